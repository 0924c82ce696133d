"""Columns of proportional text laid out as single lines: one line box a row, however many columns.

WeasyPrint lays out and draws a box per table cell, several times slower than one line of text. A ``pre`` block
is one box; knowing each cell's width (from the shipped fonts' own advance widths, kerning off:
``font-kerning: none`` on the block), spaces of known widths (em, en, thin, hair) put every column at its stop.
(Tabs would be simpler, but WeasyPrint 70 draws a tab 1024/1000 as wide as it lays it out.) Figures in the
shipped faces are all one width, so numbers right-align with figure spaces (``rjust``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from dugout.paths import templates_dir

FIGURE_SPACE = "\u2007"
"""A space as wide as a figure (the faces dugout ships have one)."""

FACES = {
    ("card", False): "RobotoCondensed-Regular.ttf",
    ("card", True): "RobotoCondensed-Bold.ttf",
    ("sans", False): "DejaVuSansCondensed.ttf",
    ("sans", True): "DejaVuSansCondensed-Bold.ttf",
}
"""The shipped font file of each face (``fonts.css``: ``card`` is Dugout Card, ``sans`` Dugout Sans)."""


@cache
def _advances(face: str, bold: bool) -> tuple[dict[int, float], float]:
    """Each character's advance in ems, and the advance of a character the font lacks."""
    from fontTools.ttLib import TTFont

    font = TTFont(str(templates_dir() / "fonts" / FACES[face, bold]), lazy=True)
    upm = font["head"].unitsPerEm
    hmtx = font["hmtx"]
    adv = {cp: hmtx[name][0] / upm for cp, name in font.getBestCmap().items()}
    return adv, adv.get(ord("M"), 0.8)


@cache
def _ems(text: str, face: str, bold: bool) -> float:
    adv, missing = _advances(face, bold)
    return sum(adv.get(ord(c), missing) for c in text)


def width(text: str, size_pt: float, face: str = "card", bold: bool = False) -> float:
    """The width of ``text`` in points at ``size_pt`` in a shipped face, without kerning.

    >>> round(width("0000", 10), 2) == round(4 * width("0", 10), 2)
    True
    """
    return size_pt * _ems(text, face, bold)


def rjust(text: str, digits: int) -> str:
    """A number right-aligned to ``digits`` figures with figure spaces.

    >>> rjust("7", 3) == FIGURE_SPACE * 2 + "7"
    True
    """
    return FIGURE_SPACE * max(0, digits - len(text)) + text


def fit_width(text: str, room_pt: float, size_pt: float, face: str = "card", bold: bool = False) -> str:
    """``text`` cut (with an ellipsis) to fit ``room_pt``."""
    if width(text, size_pt, face, bold) <= room_pt:
        return text
    while text and width(text + "…", size_pt, face, bold) > room_pt:
        text = text[:-1]
    return text.rstrip() + "…"


_SPACES = ("\u2003", "\u2002", "\u2009", "\u2006", "\u200a")
"""Em, en, thin, six-per-em and hair spaces: a gap is filled with them to a few hundredths of an em."""


@cache
def _fills(face: str, bold: bool) -> list[tuple[float, str]]:
    """Every run of at most a few of the narrower spaces with its width in ems, narrowest first."""
    adv, _ = _advances(face, bold)
    en, thin, six, hair = (adv[ord(c)] for c in _SPACES[1:])
    runs: dict[float, str] = {}
    for a in range(2):
        for b in range(5):
            for c in range(3):
                for d in range(5):
                    w = round(a * en + b * thin + c * six + d * hair, 4)
                    text = _SPACES[1] * a + _SPACES[2] * b + _SPACES[3] * c + _SPACES[4] * d
                    if w not in runs or len(text) < len(runs[w]):
                        runs[w] = text
    return sorted(runs.items())


def gap(ems: float, face: str = "card", bold: bool = False) -> str:
    """Spaces as close as can be to ``ems`` wide (never narrower than a hair space).

    >>> abs(width(gap(3.3), 10) - 33) < 0.3
    True
    """
    return _gap(round(ems, 2), face, bold)


@cache
def _gap(ems: float, face: str, bold: bool) -> str:
    adv, _ = _advances(face, bold)
    em = adv[ord(_SPACES[0])]
    out = ""
    while ems > em + 0.45:
        out += _SPACES[0]
        ems -= em
    fills = _fills(face, bold)
    best = min(fills, key=lambda f: (round(abs(f[0] - ems), 2), len(f[1])))
    return out + (best[1] or _SPACES[4])


def columns(cells: Sequence[str], stops: Sequence[float], size_pt: float, face: str = "card",
            bold: bool = False) -> str:
    """One line of text: ``cells[k]`` starting at ``stops[k]`` points, the gaps filled with spaces of known widths
    (within a few hundredths of a point). A cell that runs past the next stop pushes the rest on by a hair space.

    >>> line = columns(["12", "BB", "31"], [0, 20, 40], 7)
    >>> abs(width(line.split("BB")[0], 7) - 20) < 0.2
    True
    """
    out = ""
    pos = 0.0
    for k, cell in enumerate(cells):
        if k or stops[0] > 0.05:
            fill = gap(max(0.0, stops[k] - pos) / size_pt, face, bold)
            out += fill
            pos += width(fill, size_pt, face, bold)
        out += cell
        pos += width(cell, size_pt, face, bold)
    return out
