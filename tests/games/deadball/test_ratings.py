"""Deadball ratings from real statistics (1927 AL, 1968 AL, 2016 NL), traits per team across eras, native
ratings and overrides."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.errors import DugoutError
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.sources import lahman


def _cards(season: int, team: str, **opts):
    t = lahman.import_team(season, team)
    cards = Deadball(opts).rate_team(t)
    return {p.name: cards[p.id] for p in t.players}, t


@pytest.fixture(scope="module")
def nyy27():
    return _cards(1927, "NYY")


def test_conversions(vectors):
    from dugout.games.deadball.card import target

    for avg, bt in vectors["conversions"]["bt_from_avg"].items():
        assert target(float(avg)) == bt
    for era, die in vectors["conversions"]["era_to_pd"].items():
        assert T.RUNG_LABELS[T.die_from_era(float(era))] == die
    for die, bumped in vectors["conversions"]["platoon_bump"].items():
        assert T.RUNG_LABELS[T.PLATOON[T.parse_die(die)]] == bumped


@pytest.mark.parametrize("name, bt, wt, pd, traits", [
    ("Babe Ruth", 36, 49, "-d20", {"P++"}),            # .356, OBP .486 (SF not recorded in 1927); no low-average C-
    ("Lou Gehrig", 37, 47, "-d20", {"P++"}),           # .373, .474
    ("Waite Hoyt", 22, 25, "d8", {"CN+", "ST+"}),      # ERA 2.63, 256 IP, 2.1 BB/9 in a 3.3 league
    ("Wilcy Moore", 8, 13, "d8", {"P-", "GB+"}),       # ERA 2.28, 2 HR allowed in 213 innings
    ("Herb Pennock", 22, 25, "d4", set()),             # ERA 3.00
])
def test_1927_yankees(nyy27, name, bt, wt, pd, traits):
    c = nyy27[0][name]
    assert (c.bt, c.wt, c.pd_label, set(c.trait_list)) == (bt, wt, pd, traits)


def test_position_players_pitch_minus_d20(nyy27):
    assert nyy27[0]["Earle Combs"].pd_label == "-d20"


@pytest.mark.parametrize("season, team, name, bt, wt, pd, has", [
    (1968, "DET", "Denny McLain", 16, 17, "d12", {"P-", "ST+"}),       # ERA 1.96, 336 innings
    (1968, "CLE", "Luis Tiant", 8, 8, "d12", {"K+"}),                  # ERA 1.60, 9.2 K/9 in a 6.0 league
    (1968, "BOS", "Carl Yastrzemski", 30, 43, "-d20", {"C+"}),         # .301/.426
    (1968, "WS2", "Frank Howard", 27, 34, "-d20", {"P++"}),            # 44 home runs
    (1968, "CHA", "Luis Aparicio", 26, 30, "-d20", {"D+"}),
    (2016, "LAN", "Clayton Kershaw", 17, 19, "d12", {"P-", "CN+"}),    # ERA 1.69, 0.7 BB/9
    (2016, "CIN", "Billy Hamilton", 26, 32, "-d20", {"S+"}),           # 58 steals
    (2016, "COL", "Nolan Arenado", 29, 36, "-d20", {"P++", "D+"}),
    (2016, "CHN", "Jon Lester", 10, 19, "d8", {"ST+"}),                # ERA 2.44, 203 innings
])
def test_named_players(season, team, name, bt, wt, pd, has):
    cards, _ = _cards(season, team)
    c = cards[name]
    assert (c.bt, c.wt, c.pd_label) == (bt, wt, pd)
    assert has <= set(c.trait_list)


def test_calibration_options():
    """era=league reads ERA against the league's (3.25 for an average pitcher), walks=rate makes WT = BT +
    walks and HBP per 100 PA, power=fit gives every hitter the power trait of his ISO/BA."""
    opts = {"era": "league", "walks": "rate", "power": "fit"}
    ruth = _cards(1927, "NYY", **opts)[0]["Babe Ruth"]
    assert (ruth.bt, ruth.wt) == (36, 56) and ruth.has("P++")          # 137 walks in 696 PA
    assert _cards(1968, "DET", **opts)[0]["Denny McLain"].pd_label == "d8"   # 1.96 × 3.25 / 2.98 = 2.14
    assert _cards(1968, "CHA", **opts)[0]["Luis Aparicio"].has("P--")        # ISO .063 on a .264 average


def test_book_thresholds_undersell_other_eras():
    """Printed thresholds hand 1927's pitchers no K+ at all (nobody struck out 9 per nine); scaled ones do."""
    league = [Deadball({"traits": mode}).rate_team(t) for mode in ("book", "league")
              for t in lahman.import_league(1927, "AL")]
    book = sum(c.has("K+") for cards in league[:8] for c in cards.values())
    scaled = sum(c.has("K+") for cards in league[8:] for c in cards.values())
    assert book == 0 and 6 <= scaled <= 16


@pytest.mark.parametrize("season, league", [(1908, "NL"), (1927, "AL"), (1968, "AL"), (2016, "NL")])
def test_about_one_of_each_trait_per_team(season, league):
    """League-scaled guidelines with the team guideline: one or two of each trait per team, two per player at
    most, and pitchers P- unless capable hitters."""
    teams = lahman.import_league(season, league)
    rules = Deadball()
    counts: dict[str, int] = {}
    for t in teams:
        cards = rules.rate_team(t)
        for c in cards.values():
            names = [n for n in c.trait_list if not (c.is_pitcher and n == "P-")]
            assert len([n for n in names if n in T.HITTER_TRAITS]) <= 2
            assert c.is_pitcher or not set(names) & set(T.PITCHER_TRAITS)
            if c.is_pitcher and c.bt < 20:
                assert "P-" in c.trait_list
            for n in names:
                counts[n] = counts.get(n, 0) + 1
        per_team = {k: sum(1 for c in cards.values() if c.has(k) and not (c.is_pitcher and k == "P-"))
                    for k in ("P+", "P++", "C+", "S+", "D+", "K+", "CN+")}
        assert per_team["P+"] + per_team["P++"] <= 2 and all(v <= 2 for v in per_team.values())
    n = len(teams)
    for trait in ("C+", "S+", "D+", "K+"):
        assert 0.5 <= counts.get(trait, 0) / n <= 2.0, (trait, counts.get(trait, 0) / n)
    power = (counts.get("P+", 0) + counts.get("P++", 0)) / n
    assert 1.0 <= power <= 2.0


def test_native_ratings_and_overrides(make_player, make_team):
    rules = Deadball()
    t = make_team("A", {"SS": {"bt": 31, "traits": ("S+", "D+")}})
    ss = next(p for p in t.players if p.name == "A SS")
    c = rules.rate_team(t)[ss.id]
    assert (c.bt, c.wt, set(c.trait_list), c.source) == (31, 36, {"S+", "D+"}, "native")
    over = dataclasses.replace(ss, overrides={"deadball": {"bt": 33, "traits": "P+ C-", "pd": "d8"}})
    c = rules.rate_player(over, t)
    assert (c.bt, c.pd_label, c.trait_list, c.pmod) == (33, "d8", ("P+", "C-"), 1)
    with pytest.raises(DugoutError, match="not a Deadball trait"):
        rules.rate_player(dataclasses.replace(ss, overrides={"deadball": {"traits": ["Q+"]}}), t)
    with pytest.raises(DugoutError, match="pitch die"):
        rules.rate_player(dataclasses.replace(ss, overrides={"deadball": {"pd": "d7"}}), t)
    with pytest.raises(DugoutError, match="integer"):
        rules.rate_player(dataclasses.replace(ss, overrides={"deadball": {"bt": "lots"}}), t)


def test_small_samples_are_filled_with_the_league(nyy27):
    """A pitcher with a handful of innings or a hitter with a few at-bats is read against league-average filler."""
    cards, t = nyy27
    for p in t.players:
        c = cards[p.name]
        if p.batting and 0 < p.batting.ab < 20 and not p.is_pitcher:
            assert 15 <= c.bt <= 40, p.name
        if p.pitching and 0 < p.pitching.ipouts < 30:
            assert c.pd_label in ("-d4", "-d8", "-d12", "d4"), p.name


def test_rating_fields_and_options():
    rules = Deadball({"traits": "book", "trait-cap": "0", "pitch-die": "printed"})
    assert rules.options.trait_cap == 0
    with pytest.raises(DugoutError):
        Deadball({"traits": "modern"})
    with pytest.raises(DugoutError):
        Deadball({"no-such-rule": True})
    cards, _ = _cards(1927, "NYY")
    f = Deadball().rating_fields(cards["Babe Ruth"])
    assert f["bt"] == 36 and f["pd"] == "-d20" and "P++" in f["traits"]
    assert set(Deadball().rating_columns()) <= set(f)
