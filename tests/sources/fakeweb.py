"""A fake web for importer tests: a requests adapter that serves fixture pages and scripted faults.

No test touches the network: sessions get this adapter mounted for http:// and https://, and the
``no_network`` fixture in conftest.py makes any real socket connection fail loudly.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from pathlib import Path

import requests
import urllib3
from requests.adapters import HTTPAdapter

DATA = Path(__file__).resolve().parent.parent / "data" / "online"
BREF = "https://www.baseball-reference.com"

#: What a route answers: a page body, a (status, body, headers) triple, or an exception to raise.
Answer = str | bytes | tuple[int, str | bytes, dict[str, str]] | BaseException


def page(name: str) -> str:
    """A fixture page from tests/data/online/bref."""
    return (DATA / "bref" / name).read_text(encoding="utf-8")


class FakeWeb(HTTPAdapter):
    """Serves URLs from a routing table; a route may hold a list of answers consumed one per request."""

    def __init__(self, routes: dict[str, Answer | list[Answer]] | None = None) -> None:
        super().__init__()
        self.routes: dict[str, Answer | list[Answer]] = dict(routes or {})
        self.requests: list[str] = []
        self.headers_seen: list[dict[str, str]] = []

    def add(self, url: str, answer: Answer | list[Answer]) -> None:
        """Serve ``answer`` (or the answers in turn) for ``url``."""
        self.routes[url] = answer

    def send(self, request: requests.PreparedRequest, **kwargs: object) -> requests.Response:  # type: ignore[override]
        url = str(request.url)
        self.requests.append(url)
        self.headers_seen.append(dict(request.headers))
        ans = self.routes.get(url)
        if ans is None:
            ans = self.routes.get(url.split("?")[0])
        if isinstance(ans, list):
            ans = ans.pop(0) if len(ans) > 1 else ans[0]
        if ans is None:
            ans = (404, "<html><body><h1>Page Not Found (404 error)</h1></body></html>", {})
        if isinstance(ans, BaseException):
            raise ans
        status, body, headers = (200, ans, {}) if isinstance(ans, (str, bytes)) else ans
        data = body.encode("utf-8") if isinstance(body, str) else body
        hdrs = {"Content-Type": "text/html; charset=utf-8", **headers}
        raw = urllib3.HTTPResponse(body=io.BytesIO(data), headers=hdrs, status=status, reason=_reason(status),
                                   preload_content=False, request_url=url)
        return self.build_response(request, raw)

    def count(self, url: str) -> int:
        """How many times a URL was requested."""
        return sum(1 for u in self.requests if u == url)


def _reason(status: int) -> str:
    return {200: "OK", 403: "Forbidden", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable"}.get(status, "")


def mount(session: requests.Session, web: FakeWeb) -> requests.Session:
    """Mount the fake web on a session for both schemes."""
    session.mount("https://", web)
    session.mount("http://", web)
    return session


class FakeClock:
    """A clock that only moves when the code under test sleeps."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        """Record the wait and move the clock."""
        self.sleeps.append(seconds)
        self.now += seconds


def bref_routes(names: Iterable[tuple[str, str]]) -> dict[str, Answer | list[Answer]]:
    """Routes for (path, fixture file) pairs under the Baseball-Reference host, plus an open robots.txt."""
    routes: dict[str, Answer | list[Answer]] = {f"{BREF}/robots.txt": "User-agent: *\nDisallow: /play-index/\n"}
    for path, name in names:
        routes[f"{BREF}{path}"] = page(name)
    return routes


Factory = Callable[..., object]
