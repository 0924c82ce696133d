"""The functions behind ``dugout league``: create a league folder, play it day by day, run the off-season, change
how a team is run, trade, show and print it. ``dugout.api.league`` (the documented Python interface) delegates
here through the registry (``dugout.games.league_service``); the season and off-season modules are imported when
a function runs, since every command imports the registry.

A team argument is its number in the league file (1 = the first), its id or its name in any case; one that names
no team raises ``TeamQueryError``, whose ``argument`` is the parameter it came in.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dugout.errors import DugoutError
from dugout.games.deadball.league.files import LeagueFolder, Settings, TeamQueryError, find_team

if TYPE_CHECKING:
    from dugout.games.deadball.league.season import LeagueRun

__all__ = ["PlayResult", "Settings", "TeamQueryError", "advance_league", "games_left", "league_status",
           "league_team", "new_league", "play_and_report", "play_league", "print_league", "set_team", "team_report",
           "user_trade"]


def new_league(folder: Path, **kw: Any) -> Settings:
    """Create a league folder (see ``league.new.create_league`` for the keywords)."""
    from dugout.games.deadball.league.new import create_league

    return create_league(LeagueFolder(folder), **kw)


@dataclass(slots=True)
class PlayResult:
    """What ``play_league`` did."""

    season: int
    played: int
    day: int
    days: int
    games: int
    done: bool


def play_league(folder: Path, *, days: int | None = 1, progress: Callable[[int], None] | None = None) -> PlayResult:
    """Play ``days`` days of the current season (None: to its end), saving after every day; a finished
    season also writes its summary."""
    from dugout.games.deadball.league.season import load_run

    lf = LeagueFolder(folder)
    if days is not None and days < 1:
        raise DugoutError("--days must be at least 1")
    run = load_run(lf)
    if run.done:
        raise DugoutError(f"season {run.n} is over; start the next with `dugout league advance {folder}`")
    before = len(run.season.results)
    played = run.play(days, save=lambda r: lf.write_state(r.n, r.state()), progress=progress)
    if run.done:
        lf.write_summary(run.n, run.summary())
    return PlayResult(run.n, played, run.day, len(run.schedule), len(run.season.results) - before, run.done)


def games_left(folder: Path, days: int | None) -> int:
    """Games in the next ``days`` days of the current season (for a progress bar)."""
    lf = LeagueFolder(folder)
    s = lf.settings()
    st = lf.state(s.season)
    day = st["season_state"]["day"]
    sched = lf.schedule(s.season)
    end = len(sched) if days is None else min(len(sched), day + days)
    return sum(len(d) for d in sched[day:end])


def play_and_report(folder: Path, *, days: int | None = 1, progress: Callable[[int, int], None] | None = None
                    ) -> tuple[PlayResult, dict[str, Any]]:
    """``play_league`` as ``dugout league play`` shows it: ``progress(games, total)`` as the days are played (first
    with no games, to announce the total), then the league's status (``league_status``)."""
    total = games_left(folder, days)
    if progress is None:
        res = play_league(folder, days=days)
    else:
        bar = progress
        bar(0, total)

        def step(k: int) -> None:
            bar(k, total)

        res = play_league(folder, days=days, progress=step)
    return res, league_status(folder)


def advance_league(folder: Path) -> dict[str, Any]:
    """The off-season after a finished season; the next season's folder is written."""
    from dugout.games.deadball.league.offseason import advance

    return advance(LeagueFolder(folder))


def set_team(folder: Path, team: str, *, engine: str | None = None, manager: str | None = None) -> Settings:
    """Change how a team's games are played (full or quick) and who runs it (user or ai) from now on."""
    from dugout.games.deadball.league.files import ENGINES, MANAGERS

    lf = LeagueFolder(folder)
    s = lf.settings()
    hits = [s.teams[find_team(s.teams, team, "team")]]
    if engine is not None:
        if engine not in ENGINES:
            raise DugoutError(f"--engine must be full or quick, got {engine!r}")
        hits[0].engine = engine
    if manager is not None:
        if manager not in MANAGERS:
            raise DugoutError(f"--manager must be user or ai, got {manager!r}")
        hits[0].manager = manager
    lf.write_settings(s)
    return s


def league_status(folder: Path) -> dict[str, Any]:
    """Settings, the current season's standings, leaders, injuries and recent events, and past champions."""
    from dugout.games.deadball.league.season import load_run

    lf = LeagueFolder(folder)
    s = lf.settings()
    run = load_run(lf, s)
    doc = run.summary()
    doc["league"] = s.name
    doc["seed"] = s.seed
    doc["teams"] = [{"id": t.id, "name": t.name, "engine": t.engine, "manager": t.manager,
                     "team_score": run.team_score(k)} for k, t in enumerate(s.teams)]
    doc["history"] = s.history
    doc["five_tool"] = s.five_tool
    return doc


def team_report(run: LeagueRun, team: str) -> dict[str, Any]:
    """One team's roster with ratings, condition and season lines."""
    k = _team_index(run, team)
    gt = run.gts[k]
    ts = run.season.teams[k]
    bats = {r["id"]: r for r in run.season.batting_rows() if r["team"] == gt.name}
    pits = {r["id"]: r for r in run.season.pitching_rows() if r["team"] == gt.name}
    rows = []
    for i, p in enumerate(gt.team.players):
        c = gt.cards[i]
        farm = i >= run.n_active[k]
        status = "farm" if farm and i in ts.out_until else ("called up" if farm else "")
        h = run.x["hurt"].get(p.id)
        if h:
            status = f"{h['kind']} injury" + (f" (until game {h['until']})" if h["until"] is not None else
                                               " (season)")
        ft = p.native.get("five_tool") or {}
        rows.append({"id": p.id, "name": p.name, "pos": p.native.get("deadball", {}).get("pos", p.primary_position),
                     "age": p.native.get("deadball", {}).get("age"), "bats": c.bats, "throws": c.throws,
                     "bt": c.bt, "wt": c.wt, "pd": c.pd_label if c.is_pitcher else "", "traits": " ".join(c.trait_list),
                     "five_tool": " ".join(str(v) for key, v in ft.items() if isinstance(v, int) and key not in
                                           ("points", "bank")),
                     "pitcher": c.is_pitcher, "status": status, "batting": bats.get(p.id), "pitching": pits.get(p.id),
                     "points": run.x["points"].get(p.id, 0)})
    return {"team": gt.name, "id": gt.team.id, "W": ts.w, "L": ts.l, "team_score": run.team_score(k),
            "players": rows}


def _team_index(run: LeagueRun, query: str, argument: str = "team") -> int:
    """The team a query names, as every league command finds it (``league.files.find_team``)."""
    return find_team(run.teams, query, argument)


def _team_id(s: Settings, query: str, argument: str) -> str:
    """The id of the team a query names in the league file (checked before the season is loaded)."""
    return s.teams[find_team(s.teams, query, argument)].id


def league_team(folder: Path, team: str) -> dict[str, Any]:
    """``team_report`` for the current season of a league folder."""
    from dugout.games.deadball.league.season import load_run

    lf = LeagueFolder(folder)
    s = lf.settings()
    tid = _team_id(s, team, "team")
    return team_report(load_run(lf, s), tid)


def print_league(folder: Path, *, out: Path | None = None, paper: str = "letter", html: bool = False,
                 force: bool = False) -> Path:
    """The standings page and every team's roster page, as one PDF (or HTML preview); the paper and the output
    file are checked before the league is loaded."""
    from dugout.games.deadball.league.season import load_run
    from dugout.model.io import check_target
    from dugout.paths import cards_dir
    from dugout.render import page_size, render_template, write_html, write_pdf

    size = page_size(paper)
    if out is not None:
        check_target(out, force=force)
    lf = LeagueFolder(folder)
    s = lf.settings()
    run = load_run(lf, s)
    status = run.summary()
    docs = [render_template("league/standings.html.j2", page_size=size, league=s.name, season=run.n,
                            status=status, history=s.history, text=_standings_text(status, s, run))]
    for t in run.teams:
        rep = team_report(run, t.id)
        docs.append(render_template("league/roster.html.j2", page_size=size, league=s.name, season=run.n,
                                    rep=rep, text=_roster_text(rep)))
    if out is None:
        out = cards_dir() / f"league-{LeagueFolder(folder).root.name}-season-{run.n}.{'html' if html else 'pdf'}"
        out.parent.mkdir(parents=True, exist_ok=True)
        check_target(out, force=force)
    return write_html(docs, out, force=force) if html else write_pdf(docs, out, force=force)


def _standings_text(status: dict[str, Any], s: Settings, run: LeagueRun) -> dict[str, str]:
    engines = {t.id: t.engine for t in s.teams}
    lines = [f"{'Team':34} {'W':>4} {'L':>4} {'T':>3} {'Pct':>5} {'GB':>5} {'RS':>5} {'RA':>5}  Score  Engine"]
    for k, r in enumerate(status["standings"]):
        idx = next(i for i, t in enumerate(run.teams) if t.id == r["id"])
        gb = "-" if r["GB"] == 0 else f"{r['GB']:g}"
        pct = f"{r['PCT']:.3f}".lstrip("0") if r["PCT"] < 1 else "1.000"
        lines.append(f"{r['team'][:34]:34} {r['W']:>4} {r['L']:>4} {r['T']:>3} {pct:>5} {gb:>5} "
                     f"{r['RS']:>5} {r['RA']:>5}  {run.team_score(idx):>5}  {engines[r['id']]}")
    lead = []
    for stat, rows in status["leaders"].items():
        for k, (n, t, v) in enumerate(rows[:3]):
            lead.append(f"{stat if k == 0 else '':>4}  {k + 1}. {n[:26]:26} {t[:34]:34} {_num(v, stat):>6}")
    hist = [f"Season {h['season']}: {h['champion']}" for h in s.history]
    return {"standings": "\n".join(lines), "leaders": "\n".join(lead) or "(no full-engine games yet)",
            "history": "\n".join(hist) or "(first season)"}


def _num(v: Any, stat: str) -> str:
    if isinstance(v, float):
        return f"{v:.3f}".lstrip("0") if stat in ("AVG", "OBP", "SLG") and v < 1 else f"{v:.2f}"
    return str(v)


def _roster_text(rep: dict[str, Any]) -> dict[str, str]:
    hit = [(f"{'Pos':4}{'Name':24}{'Age':>4} {'B':1}{'T':1} {'BT':>3}{'WT':>4} {'Traits':10}{'Five Tool':12}"
           f"{'PA':>5}{'AVG':>6}{'HR':>4}{'RBI':>5}{'SB':>4}  Status")]
    pit = [(f"{'Pos':4}{'Name':24}{'Age':>4} {'T':1}  {'PD':>4} {'BT':>3} {'Traits':10}{'Five Tool':12}"
           f"{'IP':>6}{'W':>4}{'L':>4}{'ERA':>6}{'SO':>5}{'SV':>4}  Status")]
    for r in rep["players"]:
        age = "" if r["age"] is None else str(r["age"])
        if r["pitcher"]:
            p = r["pitching"] or {}
            era = p.get("ERA")
            pit.append(f"{r['pos'][:3]:4}{r['name'][:23]:24}{age:>4} {r['throws']:1}  {r['pd']:>4} {r['bt']:>3} "
                       f"{r['traits'][:9]:10}{r['five_tool'][:11]:12}{p.get('IP', ''):>6}{p.get('W', ''):>4}"
                       f"{p.get('L', ''):>4}{'' if era is None else f'{era:.2f}':>6}{p.get('SO', ''):>5}"
                       f"{p.get('SV', ''):>4}  {r['status']}")
        else:
            b = r["batting"] or {}
            avg = b.get("AVG")
            hit.append(f"{r['pos'][:3]:4}{r['name'][:23]:24}{age:>4} {r['bats']:1}{r['throws']:1} {r['bt']:>3}"
                       f"{r['wt']:>4} {r['traits'][:9]:10}{r['five_tool'][:11]:12}{b.get('PA', ''):>5}"
                       f"{'' if avg is None else f'{avg:.3f}'.lstrip('0'):>6}{b.get('HR', ''):>4}{b.get('RBI', ''):>5}"
                       f"{b.get('SB', ''):>4}  {r['status']}")
    return {"hitters": "\n".join(hit), "pitchers": "\n".join(pit)}


# --- user trades -----------------------------------------------------------------------------------------------------
def user_trade(folder: Path, *, team: str, partner: str, give: list[str], get: list[str],
               dry_run: bool = False) -> dict[str, Any]:
    """Propose a trade for a team before its season starts or after it ends: the partner answers by the
    book's Trade Chance and d100 (players may be active or prospects; prospects count 25 or 15)."""
    from dugout.engine.dice import Dice, derive_seed
    from dugout.games.deadball.league.offseason import farm_team
    from dugout.games.deadball.league.season import LeagueRun, load_run
    from dugout.games.deadball.league.seasonal import REPEAT_PENALTY
    from dugout.games.deadball.league.trades import Club, Proposal, evaluate, execute
    from dugout.model.io import atomic_write

    lf = LeagueFolder(folder)
    s = lf.settings()
    team, partner = _team_id(s, team, "team"), _team_id(s, partner, "partner")
    run = load_run(lf, s)
    if 0 < run.day < len(run.schedule):
        raise DugoutError(f"trades happen before a season starts or after it ends (season {run.n} is on day "
                          f"{run.day})")
    a, b = _team_index(run, team), _team_index(run, partner, "partner")
    if a == b:
        raise DugoutError("a team cannot trade with itself")
    clubs = {t.id: Club(team=t, active=list(t.players), farm=list(run.farms[t.id].players)) for t in run.teams}
    ca, cb = clubs[run.teams[a].id], clubs[run.teams[b].id]

    def pick(c: Club, names: list[str]) -> tuple[list[str], list[str]]:
        act: list[str] = []
        pro: list[str] = []
        for nm in names:
            q = nm.strip().lower()
            hit = [p for p in c.active + c.farm if q in (p.id, p.name.lower())]
            if len(hit) != 1:
                raise DugoutError(f"{nm!r}: no such player on {c.team.name}")
            (pro if hit[0] in c.farm else act).append(hit[0].id)
        return act, pro

    oa, op = pick(ca, give)
    ra, rp = pick(cb, get)
    prop = Proposal(ca.id, cb.id, tuple(oa), tuple(ra), tuple(op), tuple(rp))
    past = [t for t in _user_trades(lf, run.n) if t["team"] == ca.id and t["partner"] == cb.id]
    streak = 0
    for t in reversed(past):
        if t["accepted"]:
            break
        streak += 1
    chk = evaluate(prop, clubs, REPEAT_PENALTY * streak)
    out: dict[str, Any] = {"team": ca.team.name, "partner": cb.team.name, "chance": chk.chance,
                           "refused": chk.refused, "accepted": False, "roll": None}
    if dry_run or not chk.possible:
        return out
    dice = Dice(derive_seed(s.seed, "user-trade", run.n, len(_user_trades(lf, run.n))))
    roll = dice.d(100, "trade d100") - 1
    out.update(roll=roll, accepted=roll < chk.chance)
    trades = _user_trades(lf, run.n) + [{"team": ca.id, "partner": cb.id, "give": give, "get": get,
                                          "chance": chk.chance, "roll": roll, "accepted": out["accepted"]}]
    if out["accepted"]:
        execute(prop, clubs)
        teams = [c.depth() if c in (ca, cb) else c.team for c in clubs.values()]
        farms = {c.id: farm_team(c.team, c.farm) if c in (ca, cb) else run.farms[c.id] for c in clubs.values()}
        state = LeagueRun(s, run.n, teams, farms, run.schedule).state() if run.day == 0 else None
        lf.write_rosters(run.n, teams, farms)
        if state is not None:
            lf.write_state(run.n, state)
    atomic_write(lf.season_dir(run.n) / "trades.json", json.dumps(trades, indent=1) + "\n", force=True)
    return out


def _user_trades(lf: LeagueFolder, n: int) -> list[dict[str, Any]]:
    p = lf.season_dir(n) / "trades.json"
    return json.loads(p.read_text(encoding="utf-8")) if p.is_file() else []
