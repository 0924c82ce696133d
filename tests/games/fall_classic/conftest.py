"""Fall Classic test harness: real 1959 teams, hand-built cards from the rulebook, and a game whose next plate
appearance runs on loaded dice."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from dugout.engine.dice import LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import prepare
from dugout.games.fall_classic import FallClassic
from dugout.games.fall_classic.card import BatterCard, Fielding, PitcherCard, compile_batter
from dugout.games.fall_classic.card_codes import CARD_ORDER, line_index, parse_cell
from dugout.games.fall_classic.ratings_league import from_team
from dugout.games.fall_classic.state import set_grade
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

#: Willie Mays, 1959 Giants, as printed in the rulebook (the split ranges of 13-15 are the legend's; ours).
MAYS = {66: "HOMERUN", 55: "HOMER 1-5 / TRIPLE 6-10 / DOUBLE", 44: "DOUBLE", 33: "DOUBLE 1-9 / SINGLE",
        22: "SINGLE+", 11: "SINGLE+", 12: "WALK", 13: "BB 1-8 / OUT", 14: "HBP 1-2 / OUT", 15: "K 1-8 / OUT",
        16: "OUT x", 21: "OUT x", 23: "OUT", 24: "OUT", 25: "OUT", 26: "TL:SINGLE", 46: "ball park",
        51: "KD? Def", 52: "KD? Def", 53: "KD? Def", 54: "54 CHART", 56: "OUT", 65: "P - HR"}
#: Kirby Higbe, 1941 Dodgers, as reconstructed in the digest (§3.2), grades A, B, C.
HIGBE = {31: ("SINGLE", "SINGLE", "SINGLE"), 32: ("OUT", "OUT", "DBL 1-3 / OUT"),
         34: ("SINGLE", "SINGLE", "SINGLE"), 35: ("OUT", "OUT", "OUT"), 36: ("OUT", "OUT", "OUT"),
         41: ("WALK", "WALK", "WALK"), 42: ("WALK", "WALK", "WALK"), 43: ("OUT", "WALK", "WALK"),
         45: ("OUT", "wp OUT", "OUT"), 56: ("K", "K", "K"), 61: ("K", "K", "K"), 62: ("K", "OUT", "OUT"),
         63: ("OUT", "OUT", "OUT"), 64: ("OUT g", "OUT g", "OUT g")}


def batter_card(lines: dict[int, str], hr_mod: int = 0, blue: tuple[bool, bool, bool] = (False, False, False)
                ) -> BatterCard:
    """A batter card from printed cells (other lines blank)."""
    cells: list[Any] = [()] * 36
    for ln, text in lines.items():
        cells[line_index(ln)] = parse_cell(text, ln)
    return BatterCard(cells=tuple(cells), hr_mod=hr_mod, blue=blue)


def pitcher_card(cols: dict[int, tuple[str, str, str]], kd: tuple[int, int, int] = (3, 2, 1),
                 hr: tuple[int, int, int] = (3, 5, 9), **kw: Any) -> PitcherCard:
    """A pitcher card from printed cells per grade."""
    out: list[list[Any]] = [[()] * 36 for _ in range(3)]
    for ln, cells in cols.items():
        for g in range(3):
            out[g][line_index(ln)] = parse_cell(cells[g])
    return PitcherCard(cells=(tuple(out[0]), tuple(out[1]), tuple(out[2])), kd=kd, hr=hr,
                       **{"bfs": 99, "bfr": 99, **kw})


class Quiet(Manager):
    """A manager who calls nothing and answers every named decision with the given value (default no)."""

    def __init__(self, **answers: Any) -> None:
        self.answers = answers

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        return self.answers.get(name.replace("-", "_"), False)


@pytest.fixture(scope="session")
def giants_1959():
    return lahman.import_team(1959, "SFN")


@pytest.fixture(scope="session")
def lg1959(giants_1959):
    return from_team(giants_1959)


@pytest.fixture(scope="session")
def synthetic_1959():
    ctx = lahman.league_context(1959, "NL")
    return random_team(101, ctx), random_team(202, ctx)


def average_fielders(e: int = 5, rng: int = 10, arm: int = 1, assist: int = 2) -> tuple[Fielding | None, ...]:
    return (None,) + tuple(Fielding(p, rng, arm, e, assist=assist, frame="a")
                           for p in ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF"))


@pytest.fixture()
def arena(synthetic_1959):
    """Build a game: every away batter gets ``batter``, every home pitcher ``pitcher``; fielders as given.

    Returns the game; call ``play(g, dice, bases=..., outs=...)`` to run one plate appearance on loaded dice.
    """

    def build(batter: BatterCard | None = None, pitcher: PitcherCard | None = None, *,
              options: dict[str, Any] | None = None, run: int = 2, sbs: int = 12, jump: int = 0, sh: int = 3,
              hnr: int = 1, grade: int = 1, fielders: tuple[Fielding | None, ...] | None = None,
              throws: str = "R", bats: str = "R", home_pitcher_fielding: Fielding | None = None,
              avg: float = 0.26, sba: int = 0, managers: tuple[Manager, Manager] | None = None) -> Game:
        rules = FallClassic(options)
        a, h = synthetic_1959
        ca, ch = rules.rate_team(a), rules.rate_team(h)
        grid = fielders or average_fielders()
        for pid, c in list(ca.items()):
            if batter is not None and not c.is_pitcher:
                b = batter
                ca[pid] = dataclasses.replace(c, batter=b, flat=(compile_batter(b, "L"), compile_batter(b, "R")),
                                              run=run, sbs=sbs, jump=jump, sh=sh, hnr=hnr, bats=bats, avg=avg,
                                              sba=sba, side=(1, 1) if bats == "L" else (0, 0), cache={})
        for pid, c in list(ch.items()):
            f = grid
            if home_pitcher_fielding is not None:
                f = (None, home_pitcher_fielding) + grid[2:]
            ch[pid] = dataclasses.replace(c, fielding=f, cache={})
            if pitcher is not None and c.pitcher is not None:
                ch[pid] = dataclasses.replace(ch[pid], pitcher=pitcher, throws=throws)
        a2 = dataclasses.replace(a, players=tuple(dataclasses.replace(p, throws=throws) if p.is_pitcher else p
                                                  for p in a.players))
        h2 = dataclasses.replace(h, players=tuple(dataclasses.replace(p, throws=throws) if p.is_pitcher else p
                                                  for p in h.players))
        ga, gh = prepare(a2, ca), prepare(h2, ch)
        g = Game(rules, ga, gh, LoadedDice([1, 1]), managers=managers or (Quiet(), Quiet()))
        set_grade(g, 1, grade)
        g.half = 0
        return g

    return build


def play(g: Game, dice: list[int], *, bases: tuple[int, int, int] = (0, 0, 0), outs: int = 0,
         batter_slot: int = 0) -> None:
    """One plate appearance of the away team's batter in ``batter_slot`` with runners on the marked bases."""
    s = g.sides[0]
    g.outs = outs
    others = [i for i in s.order if i != s.order[batter_slot]]
    for base in (1, 2, 3):
        if bases[base - 1]:
            g.bases[base] = others.pop()
            g.base_pitcher[base] = g.sides[1].pitcher
        else:
            g.bases[base] = -1
    s.up = batter_slot
    g.batter = s.order[batter_slot]
    g.dice = LoadedDice(dice)
    g.rules.plate_appearance(g)
    assert g.dice.exhausted, f"unused dice: {g.dice.values[g.dice.pos:]}"


def line_of(card: BatterCard, ln: int) -> str:
    from dugout.games.fall_classic.card_codes import format_cell

    return format_cell(card.cells[line_index(ln)])


@pytest.fixture(scope="session")
def kit():
    """The helpers and rulebook cards above, for test modules (which cannot import this conftest)."""
    from types import SimpleNamespace

    return SimpleNamespace(MAYS=MAYS, HIGBE=HIGBE, CARD_ORDER=CARD_ORDER, Quiet=Quiet, batter_card=batter_card,
                           pitcher_card=pitcher_card, play=play, line_of=line_of, average_fielders=average_fielders)
