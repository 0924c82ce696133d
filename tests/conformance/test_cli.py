"""The command line, for every registered game: it is listed, rated, printed, played, simulated and run for a
season by its name, and a bad option is one line and exit code 2."""

from __future__ import annotations

import json

import pytest

from dugout.games import RULESETS

GAMES = sorted(RULESETS)


@pytest.mark.parametrize("game", GAMES)
def test_every_command_takes_the_game(game, run_cli, tmp_path, yankees_1927):
    code, out, _ = run_cli("games")
    assert code == 0 and f"{game} — {RULESETS[game].title}" in out
    code, out, err = run_cli("ratings", game, "1927:NYY", "--json")
    assert code == 0, err
    assert {r["id"] for r in json.loads(out)} == {p.id for p in yankees_1927.players}
    code, out, err = run_cli("play", game, "1927:NYY", "1927:PHA", "--seed", "2", "--pbp")
    assert code == 0 and "Top of the 1st" in out and "New York Yankees" in out, err
    code, out, err = run_cli("sim", game, "1927:NYY", "1927:PHA", "-n", "4", "--seed", "1", "--json")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["game"] == game and doc["away"]["wins"] + doc["home"]["wins"] + doc["ties"] == 4
    code, out, err = run_cli("cards", game, "1927:NYY", "--html", "-o", str(tmp_path / "cards.html"))
    assert code == 0 and (tmp_path / "cards.html").is_file(), err
    code, out, err = run_cli("season", game, "1927:NYY", "1927:PHA", "1927:BOS", "-n", "2", "--seed", "3",
                             "--json")
    assert code == 0, err
    assert sum(t["W"] + t["L"] + t["T"] for t in json.loads(out)["standings"]) == 6


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_option_is_one_line(game, run_cli):
    code, out, err = run_cli("play", game, "1927:NYY", "1927:PHA", "-O", "no-such-rule=on")
    assert code == 2 and not out
    assert err.count("\n") == 1 and "no-such-rule" in err and game in err
