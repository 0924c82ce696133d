"""Fall Classic result codes, card lines and the notation printed on cards (read by ``card``, ``ratings``, the
play loop and ``printing``).

A card *cell* is one dice line (11..66) of one card (or one grade column of a pitcher card). It is either
blank (read the pitcher's card) or a split: ``((end, code), ...)`` with ascending d20 ends, the last one 20.
The play loop never reads cells: cards are compiled to flat tuples of 720 ints indexed by
``line_index * 20 + d20 - 1`` whose values are a base code plus flag bits.
"""

from __future__ import annotations

from typing import Final, TypeAlias

Cell: TypeAlias = tuple[tuple[int, int], ...]
"""A split: (last d20 of the range, result code) pairs; () is a blank line."""

# --- base result codes (low five bits) ------------------------------------------------------------------------
BLANK: Final = 0
SNG: Final = 1
DBL: Final = 2
TRP: Final = 3
HR: Final = 4
BB: Final = 5
HBP: Final = 6
K: Final = 7
OUT: Final = 8
OUTX: Final = 9
NOX: Final = 10
OUTG: Final = 11
OUTF: Final = 12
TL1B: Final = 13
TR1B: Final = 14
PARK: Final = 15
DEF51: Final = 16
DEF52: Final = 17
DEF53: Final = 18
CH54: Final = 19
L65: Final = 20
BASE_MASK: Final = 31

# --- flag bits ----------------------------------------------------------------------------------------------
PLUS: Final = 32
"""``+`` after a hit, walk or HBP: the auto-steal trigger of method 1."""
WPF: Final = 64
"""``wp`` before a pitcher cell: a wild pitch happens, then the cell's result stands."""
BUTTON: Final = 128
"""The d20 is the top of a hit range followed by another result in the same split (On the Button)."""

HITS = frozenset({SNG, DBL, TRP, HR})
HIT_BASES = {SNG: 1, DBL: 2, TRP: 3, HR: 4}
"""Bases of each hit code."""
OUTS = frozenset({OUT, OUTX, NOX, OUTG, OUTF})
REACH = frozenset({SNG, DBL, TRP, HR, BB, HBP})

# --- dice lines ---------------------------------------------------------------------------------------------
LINES: tuple[int, ...] = tuple(10 * r + w for r in range(1, 7) for w in range(1, 7))
"""The 36 dice lines in red-white order; ``LINES.index(line)`` is the line index."""


def line_index(line: int) -> int:
    """Index 0..35 of a dice line.

    >>> line_index(11), line_index(12), line_index(66)
    (0, 1, 35)
    """
    r, w = divmod(line, 10)
    if not (1 <= r <= 6 and 1 <= w <= 6):
        raise ValueError(f"no dice line {line}")
    return (r - 1) * 6 + w - 1


PAIR_LINES = (66, 55, 44, 33, 22, 11)
"""Printed at the top of a batter card, in this order (where the batter does most of his damage)."""
BATTER_LINES = (12, 13, 14, 15, 16, 21, 23, 24, 25, 26)
SPECIAL_LINES = (46, 51, 52, 53, 54)
PITCHER_HITS = (31, 32, 34, 35, 36)
PITCHER_WALKS = (41, 42, 43, 45)
PITCHER_KS = (56, 61, 62, 63, 64)
PITCHER_HR: Final = 65
PITCHER_LINES = PITCHER_HITS + PITCHER_WALKS + PITCHER_KS + (PITCHER_HR,)
CARD_ORDER = PAIR_LINES + BATTER_LINES + PITCHER_HITS + PITCHER_WALKS + (46, 51, 52, 53, 54) + PITCHER_KS + (65,)
"""Printing order of a batter card; also the order of the NH/NW 'last reference' search after the pairs."""
AREA = {**{ln: "H" for ln in PITCHER_HITS}, **{ln: "W" for ln in PITCHER_WALKS},
        **{ln: "K" for ln in PITCHER_KS}, 65: "HR"}
"""The control area of each pitcher line."""

GRADES = "ABCD"
GA: Final = 0
GB: Final = 1
GC: Final = 2
GD: Final = 3
"""Grade indices; grade D (3) is the tired pitcher's (state)."""
BATS_SIDE = {"R": "BR", "L": "BL", "S": "BB"}
"""A batter's side as printed: batting right, left or both."""

# --- notation ------------------------------------------------------------------------------------------------
_FULL = {SNG: "SINGLE", DBL: "DOUBLE", TRP: "TRIPLE", HR: "HOMERUN", BB: "WALK", HBP: "HBP", K: "K", OUT: "OUT",
         OUTX: "OUT x", NOX: "OUT nox", OUTG: "OUT g", OUTF: "OUT f", TL1B: "TL:SINGLE", TR1B: "TR:SINGLE",
         PARK: "ball park", DEF51: "KD? Def", DEF52: "KD? Def", DEF53: "KD? Def", CH54: "54 CHART",
         L65: "P - HR"}
_SPLIT = {**_FULL, HR: "HOMER", BB: "BB"}
_PITCHER = {**_FULL, DBL: "DBL", TRP: "TRP", HR: "HR"}
_PARSE = {"SINGLE": SNG, "SNG": SNG, "DOUBLE": DBL, "DBL": DBL, "TRIPLE": TRP, "TRP": TRP, "HOMERUN": HR,
          "HOMER": HR, "HR": HR, "WALK": BB, "BB": BB, "HBP": HBP, "K": K, "OUT": OUT, "OUT X": OUTX, "OX": OUTX,
          "OUT NOX": NOX, "NOX": NOX, "OUT G": OUTG, "OUT F": OUTF, "TL:SINGLE": TL1B, "TR:SINGLE": TR1B,
          "BALL PARK": PARK, "54 CHART": CH54, "P - HR": L65}


def token(code: int, *, split: bool = False, pitcher: bool = False) -> str:
    """The printed token of one result code with its flags.

    >>> token(SNG | PLUS), token(OUT | WPF, pitcher=True), token(HR, split=True)
    ('SINGLE+', 'wp OUT', 'HOMER')
    """
    base = code & BASE_MASK
    names = _PITCHER if pitcher else (_SPLIT if split else _FULL)
    text = names[base]
    if code & PLUS:
        text += "+"
    if code & WPF:
        text = "wp " + text
    return text


def format_cell(cell: Cell, *, pitcher: bool = False) -> str:
    """A cell as printed: ``HOMER 1-5 / TRIPLE 6-10 / DOUBLE`` (the last range runs to 20).

    >>> format_cell(((5, HR), (10, TRP), (20, DBL)))
    'HOMER 1-5 / TRIPLE 6-10 / DOUBLE'
    >>> format_cell(((20, SNG | PLUS),)), format_cell(()), format_cell(((9, HR), (20, OUT)), pitcher=True)
    ('SINGLE+', '', 'HR 1-9')
    """
    if not cell:
        return ""
    if len(cell) == 1:
        return token(cell[0][1], pitcher=pitcher)
    parts = []
    lo = 1
    last = len(cell) - 1
    for k, (end, code) in enumerate(cell):
        if pitcher and k == last and code & BASE_MASK == OUT and not code & WPF:
            break  # a pitcher's split reads "HR 1-9": the rest is an out
        rng = "" if k == last else (f" {lo}" if end == lo else f" {lo}-{end}")
        parts.append(token(code, split=True, pitcher=pitcher) + rng)
        lo = end + 1
    return " / ".join(parts)


def parse_cell(text: str, line: int = 51) -> Cell:
    """The inverse of ``format_cell`` (either notation); ``line`` tells which defense column ``KD? Def`` is.

    >>> parse_cell("HOMER 1-5 / TRIPLE 6-10 / DOUBLE") == ((5, HR), (10, TRP), (20, DBL))
    True
    >>> parse_cell("HR 1-9") == ((9, HR), (20, OUT)), parse_cell("") == ()
    (True, True)
    """
    text = text.strip()
    if not text:
        return ()
    out: list[tuple[int, int]] = []
    parts = [p.strip() for p in text.split("/")]
    for k, part in enumerate(parts):
        words = part.split()
        rng = words[-1] if words and words[-1][0].isdigit() else None
        name = " ".join(words[:-1] if rng else words)
        flags = 0
        if name.lower().startswith("wp "):
            flags |= WPF
            name = name[3:]
        if name.endswith("+"):
            flags |= PLUS
            name = name[:-1]
        key = name.upper()
        if key == "KD? DEF":
            code = {52: DEF52, 53: DEF53}.get(line, DEF51) | flags
        elif key not in _PARSE:
            raise ValueError(f"unknown result {name!r} in {text!r}")
        else:
            code = _PARSE[key] | flags
        if rng is None:
            if k != len(parts) - 1:
                raise ValueError(f"only the last range may omit its numbers: {text!r}")
            out.append((20, code))
        else:
            end = int(rng.split("-")[-1])
            out.append((end, code))
    if out[-1][0] != 20:
        out.append((20, OUT))
    return tuple(out)


def cell_pips(cell: Cell) -> dict[int, int]:
    """How many d20 values of the cell give each code (flags kept).

    >>> cell_pips(((5, HR), (10, TRP), (20, DBL))) == {HR: 5, TRP: 5, DBL: 10}
    True
    """
    out: dict[int, int] = {}
    lo = 0
    for end, code in cell:
        if end > lo:
            out[code] = out.get(code, 0) + end - lo
        lo = end
    return out


def split_of(counts: list[tuple[int, int]]) -> Cell:
    """A cell from (code, pips) in order; zero-pip entries are skipped and adjacent equal codes merge.

    >>> split_of([(HR, 5), (TRP, 0), (DBL, 15)]) == ((5, HR), (20, DBL))
    True
    """
    out: list[tuple[int, int]] = []
    end = 0
    for code, n in counts:
        if n <= 0:
            continue
        end += n
        if out and out[-1][1] == code:
            out[-1] = (end, code)
        else:
            out.append((end, code))
    if end != 20:
        raise ValueError(f"a cell must cover 20 d20 values, not {end}")
    return tuple(out)
