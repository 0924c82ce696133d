"""Schedules: round robins played as series, balanced over a season, a league-season's within its league.

(Split from ``season``, which re-exports them.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from dugout.model.team import Team


def round_robin_days(n: int) -> list[list[tuple[int, int]]]:
    """Days of a single round robin by the circle method: each team plays once a day (a bye when n is odd).

    >>> days = round_robin_days(4)
    >>> len(days), sorted(len(d) for d in days)
    (3, [2, 2, 2])
    """
    teams = list(range(n)) + ([-1] if n % 2 else [])
    m = len(teams)
    days = []
    for r in range(m - 1):
        day = []
        for k in range(m // 2):
            a, b = teams[k], teams[m - 1 - k]
            if a >= 0 and b >= 0:
                day.append((a, b) if (r + k) % 2 == 0 else (b, a))
        days.append(day)
        teams = [teams[0]] + [teams[-1]] + teams[1:-1]
    return days


class _Days:
    """A schedule being built: days of (away, home) games, with each team's games and home games so far."""

    def __init__(self, n: int) -> None:
        self.days: list[list[tuple[int, int]]] = []
        self.played = [0] * n
        self.hosted = [0] * n
        self.pair_hosted: dict[tuple[int, int], int] = {}

    def play(self, day: list[tuple[int, int]], length: Callable[[int, int], int]) -> int:
        """Play one round-robin day as series of ``length(a, b)`` games a pair; the number of games played.

        Each series goes to the team that has hosted this pair less, then the one with fewer home games.
        """
        series_days: list[list[tuple[int, int]]] = []
        total = 0
        for a, b in day:
            a_hosted = self.pair_hosted.get((b, a), 0)  # games a hosted b
            b_hosted = self.pair_hosted.get((a, b), 0)  # games b hosted a
            home, away = (b, a) if (b_hosted, self.hosted[b], b) < (a_hosted, self.hosted[a], a) else (a, b)
            k_games = length(a, b)
            for k in range(k_games):
                if k == len(series_days):
                    series_days.append([])
                series_days[k].append((away, home))
            if k_games:
                self.played[a] += k_games
                self.played[b] += k_games
                self.hosted[home] += k_games
                self.pair_hosted[(away, home)] = self.pair_hosted.get((away, home), 0) + k_games
                total += k_games
        self.days += [d for d in series_days if d]
        return total


def balanced_schedule(n: int, games: int, series: int = 3, *, offset: int = 0) -> list[list[tuple[int, int]]]:
    """A balanced schedule of ``games`` games a team: round robins played as series, homes alternating.

    Each pair meets as evenly as the numbers allow; every team plays at most one game a day; each series goes
    to the team that has hosted the pair less, then to the one with fewer home games.

    Every team plays exactly ``games`` games, except when that cannot be done: an odd number of teams times
    an odd number of games is an odd number of team-games, which cannot pair up. Then one team plays
    ``games - 1`` and the rest ``games``; the short team is team ``(games + offset) % n``, so it moves with
    the number of games and with ``offset`` (a league can pass its season number to rotate it each season).

    How: round robins are played day by day as series until every team reaches ``games`` (each game only while
    both teams are short of it). With an even number of teams everyone plays every day, so all arrive together
    and that is the schedule (``offset`` plays no part). With an odd number, the team with the day's bye falls
    behind in the last round and the others fill up without it; unless that still comes out exact, the
    schedule is planned instead: whole round robins of series, then every pair meets ``q`` more times and
    each team meets ``e`` of its opponents once more (teams a fixed distance apart around a circle, plus, when
    ``e`` is odd, a matching that leaves the short team out). Pairs then meet within one game of each other.

    >>> def counts(n, g):
    ...     c = [0] * n
    ...     for day in balanced_schedule(n, g):
    ...         for a, h in day:
    ...             c[a] += 1; c[h] += 1
    ...     return c
    >>> counts(8, 154) == [154] * 8, counts(3, 4), counts(9, 154) == [154] * 9
    (True, [4, 4, 4], True)
    >>> counts(3, 3), counts(5, 7)
    ([2, 3, 3], [7, 7, 6, 7, 7])
    """
    if n < 2 or games < 1 or series < 1:
        return []
    base = round_robin_days(n)
    s = _Days(n)
    while min(s.played) < games:
        progressed = False
        for day in base:
            if s.play(day, lambda a, b: max(0, min(series, games - s.played[a], games - s.played[b]))):
                progressed = True
            if min(s.played) >= games:
                break
        if not progressed:
            break
    if n % 2 == 0 or s.played == [games] * n:
        return s.days

    # odd, and the byes left someone short: plan it
    s = _Days(n)
    rounds, rest = divmod(games, (n - 1) * series)
    for _ in range(rounds):
        for day in base:
            s.play(day, lambda a, b: series)
    # every pair meets q more times, and each team meets e of its opponents once more
    q, e = divmod(rest, n - 1)
    extra: set[frozenset[int]] = set()
    for d in range(1, e // 2 + 1):  # pairs d apart around the circle: two more opponents a team
        extra |= {frozenset((i, (i + d) % n)) for i in range(n)}
    if e % 2:
        # one more opponent each, but n is odd: match everyone except the short team along the circle of
        # step h = (n - 1) / 2 (a single cycle through all the teams; a distance not used above, as e < n - 1)
        short, h = (games + offset) % n, (n - 1) // 2
        path = [(short + j * h) % n for j in range(1, n)]
        extra |= {frozenset(path[j:j + 2]) for j in range(0, n - 1, 2)}
    if q or extra:
        for day in base:
            s.play(day, lambda a, b: q + (frozenset((a, b)) in extra))
    return s.days


def league_schedule(teams: Sequence[Team], games: int, series: int = 3) -> list[list[tuple[int, int]]]:
    """The season's schedule: whole league-seasons (``standings.league_groups``) each play a balanced schedule
    within their league, on the same days; any other set of teams one balanced schedule among them all."""
    from dugout.engine.standings import league_groups

    split = league_groups(teams)
    if split is None or len(split) == 1:
        return balanced_schedule(len(teams), games, series)
    per = [[[(idx[a], idx[h]) for a, h in day] for day in balanced_schedule(len(idx), games, series)]
           for idx in split]
    return [[g for sched in per if d < len(sched) for g in sched[d]] for d in range(max(len(p) for p in per))]
