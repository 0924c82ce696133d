"""Pitchers of record (win, loss, save, holds) and the bookkeeping identities a finished game must satisfy.

``Records`` is a mixin of ``Game``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.engine.codes import (
    B_AB,
    B_BB,
    B_CI,
    B_H,
    B_HBP,
    B_PA,
    B_R,
    B_SF,
    B_SH,
    P_HLD,
    P_L,
    P_OUTS,
    P_R,
    P_SV,
    P_W,
)

if TYPE_CHECKING:
    from dugout.engine.lineups import Side


@mypyc_attr(allow_interpreted_subclasses=True)
class Records:
    """Decisions and invariant checks of a game (mixed into ``Game``)."""

    sides: tuple[Side, ...]
    bat: list[list[int] | None]
    pit: list[list[int] | None]
    score: list[int]
    bases: list[int]
    tie: bool
    walkoff: bool
    half_outs: list[int]
    go_ahead: tuple[int, int, int] | None
    entry: dict[int, tuple[int, int, int]]
    blew: set[int]
    exit_lead: dict[int, int]
    decisions: dict[str, int]

    # --- pitchers of record -----------------------------------------------------------------------------------
    def _settle_decisions(self) -> None:
        if self.tie or self.score[0] == self.score[1] or self.go_ahead is None:
            return
        win_side, wp, lp = self.go_ahead
        ws = self.sides[win_side]
        wline = self.pit[wp]
        assert wline is not None
        if wp == ws.starter and wline[P_OUTS] < 15 and len(ws.pit_appear) > 1:
            wp = ws.pit_appear[1]
        pw = self.pit[wp]
        pl_ = self.pit[lp]
        assert pw is not None and pl_ is not None
        pw[P_W] = 1
        pl_[P_L] = 1
        self.decisions = {"W": wp, "L": lp}
        finisher = ws.pit_appear[-1]
        if finisher != wp and finisher != ws.starter and finisher not in self.blew:
            lead_in, on, _ = self.entry.get(finisher, (99, 0, 0))
            fl = self.pit[finisher]
            assert fl is not None
            outs = fl[P_OUTS]
            if lead_in > 0 and ((lead_in <= 3 and outs >= 3) or outs >= 9 or lead_in <= on + 2):
                fl[P_SV] = 1
                self.decisions["S"] = finisher
        for side in (0, 1):
            s = self.sides[side]
            for idx in s.pit_appear[1:-1]:
                if idx in (wp, lp) or idx in self.blew:
                    continue
                lead_in, on, _ = self.entry.get(idx, (0, 0, 0))
                line = self.pit[idx]
                assert line is not None
                if 0 < lead_in <= max(3, on + 2) and line[P_OUTS] >= 1 and self.exit_lead.get(idx, 0) > 0:
                    line[P_HLD] = 1

    def check_invariants(self) -> None:
        """Assert the bookkeeping identities (used by tests over many generated games)."""
        assert all(o == 3 for o in self.half_outs[:-1]), self.half_outs
        assert self.half_outs[-1] == 3 or self.walkoff or self.tie, self.half_outs
        occupied = [r for r in self.bases[1:] if r >= 0]
        assert len(occupied) == len(set(occupied)), "a runner is on two bases"
        for side in (0, 1):
            s = self.sides[side]
            lines = [self.bat[i] for i in {i for _, i in s.bat_appear}]
            runs = sum(line[B_R] for line in lines if line)
            hits = sum(line[B_H] for line in lines if line)
            assert runs == self.score[side] == sum(s.line), (runs, self.score[side], s.line)
            assert hits == s.hits
            for line in lines:
                if line:
                    assert line[B_PA] == line[B_AB] + line[B_BB] + line[B_HBP] + line[B_SH] + line[B_SF] + line[B_CI]
            opp = self.sides[1 - side]
            outs_pitched = sum(line[P_OUTS] for i in opp.pit_appear if (line := self.pit[i]) is not None)
            made = sum(o for k, o in enumerate(self.half_outs) if k % 2 == side)
            assert outs_pitched == made, (outs_pitched, made)
            runs_allowed = sum(line[P_R] for i in opp.pit_appear if (line := self.pit[i]) is not None)
            assert runs_allowed == self.score[side]
            assert len(set(s.order)) == len(s.order), "a player bats twice in the order"
            assert not (set(s.order) & s.removed), "a removed player returned"
