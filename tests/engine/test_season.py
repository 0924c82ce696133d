"""Series and seasons: schedules, rest, standings, leaders, export, and exact resume."""

from __future__ import annotations

import hashlib
import json
from collections import Counter

import pytest

from dugout.engine.season import Season, balanced_schedule, play_series, rated, round_robin_days
from dugout.games import make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman


def test_round_robin_each_pair_once():
    days = round_robin_days(7)
    pairs = [frozenset(p) for d in days for p in d]
    assert len(pairs) == len(set(pairs)) == 21
    for d in days:
        teams = [t for p in d for t in p]
        assert len(teams) == len(set(teams))


def test_balanced_schedule_balance():
    sched = balanced_schedule(8, 154)
    meet: dict[frozenset, int] = {}
    home = [0] * 8
    for day in sched:
        seen = set()
        for a, h in day:
            assert a not in seen and h not in seen
            seen |= {a, h}
            meet[frozenset((a, h))] = meet.get(frozenset((a, h)), 0) + 1
            home[h] += 1
    assert len(meet) == 28 and max(meet.values()) - min(meet.values()) <= 3
    assert max(home) - min(home) <= 6



def _counts(n: int, games: int, **kw) -> list[int]:
    c = [0] * n
    for day in balanced_schedule(n, games, **kw):
        playing = [t for g in day for t in g]
        assert len(playing) == len(set(playing))  # nobody plays twice a day
        for a, h in day:
            c[a] += 1
            c[h] += 1
    return c


@pytest.mark.parametrize("n", [3, 5, 7, 9, 11, 15])
@pytest.mark.parametrize("games", [1, 2, 3, 4, 5, 6, 7, 10, 31, 42, 140, 154, 162])
def test_odd_teams_all_play_their_games(n, games):
    """Odd leagues used to short-change team 0 (152 of 154; 0 games at -n 2 or 3 with three teams)."""
    c = _counts(n, games)
    if games % 2 == 0:
        assert c == [games] * n
    else:  # n * games team-games is odd: exactly one team is one short, team (games + offset) % n
        short = games % n
        assert c[short] == games - 1 and c[:short] + c[short + 1:] == [games] * (n - 1)


@pytest.mark.parametrize("series", [1, 2, 4])
def test_odd_teams_all_play_their_games_any_series(series):
    for n in (3, 5, 9):
        for games in (2, 3, 4, 8, 9, 50, 51):
            c = _counts(n, games, series=series)
            assert sorted(c) == ([games - 1] if games % 2 else [games]) + [games] * (n - 1)


def test_even_teams_all_play_their_games():
    for n in (2, 4, 6, 8, 10, 16):
        for games in (1, 2, 3, 4, 7, 154, 162):
            assert _counts(n, games) == [games] * n


def test_the_short_team_rotates():
    shorts = {games: _counts(5, games).index(games - 1) for games in (1, 3, 5, 7, 9)}
    assert sorted(shorts.values()) == [0, 1, 2, 3, 4]  # each team takes its turn as the game total moves
    # and a caller (a league, season by season) can move it with the offset
    assert [_counts(3, 3, offset=k).index(2) for k in range(3)] == [0, 1, 2]
    assert _counts(4, 3, offset=1) == [3] * 4  # offset plays no part when everyone can play


def test_odd_schedule_balance():
    # planned schedules (plain round robins would leave someone short): pairs meet within one game
    for n, games in ((3, 154), (5, 154), (7, 140), (9, 31), (9, 154), (11, 4)):
        meet: Counter = Counter()
        home = [0] * n
        played = [0] * n
        for day in balanced_schedule(n, games):
            for a, h in day:
                meet[frozenset((a, h))] += 1
                home[h] += 1
                played[a] += 1
                played[h] += 1
        assert len(meet) == min(n * (n - 1) // 2, n * games // 2)
        assert max(meet.values()) - min(meet.values()) <= 1
        assert max(abs(2 * home[t] - played[t]) for t in range(n)) <= 6  # home/away within 3 games of even


def test_schedules_that_were_right_are_unchanged():
    """Even-sized leagues (and odd ones whose old schedule already came out exact, like the 15-team 2016 NL at
    162) keep the schedule, day for day, that seasons, leagues and recorded results were made with."""
    want = {
        (4, 24): "9a3d5a225b0edb16d64af1c808cd1c016183aff30027a4bece96682c542272e5",
        (8, 7): "9f867920b537ab07aeb938dc4f011ad6cb74783de90c7ec3b69b9152516095c0",
        (8, 154): "11892fe629a2051db937ef8b1db6b88ddf208ab3c761b9732adcd43b5d21eadf",
        (10, 162): "85515c4bc8973aaebffcdaa48b020a4b145cb8413c52e8b8698bfb29ed30ae6d",
        (12, 162): "69f3fe4b1b001df94ad051769a8104526921290448b6728730dbfd6e0b96b986",
        (14, 154): "46359147ce838af1dfa176b59beab3bdaf756ea4087f28372e7a40dfbced3855",
        (16, 162): "dddc18c50d83a28ae36fd81bc965031310ceb61f8e47aae2d252f92c761075e4",
        (30, 162): "73c28f7145362a15d41b9ab7ee11bd3f31ca87e68bf983cedecb00f30bea748b",
        (15, 162): "e5567547e7c68497f9aefb207234b682114f5654e1d3f3a73e0a64758ddb9414",
        (9, 42): "ee483335191722bb17fb25f8a27b7bdff8586f3215e09d2beaa60dd13548bc0e",
    }
    got = {k: hashlib.sha256(json.dumps(balanced_schedule(*k)).encode()).hexdigest() for k in want}
    assert got == want
    assert balanced_schedule(8, 154)[:2] == [[(7, 0), (6, 1), (5, 2), (4, 3)]] * 2


def test_schedule_is_deterministic():
    for n, games in ((5, 7), (9, 154), (8, 154)):
        assert balanced_schedule(n, games) == balanced_schedule(n, games)


def test_three_team_season_from_the_cli(run_cli):
    """`dugout season db A B C -n 4 --quick`: every team plays 4 (the first team listed used to play 2)."""
    for n in (2, 3, 4):
        code, out, err = run_cli("season", "db", "1927:NYA", "1927:PIT", "1927:PHA", "-n", str(n), "--quick",
                                 "--seed", "1", "--json")
        assert code == 0, err
        played = sorted(t["W"] + t["L"] + t["T"] for t in json.loads(out)["standings"])
        assert played == ([n - 1] if n % 2 else [n]) + [n] * 2


def test_odd_league_season_runner():
    from dugout.api.games import run_season, schedule_size

    _rules, gts = _league(5)
    teams = [gt.team for gt in gts]
    s = run_season("tb", teams, games=4, seed=2)
    assert [ts.games for ts in s.teams] == [4] * 5
    assert len(s.results) == schedule_size(teams, 4) == 10


def _league(n: int = 4):
    ctx = lahman.league_context(1985, "NL")
    rules = make_rules("tb")
    return rules, [rated(rules, random_team(f"s{k}", ctx)) for k in range(n)]


def test_season_books_balance_and_rest():
    rules, gts = _league()
    s = Season(rules, gts, seed=3)
    s.play_schedule(balanced_schedule(4, 30))
    assert sum(t.w for t in s.teams) + sum(t.t for t in s.teams) // 2 == len(s.results)
    assert sum(t.rs for t in s.teams) == sum(t.ra for t in s.teams)
    starts = {}
    for ts in s.teams:
        for i, line in ts.pit.items():
            starts[(ts.gt.team.id, i)] = line[17]  # GS
    # a five-man rotation is used: no pitcher starts more than about a fifth of his team's games plus one
    assert max(starts.values()) <= 30 // 5 + 2
    lead = s.leaders(3)
    assert set(lead) >= {"AVG", "HR", "ERA", "SO", "SV"}
    doc = json.loads(s.to_json())
    assert len(doc["standings"]) == 4 and doc["batting"] and doc["pitching"]
    assert set(s.to_csv()) == {"standings", "batting", "pitching", "postseason"}


def test_resume_gives_the_same_season():
    rules, gts = _league()
    sched = balanced_schedule(4, 24)
    whole = Season(rules, gts, seed="r")
    whole.play_schedule(sched)
    first = Season(rules, gts, seed="r")
    first.play_schedule(sched[:7])
    saved = json.loads(json.dumps(first.state()))
    resumed = Season(rules, gts, seed="other")
    resumed.restore(saved)
    resumed.play_schedule(sched[7:])
    assert resumed.results == whole.results
    assert json.loads(resumed.to_json()) == json.loads(whole.to_json())


def test_series():
    rules, gts = _league(2)
    s = play_series(rules, gts[0], gts[1], 10, seed=1)
    assert len(s.results) == 10 and all(h == 1 for _, h, _, _ in s.results)


def test_odd_league_new_schedule(tmp_path):
    """`dugout league new -n 5 --games 3` left one team 0-0; now one team plays 2 and the rest 3."""
    from dugout.games.deadball.league.files import LeagueFolder
    from dugout.games.deadball.league.new import create_league

    for games in (3, 4):
        folder = LeagueFolder(tmp_path / f"lg{games}")
        create_league(folder, teams=5, games=games, seed=1, engine="quick")
        c = Counter(t for day in folder.schedule(1) for g in day for t in g)
        assert sorted(c[t] for t in range(5)) == ([games - 1] if games % 2 else [games]) + [games] * 4
