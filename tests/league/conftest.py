"""Small leagues made once per test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dugout.games.deadball.league.files import LeagueFolder
from dugout.games.deadball.league.new import create_league
from dugout.games.deadball.league.season import LeagueRun, load_run


@pytest.fixture()
def make_league(tmp_path: Path) -> Callable[..., LeagueFolder]:
    """``make_league(name, **create_league keywords)`` -> the folder of a new league under tmp_path."""

    def make(name: str = "lg", **kw: Any) -> LeagueFolder:
        folder = LeagueFolder(tmp_path / name)
        kw.setdefault("seed", 1)
        create_league(folder, **kw)
        return folder

    return make


def _play_saving(folder: LeagueFolder, days: int | None = None) -> LeagueRun:
    """Resume a league, play ``days`` (None: the rest), saving after each day as the CLI does."""
    run = load_run(folder)
    run.play(days, save=lambda r: folder.write_state(r.n, r.state()))
    if run.done:
        folder.write_summary(run.n, run.summary())
    return run


@pytest.fixture()
def play_saving() -> Callable[..., LeagueRun]:
    """``play_saving(folder, days=None)``: resume, play and save after every day, as the CLI does."""
    return _play_saving
