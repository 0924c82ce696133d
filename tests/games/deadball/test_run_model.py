"""The house rule ``calibrated``'s run model (``ratings_runs``): its Markov chain moves runners as the engine does, it
scores what replays score, and the stored anchors are the builder's, used by ``calibrated`` only."""

from __future__ import annotations

import dataclasses

import pytest

from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.ratings import CALIBRATED_ERA, calibrated_anchor, rate_team
from dugout.games.deadball.ratings_anchors import stored_anchor
from dugout.games.deadball.ratings_runs import (
    F_BAD,
    F_GOOD,
    G_BAD,
    G_NONPROD,
    G_PROD,
    G_TRIPLE,
    HELD,
    HIT,
    HIT_E,
    HR,
    WALK,
    K,
    Kind,
    transition,
)
from dugout.sources import lahman

from .test_rules import QUIET

#: The batters are right-handed BT 25 (walks to 30), the pitcher left-handed: the swing is the printed d100 + 1.
#: For each result: the pitcher's die, then the dice that read it (swing, pitch die, Hit Table, DEF).
ROLLS: dict[Kind, tuple[str, list[int]]] = {
    (HIT, 1, 1): ("-20", [41, 1]),          # MSS 20: Hit Table 1, a single
    (HIT, 1, 2): ("-20", [41, 9]),          # row 9: a single, runners take two
    (HIT, 2, 3): ("-20", [41, 16]),         # row 16: a double, runners take three
    (HIT, 2, 2): ("-20", [41, 13, 5]),      # row 13: a double with a DEF roll of 5, no change
    (HIT_E, 2, 2): ("-20", [41, 13, 1]),    # the same, DEF 1: an error
    (HELD, 0, 0): ("-20", [41, 13, 12]),    # DEF 12: the hit taken away
    (HIT, 3, 3): ("-20", [41, 18, 6]),      # row 18: a triple
    (HR, 4, 4): ("-20", [41, 20]),
    (WALK, 0, 0): ("-20", [49]),            # MSS 28
    (K, 0, 0): ("-20", [61]),               # MSS 40
    (G_PROD, 0, 0): ("-20", [64]),          # MSS 43: 3-unassisted
    (G_NONPROD, 0, 0): ("-20", [66]),       # MSS 45: 5-3
    (G_BAD, 0, 0): ("-20", [94]),           # MSS 73
    (G_TRIPLE, 0, 0): ("d20", [84, 20]),    # MSS 103
    (F_GOOD, 0, 0): ("-20", [68]),          # MSS 47
    (F_BAD, 0, 0): ("-20", [98]),           # MSS 77
}
BASES = {b: tuple(k for k in (1, 2, 3) if b >> (k - 1) & 1) for b in range(8)}


@pytest.mark.parametrize("kind", list(ROLLS))
def test_the_chain_moves_runners_as_the_engine_does(kind, kit, make_team, script):
    pd, rolls = ROLLS[kind]
    for outs in range(3):
        for b in range(8):
            rules = kit.rules(**QUIET)
            g = kit.game(rules, make_team("A"), make_team("H", pitcher={"pd": pd, "hand": "L"}), list(rolls),
                         managers=(script(), script()))
            kit.set_state(g, outs=outs, up=3, bases={k: k - 1 for k in BASES[b]})
            before = g.score[0]
            kit.pa(g)
            assert g.dice.exhausted
            runs = g.score[0] - before
            engine = (3, 0, runs) if g.outs >= 3 or g.half != 0 else \
                (g.outs, sum(1 << (k - 1) for k in (1, 2, 3) if g.bases[k] >= 0), runs)
            ((q, o2, b2, r),) = transition(kind, outs, b)
            assert q == 1.0 and engine == ((3, 0, r) if o2 >= 3 else (o2, b2, r)), (kind, outs, b)


def _league(season: int, league: str):
    teams = lahman.import_league(season, league)
    return teams, teams[0].context


@pytest.mark.parametrize("season,league", [(1927, "AL"), (2016, "NL")])
def test_the_stored_anchors_are_the_builders(season, league):
    from dugout.games.deadball.ratings_anchors_build import anchor_of

    teams, ctx = _league(season, league)
    assert calibrated_anchor(ctx) == stored_anchor(season, league, ctx.runs, ctx.team_games) == \
        pytest.approx(anchor_of(teams, ctx), abs=0.005)


def test_a_league_the_table_does_not_know_keeps_the_anchor_of_3_25():
    ctx = lahman.league_context(1971, "NL")
    assert calibrated_anchor(ctx) != CALIBRATED_ERA
    assert calibrated_anchor(dataclasses.replace(ctx, runs=ctx.runs + 500)) == CALIBRATED_ERA
    assert calibrated_anchor(lahman.league_context(1894, "NL")) == CALIBRATED_ERA  # before 1901: no row
    assert calibrated_anchor(None) == CALIBRATED_ERA


def test_only_calibrated_reads_the_stored_anchor():
    """``era=league`` alone keeps 3.25; ``calibrated`` carries the league-average pitcher to the stored anchor
    (1971 NL: under 3.25, so some pitchers read a better die); the book's ratings know neither."""
    from dugout.games.deadball.ratings import _pitching, pitching_die

    teams, ctx = _league(1971, "NL")
    anchor = calibrated_anchor(ctx)
    cal = DeadballOptions(calibrated=True)
    three = DeadballOptions(era="league", walks="rate", power="fit")
    moved = 0
    for t in teams:
        c_cards, t_cards, b_cards = rate_team(t, cal), rate_team(t, three), rate_team(t, DeadballOptions())
        for p in t.players:
            c, e, b = c_cards[p.id], t_cards[p.id], b_cards[p.id]
            assert dataclasses.replace(c, pd=e.pd) == e, p.name  # the anchor moves the Pitch Die only
            if p.pitching is not None and p.pitching.ipouts > 0 and c.is_pitcher:
                assert c.pd == pitching_die(p, ctx, True, anchor)
                assert e.pd == pitching_die(p, ctx, True, CALIBRATED_ERA)
                assert b.pd == _pitching(p, ctx, True)[0]  # the book's table, the ERA as it stands
                moved += c.pd != e.pd
    assert moved >= 10


#: Leagues of neither atlas set the game factor was fitted or checked on.
@pytest.mark.parametrize("season,league", [(1908, "NL"), (1968, "AL"), (2016, "NL")])
def test_the_model_scores_what_replays_score(season, league):
    """The run model's runs a team-game at the stored anchor (the league's real runs) against one calibrated replay
    with those cards: within 6 % (the model's residual sd is about 2 %, one replay's dice about 1.5 %)."""
    from dugout.api.fidelity import replay_counts
    from dugout.games.deadball.ratings_anchors_build import league_cards

    teams, ctx = _league(season, league)
    model = league_cards(teams, ctx).runs_per_game(calibrated_anchor(ctx))
    assert model == pytest.approx(ctx.r_per_g, rel=0.02)
    acc = replay_counts("deadball", {"calibrated": True}, season, league, ["model"], teams=teams)
    rpg = sum(t["rs"] for t in acc.values()) / sum(t["games"] for t in acc.values())
    assert abs(rpg / model - 1) < 0.06, (rpg, model)
