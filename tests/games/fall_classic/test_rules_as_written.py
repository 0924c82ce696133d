"""Fall Classic as the book writes it by default (issue 19): the basic rules on, the optional ones a flag away,
and cards that play true under the basic rules."""

from __future__ import annotations

import pytest

from dugout.engine.postseason import SERIES_KEY
from dugout.games.fall_classic import FallClassic
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.play_running import series_attempts
from dugout.games.fall_classic.ratings_league import HR_GRADE_MAX
from dugout.games.fall_classic.state import memory
from dugout.sources import lahman


def test_the_books_optional_rules_are_off_and_its_basic_ones_on():
    o = FallClassicOptions()
    # "Super Advanced Optional Rule" (NH/NW) and "Advanced Optional Rule" (the batter's negative HR grade)
    assert not o.nh_nw and not o.batter_hr
    # "Limit a player's attempts in any season replay to the SBA number": a rule; the 7-game limit a suggestion
    assert o.sba_limit and not o.series_limit
    specs = {s.name: s for s in FallClassic.option_specs()}
    assert not any(s.house for s in specs.values())  # no invented rule of ours is an option here


def _runner_game(arena, kit, jump: int, sba: int):
    g = arena(kit.batter_card(kit.MAYS), kit.pitcher_card(kit.HIGBE), jump=jump, sba=sba)
    idx = g.sides[0].order[0]
    return g, idx


@pytest.mark.parametrize("done,ok", [(5, True), (6, False)])
def test_a_seven_game_series_limits_a_runner_to_his_jump_number(arena, kit, done, ok):
    """'In a 7 game series, limit his steal attempts to the number after the slash' (series-limit on)."""
    g, idx = _runner_game(arena, kit, jump=6, sba=31)
    g.rules = FallClassic({"series-limit": True})
    g.carry[SERIES_KEY] = 7
    memory(g)["sba"][g.sides[0].gt.team.id] = {g.cards[idx].id: done}
    assert g.rules.may_attempt(g, idx) is ok


def test_series_attempts_prorate_the_jump_number():
    assert [series_attempts(6, n) for n in (3, 5, 7, 9)] == [3, 4, 6, 8]
    assert series_attempts(0, 7) == 0


@pytest.mark.parametrize("games,done,ok", [(0, 1, True), (0, 2, False), (76, 16, True), (76, 17, False)])
def test_a_season_replay_limits_a_runner_to_his_real_attempts(arena, kit, games, done, ok):
    """By default (sba-limit) a runner may try no more than his real SBA, prorated by the team's games (gap 57):
    Mays 31 attempts in 154 games."""
    g, idx = _runner_game(arena, kit, jump=6, sba=31)
    team = g.sides[0].gt.team
    mem = memory(g)
    mem["games"][team.id] = games
    mem["sba"][team.id] = {g.cards[idx].id: done}
    sched = team.record.g if team.record and team.record.g else 154
    assert (done < 31 * (games + 1) / sched + 1) is ok
    assert g.rules.may_attempt(g, idx) is ok


@pytest.fixture(scope="module")
def nl1959():
    rules = FallClassic()
    teams = lahman.import_league(1959, "NL")
    return teams, {t.id: rules.rate_team(t) for t in teams}


def test_pitchers_home_run_grades_stay_on_the_books_scale(nl1959):
    """'The Homerun Grade is normally from 0 to' 12 (the digest's scale): no 1959 NL pitcher past it (88 of 132
    were, 22 at HR 1-20 in every column)."""
    teams, cards = nl1959
    grades = [c.pitcher.hr for t in teams for c in cards[t.id].values() if c.pitcher is not None]
    assert grades and all(-HR_GRADE_MAX <= h <= HR_GRADE_MAX for hr in grades for h in hr)
    assert any(min(hr) < 0 for hr in grades)  # good home-run pitchers have the basic rule's negative grade


def test_range_uses_the_books_scale_and_catchers_frame_differently(nl1959):
    """Regulars at 2B, SS and CF spread over the 0-20 Range scale (all were 9-11), so the 54 chart's 'Range 6 or
    less' can happen; catchers are not all framing 'a'."""
    teams, cards = nl1959
    rng, frames = [], set()
    for t in teams:
        for p in t.players:
            for f in cards[t.id][p.id].fielding:
                if f is None:
                    continue
                line = p.fielding.get(f.pos)
                if f.pos in ("2B", "SS", "CF") and line is not None and line.g >= 100:
                    rng.append(f.range)
                if f.pos == "C" and line is not None and line.g >= 80:
                    frames.add(f.frame)
    assert max(rng) - min(rng) >= 6 and min(rng) <= 7
    assert len(frames) >= 2


def test_the_stretch_rows_do_not_move_with_the_park():
    assert all(T.park_chart(b)[16:19] == (T.PK_1B_LF, T.PK_1B_CF, T.PK_1B_RF) for b in range(70, 131))
