"""A game-ending hit counts only the bases the winning run needed (scoring rule 9.06(f)): a double that scores the
winning run from third is a single; a home run stays a home run."""

from __future__ import annotations

from dugout.engine.codes import B_2B, B_3B, B_H, B_HR, DOUBLE, HOMER, TRIPLE
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games.thats_baseball.ruleset import ThatsBaseball
from dugout.sources import lahman


def _bottom_ninth_tied(runner_base: int) -> Game:
    rules = ThatsBaseball()
    away, home = (rated(rules, t) for t in lahman.import_league(1927, "AL")[:2])
    g = Game(rules, away, home, Dice(1))
    g.inning, g.half, g.outs = 9, 1, 1
    g.sides[1].line.append(0)
    s = g.sides[1]
    g.batter = s.order[0]
    g.put_runner(runner_base, s.order[8])
    g.pa_bases[:] = g.bases  # what the game loop keeps when the PA could end the game
    return g


def _hit(g: Game, bases: int, code: int) -> list[int]:
    g.move_all(bases)
    if bases < 4:
        g.place_batter(bases)
    else:
        g.advance(0, 4)
    g.end_pa(code)
    line = g.bat[g.batter]
    assert line is not None and g.walkoff and g.score == [0, 1]
    return line


def test_a_double_that_scores_the_winner_from_third_is_a_single():
    line = _hit(_bottom_ninth_tied(3), 2, DOUBLE)
    assert (line[B_H], line[B_2B], line[B_3B]) == (1, 0, 0)


def test_a_triple_that_scores_the_winner_from_second_is_a_double():
    line = _hit(_bottom_ninth_tied(2), 3, TRIPLE)
    assert (line[B_H], line[B_2B], line[B_3B]) == (1, 1, 0)


def test_a_double_that_scores_the_winner_from_first_stays_a_double():
    g = _bottom_ninth_tied(1)
    g.advance(1, 4)
    g.place_batter(2)
    g.end_pa(DOUBLE)
    line = g.bat[g.batter]
    assert line is not None and g.walkoff and (line[B_H], line[B_2B]) == (1, 1)


def test_a_walk_off_home_run_stays_a_home_run():
    g = _bottom_ninth_tied(3)
    g.home_run()
    g.end_pa(HOMER)
    line = g.bat[g.batter]
    assert line is not None and line[B_HR] == 1


def test_played_games_credit_walk_off_hits_by_the_rule():
    """Over many played games, the last plate appearance of a walk-off adds no double or triple when the winning
    run came from third, and the box score still adds up."""
    from dugout.games import make_rules

    last: dict[str, tuple[int, int]] = {}

    class Spy(Game):  # a subclass, not a patched Game: a compiled game's play calls a compiled Game's end_pa directly
        def end_pa(self, code: int) -> None:
            line = self.bat[self.batter]
            before = (line[B_2B], line[B_3B]) if line is not None else (0, 0)
            Game.end_pa(self, code)
            line = self.bat[self.batter]
            assert line is not None
            last["delta"] = (line[B_2B] - before[0], line[B_3B] - before[1])

    for game in ("thats", "deadball"):
        rules = make_rules(game)
        gts = [rated(rules, t) for t in lahman.import_league(1927, "AL")]
        k = len(gts)
        from_third = 0
        for i in range(300):
            last.clear()
            g = Spy(rules, gts[i % k], gts[(i + 1) % k], Dice(i)).play()
            g.check_invariants()
            if g.walkoff and g.walkoff_from == 3 and last:
                from_third += 1
                assert last["delta"] == (0, 0), (game, i)
        assert from_third >= 5, (game, from_third)


def test_box_score_notes_count_hit_batsmen_like_the_batting_notes():
    """'HBP by: Powers 4' as 'HBP: Combs 2' (a pitcher who hit four batters was listed without his count)."""
    from dugout.engine.boxscore import BoxScore

    rules = ThatsBaseball()
    away, home = (rated(rules, t) for t in lahman.import_league(1927, "AL")[:2])
    for seed in range(40):
        g = Game(rules, away, home, Dice(seed)).play()
        box = BoxScore.from_game(g)
        text = box.format()
        for t in (box.away, box.home):
            for p in t.pitching:
                n = p.stats["HBP"]
                if n > 1:
                    assert f"{p.name.split()[-1]} {n}" in text.split("HBP by:")[1 if t is box.away else -1], text
                    return
    raise AssertionError("no pitcher hit two batters in 40 games")
