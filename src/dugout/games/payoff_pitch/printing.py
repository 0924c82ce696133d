"""Payoff Pitch's printed sheets: team sheets, batter and pitcher cards, the ballpark cards and the chart sheets.

Cards come in the two published sizes: the printed card (2.5 x 3.5 in, the default: nine to a letter or A4 page)
shows the standard card with the OUT section on the right, the PDF card (2.75 x 4.25 in, four to a page) both
split sides. Each card is the shared frame (``render/cardface.py``: the band with the name and who he is, the
season line at the foot) around a few text blocks in the proportional card face, 6.5 pt and up, the columns lined
up inside one block, one text line a row (``render.tabs.columns``), so WeasyPrint lays a team out quickly. Chart sheets are written from tables.py and the ballpark
cards from card_ballpark.py, the same data the play loop reads. Templates are in dugout/templates/payoff-pitch/.
"""

from __future__ import annotations

from dugout.engine.estimates import MARK, mark_names, team_estimates
from dugout.engine.ruleset import PRINT_ALL, PrintSelection
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card, Side, rng_text
from dugout.games.payoff_pitch.card_ballpark import ballpark
from dugout.games.payoff_pitch.options import PayoffPitchOptions
from dugout.games.payoff_pitch.ratings import RATING_INPUTS, rate_team
from dugout.games.payoff_pitch.ratings_league import template_for
from dugout.model.team import Team
from dugout.render import cardface, cardsheet, page_size, render_template
from dugout.render.tabs import columns, width

#: Card sizes (width, height in inches); ``cardsheet.grid`` fits as many as the page holds.
SIZES = {"pdf": (2.75, 4.25), "printed": (2.5, 3.5)}

BODY_PTS = {"printed": 8.0, "pdf": 7.0}
"""Type size of a batter card's chart (``pre.chart``) in the card face, by card size (the split card holds two
sides across)."""
BODY_PT = 7.5
"""Type size of a card's smaller text (ratings, a pitcher's info)."""
ROWS_PT = 10.0
"""Type size of a pitcher card's 2d6 rows (bold): what every plate appearance reads first."""
PAD_PT = 6.0
"""A card's margin each side (``cardframe.css.j2``)."""
GAP_PT = 5.0
"""The least room between two columns."""
#: The share of a card's text width given to the first column: a batter card's sections (the split card's vs LHP
#: half), a pitcher card's 2d6 rows.
BATTER_SPLIT = {"printed": 0.60, "pdf": 0.5}
PITCHER_SPLIT = 0.50


def text_pt(size: str) -> float:
    """The width of a card's text (its width less the margins), in points."""
    return SIZES[size][0] * 72 - 2 * PAD_PT


def batter_rooms(size: str) -> tuple[float, float]:
    """Room (points) of a batter card's two columns: the split card's vs LHP and vs RHP halves, the printed card's
    sections (and ratings) and its OUT section.

    >>> [round(x) for x in batter_rooms("printed")]
    [96, 67]
    """
    across = text_pt(size)
    first = across * BATTER_SPLIT[size]
    return first - GAP_PT, across - first


_size = {"pt": BODY_PT}
"""The type size the packing functions measure in (set for each card by ``batter_blocks``)."""


def _w(text: str, size_pt: float | None = None, bold: bool = False) -> float:
    return width(text, size_pt or _size["pt"], "card", bold)


# --- text blocks of a card ---------------------------------------------------------------------------------------
def section_lines(side: Side, s: int, room: float) -> list[str]:
    """A section as 'HR 1-31' entries packed into lines at most ``room`` points wide."""
    items = [f"{T.CODE_NAMES[c]} {rng_text(a, b)}" for c, a, b in side.ranges(s)]
    return _pack(items, room) or ["-"]


def out_lines(side: Side, room: float) -> list[str]:
    """The OUT section as '62-70 G4' entries packed into lines."""
    return _pack([f"{rng_text(a, b)} {T.CODE_NAMES[c]}" for c, a, b in side.out_ranges()], room)


def _pack(items: list[str], room: float) -> list[str]:
    lines: list[str] = []
    cur = ""
    for it in items:
        add = it if not cur else cur + "  " + it
        if _w(add) > room and cur:
            lines.append(cur)
            cur = it
        else:
            cur = add
    if cur:
        lines.append(cur)
    return lines


def _traits(card: Card) -> list[str]:
    b = card.bat
    lines = [f"DP {b.dp}  STEAL {b.steal_text()}  RUN {b.run}",
             f"BUNT {T.GRADES[b.bunt]}  SAC {b.sac_text()}  INJ {T.INJ_NAMES[b.inj]}"]
    fl = [f.text(pos) for pos, f in b.fielding.items() if pos != "P" or card.is_pitcher]
    lines += fl[:4]
    return lines


INDENT = "\u2002"
"""An entry's indent under its section's name (an en space)."""


def _side_lines(side: Side, room: float) -> list[str]:
    lines = []
    for s in range(4):
        lines.append(T.SECTION_NAMES[s])
        lines += [INDENT + x for x in section_lines(side, s, room - _w(INDENT))]
    return lines


def _two(cols: list[list[str]], at: float) -> str:
    rows = max(map(len, cols))
    return "\n".join(columns([c[r] if r < len(c) else "" for c in cols], [0.0, at], _size["pt"]).rstrip()
                     for r in range(rows))


def batter_blocks(card: Card, size: str, splits: bool) -> dict[str, object]:
    """Text of a batter card: ``cols`` (its two columns as lists of lines) and ``body`` (them side by side, one
    text line a row), ``foot`` (ratings and fielding)."""
    b = card.bat
    _size["pt"] = BODY_PTS[size]
    rooms = batter_rooms(size)
    at = rooms[0] + GAP_PT
    if size == "pdf" and splits:
        cols = []
        for head, side in (("vs LHP", b.vs_l), ("vs RHP", b.vs_r)):
            lines = [head] + _side_lines(side, rooms[0])
            lines.append("OUT")
            lines += [INDENT + x for x in out_lines(side, min(rooms) - _w(INDENT))]
            cols.append(lines)
        foot = _traits(card)
        if b.line:
            real = "" if b.platoon == "league" else "  (own splits)"
            foot.append(f"AB vs LHP {b.line['AB_L']}  vs RHP {b.line['AB_R']}{real}")
        return {"cols": cols, "body": _two(cols, at), "foot": "\n".join(foot)}
    side = b.std
    left = _side_lines(side, rooms[0])
    right = ["OUT"] + out_lines(side, rooms[1])
    cols = [left, right]
    return {"cols": cols, "body": _two(cols, at), "foot": "\n".join(_traits(card)[:2] + _traits(card)[2:])}


def pitcher_blocks(card: Card) -> dict[str, object]:
    """Text columns of a pitcher card: the 2d6 rows (``rows``, bold and largest), the info column."""
    p = card.pit
    rows = [columns([str(k), p.label_text(k)], [_w("12", ROWS_PT, True) - _w(str(k), ROWS_PT, True),
                                                 _w("12", ROWS_PT, True) + 4], ROWS_PT, bold=True)
            for k in range(2, 13)]
    info = [f"DP {p.dp}  HOLD {p.hold}", f"WP {p.range_text(p.wp)}  SO {p.range_text(p.so)}", p.stamina_text()]
    bat = card.bat
    # BATTING and BUNT on lines of their own: together they are wider than the info column.
    info.append(f"BATTING {'††' if card.own_batting else '(pitcher card)'}")
    info.append(f"BUNT {T.GRADES[bat.bunt]}{'#' if card.own_batting else ''}")
    return {"cols": [rows, info], "rows": "\n".join(rows), "info": "\n".join(info)}


# --- documents -------------------------------------------------------------------------------------------------
def print_sheets(teams: list[Team], options: PayoffPitchOptions, paper: str = "letter",
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """Each team's sheet, batter and pitcher cards; then the ballpark cards and the chart sheets."""
    size = options.card_size
    splits = options.splits
    psize = page_size(paper)
    w, h = SIZES[size]
    layout = {"body_pt": BODY_PTS[size], "rows_pt": ROWS_PT, "info_pt": BODY_PT}
    docs = []
    parks = []
    for team in teams:
        cards = rate_team(team, splits=splits, in_play_out=options.in_play_out)
        by = team.by_id()
        marked, note = team_estimates(RATING_INPUTS, team)
        if select.team:
            docs.append(render_template("payoff-pitch/team.html.j2", page_size=psize, team=team,
                                        rows=mark_names(_team_rows(team, cards), marked),
                                        prows=mark_names(_pitcher_rows(team, cards), marked),
                                        template=template_for(team.context), estimated_note=note))
            w_in, h_in = psize.split()
            docs.append(render_template("scorecard.html.j2", page_size=f"{h_in} {w_in}", **_scorecard(team, cards)))
        order = [pid for pid in _card_order(team) if select.wants(pid)] if select.cards else []
        bcards: list[dict[str, object]] = []
        pcards: list[dict[str, object]] = []
        for pid in order:
            p, c = by[pid], cards[pid]
            name = p.name + (MARK if p.name in marked else "")
            if not c.is_pitcher or c.own_batting or (c.bat.line and c.bat.line.get("AB", 0) >= 50):
                bcards.append({"name": name, "rating": f"Bats {cardface.HANDS.get(p.bats, p.bats)}",
                               "pos": p.primary_position, "who": cardface.identity(p, team),
                               "season": cardface.season_text(p, team.season, False),
                               "team": team.label, **batter_blocks(c, size, splits)})
            if c.is_pitcher:
                pcards.append({"name": name, "rating": f"Throws {p.throws}", "pos": "P",
                               "who": cardface.identity(p, team, "P"),
                               "season": cardface.season_text(p, team.season, True), "team": team.label,
                               **pitcher_blocks(c)})
        # the generic pitcher batting card the other pitchers' cards point to ("BATTING (pitcher card)"), one for
        # each hand they bat with
        generic: dict[str, Card] = {}
        for pid in order:
            c = cards[pid]
            if c.is_pitcher and not c.own_batting and c.bat.source == "pitcher":
                generic.setdefault(by[pid].bats, c)
        for bats, c in sorted(generic.items()):
            blocks = batter_blocks(c, size, splits)
            # the sections are the generic card's; a pitcher's own running and bunting stay on his pitcher card
            blocks["foot"] = ("Every pitcher whose card says BATTING (pitcher card)\nbats with this card; his BUNT "
                              "is on his pitcher card.")
            bcards.append({"name": "Pitcher batting card", "rating": f"Bats {bats}", "pos": "P",
                           "who": f"{team.label}: every pitcher without his own batting card", "season": "",
                           "team": team.label, **blocks})
        for kind, these in (("batter", bcards), ("pitcher", pcards)):
            if these:
                sheet = cardsheet.pages(paper, these, (w, h), back=cardface.backs("Payoff Pitch Baseball", team)
                                        if select.backs else None)
                docs.append(render_template("payoff-pitch/cards.html.j2", page_size=sheet["grid"].page_size,
                                            title=f"{team.label} {kind}s", w=w, h=h, kind=kind, size=size,
                                            colours=cardface.colours(team, select.palette), **layout, **sheet))
        park = ballpark(team.park, team.label)
        parks.append((park.name, park.bpf, park.wheel))
    if select.charts:
        docs.append(render_template("payoff-pitch/charts.html.j2", page_size=psize, parks=parks, **chart_context()))
    return docs


def _card_order(team: Team) -> list[str]:
    seen: list[str] = []
    for s in list(team.lineup_vs_rhp) + list(team.lineup_vs_lhp):
        if s.player not in seen:
            seen.append(s.player)
    for pid in list(team.bench) + list(team.rotation) + [b.player for b in team.bullpen]:
        if pid not in seen:
            seen.append(pid)
    for p in team.players:
        if p.id not in seen:
            seen.append(p.id)
    return seen


def _team_rows(team: Team, cards: dict[str, Card]) -> list[dict[str, object]]:
    rows = []
    for pid in _card_order(team):
        c = cards[pid]
        p = team.player(pid)
        if c.is_pitcher and not c.own_batting:
            continue
        b = c.bat
        rows.append({"name": p.name, "pos": p.listed_position(team.dh), "bats": p.bats, "dp": b.dp, "steal": b.steal_text(),
                     "bunt": T.GRADES[b.bunt], "sac": b.sac_text(), "run": b.run, "inj": T.INJ_NAMES[b.inj],
                     "field": "; ".join(f.text(k) for k, f in b.fielding.items()),
                     "fields": [f.text(k) for k, f in b.fielding.items()], "source": b.source})
    return rows


def _scorecard(team: Team, cards: dict[str, Card]) -> dict[str, object]:
    """The shared scorecard's context: the batting order with each man's bats and Run, the pitchers with their
    stamina."""
    by = team.by_id()
    rows = [{"n": n, "name": by[s.player].name, "pos": s.pos,
             "rating": f"{by[s.player].bats} {cards[s.player].bat.run}"} for n, s in enumerate(team.lineup_vs_rhp, 1)]
    ids = list(dict.fromkeys(list(team.rotation[:1]) + [b.player for b in team.bullpen]))[:7]
    pitchers = [{"name": by[pid].name, "rating": cards[pid].pit.stamina_text()} for pid in ids if cards[pid].is_pitcher]
    return {"game": "Payoff Pitch", "team": team, "rating_head": "Bats Run", "rows": rows, "pitchers": pitchers,
            "pitcher_head": "Stamina", "pitcher_cols": ("IP", "H", "R", "ER", "BB", "SO", "HR", "Fatigue"),
            "legend": "Write the 2d6 section and the d100 result; K, BB, 1B, 2B, 3B, HR, the fielder for an out; a "
                      "substitute takes the row under the man he replaces."}


def _pitcher_rows(team: Team, cards: dict[str, Card]) -> list[dict[str, object]]:
    rows = []
    role = {b.player: b.role for b in team.bullpen}
    for pid in _card_order(team):
        c = cards[pid]
        if not c.is_pitcher:
            continue
        p = c.pit
        rows.append({"name": team.player(pid).name, "throws": p.throws,
                     "role": "SP" if pid in team.rotation else role.get(pid, ""),
                     "labels": "".join(f"{T.LABEL_SHORT[p.labels[k]]:<3}" for k in range(2, 13)),
                     "stamina": p.stamina_text(), "hold": p.hold, "wp": p.range_text(p.wp),
                     "so": p.range_text(p.so), "source": p.source})
    return rows


def chart_context() -> dict[str, object]:
    """Every chart of the engine as rows of text for the chart sheets."""
    names = ["P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF"]
    defense = [(rng_text(a, b if b < 100 else 99) + (", 00" if b == 100 else ""), names[pos - 1],
                "Range" if chk == T.CHECK_RANGE else "Error") for a, b, pos, chk in T.DEFENSE_ROWS]
    rare = [(k, T.RARE_EMPTY[k][2], T.RARE_RUNNERS[k][2]) for k in range(2, 13)]
    steal = [(T.GRADES[k], [T.STEAL_RANGE[k][arm] for arm in range(1, 6)], T.FAC_STEAL_LABEL[k]) for k in range(5)]
    bunt = []
    for k, row in enumerate(T.BUNT_CHART):
        lo = 1
        cells = []
        for top in row:
            cells.append(rng_text(lo, top) if top >= lo else "-")
            lo = max(lo, top + 1)
        bunt.append((T.GRADES[k], cells))
    adv = [("Single, runner on 1st", T.ADV_SINGLE_R1[1:]), ("Single, runner on 2nd", T.ADV_SINGLE_R2[1:]),
           ("Double, runner on 1st", T.ADV_DOUBLE_R1[1:])]
    loc = []
    for d in range(10):
        one = T.HIT_LOCATION_1B[d]
        loc.append((d, "IF (" + names[T.HIT_LOCATION_IF[d] - 1] + ")" if one == 0 else names[one - 1],
                    names[T.HIT_LOCATION_XBH[d] - 1]))
    fac: dict[tuple[int, int, int, int], int] = {}
    for card in T.FAC_DECK:
        fac[card] = fac.get(card, 0) + 1
    fac_rows = [("IF" if f == 0 else names[f - 1], s1, s2, d1, n) for (f, s1, s2, d1), n in fac.items()]
    return {
        "defense": defense, "range_hit": list(zip(T.GRADES, T.RANGE_HIT)),
        "error_hit": [(e, T.ERROR_HIT[e]) for e in range(1, 6)], "rare": rare, "steal": steal,
        "steal_third": T.STEAL_THIRD_PENALTY, "bunt": bunt, "bunt_results": T.BUNT_RESULTS, "adv": adv, "loc": loc,
        "fly_bonus": [(T.CODE_NAMES[k], v) for k, v in T.FLY_TAG_BONUS.items()], "f9_r2": T.F9_R2_BONUS,
        "ground_r3": T.GROUND_R3_BONUS, "fc_max": T.FC_MAX, "pickoff": (T.PICKOFF_OUT_MAX, T.PICKOFF_ERROR_MAX),
        "hr_dp": T.HR_DP_MINUS, "hr_1b": T.HR_WHEEL_1B_TOP, "infield_digits": sorted(T.INFIELD_IN_HIT_DIGITS),
        "fatigue_bb": T.FATIGUE_BB_EXTEND, "fatigue_runs": (T.FATIGUE_RUNS_STARTER, T.FATIGUE_RUNS_ANY),
        "relief": T.RELIEF_LIMITS, "rest": (T.REST_STARTER, T.REST_SHORT_OUTS // 3, T.REST_SHORT_DAYS,
                                            T.REST_LONG_OUTS // 3, T.REST_LONG_DAYS),
        "coach_pivot": T.COACH_ARM_PIVOT, "fac": fac_rows, "fac_run": (T.FAC_RUN_AUTO, T.FAC_RUN_TRY),
        "bunt_fielder": [(d, names[T.BUNT_FIELDER[d] - 1]) for d in range(1, 7)],
        "bunt_hit": T.BUNT_HIT_D10_MAX, "arm": (T.ARM_STRONG_MAX, T.ARM_WEAK_MIN),
        "injury": [(k, T.INJURY_GAMES_2D6[k]) for k in range(2, 13)], "inj": list(zip(T.INJ_NAMES, T.INJ_MULT)),
    }
