"""The Fall Classic card the play loop reads (built by ``ratings``, read by ``play`` and ``printing``): the batter
card, the pitcher card, the fielding grid, and their compiled forms.

Cards are frozen; each keeps small caches of compiled flat tuples (720 ints, ``line_index * 20 + d20 - 1``)
so the play loop does one or two tuple lookups per roll.

The module is compiled (a native class's fields are read from compiled code as slots, not by name): the fields the
play reads by an index it computes are variable-length tuples (a fixed-length one is kept unboxed and built anew at
each such read), and the rating cache's ``codec`` reads the classes' field types from this source.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Final

from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BB,
    BLANK,
    BUTTON,
    CARD_ORDER,
    HITS,
    HR,
    L65,
    OUT,
    PAIR_LINES,
    PITCHER_HITS,
    PITCHER_KS,
    PITCHER_WALKS,
    SNG,
    TL1B,
    TR1B,
    Cell,
    line_index,
)
from dugout.games.fall_classic.tables import GRADE_RANGES


def _state(card: Any) -> list[Any]:
    """A card's fields for ``pickle`` (a season's workers receive rated teams): compiled, a frozen class has no
    ``__setstate__`` of the dataclass's, and the compiled one sets its fields by name, which freezing forbids."""
    return [getattr(card, f.name) for f in fields(card)]


def _restore(card: Any, state: list[Any]) -> None:
    for f, value in zip(fields(card), state, strict=True):
        object.__setattr__(card, f.name, value)


@dataclass(frozen=True, slots=True)
class Fielding:
    """One position of the defense grid."""

    pos: str
    range: int
    """0-20, higher is better (a catcher's is not used: he has a framing letter)."""
    arm: int
    """0 strong, 1 average, 2 weak."""
    e: int
    """Error rating 0-20, lower is better."""
    assist: int = 0
    """An outfielder's assist number 0-6."""
    pb: int = 0
    """A catcher's passed-ball range (PB 1-pb)."""
    frame: str = ""
    """A catcher's framing letter: g, a (or n) or b."""

    def __getstate__(self) -> list[Any]:
        return _state(self)

    def __setstate__(self, state: list[Any]) -> None:
        _restore(self, state)


OUT_OF_POSITION: Final = Fielding("", 6, 2, 10)
"""Ratings of a player standing where he has no rating (a pitcher forced to the outfield …)."""


@dataclass(frozen=True, slots=True)
class BatterCard:
    """The 36 batter lines: blank cells read the pitcher's card."""

    cells: tuple[Cell, ...]
    hr_mod: int = 0
    """The batter's ``P - HR`` modifier on line 65 (0 or negative)."""
    blue: tuple[bool, bool, bool] = (False, False, False)
    """Blue ballpark: no doubles, no triples, no home runs in his season line (those park results are F8)."""
    generic: int = 0
    """0 for his own card; 1-8 for a generic batting card (pitchers)."""

    def __getstate__(self) -> list[Any]:
        return _state(self)

    def __setstate__(self, state: list[Any]) -> None:
        _restore(self, state)


@dataclass(frozen=True, slots=True)
class PitcherCard:
    """Grades A, B, C: cells for the 15 pitcher lines, KD and the line-65 home-run grade."""

    cells: tuple[tuple[Cell, ...], tuple[Cell, ...], tuple[Cell, ...]]
    kd: tuple[int, int, int]
    hr: tuple[int, int, int]
    """Line 65 reads ``HR 1-h``; a negative h takes that many home-run values off the batter's card."""
    nh: int = 0
    nw: int = 0
    wp: int = 0
    bfs: int = 0
    bfr: int = 0
    ranges: tuple[int, int, int] = GRADE_RANGES
    """Last bullpen-session d20 of grades A, B, C."""
    notes: tuple[str, ...] = ()
    """Capacity limits the generator met (printed nowhere; reported by ``dugout ratings``)."""

    def __getstate__(self) -> list[Any]:
        return _state(self)

    def __setstate__(self, state: list[Any]) -> None:
        _restore(self, state)


@dataclass(frozen=True, slots=True)
class FCCard:
    """Everything a player brings to a Fall Classic game."""

    id: str
    name: str
    bats: str
    """R, L or S (switch)."""
    throws: str
    batter: BatterCard
    pitcher: PitcherCard | None
    run: int
    """Run rating index: 0 F!, 1 F, 2 A, 3 S."""
    sbs: int
    jump: int
    sb: int
    sba: int
    sh: int
    hnr: int
    """Hit-and-run grade index: 0 A, 1 B, 2 C."""
    fielding: tuple[Fielding | None, ...]
    """By position number 1-9 (index 0 unused)."""
    avg: float
    """Season batting average (the hit-and-run row 11 test)."""
    is_pitcher: bool
    info: dict[str, Any] = field(default_factory=dict)
    """Team, season, age, OPS and the season line printed on the card."""
    flat: tuple[tuple[int, ...], ...] = ((), ())
    """The batter card compiled against a left-handed (0) and a right-handed (1) pitcher."""
    side: tuple[int, ...] = (0, 1)
    """OUT-chart column against a left-handed and a right-handed pitcher: 0 right-handed batter, 1 left
    (a switch hitter bats from the side opposite the pitcher's hand)."""
    cache: dict[tuple[int, ...], Any] = field(default_factory=dict, compare=False, metadata={"transient": True})
    """Compiled flats by (hand, NH, NW, negative HR) for the batter card and (hits, walks, strikeouts grade) for
    the pitcher card, and the same as bytes for the play (``batter_codes``, ``pitcher_codes``): a memo filled
    during play, not kept with the card on disk (``engine.ratecache``)."""

    def __getstate__(self) -> list[Any]:
        return _state(self)

    def __setstate__(self, state: list[Any]) -> None:
        _restore(self, state)

    def field_at(self, pos: int) -> Fielding:
        """His ratings at a position number (poor ones where he has none)."""
        f = self.fielding[pos]
        return f if f is not None else OUT_OF_POSITION

    def batter_flat(self, hand: int, nh: int = 0, nw: int = 0, nhr: int = 0) -> tuple[int, ...]:
        """The compiled batter card against a pitcher's hand with his NH, NW and negative HR grade applied."""
        if not (nh or nw or nhr):
            return self.flat[hand]
        key = (hand, nh, nw, nhr)
        out = self.cache.get(key)
        if out is None:
            flat = self.flat[hand]
            places = self.cache.get((-1, hand))
            if places is None:
                places = self.cache[(-1, hand)] = removal_places(flat)
            out = self.cache[key] = effective(flat, nh, nw, nhr, places)
        return out

    def batter_codes(self, hand: int, nh: int, nw: int, nhr: int) -> bytes:
        """``batter_flat`` as bytes (every code is below 256): the play loop reads one value a roll, from a
        table an eighth the size of a tuple's."""
        key = (-2, hand, nh, nw, nhr)
        out: bytes | None = self.cache.get(key)
        if out is None:
            out = self.cache[key] = bytes(self.batter_flat(hand, nh, nw, nhr))
        return out

    def pitcher_codes(self, gh: int, gw: int, gk: int) -> bytes:
        """``pitcher_flat`` as bytes."""
        key = (-3, gh, gw, gk)
        out: bytes | None = self.cache.get(key)
        if out is None:
            out = self.cache[key] = bytes(self.pitcher_flat(gh, gw, gk))
        return out

    def pitcher_flat(self, gh: int, gw: int, gk: int) -> tuple[int, ...]:
        """The compiled pitcher card with a grade per area (hits, walks, strikeouts); 3 is grade D."""
        key = (gh, gw, gk)
        out = self.cache.get(key)
        if out is None:
            assert self.pitcher is not None
            out = self.cache[key] = compile_pitcher(self.pitcher, gh, gw, gk)
        return out


# --- compiling ------------------------------------------------------------------------------------------------
def _expand(cell: Cell) -> list[int]:
    out = []
    lo = 0
    for end, code in cell:
        out.extend([code] * (end - lo))
        lo = end
    return out


def compile_batter(card: BatterCard, hand: str) -> tuple[int, ...]:
    """720 codes of a batter card against a pitcher throwing ``hand`` (platoon lines resolved).

    On-the-Button flags mark the top value of a hit range that another result follows in the same split.

    >>> from dugout.games.fall_classic.card_codes import DBL
    >>> cells = [()] * 36
    >>> cells[0] = ((3, SNG), (4, TL1B), (12, DBL), (20, OUT))
    >>> flat = compile_batter(BatterCard(tuple(cells)), "R")
    >>> flat[:4] == (SNG, SNG, SNG | BUTTON, OUT), flat[11] == DBL | BUTTON, flat[20:23] == (BLANK,) * 3
    (True, True, True)
    """
    flat: list[int] = []
    for cell in card.cells:
        if cell:
            flat.extend(_compile_cell(cell, hand))
        else:
            flat.extend(_BLANK_ROW)
    i65 = line_index(65) * 20
    flat[i65: i65 + 20] = [L65] * 20
    return tuple(flat)


_BLANK_ROW = (BLANK,) * 20


def _compile_cell(cell: Cell, hand: str) -> list[int]:
    """The 20 codes of one split against ``hand``, built a range at a time.

    A button can only sit on the last value of a range (inside one the next value is the same code), so the split's
    ranges are read instead of its 20 values: compiling a season's batter cards took a fifth of Fall Classic's
    rating (cProfile, 2016 NL: 0.55 of 3.2 s) when each value was tested.
    """
    runs: list[tuple[int, int]] = []
    lo = 0
    for end, code in cell:
        if end > lo:
            base = code & BASE_MASK
            if base == TL1B:
                code = SNG if hand == "L" else OUT
            elif base == TR1B:
                code = SNG if hand == "R" else OUT
            runs.append((end - lo, code))
        lo = end
    vals: list[int] = []
    last = len(runs) - 1
    for i, (n, code) in enumerate(runs):
        base = code & BASE_MASK
        if i < last and base in HITS and (runs[i + 1][1] & BASE_MASK) != base:
            vals.extend([code] * (n - 1))
            vals.append(code | BUTTON)
        else:
            vals.extend([code] * n)
    return vals


def has_platoon(card: BatterCard) -> bool:
    """Whether a batter card holds a platoon value (TL or TR single), the only codes a pitcher's hand changes."""
    return any((code & BASE_MASK) in (TL1B, TR1B) for cell in card.cells for _, code in cell)


def compile_hands(card: BatterCard) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The batter card compiled against a left- and a right-handed pitcher (``FCCard.flat``): compiled once when
    it holds no platoon value, as most cards (the same 720 codes against either hand)."""
    right = compile_batter(card, "R")
    return (compile_batter(card, "L") if has_platoon(card) else right), right


_REMOVAL_ORDER = [line_index(ln) for ln in PAIR_LINES[::-1]] + \
    [line_index(ln) for ln in CARD_ORDER[::-1] if ln not in PAIR_LINES]
"""Where NH, NW and a negative HR grade take values: the pair block from its last line (11) up to 66, then the
other lines from the last printed one back (errata FC-7)."""


_REMOVAL_PLACES = tuple(li * 20 + d for li in _REMOVAL_ORDER for d in range(19, -1, -1))
"""Every value of the card in the order NH, NW and a negative HR grade take them."""


def removal_places(flat: tuple[int, ...]) -> tuple[int, ...]:
    """The places of a compiled batter card's home runs, hits and walks in removal order, as one tuple: the counts
    of home runs and of hits, then the home runs' places, the hits', the walks' (``effective`` reads it)."""
    hrs: list[int] = []
    hits: list[int] = []
    walks: list[int] = []
    for i in _REMOVAL_PLACES:
        b = flat[i] & BASE_MASK
        if b in HITS:
            hits.append(i)
            if b == HR:
                hrs.append(i)
        elif b == BB:
            walks.append(i)
    return (len(hrs), len(hits), *hrs, *hits, *walks)


def effective(flat: tuple[int, ...], nh: int, nw: int, nhr: int,
              places: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """Apply a pitcher's NH, NW and negative HR grade to a compiled batter card.

    Each takes its number of d20 values off the *last* reference to a hit (walk, home run): the pair block
    first, from its last line 11 back to 66, then the other lines from the last printed one back (errata FC-7),
    working down from the top of each range; the values become outs. Platoon values are already resolved for
    the pitcher's hand, so a platoon line that is an out against him is skipped.

    >>> from dugout.games.fall_classic.card_codes import line_index as li
    >>> flat = [0] * 720
    >>> flat[li(22) * 20: li(22) * 20 + 20] = [SNG] * 20
    >>> flat[li(11) * 20: li(11) * 20 + 20] = [SNG] * 3 + [OUT] * 17
    >>> out = effective(tuple(flat), -4, 0, 0)
    >>> sum(1 for c in out[li(11) * 20: li(11) * 20 + 20] if c == SNG), out[li(22) * 20 + 19] == OUT
    (0, True)
    """
    if places is None:
        places = removal_places(flat)
    n_hr, n_hit = places[0], places[1]
    hrs, hits, walks = places[2:2 + n_hr], places[2 + n_hr:2 + n_hr + n_hit], places[2 + n_hr + n_hit:]
    vals = list(flat)
    gone = hrs[:max(0, -nhr)]
    for i in gone:
        vals[i] = OUT
    if nh < 0:
        # the hits' turn comes after the home runs': a value the grade already took is not a hit any more
        taken = set(gone)
        for i in [i for i in hits if i not in taken][:-nh]:
            vals[i] = OUT
    for i in walks[:max(0, -nw)]:
        vals[i] = OUT
    return tuple(vals)


_AREAS = ((PITCHER_HITS, 0), (PITCHER_WALKS, 1), (PITCHER_KS, 2))


def compile_pitcher(card: PitcherCard, gh: int, gw: int, gk: int) -> tuple[int, ...]:
    """720 codes of a pitcher card (zeros off the pitcher lines) with a grade per area; grade 3 is D.

    Grade D has no outs in the control area: every hits-area value is a single and every walks-area value a
    walk; the strikeout area keeps its column (gap 13), so ``gk`` is never 3.
    """
    flat = [BLANK] * 720
    grades = (gh, gw, gk)
    for lines, area in _AREAS:
        g = grades[area]
        for ln in lines:
            li = line_index(ln)
            if g == 3:
                flat[li * 20: li * 20 + 20] = [SNG if area == 0 else BB] * 20
            else:
                vals = _expand(card.cells[g][li])
                flat[li * 20: li * 20 + 20] = vals if vals else [OUT] * 20
    return tuple(flat)


# --- the managers' yardsticks -------------------------------------------------------------------------------------
RUNNER_VALUE: Final[tuple[float, ...]] = (1.0, 0.75, 0.45, 0.15)
"""Speed of a run rating F!, F, A, S from 0 to 1 (pinch runners: ``FallClassicHooks.runner_value``)."""
