"""Interrupted and started again (issue 24): a season, a new league and an atlas stopped by Ctrl-C part way, then
run again (from scratch, or with ``--resume`` where the command offers it), end exactly as the uninterrupted run
with the same seed, through the command line."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pytest


def snapshot(root: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for dirpath, _dirs, filenames in os.walk(root):
        for f in filenames:
            p = Path(dirpath) / f
            out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def _interrupt_at(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, k: int) -> list[int]:
    """Ctrl-C at the k-th call of ``owner.name`` (once)."""
    real = getattr(owner, name)
    calls: list[int] = []

    def counted(*a: Any, **kw: Any) -> Any:
        calls.append(1)
        if len(calls) == k:
            raise KeyboardInterrupt
        return real(*a, **kw)

    monkeypatch.setattr(owner, name, counted)
    return calls


def test_a_season_stopped_and_run_again_is_the_same(tmp_path: Path, run_cli: Any,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from dugout.engine.game import Game

    args = ["season", "db", "1876:CHN", "1876:HAR", "-n", "4", "--seed", "7", "--csv"]
    code, whole_out, err = run_cli(*args, str(tmp_path / "whole"))
    assert code == 0, err
    with monkeypatch.context() as m:
        calls = _interrupt_at(m, Game, "play", 3)
        code, _, err = run_cli(*args, str(tmp_path / "again"))
        assert code == 130 and "interrupted" in err and len(calls) == 3
    assert not (tmp_path / "again").exists()
    code, again_out, err = run_cli(*args, str(tmp_path / "again"))
    assert code == 0, err
    assert snapshot(tmp_path / "again") == snapshot(tmp_path / "whole")
    assert again_out.replace("again", "whole") == whole_out


def test_a_new_league_stopped_and_made_again_is_the_same(tmp_path: Path, run_cli: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["--teams", "3", "--games", "4", "--seed", "11", "--engine", "quick"]
    code, _, err = run_cli("league", "new", str(tmp_path / "whole"), *args)
    assert code == 0, err
    for k in (2, 8):  # part way through the files, and at the last ones
        with monkeypatch.context() as m:
            _interrupt_at(m, os, "fsync", k)
            code, _, err = run_cli("league", "new", str(tmp_path / "again"), *args)
        assert code == 130, err
        assert not (tmp_path / "again").exists() and os.listdir(tmp_path) == ["whole"]
    code, _, err = run_cli("league", "new", str(tmp_path / "again"), *args)
    assert code == 0, err
    assert snapshot(tmp_path / "again") == snapshot(tmp_path / "whole")


def test_an_atlas_stopped_and_resumed_is_the_same(tmp_path: Path, run_cli: Any,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from dugout.api import atlas as atlas_api

    args = ["atlas", "toy", "--from", "1876", "--to", "1877", "--leagues", "NL", "-r", "1", "--seed", "3", "-w",
            "1", "--no-pdf", "-o"]
    code, _, err = run_cli(*args, str(tmp_path / "whole"))
    assert code == 0, err
    with monkeypatch.context() as m:
        _interrupt_at(m, atlas_api, "compare", 2)  # the first league-season done, the second cut short
        code, _, err = run_cli(*args, str(tmp_path / "again"))
    assert code == 130, err
    assert not (tmp_path / "again" / "atlas.csv").exists()
    code, _, err = run_cli(*args, str(tmp_path / "again"))
    assert code == 2 and "--resume" in err
    code, _, err = run_cli(*args, str(tmp_path / "again"), "--resume")
    assert code == 0, err
    for name in ("atlas.csv", "atlas.json"):
        assert (tmp_path / "again" / name).read_bytes() == (tmp_path / "whole" / name).read_bytes()
