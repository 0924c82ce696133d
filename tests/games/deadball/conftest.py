"""A kit for Deadball rule tests: small native-rated teams, scripted managers and hand-set game states."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dugout.engine.dice import LoadedDice
from dugout.engine.game import Game
from dugout.engine.manager import Manager
from dugout.engine.roster import prepare
from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.bundled import deadball_stars
from dugout.model.player import Player
from dugout.model.team import LineupSpot, Team

DATA = Path(__file__).resolve().parents[2] / "data" / "deadball"
FIELD = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
#: Options that switch off everything the book's basic examples do not use.
BASIC = {"hit-table": "basic", "trait-rules": "off", "pitcher-traits": False, "fatigue": "simple",
         "walk-target": False, "five-tool": False, "park-factors": False}
#: The book's advanced examples: every trait rule, without the two effects their arithmetic leaves out.
BOOK_ADVANCED = {"pitcher-trait-mss-bonus": False, "catcher-pd-bonus": False, "walk-target": False,
                 "five-tool": False}


class Script(Manager):
    """A manager that never does anything optional unless a test says so."""

    def __init__(self, steal: Callable[[Game, int, int], bool] | None = None,
                 decisions: dict[str, Any] | None = None, align: str = "normal", bunt: bool = False,
                 pickoff: int = 0) -> None:
        self.steal = steal
        self.decisions = decisions or {}
        self.align = align
        self.bunt = bunt
        self.pickoff = pickoff

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        return bool(self.steal and self.steal(g, side, base))

    def wants_bunt(self, g: Game, side: int) -> bool:
        return self.bunt

    def wants_pickoff(self, g: Game, side: int) -> int:
        return self.pickoff

    def alignment(self, g: Game, side: int) -> str:
        return self.align

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        return self.decisions.get(name, default)


def player(name: str, pos: str, bt: int = 25, hand: str = "R", traits: tuple[str, ...] = (), pd: str | None = None,
           wt: int | None = None, five_tool: dict[str, int] | None = None) -> Player:
    """A Deadball-only player."""
    native: dict[str, Any] = {"bt": bt, "hand": hand, "pos": pos, "traits": list(traits), "wt": wt or bt + 5}
    if pd is not None:
        native["pitch_die"] = pd
    nat = {"deadball": native}
    if five_tool:
        nat["five_tool"] = five_tool
    return Player(id=name.lower().replace(" ", "-"), name=name, bats=hand, throws=hand,
                  games_at={"P": 30} if pos == "P" else {pos: 100}, native=nat)


def team(name: str, changes: dict[str, dict[str, Any]] | None = None, pitcher: dict[str, Any] | None = None) -> Team:
    """Eight BT-25 right-handed hitters (named by position: '<name> SS') and a d4 right-hander batting ninth."""
    changes = changes or {}
    players = []
    for pos in FIELD:
        kw = {"bt": 25, "hand": "R"} | changes.get(pos, {})
        players.append(player(f"{name} {pos}", kw.pop("pos", pos), **kw))
    players.append(player(f"{name} P", "P", **({"bt": 10, "hand": "R", "pd": "d4"} | (pitcher or {}))))
    spots = tuple(LineupSpot(p.id, "P" if p.native["deadball"]["pos"] == "P" else pos)
                  for p, pos in zip(players, FIELD + ("P",)))
    return Team(id=name.lower(), name=name, players=tuple(players), lineup_vs_rhp=spots, rotation=(players[-1].id,),
                source="test")


class Kit:
    """Builds games and puts them in the state a worked example starts from."""

    def rules(self, **opts: Any) -> Deadball:
        return Deadball(opts)

    def game(self, rules: Deadball, away: Team, home: Team, rolls: list[int], *, managers: tuple[Manager, Manager]
             | None = None, innings: int | None = None, carry: dict[str, Any] | None = None) -> Game:
        ga = prepare(away, rules.rate_team(away))
        gh = prepare(home, rules.rate_team(home))
        return Game(rules, ga, gh, LoadedDice(rolls), managers=managers or (Script(), Script()), innings=innings,
                    carry=carry)

    def set_state(self, g: Game, *, half: int = 0, inning: int = 1, outs: int = 0, up: int = 0,
                  bases: dict[int, int] | None = None, score: tuple[int, int] = (0, 0)) -> None:
        """Put the game in a state: ``bases`` maps a base to the batting-order slot of its runner."""
        g.half, g.inning, g.outs, g.xouts = half, inning, outs, outs
        g.score[0], g.score[1] = score
        off, dfn = g.sides[half], g.sides[1 - half]
        off.up = up
        while len(off.line) < 1:
            off.line.append(0)
        for b in (1, 2, 3):
            g.bases[b] = -1
        for b, slot in (bases or {}).items():
            g.bases[b] = off.order[slot]
            g.base_pitcher[b] = dfn.pitcher
            g.base_earned[b] = True
        g.batter = off.order[up]
        g.ext.align = [0, 0]

    def pa(self, g: Game, up: int | None = None) -> None:
        """One plate appearance by the batter due up (or by the batting-order slot ``up``)."""
        off = g.sides[g.half]
        if up is not None:
            off.up = up
        g.batter = off.order[off.up]
        g.rules.plate_appearance(g)

    def on(self, g: Game) -> list[str | None]:
        """Names of the runners on first, second and third."""
        return [g.names[r] if r >= 0 else None for r in g.bases[1:]]


@pytest.fixture()
def kit() -> Kit:
    return Kit()


@pytest.fixture(scope="session")
def vectors() -> dict[str, Any]:
    return json.loads((DATA / "test_vectors.json").read_text(encoding="utf-8"))


@pytest.fixture()
def stars() -> tuple[Team, Team]:
    away, home = deadball_stars()
    return away, home


@pytest.fixture()
def make_team() -> Callable[..., Team]:
    return team


@pytest.fixture()
def make_player() -> Callable[..., Player]:
    return player


@pytest.fixture()
def script() -> type[Script]:
    return Script


@pytest.fixture()
def options() -> dict[str, dict[str, Any]]:
    return {"basic": dict(BASIC), "book": dict(BOOK_ADVANCED)}
