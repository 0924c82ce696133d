"""Card generation: the seed's published 1889 Boston cards, column fidelity, grades, MIP and BK/WP."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import ranges
from dugout.games.pine_tar.ratings import FAITHFUL_FLOOR, _exposure_norm, rate, targets_for
from dugout.games.pine_tar.ratings_balance import rebalanced
from dugout.games.pine_tar.ratings_exact import (
    doubles_bound,
    grid_expected,
    joint_columns,
    least_doubles_excess,
    near_columns,
)
from dugout.games.pine_tar.ratings_grades import assign, grade_effects, scale_for
from dugout.games.pine_tar.ratings_hitting import (
    LHP_EXPOSURE,
    TARGETED,
    expected_rates,
    fast_expected,
    split_targets,
)
from dugout.games.pine_tar.ratings_league import batting_rates, league_for
from dugout.games.pine_tar.ratings_pitching import bk_wp, mip
from dugout.model.stats import PitchingLine
from dugout.sources import lahman

#: Its module-scoped leagues are rated once: every test of this file runs on one xdist worker (--dist loadgroup).
pytestmark = pytest.mark.xdist_group("games-pine_tar-test_cards")



@pytest.fixture(scope="module")
def boston_1889():
    return lahman.import_team(1889, "BSN")


@pytest.fixture(scope="module")
def printed(boston_1889):
    """The 1889 Boston cards under the published cards' conventions, by surname."""
    rules = make_rules("pine-tar", {"cards": "authentic"})
    cards = rules.rate_team(boston_1889)
    return {p.name.split()[-1]: cards[p.id] for p in boston_1889.players}


def end_of(card, code, col):
    """Last roll of the range that ends with ``code`` (cumulative, so an empty range ends one before)."""
    return sum(1 for c in card.cols[col][:97] if c <= code) - 1


def single_roll(card, code, col):
    rng = [i for i in range(97) if card.cols[col][i] == code]
    return rng[0] if len(rng) == 1 else None


# --- the seed's published cards (1889 Boston, seed pp. 23-24) ------------------------------------------------


def test_brouthers_risp_column_matches_the_printed_so_61_and_go_p_70(printed):
    b = printed["Brouthers"]
    assert abs(single_roll(b, T.SO, 1) - 61) <= 1
    assert abs(single_roll(b, T.GO_P, 1) - 70) <= 1


def test_brouthers_extra_base_ranges_match_row_one(printed):
    # row 1 prints "1-2 3B  1-2 3B" and "3-7 2B  3-6 2B": his vs-RHP and RISP columns
    for col in (0, 1):
        rs = {res: rng for rng, res in ranges(printed["Brouthers"].cols[col])}
        assert rs["3B"] == "1-2"
        lo, hi = map(int, rs["2B"].split("-"))
        assert lo == 3 and abs(hi - 6.5) <= 1


@pytest.mark.parametrize("name,hbp", [("Nash", 37), ("Kelly", 37), ("Bennett", 29), ("Johnston", 28),
                                      ("Ganzel", 30), ("Richardson", 36), ("Brown", 33), ("Quinn", 30)])
def test_hbp_end_positions_within_one(printed, name, hbp):
    card = printed[name]
    assert min(abs(end_of(card, T.HBP, c) - hbp) for c in range(3)) <= 1


def test_radbourn_bk_wp_and_the_others_capped(printed):
    assert printed["Radbourn"].bkwp_text == "--/74"
    for name in ("Clarkson", "Madden", "Daley"):
        assert printed[name].bkwp_text == "--/99"


def test_every_1889_starter_has_mip_9(printed):
    for name in ("Clarkson", "Radbourn", "Madden", "Daley"):
        card = printed[name]
        assert card.role == "S" and card.mip_start == 9


def test_games_started_print_after_the_role(printed):
    assert [printed[n].gs for n in ("Clarkson", "Radbourn", "Madden", "Daley")] == [72, 31, 19, 7]


@pytest.mark.parametrize("name,legible", [
    ("Clarkson", {"3B": "1", "2B": "2-4", "HBP": "--"}),
    ("Radbourn", {"3B": "--", "2B": "1"}),
    ("Madden", {"HR*": "--", "3B": "--", "2B": "0", "HBP": "--"}),
    ("Daley", {"3B": "--", "2B": "0-4", "HBP": "--"}),
])
def test_pitchers_batting_columns(printed, name, legible):
    got = {res: rng for rng, res in ranges(printed[name].cols[0])}
    for res, rng in legible.items():
        assert got[res] == rng


def test_sbo_letters_of_all_fourteen(printed):
    want = {"Nash": "C", "Richardson": "B", "Brouthers": "D", "Kelly": "B", "Smith": "D", "Bennett": "E", "Brown": "B",
            "Johnston": "C", "Quinn": "D", "Clarkson": "E", "Radbourn": "E", "Madden": "E", "Daley": "N",
            "Ganzel": "D"}
    assert {n: printed[n].sbo for n in want} == want


def test_every_shc_is_70_when_the_season_kept_no_sacrifices(printed):
    assert {c.shc for c in printed.values()} == {70}


def test_daley_never_steals(printed):
    assert printed["Daley"].sbc == 0 and printed["Daley"].sbo == "N"


def test_the_fixed_rolls_97_to_99(printed):
    for card in printed.values():
        for col in card.cols:
            assert col[97:] == (T.LO, T.ROE_LO, T.BK_WP)


# --- columns reproduce their targets ------------------------------------------------------------------------------


def test_authentic_columns_round_the_cumulative_targets(boston_1889):
    """Range ends sit within half a slot of 99 × the cumulative target, except where an event he had is kept."""
    for p in boston_1889.players:
        card = rate(p, boston_1889, authentic=True)
        for col, target in zip(card.cols if not card.is_pitcher else card.cols[:1],
                               targets_for(p, boston_1889, authentic=True)):
            cum = 0.0
            for code in TARGETED[:-1]:
                cum += 99 * target[code]
                n = sum(1 for c in col[:97] if c <= code)
                assert abs(n - cum) <= 0.5 + 1e-9 or _floored(col, code), (p.name, T.OUTCOME_NAMES[code])
            so = sum(1 for c in col[:97] if c == T.SO)
            assert abs(so - 99 * target[T.SO]) <= 0.5 + 1e-9 or so == 1


def _floored(col, code):
    return any(sum(1 for c in col[:97] if c == k) == 1 for k in TARGETED[:-1] if k <= code)


#: Batters (100+ PA) whose columns, mixed as he uses them, miss a season rate by more than half a slot, with the
#: miss in slots. Every one is a 2B excess: the check rolls in a long 1B range turn singles into doubles against
#: C-E. Every one is proven forced twice over (but those in ``JOINT_ONLY``, proven by the joint bound): ``doubles_bound`` (no card whose columns each keep HR, 3B, 1B and BB
#: within a slot of their own targets has fewer doubles) and ``joint_columns`` (no card whose columns each keep
#: every outcome within a slot of their own targets has a smaller worst miss; inf: no such column exists) are both
#: above half a slot. No miss is left open.
FORCED = {
    (1889, "NL"): {"BSN ganzech01": 1.50, "CHN bastich01": 0.91, "CL4 mcaleji01": 0.90, "CL4 striccu01": 0.64,
                   "WS8 myersal01": 0.61},
    (1985, "AL"): {},
    (2016, "NL"): {"ATL castrda01": 0.57, "SDN amarial01": 0.63},
}
#: The joint bound (``joint_columns``' least worst miss) of each forced batter.
JOINT = {"BSN ganzech01": float("inf"), "CHN bastich01": 0.9215, "CL4 mcaleji01": 0.8765, "CL4 striccu01": 0.6387,
         "WS8 myersal01": 0.6017, "ATL castrda01": 0.5641, "SDN amarial01": 0.6253}
#: Forced batters whose doubles bound is below half a slot (the joint bound alone proves the miss): none since the
#: 1889 ROE/PO width played fewer errors (``reached_share``; Maul 1889 was, at 0.48, and is no longer a miss).
JOINT_ONLY: frozenset[str] = frozenset()
#: Batters whose misses the published cards' one HBP number forces: the card ``joint_columns`` finds within half a
#: slot (or nearer) prints no HBP in some column, for a batter who was hit by pitches. Misses in slots.
FLOORED = {
    (1889, "NL"): {},
    (1985, "AL"): {("CHA cruzju01", T.DOUBLE): 0.71, ("TEX jonesbo02", T.DOUBLE): 0.70,
                   ("TEX jonesbo02", T.BB): -0.68},
    (2016, "NL"): {("PHI goeddty01", T.DOUBLE): 0.63, ("PHI goeddty01", T.BB): -0.62,
                   ("PHI hernace02", T.DOUBLE): 0.63, ("WAS robincl01", T.DOUBLE): 0.63},
}


def _team_hr_scale(team, lg, mix) -> float:
    """The factor a dead-ball team's balance put on its batters' home-run targets (1.0 where none was)."""
    from dugout.games.pine_tar.ratings import _fit_players
    from dugout.games.pine_tar.ratings_balance import BALANCE_BELOW_SLOTS, balance

    if 99 * lg.rates[T.HR] >= BALANCE_BELOW_SLOTS:
        return 1.0
    cards, usage = _fit_players(team.players, team, False)
    return balance(team.players, cards, usage, mix, lambda ps, f: _fit_players(ps, team, False, f)[0])[1]


@pytest.mark.parametrize("season,league", [(1889, "NL"), (1985, "AL"), (2016, "NL")])
def test_faithful_columns_reproduce_the_season_rates(season, league):
    """The engine's expected rates of a batter's three columns, mixed as he uses them, meet his season rates
    within half a slot (99 × rate) on every outcome, for every batter with 100+ PA but three kinds of miss: an
    HBP or SO excess where every column prints the one number the published cards give any event a player had
    (below a slot), a 2B excess proven forced (no larger than recorded and within half a slot of its proven
    bound), and the listed misses that one HBP number forces."""
    rules = make_rules("pine-tar")
    lg = league_for(lahman.league_context(season, league))
    sc = scale_for(lg)
    forced = FORCED[season, league]
    floored = FLOORED[season, league]
    misses: dict[tuple[str, int], float] = {}
    for t in lahman.import_league(season, league):
        cards = rules.rate_team(t)
        k = _team_hr_scale(t, lg, sc.mix)
        for p in t.players:
            card = cards[p.id]
            if card.is_pitcher or not p.batting or p.batting.pa < 100:
                continue
            ts = targets_for(p, t)
            if rebalanced(p):  # the team's home-run balance (``ratings_balance``)
                ts = tuple({**tg, T.HR: tg[T.HR] * k} for tg in ts)
            s = min(0.95, lg.lhp_share * LHP_EXPOSURE.get(card.bats, 1.0) / _exposure_norm())
            use = ((1 - lg.f_risp) * (1 - s), lg.f_risp, (1 - lg.f_risp) * s)
            f1s = (lg.f1_open, lg.f1_risp, lg.f1_open)
            slow = card.br == T.SLOW
            es = [expected_rates(c, sc.mix, f1, slow) for c, f1 in zip(card.cols, f1s)]
            key = f"{t.id} {p.id}"
            for o in TARGETED:
                err = sum(u * 99 * (e[o] - tg[o]) for u, e, tg in zip(use, es, ts))
                if o in FAITHFUL_FLOOR and 0.5 < err and all(c[:97].count(o) == 1 for c in card.cols):
                    assert err < 1.0, (p.name, T.OUTCOME_NAMES[o], err)  # the one number, held
                elif abs(err) > 0.5:
                    misses[key, o] = err
            n_roe = card.cols[0][:97].count(T.ROE_PO)
            if key in forced:
                bound = doubles_bound(ts, use, f1s, n_roe=n_roe, mix=sc.mix, slow=slow)
                # no card near its column targets gets within half a slot
                assert bound > 0.5 or key in JOINT_ONLY, (p.name, bound)
                assert misses.get((key, T.DOUBLE), 0.0) <= bound + 0.5, (p.name, bound)
                least, _ = joint_columns(ts, use, f1s, n_roe=n_roe, mix=sc.mix, slow=slow)
                assert least > 0.5, (p.name, least)  # nor any whose columns keep every outcome within a slot
                assert least == pytest.approx(JOINT[key], abs=0.001), (p.name, least)
            if any(k == key for k, _ in floored):
                least, joint = joint_columns(ts, use, f1s, n_roe=n_roe, mix=sc.mix, slow=slow)
                assert joint is not None and any(n.get(T.HBP, 0) == 0 for n in joint) and p.batting.hbp > 0
    expected = {(pid, T.DOUBLE) for pid in forced} | set(floored)
    assert set(misses) == expected, {(pid, T.OUTCOME_NAMES[o]): round(v, 2) for (pid, o), v in misses.items()}
    for key, v in misses.items():
        if key in floored:
            assert abs(v) <= abs(floored[key]) + 0.01, (key, v)
        else:
            assert abs(v) <= forced[key[0]] + 0.01, (key, v)


def test_the_doubles_bound_is_a_floor_on_every_column_near_its_targets():
    """Exhaustively over small columns: none with HR, 3B, 1B and BB within a slot of its targets has fewer
    doubles than ``least_doubles_excess``."""
    lg = league_for(lahman.league_context(1889, "NL"))
    sc = scale_for(lg)
    want = {T.HR: 0.4, T.TRIPLE: 1.7, T.DOUBLE: 1.2, T.SINGLE: 21.2, T.BB: 4.9, T.HBP: 0.7, T.SO: 4.2}
    bound = least_doubles_excess(want, n_roe=10, mix=sc.mix, f1=lg.f1_open)
    assert bound > 0.9  # Ganzel's vs-RHP column: a 1B range of 20+ slots holds four or five check rolls
    best = float("inf")
    for h in range(3):
        for t3 in range(4):
            for d in range(3):
                for s1 in range(17, 30):
                    for bb in range(3, 9):
                        for hbp in range(3):
                            n = {T.HR: h, T.TRIPLE: t3, T.DOUBLE: d, T.SINGLE: s1, T.BB: bb, T.HBP: hbp, T.SO: 4}
                            e = fast_expected(n, 10, sc.mix, lg.f1_open)
                            if all(abs(99 * e[o] - want[o]) <= 1.0 for o in TARGETED if o != T.DOUBLE):
                                best = min(best, 99 * e[T.DOUBLE] - want[T.DOUBLE])
    assert bound <= best + 1e-9


def test_grid_expected_is_fast_expected_for_many_columns():
    import numpy as np

    lg = league_for(lahman.league_context(1985, "AL"))
    sc = scale_for(lg)
    rng = np.random.default_rng(7)
    counts = rng.integers(0, 12, size=(300, 8))
    counts[:, T.SINGLE] += 10
    for slow in (False, True):
        got = grid_expected(counts, sc.mix, 0.3, slow)
        for row, c in zip(got, counts):
            e = fast_expected({o: int(c[o]) for o in TARGETED}, int(c[T.ROE_PO]), sc.mix, 0.3, slow)
            assert row == pytest.approx([99 * e[o] for o in TARGETED], abs=1e-9)


def test_many_rates_is_fast_expected_to_the_last_bit():
    """The searches score their moves with ``many_rates`` and must pick the step ``fast_expected`` would pick, so
    the two agree exactly, with one ``f1`` and slowness per row as well as one for all."""
    import numpy as np

    from dugout.games.pine_tar.ratings_grid import many_rates, with_roe

    lg = league_for(lahman.league_context(1908, "NL"))
    sc = scale_for(lg)
    rng = np.random.default_rng(11)
    counts = rng.integers(0, 14, size=(400, 7))
    counts[:, 3] += 8
    n_roe = 3
    counts = counts[counts.sum(axis=1) + n_roe <= 95]
    f1 = rng.choice([0.0, 0.21, 0.37], size=len(counts))
    slow = rng.random(len(counts)) < 0.5
    for rows_f1, rows_slow in ((f1, slow), (0.21, True), (0.0, False)):
        got = many_rates(with_roe(counts, n_roe), sc.mix, rows_f1, rows_slow)
        for k, c in enumerate(counts):
            one_f1 = float(np.broadcast_to(rows_f1, len(counts))[k])
            one_slow = bool(np.broadcast_to(rows_slow, len(counts))[k])
            e = fast_expected(dict(zip(TARGETED, c.tolist())), n_roe, sc.mix, one_f1, one_slow)
            assert got[k].tolist() == [e[o] for o in TARGETED]


def test_a_team_rated_together_gets_each_card_it_gets_alone():
    """``rate_team`` fits every column of the team in one batch; each card is the one ``rate`` makes alone (before a
    dead-ball team's home runs are balanced: ``test_home_runs``)."""
    from dugout.games.pine_tar.ratings import _fit_players

    team = lahman.import_team(1908, "CHN")
    together = _fit_players(team.players, team, False)[0]
    for p in team.players[:12]:
        assert rate(p, team) == together[p.id], p.name


def test_an_edited_league_season_is_rated_as_its_own():
    """The league context, grade scale and league speed are cached by their contents, not by the season's name:
    tripling the league's home runs (same PA and runs) changes the cards, and the real season's stay as they were."""
    from dugout.games.pine_tar.ratings import rate_players

    team = lahman.import_team(1927, "NYA")
    real = rate_players(team.players, team)
    ctx = dataclasses.replace(team.context, batting=dataclasses.replace(team.context.batting,
                                                                         hr=team.context.batting.hr * 3))
    edited = dataclasses.replace(team, context=ctx)
    assert rate_players(edited.players, edited) != real
    assert rate_players(team.players, team) == real


def test_near_columns_lists_every_column_near_its_targets():
    """Against a brute force over a wider box: the same columns, none missed."""
    import itertools

    import numpy as np

    lg = league_for(lahman.league_context(2016, "NL"))
    sc = scale_for(lg)
    want = {T.HR: 0.6, T.TRIPLE: 0.4, T.DOUBLE: 1.5, T.SINGLE: 8.2, T.BB: 4.1, T.HBP: 0.5, T.SO: 10.3}
    cs, es = near_columns(want, n_roe=4, mix=sc.mix, f1=lg.f1_open, slow=True)
    box = [range(max(0, int(want[o]) - 6), int(want[o] / 0.8) + 5) for o in TARGETED[:6]]
    grid = np.array([v[:6] + (4, so) for v in itertools.product(*box)
                     for so in range(int(want[T.SO]) - 6, int(want[T.SO] / 0.8) + 5)])
    err = grid_expected(grid, sc.mix, lg.f1_open, True) - np.array([want[o] for o in TARGETED])
    brute = grid[(np.abs(err) <= 1.0).all(axis=1)]
    assert len(cs) > 10 and sorted(map(tuple, cs)) == sorted(map(tuple, brute))
    assert (np.abs(es) <= 1.0).all()


def test_joint_columns_is_the_least_worst_miss_of_every_combination():
    """Against every combination of the three columns' qualifying lists: the bound is the least worst miss, and
    the card has the least total excess over half a slot."""
    import numpy as np

    lg = league_for(lahman.league_context(2016, "NL"))
    sc = scale_for(lg)
    base = {T.HR: 0.02, T.TRIPLE: 0.013, T.DOUBLE: 0.015, T.SINGLE: 0.134, T.BB: 0.07, T.HBP: 0.009, T.SO: 0.22}
    targets = (base, {o: v * (1.1 if o == T.BB else 1.0) for o, v in base.items()},
               {o: v * (0.9 if o == T.SINGLE else 1.0) for o, v in base.items()})
    use, f1s = (0.54, 0.23, 0.23), (lg.f1_open, lg.f1_risp, lg.f1_open)
    least, card = joint_columns(targets, use, f1s, n_roe=4, mix=sc.mix)
    errs = [u * near_columns({o: 99 * t[o] for o in TARGETED}, n_roe=4, mix=sc.mix, f1=f1)[1]
            for t, u, f1 in zip(targets, use, f1s)]
    every = (errs[0][:, None, None] + errs[1][None, :, None] + errs[2][None, None, :])
    assert least == pytest.approx(np.abs(every).max(axis=3).min())
    got = [fast_expected(n, 4, sc.mix, f1) for n, f1 in zip(card, f1s)]
    mixed = [sum(u * (99 * g[o] - 99 * t[o]) for u, g, t in zip(use, got, targets)) for o in TARGETED]
    excess = np.maximum(np.abs(every) - 0.5, 0.0).sum(axis=3)
    assert sum(max(0.0, abs(v) - 0.5) for v in mixed) == pytest.approx(excess.min(), abs=1e-9)
    assert max(map(abs, mixed)) >= least - 1e-9


def test_split_targets_mix_back_to_the_season():
    r = {T.HR: .04, T.TRIPLE: .004, T.DOUBLE: .05, T.SINGLE: .14, T.BB: .09, T.HBP: .01, T.SO: .22}
    for hand in ("R", "L", "S"):
        vr, ri, vl = split_targets(r, hand, 0.3, 0.27)
        for o, season_rate in r.items():
            assert abs(0.27 * ri[o] + 0.73 * (0.7 * vr[o] + 0.3 * vl[o]) - season_rate) < 1e-12
    vr, ri, vl = split_targets(r, "R", 0.3, 0.27)
    assert vl[T.DOUBLE] > vr[T.DOUBLE] and vl[T.SO] < vr[T.SO]  # a RHB hits a LHP better
    assert ri[T.HR] < r[T.HR]


# --- grades -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("season,league", [(1889, "NL"), (1985, "AL"), (2016, "NL")])
def test_grade_effects_follow_the_corrected_table(season, league):
    eff = grade_effects(league_for(lahman.league_context(season, league)))
    assert eff[T.A_PLUS] < eff[T.A] < eff[T.B] < 0 < eff[T.C] <= eff[T.D] < eff[T.E] < eff[T.G]


def test_authentic_grades_lean_to_b_as_the_published_cards(boston_1889):
    """The published 1889 Boston grades (A+, A and seven Bs legible, no C): on authentic cards an average pitcher
    is a B; Clarkson, the league's best, an A+; Madden B/B and Daley A/B as legible."""
    lg = league_for(boston_1889.context)
    sc = scale_for(lg, average_b=True)
    assert assign(sc, 0.0, starter=False) == ((T.B, T.B), (T.B, T.B))
    assert max(range(len(T.GRADES)), key=lambda g: sc.mix[g]) == T.B
    cards = make_rules("pine-tar", {"cards": "authentic"}).rate_team(boston_1889)
    by = {p.name.split()[-1]: cards[p.id] for p in boston_1889.players}
    assert by["Clarkson"].grade_home[0] == T.A_PLUS
    assert by["Madden"].grade_text(False) == "B/B" and by["Daley"].grade_text(True) == "A/B"
    grades = [g for n in ("Clarkson", "Radbourn", "Madden", "Daley") for pair in (by[n].grade_home,
                                                                             by[n].grade_away) for g in pair]
    assert T.C not in grades and grades.count(T.B) >= 5


@pytest.mark.parametrize("season,league", [(1889, "NL"), (1985, "AL"), (2016, "NL")])
def test_the_league_mean_grade_effect_is_neutral(season, league):
    lg = league_for(lahman.league_context(season, league))
    sc = scale_for(lg)
    assert abs(sum(m * e for m, e in zip(sc.mix, sc.effect))) < 0.002 * lg.rpa * 10
    assert abs(sum(sc.mix) - 1) < 1e-9


def test_better_pitchers_get_better_grades(boston_1889):
    rules = make_rules("pine-tar")
    cards = rules.rate_team(boston_1889)
    by = {p.name.split()[-1]: cards[p.id] for p in boston_1889.players}
    assert by["Clarkson"].quality < by["Sowders"].quality
    assert by["Clarkson"].grade_away[0] <= by["Sowders"].grade_away[0]
    for card in cards.values():
        if card.role:
            assert card.grade_home[0] <= card.grade_away[0] + 1
            assert card.grade_home[1] >= card.grade_home[0] and card.grade_away[1] >= card.grade_away[0]


# --- MIP and BK/WP ------------------------------------------------------------------------------------------------


def test_mip_of_a_workhorse_and_of_a_modern_starter():
    lg = league_for(lahman.league_context(2013, "NL"))
    assert mip(PitchingLine(g=72, gs=72, cg=68, ipouts=1860), lg)[0] == 9
    start, _ = mip(PitchingLine(g=32, gs=32, cg=1, ipouts=600), lg)  # 6.25 innings a start
    assert start in (5, 6)
    _, relief = mip(PitchingLine(g=70, gs=0, ipouts=210), lg)  # one inning an outing
    assert relief == 1


def test_bk_wp_ranges_from_the_season():
    lg = league_for(lahman.league_context(1889, "NL"))
    assert bk_wp(PitchingLine(bfp=1180, wp=4, bk=0), lg, 0.45) == (-1, 74)
    assert bk_wp(PitchingLine(bfp=2641, wp=16, bk=0), lg, 0.45) == (-1, 99)
    assert bk_wp(PitchingLine(bfp=900, wp=0, bk=0), lg) == (-1, -1)
    bk, wp = bk_wp(PitchingLine(bfp=900, wp=5, bk=2), lg)
    assert 0 <= bk < wp <= 99


# --- players without real stats and hand-written overrides ----------------------------------------------------


def test_generated_players_get_complete_cards():
    from dugout.generate.synthetic import random_team

    team = random_team(7, lahman.league_context(1927, "AL"))
    rules = make_rules("pine-tar")
    for card in rules.rate_team(team).values():
        assert all(len(c) == 100 for c in card.cols)
        assert card.sbo in T.SBO_LETTERS and 0 <= card.ec <= 9


def test_overrides_win(boston_1889):
    kelly = next(p for p in boston_1889.players if p.name == "King Kelly")
    kelly2 = dataclasses.replace(kelly, overrides={"pine-tar": {"sbo": "A", "ec": 2}})
    card = make_rules("pt").rate_player(kelly2, boston_1889)
    assert card.sbo == "A" and card.ec == 2


def test_printed_go_p_positions(printed):
    """The published GO-P numbers: 9 of the 14 lie within one of a column of ours (the publisher's ground-out
    split varies by player in ways the seed does not show)."""
    printed_go_p = {"Nash": 69, "Richardson": 69, "Brouthers": 70, "Kelly": 65, "Smith": 62, "Bennett": 62,
                    "Brown": 71, "Johnston": 57, "Quinn": 54, "Clarkson": 62, "Radbourn": 57, "Madden": 59,
                    "Daley": 67, "Ganzel": 54}
    near = [n for n, v in printed_go_p.items() if min(abs(c.index(T.GO_P) - v) for c in printed[n].cols) <= 1]
    assert len(near) >= 9 and {"Brouthers", "Brown", "Clarkson", "Quinn"} <= set(near)


def test_dead_ball_columns_without_home_runs_keep_them_off_roll_zero():
    """Half a slot is twice 1908 AL's home-run rate: a column without a home run whose first range was a double read
    roll 0, a pitch check, as a home run against grades C-G (0.53 slot), which the fit took rather than a triple's
    0.7 slot. The batters and pitchers with no home run carded 0.63 of the league's rate (31.5 home runs over their
    19,000 PA). Weighed as ``hr_weight`` says, they card well under a third of it."""
    rules = make_rules("pine-tar")
    lg = league_for(lahman.league_context(1908, "AL"))
    sc = scale_for(lg)
    pa = hr = 0.0
    for t in lahman.import_league(1908, "AL"):
        cards = rules.rate_team(t)
        for p in t.players:
            card = cards[p.id]
            b = p.batting
            if b is None or not b.pa or b.hr:
                continue
            s = min(0.95, lg.lhp_share * LHP_EXPOSURE.get(card.bats, 1.0) / _exposure_norm())
            use = ((1 - lg.f_risp) * (1 - s), lg.f_risp, (1 - lg.f_risp) * s)
            f1s = (lg.f1_open, lg.f1_risp, lg.f1_open)
            es = [expected_rates(c, sc.mix, f1, card.br == T.SLOW) for c, f1 in zip(card.cols, f1s)]
            pa += b.pa
            hr += b.pa * sum(u * e[T.HR] for u, e in zip(use, es))
    assert pa > 15000
    assert hr / pa < 0.3 * lg.rates[T.HR]


def test_faithful_cards_keep_the_stars_and_the_weak_hitters_at_their_season():
    """Issue 17 (Pine Tar compressed hitters toward the league): a 2011 NL batter's card, read against the league's
    grade mix as he uses its columns, puts him on base and gives him total bases per plate appearance he rolls as
    often as his season did (its rates per card PA, ``batting_rates``, over the share of them not walked on
    purpose: the managers call the intentional walks before the roll). The old cards stopped anywhere within half a
    slot, and half a slot of home runs is .020 of OPS: the stars were left short of their home runs and the light
    hitters over (the cards' regression on the seasons had a slope of 0.95); and cards per card PA left a star
    short by his intentional walks' share (Fielder: 32 in 692 PA, 4.6 % of his hits and total bases)."""
    rules = make_rules("pine-tar")
    lg = league_for(lahman.league_context(2011, "NL"))
    sc = scale_for(lg)
    card_v, real_v, by_name = [], [], {}
    for t in lahman.import_league(2011, "NL"):
        cards = rules.rate_team(t)
        for p in t.players:
            b = p.batting
            if p.is_pitcher or not b or b.pa < 450:
                continue
            card = cards[p.id]
            s = min(0.95, lg.lhp_share * LHP_EXPOSURE.get(card.bats, 1.0) / _exposure_norm())
            use = ((1 - lg.f_risp) * (1 - s), lg.f_risp, (1 - lg.f_risp) * s)
            es = [expected_rates(c, sc.mix, f1, card.br == T.SLOW)
                  for c, f1 in zip(card.cols, (lg.f1_open, lg.f1_risp, lg.f1_open))]
            e = [sum(u * x[o] for u, x in zip(use, es)) for o in range(len(T.OUTCOME_NAMES))]
            on = sum(e[o] for o in (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP))
            bases = 4 * e[T.HR] + 3 * e[T.TRIPLE] + 2 * e[T.DOUBLE] + e[T.SINGLE]
            per_card, ibb = batting_rates(b)
            r = {o: x / (1 - ibb) for o, x in per_card.items()}
            real = sum(r[o] for o in (T.HR, T.TRIPLE, T.DOUBLE, T.SINGLE, T.BB, T.HBP)) + \
                4 * r[T.HR] + 3 * r[T.TRIPLE] + 2 * r[T.DOUBLE] + r[T.SINGLE]
            card_v.append(on + bases)
            real_v.append(real)
            by_name[p.name] = on + bases - real
    assert len(card_v) > 70
    slope = float(np.polyfit(real_v, card_v, 1)[0])
    assert 0.95 < slope < 1.05, slope  # what is left is the 20 PA of the league blended into every card
    assert float(np.mean(np.abs(np.array(card_v) - np.array(real_v)))) < 0.006
    assert abs(by_name["Prince Fielder"]) < 0.012, by_name["Prince Fielder"]
    assert abs(by_name["Ronny Cedeno"]) < 0.012, by_name["Ronny Cedeno"]
