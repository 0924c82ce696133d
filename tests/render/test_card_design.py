"""The designed cards (issue 25) read back from the PDFs: every game prints each player's real season (Babe Ruth
1927: .356 and 60 HR; Waite Hoyt 1927: 22-7, 2.63), card fronts (and Pine Tar's sheets) have no type under 6.5 pt, teams print in their own
colours (black and grey with ``palette="mono"``), backs follow their fronts in duplex order, mirrored so that each
lands behind its front, and the fonts come from the package."""

from __future__ import annotations

import dataclasses
import re

import pytest

from dugout.engine.ruleset import PrintSelection
from dugout.games import make_rules
from dugout.render import cardsheet, pdf_bytes
from dugout.render.colours import team_colours

from .test_card_sheets import _text_sizes

CARD_GAMES = ("deadball", "fall-classic", "payoff-pitch")
GAMES = ("deadball", "fall-classic", "payoff-pitch", "pine-tar", "thats-baseball")
CARDS = PrintSelection(team=False, charts=False)
GAPS = re.compile("[\u2002\u2003\u2006\u2009\u200a\\s]+")


def _pages_text(pdf: bytes) -> list[str]:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    return [GAPS.sub(" ", doc[k].get_textpage().get_text_range()) for k in range(len(doc))]


@pytest.fixture(scope="module")
def printed(yankees_1927):
    """Each game's PDF of the 1927 Yankees' cards (the sheets of the sheet games)."""
    out = {}
    for game in GAMES:
        select = CARDS if game in CARD_GAMES else PrintSelection(cards=False, charts=False)
        out[game] = pdf_bytes(make_rules(game).print_sheets([yankees_1927], "letter", select))
    return out


# the figures each game prints, as they read in its PDF's text
RUTH = {"deadball": "60 164 137 89 7 .356", "fall-classic": "60 164 137 89 7 .356",
        "payoff-pitch": "60 164 137 89 7 .356", "thats-baseball": "Babe Ruth RF L .356 60",
        "pine-tar": "1927 .356 60 HR 164 RBI"}
HOYT = {"deadball": "22 7 2.63", "fall-classic": "22 7 2.63", "payoff-pitch": "22 7 2.63",
        "thats-baseball": "Waite Hoyt SP1 R 22-7 256 2.63", "pine-tar": "1927 22-7 2.63 ERA"}


@pytest.mark.parametrize("game", GAMES)
def test_every_card_prints_the_real_season(game, printed):
    text = " ".join(_pages_text(printed[game]))
    assert RUTH[game] in text, game
    assert HOYT[game] in text, game
    if game in CARD_GAMES:  # on his own card: the figures follow his name on the same page
        for name, figures in (("Babe Ruth", RUTH[game]), ("Waite Hoyt", HOYT[game])):
            assert any(name in page and figures in page for page in _pages_text(printed[game])), (game, name)


@pytest.mark.parametrize("game", CARD_GAMES + ("pine-tar",))
def test_card_fronts_print_nothing_under_six_and_a_half_points(game, printed):
    """The card games' fronts, and Pine Tar's team sheets (their chart was 6.3 pt monospace)."""
    sizes = [(round(pt, 2), text) for pt, _page, text in _text_sizes(printed[game]) if text.strip()]
    assert sizes
    small = [s for s in sizes if s[0] < 6.5 - 1e-3]
    assert not small, small[:5]


def _band_rgb(pdf: bytes, page: int = 0) -> tuple[int, int, int]:
    """The colour of the first card's band (a point 0.1 in inside its top left corner), rendered at 72 dpi."""
    import pypdfium2 as pdfium

    g = cardsheet.grid("letter")
    image = pdfium.PdfDocument(pdf)[page].render(scale=1).to_pil().convert("RGB")
    return image.getpixel((round((g.left + 0.3) * 72), round((g.top + 0.12) * 72)))


def test_teams_print_in_their_own_colours_and_mono_in_grey(yankees_1927):
    rules = make_rules("fc")
    one = [p for p in yankees_1927.players[:3]]
    yankees = dataclasses.replace(yankees_1927, players=tuple(one))
    red_sox = dataclasses.replace(yankees, franchise="BOS")
    assert team_colours("NYY", 1927).main != team_colours("BOS", 1927).main
    nyy = _band_rgb(pdf_bytes(rules.print_sheets([yankees], "letter", CARDS)))
    bos = _band_rgb(pdf_bytes(rules.print_sheets([red_sox], "letter", CARDS)))
    assert nyy != bos and bos[0] > bos[2] and nyy[2] > nyy[0]  # Boston's red, New York's navy
    mono = _band_rgb(pdf_bytes(rules.print_sheets([red_sox], "letter", dataclasses.replace(CARDS, palette="mono"))))
    assert max(mono) - min(mono) <= 2  # grey
    invented = dataclasses.replace(yankees, franchise="", season=None)
    assert not team_colours(invented.franchise, invented.season).own  # the neutral palette


@pytest.mark.parametrize("game", CARD_GAMES)
def test_backs_follow_their_fronts_mirrored_for_duplex(game, yankees_1927):
    """Each page of fronts is followed by its backs; the back of the card in column c of a row is in the mirrored
    column of that row, and names the same player, the game, the team and the season."""
    import pypdfium2 as pdfium

    pdf = pdf_bytes(make_rules(game).print_sheets([yankees_1927], "letter", dataclasses.replace(CARDS, backs=True)))
    doc = pdfium.PdfDocument(pdf)
    g = cardsheet.grid("letter")
    assert len(doc) % 2 == 0
    checked = 0
    for k in range(0, len(doc), 2):
        front, back = doc[k].get_textpage(), doc[k + 1].get_textpage()
        back_text = back.get_text_range()
        assert "New York Yankees" in back_text and "1927" in back_text
        for name in ("Babe Ruth", "Lou Gehrig", "Waite Hoyt", "Earle Combs"):
            f = front.search(name, match_case=True).get_next()
            if f is None:
                continue
            b = back.search(name, match_case=True).get_next()
            assert b is not None, name
            fx, fy = front.get_charbox(f[0])[:2]
            bx, by = back.get_charbox(b[0])[:2]
            h = doc[k].get_height()
            col_f = int((fx / 72 - g.left) // g.card_w)
            row_f = int(((h - fy) / 72 - g.top) // g.card_h)
            col_b = int((bx / 72 - g.left) // g.card_w)
            row_b = int(((h - by) / 72 - g.top) // g.card_h)
            assert (col_b, row_b) == (g.cols - 1 - col_f, row_f), (name, col_f, row_f, col_b, row_b)
            checked += 1
    assert checked >= 3


def test_the_fonts_are_the_packages(printed):
    """Every font in the PDFs is one the package ships (Dugout Sans, Mono and Card), whatever the machine has."""
    import io

    from pypdf import PdfReader

    for game, pdf in printed.items():
        names = set()
        for page in PdfReader(io.BytesIO(pdf)).pages:
            fonts = page["/Resources"].get("/Font") or {}
            names |= {str(f.get_object()["/BaseFont"]).split("+", 1)[-1] for f in fonts.values()}
        assert names and all(n.startswith("Dugout") for n in names), (game, names)
