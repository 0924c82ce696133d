"""The calls a person may make in That's Baseball (the book's Sequence): before the pitch the defense may walk the
batter intentionally or throw over once to any runner; the offense may call the hit-and-run, a bunt, or steals for
any runner whose base ahead is open (or a double or triple steal, every runner at once). During the play the
offense decides the fly-ball advance of each runner (``questions``). The book has no squeeze, pitch out or
defensive alignments; the double-play and error rolls cannot hurt the side that may roll, so dugout always rolls
them. Each call offered here is one ``plate_appearance`` asks about in the same state.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_PC
from dugout.engine.decisions import Choice, steal
from dugout.engine.game import Game
from dugout.engine.scoreboard import BASE_NAMES
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.manager_rates import kpu_of
from dugout.games.thats_baseball.state import ThatsBaseballHooks


@mypyc_attr(allow_interpreted_subclasses=True)
class ThatsBaseballCalls(ThatsBaseballHooks):
    """The ruleset's playbook: ``offense_calls``, ``defense_calls``, the questions of a play and the scoreboard."""

    playbook: ClassVar[tuple[str, ...]] = ("steal", "double-steal", "bunt", "hit-and-run", "ibb", "pickoff")
    questions: ClassVar[dict[str, str]] = {
        "tag-up-3": "fly out: does the runner on third tag up for home (fly-ball d6: 1-3 holds, 4-5 scores, 6 out)?",
        "tag-up-2": "fly out: does the runner on second tag up for third (fly-ball d6: 1-3 holds, 4-5 safe, 6 out)?",
        "tag-up-1": "fly out: does the runner on first tag up for second (fly-ball d6: 1-3 holds, 4-5 safe, 6 out)?",
    }

    def offense_calls(self, g: Game, side: int) -> list[Choice]:
        b = g.bases
        on = (b[1] >= 0) + (b[2] >= 0) + (b[3] >= 0)
        if not on or g.outs >= 3:
            return []  # nobody to run, and a bunt would move nobody (or a pickoff ended the inning)
        call = getattr(g.sides[1 - side].manager, "call", None)
        if isinstance(call, Choice) and call.kind == "ibb":
            return []  # the defense has called for the intentional walk (the book's order: the defense first)
        names = g.names
        out = [steal(base, names[b[base]]) for base in (1, 2, 3) if b[base] >= 0 and (base == 3 or b[base + 1] < 0)]
        if on >= 2:
            out.append(Choice("ds", "triple steal (every runner goes, steal d6 each)" if on == 3 else
                              "double steal (both runners go, steal d6 each)", "double-steal"))
        if (b[1] >= 0 and b[2] < 0) or (b[2] >= 0 and b[3] < 0):
            out.append(Choice("b", "sacrifice bunt (bunt d6: 1-4 runners on first and second move up, 5 pop out, "
                                   "6 strikeout)", "bunt"))
        out.append(Choice("hnr", "hit-and-run", "hit-and-run"))
        return out

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        out = [Choice("ibb", "walk the batter intentionally", "ibb")]
        b = g.bases
        for base in (1, 2, 3):
            if b[base] >= 0:
                out.append(Choice(f"pk{base}", f"pickoff throw to {BASE_NAMES[base]} ({g.names[b[base]]}; 2d6: 2 "
                                               f"error, 12 picked off)", "pickoff", base))
        return out

    def speed_label(self, card: TBCard) -> str:
        """That's Baseball rates no runner's speed: every steal is the same d6."""
        return ""

    def situation(self, g: Game) -> list[str]:
        """The sum the batter rolls on (ABA + 2d6 + PAN, the fatigue step included) or the pitcher at-bat chart,
        what a hit-and-run risks, and the pitch count against the limit when the option is on."""
        off, dfn = g.sides[g.half], g.sides[1 - g.half]
        due = off.order[off.up]
        card: TBCard = g.cards[due]
        p = dfn.pitcher
        pan = g.cards[p].pan
        bonus = g.ext.bonus
        step = bonus.get(p, 0) if bonus else 0
        out = []
        if card.pitcher_chart and not dfn.dh:
            out.append(f"Chart: {g.names[due]} bats on the pitcher at-bat chart (d6: 5 single, else out)")
        else:
            s = card.aba + pan + step
            tired = f" ({pan:+d}, {step:+d} tired)" if step else ""
            out.append(f"Chart: ABA {card.aba} + 2d6 + PAN {pan + step:+d}{tired} = {s + 2} to {s + 12}; "
                       f"strikeout or pop-up {round(kpu_of(s) * 36)} in 36 (what a hit-and-run risks)")
        if self.options.pitch_count:
            line = g.pit[p]
            limit = T.PITCH_LIMIT["starter" if p == dfn.starter else "reliever"]
            if line is not None:
                out.append(f"Pitch count: {line[P_PC]} of {limit} before he tires (PAN +1 a 20 over, from the next "
                           f"inning)")
        return out
