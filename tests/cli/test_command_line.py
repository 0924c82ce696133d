"""Command-line parsing errors are one line like every other error; --version; tables piped to a file are not cut
at 80 columns."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from dugout import __version__


@pytest.mark.parametrize("args,expected", [
    (["teams", "abc"], "Invalid value for 'season'"),
    (["teams", "1927", "AL", "extra"], "unexpected extra argument"),
    (["play", "--bogus"], "No such option: --bogus"),
    (["sim", "deadball"], "Missing argument 'away'"),
    (["nosuchcommand"], "No such command 'nosuchcommand'"),
])
def test_parse_errors_are_one_line(run_cli, args, expected):
    code, _out, err = run_cli(*args)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("dugout: error: ") and expected in lines[0], err
    assert "--help" in lines[0]


def test_no_arguments_print_the_help(run_cli):
    code, out, _ = run_cli()
    assert code == 0 and "Usage: dugout" in out and "teams" in out


def test_help_exits_zero(run_cli):
    code, out, _ = run_cli("teams", "--help")
    assert code == 0 and "season" in out


def test_version(run_cli):
    code, out, _ = run_cli("--version")
    assert code == 0 and out.strip() == f"dugout {__version__}"


def test_a_piped_table_keeps_its_columns(tmp_path):
    """A newcomer's `dugout ratings ... > file`: rich cuts tables at 80 columns when it cannot see a terminal."""
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    res = subprocess.run([sys.executable, "-m", "dugout", "ratings", "pp", "1927:NYA"], capture_output=True, text=True,
                         env=env, timeout=300, check=False)
    assert res.returncode == 0, res.stderr
    lines = res.stdout.splitlines()
    assert max(len(ln) for ln in lines) > 80
    assert "…" not in res.stdout


@pytest.mark.parametrize("args,expected", [
    (["ratings", "deadball", "1927:NYA", "-O", "trait-cap=-1"], "option trait-cap: expected 0 or more, got -1"),
    (["sim", "pt", "1927:NYA", "1927:PHA", "-n", "2", "-O", "steal-points=-3"],
     "option steal-points: expected 0 or more, got -3"),
    (["play", "fc", "", "1927:PHA"], "got an empty argument"),
    (["show", "1927:AL"], "'AL' is a league of 1927, not a team (its teams: SLA, BOS"),
])
def test_newcomers_mistakes_are_named(run_cli, args, expected):
    code, _out, err = run_cli(*args)
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and expected in lines[0], err


def test_a_league_with_a_drawn_seed_reads_back(run_cli, tmp_path):
    """``league new`` without --seed draws a 63-bit seed (19 digits) and keeps it in league.json: the league reads
    back (it did not: the JSON reader took at most 15 digits), and a 40-digit seed of one's own does too."""
    import json

    for name, seed in (("drawn", []), ("63-bit", ["--seed", str(2 ** 63 - 1)]), ("long", ["--seed", "-" + "9" * 40])):
        folder = tmp_path / name
        code, _, err = run_cli("league", "new", str(folder), "-n", "2", "--games", "2", "--engine", "quick", *seed)
        assert code == 0, err
        kept = json.loads((folder / "league.json").read_text())["seed"]
        assert not seed or str(kept) == seed[1]
        code, out, err = run_cli("league", "show", str(folder), "--json")
        assert code == 0 and not err.strip() and "Deadball League" in out, err


def test_listings_a_script_can_read(run_cli):
    """--json on teams, show and games; -h is --help; shell completion is offered."""
    import json as _json

    code, out, _ = run_cli("teams", "1927", "AL", "--json")
    rows = _json.loads(out)
    assert code == 0 and len(rows) == 8 and {"id": "NYA", "franchise": "NYY", "w": 110, "l": 44}.items() <= rows[0].items()
    code, out, _ = run_cli("games", "--json")
    games = {g["name"]: g for g in _json.loads(out)}
    assert code == 0 and {"deadball", "thats-baseball", "fall-classic", "pine-tar", "payoff-pitch"} <= set(games)
    assert all(isinstance(o["house_rule"], bool) for g in games.values() for o in g["options"])
    code, out, _ = run_cli("show", "1927:NYY", "--json")
    doc = _json.loads(out)
    assert code == 0 and doc["schema_version"] == 1 and doc["team"]["name"] == "New York Yankees"
    code, out, _ = run_cli("play", "-h")
    assert code == 0 and "--manage" in out
    code, out, _ = run_cli("-h")
    assert code == 0 and "--install-completion" in out
