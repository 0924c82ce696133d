"""After a replay, every player's simulated line beside his real one: the fidelity report's player tables (every
batter with 100 or more real PA, every pitcher with 30 or more innings) and the season CSV's real columns."""

from __future__ import annotations

import csv
import io

import pytest

from dugout.api import games as core
from dugout.api.fidelity import fidelity
from dugout.api.fidelity_report import players_csv
from dugout.sources import lahman


def test_the_player_table_lists_every_regular_real_and_simulated(tmp_path):
    run = fidelity("toy", 1985, "AL", replays=1, seed=2, out=tmp_path / "rep")
    res = run.result
    real = [(p.name, t.name) for t in lahman.import_league(1985, "AL") for p in t.players
            if p.batting and p.batting.pa >= 100]
    assert sorted((r["name"], r["team"]) for r in res.batters) == sorted(real)
    pitchers = [(p.name, t.name) for t in lahman.import_league(1985, "AL") for p in t.players
                if p.pitching and p.pitching.ipouts >= 90]
    assert sorted((r["name"], r["team"]) for r in res.pitchers) == sorted(pitchers)
    diffs = [abs(r["OPS_diff"]) for r in res.batters]
    assert diffs == sorted(diffs, reverse=True) and max(diffs) > 0
    boggs = next(r for r in res.batters if r["name"] == "Wade Boggs")
    assert boggs["PA"] == 758 and boggs["BA"] == 0.368 and boggs["PA_sim"] > 500
    rows = list(csv.DictReader(io.StringIO(players_csv(res))))
    assert len(rows) == len(res.batters) + len(res.pitchers) and rows[0]["role"] == "batter"
    assert float(rows[0]["OBP_sim"]) >= 0 and float(rows[-1]["IP"]) >= 30
    assert (tmp_path / "rep" / "players.csv").open(newline="").read() == players_csv(res)
    html = (tmp_path / "rep" / "report.html").read_text()
    assert "Players: simulated beside real" in html and boggs["team"] in html
    # the rotation measures: each regular starter's GS (an eighth of his team's games, ten at least) against real,
    # the same figures as his row's GS_ratio
    teams = {t.name: t for t in lahman.import_league(1985, "AL")}
    regular = [r for r in res.pitchers if r["GS"] >= max(10, teams[r["team"]].record.g / 8)]
    errs = [abs(r["GS_sim"] / r["GS"] - 1) for r in regular]
    assert len(regular) > 50
    assert res.summary["starter_gs_mape"] == pytest.approx(sum(errs) / len(errs), abs=0.002)
    assert res.summary["starter_gs_within_15"] == pytest.approx(sum(e <= 0.15 for e in errs) / len(errs), abs=1e-4)
    # and their innings, the same figures as their rows' IP_ratio
    ip_errs = [abs(r["IP_ratio"] - 1) for r in regular]
    assert res.summary["starter_ip_mape"] == pytest.approx(sum(ip_errs) / len(ip_errs), abs=0.002)
    assert res.summary["starter_ip_within_15"] == pytest.approx(sum(e <= 0.15 for e in ip_errs) / len(ip_errs),
                                                                abs=0.02)


def test_a_season_csv_puts_the_real_season_beside(tmp_path):
    res = core.season("toy", ["1927:NYA", "1927:PHA"], games=4, seed=1)
    texts = res.season.to_csv()
    ruth = next(r for r in csv.DictReader(io.StringIO(texts["batting"])) if r["name"] == "Babe Ruth")
    assert ruth["REAL_HR"] == "60" and ruth["REAL_AVG"] == "0.356" and float(ruth["DIFF_OPS"]) != 0
    hoyt = next(r for r in csv.DictReader(io.StringIO(texts["pitching"])) if r["name"] == "Waite Hoyt")
    assert hoyt["REAL_W"] == "22" and float(hoyt["REAL_IP"]) == 256.333


def test_the_dice_ceiling_of_the_ops_correlation():
    """Cards that reproduce every player exactly still correlate below 1 with the real OPS over a few replays:
    ``ops_r_ceiling`` is sd(real) / sqrt(sd(real)^2 + the dice's variance), and that variance shrinks as 1/PA."""
    from dugout.api.fidelity import ops_r_ceiling, ops_sampling_variance
    from dugout.model.stats import BattingLine

    line = BattingLine(g=150, pa=600, ab=540, h=150, b2=30, b3=3, hr=20, bb=50, hbp=5, so=110)
    v1, v3 = ops_sampling_variance(line, 600), ops_sampling_variance(line, 1800)
    assert v1 == pytest.approx(3 * v3)
    assert 0.035 < v1 ** 0.5 < 0.06  # about .045 of OPS over one season's 600 plate appearances
    real = [0.62, 0.70, 0.74, 0.78, 0.83, 0.90]
    assert ops_r_ceiling(real, [0.0] * 6) == pytest.approx(1.0)
    assert ops_r_ceiling(real, [v3] * 6) < ops_r_ceiling(real, [v3 / 3] * 6) < 1.0
