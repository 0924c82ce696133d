"""The off-season of a Deadball league (rulebook pp.40-41, 59-60): the season's catastrophes settled, a year
older for everyone with the aging roll and player development (or Five Tool growth and aging), three new
prospects per team, the AI's promotions and trades, rosters filled back to 13 hitters and 12 pitchers, and
the next season's folder written — ``league.json`` last, so an interrupted off-season simply runs again.
"""

from __future__ import annotations

import json
from typing import Any

from dugout.engine.codes import B_AB, B_H, P_ER, P_OUTS
from dugout.engine.dice import Dice, derive_seed
from dugout.engine.season import balanced_schedule
from dugout.errors import DugoutError
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import target
from dugout.games.deadball.generate import five_tool_teams as FTT
from dugout.games.deadball.generate.five_tool import rederived, tools_of
from dugout.games.deadball.generate.five_tool_growth import grow
from dugout.games.deadball.generate.players import FIELD, Rolled, make_player, prospect, rebuilt, rolled_from
from dugout.games.deadball.generate.teams import Ids, is_pitcher
from dugout.games.deadball.league.files import LeagueFolder, Settings
from dugout.games.deadball.league.season import LeagueRun, load_run, pennant_playoff
from dugout.games.deadball.league.seasonal import MAX_BT, MIN_BT, age_player, develop, move_die
from dugout.games.deadball.league.trades import Club, ai_trades, value
from dugout.generate.names import unique_names
from dugout.model.io import atomic_write
from dugout.model.player import Player
from dugout.model.team import Team

HITTERS, PITCHERS = 13, 12
FARM_SIZE = 6
"""Prospects a farm keeps between seasons (the best by value, then the youngest)."""
RELEASE_AGE = 33
"""A player sent down at this age or older is released instead (he retires)."""
PROMOTIONS = 3
"""Farm players an AI club promotes over its weakest regulars each off-season, at most."""
PRIOR_AB, PRIOR_OUTS = 150, 90
"""``development=stats``: the old rating counts as this many at-bats (innings × 3) of the new one."""


def age_of(p: Player) -> int:
    """A player's age (27 when nobody rolled one)."""
    return int(p.native.get("deadball", {}).get("age", 27))


def _fates(clubs: list[Club], fate: dict[str, Any], dice: Dice, report: dict[str, Any]) -> None:
    """Catastrophic injuries: the retired leave, the rest keep their permanent loss."""
    for c in clubs:
        for lst in (c.active, c.farm):
            for p in list(lst):
                f = fate.get(p.id)
                if not f:
                    continue
                if f.get("retire"):
                    lst.remove(p)
                    report["retired"].append(f"{p.name} ({c.team.name}): career-ending injury")
                    continue
                lst[lst.index(p)] = _hurt_for_good(p, f, dice)
                report["injured"].append(f"{p.name} ({c.team.name}): {_injury_words(f)}")


def _injury_words(f: dict[str, int]) -> str:
    """A permanent injury's loss in words.

    >>> _injury_words({"bt": -6}), _injury_words({"pd": -1})
    ('a lasting injury: batting target (BT) down 6', 'a lasting injury: pitch die down 1 step')
    """
    if f.get("bt"):
        return f"a lasting injury: batting target (BT) down {-f['bt']}"
    steps = -f.get("pd", 0)
    return f"a lasting injury: pitch die down {steps} step{'s' if steps != 1 else ''}"


def _tool_words(changes: list[int] | dict[int, int], pitcher: bool) -> str:
    """``+1 Power, +2 Speed`` from per-tool changes (a list by tool) or ``-1 Eye`` from the tools lost."""
    names = [n.replace("_", " ").title() for n in (T.PITCHER_TOOLS if pitcher else T.HITTER_TOOLS)]
    if isinstance(changes, dict):
        items = sorted(changes.items())
    else:
        items = [(i, v) for i, v in enumerate(changes) if v]
    return ", ".join(f"{v:+d} {names[i] if i < len(names) else f'tool {i + 1}'}" for i, v in items) or "none"


def _hurt_for_good(p: Player, f: dict[str, int], dice: Dice) -> Player:
    got = tools_of(p)
    if got is not None:
        tools, pitcher = list(got[0]), got[1]
        if pitcher:
            tools[:4] = [max(2, t - 1) for t in tools[:4]]
        else:
            for _ in range(-int(f.get("bt", 0))):
                k = dice.d(5, "permanent injury: tool") - 1
                tools[k] = max(2, tools[k] - 1)
        return rederived(p, tools)
    r = rolled_from(p)
    if "bt" in f:
        r.bt = max(MIN_BT, r.bt + int(f["bt"]))
    if "pd" in f and r.pitch_die:
        r.pitch_die = T.RUNG_LABELS[T.move(T.parse_die(r.pitch_die), int(f["pd"]))]
    return rebuilt(p, r)


def _season_lines(run: LeagueRun) -> dict[str, tuple[list[int] | None, list[int] | None]]:
    out = {}
    for ts in run.season.teams:
        for k, pid in enumerate(ts.gt.ids):
            out[pid] = (ts.bat.get(k), ts.pit.get(k))
    return out


def _from_stats(r: Rolled, lines: tuple[list[int] | None, list[int] | None] | None) -> Rolled:
    """``development=stats``: BT and Pitch Die from the season's own lines, the old ratings as a prior."""
    if lines is None:
        return r
    bat, pit = lines
    if bat is not None:
        ab, h = bat[B_AB], bat[B_H]
        r.bt = max(MIN_BT, min(MAX_BT, target((h + r.bt / 100 * PRIOR_AB) / (ab + PRIOR_AB))))
    if pit is not None and r.pitch_die:
        pd = T.parse_die(r.pitch_die)
        prior_er = T.era_of_die(pd) * PRIOR_OUTS / 27
        era = 27 * (pit[P_ER] + prior_er) / (pit[P_OUTS] + PRIOR_OUTS)
        r.pitch_die = T.RUNG_LABELS[T.die_from_era(era)]
    return r


def _year(p: Player, dice: Dice, settings: Settings, x: dict[str, Any],
          lines: dict[str, Any], report: dict[str, Any], team: str) -> Player:
    """A year older: Five Tool growth and aging, or the aging roll and player development."""
    if tools_of(p) is not None:
        q, info = grow(p, dice, int(x["points"].get(p.id, 0)))
        if info.get("gained") and any(info["gained"]) or info.get("aging"):
            lost: dict[int, int] = {}
            for t in info.get("aging") or []:
                lost[t] = lost.get(t, 0) - 1
            pitcher = bool(tools_of(p) and tools_of(p)[1])  # type: ignore[index]
            report["growth"].append(f"{p.name} ({team}), {info['age']}: {info['points']} points earned, gained "
                                    f"{_tool_words(info['gained'], pitcher)}; aging {_tool_words(lost, pitcher)}")
        return q
    r = rolled_from(p)
    d = x["dev"].get(p.id)
    if d:
        r.bt = max(MIN_BT, min(MAX_BT, r.bt + int(d.get("bt", 0))))
        if d.get("pd") and r.pitch_die:
            r.pitch_die = T.RUNG_LABELS[move_die(T.parse_die(r.pitch_die), int(d["pd"]))]
    before = (r.bt, r.pitch_die, r.traits)
    r, _row = age_player(r, dice, age_of(p) + 1)
    if settings.development == "season":
        r, _ = develop(r, dice)
    elif settings.development == "stats":
        r = _from_stats(r, lines.get(p.id))
    if (r.bt, r.pitch_die, r.traits) != before:
        report["aging"].append(f"{p.name} ({team}), {r.age}: BT {before[0]}→{r.bt}"
                               + (f", {before[1]}→{r.pitch_die}" if r.pitch_die != before[1] else "")
                               + (f", traits {' '.join(r.traits) or '-'}" if r.traits != before[2] else ""))
    return rebuilt(p, r)


def _new_prospect(dice: Dice, top: bool, kind: str | None, five_tool: bool, ids: Ids, names: set[str]) -> Player:
    if kind is None:
        kind = "hitter" if dice.d(2, "prospect: hitter or pitcher") == 1 else "pitcher"
    if five_tool:
        return FTT.prospect(dice, top, kind, ids, names)
    r = prospect(dice, top, kind)
    name = unique_names(dice, 1, names)[0]
    names.add(name)
    pos = "P" if r.is_pitcher else FIELD[dice.d(8, "prospect position") - 1]
    return make_player(ids(name), name, r, pos)


def prospects(dice: Dice, five_tool: bool, ids: Ids, names: set[str]) -> list[Player]:
    """A season's three prospects for one team: a Top Prospect and two Farmhands."""
    return [_new_prospect(dice, top, None, five_tool, ids, names) for top in (True, False, False)]


def _demote(c: Club, p: Player, report: dict[str, Any]) -> None:
    c.active.remove(p)
    if age_of(p) >= RELEASE_AGE:
        report["released"].append(f"{p.name} ({c.team.name}), {age_of(p)}: released")
    else:
        c.farm.append(p)
        report["moves"].append(f"{p.name} ({c.team.name}) sent to the farm")


def _promote(c: Club, report: dict[str, Any]) -> None:
    """An AI club brings up farm players better than its weakest men of the same kind."""
    for _ in range(PROMOTIONS):
        best: tuple[int, Player, Player] | None = None
        for pitcher in (False, True):
            farm = [p for p in c.farm if is_pitcher(p) == pitcher]
            act = [p for p in c.active if is_pitcher(p) == pitcher]
            if not farm or not act:
                continue
            up = max(farm, key=lambda p: (value(p), -age_of(p), p.id))
            down = min(act, key=lambda p: (value(p), -age_of(p), p.id))
            gain = value(up) - value(down)
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, up, down)
        if best is None:
            return
        _, up, down = best
        c.farm.remove(up)
        c.active.append(up)
        report["moves"].append(f"{up.name} ({c.team.name}) promoted from the farm")
        _demote(c, down, report)


def _fill(c: Club, dice: Dice, five_tool: bool, ids: Ids, names: set[str], report: dict[str, Any]) -> None:
    """Back to 13 hitters and 12 pitchers: extra men to the farm, holes filled from the farm, then by new
    Farmhands (p.41)."""
    for pitcher, need in ((False, HITTERS), (True, PITCHERS)):
        kind = "pitcher" if pitcher else "hitter"
        while True:
            act = [p for p in c.active if is_pitcher(p) == pitcher]
            if len(act) > need:
                _demote(c, min(act, key=lambda p: (value(p), -age_of(p), p.id)), report)
            elif len(act) < need:
                farm = [p for p in c.farm if is_pitcher(p) == pitcher]
                if farm:
                    up = max(farm, key=lambda p: (value(p), -age_of(p), p.id))
                    c.farm.remove(up)
                else:
                    up = _new_prospect(dice, False, kind, five_tool, ids, names)
                    report["moves"].append(f"{up.name} ({c.team.name}) signed as a farmhand")
                c.active.append(up)
            else:
                break


def _trim(c: Club, report: dict[str, Any]) -> None:
    keep = sorted(c.farm, key=lambda p: (-value(p), age_of(p), p.id))[:FARM_SIZE]
    for p in c.farm:
        if p not in keep:
            report["released"].append(f"{p.name} ({c.team.name} farm), {age_of(p)}: released")
    c.farm = [p for p in c.farm if p in keep]


def farm_team(team: Team, players: list[Player]) -> Team:
    """A team's farm system as a roster file (players only, no depth chart)."""
    return Team(id=f"{team.id}-farm", name=f"{team.name} farm", league=team.league, players=tuple(players),
                source="generated", notes="Prospects in the farm system.")


def advance(folder: LeagueFolder) -> dict[str, Any]:
    """Run the off-season after a finished season and start the next one; returns what happened."""
    settings = folder.settings()
    n = settings.season
    run = load_run(folder, settings)
    if not run.done:
        raise DugoutError(f"season {n} is not over (day {run.day} of {len(run.schedule)}); finish it with "
                          f"`dugout league play {folder.root} --season`")
    summary = folder.summary(n) or run.summary()
    if "playoff" not in summary:
        playoff = pennant_playoff(run, derive_seed(settings.seed, "pennant", n))
        if playoff is not None:
            summary["playoff"] = playoff
    folder.write_summary(n, summary)
    dice = Dice(derive_seed(settings.seed, "offseason", n))
    clubs = [Club(team=t, active=list(t.players), farm=list(run.farms[t.id].players), ai=e.manager == "ai")
             for t, e in zip(run.teams, settings.teams)]
    everyone = [p for c in clubs for p in c.active + c.farm]
    ids = Ids({p.id for p in everyone})
    names = {p.name for p in everyone}
    report: dict[str, Any] = {"season": n, "retired": [], "injured": [], "aging": [], "growth": [],
                              "prospects": [], "moves": [], "released": [], "trades": []}
    _fates(clubs, run.x["fate"], dice, report)
    lines = _season_lines(run) if settings.development == "stats" else {}
    for c in clubs:
        c.active = [_year(p, dice, settings, run.x, lines, report, c.team.name) for p in c.active]
        c.farm = [_year(p, dice, settings, run.x, lines, report, c.team.name) for p in c.farm]
    for c in clubs:
        new = prospects(dice, settings.five_tool, ids, names)
        c.farm += new
        report["prospects"] += [f"{p.name} ({c.team.name}): {p.native['deadball'].get('origin', '')}" for p in new]
    for c in clubs:
        if c.ai:
            _promote(c, report)
    report["trades"] = ai_trades(clubs, dice, settings.trade_weeks)
    for c in clubs:
        _fill(c, dice, settings.five_tool, ids, names, report)
        _trim(c, report)
    teams = [c.depth() for c in clubs]
    farms = {c.id: farm_team(c.team, c.farm) for c in clubs}
    # the team a short schedule leaves one game short moves from season to season
    schedule = balanced_schedule(len(teams), settings.games, offset=n + 1)
    champion = summary["playoff"]["champion"] if "playoff" in summary else summary["standings"][0]["team"]
    settings.history.append({"season": n, "champion": champion,
                             "standings": [[r["team"], r["W"], r["L"], r["T"]] for r in summary["standings"]]})
    settings.season = n + 1
    state = LeagueRun(settings, n + 1, teams, farms, schedule).state()
    folder.write_season(n + 1, teams, farms, schedule, state)
    atomic_write(folder.season_dir(n) / "offseason.json", json.dumps(report, indent=1, ensure_ascii=False) + "\n",
                 force=True)
    folder.write_settings(settings)
    return report
