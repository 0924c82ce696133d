"""Build the Baseball-Reference-shaped fixture pages in bref/ from the embedded Lahman data.

Run ``python tests/data/online/make_pages.py`` to regenerate. The team pages carry the real Lahman numbers of
2024 NYY, 2024 CLE (new page vintage: ``b_``/``p_``/``f_`` data-stat keys, ``name_display``) and 1985 STL (old
vintage: ``team_batting``, ``2B``, ``IP``, per-position fielding tables); tables Baseball-Reference ships
commented out are commented out here too. The box score ``NYA202408200`` is hand-built: its shape follows
Baseball-Reference's box scores, its lineups are plausible for that date but illustrative, not the real game's.
"""

from __future__ import annotations

import html
from pathlib import Path

HERE = Path(__file__).resolve().parent / "bref"

NEW_BAT = [("b_games", "g"), ("b_pa", "pa"), ("b_ab", "ab"), ("b_r", "r"), ("b_h", "h"), ("b_doubles", "b2"),
           ("b_triples", "b3"), ("b_hr", "hr"), ("b_rbi", "rbi"), ("b_sb", "sb"), ("b_cs", "cs"), ("b_bb", "bb"),
           ("b_so", "so"), ("b_batting_avg", "avg"), ("b_onbase_perc", "obp"), ("b_slugging_perc", "slg"),
           ("b_onbase_plus_slugging", "ops"), ("b_tb", "tb"), ("b_gidp", "gidp"), ("b_hbp", "hbp"),
           ("b_sh", "sh"), ("b_sf", "sf"), ("b_ibb", "ibb")]
OLD_BAT = [("G", "g"), ("PA", "pa"), ("AB", "ab"), ("R", "r"), ("H", "h"), ("2B", "b2"), ("3B", "b3"),
           ("HR", "hr"), ("RBI", "rbi"), ("SB", "sb"), ("CS", "cs"), ("BB", "bb"), ("SO", "so"),
           ("batting_avg", "avg"), ("onbase_perc", "obp"), ("slugging_perc", "slg"),
           ("onbase_plus_slugging", "ops"), ("TB", "tb"), ("GIDP", "gidp"), ("HBP", "hbp"), ("SH", "sh"),
           ("SF", "sf"), ("IBB", "ibb")]
NEW_PIT = [("p_w", "w"), ("p_l", "l"), ("p_earned_run_avg", "era"), ("p_g", "g"), ("p_gs", "gs"), ("p_gf", "gf"),
           ("p_cg", "cg"), ("p_sho", "sho"), ("p_sv", "sv"), ("p_ip", "ip"), ("p_h", "h"), ("p_r", "r"),
           ("p_er", "er"), ("p_hr", "hr"), ("p_bb", "bb"), ("p_ibb", "ibb"), ("p_so", "so"), ("p_hbp", "hbp"),
           ("p_bk", "bk"), ("p_wp", "wp"), ("p_bfp", "bfp"), ("p_whip", "whip")]
OLD_PIT = [("W", "w"), ("L", "l"), ("earned_run_avg", "era"), ("G", "g"), ("GS", "gs"), ("GF", "gf"), ("CG", "cg"),
           ("SHO", "sho"), ("SV", "sv"), ("IP", "ip"), ("H", "h"), ("R", "r"), ("ER", "er"), ("HR", "hr"),
           ("BB", "bb"), ("IBB", "ibb"), ("SO", "so"), ("HBP", "hbp"), ("BK", "bk"), ("WP", "wp"),
           ("batters_faced", "bfp"), ("whip", "whip")]
NEW_FLD = [("f_games", "g"), ("f_games_started", "gs"), ("f_innings", "inn"), ("f_chances", "tc"), ("f_po", "po"),
           ("f_assists", "a"), ("f_errors", "e"), ("f_dp", "dp"), ("f_fielding_perc", "fpct"), ("f_sb", "sb"),
           ("f_cs", "cs"), ("f_pb", "pb")]
OLD_FLD = [("G", "g"), ("GS", "gs"), ("Inn_def", "inn"), ("chances", "tc"), ("PO", "po"), ("A", "a"), ("E", "e"),
           ("DP", "dp"), ("fielding_perc", "fpct")]
OLD_CATCHER = [("SB", "sb"), ("CS", "cs"), ("PB", "pb")]
POS_NUM = {"P": "1", "C": "2", "1B": "3", "2B": "4", "3B": "5", "SS": "6", "LF": "7", "CF": "8", "RF": "9",
           "OF": "O", "DH": "D"}
POS_WORD = {"P": "pitcher", "C": "catcher", "1B": "firstbase", "2B": "secondbase", "3B": "thirdbase",
            "SS": "shortstop", "LF": "leftfield", "CF": "centerfield", "RF": "rightfield", "OF": "outfield"}


def _f3(x: float) -> str:
    return f"{x:.3f}".lstrip("0") if x < 1 else f"{x:.3f}"


def _ip(outs: int) -> str:
    return f"{outs // 3}.{outs % 3}"


def _bat_vals(b) -> dict[str, str]:
    pa = b.ab + b.bb + b.hbp + b.sh + b.sf
    v = {k: str(getattr(b, k)) for k in ("g", "ab", "r", "h", "b2", "b3", "hr", "rbi", "sb", "cs", "bb", "so",
                                        "gidp", "hbp", "sh", "sf", "ibb")}
    v.update(pa=str(pa), tb=str(b.tb), avg=_f3(b.avg) if b.ab else "", obp=_f3(b.obp) if pa else "",
             slg=_f3(b.slg) if b.ab else "", ops=_f3(b.obp + b.slg) if b.ab else "")
    return v


def _pit_vals(p) -> dict[str, str]:
    v = {k: str(getattr(p, k)) for k in ("w", "l", "g", "gs", "gf", "cg", "sho", "sv", "h", "r", "er", "hr", "bb",
                                        "ibb", "so", "hbp", "bk", "wp", "bfp")}
    era = 27 * p.er / p.ipouts if p.ipouts else 0.0
    whip = 3 * (p.h + p.bb) / p.ipouts if p.ipouts else 0.0
    v.update(ip=_ip(p.ipouts), era=f"{era:.2f}" if p.ipouts else "inf", whip=f"{whip:.3f}" if p.ipouts else "")
    return v


def _fld_vals(f) -> dict[str, str]:
    tc = f.po + f.a + f.e
    return {"g": str(f.g), "gs": str(f.gs), "inn": _ip(f.inn_outs) if f.inn_outs else "", "tc": str(tc),
            "po": str(f.po), "a": str(f.a), "e": str(f.e), "dp": str(f.dp),
            "fpct": _f3((f.po + f.a) / tc) if tc else "", "sb": str(f.sb) if f.sb or f.cs else "",
            "cs": str(f.cs) if f.sb or f.cs else "", "pb": str(f.pb) if f.pb else ""}


def _name_cell(tag: str, stat: str, pid: str, name: str, mark: str) -> str:
    last, _, first = name.rpartition(" ")[2], "", name.rpartition(" ")[0]
    return (f'<{tag} class="left " data-append-csv="{pid}" data-stat="{stat}" csk="{html.escape(last)},'
            f'{html.escape(first)}"><a href="/players/{pid[0]}/{pid}.shtml">{html.escape(name)}</a>{mark}</{tag}>')


def _table(tid: str, caption: str, head: list[tuple[str, str]], rows: list[str], foot: str = "") -> str:
    ths = "".join(f'<th aria-label="{lab}" data-stat="{st}" scope="col" class="poptip">{lab}</th>'
                  for st, lab in head)
    return (f'<div class="table_container" id="div_{tid}">\n<table class="sortable stats_table" id="{tid}" '
            f'data-cols-to-freeze=",2">\n<caption>{caption}</caption>\n<thead><tr>{ths}</tr></thead>\n<tbody>\n'
            + "\n".join(rows) + f"\n</tbody>\n{foot}</table>\n</div>")


def _wrap(tid: str, title: str, table: str, commented: bool) -> str:
    cls = "table_wrapper setup_commented commented" if commented else "table_wrapper"
    body = f"<div class=\"placeholder\"></div>\n<!--\n{table}\n-->" if commented else table
    return (f'<div id="all_{tid}" class="{cls}">\n<div class="section_heading"><h2>{title}</h2></div>\n'
            f"{body}\n</div>\n")


def _page(title: str, meta: str, body: str) -> str:
    return ("<!DOCTYPE html>\n<html lang=\"en\" class=\"no-js\">\n<head><meta charset=\"utf-8\">"
            f"<title>{html.escape(title)} | Baseball-Reference.com</title></head>\n<body>\n<div id=\"wrap\">\n"
            f"<div id=\"info\"><div id=\"meta\">\n{meta}\n</div></div>\n<div id=\"content\">\n{body}</div>\n"
            "</div>\n</body>\n</html>\n")


def _bat_mark(p) -> str:
    return {"L": "*", "S": "#"}.get(p.bats, "")


def _new_pos(p) -> str:
    order = sorted(((g, pos) for pos, g in p.games_at.items() if pos in POS_NUM and pos not in ("P", "OF") and g > 0),
                   reverse=True)
    if not order:
        return "1" if p.is_pitcher else ""
    g_tot = p.batting.g if p.batting else order[0][0]
    major = "".join(POS_NUM[pos] for g, pos in order if g >= 10)
    minor = "".join(POS_NUM[pos] for g, pos in order if g < 10)
    star = "*" if order[0][0] >= 2 * g_tot / 3 else ""
    tail = ("H" if p.games_at.get("PH") else "") + minor
    return star + major + ("/" + tail if tail else "")


def team_page(team, new: bool, abbr: str, league: str, division: str) -> str:
    """A team-season page: batting visible, pitching commented out (as Baseball-Reference does)."""
    bat_cols = NEW_BAT if new else OLD_BAT
    pit_cols = NEW_PIT if new else OLD_PIT
    name_stat = "name_display" if new else "player"
    hitters = sorted((p for p in team.players if p.batting and p.batting.g > 0),
                     key=lambda p: (-p.batting.pa, p.name))
    rows = []
    for i, p in enumerate(hitters, 1):
        v = _bat_vals(p.batting)
        pos = _new_pos(p) if new else p.primary_position
        age = str(team.season - p.birth_year) if p.birth_year else ""
        cells = "".join(f'<td class="right " data-stat="{st}">{v[k]}</td>' for st, k in bat_cols)
        lead = (f'<td class="center " data-stat="pos">{pos}</td>' if not new else "")
        name = _name_cell("td", name_stat, p.id, p.name, _bat_mark(p))
        tail = f'<td class="center " data-stat="pos">{pos}</td>' if new else ""
        rows.append(f'<tr><th scope="row" class="right " data-stat="ranker">{i}</th>{lead}{name}'
                    f'<td class="right " data-stat="age">{age}</td>{cells}{tail}</tr>')
        if i % 25 == 0:
            rows.append('<tr class="thead"><th>Rk</th><th>Player</th></tr>')
    head = [("ranker", "Rk")] + ([("pos", "Pos")] if not new else []) + [(name_stat, "Player"), ("age", "Age")]
    head += [(st, lab) for (st, _), (lab, _) in zip(bat_cols, OLD_BAT)] + ([("pos", "Pos")] if new else [])
    tot = team.players[0].batting
    for p in team.players[1:]:
        if p.batting:
            tot = tot + p.batting
    foot = ('<tfoot><tr><th data-stat="ranker"></th><td class="left " data-stat="' + name_stat
            + '">Team Totals</td>' + "".join(f'<td data-stat="{st}">{_bat_vals(tot)[k]}</td>' for st, k in bat_cols)
            + "</tr></tfoot>\n")
    bat_id = "players_standard_batting" if new else "team_batting"
    bat = _wrap(bat_id, "Standard Batting", _table(bat_id, "Standard Batting", head, rows, foot), commented=False)
    pitchers = sorted((p for p in team.players if p.pitching and p.pitching.g > 0),
                      key=lambda p: (-p.pitching.ipouts, p.name))
    rows = []
    for i, p in enumerate(pitchers, 1):
        v = _pit_vals(p.pitching)
        cells = "".join(f'<td class="right " data-stat="{st}">{v[k]}</td>' for st, k in pit_cols)
        lead = '<td class="center " data-stat="pos">P</td>' if not new else ""
        mark = "*" if p.throws == "L" else ""
        rows.append(f'<tr><th scope="row" class="right " data-stat="ranker">{i}</th>{lead}'
                    f'{_name_cell("td", name_stat, p.id, p.name, mark)}'
                    f'<td class="right " data-stat="age">{team.season - p.birth_year if p.birth_year else ""}</td>'
                    f"{cells}</tr>")
    head = [("ranker", "Rk")] + ([("pos", "Pos")] if not new else []) + [(name_stat, "Player"), ("age", "Age")]
    head += [(st, lab) for (st, _), (lab, _) in zip(pit_cols, OLD_PIT)]
    pit_id = "players_standard_pitching" if new else "team_pitching"
    pit = _wrap(pit_id, "Standard Pitching", _table(pit_id, "Standard Pitching", head, rows), commented=True)
    rec = team.record
    meta = (f"<h1><span>{team.season}</span> <span>{html.escape(team.name)}</span> Statistics</h1>\n"
            f"<p><strong>Record:</strong> {rec.w}-{rec.l}, Finished 1st in "
            f'<a href="/leagues/{league}/{team.season}-standings.shtml">{league}_{division}</a></p>\n'
            f"<p><strong>Pythagorean W-L:</strong> {rec.w}-{rec.l}, {rec.r} Runs, {rec.ra} Runs Allowed</p>\n"
            f"<p><strong>Ballpark:</strong> {html.escape(team.park.name)}</p>\n"
            f"<p><strong>Park Factors:</strong> (Over 3-seasons, 100 is average.) Multi-year: Batting - "
            f"{team.park.bpf}, Pitching - {team.park.ppf}</p>")
    return _page(f"{team.season} {team.name} Statistics", meta, bat + pit)


def fielding_page(team, new: bool) -> str:
    """The team's fielding page: new vintage one table with a Pos column, old vintage one table per position."""
    cols = NEW_FLD if new else OLD_FLD
    name_stat = "name_display" if new else "player"
    entries = []
    for p in team.players:
        for pos, f in p.fielding.items():
            if f.g > 0:
                entries.append((pos, p, f))
    body = ""
    if new:
        rows = []
        for i, (pos, p, f) in enumerate(sorted(entries, key=lambda e: (e[1].name, e[0])), 1):
            v = _fld_vals(f)
            cells = "".join(f'<td class="right " data-stat="{st}">{v[k]}</td>' for st, k in cols)
            rows.append(f'<tr><th scope="row" class="right " data-stat="ranker">{i}</th>'
                        f'{_name_cell("td", name_stat, p.id, p.name, "")}'
                        f'<td class="center " data-stat="pos">{pos}</td>{cells}</tr>')
        head = [("ranker", "Rk"), (name_stat, "Player"), ("pos", "Pos")] + [(st, lab) for (st, _), (lab, _) in zip(cols, OLD_FLD + [("SB", ""), ("CS", ""), ("PB", "")])]
        tid = "players_standard_fielding"
        body = _wrap(tid, "Standard Fielding", _table(tid, "Standard Fielding", head, rows), commented=True)
    else:
        for pos in ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "OF"):
            mine = sorted((e for e in entries if e[0] == pos), key=lambda e: (-e[2].g, e[1].name))
            if not mine:
                continue
            rows = []
            pcols = cols + (OLD_CATCHER if pos == "C" else [])
            for i, (_, p, f) in enumerate(mine, 1):
                v = _fld_vals(f)
                cells = "".join(f'<td class="right " data-stat="{st}">{v[k]}</td>' for st, k in pcols)
                rows.append(f'<tr><th scope="row" class="right " data-stat="ranker">{i}</th>'
                            f'{_name_cell("td", name_stat, p.id, p.name, "")}{cells}</tr>')
            head = [("ranker", "Rk"), (name_stat, "Player")] + [(st, st) for st, _ in pcols]
            tid = f"players_fielding_{POS_WORD[pos]}"
            body += _wrap(tid, f"{POS_WORD[pos].title()} Fielding",
                          _table(tid, f"Fielding - {pos}", head, rows), commented=True)
    meta = f"<h1><span>{team.season}</span> <span>{html.escape(team.name)}</span> Fielding Statistics</h1>"
    return _page(f"{team.season} {team.name} Fielding", meta, body)


def league_page(season: int, league: str) -> str:
    """A league-season page with the team batting, pitching and fielding tables (the last two commented)."""
    from dugout.sources import lahman

    teams = [lahman.import_team(season, t.id) for t in lahman.list_teams(season, league)]
    brow, prow, frow = [], [], []
    for t in sorted(teams, key=lambda t: t.name):
        abbr = next(x.br_id for x in lahman.list_teams(season) if x.id == t.id)
        link = f'<th scope="row" class="left " data-stat="team_name"><a href="/teams/{abbr}/{season}.shtml">' \
               f"{html.escape(t.name)}</a></th>"
        bat = [p.batting for p in t.players if p.batting]
        tot = bat[0]
        for b in bat[1:]:
            tot = tot + b
        v = _bat_vals(tot)
        v["g"] = str(t.record.g)
        brow.append("<tr>" + link + "".join(f'<td data-stat="{st}">{v[k]}</td>' for st, k in NEW_BAT) + "</tr>")
        pit = [p.pitching for p in t.players if p.pitching]
        ptot = pit[0]
        for p in pit[1:]:
            ptot = ptot + p
        v = _pit_vals(ptot)
        v["g"] = str(t.record.g)
        prow.append("<tr>" + link + "".join(f'<td data-stat="{st}">{v[k]}</td>' for st, k in NEW_PIT) + "</tr>")
        row = next(r for r in lahman._season(season)["Teams"] if r["teamID"] == t.id)
        frow.append("<tr>" + link + f'<td data-stat="f_games">{t.record.g}</td><td data-stat="f_errors">'
                    f'{row["E"]}</td><td data-stat="f_dp">{row["DP"]}</td></tr>')
    foot = '<tfoot><tr><th data-stat="team_name">League Totals</th></tr></tfoot>\n'
    head_b = [("team_name", "Tm")] + [(st, st) for st, _ in NEW_BAT]
    head_p = [("team_name", "Tm")] + [(st, st) for st, _ in NEW_PIT]
    head_f = [("team_name", "Tm"), ("f_games", "G"), ("f_errors", "E"), ("f_dp", "DP")]
    body = _wrap("teams_standard_batting", "Team Standard Batting",
                 _table("teams_standard_batting", "Team Standard Batting", head_b, brow, foot), False)
    body += _wrap("teams_standard_pitching", "Team Standard Pitching",
                  _table("teams_standard_pitching", "Team Standard Pitching", head_p, prow, foot), True)
    body += _wrap("teams_standard_fielding", "Team Fielding",
                  _table("teams_standard_fielding", "Team Fielding", head_f, frow, foot), True)
    name = {"AL": "American League", "NL": "National League"}[league]
    meta = f"<h1><span>{season}</span> <span>{name}</span> Season Summary</h1>"
    return _page(f"{season} {name} Season Summary", meta, body)


# --- the hand-built box score ---------------------------------------------------------------------------------

#: (bref id, name, positions, AB, R, H, RBI, BB, SO, PA, indented)
CLE_BAT = [
    ("kwanst01", "Steven Kwan", "LF", 4, 1, 2, 0, 1, 0, 5, False),
    ("gimenan01", "Andrés Giménez", "2B", 4, 0, 1, 1, 0, 1, 4, False),
    ("ramirjo01", "José Ramírez", "3B", 4, 1, 1, 1, 0, 0, 4, False),
    ("naylojo01", "Josh Naylor", "1B", 4, 0, 0, 0, 0, 1, 4, False),
    ("thomala02", "Lane Thomas", "RF", 3, 0, 1, 0, 1, 1, 4, False),
    ("manzaky01", "Kyle Manzardo", "DH", 3, 0, 0, 0, 0, 2, 3, False),
    ("fryda01", "David Fry", "PH-DH", 1, 0, 0, 0, 0, 1, 1, True),
    ("noeljh01", "Jhonkensy Noel", "CF", 3, 0, 1, 0, 0, 2, 3, False),
    ("naylobo01", "Bo Naylor", "C", 3, 0, 0, 0, 0, 1, 3, False),
    ("rocchbr01", "Brayan Rocchio", "SS", 3, 0, 1, 0, 0, 0, 3, False),
]
NYY_BAT = [
    ("torregl01", "Gleyber Torres", "2B", 4, 1, 1, 0, 1, 1, 5, False),
    ("sotoju01", "Juan Soto", "RF", 3, 1, 1, 2, 2, 0, 5, False),
    ("judgeaa01", "Aaron Judge", "CF", 4, 1, 2, 1, 0, 1, 4, False),
    ("chishja01", "Jazz Chisholm", "3B", 4, 0, 1, 0, 0, 2, 4, False),
    ("stantmi03", "Giancarlo Stanton", "DH", 4, 0, 1, 1, 0, 1, 4, False),
    ("wellsau01", "Austin Wells", "C", 3, 0, 0, 0, 1, 1, 4, False),
    ("ricebe01", "Ben Rice", "1B", 3, 0, 0, 0, 0, 2, 3, False),
    ("cabreos01", "Oswaldo Cabrera", "PH-1B", 1, 1, 1, 0, 0, 0, 1, True),
    ("verdual01", "Alex Verdugo", "LF", 4, 0, 1, 0, 0, 0, 4, False),
    ("grishtr01", "Trent Grisham", "PR-LF", 0, 0, 0, 0, 0, 0, 0, True),
    ("volpean01", "Anthony Volpe", "SS", 4, 0, 1, 0, 0, 1, 4, False),
]
#: (bref id, name, decision, IP, H, R, ER, BB, SO, HR, BF)
CLE_PIT = [("livelbe01", "Ben Lively", ", L (11-8)", "5.1", 6, 3, 3, 3, 4, 1, 25),
           ("smithca05", "Cade Smith", "", "1.2", 1, 0, 0, 0, 2, 0, 6),
           ("hentgsa01", "Sam Hentges", "", "1.0", 1, 1, 1, 1, 3, 0, 5)]
NYY_PIT = [("colege01", "Gerrit Cole", ", W (6-3)", "6.0", 4, 1, 1, 1, 6, 0, 23),
           ("weavelu01", "Luke Weaver", ", H (8)", "2.0", 1, 1, 1, 1, 3, 1, 8),
           ("holmecl01", "Clay Holmes", ", S (26)", "1.0", 1, 0, 0, 0, 1, 0, 4)]


def _box_batting(team: str, rows: list[tuple]) -> str:
    stats = ("AB", "R", "H", "RBI", "BB", "SO", "PA")
    out = []
    for pid, name, pos, *vals, ind in rows:
        pad = "&nbsp;&nbsp;&nbsp;" if ind else ""
        nums = "".join(f'<td class="right " data-stat="{s}">{v}</td>' for s, v in zip(stats, vals))
        out.append(f'<tr><th scope="row" class="left " data-append-csv="{pid}" data-stat="player">{pad}'
                   f'<a href="/players/{pid[0]}/{pid}.shtml">{html.escape(name)}</a> {pos}</th>{nums}'
                   '<td class="left " data-stat="details"></td></tr>')
    out.append('<tr class="spacer"><td colspan="9"></td></tr>')
    tid = team.replace(" ", "") + "batting"
    head = [("player", "Batting")] + [(s, s) for s in stats] + [("details", "Details")]
    foot = '<tfoot><tr><th data-stat="player">Team Totals</th></tr></tfoot>\n'
    return _wrap(tid, team, _table(tid, f"{team} Table", head, out, foot), commented=True)


def _box_pitching(team: str, rows: list[tuple]) -> str:
    stats = ("IP", "H", "R", "ER", "BB", "SO", "HR", "batters_faced")
    out = []
    for pid, name, dec, *vals in rows:
        nums = "".join(f'<td class="right " data-stat="{s}">{v}</td>' for s, v in zip(stats, vals))
        out.append(f'<tr><th scope="row" class="left " data-append-csv="{pid}" data-stat="player">'
                   f'<a href="/players/{pid[0]}/{pid}.shtml">{html.escape(name)}</a>{dec}</th>{nums}</tr>')
    tid = team.replace(" ", "") + "pitching"
    head = [("player", "Pitching")] + [(s, s) for s in stats]
    return _table(tid, f"{team} Table", head, out)


def box_page() -> str:
    """The hand-built box score of Cleveland at New York, August 20, 2024."""
    score = (
        '<div class="scorebox">\n'
        '<div><div><strong><a itemprop="name" href="/teams/CLE/2024.shtml">Cleveland Guardians</a></strong></div>'
        '<div class="scores"><div class="score">2</div></div><div>74-51</div></div>\n'
        '<div><div><strong><a itemprop="name" href="/teams/NYY/2024.shtml">New York Yankees</a></strong></div>'
        '<div class="scores"><div class="score">4</div></div><div>73-52</div></div>\n'
        '<div class="scorebox_meta"><div>Tuesday, August 20, 2024</div><div>Start Time: 7:05 p.m. Local</div>'
        "<div>Venue: Yankee Stadium III</div></div>\n</div>\n")
    body = score + _box_batting("Cleveland Guardians", CLE_BAT) + _box_batting("New York Yankees", NYY_BAT)
    pitching = _box_pitching("Cleveland Guardians", CLE_PIT) + "\n" + _box_pitching("New York Yankees", NYY_PIT)
    body += ('<div id="all_2372994489" class="table_wrapper setup_commented commented">\n'
             '<div class="section_heading"><h2>Pitching Lines and Info</h2></div>\n'
             f'<div class="placeholder"></div>\n<!--\n<div class="section_content">\n{pitching}\n</div>\n-->\n</div>\n')
    meta = "<h1>Cleveland Guardians vs New York Yankees Box Score: August 20, 2024</h1>"
    return _page("Cleveland Guardians vs New York Yankees Box Score: August 20, 2024", meta, body)


def main() -> None:
    """Write every fixture page."""
    from dugout.sources import lahman

    HERE.mkdir(parents=True, exist_ok=True)
    specs = [(2024, "NYA", "NYY", "AL", "East", True), (2024, "CLE", "CLE", "AL", "Central", True),
             (1985, "SLN", "STL", "NL", "East", False)]
    for season, tid, abbr, lg, div, new in specs:
        team = lahman.import_team(season, tid)
        (HERE / f"{abbr}-{season}.html").write_text(team_page(team, new, abbr, lg, div), encoding="utf-8")
        (HERE / f"{abbr}-{season}-fielding.html").write_text(fielding_page(team, new), encoding="utf-8")
    (HERE / "AL-2024.html").write_text(league_page(2024, "AL"), encoding="utf-8")
    (HERE / "NYA202408200.html").write_text(box_page(), encoding="utf-8")


if __name__ == "__main__":
    main()
