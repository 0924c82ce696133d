"""The generic commands on Deadball's bundled teams (the CLI itself belongs to the lead; these check the hooks
it calls)."""

from __future__ import annotations


def test_play_bundled_teams_by_name(run_cli):
    code, out, err = run_cli("play", "deadball", "Broad Street Peacocks", "Charlottesville Flycatchers",
                             "--seed", "7")
    assert code == 0, err
    assert "Broad Street Peacocks" in out and "Dash the Flash" in out and "Pam Casey" in out


def test_quick_sim_uses_team_scores(run_cli):
    code, out, err = run_cli("sim", "db", "Broad Street Peacocks", "Charlottesville Flycatchers", "--quick",
                             "-n", "400", "--seed", "1")
    assert code == 0, err
    line = next(ln for ln in out.splitlines() if "Charlottesville" in ln)
    wins = int(line.split()[2])
    assert 230 <= wins <= 300  # a 66% favourite


def test_ratings_and_bad_option(run_cli):
    code, out, _ = run_cli("ratings", "deadball", "Deadball Stars Home")
    assert code == 0 and "Dutch Kreilich" in out and "C+" in out
    code, _, err = run_cli("play", "deadball", "Rome Emperors", "Athens Filosofoi", "--option", "traits=modern")
    assert code == 2 and "traits" in err
