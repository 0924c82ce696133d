"""The polite HTTP client: cache, per-host pace, retries with backoff, Retry-After, robots.txt, offline."""

from __future__ import annotations

import pytest
import requests
from fakeweb import BREF

from dugout.errors import SourceError
from dugout.sources.http import USER_AGENT, Http, Policy

PAGE = f"{BREF}/teams/NYY/2024.shtml"
OTHER = f"{BREF}/teams/CLE/2024.shtml"


def test_second_request_is_answered_from_the_cache(http, web):
    first = http.text(PAGE)
    again = http.text(PAGE)
    assert first == again and "New York Yankees" in first
    assert web.count(PAGE) == 1
    assert http.network_requests == 2  # robots.txt and the page, once each


def test_the_cache_survives_a_new_client(make_http, web):
    make_http().text(PAGE)
    fresh = make_http()
    fresh.text(PAGE)
    assert web.count(PAGE) == 1 and fresh.network_requests == 0


def test_requests_to_baseball_reference_are_three_seconds_apart(http, clock):
    http.text(PAGE)
    http.text(OTHER)
    # robots.txt, then two pages: at most 20 requests a minute
    assert clock.sleeps == [pytest.approx(3.1), pytest.approx(3.1)]


def test_cache_hits_do_not_wait(http, clock):
    http.text(PAGE)
    n = len(clock.sleeps)
    for _ in range(5):
        http.text(PAGE)
    assert len(clock.sleeps) == n


def test_other_hosts_keep_their_own_pace(http, web, clock):
    web.add("https://example.org/robots.txt", (404, "", {}))
    web.add("https://example.org/a", "a")
    http.text(PAGE)
    before = len(clock.sleeps)
    http.text("https://example.org/a")
    # no wait for Baseball-Reference's pace; one second between example.org's robots.txt and its page
    assert clock.sleeps[before:] == [1.0]


def test_the_user_agent_names_dugout(http, web):
    http.text(PAGE)
    assert web.headers_seen[-1]["User-Agent"] == USER_AGENT


def test_429_then_success_waits_and_retries(http, web, clock):
    web.add(PAGE, [(429, "slow down", {}), "<html>ok</html>"])
    assert http.text(PAGE) == "<html>ok</html>"
    assert web.count(PAGE) == 2
    assert 5.0 in clock.sleeps  # the first backoff


def test_retry_after_is_honoured(http, web, clock):
    web.add(PAGE, [(429, "", {"Retry-After": "17"}), "ok"])
    assert http.text(PAGE) == "ok"
    assert 17.0 in clock.sleeps


def test_a_long_retry_after_gives_up_at_once_with_one_line(http, web):
    web.add(PAGE, (429, "", {"Retry-After": "3600"}))
    with pytest.raises(SourceError) as e:
        http.text(PAGE)
    assert "HTTP 429" in str(e.value) and "60 minutes" in str(e.value) and "\n" not in str(e.value)
    assert web.count(PAGE) == 1


def test_server_errors_back_off_exponentially(http, web, clock):
    web.add(PAGE, [(503, "", {}), (502, "", {}), "fine"])
    assert http.text(PAGE) == "fine"
    waits = [s for s in clock.sleeps if s >= 5.0]
    assert waits == [5.0, 10.0]


def test_persistent_server_errors_give_up_after_the_retries(http, web):
    web.add(PAGE, (500, "", {}))
    with pytest.raises(SourceError, match=r"gave up after 5 tries \(HTTP 500"):
        http.text(PAGE)
    assert web.count(PAGE) == 5


def test_timeouts_are_retried(http, web):
    web.add(PAGE, [requests.Timeout("slow"), "late but fine"])
    assert http.text(PAGE) == "late but fine"


def test_persistent_timeouts_give_one_line(make_http, web):
    web.add(PAGE, requests.Timeout("slow"))
    h = make_http(policy=Policy(retries=2))
    with pytest.raises(SourceError, match=r"gave up after 3 tries \(timed out after 30 s\)"):
        h.text(PAGE)


def test_403_is_reported_as_blocked_and_never_cached(http, web):
    web.add(PAGE, [(403, "blocked", {}), "open again"])
    with pytest.raises(SourceError, match="HTTP 403: blocked"):
        http.text(PAGE)
    assert http.text(PAGE) == "open again"


def test_404_names_the_address(http):
    with pytest.raises(SourceError, match=r"teams/XXX/2024.shtml: not found \(HTTP 404\)"):
        http.text(f"{BREF}/teams/XXX/2024.shtml")


def test_no_network_is_one_line(http, web):
    web.add(f"{BREF}/robots.txt", requests.ConnectionError("no route"))
    with pytest.raises(SourceError, match="cannot reach www.baseball-reference.com"):
        http.text(PAGE)


def test_offline_answers_from_the_cache_only(make_http, web):
    make_http().text(PAGE)
    off = make_http(offline=True)
    assert "New York Yankees" in off.text(PAGE)
    with pytest.raises(SourceError, match="offline: .*CLE/2024.shtml is not in the HTTP cache"):
        off.text(OTHER)
    assert web.count(OTHER) == 0 and off.network_requests == 0


def test_offline_serves_pages_older_than_max_age(make_http, web):
    make_http().text(PAGE)
    assert "Yankees" in make_http(offline=True).text(PAGE, max_age=0.0)


def test_max_age_refetches_online(make_http, web):
    make_http().text(PAGE)
    make_http().text(PAGE, max_age=0.0)
    assert web.count(PAGE) == 2


def test_a_stale_copy_is_served_when_the_network_fails(make_http, web):
    make_http().text(PAGE)
    web.add(PAGE, (503, "", {}))
    h = make_http(policy=Policy(retries=0))
    assert "Yankees" in h.text(PAGE, max_age=0.0)
    assert h.warnings and "cached copy" in h.warnings[0]


def test_offline_needs_a_cache(make_http):
    with pytest.raises(SourceError, match="offline mode needs the HTTP cache"):
        make_http(cached=False, offline=True)


def test_robots_txt_disallow_is_respected(http, web):
    web.add(f"{BREF}/robots.txt", "User-agent: *\nDisallow: /teams/\n")
    with pytest.raises(SourceError, match="robots.txt does not allow fetching /teams/NYY/2024.shtml"):
        http.text(PAGE)
    assert web.count(PAGE) == 0


def test_robots_txt_crawl_delay_slows_the_pace(http, web, clock):
    web.add(f"{BREF}/robots.txt", "User-agent: *\nCrawl-delay: 10\n")
    http.text(PAGE)
    http.text(OTHER)
    assert clock.sleeps[-1] == pytest.approx(10.0)


def test_forget_drops_a_page_from_the_cache(http, web):
    http.text(PAGE)
    http.forget(PAGE)
    http.text(PAGE)
    assert web.count(PAGE) == 2


def test_a_plain_session_works_without_a_cache(make_http, web):
    h = make_http(cached=False)
    h.text(PAGE)
    h.text(PAGE)
    assert web.count(PAGE) == 2 and h.cache_info() == ("(no cache)", 0)


def test_not_an_address():
    h = Http(requests.Session())
    with pytest.raises(SourceError, match="is not an http"):
        h.get("ftp://example.org/x")
