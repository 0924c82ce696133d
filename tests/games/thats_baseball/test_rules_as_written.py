"""Issue 18, That's Baseball: the book's rules by default (seed 002). Fatigue only with the pitch-count option and
without a ceiling, the default manager's hook by what the rules give it, injuries to a starting player, a career's
ABA, the chart sheet's text, and the sample teams' scores. (The error roll and the 44 are in
test_thats_baseball.py.)"""

from __future__ import annotations

import dataclasses
import itertools
import re

import pytest

from dugout.api import games as core
from dugout.engine.codes import B_HR, P_OUTS, P_PC
from dugout.engine.dice import LoadedDice
from dugout.engine.game import POS_NUM
from dugout.games import make_rules
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.options import ThatsBaseballOptions
from dugout.games.thats_baseball.printing import chart_rows, print_sheets
from dugout.paths import samples_dir

from .conftest import line, make_game, pa

# --- fatigue (item 3) ----------------------------------------------------------------------------------------


def test_fatigue_has_no_ceiling():
    # +1 for every 20 pitches or part over the limit, and the book sets no maximum: 200 pitches are 100 over, +5
    g = make_game(pan=-1, **{"pitch-count": True})
    g.half = 0
    pidx = g.sides[1].pitcher
    g.pit[pidx][P_PC] = 200
    g.rules.end_half(g)
    assert g.ext.bonus[pidx] == 5


def test_a_tired_total_past_the_chart_reads_as_its_last_row():
    g = make_game(aba=32, pan=1, **{"pitch-count": True})
    g.ext.bonus[g.sides[1].pitcher] = 4
    g.narrate = True
    pa(g, [2])  # 32 + 2 + 1 + 4 = 39: the tired PAN counts in full
    assert g.bases[1] == g.batter and "PAN +1 +4 tired = 39" in g.log[-1][2]
    g = make_game(aba=32, pan=1, **{"pitch-count": True})
    g.ext.bonus[g.sides[1].pitcher] = 4
    pa(g, [12])  # 49: past 45, the home run
    assert line(g)[B_HR] == 1


def test_no_fatigue_without_the_pitch_count_option():
    g = make_game(pan=-1)
    g.half = 0
    pidx = g.sides[1].pitcher
    g.pit[pidx][P_PC] = 180
    g.rules.end_half(g)
    assert not g.ext.bonus


def _top_of_inning(g, side: int = 1):
    g.half = 1 - side
    off = g.sides[g.half]
    off.line.append(0)
    g.outs = 0
    return g.sides[side]


def test_without_pitch_count_the_manager_goes_by_innings_not_pitches():
    g = make_game()
    s = _top_of_inning(g)
    hook = g.ext.hooks[1][0]
    g.pit[s.pitcher][P_PC] = 250  # pitches mean nothing without the option
    g.pit[s.pitcher][P_OUTS] = hook - 1
    assert not g.rules.pitcher_tired(g, 1)
    g.pit[s.pitcher][P_OUTS] = hook
    assert g.rules.pitcher_tired(g, 1)
    g.outs = 1  # never in the middle of an inning
    assert not g.rules.pitcher_tired(g, 1)


def test_with_pitch_count_the_manager_goes_by_the_books_fatigue():
    g = make_game(**{"pitch-count": True})
    s = _top_of_inning(g)
    g.pit[s.pitcher][P_OUTS] = 27
    g.pit[s.pitcher][P_PC] = 100
    assert not g.rules.pitcher_tired(g, 1)  # at his limit, not over it: no fatigue yet
    g.ext.bonus[s.pitcher] = 1  # over his limit after the last inning: his PAN rises this inning
    assert g.ext.hooks[1][1] == 0 and g.rules.pitcher_tired(g, 1)


def test_no_pitcher_reads_a_pan_the_book_does_not_give_without_pitch_count():
    a, h = core.load_rosters(["1985:NYA", "1985:BOS"])
    for seed in range(5):
        played = core.play_one("thats-baseball", a, h, seed=seed, narrate=True)
        assert not any(re.search(r"PAN [+-]\d [+-]\d+ tired", t) or "Pitch count:" in t for _, _, t in played.log)


# --- injuries (item 4) ---------------------------------------------------------------------------------------


def test_injury_goes_to_the_starting_player_at_the_position():
    g = make_game(injuries=True)
    away = g.sides[0]
    starter_c = away.fielder[POS_NUM["C"]]
    sub = away.bench[0]
    g.defensive_sub(0, starter_c, sub)
    sub_pos = away.pos_of.get(sub)
    assert sub_pos == "C" and away.fielder[POS_NUM["C"]] == sub
    g.dice = LoadedDice([2, 2, 5, 7, 7, 7])  # injury; 2: the catcher; 5: strained muscle, 15 days
    g.rules.after_game(g)
    side, idx, games, what = g.injuries[0]
    assert (side, idx, games, what) == (0, starter_c, 15, "strained muscle")


def test_injury_to_the_pitcher_is_the_starting_pitcher():
    g = make_game(injuries=True)
    starter = g.sides[1].starter
    g.change_pitcher(1, g.sides[1].pen[0][0])
    g.dice = LoadedDice([8, 2, 10, 3])  # away: no injury; home: injury, 10 the pitcher, pinched nerve
    g.rules.after_game(g)
    assert g.injuries == [(1, starter, 5, "pinched nerve")]


# --- career ABA (item 5) -------------------------------------------------------------------------------------


def test_career_aba_option(yankees_1927):
    spec = {o.name: o for o in make_rules("tb").option_specs()}["aba"]
    assert spec.default == "season" and spec.choices == ("season", "career") and not spec.house
    by = {p.name: p for p in yankees_1927.players}
    season = make_rules("tb").rate_team(yankees_1927)
    career = make_rules("tb", {"aba": "career"}).rate_team(yankees_1927)
    koenig, lazzeri = by["Mark Koenig"].id, by["Tony Lazzeri"].id
    # Koenig hit .285 in 1927 and .279 over his career; Lazzeri .309 and .292
    assert (season[koenig].aba, career[koenig].aba) == (29, 28)
    assert (season[lazzeri].aba, career[lazzeri].aba) == (31, 29)
    assert career[koenig].avg == pytest.approx(0.279, abs=0.0005)


def test_career_aba_falls_back_to_the_season_for_players_lahman_does_not_know(yankees_1927):
    koenig = next(p for p in yankees_1927.players if p.name == "Mark Koenig")
    unknown = dataclasses.replace(koenig, id="not-in-lahman")
    card = make_rules("tb", {"aba": "career"}).rate_player(unknown, yankees_1927)
    assert card.aba == 29 and card == make_rules("tb").rate_player(koenig, yankees_1927)


# --- the chart sheet (item 6) --------------------------------------------------------------------------------


def test_chart_text_keeps_the_books_meaning():
    assert "second baseman or shortstop" in T.RESULT_CHART[38][1] and "right side" not in T.RESULT_CHART[38][1]
    assert T.RESULT_CHART[32][1] == "singles into right (or left)"


@pytest.fixture(scope="module")
def sheets(yankees_1927):
    return print_sheets([yankees_1927], ThatsBaseballOptions(), "letter")


def test_chart_sheet_has_every_book_chart_and_two_injury_columns(sheets):
    charts = sheets[-1]
    c = chart_rows()
    for what, text in c["hit_and_run"]:
        assert text in charts
    assert c["fielders_choice"] in charts
    assert "A plate appearance, in order" in charts
    for _, what in c["sequence"]:
        assert what.replace("'", "&#39;") in charts or what in charts
    who = charts.index("<h2>Injured player")
    what = charts.index("<h2>Injury (2d6)")
    assert who < what and "catcher" in charts[who:what] and "torn ACL" not in charts[who:what]
    assert "torn ACL" in charts[what:]
    assert "House rule" in charts and "error roll" in charts


def test_sequence_puts_the_error_roll_after_the_double_play_roll():
    steps = [what for _, what in T.SEQUENCE]
    dp = next(k for k, s in enumerate(steps) if "double-play roll" in s)
    err = next(k for k, s in enumerate(steps) if "error roll" in s)
    fly = next(k for k, s in enumerate(steps) if "fly-ball" in s)
    assert dp < err < fly


def test_game_card_has_a_substitute_row_under_every_batter(sheets, yankees_1927):
    card = sheets[1]
    assert card.count('<tr class="sub">') == len(yankees_1927.lineup_vs_rhp)


# --- the sample teams (checked by) ---------------------------------------------------------------------------


def test_sample_teams_stay_under_twenty_runs_a_side():
    folder = samples_dir() / "deadball"
    teams = core.load_rosters([str(p) for p in sorted(folder.glob("*.json"))])
    pairs = list(itertools.permutations(range(len(teams)), 2))
    most = 0
    for seed in range(200):
        a, h = pairs[(seed * 7) % len(pairs)]
        d = core.play_one("thats-baseball", teams[a], teams[h], seed=seed).box.to_dict()
        most = max(most, d["away"]["R"], d["home"]["R"])
    assert most < 20


# --- the calibrated house rule (issue 17) ---------------------------------------------------------------------------
def test_calibrated_is_a_house_rule_off_by_default():
    from dugout.games.thats_baseball import ThatsBaseball

    spec = {o.name: o for o in ThatsBaseball.option_specs()}["calibrated"]
    assert spec.house and spec.default is False and ThatsBaseball().options.calibrated is False


def test_calibrated_reads_the_cards_against_the_league(yankees_1927):
    """1927 AL as written bats about .38 and scores eight runs a game: most of its regulars are ABA 30-32. Read
    against the league (a .285 league, 4.92 runs a game: level 26.2), an average hitter is 26 and Ruth still 32;
    a 4.12 ERA, the league's, is PAN 0. Replayed once, the league scores within 10% of its real 4.92."""
    from dugout.api.fidelity import replay_counts
    from dugout.games.thats_baseball import ThatsBaseball
    from dugout.games.thats_baseball.ratings import calibrated_level

    ctx = yankees_1927.context
    assert 25.8 < calibrated_level(ctx) < 26.6
    book, cal = ThatsBaseball(), ThatsBaseball({"calibrated": True})
    ruth = next(p for p in yankees_1927.players if p.name == "Babe Ruth")
    assert book.rate_player(ruth, yankees_1927).aba == cal.rate_player(ruth, yankees_1927).aba == 32
    regulars = [p for p in yankees_1927.players if p.batting and p.batting.pa >= 300]
    assert sum(book.rate_player(p, yankees_1927).aba for p in regulars) / len(regulars) > 30
    assert sum(cal.rate_player(p, yankees_1927).aba for p in regulars) / len(regulars) < 30
    acc = replay_counts("thats-baseball", {"calibrated": True}, 1927, "AL", ["cal"])
    rpg = sum(t["rs"] for t in acc.values()) / sum(t["games"] for t in acc.values())
    assert abs(rpg / ctx.r_per_g - 1) < 0.10, rpg
