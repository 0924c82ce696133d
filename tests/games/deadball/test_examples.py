"""The rulebook's worked examples (test_vectors.json), replayed with loaded dice.

The d100 swing reads 00-99, so a loaded value is the printed swing plus one. Where the book prints only the
Modified Swing Score, the rolls below split it into a swing and a Pitch Die roll the die allows.
"""

from __future__ import annotations

from dugout.engine.codes import B_SB, P_SO
from dugout.engine.dice import LoadedDice
from dugout.engine.roster import prepare
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.bundled import southern_circuit
from dugout.games.deadball.play_quick import favorite_chance, quick_game
from dugout.games.deadball.ratings_team_score import team_score


def swing(n: int) -> int:
    """The loaded d100 value for a printed swing of ``n`` (00-99)."""
    return n + 1


def surname(name: str | None) -> str | None:
    """'Clyde Shaud, Jr.' -> 'Shaud', as the vectors write runners."""
    return name.split(",")[0].split()[-1] if name else None


def test_two_at_bats_and_three_outs(kit, stars, vectors, options):
    """p.16-18: Kreilich walks on 24+3, Frank's 20+4 ties his BT for a triple that scores him; then F-8 at 78
    and 5-3 at 65 hold the runner, and a K at 61 ends the inning."""
    tv, tv3 = vectors["two_at_bats"], vectors["three_outs"]
    rules = kit.rules(**options["basic"])
    away, home = stars
    rolls = [swing(24), 3, swing(20), 4, 18, 3,  # Kreilich; Frank + Hit Table 18 + DEF 3
             swing(74), 4, swing(61), 4, swing(60), 1]  # Barnett 78, Wheeler 65, Myhan 61
    g = kit.game(rules, away, home, rolls)
    kit.set_state(g, half=1, inning=1, score=(2, 0), up=0)
    kit.pa(g)
    assert tv["at_bats"][0]["result"] == "walk" and kit.on(g) == ["Dutch Kreilich", None, None]
    kit.pa(g)
    assert kit.on(g) == [None, None, "Chris Frank"] and g.score == tv["at_bats"][1]["score_after"]
    for ab in tv3["at_bats"]:
        kit.pa(g)
        assert kit.on(g)[2] == "Chris Frank", ab
    assert g.outs == tv3["end"]["outs"] and g.score == tv3["end"]["score"]
    assert g.dice.exhausted
    # the pitch dice rolled: Kreilich (L) against Parker (L) gets the platoon d8, the right-handers Parker's d4
    assert [s for why, s, _ in g.dice.log if why == "pitch die"] == [8, 4, 4, 4, 4]


def test_frank_alternatives(kit, stars, options):
    """The example's other Hit Table rolls: 1 single (Kreilich to second), 17 a double that scores him, 20 HR."""
    rules = kit.rules(**options["basic"])
    for roll, bases, runs in ((1, ["Chris Frank", "Dutch Kreilich", None], 0),
                              (17, [None, "Chris Frank", None], 1), (20, [None, None, None], 2)):
        g = kit.game(rules, *stars, [swing(20), 4, roll])
        kit.set_state(g, half=1, score=(2, 0), up=1, bases={1: 0})
        kit.pa(g)
        assert kit.on(g) == bases and g.score[1] == runs


def test_scorecard_half_inning(kit, stars, vectors, options):
    """p.13-14: K, home run, K, single, single (runner to second), double (runner scores from second, runner
    from first to third), F-7 — 2-0."""
    rules = kit.rules(**options["basic"])
    rolls = [swing(80), 1,              # Shaud: 81 K
             swing(10), 2, 20,          # White: hit, home run
             swing(90), 2,              # Stone: 92 K
             swing(10), 2, 1,           # McGrath: single
             swing(10), 2, 2,           # Dragasakis: single, McGrath to second
             swing(10), 2, 14, 5,       # Pearson: double, DEF 5 no change
             swing(50), 7]              # Stahl: 57 F-7
    g = kit.game(rules, *stars, rolls)
    kit.set_state(g, half=0)
    seq = vectors["scorecard_half_inning"]["sequence"]
    for step in seq:
        kit.pa(g)
        if "score_after" in step:
            assert g.score == step["score_after"], step
        if step["batter"] == "Pete Dragasakis":
            assert kit.on(g) == ["Pete Dragasakis", "Philip McGrath", None]
        if step["batter"] == "Charles Pearson":
            assert kit.on(g) == [None, "Charles Pearson", "Pete Dragasakis"]
    assert g.outs == 3 and g.score == [2, 0]


def test_productive_outs_and_double_plays(kit, stars, vectors, options):
    """p.19: one out, runners on first and third, Ian White up."""
    rules = kit.rules(**options["basic"])
    for case in vectors["productive_outs"]["cases"]:
        mss = case["mss"]
        g = kit.game(rules, *stars, [swing(mss - 1), 1])
        kit.set_state(g, half=0, inning=2, outs=1, up=1, bases={1: 3, 3: 2})
        kit.pa(g)
        assert g.outs == case["outs_after"], mss
        assert g.score[0] == case["runs"], mss
        if "bases_after" in case:
            expect = [{"R1": "Philip McGrath", "R3": "Lee Ann Stone", "White": "Ian White"}.get(x) if x else None
                      for x in case["bases_after"]]
            assert kit.on(g) == expect, mss
        if case.get("double_play"):
            assert g.sides[1].dp == 1


def test_three_innings_of_play(kit, stars, vectors, script, options):
    """pp.28-29 replayed to the book's 4-0 with every out, base and score as printed; Perkins falls to d4 on
    the third run of the third inning, Parker rises to d8 after three shut-out innings."""
    tv = vectors["three_innings_of_play"]
    rolls = [swing(73), 8,                       # 1 Shaud K
             swing(15), 2, 17, 5,                # 2 White: 17 +1 = 18 triple, DEF (CF, D+) 5+1: no change
             swing(26), 3,                       # 3 Stone walks
             swing(1), 8, 11,                    # 4 McGrath: d12 (lefties), 11 +1 = 12: single, runners adv. 2
             swing(70), 4,                       # 5 Dragasakis 74: 4-6-3
             swing(50), 6,                       # 6 Kreilich 56 (d8: lefties) 6-3
             swing(83), 4,                       # 7 Frank 87 F-7
             swing(88), 3,                       # 8 Barnett 91 K
             swing(20), 8,                       # 9 Pearson 20+8 walk
             swing(40), 6,                       # 10 Stahl 46: fielder's choice
             swing(90), 2,                       # 11 Matteson 92 K
             swing(50), 2,                       # 12 Parker 52 K
             swing(37), 3,                       # 13 Wheeler 40 K
             swing(54), 3,                       # 14 Myhan 57 F-7
             swing(2), 3, 6,                     # 15 Wattenberg 5: critical, 6 +1 = 7 → double
             swing(40), 7,                       # 16 Entrekin 47 F-7
             swing(25), 5, 1,                    # 17 Shaud 30: S+ on a 1, double
             4,                                  # 17a Shaud steals third: 4 -1 +1 = 4
             swing(55), 4,                       # 18 White 59 F-9, Shaud scores
             swing(10), 6, 13, 1,                # 19 Stone 16: double to left, DEF 1: error, to third
             swing(10), 10, 18,                  # 20 McGrath 20: 18 +1 = 19 home run
             swing(50), 2,                       # 21 Dragasakis 52 K (Perkins now d4)
             swing(55), 6,                       # 22 Pearson 61 K (d4 + lefties = d8)
             swing(60), 8,                       # 23 Caniff 68 F-8
             swing(75), 6,                       # 24 Perkins 81 K
             swing(80), 4]                       # 25 Kreilich 84 4-3

    def steal(g, side, base):
        return g.inning == 3 and base == 2 and g.names[g.bases[2]] == "Clyde Shaud, Jr."

    states = []

    class Recording(Deadball):
        """Deadball, noting each plate appearance's batter and what it left (a subclass: a compiled Deadball,
        dugout.native, calls its own plate appearance whatever an instance holds)."""

        def plate_appearance(self, g):
            name = g.names[g.batter]
            super().plate_appearance(g)
            states.append((name, g.outs, kit.on(g), list(g.score)))

    rules = Recording(options["book"])
    g = kit.game(rules, *stars, rolls, managers=(script(steal=steal), script()), innings=3)
    g.play()
    g.check_invariants()
    assert g.dice.exhausted and g.over
    events = [e for e in tv["events"] if isinstance(e["n"], int)]
    assert len(states) == len(events)
    for (name, outs, on, score), e in zip(states, events):
        assert name == e["batter"], e["n"]
        if e["outs_after"] < 3:
            assert outs == e["outs_after"], e["n"]
            if "bases_after" in e:
                assert [surname(x) for x in on] == e["bases_after"], e["n"]
        assert score == e["score_after"], e["n"]
    pitch_sides = [s for why, s, _ in g.dice.log if why == "pitch die"]
    assert pitch_sides == [int(e["pd"].lstrip("d")) for e in events]
    assert g.score == tv["end_after_3"]["score"]
    st = g.ext
    idx = {n: i for i, n in enumerate(g.names)}
    assert T.RUNG_LABELS[st.rung[idx["J.J. Perkins"]]] == tv["end_after_3"]["perkins_pd"]
    assert T.RUNG_LABELS[st.rung[idx["Jimmy Parker"]]] == tv["end_after_3"]["parker_pd"]
    assert g.bat[idx["Clyde Shaud, Jr."]][B_SB] == 1
    assert g.pit[idx["J.J. Perkins"]][P_SO] == 5


def test_five_tool_at_bats(kit, make_team, vectors):
    """pp.58-59: Fiona Sullivan against Preston Franklin's breaking ball: +3 turns a walk into a 6-3 out; the
    next time familiarity makes it +2 and she homers; after that the breaking ball is worth -1."""
    ft = vectors["five_tool"]
    fiona = {"bt": 25, "traits": ("P++", "S-"), "five_tool": {"power": 8, "contact": 5, "eye": 5, "speed": 3,
                                                           "defense": 5}}
    preston = {"bt": 6, "pd": "d8", "traits": ("GB+",), "five_tool": {"fastball": 6, "change_up": 5,
                                                                    "breaking_ball": 8, "command": 6, "batting": 2}}
    away = make_team("Gettysburg", {"1B": fiona})
    home = make_team("Rivals", pitcher=preston)
    for bonus, results in ((False, ("6-3", "home run")), (True, ("G-3", "walk"))):
        rules = kit.rules(**{"pitcher-trait-mss-bonus": bonus, "walk-target": False})
        rolls = [swing(24), 5, swing(14), 9] + ([20] if not bonus else [])
        g = kit.game(rules, away, home, rolls)
        kit.set_state(g, half=0, up=1)
        kit.pa(g)
        fam = g.ext.fam[(g.batter, g.sides[1].pitcher)]
        assert fam == [0, 0, 1] and g.outs == 1
        kit.set_state(g, half=0, inning=4, up=1)
        kit.pa(g)
        if bonus:
            assert kit.on(g)[0] == "Gettysburg 1B" and fam == [0, 0, 3]
        else:
            assert g.score[0] == 1 and fam == [0, 0, ft["at_bats"][1]["familiarity_after"]["BB"]]
        assert g.dice.exhausted, results


def test_team_score_and_quick_game(vectors):
    """pp.38-39: Broad Street 339 + 360 → 70, Charlottesville 86: a 66% favourite; a roll of 53 is a 5-3
    Charlottesville win. Tallahassee's 66.5 rounds up to 67; the favourite's chance never passes 80."""
    tv = vectors["team_score"]
    from dugout.games.deadball import Deadball

    rules = Deadball()
    teams = {t.name: t for t in southern_circuit()}
    bs = team_score(teams["Broad Street Peacocks"], rules.rate_team(teams["Broad Street Peacocks"]))
    assert (bs.batting, bs.pitching, bs.score) == (339, 360, tv["broad_street"]["team_score"])
    ch = rules.team_score(teams["Charlottesville Flycatchers"])
    assert ch.score == tv["charlottesville"]["team_score"]
    tal = rules.team_score(teams["Tallahassee Wrens"])
    assert (tal.batting, tal.pitching, tal.score) == (305, 360, 67)
    assert favorite_chance(ch.score, bs.score) == tv["game"]["chance"]
    assert favorite_chance(*tv["cap"]["scores"]) == tv["cap"]["chance"]
    assert quick_game(bs.score, ch.score, LoadedDice([swing(53)]))[:2] == (3, 5)
    assert quick_game(ch.score, bs.score, LoadedDice([swing(53)]))[:2] == (5, 3)
    # equal digits roll again; a roll over the chance is the underdog's win
    assert quick_game(ch.score, bs.score, LoadedDice([swing(44), swing(72)]))[:2] == (2, 7)
    gt = [prepare(t, rules.rate_team(t)) for t in (teams["Broad Street Peacocks"],
                                                   teams["Charlottesville Flycatchers"])]
    assert rules.quick_result(gt[0], gt[1], LoadedDice([swing(53)])) == (3, 5)


def test_fatigue_stacking(kit, make_team, vectors):
    """p.25: a d12 starter who gives up two in the second and four in the third loses four levels (two-inning
    rule on the 4th run, three-in-an-inning and run 5 on the 5th, run 6 on the 6th)."""
    tv = vectors["fatigue_stacking"]
    rules = kit.rules()
    g = kit.game(rules, make_team("A"), make_team("B", pitcher={"pd": tv["start"]}), [])
    st, fat = g.ext, rules._fat
    home_p = g.sides[1].pitcher
    seen = []
    for inning, runs in ((1, 0), (2, 2), (3, 4)):
        kit.set_state(g, half=0, inning=inning)
        fat.start_half(g, st)
        for _ in range(runs):
            fat.runs(g, st, 1, 1)
            seen.append(T.RUNG_LABELS[st.rung[home_p]])
        fat.end_half(g, st)
    assert seen[3:] == [t["pd"] for t in tv["triggers"]]
    assert T.RUNG_LABELS[st.rung[home_p]] == tv["end"]


def test_fatigue_cancels_at_the_seventh(kit, make_team):
    """p.25: three shut-out innings (4-6) gain a level just as the seventh inning costs one."""
    rules = kit.rules()
    g = kit.game(rules, make_team("A"), make_team("B", pitcher={"pd": "d8"}), [])
    st, fat = g.ext, rules._fat
    p = g.sides[1].pitcher
    levels = {}
    for inning in range(1, 8):
        kit.set_state(g, half=0, inning=inning)
        fat.start_half(g, st)
        if inning == 3:
            fat.runs(g, st, 1, 1)
        levels[inning] = T.RUNG_LABELS[st.rung[p]]
        fat.end_half(g, st)
    assert levels[3] == levels[6] == "d8" and levels[7] == "d8"
    assert [why for *_, why in st.log_rungs] == ["three straight shut-out innings", "inning 7 of his outing"]


def test_simple_fatigue_perkins(kit, make_team, vectors):
    """p.19: Perkins' d8 falls to d4 in the seventh, -d4 in the eighth, -d8 in the ninth, -d12 in the tenth."""
    expect = vectors["conversions"]["simple_fatigue_perkins"]
    rules = kit.rules(fatigue="simple")
    g = kit.game(rules, make_team("A"), make_team("B", pitcher={"pd": "d8"}), [])
    st, fat = g.ext, rules._fat
    p = g.sides[1].pitcher
    for inning in range(1, 11):
        kit.set_state(g, half=0, inning=inning)
        fat.start_half(g, st)
        fat.runs(g, st, 1, 3)  # simple fatigue ignores runs
        key = "1-6" if inning <= 6 else str(inning)
        assert T.RUNG_LABELS[st.rung[p]] == expect[key], inning
        fat.end_half(g, st)
