"""Printing, for every registered game: the PDF opens (on letter or A4 paper, by the game) and names every player
of the team sheet, the HTML preview holds one document per sheet, and printing a team never changes how it plays."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import play_one, print_cards
from dugout.games import RULESETS

GAMES = sorted(RULESETS)


def _pdf_text(path) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), "\n".join(page.extract_text() or "" for page in reader.pages)


@pytest.mark.parametrize("game", GAMES)
def test_pdf_names_every_player(game, tmp_path, yankees_1927):
    out = print_cards(game, [yankees_1927], out=tmp_path / f"{game}.pdf", paper="a4" if len(game) % 2 else "letter")
    pages, text = _pdf_text(out)
    assert pages >= 1
    flat = re.sub(r"\s+", " ", text)
    by = yankees_1927.by_id()
    shown = {s.player for s in yankees_1927.lineup_vs_rhp} | set(yankees_1927.rotation) | \
        {b.player for b in yankees_1927.bullpen} | set(yankees_1927.bench)
    missing = [by[pid].name for pid in shown if by[pid].name not in flat]
    assert not missing, f"names missing from the {game} PDF: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_html_preview_and_printing_leaves_play_alone(game, tmp_path, yankees_1927, athletics_1927):
    before = play_one(game, yankees_1927, athletics_1927, seed=5).box.to_dict()
    out = print_cards(game, [yankees_1927, athletics_1927], out=tmp_path / f"{game}.html", html=True)
    html = out.read_text()
    assert html.count("<html") >= 2 and "Babe Ruth" in html and "Lefty Grove" in html
    assert play_one(game, yankees_1927, athletics_1927, seed=5).box.to_dict() == before
