"""Printed Pine Tar sheets: ``print_sheets`` — each team's 'starters' and 'bullpen' sheets, the game tables and
the scorecard (templates in ``dugout/templates/pine-tar/``).

Cards follow the published layout (seed pp. 23-24): four rating rows, the positions, then the hitting
columns, in the card face (Dugout Card, proportional with figures of one width) at 7 pt, each row one line of text
with its columns placed by ``render.tabs.columns``, a text block for each group of results (ruled apart as on the
published sheet), so WeasyPrint still lays out a sheet quickly. Teams are rated by ``ratings``
under the game's options; the game tables are generated from ``tables`` so the printed charts are the ones the
engine plays.
"""

from __future__ import annotations

from typing import TypedDict, TypeVar

from dugout.engine.estimates import MARK, team_estimates
from dugout.engine.ruleset import PRINT_ALL, PrintSelection
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard, ranges
from dugout.games.pine_tar.options import PineTarOptions
from dugout.games.pine_tar.ratings import RATING_INPUTS, rate_team
from dugout.model.player import Player
from dugout.model.team import Team
from dugout.render import avg3, cardface, page_size, render_template
from dugout.render.tabs import columns, fit_width, width

V = TypeVar("V")

CARDS_PER_PAGE = 9
_WORD = {"P": "Pitcher", "C": "Catcher", "1B": "Firstbaseman", "2B": "Secondbaseman", "3B": "Thirdbaseman",
         "SS": "Shortstop", "LF": "Leftfielder", "CF": "Centerfielder", "RF": "Rightfielder", "OF": "Outfielder",
         "DH": "Designated hitter"}
_ROLE = {"S": "(S)", "R": "(R)", "C": "(C)", "S/R": "(S/R)"}


def position_line(card: PTCard) -> str:
    """'Rightfielder-OF-C': the main position spelled out, the others short, the outfield spots as OF.

    >>> from dugout.games.pine_tar.card import PTCard
    >>> c = PTCard("x", "K", "K", "R", "R", ("RF", "C", "LF"), False, ((),) * 3, 3, 1, 0, "N", 70, 0, 4, "A", 0,
    ...            -1, "A")
    >>> position_line(c)
    'Rightfielder-C-OF'
    """
    if not card.positions:
        return ""
    first, rest = card.positions[0], []
    for p in card.positions[1:]:
        short = "OF" if p in ("LF", "CF", "RF") else p
        if short not in rest and short != first:
            rest.append(short)
    return "-".join([_WORD.get(first, first)] + rest)


#: The chart's type: the card face (proportional, figures of one width) in points, line by line.
CHART_PT = 7.0
TOP_PT = 7.0
FOOT_PT = 7.0
#: A column's roll range is right-aligned to the width of '00-00'; its result follows after a gap.
_GAP_PT = 2.2
#: The width a card's chart has (a third of an A4 page's 7.7 in less the card's padding).
CHART_ROOM = 168.0
#: The chart's groups, ruled apart as on the published cards: hits, walks, the rest a pitch check may change (the
#: heavier rule under SO is where the modifier stops), ground outs, fly outs, the special rolls 97-99.
_GROUPS = (("HR*", "3B", "2B", "1B"), ("BB", "HBP"), ("ROE/PO", "SO"), ("GO-",), ("FO-",))


def _group_of(label: str) -> int:
    return next((k for k, g in enumerate(_GROUPS) if any(label.startswith(x) for x in g)), len(_GROUPS))


def chart_rows(cols: list[tuple[int, ...]], lo: str = "") -> list[list[list[tuple[str, str]]]]:
    """The outcome columns side by side in card order, grouped: each group a list of rows, each row one
    (roll range, result) per column; every column lists every outcome any of them has, so they line up."""
    present = {code for c in cols for code in c[:97]}
    listed = [ranges(c, present) for c in cols]
    rows: list[list[list[tuple[str, str]]]] = [[] for _ in range(len(_GROUPS) + 1)]
    for k in range(len(listed[0])):
        rows[_group_of(listed[0][k][1])].append([lst[k] for lst in listed])
    for roll, what in ((97, f"LO-{lo}" if lo else "LO"), (98, "ROE/LO"), (99, "BK/WP")):
        rows[-1].append([(str(roll), what) for _ in listed])
    return [g for g in rows if g]


def _stops(n: int, room: float) -> list[float]:
    """Where each column's range starts (its right edge is ``_range_w`` further on) and its result starts."""
    step = room / n
    return [step * k for k in range(n)]


def _range_w() -> float:
    return width("00-00", CHART_PT)


def chart_line(row: list[tuple[str, str]], room: float) -> str:
    """One chart row as a single line of proportional text: each range right-aligned, each result after it."""
    cells: list[str] = []
    at: list[float] = []
    rw = _range_w()
    for x, (rng, what) in zip(_stops(len(row), room), row):
        cells += [rng, what]
        at += [x + rw - width(rng, CHART_PT), x + rw + _GAP_PT]
    return columns(cells, at, CHART_PT)


def chart_head(heads: list[str], room: float) -> str:
    return columns(heads, _stops(len(heads), room), CHART_PT, bold=True)


def chart_groups(cols: list[tuple[int, ...]], room: float, lo: str = "") -> list[str]:
    """The chart as printed: one text block a group (the template rules them apart)."""
    return ["\n".join(chart_line(r, room) for r in g) for g in chart_rows(cols, lo)]


class CardView(TypedDict):
    """What the sheet template reads of one card."""

    name: str
    top: str
    """The rating rows and the position line (a pitcher's role)."""
    pitch: str
    """A pitcher's grade and MIP rows ('' for a batter)."""
    boxes: str
    """A box an inning of his MIP, to tick as he pitches them (printed in Dugout Sans: the card face has no box)."""
    bkwp: str
    """A pitcher's BK/WP row, under his boxes."""
    head: str
    """The hitting columns' heads (vs RHP, RISP, vs LHP; a pitcher's Batting)."""
    groups: list[str]
    """The hitting columns side by side, a text block per group of results (ruled apart when printed)."""
    is_pitcher: bool


def _mip_boxes(mip: str) -> str:
    """A box a maximum inning, to tick the innings as he pitches them: 'MIP=7  □□□□□□□' (a starter/reliever's
    '5/2*' boxes the starter's five).

    >>> _mip_boxes("7"), _mip_boxes("5/2*"), _mip_boxes("-")
    ('□□□□□□□', '□□□□□', '')
    """
    digits = "".join(c for c in mip.split("/")[0] if c.isdigit())
    return "□" * min(12, int(digits)) if digits else ""


def card_view(card: PTCard) -> CardView:
    """What a printed card shows: its rating rows and its outcome text."""
    lo = T.POS_LABEL[card.lo_pos]
    arm = ""
    if card.arm:
        arm = f"Arm {card.arm}"
    if card.ar is not None:
        arm = f"{arm} / AR {card.ar}" if arm else f"AR {card.ar}"
    rows = [f"Bats: {card.bats}   Throws: {card.throws}",
            f"BR {card.speed}  SBC {card.sbc}  SBO {card.sbo}  SHC {card.shc_text}",
            f"{arm + '   ' if arm else ''}{card.first}   RG {card.rg_name}  EC {card.ec}",
            f"INJ {card.inj_text}   {card.last.upper()}"]
    if card.is_pitcher and card.role:
        cols, heads = [card.cols[0]], ["Batting"]
        rows.append(f"Pitcher {_ROLE.get(card.role, '')} {card.gs if card.role in ('S', 'S/R') else ''}".rstrip())
        at = [0.0, width("Away", TOP_PT) + 3.0]
        pitch = ["Pitch Grade", columns(["Home", card.grade_text(True)], at, TOP_PT),
                 columns(["Away", card.grade_text(False)], at, TOP_PT),
                 f"MIP={card.mip_text}"]
        boxes, bkwp = _mip_boxes(card.mip_text), f"BK/WP {card.bkwp_text}"
    else:
        cols, heads = list(card.cols), ["vs RHP", "RISP", "vs LHP"]
        rows.append(position_line(card))
        pitch, boxes, bkwp = [], "", ""
    if card.career_text:  # the published cards' Career row (HOF beneath it), here after the position
        rows[-1] = f"{rows[-1]}   {card.career_text}" if rows[-1] else card.career_text
    return {"name": card.name, "top": "\n".join(rows), "pitch": "\n".join(pitch), "boxes": boxes, "bkwp": bkwp,
            "head": chart_head(heads, CHART_ROOM), "groups": chart_groups(cols, CHART_ROOM, lo),
            "is_pitcher": bool(pitch)}


def season_summary(p: Player, season: int | None, pitcher: bool) -> str:
    """His real season in a few figures: ``1927 .356 60 HR 164 RBI``, ``1927 22-7 2.63 ERA``."""
    year = f"{season} " if season else ""
    if pitcher and p.pitching is not None and p.pitching.ipouts:
        pt = p.pitching
        return f"{year}{pt.w}-{pt.l} {27 * pt.er / pt.ipouts:.2f} ERA"
    b = p.batting
    if b is not None and b.ab:
        return f"{year}{avg3(b.h / b.ab)} {b.hr} HR {b.rbi} RBI"
    return ""


def _pages(items: list[V]) -> list[list[V]]:
    return [items[k:k + CARDS_PER_PAGE] for k in range(0, len(items), CARDS_PER_PAGE)] or [[]]


def team_sheets(team: Team, options: PineTarOptions, size: str, select: PrintSelection = PRINT_ALL) -> list[str]:
    """The 'starters' sheet (lineup 1 and a backup) and the 'bullpen' sheet (pitchers, then the bench). The
    players are cards on these sheets: with ``select.players`` the sheets hold those players' cards alone,
    without the lineup and roster index."""
    cards = rate_team(team, options)
    by = team.by_id()
    marked, note = team_estimates(RATING_INPUTS, team)
    lineup = [s for s in team.lineup_vs_rhp if s.pos != "P"]
    starters = [s.player for s in lineup]
    bench = [p for p in team.bench if p not in starters]
    while len(starters) < CARDS_PER_PAGE and bench:
        starters.append(bench.pop(0))
    pitchers = list(dict.fromkeys(list(team.rotation) + [b.player for b in team.bullpen]))
    rest = [p.id for p in team.players if p.id not in starters and p.id not in pitchers and p.id not in bench]
    bullpen = pitchers + bench + [pid for pid in rest if cards[pid].role]
    order = _lineup_lines([(by[s.player].name, s.pos) for s in team.lineup_vs_rhp])
    label = f"{team.name} {team.season}" if team.season else team.name
    docs = []
    whole = select.players is None
    for kind, ids in (("Starters", starters), ("Pitchers/Bench", bullpen)):
        ids = [pid for pid in ids if select.wants(pid)]
        if not ids:
            continue
        title = "Backups" if kind == "Starters" else kind
        views = [card_view(cards[pid]) for pid in ids]
        for v, pid in zip(views, ids):  # the real season on the first row, beside the hands
            rows = v["top"].split("\n")
            rows[0] += "   " + season_summary(by[pid], team.season, bool(v["is_pitcher"]))
            v["top"] = "\n".join(rows).rstrip()
        for v, pid in zip(views, ids):
            if by[pid].name in marked:  # the mark after the name, in the row that prints it
                rows = v["top"].split("\n")
                rows[3] += MARK
                v["top"] = "\n".join(rows)
        for v in views:  # the card face's spaces are narrow: a wider one between the fields
            v["top"] = v["top"].replace("   ", "\u2003").replace("  ", "\u2002")
        listed = ids if kind != "Starters" else [pid for pid in ids if pid not in {s.player for s in lineup}]
        roster = _roster_lines([(by[pid].name, _what(cards[pid], by[pid].listed_position(team.dh))) for pid in listed]
                               ) if whole else []
        pages = _pages(views)
        for k, page in enumerate(pages):
            last = k == len(pages) - 1 and whole
            docs.append(render_template("pine-tar/sheet.html.j2", page_size=size, label=label, kind=kind,
                                        colours=cardface.colours(team, select.palette),
                                        team=team, cards=page, lineup=order if kind == "Starters" and last else [],
                                        roster=roster if last else [], roster_title=title, page=k + 1,
                                        estimated_note=note))
    return docs


def _roster_lines(entries: list[tuple[str, str]], rows: int = 10) -> list[str]:
    """The roster index in columns of at most ``rows`` lines, one text line a row in the card face: names to the
    longest (at most 92 pt, longer ones cut), positions to the widest, so a 'P (S/R)' keeps the next column in line.

    >>> import re
    >>> [re.split("[\u2002-\u200a]+", line) for line in _roster_lines([("Jon Lester", "P (S)"), ("Mike Montgomery", "P (S/R)")])]
    [['Jon Lester', 'P (S)'], ['Mike Montgomery', 'P (S/R)']]
    """
    if not entries:
        return []
    name_w = min(92.0, max(width(n, FOOT_PT) for n, _ in entries)) + 4.0
    what_w = max(width(w, FOOT_PT) for _, w in entries) + 9.0
    cols = [entries[k:k + rows] for k in range(0, len(entries), rows)]
    out = []
    for i in range(min(rows, len(entries))):
        cells: list[str] = []
        at: list[float] = []
        for c, col in enumerate(cols):
            if i < len(col):
                x = c * (name_w + what_w)
                cells += [fit_width(col[i][0], name_w - 4.0, FOOT_PT), col[i][1]]
                at += [x, x + name_w]
        out.append(columns(cells, at, FOOT_PT))
    return out


def _lineup_lines(names: list[tuple[str, str]]) -> list[str]:
    """The starting lineup: name, batting order, position, in columns."""
    name_w = min(100.0, max((width(n, FOOT_PT) for n, _ in names), default=0.0)) + 5.0
    order_w = width("0", FOOT_PT)
    return [columns([fit_width(n, name_w - 5.0, FOOT_PT), str(k + 1), pos],
                    [0.0, name_w + order_w - width(str(k + 1), FOOT_PT), name_w + order_w + 5.0], FOOT_PT)
            for k, (n, pos) in enumerate(names)]


def _what(card: PTCard, pos: str) -> str:
    return f"P {_ROLE.get(card.role, '')}" if card.role and pos == "P" else pos


def print_sheets(teams: list[Team], options: PineTarOptions, paper: str = "letter",
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """Every team's two sheets (its players' cards with the lineup and roster), then the game tables (front and
    back) and a scorecard."""
    size = page_size(paper)
    docs: list[str] = []
    if select.team or select.cards:
        for team in teams:
            docs += team_sheets(team, options, size, select)
    if select.charts:
        blocks = table_blocks()
        docs.append(render_template("pine-tar/tables.html.j2", page_size=size, blocks=blocks,
                                    optional=[t for t in blocks if is_optional_table(t)]))
        docs.append(render_template("pine-tar/scorecard.html.j2", page_size=size, innings=list(range(1, 11)),
                                    checks=", ".join(map(str, T.CHECK_ROLLS))))
    return docs


# --- the game tables, as text blocks from the engine's data ------------------------------------------------------


def _spans(values: list[V]) -> list[tuple[int, int, V]]:
    """Runs of equal values: (first index, last index, value)."""
    out: list[tuple[int, int, V]] = []
    for i, v in enumerate(values):
        if out and out[-1][2] == v:
            out[-1] = (out[-1][0], i, v)
        else:
            out.append((i, i, v))
    return out


def _rng(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo}-{hi}"


def modifier_block() -> str:
    """The pitcher modifier table: original result down the side, grades across."""
    head = "Original  " + "".join(f"{g:<7}" for g in T.GRADES)
    lines = [head]
    for code in range(T.SO + 1):
        lines.append(f"{T.OUTCOME_NAMES[code]:<10}" + "".join(f"{T.OUTCOME_NAMES[T.MODIFIED[g][code]]:<7}"
                                                             for g in range(len(T.GRADES))))
    return "\n".join(lines)


def go_block(table: dict[int, tuple[int, ...]], heads: tuple[int, ...]) -> str:
    lines = ["Player  " + "".join(f"{T.GO_RESULT_NAMES[h]:<9}" for h in heads)]
    for code in (T.GO_1B, T.GO_2B, T.GO_P, T.GO_3B, T.GO_SS):
        cells = {v: _rng(lo, hi) for lo, hi, v in _spans(list(table[code]))}
        lines.append(f"{T.OUTCOME_NAMES[code]:<8}" + "".join(f"{cells.get(h, '--'):<9}" for h in heads))
    return "\n".join(lines)


def table_blocks() -> dict[str, str]:
    """Every game table as printable text, keyed by title."""
    loc = "\n".join(f"{_rng(lo, hi):>6}  {'IH*' if v == T.INFIELD else T.POS_LABEL[v]}"
                    for lo, hi, v in _spans(list(T.HIT_LOCATION)))
    err = "\n".join(f"{_rng(lo, hi):>6}  {T.POS_LABEL[p]:<3} {'2' if rs == 2 else '1*'}"
                    for lo, hi, (p, rs) in _spans(list(T.ERROR_RESULT)))
    tag = "\n".join(f"{T.OUTCOME_NAMES[c][3:]}  {b}{'nd' if b == 2 else 'rd'} base  {T.TAG[c][b]}"
                    for c in (T.FO_LF, T.FO_CF, T.FO_RF) for b in (2, 3) if T.TAG[c][b] >= 0)
    steal = "\n".join(["Grade SB Pts Opportunity              H&R"] + [
        f"{k:<5} {pts if pts else 'NA':<7}{_opportunity(inn, per, k):<25}{'Yes' if hr else 'No'}"
        for k, (pts, inn, per, hr) in T.STEAL_OPPORTUNITY.items()])
    pdr = "\n".join(f"{_rng(lo, hi):>6}  {T.POS_LABEL[f]:<3} {'GO' if res == T.PDR_GO else 'FO'}  "
                    f"{'I-Hit' if loc == T.INFIELD else T.POS_LABEL[loc]}"
                    for lo, hi, (f, res, loc) in _spans(list(T.POSITIVE_DEFENSE)))
    sac = "\n".join(f"{what:<24}{a:<18}{b}" for what, a, b in zip(
        ("Succeeds, even roll", "Succeeds, odd roll", "Fails, even roll", "Fails, odd roll", "Fails with doubles"),
        T.SACRIFICE_NOTES[:2] + T.SACRIFICE_NOTES[2:], T.SQUEEZE_NOTES))
    roe = f"ROE-{T.BUNT_ERROR_POS}"
    sac = (f"{'Roll vs SHC':<24}{'Standard (SHC)':<18}Squeeze (SHC-{T.SQUEEZE_PENALTY})\n" + sac +
           f"\n{'Succeeds with doubles':<24}{'I-Hit':<18}I-Hit\n{'Roll = SHC':<24}{roe:<18}{roe}")
    advance = "\n".join(f"{what:<14}" + "  ".join(f"{speed}/{1 + extra[parity]}" for speed, extra in
                                                   zip(T.SPEEDS, T.EXTRA_BASE))
                        for what, parity in (("Odd roll", 1), ("Even roll", 0))) + f"\n{'Doubled roll':<14}All/1"
    inj = "\n".join(["Die  " + " ".join(f"{k:>3}" for k in T.INJURY_LETTERS)] + [
        f"{d:>3}  " + " ".join(f"{T.INJURY_LENGTH[k][d]:>3}" for k in T.INJURY_LETTERS) for d in range(10)])
    return {
        "Pitcher Modifier (rolls " + ", ".join(map(str, T.CHECK_ROLLS)) + ")": modifier_block(),
        "Hit Location": loc + "\n*S runner = GO-SS",
        "Base Advancement": advance,
        "Error Results (red/white; blue die <= EC errs)": err + "\n*runners +1 more base with 2 outs",
        f"GO Table, runner on 1st (H&R: white +{T.HIT_AND_RUN_WHITE}, max 9)": go_block(
            T.GO_WITH_R1, (T.GDP, T.FC_R3H, T.FC_R3A, T.PO3_RA)),
        "GO Table, no runner on 1st": go_block(T.GO_NO_R1, (T.LR_OUT, T.PO3_RH, T.PO3_RA)),
        f"Fly Out / Tag (lead runner out on {_rolls(T.TAG_OUT_ROLLS)})": tag,
        f"Ball 2 Rule ({', '.join(T.GRADES[g] for g in sorted(T.BALL_TWO_GRADES))})":
            "1st base occupied: a BB is ball 2;\na BB at 2 balls is a walk.",
        "Steal Opportunity": steal + f"\n{T.STEAL_POINTS} points a game, +{T.EXTRA_INNING_POINTS} in extra innings",
        "OF Throw Home": "  ".join(f"{k} 0-{v}" for k, v in T.ARM_OUT.items()) +
                         "\nrunner from 1st on a 2B, from 2nd on a 1B",
        f"Positive Defensive Roll (hits on {_rolls(T.POSITIVE_CHECK_ROLLS)})": pdr,
        f"Negative Defense (GO/FO on {_rolls(T.NEGATIVE_CHECK_ROLLS)})":
            "Pos/Neu  no change\nNeg      hit; runners +1 base only",
        "Sacrifice and Suicide Squeeze": sac,
        "MIP Modifiers": (f"Starter {T.SHELLED_STARTER}+ runs   -1 MIP, -1 grade\n"
                          f"Starter <={T.BONUS_MAX_RUNS} runs    +1 MIP (once)\n"
                          f"Starter {T.REMOVE_STARTER}+ runs   must be removed\n"
                          f"Reliever {T.REMOVE_RELIEVER}+ runs  must be removed"),
        "H & R Modifiers": (f"+{T.HIT_AND_RUN_ROLL} to rolls 0-{T.HIT_AND_RUN_MAX_ROLL} (not pitch checks)\n"
                            f"+{T.HIT_AND_RUN_WHITE} to white die on ground outs (max 9)\n"
                            "runner takes an extra base on a hit\nstrikeout: the runner tries to steal"),
        "Injury Length (games)": inj,
    }


#: The tables of the optional rules (the book heads them in blue, the others in brown): steals, hit-and-run,
#: defensive rolls, the MIP modifiers, throws home, injuries.
OPTIONAL_TABLES = ("Steal Opportunity", "H & R Modifiers", "Positive Defensive Roll", "Negative Defense",
                   "MIP Modifiers", "OF Throw Home", "Injury Length")


def is_optional_table(title: str) -> bool:
    """Whether a game table belongs to the optional rules.

    >>> is_optional_table("Steal Opportunity"), is_optional_table("Hit Location")
    (True, False)
    """
    return title.startswith(OPTIONAL_TABLES)


def _rolls(rolls: frozenset[int]) -> str:
    """Special rolls as printed: '77, 88, 99'."""
    return ", ".join(map(str, sorted(rolls)))


def _opportunity(inning: int, per: int, letter: str) -> str:
    if per == 0:
        return "Never"
    when = "Any time" if inning <= 1 else f"{inning}th inn on"
    often = "twice" if per == 2 else ("every other" if letter == "E" else "once")
    return f"{when}, {often}"
