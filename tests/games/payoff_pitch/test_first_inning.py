"""/IN-PLAY/ reads IN-PLAY in a pitcher's first inning of work (the ``in-play-out`` option), so each pitcher card is
fitted with the share of his batters faced that fall in first innings (``ratings_fatigue.first_inning_share``).
That share must be the one play gives: weighted by games rather than by innings, 1908 AL's cards took .230 where
replays gave .159, and their /IN-PLAY/ outs cost the league 3-4 % of its hits (stop 40)."""

from __future__ import annotations

import pytest

from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games.payoff_pitch.ratings_fatigue import first_inning_share
from dugout.games.payoff_pitch.ruleset import PayoffPitch
from dugout.sources import lahman


@pytest.mark.parametrize("season,league,ids", [(1908, "AL", ("CHA", "DET", "CLE", "SLA")),
                                                (2016, "NL", ("CHN", "SLN", "PIT", "MIL"))])
def test_the_cards_first_inning_share_is_what_play_gives(season, league, ids):
    teams = {t.id: t for t in lahman.import_league(season, league)}
    tally = [0, 0.0, 0.0]  # batters faced, in a first inning, the cards' shares

    class Counting(PayoffPitch):  # (a subclass: the compiled engine calls the ruleset's methods past a class's patch)
        def plate_appearance(self, g):  # type: ignore[no-untyped-def]
            st, p = g.ext, g.sides[1 - g.half].pitcher
            tally[0] += 1
            tally[1] += st.first_inning.get(p, g.inning) == g.inning
            tally[2] += g.cards[p].pit.phi1
            super().plate_appearance(g)

    rules = Counting()
    gts = [rated(rules, teams[i]) for i in ids]
    Season(rules, gts, 7).play_schedule(balanced_schedule(len(gts), 40))
    played, cards = tally[1] / tally[0], tally[2] / tally[0]
    assert abs(cards - played) < 0.035, (played, cards)


def test_a_swingman_weighs_his_starts_by_their_innings():
    # 30 starts of 8 innings and 10 relief outings of 2: his relief is a tenth of his batters, not a quarter
    assert first_inning_share(30, 8.0, 10, 2.0) == pytest.approx((240 * 1.05 / 8 + 20 * 0.5) / 260)
    assert first_inning_share(30, 8.0, 0, 0.0) == pytest.approx(1.05 / 8)
    assert first_inning_share(0, 0.0, 0, 0.0) == 0.0
