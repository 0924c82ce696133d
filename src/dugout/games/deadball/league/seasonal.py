"""Deadball's season rules (rulebook pp.39-41): injuries (T13), aging (T14), player development (T15) and the
trade value formula with its acceptance roll (T17).

Pure functions over dice and natively rated players; the league runner and the off-season decide when they
apply. Decisions on the book's gaps (GAP 53-58, errata B4) are in docs/rules/deadball-worlds.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from dugout.engine.dice import Dice
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.players import PITCHER_BONUS, STARTER_BONUS, Rolled

# --- T13 injuries -------------------------------------------------------------------------------------------------
INJURY_CHECK = 20
"""A d20 showing this after a game (or a week) means an injury."""
SUPERFICIAL_GAMES, MINOR_GAMES, MAJOR_GAMES = 3, 7, 30
SUPERFICIAL_BT = 5
RETIRE_ROLL = 6
#: Injury table by d20: kind and team games missed (None: the rest of the season).
INJURY_TABLE: tuple[tuple[str, int | None], ...] = (("", 0),) + (("superficial", SUPERFICIAL_GAMES),) * 10 + \
    (("minor", MINOR_GAMES),) * 5 + (("major", MAJOR_GAMES),) * 4 + (("catastrophic", None),)
NEGATIVE_HITTER = ("P-", "C-", "S-", "D-")
FAMILY = {"P++": "P", "P+": "P", "P-": "P", "P--": "P", "C+": "C", "C-": "C", "S+": "S", "S-": "S", "D+": "D",
          "D-": "D", "K+": "K", "GB+": "GB", "CN+": "CN", "ST+": "ST"}
MAX_TRAITS = 2
MAX_BT, MIN_BT = 40, 1


@dataclass(frozen=True, slots=True)
class Injury:
    """One injury: its kind, team games missed (None: the season), and what a catastrophe leaves."""

    kind: str
    games: int | None
    retire: bool = False
    bt_loss: int = 0
    """Permanent BT loss of a hitter after a catastrophic injury (a pitcher loses a Pitch Die level)."""
    pd_loss: int = 0

    @property
    def plays_hurt(self) -> bool:
        """A superficial injury: he plays, weakened, instead of sitting."""
        return self.kind == "superficial"


def roll_injury(dice: Dice, pitcher: bool) -> Injury | None:
    """The injury check for one player: a d20 of 20, then the injury table (d20); a catastrophe rolls a d6
    (6 retires him, else a permanent loss: BT d6 or one Pitch Die level).

    >>> from dugout.engine.dice import LoadedDice
    >>> roll_injury(LoadedDice([19]), False) is None
    True
    >>> roll_injury(LoadedDice([20, 13]), False)
    Injury(kind='minor', games=7, retire=False, bt_loss=0, pd_loss=0)
    >>> roll_injury(LoadedDice([20, 20, 2, 4]), False)
    Injury(kind='catastrophic', games=None, retire=False, bt_loss=4, pd_loss=0)
    """
    if dice.d(20, "injury check") != INJURY_CHECK:
        return None
    kind, games = INJURY_TABLE[dice.d(20, "injury table")]
    if kind != "catastrophic":
        return Injury(kind, games)
    if dice.d(6, "catastrophic injury: career") == RETIRE_ROLL:
        return Injury(kind, None, retire=True)
    if pitcher:
        return Injury(kind, None, pd_loss=1)
    return Injury(kind, None, bt_loss=dice.d(6, "permanent BT loss"))


def positive(traits: tuple[str, ...] | list[str]) -> list[str]:
    """The bonus traits among ``traits``."""
    return [t for t in traits if t in T.POSITIVE]


# --- T14 aging ------------------------------------------------------------------------------------------------------
def age_modifier(age: int) -> int:
    """The aging modifier of an age (after the yearly increment): 18-23 +3, 24-26 +2, 27-28 +1, 29-30 0,
    31-32 -1, 33-34 -2, 35 -3, 36-39 -5, 40+ -7 (the printed overlaps settled by errata B4 and GAP 55).

    >>> [age_modifier(a) for a in (17, 23, 24, 27, 30, 31, 34, 35, 36, 40)]
    [3, 3, 2, 1, 0, -1, -2, -3, -5, -7]
    """
    for top, mod in ((23, 3), (26, 2), (28, 1), (30, 0), (32, -1), (34, -2), (35, -3), (39, -5)):
        if age <= top:
            return mod
    return -7


#: Aging table by 2d6 + modifier (clamped 1-12): (BT change, Pitch Die levels, trait change).
AGING_TABLE: tuple[tuple[int, int, str], ...] = (
    (0, 0, ""),
    (-5, -2, "lose all"), (-3, -1, "lose one"), (-1, 0, ""), (-1, 0, ""),
    (0, 0, ""), (0, 0, ""), (0, 0, ""), (0, 0, ""), (0, 0, ""),
    (1, 0, ""), (3, 1, ""), (5, 2, "gain one"),
)
#: Rows that change a pitcher's Pitch Die; on the others (3-4 and 10) only his batting BT moves (GAP 55).
PITCHER_DIE_ROWS = frozenset({1, 2, 11, 12})
#: Player development by d10: (BT change, Pitch Die levels); pitchers move their die on 1 and 10 only.
DEVELOPMENT_TABLE: tuple[tuple[int, int], ...] = ((0, 0), (-2, -1), (-1, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0),
                                                  (0, 0), (1, 0), (2, 1))
PITCHER_DEV_ROWS = frozenset({1, 10})


def aging_roll(dice: Dice, age: int) -> int:
    """2d6 plus the age modifier, clamped to the table (1-12)."""
    return max(1, min(12, dice.dd(2, 6, "aging 2d6") + age_modifier(age)))


def move_die(pd: int, levels: int) -> int:
    """A Pitch Die moved ``levels`` rungs by aging, development or injury: a rise never passes d12 (a die
    already above it stays where it is).

    >>> T.RUNG_LABELS[move_die(T.D8, 2)], T.RUNG_LABELS[move_die(T.D4, -1)], T.RUNG_LABELS[move_die(T.D20, 1)]
    ('d12', '-d4', 'd20')
    """
    new = T.move(pd, levels) if levels else pd
    if levels > 0 and new > T.D12:
        new = max(pd, T.D12)
    return new


def change_ratings(r: Rolled, bt: int, levels: int, *, die_rows: bool) -> Rolled:
    """Rolled ratings with BT and Pitch Die moved (a pitcher moves his die when ``die_rows``, else his
    batting BT); BT stays 1-40, a die never rises past d12 by these rolls."""
    new_bt, pd = r.bt, r.pitch_die
    if r.is_pitcher and die_rows:
        if levels:
            pd = T.RUNG_LABELS[move_die(T.parse_die(str(r.pitch_die)), levels)]
    else:
        new_bt = max(r.bt, min(MAX_BT, r.bt + bt)) if bt > 0 else max(MIN_BT, r.bt + bt)
    return Rolled(bt=new_bt, hand=r.hand, traits=r.traits, pitch_die=pd, age=r.age, streak=r.streak,
                  origin=r.origin, extra=dict(r.extra))


def _add_positive(dice: Dice, traits: list[str], pitcher: bool) -> list[str]:
    """One more bonus trait from the generation table (no-trait rolls again): it upgrades or replaces a trait
    of its family, else joins if he has fewer than two, else replaces a negative trait."""
    table = PITCHER_BONUS if pitcher else STARTER_BONUS
    for _ in range(50):
        got = [t for t in table[dice.dd(2, 6, "aging: new bonus trait")] if t not in traits]
        if got:
            break
    else:  # pragma: no cover - every table has traits a player lacks
        return traits
    new = got[0]
    same = [t for t in traits if FAMILY[t] == FAMILY[new]]
    if same:
        if new == "P+" and "P++" in same:
            return traits
        return [new if t in same else t for t in traits]
    if len(traits) < MAX_TRAITS:
        return traits + [new]
    neg = [t for t in traits if t not in T.POSITIVE]
    if neg:
        drop = neg[dice.d(len(neg), "aging: trait replaced") - 1]
        return [new if t == drop else t for t in traits]
    return traits


def age_player(r: Rolled, dice: Dice, age: int) -> tuple[Rolled, int]:
    """One aging roll for a natively rated player now ``age``: returns his new ratings and the table row."""
    row = aging_roll(dice, age)
    bt, levels, trait = AGING_TABLE[row]
    out = change_ratings(r, bt, levels, die_rows=row in PITCHER_DIE_ROWS)
    traits = list(out.traits)
    pos = positive(traits)
    if trait == "lose all":
        traits = [t for t in traits if t not in T.POSITIVE]
        if not pos and not r.is_pitcher and len(traits) < MAX_TRAITS:
            free = [n for n in NEGATIVE_HITTER if all(FAMILY[t] != FAMILY[n] for t in traits)]
            if free:
                traits.append(free[dice.d(len(free), "aging: new negative trait") - 1])
    elif trait == "lose one" and pos:
        drop = pos[dice.d(len(pos), "aging: trait lost") - 1]
        traits = [t for t in traits if t != drop]
    elif trait == "gain one":
        traits = _add_positive(dice, traits, r.is_pitcher)
    out.traits = tuple(traits)
    out.age = age
    return out, row


def develop(r: Rolled, dice: Dice) -> tuple[Rolled, int]:
    """One player-development d10: BT -2/-1/+1/+2 or (pitchers, on 1 and 10) a Pitch Die level."""
    row = dice.d(10, "development d10")
    bt, levels = DEVELOPMENT_TABLE[row]
    return change_ratings(r, bt, levels, die_rows=row in PITCHER_DEV_ROWS), row


# --- T17 trades -------------------------------------------------------------------------------------------------------
TRADE_BASE = 50
TRADE_REFUSE_MARGIN = 25
REPEAT_PENALTY = 5
MAX_PLAYERS, MAX_PROSPECTS = 2, 3


def trade_value(native: dict[str, Any], pitcher: bool) -> int:
    """A player's trade value: BT + 5 a bonus trait, or for a pitcher 5 × his Pitch Die + 5 a bonus trait
    (GAP 58: only bonus traits count; a pitcher's default P- never does).

    >>> trade_value({"bt": 28, "traits": ["P+", "S-"]}, False), trade_value({"pitch_die": "d8", "traits": ["K+"]}, True)
    (33, 45)
    """
    traits = list(native.get("traits", ())) + list(native.get("traits_inferred", ()))
    bonus = 5 * len(positive(traits))
    if pitcher:
        return 5 * T.RUNG_VALUE[T.parse_die(str(native.get("pitch_die", "-d20")))] + bonus
    return int(native.get("bt", 0)) + bonus


@dataclass(frozen=True, slots=True)
class TradeCheck:
    """The other team's answer to a proposal: refused outright (and why), or the Trade Chance to roll."""

    chance: int
    refused: str = ""

    @property
    def possible(self) -> bool:
        """False when the proposal is refused without a roll."""
        return not self.refused


def check_trade(offered: list[int], requested: list[int], offered_prospects: list[int],
                requested_prospects: list[int], penalty: int = 0) -> TradeCheck:
    """The Trade Chance of a proposal (player values and prospect values on each side), or why it is refused:
    too many players or prospects, a 2-for-1 without an offered player worth half the requested one, or a
    deal 25 or more points in the proposer's favor. ``penalty`` is 5 per week of refusals just before.

    >>> check_trade([30], [28], [], []).chance
    52
    >>> check_trade([10, 12], [30], [], []).refused
    '2-for-1: no offered player is worth half of the requested one'
    """
    if not offered and not offered_prospects or not requested and not requested_prospects:
        return TradeCheck(0, "a trade needs something on each side")
    if len(offered) > MAX_PLAYERS or len(requested) > MAX_PLAYERS:
        return TradeCheck(0, f"at most {MAX_PLAYERS} players a side")
    if len(offered_prospects) > MAX_PROSPECTS or len(requested_prospects) > MAX_PROSPECTS:
        return TradeCheck(0, f"at most {MAX_PROSPECTS} prospects a side")
    if len(offered) == 2 and len(requested) == 1 and max(offered) * 2 < requested[0]:
        return TradeCheck(0, "2-for-1: no offered player is worth half of the requested one")
    give = sum(offered) + sum(offered_prospects)
    get = sum(requested) + sum(requested_prospects)
    if get - give >= TRADE_REFUSE_MARGIN:
        return TradeCheck(0, f"{get - give} points in the proposer's favor (25 or more is always refused)")
    return TradeCheck(TRADE_BASE + give - get - penalty)


def trade_roll(dice: Dice, check: TradeCheck) -> tuple[bool, int]:
    """Roll the d100 (00-99) under the Trade Chance: (accepted, roll)."""
    if not check.possible:
        return False, -1
    roll = dice.d(100, "trade d100") - 1
    return roll < check.chance, roll
