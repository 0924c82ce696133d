"""``make demo``: import the 1927 Yankees and Athletics, print their sheets for every game, play one of each.

Everything runs on the embedded Lahman data; outputs go to cards/ (re-running replaces the demo's files).
"""

from __future__ import annotations

import sys
import time

from rich.console import Console

from dugout.api.games import play_one, print_cards
from dugout.errors import DugoutError
from dugout.games import RULESETS
from dugout.model.io import save_team
from dugout.paths import cards_dir
from dugout.sources import lahman


def main() -> int:
    """Run the demo; returns the process exit code."""
    con = Console(highlight=False)
    out = cards_dir()
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    away = lahman.import_team(1927, "Yankees")
    home = lahman.import_team(1927, "Athletics")
    for t in (away, home):
        path = save_team(t, out / f"{t.season}-{t.id}.json", force=True)
        record = f" ({t.record.w}-{t.record.l})" if t.record else ""
        con.print(f"imported {t.label}{record} → {path}")
    for name in RULESETS:
        try:
            pdf = print_cards(name, [away, home], out=out / f"{name}-1927-NYA-PHA.pdf", force=True)
            con.print(f"[bold]{RULESETS[name].title}[/bold]: sheets → {pdf}")
            res = play_one(name, away, home, seed=1927)
            con.print(res.box.format(), markup=False, soft_wrap=True)
            con.print()
        except DugoutError as e:
            con.print(f"[red]{name}: {e.one_line()}[/red]")
            return 2
    con.print(f"demo finished in {time.perf_counter() - t0:.1f} s; try `dugout play thats 1927:NYY 1927:PHA --pbp`.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
