"""Shared fixtures: real teams imported once per session, generated rosters, a CLI runner."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# what the commands write by default (./rosters, ./cards) goes to a scratch folder, never into the checkout
os.environ["DUGOUT_HOME"] = tempfile.mkdtemp(prefix="dugout-tests-")
atexit.register(shutil.rmtree, os.environ["DUGOUT_HOME"], True)
# imported league-seasons are kept in the session's own folder, never the user's cache (``sources.lahman_cache``)
os.environ["DUGOUT_LAHMAN_CACHE"] = os.path.join(os.environ["DUGOUT_HOME"], ".lahman-cache")
# and so are rated teams (``engine.ratecache``)
os.environ["DUGOUT_RATING_CACHE"] = os.path.join(os.environ["DUGOUT_HOME"], ".rating-cache")
TOY_GAME = Path(__file__).resolve().parent / "toy_game.py"


def register_toy_game() -> None:
    """Register the toy sixth game (``tests/toy_game.py``) the way any new game plugs in: by the registry alone.
    Every test then meets six games; the conformance tests hold it to what they hold the five to."""
    import importlib.util

    from dugout.games import RULESETS, register

    if "toy" in RULESETS:
        return
    spec = importlib.util.spec_from_file_location("toy_game", TOY_GAME)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["toy_game"] = mod
    spec.loader.exec_module(mod)
    register(mod.Toy)


register_toy_game()


@pytest.fixture(scope="session")
def rated_league():
    """``rated_league(rules, season, league)``: the league-season's teams rated for a game once per test session
    (rating a league is the slow part of many tests), as GameTeams in league order."""
    from dugout.engine.season import rated
    from dugout.sources import lahman

    cache: dict[tuple[str, str, int, str], list] = {}

    def get(rules, season: int, league: str):  # type: ignore[no-untyped-def]
        key = (rules.name, repr(rules.options), season, league)
        if key not in cache:
            cache[key] = [rated(rules, t) for t in lahman.import_league(season, league)]
        return cache[key]

    return get


@pytest.fixture(scope="session")
def rated_team():
    """``rated_team(rules, season, team)``: one real team rated for a game once per test session."""
    from dugout.engine.season import rated
    from dugout.sources import lahman

    cache: dict[tuple[str, str, int, str], object] = {}

    def get(rules, season: int, team: str):  # type: ignore[no-untyped-def]
        key = (rules.name, repr(rules.options), season, team)
        if key not in cache:
            cache[key] = rated(rules, lahman.import_team(season, team))
        return cache[key]

    return get


@pytest.fixture(scope="session")
def yankees_1927():
    from dugout.sources import lahman

    return lahman.import_team(1927, "NYY")


@pytest.fixture(scope="session")
def athletics_1927():
    from dugout.sources import lahman

    return lahman.import_team(1927, "PHA")


@pytest.fixture()
def run_cli(capsys):
    """Run the dugout CLI in-process; returns (exit code, stdout, stderr)."""
    from dugout.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        code = 0
        try:
            main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        cap = capsys.readouterr()
        return code, cap.out, cap.err

    return run



@pytest.fixture(scope="session")
def weasy():
    """WeasyPrint's layout of a printed page, for tests of what actually fits: ``layout(html)`` renders a
    document, ``page_box(page)`` is a page's root box (WeasyPrint keeps it private: the one place the tests reach
    in, which is why WeasyPrint is pinned), ``boxes(box, tag, cls)`` yields the outermost box of every element
    with that tag (and class word), ``text(box)`` is the text inside a box."""
    from types import SimpleNamespace

    from weasyprint import HTML

    from dugout.paths import templates_dir

    def layout(html: str):  # type: ignore[no-untyped-def]
        return HTML(string=html, base_url=str(templates_dir()) + "/").render()

    def page_box(page):  # type: ignore[no-untyped-def]
        return page._page_box

    def boxes(box, tag: str, cls: str | None = None):  # type: ignore[no-untyped-def]
        el = getattr(box, "element", None)
        if el is not None and el.tag == tag and (cls is None or cls in (el.get("class") or "").split()):
            yield box
            return
        for child in getattr(box, "children", ()):
            yield from boxes(child, tag, cls)

    def text(box) -> str:  # type: ignore[no-untyped-def]
        return getattr(box, "text", "") + "".join(text(c) for c in getattr(box, "children", ()))

    return SimpleNamespace(layout=layout, page_box=page_box, boxes=boxes, text=text)


sys.setrecursionlimit(max(sys.getrecursionlimit(), 3000))
