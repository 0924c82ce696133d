"""Printing: cards nine to a page, the team sheet, and chart sheets drawn from the engine's own tables."""

from __future__ import annotations

import html
import io
import re

import pytest

from dugout.errors import DugoutError
from dugout.games import make_rules
from dugout.games.fall_classic import charts54 as C
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.codes import parse_cell
from dugout.games.fall_classic.printing import chart_views, pitcher_cell, short


@pytest.fixture(scope="module")
def docs(giants_1959):
    return make_rules("fc").print_sheets([giants_1959])


def _text(doc: str) -> str:
    return html.unescape(doc)


def test_three_documents_team_cards_charts(docs):
    assert len(docs) == 3
    assert all(d.startswith("<!doctype html>") and "@page { size: 8.5in 11in" in d for d in docs)


def test_mays_card_is_printed_as_the_rulebook_shows_it(docs):
    cards = _text(docs[1])
    start = cards.index("Willie Mays")
    card = cards[start: start + 3000]
    for line in ("66 HOMERUN", "44 DOUBLE", "33 DOUBLE 1-9 / SINGLE", "22 SINGLE+", "11 SINGLE+", "56 OUT",
                 "26 TL:1B", "46 ball park", "54 54 CHART", "65 P-HR", "sba 27-31 / 6", "sbs 17", "H&R A"):
        assert line in card, line
    assert ">F!<" in card.replace(" ", "")


def test_nine_cards_a_page_with_crop_marks(docs):
    pages = docs[1].split('<div class="sheet')[1:]
    assert pages
    for page in pages:
        assert page.count('<div class="card ') <= 9
        assert page.count('class="crop v"') == 8 and page.count('class="crop h"') == 8
    assert "width: 2.5in; height: 3.5in" in docs[1]


def test_team_sheet_has_the_ballpark_card_and_league_offense(docs):
    team = _text(docs[0])
    assert "Ballpark card" in team and "League Offense" in team
    assert "17  SINGLE lf (stretch)" in team
    assert re.search(r'class="offense">2[0-9]<', team)


def test_every_chart_row_comes_from_the_engines_tables(docs):
    charts = _text(docs[2])
    flat = " ".join(charts.split())
    for rows in list(C.CHARTS.values()) + list(C.WILDEST.values()):
        for _hi, text, _play in rows:
            assert " ".join(text.split()) in flat, text
    for chart in (C.EXOTIC_PC, C.EXOTIC_1B, C.EXOTIC_2B, C.EXOTIC_3B, C.EXOTIC_SS):
        for text, _play in chart.values():
            assert " ".join(text.split()) in flat
    for text in T.HIT_AND_RUN_TEXT.values():
        assert " ".join(text.split()) in flat
    assert "36  1B**" in charts and "31  1B-exotic" in charts


def test_chart_views_defense_rows_follow_the_table():
    v = chart_views()
    rows = v["defense"].split("\n")
    assert len(rows) == 36
    assert rows[0].startswith("11  P-exotic") and "LF Double**+" in rows[0]
    assert rows[-1].startswith("66  SS*") and "liner to left" in rows[-1]


def test_compact_notations():
    assert short(parse_cell("BB 1-8 / OUT")) == "BB 1-8 / OUT"
    assert pitcher_cell(parse_cell("DBL 1 / SINGLE 2-13 / OUT")) == "2B 1 / 1B 2-13"
    assert pitcher_cell(parse_cell("SINGLE 1-12 / OUT")) == "SINGLE 1-12"
    assert pitcher_cell(parse_cell("wp OUT")) == "wp OUT"


def test_a4_paper_and_a_bad_paper(giants_1959):
    rules = make_rules("fc")
    docs = rules.print_sheets([giants_1959], "a4")
    assert "210mm 297mm" in docs[0]
    with pytest.raises(DugoutError):
        rules.print_sheets([giants_1959], "legal")


def test_the_pdf_has_the_cards_and_charts(docs):
    pypdf = pytest.importorskip("pypdf")
    from dugout.render import pdf_bytes

    data = pdf_bytes([docs[0], docs[1].split('<div class="sheet')[0] + '<div class="sheet' +
                      docs[1].split('<div class="sheet')[1] + "</body></html>", docs[2]])
    reader = pypdf.PdfReader(io.BytesIO(data))
    text = " ".join(page.extract_text() for page in reader.pages)
    assert "Willie Mays" in text and "Defense chart" in text and "Wildest" in text
    w, h = reader.pages[1].mediabox.width, reader.pages[1].mediabox.height
    assert (round(float(w)), round(float(h))) == (612, 792)
