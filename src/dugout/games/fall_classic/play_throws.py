"""Throws on runners (seed p.4; gaps 23, FC-6): the fielders' arms, outfield assists, running with risk and
stretching a single.

``throw_max`` is the one reading of a throw's d6: the play loop, the chart plays' assists and the manager's
estimate of a throw's chance all use it.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.engine import codes as E
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard, Fielding
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.state import FallClassicHooks

if TYPE_CHECKING:
    from dugout.engine.game import Game


def fielder(g: Game, pos: int) -> Fielding:
    """The ratings of the fielder at a position number."""
    card: FCCard = g.cards[g.fielder_at(pos)]
    return card.field_at(pos)


def arm(g: Game, pos: int) -> int:
    """The arm (0 S, 1 A, 2 W) of the fielder at a position."""
    card: FCCard = g.cards[g.fielder_at(pos)]
    return card.field_at(pos).arm


def throw_max(options: FallClassicOptions, f: Fielding, pos: int) -> int:
    """The d6 at or under which a throw gets the runner: an outfielder's assist number (method 1), else the
    arm letter's range (method 2, and every run-with-risk throw of an infielder)."""
    return f.assist if options.assists == "number" and pos >= 7 else T.THROW_OUT_MAX[f.arm]


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicThrows(FallClassicHooks):
    """The throws, a mixin of the ruleset (they read the ``assists`` option)."""

    def throw_out(self, g: Game, pos: int, frm: int = 0, to: int = 0) -> bool:
        """An outfielder's throw on a runner: d6 within ``throw_max``.

        ``frm`` and ``to`` (the runner's bases, 4 = home) only name the play for the play-by-play."""
        f = fielder(g, pos)
        r = g.dice.d(6, f"{T.POS[pos]} throw")
        out = r <= throw_max(self.options, f, pos)
        if g.narrate:
            idx = g.bases[frm] if frm else -1
            if idx >= 0:
                g.say(f"  {T.POS[pos]} throws {T.BASE[to]}: d6 {r} — {g.names[idx]} {'out' if out else 'safe'}")
            else:
                g.say(f"  {T.POS[pos]} throws: d6 {r} — {'out' if out else 'safe'}")
        return out

    def risk(self, g: Game, frm: int, to: int, pos: int) -> int:
        """Run with risk: 0 held, 1 safe (no throw), 2 safe on a throw, 3 out on a throw. The offense decides
        whether he goes (``run-risk``), the defense whether to throw (``throw``)."""
        idx = g.bases[frm]
        if idx < 0 or g.walkoff:
            return 0  # (after the winning run nobody runs: the game is over)
        g.ext.ask = (frm, to, pos)
        if g.narrate:
            f = fielder(g, pos)
            g.say(f"  run with risk: {g.names[idx]} (run {T.RUN[g.cards[idx].run]}) from {T.BASE[frm]} for "
                  f"{T.BASE[to]}, {T.POS[pos]} arm {T.ARM[f.arm]}{f.assist if pos >= 7 else ''}")
        om = g.sides[g.half].manager
        if not om.decide(g, g.half, "run-risk", False):
            if g.narrate:
                g.say(f"  {g.names[idx]} holds")
            return 0
        dm = g.sides[1 - g.half].manager
        if not dm.decide(g, 1 - g.half, "throw", True):
            if g.narrate:
                g.say(f"  {g.names[idx]} goes, and the {T.POS[pos]} does not throw")
            g.advance(frm, to)
            return 1
        if self.throw_out(g, pos, frm, to):
            g.runner_out(frm)
            return 3
        g.advance(frm, to)
        return 2

    def stretch(self, g: Game, pos: int, *, keep: bool) -> None:
        """A single the batter tries to stretch (d6 by the fielder's arm: S 1-5, A 1-3, W 1 out); with ``keep``
        every runner takes two bases either way (the ballpark chart). The plate appearance ends."""
        if keep:
            g.move_all(2)
        card: FCCard = g.cards[g.batter]
        if card.batter.blue[0] or g.walkoff:  # (the winning run is home: the game is over, a single)
            g.place_batter(1)
            g.end_pa(E.SINGLE)
            return
        f = fielder(g, pos)
        r = g.dice.d(6, "stretch")
        if g.narrate:
            g.say(f"  stretching for 2nd on the {T.POS[pos]}'s arm: d6 {r} — "
                  f"{'out at 2nd' if r <= T.STRETCH_OUT_MAX[f.arm] else 'safe at 2nd'}")
        g.place_batter(1)
        if r <= T.STRETCH_OUT_MAX[f.arm]:
            g.runner_out(1)
            g.end_pa(E.SINGLE)
        else:
            g.advance(1, 2)
            g.end_pa(E.DOUBLE)
