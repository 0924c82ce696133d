"""That's Baseball printing: the layout WeasyPrint makes of the team sheet and the game card."""

from __future__ import annotations

import pytest

from dugout.games.thats_baseball.sheets import print_sheets
from dugout.sources import lahman


def _layout(html: str):
    from weasyprint import HTML

    from dugout.paths import templates_dir

    return HTML(string=html, base_url=str(templates_dir()) + "/").render()


def _boxes(box, tag: str, cls: str | None = None):
    """The outermost box of every element with this tag (and class word), in document order."""
    el = getattr(box, "element", None)
    if el is not None and el.tag == tag and (cls is None or cls in (el.get("class") or "").split()):
        yield box
        return
    for child in getattr(box, "children", ()):
        yield from _boxes(child, tag, cls)


def _text(box) -> str:
    return getattr(box, "text", "") + "".join(_text(c) for c in getattr(box, "children", ()))


@pytest.fixture(scope="module")
def dodgers_2016():
    return lahman.import_team(2016, "LAN")


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_game_card_blanks_sit_on_one_line_above_the_batters(dodgers_2016, paper):
    """'Park ____' used to wrap to a second line whose underline ran into the batter table's top border."""
    card = print_sheets([dodgers_2016], paper)[1]
    assert "____" not in card
    page = _layout(card).pages[0]._page_box
    blanks = next(_boxes(page, "table", "blanks"))
    keys = {_text(b).strip(): b for b in _boxes(blanks, "td", "k")}
    assert set(keys) == {"Date", "Opponent", "Park"}
    assert len({round(b.position_y) for b in keys.values()}) == 1, "one line"
    grid = next(_boxes(page, "table", "grid"))
    assert blanks.position_y + blanks.margin_height() <= grid.position_y


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_55_man_roster_fits_one_team_sheet(dodgers_2016, paper):
    """The 2016 Dodgers' last three pitchers used to spill onto a page of their own with no header."""
    assert len(dodgers_2016.players) >= 55
    sheet = print_sheets([dodgers_2016], paper)[0]
    assert len(_layout(sheet).pages) == 1
    # and should a longer one run over, every table's header row is a <thead>, which WeasyPrint repeats
    assert sheet.count('<table class="r">') == sheet.count('<table class="r"><thead>') == 4


def test_a_table_that_runs_over_repeats_its_header(dodgers_2016):
    from dugout.games.thats_baseball.sheets import _team_context
    from dugout.render import render_template

    sheet = render_template("thats-baseball/sheet.html.j2", page_size="8.5in 7in", **_team_context(dodgers_2016))
    pages = _layout(sheet).pages
    assert len(pages) == 2
    heads = [_text(h) for h in _boxes(pages[1]._page_box, "thead")]
    assert any("Pitcher" in h and "PAN" in h for h in heads), heads
