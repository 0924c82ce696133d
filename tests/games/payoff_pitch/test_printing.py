"""Printed Payoff Pitch cards: both sizes, every player, the charts written from the engine's tables."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import print_cards
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.sources import lahman


def _text(path) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), re.sub(r"\s+", " ", "\n".join(p.extract_text() or "" for p in reader.pages))


@pytest.fixture(scope="module")
def red_sox():
    return lahman.import_team(1978, "BOS")


@pytest.mark.parametrize("size,per_page", [("pdf", 4), ("printed", 9)])
def test_cards_in_both_sizes(size, per_page, red_sox, tmp_path):
    rules = make_rules("pp", {"card-size": size})
    docs = rules.print_sheets([red_sox])
    cards_doc = docs[1]
    w, h = {"pdf": ("2.75in", "4.25in"), "printed": ("2.5in", "3.5in")}[size]
    assert f"width: {w}" in cards_doc and f"height: {h}" in cards_doc
    out = print_cards("pp", [red_sox], out=tmp_path / f"{size}.pdf", options={"card-size": size})
    pages, text = _text(out)
    assert "Jim Rice" in text and "Dennis Eckersley" in text
    n_batters = docs[1].count('class="card batter"')
    assert pages >= 1 + -(-n_batters // per_page)
    if size == "pdf":
        assert "vs LHP" in text and "vs RHP" in text
    else:
        assert "vs LHP" not in text


def test_card_text_matches_the_card(red_sox):
    rules = make_rules("pp")
    cards = rules.rate_team(red_sox)
    rice = cards["riceji01"]
    html = "\n".join(rules.print_sheets([red_sox]))
    for code, a, b in rice.bat.vs_l.ranges(T.SEC_P):
        assert f"{T.CODE_NAMES[code]} {a}-{b}" in html or f"{T.CODE_NAMES[code]} {a}" in html
    eck = cards["eckerde01"].pit
    for total in range(2, 13):
        assert f"{total:>2}  {eck.label_text(total)}" in html
    assert eck.stamina_text() in html


def test_chart_sheet_comes_from_the_tables(red_sox, tmp_path):
    out = print_cards("pp", [red_sox], out=tmp_path / "charts.pdf")
    _, text = _text(out)
    for a, b, pos, chk in T.DEFENSE_ROWS[:-1]:
        rng = f"{a}-{b}" if a != b else str(a)
        assert f"{rng} {['P', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'][pos - 1]} {'Range' if chk == T.CHECK_RANGE else 'Error'}" in text
    for k in range(2, 13):
        assert T.RARE_EMPTY[k][2] in text and T.RARE_RUNNERS[k][2] in text
    for letter in range(5):
        row = " ".join(str(T.STEAL_RANGE[letter][arm]) for arm in range(1, 6))
        assert row in text
    assert f"WHEEL 01-{T.ballpark_wheel(red_sox.park.bpf)}" in text
