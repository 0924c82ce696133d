"""One polite HTTP client for every online importer: on-disk cache, per-host rate limits, retries, robots.txt.

``Http.get`` answers from the cache when it can, waits between network requests to the same host (3.1 s for
Baseball-Reference: its published limit is 20 requests a minute), retries 429 and 5xx answers and timeouts
with growing waits, honours ``Retry-After`` and robots.txt, and turns every failure into a one-line
``SourceError``. With ``offline=True`` it answers from the cache only. Only complete HTTP 200 answers are
cached, so a block page or an outage never poisons it; a page whose layout a parser rejects can be dropped
with ``forget``.

Who does what:

- **requests-cache** keeps the answers (SQLite, JSON serializer: never pickle), looks them up
  (``only_if_cached``), refreshes them (``force_refresh``), deletes and counts them.
- **urllib3's** ``Retry`` decides which timeouts, failed connections, 429 and 5xx answers are retried, how
  often, with what exponential backoff, and reads ``Retry-After`` (see ``Http._fetch`` for why it is driven
  by the client rather than mounted in the transport adapter).
- **pyrate-limiter** keeps each host's pace: one bucket per host at one request per interval.
- **urllib.robotparser** reads robots.txt (disallowed paths and Crawl-delay).

What stays ours is said where it stands: the one-line messages, a cache age that depends on the caller (a
finished season's pages never go stale), and the sleep that the tests inject.
"""

from __future__ import annotations

import sqlite3
import time
import urllib.robotparser
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import requests
from urllib3.exceptions import ConnectTimeoutError, InvalidHeader, MaxRetryError, ReadTimeoutError
from urllib3.util.retry import Retry

from dugout.errors import SourceError
from dugout.paths import cache_dir

if TYPE_CHECKING:
    from pyrate_limiter import InMemoryBucket, Rate

__all__ = ["CACHE_NAME", "HOST_INTERVALS", "PICKLED_CACHE", "USER_AGENT", "Http", "Policy", "cache_dir",
           "cached_session", "discard_pickled_cache"]

USER_AGENT = "dugout/0.1 (tabletop dice-baseball roster importer; one request every few seconds)"

#: Seconds between two network requests to a host (Baseball-Reference: 20 a minute at most).
HOST_INTERVALS: dict[str, float] = {
    "www.baseball-reference.com": 3.1,
    "baseball-reference.com": 3.1,
    "www.fangraphs.com": 2.0,
    "baseballsavant.mlb.com": 1.0,
}

#: Answers worth another try: too many requests, and the server errors an outage gives.
RETRY_STATUSES = frozenset({429, 500, 502, 503, 504, 520, 521, 522, 523, 524})

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


class PoliteRetry(Retry):
    """urllib3's ``Retry`` with the first retry waiting the backoff too: urllib3 waits 0, 2f, 4f..., and an
    immediate retry would break a host's pace; we wait f, 2f, 4f... (``history`` holds the failure being
    retried)."""

    def get_backoff_time(self) -> float:
        return float(min(self.backoff_max, self.backoff_factor * 2 ** max(0, len(self.history) - 1)))


def retry_for(policy: Policy) -> PoliteRetry:
    """The retry rules of a policy: which answers and errors are retried, how often, and how long to wait."""
    return PoliteRetry(total=policy.retries + policy.connect_retries, connect=policy.connect_retries,
                       read=policy.retries, status=policy.retries, other=0, redirect=0,
                       status_forcelist=RETRY_STATUSES, allowed_methods=frozenset({"GET"}),
                       backoff_factor=policy.backoff, backoff_max=policy.max_wait,
                       respect_retry_after_header=True, raise_on_status=False, retry_after_max=86400)


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


def _minutes(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds / 60:.0f} minutes"


class Pace:
    """Each host's pace, kept by pyrate-limiter: one in-memory bucket per host admitting one request per
    interval. Ours is only the wait: pyrate-limiter's own blocking wait calls ``time.sleep`` and reads the
    monotonic clock directly, and the tests (and anyone embedding dugout) inject both."""

    def __init__(self, policy: Policy, sleep: Callable[[float], None], clock: Callable[[], float]) -> None:
        self.policy = policy
        self.sleep = sleep
        self.clock = clock
        self._buckets: dict[str, InMemoryBucket] = {}

    def _now_ms(self) -> int:
        return round(self.clock() * 1000)

    def _rate(self, seconds: float) -> list[Rate]:
        from pyrate_limiter import Rate  # imported when first needed: it costs a CLI start 0.1 s

        # the sliding window counts an entry until one millisecond after ``interval``: 1 ms less spaces the
        # requests exactly ``seconds`` apart
        return [Rate(1, max(1, round(seconds * 1000) - 1))]

    def bucket(self, host: str) -> InMemoryBucket:
        """The host's bucket, made at the policy's interval on first use."""
        if host not in self._buckets:
            from pyrate_limiter import InMemoryBucket

            self._buckets[host] = InMemoryBucket(
                self._rate(self.policy.intervals.get(host, self.policy.default_interval)))
        return self._buckets[host]

    def slow_to(self, host: str, seconds: float) -> None:
        """Never faster than one request per ``seconds`` to ``host`` (robots.txt's Crawl-delay)."""
        bucket = self.bucket(host)
        if round(seconds * 1000) - 1 > bucket.rates[0].interval:
            bucket.rates = self._rate(seconds)

    def wait(self, host: str) -> None:
        """Return when a request to ``host`` keeps its pace, sleeping as long as its bucket says."""
        from pyrate_limiter import RateItem

        bucket = self.bucket(host)
        while True:
            item = RateItem(host, self._now_ms())
            bucket.leak(item.timestamp)
            if bucket.put(item):
                return
            self.sleep(max(1, int(bucket.waiting(item))) / 1000)  # type: ignore[arg-type]  # a sync bucket


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
        self.policy = policy or Policy()
        self.session = session if session is not None else cached_session(cache, self.warnings, offline=offline)
        self.offline = offline
        self.sleep = sleep
        self.pace = Pace(self.policy, sleep, clock)
        self.network_requests = 0
        """How many requests went to the network (cache hits do not count)."""
        self._robots: dict[str, urllib.robotparser.RobotFileParser | None] = {}
        if offline and not self.is_cached:
            raise SourceError("offline mode needs the HTTP cache, but this session has none")

    @property
    def is_cached(self) -> bool:
        """True when the session has an on-disk cache."""
        return hasattr(self.session, "cache")

    # --- the cache (requests-cache) ------------------------------------------------------------------------------
    def _headers(self) -> dict[str, str]:
        return {"User-Agent": USER_AGENT, "Accept": "text/html,application/xhtml+xml,text/csv,*/*;q=0.8"}

    def _key(self, url: str, params: Params) -> str | None:
        if not self.is_cached:
            return None
        req = requests.Request("GET", url, params=params, headers=self._headers()).prepare()
        return str(self.session.cache.create_key(req))  # type: ignore[attr-defined]

    def cached(self, url: str, params: Params = None, max_age: float | None = None) -> requests.Response | None:
        """The cached answer for a URL, if there is one younger than ``max_age`` seconds (None: any age)."""
        if not self.is_cached:
            return None
        resp = self.session.get(url, params=params, headers=self._headers(),  # type: ignore[call-arg]
                                only_if_cached=True)
        if resp.status_code == 504 and resp.reason == "Not Cached":
            return None  # requests-cache's answer for a page it does not hold
        # requests-cache fixes an answer's expiry when it stores it; how old a page may be depends on the caller
        # (a finished season's pages never go stale, the current season's for 12 hours) and applies to pages
        # stored earlier too, so the age is checked here against the time the answer was stored
        if max_age is not None and (datetime.now(UTC) - resp.created_at).total_seconds() > max_age:  # type: ignore[attr-defined]
            return None
        return resp

    def forget(self, url: str, params: Params = None) -> None:
        """Drop a URL from the cache (after a parser rejected the page, so the next run fetches it again)."""
        key = self._key(url, params)
        if key is not None:
            self.session.cache.delete(key)  # type: ignore[attr-defined]

    def cache_info(self) -> tuple[str, int]:
        """(where the cache lives, how many answers it holds)."""
        if not self.is_cached:
            return ("(no cache)", 0)
        c = self.session.cache  # type: ignore[attr-defined]
        where = str(getattr(c, "db_path", "") or getattr(getattr(c, "responses", None), "db_path", ""))
        return (where, len(c.responses))

    def clear_cache(self) -> None:
        """Empty the cache."""
        if self.is_cached:
            self.session.cache.clear()  # type: ignore[attr-defined]

    # --- fetching ----------------------------------------------------------------------------------------------
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

    def _send(self, url: str, params: Params) -> requests.Response:
        self.pace.wait(_host(url))
        self.network_requests += 1
        kwargs: dict[str, Any] = {"params": params, "headers": self._headers(), "timeout": self.policy.timeout}
        if self.is_cached:
            kwargs["force_refresh"] = True
        return self.session.get(url, **kwargs)

    def _fetch(self, url: str, params: Params) -> requests.Response:
        """The page, retried as urllib3's ``Retry`` decides (which answers and errors, how many times, how long
        to wait, ``Retry-After``); every failure as a one-line message.

        The ``Retry`` is driven here rather than mounted in the session's transport adapter so that each retry
        passes through the host's pace like any request (a retry inside the adapter would bypass the rate
        limiter: urllib3 retries a 503 at once, and a ``Retry-After: 1`` from Baseball-Reference would break its
        3 s pace), waits on the injected clock, and works over any adapter the caller mounts."""
        host = _host(url)
        retry = retry_for(self.policy)
        while True:
            resp, problem = None, ""
            error: Exception | None = None
            try:
                resp = self._send(url, params)
            except requests.Timeout:  # before ConnectionError: ConnectTimeout is both
                error = ReadTimeoutError(None, url, "timed out")  # type: ignore[arg-type]  # no pool here
                problem = f"timed out after {self.policy.timeout:.0f} s"
            except requests.ConnectionError:
                error, problem = ConnectTimeoutError("connection failed"), "connection failed"  # retried as connect
            except requests.RequestException as e:
                raise SourceError(f"{url}: request failed ({type(e).__name__})") from None
            asked = 0.0
            if resp is not None:
                code = resp.status_code
                if code == 200:
                    return resp
                if not retry.is_retry("GET", code, "Retry-After" in resp.headers):
                    raise self._refused(url, resp)
                try:
                    asked = retry.parse_retry_after(resp.headers.get("Retry-After") or "0")
                except InvalidHeader:
                    asked = 0.0
                if asked > self.policy.max_wait:  # urllib3 would sleep it out (up to six hours): say "later" now
                    raise SourceError(f"{host} is rate-limiting dugout (HTTP {code}) and asks to wait "
                                      f"{_minutes(asked)}; try later or use --offline")
                problem = f"HTTP {code} {resp.reason or ''}".strip()
            try:
                retry = retry.increment("GET", url, response=resp.raw if resp is not None else None, error=error)
            except MaxRetryError:
                if isinstance(error, ConnectTimeoutError):
                    raise SourceError(f"cannot reach {host} (no network?); --offline answers from the cache") from None
                raise SourceError(f"{url}: gave up after {len(retry.history) + 1} tries ({problem})") from None
            self.sleep(max(asked, retry.get_backoff_time()))

    @staticmethod
    def _refused(url: str, resp: requests.Response) -> SourceError:
        """The one-line message for an answer that is not worth another try."""
        code = resp.status_code
        if code == 403:
            return SourceError(f"{_host(url)} refused the request (HTTP 403: blocked); sites block clients that "
                               "fetch too fast, usually for an hour: wait, or use --offline")
        if code == 404:
            return SourceError(f"{url}: not found (HTTP 404); check the season, team or address")
        return SourceError(f"{url}: HTTP {code} {resp.reason or ''}".strip())

    # --- robots.txt ------------------------------------------------------------------------------------------
    def _check_robots(self, url: str) -> None:
        if not self.policy.robots:
            return
        parts = urlsplit(url)
        host = parts.hostname or ""
        if host not in self._robots:
            rp = self._robots[host] = self._load_robots(f"{parts.scheme}://{parts.netloc}/robots.txt")
            delay = rp.crawl_delay(USER_AGENT) if rp is not None else None
            if delay is not None:
                self.pace.slow_to(host, float(delay))
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
