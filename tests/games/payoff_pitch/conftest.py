"""A kit for Payoff Pitch rule tests: small rated teams, a scripted manager and hand-made cards."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from dugout.engine.dice import LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card, Side, make_side
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

C = T.CODE_OF


class Script(Manager):
    """A manager that does nothing optional unless a test says so."""

    def __init__(self, decisions: dict[str, Any] | None = None, steal: bool = False, bunt: bool = False,
                 squeeze: bool = False, hit_run: bool = False, align: str = "normal", ibb: bool = False) -> None:
        self.decisions = decisions or {}
        self.steal, self.bunt, self.squeeze, self.hit_run, self.align = steal, bunt, squeeze, hit_run, align
        self.ibb = ibb
        self.asked: list[str] = []
        """The questions the plate appearance asked, in order."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        pass

    def before_pa_offense(self, g: Game, side: int) -> None:
        pass

    def start_of_half_defense(self, g: Game, side: int) -> None:
        pass

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        self.asked.append(f"steal{base}")
        return self.steal

    def wants_bunt(self, g: Game, side: int) -> bool:
        self.asked.append("bunt")
        return self.bunt

    def wants_squeeze(self, g: Game, side: int) -> bool:
        self.asked.append("squeeze")
        return self.squeeze

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        self.asked.append("hit-and-run")
        return self.hit_run

    def wants_ibb(self, g: Game, side: int) -> bool:
        self.asked.append("ibb")
        return self.ibb

    def alignment(self, g: Game, side: int) -> str:
        self.asked.append("align")
        return self.align

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        self.asked.append(name)
        return self.decisions.get(name, default)


def side_from(sections: dict[int, list[tuple[str, int]]] | None = None, out: dict[str, tuple[int, int]] | None = None,
              fill: str = "F8") -> Side:
    """A batter side from printed sections ({section: [(code, count)…]} in card order) and OUT ranges."""
    counts = [[0] * T.NOUT for _ in range(4)]
    for s, items in (sections or {}).items():
        for code, n in items:
            counts[s][T.OUTCOMES.index(C[code])] += n
    row = [C[fill]] * 100
    row[0] = 0
    for code, (a, b) in (out or {}).items():
        for n in range(a, b + 1):
            row[n] = C[code]
    return make_side(counts, row)


def set_batter(g: Game, idx: int, side: Side | None = None, **bat: Any) -> None:
    """Give player ``idx`` a hand-made batter side and/or batter ratings."""
    card: Card = g.cards[idx]
    b = dataclasses.replace(card.bat, **bat)
    if side is not None:
        b = dataclasses.replace(b, std=side, vs_l=side, vs_r=side)
        g.cards[idx] = dataclasses.replace(card, bat=b, sides=(side, side))
    else:
        g.cards[idx] = dataclasses.replace(card, bat=b)


def set_pitcher(g: Game, labels: dict[int, int] | None = None, default: int = T.TOUGH_OUT, **pit: Any) -> int:
    """Give the fielding side's pitcher a hand-made card: ``labels`` by 2d6 total, ``default`` elsewhere."""
    idx = g.sides[1 - g.half].pitcher
    card: Card = g.cards[idx]
    lab = [0, 0] + [(labels or {}).get(k, default) for k in range(2, 13)]
    p = dataclasses.replace(card.pit, labels=tuple(lab), **pit)
    g.cards[idx] = dataclasses.replace(card, pit=p)
    return idx


_TEAMS: dict[str, tuple[GameTeam, GameTeam]] = {}


def _teams(rules: PayoffPitch) -> tuple[GameTeam, GameTeam]:
    """The two generated 1970 AL teams, rated once per set of options (rating is the slow part of a test)."""
    key = repr(rules.options)
    if key not in _TEAMS:
        ctx = lahman.league_context(1970, "AL")
        _TEAMS[key] = rated(rules, random_team(1, ctx, dh=True)), rated(rules, random_team(2, ctx, dh=True))
    return _TEAMS[key]


def make_game(values: list[float] | None = None, *, managers: tuple[Manager, Manager] | None = None,
              **options: Any) -> Game:
    """A game between two generated 1970 AL teams, loaded dice, every batter without a Jump or sacrifice area."""
    rules = make_rules("payoff-pitch", options)
    a, h = _teams(rules)
    mg = managers or (Script(), Script())
    g = Game(rules, a, h, LoadedDice(values or []), managers=mg, dh=True)
    for i, card in enumerate(g.cards):
        no_sac = (False,) * 13
        g.cards[i] = dataclasses.replace(card, bat=dataclasses.replace(card.bat, jump=0, sac=no_sac, run=4,
                                                                       dagger=False))
    g.batter = g.sides[0].order[0]
    # the defense checks read the neutral park's columns (the home park's own are tested on their own)
    g.ext.park = dataclasses.replace(g.ext.park, range_hit=T.RANGE_HIT, error_hit=T.ERROR_HIT)
    return g


def load(g: Game, values: list[float]) -> LoadedDice:
    """Replace the game's dice with loaded ones."""
    d = LoadedDice(values)
    g.dice = d
    return d


def runner(g: Game, base: int, slot: int = 5) -> int:
    """Put the batting side's player in batting-order ``slot`` on ``base``."""
    idx = g.sides[g.half].order[slot]
    g.put_runner(base, idx)
    return idx


@pytest.fixture(scope="session")
def league_2019():
    return lahman.import_league(2019, "AL")
