"""Printed Pine Tar sheets: starters and bullpen sheets in the published layout, game tables, scorecard."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.games import make_rules
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.printing import modifier_block, position_line, table_blocks
from dugout.render import pdf_bytes
from dugout.sources import lahman


@pytest.fixture(scope="module")
def docs():
    team = lahman.import_team(1889, "BSN")
    return make_rules("pine-tar", {"cards": "authentic"}).print_sheets([team], "letter")


def test_two_team_sheets_then_tables_and_scorecard(docs):
    assert len(docs) == 4
    assert "Boston Beaneaters 1889 Starters" in docs[0] and "Pitchers/Bench" in docs[1]
    assert "Game Tables" in docs[2] and "Pine Tar Scorecard" in docs[3]
    assert all("size: 8.5in 11in" in d for d in docs)


def test_starters_sheet_has_nine_cards_and_lineup_one(docs):
    starters = docs[0]
    assert starters.count('class="card"') == 9
    for name in ("Billy Nash", "Hardy Richardson", "Dan Brouthers", "King Kelly", "Charlie Bennett"):
        assert name in starters
    assert "Thirdbaseman" in starters and "Rightfielder" in starters
    assert re.search(r"61 SO", starters)  # Brouthers' RISP column


def test_bullpen_sheet_shows_grades_mip_and_bk_wp(docs):
    pen = docs[1]
    assert pen.count("Pitch Grade") == 5 and pen.count("MIP=9") == 5
    assert "BK/WP --/74" in pen and "Pitcher (S) 72" in pen
    assert "Pop Smith" in pen  # the backups follow the pitchers


def test_game_tables_come_from_the_engine_tables(docs):
    text = docs[2]
    row = "1B        " + "".join(f"{T.OUTCOME_NAMES[T.MODIFIED[g][T.SINGLE]]:<7}" for g in range(7))
    assert row.rstrip() in modifier_block()
    assert "2B" in row and "SO" in row
    blocks = table_blocks()
    assert "67-76  SS  1*" in blocks["Error Results (red/white; blue die <= EC errs)"]
    assert "GO-2B   0-3      4        5-8      9" in blocks["GO Table, runner on 1st (H&R: white +4, max 9)"]
    for title in blocks:
        assert title.replace("&", "&amp;").split(" (")[0] in text


def test_position_lines():
    card = make_rules("pt").rate_team(lahman.import_team(1889, "BSN"))
    kelly = next(c for c in card.values() if c.last == "Kelly")
    assert position_line(kelly) == "Rightfielder-C"


def test_pdf_text(docs):
    reader = PdfReader(io.BytesIO(pdf_bytes(docs[:2])))
    text = "\n".join(p.extract_text() or "" for p in reader.pages)
    assert "BROUTHERS" in text and "Old Hoss Radbourn" in text and "--/74" in text


def test_columns_print_side_by_side_when_their_outcomes_differ():
    """A column with a ground out the others lack still lines up: every column lists every outcome present."""
    from dugout.games.pine_tar import tables as T
    from dugout.games.pine_tar.printing import _column_text

    base = (T.HR,) * 3 + (T.SINGLE,) * 20 + (T.BB,) * 10 + (T.SO,) * 20
    a = base + (T.GO_SS,) * 44 + (T.LO, T.ROE_LO, T.BK_WP)
    b = base + (T.FO_CF,) * 44 + (T.LO, T.ROE_LO, T.BK_WP)
    text = _column_text([a, b], ["vs RHP", "vs LHP"])
    ss = next(line for line in text.splitlines() if T.OUTCOME_NAMES[T.GO_SS] in line)
    cf = next(line for line in text.splitlines() if T.OUTCOME_NAMES[T.FO_CF] in line)
    assert ss.split()[0] == "53-96" and ss.split()[2] == "--"
    assert cf.split()[0] == "--" and cf.split()[2] == "53-96"
