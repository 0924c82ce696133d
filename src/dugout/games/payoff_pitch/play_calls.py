"""What a manager may call in Payoff Pitch, and what a person at the table sees of the game's own state.

The rulebook's decisions, each offered in the states the plate appearance asks about it (``play_strategy``):

- a steal, at any time and under every steal option (the book lets the options mix: a steal called under the auto
  option is its manager's option, the chart alone after the 2d6 that can bring a pick-off);
- the sacrifice bunt with runners on first and/or second, third open and fewer than two out, whatever ``auto-sac``
  (the book lets a manager call one as well); the squeeze with a runner on third and fewer than two out; the bunt
  for a hit, once a game for each batter and never by a pinch hitter;
- the hit-and-run with a runner on first, or on first and second;
- the infield or the corners in with a runner on third, a standing order of the defense;
- the intentional walk (not in the book: the batter is awarded first; the cards hold only unintentional walks, so
  the managers issue the intentional ones, docs/rules/payoff-pitch.md);
- in the middle of a play, Coach's Choice and the two-out Fast Action Card try for the extra base, and the Hold
  option's late jump (``QUESTIONS``).

The defense declares first: when it walks the batter the offense has nothing to call for him.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_R
from dugout.engine.decisions import Choice, steal
from dugout.engine.scoreboard import ordinal
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card
from dugout.games.payoff_pitch.state import PayoffPitchHooks, is_tired

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.payoff_pitch.state import PPState

#: The kinds of call the menus offer.
PLAYBOOK = ("steal", "bunt", "squeeze", "bunt-for-hit", "hit-and-run", "ibb", "align")
#: Questions put to a person in the middle of a play (``Manager.decide`` names).
QUESTIONS = {
    "extra-base": "the lead runner tries for the extra base?",
    "late-jump": "no jump off the pitcher's Hold, but within his own Jump: steal anyway, one letter worse?",
}
#: The defense's standing orders with a runner on third (``Manager.alignment`` answers).
ALIGNMENTS = (
    Choice("in", "infield in (1B, 2B, 3B, SS)", "align", "infield-in", standing=True),
    Choice("cin", "corners in (1B, 3B)", "align", "corners-in", standing=True),
    Choice("norm", "infield at normal depth", "align", "normal", standing=True),
)
_ALIGN_NAMES = {"infield-in": "infield in", "corners-in": "corners in"}


@mypyc_attr(allow_interpreted_subclasses=True)
class PlayCalls(PayoffPitchHooks):
    """The ruleset's menus (``offense_calls``, ``defense_calls``) and scoreboard lines (``speed_label``,
    ``situation``); on the hooks (``state``), below the play (``play_running``)."""

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        if g.sides[1 - side].manager.wants_ibb(g, 1 - side):
            return []  # the defense walks him: nothing to call
        b = g.bases
        s = g.sides[side]
        due = s.order[s.up]
        names = g.names
        card: Card = g.cards[due]
        st: PPState = g.ext
        out: list[Choice] = []
        if b[1] >= 0 and b[2] < 0:
            out.append(steal(1, names[b[1]]))
        if b[2] >= 0 and b[3] < 0:
            out.append(steal(2, names[b[2]]))
        if g.outs < 2:
            if b[3] >= 0:
                out.append(Choice("sq", f"squeeze ({names[b[3]]}, Run {g.cards[b[3]].bat.run}, breaks for home; "
                                        f"Bunt {T.GRADES[card.bat.bunt]})", "squeeze"))
            elif b[1] >= 0 or b[2] >= 0:
                out.append(Choice("b", f"sacrifice bunt (Bunt {T.GRADES[card.bat.bunt]})", "bunt"))
        if b[1] >= 0 and b[3] < 0:
            out.append(Choice("hnr", "hit-and-run", "hit-and-run"))
        if due not in st.bunt_hit_used and s.pos_of.get(due) != "PH":
            out.append(Choice("bh", f"bunt for a hit (Run {card.bat.run}; once a game)", "bunt-for-hit"))
        return out

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        off = g.sides[1 - side]
        out = [Choice("ibb", f"walk {g.names[off.order[off.up]]} intentionally", "ibb")]
        if g.bases[3] >= 0:
            out.extend(ALIGNMENTS)
        return out

    def speed_label(self, card: Card) -> str:
        return f"Run {card.bat.run}, Steal {card.bat.steal_text()}"

    def situation(self, g: Game) -> list[str]:
        """The pitcher's stamina and how near fatigue he is, the catcher's Arm (and the pitcher's Hold under the hold
        option) with a runner who could steal, and the defense's standing alignment."""
        side = 1 - g.half
        s = g.sides[side]
        p = s.pitcher
        st: PPState = g.ext
        pit = g.cards[p].pit
        line = g.pit[p]
        runs = line[P_R] if line is not None else 0
        tired = is_tired(g, side, p)
        if tired:
            state = "TIRED: BALLPARK, PATIENT and TOUGH read the Fatigued Pitcher Adjustments"
        elif p == s.starter:
            start = max(1, pit.start)
            state = (f"Start {pit.start}, {runs} R: " + (f"tires at {T.FATIGUE_RUNS_STARTER} runs" if g.inning >= start
                     else f"full strength through the {ordinal(start - 1)}" if start > 1 else "")).rstrip(": ")
        else:
            relief = pit.relief or "Long"
            inn_lim, run_lim = T.RELIEF_LIMITS[relief]
            inning = st.innings[p] + (0 if st.last_inning[p] == g.inning else 1)
            state = f"{relief}{pit.marker}: inning {inning} of {inn_lim}, {runs} of {run_lim} runs"
            if p in st.save_entry and g.lead(side) > 0:
                state += " (save situation: no fatigue while ahead)"
        out = [f"Fatigue: {g.names[p]} {state}" + ("" if tired else f" (anyone tires at {T.FATIGUE_RUNS_ANY} R)")]
        if self.options.in_play_out and T.INPLAY_OUT in pit.labels and st.first_inning.get(p, g.inning) == g.inning:
            out.append("His first inning of work: /IN-PLAY/ reads IN-PLAY")
        b = g.bases
        if (b[1] >= 0 and b[2] < 0) or (b[2] >= 0 and b[3] < 0):
            c = g.fielder_at(2)
            arm = (g.cards[c].bat.field_at("C").arm or 3) if c >= 0 else 3
            hold = f"; {g.names[p]} Hold {pit.hold}" if self.options.steal == "hold" else ""
            out.append(f"Stealing: catcher {g.names[c] if c >= 0 else '-'} Arm {arm}{hold}")
        align = getattr(s.manager, "align", "normal")
        if align in _ALIGN_NAMES:
            out.append(f"Standing order: {_ALIGN_NAMES[align]}"
                       + (" (runner on third: in force)" if b[3] >= 0 else " (with a runner on third)"))
        return out
