"""Real platoon splits (``Player.splits`` from an online source) in Pine Tar cards.

Without splits a batter's vs-RHP and vs-LHP columns come from his season rates and the league's platoon factors
(``ratings_hitting.split_targets``), and a pitcher's grades from his season line. When a source supplies split lines:

* a batter's two side targets move toward his own split rates, each side shrunk toward its league-factor target
  by phantom plate appearances (platoon skill stabilises slowly), then both are scaled by one factor per outcome
  so that, mixed as the engine uses the columns, they still give his season rates;
* a pitcher's quality is corrected for the batters he faced: the engine shows him the league's mix of
  left- and right-side batters, so his own left/right difference (shrunk toward the league's) moves his quality
  by the difference between that mix and the one he really faced.

Decisions are recorded in docs/rules/pine-tar.md ("Real platoon splits").
"""

from __future__ import annotations

from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.ratings_hitting import LHP_EXPOSURE, split_targets
from dugout.games.pine_tar.ratings_league import HAND_MIX, PTLeague, batting_rates, card_pa
from dugout.model.extras import batting_split, pitching_split
from dugout.model.player import Player
from dugout.model.stats import BattingLine

#: Phantom plate appearances of the league-factor split blended into each side of a batter's own split
#: (platoon skill stabilises after about 1000 PA for left-handed batters and 2200 for right-handed ones).
PLATOON_REGRESS_PA = {"L": 1000.0, "R": 2200.0, "S": 2200.0}
#: Phantom batters faced (on his smaller side) of the league's left/right difference in a pitcher's own.
PITCHER_SPLIT_BF = 1000.0
#: Share of the batters the engine sends against a pitcher of each hand who bat from the left side (left-handed
#: batters, and switch hitters against a right-hander), from the usual mix of batting hands.
LEFT_SIDE_SHARE = {
    "R": sum(w for h, w in HAND_MIX if h in ("L", "S")),
    "L": sum(w for h, w in HAND_MIX if h == "L"),
}

Side = tuple[dict[int, float], int]
"""A split line as (rates per card PA, card PA)."""


def _side(line: BattingLine | None) -> Side | None:
    if line is None or card_pa(line) <= 0:
        return None
    rates, _ = batting_rates(line)
    return rates, card_pa(line)


def batter_sides(player: Player) -> tuple[Side | None, Side | None]:
    """His own (vs RHP, vs LHP) split rates and plate appearances, None for a side the source did not give."""
    if player.splits is None:
        return None, None
    return _side(batting_split(player.splits, "R")), _side(batting_split(player.splits, "L"))


def with_real_splits(vs_r: dict[int, float], vs_l: dict[int, float], lhp_share: float,
                     sides: tuple[Side | None, Side | None], k: float) -> tuple[dict[int, float], dict[int, float]]:
    """vs-RHP and vs-LHP targets moved toward the batter's own split rates.

    Each side is ``(n·own + k·default) / (n + k)``; then one factor per outcome brings the engine's mix
    ``(1 − lhp_share)·vsR + lhp_share·vsL`` back to the default mix (his non-RISP season rates), so only the
    split between the sides changes. ``k = 0`` takes his own split ratio as it is.

    >>> from dugout.games.pine_tar import tables as T
    >>> vr, vl = {T.SINGLE: 0.15}, {T.SINGLE: 0.15}
    >>> r, l = with_real_splits(vr, vl, 0.25, (({T.SINGLE: 0.20}, 300), ({T.SINGLE: 0.10}, 100)), 0.0)
    >>> round(r[T.SINGLE], 4), round(l[T.SINGLE], 4), round(0.75 * r[T.SINGLE] + 0.25 * l[T.SINGLE], 4)
    (0.1714, 0.0857, 0.15)
    """
    own_r, own_l = sides
    out_r, out_l = dict(vs_r), dict(vs_l)
    s = lhp_share
    for o, r0 in vs_r.items():
        a = r0
        b = l0 = vs_l[o]
        if own_r is not None:
            a = (own_r[1] * own_r[0][o] + k * a) / (own_r[1] + k)
        if own_l is not None:
            b = (own_l[1] * own_l[0][o] + k * b) / (own_l[1] + k)
        mix = (1 - s) * a + s * b
        target = (1 - s) * r0 + s * l0
        if mix <= 0:
            continue
        c = target / mix
        out_r[o], out_l[o] = a * c, b * c
    return out_r, out_l


def _value(rates: dict[int, float], lg: PTLeague) -> float:
    """Runs per PA above an out of a distribution of rated outcomes (league run values)."""
    rv = lg.run_value
    return sum((rv[o] - lg.out_value) * p for o, p in rates.items())


def _opponent_value(line: BattingLine, lg: PTLeague) -> float:
    rates, ibb = batting_rates(line)
    rates = dict(rates)
    rates[T.BB] += ibb  # a pitcher's walks count whole
    return _value(rates, lg)


def league_side_difference(lg: PTLeague, throws: str) -> float:
    """Runs per PA by which the engine's left-side batters out-hit its right-side batters against a pitcher of
    ``throws``: the league-average batter of each hand through the column he uses against that arm."""
    col = 1 if throws == "L" else 0  # vs LHP / vs RHP side of split_targets' result
    left, right, wl, wr = 0.0, 0.0, 0.0, 0.0
    norm = sum(w * LHP_EXPOSURE[h] for h, w in HAND_MIX)
    for hand, w in HAND_MIX:
        s = min(0.95, lg.lhp_share * LHP_EXPOSURE[hand] / norm)
        vs_r, _, vs_l = split_targets(lg.rates, hand, s, lg.f_risp)
        v = _value(vs_l if col else vs_r, lg)
        bats_left = hand == "L" or (hand == "S" and throws != "L")
        if bats_left:
            left, wl = left + w * v, wl + w
        else:
            right, wr = right + w * v, wr + w
    return left / wl - right / wr if wl > 0 and wr > 0 else 0.0


def pitcher_split_correction(player: Player, lg: PTLeague) -> float:
    """Runs per batter faced to add to a pitcher's season quality for the batters the engine will show him.

    ``(q − p)·Δ``: ``p`` is the share of left-side batters he really faced, ``q`` the engine's
    (``LEFT_SIDE_SHARE``), ``Δ`` his left-minus-right run value shrunk toward the league's
    (``PITCHER_SPLIT_BF`` on his smaller side). 0 without both split lines.
    """
    splits = player.splits
    throws = player.throws if player.throws in ("L", "R") else "R"
    vs_r = pitching_split(splits, "R", throws)
    vs_l = pitching_split(splits, "L", throws)
    if vs_r is None or vs_l is None:
        return 0.0
    n_r, n_l = card_pa(vs_r), card_pa(vs_l)
    if n_r <= 0 or n_l <= 0:
        return 0.0
    p = n_l / (n_l + n_r)
    q = LEFT_SIDE_SHARE[throws]
    prior = league_side_difference(lg, throws)
    own = _opponent_value(vs_l, lg) - _opponent_value(vs_r, lg)
    w = min(n_l, n_r) / (min(n_l, n_r) + PITCHER_SPLIT_BF)
    return (q - p) * (prior + w * (own - prior))
