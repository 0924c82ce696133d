"""The book's random player tables (pp.34-35, digest T8): a d10 per position table for a lineup, a d100 for a
pinch hitter (tens digit the table, re-rolled on 0 and 1; units digit the row), a d20 for a reliever.

The tables are data (``games/deadball/data/deadball_random_players.json``, copied from the shared extraction).
Trait cells whose rows were lost in the book's flattening are not placed (GAP 84); the table rows as printed are
used.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from dugout.engine.dice import Dice
from dugout.games.deadball.generate.players import Rolled, roll_age

DATA = Path(__file__).resolve().parents[1] / "data" / "deadball_random_players.json"
#: Table number (1-9) -> the data key and the position it fills.
TABLES: dict[int, tuple[str, str]] = {
    1: ("1_starting_pitcher", "P"), 2: ("2_catcher", "C"), 3: ("3_first_base", "1B"),
    4: ("4_second_base", "2B"), 5: ("5_third_base", "3B"), 6: ("6_shortstop", "SS"),
    7: ("7_left_field", "LF"), 8: ("8_center_field", "CF"), 9: ("9_right_field", "RF"),
}
RELIEVERS = "relief_pitchers"


@dataclass(frozen=True, slots=True)
class TableRow:
    """One printed row: the table it is on, its roll, the player's name and ratings."""

    table: str
    roll: int
    name: str
    hand: str
    bt: int
    pitch_die: str | None
    traits: tuple[str, ...]

    @property
    def key(self) -> str:
        """A unique key of the row ('2_catcher:4')."""
        return f"{self.table}:{self.roll}"

    def rolled(self, age: int | None = None) -> Rolled:
        """The row as rolled ratings."""
        return Rolled(bt=self.bt, hand=self.hand, traits=self.traits, pitch_die=self.pitch_die, age=age,
                      origin="table")


@cache
def _data() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return doc


@cache
def table(key: str) -> dict[int, TableRow]:
    """A table's rows by roll (0-9 for the position tables, 1-20 for relievers)."""
    rows = _data()["tables"][key]
    return {int(r["roll"]): TableRow(table=key, roll=int(r["roll"]), name=str(r["name"]), hand=str(r["hand"]),
                                     bt=int(r["bt"]), pitch_die=r.get("pitch_die"), traits=tuple(r.get("traits", ())))
            for r in rows}


def position_row(dice: Dice, number: int) -> TableRow:
    """A d10 (read 0-9) on table ``number`` (1 starting pitcher … 9 right field).

    >>> from dugout.engine.dice import LoadedDice
    >>> position_row(LoadedDice([10]), 2).name, position_row(LoadedDice([5]), 9).name
    ('Eleanor Hager', 'Tamba Okeke')
    """
    key, _ = TABLES[number]
    return table(key)[dice.d(10, f"random player: table {number}") % 10]


def pinch_hitter_row(dice: Dice) -> tuple[TableRow, str]:
    """A d100 (00-99) pinch hitter: the tens digit picks the table (0 and 1 roll again), the units the row;
    returns the row and the position of its table.

    >>> from dugout.engine.dice import LoadedDice
    >>> row, pos = pinch_hitter_row(LoadedDice([5, 14, 58]))   # 04 and 13 roll again; 57 = table 5 row 7
    >>> row.name, pos
    ('Felton Martin', '3B')
    """
    while True:
        roll = dice.d(100, "random pinch hitter d100") - 1
        tens, units = divmod(roll, 10)
        if tens >= 2:
            break
    key, pos = TABLES[tens]
    return table(key)[units], pos


def reliever_row(dice: Dice) -> TableRow:
    """A d20 on the relief pitchers' table.

    >>> from dugout.engine.dice import LoadedDice
    >>> reliever_row(LoadedDice([20])).name
    'Alba Yocemento'
    """
    return table(RELIEVERS)[dice.d(20, "random reliever")]


def unplaced_tokens() -> dict[str, list[str]]:
    """Trait cells whose rows the transcription lost (listed, never placed)."""
    return {k: list(v["raw"]) for k, v in _data()["unplaced_trait_tokens"].items()}


@dataclass(frozen=True, slots=True)
class TableTeam:
    """A roster drawn from the tables: rows with the position each fills."""

    lineup: tuple[tuple[TableRow, str], ...]
    """The eight position players (table 2-9)."""
    bench: tuple[tuple[TableRow, str], ...]
    starters: tuple[TableRow, ...]
    relievers: tuple[TableRow, ...]


def draw_team(dice: Dice, *, starters: int = 5, bench: int = 5, relievers: int = 7) -> TableTeam:
    """A 25-man roster from the tables: five starters from table 1, a lineup from tables 2-9, pinch hitters
    for the bench and relievers by d20. A row already on the roster is rolled again (one person cannot fill
    two roster spots)."""
    used: set[str] = set()

    def fresh(roll: Any) -> Any:
        for _ in range(1000):
            got = roll()
            row = got[0] if isinstance(got, tuple) else got
            if row.key not in used:
                used.add(row.key)
                return got
        raise RuntimeError("random tables exhausted")  # pragma: no cover - 10+ rows per table

    sp = tuple(fresh(lambda: position_row(dice, 1)) for _ in range(starters))
    lineup = tuple((fresh(lambda n=n: position_row(dice, n)), TABLES[n][1]) for n in range(2, 10))
    bench_rows = tuple(fresh(lambda: pinch_hitter_row(dice)) for _ in range(bench))
    rp = tuple(fresh(lambda: reliever_row(dice)) for _ in range(relievers))
    return TableTeam(lineup=lineup, bench=bench_rows, starters=sp, relievers=rp)


def rolled_with_age(row: TableRow, dice: Dice) -> Rolled:
    """A table row's ratings with an age rolled from the generation bands (the tables print none, GAP 60)."""
    return row.rolled(roll_age(dice))
