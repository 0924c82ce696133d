"""Deadball printing: team sheet, scorecard, player cards and charts for bundled and real teams."""

from __future__ import annotations

import io
import re

from pypdf import PdfReader

from dugout.games.deadball import Deadball
from dugout.games.deadball.bundled import deadball_stars, southern_circuit
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
    assert len(reader.pages) == 5 and "Dutch Kreilich" in text and "J.J. Perkins" in text


def test_real_team_sheet(yankees_1927):
    docs = Deadball().print_sheets([yankees_1927])
    sheet = _text(docs[0])
    assert "Babe Ruth RF 36/49 L P++ C-" in sheet
    assert "Waite Hoyt starter d8 R 22 2.63 CN+ ST+" in sheet
