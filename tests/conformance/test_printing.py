"""Printing, for every registered game: the PDF opens (on letter or A4 paper, by the game) and names every player
of the team sheet, the HTML preview holds one document per sheet, and printing a team never changes how it plays."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import play_one, print_cards
from dugout.engine.ruleset import PrintSelection
from dugout.games import RULESETS, make_rules

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


@pytest.mark.parametrize("game", GAMES)
def test_what_to_print(game, tmp_path, yankees_1927, athletics_1927):
    """--player prints that player alone; --team-only and --cards-only split what the whole print holds; two
    teams print team by team, each team's documents before the next one's."""
    rules = make_rules(game)
    whole = rules.print_sheets([yankees_1927, athletics_1927])
    text = "\n".join(whole)
    assert text.index("Lazzeri") < text.index("Lefty Grove") or game == "toy"
    one = print_cards(game, [yankees_1927, athletics_1927], players=["Lou Gehrig"], out=tmp_path / "g.html",
                      html=True).read_text().lower()
    assert "gehrig" in one and "lazzeri" not in one and "grove" not in one
    team = rules.print_sheets([yankees_1927], select=PrintSelection(cards=False, charts=False))
    cards = rules.print_sheets([yankees_1927], select=PrintSelection(team=False, charts=False))
    charts = rules.print_sheets([yankees_1927], select=PrintSelection(team=False, cards=False))
    assert team or cards
    assert len(team) + len(cards) + len(charts) >= len(rules.print_sheets([yankees_1927]))
    assert all(d in rules.print_sheets([yankees_1927]) for d in charts)


def test_a_season_player_and_page_previews(tmp_path, run_cli, monkeypatch):
    """'1927:Babe Ruth' prints his card from his team of that season; --png writes a preview of every page of
    the PDF beside it, refuses to overwrite old previews without --force and removes stale ones with it."""
    import pypdfium2 as pdfium

    monkeypatch.delenv("DUGOUT_HOME")
    monkeypatch.chdir(tmp_path)
    code, _out, err = run_cli("cards", "db", "1927:Babe Ruth", "--png")
    assert code == 0, err
    pdf = tmp_path / "cards" / "deadball-1927NYA-BabeRuth.pdf"
    assert pdf.is_file() and "Babe Ruth" in _pdf_text(pdf)[1] and "Lou Gehrig" not in _pdf_text(pdf)[1]
    pages = len(pdfium.PdfDocument(pdf.read_bytes()))
    pngs = sorted(pdf.parent.glob("*.png"))
    assert [p.name for p in pngs] == [f"deadball-1927NYA-BabeRuth-p{k:02d}.png" for k in range(1, pages + 1)]
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in pngs)
    code, _, err = run_cli("cards", "db", "1927:Babe Ruth", "--png")
    assert code == 2 and "already exists (use --force" in err
    code, _, err = run_cli("cards", "db", "1927:NYY", "--cards-only", "--png", "-o", str(pdf), "--force")
    assert code == 0, err
    assert len(sorted(pdf.parent.glob("*.png"))) == len(pdfium.PdfDocument(pdf.read_bytes())) > pages


@pytest.mark.parametrize("args,message", [
    (["--player", "Nobody Atall"], "--player 'Nobody Atall': no player of that name on 1927 New York Yankees"),
    (["--player", "Smith", "--player", "x"], "no player of that name"),
    (["--team-only", "--cards-only"], "--team-only and --cards-only"),
    (["--png", "--html"], "--png previews the PDF"),
    (["--png", "-o", "FILE"], "afile is a file, not a folder"),
])
def test_bad_print_requests_are_one_line(args, message, tmp_path, run_cli):
    (tmp_path / "afile").write_text("x")
    args = [str(tmp_path / "afile" / "sub") if a == "FILE" else a for a in args]
    code, _out, err = run_cli("cards", "db", "1927:NYY", *args)
    assert code == 2 and message in err and err.count("\n") == 1, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


def test_unknown_season_player_names_the_closest():
    from dugout.errors import DugoutError

    with pytest.raises(DugoutError, match=r"no team or player 'Bab Ruth' in 1927; did you mean Babe Ruth\?"):
        print_cards("db", ["1927:Bab Ruth"])


@pytest.mark.parametrize("game,title", [("fall-classic", "Fall Classic scorecard"),
                                        ("payoff-pitch", "Payoff Pitch scorecard")])
def test_the_shared_scorecard(game, title, yankees_1927):
    """Fall Classic and Payoff Pitch print the shared scorecard with their team: the batting order with each
    man's rating, a substitute's row under every batter, ten innings, the pitchers and blank rows to six."""
    import html as _html

    docs = [_html.unescape(d) for d in make_rules(game).print_sheets([yankees_1927],
                                                                     select=PrintSelection(cards=False, charts=False))]
    card = next(d for d in docs if title in d)
    order = [yankees_1927.player(s.player).name for s in yankees_1927.lineup_vs_rhp]
    assert [card.index(f"{n}. {name}") for n, name in enumerate(order, 1)] == sorted(
        card.index(f"{n}. {name}") for n, name in enumerate(order, 1))
    assert card.count('<tr class="sub">') == len(order)
    assert all(f'<th class="inn">{i}</th>' in card for i in range(1, 11))
    assert card.count("<tr><td class=\"nm\">") >= 6


def test_fall_classic_prints_a_lineup_and_rotation_sheet(yankees_1927):
    """The shared lineup sheet: both default lineups, the bench, the bullpen by role and the rotation with room to
    log starts, each man with the rating the game prints."""
    import html as _html

    docs = [_html.unescape(d) for d in make_rules("fc").print_sheets([yankees_1927],
                                                                   select=PrintSelection(cards=False, charts=False))]
    sheet = next(d for d in docs if "lineups and rotation" in d)
    by = yankees_1927.by_id()
    for pid in list(yankees_1927.rotation) + [b.player for b in yankees_1927.bullpen] + list(yankees_1927.bench):
        assert by[pid].name in sheet
    # ten starts to log a starter: one cell ruled into ten by its background
    assert sheet.count('<td class="log" colspan="10"></td>') == max(5, len(yankees_1927.rotation))


def test_pine_tar_marks_the_optional_tables_and_boxes_the_mip(yankees_1927):
    """The optional rules' tables are headed in blue, the others in brown; each pitcher's MIP has a box an
    inning to tick."""
    import html as _html

    from dugout.games.pine_tar.printing import OPTIONAL_TABLES

    rules = make_rules("pt")
    tables = _html.unescape(rules.print_sheets([yankees_1927], select=PrintSelection(team=False, cards=False))[0])
    for title in OPTIONAL_TABLES:
        assert f'<h2 class="opt">{title}' in tables
    assert '<h2>Hit Location</h2>' in tables and '<h2>Base Advancement</h2>' in tables
    sheets = "".join(_html.unescape(d) for d in rules.print_sheets([yankees_1927], select=PrintSelection(charts=False)))
    assert '9</pre><div class="boxes">□□□□□□□□□</div>' in sheets  # MIP=9 (a pitcher's MIP ends his grades block)
    assert "MIP=9" in sheets


@pytest.mark.parametrize("size", ["pdf", "printed"])
def test_payoff_pitch_prints_the_pitcher_batting_card_its_pitchers_point_to(size, yankees_1927):
    """Pitcher cards that say 'BATTING (pitcher card)' find that card printed with the team's batters, one for
    each hand such pitchers bat with, without any one pitcher's line on it."""
    import html as _html

    docs = "".join(_html.unescape(d) for d in make_rules("pp", {"card-size": size}).print_sheets(
        [yankees_1927], select=PrintSelection(team=False, charts=False)))
    pointing = docs.count("BATTING (pitcher card)")
    assert pointing >= 5
    cards = docs.count('class="nm">Pitcher batting card')
    hands = {p.bats for p in yankees_1927.players if p.is_pitcher and (p.batting is None or p.batting.pa < 100)}
    assert 1 <= cards <= len(hands)
    assert docs.count("bats with this card") == cards
