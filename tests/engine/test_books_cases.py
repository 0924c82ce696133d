"""The games whose books the audit found broken (``benchmarks/check_books.py``), each kept as a case: they
balance now, and the audit itself catches a game that loses a runner or plays past its end."""

from __future__ import annotations

from typing import Any

import pytest

from dugout.engine.audit import audited, option_sets
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

#: (game, option set of ``audit.option_sets``, away, home, seed, what broke); a team is (season, id) or, generated
#: as the benchmark makes them, (season, league, k).
CASES = [
    ("deadball", 0, (2016, "CLE"), (1968, "DET"), 20, "a fielder's choice made the third out and lost the batter"),
    ("fall-classic", 0, (1884, "DTN"), (1968, "DET"), 27, "a wild pitch won it and the batter rolled again"),
    ("fall-classic", 0, (1884, "DTN"), (1968, "DET"), 90, "a squeeze won it and the next runner was put out"),
    ("fall-classic", 1, (1927, "AL", 3), (1908, "CHN"), 275, "a nested chart branch skipped the plate appearance"),
    ("fall-classic", 3, (1985, "NL", 6), (1889, "NL", 0), 8481, "the one-hopper with two out (once a nested branch no longer ends its row)"),
    ("fall-classic", 2, (1884, "PRO"), (1908, "CHN"), 665, "run with risk after the winning run"),
    ("fall-classic", 4, (1968, "DET"), (1884, "PRO"), 1249, "an auto-steal after the winning run"),
    ("fall-classic", 0, (2016, "AL", 9), (2016, "CLE"), 1369, "a stretched single after the winning run"),
    ("fall-classic", 0, (2016, "AL", 9), (1985, "NL", 7), 48997,
     "a pickoff throw got away with the winning run, then the plate appearance went on"),
    ("fall-classic", 2, (1985, "NL", 6), (1927, "AL", 2), 99358,
     "a steal call's winning run, then the plate appearance went on"),
    ("fall-classic", 4, (1968, "AL", 4), (1985, "KCA"), 273742,
     "an exotic error's winning run, a runner left on 2nd, and the batter put on 2nd over him"),
    ("thats-baseball", 0, (1884, "DTN"), (1968, "DET"), 19, "a pickoff's third out, then a plate appearance"),
    ("thats-baseball", 3, (1985, "KCA"), (1889, "NL", 1), 787, "a tag-up thrown out after the winning run"),
    ("thats-baseball", 2, (1968, "AL", 5), (1985, "KCA"), 19432, "a double steal went on after home was stolen"),
    ("thats-baseball", 3, (1889, "NL", 1), (1884, "DTN"), 20937,
     "a spent pitcher with nobody in the bullpen stayed in and every batter homered: the game never ended"),
    ("pine-tar", 1, (1889, "NL", 1), (2016, "CLE"), 2794, "a throw home after the winning run"),
    ("payoff-pitch", 4, (2016, "CHN"), (1968, "AL", 4), 8659, "a runner from first run over by the batter"),
    ("payoff-pitch", 1, (1968, "DET"), (1985, "KCA"), 24120, "Coach's Choice sent a runner home after the winning run"),
]
_TEAMS: dict[tuple[object, ...], object] = {}


def _gt(game: str, s: int, rules, spec: tuple):  # type: ignore[no-untyped-def]
    key = (game, s, *spec)
    if key not in _TEAMS:
        if len(spec) == 2:
            team = lahman.import_team(*spec)
        else:
            season, league, k = spec
            team = random_team(f"books{k}", lahman.league_context(season, league))
        _TEAMS[key] = rated(rules, team)
    return _TEAMS[key]


@pytest.mark.parametrize(("game", "s", "away", "home", "seed", "what"), CASES, ids=[f"{c[0]}-{c[4]}" for c in CASES])
def test_a_game_that_broke_the_books_balances(game, s, away, home, seed, what):
    rules = make_rules(game, option_sets(RULESETS[game])[s])
    g, audit = audited(rules, _gt(game, s, rules, away), _gt(game, s, rules, home), Dice(seed))
    g.play()
    assert audit.violations() == [], what
    box = g.box().to_dict()
    for t in (box["away"], box["home"]):
        assert t["LOB"] == sum(b["LOB"] for b in t["batting"])


def test_the_play_by_play_puts_a_walk_off_runner_where_he_stopped():
    """Fall Classic #273742: the batter the chart sends to 2nd stops at 1st behind the runner held there, and the
    play-by-play says so (it said "safe at 2nd")."""
    rules = make_rules("fall-classic", option_sets(RULESETS["fall-classic"])[4])
    g = rules.game_type(True)(rules, _gt("fall-classic", 4, rules, (1968, "AL", 4)),
                              _gt("fall-classic", 4, rules, (1985, "KCA")), Dice(273742), narrate=True)
    g.play()
    texts = [t for _, _, t in g.log]
    after = texts[next(k for k, t in enumerate(texts) if "kicked into right" in t) + 1]
    assert "Balboni safe at 1st" in after and "runners on 1st and 2nd" in after


def _toy_games(n: int, rules: Any = None, **kw: Any):  # type: ignore[no-untyped-def]
    """``n`` audited games of two generated 1985 teams under the toy game (or ``rules``, a toy ruleset that breaks
    something): each ``(g, audit)``. What a test breaks, it breaks in a subclass (``game=``, a manager's class, a
    ruleset's): a compiled build's classes let nothing be replaced on an instance."""
    toy = make_rules("toy")
    ctx = lahman.league_context(1985, "NL")
    ga, gh = rated(toy, random_team(1, ctx)), rated(toy, random_team(2, ctx))
    for seed in range(n):
        yield audited(rules or toy, ga, gh, Dice(seed), **kw)


def _toy(plate_appearance: Any) -> Any:
    """A toy ruleset whose plate appearance is ``plate_appearance``."""
    cls = type(make_rules("toy"))
    return type("Broken", (cls,), {"plate_appearance": lambda self, g: plate_appearance(g)})()


def test_the_audit_sees_a_lost_runner():
    """A ruleset that drops the runner on first after a single (the bookkeeping slip the audit is for)."""
    pa = make_rules("toy").plate_appearance

    def slip(g: Game) -> None:
        pa(g)
        if g.bases[1] >= 0 and g.bases[2] >= 0:
            g.bases[1] = -1

    found = []
    for g, audit in _toy_games(20, _toy(slip)):
        g.play()
        found += audit.violations()
    assert any("vanished" in v for v in found)
    assert any("PA" in v and "LOB" in v for v in found)


class _NoEarlyEnd(Game):
    """``Game._next_half`` without the rule that a home team leading after the top of the last inning wins."""

    def _next_half(self) -> None:
        if self.walkoff:
            self.over = True
        elif self.half == 0:
            self.half = 1
        elif self.inning >= self.innings and self.score[0] != self.score[1]:
            self.over = True
        else:
            self.half, self.inning = 0, self.inning + 1


def test_the_audit_sees_a_half_inning_too_many():
    """A game that lets the home team bat when it already leads after the top of the ninth."""
    found = []
    for g, audit in _toy_games(40, game=_NoEarlyEnd):
        g.play()
        found += audit.violations()
    assert any("after the game was decided" in v for v in found)


def test_the_audit_stops_a_game_that_would_never_end():
    """A ruleset under which no batter is ever out: the audit calls the game endless at ``MAX_PA`` plate
    appearances and stops it, the violation listed (the benchmark counts it; before, it waited forever)."""
    from dugout.engine.audit import MAX_PA, EndlessGame
    from dugout.engine.codes import HOMER

    def homer(g: Game) -> None:
        g.move_all(4)
        g.place_batter(4)
        g.end_pa(HOMER)

    g, audit = next(_toy_games(1, _toy(homer)))
    with pytest.raises(EndlessGame):
        g.play()
    assert any(f"did not end: {MAX_PA} plate appearances" in v for v in audit.violations())


def _home_scores(g: Game) -> None:
    """The winning run comes home before the pitch: a wild pitch with the score tied, a man on third, home batting
    in the last inning."""
    if g.half == 1 and g.inning >= g.innings and g.score[1] == g.score[0] and g.bases[3] >= 0:
        g.wild_pitch()


@pytest.mark.parametrize("caller", ["defense", "offense"])
def test_a_winning_run_before_the_pitch_ends_the_game(caller):
    """A call before the pitch that brings the winning run home (a wild pickoff throw, a steal of home) ends the game
    there: no plate appearance, no out after it (the play loop stops when ``before_pa_defense`` or
    ``before_pa_offense`` leaves the game decided)."""
    from dugout.engine.manager import AIManager

    class Defense(AIManager):
        def before_pa_defense(self, g: Game, side: int) -> None:
            _home_scores(g)

    class Offense(AIManager):
        offense_from_inning = 1

        def before_pa_offense(self, g: Game, side: int) -> None:
            _home_scores(g)
            super().before_pa_offense(g, side)

    managers = (Defense(), None) if caller == "defense" else (None, Offense())
    ends = 0
    for g, audit in _toy_games(60, managers=managers):
        g.play()
        assert audit.violations() == [], audit.violations()
        ends += g.walkoff
    assert ends >= 1
