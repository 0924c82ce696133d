"""Printing: cards on the shared card sheet (true size, crop marks), the team sheet, the lineup sheet and the
scorecard, and chart sheets drawn from the engine's own tables."""

from __future__ import annotations

import html
import io
import re
from urllib.parse import unquote

import pytest

from dugout.errors import DugoutError
from dugout.games import make_rules
from dugout.games.fall_classic import printing as P
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic import tables_54 as C
from dugout.games.fall_classic.card_codes import (
    BATTER_LINES,
    PITCHER_HITS,
    PITCHER_KS,
    PITCHER_WALKS,
    format_cell,
    line_index,
    parse_cell,
)
from dugout.games.fall_classic.printing import chart_views, pitcher_cell, short
from dugout.games.fall_classic.ratings import generic_cards, rate_team
from dugout.games.fall_classic.ratings_league import from_team
from dugout.paths import templates_dir
from dugout.sources import lahman


@pytest.fixture(scope="module")
def printed(giants_1959):
    # the rulebook's cards carry every walk: no intentional walks issued by the managers (ibb off)
    return make_rules("fc", {"ibb": "off"}).print_sheets([giants_1959])


@pytest.fixture(scope="module")
def docs(printed):
    """The team sheet, the cards and the charts."""
    team, _lineups, _scorecard, cards, charts = printed
    return [team, cards, charts]


def _text(doc: str) -> str:
    return html.unescape(doc)


def test_five_documents_team_lineups_scorecard_cards_charts(printed):
    assert len(printed) == 5
    assert all(d.startswith("<!doctype html>") for d in printed)
    sizes = [re.search(r"@page \{ size: ([^;]+);", d).group(1) for d in printed]  # type: ignore[union-attr]
    assert sizes == ["8.5in 11in", "8.5in 11in", "11in 8.5in", "11.0000in 8.5000in", "8.5in 11in"]
    assert "lineups and rotation" in printed[1] and "Fall Classic scorecard" in printed[2]


@pytest.mark.xfail(strict=True, reason="known deviation (docs/rules/fall-classic.md): line 65's anchor is at most 6 "
                   "values, so Mays carries more home runs on 55 and his doubles move on 33")
def test_mays_card_is_printed_as_the_rulebook_shows_it(docs):
    cards = _text(docs[1])
    start = cards.index("Willie Mays")
    card = cards[start: start + 3000]
    for line in ("66 HOMERUN", "44 DOUBLE", "33 DOUBLE 1-9 / SINGLE", "22 SINGLE+", "11 SINGLE+", "56 OUT",
                 "26 TL:1B", "46 ball park", "54 54 CHART", "65 P-HR", "sba 27-31 / 6", "sbs 17", "H&R A"):
        assert line in card, line
    assert re.search(r"class=\"run\">B[RLB] F!<", card)  # his side and his run rating, top right


def test_eight_cards_a_letter_page_with_crop_marks(docs):
    pages = docs[1].split('<div class="sheet')[1:]
    assert pages
    for page in pages:
        assert page.count('<div class="card ') <= 8
    # the crop marks are each page's background: one path, a line a mark (5 cut lines down, 3 across, both ends)
    svg = unquote(docs[1].split('url("data:image/svg+xml,', 1)[1].split('")', 1)[0])
    assert svg.count("M") == svg.count("L") == 2 * 5 + 2 * 3
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
    assert (round(float(w)), round(float(h))) == (792, 612)  # the cards: letter turned sideways, 4 x 2


# --- every result fits its own column (the cards are monospace text blocks) ----------------------------------
@pytest.fixture(scope="module", params=[(2016, "CHN"), (2016, "LAN"), (1884, "PRO")], ids=lambda t: f"{t[0]}{t[1]}")
def real_team(request):
    """Teams whose cards held the longest cells: 2-part and 3-part splits on both batter and pitcher cards."""
    team = lahman.import_team(*request.param)
    cards = rate_team(team)
    return team, cards, P.team_views(team, cards)


def test_the_card_geometry_matches_the_stylesheet():
    css = " ".join((templates_dir() / "fall-classic" / "cards.css").read_text().split())
    assert ".card { position: absolute; width: 2.5in; height: 3.5in;" in css and "padding: 0.07in 0.08in;" in css
    assert f"pre {{ font-size: {P.BODY_PT:g}pt; line-height: {P.LINE_HEIGHT}; }}" in css and f"pre.pairs {{ font-size: {P.PAIRS_PT}pt;" in css
    assert P.BODY_PT >= 6 and P.PAIRS_PT >= 6
    # the chart's three columns and the blanks between them fit across the card, as do the pitcher's grades
    assert sum(P.BATTER_WIDTHS) + 2 <= P.BODY_WIDTH == P.chars(P.CARD_TEXT_PT, P.BODY_PT)
    assert P.BODY_WIDTH >= P.LABEL + 2 * P.PITCHER_COL + P.PITCHER_WIDTH


def test_fit_breaks_between_results_and_keeps_every_character():
    assert P.fit("BB 1-2 / 1B 3-14 / wp OUT 15-19", 15) == ["BB 1-2", "/ 1B 3-14", "/ wp OUT 15-19"]
    assert P.fit("2B 1 / 1B 2-13", 15) == ["2B 1 / 1B 2-13"]
    assert P.labelled(12, "BB 1-2 / HBP 3-4 / K", 20) == ["12 BB 1-2 / HBP 3-4", "   / K"]
    for text in ("HBP 1-11 / K 12-16 / OUT x", "TRIPLE 1-2 / DOUBLE 3-5 / SINGLE 6-12 / OUT", "KD? Def"):
        for width in (8, 12, 16, 20):
            lines = P.fit(text, width)
            assert all(len(line) <= width for line in lines) and " ".join(lines) == text


def _rows(lines: list[str]) -> dict[str, str]:
    """Rows read back from a column of labelled lines: a continuation (blank label) joins the row above."""
    rows: dict[str, str] = {}
    last = ""
    for line in lines:
        label, text = line[:P.LABEL].strip(), line[P.LABEL:].strip()
        if label:
            last = label
            rows[label] = text
        elif text:
            rows[last] += " " + text
    return rows


def _check_batter(v, card, hr_mod):
    cols = ((BATTER_LINES, 0), (PITCHER_HITS + PITCHER_WALKS, 1), ((46, 51, 52, 53, 54) + PITCHER_KS + (65,), 2))
    for lines, k in cols:
        printed = v["cols"][k].split("\n")
        assert max(map(len, printed)) <= P.BATTER_WIDTHS[k], (v["name"], printed)
        rows = _rows(printed)
        assert list(rows) == [str(ln) for ln in lines]
        for ln in lines:
            want = short(card.batter.cells[line_index(ln)]) + (f" {hr_mod}" if ln == 65 and hr_mod else "")
            assert rows[str(ln)] == want.strip(), (v["name"], ln)
    # the three columns print side by side in one block, each starting at its own character column
    starts = (0, P.BATTER_WIDTHS[0] + 1, P.BATTER_WIDTHS[0] + P.BATTER_WIDTHS[1] + 2)
    chart = v["chart"].split("\n")
    assert max(map(len, chart)) <= P.BODY_WIDTH
    for k, (a, w) in enumerate(zip(starts, P.BATTER_WIDTHS)):
        got = [line[a:a + w].rstrip() for line in chart]
        want_col = v["cols"][k].split("\n")
        assert got[:len(want_col)] == want_col and not any(got[len(want_col):]), (v["name"], k)
    pairs = v["pairs"].split("\n")
    assert max(map(len, pairs)) <= P.PAIRS_WIDTH
    for ln, text in _rows(pairs).items():
        assert text == format_cell(card.batter.cells[line_index(int(ln))])


def test_batter_cells_fit_their_column_and_every_result_is_printed(real_team):
    team, cards, views = real_team
    batters = [v for v in views if v["kind"] == "batter"]
    by_name = {c.name: c for c in cards.values()}
    generic = generic_cards(from_team(team))
    for v in batters:
        card = (generic[int(v["name"].rsplit(" ", 1)[1]) - 1] if v["name"].startswith("Generic batting card")
                else by_name[v["name"]])
        _check_batter(v, card, card.batter.hr_mod)


@pytest.mark.xfail(strict=False, reason="open: one 2016 LAN pitcher card (home runs past HR 1-12 in the control "
                   "area) runs a line past the card; the layout needs a tighter pitcher grid (issue 19 follow-up)")
def test_pitcher_cells_fit_their_grade_column_and_every_result_is_printed(real_team):
    _team, cards, views = real_team
    by_name = {c.name: c for c in cards.values() if c.pitcher is not None}
    step = P.PITCHER_COL
    wrapped = 0
    for v in (v for v in views if v["kind"] == "pitcher"):
        pc = by_name[v["name"]].pitcher
        body = v["body"].split("\n")
        assert max(map(len, body)) <= P.LABEL + 2 * step + P.PITCHER_WIDTH
        grades: list[list[str]] = [[], [], []]
        for line in body:
            for g in range(3):
                cell = line[P.LABEL + g * step: P.LABEL + (g + 1) * step]
                assert cell[P.PITCHER_WIDTH:].strip() == "", (v["name"], line)  # two blanks before the next grade
                grades[g].append(line[:P.LABEL] + cell)
        wrapped += len(body) - 16
        for g in range(3):
            rows = _rows(grades[g])
            for ln in PITCHER_HITS + PITCHER_WALKS + PITCHER_KS:
                assert rows[str(ln)] == pitcher_cell(pc.cells[g][line_index(ln)]), (v["name"], ln, g)
            assert rows["65"] == ("HR 1-" + str(pc.hr[g]) if pc.hr[g] > 0 else f"HR {pc.hr[g]}")
            assert rows["KD"] == str(pc.kd[g])
        # the body, the head and the foot stay inside the card (3.5in less padding and the name)
        lines = 1 + len(body) + 3 + len(v["season"].split("\n"))
        assert lines * P.BODY_PT * P.LINE_HEIGHT + 8 * 1.2 + 10 <= (3.5 - 2 * 0.07) * 72
    assert wrapped  # these teams have splits too long for one line


def test_a_pitcher_with_his_own_batting_card_says_so(real_team):
    _team, cards, views = real_team
    pitchers = {c.name: c for c in cards.values() if c.pitcher is not None}
    for v in (v for v in views if v["kind"] == "pitcher"):
        n = pitchers[v["name"]].batter.generic
        assert v["bat"] == (f"{v['bat'][:2]}{n}" if n else f"{v['bat'][:2]} own card")
        assert re.fullmatch(r"B[RLB](\d+| own card)", v["bat"])
