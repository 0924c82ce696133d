"""teams, roster, show as a newcomer would use them."""

from __future__ import annotations

import json


def test_teams(run_cli):
    code, out, _ = run_cli("teams", "1927", "AL")
    assert code == 0
    assert "New York Yankees" in out and "110" in out and "44" in out
    assert "Pittsburgh" not in out


def test_roster_and_show(tmp_path, run_cli):
    target = tmp_path / "nyy.json"
    code, out, err = run_cli("roster", "1927", "Yankees", "-o", str(target))
    assert code == 0, err
    doc = json.loads(target.read_text())
    assert doc["schema_version"] == 1 and doc["team"]["id"] == "NYA"
    code, out, _ = run_cli("show", str(target))
    assert code == 0 and "Babe Ruth" in out and "Lineup vs RHP" in out


def test_roster_all(tmp_path, run_cli):
    code, _out, err = run_cli("roster", "1927", "AL", "--all", "-o", str(tmp_path))
    assert code == 0, err
    assert len(list(tmp_path.glob("1927-*.json"))) == 8


def test_show_on_the_fly(run_cli):
    code, out, _ = run_cli("show", "1927:NYA")
    assert code == 0 and "Lou Gehrig" in out


def test_show_keeps_names_inert_and_lists_the_estimates(run_cli, tmp_path):
    """Names from data print as written (no terminal markup read from them); what the season did not record is
    listed under 'Estimated'."""
    import dataclasses

    from dugout.model.io import save_team
    from dugout.sources import lahman

    team = lahman.import_team(1884, "PRO")
    players = tuple(dataclasses.replace(p, name="[red]Old Hoss[/red]") if p.name == "Old Hoss Radbourn" else p
                    for p in team.players)
    team = dataclasses.replace(team, name="[bold]Grays[/bold]", players=players)
    save_team(team, tmp_path / "pro.json")
    code, out, err = run_cli("show", str(tmp_path / "pro.json"))
    assert code == 0, err
    assert "[red]Old Hoss[/red]" in out and "[bold]Grays[/bold]" in out
    assert "Estimated (the season did not record these" in out
    assert "league 1884 NL: batting cs, gidp, hbp, ibb, sb, sf, sh; pitching gidp, hbp, ibb" in out


def test_find_teams_and_players(run_cli):
    """find names what to type for a team or a player, with a season or across every season."""
    import json as _json

    code, out, _ = run_cli("find", "1975 Reds", "--json")
    assert code == 0 and _json.loads(out) == [{"kind": "team", "seasons": "1975", "arg": "1975:CIN",
                                              "name": "Cincinnati Reds", "detail": "NL 108-54"}]
    code, out, _ = run_cli("find", "Babe Ruth", "--json")
    rows = _json.loads(out)
    assert code == 0 and len({r["seasons"] for r in rows}) == 22 and {"1927:NYA", "1914:BOS", "1935:BSN"} <= \
        {r["arg"] for r in rows}
    code, out, _ = run_cli("find", "Reds", "--json")
    cin = next(r for r in _json.loads(out) if r["name"] == "Cincinnati Reds")
    assert cin["arg"] == "2024:CIN" and cin["seasons"].endswith("-2024")
    code, _, err = run_cli("find", "Bab Rut 1927")
    assert code == 2 and err.strip() == "dugout: error: nothing named 'Bab Rut' in 1927 (a team's id, city or " \
                                        "nickname, or a player's name)"


def test_teams_stand_by_league_and_division_with_games_behind(run_cli):
    import json

    code, out, err = run_cli("teams", "1995")
    assert code == 0, err
    assert out.index("AL East") < out.index("AL Central") < out.index("AL West") < out.index("NL East")
    assert " GB" in out and "Boston Red Sox" in out
    rows = {r["id"]: r for r in json.loads(run_cli("teams", "1995", "AL", "--json")[1])}
    assert rows["BOS"]["division"] == "East" and rows["BOS"]["gb"] == 0 and rows["NYA"]["gb"] == 7
    assert rows["CLE"]["pct"] == ".694"
