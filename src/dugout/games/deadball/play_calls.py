"""What a person managing a Deadball side may call before a plate appearance, and what the scoreboard shows him.

``DeadballCalls`` is a link of the Deadball ruleset's chain: ``offense_calls`` and ``defense_calls`` list only the calls
the plate appearance acts on in this state (``play_running._before_swing`` asks for each exactly there), the
mid-play questions are ``QUESTIONS``, and ``speed_label`` and ``situation`` feed the scoreboard.

The book's decisions: steals (second, third, home for a Speedy Runner), the double steal, the sacrifice bunt, a
Speedy Runner's bunt for a hit, a shifted batter's bunt against the shift; for the defense pickoffs at a Speedy
Runner, the alignments (standing orders) and, asked once a runner on first breaks for second, the pitch out;
for the offense, asked when a D+ outfielder has the ball, whether to send the runner home on a fly. The book has
no intentional walk: it simply awards first base (baseball's rule). The hit-and-run is a house rule. When a Five
Tool pitcher faces a Five Tool hitter (option ``five-tool``, the pitch not left to a d6), the defense calls the pitch:
fastball, change up or breaking ball, each shown with its modifier; without a call the pitcher throws his best.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

from dugout.engine.decisions import Choice, steal
from dugout.engine.scoreboard import BASE_NAMES
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard
from dugout.games.deadball.play_five_tool import best_pitch, modifier
from dugout.games.deadball.state import DeadballHooks

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.games.deadball.state import DBState

PLAYBOOK: tuple[str, ...] = ("steal", "double-steal", "bunt", "bunt-for-hit", "hit-and-run", "ibb", "pickoff",
                             "align")
#: Calls only some teams allow: the pitch a Five Tool pitcher throws a Five Tool hitter.
PLAYBOOK_RARE: tuple[str, ...] = ("five-tool-pitch",)
#: The pitch calls: (key, pitch, name), in the book's d6 order.
PITCH_CALLS: tuple[tuple[str, int, str], ...] = (("fb", T.FASTBALL, "fastball"), ("ch", T.CHANGE_UP, "change up"),
                                                 ("bb", T.BREAKING_BALL, "breaking ball"))
_TOOL_NAMES = ("Power", "Contact", "Eye")
#: The ``Manager.decide`` names a person is asked in the middle of a play.
QUESTIONS: dict[str, str] = {
    "pitch-out": "the runner on first is stealing second: call a pitch out (-3 to his roll)?",
    "challenge-arm": "a fly to a D+ outfielder: send the runner home (out on his DEF 10+)?",
}
#: Standing alignments: (key, the alignment string the play code reads, the option that allows it, label).
ALIGN_CALLS: tuple[tuple[str, str, str, str], ...] = (
    ("in", "infield-in", "infield_in", "infield in (runner on third, fewer than two outs)"),
    ("nd", "no-doubles", "no_doubles", "no doubles"),
    ("shift", "shift", "infield_shift", "shift (bases empty, a left-handed P+/P++/C- batter)"),
)
_ALIGN_NAMES = {T.NORMAL: "normal", T.INFIELD_IN: "infield in", T.NO_DOUBLES: "no doubles", T.SHIFT: "shift"}


@mypyc_attr(allow_interpreted_subclasses=True)
class DeadballCalls(DeadballHooks):
    """The menus of a person's seat (a link of the Deadball ruleset's chain, on ``state.DeadballHooks``), and the
    alignment the defense gets when it asks for one (``_alignment``, read by the menus and the play)."""

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        b = g.bases
        cards = g.cards
        names = g.names
        off = g.sides[side]
        bc: DBCard = cards[off.order[off.up]]
        full = self._traits == T.TRAITS_FULL
        out: list[Choice] = []
        if b[3] >= 0 and full and cards[b[3]].traits & T.SP:
            out.append(steal(3, names[b[3]]))
        if b[2] >= 0 and b[3] < 0:
            out.append(steal(2, names[b[2]]))
            if b[1] >= 0 and self.options.double_steals:
                out.append(Choice("ds", f"double steal ({names[b[2]]} to third, {names[b[1]]} to second)",
                                  "double-steal"))
        if b[1] >= 0 and b[2] < 0:
            out.append(steal(1, names[b[1]]))
        dm = g.sides[1 - side].manager
        walked = getattr(dm, "call", None)
        if isinstance(walked, Choice) and walked.kind == "ibb":
            return out  # the batter is being walked: only the runners may go first
        occupied = b[1] >= 0 or b[2] >= 0 or b[3] >= 0
        if occupied and g.outs < 2:
            out.append(Choice("b", "sacrifice bunt", "bunt"))
        if self.options.hit_and_run and b[1] >= 0 and b[2] < 0 and g.outs < 2:
            out.append(Choice("hnr", f"hit-and-run ({names[b[1]]} goes with the pitch)", "hit-and-run"))
        if full and bc.traits & T.SP:
            out.append(Choice("bh", "bunt for a hit (d4: 1 is a single to third)", "bunt-for-hit", "speed"))
        if not occupied and self._alignments and self._alignment(g, dm.alignment(g, 1 - side), bc) == T.SHIFT:
            out.append(Choice("bs", "bunt for a hit against the shift (d6: 1 single, 2-3 K, 4-5 G-3, 6 G-1)",
                              "bunt-for-hit", "shift"))
        return out

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        st: DBState = g.ext
        b = g.bases
        off = g.sides[1 - side]
        batter = off.order[off.up]
        out = [Choice("ibb", f"walk {g.names[batter]} intentionally", "ibb")]
        out += self._pitch_calls(g, st, side, batter)
        if self.options.pickoffs and self._traits and st.pickoffs[side] > 0:
            for base in (1, 2, 3):
                r = b[base]
                if r >= 0 and g.cards[r].traits & T.SP:
                    out.append(Choice(f"pk{base}", f"pickoff throw to {BASE_NAMES[base]} ({g.names[r]}; "
                                                   f"{st.pickoffs[side]} left)", "pickoff", base))
        if self._alignments:
            bc: DBCard = g.cards[batter]
            for key, name, _opt, label in ALIGN_CALLS:
                if name in self._allowed_align and self._alignment(g, name, bc) != T.NORMAL:
                    out.append(Choice(key, label, "align", name, standing=True))
            out.append(Choice("norm", "normal depth", "align", "normal", standing=True))
        return out

    def _pitch_calls(self, g: Game, st: DBState, side: int, batter: int) -> list[Choice]:
        """The Five Tool pitch (rulebook p.58: the pitcher chooses), when batter and pitcher both have the tools."""
        o = self.options
        ps = st.ps[side]
        bc: DBCard = g.cards[batter]
        pc: DBCard | None = ps.card if ps.idx >= 0 else None
        if not o.five_tool or o.five_tool_pitch == "roll" or pc is None or pc.ft_pit is None or bc.ft_bat is None:
            return []
        fam = st.fam.get((batter, ps.idx)) or [0, 0, 0]
        best = best_pitch(pc.ft_pit, bc.ft_bat, (fam[0], fam[1], fam[2]))
        out = []
        for key, pitch, name in PITCH_CALLS:
            mod = modifier(pitch, pc.ft_pit, bc.ft_bat, fam[pitch])
            seen = f" + {fam[pitch]} seen" if fam[pitch] else ""
            out.append(Choice(key, f"throw the {name}: {mod:+d} to the swing ({T.PITCH_NAMES[pitch]} "
                                   f"{pc.ft_pit[pitch]} against {_TOOL_NAMES[pitch]} {bc.ft_bat[T.PAIRED_TOOL[pitch]]}"
                                   f"{seen}){'; the best' if pitch == best else ''}", "five-tool-pitch", pitch))
        return out

    def _alignment(self, g: Game, want: str, bc: DBCard) -> int:
        """The alignment the defense asked for, if the situation allows it (else normal)."""
        if want not in self._allowed_align:
            return T.NORMAL
        al = T.ALIGNMENTS[want]
        b = g.bases
        if al == T.INFIELD_IN and (b[3] < 0 or g.outs >= 2):
            return T.NORMAL
        if al == T.SHIFT and (b[1] >= 0 or b[2] >= 0 or b[3] >= 0 or not self._shiftable(g, bc)):
            return T.NORMAL
        return al

    def _shiftable(self, g: Game, bc: DBCard) -> bool:
        """The defense may shift against the batter (``DBCard.shiftable``, with every trait rule in play)."""
        return self._traits == T.TRAITS_FULL and bc.shiftable(g.cards[g.sides[1 - g.half].pitcher].throws)

    def speed_label(self, card: Any) -> str:
        traits = card.traits if self._traits == T.TRAITS_FULL else 0
        return "S+" if traits & T.SP else "S-" if traits & T.SM else ""

    def situation(self, g: Game) -> list[str]:
        st: DBState | None = g.ext
        if st is None:
            return []
        dside = 1 - g.half
        ps = st.ps[dside]
        lines = []
        if ps.idx >= 0:
            rung = st.rung[ps.idx]
            lines.append(f"Pitch Die: {g.names[ps.idx]} {T.RUNG_LABELS[rung]} (started at "
                         f"{T.RUNG_LABELS[ps.start]}, tired at {T.RUNG_LABELS[ps.tired]}); innings begun "
                         f"{ps.innings}, runs this inning {ps.inn_runs}")
        off = g.sides[g.half]
        bc: DBCard = g.cards[off.order[off.up]]
        traits = " ".join(bc.trait_list)
        lines.append(f"Batter: BT {bc.bt + st.bt_delta[off.order[off.up]]}, WT {bc.wt}"
                     f"{', ' + traits if traits else ''}")
        extra = []
        if st.align[dside]:
            extra.append(f"defense plays {_ALIGN_NAMES[st.align[dside]]}")
        if self.options.pitch_outs:
            extra.append(f"pitch outs left {st.pitch_outs[dside]}")
        if self.options.pickoffs:
            extra.append(f"pickoffs left {st.pickoffs[dside]}")
        if st.held >= 0:
            extra.append(f"{g.names[st.held]} held close")
        if extra:
            lines.append("; ".join(extra).capitalize())
        return lines
