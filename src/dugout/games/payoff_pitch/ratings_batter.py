"""Batter cards from outcome rates (digest §5.4): scale the league card, respect section capacity, round.

The league batter card holds each outcome in its sections in fixed proportions; a batter's side scales each
outcome by one factor so that, against the league pitcher mix, the chance of every outcome equals his rate.
Numbers are then rounded and corrected one at a time until no single change brings the rates closer.
"""

from __future__ import annotations

import numpy as np

from dugout.games.payoff_pitch import ratings_algebra as A
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Side, make_side
from dugout.games.payoff_pitch.ratings_league import (
    FLY_SPLIT,
    GROUND_SHARE,
    GROUND_SPLIT,
    LINE_SHARE,
    LINE_SPLIT,
    POP_SHARE,
    POP_SPLIT,
    Template,
)

NO = T.NOUT
#: Sections each outcome may use, in order of preference when a section is full (digest gap Q7).
ALLOWED: tuple[tuple[int, ...], ...] = (
    (0, 1, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3), (0, 1, 2, 3),
    (1, 0, 3), (1, 0), (2,),
)
#: Order of the out blocks in the OUT section.
OUT_ORDER: tuple[int, ...] = (T.G6, T.F8, T.L6, T.G4, T.P4, T.F7, T.G5, T.P6, T.F9, T.G3, T.L4, T.P2, T.G1, T.L5,
                              T.P5, T.L3, T.P3)


def out_shares(hand: str, ground: float = GROUND_SHARE) -> dict[int, float]:
    """Shares of the non-strikeout outs by out code for a batter batting from ``hand`` (L or R)."""
    hand = "L" if hand == "L" else "R"
    ground = min(0.70, max(0.25, ground))
    fly = max(0.05, 1.0 - ground - LINE_SHARE - POP_SHARE)
    out: dict[int, float] = {}
    gs = GROUND_SPLIT[hand]
    tot = sum(gs.values())
    for code, v in gs.items():
        out[code] = ground * v / tot
    for code, v in FLY_SPLIT[hand].items():
        out[code] = fly * v
    for code, v in LINE_SPLIT[hand].items():
        out[code] = LINE_SHARE * v
    for code, v in POP_SPLIT.items():
        out[code] = POP_SHARE * v
    return out


def _continuous(target: tuple[float, ...], t: Template) -> tuple[list[list[float]], float]:
    """Section contents (in numbers, fractional) and strikeouts spilled to the OUT section (in numbers)."""
    c, fixed, hbar = t.c, t.fixed, t.hbar
    h = [[0.0] * NO for _ in range(4)]
    for o in range(NO):
        need = max(0.0, target[o] - fixed[o])
        denom = sum(c[s][o] * 99 * hbar[s][o] for s in range(4))
        if denom > 0:
            for s in range(4):
                h[s][o] = 99 * hbar[s][o] * need / denom
    so_out = 0.0
    for _ in range(40):
        loads = [sum(h[s]) for s in range(4)]
        over = [s for s in range(4) if loads[s] > 99.0 + 1e-9]
        if not over:
            break
        for s in over:
            f = 99.0 / loads[s]
            for o in range(NO):
                if h[s][o] <= 0:
                    continue
                cut = h[s][o] * (1 - f)
                h[s][o] -= cut
                mass = cut * c[s][o]
                room = [(s2, 99.0 - sum(h[s2])) for s2 in ALLOWED[o] if s2 != s]
                room = [(s2, r) for s2, r in room if r > 1e-9]
                if o == T.O_SO and not room:
                    so_out += mass / (A.K / 99 * _reader_total(t.mix))
                    continue
                total_room = sum(r for _, r in room)
                for s2, r in room:
                    share = mass * r / total_room if total_room > 0 else 0.0
                    h[s2][o] += share / c[s2][o] if c[s2][o] > 0 else 0.0
    return h, so_out


def _reader_total(mix: tuple[float, ...]) -> float:
    return 1.0 - mix[T.DEFENSE] - mix[T.RANGE] - mix[T.ERROR]


def exact_rates(counts: list[list[int]], so_out: int, t: Template, mix: tuple[float, ...] | None = None,
                phi1: float = 0.0, laid: bool = False) -> list[float]:
    """Exact chances of the 7 outcomes for a side (SO entries of the OUT section at its top numbers); ``laid``:
    with each number read as often as the league's wild-pitch ranges let it be (``laid_factors``), as in play."""
    mix = t.mix if mix is None else mix
    c = t.c if mix is t.mix and not phi1 else A.section_weights(mix, phi1=phi1)
    if laid:
        c = A.apply_factors(c, laid_factors(counts, t))
    fixed = t.fixed if mix is t.mix else A.fixed_part(mix, t.charts)
    (c0, c1, c2, c3), (k0, k1, k2, k3) = c, counts
    # the sections' terms added in section order, as a sum over them always added them
    p = [fixed[o] + (c0[o] * k0[o] + c1[o] * k1[o] + c2[o] * k2[o] + c3[o] * k3[o]) for o in range(NO)]
    if so_out:
        key = _miss_key(counts, mix, phi1)
        top = _SO_TOP.get((key, so_out))
        if top is None:
            w = _miss_of(key)
            top = _SO_TOP[(key, so_out)] = sum(w[n] for n in range(100 - so_out, 100))
        p[T.O_SO] += A.K / 99 * top
    return p


_MissKey = tuple[tuple[float, ...], tuple[float, float, float, float], float, float, float]
#: ``miss_weights`` by its exact arguments, and the sums of their top numbers (the SO entries) by (arguments, count):
#: the greedy of every side comes back to the same section lengths again and again. Read only, never changed.
_MISS: dict[_MissKey, list[float]] = {}
_SO_TOP: dict[tuple[_MissKey, int], float] = {}


def _miss_key(counts: list[list[int]], mix: tuple[float, ...], phi1: float) -> _MissKey:
    lens = (float(sum(counts[0])), float(sum(counts[1])), float(sum(counts[2])), float(sum(counts[3])))
    return (mix if type(mix) is tuple else tuple(mix), lens, float(counts[T.SEC_T][T.O_SO]), float(counts[T.SEC_P][T.O_BB] + counts[T.SEC_P][T.O_HBP]),
            phi1)


def _miss_of(key: _MissKey) -> list[float]:
    hit = _MISS.get(key)
    if hit is None:
        if len(_MISS) >= 20_000:
            _MISS.clear()
            _SO_TOP.clear()
        mix, lens, so_len, walk_len, phi1 = key
        hit = _MISS[key] = A.miss_weights(mix, lens, so_len, walk_len, phi1=phi1)
    return hit


def _miss(counts: list[list[int]], mix: tuple[float, ...], phi1: float = 0.0) -> list[float]:
    return _miss_of(_miss_key(counts, mix, phi1))


def _integerise(h: list[list[float]], so_out_f: float, target: tuple[float, ...],
                t: Template) -> tuple[list[list[int]], int]:
    counts = [[int(h[s][o]) for o in range(NO)] for s in range(4)]
    for s in range(4):
        rem = sorted(((h[s][o] - counts[s][o], o) for o in range(NO)), reverse=True)
        room = 99 - sum(counts[s])
        for frac, o in rem:
            if room <= 0 or frac < 0.5:
                break
            counts[s][o] += 1
            room -= 1
    so_out = min(90, int(so_out_f + 0.5))
    c = t.c
    p = exact_rates(counts, so_out, t)
    err = np.array([p[o] - target[o] for o in range(NO)])
    so_unit = A.K / 99 * _reader_total(t.mix)
    gt = _greedy_terms(c)
    kind, ms, mo, mo2, a1, a2, oth, b2, cell, is0 = (gt.kind, gt.ms, gt.mo, gt.mo2, gt.a1, gt.a2, gt.oth, gt.b2, gt.cell,
                                                     gt.is0)
    sec_t_so = c[T.SEC_T][T.O_SO]
    errx = np.zeros(NO + 1)
    k = np.array(counts)
    kflat = k.reshape(-1)  # a view: follows k
    loads = [sum(row) for row in counts]  # numbers per section, kept as the moves change them
    for _ in range(600):
        p_full = loads[T.SEC_P] >= 99
        errx[:NO] = err
        e = errx[mo]
        f = errx[oth]
        x = e + a1 + a2
        y = f + b2
        gain = e * e + f * f - x * x - y * y
        room = (loads[0] < 99) | (loads[1] < 99) << 1 | (loads[2] < 99) << 2 | (loads[3] < 99) << 3
        ok = gt.static(p_full, room) & (is0 | (kflat[cell] > 0))
        gain = np.where(ok, gain, -np.inf)
        j = int(np.argmax(gain))
        best = float(gain[j])
        move: tuple[tuple[int, int, int], ...] | None = None
        if best > 1e-14:
            s_, o_, o2_ = int(ms[j]), int(mo[j]), int(mo2[j])
            move = (((s_, o_, 1),), ((s_, o_, -1),), ((s_, o_, -1), (s_, o2_, 1)),
                    ((s_, o_, -1), (o2_, o_, 1)))[int(kind[j])]
        else:
            best = 1e-14
        es = float(err[T.O_SO])
        if so_out < 90:
            g = es * es - (es + so_unit) ** 2
            if g > best:
                best, move = g, ((-1, T.O_SO, 1),)
            if counts[T.SEC_T][T.O_SO] > 0:
                g = es * es - (es + so_unit - sec_t_so) ** 2
                if g > best:
                    best, move = g, ((-1, T.O_SO, 1), (T.SEC_T, T.O_SO, -1))
        if so_out > 0:
            g = es * es - (es - so_unit) ** 2
            if g > best:
                best, move = g, ((-1, T.O_SO, -1),)
        if move is None:
            break
        exact = False
        for s, o, step in move:
            if s < 0:
                so_out += step
                exact = True
            else:
                counts[s][o] += step
                k[s, o] += step
                loads[s] += step
                err[o] += step * c[s][o]
        if exact or so_out:
            p = exact_rates(counts, so_out, t)
            err = np.array([p[i] - target[i] for i in range(NO)])
    return counts, so_out


def _move_list() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The greedy's moves in the order it weighs them: (kind, section, outcome, other) with kind 0 = add a number
    (other unused), 1 = remove one, 2 = move one to outcome ``other`` of the section, 3 = move it to section
    ``other``."""
    rows: list[tuple[int, int, int, int]] = []
    for o in range(NO):
        for s in ALLOWED[o]:
            rows.append((0, s, o, o))
            rows.append((1, s, o, o))
            rows += [(2, s, o, o2) for o2 in range(NO) if o2 != o and s in ALLOWED[o2]]
            rows += [(3, s, o, s2) for s2 in ALLOWED[o] if s2 != s]
    arr = np.array(rows)
    return arr[:, 0], arr[:, 1], arr[:, 2], arr[:, 3]


_MOVES = _move_list()



class _GreedyTerms:
    """The greedy's per-move constants for one template's section weights (``c``), and its masks of the moves that
    fit the sections' room, by (PATIENT full, which sections have room as 4 bits)."""

    def __init__(self, c: list[list[float]]) -> None:
        kind, ms, mo, mo2 = _MOVES
        cm = np.array(c, dtype=float)
        sec2 = np.where(kind == 3, mo2, 0)  # the other section of a section move
        d = cm[ms, mo]
        # every move's gain as e*e + f*f - (e + a1 + a2)**2 - (f + b)**2 (f: the error of a transfer's other
        # outcome, else a zero slot), term by term in the order the greedy always added them: the same floats
        self.kind, self.ms, self.mo, self.mo2, self.sec2 = kind, ms, mo, mo2, sec2
        self.a1 = np.where(kind == 0, d, -d)
        self.a2 = np.where(kind == 3, cm[sec2, mo], 0.0)
        self.oth = np.where(kind == 2, mo2, NO)
        self.b2 = np.where(kind == 2, cm[ms, np.where(kind == 2, mo2, 0)], 0.0)
        self.cell = ms * NO + mo
        self.is0 = kind == 0
        self._static: dict[tuple[bool, int], np.ndarray] = {}

    def static(self, p_full: bool, room_bits: int) -> np.ndarray:
        """Which moves the sections' room allows (a removal or transfer still needs a number to take)."""
        hit = self._static.get((p_full, room_bits))
        if hit is None:
            kind, ms, mo, mo2, sec2 = self.kind, self.ms, self.mo, self.mo2, self.sec2
            room = np.array([bool(room_bits >> s & 1) for s in range(4)])
            room_free = p_full | (ms == T.SEC_P) | (mo < T.O_BB) | (mo == T.O_SO)
            room2_free = p_full | (sec2 == T.SEC_P) | (mo < T.O_BB) | (mo == T.O_SO)
            tr_free = p_full | (ms == T.SEC_P) | (mo2 < T.O_BB)
            hit = np.where(kind == 0, room[ms] & room_free,
                           np.where(kind == 2, tr_free, np.where(kind == 3, room[sec2] & room2_free, True)))
            self._static[(p_full, room_bits)] = hit
        return hit


_GREEDY: dict[tuple[float, ...], _GreedyTerms] = {}


def _greedy_terms(c: list[list[float]]) -> _GreedyTerms:
    """``_GreedyTerms`` of these section weights (the same template's every side shares them)."""
    key = tuple(x for row in c for x in row)
    hit = _GREEDY.get(key)
    if hit is None:
        if len(_GREEDY) >= 64:
            _GREEDY.clear()
        hit = _GREEDY[key] = _GreedyTerms(c)
    return hit


def _room(loads: list[int], p_full: bool, s: int, o: int) -> bool:
    """Whether section s may take one more number of outcome o (walks and hit batsmen leave PATIENT only when it
    is full)."""
    return loads[s] < 99 and (s == T.SEC_P or o < T.O_BB or o == T.O_SO or p_full)


def _fill_out(counts: list[list[int]], so_out: int, shares: dict[int, float], t: Template) -> list[int]:
    """The OUT section: SO entries on top, out blocks in a fixed order sized by how often each number is read."""
    out = [0] * 100
    top = 99 - so_out
    for n in range(top + 1, 100):
        out[n] = T.RSO
    w = _miss(counts, t.mix)
    wmax = max(w[1:top + 1], default=0.0)
    low = [n for n in range(1, top + 1) if w[n] < 0.1 * wmax]
    high = [n for n in range(1, top + 1) if w[n] >= 0.1 * wmax]
    codes = [k for k in OUT_ORDER if shares.get(k, 0.0) > 0]
    tot = sum(shares[k] for k in codes)
    for region, weights in ((low, [1.0] * len(low)), (high, [w[n] for n in high])):
        if not region:
            continue
        wt = sum(weights) or 1.0
        bounds = []
        acc = 0.0
        for k in codes:
            acc += shares[k] / tot * wt
            bounds.append(acc)
        run = 0.0
        j = 0
        for n, wn in zip(region, weights):
            mid = run + wn / 2
            while j < len(codes) - 1 and mid > bounds[j]:
                j += 1
            out[n] = codes[j]
            run += wn
    return out


def laid_factors(counts: list[list[int]] | list[list[float]], t: Template) -> list[list[float]]:
    """How often the numbers of each outcome of each section are read against the league's wild-pitch ranges,
    relative to 1/99 (``ratings_algebra.layout_factors`` of ``t.wt``): a side's layout decides what its wild-pitch
    numbers hold (PATIENT's hit-by-pitches and first hits for a batter with 25-30 walk numbers)."""
    return A.layout_factors([[x / 99 for x in row] for row in counts], t.wt)


def laid_target(target: tuple[float, ...], t: Template) -> tuple[float, ...]:
    """``target`` raised so that a side fitted to it linearly reads its outcomes as often as ``target`` asks once
    its wild-pitch numbers are read less (``laid_factors`` of the side's continuous layout)."""
    h, _ = _continuous(target, t)
    e = laid_factors(h, t)
    c = t.c
    out = list(target)
    for o in range(NO):
        part = c[0][o] * h[0][o] + c[1][o] * h[1][o] + c[2][o] * h[2][o] + c[3][o] * h[3][o]
        laid = c[0][o] * h[0][o] * e[0][o] + c[1][o] * h[1][o] * e[1][o] + c[2][o] * h[2][o] * e[2][o] \
            + c[3][o] * h[3][o] * e[3][o]
        if laid > 0:
            out[o] += part * (part / laid - 1.0)
    return tuple(out)


def fit_side(target: tuple[float, ...], t: Template, shares: dict[int, float]) -> tuple[Side, list[float]]:
    """A batter side reproducing ``target`` against the league mix, its wild-pitch numbers read as the league's
    ranges read them, and its exact rates."""
    goal = laid_target(target, t)
    h, so_out_f = _continuous(goal, t)
    counts, so_out = _integerise(h, so_out_f, goal, t)
    out = _fill_out(counts, so_out, shares, t)
    side = make_side(counts, out)
    return side, exact_rates(counts, so_out, t, laid=True)


def side_rates(side: Side, t: Template, mix: tuple[float, ...] | None = None, phi1: float = 0.0) -> list[float]:
    """Exact chances of the 7 outcomes of a built side against a pitcher mix (the league mix by default), its
    wild-pitch numbers read as the league's ranges read them."""
    counts = [list(r) for r in side.counts]
    so_out = sum(1 for n in range(1, 100) if side.out[n] == T.RSO)
    return exact_rates(counts, so_out, t, mix, phi1, laid=True)


def ground_out_chance(side: Side, t: Template) -> float:
    """Chance per PA (against the league mix) of a ground-ball out that can become a double play."""
    counts = [list(r) for r in side.counts]
    w = _miss(counts, t.mix)
    p = A.K / 99 * sum(w[n] for n in range(1, 100) if side.out[n] in T.GROUND)
    for lab, dm in t.charts.items():
        if t.mix[lab]:
            p += A.K * t.mix[lab] * sum(v for code, v in dm.outs if code in T.GROUND)
    return p


def above_floor(lines: list[tuple[float, tuple[float, ...]]], fixed: list[float] | tuple[float, ...]) \
        -> tuple[float, ...]:
    """Per outcome, the share of each batter's rate above the chart's floor a team's cards keep, so that together
    they carry the team's lines (``lines``: PA* and target rates of its batters, ``fixed``: the outcomes every
    card gets from the rare-play and defense charts, ``t.fixed``).

    A card cannot hold less of an outcome than ``fixed``: a batter without a home run still homers on the Rare Play
    chart (0.00043 a PA against 1908 AL's mix). Where a league's home runs are that rare, its many batters without
    one carried the team's cards over its lines (1908 AL: 39 % of the PA, the cards 7 % over the home runs): the
    batters above the floor give up that excess in proportion to what they hold above it.

    >>> [round(k, 4) for k in above_floor([(100.0, (0.1, 0.0)), (100.0, (0.1, 0.004))], (0.01, 0.001))]
    [1.0, 0.6667]
    """
    out = []
    for o, f in enumerate(fixed):
        under = sum(w * (f - r[o]) for w, r in lines if r[o] < f)
        over = sum(w * (r[o] - f) for w, r in lines if r[o] > f)
        out.append(1.0 if under <= 0 or over <= 0 else max(0.0, 1.0 - under / over))
    return tuple(out)


def shrink_to_floor(rates: tuple[float, ...], fixed: list[float] | tuple[float, ...],
                    keep: tuple[float, ...]) -> tuple[float, ...]:
    """A batter's rates with the part of each above the floor scaled by ``keep`` (``above_floor``)."""
    return tuple(r if r <= f or k >= 1.0 else f + k * (r - f) for r, f, k in zip(rates, fixed, keep))
