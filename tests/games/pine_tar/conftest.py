"""Pine Tar test fixtures: a game in a chosen state, cards with chosen columns, loaded rolls."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import GameTeam
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ruleset import PineTar
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

#: Options that switch every optional rule off (the main rules).
MAIN_RULES = {"steals": False, "hit-and-run": False, "defense": False, "mip-modifiers": False,
              "plays-at-plate": False, "reliever-limits": False, "injuries": False, "risp-penalty": False}


def column(*spans: tuple[int, int, int], rest: int = T.GO_2B) -> tuple[int, ...]:
    """A hitting column from (first roll, last roll, outcome) spans; other rolls up to 96 get ``rest``."""
    col = [rest] * 97
    for lo, hi, code in spans:
        for r in range(lo, hi + 1):
            col[r] = code
    return tuple(col) + (T.LO, T.ROE_LO, T.BK_WP)


def r(roll: int) -> int:
    """The loaded ``d(100)`` value for a two-die roll 0-99."""
    return roll + 1


class Caller(Manager):
    """A manager that makes exactly the calls a test asks for."""

    def __init__(self, **calls: Any) -> None:
        self.calls = calls

    def wants_bunt(self, g: Game, side: int) -> bool:
        return bool(self.calls.get("bunt"))

    def wants_squeeze(self, g: Game, side: int) -> bool:
        return bool(self.calls.get("squeeze"))

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        self.calls.setdefault("chances", []).append((base, chance))
        return base in self.calls.get("steal", ())

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        return bool(self.calls.get("hit_and_run"))

    def wants_ibb(self, g: Game, side: int) -> bool:
        return bool(self.calls.get("ibb"))

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        return self.calls.get(name.replace("-", "_"), default)


_TEAMS: dict[str, tuple[GameTeam, GameTeam]] = {}


def _teams(rules: PineTar) -> tuple[GameTeam, GameTeam]:
    """The two synthetic 2016-NL teams, rated once per set of options (rating is the slow part of a test)."""
    key = repr(rules.options)
    if key not in _TEAMS:
        ctx = lahman.league_context(2016, "NL")
        _TEAMS[key] = rated(rules, random_team(1, ctx, dh=True)), rated(rules, random_team(2, ctx, dh=True))
    return _TEAMS[key]


def make_game(options: dict[str, Any] | None = None, *, narrate: bool = True) -> Game:
    """A game between two synthetic 2016-NL teams, every card replaceable, quiet managers."""
    opts = dict(MAIN_RULES)
    opts.update(options or {})
    rules = make_rules("pine-tar", opts)
    a, h = _teams(rules)
    g = Game(rules, a, h, Dice(0), managers=(Manager(), Manager()), dh=True, narrate=narrate)
    g.sides[0].line.append(0)
    return g


def set_card(g: Game, idx: int, **changes: Any) -> None:
    """Replace fields of one player's card in a running game."""
    g.cards[idx] = dataclasses.replace(g.cards[idx], **changes)


def batter(g: Game) -> int:
    off = g.sides[g.half]
    return off.order[off.up]


def runner(g: Game, k: int) -> int:
    """A player of the batting side other than the batter (k = 1, 2, 3)."""
    off = g.sides[g.half]
    return off.order[(off.up + 4 + k) % len(off.order)]


def setup(g: Game, *, col: tuple[int, ...] | None = None, grade: int = T.C, bases: tuple[int, ...] = (),
          outs: int = 0, speeds: dict[int, int] | None = None) -> None:
    """Batter's columns, the pitcher's grade, runners on ``bases`` (with speeds by base), outs."""
    b = batter(g)
    if col is not None:
        set_card(g, b, cols=(col, col, col), br=T.MEDIUM)
    p = g.sides[1 - g.half].pitcher
    set_card(g, p, grade_home=(grade, grade), grade_away=(grade, grade), bk_top=-1, wp_top=99)
    for base in (1, 2, 3):
        g.bases[base] = -1
    for base in bases:
        idx = runner(g, base)
        g.put_runner(base, idx)
        set_card(g, idx, br=(speeds or {}).get(base, T.MEDIUM), is_pitcher=False, sbo="B")
    g.outs = g.xouts = outs
    g.batter = b


def play(g: Game, values: list[int]) -> Game:
    """One plate appearance with loaded dice; every value must be used."""
    g.dice = LoadedDice(values)
    g.batter = batter(g)
    g.rules.plate_appearance(g)
    assert g.dice.exhausted, "not every loaded die was used"
    return g


class Kit:
    """The helpers above, handed to tests by the ``kit`` fixture."""

    column = staticmethod(column)
    r = staticmethod(r)
    game = staticmethod(make_game)
    set_card = staticmethod(set_card)
    batter = staticmethod(batter)
    runner = staticmethod(runner)
    setup = staticmethod(setup)
    play = staticmethod(play)
    Caller = Caller
    MAIN_RULES = MAIN_RULES


@pytest.fixture()
def kit() -> Kit:
    return Kit()
