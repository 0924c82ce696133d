"""Printing Deadball: a team sheet, a scorecard in the book's layout, player cards and a chart sheet.

Each document extends ``base.html.j2`` (templates in ``dugout/templates/deadball/``); ``print_sheets`` returns them for
WeasyPrint. Cards come from ``ratings`` and the charts from the same ``tables`` the play loop reads.
"""

from __future__ import annotations

from typing import Any

from dugout.engine.estimates import MARK, team_estimates
from dugout.engine.ruleset import PRINT_ALL, PrintSelection
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import POS_NUMBER, DBCard
from dugout.games.deadball.options import DeadballOptions
from dugout.games.deadball.ratings import RATING_INPUTS, rate_team
from dugout.games.deadball.ratings_team_score import team_score
from dugout.model.player import Player
from dugout.model.team import Team
from dugout.render import avg3, cardface, cardsheet, page_size, render_template
from dugout.render.tabs import columns, width

TITLE = "Deadball"
"""The heading of the sheets (the game's title)."""

#: One-line reminders of what each trait does (our words; the rules are in docs/rules/deadball.md).
REMINDERS: dict[str, str] = {
    "P++": "+2 to Hit Table rolls",
    "P+": "+1 to Hit Table rolls; shift-able batting left",
    "P-": "-1 to Hit Table rolls",
    "P--": "-2 to Hit Table rolls",
    "C+": "HT 1-2 double (runners +2); sure bunts; sac fly on any fly",
    "C-": "HT 11-12 strike out; bunts only on 1-2; no sac flies",
    "S+": "HT 1 double, 2 triple; steal +1, home on 8; bunts for hits; no DP",
    "S-": "HT 18 plays as 17; steal -3; any grounder is a DP",
    "D+": "DEF +1; 13 cuts down the lead runner; routine DP on 10+; OF arm: sac-fly runner out at home on 10+",
    "D-": "DEF -1; botches DPs on 2 or less; runners score on his flies",
    "K+": "MSS +1; Out Table 3 is a strikeout",
    "GB+": "MSS +1; Out Table 2 is a 6-3 grounder",
    "CN+": "walks only at BT+1 and BT+2",
    "ST+": "tires after the 7th inning, not the 6th",
}
POS_NAME = {n: p for p, n in POS_NUMBER.items()}
FT_HIT = ("POW", "CON", "EYE", "SPD", "DEF")
FT_PIT = ("FB", "CH", "BB", "COM", "BAT")


def landscape(paper: str) -> str:
    """The CSS size of a paper turned sideways."""
    w, h = page_size(paper).split()
    return f"{h} {w}"


def position_label(p: Player, dh: bool = False) -> str:
    """The position a sheet shows for a player off the lineup (``Player.listed_position``: PH, not DH, for a
    1908 pinch hitter)."""
    return p.listed_position(dh)


def _row(team: Team, cards: dict[str, DBCard], pid: str, pos: str = "", role: str = "") -> dict[str, Any]:
    p = team.player(pid)
    c = cards[pid]
    traits = list(c.trait_list)
    ft = c.ft_bat or c.ft_pit
    labels = FT_HIT if c.ft_bat else FT_PIT
    return {
        "id": pid, "name": p.name, "pos": pos or position_label(p, team.dh), "role": role, "bt": c.bt, "wt": c.wt,
        "hand": c.bats, "throws": c.throws, "traits": " ".join(traits), "trait_list": traits, "pd": c.pd_label,
        "era": c.era, "avg": c.avg, "obp": c.obp, "pitcher": c.is_pitcher,
        "five_tool": " ".join(f"{k} {v}" for k, v in zip(labels, ft)) if ft else "",
        "card_text": _card_text(c, traits, ft, labels),
    }


def _card_text(c: DBCard, traits: list[str], ft: tuple[int, ...] | None, labels: tuple[str, ...]) -> str:
    """The small print of a player card: ratings, what each trait does, Five Tool ratings."""
    if c.is_pitcher:
        lines = [f"Pitch Die {c.pd_label} · throws {c.throws}", f"bats {c.bats} · BT {c.bt}"]
    else:
        lines = [f"BT {c.bt} · WT {c.wt} · bats {c.bats}"]
    lines += [f"{t}  {REMINDERS[t]}" for t in traits]
    if ft:
        lines.append("Five Tool  " + " ".join(f"{k} {v}" for k, v in zip(labels, ft)))
    return "\n".join(lines)


def team_context(team: Team, options: DeadballOptions) -> dict[str, Any]:
    """Everything the sheet, scorecard and cards of one team show."""
    cards = rate_team(team, options)
    ts = team_score(team, cards)
    lineup = [_row(team, cards, s.player, s.pos) for s in team.lineup_vs_rhp]
    vs_lhp = [_row(team, cards, s.player, s.pos) for s in team.lineup_vs_lhp]
    same = [r["id"] for r in vs_lhp] == [r["id"] for r in lineup] or not vs_lhp
    rotation = [_row(team, cards, pid, "P", "starter") for pid in team.rotation]
    bullpen = [_row(team, cards, b.player, "P", b.role) for b in team.bullpen]
    bench = [_row(team, cards, pid) for pid in team.bench]
    pitcher_ids = set(team.rotation) | {b.player for b in team.bullpen}
    seen = {r["id"] for r in lineup + vs_lhp + rotation + bullpen + bench}
    others = [_row(team, cards, p.id) for p in team.players if p.id not in seen]
    for r in lineup:
        r["batting_pitcher"] = r["pos"] == "P" and r["id"] in pitcher_ids
    marked, note = team_estimates(RATING_INPUTS, team)
    for r in lineup + vs_lhp + rotation + bullpen + bench + others:
        r["name"] = r["name"] + MARK if r["name"] in marked else r["name"]
    return {"team": team, "score": ts, "lineup": lineup, "vs_lhp": [] if same else vs_lhp, "rotation": rotation,
            "bullpen": bullpen, "bench": bench, "others": others, "walk_target": options.walk_target,
            "estimated_note": note,
            "title": TITLE, "park": f"{T.PARK_NAMES[T.park_rating(team.park.bpf)]}, BPF {team.park.bpf}"
            if options.park_factors else ""}


def _cards_of(ctx: dict[str, Any]) -> list[dict[str, Any]]:
    out, seen = [], set()
    for key in ("lineup", "vs_lhp", "bench", "rotation", "bullpen", "others"):
        for r in ctx[key]:
            if r["id"] not in seen:
                seen.add(r["id"])
                out.append(dict(r, team=ctx["team"].label))
    return out


def chart_rows() -> dict[str, Any]:
    """The reference charts as text lines: ERA bands and the two Hit Tables (the rest are fixed in the template).

    >>> chart_rows()["era"][:2]
    ['0.00-0.99  d20', '1.00-1.99  d12']
    """
    lows = (0.0,) + T.ERA_CUTS
    era = [f"{lo:.2f}-{hi - 0.01:.2f}  {die}" for lo, hi, die in zip(lows, T.ERA_CUTS, T.ERA_DICE)]
    era.append(f"{T.ERA_CUTS[-1]:.2f} up   {T.ERA_DICE[-1]} (the last rung)")
    fielder = {T.NO_DEF: "", T.DEF_SS_2B: "DEF (SS even MSS, 2B odd)", T.DEF_RF_CF: "DEF (RF even MSS, CF odd)",
               T.DEF_ANY: "DEF"}
    hits = []
    for table in (T.BASIC_HIT, T.ADVANCED_HIT):
        lines, start = [], 1
        for r in range(1, 21):
            if r < 20 and table[r + 1] == table[r]:
                continue
            bases, adv, dpos = table[r]
            what = T.HIT_NAMES[bases].capitalize() + (f", runners +{adv}" if bases < 4 else "")
            where = fielder[dpos] if dpos in fielder else f"DEF ({POS_NAME[dpos]})"
            rng = f"{start}-{r}" if r > start else f"{r}"
            lines.append(f"{rng:>5}  {what}{', ' + where if where else ''}")
            start = r + 1
        hits.append(lines)
    return {"era": era, "basic_hit": hits[0], "advanced_hit": hits[1],
            "pairs": [f"{T.PITCH_NAMES[p]} vs {FT_HIT[T.PAIRED_TOOL[p]]}" for p in T.PITCHES], **league_rows()}


def _runs(table: tuple[Any, ...], first: int, text: Any) -> list[str]:
    """Rows of a table with equal neighbours merged: '2-11  superficial: 3 games'."""
    out, start = [], first
    for r in range(first, len(table)):
        if r + 1 < len(table) and table[r + 1] == table[r]:
            continue
        rng = f"{start}-{r}" if r > start else f"{r}"
        out.append(f"{rng:>5}  {text(table[r])}")
        start = r + 1
    return out


def league_rows() -> dict[str, list[str]]:
    """The league tables as text lines: injuries (d20), aging (2d6 + the age's modifier) and development (d10).

    >>> league_rows()["injury"][0]
    ' 1-10  superficial: 3 games, BT -5 or die down a level, no bonus traits'
    """
    from dugout.games.deadball.league import seasonal as S

    def injury(row: tuple[str, int | None]) -> str:
        kind, games = row
        extra = f", BT -{S.SUPERFICIAL_BT} or die down a level, no bonus traits" if kind == "superficial" else ""
        return f"{kind}: {'the season' if games is None else f'{games} games'}{extra}"

    def aging(row: tuple[int, int, str]) -> str:
        bt, levels, trait = row
        parts = [f"BT {bt:+d}" if bt else "", f"die {levels:+d}" if levels else "", f"positive traits: {trait}" if trait
                 else ""]
        return ", ".join(x for x in parts if x) or "no change"

    def development(row: tuple[int, int]) -> str:
        bt, levels = row
        return ", ".join(x for x in (f"BT {bt:+d}" if bt else "", f"die {levels:+d}" if levels else "") if x) \
            or "no change"

    mods = [(18, 23), (24, 26), (27, 28), (29, 30), (31, 32), (33, 34), (35, 35), (36, 39), (40, 99)]
    return {"injury": _runs(S.INJURY_TABLE, 1, injury),
            "aging": _runs(S.AGING_TABLE, 1, aging),
            "age_mods": [f"{lo}{'+' if hi > 40 else '' if hi == lo else f'-{hi}'} {S.age_modifier(lo):+d}"
                         for lo, hi in mods],
            "development": _runs(S.DEVELOPMENT_TABLE, 1, development)}


def compact_hit_table(table: tuple[tuple[int, int, int], ...], size_pt: float = 7.5) -> str:
    """A Hit Table in two columns of short rows for a card (``8-12 1B R+2``, ``13 2B R+2 DEF LF``).

    >>> import re; re.sub("[\\u2002-\\u200a]+", " ", compact_hit_table(T.ADVANCED_HIT).split("\\n")[0])
    ' 1-2 1B R+1 13 2B R+2 DEF LF'
    """
    short = {T.NO_DEF: "", T.DEF_SS_2B: "DEF SS/2B", T.DEF_RF_CF: "DEF RF/CF", T.DEF_ANY: "DEF"}
    rows, start = [], 1
    for r in range(1, 21):
        if r < 20 and table[r + 1] == table[r]:
            continue
        bases, adv, dpos = table[r]
        what = ("1B", "2B", "3B", "HR")[bases - 1] + (f" R+{adv}" if bases < 4 else "")
        where = short[dpos] if dpos in short else f"DEF {POS_NAME[dpos]}"
        rows.append((f"{start}-{r}" if r > start else f"{r}", f"{what} {where}".strip()))
        start = r + 1
    half = -(-len(rows) // 2)
    lines = []
    for k in range(half):
        cells, at = [], []
        for col, x in ((0, 0.0), (1, 86.0)):
            if col * half + k < len(rows):
                rng, what = rows[col * half + k]
                cells += [rng, what]
                at += [x + 17.0 - width(rng, size_pt), x + 20.0]
        lines.append(columns(cells, at, size_pt))
    return "\n".join(lines)


def card_view(team: Team, row: dict[str, Any], charts: dict[str, Any], hit_table: str = "advanced"
              ) -> dict[str, Any]:
    """A player card: the row of the team sheet, with who he is, where his ratings come from, his season, and
    the table his swing reads next: a batter's Hit Table (d20 plus his power), a pitcher's rung of the ERA ladder."""
    p = team.player(row["id"])
    pitcher = bool(row["pitcher"])
    if pitcher:
        source = f"Pitch Die from ERA {row['era']:.2f} · bats BT {row['bt']}" if row.get("era") is not None else ""
        lines = [line + ("  \u00ab" if line.split()[-1] == row["pd"] or line.split()[2:3] == [row["pd"]] else "")
                 for line in charts["era"]]
        table = "PITCH DIE BY ERA\n" + "\n".join(lines)
    else:
        source = (f"BT from AVG {avg3(row['avg'])} · WT from OBP {avg3(row['obp'])}"
                  if row.get("avg") is not None and row.get("obp") is not None else "")
        power = next((f" {T.POWER_MOD[T.TRAIT_BIT[t]]:+d} ({t})" for t in row["trait_list"]
                      if T.TRAIT_BIT[t] in T.POWER_MOD), "")
        table = f"HIT TABLE: d20{power}  (R+n: runners move up n)\n" + compact_hit_table(
            T.ADVANCED_HIT if hit_table == "advanced" else T.BASIC_HIT)
    traits = "\n".join(f"{t}\u2002{REMINDERS[t]}" for t in row["trait_list"])
    return dict(row, who=cardface.identity(p, team, row["pos"]), source=source, trait_text=traits, table=table,
                season=cardface.season_text(p, team.season, pitcher))


def print_sheets(teams: list[Team], options: DeadballOptions, paper: str,
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """For each team its team sheet and scorecard, then its player cards; then the chart sheet."""
    size = page_size(paper)
    docs: list[str] = []
    charts = chart_rows()
    for team in teams:
        ctx = team_context(team, options)
        if select.team:
            docs.append(render_template("deadball/sheet.html.j2", page_size=size, **ctx))
            docs.append(render_template("deadball/scorecard.html.j2", page_size=landscape(paper),
                                        innings=range(1, 11), **ctx))
        cards = [card_view(team, c, charts, options.hit_table) for c in _cards_of(ctx)
                 if select.wants(c["id"])] if select.cards else []
        if cards:
            sheet = cardsheet.pages(paper, cards, back=cardface.backs("Deadball", team) if select.backs else None)
            docs.append(render_template("deadball/cards.html.j2", page_size=sheet["grid"].page_size, title=TITLE,
                                        colours=cardface.colours(team, select.palette), **sheet))
    if select.charts:
        docs.append(render_template("deadball/charts.html.j2", page_size=size, **chart_rows()))
    return docs
