"""Career spans and the Hall of Fame kept on disk beside the imported league-seasons (``sources.lahman_career``)."""

from __future__ import annotations

import json

import pytest

from dugout.sources import lahman_cache, lahman_career


@pytest.fixture
def cache_at(tmp_path, monkeypatch):
    monkeypatch.setenv(lahman_cache.ENV, str(tmp_path / "lahman"))
    lahman_career._careers.cache_clear()
    yield tmp_path / "lahman"
    lahman_career._careers.cache_clear()


def test_the_careers_are_kept_and_read_back_the_same(cache_at, monkeypatch):
    built = lahman_career._careers()
    assert [p.name for p in cache_at.glob("careers-*.json")] == [f"careers-{lahman_career.key()}.json"]
    lahman_career._careers.cache_clear()
    monkeypatch.setattr(lahman_career, "_build", lambda: pytest.fail("built again"))
    assert lahman_career._careers() == built
    assert lahman_career.career("broutda01") == (1879, 1904, True)


@pytest.mark.parametrize("text", ["{not json", json.dumps([["broutda01", "1879", 1904, True]]), "[]"])
def test_a_file_that_does_not_hold_careers_is_built_again_and_replaced(cache_at, text):
    built = lahman_career._careers()
    path = next(cache_at.glob("careers-*.json"))
    path.write_text(text)
    lahman_career._careers.cache_clear()
    assert lahman_career._careers() == built
    assert lahman_career._read(json.loads(path.read_text())) == built


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(lahman_cache.ENV, "off")
    lahman_career._careers.cache_clear()
    try:
        assert lahman_career.career("broutda01") == (1879, 1904, True)
    finally:
        lahman_career._careers.cache_clear()
    assert not list(tmp_path.rglob("careers-*.json"))
