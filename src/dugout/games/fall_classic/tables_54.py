"""The 54 chart and the exotic error charts as data: each row is (last d20, words, play).

A *play* is a tuple of small ops that ``play_charts`` interprets (``FallClassicCharts.run_play``); the words are
printed on the chart sheet and used as narration. Ops (positions are numbers, bases 1-3, 0 = the batter, 4 = home):

``("bat", b)`` batter to base b · ``("mv", f, t)`` / ``("mvu", f, t)`` runner moves (earned / unearned) ·
``("all", n)`` / ``("allu", n)`` every runner moves n · ``("force",)`` forced runners move · ``("bout",)`` / ``("rout", b)`` outs ·
``("err", pos)`` error · ``("xo",)`` the error saved an out · ``("dp",)`` double play turned ·
``("end", code)`` the PA ends with this result · ``("reroll",)`` the batter rolls again ·
``("wp", n)`` wild pitch · ``("balk",)`` · ``("steal", b, safe)`` · conditions ``("if_run", who, runs, then,
else)``, ``("if_arm", pos, arms, …)``, ``("if_e", pos, …)`` (d20 against E), ``("if_e0", pos, …)`` (E is 0),
``("if_range", pos, n, …)`` (Range <= n), ``("if_outs", n, …)`` (outs >= n), ``("if_home", …)`` (home team in the
field), ``("if_day", …)``, ``("if_frun", pos, runs, …)`` (a fielder's run rating), ``("d6", ((hi, ops), …))``;
and chart steps ``("of_fly",)``, ``("frame",)``, ``("stretch", pos)``, ``("assist", pos, base)``,
``("injure", pos)``, ``("injure_runner", base)``, ``("rundown", base)``, ``("pickoff_lead",)``,
``("catcher_snap",)``, ``("balk_check",)``, ``("wp_check",)``, ``("temper",)``, ``("rain",)``,
``("pull_pitcher",)``, ``("take2",)``, ``("d6run", base, (F!, F, A, S) safe max, safe ops, out ops)``,
``("if_last", v, …)`` (the last d6), ``("homer",)``, ``("sub", name)`` (roll on a sub-chart).
"""

from __future__ import annotations

from typing import Any, Final

from dugout.engine.codes import (
    CI,
    DOUBLE,
    FC,
    GIDP,
    HOMER,
    K_REACH,
    OUT,
    ROE,
    SAC_FLY,
    SINGLE,
    STRIKEOUT,
    TRIPLE,
    WALK,
)

Op = tuple[Any, ...]
Play = tuple[Op, ...]
Row = tuple[int, str, Play]

FAST = frozenset({0, 1})
"""Run ratings F! and F."""
NOT_S = frozenset({0, 1, 2})
SLOW = frozenset({3})
S_, SA, W_, AW = frozenset({0}), frozenset({0, 1}), frozenset({2}), frozenset({1, 2})


def _if(kind: str, *args: Any) -> Op:
    *head, then, els = args
    return (kind, *head, tuple(then), tuple(els))


def if_run(who: int, runs: frozenset[int], then: list[Op], els: list[Op] | tuple[()] = ()) -> Op:
    return _if("if_run", who, runs, then, list(els))


def if_arm(pos: int, arms: frozenset[int], then: list[Op], els: list[Op] | tuple[()] = ()) -> Op:
    return _if("if_arm", pos, arms, then, list(els))


def if_e(pos: int, then: list[Op], els: list[Op] | tuple[()] = ()) -> Op:
    return _if("if_e", pos, then, list(els))


def if_outs(n: int, then: list[Op], els: list[Op] | tuple[()] = ()) -> Op:
    return _if("if_outs", n, then, list(els))


def d6(*branches: tuple[int, list[Op]]) -> Op:
    return ("d6", tuple((hi, tuple(ops)) for hi, ops in branches))


OUT_END: list[Op] = [("bout",), ("end", OUT)]
REROLL: Play = (("reroll",),)


def _rows(*rows: tuple[int, str, list[Op]]) -> tuple[Row, ...]:
    return tuple((hi, text, tuple(ops)) for hi, text, ops in rows)


def _pop(pos: int, text: str) -> tuple[str, list[Op]]:
    return text, [if_e(pos, [("err", pos), ("xo",), ("reroll",)], OUT_END)]


# --- bases empty ----------------------------------------------------------------------------------------------
EMPTY_WILD = _rows(
    (6, ("fly ball to an outfielder (d6 1-2 LF, 3-4 CF, 5-6 RF): d20 against his E for the exotic error chart, "
        "else a fly out"), [("of_fly",)]),
    (9, "to the Wilder chart", [("sub", "empty-wilder")]),
    (12, ("grounder knocked down by the pitcher, throw to first: d20 against his E for a wild throw (batter to "
         "2nd), else out"), [if_e(1, [("err", 1), ("xo",), ("bat", 2), ("end", ROE)], OUT_END)]),
    (13, "single to left: d20 against the LF's E for an extra base",
     [if_e(7, [("err", 7), ("bat", 2), ("end", SINGLE)], [("bat", 1), ("end", SINGLE)])]),
    (14, "single to center: d20 against the CF's E for an extra base",
     [if_e(8, [("err", 8), ("bat", 2), ("end", SINGLE)], [("bat", 1), ("end", SINGLE)])]),
    (15, "single to right: d20 against the RF's E for an extra base",
     [if_e(9, [("err", 9), ("bat", 2), ("end", SINGLE)], [("bat", 1), ("end", SINGLE)])]),
    (19, ("pitch framing: a g catcher gets strike three, a b catcher ball four; an a (or n) catcher gets strike "
         "three at home, ball four on the road"), [("frame",)]),
    (20, "sky-high pop out to short; d6 6 and the rain chart (rain option)", [*OUT_END, ("rain",)]),
)
EMPTY_WILDER = _rows(
    (3, "batter stretches a single: d6 against the LF's arm (S out 1-5, A 1-3, W 1), else a double",
     [("stretch", 7)]),
    (8, "to the Wildest chart", [("sub", "empty-wildest")]),
    (11, *_pop(2, "foul pop behind the plate: d20 against the catcher's E and he drops it (E2), batter rolls "
                  "again; else caught")),
    (14, *_pop(5, "foul pop near third: d20 against the 3B's E and he drops it (E5), batter rolls again; else "
                  "caught")),
    (17, *_pop(3, "foul pop near first: d20 against the 1B's E and he drops it (E3), batter rolls again; else "
                  "caught")),
    (20, ("strike three in the dirt: the batter is thrown out unless he is an F runner; then d20 against the "
         "catcher's E for a wild throw (batter to 2nd, E2)"),
     [if_run(0, FAST, [if_e(2, [("err", 2), ("xo",), ("bat", 2), ("end", K_REACH)],
                            [("bout",), ("end", STRIKEOUT)])],
             [("bout",), ("end", STRIKEOUT)])]),
)
EMPTY_WILDEST = _rows(
    (3, ("foul pop near third into the seats: with the visitors in the field a fan interferes and the batter is "
        "out; with the home team in the field it falls, batter rolls again"),
     [_if("if_home", [("reroll",)], OUT_END)]),
    (8, "catcher's interference: batter to first (E2)", [("err", 2), ("xo",), ("bat", 1), ("end", CI)]),
    (11, "pop to shallow center caught by the 2B; collision d6: 4 2B hurt, 6 SS hurt, 2 CF hurt",
     [*OUT_END, d6((1, []), (2, [("injure", 8)]), (3, []), (4, [("injure", 4)]), (5, []), (6, [("injure", 6)]))]),
    (14, "pop to shallow left caught by the 3B; collision d6: 5 3B hurt, 6 SS hurt, 1 LF hurt",
     [*OUT_END, d6((1, [("injure", 7)]), (4, []), (5, [("injure", 5)]), (6, [("injure", 6)]))]),
    (17, "pop to shallow right caught by the 1B; collision d6: 3 1B hurt, 4 2B hurt, 5 RF hurt",
     [*OUT_END, d6((2, []), (3, [("injure", 3)]), (4, [("injure", 4)]), (5, [("injure", 9)]), (6, []))]),
    (20, ("fly to left-center caught by the CF; collision d6: 1 LF hurt, 2-5 nobody, 6 the ball comes loose for a "
         "double and the CF is hurt"),
     [d6((1, [*OUT_END, ("injure", 7)]), (5, OUT_END), (6, [("bat", 2), ("end", DOUBLE), ("injure", 8)]))]),
)

# --- men on base ----------------------------------------------------------------------------------------------
ON_WILD = _rows(
    (18, ("wild pitch or passed ball: the original d20 within the pitcher's WP range moves every runner up one "
         "(a passed ball when it is also within the catcher's PB range); the batter rolls again"),
     [("wp_check",), ("reroll",)]),
    (20, "to the Wilder chart", [("sub", "on-wilder")]),
)
ON_WILDER = _rows(
    (3, ("pickoff throw to the lead base, d6: out on 1-3 (TL arm S), 1-2 (TL arm A or TR arm S), 1 (others); "
        "6 a wild throw, runners up one (F runners two); the batter rolls again"),
     [("pickoff_lead",), ("reroll",)]),
    (8, "to the Wildest chart for the base situation", [("sub", "wildest")]),
    (11, "ball four; the pitcher argues, d6: 1-2 he stays, 3-4 the temper chart, 5-6 the catcher is tossed",
     [("force",), ("bat", 1), ("end", WALK), ("temper",)]),
    (14, "pitch framing, strike three or ball four as on the bases-empty chart", [("frame",)]),
    (17, "fly ball to an outfielder: d20 against his E for the exotic error chart, else a fly out (runners hold)",
     [("of_fly",)]),
    (20, ("balk? the lead runner draws it on the original d20 19-20 (F) or 20 (A), never (S); the batter rolls "
         "again"), [("balk_check",), ("reroll",)]),
)

_W1 = _rows(
    (3, "grounder to 2B, the flip to short is dropped (E6): everybody safe",
     [("err", 6), ("xo",), ("mvu", 1, 2), ("bat", 1), ("end", ROE)]),
    (8, "balk if the runner is F; otherwise the batter rolls again", [if_run(1, FAST, [("balk",)]), ("reroll",)]),
    (11, ("pop to short: in a day game he loses it in the sun for a single and the runner is forced at 2nd unless "
         "he is F (with two out the runner reaches 3rd); at night it is caught"),
     [_if("if_day", [if_outs(2, [("mv", 1, 3), ("bat", 1), ("end", SINGLE)],
                             [if_run(1, FAST, [("mv", 1, 2), ("bat", 1), ("end", SINGLE)],
                                     [("rout", 1), ("bat", 1), ("end", SINGLE)])])], OUT_END)]),
    (14, ("topper down the third-base line: a 3B with arm S throws the batter out (runner to 2nd); otherwise it "
         "rolls foul and the batter rolls again"),
     [if_arm(5, S_, [("bout",), ("mv", 1, 2), ("end", OUT)], [("reroll",)])]),
    (17, ("catcher's snap throw to first, d6: arm S 1-3 picked off, 4-5 safe, 6 a throw that may go away "
         "(d20 against his E: runner to 3rd); arm A 1-2 / 3-5 / 6; arm W 1 / 2-5 / 6; the batter rolls again"),
     [("catcher_snap",), ("reroll",)]),
    (20, ("liner to center, the diving CF gets a glove on it and it gets by him (unless his E is 0): batter to 2nd, "
         "runner to 3rd, an F runner scores (with two out an A runner too), E8"),
     [_if("if_e0", 8, OUT_END,
          [("err", 8), ("xo",), _if("if_outs", 2, [if_run(1, NOT_S, [("mvu", 1, 4)], [("mvu", 1, 3)])],
                                    [if_run(1, FAST, [("mvu", 1, 4)], [("mvu", 1, 3)])]),
           ("bat", 2), ("end", ROE)])]),
)
_W2 = _rows(
    (3, "wild pitch: an F runner takes two bases, others one; the batter rolls again",
     [if_run(2, FAST, [("wp", 2)], [("wp", 1)]), ("reroll",)]),
    (8, ("pickoff throw to second into center (E1): runner to 3rd, an F runner scores, an S runner is out at 3rd "
        "on a CF with arm S or A; the batter rolls again"),
     [("err", 1), if_run(2, FAST, [("mvu", 2, 4)],
                         [if_run(2, SLOW, [if_arm(8, SA, [("rout", 2)], [("mvu", 2, 3)])], [("mvu", 2, 3)])]),
      ("reroll",)]),
    (11, ("liner to right, the RF dives: d20 against his E and it gets away (runner scores, batter safe, E9); "
         "otherwise caught and the runner is doubled off"),
     [if_e(9, [("err", 9), ("xo",), ("mvu", 2, 4), ("bat", 1), ("end", ROE)],
           [("bout",), ("rout", 2), ("dp",), ("end", OUT)])]),
    (14, "fly to right, the runner tries for 3rd: out on a RF with arm S or A",
     [("bout",), if_arm(9, SA, [("rout", 2), ("dp",)], [("mv", 2, 3)]), ("end", OUT)]),
    (17, ("pop to 2B lost in the sun, a single: an F runner is thrown out at 3rd (fielder's choice 4-5), others "
         "hold; with two out the runner scores"),
     [if_outs(2, [("mv", 2, 4), ("bat", 1), ("end", SINGLE)],
              [if_run(2, FAST, [("rout", 2), ("bat", 1), ("end", FC)], [("bat", 1), ("end", SINGLE)])])]),
    (20, "grounder to short hits the runner: runner out, batter credited with a single",
     [("rout", 2), ("bat", 1), ("end", SINGLE)]),
)
_W3 = _rows(
    (3, ("an F runner steals home, d6: 1-3 safe, 4-5 out, 6 the pitcher balks (A and S runners stay); the batter "
        "rolls again"),
     [if_run(3, FAST, [d6((3, [("steal", 3, True)]), (5, [("steal", 3, False)]), (6, [("balk",)]))]),
      ("reroll",)]),
    (8, "grounder to third, the runner is caught in a rundown (rundown chart), batter to 2nd",
     [("rundown", 3), ("bat", 2), ("end", FC)]),
    (11, "fly to left, the runner leaves early: on appeal a visiting runner is out, a home runner is safe",
     [("bout",), _if("if_home", [("rout", 3), ("dp",), ("end", OUT)],
                     [if_outs(3, [("end", OUT)], [("mv", 3, 4), ("end", SAC_FLY)])])]),
    (14, "a catcher with arm S or A picks the runner off 3rd; the batter rolls again",
     [if_arm(2, SA, [("rout", 3)]), ("reroll",)]),
    (16, ("wild pitch: a catcher with arm S gets it and the pitcher tags the runner at home (no wild pitch); "
         "otherwise the run scores; the batter rolls again"),
     [if_arm(2, S_, [("rout", 3)], [("wp", 1)]), ("reroll",)]),
    (19, "fly to center, collision at the plate: runner out and hurt (injury chart)",
     [("bout",), if_outs(3, [], [("injure_runner", 3), ("rout", 3), ("dp",)]), ("end", OUT)]),
    (20, ("grounder in the hole at short: an F or A batter beats the throw for a single (runner holds); an S batter "
         "is out"), [if_run(0, NOT_S, [("bat", 1), ("end", SINGLE)], OUT_END)]),
)
_W12 = _rows(
    (3, "liner to the 1B on the bag: double play; a 1B with arm S throws to second for a triple play",
     [("bout",), ("rout", 1), ("dp",), if_arm(3, S_, [("rout", 2)]), ("end", OUT)]),
    (8, ("a catcher with arm S or A throws to first, d6: 1-3 picked off, 4-5 safe, 6 a wild throw (one scores, "
        "the other to 3rd); the batter rolls again"),
     [if_arm(2, SA, [d6((3, [("rout", 1)]), (5, []), (6, [("err", 2), ("mvu", 2, 4), ("mvu", 1, 3)]))]),
      ("reroll",)]),
    (11, ("one-hopper to the 3B who steps on the bag: arm S starts an around-the-horn triple play, arm A or W "
         "throws to first for two"),
     [("rout", 2), if_arm(5, S_, [("rout", 1), ("bout",), ("dp",)], [("mv", 1, 2), ("bout",), ("dp",)]),
      ("end", GIDP)]),
    (14, "deep fly to left, the runner from 2nd tries for 3rd, d6: 1-4 safe, 5-6 out",
     [("bout",), d6((4, [("mv", 2, 3)]), (6, [("rout", 2), ("dp",)])), ("end", OUT)]),
    (17, ("pickoff throw to second sails into center (E1): runners to 2nd and 3rd, but an S runner from 1st is "
         "out at 2nd; the batter rolls again"),
     [("err", 1), ("mvu", 2, 3), if_run(1, SLOW, [("rout", 1)], [("mvu", 1, 2)]), ("reroll",)]),
    (20, ("liner to center, the CF dives: Range 6 or less and it rolls to the wall (two score, batter to 3rd; an F "
         "batter tries for home, d6 1-3 inside-the-park home run, 4-6 out); caught and the runner on 2nd is "
         "doubled off"),
     [_if("if_range", 8, 6, [("mv", 2, 4), ("mv", 1, 4), ("bat", 3),
                             if_run(0, FAST, [d6((3, [("mv", 3, 4), ("end", HOMER)]),
                                                 (6, [("rout", 3), ("end", TRIPLE)]))], [("end", TRIPLE)])],
          [("bout",), ("rout", 2), ("dp",), ("end", OUT)])]),
)
_W13 = _rows(
    (3, "liner to the 3B who steps on third: double play; a 3B with arm S throws to first for a triple play",
     [("bout",), ("rout", 3), ("dp",), if_arm(5, S_, [("rout", 1)]), ("end", OUT)]),
    (8, ("the runner steals 2nd and an F or A runner on 3rd breaks for home on the throw, relay from short, d6: "
        "1-3 safe, 4-6 out; the batter rolls again"),
     [("steal", 1, True), if_run(3, NOT_S, [d6((3, [("steal", 3, True)]), (6, [("steal", 3, False)]))]),
      ("reroll",)]),
    (11, ("grounder to third, wild throw home (E5) and the runner from 1st goes to 3rd; the catcher's wild throw "
         "(E2) lets him score and the batter reaches 3rd"),
     [("err", 5), ("err", 2), ("xo",), ("mvu", 3, 4), ("mvu", 1, 4), ("bat", 3), ("end", ROE)]),
    (14, ("fake to third, throw to first, d6: 1-5 no throw, 6 a wild throw (one scores, runner from 1st to 3rd); "
         "the batter rolls again"),
     [d6((5, []), (6, [("err", 1), ("mvu", 3, 4), ("mvu", 1, 3)])), ("reroll",)]),
    (17, ("deep fly to center: the runner from 1st is doubled off at 2nd before the run scores (no run if that "
         "is the third out)"),
     [("bout",), ("rout", 1), ("dp",), if_outs(3, [("end", OUT)], [("mv", 3, 4), ("end", SAC_FLY)])]),
    (20, "called strike: a catcher with arm S picks the runner off 3rd; the batter rolls again",
     [if_arm(2, S_, [("rout", 3)]), ("reroll",)]),
)
_W23 = _rows(
    (3, ("liner off the pitcher's leg into the dugout: both runners score, the batter has a single and the pitcher "
        "leaves the game"), [("mv", 3, 4), ("mv", 2, 4), ("bat", 1), ("end", SINGLE), ("pull_pitcher",)]),
    (8, ("an F runner steals home and the runner from 2nd takes 3rd; the catcher's wild throw to third (none if "
        "his E is 0) scores him too; the batter rolls again"),
     [if_run(3, FAST, [("steal", 3, True), ("steal", 2, True),
                       _if("if_e0", 2, [], [("err", 2), ("mvu", 3, 4)])]), ("reroll",)]),
    (11, ("missed suicide squeeze: runner out at home; a catcher with arm S also gets the runner from 2nd at 3rd; "
         "the batter rolls again"),
     [("steal", 3, False), if_arm(2, S_, [("steal", 2, False)], [("steal", 2, True)]), ("reroll",)]),
    (14, "liner to the 3B who rolls over the bag and throws to second: triple play",
     [("bout",), ("rout", 3), ("rout", 2), ("dp",), ("end", OUT)]),
    (17, ("grounder in the hole to 2B, batter out at first: the run scores; an F runner from 2nd scores too on a "
         "1B with arm W, otherwise he holds 3rd"),
     [("bout",), ("mv", 3, 4), if_run(2, FAST, [if_arm(3, W_, [("mv", 2, 4)], [("mv", 2, 3)])], [("mv", 2, 3)]),
      ("end", OUT)]),
    (20, ("pop to the mound hits the rubber and bounces up: an F runner scores, A and S runners stay, batter safe "
         "with a single"), [if_run(3, FAST, [("mv", 3, 4)]), ("bat", 1), ("end", SINGLE)]),
)
_W123 = _rows(
    (3, ("wild pitch; the catcher recovers and throws to the pitcher covering home, d6: 1-3 safe, 4-6 out; with a "
        "catcher's E above 0 a 6 is a wild throw (another run, runner from 1st to 3rd)"),
     [d6((3, [("wp", 1)]), (5, [("wp", 0), ("rout", 3), ("mv", 2, 3), ("mv", 1, 2)]),
         (6, [_if("if_e0", 2, [("wp", 0), ("rout", 3), ("mv", 2, 3), ("mv", 1, 2)],
                  [("wp", 1), ("err", 2), ("mvu", 3, 4), ("mvu", 2, 3)])])), ("reroll",)]),
    (8, ("foul pop, diving catch by the catcher near the dugout: the runner on 3rd tags and scores; an S runner is "
        "tagged out if the catcher's run rating is F or A"),
     [("bout",), if_outs(3, [("end", OUT)],
                         [if_run(3, SLOW, [_if("if_frun", 2, NOT_S, [("rout", 3), ("dp",), ("end", OUT)],
                                               [("mv", 3, 4), ("end", SAC_FLY)])],
                                 [("mv", 3, 4), ("end", SAC_FLY)])])]),
    (11, ("long drive to center: a CF with Range 6 or less can't reach it, grand slam; otherwise a sacrifice fly and "
         "the CF falls over the fence, the runner from 2nd scores too, an F from 1st scores with CF and SS arms W"),
     [_if("if_range", 8, 6, [("homer",)],
          [("bout",), if_outs(3, [("end", OUT)],
                              [("mv", 3, 4), ("mv", 2, 4),
                               if_run(1, FAST, [if_arm(8, W_, [if_arm(6, W_, [("mv", 1, 4)])])]),
                               ("end", SAC_FLY)])])]),
    (14, ("grounder to the pitcher, wild throw home (E1), the run scores and the runner from 2nd tries too, d6: "
         "safe 1-4 (F), 1-3 (A), 1-2 (S), 6 always out; on a 1 the runner from 1st is caught rounding 3rd"),
     [("err", 1), ("xo",), ("mvu", 3, 4), ("d6run", 2, (4, 4, 3, 2), (("mvu", 2, 4),), (("rout", 2),)),
      ("mvu", 1, 3), _if("if_last", 1, [("rout", 3)], []), ("bat", 1), ("end", ROE)]),
    (17, ("pop to short, infield fly muffed (E6): the batter is out, runners on 2nd and 3rd score, 1st to 2nd; with "
         "two out everybody scores and the batter is safe"),
     [if_outs(2, [("err", 6), ("xo",), ("mvu", 3, 4), ("mvu", 2, 4), ("mvu", 1, 4), ("bat", 1), ("end", ROE)],
              [("bout",), ("err", 6), ("mvu", 3, 4), ("mvu", 2, 4), ("mvu", 1, 2), ("end", OUT)])]),
    (20, ("liner to left, the LF dives: Range 6 or less and it rolls to the wall (three score, batter to 3rd; an F "
         "batter tries for home, d6 1-3 inside-the-park home run, 4-6 out); caught and the runner on 2nd is "
         "doubled off"),
     [_if("if_range", 7, 6, [("mv", 3, 4), ("mv", 2, 4), ("mv", 1, 4), ("bat", 3),
                             if_run(0, FAST, [d6((3, [("mv", 3, 4), ("end", HOMER)]),
                                                 (6, [("rout", 3), ("end", TRIPLE)]))], [("end", TRIPLE)])],
          [("bout",), ("rout", 2), ("dp",), ("end", OUT)])]),
)
WILDEST = {1: _W1, 2: _W2, 4: _W3, 3: _W12, 5: _W13, 6: _W23, 7: _W123}
"""Men-on Wildest charts by base mask."""

CHARTS: dict[str, tuple[Row, ...]] = {
    "empty-wild": EMPTY_WILD, "empty-wilder": EMPTY_WILDER, "empty-wildest": EMPTY_WILDEST,
    "on-wild": ON_WILD, "on-wilder": ON_WILDER,
}
CHART_TITLES = {"empty-wild": "Bases empty: Wild (original d20)", "empty-wilder": "Bases empty: Wilder",
                "empty-wildest": "Bases empty: Wildest", "on-wild": "Men on base: Wild (original d20)",
                "on-wilder": "Men on base: Wilder"}
WILDEST_TITLES = {1: "Wildest: runner on 1st", 2: "Wildest: runner on 2nd", 4: "Wildest: runner on 3rd",
                  3: "Wildest: 1st and 2nd", 5: "Wildest: 1st and 3rd", 6: "Wildest: 2nd and 3rd",
                  7: "Wildest: bases full"}

# --- exotic errors (seed p.10; digest §3.5) ------------------------------------------------------------------
# Each infielder chart maps a base mask to (words, play) where "X" in a play stands for the fielder charged.
X: Final = -9


def _ex(text: str, ops: list[Op]) -> tuple[str, Play]:
    return text, tuple(ops)


def _batter_fast(fast: list[Op], slow: list[Op]) -> Op:
    return if_run(0, FAST, fast, slow)


_ERR: list[Op] = [("err", X), ("xo",)]
_BAD_2ND_FULL = _ex("bad throw to second: two score, the other runner to 3rd and home too on a LF with arm W or A, "
                    "batter to 2nd", [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4),
                                      if_arm(7, AW, [("mvu", 1, 4)], [("mvu", 1, 3)]), ("bat", 2), ("end", ROE)])
EXOTIC_PC = {
    0: _ex("thrown down the first-base line: batter to 2nd (an F batter to 3rd)",
           [*_ERR, _batter_fast([("bat", 3)], [("bat", 2)]), ("end", ROE)]),
    1: _ex("kicked into foul ground: an F or A runner goes to 3rd and the batter to 2nd; an S runner stops at 2nd",
           [*_ERR, if_run(1, SLOW, [("mvu", 1, 2), ("bat", 1)], [("mvu", 1, 3), ("bat", 2)]), ("end", ROE)]),
    2: _ex("thrown down the line: the run scores, batter to 2nd (an F batter to 3rd)",
           [*_ERR, ("mvu", 2, 4), _batter_fast([("bat", 3)], [("bat", 2)]), ("end", ROE)]),
    4: _ex("thrown down the line: the run scores, batter to 2nd; an F batter tries 3rd and is out on a RF with arm "
           "S or A", [*_ERR, ("mvu", 3, 4), _batter_fast([("bat", 3), if_arm(9, SA, [("rout", 3)])], [("bat", 2)]),
                      ("end", ROE)]),
    3: _ex("kicked: bases full (an F runner from 2nd scores)",
           [*_ERR, if_run(2, FAST, [("mvu", 2, 4)], [("mvu", 2, 3)]), ("mvu", 1, 2), ("bat", 1), ("end", ROE)]),
    5: _ex("kicked into foul ground: one scores, an F or A runner from 1st to 3rd; an S batter is out at 2nd on a "
           "3B with arm S or A",
           [*_ERR, ("mvu", 3, 4), if_run(1, SLOW, [("mvu", 1, 2), ("bat", 1)],
                                         [("mvu", 1, 3), ("bat", 2),
                                          if_run(0, SLOW, [if_arm(5, SA, [("rout", 2)])])]), ("end", ROE)]),
    6: _ex("kicked: one scores, runners on 1st and 3rd after",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 3), ("bat", 1), ("end", ROE)]),
    7: _ex("thrown down the line: two score, an F runner from 1st scores too, batter to 2nd (to 3rd if an F batter "
           "and the runner from 1st scored)",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4),
            if_run(1, FAST, [("mvu", 1, 4), _batter_fast([("bat", 3)], [("bat", 2)])], [("mvu", 1, 3), ("bat", 2)]),
            ("end", ROE)]),
}
EXOTIC_1B = {
    0: _ex("slow roller, bad throw: batter to 3rd; an F batter scores if the RF then muffs it (d20 against his E)",
           [*_ERR, _batter_fast([if_e(9, [("err", 9), ("bat", 4)], [("bat", 3)])], [("bat", 3)]), ("end", ROE)]),
    1: _ex("bad throw to second: runner to 3rd, and he scores if the LF throws it away (d20 against his E), "
           "the batter then taking 3rd; otherwise batter to 2nd",
           [*_ERR, if_e(7, [("err", 7), ("mvu", 1, 4), ("bat", 3)], [("mvu", 1, 3), ("bat", 2)]), ("end", ROE)]),
    2: _ex("bad throw to first with the pitcher covering: the run scores, batter to 2nd; an F batter tries 3rd and "
           "is out on a RF with arm S",
           [*_ERR, ("mvu", 2, 4), _batter_fast([("bat", 3), if_arm(9, S_, [("rout", 3)])], [("bat", 2)]),
            ("end", ROE)]),
    4: _ex("ill-advised throw home: the run scores and the catcher throws it into center (E2), batter to 3rd",
           [*_ERR, ("err", 2), ("mvu", 3, 4), ("bat", 3), ("end", ROE)]),
    3: _ex("bad throw to second: one scores, the other to 3rd and home too on a LF with arm W, batter to 2nd",
           [*_ERR, ("mvu", 2, 4), if_arm(7, W_, [("mvu", 1, 4)], [("mvu", 1, 3)]), ("bat", 2), ("end", ROE)]),
    5: _ex("bad throw to second: one scores, the other tries to score on the LF's throw (assist), batter to 2nd",
           [*_ERR, ("mvu", 3, 4), ("assist", 7, 1), ("bat", 2), ("end", ROE)]),
    6: _ex("bad throw to first: both score, batter to 2nd; an F or A batter tries 3rd, an A batter is out on a RF "
           "with arm S",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4),
            if_run(0, NOT_S, [("bat", 3), if_run(0, frozenset({2}), [if_arm(9, S_, [("rout", 3)])])], [("bat", 2)]),
            ("end", ROE)]),
    7: _BAD_2ND_FULL,
}
EXOTIC_2B = {
    0: _ex("bad throw to first: batter to 2nd; an F batter tries 3rd and is out on a 1B with arm S",
           [*_ERR, _batter_fast([("bat", 3), if_arm(3, S_, [("rout", 3)])], [("bat", 2)]), ("end", ROE)]),
    1: _ex("bad throw to second: runner to 3rd and home on a LF with arm W, batter to 2nd",
           [*_ERR, if_arm(7, W_, [("mvu", 1, 4)], [("mvu", 1, 3)]), ("bat", 2), ("end", ROE)]),
    2: _ex("bad throw to third: the runner scores if the 3B throws it away home (d20 against his E), otherwise he "
           "is out at the plate; batter to 2nd",
           [*_ERR, if_e(5, [("err", 5), ("mvu", 2, 4)], [("rout", 2)]), ("bat", 2), ("end", ROE)]),
    4: _ex("kicked into center: the run scores, batter safe at first (an F or A batter to 2nd)",
           [*_ERR, ("mvu", 3, 4), if_run(0, NOT_S, [("bat", 2)], [("bat", 1)]), ("end", ROE)]),
    3: _ex("kicked into right: every F and A runner, the batter too, takes two bases (an F from 1st scores on a RF "
           "with arm W); S runners take one", [*_ERR, ("take2", 9), ("end", ROE)]),
    5: _ex("through his legs: one scores, runners on 1st and 2nd; an F or A runner from 1st goes to 3rd",
           [*_ERR, ("mvu", 3, 4), if_run(1, NOT_S, [("mvu", 1, 3)], [("mvu", 1, 2)]), ("bat", 1), ("end", ROE)]),
    6: _ex("kicked into right: one scores, the runner from 2nd scores unless a RF with arm S throws him out, "
           "batter to 2nd",
           [*_ERR, ("mvu", 3, 4), if_arm(9, S_, [("rout", 2)], [("mvu", 2, 4)]), ("bat", 2), ("end", ROE)]),
    7: _BAD_2ND_FULL,
}
EXOTIC_3B = {
    0: _ex("bad throw on a slow roller: batter to 3rd; an F batter tries to score and is out on a RF with arm S "
           "or A", [*_ERR, _batter_fast([if_arm(9, SA, [("bat", 3), ("rout", 3)], [("bat", 4)])], [("bat", 3)]),
                    ("end", ROE)]),
    1: _ex("kicked into foul ground: runners on 1st and 2nd (an F runner to 3rd)",
           [*_ERR, if_run(1, FAST, [("mvu", 1, 3)], [("mvu", 1, 2)]), ("bat", 1), ("end", ROE)]),
    2: _ex("bad throw to third with the pitcher covering: the run scores, batter to 2nd and the pitcher throws, "
           "d6: 1 away (batter to 3rd), 2-5 safe, 6 out",
           [*_ERR, ("mvu", 2, 4), ("bat", 2), d6((1, [("err", 1), ("mvu", 2, 3)]), (5, []), (6, [("rout", 2)])),
            ("end", ROE)]),
    4: _ex("bad throw home: the run scores, the batter goes for 2nd and the catcher throws, d6: 1 away (batter to "
           "3rd), 2-5 safe, 6 out",
           [*_ERR, ("mvu", 3, 4), ("bat", 2), d6((1, [("err", 2), ("mvu", 2, 3)]), (5, []), (6, [("rout", 2)])),
            ("end", ROE)]),
    3: _ex("kicked into foul ground: every F and A runner, the batter too, takes two bases; S runners take one",
           [*_ERR, ("take2", 0), ("end", ROE)]),
    5: _ex("bad throw to second: one scores, the other tries to score on the RF's throw (assist), batter to 2nd",
           [*_ERR, ("mvu", 3, 4), ("assist", 9, 1), ("bat", 2), ("end", ROE)]),
    6: _ex("throw over the 1B's head: both score, batter to 2nd (an F batter to 3rd)",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4), _batter_fast([("bat", 3)], [("bat", 2)]), ("end", ROE)]),
    7: _ex("bad throw to second: two score, the other to 3rd, batter to 2nd; if the RF then throws it away home "
           "(d20 against his E) the runner on 3rd scores and the batter takes 3rd",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4), ("mvu", 1, 3), ("bat", 2),
            if_e(9, [("err", 9), ("mvu", 3, 4), ("mvu", 2, 3)]), ("end", ROE)]),
}
EXOTIC_SS = {
    0: _ex("kicked into center: batter to 2nd; an F batter tries 3rd and is out on a CF with arm S",
           [*_ERR, _batter_fast([("bat", 3), if_arm(8, S_, [("rout", 3)])], [("bat", 2)]), ("end", ROE)]),
    1: _ex("bad throw to second: runner to 3rd, and he scores if the RF throws it away home (d20 against his E), "
           "the batter then taking 3rd; otherwise batter to 2nd",
           [*_ERR, if_e(9, [("err", 9), ("mvu", 1, 4), ("bat", 3)], [("mvu", 1, 3), ("bat", 2)]), ("end", ROE)]),
    2: _ex("bad throw to third: the run scores, the RF throws it away home too (E9), batter to 3rd",
           [*_ERR, ("err", 9), ("mvu", 2, 4), ("bat", 3), ("end", ROE)]),
    4: _ex("throw home, the run scores; the catcher throws to third after the batter (d20 against his E): thrown "
           "away, the batter heads home and is out on a LF with arm S or A, scores on arm W; otherwise he stays "
           "at 3rd",
           [*_ERR, ("mvu", 3, 4), if_e(2, [("err", 2), if_arm(7, SA, [("bat", 3), ("rout", 3)], [("bat", 4)])],
                                       [("bat", 3)]), ("end", ROE)]),
    3: _ex("bad throw to second: the runner from 2nd scores, the runner from 1st to 3rd, batter safe at first",
           [*_ERR, ("mvu", 2, 4), ("mvu", 1, 3), ("bat", 1), ("end", ROE)]),
    5: _ex("bad throw to second: one scores, the other tries to score on the CF's throw (assist), batter to 2nd",
           [*_ERR, ("mvu", 3, 4), ("assist", 8, 1), ("bat", 2), ("end", ROE)]),
    6: _ex("kicked into center: both score, batter safe at first, but a CF with arm S or A picks him off",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4), ("bat", 1), if_arm(8, SA, [("rout", 1)]), ("end", ROE)]),
    7: _ex("bad throw to second: two score, the other to 3rd and home if the RF throws it away (d20 against his E), "
           "the batter then taking 3rd; otherwise batter to 2nd",
           [*_ERR, ("mvu", 3, 4), ("mvu", 2, 4), if_e(9, [("err", 9), ("mvu", 1, 4), ("bat", 3)],
                                                      [("mvu", 1, 3), ("bat", 2)]), ("end", ROE)]),
}
EXOTIC = {1: EXOTIC_PC, 2: EXOTIC_PC, 3: EXOTIC_1B, 4: EXOTIC_2B, 5: EXOTIC_3B, 6: EXOTIC_SS}
"""Infielder's position number -> base mask -> (words, play)."""
EXOTIC_TITLES = {1: "Pitcher or catcher", 3: "First baseman", 4: "Second baseman", 5: "Third baseman",
                 6: "Shortstop"}


def _of(text: str, batter: int, n: int, code: int, extra: list[Op]) -> tuple[str, Play]:
    ops: list[Op] = [("err", X)]
    if code == ROE:
        ops.append(("xo",))
    ops += extra
    ops += [("allu", n), ("bat", batter), ("end", code)]
    return text, tuple(ops)


_R1_OUT_ON_S = [if_run(1, frozenset({2, 3}), [if_arm(X, S_, [("rout", 1)])])]
EXOTIC_OF = {
    1: _of("single plus error: batter to 2nd, runners take two", 2, 2, SINGLE, []),
    2: _of("dropped fly: batter to 2nd, runners take two; an F from 1st scores, with two out an A one too", 2, 2, ROE,
           [if_run(1, FAST, [("mvu", 1, 4)], [if_outs(2, [if_run(1, frozenset({2}), [("mvu", 1, 4)])])])]),
    3: _of("single plus error: batter to 2nd, runners take three; an S or A runner from 1st is out at the plate on "
           "an arm S", 2, 3, SINGLE, _R1_OUT_ON_S),
    4: _of("single plus error: batter to 2nd, runners take two", 2, 2, SINGLE, []),
    5: _of("dropped fly: batter to 2nd, runners take two; an F from 1st scores", 2, 2, ROE,
           [if_run(1, FAST, [("mvu", 1, 4)])]),
    6: _of("single plus error: batter to 2nd, runners take two; an F or A from 1st scores", 2, 2, SINGLE,
           [if_run(1, NOT_S, [("mvu", 1, 4)])]),
    7: _of("single plus error: batter to 2nd, runners take two", 2, 2, SINGLE, []),
    8: _of("dropped fly: batter to 2nd, runners take two; with two out everybody scores", 2, 2, ROE,
           [if_outs(2, [("mvu", 3, 4), ("mvu", 2, 4), ("mvu", 1, 4)])]),
    9: _of("single plus error: batter to 2nd, runners take two", 2, 2, SINGLE, []),
    10: _of("double plus error: batter to 3rd, runners take three; an S runner from 1st is out at the plate on an "
            "arm S", 3, 3, DOUBLE, [if_run(1, SLOW, [if_arm(X, S_, [("rout", 1)])])]),
}
"""Outfielder exotic error by ((d20 - 1) % 10) + 1."""
