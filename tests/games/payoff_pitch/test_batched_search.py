"""A team's pitcher cards searched together (``ratings_batch.solve_together``, what ``rate_team`` does) are the cards
each pitcher's own search gives (``Rater.card`` without ``solve_pitchers``, what ``rate_player`` does), to the
last bit of every rate: the batched search scores many pitchers' moves in one set of array operations, each row's
arithmetic as the single search does it."""

from __future__ import annotations

import pytest

from dugout.games.payoff_pitch.ratings import Rater
from dugout.sources import lahman


@pytest.mark.parametrize("season,team,in_play_out", [(2016, "CHN", True), (1908, "DET", True), (1968, "DET", False),
                                                     (1884, "PRO", True)])
def test_searched_together_as_alone(season: int, team: str, in_play_out: bool) -> None:
    t = lahman.import_team(season, team)
    together = Rater(t, True, in_play_out)
    together.solve_pitchers()
    alone = Rater(t, True, in_play_out)
    pitchers = [p for p in t.players if p.pitching is not None]
    assert len(pitchers) >= 8
    assert {p.id for p in t.players} <= set(together._pitchers) and not alone._pitchers  # each path really taken
    for p in pitchers:
        a, b = together.card(p), alone.card(p)
        assert a.pit == b.pit, p.name
        assert repr(a) == repr(b), p.name
