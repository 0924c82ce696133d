"""What a person managing a side may call before a plate appearance (the menus of ``engine.decisions``), the
questions put to him in the middle of a play, and his scoreboard lines.

Every call is offered exactly where the plate appearance asks about it: the legal steals and double steals are
``FallClassicRunning.steal_bases`` and ``double_steal``, read by both. The book's manager calls steals at any
time (of 3rd and home only with a base stealer's SBA and jump; the auto-steal system, when on, adds its own
chance as the batter reaches 1st), the double steal, the hit-and-run, the sacrifice and the suicide squeeze, plays the infield in with a runner on 3rd and
(the visitors, from the 9th) the outfield in; the intentional walk is the digest's (gap 59), with men on base
(the managers' calls before the roll come only then, as in the book). There is no bunt
for a hit (the book: it is on the card already), no pickoff call and no pitch out (pickoffs come from the
steal's white die and the 54 chart).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_BF
from dugout.engine.decisions import Choice, steal
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import GD, GRADES
from dugout.games.fall_classic.play import FallClassicPlay
from dugout.games.fall_classic.play_running import outfield_in_allowed
from dugout.games.fall_classic.state import FCState

if TYPE_CHECKING:
    from dugout.engine.game import Game

PLAYBOOK = ("steal", "double-steal", "hit-and-run", "squeeze", "bunt", "ibb", "align")
"""The kinds of call the menus offer."""
QUESTIONS = {
    "auto-steal": "auto-steal: he has his jump. Send him to 2nd?",
    "run-aggressive": "auto-steal with a runner on 3rd: run aggressively and send him to 2nd?",
    "steal-third": "safe at 2nd: go on and steal 3rd?",
    "run-risk": "run with risk: send him for the extra base?",
    "throw": "he is going for the extra base: throw?",
    "throw-lead": "double steal: throw at the lead runner (n: at the trailing one)?",
    "play-safe": "play it safe on the bases this inning (no auto-steals, station to station)?",
}
"""The ``decide`` names a person is asked in the middle of a play (the AI answers them otherwise)."""


def _due(g: Game) -> int:
    """The batter due up (the menus come before ``g.batter`` is set)."""
    s = g.sides[g.half]
    return s.order[s.up]


@mypyc_attr(allow_interpreted_subclasses=True)
class FallClassicCalls(FallClassicPlay):
    """The menus of a person's seat, a mixin of the ruleset."""

    playbook: ClassVar[tuple[str, ...]] = PLAYBOOK
    questions: ClassVar[dict[str, str]] = QUESTIONS

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        b = g.bases
        if b[1] < 0 and b[2] < 0 and b[3] < 0:
            return []
        out = []
        if g.outs < 2:
            due = _due(g)
            card: FCCard = g.cards[due]
            name = g.names[due]
            if b[1] >= 0 and b[2] < 0:
                out.append(Choice("hnr", f"hit-and-run ({name}, H&R {'ABC'[card.hnr]})", "hit-and-run"))
            if self.squeeze_open(g):
                out.append(Choice("sq", f"suicide squeeze ({name}, sh {card.sh} - 2)", "squeeze"))
            if b[1] >= 0 or b[2] >= 0:
                out.append(Choice("b", f"sacrifice bunt ({name}, sh {card.sh})", "bunt"))
        out += [steal(base, g.names[b[base]]) for base in sorted(self.steal_bases(g))]
        going = self.double_steal(g)
        if going:
            who = " and ".join(f"{g.names[b[x]]} to {T.BASE[x + 1]}" for x in going)
            out.append(Choice("ds", f"{'triple' if len(going) == 3 else 'double'} steal ({who})", "double-steal"))
        return out

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        o = self.options
        b = g.bases
        out = []
        if o.ibb and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0):
            out.append(Choice("ibb", f"walk {g.names[_due(g)]} intentionally", "ibb"))
        if g.bases[3] >= 0 and g.outs < 2:
            align = []
            if o.infield_in:
                align.append(Choice("in", "infield in with a runner on 3rd (standing order)", "align", "infield-in",
                                    standing=True))
            if o.outfield_in and outfield_in_allowed(g):
                align.append(Choice("oin", "outfield in: the winning run is on 3rd (standing order)", "align",
                                    "outfield-in", standing=True))
            if align:
                align.append(Choice("norm", "normal depth (standing order)", "align", "normal", standing=True))
            out += align
        return out

    def speed_label(self, card: FCCard) -> str:
        return f"run {T.RUN[card.run]}, sbs {card.sbs}" + (f", jump {card.jump}" if card.jump else "")

    def situation(self, g: Game) -> list[str]:
        st: FCState = g.ext
        d = 1 - g.half
        out = []
        p = g.sides[d].pitcher
        if st.pcard[d] is not None:
            gh = st.gh[d]
            line = g.pit[p]
            bf = line[P_BF] if line is not None else 0
            text = (f"{g.names[p]}: grade {GRADES[gh]}"
                    + (f" (his bullpen session gave {GRADES[st.gstart[d]]})" if gh != st.gstart[d] else "")
                    + f", KD {st.kd[d]}, HR grade {st.hrg[d]}; {bf} batter{'' if bf == 1 else 's'} faced, limit {st.limit[d]} "
                      f"({'BFS' if st.starter[d] else 'BFR'})")
            if st.armed[d] and gh != GD:
                text += ": the next hit or walk puts him at grade D"
            out.append(text)
        if st.safe[g.half]:
            out.append(f"{g.sides[g.half].gt.team.name} play it safe on the bases this inning")
        align = getattr(g.sides[d].manager, "align", "normal")
        if isinstance(align, str) and align != "normal":
            out.append(f"{g.sides[d].gt.team.name}: {align.replace('-', ' ')} with a runner on 3rd "
                       f"(standing order)")
        return out
