"""Every Deadball rule and option, one situation at a time, with loaded dice.

Teams come from the kit: away hitters in the order C 1B 2B 3B SS LF CF RF P (slots 0-8), all BT 25 and
right-handed, against a right-handed d4 pitcher, so the platoon bump makes his die a d8. A loaded swing is
the printed 00-99 value plus one.
"""

from __future__ import annotations

import json

import pytest

from dugout.engine.codes import B_CS, B_SB, B_SF, B_SH, P_BB
from dugout.games.deadball import tables as T

#: Advanced rules with nothing that would move the numbers of a single situation.
QUIET = {"pitcher-trait-mss-bonus": False, "catcher-pd-bonus": False, "walk-target": False, "five-tool": False,
         "park-factors": False, "fatigue": "off"}


def sw(n: int) -> int:
    return n + 1


@pytest.fixture()
def play(kit, make_team, script):
    """Set a situation, run one plate appearance, return the game."""

    def run(rolls, *, away=None, home=None, pitcher=None, opts=None, state=None, off=None, dfn=None, pas=1):
        rules = kit.rules(**(QUIET | (opts or {})))
        g = kit.game(rules, make_team("A", away), make_team("H", home, pitcher), rolls,
                     managers=(off or script(), dfn or script()))
        kit.set_state(g, **({"half": 0} | (state or {})))
        for _ in range(pas):
            kit.pa(g)
        assert g.dice.exhausted, "unused loaded dice"
        return g

    return run


# --- the swing --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("mss, outcome", [(25, "hit"), (26, "walk"), (30, "walk"), (31, "out"), (5, "hit")])
def test_swing_result_table(play, kit, mss, outcome):
    rolls = [sw(mss - 1), 1] + ([10] if outcome == "hit" else [])
    g = play(rolls, state={"up": 4})
    assert g.outs == (outcome == "out") and any(kit.on(g)) == (outcome != "out")


def test_critical_hit_even_above_a_low_bt(play, kit):
    """GAP 3: an MSS of 5 or less is a critical hit even for a BT-3 pitcher."""
    g = play([sw(4), 1, 3], away={"C": {"bt": 3}}, state={"up": 0})
    assert kit.on(g) == [None, "A C", None]


def test_walk_target_and_control_pitcher(play, kit):
    """The Walk Target replaces BT+5; a CN+ pitcher only walks BT+1..BT+2."""
    assert kit.on(play([sw(32), 1], away={"SS": {"wt": 34}}, opts={"walk-target": True}, state={"up": 4}))[0]
    assert play([sw(27), 1], away={"SS": {"wt": 27}}, opts={"walk-target": True}, state={"up": 4}).outs == 1
    assert kit.on(play([sw(26), 1], pitcher={"traits": ("CN+",)}, state={"up": 4}))[0] == "A SS"
    assert play([sw(27), 1], pitcher={"traits": ("CN+",)}, state={"up": 4}).outs == 1


def test_strikeout_artist_adds_one(play, kit):
    """K+ adds 1 to the MSS (a tie at BT becomes a walk) unless the book-example flag is off."""
    g = play([sw(24), 1], pitcher={"traits": ("K+",)}, opts={"pitcher-trait-mss-bonus": True}, state={"up": 4})
    assert kit.on(g)[0] == "A SS" and g.pit[g.sides[1].pitcher][P_BB] == 1


def test_platoon(play):
    """Same hands raise the die a level (never past d12); switch hitters are immune."""
    def die(pd, hand):
        g = play([sw(60), 1], away={"SS": {"hand": hand}}, pitcher={"pd": pd}, state={"up": 4})
        return next(s for why, s, _ in g.dice.log if why == "pitch die")
    assert (die("d4", "R"), die("d4", "L"), die("d4", "S"), die("d12", "R"), die("d20", "R")) == (8, 4, 4, 12, 20)
    assert T.RUNG_LABELS[T.PLATOON[T.MD4]] == "d4" and T.RUNG_LABELS[T.PLATOON[T.M20]] == "-d20"


def test_swing_1_to_100(play):
    g = play([100, 1], opts={"swing": "1-100"}, state={"up": 4})
    assert g.outs == 1


# --- hits and trait specials ------------------------------------------------------------------------------------
@pytest.mark.parametrize("traits, roll, on, runs", [
    ((), 1, ["A SS", "A C", None], 0),             # single, runner +1
    (("S+",), 1, [None, "A SS", "A C"], 0),         # S+ 1: double, runners +2
    (("S+",), 2, [None, None, "A SS"], 1),          # S+ 2: triple
    (("C+",), 2, [None, "A SS", "A C"], 0),         # C+ 1-2: double, runners +2
    (("C+", "S+"), 2, [None, None, "A SS"], 1),     # both: the better result
    (("S-",), 18, [None, "A SS", None], 1),         # S- can't triple: 18 plays as 17
    (("P++",), 17, [None, None, None], 2),          # +2: 19 is a home run
    (("P--",), 2, ["A SS", "A C", None], 0),        # 2-2 = 0: an ordinary single
    (("P-",), 13, ["A SS", None, "A C"], 0),        # 13-1 = 12: single, runners adv. 2
])
def test_hit_table_traits(play, kit, traits, roll, on, runs):
    g = play([sw(10), 1, roll], away={"SS": {"traits": traits}}, state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == on and g.score[0] == runs


def test_first_rule_only(play, kit):
    """With only each trait's first rule, an S+ 2 is the table's single."""
    g = play([sw(10), 1, 2], away={"SS": {"traits": ("S+",)}}, opts={"trait-rules": "first"}, state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]


def test_traits_off_basic_table(play, kit):
    g = play([sw(10), 1, 1], away={"SS": {"traits": ("S+",)}}, opts={"trait-rules": "off"}, state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]


def test_free_swinger(play, kit):
    """C-: 11-12 on the Hit Table strike out, but not on a critical hit (GAP 5)."""
    g = play([sw(10), 1, 11], away={"SS": {"traits": ("C-",)}}, state={"up": 4})
    assert g.outs == 1 and g.ext.ps[1].half_k == 1
    g = play([sw(1), 1, 12], away={"SS": {"traits": ("C-",)}}, state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == [None, "A SS", None] and g.score[0] == 1


def test_critical_hits(play, kit):
    """Bumped a level, runners one base more than the rolled hit, no DEF; S- stops at a double."""
    g = play([sw(1), 1, 5], state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == [None, "A SS", "A C"]
    g = play([sw(1), 1, 14], away={"SS": {"traits": ("S-",)}}, state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == [None, "A SS", None] and g.score[0] == 1
    g = play([sw(1), 1, 18], state={"up": 4})
    assert g.score[0] == 1
    g = play([sw(1), 1, 5], opts={"critical-runners": "bumped"}, state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == [None, "A SS", None] and g.score[0] == 1


def test_park_factors(play, kit, make_team):
    """A hitter's park (Lahman BPF 105+) adds 1 to Hit Table rolls: 18 becomes a home run."""
    import dataclasses

    from dugout.model.team import Park

    rules = kit.rules(**(QUIET | {"park-factors": True}))
    for bpf, expect in ((110, 1), (100, 0)):
        home = dataclasses.replace(make_team("H"), park=Park(name="Bandbox", bpf=bpf))
        g = kit.game(rules, make_team("A"), home, [sw(10), 1, 18, 5])
        kit.set_state(g, half=0, up=4)
        if expect:
            g.dice.values.pop()
        kit.pa(g)
        assert g.score[0] == expect


# --- DEF ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("glove, raw, on, outs, errors", [
    ({}, 5, [None, None, "A SS"], 0, 0),                          # no change
    ({"CF": {"traits": ("D+",)}}, 11, [None, None, None], 1, 0),  # D+: 11+1 = 12, an out
    ({"CF": {"traits": ("D-",)}}, 3, [None, None, None], 0, 1),   # D-: 3-1 = 2, error: batter scores
    ({"CF": {"pos": "C"}}, 3, [None, None, None], 0, 1),          # a catcher in center is a Poor Defender
    ({}, 10, [None, "A SS", None], 0, 0),                         # 10: triple down to double
])
def test_def_on_a_triple(play, kit, glove, raw, on, outs, errors):
    """Hit Table 18 with an odd MSS: Triple, DEF by the center fielder."""
    g = play([sw(10), 1, 18, raw], home=glove, state={"up": 4})
    assert kit.on(g) == on and g.outs == outs and g.sides[1].errors == errors


def test_def_down_a_level_double(play, kit):
    g = play([sw(10), 1, 13, 10], state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == ["A SS", None, "A C"]


def test_error_gives_everyone_a_base(play, kit):
    """p.28: Stone's double with an error on the fielder puts her on third; runners take a base too."""
    g = play([sw(10), 1, 6, 1], state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == [None, "A SS", "A C"] and g.sides[1].errors == 1


def test_great_defender_13(play, kit):
    """D+ with runners on: a modified 13 cuts down the lead runner and the batter is safe."""
    g = play([sw(10), 1, 6, 12], home={"SS": {"traits": ("D+",)}}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert kit.on(g) == ["A SS", "A C", None] and g.outs == 1


def test_basic_table_def_has_no_fielder(play, kit):
    g = play([sw(10), 1, 5, 12], home={"SS": {"traits": ("D+",)}, "3B": {"traits": ("D+",)}},
             opts={"hit-table": "basic"}, state={"up": 4, "bases": {1: 0}})
    assert g.outs == 1 and kit.on(g) == ["A C", None, None]


# --- outs ----------------------------------------------------------------------------------------------------------
def test_pitcher_trait_outs(play, kit):
    """K+ turns a 3 into a strikeout that moves nobody (errata A1); GB+ turns a 2 into 6-3, a double play."""
    g = play([sw(41), 2], pitcher={"traits": ("K+",)}, state={"up": 4, "bases": {3: 0}})
    assert g.outs == 1 and kit.on(g) == [None, None, "A C"] and g.score[0] == 0
    g = play([sw(70), 2], pitcher={"traits": ("GB+",)}, state={"up": 4, "bases": {1: 0}})
    assert g.outs == 2 and g.sides[1].dp == 1


def test_slow_batter_is_doubled_up_and_runners_move(play, kit):
    """S-: any grounder is a double play; under 70 with nobody out the runner on second still moves up (B1)."""
    g = play([sw(40), 4], away={"SS": {"traits": ("S-",)}}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 2 and kit.on(g) == [None, None, "A 1B"]


def test_great_defender_turns_a_routine_grounder(play, kit):
    g = play([sw(40), 6, 9], home={"SS": {"traits": ("D+",)}}, state={"up": 4, "bases": {1: 0}})
    assert g.outs == 2 and g.sides[1].dp == 1
    g = play([sw(40), 6, 8], home={"SS": {"traits": ("D+",)}}, state={"up": 4, "bases": {1: 0}})
    assert g.outs == 1 and kit.on(g) == ["A SS", None, None]


def test_speedy_batter_beats_the_double_play(play, kit):
    """S+: the lead forced runner is out, the batter safe (errata A5) — unless a D+ fielder wins a DEF roll."""
    g = play([sw(70), 6], away={"SS": {"traits": ("S+",)}}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 1 and kit.on(g) == ["A SS", "A C", None]
    g = play([sw(70), 6, 9], away={"SS": {"traits": ("S+",)}}, home={"SS": {"traits": ("D+",)}},
             state={"up": 4, "bases": {1: 0}})
    assert g.outs == 2


def test_poor_defender_botches_the_double_play(play, kit):
    g = play([sw(70), 6, 3], home={"SS": {"traits": ("D-",)}}, state={"up": 4, "bases": {1: 0}})
    assert g.outs == 0 and kit.on(g) == ["A SS", "A C", None] and g.sides[1].errors == 1


def test_triple_play(play, kit):
    """MSS 100+, runners on first and second, nobody out; never with a Speedy Runner or a Poor Defender."""
    g = play([sw(99), 5], state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 3
    g = play([sw(99), 5], away={"C": {"traits": ("S+",)}}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 2
    g = play([sw(99), 5], home={"1B": {"traits": ("D-",)}}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 2
    g = play([sw(99), 5], opts={"triple-plays": False}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert g.outs == 2


@pytest.mark.parametrize("who, mss, runs", [
    ({"away": {"SS": {"traits": ("C+",)}}}, 77, 1),     # C+: the run scores even at 70+
    ({"away": {"SS": {"traits": ("C-",)}}}, 47, 0),     # C-: no sacrifice flies
    ({"home": {"LF": {"traits": ("D-",)}}}, 77, 1),     # a D- outfielder: the runner always scores
    ({}, 77, 0),
    ({}, 47, 1),
])
def test_sacrifice_fly_traits(play, who, mss, runs):
    g = play([sw(mss - 4), 4], state={"up": 4, "bases": {3: 0}}, **who)
    assert g.score[0] == runs and g.outs == 1
    assert g.bat[g.sides[0].order[4]][B_SF] == runs


def test_great_defender_arm(play, kit, script):
    """A D+ outfielder may throw the runner out at home (10+); the runner may hold instead (errata A3)."""
    home = {"CF": {"traits": ("D+",)}}
    g = play([sw(44), 4], home=home, off=script(decisions={"challenge-arm": False}),
             state={"up": 4, "bases": {2: 1, 3: 0}})
    assert kit.on(g) == [None, "A 1B", "A C"] and g.score[0] == 0
    g = play([sw(44), 4, 9], home=home, off=script(decisions={"challenge-arm": True}),
             state={"up": 4, "bases": {2: 1, 3: 0}})
    assert kit.on(g) == [None, "A 1B", None] and g.outs == 2 and g.score[0] == 0
    g = play([sw(44), 4, 8], home=home, off=script(decisions={"challenge-arm": True}),
             state={"up": 4, "bases": {2: 1, 3: 0}})
    assert kit.on(g) == [None, None, "A 1B"] and g.score[0] == 1


# --- steals, pickoffs, pitch outs -----------------------------------------------------------------------------------
def _steal2(g, side, base):
    return base == 1


def _steal3(g, side, base):
    return base == 2


@pytest.mark.parametrize("traits, roll, safe", [((), 4, True), ((), 3, False), (("S+",), 3, True),
                                                (("S-",), 6, False), (("S-",), 7, True)])
def test_steal_second(play, script, traits, roll, safe):
    g = play([roll, sw(60), 1], away={"C": {"traits": traits}}, off=script(steal=_steal2),
             state={"up": 4, "bases": {1: 0}})
    r = g.bat[g.sides[0].order[0]]
    assert (r[B_SB], r[B_CS]) == ((1, 0) if safe else (0, 1))


def test_steal_third_home_and_pitch_out(play, script):
    g = play([4, sw(60), 1], off=script(steal=_steal3), state={"up": 4, "bases": {2: 0}})
    assert g.bat[g.sides[0].order[0]][B_CS] == 1
    g = play([5, sw(60), 1], off=script(steal=_steal3), state={"up": 4, "bases": {2: 0}})
    assert g.bat[g.sides[0].order[0]][B_SB] == 1
    g = play([6, sw(60), 1], off=script(steal=_steal2), dfn=script(decisions={"pitch-out": True}),
             state={"up": 4, "bases": {1: 0}})
    assert g.bat[g.sides[0].order[0]][B_CS] == 1 and g.ext.pitch_outs[1] == 1


def test_steal_home(play, kit, script):
    g = play([8, sw(60), 1], away={"C": {"traits": ("S+",)}}, off=script(steal=lambda g, s, b: b == 3),
             state={"up": 4, "bases": {3: 0}})
    assert g.score[0] == 1
    g = play([7, sw(60), 1], away={"C": {"traits": ("S+",)}}, off=script(steal=lambda g, s, b: b == 3),
             state={"up": 4, "bases": {3: 0}})
    assert g.score[0] == 0 and g.outs == 2


def test_caught_stealing_for_the_third_out_keeps_the_batter_up(play, script):
    g = play([2], off=script(steal=_steal2), state={"up": 4, "outs": 2, "bases": {1: 0}})
    assert g.outs == 3 and g.sides[0].up == 4


@pytest.mark.parametrize("lead, trail, roll, on", [
    ((), (), 3, [None, "A C", None]),
    ((), (), 5, [None, None, "A 1B"]),
    ((), (), 6, [None, "A C", "A 1B"]),
    (("S+",), (), 5, [None, "A C", "A 1B"]),
    ((), ("S-",), 6, [None, None, "A 1B"]),
])
def test_double_steal(play, kit, script, lead, trail, roll, on):
    g = play([roll, sw(60), 1], away={"1B": {"traits": lead}, "C": {"traits": trail}},
             off=script(decisions={"double-steal": True}), state={"up": 4, "bases": {1: 0, 2: 1}})
    assert kit.on(g) == on


def test_pickoffs(play, kit, script):
    """Twice a game against a Speedy Runner: 10 picks him off, 7-9 holds him close (-1 to steal)."""
    g = play([10, sw(60), 1], away={"C": {"traits": ("S+",)}}, dfn=script(pickoff=1),
             state={"up": 4, "bases": {1: 0}})
    assert g.outs == 2 and g.ext.pickoffs[1] == 1
    g = play([8, 3, sw(60), 1], away={"C": {"traits": ("S+",)}}, dfn=script(pickoff=1), off=script(steal=_steal2),
             state={"up": 4, "bases": {1: 0}})
    assert g.bat[g.sides[0].order[0]][B_CS] == 1
    g = play([sw(60), 1], dfn=script(pickoff=1), state={"up": 4, "bases": {1: 0}})
    assert g.ext.pickoffs[1] == 2  # no Speedy Runner: no throw


# --- bunts -------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("traits, rolls, on, outs", [
    ((), [2], [None, "A C", None], 1),
    ((), [4], ["A SS", None, None], 1),
    (("C+",), [], [None, "A C", None], 1),
    (("C-",), [3], ["A SS", None, None], 1),
])
def test_sacrifice_bunts(play, kit, script, traits, rolls, on, outs):
    g = play(rolls, away={"SS": {"traits": traits}}, off=script(bunt=True), state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == on and g.outs == outs


def test_sacrifice_moves_the_lead_runner_unless_the_house_rule(play, kit, script):
    # the book: the lead runner advances, the batter is out; the house rule moves every runner
    g = play([1], off=script(bunt=True), state={"up": 4, "bases": {1: 0, 2: 1}})
    assert kit.on(g) == ["A C", None, "A 1B"] and g.bat[g.batter][B_SH] == 1
    g = play([1], off=script(bunt=True), opts={"sacrifice-all": True}, state={"up": 4, "bases": {1: 0, 2: 1}})
    assert kit.on(g) == [None, "A C", "A 1B"]


def test_speedy_bunt_for_a_hit(play, kit, script):
    g = play([1, 5], away={"SS": {"traits": ("S+",)}}, off=script(decisions={"bunt-for-hit": True}),
             state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]
    g = play([3], away={"SS": {"traits": ("S+",)}}, off=script(decisions={"bunt-for-hit": True}), state={"up": 4})
    assert g.outs == 1


# --- alignments (two-player rules as manager decisions) -------------------------------------------------------------------
def test_infield_in(play, kit, script):
    g = play([sw(10), 1, 5, 11], dfn=script(align="infield-in"), state={"up": 4, "bases": {3: 0}})
    assert g.score[0] == 0 and g.outs == 1 and kit.on(g) == ["A SS", None, None]
    g = play([sw(10), 1, 10], dfn=script(align="infield-in"), state={"up": 4, "bases": {3: 0}})
    assert g.score[0] == 1 and kit.on(g) == [None, "A SS", None]
    g = play([sw(10), 1, 10], dfn=script(align="infield-in"), state={"up": 4, "bases": {2: 0}})
    assert kit.on(g) == ["A SS", None, None] and g.score[0] == 1  # no runner on third: normal depth


def test_no_doubles(play, kit, script):
    g = play([sw(10), 1, 14], dfn=script(align="no-doubles"), state={"up": 4, "bases": {1: 0}})
    assert kit.on(g) == ["A SS", None, "A C"]
    g = play([sw(10), 1, 5], dfn=script(align="no-doubles"), state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]
    g = play([sw(10), 1, 5, 12], opts={"no-doubles": False}, dfn=script(align="no-doubles"), state={"up": 4})
    assert g.outs == 1


def test_infield_shift(play, kit, script):
    lefty = {"SS": {"hand": "L", "traits": ("P+",)}}
    g = play([sw(10), 1, 3, 9], away=lefty, dfn=script(align="shift"), state={"up": 4})
    assert g.outs == 1  # 3+1 = 4: DEF 9+3 = 12
    g = play([sw(10), 1, 4], away=lefty, dfn=script(align="shift"), state={"up": 4})
    assert kit.on(g) == [None, "A SS", None]
    g = play([sw(10), 1, 4, 9], away={"SS": {"traits": ("P+",)}}, dfn=script(align="shift"), state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]  # a right-handed batter can't be shifted
    g = play([1], away=lefty, dfn=script(align="shift"), off=script(decisions={"bunt-for-hit": True}),
             state={"up": 4})
    assert kit.on(g) == ["A SS", None, None]
    g = play([2], away=lefty, dfn=script(align="shift"), off=script(decisions={"bunt-for-hit": True}),
             state={"up": 4})
    assert g.outs == 1


# --- Five Tool ----------------------------------------------------------------------------------------------------------
def test_five_tool_pitch_by_the_dice(play, kit):
    hitter = {"SS": {"five_tool": {"power": 8, "contact": 5, "eye": 5, "speed": 3, "defense": 5}}}
    pitcher = {"five_tool": {"fastball": 6, "change_up": 5, "breaking_ball": 8, "command": 6, "batting": 2}}
    g = play([sw(24), 1, 5], away=hitter, pitcher=pitcher, opts={"five-tool": True, "five-tool-pitch": "roll"},
             state={"up": 4})
    assert g.ext.fam[(g.sides[0].order[4], g.sides[1].pitcher)] == [0, 0, 2]  # breaking ball +3: 28, a walk


# --- fatigue and streaks --------------------------------------------------------------------------------------------------
def test_reliever_loses_a_level_per_run(kit, make_team):
    rules = kit.rules(**(QUIET | {"fatigue": "advanced"}))
    g = kit.game(rules, make_team("A"), make_team("H"), [])
    st = g.ext
    s = g.sides[1]
    reliever = s.order[8]
    st.ps[1].starter = False
    rules._fat.runs(g, st, 1, 2)
    assert T.RUNG_LABELS[st.rung[reliever]] == "-d8"


def test_catcher_adjusts_the_starting_die(kit, make_team):
    rules = kit.rules(**(QUIET | {"catcher-pd-bonus": True}))
    g = kit.game(rules, make_team("A", pitcher={"pd": "d8"}), make_team("H", {"C": {"traits": ("D+",)}}, {"pd": "d8"}),
                 [])
    assert T.RUNG_LABELS[g.ext.rung[g.sides[1].pitcher]] == "d12"
    rules = kit.rules(**(QUIET | {"catcher-pd-bonus": True}))
    g = kit.game(rules, make_team("A"), make_team("H", {"C": {"traits": ("D-",)}}, {"pd": "d8"}), [])
    assert T.RUNG_LABELS[g.ext.rung[g.sides[1].pitcher]] == "d4"


def test_streaks(kit, make_team):
    """A d6 per player before the game: 1 cold (BT -5, die down), 6 hot (BT +5, die up)."""
    rules = kit.rules(**(QUIET | {"streaks": "roll"}))
    rolls = [1] + [3] * 7 + [6] + [6] + [3] * 7 + [1]
    g = kit.game(rules, make_team("A"), make_team("H", pitcher={"pd": "d8"}), rolls)
    assert g.ext.bt_delta[0] == -5 and g.ext.pd_delta[8] == 1 and g.ext.bt_delta[9] == 5
    assert T.RUNG_LABELS[g.ext.rung[g.sides[1].pitcher]] == "d4"


def test_streaks_from_series_form(kit, make_team):
    """streaks=form: two hits last game makes a batter hot, one hitless game is not enough, a pitcher who
    ended at -d4 or worse is cold; only players without a history roll the d6."""
    from dugout.engine.codes import B_H

    rules = kit.rules(**(QUIET | {"streaks": "form"}))
    away, home = make_team("A"), make_team("H")
    carry: dict = {}
    g = kit.game(rules, away, home, [3] * 18, carry=carry)
    g.bat[0][B_H], g.bat[1][B_H] = 2, 0
    g.ext.rung[g.sides[1].pitcher] = T.MD8
    rules.after_game(g)
    assert json.loads(json.dumps(carry)) == carry  # the form lives in the season's carry, JSON-ready
    g2 = kit.game(rules, away, home, [], carry=carry)
    assert g2.ext.bt_delta[0] == 5 and g2.ext.bt_delta[1] == 0
    assert g2.ext.pd_delta[g2.sides[1].pitcher] == -1 and g2.ext.pd_delta[g2.sides[0].pitcher] == 0


def test_reliever_between_innings_pitches_a_full_inning(kit, make_team):
    """A reliever who takes the mound between half-innings (the engine still shows three outs and the last
    half's runners) pitches a whole inning: striking out the side earns him a level."""
    rules = kit.rules(**(QUIET | {"fatigue": "advanced"}))
    g = kit.game(rules, make_team("A"), make_team("H", pitcher={"pd": "d4"}), [])
    kit.set_state(g, half=0, inning=5, outs=3, bases={1: 0, 2: 1, 3: 2})
    reliever = g.sides[1].order[0]
    rules.pitcher_entered(g, 1, reliever)
    ps = g.ext.ps[1]
    assert ps.full_half and not ps.jam
    kit.set_state(g, half=0, inning=5, outs=0)
    rules.start_half(g)
    ps.half_k = 3
    g.outs = 3
    before = g.ext.rung[reliever]
    rules.end_half(g)
    assert g.ext.rung[reliever] == T.UP[before]
