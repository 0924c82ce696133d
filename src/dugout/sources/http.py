"""One polite HTTP client for every online importer: on-disk cache, per-host rate limits, retries, robots.txt.

``Http.get`` answers from the cache when it can, waits between network requests to the same host (3 s for
Baseball-Reference: its published limit is 20 requests a minute), retries 429 and 5xx answers and timeouts
with growing waits, honours ``Retry-After`` and robots.txt, and turns every failure into a one-line
``SourceError``. With ``offline=True`` it answers from the cache only. Only complete HTTP 200 answers are
cached, so a block page or an outage never poisons it; a page whose layout a parser rejects can be dropped
with ``forget``.
"""

from __future__ import annotations

import email.utils
import os
import sqlite3
import time
import urllib.robotparser
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import requests

from dugout.errors import SourceError

USER_AGENT = "dugout/0.1 (tabletop dice-baseball roster importer; one request every few seconds)"

#: Seconds between two network requests to a host (Baseball-Reference: 20 a minute at most).
HOST_INTERVALS: dict[str, float] = {
    "www.baseball-reference.com": 3.1,
    "baseball-reference.com": 3.1,
    "www.fangraphs.com": 2.0,
    "baseballsavant.mlb.com": 1.0,
}

Params = Mapping[str, Any] | None


@dataclass(frozen=True, slots=True)
class Policy:
    """How patient the client is: waits between requests, retries and timeouts."""

    intervals: Mapping[str, float] = field(default_factory=lambda: dict(HOST_INTERVALS))
    """Seconds between network requests, by host name."""
    default_interval: float = 1.0
    """Seconds between network requests to any other host."""
    retries: int = 4
    """Extra attempts after a 429, a 5xx answer or a timeout."""
    connect_retries: int = 1
    """Extra attempts after a failed connection (a machine without network fails fast)."""
    backoff: float = 5.0
    """First wait before a retry, doubled on each further retry."""
    max_wait: float = 120.0
    """Longest single wait; a server asking for more (``Retry-After``) makes the client give up at once."""
    timeout: float = 30.0
    """Seconds to wait for a server's answer."""
    robots: bool = True
    """Honour each host's robots.txt (disallowed paths and Crawl-delay)."""


def cache_dir() -> Path:
    """The HTTP cache folder: $DUGOUT_CACHE, else $XDG_CACHE_HOME/dugout, else ~/.cache/dugout."""
    env = os.environ.get("DUGOUT_CACHE")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg) if xdg else Path.home() / ".cache"
    return base / "dugout"


CACHE_NAME = "http-json"
"""The cache's SQLite file in the cache folder (``http-json.sqlite``): answers stored as JSON, never pickled."""
PICKLED_CACHE = "http.sqlite"
"""The file of dugout's first cache, whose answers requests-cache pickled: deleted unread wherever it is found
(unpickling a planted entry would run its code)."""


def discard_pickled_cache(folder: Path) -> str | None:
    """Delete the old pickled cache in ``folder`` without opening it; a note for the user when there was one."""
    old = folder / PICKLED_CACHE
    if not old.exists():
        return None
    try:
        old.unlink()
    except OSError as e:
        raise SourceError(f"{old}: cannot delete the old HTTP cache ({e.strerror}); delete it by hand") from None
    return (f"{old}: the old HTTP cache (pickled answers, which dugout no longer reads) was deleted unread; "
            f"pages will be fetched again")


def cached_session(folder: Path | None = None, notes: list[str] | None = None, *,
                   offline: bool = False) -> requests.Session:
    """A requests session backed by an SQLite cache in ``folder`` that keeps HTTP 200 answers, serialized as
    JSON (requests-cache's JSON serializer: an entry that is not JSON is a cache miss, never unpickled). An old
    pickled cache there is deleted unread, with a note appended to ``notes``."""
    import requests_cache

    folder = folder if folder is not None else cache_dir()
    db = folder / f"{CACHE_NAME}.sqlite"
    if folder.exists() and not folder.is_dir():
        raise SourceError(f"{folder}: expected the HTTP cache folder, got a file")
    if offline and not db.exists():  # nothing cached yet: an empty cache in memory, no folder or file made
        if folder.is_dir():
            note = discard_pickled_cache(folder)
            if note and notes is not None:
                notes.append(note)
        return requests_cache.CachedSession(backend="memory", serializer="json", expire_after=-1,
                                            allowable_codes=(200,), allowable_methods=("GET",))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise SourceError(f"{folder}: cannot create the HTTP cache folder ({e.strerror})") from None
    note = discard_pickled_cache(folder)
    if note and notes is not None:
        notes.append(note)
    _check_cache_file(db)
    try:
        session = requests_cache.CachedSession(
            str(folder / CACHE_NAME), backend="sqlite", serializer="json", expire_after=-1, allowable_codes=(200,),
            allowable_methods=("GET",),
        )
        session.cache.responses.get("dugout-probe")  # a damaged or foreign file fails here, not mid-import
        next(iter(session.cache.responses.keys()), None)
    except sqlite3.DatabaseError as e:
        raise SourceError(f"{db}: the HTTP cache is damaged or not dugout's ({e}); `dugout http-cache --clear` "
                          "empties it") from None
    return session


def _check_cache_file(db: Path) -> None:
    """Refuse, reading only, a cache file that is damaged or holds another program's tables (requests-cache would
    add its own tables to it, or fail half way)."""
    if not db.exists():
        return
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            cols = {row[1] for row in con.execute("PRAGMA table_info(responses)")}
        finally:
            con.close()
    except sqlite3.DatabaseError as e:
        cols, why = set(), str(e)
    else:
        why = "no table of answers"
    if not {"key", "value"} <= cols:
        raise SourceError(f"{db}: the HTTP cache is damaged or not dugout's ({why}); `dugout http-cache --clear` "
                          "empties it")


def _host(url: str) -> str:
    return urlsplit(url).hostname or ""


def _retry_after(resp: requests.Response) -> float | None:
    raw = resp.headers.get("Retry-After")
    if not raw:
        return None
    raw = raw.strip()
    if raw.isdigit():
        return float(raw)
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} minutes"


class Http:
    """A polite, cached HTTP client; see the module docstring.

    ``session`` may be any ``requests.Session`` (tests mount a fake adapter on one); a ``CachedSession``
    adds the on-disk cache and offline answers. ``sleep`` and ``clock`` are injectable so tests never wait.
    """

    def __init__(self, session: requests.Session | None = None, *, offline: bool = False,
                 cache: Path | None = None, policy: Policy | None = None,
                 sleep: Callable[[float], None] = time.sleep, clock: Callable[[], float] = time.monotonic) -> None:
        self.warnings: list[str] = []
        """Things the caller may want to tell the user (e.g. a stale cached page served after a failure, an old
        pickled cache deleted)."""
        self.session = session if session is not None else cached_session(cache, self.warnings, offline=offline)
        self.offline = offline
        self.policy = policy or Policy()
        self.sleep = sleep
        self.clock = clock
        self.network_requests = 0
        """How many requests went to the network (cache hits do not count)."""
        self._last: dict[str, float] = {}
        self._robots: dict[str, urllib.robotparser.RobotFileParser | None] = {}
        if offline and not self.is_cached:
            raise SourceError("offline mode needs the HTTP cache, but this session has none")

    @property
    def is_cached(self) -> bool:
        """True when the session has an on-disk cache."""
        return hasattr(self.session, "cache")

    # --- the cache ---------------------------------------------------------------------------------------------
    def _key(self, url: str, params: Params) -> str | None:
        if not self.is_cached:
            return None
        req = requests.Request("GET", url, params=params, headers=self._headers()).prepare()
        return str(self.session.cache.create_key(req))  # type: ignore[attr-defined]

    def cached(self, url: str, params: Params = None, max_age: float | None = None) -> requests.Response | None:
        """The cached answer for a URL, if there is one younger than ``max_age`` seconds (None: any age)."""
        key = self._key(url, params)
        if key is None:
            return None
        resp = self.session.cache.get_response(key)  # type: ignore[attr-defined]
        if resp is None:
            return None
        if max_age is not None:
            age = (datetime.now(UTC) - resp.created_at).total_seconds()
            if age > max_age:
                return None
        return resp

    def forget(self, url: str, params: Params = None) -> None:
        """Drop a URL from the cache (after a parser rejected the page, so the next run fetches it again)."""
        key = self._key(url, params)
        if key is not None:
            self.session.cache.delete(key)  # type: ignore[attr-defined]

    # --- fetching ----------------------------------------------------------------------------------------------
    def _headers(self) -> dict[str, str]:
        return {"User-Agent": USER_AGENT, "Accept": "text/html,application/xhtml+xml,text/csv,*/*;q=0.8"}

    def text(self, url: str, params: Params = None, max_age: float | None = None) -> str:
        """The body of a URL as text (UTF-8 unless the server says otherwise)."""
        resp = self.get(url, params, max_age)
        enc = resp.encoding or "utf-8"
        try:
            return resp.content.decode(enc, errors="replace")
        except LookupError:
            return resp.content.decode("utf-8", errors="replace")

    def get(self, url: str, params: Params = None, max_age: float | None = None) -> requests.Response:
        """An HTTP 200 answer for the URL, from the cache if fresh enough, else from the network."""
        if not url.startswith(("http://", "https://")):
            raise SourceError(f"{url!r} is not an http(s) address")
        hit = self.cached(url, params, None if self.offline else max_age)
        if hit is not None:
            return hit
        if self.offline:
            raise SourceError(f"offline: {url} is not in the HTTP cache (run once with a network first)")
        try:
            self._check_robots(url)
            return self._fetch(url, params)
        except SourceError:
            stale = self.cached(url, params, None)
            if stale is None:
                raise
            self.warnings.append(f"{url}: the network failed, used the cached copy from "
                                 f"{stale.created_at:%Y-%m-%d}")  # type: ignore[attr-defined]
            return stale

    def _throttle(self, host: str) -> None:
        wait = self.policy.intervals.get(host, self.policy.default_interval)
        rp = self._robots.get(host)
        if rp is not None:
            delay = rp.crawl_delay(USER_AGENT)
            if delay is not None:
                wait = max(wait, float(delay))
        last = self._last.get(host)
        if last is not None:
            left = wait - (self.clock() - last)
            if left > 0:
                self.sleep(left)
        self._last[host] = self.clock()

    def _send(self, url: str, params: Params) -> requests.Response:
        self._throttle(_host(url))
        self.network_requests += 1
        kwargs: dict[str, Any] = {"params": params, "headers": self._headers(), "timeout": self.policy.timeout}
        if self.is_cached:
            kwargs["force_refresh"] = True
        return self.session.get(url, **kwargs)

    def _fetch(self, url: str, params: Params) -> requests.Response:
        host = _host(url)
        pol = self.policy
        attempt, connect_fails = 0, 0
        last_problem = ""
        while True:
            wait = pol.backoff * (2 ** attempt)
            try:
                resp = self._send(url, params)
            except requests.Timeout:
                last_problem = f"timed out after {pol.timeout:.0f} s"
            except requests.ConnectionError:
                connect_fails += 1
                if connect_fails > pol.connect_retries:
                    raise SourceError(f"cannot reach {host} (no network?); --offline answers from the cache")
                last_problem = "connection failed"
                wait = min(wait, 2.0)
            except requests.RequestException as e:
                raise SourceError(f"{url}: request failed ({type(e).__name__})") from None
            else:
                code = resp.status_code
                if code == 200:
                    return resp
                if code == 429:
                    asked = _retry_after(resp)
                    if asked is not None and asked > pol.max_wait:
                        raise SourceError(f"{host} is rate-limiting dugout (HTTP 429) and asks to wait "
                                          f"{_minutes(asked)}; try later or use --offline")
                    wait = max(wait, asked or 0.0)
                    last_problem = "HTTP 429 Too Many Requests"
                elif code >= 500:
                    last_problem = f"HTTP {code} {resp.reason or ''}".strip()
                elif code == 403:
                    raise SourceError(f"{host} refused the request (HTTP 403: blocked); sites block clients that "
                                      "fetch too fast, usually for an hour: wait, or use --offline")
                elif code == 404:
                    raise SourceError(f"{url}: not found (HTTP 404); check the season, team or address")
                else:
                    raise SourceError(f"{url}: HTTP {code} {resp.reason or ''}".strip())
            if attempt >= pol.retries:
                raise SourceError(f"{url}: gave up after {attempt + 1} tries ({last_problem})")
            wait = min(wait, pol.max_wait)
            self.sleep(wait)
            attempt += 1

    # --- robots.txt ------------------------------------------------------------------------------------------
    def _check_robots(self, url: str) -> None:
        if not self.policy.robots:
            return
        parts = urlsplit(url)
        host = parts.hostname or ""
        if host not in self._robots:
            self._robots[host] = self._load_robots(f"{parts.scheme}://{parts.netloc}/robots.txt")
        rp = self._robots[host]
        if rp is not None and not rp.can_fetch(USER_AGENT, url):
            raise SourceError(f"{host}'s robots.txt does not allow fetching {parts.path}")

    def _load_robots(self, robots_url: str) -> urllib.robotparser.RobotFileParser | None:
        """The parsed robots.txt, or None when it cannot be read (the page fetch then reports the problem)."""
        rp = urllib.robotparser.RobotFileParser(robots_url)
        resp = self.cached(robots_url, None, 7 * 86400)
        if resp is None:
            try:
                resp = self._send(robots_url, None)
            except requests.ConnectionError:
                host = urlsplit(robots_url).hostname
                raise SourceError(f"cannot reach {host} (no network?); --offline answers from the cache") from None
            except requests.RequestException:
                return None
        if resp.status_code == 200:
            rp.parse(resp.content.decode("utf-8", errors="replace").splitlines())
            return rp
        if 400 <= resp.status_code < 500 and resp.status_code not in (403, 429):
            rp.parse([])  # no robots.txt: everything is allowed
            return rp
        return None

    def cache_info(self) -> tuple[str, int]:
        """(where the cache lives, how many answers it holds)."""
        if not self.is_cached:
            return ("(no cache)", 0)
        c = self.session.cache  # type: ignore[attr-defined]
        where = str(getattr(c, "db_path", "") or getattr(getattr(c, "responses", None), "db_path", ""))
        return (where, len(list(c.responses.keys())))

    def clear_cache(self) -> None:
        """Empty the cache."""
        if self.is_cached:
            self.session.cache.clear()  # type: ignore[attr-defined]
