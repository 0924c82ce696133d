"""Printed Payoff Pitch cards: both sizes, every player, the charts written from the engine's tables."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from dugout.api.games import print_cards
from dugout.games import make_rules
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card_ballpark import ballpark_wheel
from dugout.sources import lahman


def _text(path) -> tuple[int, str]:
    reader = PdfReader(io.BytesIO(path.read_bytes()))
    return len(reader.pages), re.sub(r"\s+", " ", "\n".join(p.extract_text() or "" for p in reader.pages))


def _doc(docs: list[str], kind: str) -> str:
    """The document of a team's batter or pitcher cards."""
    return next(d for d in docs if f"{kind}</title>" in d)


@pytest.fixture(scope="module")
def red_sox():
    return lahman.import_team(1978, "BOS")


@pytest.mark.parametrize("size,per_page", [("pdf", 4), ("printed", 9)])
def test_cards_in_both_sizes(size, per_page, red_sox, tmp_path):
    rules = make_rules("pp", {"card-size": size})
    docs = rules.print_sheets([red_sox])
    cards_doc = _doc(docs, "batters")
    w, h = {"pdf": ("2.75in", "4.25in"), "printed": ("2.5in", "3.5in")}[size]
    assert f"width: {w}" in cards_doc and f"height: {h}" in cards_doc
    out = print_cards("pp", [red_sox], out=tmp_path / f"{size}.pdf", options={"card-size": size})
    pages, text = _text(out)
    assert "Jim Rice" in text and "Dennis Eckersley" in text
    n_batters = cards_doc.count('class="card batter"')
    assert pages >= 1 + -(-n_batters // per_page)
    if size == "pdf":
        assert "vs LHP" in text and "vs RHP" in text
    else:
        assert "vs LHP" not in text


@pytest.mark.parametrize("size", ["pdf", "printed"])
def test_card_text_matches_the_card(size, red_sox):
    """The split card prints both sides, the printed (default) card the standard one."""
    rules = make_rules("pp", {"card-size": size})
    cards = rules.rate_team(red_sox)
    rice = cards["riceji01"]
    html = re.sub("[\u2002\u2003\u2006\u2009\u200a]+", " ", "\n".join(rules.print_sheets([red_sox])))
    for side in (rice.bat.vs_l, rice.bat.vs_r) if size == "pdf" else (rice.bat.std,):
        for code, a, b in side.ranges(T.SEC_P):
            assert f"{T.CODE_NAMES[code]} {a}-{b}" in html or f"{T.CODE_NAMES[code]} {a}" in html
    eck = cards["eckerde01"].pit
    for total in range(2, 13):
        assert f"{total} {eck.label_text(total)}" in html
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
    assert f"WHEEL 01-{ballpark_wheel(red_sox.park.bpf)}" in text


# --- layout: nothing cut off, columns aligned ---------------------------------------------------------------------
def _boxes(html: str):
    """Every layout box of the first page of an HTML document laid out by WeasyPrint."""
    from weasyprint import HTML

    from dugout.render import templates_dir

    doc = HTML(string=html, base_url=str(templates_dir()) + "/").render()

    def walk(box):
        yield box
        for child in getattr(box, "children", None) or ():
            yield from walk(child)

    return [b for page in doc.pages for b in walk(page._page_box)]


def _classes(box) -> set[str]:
    el = getattr(box, "element", None)
    return set((el.get("class") or "").split()) if el is not None else set()


def _text_right(box) -> float:
    return box.position_x + box.width


def _untagged(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", "", html))


@pytest.fixture(scope="module")
def teams():
    return {key: lahman.import_team(*key) for key in ((2016, "CHN"), (2016, "LAN"), (1884, "PRO"))}


@pytest.mark.parametrize("key,pid", [((2016, "CHN"), "baezja01"), ((2016, "CHN"), "contrwi01"),
                                     ((2016, "LAN"), "kendrho01"), ((1884, "PRO"), "hinespa01"),
                                     ((1884, "PRO"), "sweench01")])
def test_team_sheet_shows_the_whole_fielding_text(key, pid, teams):
    team = teams[key]
    card = make_rules("pp").rate_team(team)[pid]
    field = "; ".join(f.text(pos) for pos, f in card.bat.fielding.items())
    assert len(field) > 58, "pick a player whose fielding runs past the old 58-character cut"
    sheet = make_rules("pp").print_sheets([team])[0]
    assert field in _untagged(sheet)


def test_team_sheet_columns_are_table_cells(teams):
    team = teams[(2016, "CHN")]
    sheet = make_rules("pp").print_sheets([team])[0]
    rows = re.findall(r"<tr>(.*?)</tr>", sheet, flags=re.DOTALL)
    assert len(rows) == 1 + len(team.players) - sum(1 for c in make_rules("pp").rate_team(team).values()
                                                    if c.is_pitcher and not c.own_batting)
    assert {r.count("<td") + r.count("<th") for r in rows} == {10}
    hammel = next(r for r in rows if "Jason Hammel" in r)
    assert '<td class="sac">2-4, 11-12</td>' in hammel


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("key", [(2016, "CHN"), (2016, "LAN"), (1884, "PRO")])
def test_team_sheet_stays_on_the_page_and_aligned(key, paper, teams):
    boxes = _boxes(make_rules("pp").print_sheets([teams[key]], paper=paper)[0])
    body = next(b for b in boxes if b.element_tag == "body")
    right = body.content_box_x() + body.width
    from weasyprint.formatting_structure.boxes import TableCellBox, TextBox

    texts = [b for b in boxes if isinstance(b, TextBox)]
    over = [(b.text, round(_text_right(b) * 0.75, 1)) for b in texts if _text_right(b) > right + 0.5]
    assert not over, f"text past the right margin ({right * 0.75:.1f}pt): {over[:5]}"
    # every batter row puts Sac, Run, Inj and Fielding at the same x
    for cls in ("sac", "inj", "field"):
        xs = {round(b.position_x, 2) for b in boxes if isinstance(b, TableCellBox) and cls in _classes(b)}
        assert len(xs) == 1, (cls, xs)


@pytest.mark.parametrize("size", ["pdf", "printed"])
@pytest.mark.parametrize("key", [(2016, "CHN"), (2016, "LAN")])
def test_pitcher_cards_show_the_whole_bunt_rating(key, size, teams):
    """As laid out by WeasyPrint, no text of a pitcher card runs past the card's padding (BUNT was cut to 'BU')."""
    from weasyprint.formatting_structure.boxes import TextBox

    team = teams[key]
    rules = make_rules("pp", {"card-size": size})
    cards = rules.rate_team(team)
    doc = _doc(rules.print_sheets([team]), "pitchers")
    on_pitcher_card = [c for c in cards.values() if c.is_pitcher and not c.own_batting]
    assert len(on_pitcher_card) >= 10
    assert all(f"BUNT {T.GRADES[c.bat.bunt]}" in doc for c in on_pitcher_card)
    n = 0
    for card in (b for b in _boxes(doc) if "card" in _classes(b)):
        right = card.content_box_x() + card.width
        stack = [card]
        while stack:
            b = stack.pop()
            stack.extend(getattr(b, "children", None) or ())
            if isinstance(b, TextBox):
                assert _text_right(b) <= right + 0.5, (b.text, _text_right(b) * 0.75, right * 0.75)
                n += 1
    assert n


@pytest.mark.parametrize("size", ["pdf", "printed"])
def test_card_lines_fit_their_columns(size, teams):
    """Every line of a card's columns fits its room (points, in the card face), and the second column starts at
    its stop on every line of the block."""
    from dugout.games.payoff_pitch import printing as P
    from dugout.render.tabs import width

    gaps = "[\u2002\u2003\u2006\u2009\u200a]+"
    for key in ((2016, "CHN"), (2016, "LAN"), (1884, "PRO")):
        for c in make_rules("pp", {"card-size": size}).rate_team(teams[key]).values():
            if c.is_pitcher:
                rows, info = P.pitcher_blocks(c)["cols"]
                assert f"BUNT {T.GRADES[c.bat.bunt]}{'#' if c.own_batting else ''}" in info
                assert max(width(r, P.ROWS_PT, bold=True) for r in rows) <= P.text_pt("printed")
                assert max(width(i, P.BODY_PT) for i in info) <= P.text_pt("printed")
            blocks = P.batter_blocks(c, size, splits=True)
            left, right = blocks["cols"]
            pt = P.BODY_PTS[size]
            rooms = P.batter_rooms(size)
            assert max(width(x, pt) for x in left) <= rooms[0] and max(width(x, pt) for x in right) <= rooms[1]
            for r, line in enumerate(blocks["body"].split("\n")):
                if r < len(right) and right[r]:
                    start = line.rindex(right[r])
                    assert abs(width(line[:start], pt) - (rooms[0] + P.GAP_PT)) < 0.3, (line, right[r])
                    assert re.sub(gaps, "", line[:start]) == (left[r] if r < len(left) else "").replace(" ", " ") \
                        or re.sub(gaps, "", line[:start]).strip() == re.sub(gaps, "", left[r] if r < len(left) else "")
