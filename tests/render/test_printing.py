"""Printing for every registered game: the PDF opens, has pages, and its text names every player."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import print_cards
from dugout.games import RULESETS, make_rules


def _pdf_text(path) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), "\n".join(page.extract_text() or "" for page in reader.pages)


def _squash(s: str) -> str:
    return re.sub(r"\s+", " ", s)


@pytest.mark.parametrize("game", sorted(RULESETS))
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_pdf_names_every_player(game, paper, tmp_path, yankees_1927):
    out = print_cards(game, [yankees_1927], out=tmp_path / f"{game}.pdf", paper=paper)
    pages, text = _pdf_text(out)
    assert pages >= 2
    flat = _squash(text)
    by = yankees_1927.by_id()
    shown = {s.player for s in yankees_1927.lineup_vs_rhp} | set(yankees_1927.rotation) | \
        {b.player for b in yankees_1927.bullpen} | set(yankees_1927.bench)
    missing = [by[pid].name for pid in shown if by[pid].name not in flat]
    assert not missing, f"names missing from the {game} PDF: {missing}"


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_html_preview(game, tmp_path, yankees_1927):
    out = print_cards(game, [yankees_1927], out=tmp_path / f"{game}.html", html=True)
    html = out.read_text()
    assert html.count("<html") >= 2 and "Babe Ruth" in html


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
    from dugout.games.thats_baseball import tables as T

    out = print_cards("tb", [yankees_1927], out=tmp_path / "tb.pdf")
    _, text = _pdf_text(out)
    flat = _squash(text)
    for total, (_, desc) in T.RESULT_CHART.items():
        assert f"{total} {desc}" in flat


def test_print_refuses_to_overwrite(tmp_path, yankees_1927):
    from dugout.errors import DugoutError

    out = tmp_path / "x.pdf"
    out.write_bytes(b"keep")
    with pytest.raises(DugoutError, match="already exists"):
        print_cards("tb", [yankees_1927], out=out)
    assert out.read_bytes() == b"keep"
