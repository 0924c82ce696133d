"""Code from data (docs/SECURITY.md): a planted template is never used, control characters in names never reach an
output (the HTTP cache: ``tests/sources/test_http_cache_safety.py``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from dugout.text import safe_text


def test_a_template_in_the_current_folder_is_never_used(tmp_path, monkeypatch):
    from dugout import render
    from dugout.games import make_rules
    from dugout.sources import lahman

    for where in (tmp_path, tmp_path / "templates", tmp_path / "dugout" / "templates", tmp_path / "toy"):
        where.mkdir(parents=True, exist_ok=True)
        (where / "base.html.j2").write_text("PLANTED {{ 7 * 6 }}")
    monkeypatch.chdir(tmp_path)
    render.environment.cache_clear()
    try:
        html = make_rules("toy").print_sheets([lahman.import_team(1927, "NYY")])
        assert html and "PLANTED" not in "".join(html) and "42" not in "".join(html)
        assert Path(render.environment().loader.searchpath[0]).is_absolute()  # type: ignore[union-attr]
        assert not Path(render.environment().loader.searchpath[0]).is_relative_to(tmp_path)  # type: ignore[union-attr]
    finally:
        render.environment.cache_clear()


HOSTILE = "Ty\x1b[31m Cobb\x00\x9b2J\u202e"


def _hostile_roster(tmp_path: Path) -> Path:
    from dugout.model.io import team_to_json
    from dugout.sources import lahman

    team = lahman.import_team(1927, "NYY")
    players = [dataclasses.replace(p, name=HOSTILE) if k == 0 else p for k, p in enumerate(team.players)]
    team = dataclasses.replace(team, name="Yankees\x1b]0;owned\x07\x00", players=players)
    path = tmp_path / "hostile.json"
    # the roster file as a hostile user would write it by hand (save_team would strip them)
    path.write_text(team_to_json(team))
    return path


def _clean(text: str) -> None:
    assert "\x1b" not in text and "\x00" not in text and "\x9b" not in text and "\u202e" not in text
    assert "\x07" not in text


def test_safe_text_strips_control_characters_and_keeps_line_ends():
    assert safe_text(HOSTILE) == "Ty[31m Cobb2J"
    assert safe_text("a\tb\r\nc") == "a\tb\r\nc"


def test_names_print_without_control_characters(run_cli, tmp_path):
    roster = _hostile_roster(tmp_path)
    seen = []
    for args in (("show", str(roster)), ("ratings", "toy", str(roster)),
                 ("play", "toy", str(roster), "1927:PHA", "--pbp", "--seed", "3")):
        code, out, err = run_cli(*args)
        _clean(out + err)
        seen.append((code, out))
    code, out = seen[0]
    assert code == 0 and "Ty[31m Cobb" in out  # the name itself is still printed, inert


def test_names_reach_files_without_control_characters(run_cli, tmp_path):
    roster = _hostile_roster(tmp_path)
    html = tmp_path / "cards.html"
    code, out, err = run_cli("cards", "toy", str(roster), "--html", "-o", str(html))
    assert code == 0, err
    _clean(out + err)
    _clean(html.read_text())
    assert "Ty[31m Cobb" in html.read_text()
    csv = tmp_path / "season"
    code, out, err = run_cli("season", "toy", str(roster), "1927:PHA", "--games", "2", "--csv", str(csv))
    assert code == 0, err
    _clean(out + err)
    written = list(csv.rglob("*"))
    assert written
    for f in written:
        if f.is_file():
            _clean(f.read_text())
