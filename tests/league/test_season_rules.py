"""Season play in a league: schedule balance, rest by innings, relievers' third day, the early-return penalty,
injuries with durations and call-ups, per-team engines, streaks carried between games, achievements."""

from __future__ import annotations

import json
from collections import Counter, defaultdict

from dugout.engine.codes import B_H, P_GS, P_OUTS, P_SO
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.five_tool_growth import game_points
from dugout.games.deadball.league.season import load_run
from dugout.games.deadball.league.seasonal import Injury
from dugout.games.deadball.state import FEAT_DEF_OUT, FEAT_K_SIDE, FEAT_WALKOFF_HIT, FORM, SHORT_REST


def test_schedule_balance(make_league):
    folder = make_league(teams=8, games=154)
    sched = folder.schedule(1)
    games = Counter()
    pairs = Counter()
    home = Counter()
    for day in sched:
        playing = [t for g in day for t in g]
        assert len(playing) == len(set(playing))            # nobody plays twice a day
        for a, h in day:
            games[a] += 1
            games[h] += 1
            home[h] += 1
            pairs[frozenset((a, h))] += 1
    assert set(games.values()) == {154}
    assert len(pairs) == 28 and max(pairs.values()) - min(pairs.values()) <= 3
    assert max(home.values()) - min(home.values()) <= 6


def test_rest_by_innings_and_relievers_third_day(make_league):
    folder = make_league(teams=4, games=40, injuries="off")
    run = load_run(folder)
    seen: dict[str, list[int]] = defaultdict(list)
    starts: list[tuple[str, int, int]] = []
    on_game = run.season.on_game

    def spy(a, h, gid, g):
        day = run.season.day
        for side, t in ((0, a), (1, h)):
            s = g.sides[side]
            ts = run.season.teams[t]
            for i in s.pit_appear:
                local = i - s.off
                seen[ts.gt.ids[local]].append(day)
                outs = g.pit[i][P_OUTS]
                if i == s.starter:
                    starts.append((ts.gt.ids[local], day, ts.rest_until[local]))
                    assert ts.rest_until[local] == day + 1 + min(4, outs // 6)     # a day per two innings, max 4
        on_game(a, h, gid, g)

    run.season.on_game = spy
    run.play()
    three = 0
    for pid, days in seen.items():
        ds = sorted(set(days))
        for k in range(len(ds) - 2):
            if ds[k + 2] - ds[k] == 2:
                three += 1
                assert ds[k] + 3 not in ds, pid                 # after three days in a row, a day off
    assert three > 0
    last_start: dict[str, int] = {}
    for pid, day, until in starts:
        if pid in last_start:
            assert day >= last_start[pid]                       # (an early start is allowed but pays: below)
        last_start[pid] = until


def test_early_return_costs_a_level_per_day(make_league):
    folder = make_league(teams=2, games=4)
    run = load_run(folder)
    gt_a, gt_h = run.gts
    starter = gt_h.rotation[0]
    pid = gt_h.ids[starter]
    g = Game(run.rules, gt_a, gt_h, Dice(1), starters=(gt_a.rotation[0], starter), carry={SHORT_REST: {pid: 2}})
    off = g.sides[1].off
    assert g.ext.pd_delta[off + starter] <= -2 + 1                  # a hot streak may give one back
    base = gt_h.cards[starter].pd
    assert g.ext.rung[off + starter] <= T.move(base, -1)


def test_short_rest_is_noted_only_for_that_game(make_league):
    folder = make_league(teams=2, games=30, injuries="off")
    run = load_run(folder)
    ts = run.season.teams[0]
    for i in ts.gt.rotation:
        ts.rest_until[i] = 3                                      # nobody rested on day 0
    run.play(1)
    assert SHORT_REST not in run.season.carry


def test_injury_durations_and_call_ups(make_league):
    folder = make_league(teams=4, games=60, injuries="off")
    run = load_run(folder)
    ts = run.season.teams[0]
    gt = ts.gt
    hitter = next(i for i, _ in gt.vs_rhp if not gt.cards[i].is_pitcher)
    pitcher = gt.rotation[1]
    bench = gt.vs_rhp[1][0]
    run._hurt(0, hitter, Injury("minor", 7))
    run._hurt(0, pitcher, Injury("major", 30))
    run._hurt(0, bench, Injury("superficial", 3))
    assert ts.out_until[hitter] == 7 and ts.out_until[pitcher] == 30
    card = gt.cards[bench]
    base = run.base[0][bench]
    assert card.bt == max(0, base.bt - 5) and not card.traits & (T.P1 | T.P2 | T.CP | T.SP | T.DP)
    called = run.x["callups"][gt.team.id]
    assert gt.ids[pitcher] in called                                  # a prospect fills the rotation spot
    prospect = gt.index(called[gt.ids[pitcher]])
    assert prospect in gt.rotation and prospect not in ts.out_until
    played = []
    while ts.games < 31:
        before = ts.games
        run.play(1)
        if ts.games > before:
            played.append((ts.games, hitter in ts.out_until, gt.cards[bench].bt == base.bt))
    assert [p for g, p, _ in played if g <= 6] and all(p for g, p, _ in played if g <= 6)
    assert not any(p for g, p, _ in played if g >= 7)                 # back after seven team games
    assert [ok for g, _, ok in played if g >= 3] and all(ok for g, _, ok in played if g >= 3)
    assert pitcher not in ts.out_until and prospect in ts.out_until   # the prospect went back down
    assert pitcher in gt.rotation and prospect not in gt.rotation


def test_catastrophe_is_for_the_season(make_league):
    folder = make_league(teams=2, games=20, injuries="off")
    run = load_run(folder)
    gt = run.gts[0]
    k = gt.vs_rhp[0][0]
    run._hurt(0, k, Injury("catastrophic", None, bt_loss=4))
    run.play()
    assert run.season.teams[0].out_until[k] is None
    assert run.x["fate"][gt.ids[k]] == {"bt": -4}


def test_weekly_injury_checks(make_league, play_saving):
    folder = make_league(teams=4, games=84, injuries="week")
    run = play_saving(folder)
    log = run.x["log"]
    assert log and all(day % 7 == 0 for day, text in log if "injury" in text or "plays hurt" in text)


def test_engines_per_team(make_league, play_saving):
    folder = make_league(teams=4, games=12, engine="quick", play=[])
    s = folder.settings()
    s.teams[0].engine = "full"
    folder.write_settings(s)
    run = play_saving(folder)
    full_id = s.teams[0].id
    rows = run.season.batting_rows()
    teams_with_stats = {r["team"] for r in rows}
    names = {t.id: t.name for t in s.teams}
    assert names[full_id] in teams_with_stats
    # every game a quick team played against another quick team left no box score
    quick_games = sum(1 for a, h, _, _ in run.season.results if 0 not in (a, h))
    full_games = sum(1 for a, h, _, _ in run.season.results if 0 in (a, h))
    assert quick_games > 0 and full_games == run.season.teams[0].games
    for k in (1, 2, 3):
        ts = run.season.teams[k]
        starts = sum(line[P_GS] for line in ts.pit.values())
        vs_full = sum(1 for a, h, _, _ in run.season.results if k in (a, h) and 0 in (a, h))
        assert starts == vs_full


def test_streaks_are_carried_between_games(make_league, play_saving):
    folder = make_league(teams=2, games=6)
    run = play_saving(folder, 3)
    form = run.season.carry[FORM]
    assert json.loads(json.dumps(form)) == form
    ids = set(run.gts[0].ids) | set(run.gts[1].ids)
    assert set(form) <= ids and len(form) >= 18
    saved = folder.state(1)
    assert saved["season_state"]["carry"][FORM] == form


def test_generated_hot_and_cold_start_the_form(make_league):
    folder = make_league(teams=2, games=4)
    state = folder.state(1)
    form = state["season_state"]["carry"].get(FORM, {})
    teams = folder.teams(folder.settings(), 1)
    streaky = {p.id: p.native["deadball"]["streak"] for t in teams for p in t.players
               if p.native["deadball"].get("streak")}
    assert streaky and set(form) == set(streaky)
    for pid, streak in streaky.items():
        f = form[pid]
        if len(f) == 2 and f[1] != 0 and f != [0, 0]:
            assert (f[0] > f[1]) == (streak == "hot")
        else:
            assert (f == [2]) == (streak == "hot")


def test_feats_and_achievement_points():
    from dugout.engine.roster import prepare
    from dugout.games.deadball.generate.bundled import southern_circuit

    rules = Deadball()
    sc = southern_circuit()
    gts = [prepare(t, rules.rate_team(t)) for t in sc[:4]]
    kinds = Counter()
    for k in range(400):
        a, h = gts[k % 4], gts[(k + 1) % 4]
        g = Game(rules, a, h, Dice(f"feats:{k}")).play()
        pts = game_points(g)
        for kind, idx in g.ext.feats:
            kinds[kind] += 1
            if kind == FEAT_WALKOFF_HIT:
                assert g.walkoff and idx >= g.sides[1].off and g.bat[idx][B_H] >= 1
                assert pts.get(g.names and (g.sides[1].gt.ids[idx - g.sides[1].off]), 0) >= 1
            elif kind == FEAT_K_SIDE:
                side = 0 if idx < g.sides[1].off else 1
                assert idx != g.sides[side].starter and g.pit[idx][P_SO] >= 3
            elif kind == FEAT_DEF_OUT:
                assert idx >= 0
    assert kinds[FEAT_DEF_OUT] > 0 and kinds[FEAT_WALKOFF_HIT] > 0 and kinds[FEAT_K_SIDE] > 0
