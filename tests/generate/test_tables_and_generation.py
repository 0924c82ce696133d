"""The book's random player tables (T8), player generation (T9), prospects (T16) and whole invented teams:
every table entry and roll, with loaded dice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dugout.engine.dice import Dice, LoadedDice
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import GROUP_POSITIONS
from dugout.games.deadball.generate import players as G
from dugout.games.deadball.generate import random_tables as RT
from dugout.games.deadball.generate.teams import deadball_team, is_pitcher, positions_of, slug, team_name

DATA = Path(RT.DATA)


# --- random tables -----------------------------------------------------------------------------------------------
def test_the_data_file_is_complete():
    doc = json.loads(DATA.read_text(encoding="utf-8"))
    tables = doc["tables"]
    assert sum(len(v) for v in tables.values()) == 110
    for n in range(1, 10):
        key, _ = RT.TABLES[n]
        assert sorted(RT.table(key)) == list(range(10))
    assert sorted(RT.table(RT.RELIEVERS)) == list(range(1, 21))
    assert all(r.pitch_die for r in RT.table("1_starting_pitcher").values())
    assert all(r.pitch_die for r in RT.table(RT.RELIEVERS).values())


@pytest.mark.parametrize("number,roll,name,hand,bt,extra", [
    (1, 10, "Ansu Okafor", "R", 9, "-d4"),        # a d10 showing 0 is row 0
    (1, 9, "Sunny Gamble", "R", 13, "d12"),
    (2, 4, "Daniel Camarda", "L", 30, None),
    (3, 1, "Ben Godar", "S", 30, ("C-",)),
    (4, 5, "Reagan Block", "R", 17, ("S+",)),
    (5, 9, "Kylie Hamel", "R", 21, ("P++",)),
    (6, 6, "Brian Whitton", "R", 33, None),
    (7, 2, "Laila Meredith", "S", 19, ("S+",)),
    (8, 1, "Momolu Owusu", "L", 21, ("D+",)),
    (9, 6, "Trevor Everhart", "R", 26, ("D+", "C-")),
])
def test_position_table_rows(number, roll, name, hand, bt, extra):
    row = RT.position_row(LoadedDice([roll]), number)
    assert (row.name, row.hand, row.bt) == (name, hand, bt)
    if isinstance(extra, str):
        assert row.pitch_die == extra
    elif extra:
        assert row.traits == extra


def test_pinch_hitter_rerolls_tens_of_zero_and_one():
    # d100 read 00-99: 07 (tens 0) and 19 (tens 1) roll again; 93 is table 9 (right field) row 3
    dice = LoadedDice([8, 20, 94])
    row, pos = RT.pinch_hitter_row(dice)
    assert dice.exhausted and (row.name, pos) == ("Marbue Yeboah", "RF")
    row, pos = RT.pinch_hitter_row(LoadedDice([21]))
    assert (row.name, pos) == ("Eleanor Hager", "C")   # 20: catcher table row 0


@pytest.mark.parametrize("roll,name,die", [(1, "Travis Sanford", "-d4"), (5, "J. Paternostro", "d12"),
                                           (11, "Noel Purcell", "d8"), (20, "Alba Yocemento", "d12")])
def test_reliever_table(roll, name, die):
    row = RT.reliever_row(LoadedDice([roll]))
    assert (row.name, row.pitch_die) == (name, die)


def test_unplaced_trait_cells_are_listed_not_placed():
    tokens = RT.unplaced_tokens()
    assert tokens["2_catcher"] == ["SP+ D+ P-", "P++"]
    assert all(not r.traits for r in RT.table("2_catcher").values())


def test_a_table_team_draws_each_row_once():
    drawn = RT.draw_team(Dice(11))
    keys = [r.key for r, _ in drawn.lineup + drawn.bench] + [r.key for r in drawn.starters + drawn.relievers]
    assert len(keys) == len(set(keys)) == 25
    assert [pos for _, pos in drawn.lineup] == list(G.FIELD)
    assert all(r.table == "1_starting_pitcher" for r in drawn.starters)
    assert all(r.table == RT.RELIEVERS for r in drawn.relievers)


# --- player generation -----------------------------------------------------------------------------------------
def test_starting_hitter_rolls():
    # 2d10 total 14 -> BT 29; hand d10 0 -> switch; d6 6 hot; 2d6 2 -> S+ D+; age: d10 8 veteran, d6 3 -> 29
    r = G.starting_hitter(LoadedDice([14, 10, 6, 2, 8, 3]))
    assert (r.bt, r.hand, r.streak, r.traits, r.age) == (29, "S", "hot", ("S+", "D+"), 29)


@pytest.mark.parametrize("roll,traits", [(2, ("S+", "D+")), (3, ("S+",)), (4, ("D+",)), (5, ()), (9, ()),
                                         (10, ("P+",)), (11, ("C+",)), (12, ("P++",))])
def test_starting_hitter_bonus_table(roll, traits):
    assert G.starting_hitter(LoadedDice([2, 1, 3, roll, 1, 1])).traits == traits


@pytest.mark.parametrize("roll,traits", [(2, ("S+",)), (3, ("C+",)), (4, ()), (10, ()), (11, ("D+",)),
                                         (12, ("P+",))])
def test_pinch_hitter_bonus_table(roll, traits):
    r = G.pinch_hitter(LoadedDice([10, 7, 1, roll, 4, 6]))
    assert (r.bt, r.hand, r.streak, r.traits, r.age) == (25, "L", "cold", traits, 27)


@pytest.mark.parametrize("hand_roll,hand", [(1, "R"), (6, "R"), (7, "L"), (9, "L"), (10, "S")])
def test_hitter_hand_table(hand_roll, hand):
    assert G.starting_hitter(LoadedDice([2, hand_roll, 3, 7, 1, 1])).hand == hand


@pytest.mark.parametrize("die_roll,die", [(1, "d12"), (2, "d8"), (3, "d8"), (4, "d4"), (6, "d4"), (7, "-d4"),
                                          (8, "-d4")])
def test_pitcher_die_table(die_roll, die):
    r = G.pitcher(LoadedDice([die_roll, 7, 4, 3, 12, 1, 1]))
    assert (r.pitch_die, r.hand, r.bt, r.traits) == (die, "L", 9, ("CN+",))


@pytest.mark.parametrize("roll,traits", [(2, ("GB+",)), (3, ("K+",)), (7, ()), (11, ("ST+",)), (12, ("CN+",))])
def test_pitcher_bonus_table(roll, traits):
    assert G.pitcher(LoadedDice([4, 10, 1, 3, roll, 1, 1])).traits == traits


def test_pitchers_throw_left_on_seven_to_zero_and_are_p_minus():
    r = G.pitcher(LoadedDice([4, 10, 1, 3, 7, 1, 1]))
    assert r.hand == "L" and r.bt == 6
    p = G.make_player("p", "P", r, "P")
    assert p.estimates is not None and p.estimates.pitching is not None
    assert G.trait_mask(r.traits, r.bt, True) & T.M1


@pytest.mark.parametrize("category,base", [("prospect", 18), ("rookie", 21), ("veteran", 26), ("old timer", 34)])
def test_age_bands(category, base):
    assert G.roll_age(LoadedDice([1]), category) == base + 1
    assert G.roll_age(LoadedDice([6]), category) == base + 6


@pytest.mark.parametrize("d10,category", [(1, "prospect"), (3, "prospect"), (4, "rookie"), (7, "veteran"),
                                          (10, "old timer")])
def test_age_category_by_d10(d10, category):
    assert G.roll_age(LoadedDice([d10, 2])) == G.AGE_BANDS[category] + 2


@pytest.mark.parametrize("top,roll,die", [(True, 1, "d12"), (True, 2, "d8"), (True, 3, "d4"), (True, 4, "-d4"),
                                          (False, 1, "d8"), (False, 2, "d4"), (False, 3, "-d4"), (False, 4, "-d8")])
def test_prospect_pitch_dice(top, roll, die):
    r = G.prospect(LoadedDice([roll, 2, 5, 7, 3]), top, "pitcher")
    assert (r.pitch_die, r.bt, r.age, r.origin) == (die, 10, 21, "top prospect" if top else "farmhand")


def test_prospect_hitters():
    top = G.prospect(LoadedDice([1, 20, 1, 12, 6]), True)            # d2 1: a hitter; 2d10 20 -> BT 35
    farm = G.prospect(LoadedDice([1, 10, 1, 3, 1]), False)           # d10 0 -> BT 25, pinch table 3: C+
    assert (top.bt, top.traits, top.age, top.pitch_die) == (35, ("P++",), 24, None)
    assert (farm.bt, farm.traits, farm.age) == (25, ("C+",), 19)


# --- teams ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("method", ["generation", "tables"])
def test_a_team_of_25(method):
    t = deadball_team("Sample Club", method, Dice(4))
    hitters = [p for p in t.players if not is_pitcher(p)]
    arms = [p for p in t.players if is_pitcher(p)]
    assert (len(t.players), len(hitters), len(arms)) == (25, 13, 12)
    assert len({p.id for p in t.players}) == 25
    assert len(t.lineup_vs_rhp) == 9 and t.lineup_vs_rhp[-1].pos == "P"
    assert sorted(s.pos for s in t.lineup_vs_rhp[:8]) == sorted(G.FIELD)
    assert len(t.rotation) == 5 and len(t.bullpen) == 7 and len(t.bench) == 5
    assert {b.role for b in t.bullpen} == {"closer", "setup", "middle", "long"}
    for s in t.lineup_vs_rhp[:8]:
        assert s.pos in positions_of(t.player(s.player))
    for p in t.players:
        n = p.native["deadball"]
        assert 18 <= n["age"] <= 40
        est = p.estimates
        assert est is not None and est.batting is not None
        assert est.batting.avg == pytest.approx(n["bt"] / 100, abs=0.006)       # estimates follow the ratings
        assert est.batting.bb == pytest.approx((n["wt"] - n["bt"]) / 100, abs=0.001)
        if n["pos"] == "P":
            assert est.era == T.era_of_die(T.parse_die(n["pitch_die"]))


def test_generated_names_come_from_faker_and_vary():
    book = {r.name for key in [k for k, _ in RT.TABLES.values()] + [RT.RELIEVERS] for r in RT.table(key).values()}
    names = [p.name for p in deadball_team("A", "generation", Dice(1)).players]
    names += [p.name for p in deadball_team("B", "generation", Dice(2)).players]
    assert len(set(names)) == 50 and not set(names) & book
    assert len({n.split()[-1] for n in names}) > 35


def test_same_seed_same_team():
    a = deadball_team("Same", "generation", Dice(9))
    b = deadball_team("Same", "generation", Dice(9))
    assert a == b


def test_bench_groups_cover_their_positions():
    t = deadball_team("Bench", "generation", Dice(3))
    infs = [p for p in t.players if p.native["deadball"]["pos"] == "INF"]
    assert len(infs) == 2 and set(positions_of(infs[0])) == set(GROUP_POSITIONS["INF"])


def test_team_names_and_slugs():
    names = set()
    for k in range(6):
        names.add(team_name(Dice(k), names))
    assert len(names) == 6 and all(n.endswith(" Stockings") for n in names)
    assert slug("Ágata Tello") == "agata-tello"
