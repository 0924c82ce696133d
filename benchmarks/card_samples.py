"""The sample cards in docs/cards/: one card front and back per card game (Babe Ruth and Waite Hoyt of the 1927
Yankees), and the top of the team sheet of the sheet games, rendered from the shipped code (the same PDF
``dugout cards`` writes, drawn by PDFium at 200 dpi and cut along the card's edges).

Run: .venv/bin/python benchmarks/card_samples.py [OUT_FOLDER]   (default docs/cards)
"""

from __future__ import annotations

import dataclasses
import io
import sys
from pathlib import Path

from dugout.engine.ruleset import PrintSelection
from dugout.games import make_rules
from dugout.render import cardsheet, pdf_bytes
from dugout.sources import lahman

DPI = 200
CARD_GAMES = {"deadball": "Deadball", "fall-classic": "Fall Classic", "payoff-pitch": "Payoff Pitch"}
SHEET_GAMES = ("thats-baseball", "pine-tar")
PLAYERS = ("ruthba01", "hoytwa01")


def _pages(pdf: bytes) -> list:  # type: ignore[type-arg]
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf)
    return [doc[k].render(scale=DPI / 72).to_pil().convert("RGB") for k in range(len(doc))]


def _save(image, path: Path) -> None:  # type: ignore[no-untyped-def]
    buf = io.BytesIO()
    image.save(buf, format="PNG", optimize=True)
    path.write_bytes(buf.getvalue())
    print(f"wrote {path} ({image.size[0]} x {image.size[1]})")


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "docs" / "cards"
    out.mkdir(parents=True, exist_ok=True)
    team = lahman.import_team(1927, "NYY")
    g = cardsheet.grid("letter")
    px = DPI
    for game in CARD_GAMES:
        for pid, kind in zip(PLAYERS, ("batter", "pitcher")):
            select = PrintSelection(team=False, charts=False, players=frozenset({pid}), backs=True)
            pages = _pages(pdf_bytes(make_rules(game).print_sheets([team], "letter", select)))
            # the first card of the first page of fronts, and its back: the mirrored slot of the next page
            box = (round(g.left * px), round(g.top * px), round((g.left + g.card_w) * px),
                   round((g.top + g.card_h) * px))
            back_left = g.mirrored(g.left)
            back_box = (round(back_left * px), box[1], round((back_left + g.card_w) * px), box[3])
            # a pitcher who bats prints a batting card first (Payoff Pitch): his pitcher card is the last front
            _save(pages[0 if kind == "batter" else -2].crop(box), out / f"{game}-{kind}-front.png")
            if kind == "batter":
                _save(pages[1].crop(back_box), out / f"{game}-back.png")
    for game in SHEET_GAMES:
        select = dataclasses.replace(PrintSelection(cards=False, charts=False))
        pages = _pages(pdf_bytes(make_rules(game).print_sheets([team], "letter", select)))
        w, h = pages[0].size
        _save(pages[0].crop((0, 0, w, round(h * 0.42))), out / f"{game}-sheet.png")


if __name__ == "__main__":
    main()
