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
    assert re.search("61[\u2002-\u200a ]+SO", starters)  # Brouthers' RISP column


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
    from dugout.games.pine_tar.printing import chart_rows

    base = (T.HR,) * 3 + (T.SINGLE,) * 20 + (T.BB,) * 10 + (T.SO,) * 20
    a = base + (T.GO_SS,) * 44 + (T.LO, T.ROE_LO, T.BK_WP)
    b = base + (T.FO_CF,) * 44 + (T.LO, T.ROE_LO, T.BK_WP)
    rows = [r for g in chart_rows([a, b]) for r in g]
    ss = next(r for r in rows if r[0][1] == T.OUTCOME_NAMES[T.GO_SS])
    cf = next(r for r in rows if r[0][1] == T.OUTCOME_NAMES[T.FO_CF])
    assert ss == [("53-96", "GO-SS"), ("--", "GO-SS")]
    assert cf == [("--", "FO-CF"), ("53-96", "FO-CF")]


def test_the_chart_is_grouped_and_its_columns_line_up():
    """Hits, walks, ROE/PO and SO, ground outs, fly outs, 97-99: each group a block; in a row each column's range
    ends at the same place and its result starts at the same place, whatever the figures (the card face's figures
    are of one width, the gaps spaces of known widths)."""
    from dugout.games.pine_tar.printing import CHART_PT, CHART_ROOM, chart_line, chart_rows
    from dugout.render.tabs import width

    card = make_rules("pt").rate_team(lahman.import_team(1889, "BSN"))
    brouthers = next(c for c in card.values() if c.last == "Brouthers")
    groups = chart_rows(list(brouthers.cols))
    assert [[r[0][1] for r in g] for g in groups] == [
        ["HR*", "3B", "2B", "1B"], ["BB", "HBP"], ["ROE/PO", "SO"], [r[0][1] for r in groups[3]],
        [r[0][1] for r in groups[4]], ["LO", "ROE/LO", "BK/WP"]]
    assert all(r[0][1].startswith("GO-") for r in groups[3]) and all(r[0][1].startswith("FO-") for r in groups[4])
    starts = set()
    for g in groups:
        for row in g:
            line = chart_line(row, CHART_ROOM)
            for rng, what in row[1:]:
                at = line.index(f"{rng}", line.index(row[0][1]) + 1)
                starts.add(round(width(line[:at + len(rng)], CHART_PT) - width(line[:line.index(row[0][1])], CHART_PT)))
                break
    assert len(starts) == 1  # the second column's ranges all end the same distance after the first's results


def _layout(html: str):
    from weasyprint import HTML

    from dugout.paths import templates_dir

    return HTML(string=html, base_url=str(templates_dir()) + "/").render()


@pytest.fixture(scope="module")
def cubs_2016_sheets():
    return make_rules("pine-tar").print_sheets([lahman.import_team(2016, "CHN")], "letter")


def _roster(doc: str, title: str) -> list[str]:
    block = doc.split(f"<b>{title}</b>\n", 1)[1].split("</pre>", 1)[0]
    return block.splitlines()


def test_the_roster_index_fits_under_nine_cards(cubs_2016_sheets):
    """The 2016 Cubs' last Pitchers/Bench page is full; its roster index used to spill onto a page of its own."""
    last = cubs_2016_sheets[-3]
    assert last.count('class="card"') == 9 and "<b>Pitchers/Bench</b>" in last
    assert len(_layout(last).pages) == 1


def test_roster_index_columns_line_up(cubs_2016_sheets):
    """'P (S/R)' is wider than 'P (R)': the column after it used to start late. The index is proportional text,
    so the columns are measured in points."""
    from dugout.games.pine_tar.printing import FOOT_PT
    from dugout.render.tabs import width

    lines = _roster(cubs_2016_sheets[-3], "Pitchers/Bench")
    row = next(k for k, line in enumerate(lines) if "Mike Montgomery" in line)
    assert "P (S/R)" in lines[row]
    at = {name: width(line[:line.index(name)], FOOT_PT) for line in lines for name in
          ("Brian Matusz", "David Ross", "Gerardo Concepcion", "Kyle Schwarber") if name in line}
    assert "Brian Matusz" in lines[row]  # after Mike Montgomery's 'P (S/R)'
    assert max(at[n] for n in ("Brian Matusz", "David Ross", "Gerardo Concepcion")) - min(
        at[n] for n in ("Brian Matusz", "David Ross", "Gerardo Concepcion")) < 0.2, at
    assert at["Kyle Schwarber"] > at["David Ross"] + 50


def test_a_sheet_that_runs_over_names_itself_on_the_next_page(cubs_2016_sheets):
    """Should a sheet still need a second page, the team and sheet are printed in its top margin."""
    short = cubs_2016_sheets[-3].replace("size: 8.5in 11in", "size: 8.5in 10in")
    doc = _layout(short)
    assert len(doc.pages) == 2
    reader = PdfReader(io.BytesIO(doc.write_pdf()))
    first, second = (p.extract_text() or "" for p in reader.pages)
    assert "(continued)" not in first
    assert "Chicago Cubs 2016 Pitchers/Bench (4) (continued)" in second


def test_scorecard_names_the_19th_batter(docs):
    """The book's 'th batter/inn' box: the inning of the starter's 19th batter, his third time through."""
    card = docs[3]
    assert "19th batter (3rd time through) / inn:" in card
    assert "<div>th batter" not in card
