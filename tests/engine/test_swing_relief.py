"""Swingmen (issue 17, item 3): over a season that follows real usage, the rotation men who relieved between their
starts in the real season relieve between theirs, so the relief their teams got from them does not go to the
marginal arms (1921 Yankees: Mays 11 relief games beside his 38 starts, Hoyt 11, Shawkey 7)."""

from __future__ import annotations

from dugout.engine.roster import SWING_MIN, SWING_SHARE
from dugout.engine.season import SWING_FROM_PACE, SWING_REST, Season, balanced_schedule, rated
from dugout.engine.manager import USAGE_KEY, usage_key
from dugout.games.pine_tar.ruleset import PineTar
from dugout.games.thats_baseball.ruleset import ThatsBaseball
from dugout.sources import lahman


class _Swinging(PineTar):
    """The engine's season under Pine Tar (a manager that shares relief by real relief work), with swingmen."""

    def swing_relief(self) -> bool:
        return True


class _Rotating(_Swinging):
    def swing_relief(self) -> bool:
        return False


def _teams(*ids: str):
    league = {t.id: t for t in lahman.import_league(1921, "AL")}
    return [league[i] for i in ids]


def test_the_aces_who_relieved_between_starts_are_swingmen():
    (nya,) = _teams("NYA")
    gt = rated(ThatsBaseball(), nya)
    names = {gt.names[i] for i in gt.swing}
    assert {"Carl Mays", "Waite Hoyt"} <= names
    players = nya.players
    for i in gt.rotation:
        line = players[i].pitching
        assert line is not None
        relief = line.g - line.gs
        assert (i in gt.swing) == (relief >= SWING_MIN and relief >= SWING_SHARE * line.gs), gt.names[i]



def _season(rules, seed: int = 3) -> tuple[Season, list[tuple[int, int, int, bool]]]:
    """A 40-game season of four 1921 AL teams; every swingman's outing as (day, team, local index, started)."""
    season = Season(rules, [rated(rules, t) for t in _teams("NYA", "CLE", "SLA", "WS1")], seed)
    outings = []
    for day in balanced_schedule(4, 40):
        d = season.day
        for (a, h), g in zip(day, season.play_day(day), strict=True):
            assert g is not None
            for side, ti in ((0, a), (1, h)):
                s = g.sides[side]
                swing = season.teams[ti].gt.swing
                outings += [(d, ti, i - s.off, i == s.starter) for i in s.pit_appear if i - s.off in swing]
    return season, outings


def test_swingmen_relieve_between_their_starts_and_keep_their_turns():
    season, outings = _season(_Swinging())
    relief = [o for o in outings if not o[3]]
    assert len(relief) >= 5, relief  # (none without swingmen: the rotation never relieved)
    last_start: dict[tuple[int, int], int] = {}
    for day, ti, i, started in outings:
        if started:
            last_start[(ti, i)] = day
        else:  # never the day after a start
            assert day - last_start.get((ti, i), -99) > SWING_REST
    # their starts stay the rotation's: each swingman's starts with and without their relief, within one
    plain, plain_outings = _season(_Rotating())
    assert not [o for o in plain_outings if not o[3]]
    starts = {(ti, i): sum(1 for o in outings if o[1:3] == (ti, i) and o[3]) for _, ti, i, _ in outings}
    plain_starts = {k: sum(1 for o in plain_outings if o[1:3] == k and o[3]) for k in starts}
    assert all(abs(starts[k] - plain_starts[k]) <= 1 for k in starts), (starts, plain_starts)


def test_a_team_ahead_of_its_real_relief_keeps_its_swingmen_out_of_the_pen():
    rules = _Swinging()
    season = Season(rules, [rated(rules, t) for t in _teams("NYA", "CLE")], 1)
    ts = season.teams[0]
    mays = ts.gt.names.index("Carl Mays")
    season.day = 10
    ts.rest_until[mays] = 12  # due to start in two days
    ts.relief_from[mays] = 10  # fit to relieve today
    key = usage_key(ts.gt.team)
    rate = ts.gt.relief_pg
    assert rate is not None
    season.carry[USAGE_KEY] = {key: {"games": 9, "pa": {}, "relief": round(rate * 10)}}
    assert abs(season.relief_behind(ts)) < 1 and season.relief_behind(ts) >= SWING_FROM_PACE
    assert mays not in season._unavailable(ts, -1)
    season.carry[USAGE_KEY][key]["relief"] = round(rate * 10 - SWING_FROM_PACE) + 2
    assert season.relief_behind(ts) < SWING_FROM_PACE
    assert mays in season._unavailable(ts, -1)
    ts.relief_from[mays] = 11  # not fit yet
    season.carry[USAGE_KEY][key]["relief"] = 0
    assert mays in season._unavailable(ts, -1)
