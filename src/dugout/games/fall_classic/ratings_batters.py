"""Batter cards from per-PA rates against the league's average pitcher (digest §5.4).

The card's own lines carry what the anchor pitcher's lines and the special lines do not: each outcome's pip
target ``T = s·r - 20·e54`` less the specials and the anchor's content on the pitcher lines the batter leaves
blank. A batter who needs less of an outcome than the anchor gives him fills (overrides) pitcher lines, which
is what makes the game "not 50/50".
"""

from __future__ import annotations

from dataclasses import dataclass

from dugout.games.fall_classic import ratings_algebra as A
from dugout.games.fall_classic.card import BatterCard, FCCard, compile_hands
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BB,
    CH54,
    DBL,
    DEF51,
    DEF52,
    DEF53,
    HBP,
    HR,
    L65,
    OUT,
    OUTX,
    PAIR_LINES,
    PARK,
    PITCHER_HITS,
    PITCHER_KS,
    PITCHER_WALKS,
    PLUS,
    SNG,
    TL1B,
    TR1B,
    TRP,
    Cell,
    K,
    line_index,
)
from dugout.games.fall_classic.ratings_layout import round_joint, strip
from dugout.games.fall_classic.ratings_league import LHP_SHARE, FCLeague

OVERFLOW_LINES = (16, 21, 23, 24, 25)
DP_LINES = (16, 21, 23, 24, 25, 26)
"""The batter lines ``OUT x`` marks go on first, in this order (Mays's card: 16 and 21)."""
DP_GROUNDER = 0.5
"""Share of OUT-chart outs that are grounders (d20 1-10)."""
DP_PLAIN = 0.5
"""An OUT grounder read on the pitcher's card (or a defense-chart putout) with a force at 2nd is a double play on
an odd d20."""
DP_OPP_PER_M = 0.40
"""Plate appearances with a runner on 1st and fewer than two out, per unit of the men-on share (PROPOSED)."""
TWO_ON_FIRST = 0.8
"""Share of times on 1st with 2nd base open (the auto-steal '+' marks)."""


@dataclass(slots=True)
class Needs:
    """Work state of one batter card: pips still to place, blank pitcher lines, the HR modifier."""

    need: list[float]
    blank: list[int]
    hr_mod: int
    free: list[int]
    """Lines the batter owns that hold results (pairs, batter lines, filled pitcher lines)."""


def batter_card(lg: FCLeague, rates: tuple[float, ...], pa: float, bats: str, park: A.Vec,
                blue: tuple[bool, bool, bool] = (False, False, False), *, sba: float = 0.0,
                gidp: float | None = None, batter_hr: bool = False) -> tuple[BatterCard, list[str]]:
    """A batter card reproducing ``rates`` (per card PA) against the anchor pitcher; notes on limits.

    ``batter_hr``: the advanced optional rule that plays the batter's ``P - HR -k`` is on. The modifier is
    printed either way; with the rule off (the book's basic game) the home runs line 65 gives a batter past his
    own are taken from his singles (then doubles), so his hits stay true.
    """
    notes: list[str] = []
    s, e54 = lg.s, lg.e54
    target = [s * rates[o] - 20 * e54[o] for o in range(A.NOUT - 1)]
    kd = lg.kd_grades()
    spec = lg.specials(kd, park)
    blank = [ln for ln in PITCHER_HITS + PITCHER_WALKS + PITCHER_KS]
    need = [target[o] - spec[o] - sum(lg.anchor_line[ln][o] for ln in blank) for o in range(A.NOUT - 1)]
    hr_mod = 0
    need[A.OHR] = target[A.OHR] - spec[A.OHR] - lg.line65(0)
    free = list(PAIR_LINES) + [12, 13, 14, 15] + list(OVERFLOW_LINES)
    platoon = 0
    share = LHP_SHARE if bats == "R" else (1 - LHP_SHARE if bats == "L" else 0.0)
    if share > 0 and need[A.O1] >= 20 * share:
        platoon = TL1B if bats == "R" else TR1B
        need[A.O1] -= 20 * share
    else:
        free.append(26)
    st = Needs(need, blank, hr_mod, free)
    _overrides(lg, st)
    while st.hr_mod > -20 and st.need[A.OHR] < -0.5:
        st.hr_mod -= 1
        st.need[A.OHR] = target[A.OHR] - spec[A.OHR] - lg.line65(st.hr_mod)
    if not batter_hr:
        excess = lg.line65(0) - (target[A.OHR] - spec[A.OHR])
        st.need[A.OHR] = -excess
        if excess > 0:
            for o in (A.O1, A.O2):
                cut = min(excess, max(0.0, st.need[o]))
                st.need[o] -= cut
                excess -= cut
    if st.need[A.OHR] < -0.5:
        notes.append(f"home runs: {-st.need[A.OHR]:.1f} pips over target")
    for o in range(A.NOUT - 1):
        if st.need[o] < -0.5:
            notes.append(f"{A.OUTCOME_NAMES[o]}: {-st.need[o]:.1f} pips over target (capacity)")
    _make_room(lg, st, notes)
    pos = [max(0.0, x) for x in st.need]
    h = round_joint([pos[A.OHR], pos[A.O3], pos[A.O2], pos[A.O1]])
    counts = {HR: h[0], TRP: h[1], DBL: h[2], SNG: h[3], BB: round(pos[A.OBB]), HBP: round(pos[A.OHBP]),
              K: round(pos[A.OK])}
    cap = 20 * len(st.free)
    while sum(counts.values()) > cap:
        big = max(counts, key=lambda c: counts[c])
        counts[big] -= 1
    cells = _layout(st, counts, platoon)
    cells = _mark_plus(cells, sba, pa, lg)
    cells = _mark_dp(cells, lg, st, gidp, kd)
    out = tuple(cells)
    return BatterCard(cells=out, hr_mod=st.hr_mod, blue=blue), notes


def _overrides(lg: FCLeague, st: Needs) -> None:
    """Fill pitcher lines whose anchor content gives the batter more K, BB or hits than he had."""
    for area, outs in ((PITCHER_KS, (A.OK,)), (PITCHER_WALKS, (A.OBB,)), (PITCHER_HITS, (A.O1, A.O2))):
        while any(st.need[o] < -0.5 for o in outs):
            cands = [ln for ln in area if ln in st.blank and sum(lg.anchor_line[ln][o] for o in outs) > 0]
            if not cands:
                break
            short = [o for o in outs if st.need[o] < -0.5]
            ln = max(cands, key=lambda x: (sum(lg.anchor_line[x][o] for o in short), -area.index(x)))
            _fill(lg, st, ln)


def _fill(lg: FCLeague, st: Needs, ln: int) -> None:
    st.blank.remove(ln)
    st.free.append(ln)
    for o in range(A.NOUT - 1):
        st.need[o] += lg.anchor_line[ln][o]


def _make_room(lg: FCLeague, st: Needs, notes: list[str]) -> None:
    """A hitter whose results overflow his own lines takes over the pitcher lines with the most outs."""
    while sum(max(0.0, x) for x in st.need) > 20 * len(st.free) and st.blank:
        ln = max(st.blank, key=lambda x: (lg.anchor_line[x][A.OOUT], -line_index(x)))
        _fill(lg, st, ln)
    over = sum(max(0.0, x) for x in st.need) - 20 * len(st.free)
    if over > 0.5:
        notes.append(f"card full: {over:.1f} pips of results left off")


def _layout(st: Needs, counts: dict[int, int], platoon: int) -> list[Cell]:
    """Pairs take the hits (HR, 3B, 2B, 1B in d20 order); 12-13 walks, 14 HBP, 15 strikeouts, the overflow
    lines the rest. A card too full for that falls back to one strip over all its own lines."""
    cells: list[Cell] = [()] * 36
    hits = [(HR, counts[HR]), (TRP, counts[TRP]), (DBL, counts[DBL]), (SNG, counts[SNG])]
    over_hits: list[tuple[int, int]] = []
    room = 120
    pair_items = []
    for code, n in hits:
        take = min(n, room)
        pair_items.append((code, take))
        room -= take
        if n > take:
            over_hits.append((code, n - take))
    bb, hbp, k = counts[BB], counts[HBP], counts[K]
    rest = [ln for ln in st.free if ln not in PAIR_LINES]
    fixed = {12: min(bb, 20), 13: min(max(bb - 20, 0), 20), 14: min(hbp, 20), 15: min(k, 20)}
    fixed_code = {12: BB, 13: BB, 14: HBP, 15: K}
    overflow = over_hits + [(BB, max(0, bb - 40)), (HBP, max(0, hbp - 20)), (K, max(0, k - 20))]
    over_lines = [ln for ln in rest if ln not in fixed]
    n_over = sum(n for _, n in overflow)
    if n_over <= 20 * len(over_lines):
        for ln, n in fixed.items():
            code = fixed_code[ln]
            cells[line_index(ln)] = ((20, code),) if n >= 20 else (((n, code), (20, OUT)) if n else ((20, OUT),))
        if over_lines:
            for ln, cell in strip(tuple(over_lines), [x for x in overflow if x[1] > 0]).items():
                cells[line_index(ln)] = cell
    else:
        items = [(BB, bb), (HBP, hbp), (K, k)] + over_hits
        spill = max(0, sum(n for _, n in items) - 20 * len(rest))
        pair_items += _take(items, min(spill, room))
        for ln, cell in strip(tuple(rest), [x for x in items if x[1] > 0]).items():
            cells[line_index(ln)] = cell
    for ln, cell in strip(PAIR_LINES, pair_items).items():
        cells[line_index(ln)] = cell
    if platoon:
        cells[line_index(26)] = ((20, platoon),)
    for ln, code in ((46, PARK), (51, DEF51), (52, DEF52), (53, DEF53), (54, CH54), (65, L65)):
        cells[line_index(ln)] = ((20, code),)
    return cells


def _take(items: list[tuple[int, int]], n: int) -> list[tuple[int, int]]:
    """Remove ``n`` pips from the end of the item list and return them."""
    out: list[tuple[int, int]] = []
    for k in range(len(items) - 1, -1, -1):
        if n <= 0:
            break
        code, m = items[k]
        t = min(m, n)
        if t:
            items[k] = (code, m - t)
            out.append((code, t))
            n -= t
    return out[::-1]


def _mark_plus(cells: list[Cell], sba: float, pa: float, lg: FCLeague) -> list[Cell]:
    """'+' on single and walk ranges (from line 11 up) so '+' reaches 1st about as often as he tried to steal."""
    if sba <= 0 or pa <= 0:
        return cells
    want = sba * lg.s / (pa * TWO_ON_FIRST)
    order = [line_index(ln) for ln in (11, 22, 33, 44, 55, 66, 12, 13)]
    for li in order:
        if want <= 0.5:
            break
        cell = list(cells[li])
        lo = 0
        for k, (end, code) in enumerate(cell):
            n = end - lo
            lo = end
            if (code & BASE_MASK) in (SNG, BB) and not code & PLUS and want - n / 2 > -0.5:
                cell[k] = (end, code | PLUS)
                want -= n
        cells[li] = tuple(cell)
    return cells


def _mark_dp(cells: list[Cell], lg: FCLeague, st: Needs, gidp: float | None, kd: tuple[int, ...]) -> list[Cell]:
    """``OUT x`` on whole out ranges so the card's double plays match his GIDP (digest step 9).

    The batter's own plain outs never turn a double play (Mays's published card: ``OUT x`` on 16 and 21, plain
    ``OUT`` on 23-25); the outs he reads on the pitcher's card and the defense chart's putouts follow the
    putout table's d20 parity. ``OUT x`` marks go on his out ranges from line 16 on (16, 21, 23, 24, 25, 26,
    then the others) until the card's expected double plays per opportunity make up his real GIDP.
    """
    if gidp is None:
        return cells
    opp = DP_OPP_PER_M * lg.m
    pitcher_out = sum(lg.anchor_line[ln][A.OOUT] for ln in st.blank)
    kd_b = kd[1]
    e = {p: lg.e_scale * 200 * (1 - lg.fielding.get(p, {}).get("fpct", 0.97)) for p in ("SS", "2B", "3B", "1B", "P")}
    e_inf = sum(e.values()) / len(e)
    g_def = (20 - kd_b) * (1 - e_inf / 20) * (1 + 30 / 36) + (20 - kd_b) * (20 / 36) * 0.5
    value = DP_PLAIN * (DP_GROUNDER * pitcher_out + g_def)
    target = gidp * lg.s / opp if opp > 0 else value
    n = (target - value) / DP_GROUNDER
    for ln in DP_LINES + tuple(ln for ln in st.free if ln not in DP_LINES):
        if n <= 0.5:
            break
        li = line_index(ln)
        cell = list(cells[li])
        lo = 0
        for k, (end, code) in enumerate(cell):
            size = end - lo
            lo = end
            if code == OUT and n >= size / 2:
                cell[k] = (end, OUTX)
                n -= size
        cells[li] = tuple(cell)
    return cells


def _pips(cell: Cell) -> list[tuple[int, int]]:
    out = []
    lo = 0
    for end, code in cell:
        out.append((code, end - lo))
        lo = end
    return out


def synthetic_batter(lg: FCLeague, name: str, rates: tuple[float, ...], pa: float, *, bats: str = "S",
                     run: int = 2, generic: int = 0, batter_hr: bool = False,
                     blue: tuple[bool, bool, bool] = (False, False, False)) -> FCCard:
    """A batter card with plain non-outcome ratings (the league-average batter, generic pitcher cards); ``blue``:
    its blue-park flags (no 2B, 3B, HR on line 46)."""
    from dugout.games.fall_classic.ratings_algebra import park_vector

    card, _ = batter_card(lg, rates, pa, bats, park_vector(100, blue), blue, batter_hr=batter_hr)
    if generic:
        card = BatterCard(cells=card.cells, hr_mod=card.hr_mod, blue=card.blue, generic=generic)
    flat = compile_hands(card)
    return FCCard(id=name, name=name, bats=bats, throws="R", batter=card, pitcher=None, run=run, sbs=10, jump=0,
                  sb=0, sba=0, sh=3, hnr=1, fielding=(None,) * 10, avg=0.0, is_pitcher=False, flat=flat)
