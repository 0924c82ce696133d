"""Deadball printing: team sheet, scorecard, player cards and charts for bundled and real teams."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.games.deadball import Deadball
from dugout.games.deadball.generate.bundled import deadball_stars, southern_circuit
from dugout.render import write_pdf


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_documents_for_a_bundled_team():
    team = southern_circuit()[0]
    docs = Deadball().print_sheets([team])
    assert len(docs) == 4 and all(d.lstrip().startswith("<!doctype html>") for d in docs)
    sheet, scorecard, cards, charts = (_text(d) for d in docs)
    assert "Team Score 70" in sheet and "batting 339 + pitching 360" in sheet
    assert "Dash the Flash 2B 32/37 S D+" in sheet
    assert "Pam Casey starter d12 R 13" in sheet and "P- ST+" in sheet
    for p in team.players:
        assert p.name in sheet and p.name in cards, p.name
    for s in team.lineup_vs_rhp[:8]:
        n = team.player(s.player).native["deadball"]
        assert f"{n['bt']}{n['hand']}" in scorecard
    assert "P: d12" in scorecard and "size: 11in 8.5in" in docs[1]
    assert "C+ HT 1-2 double" in cards and "Advanced Hit Table" in charts and "3.50-3.99 -d4" in charts


def test_five_tool_and_a4(tmp_path):
    docs = Deadball().print_sheets([deadball_stars()[1]], paper="a4")
    assert "size: 210mm 297mm" in docs[0]
    assert "Five Tool POW 2 CON 8 EYE 5 SPD 5 DEF 5" in _text(docs[2])
    out = write_pdf(docs, tmp_path / "stars.pdf")
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    text = " ".join(page.extract_text() or "" for page in reader.pages)
    # sheet, scorecard, the nine cards and the seven relievers rolled for the lineup's lone pitcher (short-staff)
    # on two pages (nine to a page on A4 as on letter), two chart pages
    assert len(reader.pages) == 6 and "Dutch Kreilich" in text and "J.J. Perkins" in text
    assert len(Deadball({"short-staff": "none"}).print_sheets([deadball_stars()[1]], paper="a4")) == 4
    assert "circle the pitch thrown" in _text(docs[1]) and _text(docs[1]).count("FB CH BB") >= 9 * 10


def test_real_team_sheet(yankees_1927):
    docs = Deadball().print_sheets([yankees_1927])
    sheet = _text(docs[0])
    assert "Babe Ruth RF 36/49 L P++ " in sheet
    assert "Waite Hoyt* starter d8 R 22 2.63 CN+ ST+" in sheet


# --- layout: what WeasyPrint actually lays out ------------------------------------------------------------------

@pytest.fixture(scope="module")
def cubs_2016():
    from dugout.sources import lahman

    return lahman.import_team(2016, "CHN")


@pytest.mark.parametrize("paper,per_row,per_page", [("letter", 3, 9), ("a4", 3, 9)])
def test_cards_fill_the_page_in_rows(paper, per_row, per_page, weasy):
    """Trading cards three to a row, three rows, on letter and A4: A4's narrower
    page once fitted only two a row, wasting a third of it."""
    team = southern_circuit()[0]
    cards_doc = Deadball().print_sheets([team], paper=paper)[2]
    doc = weasy.layout(cards_doc)
    first = list(weasy.boxes(weasy.page_box(doc.pages[0]), "div", "card"))[:per_row + 1]
    assert len({round(b.position_y) for b in first[:per_row]}) == 1, "the first row is full"
    assert first[per_row].position_y > first[0].position_y
    assert len(doc.pages) == -(-len(team.players) // per_page)


def test_pitcher_table_keeps_columns_and_repeats_its_header(cubs_2016, weasy):
    """Matusz's 18.00 ERA used to push his traits a place right; the table's header repeats on page 2."""
    sheet = Deadball().print_sheets([cubs_2016])[0]
    assert "18.00" in sheet
    doc = weasy.layout(sheet)
    assert len(doc.pages) == 2
    xs, heads = set(), 0
    for page in doc.pages:
        for table in weasy.boxes(weasy.page_box(page), "table", "pit"):
            heads += sum(1 for _ in weasy.boxes(table, "thead"))
            xs |= {round(b.position_x, 1) for b in weasy.boxes(table, "td", "tr")}
    assert len(xs) == 1, xs
    assert heads == 2, "the pitchers' header on both pages"


def test_d_plus_reminder_says_what_the_arm_does():
    from dugout.games.deadball.printing import REMINDERS

    d = REMINDERS["D+"]
    assert not d.rstrip().endswith("arm")
    assert "out at home on 10+" in d and "routine DP on 10+" in d


def test_a_pinch_hitter_in_1908_is_no_dh():
    """Vin Campbell's only 1908 game was as a pinch hitter; the model falls back to DH, the sheet says PH."""
    from dugout.games.deadball.printing import position_label
    from dugout.model.player import Player
    from dugout.sources import lahman

    team = lahman.import_team(1908, "CHN")
    assert not team.dh
    sheet, _, cards, _ = (_text(d) for d in Deadball().print_sheets([team]))
    assert "Vin Campbell* PH 23/29 L" in sheet and " DH " not in sheet  # * : 1908 recorded no CS
    assert "PH · Bats L" in cards
    assert position_label(Player("o", "Ortiz", games_at={"DH": 140, "1B": 8})) == "DH"


@pytest.mark.parametrize("season,team,rating", [(1995, "COL", "hitter's park (+1 to Hit Table rolls), BPF 129"),
                                                (1927, "NYY", "neutral park, BPF 98"),
                                                (1968, "LAN", "pitcher's park (-1 to Hit Table rolls), BPF 92")])
def test_the_team_sheet_gives_the_park_rating_the_game_plays(season, team, rating):
    """The park's Hit Table modifier, the one the game applies at home, is printed on the team sheet (and not
    when park factors are off)."""
    import html

    from dugout.engine.ruleset import PrintSelection
    from dugout.games import make_rules
    from dugout.sources import lahman

    t = lahman.import_team(season, team)
    sheet = html.unescape(make_rules("db").print_sheets([t], select=PrintSelection(cards=False, charts=False))[0])
    assert rating in sheet
    off = make_rules("db", {"park-factors": "off"}).print_sheets([t], select=PrintSelection(cards=False,
                                                                                             charts=False))[0]
    assert "BPF" not in html.unescape(off).split("</h1>")[0] + html.unescape(off).split("team sheet", 1)[1][:200]
