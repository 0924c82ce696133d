"""Payoff Pitch's printed sheets: team sheets, batter and pitcher cards, the ballpark cards and the chart sheets.

Cards come in the two published sizes: the printed card (2.5 x 3.5 in, the default: eight to a letter page, nine
to an A4 page) shows the standard card with the OUT section on the right, the PDF card (2.75 x 4.25 in, four to a
page) both split sides. No card text is under 6 pt. Each card is its name, one line under it and two monospaced
text blocks, the columns lined up inside one block (``cardsheet.side_by_side``), so WeasyPrint lays a team out
quickly. Chart sheets are written from tables.py and the ballpark
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
from dugout.render import cardsheet, page_size, render_template
from dugout.render.cardsheet import side_by_side

#: Card sizes (width, height in inches); ``cardsheet.grid`` fits as many as the page holds.
SIZES = {"pdf": (2.75, 4.25), "printed": (2.5, 3.5)}

#: Font size (pt) of a card's text blocks: the smallest text on a card.
BODY_PT = 6.0
#: Pitcher cards: font size (pt) of the 2d6 block and the share of the card's inner width given to the 2d6
#: column and to the info column (DP, WP, stamina, batting), a blank between them.
PITCHER_FONT_PT = 6.4
PITCHER_COLS = (0.42, 0.57)
#: A card's border and horizontal padding (pt), as in cards.html.j2.
CARD_BORDER_PT, CARD_PAD_X_PT = 0.75, 4.0
#: Advance width of DejaVu Sans Mono, in ems.
MONO_EM = 0.602


def column_chars(size: str, share: float, font_pt: float = PITCHER_FONT_PT) -> int:
    """How many monospaced characters fit across a column taking ``share`` of a card's inner width."""
    inner = SIZES[size][0] * 72 - 2 * (CARD_BORDER_PT + CARD_PAD_X_PT)
    return int(inner * share / (font_pt * MONO_EM))


#: A pitcher card's 2d6 rows and info lines (the same on both sizes): what fits the smaller card.
PITCHER_ROWS_CHARS = column_chars("printed", PITCHER_COLS[0])
PITCHER_INFO_CHARS = column_chars("printed", PITCHER_COLS[1])
assert PITCHER_ROWS_CHARS + 1 + PITCHER_INFO_CHARS <= column_chars("printed", 1.0)


def batter_widths(size: str) -> tuple[int, int]:
    """Characters of a batter card's two columns at ``BODY_PT``, a blank between them: the split card's vs LHP
    and vs RHP halves, the printed card's sections (and ratings) and its OUT section. A left column's lines stop a
    character short of its width, so two blanks part the columns.

    >>> batter_widths("printed"), batter_widths("pdf")
    ((25, 21), (25, 25))
    """
    across = column_chars(size, 1.0, BODY_PT)
    if size == "pdf":
        half = (across - 1) // 2
        return half, half
    return 25, across - 1 - 25


# --- text blocks of a card ---------------------------------------------------------------------------------------
def section_lines(side: Side, s: int, width: int) -> list[str]:
    """A section as 'HR 1-31' entries packed into lines of at most ``width`` characters."""
    items = [f"{T.CODE_NAMES[c]} {rng_text(a, b)}" for c, a, b in side.ranges(s)]
    return _pack(items, width) or ["-"]


def out_lines(side: Side, width: int) -> list[str]:
    """The OUT section as '62-70 G4' entries packed into lines."""
    return _pack([f"{rng_text(a, b)} {T.CODE_NAMES[c]}" for c, a, b in side.out_ranges()], width)


def _pack(items: list[str], width: int) -> list[str]:
    lines: list[str] = []
    cur = ""
    for it in items:
        add = it if not cur else cur + "  " + it
        if len(add) > width and cur:
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


def _stat_line(card: Card) -> list[str]:
    ln = card.bat.line
    if not ln:
        return [f"({card.bat.source} card)"]
    avg = _avg(ln["AVG"])
    return [f"AB {ln['AB']} H {ln['H']} 2B {ln['2B']} 3B {ln['3B']} HR {ln['HR']}",
            f"BB {ln['BB']} SO {ln['SO']} SB {ln['SB']} {avg}/{_avg(ln['OBP'])}/{_avg(ln['SLG'])}"]


def _avg(x: float) -> str:
    s = f"{x:.3f}"
    return s.removeprefix("0")


def batter_blocks(card: Card, size: str, splits: bool) -> dict[str, object]:
    """Text of a batter card: ``cols`` (its two columns) and ``body`` (them side by side), ``foot``."""
    b = card.bat
    widths = batter_widths(size)
    if size == "pdf" and splits:
        cols = []
        for head, side in (("vs LHP", b.vs_l), ("vs RHP", b.vs_r)):
            lines = [head]
            for s in range(4):
                lines.append(T.SECTION_NAMES[s])
                lines += ["  " + x for x in section_lines(side, s, widths[0] - 3)]
            lines.append("OUT")
            lines += ["  " + x for x in out_lines(side, widths[1] - 3)]
            cols.append("\n".join(lines))
        foot = _traits(card) + _stat_line(card)
        if b.line:
            real = "" if b.platoon == "league" else "  (own splits)"
            foot.append(f"AB vs LHP {b.line['AB_L']}  vs RHP {b.line['AB_R']}{real}")
        return {"cols": cols, "body": side_by_side(cols, widths), "foot": "\n".join(foot)}
    side = b.std
    left = []
    for s in range(4):
        left.append(T.SECTION_NAMES[s])
        left += ["  " + x for x in section_lines(side, s, widths[0] - 3)]
    left += ["", f"DP {b.dp}  STEAL {b.steal_text()}", f"RUN {b.run}  BUNT {T.GRADES[b.bunt]}",
             f"SAC {b.sac_text()}", f"INJ {T.INJ_NAMES[b.inj]}"]
    right = ["OUT"] + out_lines(side, widths[1])
    cols = ["\n".join(left), "\n".join(right)]
    return {"cols": cols, "body": side_by_side(cols, widths),
            "foot": "\n".join(_traits(card)[2:] + _stat_line(card))}


def pitcher_blocks(card: Card) -> dict[str, object]:
    """Text columns of a pitcher card."""
    p = card.pit
    rows = [f"{k:>2}  {p.label_text(k)}" for k in range(2, 13)]
    info = [f"DP {p.dp}  HOLD {p.hold}", f"WP {p.range_text(p.wp)}  SO {p.range_text(p.so)}", p.stamina_text()]
    bat = card.bat
    # BATTING and BUNT on lines of their own: together they are wider than the info column.
    info.append(f"BATTING {'††' if card.own_batting else '(pitcher card)'}")
    info.append(f"BUNT {T.GRADES[bat.bunt]}{'#' if card.own_batting else ''}")
    ln = p.line
    stats = []
    if ln:
        era = "" if ln.get("ERA") is None else f" ERA {ln['ERA']:.2f}"
        stats = [f"G {ln['G']} GS {ln['GS']} W {ln['W']} L {ln['L']} SV {ln['SV']}",
                 f"IP {ln['IP']} H {ln['H']} HR {ln['HR']} BB {ln['BB']} SO {ln['SO']}{era}"]
    cols = ["\n".join(rows), "\n".join(info)]
    return {"cols": cols, "body": side_by_side(cols, (PITCHER_ROWS_CHARS, PITCHER_INFO_CHARS)),
            "foot": "\n".join(stats)}


# --- documents -------------------------------------------------------------------------------------------------
def print_sheets(teams: list[Team], options: PayoffPitchOptions, paper: str = "letter",
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """Each team's sheet, batter and pitcher cards; then the ballpark cards and the chart sheets."""
    size = options.card_size
    splits = options.splits
    psize = page_size(paper)
    w, h = SIZES[size]
    layout = {"pfont": PITCHER_FONT_PT, "body_pt": BODY_PT, "border": CARD_BORDER_PT, "pad_x": CARD_PAD_X_PT}
    docs = []
    parks = []
    for team in teams:
        cards = rate_team(team, splits=splits)
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
            if not c.is_pitcher or c.own_batting or (c.bat.line and c.bat.line.get("AB", 0) >= 50):
                bcards.append({"name": p.name + (MARK if p.name in marked else ""), "hand": f"Bats {p.bats}", "pos": p.primary_position,
                               "team": team.label, **batter_blocks(c, size, splits)})
            if c.is_pitcher:
                pcards.append({"name": p.name + (MARK if p.name in marked else ""), "hand": f"Throws {p.throws}", "pos": "P", "team": team.label,
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
            cols = [str(x) for x in blocks["cols"]]  # type: ignore[attr-defined]
            # the sections are the generic card's; a pitcher's own running and bunting stay on his pitcher card
            cols = [cols[0].split("\n\nDP ")[0], *cols[1:]] if size != "pdf" else cols
            blocks = {"cols": cols, "body": side_by_side(cols, batter_widths(size)),
                      "foot": "Every pitcher whose card says\nBATTING (pitcher card) bats with this card;\n"
                              "his BUNT is on his pitcher card."}
            bcards.append({"name": "Pitcher batting card", "hand": f"Bats {bats}", "pos": "P",
                           "team": f"{team.label}: every pitcher without his own batting card", **blocks})
        for kind, these in (("batter", bcards), ("pitcher", pcards)):
            if these:
                sheet = cardsheet.pages(paper, these, (w, h))
                docs.append(render_template("payoff-pitch/cards.html.j2", page_size=sheet["grid"].page_size,
                                            title=f"{team.label} {kind}s", w=w, h=h, kind=kind, size=size,
                                            **layout, **sheet))
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
