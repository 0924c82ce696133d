"""The play-by-play's result lines: what each play did (outs, errors, runners, runs), read off the engine's
primitives as they are called.

Installed only when ``g.narrate`` is true. The wrappers record and then call the engine's own method unchanged:
they roll no dice and change no state, so a narrated game is the same game as a silent one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine import codes as E
from dugout.games.fall_classic import tables as T

if TYPE_CHECKING:
    from dugout.engine.game import Game

MARK = "    → "
"""Every result line starts with this."""


class Tracker:
    """Pending events of the play in progress; ``flush`` says them as one result line."""

    def __init__(self, g: Game) -> None:
        self.g = g
        self.events: list[str] = []
        self.outs_before = 0
        self.dp = False
        self.pending_errors: list[str] = []

    def add(self, text: str) -> None:
        if not self.events:
            self.outs_before = self.g.outs
        self.events.append(text)

    def flush(self) -> None:
        if not self.events:
            return
        g = self.g
        ev = self.events
        self.events = []
        head = ""
        if self.dp:
            n = sum(1 for e in ev if e.endswith(" out") or " out " in e)
            head = "triple play: " if n >= 3 else "double play: "
            self.dp = False
        text = head + "; ".join(ev)
        if g.outs != self.outs_before:
            text += f" ({g.outs} out{'s' if g.outs != 1 else ''})"
        _SAY(g, MARK + text)


def _SAY(g: Game, text: str) -> None:
    g.log.append((g.inning, g.half, text))


def install(g: Game) -> None:
    """Wrap ``g``'s primitives (instance attributes shadow the class methods) to record each play's result."""
    tr = Tracker(g)
    g.ext.tracker = tr
    cls = type(g)

    def say(text: str) -> None:
        if not text.startswith(" "):
            tr.flush()  # a new play begins: finish the last one
        _SAY(g, text)

    def batter_out() -> None:
        tr.add(f"{g.names[g.batter]} out")
        cls.batter_out(g)

    def out_pa(code: int = E.OUT) -> None:
        if code == E.OUT or code == E.STRIKEOUT:
            tr.add(f"{g.names[g.batter]} {'strikes out' if code == E.STRIKEOUT else 'out'}")
            if code == E.STRIKEOUT:
                tr.events[-1] = f"{g.names[g.batter]} out (strikeout)"
        cls.out_pa(g, code)

    def runner_out(base: int) -> None:
        idx = g.bases[base]
        if idx >= 0:
            tr.add(f"{g.names[idx]} (from {T.BASE[base]}) out")
        cls.runner_out(g, base)

    def advance(frm: int, to: int, earned: bool = True) -> None:
        idx = g.batter if frm == 0 else g.bases[frm]
        if idx >= 0 and to >= 4 and not (g.outs >= 3 or (g.walkoff and not g.all_runs_count)):
            tr.add(f"{g.names[idx]} scores")
        cls.advance(g, frm, to, earned)
        if idx >= 0 and to < 4:
            # where he stands now: after the winning run a runner stops short of a taken base (``Game.advance``)
            at = next((b for b in (3, 2, 1) if g.bases[b] == idx), 0)
            if not at:
                tr.add(f"{g.names[idx]} left on base")
            elif frm == 0:
                tr.add(f"{g.names[idx]} safe at {T.BASE[at]}")
            else:
                tr.add(f"{g.names[idx]} to {T.BASE[at]}")

    def error(pos: int) -> None:
        f = g.fielder_at(pos) if 1 <= pos <= 9 else -1
        who = f" {g.names[f]}" if f >= 0 else ""
        tr.add(f"error by {T.POS[pos]}{who}")
        cls.error(g, pos)

    def double_play() -> None:
        tr.dp = True
        cls.double_play(g)

    def end_pa(code: int) -> None:
        cls.end_pa(g, code)
        tr.flush()

    wrappers = {"say": say, "batter_out": batter_out, "out_pa": out_pa, "runner_out": runner_out,
                "advance": advance, "error": error, "double_play": double_play, "end_pa": end_pa}
    for name, fn in wrappers.items():
        setattr(g, name, fn)


def flush(g: Game) -> None:
    """Say what is pending (end of a plate appearance or a half-inning)."""
    tr = getattr(g.ext, "tracker", None)
    if tr is not None:
        tr.flush()
