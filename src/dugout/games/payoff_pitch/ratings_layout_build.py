"""The builder of ``data/partitions.json``: ``ratings_layout._partition_masks`` for every way the eleven 2d6 totals'
ways split into groups, searched once and shipped, so that rating a league reads them instead of searching.

Run ``python -m dugout.games.payoff_pitch.ratings_layout_build`` after a change to the search or its order; a test
checks the shipped table against the search.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from dugout.games.payoff_pitch.ratings_layout import TABLE_FILE, _partition_masks, feasible


def write_table(path: Path) -> int:
    """Write the table of ``_partitions`` (every feasible split searched) to ``path``; the number of splits."""
    rows = []
    for sizes in sorted(feasible(), reverse=True):
        masks = _partition_masks(sizes)
        assert masks is not None  # every feasible split has a partition
        rows.append([list(sizes), list(masks)])
    about = ("Payoff Pitch pitcher cards: for each way the eleven 2d6 totals' ways split into groups, [group sums in "
             "descending order, the totals of each group as bit masks (bit i: total i + 2)], as "
             "ratings_layout._partition_masks finds them. Written by "
             "python -m dugout.games.payoff_pitch.ratings_layout_build.")
    path.write_text(json.dumps({"about": about, "partitions": rows}, separators=(",", ":")) + "\n", encoding="utf-8")
    return len(rows)


if __name__ == "__main__":
    target = Path(__file__).resolve().parent / "data" / TABLE_FILE
    print(f"{write_table(target)} splits written to {target}", file=sys.stderr)
