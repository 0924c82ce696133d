"""The HTTP client against a real server on the loopback address: the pace between requests (pyrate-limiter) and
the retries (urllib3's Retry: backoff, Retry-After, timeouts) happen in the real transport, which the fake web of
the other tests replaces. Short intervals keep the whole module near two seconds."""

from __future__ import annotations

import itertools
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from dugout.errors import SourceError
from dugout.sources.http import Http, Policy, cached_session

PACE = 0.2
#: (status, headers, body, seconds to stall before answering)
Answer = tuple[int, dict[str, str], str, float]


@pytest.fixture(autouse=True)
def no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Connections to the loopback address only (this module's own server); anything else fails the test."""
    real = socket.socket.connect

    def loopback_only(self: socket.socket, address: Any) -> None:
        if not (isinstance(address, tuple) and address[0] == "127.0.0.1"):
            raise AssertionError(f"a test tried to reach {address}")
        real(self, address)

    monkeypatch.setattr(socket.socket, "connect", loopback_only)


class Server:
    """A scripted web server in a thread: each path answers from its list (the last answer repeats)."""

    def __init__(self) -> None:
        self.routes: dict[str, list[Answer]] = {"/robots.txt": [(404, {}, "", 0.0)]}
        self.hits: list[tuple[str, float]] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.hits.append((self.path, time.monotonic()))
                answers = server.routes.get(self.path, [(404, {}, "not here", 0.0)])
                status, headers, body, stall = answers.pop(0) if len(answers) > 1 else answers[0]
                time.sleep(stall)
                data = body.encode()
                try:
                    self.send_response(status)
                    for k, v in {"Content-Length": str(len(data)), **headers}.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client stopped waiting (a timeout test)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def times(self, path: str) -> list[float]:
        """When each request for ``path`` arrived."""
        return [t for p, t in self.hits if p == path]


@pytest.fixture()
def server() -> Iterator[Server]:
    s = Server()
    thread = threading.Thread(target=s.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield s
    s.httpd.shutdown()
    s.httpd.server_close()


@pytest.fixture()
def client(tmp_path) -> Http:
    policy = Policy(intervals={"127.0.0.1": PACE}, retries=2, backoff=0.05, timeout=0.3)
    return Http(cached_session(tmp_path / "cache"), policy=policy)


def _gaps(times: list[float]) -> list[float]:
    return [b - a for a, b in itertools.pairwise(times)]


def test_the_rate_limiter_spaces_requests_to_a_host(client, server):
    server.routes["/a"] = [(200, {}, "a", 0.0)]
    server.routes["/b"] = [(200, {}, "b", 0.0)]
    assert client.text(f"{server.base}/a") == "a" and client.text(f"{server.base}/b") == "b"
    client.text(f"{server.base}/a")  # a cache hit: no request, no wait
    arrivals = [t for _, t in server.hits]
    assert [p for p, _ in server.hits] == ["/robots.txt", "/a", "/b"]
    # the pace holds between sends; arrivals can bunch by a scheduler's jitter on a loaded machine (unpaced requests
    # arrive about a millisecond apart, so the check still fails without the limiter)
    assert all(g >= PACE - 0.05 for g in _gaps(arrivals)), _gaps(arrivals)


def test_retry_after_is_honoured(client, server):
    server.routes["/r"] = [(429, {"Retry-After": "1"}, "slow down", 0.0), (200, {}, "ok", 0.0)]
    assert client.text(f"{server.base}/r") == "ok"
    (gap,) = _gaps(server.times("/r"))
    assert gap >= 0.99  # the server's second, not the 0.05 s backoff


def test_server_errors_back_off_exponentially_then_succeed(client, server):
    server.routes["/s"] = [(503, {}, "", 0.0), (502, {}, "", 0.0), (200, {}, "fine", 0.0)]
    assert client.text(f"{server.base}/s") == "fine"
    first, second = _gaps(server.times("/s"))
    assert first >= 0.05 and second >= 0.1  # the first retry waits too; each wait doubles


def test_persistent_server_errors_give_up_after_the_retries_in_one_line(client, server):
    server.routes["/e"] = [(500, {}, "", 0.0)]
    with pytest.raises(SourceError, match=r"gave up after 3 tries \(HTTP 500") as e:
        client.text(f"{server.base}/e")
    assert len(server.times("/e")) == 3 and "\n" not in str(e.value)


def test_a_long_retry_after_gives_up_at_once(client, server):
    server.routes["/l"] = [(429, {"Retry-After": "3600"}, "", 0.0)]
    with pytest.raises(SourceError, match=r"HTTP 429\) and asks to wait 60 minutes"):
        client.text(f"{server.base}/l")
    assert len(server.times("/l")) == 1


def test_a_timeout_is_retried(client, server):
    server.routes["/t"] = [(200, {}, "late", 0.5), (200, {}, "in time", 0.0)]
    assert client.text(f"{server.base}/t") == "in time"
    assert len(server.times("/t")) == 2
