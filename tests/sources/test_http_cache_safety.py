"""The HTTP cache runs no code from its file: answers are kept as JSON, a planted pickled entry is a cache miss and
never unpickled, and the old pickled cache file is deleted unread (docs/SECURITY.md)."""

from __future__ import annotations

import json
import pickle
import sqlite3
from pathlib import Path

import pytest
from fakeweb import BREF

from dugout.errors import SourceError

URL = f"{BREF}/teams/NYY/2024.shtml"


class _Planted:
    """What an attacker would put in a pickled cache: unpickling it touches ``marker`` (it could run anything)."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):  # type: ignore[no-untyped-def]
        return (Path.touch, (self.marker,))


def _plant(db: Path, marker: Path, key: str | None = None) -> None:
    """Put a pickled payload in a requests-cache SQLite file's responses table (every key, or ``key``)."""
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE IF NOT EXISTS responses (key TEXT PRIMARY KEY, value BLOB, expires INTEGER)")
    con.execute("INSERT OR REPLACE INTO responses (key, value) VALUES (?, ?)",
                (key or "anything", pickle.dumps(_Planted(marker))))
    con.commit()
    con.close()


def test_an_old_pickled_cache_is_deleted_unread(tmp_path):
    from dugout.sources.http import PICKLED_CACHE, Http

    folder, marker = tmp_path / "cache", tmp_path / "ran"
    folder.mkdir()
    _plant(folder / PICKLED_CACHE, marker)
    http = Http(cache=folder, offline=True)
    with pytest.raises(SourceError, match="not in the HTTP cache"):
        http.get(URL)
    assert not marker.exists()
    assert not (folder / PICKLED_CACHE).exists()
    assert any("old HTTP cache" in w and "deleted unread" in w for w in http.warnings)


def test_a_planted_entry_in_the_cache_is_never_unpickled(tmp_path):
    from dugout.sources.http import CACHE_NAME, Http

    folder, marker = tmp_path / "cache", tmp_path / "ran"
    http = Http(cache=folder)  # makes the cache (offline, an absent cache is an empty one in memory)
    key = http._key(URL, None)
    _plant(folder / f"{CACHE_NAME}.sqlite", marker, key)
    with pytest.raises(SourceError, match="not in the HTTP cache"):
        Http(cache=folder, offline=True).get(URL)  # a cache miss: the entry is not JSON
    assert not marker.exists()


def test_the_cache_keeps_answers_as_json(make_http, tmp_path):
    make_http(folder=tmp_path / "c").get(URL)
    rows = sqlite3.connect(tmp_path / "c" / "http-json.sqlite").execute("SELECT value FROM responses").fetchall()
    docs = [json.loads(value) for (value,) in rows]  # every entry is JSON (robots.txt and the page)
    assert any(d["url"] == URL and d["status_code"] == 200 for d in docs)
