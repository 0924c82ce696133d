"""The ``in-play-out`` option off (issue 19): /IN-PLAY/ reads IN-PLAY in every inning, and the pitcher cards are
rated for that reading (``Rater``'s ``phi1`` 1, home runs weighed with ``HR_TOL_SHARE_PLAIN``); with the option on
(the default) nothing changes."""

from __future__ import annotations

import dataclasses
import re

import pytest

from dugout.api.games import ratings
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.printing import pitcher_blocks
from dugout.games.payoff_pitch.ratings import EXACT_MIN_BF, rate_team, rating_fields
from dugout.games.payoff_pitch.ratings_league import template_for
from dugout.games.payoff_pitch.ratings_pitcher import bound, exact_rates, own_errors
from dugout.sources import lahman

pytestmark = pytest.mark.xdist_group("games-payoff_pitch-test_in_play_plain")

OFF = {"in-play-out": False}


@pytest.fixture(scope="module")
def braves_1959():
    """1959 Milwaukee: Burdette and Spahn carried 4-7 ways of /IN-PLAY/ each as a starter's out."""
    team = lahman.import_team(1959, "ML1")
    return team, rate_team(team), rate_team(team, in_play_out=False), template_for(team.context)


def _pitchers(team):
    return [p for p in team.players if p.pitching is not None and p.pitching.ipouts > 0]


def _plain(c, t) -> list[float]:
    """A pitcher card's exact rates with /IN-PLAY/ read as IN-PLAY always."""
    return exact_rates(c.pit.labels, c.pit.so, t, c.pit.throws, 1.0, c.pit.lhb_share, c.pit.tired, c.pit.wp)


def test_plain_cards_reproduce_their_lines_when_in_play_reads_in_play(braves_1959):
    team, on, off, t = braves_1959
    worse = 0
    for p in _pitchers(team):
        c = off[p.id]
        assert c.pit.phi1 == 1.0 and T.INPLAY_OUT not in c.pit.labels[2:]  # it reads as IN-PLAY: printed so
        worst = own_errors(_plain(c, t), c.pit.target)
        if p.pitching.batters_faced >= EXACT_MIN_BF:
            reach = bound(c.pit.target, t, c.pit.throws, 1.0, c.pit.lhb_share, c.pit.tired, c.pit.wp)
            assert worst <= max(1.0 + 1e-9, reach + 1.0), (p.name, worst, reach)
        # the default card, read the same way, gives up more than its line (its /IN-PLAY/ was mostly an out)
        if own_errors(_plain(on[p.id], t), on[p.id].pit.target) > 2.0:
            worse += 1
    assert worse >= 3


def test_the_staff_gives_its_hits_with_plain_cards_and_too_many_with_the_default_ones(braves_1959):
    team, on, off, t = braves_1959
    hits = {"on": 0.0, "off": 0.0}
    target = 0.0
    for p in _pitchers(team):
        w = p.pitching.batters_faced
        target += w * sum(off[p.id].pit.target[:T.O_HR + 1])
        for key, cards in (("on", on), ("off", off)):
            hits[key] += w * sum(_plain(cards[p.id], t)[:T.O_HR + 1])
    assert abs(hits["off"] / target - 1) < 0.01
    assert hits["on"] / target > 1.02


def test_only_the_pitcher_cards_results_change(braves_1959):
    team, on, off, _t = braves_1959
    changed = 0
    for p in team.players:
        a, b = on[p.id], off[p.id]
        assert a.bat == b.bat and a.value == b.value
        results = {"labels", "printed_out", "so", "model", "phi1"}
        for f in dataclasses.fields(a.pit):
            if f.name not in results:
                assert getattr(a.pit, f.name) == getattr(b.pit, f.name), (p.name, f.name)
        if p.pitching is None:
            continue
        changed += a.pit.labels != b.pit.labels
        if T.INPLAY_OUT not in a.pit.labels[2:]:
            continue
        # where the default card used /IN-PLAY/ as a starter's out, the plain card reads IN-PLAY less often
        ways = {k: sum(T.WAYS[x] for x in range(2, 13) if c.pit.labels[x] in (T.INPLAY, T.INPLAY_OUT))
                for k, c in (("on", a), ("off", b))}
        # (a starter: a swingman like 1959's Rush, 9 starts in 31 games, has a low share by innings as well)
        if a.pit.phi1 < 0.3 and 2 * p.pitching.gs >= p.pitching.g and p.pitching.batters_faced >= EXACT_MIN_BF:
            assert ways["off"] < ways["on"], (p.name, ways)
    assert changed >= 3


def test_the_rating_cache_keys_on_the_option(braves_1959):
    team, on, off, _t = braves_1959
    assert rate_team(team) == on and rate_team(team, in_play_out=False) == off
    assert make_rules("pp").rate_team(team) == on
    assert make_rules("pp", OFF).rate_team(team) == off
    assert on != off


def test_ratings_and_printing_show_the_plain_cards(braves_1959):
    team, on, off, _t = braves_1959
    pid = next(p.id for p in team.players if p.name == "Lew Burdette")
    assert on[pid].pit.labels != off[pid].pit.labels
    rows = {r["id"]: r for r in ratings("pp", team, OFF).rows}
    assert rows[pid]["pitcher"] == rating_fields(off[pid])["pitcher"] != rating_fields(on[pid])["pitcher"]
    default = {r["id"]: r for r in ratings("pp", team).rows}
    assert default[pid]["pitcher"] == rating_fields(on[pid])["pitcher"]

    def html(opts):
        return re.sub("&#3[49];", "", "\n".join(make_rules("pp", opts).print_sheets([team])))

    plain, printed = html(OFF), html(None)
    rows_off, rows_on = pitcher_blocks(off[pid])["rows"], pitcher_blocks(on[pid])["rows"]
    assert rows_off in plain and rows_off not in printed and rows_on in printed


def test_dead_ball_plain_cards_carry_their_home_runs():
    """Without the stronger home-run weight the plain cards of 1908 AL came to 1.076 of their lines' home runs (the
    default cards 0.991): a starter's /IN-PLAY/ was an out that cut hits and home runs together, and without it the
    low-home-run pitchers found their doubles in WHEELHOUSE."""
    teams = lahman.import_league(1908, "AL")
    t = template_for(teams[0].context)
    card = target = 0.0
    for team in teams:
        cs = rate_team(team, in_play_out=False)
        for p in _pitchers(team):
            c = cs[p.id]
            card += _plain(c, t)[T.O_HR] * p.pitching.batters_faced
            target += c.pit.target[T.O_HR] * p.pitching.batters_faced
    assert abs(card / target - 1) < 0.03, card / target


@pytest.mark.slow
def test_fidelity_with_plain_in_play():
    """With the default cards 1985 AL scored 1.09 of its runs when /IN-PLAY/ read IN-PLAY always."""
    from dugout.api.fidelity import run_fidelity

    s = run_fidelity("pp", 1985, "AL", replays=3, seed=0, options=OFF, workers=1).summary
    assert abs(s["league_r_per_g_sim"] / s["league_r_per_g_real"] - 1) <= 0.04, s["league_r_per_g_ratio"]
    for k in ("league_hr_pa_ratio", "league_bb_pa_ratio", "league_so_pa_ratio"):
        assert abs(s[k] - 1) <= 0.06, (k, s[k])
