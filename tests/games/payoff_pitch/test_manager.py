"""The default Payoff Pitch manager: player usage over a season, pitcher changes, and the fidelity it buys."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_PA, P_OUTS, P_R
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import make_rules
from dugout.games.payoff_pitch.manager import PPManager, relief_targets
from dugout.games.payoff_pitch.state import RELIEF_KEY
from dugout.sources import lahman

#: Its module-scoped leagues are rated once: every test of this file runs on one xdist worker (--dist loadgroup).
pytestmark = pytest.mark.xdist_group("games-payoff_pitch-test_manager")



@pytest.fixture(scope="module")
def rangers():
    rules = make_rules("pp")
    return rules, rated(rules, lahman.import_team(2019, "TEX")), rated(rules, lahman.import_team(2019, "HOU"))


def test_every_quarter_of_the_hitters_bats_its_real_share():
    """The engine's player usage: over a replay the hitters, in quarters of the league's plate appearances by OPS,
    bat their real shares (Payoff Pitch's old rule gave 1951 AL 0.903 / 1.040 / 1.032 / 1.026 of them)."""
    league = {t.id: t for t in lahman.import_league(1951, "AL")}
    teams = [league[i] for i in ("NYA", "BOS", "CLE", "SLA")]
    rules = make_rules("payoff-pitch")
    gts = [rated(rules, t) for t in teams]
    season = Season(rules, gts, 5)
    season.play_schedule(balanced_schedule(len(gts), 80))
    rows = []  # (real OPS, real PA, replayed PA)
    for ts, team in zip(season.teams, teams):
        for i, p in enumerate(team.players):
            b = p.batting
            if b is None or b.pa <= 0 or b.ab <= 0:
                continue
            obp = (b.h + b.bb + b.hbp) / max(1, b.ab + b.bb + b.hbp + b.sf)
            slg = (b.h + b.b2 + 2 * b.b3 + 3 * b.hr) / b.ab
            rows.append((obp + slg, b.pa, ts.bat.get(i, [0] * (B_PA + 1))[B_PA]))
    rows.sort()
    real_all, sim_all = sum(r[1] for r in rows), sum(r[2] for r in rows)
    quarters: list[list[tuple[float, int, int]]] = [[], [], [], []]
    acc = 0
    for r in rows:
        quarters[min(3, 4 * acc // real_all)].append(r)
        acc += r[1]
    shares = [sum(r[2] for r in q) / sim_all / (sum(r[1] for r in q) / real_all) for q in quarters]
    assert all(0.96 < x < 1.04 for x in shares), shares


def test_relievers_come_in_by_their_share_of_relief_work(rangers):
    rules, tex, hou = rangers
    g = Game(rules, tex, hou, Dice(1), dh=True)
    targets = relief_targets(g, 1)
    assert sum(targets.values()) == pytest.approx(1.0)
    key = f"{hou.team.season}:{hou.team.id}"
    s = g.sides[1]
    pool = [s.gt.ids[i - s.off] for i, role in s.pen if role != "closer"]
    top = max(pool, key=lambda pid: targets.get(pid, 0.0))
    # everyone else has had his share; the top reliever has not pitched at all
    g.carry[RELIEF_KEY] = {key: {"total": 1000, "bf": {pid: round(1000 * v) for pid, v in targets.items() if pid != top}}}
    g.inning, g.half = 4, 0
    pick = PPManager().choose_reliever(g, 1)
    assert s.gt.ids[pick - s.off] == top


def test_a_pitcher_whose_real_work_is_done_is_pinch_hit_for_from_the_fifth(rangers):
    """Fails on the engine's older rule (from the 7th only, when not ahead): a 2016 NL replay's pitchers batted
    8,325 times against a real 5,119."""
    rules, tex, hou = rangers
    g = Game(rules, tex, hou, Dice(1), dh=False)
    s = g.sides[0]
    g.sides[0].line.append(0)
    s.up = next(k for k, i in enumerate(s.order) if s.pos_of.get(i) == "P")
    new = next(i for i, _ in s.pen if s.gt.relief_outs[i - s.off] > 0)
    g.change_pitcher(0, new)
    g.inning, g.score = 5, [3, 0]  # ahead: only his work done can send a pinch hitter up
    g.pit[new][P_OUTS] = s.gt.relief_outs[new - s.off] - 1
    s.manager.before_pa_offense(g, 0)
    assert s.order[s.up] == new  # an out short of his real stint: he bats
    g.pit[new][P_OUTS] += 1
    s.manager.before_pa_offense(g, 0)
    assert s.pos_of[s.order[s.up]] == "PH"


def test_tired_starter_leaves():
    rules = make_rules("pp")
    a = rated(rules, lahman.import_team(1970, "BAL"))
    h = rated(rules, lahman.import_team(1970, "MIN"))
    g = Game(rules, a, h, Dice(3))
    starter = g.sides[1].pitcher
    g.pit[starter][P_R] = 6
    g.sides[1].manager.before_pa_defense(g, 1)
    assert g.sides[1].pitcher != starter


@pytest.mark.slow
def test_a_replayed_season_uses_players_as_they_were_used():
    rules = make_rules("pp")
    teams = lahman.import_league(2019, "AL")[:6]
    gts = [rated(rules, t) for t in teams]
    s = Season(rules, gts, "usage")
    s.play_schedule(balanced_schedule(len(gts), 162))
    errs = []
    for ts in s.teams:
        team_pa = sum(line[B_PA] for line in ts.bat.values())
        real_pa = sum(p.batting.pa for p in ts.gt.team.players if p.batting)
        for i, line in ts.bat.items():
            p = ts.gt.team.player(ts.gt.ids[i])
            if p.batting and p.batting.pa >= 300 and not p.is_pitcher:
                errs.append(abs(line[B_PA] / team_pa - p.batting.pa / real_pa))
    assert sum(errs) / len(errs) < 0.02


@pytest.mark.slow
def test_fidelity_of_a_replayed_season():
    from dugout.api.fidelity import run_fidelity

    # three replays, as issue 17's targets are measured (with two, the league's runs move by about 1.5 % with the seed)
    r = run_fidelity("pp", 1985, "NL", replays=3, seed=5, workers=1)
    s = r.summary
    assert s["team_ba_mae"] <= 0.008
    assert s["team_r_per_g_mae"] <= 0.30  # about 0.1 of it is dice noise
    for k in ("league_hr_pa_ratio", "league_bb_pa_ratio", "league_so_pa_ratio"):
        assert abs(s[k] - 1) <= 0.06, (k, s[k])
    assert abs(s["league_r_per_g_sim"] / s["league_r_per_g_real"] - 1) <= 0.04
    assert abs(s["league_sb_att_per_g_ratio"] - 1) <= 0.10, s["league_sb_att_per_g_ratio"]


@pytest.mark.slow
def test_a_dead_ball_league_steals_as_often_as_it_did():
    """1908 AL reached first on errors and fielder's choices 4 % of its PA: each is a chance to run that the Jumps
    must count (without them the replay stole 1.32 times the real bases)."""
    from dugout.api.fidelity import run_fidelity

    s = run_fidelity("pp", 1908, "AL", replays=2, seed=3, workers=1).summary
    assert abs(s["league_sb_per_g_ratio"] - 1) <= 0.15, s["league_sb_per_g_ratio"]
