"""That's Baseball printing: team sheet, scoring game card and chart sheet (templates in
``dugout/templates/thats-baseball/``), rated through ``ratings`` and read from the same ``tables`` the plate appearance
reads."""

from __future__ import annotations

from dugout.engine.ruleset import PRINT_ALL, PrintSelection
from dugout.games.thats_baseball import tables as T
from dugout.games.thats_baseball.card import TBCard
from dugout.games.thats_baseball.options import ThatsBaseballOptions
from dugout.games.thats_baseball.ratings import rate_player
from dugout.model.team import Team
from dugout.render import cardface, page_size, render_template

_ROLE_ORDER = {"closer": 0, "setup": 1, "middle": 2, "long": 3}


def _team_context(team: Team, select: PrintSelection = PRINT_ALL, career: bool = False) -> dict[str, object]:
    by = team.by_id()
    cards: dict[str, TBCard] = {p.id: rate_player(p, team, career) for p in team.players}

    def bat(pid: str, pos: str) -> dict[str, object]:
        p, c = by[pid], cards[pid]
        return {"name": p.name, "pos": pos, "bats": p.bats, "aba": "P" if c.pitcher_chart else c.aba,
                "avg": c.avg, "hr": p.batting.hr if p.batting else 0}

    def pit(pid: str, role: str) -> dict[str, object]:
        p, c = by[pid], cards[pid]
        return {"name": p.name, "role": role, "throws": p.throws, "pan": c.pan, "era": c.era,
                "ip": p.pitching.ipouts // 3 if p.pitching else 0,
                "wl": f"{p.pitching.w}-{p.pitching.l}" if p.pitching else ""}

    w = select.wants
    return {
        "team": team, "colours": cardface.colours(team, select.palette),
        "vs_rhp": [bat(s.player, s.pos) | {"n": k} for k, s in enumerate(team.lineup_vs_rhp, 1) if w(s.player)],
        "vs_lhp": [bat(s.player, s.pos) | {"n": k} for k, s in enumerate(team.lineup_vs_lhp, 1) if w(s.player)],
        "bench": [bat(pid, by[pid].listed_position(team.dh)) for pid in team.bench if w(pid)],
        "rotation": [pit(pid, f"SP{i}") for i, pid in enumerate(team.rotation, 1) if w(pid)],
        "bullpen": [pit(b.player, b.role) for b in sorted(team.bullpen, key=lambda b: _ROLE_ORDER.get(b.role, 9))
                    if w(b.player)],
    }


def _ranges(rows: list[tuple[int, str]]) -> list[tuple[str, str]]:
    """Collapse consecutive rolls with the same result into ranges: 1-4 double.

    >>> _ranges([(1, "double"), (2, "double"), (3, "triple"), (5, "triple"), (6, "home run")])
    [('1-2', 'double'), ('3', 'triple'), ('5', 'triple'), ('6', 'home run')]
    """
    out: list[tuple[str, str]] = []
    if not rows:
        return out
    start, text = rows[0]
    prev = start
    for r, t in rows[1:]:
        if t == text and r == prev + 1:
            prev = r
            continue
        out.append((str(start) if start == prev else f"{start}-{prev}", text))
        start = prev = r
        text = t
    out.append((str(start) if start == prev else f"{start}-{prev}", text))
    return out


_POSITION_WORDS = {"C": "catcher", "1B": "first baseman", "2B": "second baseman", "3B": "third baseman",
                   "SS": "shortstop", "LF": "left fielder", "CF": "center fielder", "RF": "right fielder",
                   "P": "pitcher (the starter)"}
_KIND_WORDS = {"1B": "single", "GO": "groundout", "PU": "pop up", "BB": "walk", "FO": "fly out", "K": "strikeout",
               "XBH": "extra-base hit", "E": "error", "HBP/PB": "hit by pitch / passed ball", "HR": "home run"}


def chart_rows() -> dict[str, object]:
    """Every chart as rows for the chart sheet, read from tables.py."""
    return {
        "result": [(t, T.KIND_NAMES[k], text) for t, (k, text) in sorted(T.RESULT_CHART.items())],
        "xbh": _ranges([(r, T.XBH_NAMES[v]) for r, v in sorted(T.XBH_D6.items())]),
        "pitcher": _ranges([(r, text) for r, (_, text) in sorted(T.PITCHER_AB_D6.items())]),
        "bunt": _ranges([(r, {"sac": "out at first; runners on 1st and 2nd move up into open bases, 3rd holds",
                              "pop": "pop-up out, runners hold", "k": "strikeout"}[v])
                         for r, v in sorted(T.BUNT_D6.items())]),
        "steal": [(f"1-{T.STEAL_SAFE_MIN - 1}", "caught stealing"), (f"{T.STEAL_SAFE_MIN}-6", "stolen base")],
        "pickoff": [(str(T.PICKOFF_ERROR), "error: runner moves up (scores from third)"),
                    (f"{T.PICKOFF_ERROR + 1}-{T.PICKOFF_OUT - 1}", "back safely"), (str(T.PICKOFF_OUT), "picked off")],
        "dp": [(f"1-{T.DP_MIN - 1}", "no double play: runner safe at second, batter out"),
               (f"{T.DP_MIN}-6", "double play")],
        "fly": [(f"1-{T.FLY_TAG_MIN - 1}", "no tag"), (f"{T.FLY_TAG_MIN}-{T.FLY_OUT - 1}", "tags and moves up"),
                (str(T.FLY_OUT), "thrown out; other runners move up")],
        "pitches": [(_KIND_WORDS[T.KIND_NAMES[k]], n) for k, n in T.PITCHES.items()] + [("bunt", T.PITCHES_BUNT),
                                                                           ("intentional walk", T.PITCHES_IBB)],
        "limits": T.PITCH_LIMIT,
        "injury_who": [(r, _POSITION_WORDS[pos]) for r, pos in sorted(T.INJURED_PLAYER_2D6.items())],
        "injury_what": [(r, what, "out for the season (a pitcher; anyone else misses one game)" if n is None
                         else f"{n} games") for r, (what, n) in sorted(T.INJURY_2D6.items())],
        "brawl": _ranges([(r, {None: "nobody", "offense-slot": "offense: 2d6 picks the lineup slot (10-12 nobody)",
                       "batter": "the batter", "pitcher": "the pitcher",
                       "defense-position": "defense: 2d6 picks the fielder (10-12 nobody)"}[v])
                          for r, v in sorted(T.BRAWL_D6.items())]),
        "error_roll": T.GROUNDOUT_ERROR,
        "hit_and_run": [(name, T.HIT_AND_RUN[k]) for name, k in (("single", T.K_1B), ("double", T.K_XBH),
                                                                  ("walk", T.K_BB), ("ground out", T.K_GO),
                                                                  ("fly out", T.K_FO),
                                                                  ("strikeout or pop-up", T.K_K))],
        "fielders_choice": T.FIELDERS_CHOICE,
        "sequence": list(T.SEQUENCE),
    }


def print_sheets(teams: list[Team], options: ThatsBaseballOptions, paper: str,
                 select: PrintSelection = PRINT_ALL) -> list[str]:
    """Team sheet (the players' ratings: That's Baseball's cards) and game card for each team, then one chart
    sheet (the same whatever the options: the chart sheet prints the optional rules' charts too). With
    ``select.players`` the team sheet lists those players alone."""
    size = page_size(paper)
    docs = []
    for team in teams:
        ctx = _team_context(team, select, options.aba == "career")
        if (select.team or select.cards) and any(ctx[k] for k in ("vs_rhp", "vs_lhp", "bench", "rotation", "bullpen")):
            docs.append(render_template("thats-baseball/sheet.html.j2", page_size=size, **ctx))
        if select.team and select.players is None:
            docs.append(render_template("thats-baseball/gamecard.html.j2", page_size=size, innings=range(1, 11),
                                        **ctx))
    if select.charts:
        docs.append(render_template("thats-baseball/charts.html.j2", page_size=size, c=chart_rows()))
    return docs
