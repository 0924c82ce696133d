"""Team Score, a team's rating (rulebook p.38); the one-roll quick game played between two of them is
``play_quick``.

Team Score = (sum of the position players' BTs + 10 × the sum of the pitchers' Pitch Dice) / 10, rounded half
up, over a 25-man roster of 13 position players and 12 pitchers. A real team that used more players counts its
13 position players with the most plate appearances and its 12 pitchers with the most innings. A roster with
fewer position players counts their average BT for each missing one; a missing pitcher counts 0 (a die
between -d4 and d4), so a one-pitcher sample team is not scored as twelve copies of its ace.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from dugout.games.deadball import tables as T
from dugout.games.deadball.card import DBCard, round_half_up
from dugout.model.team import Team


@dataclass(frozen=True, slots=True)
class TeamScore:
    """A team's Team Score and its parts."""

    batting: int
    """Sum of the BTs of the 13 position players (scaled to 13 for smaller rosters)."""
    pitching: int
    """Ten times the sum of the (up to) 12 pitchers' Pitch Dice."""
    score: int
    batters: int
    pitchers: int


def team_score(team: Team, cards: dict[str, DBCard]) -> TeamScore:
    """The Team Score of a team rated with these cards.

    >>> from dugout.model.player import Player
    >>> from dugout.games.deadball.card import DBCard
    >>> ps = [Player(id=f"h{i}", name="h") for i in range(13)] + [Player(id=f"p{i}", name="p") for i in range(12)]
    >>> c = {p.id: DBCard(bt=25, wt=30, bats="R", throws="R", pd=T.D4, traits=0, pmod=0, positions=0,
    ...                   is_pitcher=p.id.startswith("p")) for p in ps}
    >>> team_score(Team(id="t", name="T", players=tuple(ps)), c).score
    81
    """
    hitters = [p for p in team.players if not cards[p.id].is_pitcher]
    pitchers = [p for p in team.players if cards[p.id].is_pitcher]
    hitters.sort(key=lambda p: -(p.batting.pa if p.batting else 0))
    pitchers.sort(key=lambda p: -(p.pitching.ipouts if p.pitching else 0))
    hitters, pitchers = hitters[:T.TEAM_BATTERS], pitchers[:T.TEAM_PITCHERS]
    bat = Decimal(sum(cards[p.id].bt for p in hitters))
    pit = Decimal(10 * sum(T.RUNG_VALUE[cards[p.id].pd] for p in pitchers))
    if hitters and len(hitters) < T.TEAM_BATTERS:
        bat = bat * T.TEAM_BATTERS / len(hitters)
    b, p = int(round_half_up(bat)), int(round_half_up(pit))
    return TeamScore(batting=b, pitching=p, score=int(round_half_up((bat + pit) / 10)), batters=len(hitters),
                     pitchers=len(pitchers))
