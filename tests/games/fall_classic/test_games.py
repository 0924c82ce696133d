"""Whole games: the books balance under every option, the same seed replays, invented teams play, bad options
are refused, and a season keeps its memory in ``carry``."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_PA, B_SH, P_BF, P_GS
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.errors import DugoutError
from dugout.games import find_game, make_rules
from dugout.games.deadball.generate.teams import deadball_team
from dugout.games.fall_classic import FallClassic
from dugout.sources import lahman

ALL_ON = {o.name: True for o in FallClassic.option_specs() if isinstance(o.default, bool)}


@pytest.fixture(scope="module")
def nl1959():
    return lahman.import_league(1959, "NL")


@pytest.mark.parametrize("options", [None, ALL_ON, {"auto-steal": "plus", "assists": "letter", "out-d20": "same"},
                                     {"auto-steal": "off", "playing-time": False, "nh-nw": False,
                                      "batter-hr": False}])
def test_games_keep_the_books(nl1959, options):
    rules = make_rules("fc", options)
    gts = [rated(rules, t) for t in nl1959[:4]]
    for k in range(40):
        g = Game(rules, gts[k % 4], gts[(k + 1) % 4], Dice(k)).play()
        g.check_invariants()
        box = g.box()
        assert box.winner is not None or g.tie


def test_the_alias_and_the_registry():
    assert find_game("fc") is FallClassic and find_game("fall-classic") is FallClassic


def test_same_seed_same_game(yankees_1927, athletics_1927):
    rules = make_rules("fc")
    a, h = rated(rules, yankees_1927), rated(rules, athletics_1927)
    one = Game(rules, a, h, Dice("same:1")).play().box().to_dict()
    two = Game(make_rules("fc"), rated(make_rules("fc"), yankees_1927), rated(make_rules("fc"), athletics_1927),
               Dice("same:1")).play().box().to_dict()
    assert one == two


def test_narration_shows_the_dice_and_changes_nothing(yankees_1927, athletics_1927):
    rules = make_rules("fc", ALL_ON)
    a, h = rated(rules, yankees_1927), rated(rules, athletics_1927)
    for seed in range(10):
        quiet = Game(rules, a, h, Dice(seed)).play().box().to_dict()
        g = Game(rules, a, h, Dice(seed, record=True), narrate=True).play()
        assert g.box().to_dict() == quiet
    text = "\n".join(t for _, _, t in g.log)
    assert "bullpen session d20" in text and " d20 " in text


def test_invented_deadball_teams_get_cards_and_play():
    rules = make_rules("fc")
    a = deadball_team("Pirates", "generation", Dice(3))
    h = deadball_team("Corsairs", "tables", Dice(4))
    ga, gh = rated(rules, a), rated(rules, h)
    card = ga.cards[0]
    assert len(card.flat[1]) == 720
    assert any(c.pitcher is not None and c.pitcher.bfs > 0 for c in ga.cards)
    for k in range(20):
        Game(rules, ga, gh, Dice(k)).play().check_invariants()


def test_unknown_and_bad_options_are_one_line_errors():
    with pytest.raises(DugoutError, match="no option"):
        make_rules("fc", {"warp-speed": True})
    with pytest.raises(DugoutError, match="auto-steal"):
        make_rules("fc", {"auto-steal": "sometimes"})
    with pytest.raises(DugoutError, match="on or off"):
        make_rules("fc", {"rain": "perhaps"})


def test_every_option_has_help_and_a_default():
    rules = make_rules("fc")
    names = [o.name for o in FallClassic.option_specs()]
    assert len(names) == len(set(names)) >= 20
    assert all(o.help for o in FallClassic.option_specs())
    assert set(names) <= set(rules.options.as_dict())


def test_rating_fields_and_columns(giants_1959):
    rules = make_rules("fc")
    cards = rules.rate_team(giants_1959)
    cols = rules.rating_columns()
    for card in cards.values():
        fields = rules.rating_fields(card)
        assert set(cols) <= set(fields)
    mays = next(c for c in cards.values() if c.name == "Willie Mays")
    f = rules.rating_fields(mays)
    assert f["run"] == "F!" and f["sbs"] == 17 and f["sba"] == "27-31 / 6"


def test_a_season_carries_playing_time_and_starts(nl1959):
    rules = make_rules("fc")
    gts = [rated(rules, t) for t in nl1959]
    s = Season(rules, gts, "carry")
    s.play_schedule(balanced_schedule(len(gts), 40))
    mem = s.carry["fall-classic"]
    assert all(n == 40 for n in mem["games"].values())
    ts = s.teams[0]
    team = ts.gt.team
    # the ace (most real starts) starts at least as often as the fifth starter
    rot = sorted(ts.gt.rotation, key=lambda i: -team.players[i].pitching.gs)
    starts = [ts.pit.get(i, [0] * 30)[P_GS] for i in rot]
    assert starts[0] >= starts[-1]
    # no regular runs far ahead of his real pace of plate appearances
    for i, line in ts.bat.items():
        p = team.players[i]
        if p.batting is not None and not p.is_pitcher and p.batting.pa > 300:
            pace = p.batting.pa * 40 / team.record.g
            assert line[B_PA] - line[B_SH] <= pace + 12


def test_relievers_get_about_their_real_share(nl1959):
    rules = make_rules("fc")
    gts = [rated(rules, t) for t in nl1959]
    s = Season(rules, gts, "pen")
    s.play_schedule(balanced_schedule(len(gts), 60))
    ts = s.teams[0]
    team = ts.gt.team
    used = {team.players[i].name: line[P_BF] for i, line in ts.pit.items() if not line[P_GS]}
    real = {p.name: p.pitching.batters_faced for p in team.players if p.pitching and p.pitching.gs == 0}
    top = max(real, key=real.get)
    assert used.get(top, 0) > 0
