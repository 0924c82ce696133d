"""Issue 18, Deadball: the book's rules by default (seed 000). One-pitcher teams relieved from the random
relief table and a Pitch Die that never leaves the book's ladder."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.deadball import Deadball
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate import random_tables as RT
from dugout.games.deadball.generate.bundled import deadball_stars, sample_teams
from dugout.games.deadball.generate.substitutes import BULLPEN, short_of_relievers, with_relievers
from dugout.games.deadball.state_fatigue import Fatigue

# --- the ladder (item 1) ---------------------------------------------------------------------------------------


def test_the_ladder_ends_at_minus_25():
    assert T.RUNG_LABELS[T.move(T.M20, -1)] == "-25"
    assert T.move(T.M25, -1) == T.M25 and T.move(T.D4, -40) == T.M25
    assert [T.RUNG_LABELS[T.die_from_era(e)] for e in (8.0, 8.99, 9.0, 15.75, 40.0)] == ["-25"] * 5
    with pytest.raises(ValueError):
        T.parse_die("-30")
    # a pitcher who starts at the bottom is sent out by the runs he allows, never by a die he cannot fall below
    assert all(T.TIRED_BY_PATIENCE[k][T.M25] < 0 for k in range(len(T.TIRED_BY_PATIENCE)))
    assert all(t < 0 or t >= T.M25 for row in T.TIRED_BY_PATIENCE for t in row)


# --- one-pitcher teams (item 1) ---------------------------------------------------------------------------------


def test_a_team_without_relievers_gets_seven_from_the_relief_table():
    team = sample_teams()[0]
    assert short_of_relievers(team)
    full = with_relievers(team)
    pen = [p for p in full.players if p.id in {b.player for b in full.bullpen}]
    assert len(pen) == BULLPEN == len({p.name for p in pen})
    names = {r.name: r for r in RT.table(RT.RELIEVERS).values()}
    for p in pen:  # each is a row of the book's table, as printed
        row = names[p.name]
        assert p.native["deadball"]["pitch_die"] == row.pitch_die and p.native["deadball"]["bt"] == row.bt
    assert with_relievers(team) == full  # rolled once per team: every game meets the same men
    assert not short_of_relievers(full) and with_relievers(full) is full
    assert [b.role for b in full.bullpen][:3] == ["closer", "setup", "setup"]


def test_short_staff_none_keeps_the_lone_pitcher():
    team = sample_teams()[0]
    assert rated(Deadball({"short-staff": "none"}), team).bullpen == []
    assert len(rated(Deadball(), team).bullpen) == BULLPEN


def test_sample_teams_stay_under_twenty_runs_a_side():
    rules = Deadball()
    teams = [rated(rules, t) for t in sample_teams() + deadball_stars()]
    read: set[int] = set()

    class Spy(Fatigue):
        def aim(self, ps, rung):  # type: ignore[no-untyped-def]
            read.add(rung)
            read.add(T.PLATOON[rung] if self.options.platoon else rung)
            super().aim(ps, rung)

    rules._fat = Spy(rules.options, rules._bonus_traits)  # a subclass, not a patched method: Fatigue may be compiled
    pairs = list(itertools.permutations(range(len(teams)), 2))
    most = 0
    for seed in range(200):
        a, h = pairs[(seed * 7) % len(pairs)]
        g = Game(rules, teams[a], teams[h], Dice(seed)).play()
        most = max(most, *g.score)
    assert most < 20
    assert min(read) >= T.BOTTOM and all(T.RUNGS[r][5] for r in read)


# --- traits from real statistics (item 2) -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def real_cards():
    from dugout.sources import lahman

    rules = Deadball()
    out = {}
    for season, tid in ((1913, "WS1"), (1927, "NYA"), (1908, "CHN"), (1968, "WS2"), (2016, "BOS"), (1985, "SLN")):
        team = lahman.import_team(season, tid)
        cards = rules.rate_team(team)
        out[season, tid] = {p.name: cards[p.id] for p in team.players}
    return out


@pytest.mark.parametrize(("season", "tid", "name", "has", "lacks"), [
    (1913, "WS1", "Eddie Ainsmith", set(), {"P++", "P+"}),      # .214/.293, 2 HR in 248 PA
    (1927, "NYA", "Babe Ruth", {"P++"}, {"C-"}),                 # .356/.772, 60 HR: no low-average Free Swinger
    (1908, "CHN", "Joe Tinker", {"P+"}, {"P++"}),                # .266/.391, 6 HR: a power hitter of 1908, not 1927's
    (1968, "WS2", "Frank Howard", {"P++"}, set()),               # .274/.552, 44 HR
    (2016, "BOS", "David Ortiz", {"P++"}, {"C-"}),               # .315/.620, 38 HR
    (1985, "SLN", "Vince Coleman", {"S+", "P--"}, {"P+"}),       # 110 SB, 1 HR
])
def test_traits_track_the_stats_in_every_era(real_cards, season, tid, name, has, lacks):
    traits = set(real_cards[season, tid][name].trait_list)
    assert has <= traits and not lacks & traits, traits


def test_negative_traits_are_never_capped(real_cards):
    # the book hands out negative traits as deserved: the team cap (two a team) is for bonus traits only
    for cards in real_cards.values():
        for group in ({"P++", "P+"}, {"C+"}, {"S+"}, {"D+"}):
            assert sum(bool(group & set(c.trait_list)) for c in cards.values() if not c.is_pitcher) <= 2
    held = {t: sum(t in c.trait_list for cards in real_cards.values() for c in cards.values() if not c.is_pitcher)
            for t in ("P-", "P--", "S-", "C-")}
    assert max(sum(t in c.trait_list for c in cards.values() if not c.is_pitcher)
               for cards in real_cards.values() for t in ("P-", "P--", "S-")) > 2, held


# --- small samples (item 3) -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("ipouts", "er", "fill", "book"), [
    # 2016 NL, league ERA 4.17: an 8.00 ERA in 9 innings is filled with 21 league-average innings (5.32, -d12);
    # the book's table reads 8.00 as -25
    (27, 8, "-d12", "-25"),
    (9, 0, "-d4", "d20"),      # a 0.00 ERA in 3 innings: 3.75 filled (-d4), d20 as the book converts it
    (600, 0, "d20", "d20"),    # 200 innings need no filling
])
def test_small_samples_fill_or_the_books_literal_conversion(ipouts, er, fill, book):
    from dugout.games.deadball.ratings import rate
    from dugout.model.player import Player
    from dugout.model.stats import PitchingLine
    from dugout.sources import lahman

    team = lahman.import_team(2016, "CHN")
    p = Player(id="x", name="X", pitching=PitchingLine(g=3, ipouts=ipouts, er=er), games_at={"P": 3})
    assert rate(p, team, Deadball().options).pd_label == fill
    assert rate(p, team, Deadball({"small-samples": "book"}).options).pd_label == book


# --- inherited runners (item 4) ---------------------------------------------------------------------------------


def test_fatigue_counts_only_the_runs_charged_to_the_pitcher(kit, make_team):
    """A reliever loses a level for each run he allows; an inherited runner who scores is charged to the pitcher
    who put him on (who has left), so the reliever's die does not move for it."""
    from dugout.engine.codes import P_R

    rules = kit.rules(fatigue="advanced", improvement=False)
    g = kit.game(rules, make_team("A"), make_team("H"), [])
    st = g.ext
    g.half = 0
    idx = g.sides[1].pitcher
    st.ps[1].starter = False
    start = st.rung[idx]
    before = g.score[0]
    g.score[0] += 2                 # two runs score on a hit: one his own runner's, one inherited
    g.pit[idx][P_R] += 1
    rules._after(g, st, before)
    assert st.rung[idx] == T.DOWN[start]
    g.score[0] += 1                 # an inherited runner alone: no level lost
    rules._after(g, st, before + 2)
    assert st.rung[idx] == T.DOWN[start]


# --- the Five Tool walk window (item 4) -------------------------------------------------------------------------


def test_five_tool_walk_target_is_the_books_2d6_unless_the_house_rule():
    from dugout.games.deadball.generate.five_tool import five_tool_player
    from dugout.games.deadball.ratings import rate, walk_target_roll
    from dugout.model.team import Team

    p = five_tool_player("ft-x", "F X", (8, 5, 3, 3, 5), False, "1B", "L", 27)
    team = Team(id="t", name="T", players=(p,), source="test")
    book = rate(p, team, Deadball().options)
    assert book.bt == 24 and book.wt == 24 + walk_target_roll("ft-x")
    assert rate(p, team, Deadball({"five-tool-walks": True}).options).wt == 24 + 3


# --- a pennant tie (item 4) -------------------------------------------------------------------------------------


def test_a_pennant_tie_is_settled_by_a_one_game_playoff():
    from types import SimpleNamespace

    from dugout.engine.season import Season
    from dugout.games.deadball.generate.bundled import southern_circuit
    from dugout.games.deadball.league.season import pennant_playoff

    rules = Deadball()
    gts = [rated(rules, t) for t in southern_circuit()[:3]]
    season = Season(rules, gts, 1)
    for ts, (w, l, rs) in zip(season.teams, ((10, 5, 60), (10, 5, 70), (5, 10, 50))):
        ts.w, ts.l, ts.rs = w, l, rs
    run = SimpleNamespace(season=season, rules=rules)
    got = pennant_playoff(run, "x")  # type: ignore[arg-type]
    assert got is not None and len(got["games"]) == 1 and got["champion"] in {gts[0].name, gts[1].name}
    assert got["games"][0].startswith("Pennant playoff: ") and got["champion"] in got["games"][0].split(" def. ")[0]
    assert pennant_playoff(run, "x") == got  # seeded
    season.teams[0].w = 11
    assert pennant_playoff(run, "x") is None  # no tie, no playoff


# --- the trade AI (item 4) --------------------------------------------------------------------------------------


def test_the_trade_ai_never_deals_a_player_twice_in_one_off_season():
    from collections import Counter

    from dugout.games.deadball.generate.bundled import southern_circuit
    from dugout.games.deadball.generate.teams import Ids
    from dugout.games.deadball.league.offseason import prospects
    from dugout.games.deadball.league.trades import Club, ai_trades

    for seed in range(6):
        dice = Dice(f"trades:{seed}")
        teams = southern_circuit()
        everyone = [p for t in teams for p in t.players]
        ids, names = Ids({p.id for p in everyone}), {p.name for p in everyone}
        clubs = [Club(team=t, active=list(t.players), farm=prospects(dice, False, ids, names)) for t in teams]
        for c in clubs:  # a deep farm: three seasons' prospects
            c.farm += prospects(dice, False, ids, names) + prospects(dice, False, ids, names)
        log = ai_trades(clubs, dice, 8)
        dealt = Counter(n for e in log if e["accepted"] for n in e["offered"] + e["requested"])
        assert dealt and max(dealt.values()) == 1, dealt.most_common(3)


# --- one random player from the command line (item 4) ------------------------------------------------------------


def test_roll_one_random_player_or_substitute(run_cli):
    import json

    names = {r.name for r in RT.table(RT.RELIEVERS).values()}
    code, out, _ = run_cli("generate", "deadball-player", "reliever", "--seed", "3")
    assert code == 0 and out.split("  ")[0] in names and "Pitch Die" in out
    assert run_cli("generate", "deadball-player", "reliever", "--seed", "3")[1] == out  # seeded
    code, out, _ = run_cli("generate", "deadball-player", "hitter", "--pos", "SS", "--seed", "3")
    row = next(r for r in RT.table("6_shortstop").values() if out.startswith(r.name))
    assert code == 0 and f"SS  {row.hand}  BT {row.bt} " in out
    code, out, _ = run_cli("generate", "deadball-player", "pinch-hitter", "--method", "generation", "--json",
                           "--seed", "4")
    doc = json.loads(out)
    assert code == 0 and 15 < doc["native"]["deadball"]["bt"] <= 25  # pinch hitters: d10 + 15
    code, _, err = run_cli("generate", "deadball-player", "catcher")
    assert code != 0 and "expected one of" in err


# --- the chart sheet (item 5) -----------------------------------------------------------------------------------


def test_chart_sheet_has_alignments_streaks_quick_game_and_league_tables():
    import re

    from dugout.games.deadball.generate.bundled import southern_circuit
    from dugout.games.deadball.printing import league_rows

    docs = Deadball().print_sheets([southern_circuit()[0]])
    charts = re.sub(r"<[^>]+>", " ", docs[-1])
    for words in ("Infield in", "No doubles", "Shift", "Streaks", "Quick game", "Injuries", "Aging", "Development",
                  "lead runner up", "charged to him"):
        assert words in charts, words
    rows = league_rows()
    assert rows["injury"][-1].endswith("catastrophic: the season") and rows["injury"][0].startswith(" 1-10")
    assert any(r.strip().startswith("12") and "gain one" in r for r in rows["aging"])
    assert rows["development"][-1].strip() == "10  BT +2, die +1"
    assert "Five Tool" not in Deadball().print_sheets([southern_circuit()[0]])[1].split("sheet-footer")[-1]


# --- AI-built Five Tool teams (item 4) ----------------------------------------------------------------------------


def _runs_per_team_game(rules: Deadball, teams, games: int) -> float:  # type: ignore[no-untyped-def]
    gts = [rated(rules, t) for t in teams]
    k, runs = len(gts), 0
    for i in range(games):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        runs += sum(g.score)
    return runs / (2 * games)


def test_ai_built_five_tool_teams_score_like_the_base_game():
    """The AI's hitters buy Power, Contact and Eye to 5 before their archetype's tool, so no pitch finds a 2 to
    throw at (the AI used to leave a third of its hitters at Power 2: P--, and every fastball at +5 or +6). Two
    AI-built teams now score as the book's league does, less the matchups' own toll, which the book's Five Tool
    Stars pay too (docs/rules/deadball-worlds.md)."""
    from dugout.games.deadball.generate.bundled import southern_circuit
    from dugout.games.deadball.generate.five_tool import tools_of
    from dugout.games.deadball.generate.five_tool_teams import five_tool_team

    teams = [five_tool_team(f"Club {i}", Dice(f"five tool:{i}"), "roster") for i in range(8)]
    hitters = [t for t, pitcher in (tools_of(p) for tm in teams for p in tm.players) if not pitcher]  # type: ignore[misc]
    assert len(hitters) == 8 * 13 and min(min(t[:3]) for t in hitters) >= 4
    five_tool = _runs_per_team_game(Deadball(), teams, 400)
    book = _runs_per_team_game(Deadball(), southern_circuit(), 400)
    assert five_tool > 0.85 * book, (five_tool, book)


# --- the calibrated house rule (issue 17) ---------------------------------------------------------------------------


def test_calibrated_is_a_house_rule_bundling_the_calibrations(yankees_1927):
    from dugout.games.deadball.ratings import rate

    specs = {o.name: o for o in Deadball.option_specs()}
    for name in ("calibrated", "era", "walks", "power"):
        assert specs[name].house, name
    assert specs["calibrated"].default is False and Deadball().options.era == "book"
    team = yankees_1927
    three = Deadball({"era": "league", "walks": "rate", "power": "fit"}).options
    cal = Deadball({"calibrated": True}).options
    for p in team.players:  # the Pitch Die apart: calibrated reads the run model's anchor (test_run_model)
        assert dataclasses.replace(rate(p, team, cal), pd=rate(p, team, three).pd) == rate(p, team, three), p.name


def test_league_error_rate_follows_the_league():
    from dugout.games.deadball.state import MODERN_ERROR_RATE, league_error_rate
    from dugout.sources import lahman

    rates = [league_error_rate(lahman.import_league(y, "NL")[0].context) for y in (1901, 1968, 2016)]
    assert rates[0] > 0.08 > rates[1] > rates[2] > 0.02
    assert league_error_rate(None) == MODERN_ERROR_RATE


def test_calibrated_out_in_play_may_be_an_error(kit, make_team):
    """An out in play is an error at the league's rate: the batter is safe at first, every runner moves up, and
    the runs are unearned; a strikeout never is."""
    quiet = {"pitcher-trait-mss-bonus": False, "catcher-pd-bonus": False, "walk-target": False, "five-tool": False,
             "park-factors": False, "fatigue": "off", "calibrated": True}
    g = kit.game(kit.rules(**quiet), make_team("A"), make_team("H"), [34, 1, 0])  # swing 33 + d4 1: a 4-3 grounder
    kit.set_state(g, up=4, bases={1: 0, 3: 1})
    g.ext.errors = 1.0
    kit.pa(g)
    assert kit.on(g) == ["A SS", "A C", None] and g.outs == 0 and g.score[0] == 1
    assert g.sides[1].errors == 1
    g = kit.game(kit.rules(**quiet), make_team("A"), make_team("H"), [40, 1])  # MSS 40: a strikeout, no roll
    kit.set_state(g, up=4)
    g.ext.errors = 1.0
    kit.pa(g)
    assert g.outs == 1 and g.sides[1].errors == 0
    g = kit.game(kit.rules(**{**quiet, "calibrated": False}), make_team("A"), make_team("H"), [34, 1])
    kit.set_state(g, up=4)
    kit.pa(g)
    assert g.outs == 1 and g.ext.errors == 0.0


def test_calibrated_manager_bats_for_a_pitcher_whose_real_work_is_done():
    """House rule ``calibrated``: the default manager bats for his pitcher once the pitcher has worked his real outs
    per start, from the 5th inning and ahead or not (the engine's rule by work); the default manager of the rules as
    written keeps him in while his side leads. Without it a replay's pitchers batted half as often again as the
    real ones in a league without the DH (2011 NL: 9.3% of the plate appearances against 5.9%)."""
    from dugout.engine.codes import P_OUTS
    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games import make_rules
    from dugout.games.deadball.manager import CalibratedManager, DeadballManager
    from dugout.sources import lahman

    teams = lahman.import_league(2011, "NL")[:2]
    seen = {}
    for calibrated in (False, True):
        rules = make_rules("deadball", {"calibrated": calibrated})
        away, home = (rated(rules, t) for t in teams)
        g = Game(rules, away, home, Dice(0), managers=(rules.make_manager(0), rules.make_manager(1)), dh=False,
                 narrate=False)
        g.sides[0].line.append(0)
        s = g.sides[0]
        s.up = next(k for k, i in enumerate(s.order) if s.pos_of.get(i) == "P")
        starter = s.order[s.up]
        g.pit[starter][P_OUTS] = s.gt.start_outs[starter - s.off]  # his real outs per start worked
        g.score[0], g.inning = 1, 6  # his side leads in the 6th
        assert g.ext.ai  # both default managers keep the play loop's inline path
        s.manager.before_pa_offense(g, 0)
        seen[calibrated] = (type(s.manager), s.pos_of[s.order[s.up]])
    assert seen == {False: (DeadballManager, "P"), True: (CalibratedManager, "PH")}


# --- dugout games and the rules docs (Checked by) -------------------------------------------------------------------


@pytest.mark.parametrize(("game", "doc", "house"), [
    ("deadball", "deadball.md", {"sacrifice-all", "five-tool-walks", "hit-and-run", "calibrated", "era", "walks",
                                 "power"}),
    ("thats-baseball", "thats-baseball.md", {"error-roll", "calibrated"})])
def test_games_lists_the_books_options_and_the_house_rules_apart(run_cli, game, doc, house):
    """`dugout games` shows each game's book options, then its house rules (off by default), each on one line with
    a description; docs/rules/GAME.md names every house rule."""
    import json
    from pathlib import Path

    from dugout.games import RULESETS

    code, out, _ = run_cli("games")
    assert code == 0
    after = ("\n" + out).split(f"\n{game} — ")[1]
    others = [f"\n{g} — " for g in RULESETS if g != game]
    block = after[:min([after.index(o) for o in others if o in after] + [len(after)])]
    book_part, header, house_part = block.partition("\n  house rules (ours, not the book's; off by default):")
    assert header
    specs = {o.name: o for o in RULESETS[game].option_specs()}
    for name, o in specs.items():
        assert f"\n    {name}=" in (house_part if o.house else book_part), name
    assert {n for n, o in specs.items() if o.house} == house
    code, out, _ = run_cli("games", "--json")
    rows = {o["name"]: o for o in {d["name"]: d for d in json.loads(out)}[game]["options"]}
    for name in house:
        assert rows[name]["house_rule"] and len(rows[name]["help"]) > 20 and "\n" not in rows[name]["help"]
    text = (Path(__file__).resolve().parents[3] / "docs" / "rules" / doc).read_text(encoding="utf-8")
    for name in house:
        assert f"`{name}`" in text, name
