"""Season rules as tables and rolls: injuries (T13), aging (T14, errata B4), development (T15), trade values and the
acceptance roll (T17)."""

from __future__ import annotations

import pytest

from dugout.engine.dice import LoadedDice
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.players import Rolled
from dugout.games.deadball.league.seasonal import (
    INJURY_TABLE,
    Injury,
    age_modifier,
    age_player,
    aging_roll,
    check_trade,
    develop,
    roll_injury,
    trade_roll,
    trade_value,
)


# --- injuries ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("roll,kind,games", [(1, "superficial", 3), (10, "superficial", 3), (11, "minor", 7),
                                             (15, "minor", 7), (16, "major", 30), (19, "major", 30)])
def test_injury_table(roll, kind, games):
    assert roll_injury(LoadedDice([20, roll]), False) == Injury(kind, games)


def test_only_a_twenty_injures():
    for r in range(1, 20):
        assert roll_injury(LoadedDice([r]), False) is None
    assert len(INJURY_TABLE) == 21


@pytest.mark.parametrize("fate,pitcher,expected", [
    (6, False, Injury("catastrophic", None, retire=True)),
    (1, False, Injury("catastrophic", None, bt_loss=3)),
    (5, True, Injury("catastrophic", None, pd_loss=1)),
])
def test_catastrophic_injuries(fate, pitcher, expected):
    rolls = [20, 20, fate] + ([3] if not pitcher and fate < 6 else [])
    assert roll_injury(LoadedDice(rolls), pitcher) == expected


def test_superficial_injuries_play_hurt():
    assert roll_injury(LoadedDice([20, 4]), True).plays_hurt


# --- aging ------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("age,mod", [(18, 3), (23, 3), (24, 2), (26, 2), (27, 1), (28, 1), (29, 0), (30, 0),
                                     (31, -1), (32, -1), (33, -2), (34, -2), (35, -3), (36, -5), (39, -5),
                                     (40, -7), (45, -7)])
def test_age_modifiers(age, mod):
    assert age_modifier(age) == mod


def test_aging_roll_is_clamped():
    assert aging_roll(LoadedDice([12]), 20) == 12
    assert aging_roll(LoadedDice([2]), 41) == 1


def _hitter(bt: int = 30, traits: tuple[str, ...] = ()) -> Rolled:
    return Rolled(bt=bt, hand="R", traits=traits, age=30)


def _pitcher(die: str = "d8", bt: int = 10, traits: tuple[str, ...] = ()) -> Rolled:
    return Rolled(bt=bt, hand="R", traits=traits, pitch_die=die, age=30)


def test_aging_row_one_strips_bonus_traits():
    r, row = age_player(_hitter(30, ("P+", "S+")), LoadedDice([2]), 40)       # 2 - 7 -> row 1
    assert row == 1 and r.bt == 25 and r.traits == () and r.age == 40
    r, _ = age_player(_hitter(30, ()), LoadedDice([2, 3]), 40)                # no bonus trait: one negative
    assert r.traits == ("S-",)
    r, _ = age_player(_pitcher("d8", traits=("K+",)), LoadedDice([2]), 40)
    assert r.pitch_die == "-d4" and r.traits == () and r.bt == 10            # two levels down, BT untouched


def test_aging_row_two_loses_one_bonus_trait():
    r, row = age_player(_hitter(30, ("P+", "C+")), LoadedDice([9, 2]), 40)    # 9 - 7 = 2
    assert row == 2 and r.bt == 27 and r.traits == ("P+",)


def test_aging_middle_rows():
    assert age_player(_hitter(30), LoadedDice([4]), 30)[0].bt == 29           # row 4: -1
    assert age_player(_hitter(30), LoadedDice([7]), 30)[0].bt == 30           # row 7: nothing
    assert age_player(_hitter(30), LoadedDice([10]), 30)[0].bt == 31          # row 10: +1
    r, row = age_player(_pitcher("d4", bt=10), LoadedDice([10]), 30)
    assert row == 10 and (r.bt, r.pitch_die) == (11, "d4")                   # a pitcher's batting moves


def test_aging_row_eleven_and_twelve():
    r, _ = age_player(_hitter(30), LoadedDice([11]), 30)
    assert r.bt == 33
    r, _ = age_player(_pitcher("d4"), LoadedDice([11]), 30)
    assert r.pitch_die == "d8" and r.bt == 10
    r, row = age_player(_hitter(38, ("P-",)), LoadedDice([9, 10]), 20)        # 9 + 3: +5 (max 40), P+ replaces P-
    assert row == 12 and r.bt == 40 and r.traits == ("P+",)
    r, _ = age_player(_pitcher("d8"), LoadedDice([12, 3]), 30)                # two levels, capped at d12; K+
    assert r.pitch_die == "d12" and r.traits == ("K+",)
    r, _ = age_player(_hitter(30, ("C+", "D+")), LoadedDice([12, 10]), 30)    # two traits already: no room
    assert r.traits == ("C+", "D+")


def test_aging_never_raises_past_d12_or_forty():
    r, _ = age_player(_pitcher("d20"), LoadedDice([12, 3]), 30)
    assert r.pitch_die == "d20"
    r, _ = age_player(_hitter(40), LoadedDice([11]), 30)
    assert r.bt == 40


@pytest.mark.parametrize("roll,bt,die", [(1, 28, "d8"), (2, 29, "d8"), (5, 30, "d8"), (8, 30, "d8"), (9, 31, "d8"),
                                         (10, 32, "d8")])
def test_development_hitters(roll, bt, die):
    assert develop(_hitter(30), LoadedDice([roll]))[0].bt == bt


@pytest.mark.parametrize("roll,die,bt", [(1, "d4", 10), (2, "d8", 9), (9, "d8", 11), (10, "d12", 10)])
def test_development_pitchers(roll, die, bt):
    r, _ = develop(_pitcher("d8"), LoadedDice([roll]))
    assert (r.pitch_die, r.bt) == (die, bt)


# --- trades -----------------------------------------------------------------------------------------------------------
def test_trade_values():
    assert trade_value({"bt": 28, "traits": ["P+", "S-"]}, False) == 33          # negative traits do not count
    assert trade_value({"bt": 9, "pitch_die": "d12", "traits": ["K+", "P-"]}, True) == 65
    assert trade_value({"bt": 9, "pitch_die": "-d4", "traits": []}, True) == -20
    assert trade_value({"bt": 9, "pitch_die": "d20+2"}, True) == 110


def test_trade_chance_and_refusals():
    assert check_trade([40], [30], [], []).chance == 60
    assert check_trade([30], [40], [15], []).chance == 55
    assert check_trade([30], [40], [], [], penalty=10).chance == 30
    assert "25 or more" in check_trade([20], [45], [], []).refused
    assert check_trade([21], [45], [], []).chance == 26
    assert "half" in check_trade([14, 14], [30], [], []).refused
    assert check_trade([15, 14], [30], [], []).chance == 49
    assert "at most 2 players" in check_trade([10, 10, 10], [30], [], []).refused
    assert "at most 3 prospects" in check_trade([30], [30], [15] * 4, []).refused


def test_trade_roll_is_under_the_chance():
    chk = check_trade([30], [30], [], [])
    assert trade_roll(LoadedDice([50]), chk) == (True, 49)       # 49 < 50
    assert trade_roll(LoadedDice([51]), chk) == (False, 50)      # 50 is not under 50
    assert trade_roll(LoadedDice([]), check_trade([1], [40], [], [])) == (False, -1)
    assert T.RUNG_VALUE[T.D12] == 12
