"""That's Baseball printing: the layout WeasyPrint makes of the team sheet and the game card."""

from __future__ import annotations

import pytest

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
