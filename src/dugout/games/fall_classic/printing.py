"""Printing Fall Classic (``print_sheets(teams, options, paper)``): batter and pitcher cards nine to a page, team
sheets with the ballpark card, and the chart sheets — every chart drawn from the same tables the play loop reads
(``tables``, ``tables_54``), every card rated through ``ratings``. Templates are in ``dugout/templates/fall-classic/``.

Cards are laid out as a few text blocks each so WeasyPrint lays them out fast: the chart's columns are lined up
inside one block, one text line a row, in the proportional card face (``render.tabs.columns``); every cell is
fitted to its column's room in points (:func:`fit`), a long split continuing on the next line, so no result runs
into the next column or off the card.
"""

from __future__ import annotations

import textwrap

from dugout.engine.estimates import MARK, mark_names, team_estimates
from dugout.engine.ruleset import PRINT_ALL, PrintSelection
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic import tables_54 as C
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import (
    BASE_MASK,
    BATS_SIDE,
    BATTER_LINES,
    BB,
    CH54,
    DBL,
    DEF51,
    DEF52,
    DEF53,
    GRADES,
    HBP,
    HR,
    L65,
    NOX,
    OUT,
    OUTF,
    OUTG,
    OUTX,
    PAIR_LINES,
    PARK,
    PITCHER_HITS,
    PITCHER_KS,
    PITCHER_WALKS,
    PLUS,
    SNG,
    TL1B,
    TR1B,
    TRP,
    WPF,
    Cell,
    K,
    format_cell,
    line_index,
)
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.ratings import (
    RATING_INPUTS,
    arm_text,
    ballpark,
    generic_cards,
    pitcher_batting,
    rate_team,
    rating_fields,
)
from dugout.games.fall_classic.ratings_league import from_team
from dugout.model.player import Player
from dugout.model.team import Team
from dugout.render import cardface, cardsheet, page_size, render_template
from dugout.render.tabs import columns, width

_SHORT = {SNG: "1B", DBL: "2B", TRP: "3B", HR: "HR", BB: "BB", HBP: "HBP", K: "K", OUT: "OUT", OUTX: "OUT x",
          NOX: "OUT nox", OUTG: "OUT g", OUTF: "OUT f", TL1B: "TL:1B", TR1B: "TR:1B", PARK: "ball park",
          DEF51: "KD? Def", DEF52: "KD? Def", DEF53: "KD? Def", CH54: "54 CHART", L65: "P-HR"}
_FIELD_ORDER = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "P")

# --- card geometry (templates/fall-classic/cards.html.j2, templates/cardframe.css.j2) ------------------------
CARD_TEXT_PT = cardface.CARD_TEXT_PT
"""Width of a card's text (2.5 in less the margins), in points."""
BODY_PT = 7.0
"""Type size of a batter card's chart and ratings (``pre.chart``)."""
PITCHER_PT = 7.2
"""Type size of a pitcher card's chart (``.pitcher pre.chart``)."""
PAIRS_PT = 8.0
"""Type size of a batter card's bold pair lines (``pre.pairs``): the lines a roll of doubles reads."""
LINE_HEIGHT = 1.13
"""Line height of the chart, in ems."""
LABEL_PT = 9.5
"""Room for a row's label (``31``): its text starts this far right of the column's start."""
BATTER_STOPS = (0.0, 78.0, 130.0)
"""Where each of a batter card's three chart columns starts (points): the first holds the longest results (a
two-way split), the third the fixed lines (``46 ball park``)."""
PITCHER_STOPS = (LABEL_PT + 1.0, LABEL_PT + 54.0, LABEL_PT + 107.0)
"""Where each grade's cells start on a pitcher card (points), after the row's label."""
GAP_PT = 3.0
"""The least room between one column's text and the next column."""


def _room(stops: tuple[float, ...], k: int, start: float = 0.0) -> float:
    """The room for text in column ``k`` (up to the next column less the gap, or the card's edge)."""
    end = stops[k + 1] - GAP_PT if k + 1 < len(stops) else CARD_TEXT_PT
    return end - stops[k] - start


def fit(text: str, room_pt: float, size_pt: float = BODY_PT, bold: bool = False) -> list[str]:
    """``text`` in lines at most ``room_pt`` wide, broken between the results of a split: a continuation
    line starts ``/ `` (``2B 1-6 / 1B 7-11`` then ``/ HR 12-15``). Every character is kept, so joining the lines
    with a space gives ``text`` back; a single result too wide is broken at its spaces."""
    def w(t: str) -> float:
        return width(t, size_pt, "card", bold)
    lines: list[str] = []
    for k, part in enumerate(text.split(" / ")):
        if k == 0:
            lines.append(part)
        elif w(lines[-1] + " / " + part) <= room_pt:
            lines[-1] += " / " + part
        else:
            lines.append("/ " + part)
    out: list[str] = []
    for line in lines:
        if w(line) <= room_pt:
            out.append(line)
            continue
        cur = ""
        for word in line.split(" "):
            if cur and w(cur + " " + word) > room_pt:
                out.append(cur)
                cur = word
            else:
                cur = f"{cur} {word}" if cur else word
        out.append(cur)
    return out


def labelled(label: object, text: str, room_pt: float, size_pt: float = BODY_PT) -> list[tuple[str, str]]:
    """A row ``31 BB 1-2 / ...`` as (label, text) lines fitted to ``room_pt`` (the label's room included);
    continuation lines have no label."""
    lines = fit(text, room_pt - LABEL_PT, size_pt) or [""]
    return [(str(label), lines[0])] + [("", line) for line in lines[1:]]


def short(cell: Cell) -> str:
    """A cell in the compact notation of the card's grid: ``BB 1-8 / OUT``, ``1B+``, ``OUT x``."""
    if not cell:
        return ""
    parts = []
    lo = 1
    for k, (end, code) in enumerate(cell):
        text = ("wp " if code & WPF else "") + _SHORT[code & BASE_MASK] + ("+" if code & PLUS else "")
        if len(cell) > 1 and k < len(cell) - 1:
            text += f" {lo}" if end == lo else f" {lo}-{end}"
        parts.append(text)
        lo = end + 1
    return " / ".join(parts)


def pitcher_cell(cell: Cell) -> str:
    """A pitcher's cell: the rulebook's words for a whole cell (SINGLE, WALK, OUT g), compact tokens with every
    range for a split (``2B 1 / 1B 2-13``); the closing out of a split is left off as on the printed cards."""
    if len(cell) == 1 or (len(cell) == 2 and cell[1][1] == OUT):
        return format_cell(cell, pitcher=True)  # SINGLE, SINGLE 1-12, DBL 1-3
    parts = []
    lo = 1
    for k, (end, code) in enumerate(cell):
        last = k == len(cell) - 1
        if last and code == OUT:
            break
        text = ("wp " if code & WPF else "") + _SHORT[code & BASE_MASK]
        parts.append(text + (f" {lo}" if end == lo else f" {lo}-{end}") if not last else text)
        lo = end + 1
    return " / ".join(parts)


def grid_text(card: FCCard) -> str:
    """The defense grid: Range, Arm and Error at every position he plays; a catcher's PB range and framing."""
    cols = [(p, card.fielding[T.PNUM[p]]) for p in _FIELD_ORDER if card.fielding[T.PNUM[p]] is not None]
    if not cols:
        return "no position"
    stops = [0.0] + [30.0 + 16.0 * k for k in range(len(cols))]

    def row(head: str, cells: list[str]) -> str:
        return columns([head, *cells], [stops[0]] + [x + 12.0 - width(c, BODY_PT) for x, c in zip(stops[1:], cells)],
                       BODY_PT)
    lines = [row("", [p for p, _ in cols]),
             row("RANGE", [str((f.frame or "a") if p == "C" else f.range) for p, f in cols if f]),
             row("ARM", [arm_text(f) for _, f in cols if f]),
             row("ERROR", [str(f.e) for _, f in cols if f])]
    c = card.fielding[2]
    if c is not None and c.pb:
        lines.append(f"PB 1-{c.pb}")
    return "\n".join(lines)


# --- card view models -----------------------------------------------------------------------------------------
def _chart(cols: list[list[tuple[str, str]]], stops: tuple[float, ...]) -> str:
    """Columns of (label, text) lines side by side, one text line a row (``render.tabs.columns``)."""
    rows = max(map(len, cols))
    out = []
    for r in range(rows):
        cells: list[str] = []
        at: list[float] = []
        for k, col in enumerate(cols):
            label, text = col[r] if r < len(col) else ("", "")
            cells += [label, text]
            at += [stops[k], stops[k] + LABEL_PT]
        while cells and not cells[-1]:
            cells.pop()
            at.pop()
        out.append(columns(cells, at, BODY_PT) if cells else "")
    return "\n".join(out)


def _front(player: Player | None, team: Team | None, pitcher: bool) -> dict[str, object]:
    """Who he is and his real season, from the roster (a generic card has neither)."""
    if player is None or team is None:
        return {"who": "", "season": ""}
    return {"who": cardface.identity(player, team, "P" if pitcher else None),
            "season": cardface.season_text(player, team.season, pitcher)}


def batter_view(card: FCCard, team: str, title: str | None = None, player: Player | None = None,
                roster: Team | None = None) -> dict[str, object]:
    """What the batter-card template prints."""
    cells = card.batter.cells
    hr_mod = card.batter.hr_mod

    def column(lines: tuple[int, ...], k: int) -> list[tuple[str, str]]:
        rows: list[tuple[str, str]] = []
        for ln in lines:
            text = short(cells[line_index(ln)])
            if ln == 65 and hr_mod:
                text += f" {hr_mod}"
            rows += labelled(ln, text, _room(BATTER_STOPS, k))
        return rows

    pairs = "\n".join(f"{ln} {line}" if k == 0 else f"     {line}" for ln in PAIR_LINES
                      for k, line in enumerate(fit(format_cell(cells[line_index(ln)]), CARD_TEXT_PT - 14,
                                                   PAIRS_PT, bold=True)))
    cols = [column(BATTER_LINES, 0), column(PITCHER_HITS + PITCHER_WALKS, 1),
            column((46, 51, 52, 53, 54) + PITCHER_KS + (65,), 2)]
    blue = [n for n, f in zip(("2B", "3B", "HR"), card.batter.blue) if f]
    return {
        "kind": "batter", "name": title or card.name, "side": BATS_SIDE.get(card.bats, "BR"), "run": T.RUN[card.run],
        "pairs": pairs, "cols": cols, "chart": _chart(cols, BATTER_STOPS),
        "ratings": f"sba {card.sb}-{card.sba} / {card.jump}   sbs {card.sbs}   sh {card.sh}   H&R {'ABC'[card.hnr]}",
        "grid": grid_text(card), "info": team,
        "blue": ("blue ball park: no " + ", ".join(blue)) if blue else "",
        **_front(player, roster, False),
    }


def pitcher_view(card: FCCard, team: str, player: Player | None = None, roster: Team | None = None
                 ) -> dict[str, object]:
    """What the pitcher-card template prints."""
    pc = card.pitcher
    assert pc is not None
    room = PITCHER_STOPS[1] - PITCHER_STOPS[0] - GAP_PT
    rows: list[list[str]] = []
    groups: list[list[list[str]]] = []
    for area in (PITCHER_HITS, PITCHER_WALKS, PITCHER_KS):
        groups.append([])
        for ln in area:
            grades = [fit(pitcher_cell(pc.cells[g][line_index(ln)]), room, PITCHER_PT) or [""] for g in range(3)]
            for k in range(max(map(len, grades))):
                groups[-1].append([str(ln) if k == 0 else ""] + [g[k] if k < len(g) else "" for g in grades])
    groups.append([["65"] + [("HR 1-" + str(h)) if h > 0 else f"HR {h}" for h in pc.hr],
                   ["KD"] + [str(k) for k in pc.kd]])
    rows = [r for g in groups for r in g]
    stops = [0.0, *PITCHER_STOPS]
    body = "\n".join(columns(r, stops, PITCHER_PT) for r in rows)
    r = pc.ranges
    head = columns([""] + [f"{GRADES[g]} ({rng})" for g, rng in
                           enumerate((f"1-{r[0]}", f"{r[0] + 1}-{r[1]}", f"{r[1] + 1}-20"))], stops, PITCHER_PT,
                   bold=True)
    f = card.field_at(1)
    bat = " own card" if not card.batter.generic else str(card.batter.generic)  # BR own card, BR4
    return {
        "kind": "pitcher", "name": card.name, "side": "T" + card.throws, "bat": f"{BATS_SIDE.get(card.bats, 'BR')}{bat}",
        "head": head, "body": body, "rows": rows,
        "groups": ["\n".join(columns(r, stops, PITCHER_PT) for r in g) for g in groups],
        "ratings": f"WP {pc.wp}   BFS {pc.bfs}   BFR {pc.bfr}   NH {pc.nh}   NW {pc.nw}",
        "fielding": f"R {f.range}   Arm {T.ARM[f.arm]}   E {f.e}", "info": team,
        **_front(player, roster, True),
    }


# --- sheets ---------------------------------------------------------------------------------------------------
def team_views(team: Team, cards: dict[str, FCCard], select: PrintSelection = PRINT_ALL, *,
               batter_hr: bool = False) -> list[dict[str, object]]:
    """Every card of a team (or of the players ``select`` names): batters (by PA), then pitchers (by batters
    faced), then the generic cards they use."""
    label = team.name
    players = [p for p in team.players if select.wants(p.id)]
    batters = [p for p in players if not cards[p.id].batter.generic]
    batters.sort(key=lambda p: -(p.batting.pa if p.batting else 0))
    pitchers = [p for p in players if cards[p.id].pitcher is not None and p.is_pitcher]
    pitchers.sort(key=lambda p: -(p.pitching.batters_faced if p.pitching else 0))
    views = [batter_view(cards[p.id], label, player=p, roster=team) for p in batters]
    views += [pitcher_view(cards[p.id], label, player=p, roster=team) for p in pitchers]
    used = sorted({cards[p.id].batter.generic for p in players if cards[p.id].batter.generic})
    lg = from_team(team)
    for k in used:
        views.append(batter_view(generic_cards(lg, batter_hr, pitcher_batting(team, lg))[k - 1], lg.label,
                                 f"Generic batting card {k}"))
    return views


def park_view(team: Team) -> dict[str, object]:
    """The ballpark card: the line-46 chart by d20 and the League Offense number."""
    bp = ballpark(team)
    rows = "\n".join(f"{d:>2}  {T.PARK_NAMES[r]}" for d, r in enumerate(bp.chart, 1))
    return {"team": bp.team, "park": bp.name, "bpf": bp.bpf, "chart": rows, "offense": bp.offense}


def print_sheets(teams: list[Team], options: FallClassicOptions, paper: str = "letter",
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """Each team's sheet and cards, then one set of chart sheets."""
    size = page_size(paper)
    docs = []
    for team in teams:
        cards = rate_team(team, ibb=options.ibb, parks=options.ballparks, opposition=options.opposition,
                          batter_hr=options.batter_hr)
        marked, note = team_estimates(RATING_INPUTS, team)
        if select.team:
            docs.append(render_template("fall-classic/team.html.j2", page_size=size, park=park_view(team),
                                        roster=_roster(team, cards, marked), estimated_note=note))
            docs.append(render_template("lineups.html.j2", page_size=size, **lineup_sheet(team, cards)))
            docs.append(render_template("scorecard.html.j2", page_size=landscape(paper), **scorecard(team, cards)))
        views = mark_names(team_views(team, cards, select, batter_hr=options.batter_hr), marked) if select.cards else []
        if views:
            sheet = cardsheet.pages(paper, views, back=cardface.backs("Fall Classic Baseball", team)
                                    if select.backs else None)
            docs.append(render_template("fall-classic/cards.html.j2", page_size=sheet["grid"].page_size,
                                        title=team.label, colours=cardface.colours(team, select.palette),
                                        estimated=bool(marked), **sheet))
    if select.charts:
        docs.append(render_template("fall-classic/charts.html.j2", page_size=size, **chart_views()))
    return docs


def landscape(paper: str) -> str:
    """The CSS page size of the paper turned sideways."""
    w, h = page_size(paper).split()
    return f"{h} {w}"


def scorecard(team: Team, cards: dict[str, FCCard]) -> dict[str, object]:
    """The shared scorecard's context: the batting order with each man's bats and Run rating, the pitchers with
    their batters-faced stamina."""
    by = team.by_id()
    rows = []
    for n, s in enumerate(team.lineup_vs_rhp, 1):
        f = rating_fields(cards[s.player])
        rows.append({"n": n, "name": by[s.player].name, "pos": s.pos, "rating": f"{f['bats']} {f['run']}"})
    ids = list(dict.fromkeys(list(team.rotation[:1]) + [b.player for b in team.bullpen]))[:7]
    pitchers = [{"name": by[pid].name, "rating": f"BF {rating_fields(cards[pid])['bfs']}"} for pid in ids]
    return {"game": "Fall Classic", "team": team, "rating_head": "Bats Run", "rows": rows, "pitchers": pitchers,
            "pitcher_head": "Stamina", "pitcher_cols": ("IP", "BF", "H", "R", "ER", "BB", "K", "HR"),
            "legend": "Write the card line (1-36) and the d20 where a split decides; K, BB, 1B, 2B, 3B, HR, the "
                      "fielder for an out; a substitute takes the row under the man he replaces."}


def lineup_sheet(team: Team, cards: dict[str, FCCard]) -> dict[str, object]:
    """The shared lineup and rotation sheet's context: each batter's bats and Run, each pitcher's batters-faced
    stamina."""
    by = team.by_id()

    def bat(pid: str) -> str:
        f = rating_fields(cards[pid])
        return f"{f['bats']} {f['run']}"

    def pit(pid: str) -> str:
        return f"BF {rating_fields(cards[pid])['bfs']}"

    return {"game": "Fall Classic", "team": team, "rating_head": "Bats Run",
            "vs_rhp": [{"n": n, "name": by[s.player].name, "pos": s.pos, "rating": bat(s.player)}
                       for n, s in enumerate(team.lineup_vs_rhp, 1)],
            "vs_lhp": [{"n": n, "name": by[s.player].name, "pos": s.pos, "rating": bat(s.player)}
                       for n, s in enumerate(team.lineup_vs_lhp, 1)],
            "bench": [{"name": by[pid].name, "pos": by[pid].listed_position(team.dh), "rating": bat(pid)}
                      for pid in team.bench],
            "rotation": [{"name": by[pid].name, "rating": pit(pid)} for pid in team.rotation],
            "bullpen": [{"name": by[b.player].name, "role": b.role, "rating": pit(b.player)} for b in team.bullpen],
            "starts": 10, "note": "a starter's stamina is the batters he faces before he tires."}


def _roster(team: Team, cards: dict[str, FCCard], marked: set[str] | frozenset[str] = frozenset()) -> str:
    rows = [f"{'':24} {'B':>2} {'Run':>3} {'sba':>10} {'sbs':>3} {'sh':>2} H&R  defense"]
    for p in team.players:
        c = cards[p.id]
        f = rating_fields(c)
        name = p.name[:23] + MARK if p.name in marked else p.name[:24]
        rows.append(f"{name:24} {f['bats']:>2} {f['run']:>3} {f['sba']:>10} {f['sbs']:>3} {f['sh']:>2}  "
                    f"{f['hnr']}   {f['defense']}")
    return "\n".join(rows)


# --- chart sheets ---------------------------------------------------------------------------------------------
WRAP = 118
"""Characters per chart line (the sheets are one column of 6.6-point text)."""


def _wrap(head: str, text: str, width: int = WRAP) -> str:
    """``head`` then ``text`` wrapped with a hanging indent under the text."""
    return "\n".join(textwrap.wrap(text, width, initial_indent=head, subsequent_indent=" " * len(head))) or head


def _rows(rows: tuple[C.Row, ...]) -> str:
    out = []
    lo = 1
    for hi, text, _play in rows:
        rng = f"{lo}" if hi == lo else f"{lo}-{hi}"
        out.append(_wrap(f"{rng:>5}  ", text))
        lo = hi + 1
    return "\n".join(out)


def _act(tab: tuple[tuple[int, ...], ...]) -> str:
    head = "      arm S   arm A   arm W"
    lines = [head] + [f"{T.RUN[r]:<4}  " + "  ".join(f"{T.ACT[a].split()[0]:<6}" for a in row) for r, row in
                      enumerate(tab)]
    return "\n".join(lines)


def chart_views() -> dict[str, object]:
    """Every chart sheet's text, from the engine's tables."""
    defense = []
    for li in range(36):
        ln = 10 * (li // 6 + 1) + li % 6 + 1
        p51, a51 = T.DEF51[li]
        p52, a52 = T.DEF52[li]
        p53, hit, a53, fl, text = T.DEF53[li]
        c51 = T.POS[p51] + ("-exotic" if a51 == T.EXOTIC else T.ADV_MARK[a51])
        c52 = T.POS[p52] + ("-exotic" if a52 == T.EXOTIC else T.ADV_MARK[a52])
        c53 = f"{T.POS[p53]} {'Double' if hit == 2 else 'Single'}{T.ADV_MARK[a53]} {text}"
        if fl & T.TE:
            c53 += " (TE check)"
        defense.append(f"{ln}  {c51:<11} {c52:<6} {c53}")
    wild = [(C.CHART_TITLES[k], _rows(rows)) for k, rows in C.CHARTS.items()]
    wildest = [(C.WILDEST_TITLES[m], _rows(C.WILDEST[m])) for m in (1, 2, 4, 3, 5, 6, 7)]
    masks = ("bases empty", "1st", "2nd", "1st & 2nd", "3rd", "1st & 3rd", "2nd & 3rd", "bases full")
    exotic = []
    for pos, title in C.EXOTIC_TITLES.items():
        chart = C.EXOTIC[pos]
        exotic.append((title, "\n".join(_wrap(f"{masks[m]:<12}", chart[m][0]) for m in (0, 1, 2, 4, 3, 5, 6, 7))))
    exotic.append(("Outfielder (roll a d20)",
                   "\n".join(_wrap(f"{k:>2},{k + 10:<3} ", C.EXOTIC_OF[k][0]) for k in range(1, 11))))
    out_chart = "\n".join(f"{d:>2}  {_ot(r):<12} {_ot(lft)}" for d, (r, lft) in enumerate(T.OUT_CHART, 1))
    advance = [
        ("Single: runner from 2nd tries to score (fewer than two out)", _act(T.SINGLE_2ND_HOME)),
        ("Single: runner from 2nd tries to score (two out)", _act(T.SINGLE_2ND_HOME_2OUT)),
        ("Single to left: runner from 1st tries for 3rd", _act(T.SINGLE_1ST_3RD[0])),
        ("Single to center: runner from 1st tries for 3rd", _act(T.SINGLE_1ST_3RD[1])),
        ("Single to right: runner from 1st tries for 3rd", _act(T.SINGLE_1ST_3RD[2])),
        ("Double: runner from 1st tries to score (fewer than two out)", _act(T.DOUBLE_1ST_HOME)),
        ("Double: runner from 1st tries to score (two out)", _act(T.DOUBLE_1ST_HOME_2OUT)),
        ("Fly out: runner on 3rd tags (fewer than two out)", _act(T.TAG_3RD_HOME)),
    ]
    tag2 = "\n".join(f"fly to {T.POS[p]}: {', '.join(T.RUN[r] for r in sorted(rs))}" for p, rs in T.TAG_2ND_3RD.items())
    putout = "\n".join(_wrap("", text) for _m, text in sorted(T.PUTOUT_TEXT.items()))
    throws = ("d6 for the throw, by the outfielder's arm letter\n"
              f"  assists (method 2), run with risk: S out 1-{T.THROW_OUT_MAX[0]}, A out 1-{T.THROW_OUT_MAX[1]}, "
              f"W out 1-{T.THROW_OUT_MAX[2]}\n"
              f"  stretching a single:               S out 1-{T.STRETCH_OUT_MAX[0]}, A out 1-{T.STRETCH_OUT_MAX[1]}, "
              f"W out 1-{T.STRETCH_OUT_MAX[2]}\n"
              "  assists (method 1): out on a d6 within the arm's number")
    steals = "\n".join([
        "white d6 and d20 together; white 1 is a pickoff throw (the d20 on the pickoff chart)",
        "no jump (white die):  " + "   ".join(
            f"T{h}-{T.ARM[a]} 1-{T.NO_JUMP_MAX[h][a]}" for h in ("L", "R") for a in range(3)),
        "pickoff (d20):        " + "   ".join(
            f"T{h}-{T.ARM[a]} out 1-{T.PICKOFF_OUT_MAX[h][a]}" for h in ("L", "R") for a in range(3)),
        f"  safe up to {T.PICKOFF_SAFE_MAX}; 18-20 d20 against the pitcher's E: an error moves every runner",
        (f"steal: d20 within sbs (catcher arm option: S {T.CATCHER_ARM_MOD[0]}, W +{T.CATCHER_ARM_MOD[2]}); "
        f"a steal on 1-{T.CATCHER_ERROR_MAX} within the catcher's E takes an extra base"),
        (f"3rd: SBA {T.STEAL_3RD_SBA} and jump {T.STEAL_3RD_JUMP};  home: SBA {T.STEAL_HOME_SBA} and jump "
        f"{T.STEAL_HOME_JUMP}, sbs {T.STEAL_HOME_MOD}"),
        "auto-steal: '+' after a hit or walk (method 1), or the original d20 within the jump (method 2); jump "
        "option: " + "  ".join(f"T{h}-{T.ARM[a]} {T.JUMP_MOD[h][a]:+d}" for h in ("L", "R") for a in range(3)),
    ])
    hnr = "\n".join(_wrap(f"{k:>2}  ", T.HIT_AND_RUN_TEXT[k]) for k in range(2, 13))
    bunt = "\n".join([
        "first d6 within sh: the bunt is down (over: a strikeout; a missed squeeze: runner out at home)",
        "  the first d6 names the fielder (fielders option): " + ", ".join(
            f"{k + 1} {T.POS[p]}" for k, p in enumerate(T.BUNT_FIELDER)) + f"; his arm S {T.BUNT_ARM_MOD[0]}, "
        f"W +{T.BUNT_ARM_MOD[2]} to sh",
        "second d6 within sh: a sacrifice, runners up one (squeeze: the run scores); over it: the lead runner out,",
        f"  batter safe; a {T.BUNT_POP}: popped up (2d6 2, 11, 12 the lead runner is doubled off; squeeze: C-3B)",
        f"squeeze: sh {T.SQUEEZE_MOD}",
        "advanced bunt chart (a second d6 of 1):",
    ] + [f"  {k}  {t}" for k, t in T.ADV_BUNT_TEXT.items()])
    small = "\n".join(
        ["rundown (d6): " + "; ".join(f"{k + 1} {t}" for k, t in enumerate(T.RUNDOWN)),
         "injury / rest (d6): level 1 " + " ".join(map(str, T.INJURY_LEVELS[0])) + " games, 6 next level; "
         + "; ".join(f"level {k + 1} " + "-".join((str(lv[0]), str(lv[-1]))) for k, lv in enumerate(T.INJURY_LEVELS[1:], 1))
         + f"; level 4, 6: {T.INJURY_LAST} games",
         "rain (d6): " + "; ".join(f"{k + 1} {t}" for k, t in enumerate(T.RAIN)),
         f"temper (d6): 1-{T.TEMPER_TOSSED_MIN - 1} stays, {T.TEMPER_TOSSED_MIN}-6 tossed",
         "who fields (On the Button, d20 column): " + "; ".join(
             f"{('', 'single', 'double', 'triple', 'homer')[n]}: " + " ".join(T.POS[p] or "-" for p in T.WHO_FIELDS[n])
             for n in (1, 2, 3, 4))])
    steals = "\n".join(_wrap("", line) for line in steals.split("\n"))
    small = "\n".join(_wrap("", line) for line in small.split("\n"))
    bunt = "\n".join(_wrap("", line) for line in bunt.split("\n"))
    return {"defense": "\n".join(defense), "wild": wild, "wildest": wildest, "exotic": exotic,
            "out_chart": out_chart, "advance": advance, "tag2": tag2, "putout": putout, "throws": throws,
            "steals": steals, "hnr": hnr, "bunt": bunt, "small": small,
            "legend": "  ".join(f"{m} batter to {'1st' if b == 1 else '2nd'}, runners +{n}"
                                for m, (b, n) in zip(T.ADV_MARK, T.ADV))}


def _ot(t: int) -> str:
    kind, pos = divmod(t, 10)
    return f"{T.KIND_NAME[kind]} {T.POS[pos]}"
