"""Fixtures for the importer tests: no real network, and a polite Http client over a fake web."""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fakeweb import BREF, FakeClock, FakeWeb, bref_routes, mount

TEAM_PAGES = [("/teams/NYY/2024.shtml", "NYY-2024.html"), ("/teams/NYY/2024-fielding.shtml", "NYY-2024-fielding.html"),
              ("/teams/CLE/2024.shtml", "CLE-2024.html"), ("/teams/CLE/2024-fielding.shtml", "CLE-2024-fielding.html"),
              ("/teams/STL/1985.shtml", "STL-1985.html"), ("/teams/STL/1985-fielding.shtml", "STL-1985-fielding.html"),
              ("/leagues/AL/2024.shtml", "AL-2024.html"), ("/boxes/NYA/NYA202408200.shtml", "NYA202408200.html")]
BOX_URL = f"{BREF}/boxes/NYA/NYA202408200.shtml"


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any real socket connection fails the test."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a test tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)


@pytest.fixture(autouse=True)
def cache_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default HTTP cache lives in the test's temporary folder."""
    folder = tmp_path / "http-cache"
    monkeypatch.setenv("DUGOUT_CACHE", str(folder))
    return folder


@pytest.fixture()
def web() -> FakeWeb:
    """A fake web serving every Baseball-Reference fixture page and an open robots.txt."""
    return FakeWeb(bref_routes(TEAM_PAGES))


@pytest.fixture()
def clock() -> FakeClock:
    """A clock that moves only when the client sleeps."""
    return FakeClock()


@pytest.fixture()
def make_http(tmp_path: Path, web: FakeWeb, clock: FakeClock) -> Callable[..., Any]:
    """Build an Http over the fake web with an on-disk cache in tmp_path (or none with cached=False)."""
    import requests

    from dugout.sources.http import Http, Policy, cached_session

    def make(*, cached: bool = True, offline: bool = False, policy: Policy | None = None,
             folder: Path | None = None) -> Http:
        session = cached_session(folder or tmp_path / "http-cache") if cached else requests.Session()
        mount(session, web)
        return Http(session, offline=offline, policy=policy, sleep=clock.sleep, clock=clock)

    return make


@pytest.fixture()
def http(make_http: Callable[..., Any]) -> Any:
    """The default client: cached, online, over the fake web."""
    return make_http()
