"""Where the HTTP cache lives: $DUGOUT_CACHE, else the user's cache folder (platformdirs), an older one moved."""

from __future__ import annotations

import sys

import pytest

from dugout import paths


def test_dugout_cache_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("DUGOUT_CACHE", str(tmp_path / "here"))
    assert paths.cache_dir() == tmp_path / "here"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
def test_on_linux_the_folder_is_where_it_always_was(tmp_path, monkeypatch):
    monkeypatch.delenv("DUGOUT_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert paths.cache_dir() == tmp_path / "xdg" / "dugout"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert paths.cache_dir() == tmp_path / "home" / ".cache" / "dugout"


def test_an_older_cache_folder_is_moved_once(tmp_path):
    old, new = tmp_path / "old" / "dugout", tmp_path / "new" / "dugout"
    old.mkdir(parents=True)
    (old / "http-json.sqlite").write_bytes(b"pages")
    paths._migrate(old, new)
    assert (new / "http-json.sqlite").read_bytes() == b"pages" and not old.exists()
    old.mkdir()
    (old / "http-json.sqlite").write_bytes(b"other")
    paths._migrate(old, new)  # the new folder exists: nothing moves again
    assert (new / "http-json.sqlite").read_bytes() == b"pages"
