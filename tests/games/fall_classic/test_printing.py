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
from dugout.games.fall_classic.ratings import generic_cards, pitcher_batting, rate_team
from dugout.games.fall_classic.ratings_league import from_team
from dugout.paths import templates_dir
from dugout.render.tabs import width
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
    """The document's text with the card's column gaps (em, en, thin, hair spaces) read as one space."""
    return re.sub("[\u2002\u2003\u2006\u2009\u200a]+", " ", html.unescape(doc))


def test_five_documents_team_lineups_scorecard_cards_charts(printed):
    assert len(printed) == 5
    assert all(d.startswith("<!doctype html>") for d in printed)
    sizes = [re.search(r"@page \{ size: ([^;]+);", d).group(1) for d in printed]  # type: ignore[union-attr]
    assert sizes == ["8.5in 11in", "8.5in 11in", "11in 8.5in", "8.5000in 11.0000in", "8.5in 11in"]
    assert "lineups and rotation" in printed[1] and "Fall Classic scorecard" in printed[2]


@pytest.mark.xfail(strict=True, reason="known deviation (docs/rules/fall-classic.md): line 65's anchor is at most 6 "
                   "values, so Mays carries more home runs on 55 and his doubles move on 33")
def test_mays_card_is_printed_as_the_rulebook_shows_it(docs):
    cards = _text(docs[1])
    start = cards.index("Willie Mays") - 20
    card = cards[start: start + 3000]
    for line in ("66 HOMERUN", "44 DOUBLE", "33 DOUBLE 1-9 / SINGLE", "22 SINGLE+", "11 SINGLE+", "56 OUT",
                 "26 TL:1B", "46 ball park", "54 54 CHART", "65 P-HR", "sba 27-31 / 6", "sbs 17", "H&R A"):
        assert line in card, line
    assert re.search(r'class="nm">Willie Mays\*? B[RLB] F!\n', card)  # his side and his run rating, top right


def test_nine_cards_a_letter_page_with_crop_marks(docs):
    pages = docs[1].split('<div class="sheet')[1:]
    assert pages
    for page in pages:
        assert page.count('<div class="card ') <= 9
    assert pages[0].count('<div class="card ') == 9
    # the crop marks are each page's background: one path, a line a mark (4 cut lines across, both ends; the cuts
    # down the page follow the cards' keylines: a quarter inch above and below the grid has no room for marks)
    svg = unquote(docs[1].split('url("data:image/svg+xml,', 1)[1].split('")', 1)[0])
    assert svg.count("M") == svg.count("L") == 2 * 4
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
    assert (round(float(w)), round(float(h))) == (612, 792)  # the cards: 3 x 3 on a letter page


# --- every result fits its own column (the cards are monospace text blocks) ----------------------------------
@pytest.fixture(scope="module", params=[(2016, "CHN"), (2016, "LAN"), (1884, "PRO")], ids=lambda t: f"{t[0]}{t[1]}")
def real_team(request):
    """Teams whose cards held the longest cells: 2-part and 3-part splits on both batter and pitcher cards."""
    team = lahman.import_team(*request.param)
    cards = rate_team(team)
    return team, cards, P.team_views(team, cards)


def test_the_card_geometry_matches_the_stylesheet():
    css = " ".join((templates_dir() / "fall-classic" / "cards.css").read_text().split())
    assert f"pre.pairs {{ font-size: {P.PAIRS_PT:g}pt;" in css and f"pre.chart {{ font-size: {P.BODY_PT:g}pt;" in css
    assert f".pitcher pre.chart {{ font-size: {P.PITCHER_PT:g}pt;" in css
    assert min(P.BODY_PT, P.PAIRS_PT, P.PITCHER_PT) >= 6.5
    # the chart's three columns fit across the card, as do the pitcher's grades
    assert P.BATTER_STOPS[-1] + 36 <= P.CARD_TEXT_PT and P.PITCHER_STOPS[-1] + 45 <= P.CARD_TEXT_PT


def test_fit_breaks_between_results_and_keeps_every_character():
    def w(t: str) -> float:
        return width(t, P.BODY_PT)
    room = w("BB 1-2 / 1B 3-14") - 0.1
    assert P.fit("BB 1-2 / 1B 3-14 / wp OUT 15-19", room) == ["BB 1-2", "/ 1B 3-14", "/ wp OUT 15-19"]
    assert P.fit("2B 1 / 1B 2-13", w("2B 1 / 1B 2-13")) == ["2B 1 / 1B 2-13"]
    assert P.labelled(12, "BB 1-2 / HBP 3-4 / K", P.LABEL_PT + w("BB 1-2 / HBP 3-4")) == [
        ("12", "BB 1-2 / HBP 3-4"), ("", "/ K")]
    for text in ("HBP 1-11 / K 12-16 / OUT x", "TRIPLE 1-2 / DOUBLE 3-5 / SINGLE 6-12 / OUT", "KD? Def"):
        for room in (25.0, 35.0, 45.0, 60.0):
            lines = P.fit(text, room)
            assert all(w(line) <= room for line in lines) and " ".join(lines) == text


def _rows(lines: list[tuple[str, str]]) -> dict[str, str]:
    """Rows read back from a column of (label, text) lines: a continuation (no label) joins the row above."""
    rows: dict[str, str] = {}
    last = ""
    for label, text in lines:
        if label:
            last = label
            rows[label] = text
        elif text:
            rows[last] += " " + text
    return rows


def _check_batter(v, card, hr_mod):
    cols = ((BATTER_LINES, 0), (PITCHER_HITS + PITCHER_WALKS, 1), ((46, 51, 52, 53, 54) + PITCHER_KS + (65,), 2))
    for lines, k in cols:
        printed = v["cols"][k]
        room = P._room(P.BATTER_STOPS, k) - P.LABEL_PT
        assert max(width(text, P.BODY_PT) for _, text in printed) <= room, (v["name"], printed)
        rows = _rows(printed)
        assert list(rows) == [str(ln) for ln in lines]
        for ln in lines:
            want = short(card.batter.cells[line_index(ln)]) + (f" {hr_mod}" if ln == 65 and hr_mod else "")
            assert rows[str(ln)] == want.strip(), (v["name"], ln)
    # the three columns print side by side in one block, one text line a row, each at its own stop
    chart = v["chart"].split("\n")
    assert len(chart) == max(len(c) for c in v["cols"])
    for r, line in enumerate(chart):
        want = []  # (start in points, text) of every cell the row prints
        for k, col in enumerate(v["cols"]):
            label, text = col[r] if r < len(col) else ("", "")
            want += [(P.BATTER_STOPS[k], label), (P.BATTER_STOPS[k] + P.LABEL_PT, text)]
        want = [(x, t) for x, t in want if t]
        got = [(width(line[:m.start()], P.BODY_PT), m.group()) for m in re.finditer(r"[^\u2002\u2003\u2006\u2009\u200a]+",
                                                                                    line)]
        assert [t for _, t in got] == [t for _, t in want], (v["name"], r)
        assert all(abs(a - b) < 0.3 for (a, _), (b, _) in zip(got, want)), (v["name"], r, got, want)
    pairs = v["pairs"].split("\n")
    assert max(width(p, P.PAIRS_PT, bold=True) for p in pairs) <= P.CARD_TEXT_PT
    rows = _rows([(p[:2], p[3:]) if p[:2].isdigit() else ("", p.strip()) for p in pairs])
    for ln, text in rows.items():
        assert text == format_cell(card.batter.cells[line_index(int(ln))])


def test_batter_cells_fit_their_column_and_every_result_is_printed(real_team):
    team, cards, views = real_team
    batters = [v for v in views if v["kind"] == "batter"]
    by_name = {c.name: c for c in cards.values()}
    lg = from_team(team)
    generic = generic_cards(lg, False, pitcher_batting(team, lg))  # the team's pitchers' level
    for v in batters:
        card = (generic[int(v["name"].rsplit(" ", 1)[1]) - 1] if v["name"].startswith("Generic batting card")
                else by_name[v["name"]])
        _check_batter(v, card, card.batter.hr_mod)


def test_pitcher_cells_fit_their_grade_column_and_every_result_is_printed(real_team):
    _team, cards, views = real_team
    by_name = {c.name: c for c in cards.values() if c.pitcher is not None}
    room = P.PITCHER_STOPS[1] - P.PITCHER_STOPS[0] - P.GAP_PT
    wrapped = 0
    for v in (v for v in views if v["kind"] == "pitcher"):
        pc = by_name[v["name"]].pitcher
        body = v["rows"]
        assert v["body"].count("\n") == len(body) - 1
        grades: list[list[tuple[str, str]]] = [[], [], []]
        for row in body:
            for g in range(3):
                assert width(row[g + 1], P.PITCHER_PT) <= room, (v["name"], row)
                grades[g].append((row[0], row[g + 1]))
        wrapped += len(body) - 16
        for g in range(3):
            rows = _rows(grades[g])
            for ln in PITCHER_HITS + PITCHER_WALKS + PITCHER_KS:
                assert rows[str(ln)] == pitcher_cell(pc.cells[g][line_index(ln)]), (v["name"], ln, g)
            assert rows["65"] == ("HR 1-" + str(pc.hr[g]) if pc.hr[g] > 0 else f"HR {pc.hr[g]}")
            assert rows["KD"] == str(pc.kd[g])
        # the grades (four ruled groups), the head, the ratings, the band and the season line fit the card
        assert len(body) * P.PITCHER_PT * 1.12 + 4 * 1.7 + 12 + 21 + 25 + 19 <= 3.5 * 72
    assert wrapped  # these teams have splits too long for one line


def test_a_pitcher_with_his_own_batting_card_says_so(real_team):
    _team, cards, views = real_team
    pitchers = {c.name: c for c in cards.values() if c.pitcher is not None}
    for v in (v for v in views if v["kind"] == "pitcher"):
        n = pitchers[v["name"]].batter.generic
        assert v["bat"] == (f"{v['bat'][:2]}{n}" if n else f"{v['bat'][:2]} own card")
        assert re.fullmatch(r"B[RLB](\d+| own card)", v["bat"])
