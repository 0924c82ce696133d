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


sys.setrecursionlimit(max(sys.getrecursionlimit(), 3000))
