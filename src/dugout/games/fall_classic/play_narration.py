"""The play-by-play's result lines: what each play did (outs, errors, runners, runs), read off the engine's
primitives as they are called.

A narrated game is a ``NarratedGame`` (``FallClassic.game_type``): its primitives record and then call the engine's
own method unchanged; they roll no dice and change no state, so a narrated game is the same game as a silent one.
"""

from __future__ import annotations

from dugout.engine import codes as E
from dugout.engine.game import Game
from dugout.games.fall_classic import tables as T

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


class NarratedGame(Game):
    """A narrated game of Fall Classic (``FallClassic.game_type``): its primitives record each play's result for the
    ``Tracker`` (``install``, from ``new_game``), then do the engine's own work unchanged."""

    def _tracker(self) -> Tracker | None:
        ext = self.ext
        return ext.tracker if ext is not None else None

    def say(self, text: str) -> None:
        tr = self._tracker()
        if tr is not None and not text.startswith(" "):
            tr.flush()  # a new play begins: finish the last one
        _SAY(self, text)

    def batter_out(self) -> None:
        tr = self._tracker()
        if tr is not None:
            tr.add(f"{self.names[self.batter]} out")
        super().batter_out()

    def out_pa(self, code: int = E.OUT) -> None:
        tr = self._tracker()
        if tr is not None and (code == E.OUT or code == E.STRIKEOUT):
            tr.add(f"{self.names[self.batter]} {'strikes out' if code == E.STRIKEOUT else 'out'}")
            if code == E.STRIKEOUT:
                tr.events[-1] = f"{self.names[self.batter]} out (strikeout)"
        super().out_pa(code)

    def runner_out(self, base: int) -> None:
        tr = self._tracker()
        idx = self.bases[base]
        if tr is not None and idx >= 0:
            tr.add(f"{self.names[idx]} (from {T.BASE[base]}) out")
        super().runner_out(base)

    def advance(self, frm: int, to: int, earned: bool = True) -> None:
        tr = self._tracker()
        if tr is None:
            super().advance(frm, to, earned)
            return
        idx = self.batter if frm == 0 else self.bases[frm]
        if idx >= 0 and to >= 4 and not (self.outs >= 3 or (self.walkoff and not self.all_runs_count)):
            tr.add(f"{self.names[idx]} scores")
        super().advance(frm, to, earned)
        if idx >= 0 and to < 4:
            # where he stands now: after the winning run a runner stops short of a taken base (``Game.advance``)
            at = next((b for b in (3, 2, 1) if self.bases[b] == idx), 0)
            if not at:
                tr.add(f"{self.names[idx]} left on base")
            elif frm == 0:
                tr.add(f"{self.names[idx]} safe at {T.BASE[at]}")
            else:
                tr.add(f"{self.names[idx]} to {T.BASE[at]}")

    def error(self, pos: int) -> None:
        tr = self._tracker()
        if tr is not None:
            f = self.fielder_at(pos) if 1 <= pos <= 9 else -1
            who = f" {self.names[f]}" if f >= 0 else ""
            tr.add(f"error by {T.POS[pos]}{who}")
        super().error(pos)

    def double_play(self) -> None:
        tr = self._tracker()
        if tr is not None:
            tr.dp = True
        super().double_play()

    def end_pa(self, code: int) -> None:
        super().end_pa(code)
        tr = self._tracker()
        if tr is not None:
            tr.flush()


def install(g: Game) -> None:
    """Start recording each play's result: a ``NarratedGame``'s primitives tell the tracker (a plain ``Game``
    narrates its dice and calls without the result lines)."""
    if isinstance(g, NarratedGame):
        g.ext.tracker = Tracker(g)


def flush(g: Game) -> None:
    """Say what is pending (end of a plate appearance or a half-inning)."""
    tr = getattr(g.ext, "tracker", None)
    if tr is not None:
        tr.flush()
