"""A manager's calls in Pine Tar: the playbook a person is offered before each plate appearance, the questions put to
him in the middle of a play, and the game's lines on his scoreboard.

Every call is offered exactly where the plate appearance asks for it (``play_tactics``), from the same checks:

* offense, with runners on and nobody walked on purpose: the suicide squeeze (runner on 3rd, fewer than two out,
  SHC not N), the sacrifice (runner on 1st and/or 2nd, 3rd open, the same), the hit-and-run (the optional rule; fewer
  than two out, a runner on 1st who may run, not 2nd and 3rd both full, one of the two a game left) and a steal of
  2nd or 3rd (the optional rule; the lead runner whose SBO letter, inning, attempts and the team's steal points allow
  it: the Steal Opportunity table);
* defense: the intentional walk, at any plate appearance (the book has none, gap G21: first base is simply awarded,
  and the cards leave intentional walks out for the managers to call).

The book has no pickoff, pitch out, double steal, steal of home or infield in, so none is offered. Tagging up on a
fly ball and throwing home instead of turning a late double play are the manager's in the book: a person is asked
(``questions``).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.decisions import Choice, steal
from dugout.engine.scoreboard import short_name
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.play import PineTarPlay
from dugout.games.pine_tar.state import PTState

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.manager import Manager


def ibb_called(dm: Manager, batter: int) -> bool:
    """Whether the fielding side's manager has already decided to walk ``batter`` on purpose: a person's call of
    the moment, or the AI's decision (``PineTarManager.ibb_for``), made before the offense's."""
    call = getattr(dm, "call", None)
    if call is not None:
        return bool(call.kind == "ibb")
    return getattr(dm, "ibb_for", -1) == batter


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTarCalls(PineTarPlay):
    """The ruleset's playbook: ``offense_calls``, ``defense_calls``, ``questions``, ``speed_label``, ``situation``."""

    playbook: ClassVar[tuple[str, ...]] = ("steal", "bunt", "squeeze", "hit-and-run", "ibb")
    questions: ClassVar[dict[str, str]] = {
        "tag": "tag up and run? (one tag roll for every runner who goes)",
        "refuse-gdp": "throw home for the runner from third instead of turning the double play?",
    }

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        st: PTState = g.ext
        bases = g.bases
        if bases[1] < 0 and bases[2] < 0 and bases[3] < 0:
            return []
        off = g.sides[side]
        due = off.order[off.up]
        if ibb_called(g.sides[1 - side].manager, due):
            return []
        out = []
        card: PTCard = g.cards[due]
        if g.outs < 2 and card.shc >= 0:
            if bases[3] >= 0:
                out.append(Choice("sq", f"suicide squeeze (SHC {card.shc} - {T.SQUEEZE_PENALTY})", "squeeze"))
            else:
                out.append(Choice("b", f"sacrifice bunt (SHC {card.shc})", "bunt"))
        if self._hit_and_run_mask(g, st):
            out.append(Choice("hnr", f"hit-and-run ({st.hit_runs[side]} left)", "hit-and-run"))
        base = self.steal_base(g, st)
        if base:
            out.append(steal(base, g.names[bases[base]]))
        return out

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        off = g.sides[1 - side]
        return [Choice("ibb", f"walk {g.names[off.order[off.up]]} intentionally", "ibb")]

    def speed_label(self, card: PTCard) -> str:
        return f"BR {card.speed}, SBC {card.sbc}, SBO {card.sbo}"

    def situation(self, g: Game) -> list[str]:
        st: PTState = g.ext
        dside = 1 - g.half
        d, off = g.sides[dside], g.sides[g.half]
        p = d.pitcher
        card: PTCard = g.cards[p]
        first, third = card.grade_home if dside == 1 else card.grade_away
        due = off.order[off.up]
        starter = p == d.starter
        times = st.faced[dside][off.up] + 1
        grade = third if starter and times >= 3 else first
        if starter:
            mip = f"MIP {card.mip_as_starter}" + (", bonus inning used" if p in st.bonus else "")
        else:
            mip = f"relief MIP {card.mip_as_reliever}"
        innings = st.innings.get(p, 0)
        lines = [(f"{g.names[p]}: grade {card.grade_text(dside == 1)} {'home' if dside == 1 else 'away'}, "
                  f"{T.GRADES[grade]} against this batter ({_nth(times)} time up); {mip}, "
                  f"{innings} inning{'' if innings == 1 else 's'} begun")]
        bat: PTCard = g.cards[due]
        away, home = short_name(g, 0), short_name(g, 1)
        lines.append(f"{g.names[due]}: SHC {bat.shc_text}; steal points left {away} {st.points[0]}, "
                     f"{home} {st.points[1]}; hit-and-runs left {away} {st.hit_runs[0]}, {home} {st.hit_runs[1]}")
        return lines


def _nth(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")
