"""Issue 19, Payoff Pitch: the rules as the book writes them, each checked against its wording.

- Pitcher Stamina: "Every pitcher that started a game receives a Start stamina rating number between 1 and 9. This
  number is the inning that the pitcher may begin to tire." (a starter who finished 21 games is not a Start 7)
- Double Play: "compare the DP ratings on the Pitcher and Batter cards. We will use the lower numeric rating".
- DEFENSE: "directs to the defense chart to determine position and whether range or error ratings are being
  checked. Then go to the ballpark chart to determine if a hit or error occurred."
- Pitcher's rest (digest §3.12): Short relievers pitch no more than three days in a row.
"""

from __future__ import annotations

import dataclasses

import pytest

from dugout.engine.dice import Dice, LoadedDice
from dugout.engine.estimates import estimated_columns
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Fielding
from dugout.games.payoff_pitch.card_ballpark import Ballpark, ballpark_range, ballpark_wheel
from dugout.games.payoff_pitch.ratings import RATING_INPUTS, Rater
from dugout.games.payoff_pitch.ratings_traits import pitcher_dp_for
from dugout.games.payoff_pitch.state import RELIEF_KEY
from dugout.sources import lahman

from .conftest import load, make_game, runner, set_batter, set_pitcher, side_from

pytestmark = pytest.mark.xdist_group("games-payoff_pitch-test_book_defaults")


@pytest.fixture(scope="module")
def braves_1959():
    team = lahman.import_team(1959, "ML1")
    rater = Rater(team)
    return team, rater, {p.name: (p, rater.pitcher(p)) for p in team.players if p.pitching is not None}


# --- 1. Start stamina from the real starts, innings and complete games --------------------------------------------
def test_a_workhorse_who_relieved_a_few_times_keeps_his_innings_per_start(braves_1959):
    # Spahn 1959: 40 G, 36 GS, 21 CG, 292 IP: his four relief games do not cap his starts at the league's innings
    _team, _r, cards = braves_1959
    p, pit = cards["Warren Spahn"]
    assert p.pitching.gs == 36 and p.pitching.cg == 21
    assert pit.start == 8 and 7.5 < pit.ipgs <= 292 / 36


def test_starters_stamina_follows_their_starts(braves_1959):
    _team, _r, cards = braves_1959
    starts = {name: pit.start for name, (p, pit) in cards.items() if p.pitching.gs >= 10}
    assert len(set(starts.values())) >= 2, starts  # not one flat Start for the whole staff


def test_start_innings_estimate():
    r = Rater.__new__(Rater)
    r.relief_stint = 1.5
    assert r.start_innings(200.0, 25, 0, 5) == pytest.approx(8.0)  # no relief: innings per start
    assert r.start_innings(200.0, 25, 20, 0) == pytest.approx((200 - 30) / 25)
    assert r.start_innings(300.0, 10, 30, 10) == pytest.approx(9.0)  # never more than nine a start
    # complete games are nine innings each: a floor however much relief he did
    assert r.start_innings(120.0, 10, 60, 8) == pytest.approx((9 * 8 + 2 * 2) / 10)


# --- 3. Pitcher DP, Hold, DEFENSE on the ballpark card, infield singles, short relievers -------------------------
def test_pitcher_dp_from_his_gidp():
    assert pitcher_dp_for(1.0) == 12 and pitcher_dp_for(0.6) < 7 and pitcher_dp_for(0.3) == 4
    team = lahman.import_team(1985, "NYA")
    r = Rater(team)
    dps = {p.name: r.pitcher_dp(p) for p in team.players if p.pitching is not None and p.pitching.batters_faced > 400}
    assert min(dps.values()) < 12 and max(dps.values()) == 12, dps


def test_pitcher_dp_before_1973_is_the_estimate_and_marked(braves_1959):
    _team, _r, cards = braves_1959
    p, pit = cards["Warren Spahn"]
    assert "gidp" in p.pitching.imputed and pit.dp == 12
    assert estimated_columns(RATING_INPUTS, p)["pitcher_dp"] == ("p.gidp",)


def test_the_lower_dp_rating_is_used():
    g = make_game()
    pidx = set_pitcher(g, {2: T.TOUGH_OUT}, dp=5)
    set_batter(g, g.batter, side_from(out={"G6": (1, 99)}), dp=12)
    runner(g, 1)
    load(g, [1, 1, 60, 6])  # TOUGH-OUT, d100 60: G6; DP roll 6 > the pitcher's 5 (the batter has 12): a fielder's choice
    g.rules.plate_appearance(g)
    assert g.outs == 1 and g.bases[1] == g.sides[0].order[0]
    assert g.cards[pidx].pit.dp == 5


def test_hold_follows_the_teams_steal_attempts_against():
    cubs = Rater(lahman.import_team(1959, "CHN"))  # runners tried 1.5 times the league's rate on them
    braves = Rater(lahman.import_team(1959, "ML1"))  # 0.76 times
    righty = dataclasses.make_dataclass("P", [("throws", str)])("R")
    assert cubs.steal_ratio > 1.3 and braves.steal_ratio < 0.85
    assert cubs.hold(righty) > 7 > braves.hold(righty)


def test_defense_reads_the_ballpark_card():
    assert ballpark_range(100) == T.RANGE_HIT and ballpark_range(110)[2] == 33
    g = make_game()
    g.ext.park = Ballpark("hitters' park", 110, ballpark_wheel(110), ballpark_range(110))
    set_pitcher(g, {2: T.RANGE})
    ss = g.sides[1].fielder[6]
    set_batter(g, ss, fielding={"SS": Fielding(r=2, e=3, arm=0)})
    load(g, [1, 1, 50, 60, 32])  # RANGE, chart 60: SS; range check 32 <= 33 (C in this park; 30 in a neutral one)
    g.rules.plate_appearance(g)
    assert g.outs == 0 and g.bases[1] == g.sides[0].order[0]


def test_a_short_reliever_sits_after_three_days_in_a_row():
    rules = make_rules("payoff-pitch")
    a, h = (rated(rules, t) for t in lahman.import_league(1985, "AL")[:2])
    short = next(i for i, _ in h.bullpen if h.cards[i].pit.relief == "Short")
    pid = h.ids[short]
    store = {"total": 1, "bf": {}, "game": 10, "last": {pid: 10}, "row": {pid: 3}}
    carry = {RELIEF_KEY: {f"{h.team.season}:{h.team.id}": store}}
    g = Game(rules, a, h, LoadedDice([]), carry=carry)
    assert short in g.sides[1].unavailable and all(j != g.sides[1].off + short for j, _ in g.sides[1].pen)
    store["row"][pid] = 2  # two in a row: he may pitch
    g = Game(rules, a, h, LoadedDice([]), carry=carry)
    assert short not in g.sides[1].unavailable


def test_relief_games_in_a_row_are_counted():
    rules = make_rules("payoff-pitch")
    a, h = (rated(rules, t) for t in lahman.import_league(1985, "AL")[:2])
    carry: dict = {}

    rows = []
    for seed in range(60):  # a reliever pitches two days running within these games
        g = Game(rules, a, h, Dice(seed), carry=carry).play()
        store = carry[RELIEF_KEY][f"{h.team.season}:{h.team.id}"]
        rows.append(dict(store["row"]))
        assert store["game"] == seed + 1
        for idx in g.sides[1].pit_appear[1:]:
            assert store["last"][h.ids[idx - g.sides[1].off]] == seed + 1
        if max(rows[-1].values(), default=0) >= 2:
            break
    assert max(max(r.values(), default=0) for r in rows) >= 2


# --- Fast Action Cards: what the book's cards carry besides running ------------------------------------------------
def test_fac_deck_keeps_the_charts_proportions():
    # the DEFENSE readings hold the chart's d100 rows equally often; the chance labels are the Arm-3 column
    assert sorted(T.FAC_DEFENSE) == sorted(list(range(1, 101)) * 2)
    assert sorted(T.FAC_STEAL) == sorted(list(range(1, 101)) * 2)
    assert T.FAC_LABEL_OF[2][3] == 2 and T.FAC_LABEL_RANGE[2] == T.STEAL_RANGE[2][3]  # C3 reads Normal


def test_fac_gives_the_defense_reading():
    # "Find the position being tested as normal, disregarding the Error or Range heading on the chart or reading on
    # the FAC": with the cards, the FAC names the position (card 160 reads the chart's 60: shortstop)
    g = make_game(fac=True)
    set_pitcher(g, {2: T.RANGE})
    ss = g.sides[1].fielder[6]
    set_batter(g, ss, fielding={"SS": Fielding(r=0, e=3, arm=0)})
    load(g, [1, 1, 50, 160, 15])  # RANGE, FAC #160 (DEFENSE 60: SS), range check 15 <= A's 15: a hit
    g.rules.plate_appearance(g)
    assert g.outs == 0 and g.bases[1] == g.sides[0].order[0]


@pytest.mark.parametrize("card,safe", [(1, True), (3, False)])
def test_fac_gives_the_steal_by_its_chance_label(card, safe):
    # "The Fast Action Cards (FAC) use the chance of success rating (Excellent, Very Good, Normal, Fair or Poor)"
    g = make_game(fac=True)
    catcher = g.sides[1].fielder[2]
    set_batter(g, catcher, fielding={"C": Fielding(r=2, e=3, arm=3)})
    r1 = runner(g, 1)
    set_batter(g, r1, letter=2)  # C3: Normal, safe on the card's 01-69
    load(g, [card])  # card 1 reads 12, card 3 reads 86
    g.rules._steal_roll(g, 1, 0, "steal")
    assert (g.bases[2] == r1) is safe and g.dice.exhausted


def test_each_starter_starts_as_often_as_he_did():
    # Player Usage: "it is necessary to use players in the same manner as they were in real life"
    from dugout.engine.codes import NPIT, P_GS
    from dugout.engine.roster import starter_by_pace as choose_starter  # Player Usage: the engine's default

    rules = make_rules("payoff-pitch")
    gt = rated(rules, lahman.import_team(1985, "NYA"))
    real = {i: gt.team.players[i].pitching.gs for i in gt.pitchers if gt.team.players[i].pitching.gs}
    pitching: dict[int, list[int]] = {}
    for _ in range(162):
        i = choose_starter(gt, list(gt.pitchers), pitching)
        assert i is not None
        pitching.setdefault(i, [0] * NPIT)[P_GS] += 1
    for i, gs in real.items():
        assert abs(pitching[i][P_GS] - gs) <= 1, (gt.names[i], gs, pitching[i][P_GS])


def test_the_jump_alone_carries_a_runners_attempts():
    # the + / - marks are the book's option, off by default: the Jump is the one closest to his attempts without
    # them, and the mark only refines it for a game played with them
    from dugout.games.payoff_pitch.ratings_league import FIRST_ON_SHARE, PHI_OPEN_2, PHI_OPEN_SINGLE
    from dugout.games.payoff_pitch.ratings_traits import steal_ratings

    def attempts(jump: int, sign: int, on1: float, doubles: float) -> float:
        n1, n2, q = on1 * PHI_OPEN_SINGLE, doubles * PHI_OPEN_2, FIRST_ON_SHARE
        first = max(1, min(12, jump + sign))
        return (q * (n1 * T.CUM36[first] + n2 * T.DOUBLES_LE36[first])
                + (1 - q) * (n1 * T.CUM36[jump] + n2 * T.DOUBLES_LE36[jump])) / 36

    for sb, cs in ((3, 2), (12, 6), (25, 9), (40, 8), (70, 20)):
        jump, sign, _letter, _dagger = steal_ratings(sb, cs, 180, 30, 0.7)
        plain = [abs(attempts(j, 0, 180, 30) - (sb + cs)) for j in range(2, 12)]
        assert abs(attempts(jump, 0, 180, 30) - (sb + cs)) == min(plain)
        assert abs(attempts(jump, sign, 180, 30) - (sb + cs)) <= abs(attempts(jump, 0, 180, 30) - (sb + cs))


def test_chances_to_run_after_errors_and_fielders_choices_lower_the_jump():
    # 36 attempts from 180 times on first: with 30 more chances (a dead-ball league's errors and fielder's choices)
    # he needs a lower Jump, and the Jump he gets puts him nearest his attempts over all his chances
    from dugout.games.payoff_pitch.ratings_league import PHI_OPEN_2, PHI_OPEN_SINGLE
    from dugout.games.payoff_pitch.ratings_traits import steal_ratings

    def attempts(jump: int, others: float) -> float:
        return ((180 * PHI_OPEN_SINGLE + others) * T.CUM36[jump] + 30 * PHI_OPEN_2 * T.DOUBLES_LE36[jump]) / 36

    plain = steal_ratings(25, 11, 180, 30, 0.7)[0]
    more = steal_ratings(25, 11, 180, 30, 0.7, others=30.0)[0]
    assert more < plain
    assert abs(attempts(more, 30) - 36) == min(abs(attempts(j, 30) - 36) for j in range(2, 12))


def test_a_walker_has_fewer_chances_to_run_than_a_singles_hitter():
    # a walk forces the runner on first to second, a single often sends him to third: 17 attempts from 180 times on
    # first, 120 of them walks, need a higher Jump than from 180 singles
    from dugout.games.payoff_pitch.ratings_league import PHI_OPEN_SINGLE, PHI_OPEN_WALK
    from dugout.games.payoff_pitch.ratings_traits import steal_ratings

    assert PHI_OPEN_WALK < PHI_OPEN_SINGLE
    singles = steal_ratings(12, 5, 180, 30, 0.7)[0]
    walker = steal_ratings(12, 5, 180, 30, 0.7, walks=120)[0]
    assert walker > singles


def test_a_runner_takes_the_steal_letter_whose_chance_is_nearest_his_own():
    # against the average catcher (Arm 3) the chart gives A .88, B .80, C .70, D .60, F .47: a .55 base stealer
    # is a D (.05 off), not an F (.08 off) as the thresholds .85/.76/.67/.57 made him
    from dugout.games.payoff_pitch.ratings_traits import steal_ratings

    chance = [T.STEAL_P[k][2] for k in range(5)]
    for pct in (0.45, 0.5, 0.55, 0.6, 0.64, 0.66, 0.7, 0.74, 0.76, 0.8, 0.83, 0.85, 0.9):
        sb = round(pct * 1000)  # so many attempts that the regression to the league's rate does not move him
        letter = steal_ratings(sb, 1000 - sb, 4000, 400, pct)[2]
        assert abs(chance[letter] - pct) == min(abs(c - pct) for c in chance), (pct, letter)


def test_run_ratings_are_read_against_the_players_own_league():
    # the Speed Score behind Run is taken against the season's league rates (triples, steals, runs per time on base
    # were all higher in 1901): read raw, 1901 AL's regulars averaged Run 6.4 against 4.5 in 1985 NL
    rules = make_rules("payoff-pitch", {})

    def mean_run(season: int, teams: tuple[str, ...]) -> float:
        total = weight = 0.0
        for tid in teams:
            gt = rated(rules, lahman.import_team(season, tid))
            for p, card in zip(gt.team.players, gt.cards):
                if p.batting is not None and p.batting.pa >= 100 and not p.is_pitcher:
                    total += p.batting.pa * card.bat.run
                    weight += p.batting.pa
        return total / weight

    early, modern = mean_run(1901, ("CHA", "BOS", "DET")), mean_run(1985, ("SLN", "NYN", "LAN"))
    assert abs(early - modern) <= 0.6, (early, modern)
