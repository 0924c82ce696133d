"""Helpers of That's Baseball's tests: a game of generated teams with chosen ratings, one plate appearance played
from loaded dice in a chosen state, and a manager that makes exactly the calls a test asks for."""

from __future__ import annotations

import dataclasses

from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman


def _override(team, aba: int, pan: int):
    players = tuple(dataclasses.replace(p, overrides={"thats-baseball": {"aba": aba, "pan": pan,
                                                                          "pitcher_chart": False}})
                    for p in team.players)
    return dataclasses.replace(team, players=players)


def make_game(aba: int = 27, pan: int = 0, dh: bool = True, **options: object) -> Game:
    ctx = lahman.league_context(1985, "NL")
    opts = {"error-roll": False}
    opts.update(options)
    rules = make_rules("tb", opts)
    a = _override(random_team(1, ctx, dh=True), aba, pan)
    h = _override(random_team(2, ctx, dh=True), aba, pan)
    return Game(rules, rated(rules, a), rated(rules, h), Dice(0), managers=(Manager(), Manager()), dh=dh)


def place(g: Game, bases: tuple[int, ...] = (), outs: int = 0) -> Game:
    """The batting side's 6th, 7th … men on ``bases`` with ``outs`` out, its next batter up."""
    off = g.sides[g.half]
    if not off.line:
        off.line.append(0)
    for b in (1, 2, 3):
        g.bases[b] = -1
    for k, b in enumerate(bases):
        g.put_runner(b, off.order[5 + k])
    g.outs = outs
    g.xouts = outs
    g.batter = off.order[off.up]
    return g


def pa(g: Game, values: list[int], bases: tuple[int, ...] = (), outs: int = 0) -> Game:
    place(g, bases, outs)
    g.dice = LoadedDice(values)
    g.rules.plate_appearance(g)
    assert g.dice.exhausted, "not every loaded die was used"
    return g


def line(g: Game, idx: int | None = None) -> list[int]:
    return g.bat[g.batter if idx is None else idx]


TAG_UP = {"tag-up-1": True, "tag-up-2": True, "tag-up-3": True}


class Caller(Manager):
    """A manager that makes exactly the calls a test asks for."""

    def __init__(self, **calls: object) -> None:
        self.calls = calls

    def wants_bunt(self, g, side):
        return bool(self.calls.get("bunt"))

    def wants_steal(self, g, side, base, chance):
        return base in self.calls.get("steal", ())

    def wants_hit_and_run(self, g, side):
        return bool(self.calls.get("hit_and_run"))

    def wants_pickoff(self, g, side):
        return int(self.calls.get("pickoff", 0))

    def wants_ibb(self, g, side):
        return bool(self.calls.get("ibb"))

    def decide(self, g, side, name, default):
        return self.calls.get(name, default)


def with_managers(g: Game, offense: Manager | None = None, defense: Manager | None = None) -> Game:
    if offense:
        g.sides[g.half].manager = offense
    if defense:
        g.sides[1 - g.half].manager = defense
    return g
