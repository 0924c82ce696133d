"""The fidelity report: replay a real league-season with a game's cards and compare with what happened.

Every team plays a balanced schedule of the real number of games with its real players; per team and per
league we compare BA, OBP, SLG, HR/PA, BB/PA, SO/PA, R/G and ERA, and correlate player OPS (PA ≥ 300).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dugout import limits
from dugout.engine.codes import (
    B_2B,
    B_3B,
    B_AB,
    B_BB,
    B_CS,
    B_H,
    B_HBP,
    B_HR,
    B_IBB,
    B_PA,
    B_RBI,
    B_SB,
    B_SF,
    B_SH,
    B_SO,
    NPIT,
    P_BB,
    P_ER,
    P_G,
    P_GS,
    P_L,
    P_OUTS,
    P_SO,
    P_W,
)
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import Ruleset
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import find_game, make_rules
from dugout.model.stats import BattingLine, PitchingLine
from dugout.model.team import Team
from dugout.sources import lahman

STATS = ("BA", "OBP", "SLG", "HR/PA", "BB/PA", "SO/PA", "R/G", "ERA")


@dataclass(slots=True)
class TeamRow:
    """Real and simulated figures of one team."""

    team: str
    league: str
    real: dict[str, float]
    sim: dict[str, float]


@dataclass(slots=True)
class FidelityResult:
    """A replayed league-season compared with the real one."""

    game: str
    season: int
    leagues: list[str]
    replays: int
    options: dict[str, Any]
    teams: list[TeamRow]
    players: list[tuple[str, str, int, float, float]] = field(default_factory=list)
    """(name, team, real PA, real OPS, simulated OPS) for players with PA ≥ 300."""
    ops_noise: list[float] = field(default_factory=list)
    """For each of ``players``, the variance of the OPS his real rates would show over his simulated plate
    appearances (``ops_sampling_variance``): the dice's share of the difference."""
    summary: dict[str, float] = field(default_factory=dict)
    seed: int | str = 0
    """The dice seed of the replays (each replay of each league derives its own from it)."""
    batters: list[dict[str, Any]] = field(default_factory=list)
    """Every batter with 100 or more real plate appearances: his real line beside the replays' (per replay),
    largest OPS difference first (``player_lines``)."""
    pitchers: list[dict[str, Any]] = field(default_factory=list)
    """Every pitcher with 30 or more real innings, the same way, largest ERA difference first."""
    dice: dict[str, float] = field(default_factory=dict)
    """How far the dice alone would move the summary's measures (``dice_spread``): what cards that reproduce every
    player exactly would scatter by over the same plate appearances."""

    def document(self) -> dict[str, Any]:
        """The summary with what reproduces it: game, season, leagues, replays, seed and options."""
        return {"game": self.game, "season": self.season, "leagues": self.leagues, "replays": self.replays,
                "seed": self.seed, "options": self.options, **self.summary, "dice": self.dice}


def _rates(ab: int, h: int, d2: int, d3: int, hr: int, bb: int, hbp: int, sf: int, so: int, pa: int) -> dict[str, float]:
    obp_d = ab + bb + hbp + sf
    return {
        "BA": h / ab if ab else 0.0,
        "OBP": (h + bb + hbp) / obp_d if obp_d else 0.0,
        "SLG": (h + d2 + 2 * d3 + 3 * hr) / ab if ab else 0.0,
        "HR/PA": hr / pa if pa else 0.0,
        "BB/PA": bb / pa if pa else 0.0,
        "SO/PA": so / pa if pa else 0.0,
    }


def ops_sampling_variance(b: Any, pa: int) -> float:
    """The variance of OPS over ``pa`` plate appearances of a batter whose true rates are his line ``b`` (a
    ``BattingLine``): per plate appearance o (on base) and t (total bases), OPS ≈ mean(o) + mean(t) ÷ a with a the
    share of plate appearances that are at bats, so Var = (Var o + Var t ÷ a² + 2 Cov(o, t) ÷ a) ÷ PA, where
    Cov(o, t) = E[t](1 − E[o]) since every base is reached on base."""
    if pa <= 0 or not b.pa or not b.ab:
        return 0.0
    singles = b.h - b.b2 - b.b3 - b.hr
    o = (b.h + b.bb + b.hbp) / b.pa
    t = (singles + 2 * b.b2 + 3 * b.b3 + 4 * b.hr) / b.pa
    t2 = (singles + 4 * b.b2 + 9 * b.b3 + 16 * b.hr) / b.pa
    a = b.ab / b.pa
    return (o * (1 - o) + (t2 - t * t) / (a * a) + 2 * t * (1 - o) / a) / pa


def real_team(team: Team) -> dict[str, float]:
    """The real team's figures from its players' lines and its record."""
    b = BattingLine()
    p = PitchingLine()
    for pl in team.players:
        if pl.batting:
            b = b + pl.batting
        if pl.pitching:
            p = p + pl.pitching
    out = _rates(b.ab, b.h, b.b2, b.b3, b.hr, b.bb, b.hbp, b.sf, b.so, b.pa)
    rec = team.record
    out["R/G"] = rec.r / rec.g if rec and rec.g else 0.0
    out["ERA"] = 27 * p.er / p.ipouts if p.ipouts else 0.0
    return out


def _sim_team(bat: dict[int, list[int]], pit: dict[int, list[int]], games: int, runs: int) -> dict[str, float]:
    tot = [0] * 21
    for line in bat.values():
        for k in range(len(tot)):
            tot[k] += line[k]
    out = _rates(tot[B_AB], tot[B_H], tot[B_2B], tot[B_3B], tot[B_HR], tot[B_BB], tot[B_HBP], tot[B_SF], tot[B_SO],
                 tot[B_PA])
    er = sum(line[P_ER] for line in pit.values())
    outs = sum(line[P_OUTS] for line in pit.values())
    out["R/G"] = runs / games if games else 0.0
    out["ERA"] = 27 * er / outs if outs else 0.0
    return out


Counts = dict[str, dict[str, Any]]
"""What replays of a league-season leave, per team id: ``games``, ``rs`` (runs scored) and the players' summed
box-score lines ``bat`` and ``pit`` by player id. Counts merge by addition (``merge_counts``), so however replays
are split between workers the figures drawn from them are the same."""


def replay_seed(seed: int | str, league: str, replay: int) -> str:
    """The dice seed of one replay of one league (``fidelity`` and ``atlas`` alike)."""
    return f"{seed}:{league}:{replay}"


def replay_counts(game: str, options: Mapping[str, Any], season: int, league: str, seeds: Sequence[int | str],
                  teams: Sequence[Team] | None = None) -> Counts:
    """Replay a league-season once per seed (its teams, imported unless given, rated once) and sum what every
    team did."""
    rules = make_rules(game, options)
    teams = lahman.import_league(season, league) if teams is None else teams
    return play_counts(rules, [rated(rules, t) for t in teams], season_games(teams), seeds)


def season_games(teams: Sequence[Team]) -> int:
    """The games each team plays in a replay: the teams' real games on average."""
    return round(sum((t.record.g if t.record else 0) for t in teams) / len(teams))


def play_counts(rules: Ruleset[Any, Any], gts: Sequence[GameTeam], games: int, seeds: Sequence[int | str]) -> Counts:
    """Replay rated teams once per seed (a balanced schedule of ``games`` each) and sum what every team did."""
    acc: Counts = {}
    for seed in seeds:
        s = Season(rules, list(gts), seed)
        s.play_schedule(balanced_schedule(len(gts), games))
        merge_counts(acc, {ts.gt.team.id: {"games": ts.games, "rs": ts.rs,
                                           "bat": {ts.gt.ids[i]: line for i, line in ts.bat.items()},
                                           "pit": {ts.gt.ids[i]: line for i, line in ts.pit.items()}}
                           for ts in s.teams})
    return acc


#: The rated leagues a worker process received (``_receive``): (game, options, league) -> (teams, games).
_RECEIVED: dict[tuple[str, str, str], tuple[list[GameTeam], int]] = {}


def _receive(rated_leagues: dict[tuple[str, str, str], tuple[list[GameTeam], int]]) -> None:
    """Keep the rated leagues in a worker (its pool's initializer: they arrive once per worker)."""
    _RECEIVED.clear()
    _RECEIVED.update(rated_leagues)


def _league_job(args: tuple[str, dict[str, Any], int, str, list[str]]) -> tuple[Counts, list[Team]]:
    """Every replay of one league (in a worker): its teams imported and rated there, once, and sent back with the
    counts for the comparison."""
    game, options, season, league, seeds = args
    rules = make_rules(game, options)
    teams = lahman.import_league(season, league)
    return play_counts(rules, [rated(rules, t) for t in teams], season_games(teams), seeds), teams


def _share_job(args: tuple[str, dict[str, Any], str, list[str]]) -> Counts:
    """A share of one league's replays (in a worker), its teams as the pool delivered them rated."""
    game, options, league, seeds = args
    gts, games = _RECEIVED[(game, repr(sorted(options.items())), league)]
    return play_counts(make_rules(game, options), gts, games, seeds)


def merge_counts(into: Counts, more: Counts) -> Counts:
    """Add ``more`` into ``into`` (and return it)."""
    for tid, row in more.items():
        a = into.setdefault(tid, {"games": 0, "rs": 0, "bat": {}, "pit": {}})
        a["games"] += row["games"]
        a["rs"] += row["rs"]
        for key in ("bat", "pit"):
            lines = a[key]
            for pid, line in row[key].items():
                cur = lines.get(pid)
                lines[pid] = list(line) if cur is None else [x + y for x, y in zip(cur, line)]
    return into


def run_fidelity(game: str, season: int, league: str | None = None, replays: int = 1,
                 options: dict[str, Any] | None = None, seed: int | str = 0, *, workers: int | None = None,
                 progress: Callable[[int], None] | None = None) -> FidelityResult:
    """Replay a league-season (or every league of a season) ``replays`` times and compare with the real one.

    Each league is imported once and rated once, whatever the replays and workers: inline, or one worker per
    league when there are at least as many leagues as workers (each imports and rates its own and sends the teams
    back for the comparison), or else the leagues rated here and sent to every worker, which plays a share of
    each league's replays. Every replay draws its own seed
    (``replay_seed``) and counts add up, so the figures are the same however the work is split."""
    rules = make_rules(game, options)  # validates the game name and options up front
    opts = dict(options or {})
    leagues = [league.upper()] if league else lahman.leagues(season)
    seeds = {lg: [replay_seed(seed, lg, r) for r in range(replays)] for lg in leagues}
    acc: Counts = {}
    total = replays * len(leagues)
    workers = workers if workers is not None else (2 if total > 1 else 1)
    workers = min(workers, total)
    teams: dict[str, list[Team]] = {}
    if 1 < workers <= len(leagues):
        # a league per worker: it imports and rates its league while the others do theirs
        with ProcessPoolExecutor(max_workers=workers) as ex:
            futures = {ex.submit(_league_job, (rules.name, opts, season, lg, seeds[lg])): lg for lg in leagues}
            for f in as_completed(futures):
                counts, teams[futures[f]] = f.result()
                merge_counts(acc, counts)
                if progress:
                    progress(replays)
        return compare(rules.name, season, leagues, replays, rules.options.as_dict(), seed, acc, teams)
    teams = {lg: lahman.import_league(season, lg) for lg in leagues}
    if workers <= 1:
        for lg in leagues:
            gts = [rated(rules, t) for t in teams[lg]]
            games = season_games(teams[lg])
            for s in seeds[lg]:
                merge_counts(acc, play_counts(rules, gts, games, [s]))
                if progress:
                    progress(1)
    else:
        key = repr(sorted(opts.items()))
        shipped = {(rules.name, key, lg): ([rated(rules, t) for t in teams[lg]], season_games(teams[lg]))
                   for lg in leagues}
        parts = min(replays, -(-workers // len(leagues)))
        jobs = [(rules.name, opts, lg, seeds[lg][k::parts]) for lg in leagues for k in range(parts)]
        with ProcessPoolExecutor(max_workers=workers, initializer=_receive, initargs=(shipped,)) as ex:
            futures2 = {ex.submit(_share_job, job): len(job[3]) for job in jobs}
            for share in as_completed(futures2):
                merge_counts(acc, share.result())
                if progress:
                    progress(futures2[share])
    return compare(rules.name, season, leagues, replays, rules.options.as_dict(), seed, acc, teams)


def compare(game: str, season: int, leagues: list[str], replays: int, options: dict[str, Any], seed: int | str,
            acc: Counts, teams: Mapping[str, Sequence[Team]] | None = None) -> FidelityResult:
    """The replays' summed counts set against the real league-season (``teams`` by league, imported when not
    given): per team, per player, the summary."""
    real_teams: dict[str, Team] = {}
    for lg in leagues:
        for t in (teams[lg] if teams is not None else lahman.import_league(season, lg)):
            real_teams[t.id] = t
    rows = []
    players = []
    noise: list[float] = []
    for tid, team in real_teams.items():
        a = acc[tid]
        sim = _sim_team({i: v for i, v in enumerate(a["bat"].values())}, {i: v for i, v in enumerate(a["pit"].values())},
                        a["games"], a["rs"])
        rows.append(TeamRow(team=team.name, league=team.league, real=real_team(team), sim=sim))
        for p in team.players:
            # a regular the replay hardly used says nothing about his card: he must bat at least a sixth as
            # often as he really did
            if p.batting and p.batting.pa >= 300 and p.id in a["bat"] and \
                    a["bat"][p.id][B_PA] >= p.batting.pa * replays / 6:
                line = a["bat"][p.id]
                r = _rates(line[B_AB], line[B_H], line[B_2B], line[B_3B], line[B_HR], line[B_BB], line[B_HBP],
                           line[B_SF], line[B_SO], line[B_PA])
                players.append((p.name, team.name, p.batting.pa, p.batting.ops, r["OBP"] + r["SLG"]))
                noise.append(ops_sampling_variance(p.batting, line[B_PA]))
    batters, pitchers = player_lines(real_teams, acc, replays)
    result = FidelityResult(game=game, season=season, leagues=leagues, replays=replays, options=options,
                            teams=rows, players=players, ops_noise=noise, seed=seed, batters=batters,
                            pitchers=pitchers)
    result.summary = summarize(result, acc, real_teams)
    result.dice = dice_spread(result, acc, real_teams)
    return result


#: A regular starter (the rotation's GS measures): at least this share of his team's games started, and this many.
REGULAR_GS_SHARE = 0.125
REGULAR_GS_MIN = 10
#: Real playing time a player needs to be listed in the player tables.
LIST_PA = 100
LIST_OUTS = 90


def player_lines(real_teams: dict[str, Team], acc: Counts, replays: int
                 ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(batters, pitchers): each listed player's real line beside the replays' (counts per replay, so they read as
    one season), with the difference of OPS (batters) or ERA (pitchers), largest first. A player traded during the
    season has a row per team."""
    bats: list[dict[str, Any]] = []
    pits: list[dict[str, Any]] = []
    for tid, team in real_teams.items():
        a = acc.get(tid, {"bat": {}, "pit": {}})
        for p in team.players:
            b = p.batting
            if b is not None and b.pa >= LIST_PA:
                sim = a["bat"].get(p.id) or [0] * 21
                r = _rates(sim[B_AB], sim[B_H], sim[B_2B], sim[B_3B], sim[B_HR], sim[B_BB], sim[B_HBP], sim[B_SF],
                           sim[B_SO], sim[B_PA])
                real_obp_d = b.ab + b.bb + b.hbp + b.sf
                real = {"BA": b.h / b.ab if b.ab else 0.0,
                        "OBP": (b.h + b.bb + b.hbp) / real_obp_d if real_obp_d else 0.0,
                        "SLG": (b.h + b.b2 + 2 * b.b3 + 3 * b.hr) / b.ab if b.ab else 0.0}
                ops_real, ops_sim = real["OBP"] + real["SLG"], r["OBP"] + r["SLG"]
                bats.append({
                    "name": p.name, "team": team.name, "PA": b.pa, "PA_sim": round(sim[B_PA] / replays, 1),
                    "BA": round(real["BA"], 3), "BA_sim": round(r["BA"], 3), "OBP": round(real["OBP"], 3),
                    "OBP_sim": round(r["OBP"], 3), "SLG": round(real["SLG"], 3), "SLG_sim": round(r["SLG"], 3),
                    "HR": b.hr, "HR_sim": round(sim[B_HR] / replays, 1), "RBI": b.rbi,
                    "RBI_sim": round(sim[B_RBI] / replays, 1), "SB": b.sb, "SB_sim": round(sim[B_SB] / replays, 1),
                    "OPS_diff": round(ops_sim - ops_real, 3)})
            pl = p.pitching
            if pl is not None and pl.ipouts >= LIST_OUTS:
                sim = a["pit"].get(p.id) or [0] * 23
                era_real = 27 * pl.er / pl.ipouts
                era_sim = 27 * sim[P_ER] / sim[P_OUTS] if sim[P_OUTS] else None
                pits.append({
                    "name": p.name, "team": team.name, "W": pl.w, "L": pl.l, "W_sim": round(sim[P_W] / replays, 1),
                    "L_sim": round(sim[P_L] / replays, 1), "G": pl.g, "G_sim": round(sim[P_G] / replays, 1),
                    "GS": pl.gs, "GS_sim": round(sim[P_GS] / replays, 1),
                    "GS_ratio": round(sim[P_GS] / replays / pl.gs, 3) if pl.gs else None,
                    "IP_ratio": round(sim[P_OUTS] / replays / pl.ipouts, 3), "ERA": round(era_real, 2),
                    "ERA_sim": None if era_sim is None else round(era_sim, 2), "IP": round(pl.ipouts / 3, 1),
                    "IP_sim": round(sim[P_OUTS] / 3 / replays, 1), "SO": pl.so,
                    "SO_sim": round(sim[P_SO] / replays, 1), "BB": pl.bb, "BB_sim": round(sim[P_BB] / replays, 1),
                    "ERA_diff": None if era_sim is None else round(era_sim - era_real, 2)})
    bats.sort(key=lambda r: (-abs(r["OPS_diff"]), r["name"]))
    pits.sort(key=lambda r: (-(abs(r["ERA_diff"]) if r["ERA_diff"] is not None else 99.0), r["name"]))
    return bats, pits


def ops_r_ceiling(real: list[float], noise: list[float]) -> float:
    """The player OPS correlation cards that reproduce every player exactly would be expected to reach with these
    replays: the dice alone spread each simulated OPS around the real one by its ``ops_noise``, so
    r = sd(real) ÷ √(sd(real)² + mean noise variance). Three replays of a modern league (OPS sd about .085 among
    regulars, about 1,300 simulated plate appearances each) reach about .93: the rest of a lower ``player_ops_r``
    is the cards'."""
    n = len(real)
    if n < 3 or len(noise) != n:
        return float("nan")
    m = sum(real) / n
    var = sum((x - m) ** 2 for x in real) / n
    dice = sum(noise) / n
    return math.sqrt(var / (var + dice)) if var + dice > 0 else float("nan")


def ops_r_ceiling_sd(real: list[float], noise: list[float]) -> float:
    """How far the player OPS correlation of cards that reproduce every player exactly strays from its ceiling
    (``ops_r_ceiling``) from one set of replays to another: its standard deviation.

    The real OPS x are fixed and each simulated one is x + e, e of mean 0 and variance v (``ops_noise``). With S the
    real OPS's sum of squares about their mean, U = Σ(x − x̄)e and W = Σ(e − ē)², r = (S + U) ÷ √(S(S + 2U + W));
    to first order about U = 0, W = w = Σv: Var r = (w² Var U ÷ S + S Var W ÷ 4) ÷ (S + w)³, with
    Var U = Σ(x − x̄)² v and Var W = 2 Σ v² (the dice's spread near normal over hundreds of plate appearances).
    Checked against simulated replays of perfect cards (``tests/api/test_fidelity_dice.py``,
    ``benchmarks/perfect_cards.py``)."""
    n = len(real)
    if n < 3 or len(noise) != n:
        return float("nan")
    m = sum(real) / n
    dev = [x - m for x in real]
    s = sum(d * d for d in dev)
    w = sum(noise)
    if s <= 0:
        return float("nan")
    var_u = sum(d * d * v for d, v in zip(dev, noise))
    var_w = 2 * sum(v * v for v in noise)
    return math.sqrt((w * w * var_u / s + s * var_w / 4) / (s + w) ** 3)


def dice_spread(result: FidelityResult, acc: dict[str, dict[str, Any]], real_teams: dict[str, Team]
                ) -> dict[str, float]:
    """The standard deviations the dice alone give the summary's player OPS correlation and league HR, BB and SO per
    PA ratios: what cards that reproduce every player exactly would scatter by over the replays' plate appearances
    (a ratio's is √((1 − p) ÷ (n p)) for a real rate p over n simulated plate appearances). With the ceiling they
    tell a miss the dice explain from one the cards make (``atlas_targets``)."""
    out = {"player_ops_r_dice_sd": round(ops_r_ceiling_sd([p[3] for p in result.players], result.ops_noise), 4)}
    real = BattingLine()
    for t in real_teams.values():
        for p in t.players:
            if p.batting:
                real = real + p.batting
    n = sum(line[B_PA] for a in acc.values() for line in a["bat"].values())
    for stat in ("hr", "bb", "so"):
        count = league_total(real_teams, stat)
        rate = count / real.pa if real.pa and count is not None else 0.0
        out[f"league_{stat}_pa_dice_sd"] = round(math.sqrt((1 - rate) / (n * rate)), 4) if n and rate else float("nan")
    return out


def _pearson(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    if n < 3:
        return float("nan")
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")


def league_total(real_teams: Mapping[str, Team], stat: str) -> int | None:
    """The league's real total of a batting count (``hr``, ``bb``, ``so``): its batters' where they recorded it,
    else its pitchers' where they did (a league plays only itself, so both sides count the same events: 1911 NL's
    batters struck out 4,798 times and its pitchers struck out 4,792), else None. 1911 AL's batters' strikeouts
    were not recorded, and the importer's estimate of them (4,801) is not the 5,093 its pitchers recorded."""
    bat = [p.batting for t in real_teams.values() for p in t.players if p.batting]
    if not any(stat in b.imputed for b in bat):
        return sum(getattr(b, stat) for b in bat)
    pit = [p.pitching for t in real_teams.values() for p in t.players if p.pitching]
    if pit and not any(stat in p.imputed for p in pit):
        return sum(getattr(p, stat) for p in pit)
    return None


def summarize(result: FidelityResult, acc: dict[str, dict[str, Any]], real_teams: dict[str, Team]) -> dict[str, float]:
    """Mean absolute errors per stat, league ratios (simulated ÷ real) and the player OPS correlation."""
    out: dict[str, float] = {}
    keys = {"BA": "ba", "OBP": "obp", "SLG": "slg", "HR/PA": "hr_pa", "BB/PA": "bb_pa", "SO/PA": "so_pa",
            "R/G": "r_per_g", "ERA": "era"}
    for stat, key in keys.items():
        errs = [abs(r.sim[stat] - r.real[stat]) for r in result.teams]
        out[f"team_{key}_mae"] = round(sum(errs) / len(errs), 4) if errs else float("nan")
    real_tot = BattingLine()
    for t in real_teams.values():
        for p in t.players:
            if p.batting:
                real_tot = real_tot + p.batting
    sim = [0] * 21
    for a in acc.values():
        for line in a["bat"].values():
            for k in range(21):
                sim[k] += line[k]
    for stat, idx in (("hr", B_HR), ("bb", B_BB), ("so", B_SO)):
        sim_rate = sim[idx] / sim[B_PA] if sim[B_PA] else 0.0
        real_v = league_total(real_teams, stat)
        real_rate = real_v / real_tot.pa if real_tot.pa and real_v is not None else 0.0
        out[f"league_{stat}_pa_ratio"] = round(sim_rate / real_rate, 4) if real_rate else float("nan")
    real_rg = sum(t.record.r for t in real_teams.values() if t.record) / max(1, sum(t.record.g for t in real_teams.values() if t.record))
    sim_games = sum(a["games"] for a in acc.values())
    sim_rg = sum(a["rs"] for a in acc.values()) / max(1, sim_games)
    out["league_r_per_g_real"] = round(real_rg, 3)
    out["league_r_per_g_sim"] = round(sim_rg, 3)
    out["league_r_per_g_ratio"] = round(sim_rg / real_rg, 4) if real_rg else float("nan")
    # bullpen use: relief appearances (games pitched less games started) per team game
    real_games = sum(t.record.g for t in real_teams.values() if t.record)
    real_relief = sum(p.pitching.g - p.pitching.gs for t in real_teams.values() for p in t.players if p.pitching)
    sim_relief = sum(line[P_G] - line[P_GS] for a in acc.values() for line in a["pit"].values())
    out["league_relief_per_g_real"] = round(real_relief / max(1, real_games), 3)
    out["league_relief_per_g_sim"] = round(sim_relief / max(1, sim_games), 3)
    out["league_relief_per_g_ratio"] = round(out["league_relief_per_g_sim"] / out["league_relief_per_g_real"], 4) \
        if real_relief else float("nan")
    # the manager's playbook: steals and attempts, sacrifices and intentional walks per team game; where the
    # season's records lack a stat (the importer estimated it) there is nothing real to compare with
    estimated = {k for t in real_teams.values() for p in t.players if p.batting for k in p.batting.imputed}
    for stat, sim_v, real_v, needs in (("sb", sim[B_SB], real_tot.sb, ("sb",)),
                                       ("sb_att", sim[B_SB] + sim[B_CS], real_tot.sb + real_tot.cs, ("sb", "cs")),
                                       ("sh", sim[B_SH], real_tot.sh, ("sh",)),
                                       ("ibb", sim[B_IBB], real_tot.ibb, ("ibb",))):
        real_pg = float("nan") if estimated.intersection(needs) else real_v / max(1, real_games)
        sim_pg = sim_v / max(1, sim_games)
        out[f"league_{stat}_per_g_real"] = round(real_pg, 3)
        out[f"league_{stat}_per_g_sim"] = round(sim_pg, 3)
        out[f"league_{stat}_per_g_ratio"] = round(sim_pg / real_pg, 4) if real_pg else float("nan")
    out["player_ops_r"] = round(_pearson([p[3] for p in result.players], [p[4] for p in result.players]), 4)
    out["player_ops_r_dice"] = round(ops_r_ceiling([p[3] for p in result.players], result.ops_noise), 4)
    # the rotation: each regular starter's games started and innings (his relief's too) in the replays against
    # his real ones
    gs_err, ip_err = [], []
    for tid, team in real_teams.items():
        tg = team.record.g if team.record and team.record.g else 0
        pit = acc.get(tid, {"pit": {}})["pit"]
        for p in team.players:
            pl = p.pitching
            if pl is not None and tg and pl.gs >= max(REGULAR_GS_MIN, tg * REGULAR_GS_SHARE):
                line = pit.get(p.id) or [0] * NPIT
                gs_err.append(abs(line[P_GS] / max(1, result.replays) / pl.gs - 1))
                if pl.ipouts:
                    ip_err.append(abs(line[P_OUTS] / max(1, result.replays) / pl.ipouts - 1))
    for name, err in (("gs", gs_err), ("ip", ip_err)):
        out[f"starter_{name}_mape"] = round(sum(err) / len(err), 4) if err else float("nan")
        out[f"starter_{name}_within_15"] = round(sum(e <= 0.15 for e in err) / len(err), 4) if err else float("nan")
    # players with PA ≥ 300 in the real season who also batted at least a sixth as often in the replays
    out["players_compared"] = len(result.players)
    return out


@dataclass(slots=True)
class FidelityRun:
    """A fidelity replay and the report files written for it (none with ``files=False``)."""

    result: FidelityResult
    folder: Path
    paths: list[Path] = field(default_factory=list)


def fidelity(game: str, season: int, league: str | None = None, *, replays: int = 1, seed: int | str = 0,
             options: Mapping[str, Any] | Sequence[str] | None = None, out: Path | None = None, files: bool = True,
             force: bool = False, workers: int | None = None,
             progress: Callable[[int, int], None] | None = None) -> FidelityRun:
    """Replay a real league-season (every league of the season when ``league`` is None) ``replays`` times and
    compare with what happened (``dugout fidelity``); with ``files`` the report (CSV, JSON, HTML, PDF) goes into
    ``out`` (default ``cards/fidelity-GAME-SEASON-LEAGUES``), checked before the replays and written all or none.
    ``progress(advance, total)`` counts replays of one league."""
    from dugout.api.fidelity_report import check_reports, write_reports
    from dugout.api.games import parse_options
    from dugout.paths import cards_dir

    limits.check_count("--replays", replays, 1, limits.MAX_REPLAYS)
    name = find_game(game).name
    leagues = [league.upper()] if league else lahman.leagues(season)
    folder = out or cards_dir() / f"fidelity-{name}-{season}-{'-'.join(leagues)}"
    if files:
        check_reports(folder, force=force)  # before the replays, which take minutes
    total = replays * len(leagues)
    step = None if progress is None else (lambda k: progress(k, total))
    res = run_fidelity(name, season, league, replays, parse_options(options), seed, workers=workers, progress=step)
    paths = write_reports(res, folder, force=force) if files else []
    return FidelityRun(res, folder, paths)
