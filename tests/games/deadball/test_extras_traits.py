"""Traits from FanGraphs metrics (Player.extras): BsR for Speed, Def for Defense, K% for Contact, GB% for
ground-ball pitchers, each read as the book's guidelines say, paced and scaled like the other statistics, and
the stat-line proxies whenever a metric is missing."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.games.deadball import Deadball
from dugout.games.deadball import ratings_traits as TR
from dugout.model.extras import Extras
from dugout.sources import lahman


@pytest.fixture(scope="module")
def cubs():
    return lahman.import_team(2016, "CHN")


def _traits(team, pid, extras=None, opts=None, **batting):
    """The traits of one player (no team guideline) with these extras and batting changes."""
    p = team.player(pid)
    if batting:
        p = dataclasses.replace(p, batting=dataclasses.replace(p.batting, **batting))
    if extras is not None:
        p = dataclasses.replace(p, extras=extras)
    return set(Deadball(opts or {}).rate_player(p, team).trait_list)


def _thr(team, trait, stat, mode="league"):
    return next(v for s, _, v in TR.thresholds(mode, team.context)[trait] if s == stat)


def test_bsr_earns_speed_traits(cubs):
    """Fowler (551 PA, no Speed trait from his line) is S+ at BsR 5 and S- at BsR -5, per 600 PA."""
    assert "S+" not in _traits(cubs, "fowlede01") and "S-" not in _traits(cubs, "fowlede01")
    assert "S+" in _traits(cubs, "fowlede01", Extras(bsr=5.0))
    assert "S-" in _traits(cubs, "fowlede01", Extras(bsr=-5.0))
    assert not {"S+", "S-"} & _traits(cubs, "fowlede01", Extras(bsr=1.0))


def test_bsr_is_paced_to_600_pa_and_scaled_to_the_league(cubs):
    pa = cubs.player("fowlede01").batting.pa
    league = _thr(cubs, "S+", "bsr_fg")
    assert league > 4.0  # 2016 NL scored more runs a game than 2010-2016
    just_over_book = 4.05 * pa / 600  # paced: 4.05 per 600 PA
    assert "S+" in _traits(cubs, "fowlede01", Extras(bsr=just_over_book), {"traits": "book"})
    assert "S+" not in _traits(cubs, "fowlede01", Extras(bsr=just_over_book))
    assert "S+" in _traits(cubs, "fowlede01", Extras(bsr=(league + 0.05) * pa / 600))
    # a part-timer's BsR counts per 600 PA: +2.5 in 300 PA is +5
    assert "S+" in _traits(cubs, "fowlede01", Extras(bsr=2.5), pa=300, ab=270, h=75, bb=30)


def test_bsr_scales_down_in_a_low_scoring_league():
    tigers = lahman.import_team(1968, "DET")
    horton = next(p for p in tigers.players if p.name == "Willie Horton")
    thr = _thr(tigers, "S+", "bsr_fg")
    assert thr < 4.0  # 1968 AL: about 3.4 runs a game
    bsr = (thr + 4.0) / 2 * horton.batting.pa / 600
    assert "S+" in _traits(tigers, horton.id, Extras(bsr=bsr))
    assert "S+" not in _traits(tigers, horton.id, Extras(bsr=bsr), {"traits": "book"})


def test_real_bsr_settles_a_speed_conflict(cubs):
    """20+ steals earn S+ but BsR -5 earns S-: the family's rate statistic, BsR, decides (GAP 73)."""
    assert "S+" in _traits(cubs, "fowlede01", sb=30)
    assert _traits(cubs, "fowlede01", Extras(bsr=-5.0), sb=30) & {"S+", "S-"} == {"S-"}


def test_def_earns_defense_traits(cubs):
    """Russell's fielding proxy (-7) earns nothing; Def +9 earns D+ and Def -14 D-. Zobrist's proxy D- goes
    when his real Def is +2."""
    assert not {"D+", "D-"} & _traits(cubs, "russead02")
    assert "D+" in _traits(cubs, "russead02", Extras(def_runs=9.0))
    assert "D-" in _traits(cubs, "russead02", Extras(def_runs=-14.0))
    assert "D-" in _traits(cubs, "zobribe01")
    assert not {"D+", "D-"} & _traits(cubs, "zobribe01", Extras(def_runs=2.0))


def test_def_threshold_follows_the_league(cubs):
    pa = cubs.player("russead02").batting.pa
    league = _thr(cubs, "D+", "def")
    just_over_book = 8.05 * pa / 600
    assert league > 8.05
    assert "D+" in _traits(cubs, "russead02", Extras(def_runs=just_over_book), {"traits": "book"})
    assert "D+" not in _traits(cubs, "russead02", Extras(def_runs=just_over_book))


def test_k_pct_earns_contact_traits(cubs):
    """Baez (SO/PA .240) is C- at K% 28 (2016 NL: the line is 27.1%, 25% in the book's years); Zobrist (.130)
    is C+ at K% 9: a K% that contradicts the line wins."""
    assert 0.25 < _thr(cubs, "C-", "k") < 0.28
    assert "C-" not in _traits(cubs, "baezja01")
    assert "C-" in _traits(cubs, "baezja01", Extras(k_pct=0.28))
    assert "C-" in _traits(cubs, "baezja01", Extras(k_pct=0.26), {"traits": "book"})
    assert "C-" not in _traits(cubs, "baezja01", Extras(k_pct=0.26))
    assert "C+" not in _traits(cubs, "zobribe01")
    assert "C+" in _traits(cubs, "zobribe01", Extras(k_pct=0.09))
    # La Stella's C+ comes from his doubles, which K% does not take away (by the book's thresholds: the league
    # scaling mixes his 168 plate appearances' doubles with the league's rate, and they fall short)
    assert "C+" in _traits(cubs, "lasteto01", Extras(k_pct=0.19), {"traits": "book"})
    assert "C+" not in _traits(cubs, "lasteto01", Extras(k_pct=0.19))


def test_ground_ball_pitchers(cubs):
    """Hammel (no trait: K/9 7.8, BB/9 2.9, proxy GB .40) is GB+ at a real GB% of 58; Arrieta's proxy .51 with a
    real GB% of 40 stays without GB+."""
    assert "GB+" not in _traits(cubs, "hammeja01")
    assert "GB+" in _traits(cubs, "hammeja01", Extras(pitcher_gb_pct=0.58))
    assert "GB+" not in _traits(cubs, "hammeja01", Extras(pitcher_gb_pct=0.54))
    assert "GB+" not in _traits(cubs, "arrieja01", Extras(pitcher_gb_pct=0.40))


def test_missing_metrics_fall_back_to_the_proxies(cubs):
    """Extras with nothing in them, or only metrics the guidelines do not read, change no card; one metric
    changes only its own family."""
    r = Deadball()
    for p in cubs.players:
        base = r.rate_player(p, cubs)
        for x in (Extras(), Extras(bb_pct=0.2, gb_pct=0.5, sprint_speed=30.0, pitcher_k_pct=0.4,
                                   pitcher_bb_pct=0.01, sources=("csv",))):
            assert r.rate_player(dataclasses.replace(p, extras=x), cubs) == base, p.name
    # Zobrist keeps D- from his proxy when only his BsR is known
    assert "D-" in _traits(cubs, "zobribe01", Extras(bsr=0.5))


def test_a_team_with_extras_rates_and_plays(cubs):
    """A whole roster carrying metrics: the team guideline still caps each trait, and games play."""
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated

    rules = Deadball()
    for trait, x in (("S+", Extras(bsr=6.0)), ("D+", Extras(def_runs=10.0)), ("C+", Extras(k_pct=0.08)),
                     ("GB+", Extras(pitcher_gb_pct=0.6))):
        team = dataclasses.replace(cubs, players=tuple(dataclasses.replace(p, extras=x) for p in cubs.players))
        cards = rules.rate_team(team)
        assert sum(trait in c.trait_list for c in cards.values()) == 2, trait
        g = Game(rules, rated(rules, team), rated(rules, cubs), Dice(3)).play()
        g.check_invariants()


def test_a_csv_roster_with_metrics():
    """The CSV template's metrics columns reach the traits: Petrakis' P_GB% 56.2 is GB+, Ferreira's BsR -3.1
    clears the S- his line's Speed Score proxy gives him."""
    from dugout.sources.csv_src import csv_template, parse_csv

    team = parse_csv(csv_template())
    bare = dataclasses.replace(team, players=tuple(dataclasses.replace(p, extras=None) for p in team.players))
    rules = Deadball()
    real, proxy = rules.rate_team(team), rules.rate_team(bare)
    by_name = {p.name: p.id for p in team.players}
    assert "GB+" in real[by_name["Moose Petrakis"]].trait_list
    assert "GB+" not in proxy[by_name["Moose Petrakis"]].trait_list
    assert "S-" in proxy[by_name["Gus Ferreira"]].trait_list
    assert "S-" not in real[by_name["Gus Ferreira"]].trait_list
