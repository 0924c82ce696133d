"""Leagues end to end: three seasons of an eight-team league with the full engine, a Five Tool league and the
Southern Circuit; what the off-season does (aging, prospects, promotions, trades, rosters of 25)."""

from __future__ import annotations

import json

import pytest

from dugout.errors import DugoutError
from dugout.games.deadball.generate.five_tool import tools_of
from dugout.games.deadball.generate.teams import is_pitcher
from dugout.games.deadball.league.offseason import FARM_SIZE, advance
from dugout.games.deadball.league.season import load_run
from dugout.model.io import load_team


def _check_rosters(folder, n):
    s = folder.settings()
    teams = folder.teams(s, n)
    farms = folder.farms(s, n)
    ids = [p.id for t in teams for p in t.players] + [p.id for f in farms.values() for p in f.players]
    assert len(ids) == len(set(ids))                                    # nobody on two rosters
    for t in teams:
        load_team(folder.team_file(n, t.id))                             # ordinary roster files
        hitters = [p for p in t.players if not is_pitcher(p)]
        assert (len(t.players), len(hitters)) == (25, 13)
        assert len(t.lineup_vs_rhp) == 9 and len(t.rotation) == 5
        assert len(farms[t.id].players) <= FARM_SIZE + 3
    return teams, farms


def test_three_seasons_of_an_eight_team_league(make_league, play_saving):
    folder = make_league(teams=8, games=154, seed=2024)
    ages0 = {p.id: p.native["deadball"]["age"] for t in folder.teams(folder.settings(), 1) for p in t.players}
    for n in (1, 2, 3):
        run = play_saving(folder)
        assert run.done and run.n == n
        assert [ts.games for ts in run.season.teams] == [154] * 8
        assert sum(ts.w for ts in run.season.teams) == 8 * 154 // 2 - sum(ts.t for ts in run.season.teams) // 2
        summary = folder.summary(n)
        assert summary["standings"][0]["W"] >= 77 and summary["leaders"]["HR"]
        assert sum(r["PA"] for r in summary["batting"]) > 8 * 154 * 30
        if n < 3:
            rep = advance(folder)
            assert folder.settings().season == n + 1
            assert len(rep["prospects"]) == 24                       # a Top Prospect and two Farmhands a team
            assert rep["aging"]
            assert any(t["accepted"] for t in rep["trades"]) or rep["trades"]
            _check_rosters(folder, n + 1)
    s = folder.settings()
    assert [h["season"] for h in s.history] == [1, 2]
    later = {p.id: p.native["deadball"]["age"] for t in folder.teams(s, 3) for p in t.players}
    stayed = set(ages0) & set(later)
    assert stayed and all(later[pid] == ages0[pid] + 2 for pid in stayed)
    with pytest.raises(DugoutError, match="not over"):
        folder2 = make_league("unfinished", teams=2, games=4)
        advance(folder2)


def test_five_tool_league(make_league, play_saving):
    folder = make_league(teams=4, games=40, five_tool=True, seed=77)
    teams = folder.teams(folder.settings(), 1)
    assert all(tools_of(p) for t in teams for p in t.players)
    run = play_saving(folder)
    assert run.x["points"]                                            # achievements from the box scores
    before = {p.id: (tools_of(p)[0], p.native["deadball"]["age"]) for t in teams for p in t.players}
    rep = advance(folder)
    assert rep["growth"]
    after = {p.id: p for t in folder.teams(folder.settings(), 2) for p in t.players}
    for pid, (tools, age) in before.items():
        if pid in after:
            q = after[pid]
            assert q.native["deadball"]["age"] == age + 1
            new, pitcher = tools_of(q)
            assert q.native["deadball"]["bt"] == (3 * new[4] if pitcher else sum(new))
    farm = folder.farms(folder.settings(), 2)
    assert all(tools_of(p) for f in farm.values() for p in f.players)   # Five Tool prospects


def test_southern_circuit_league(make_league, play_saving):
    folder = make_league(teams=8, source="southern-circuit", engine="quick", games=30, seed=3)
    s = folder.settings()
    assert next(t.name for t in s.teams) == "Broad Street Peacocks" and s.name == "Southern Circuit"
    teams = folder.teams(s, 1)
    assert all("age" in p.native["deadball"] for t in teams for p in t.players)
    run = load_run(folder)
    assert run.team_score(0) == 70                                    # the book's Broad Street Team Score
    play_saving(folder)
    advance(folder)
    _check_rosters(folder, 2)


def test_southern_circuit_five_tool(make_league):
    folder = make_league(teams=2, source="southern-circuit", five_tool=True, games=4)
    teams = folder.teams(folder.settings(), 1)
    assert all(tools_of(p) for t in teams for p in t.players)


def test_offseason_report_is_saved(make_league, play_saving):
    folder = make_league(teams=4, games=20, seed=8)
    play_saving(folder)
    rep = advance(folder)
    saved = json.loads((folder.season_dir(1) / "offseason.json").read_text())
    assert saved == json.loads(json.dumps(rep))
    for t in rep["trades"]:
        assert t["chance"] <= 100 and (t["accepted"] == (0 <= t["roll"] < t["chance"]))
