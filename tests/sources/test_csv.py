"""CSV rosters: the template is a playable team; every mistake names the file, the row and the column."""

from __future__ import annotations

import json

import pytest

from dugout.errors import DugoutError
from dugout.model.io import team_from_data, team_to_json
from dugout.sources import csv_src, lahman

HEADER = "name,bats,throws,pos,G,AB,R,H,2B,3B,HR,BB,SO,P_G,P_GS,P_IP,P_H,P_R,P_ER,P_HR,P_BB,P_SO"


def _roster(extra_rows: str = "", header: str = HEADER, meta: str = "# team: Test Nine\n") -> str:
    hitters = [f"H{i},R,R,{pos},150,550,70,150,25,3,15,50,100,,,,,,,,," for i, pos in
               enumerate(["C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "DH"])]
    pitchers = [f"P{i},R,R,P,,,,,,,,,,30,30,180.0,170,80,72,18,55,150" for i in range(5)]
    return meta + header + "\n" + "\n".join(hitters + pitchers) + "\n" + extra_rows


@pytest.fixture(scope="module")
def template_team():
    return csv_src.parse_csv(csv_src.csv_template(), "template.csv")


def test_the_template_is_a_complete_team(template_team):
    t = template_team
    assert t.label == "2019 Springfield Isotopes" and t.id == "SPR" and t.dh
    assert len(t.players) == 23 and len(t.lineup_vs_rhp) == 9 and len(t.rotation) == 5
    assert t.context == lahman.league_context(2019, "AL")
    assert (t.record.w, t.record.l, t.park.name, t.park.bpf) == (88, 74, "Duff Stadium", 101)
    delgado = t.player("mo-delgado")
    assert delgado.bats == "S" and delgado.batting.pa == 551 + 51 + 3 + 6 + 4
    assert delgado.extras.bsr == 5.2 and delgado.extras.def_runs == 9.1
    assert t.player("moose-petrakis").extras.pitcher_gb_pct == pytest.approx(0.562)
    ambrose = t.player("lefty-ambrose").pitching
    assert ambrose.ipouts == 604 and ambrose.so == 211


def test_the_template_plays_in_every_registered_game(template_team):
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games import RULESETS, make_rules

    other = lahman.import_team(2019, "NYA")
    for name in RULESETS:
        rules = make_rules(name)
        g = Game(rules, rated(rules, template_team), rated(rules, other), Dice(11)).play()
        g.check_invariants()


def test_roster_json_round_trip_is_exact(template_team):
    doc = json.loads(team_to_json(template_team))
    assert team_from_data(doc) == template_team


def test_positions_without_fielding_columns_get_league_average_lines(template_team):
    moreau = template_team.player("pip-moreau")
    line = moreau.fielding["1B"]
    assert line.g == 12 and line.inn_outs > 0 and "po" in line.imputed
    assert template_team.player("dusty-kagawa").fielding["2B"].po == 252  # given in the file


def test_a_roster_without_a_season_uses_its_own_totals():
    team = csv_src.parse_csv(_roster(), "nine.csv")
    assert team.name == "Test Nine" and team.context.teams == 1 and "self" in team.context.imputed
    assert team.context.batting.ab == 9 * 550
    assert any(s.pos == "DH" for s in team.lineup_vs_rhp)


def test_splits_and_percent_columns():
    header = HEADER + ",K%,GB%,Sprint,vsL_AB,vsL_H,vsL_HR,vsR_AB,vsR_H,vsR_HR"
    text = _roster(header=header).replace("H0,R,R,C,150,550,70,150,25,3,15,50,100,,,,,,,,,",
                                          "H0,R,R,C,150,550,70,150,25,3,15,50,100,,,,,,,,,,18.2%,44,28.1,"
                                          "150,45,5,400,105,10")
    p = csv_src.parse_csv(text, "s.csv").player("h0")
    assert p.extras.k_pct == pytest.approx(0.182) and p.extras.gb_pct == pytest.approx(0.44)
    assert p.extras.sprint_speed == 28.1
    assert (p.splits.vs_lhp.ab, p.splits.vs_lhp.h, p.splits.vs_rhp.hr) == (150, 45, 10)


@pytest.mark.parametrize("mutate,message", [
    (lambda t: t.replace("name,bats", "nmae,bats"), "row 2, column nmae: unknown column; did you mean NAME?"),
    (lambda t: t.replace(",P_SO", ",P_SO,Homers"), "row 2, column Homers: unknown column"),
    (lambda t: t.replace("name,", ""), "row 2: the header needs a 'name' column"),
    (lambda t: t.replace(",P_SO", ",P_SO,HR"), "row 2, column HR: the column appears twice"),
    (lambda t: t.replace("H3,R,R,3B,150,550", "H3,R,R,3B,150,55x"), "row 6, column AB: expected a whole number"),
    (lambda t: t.replace("H3,R,R,3B,150,550,70,150", "H3,R,R,3B,150,140,70,150"), "row 6, column H: 150 hits in 140"),
    (lambda t: t.replace("H4,R,R,SS", "H4,Q,R,SS"), "row 7, column bats: expected L, R or S"),
    (lambda t: t.replace("H4,R,R,SS", "H4,R,X,SS"), "row 7, column throws: expected L or R"),
    (lambda t: t.replace("H5,R,R,LF", "H5,R,R,LX"), "row 8, column pos: expected positions"),
    (lambda t: t.replace("P1,R,R,P,,,,,,,,,,30,30,180.0", "P1,R,R,P,,,,,,,,,,30,30,180.4"),
     "row 13, column P_IP: expected innings such as 201.1"),
    (lambda t: t.replace("P1,R,R,P,,,,,,,,,,30,30,180.0,170,80,72", "P1,R,R,P,,,,,,,,,,30,30,180.0,170,70,72"),
     "row 13, column P_ER: more earned runs than runs"),
    (lambda t: t.replace("P2,R,R,P,,,,,,,,,,30,30,180.0,170,80,72,18,55,150", "P2,R,R,P,,,,,,,,,,,,,,,,,,"),
     "row 14: P2 has neither batting nor pitching stats"),
    (lambda t: t.replace("H6,R,R", "H5,R,R"), "row 9, column name: duplicate player id 'h5' (also row 8)"),
    (lambda t: t.replace("H2,R,R,2B", ",R,R,2B"), "row 5, column name: a player needs a name"),
    (lambda t: "# tema: Typos\n" + t, "row 1: unknown team key 'tema'; did you mean 'team'?"),
    (lambda t: t.replace("# team: Test Nine", "# season: nineteen"), "row 1: season: expected a whole number"),
    (lambda t: t + "X1,R,R,C,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20\n",
     "cells but the header has 22 columns"),
])
def test_mistakes_name_the_row_and_column(mutate, message):
    with pytest.raises(DugoutError) as e:
        csv_src.parse_csv(mutate(_roster()), "roster.csv")
    msg = str(e.value)
    assert msg.startswith("roster.csv") and message in msg and "\n" not in msg


def test_a_roster_too_small_to_play():
    lines = _roster().splitlines()
    short = "\n".join(lines[:5] + lines[-5:])
    with pytest.raises(DugoutError, match=r"roster.csv: Test Nine: only 3 position players"):
        csv_src.parse_csv(short, "roster.csv")


@pytest.mark.parametrize("text,message", [("", "the file is empty"), ("# team: x\n\n", "no header row"),
                                          ("name,bats\n", "no player rows")])
def test_empty_files(text, message):
    with pytest.raises(DugoutError, match=message):
        csv_src.parse_csv(text, "e.csv")


def test_csv_template_command(run_cli, tmp_path):
    code, out, _ = run_cli("csv-template")
    assert code == 0 and out.startswith("# dugout roster CSV") and "Springfield Isotopes" in out
    target = tmp_path / "my.csv"
    assert run_cli("csv-template", "-o", str(target))[0] == 0
    code, _, err = run_cli("csv-template", "-o", str(target))
    assert code == 2 and "already exists" in err


def test_import_csv_command(run_cli, tmp_path):
    src = tmp_path / "isotopes.csv"
    src.write_text(csv_src.csv_template(), encoding="utf-8")
    code, out, err = run_cli("import-csv", str(src))
    assert code == 0, err
    assert (tmp_path / "isotopes.json").exists() and "Springfield Isotopes, 23 players" in out


def test_a_bad_csv_is_one_line_and_writes_nothing(run_cli, tmp_path):
    src = tmp_path / "bad.csv"
    src.write_text(_roster().replace("H3,R,R,3B,150,550", "H3,R,R,3B,150,55x"), encoding="utf-8")
    code, _, err = run_cli("import-csv", str(src), "-o", str(tmp_path / "out.json"))
    assert code == 2 and err.count("\n") == 1 and "row 6, column AB" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.csv"]


def test_a_league_the_season_did_not_have():
    with pytest.raises(DugoutError, match=r"^r.csv: no league 'AL' in 1880"):
        csv_src.parse_csv(_roster(meta="# season: 1880\n# league: AL\n"), "r.csv")
