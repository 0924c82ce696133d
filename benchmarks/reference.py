"""The reference loop every speed figure is a ratio to: the barest dice baseball a Python program can play.

Nine innings (no extra innings), nine batters a side, one roll of the project's ``Dice`` per plate appearance
read off a d100 table (out, strikeout, walk, single, double, triple, home run), runners forced or moved by the
hit's bases, and a box-score line per batter and per pitcher counted as it goes: no rules, no manager, no
substitutions. It measures what this machine gives pure Python at this moment, so an engine's plate appearances
per CPU second divided by the loop's, measured in the same process a moment apart, compare between machines,
runs and loads where seconds do not.

Run: ``.venv/bin/python benchmarks/reference.py`` prints the loop's plate appearances per CPU second.
"""

from __future__ import annotations

import time

from dugout.engine.dice import Dice as _Dice


def _pure_dice() -> type[_Dice]:
    """The project's ``Dice`` as Python source, whether or not a compiled build (``dugout.native``) is in use: the
    reference loop is pure Python everywhere, so a compiled engine's ratio to it says how much compiling gained."""
    import importlib.util
    from pathlib import Path

    origin = importlib.util.find_spec("dugout.engine.dice").origin  # type: ignore[union-attr]
    source = Path(str(origin)).with_name("dice.py")
    spec = importlib.util.spec_from_file_location("_reference_dice", source)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module.Dice  # type: ignore[no-any-return]


Dice = _pure_dice()

#: Result by d100 roll: 0 out, 1 strikeout, 2 walk, 3 single, 4 double, 5 triple, 6 home run.
TABLE = (1,) * 20 + (0,) * 48 + (2,) * 9 + (3,) * 15 + (4,) * 4 + (5,) * 1 + (6,) * 3


def reference_game(dice: _Dice, bat: list[list[list[int]]], pit: list[list[int]]) -> list[int]:
    """One bare game: ``bat[side][slot]`` counts PA, AB, SO, BB, H, 2B, 3B, HR, -, R; ``pit[side]`` BF, outs,
    SO, BB, H, R. Returns the score."""
    score = [0, 0]
    up = [0, 0]
    d = dice.d
    table = TABLE
    for _inning in range(9):
        for half in (0, 1):
            outs = 0
            bases = [0, 0, 0, 0]
            lines = bat[half]
            pl = pit[1 - half]
            while outs < 3:
                line = lines[up[half]]
                up[half] = (up[half] + 1) % 9
                code = table[d(100, "pa") - 1]
                line[0] += 1
                pl[0] += 1
                if code <= 1:
                    outs += 1
                    line[1] += 1
                    pl[1] += 1
                    if code:
                        line[2] += 1
                        pl[2] += 1
                    continue
                runs = 0
                if code == 2:
                    line[3] += 1
                    pl[3] += 1
                    if bases[1]:
                        if bases[2]:
                            runs += bases[3]
                            bases[3] = 1
                        bases[2] = 1
                    bases[1] = 1
                else:
                    n = code - 2
                    line[1] += 1
                    line[4] += 1
                    line[3 + n] += 1
                    pl[4] += 1
                    for b in (3, 2, 1):
                        if bases[b]:
                            bases[b] = 0
                            if b + n >= 4:
                                runs += 1
                            else:
                                bases[b + n] = 1
                    if n >= 4:
                        runs += 1
                    else:
                        bases[n] = 1
                if runs:
                    score[half] += runs
                    line[9] += runs
                    pl[5] += runs
    return score


def reference_pa_per_second(games: int = 2000) -> float:
    """Plate appearances per CPU second of the reference loop (``games`` games, seeds 0..games-1)."""
    t = time.process_time()
    pa = 0
    for g in range(games):
        bat = [[[0] * 10 for _ in range(9)], [[0] * 10 for _ in range(9)]]
        pit = [[0] * 6, [0] * 6]
        reference_game(Dice(g), bat, pit)
        pa += pit[0][0] + pit[1][0]
    return pa / (time.process_time() - t)


if __name__ == "__main__":
    print(f"reference loop: {reference_pa_per_second():,.0f} plate appearances per CPU second")
