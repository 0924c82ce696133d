"""A dead-ball team's faithful batter cards together carry its batters' home runs; and the Career row.

Each column is fitted alone, in whole slots, and a column without a home-run range still homers on roll 0's pitch
check against the low grades. Where home runs are rare (under a slot a column) the misses do not cancel: 1907 NL's
batters without a home run carded 19.9 of them (their shrunk targets 3.8), and its batter cards expected 1.18 of
the league's real home runs (1909 NL 1.15, 1911 NL 1.09, 1908 AL 0.98, 1911 AL 0.97), which is what replays hit.

So a team whose batters' cards expect more than ``BALANCE_SHARE`` off the home runs their targets ask for (their
shrunk lines, the columns' own aim) is fitted again with the home-run targets of its batters who hit one
(``rebalanced``) scaled by one factor (``balance``): first as if they moved in proportion, then by the secant
through the last two fits, up to ``BALANCE_STEPS`` fits; the closest of the fits is kept. The batters without a
home run keep their cards, whose home runs their targets cannot move. A league with a slot or more of home runs a column (99 × its rate; about
1921 on) is never balanced: its cards stay bit for bit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.ratings_hitting import expected_rates
from dugout.model.player import Player
from dugout.sources.lahman_career import career

#: A team whose batters' cards expect within this share (and at least ``BALANCE_MIN_HR`` home runs) of what their
#: targets ask for keeps them as fitted.
BALANCE_SHARE, BALANCE_MIN_HR = 0.03, 1.0
#: Only a league whose home runs come to less than this many slots of a column (99 × its rate) is balanced.
BALANCE_BELOW_SLOTS = 1.0
#: The factor on the home-run targets stays within these.
BALANCE_BOUNDS = (0.5, 1.6)
#: Refits at most (the proportional one, then the secant's): two left 1907 NL's Giants 12 % over (stop 44).
BALANCE_STEPS = 4

#: A batter's columns' (usage, f1s, targets): how often each is read, its share of PA with first base taken, and
#: the rates it was fitted to.
ColumnUse = Mapping[str, tuple[tuple[float, ...], tuple[float, ...], tuple[dict[int, float], ...]]]


def rebalanced(player: Player) -> bool:
    """Whether the balance moves this player's home-run target: a batter (not a pitcher) who hit one."""
    b = player.batting
    return not player.is_pitcher and b is not None and b.pa > 0 and b.hr > 0


def expected_hr(players: Sequence[Player], cards: Mapping[str, PTCard], usage: ColumnUse,
                mix: tuple[float, ...]) -> tuple[float, float, float]:
    """(home runs the cards of the batters who hit one expect, those of the others, those all their targets ask for)
    over their real plate appearances, pitchers apart."""
    moved = fixed = want = 0.0
    for p in players:
        b = p.batting
        if p.is_pitcher or b is None or b.pa <= 0 or p.id not in usage:
            continue
        use, f1s, targets = usage[p.id]
        card = cards[p.id]
        slow = card.br == T.SLOW
        got = b.pa * sum(u * expected_rates(c, mix, f1, slow)[T.HR] for c, u, f1 in zip(card.cols, use, f1s))
        want += b.pa * sum(u * t.get(T.HR, 0.0) for u, t in zip(use, targets))
        if rebalanced(p):
            moved += got
        else:
            fixed += got
    return moved, fixed, want


def _off(moved: float, fixed: float, want: float) -> bool:
    return abs(moved + fixed - want) > max(BALANCE_MIN_HR, BALANCE_SHARE * want)


def balance(players: Sequence[Player], cards: dict[str, PTCard], usage: ColumnUse, mix: tuple[float, ...],
            refit: Callable[[list[Player], float], dict[str, PTCard]]) -> tuple[dict[str, PTCard], float]:
    """The team's cards with its batters' home runs balanced, and the factor taken (1.0: as fitted). ``refit``
    fits the given players again with their home-run targets times a factor."""
    moved, fixed, want = expected_hr(players, cards, usage, mix)
    if moved <= 0 or not _off(moved, fixed, want):
        return cards, 1.0
    movers = [p for p in players if rebalanced(p)]
    lo, hi = BALANCE_BOUNDS
    best = (abs(moved + fixed - want), 1.0, cards)
    k0, e0 = 1.0, moved
    k = min(hi, max(lo, (want - fixed) / moved))
    for _ in range(BALANCE_STEPS):
        trial = cards | refit(movers, k)
        e = expected_hr(players, trial, usage, mix)[0]
        if abs(e + fixed - want) < best[0]:
            best = (abs(e + fixed - want), k, trial)
        if not _off(e, fixed, want) or e == e0:
            break
        k0, e0, k = k, e, min(hi, max(lo, k + (want - fixed - e) * (k - k0) / (e - e0)))
    return best[2], best[1]


def career_fields(player: Player) -> dict[str, Any]:
    """The Career row: his first and last major-league seasons and the Hall of Fame, as Lahman records them (none
    for a player it does not know: an invented or a CSV player)."""
    found = career(player.id)
    if found is None:
        return {}
    first, last, hof = found
    if first is None:
        return {"hof": hof}
    # an active player (no final game recorded) prints his first season and a dash
    span = f"{first}-" if last is None else f"{first}-{last}" if last != first else str(first)
    return {"career": span, "hof": hof}
