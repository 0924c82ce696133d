"""Every game's default manager uses pitchers the way the team's real managers did, within the tolerances its
ruleset declares (``Ruleset.usage``): in 1908 NL starters finish their games, in 2016 NL relievers work their
real stints. Whatever a game declares, patience never adds relievers: the same teams with the modern quick hook
(no patience) use at least as many.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dugout.engine.codes import P_OUTS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.games import RULESETS, make_rules

GAMES = sorted(RULESETS)
GAMES_1908 = 120
"""Games of the 1908 NL round robin (240 starts: the complete-game share is known to about ±.03)."""
GAMES_2016 = 100


def _usage(gts, n: int, rules, quick: bool = False) -> tuple[float, float, float]:  # type: ignore[no-untyped-def]
    """Complete games per start, relief appearances per team game and innings per relief appearance over ``n``
    games of a round robin (``quick``: every team without patience)."""
    if quick:
        gts = [replace(gt, patience=0) for gt in gts]
    k = len(gts)
    complete = relief = outs = 0
    for i in range(n):
        g = Game(rules, gts[i % k], gts[(i + 1 + (i // k) % (k - 1)) % k], Dice(i)).play()
        for s in g.sides:
            complete += len(s.pit_appear) == 1
            relief += len(s.pit_appear) - 1
            outs += sum(line[P_OUTS] for p in s.pit_appear[1:] if (line := g.pit[p]) is not None)
    return complete / (2 * n), relief / (2 * n), outs / max(relief, 1) / 3


def _real(gts) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The league's real complete games per start and relief appearances per team game."""
    gs = cg = app = games = 0
    for gt in gts:
        games += gt.team.record.g
        for p in gt.team.players:
            if p.pitching is not None:
                gs += p.pitching.gs
                cg += p.pitching.cg
                app += p.pitching.g
    return cg / gs, (app - gs) / games


@pytest.mark.parametrize("game", GAMES)
def test_dead_ball_starters_finish_their_games(game, rated_league):
    rules = make_rules(game)
    gts = rated_league(rules, 1908, "NL")
    cg, relief, _ = _usage(gts, GAMES_1908, rules)
    quick_cg, quick_relief, _ = _usage(gts, GAMES_1908, rules, quick=True)
    assert quick_relief >= relief and quick_cg <= cg, (relief, quick_relief, cg, quick_cg)
    usage = RULESETS[game].usage
    if usage is None:
        return
    real_cg, real_relief = _real(gts)
    assert abs(cg - real_cg) <= usage.complete_games, (cg, real_cg)
    assert abs(relief - real_relief) <= usage.relief, (relief, real_relief)


@pytest.mark.parametrize("game", GAMES)
def test_modern_relievers_work_their_real_stints(game, rated_league):
    rules = make_rules(game)
    gts = rated_league(rules, 2016, "NL")
    assert {gt.patience for gt in gts} == {0}, "2016 NL teams finished 2 % of their starts: no patience"
    usage = RULESETS[game].usage
    if usage is None:
        return
    _, relief, innings = _usage(gts, GAMES_2016, rules)
    low, high = usage.modern_relief
    assert low <= relief <= high and innings <= usage.modern_innings, (relief, innings)


ROTATION_GAMES = sorted(g for g in RULESETS if make_rules(g).real_rotation())


@pytest.mark.parametrize("game", ROTATION_GAMES)
def test_an_1884_rotation_starts_as_it_really_did(game, rated_league):
    """A game that follows real rotations rests no starter longer than he really rested: over 1884 NL's real 112
    games, Radbourn starts about his 73 (the four days of a modern rotation held him to 28), and the two-way men
    who started games from another position (Detroit's Meinke at short, Weidman in right) start theirs and are
    never in the field on the day they pitch."""
    from dugout.engine.codes import P_GS
    from dugout.engine.season import Season, balanced_schedule

    rules = make_rules(game)
    gts = rated_league(rules, 1884, "NL")
    season = Season(rules, list(gts), 0)
    days = balanced_schedule(len(gts), 112)
    twice = 0
    for day in days:
        for g in season.play_day(day):
            assert g is not None
            for s in g.sides:  # the starter's first position was the mound, and he batted once in the order
                twice += s.pos_hist[s.starter][0] != "P" or s.order.count(s.starter) > 1
    assert twice == 0
    starts = {}
    for ts in season.teams:
        for i, line in ts.pit.items():
            starts[ts.gt.ids[i]] = line[P_GS]
    assert 62 <= starts["radboch01"] <= 84, starts["radboch01"]
    for pid, real in (("meinkfr01", 31), ("wiedmst01", 26), ("galvipu01", 72), ("welchmi01", 65)):
        assert abs(starts.get(pid, 0) - real) <= max(4, 0.15 * real), (pid, starts.get(pid, 0))


@pytest.mark.parametrize("game", ROTATION_GAMES)
def test_the_two_way_rule_keeps_ohtani_in_the_order(game, rated_team):
    """From 2022 a starting pitcher may also be the DH and stays the DH when relieved: Ohtani starts about his 28
    games of 2022 and bats about his 666 times (a left-handed everyday DH also plays against left-handers), every
    game's books balance; in 2021 the rule did not exist and on the days he pitches he does not bat."""
    from dugout.engine.audit import audited
    from dugout.engine.codes import B_PA, P_GS
    from dugout.engine.season import Season

    rules = make_rules(game)
    for season, teams in ((2022, ("LAA", "HOU", "SEA", "TEX")), (2021, ("LAA", "HOU"))):
        gts = [rated_team(rules, season, t) for t in teams]
        me = gts[0].ids.index("ohtansh01")
        s = Season(rules, gts, 0)
        days = [[(0, k), (k2, k3)] for k in (1, 2, 3) for k2, k3 in [tuple(x for x in (1, 2, 3) if x != k)]] \
            if len(gts) == 4 else [[(0, 1)]]
        starts = batted_on_start = 0
        for n in range(54 if len(gts) == 4 else 30):
            day = days[n % len(days)]
            for a, h in day:
                g, audit = audited(rules, gts[a], gts[h], Dice(f"{season}:{n}:{a}"),
                                   starters=(s.pick_starter(s.teams[a]), s.pick_starter(s.teams[h])),
                                   unavailable=(s._unavailable(s.teams[a], -1), s._unavailable(s.teams[h], -1)),
                                   carry=s.carry)
                g.play()
                assert not audit.violations(), audit.violations()
                s._absorb(g, a, h)
                side = g.sides[0 if a == 0 else 1] if 0 in (a, h) else None
                if side is not None and side.starter == side.off + me:
                    starts += 1
                    line = g.bat[side.off + me]
                    batted_on_start += bool(line and line[B_PA])
            s.day += 1
        assert starts >= 3
        if season == 2022:
            assert batted_on_start == starts
            pa = s.teams[0].bat[me][B_PA] / s.teams[0].games
            assert pa >= 3.5, pa  # about 666 / 161 = 4.1 a game
        else:
            assert batted_on_start == 0
        assert s.teams[0].pit[me][P_GS] == starts


@pytest.mark.parametrize("game", ROTATION_GAMES)
def test_a_two_way_starter_ahead_of_his_pace_still_bats(game, rated_team):
    """The playing-time rule rests a hitter who is ahead of his real pace, but not a two-way man at DH on the day
    he pitches (resting his bat would not rest him): 100 games into 2022 with Ohtani 200 plate appearances ahead,
    he starts on the mound and bats as the DH. (Fall Classic's replays had him rested at DH in a start: the
    conformance test above missed one of nine.)"""
    from dugout.engine.manager import USAGE_KEY, usage_key

    rules = make_rules(game)
    laa, hou = rated_team(rules, 2022, "LAA"), rated_team(rules, 2022, "HOU")
    me = laa.ids.index("ohtansh01")
    carry = {USAGE_KEY: {usage_key(laa.team): {"games": 100, "relief": 0, "pa": {"ohtansh01": 100 * 666 // 161 + 200}}}}
    g = Game(rules, laa, hou, Dice("two-way"), starters=(me, None), carry=carry)
    side = g.sides[0]
    assert side.starter == side.off + me
    assert side.off + me in side.order
