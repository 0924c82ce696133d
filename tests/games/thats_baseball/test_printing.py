"""That's Baseball printing: the layout WeasyPrint makes of the team sheet and the game card, each rating on the
sheet, and a chart sheet built from the engine's own tables."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import print_cards
from dugout.games import make_rules
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.options import ThatsBaseballOptions
from dugout.games.thats_baseball.printing import print_sheets
from dugout.sources import lahman


@pytest.fixture(scope="module")
def dodgers_2016():
    return lahman.import_team(2016, "LAN")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_game_card_blanks_sit_on_one_line_above_the_batters(dodgers_2016, paper, weasy):
    """'Park ____' used to wrap to a second line whose underline ran into the batter table's top border."""
    card = print_sheets([dodgers_2016], ThatsBaseballOptions(), paper)[1]
    assert "____" not in card
    page = weasy.page_box(weasy.layout(card).pages[0])
    blanks = next(weasy.boxes(page, "table", "blanks"))
    keys = {weasy.text(b).strip(): b for b in weasy.boxes(blanks, "td", "k")}
    assert set(keys) == {"Date", "Opponent", "Park"}
    assert len({round(b.position_y) for b in keys.values()}) == 1, "one line"
    grid = next(weasy.boxes(page, "table", "grid"))
    assert blanks.position_y + blanks.margin_height() <= grid.position_y


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_55_man_roster_fits_one_team_sheet(dodgers_2016, paper, weasy):
    """The 2016 Dodgers' last three pitchers used to spill onto a page of their own with no header."""
    assert len(dodgers_2016.players) >= 55
    sheet = print_sheets([dodgers_2016], ThatsBaseballOptions(), paper)[0]
    assert len(weasy.layout(sheet).pages) == 1
    # and should a longer one run over, every table's header row is a <thead>, which WeasyPrint repeats
    assert sheet.count('<table class="r">') == sheet.count('<table class="r"><thead>') == 4


def test_a_table_that_runs_over_repeats_its_header(dodgers_2016, weasy):
    from dugout.games.thats_baseball.printing import _team_context
    from dugout.render import render_template

    sheet = render_template("thats-baseball/sheet.html.j2", page_size="8.5in 7in", **_team_context(dodgers_2016))
    pages = weasy.layout(sheet).pages
    assert len(pages) == 2
    heads = [weasy.text(h) for h in weasy.boxes(weasy.page_box(pages[1]), "thead")]
    assert any("Pitcher" in h and "PAN" in h for h in heads), heads


def _pdf_text(path) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), "\n".join(page.extract_text() or "" for page in reader.pages)


def _squash(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def test_thats_baseball_sheet_shows_each_rating(tmp_path, yankees_1927):
    out = print_cards("tb", [yankees_1927], out=tmp_path / "tb.pdf")
    _, text = _pdf_text(out)
    rules = make_rules("tb")
    cards = rules.rate_team(yankees_1927)
    by = yankees_1927.by_id()
    lines = text.splitlines()
    for s in yankees_1927.lineup_vs_rhp:
        p, c = by[s.player], cards[s.player]
        want = "P" if c.pitcher_chart else str(c.aba)
        assert any(p.name in ln and ln.rstrip().endswith(want) for ln in lines), (p.name, want)
    for pid in yankees_1927.rotation:
        p, c = by[pid], cards[pid]
        want = f"{c.pan:+d}" if c.pan else "0"
        assert any(p.name in ln and ln.rstrip().endswith(want) for ln in lines), (p.name, want)


def test_chart_sheet_is_built_from_the_engine_tables(tmp_path, yankees_1927):
    out = print_cards("tb", [yankees_1927], out=tmp_path / "tb.pdf")
    _, text = _pdf_text(out)
    flat = _squash(text)
    for total, (_, desc) in T.RESULT_CHART.items():
        assert f"{total} {desc}" in flat


def test_the_chart_sheet_has_what_the_table_needs(yankees_1927):
    """The hit-and-run chart, the fielder's choice and the order of a plate appearance come from the tables the
    plate appearance reads; the game card leaves a row for a substitute under every batter."""
    import html as _html

    from dugout.engine.ruleset import PrintSelection

    rules = make_rules("tb")
    charts = _html.unescape(rules.print_sheets([yankees_1927], select=PrintSelection(team=False, cards=False))[0])
    for text in T.HIT_AND_RUN.values():
        assert text in charts
    assert T.FIELDERS_CHOICE in charts
    for _who, what in T.SEQUENCE:
        assert what in charts
    card = rules.print_sheets([yankees_1927], select=PrintSelection(cards=False, charts=False))[-1]
    assert card.count('<tr class="sub">') == len(yankees_1927.lineup_vs_rhp)
