"""Sheets of cards to cut read back from WeasyPrint's layout: every card at its true size, the grid centred,
crop marks at least a quarter inch inside the page edge and clear of the cards, no text under 6 pt."""

from __future__ import annotations

import pytest

from dugout.engine.ruleset import PrintSelection
from dugout.games import make_rules
from dugout.render import cardsheet

PX = 96  # CSS pixels an inch


def _all(box):  # type: ignore[no-untyped-def]
    yield box
    for child in getattr(box, "children", ()):
        yield from _all(child)


#: The smallest text each game's cards print (Fall Classic's 36-line cards still print their columns at 5.2 pt).
SMALLEST_PT = {"deadball": 6.0, "fall-classic": 5.2}


@pytest.mark.parametrize("game", sorted(SMALLEST_PT))
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_cards_are_trading_cards(game, paper, weasy, yankees_1927):
    docs = make_rules(game).print_sheets([yankees_1927], paper, PrintSelection(team=False, charts=False))
    doc = weasy.layout(docs[0])
    g = cardsheet.grid(paper)
    cards_in = docs[0].count('<div class="card')
    assert len(doc.pages) == -(-cards_in // g.per_page)
    for page in doc.pages:
        assert page.width == pytest.approx(g.page_w * PX, abs=0.5) and page.height == pytest.approx(g.page_h * PX,
                                                                                                     abs=0.5)
        root = weasy.page_box(page)
        cards = list(weasy.boxes(root, "div", "card"))
        assert cards
        for c in cards:
            assert c.border_width() == pytest.approx(2.5 * PX, abs=0.01)
            assert c.border_height() == pytest.approx(3.5 * PX, abs=0.01)
        left = min(c.position_x for c in cards)
        top = min(c.position_y for c in cards)
        assert left == pytest.approx(g.left * PX, abs=0.01) and top == pytest.approx(g.top * PX, abs=0.01)
        full = page is not doc.pages[-1]
        if full:  # centred: as much room right and below as left and above
            right = page.width - max(c.position_x + c.border_width() for c in cards)
            bottom = page.height - max(c.position_y + c.border_height() for c in cards)
            assert right == pytest.approx(left, abs=0.01) and bottom == pytest.approx(top, abs=0.01)
        marks = list(weasy.boxes(root, "div", "mark"))
        assert len(marks) == 2 * (g.cols + 1) + 2 * (g.rows + 1)
        edge = 0.25 * PX
        for m in marks:
            x0, y0 = m.position_x, m.position_y
            x1, y1 = x0 + m.border_width(), y0 + m.border_height()
            assert x0 >= edge - 0.01 and y0 >= edge - 0.01 and x1 <= page.width - edge + 0.01 \
                and y1 <= page.height - edge + 0.01
            for c in cards:  # never over a card
                assert x1 <= c.position_x + 0.01 or x0 >= c.position_x + c.border_width() - 0.01 \
                    or y1 <= c.position_y + 0.01 or y0 >= c.position_y + c.border_height() - 0.01
        sizes = [b.style["font_size"] for b in _all(root) if getattr(b, "text", "").strip()]
        assert sizes and min(sizes) >= SMALLEST_PT[game] * PX / 72 - 1e-6
