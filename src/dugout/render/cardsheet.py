"""Sheets of cards to cut out: cards at their true size in a grid centred on the page, with crop marks in the
margins, on letter or A4 in whichever orientation holds more cards: nine trading cards on either.

A trading card is 2.5 × 3.5 in. The crop marks are short lines continuing each cut line into the margin,
starting ``MARK_EDGE`` inside the page edge (a home printer's unprintable band) and stopping ``MARK_GAP`` short
of the cards. Nothing is printed in that quarter inch: the grid leaves at least ``MARK_EDGE`` on every side, and
where a margin is at least ``MIN_MARGIN`` its cut lines get marks (a letter page of nine cards has a quarter inch
above and below them: its cuts down the page follow the cards' own keylines, the cuts across have marks). A page
draws its marks as one SVG path, the background of its ``.sheet`` (``templates/cardsheet.css.j2``): one image
instead of a box a mark, which WeasyPrint lays out and draws several times faster.

With backs, each page of fronts is followed by a page of backs in the mirrored places (the card in the first
column is backed in the last), so that printed on both sides, flipped on the long edge, every back lands behind
its front.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from dugout.errors import DugoutError

#: Page sizes in inches, portrait.
PAPER_IN = {"letter": (8.5, 11.0), "a4": (210 / 25.4, 297 / 25.4)}
TRADING_CARD = (2.5, 3.5)
MARK_EDGE = 0.25
"""Crop marks start this far inside the page edge (inches)."""
MARK_GAP = 0.06
"""…and stop this far short of the cards."""
MIN_MARGIN = MARK_EDGE + MARK_GAP + 0.06
"""The smallest margin that leaves room for a crop mark."""
MARK_PT = 0.4
"""Thickness of a crop mark (points)."""


@dataclass(frozen=True, slots=True)
class Grid:
    """Where the cards go on one page (inches from the top left corner)."""

    page_w: float
    page_h: float
    card_w: float
    card_h: float
    cols: int
    rows: int

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    @property
    def left(self) -> float:
        return (self.page_w - self.cols * self.card_w) / 2

    @property
    def top(self) -> float:
        return (self.page_h - self.rows * self.card_h) / 2

    @property
    def marks_across(self) -> bool:
        """Whether the cuts down the page have marks (room above and below the grid)."""
        return self.top >= MIN_MARGIN - 1e-9

    @property
    def marks_down(self) -> bool:
        """Whether the cuts across the page have marks (room left and right of the grid)."""
        return self.left >= MIN_MARGIN - 1e-9

    @property
    def page_size(self) -> str:
        """The CSS ``@page`` size."""
        return f"{self.page_w:.4f}in {self.page_h:.4f}in"

    def slots(self) -> list[tuple[float, float]]:
        """(x, y) of each card's top left corner, row by row."""
        return [(self.left + c * self.card_w, self.top + r * self.card_h)
                for r in range(self.rows) for c in range(self.cols)]

    def mirrored(self, x: float) -> float:
        """The left edge of the slot that backs the card at ``x`` (the same row, the mirrored column)."""
        return self.page_w - x - self.card_w

    def marks(self) -> list[tuple[float, float, float, float]]:
        """Crop marks as (x, y, width, height) rectangles of hairline thickness 0 (a vertical mark has width 0):
        on each side whose margin has room for them."""
        out = []
        xs = [self.left + c * self.card_w for c in range(self.cols + 1)]
        ys = [self.top + r * self.card_h for r in range(self.rows + 1)]
        bottom = self.top + self.rows * self.card_h
        right = self.left + self.cols * self.card_w
        for x in xs if self.marks_across else ():  # cut lines down the page: marks above and below the grid
            out.append((x, MARK_EDGE, 0.0, self.top - MARK_GAP - MARK_EDGE))
            out.append((x, bottom + MARK_GAP, 0.0, self.page_h - MARK_EDGE - bottom - MARK_GAP))
        for y in ys if self.marks_down else ():  # cut lines across: marks left and right of the grid
            out.append((MARK_EDGE, y, self.left - MARK_GAP - MARK_EDGE, 0.0))
            out.append((right + MARK_GAP, y, self.page_w - MARK_EDGE - right - MARK_GAP, 0.0))
        return out

    def marks_svg(self) -> str:
        """The page's crop marks as an SVG image of the page's size (points): one path, a move and a line a mark.

        >>> svg = grid("a4").marks_svg(); svg.count("M"), svg.count("L")
        (16, 16)
        >>> svg = grid("letter").marks_svg(); svg.count("M"), svg.count("L")
        (8, 8)
        """
        d = "".join(f"M{x * 72:.2f} {y * 72:.2f}L{(x + w) * 72:.2f} {(y + h) * 72:.2f}" for x, y, w, h in self.marks())
        pw, ph = self.page_w * 72, self.page_h * 72
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{pw:.2f}" height="{ph:.2f}" '
                f'viewBox="0 0 {pw:.2f} {ph:.2f}"><path d="{d}" stroke="#000" stroke-width="{MARK_PT}" '
                'fill="none"/></svg>')

    @property
    def marks_url(self) -> str:
        """``marks_svg`` as a data: URL for a CSS background."""
        return "data:image/svg+xml," + quote(self.marks_svg())


def grid(paper: str, card: tuple[float, float] = TRADING_CARD) -> Grid:
    """The page (portrait or landscape) that holds the most cards of this size at least ``MARK_EDGE`` inside
    its edges; on a tie the one with room for more crop marks, then portrait.

    >>> g = grid("letter"); (g.cols, g.rows, g.page_w, g.top, g.marks_across, g.marks_down)
    (3, 3, 8.5, 0.25, False, True)
    >>> g = grid("a4"); (g.cols, g.rows, round(g.left, 3), round(g.top, 3))
    (3, 3, 0.384, 0.596)
    """
    try:
        w, h = PAPER_IN[paper.lower()]
    except KeyError:
        raise DugoutError(f"paper {paper!r}: expected letter or a4") from None
    best = None
    for pw, ph in ((w, h), (h, w)):
        cols = int((pw - 2 * MARK_EDGE) / card[0] + 1e-9)
        rows = int((ph - 2 * MARK_EDGE) / card[1] + 1e-9)
        g = Grid(pw, ph, card[0], card[1], cols, rows)
        if best is None or (g.per_page, g.marks_across + g.marks_down) > (best.per_page,
                                                                           best.marks_across + best.marks_down):
            best = g
    assert best is not None
    if best.per_page == 0:
        raise DugoutError(f"a {card[0]} × {card[1]} in card does not fit on {paper}")
    return best


def pages(paper: str, cards: list[Any], card: tuple[float, float] = TRADING_CARD,
          back: Callable[[Any], Any] | None = None) -> dict[str, Any]:
    """The template context of a card sheet: ``grid``, ``pages`` (each a list of (x, y, card)) and ``marks``.
    With ``back`` (a card's back from its front), every page of fronts is followed by the page of their backs,
    each in the mirrored slot."""
    g = grid(paper, card)
    slots = g.slots()
    chunks = [cards[k:k + g.per_page] for k in range(0, len(cards), g.per_page)]
    out = []
    for chunk in chunks:
        out.append([(x, y, c) for (x, y), c in zip(slots, chunk)])
        if back is not None:
            out.append([(g.mirrored(x), y, back(c)) for (x, y), c in zip(slots, chunk)])
    return {"grid": g, "marks": g.marks(), "pages": out}


def side_by_side(columns: Sequence[str], widths: Sequence[int]) -> str:
    r"""Columns of text lines (monospaced) as one block, each column padded to its width and a blank before the
    next. A card prints its columns as one ``<pre>`` this way: WeasyPrint lays out one text run a line instead of
    a box a column, and a row of flex or inline-block columns costs several layout passes.

    >>> print(side_by_side(("12 BB\n13 OUT", "31 K"), (6, 4)))
    12 BB  31 K
    13 OUT
    """
    split = [c.split("\n") for c in columns]
    rows = max(map(len, split))
    return "\n".join(" ".join(f"{(col[r] if r < len(col) else ''):<{w}}" for col, w in zip(split, widths)).rstrip()
                     for r in range(rows))
