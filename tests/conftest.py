"""Shared fixtures: real teams imported once per session, generated rosters, a CLI runner."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
os.environ.setdefault("DUGOUT_HOME", str(ROOT))


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


@pytest.fixture()
def bullpen_usage():
    """A round robin of real teams under a ruleset, measured for pitcher usage: ``run(rules, teams, n, quick=False)``
    gives (complete games per start, relief appearances per team game, innings per relief appearance, box scores).
    ``quick`` plays every team with no patience (the modern quick hook)."""
    from dataclasses import replace

    from dugout.engine.codes import P_OUTS
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated

    def run(rules, teams, n: int, quick: bool = False):  # type: ignore[no-untyped-def]
        gts = [rated(rules, t) for t in teams]
        if quick:
            gts = [replace(gt, patience=0) for gt in gts]
        k = len(gts)
        complete = relief = outs = 0
        boxes = []
        for i in range(n):
            g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
            boxes.append(g.box().to_dict())
            for s in g.sides:
                complete += len(s.pit_appear) == 1
                relief += len(s.pit_appear) - 1
                outs += sum(g.pit[p][P_OUTS] for p in s.pit_appear[1:])
        return complete / (2 * n), relief / (2 * n), outs / max(relief, 1) / 3, boxes

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
