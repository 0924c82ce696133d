"""Sheets of cards to cut read back from WeasyPrint's layout: every card at its true size, the grid centred,
crop marks at least a quarter inch inside the page edge and clear of the cards, no text under 6 pt; and every
game's printed PDF read back with pypdfium2: no text under 6 pt on any page."""

from __future__ import annotations

from urllib.parse import unquote

import pytest

from dugout.engine.ruleset import PrintSelection
from dugout.games import RULESETS, make_rules
from dugout.render import cardsheet, pdf_bytes

PX = 96  # CSS pixels an inch


def _all(box):  # type: ignore[no-untyped-def]
    yield box
    for child in getattr(box, "children", ()):
        yield from _all(child)


#: The games whose cards print on the shared card sheet at the trading-card size (Payoff Pitch by default).
CARD_SHEETS = ("deadball", "fall-classic", "payoff-pitch")
SMALLEST_PT = 6.0


@pytest.mark.parametrize("game", CARD_SHEETS)
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
        marks = g.marks()  # the page's background draws exactly these (one SVG path)
        assert len(marks) == 2 * (g.cols + 1) * g.marks_across + 2 * (g.rows + 1) * g.marks_down
        assert g.marks_down and (g.marks_across or paper == "letter")  # letter: the cuts down follow the keylines
        edge = 0.25 * PX
        for x, y, w, h in marks:
            x0, y0, x1, y1 = x * PX, y * PX, (x + w) * PX, (y + h) * PX
            assert x0 >= edge - 0.01 and y0 >= edge - 0.01 and x1 <= page.width - edge + 0.01 \
                and y1 <= page.height - edge + 0.01
            for c in cards:  # never over a card
                assert x1 <= c.position_x + 0.01 or x0 >= c.position_x + c.border_width() - 0.01 \
                    or y1 <= c.position_y + 0.01 or y0 >= c.position_y + c.border_height() - 0.01
        sizes = [b.style["font_size"] for b in _all(root) if getattr(b, "text", "").strip()]
        assert sizes and min(sizes) >= SMALLEST_PT * PX / 72 - 1e-6


@pytest.mark.parametrize("game", CARD_SHEETS)
def test_crop_marks_are_printed_inside_the_quarter_inch(game, yankees_1927):
    """Read back from the PDF, rendered at 100 dpi: every crop mark is drawn, and nothing at all is printed in the
    quarter inch along the page's edges."""
    import pypdfium2 as pdfium

    docs = make_rules(game).print_sheets([yankees_1927], "letter", PrintSelection(team=False, charts=False))
    svg = unquote(docs[0].split('url("data:image/svg+xml,', 1)[1].split('")', 1)[0])
    g = cardsheet.grid("letter")
    assert svg == g.marks_svg()
    dpi = 100
    image = pdfium.PdfDocument(pdf_bytes(docs[:1]))[0].render(scale=dpi / 72).to_pil().convert("L")
    assert image.size == (round(g.page_w * dpi), round(g.page_h * dpi))
    for x, y, w, h in g.marks():
        mid = (round((x + w / 2) * dpi), round((y + h / 2) * dpi))
        assert min(image.getpixel((mid[0] + dx, mid[1] + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)) < 160
    band = round(0.25 * dpi) - 1
    width, height = image.size
    for strip in ((0, 0, width, band), (0, height - band, width, height), (0, 0, band, height),
                  (width - band, 0, width, height)):
        assert image.crop(strip).getextrema()[0] > 245, strip


@pytest.mark.parametrize("paper,per_page", [("letter", 9), ("a4", 9)])
def test_payoff_pitch_prints_more_than_four_cards_a_page(paper, per_page, yankees_1927):
    """The default card is the published 2.5 x 3.5 in card: nine to a letter or A4 page; the 2.75 x 4.25 in split
    card still prints, four to a page."""
    rules = make_rules("pp")
    assert rules.options.card_size == "printed"
    docs = rules.print_sheets([yankees_1927], paper, PrintSelection(team=False, charts=False))
    for doc in docs:
        for page in doc.split('<div class="sheet">')[1:-1]:
            assert page.count('<div class="card ') == per_page
    assert cardsheet.grid(paper).per_page == per_page
    assert cardsheet.grid(paper, (2.75, 4.25)).per_page == 4


def _text_sizes(pdf: bytes) -> list[tuple[float, int, str]]:
    """(size in pt, page, text) of every text object of a PDF: the font size times the scale of the object's
    matrix (WeasyPrint writes CSS pixels under a page transform)."""
    import ctypes

    import pypdfium2 as pdfium
    from pypdfium2 import raw

    out = []
    doc = pdfium.PdfDocument(pdf)
    for n in range(len(doc)):
        page = doc[n]
        text = page.get_textpage()
        for obj in page.get_objects(filter=[raw.FPDF_PAGEOBJ_TEXT], max_depth=5):
            size = ctypes.c_float()
            assert raw.FPDFTextObj_GetFontSize(obj.raw, size)
            m = obj.get_matrix()
            chars = raw.FPDFTextObj_GetText(obj.raw, text.raw, None, 0)
            buf = ctypes.create_string_buffer(chars * 2)
            raw.FPDFTextObj_GetText(obj.raw, text.raw, ctypes.cast(buf, ctypes.POINTER(raw.FPDF_WCHAR)), chars * 2)
            words = buf.raw.decode("utf-16-le", errors="replace").rstrip("\x00")
            out.append((size.value * abs(m.a * m.d - m.b * m.c) ** 0.5, n + 1, words))
    return out


@pytest.mark.parametrize("game", sorted(RULESETS))
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_no_printed_text_under_six_points(game, paper, yankees_1927):
    """Every sheet a game prints for a team (team sheets, scorecards, cards, charts), read back from the PDF."""
    sizes = _text_sizes(pdf_bytes(make_rules(game).print_sheets([yankees_1927], paper)))
    assert sizes
    small = [(round(pt, 2), page, text) for pt, page, text in sizes if pt < SMALLEST_PT - 1e-3 and text.strip()]
    assert not small, f"{game}: text under {SMALLEST_PT} pt: {small[:5]}"
    assert any(text.strip() for _pt, _page, text in sizes)


def test_payoff_pitch_split_cards_keep_six_points(yankees_1927):
    sizes = _text_sizes(pdf_bytes(make_rules("pp", {"card-size": "pdf"}).print_sheets(
        [yankees_1927], select=PrintSelection(team=False, charts=False))))
    assert min(pt for pt, _page, text in sizes if text.strip()) >= SMALLEST_PT - 1e-3
