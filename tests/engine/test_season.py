"""Series and seasons: schedules, rest, standings, leaders, export, and exact resume."""

from __future__ import annotations

import json

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
    assert set(s.to_csv()) == {"standings", "batting", "pitching"}


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
