"""The fidelity atlas: replay every league-season of a range and see at a glance which eras a game reproduces.

Each league-season is one unit of work: its teams are rated once and replayed ``replays`` times, and the replays'
box-score lines are summed (``fidelity.Counts``). Work runs inline, on a process pool (``workers``) or on a Dask
cluster (``cluster``, the ``dugout[cluster]`` extra); a unit's replays may be split between workers, and because
counts merge by addition and every replay draws its own seed (``fidelity.replay_seed``), the atlas is the same
however the work was split. A row is the ``fidelity`` summary of its league-season with the dice's spread of its
measures (``FidelityResult.dice``), so ``dugout fidelity GAME SEASON LEAGUE`` with the same seed and replays
reproduces any row.

Finished rows are appended to a progress file in the report folder as they come; an interrupted atlas resumes from
it (``resume``), and the report itself (CSV, JSON, HTML, PDF) is written all or none at the end.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dugout import limits
from dugout.api.fidelity import Counts, compare, merge_counts, replay_counts, replay_seed
from dugout.errors import DugoutError
from dugout.games import find_game, make_rules
from dugout.model.team import Team
from dugout.sources import lahman

PROGRESS_FILE = ".atlas-progress.jsonl"
CLUSTER_ENV = "DUGOUT_CLUSTER"
"""The environment variable that names a Dask scheduler when ``--cluster`` is not given."""
LEAGUES = ("NA", "NL", "AA", "UA", "PL", "AL", "FL")
#: The measures of a row, in the report's order: what ``fidelity`` summarizes.
MEASURES = ("league_r_per_g_real", "league_r_per_g_sim", "league_r_per_g_ratio", "league_hr_pa_ratio",
            "league_bb_pa_ratio", "league_so_pa_ratio", "league_sb_per_g_ratio", "league_sb_att_per_g_ratio",
            "league_sh_per_g_ratio", "league_ibb_per_g_ratio", "league_relief_per_g_real",
            "league_relief_per_g_sim", "league_relief_per_g_ratio", "team_r_per_g_mae", "team_ba_mae",
            "team_obp_mae", "team_slg_mae", "player_ops_r", "player_ops_r_dice", "players_compared", "starter_gs_mape",
            "starter_gs_within_15", "starter_ip_mape", "starter_ip_within_15", "player_ops_r_dice_sd",
            "league_hr_pa_dice_sd", "league_bb_pa_dice_sd", "league_so_pa_dice_sd")


@dataclass(slots=True)
class AtlasRow:
    """One league-season: its measures (``MEASURES``)."""

    season: int
    league: str
    measures: dict[str, float]

    def to_dict(self) -> dict[str, Any]:
        return {"season": self.season, "league": self.league, **self.measures}


@dataclass(slots=True)
class Atlas:
    """Every replayed league-season of a range, in order of season and league."""

    game: str
    options: dict[str, Any]
    replays: int
    seed: int | str
    start: int
    end: int
    every: int
    leagues: list[str] | None
    rows: list[AtlasRow] = field(default_factory=list)

    def settings(self) -> dict[str, Any]:
        """What the atlas was asked for (a resumed atlas must ask for the same)."""
        return {"game": self.game, "options": self.options, "replays": self.replays, "seed": self.seed,
                "from": self.start, "to": self.end, "every": self.every, "leagues": self.leagues}

    def document(self) -> dict[str, Any]:
        return {**self.settings(), "rows": [r.to_dict() for r in self.rows]}


@dataclass(slots=True)
class AtlasRun:
    """An atlas and the report files written for it."""

    atlas: Atlas
    folder: Path
    paths: list[Path]
    workers: int
    cluster: str | None


def league_seasons(start: int, end: int, every: int = 1, leagues: Sequence[str] | None = None) -> list[tuple[int, str]]:
    """The league-seasons of a range: every ``every``-th season from ``start`` to ``end``, each league that played
    it (only ``leagues`` when given)."""
    if every < 1:
        raise DugoutError("--every must be at least 1")
    if start > end:
        raise DugoutError(f"--from {start} is after --to {end}")
    for y in (start, end):
        if not lahman.FIRST_SEASON <= y <= lahman.LAST_SEASON:
            raise DugoutError(f"season {y} is outside the Lahman data ({lahman.FIRST_SEASON}-{lahman.LAST_SEASON})")
    want = None
    if leagues is not None:
        want = {lg.strip().upper() for lg in leagues if lg.strip()}
        unknown = sorted(want - set(LEAGUES))
        if unknown or not want:
            raise DugoutError(f"unknown league {', '.join(unknown) or '(none)'} (leagues: {', '.join(LEAGUES)})")
    out = [(y, lg) for y in range(start, end + 1, every) for lg in lahman.leagues(y) if want is None or lg in want]
    if not out:
        raise DugoutError(f"no league-season of {', '.join(sorted(want or ()))} in {start}-{end}")
    return out


def _job(args: tuple[str, dict[str, Any], int, str, list[str]]) -> tuple[int, str, Counts, list[Team]]:
    """One piece of work (in a worker): some replays of one league-season, their counts summed, and the teams it
    imported (the report compares with them: the league-season is not imported again)."""
    game, options, season, league, seeds = args
    teams = lahman.import_league(season, league)
    return season, league, replay_counts(game, options, season, league, seeds, teams), teams


def _plan(units: list[tuple[int, str]], replays: int, workers: int) -> list[tuple[int, str, list[int]]]:
    """Split the work: whole league-seasons while there are more of them than workers, else each league-season's
    replays spread over the workers (none left: no work, as when an atlas stopped while writing its report)."""
    if not units:
        return []
    parts = 1 if len(units) >= workers else min(replays, math.ceil(workers / len(units)))
    jobs = []
    for season, lg in units:
        for k in range(parts):
            rs = list(range(k, replays, parts))
            if rs:
                jobs.append((season, lg, rs))
    return jobs


def _reachable(address: str) -> None:
    """Fail at once, in one line, when nothing listens at a TCP scheduler address (Dask would retry for its whole
    timeout before saying so)."""
    import socket
    from urllib.parse import urlsplit

    parts = urlsplit(address if "://" in address else f"tcp://{address}")
    if parts.scheme not in ("tcp", "tls") or not parts.hostname:
        return  # another transport: let Dask judge it
    try:
        port = parts.port or 8786
        with socket.create_connection((parts.hostname, port), timeout=5):
            pass
    except (OSError, ValueError) as e:
        reason = getattr(e, "strerror", None) or type(e).__name__
        raise DugoutError(f"cannot reach the cluster at {address} ({reason})") from None


@contextmanager
def _executor(workers: int, cluster: str | None) -> Iterator[Callable[[Any, Any], Any] | None]:
    """A ``submit(fn, arg)`` returning futures: a Dask client, a process pool, or None to run inline."""
    if cluster:
        try:
            from distributed import Client
        except ImportError:
            raise DugoutError("--cluster needs the cluster extra: pip install 'dugout[cluster]'") from None
        _reachable(cluster)
        try:
            client = Client(cluster, timeout="10s")
        except (OSError, TimeoutError, ValueError) as e:
            raise DugoutError(f"cannot reach the cluster at {cluster} ({type(e).__name__})") from None
        try:
            yield lambda fn, arg: client.submit(fn, arg, pure=False)
        finally:
            client.close()
        return
    if workers <= 1:
        yield None
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        try:
            yield pool.submit
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise


def _completed(futures: list[Any], cluster: bool) -> Iterator[Any]:
    if cluster:
        from distributed import as_completed as dask_completed

        yield from dask_completed(futures)
    else:
        yield from as_completed(futures)


def _read_progress(path: Path, settings: dict[str, Any]) -> dict[tuple[int, str], AtlasRow]:
    """The rows an interrupted atlas finished (its settings must match). Text that is not UTF-8 or a row that is
    not a league-season's measures (as ``finish`` writes them: a measure it could not take is NaN) is a one-line
    error; only a last line cut short by the interruption is skipped."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise DugoutError(f"{path}: not an atlas progress file (expected UTF-8 JSON lines, got binary data; start "
                          f"again with --force)") from None
    except OSError as e:
        raise DugoutError(f"{path}: cannot read ({e.strerror})") from None
    try:
        head = json.loads(lines[0]) if lines else None
    except json.JSONDecodeError:
        head = None
    if head != json.loads(json.dumps(settings)):
        raise DugoutError(f"{path}: the interrupted atlas was asked for other settings (start again with --force)")
    done = {}
    for k, line in enumerate(lines[1:], 2):
        try:
            d = json.loads(line)
        except ValueError as e:  # not JSON, or an integer of more digits than Python reads
            if isinstance(e, json.JSONDecodeError) and k == len(lines):
                break  # the last line, cut short by the interruption
            raise DugoutError(f"{path}: line {k}: invalid JSON (start again with --force)") from None
        if not (isinstance(d, dict) and isinstance(d.get("season"), int) and isinstance(d.get("league"), str)
                and isinstance(d.get("measures"), dict)
                and all(type(v) in (int, float) for v in d["measures"].values())):
            raise DugoutError(f"{path}: line {k}: expected a league-season's row (season, league and measures), "
                              f"got {line[:40]!r} (start again with --force)")
        if set(MEASURES) <= d["measures"].keys():  # a row of an older dugout without a measure is replayed
            done[(d["season"], d["league"])] = AtlasRow(d["season"], d["league"], d["measures"])
    return done


def atlas(game: str, *, start: int = 1876, end: int = lahman.LAST_SEASON, every: int = 1,
          leagues: Sequence[str] | None = None, replays: int = 1, seed: int | str = 0,
          options: Mapping[str, Any] | Sequence[str] | None = None, out: Path | None = None, force: bool = False,
          resume: bool = False, pdf: bool = True, workers: int | None = None, cluster: str | None = None,
          progress: Callable[[int, int], None] | None = None) -> AtlasRun:
    """Replay every league-season of a range ``replays`` times and write the atlas report (``dugout atlas``):
    ``atlas.csv`` and ``atlas.json`` (a row per league-season), ``atlas.html`` and ``atlas.pdf`` (each measure
    plotted against the year) in ``out`` (default ``cards/atlas-GAME-FROM-TO``). ``workers`` (default: every core)
    run league-seasons in parallel; ``cluster`` (or ``$DUGOUT_CLUSTER``) names a Dask scheduler to run them on.
    ``progress(advance, total)`` counts league-seasons."""
    from dugout.api.atlas_report import check_reports, write_reports
    from dugout.api.games import parse_options
    from dugout.paths import cards_dir

    limits.check_count("--replays", replays, 1, limits.MAX_REPLAYS)
    name = find_game(game).name
    opts = parse_options(options)
    rules = make_rules(name, opts)  # a bad option fails before any work
    units = league_seasons(start, end, every, leagues)
    cluster = cluster or os.environ.get(CLUSTER_ENV) or None
    workers = workers if workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        raise DugoutError("--workers must be at least 1")
    if workers > limits.MAX_WORKERS:
        raise DugoutError(f"--workers {workers:,} is past the limit of {limits.MAX_WORKERS:,}")
    folder = out or cards_dir() / f"atlas-{name}-{start}-{end}"
    result = Atlas(name, rules.options.as_dict(), replays, seed, start, end, every,
                   sorted({lg.strip().upper() for lg in leagues}) if leagues else None)
    settings = result.settings()
    progress_path = folder / PROGRESS_FILE
    done: dict[tuple[int, str], AtlasRow] = {}
    if resume:
        if not progress_path.is_file():
            raise DugoutError(f"{folder}: no interrupted atlas to resume")
        done = _read_progress(progress_path, settings)
        check_reports(folder, force=True, pdf=pdf)
    else:
        if progress_path.exists() and not force:
            raise DugoutError(f"{folder}: an interrupted atlas is there (--resume to continue it, --force to start "
                              f"again)")
        check_reports(folder, force=force, pdf=pdf)
    todo = [u for u in units if u not in done]
    total = len(units)
    with _executor(workers, cluster) as submit:
        from dugout.api.outputs import make_folder

        make_folder(folder)
        mode = "a" if resume else "w"
        with open(progress_path, mode, encoding="utf-8") as log:
            if not resume:
                log.write(json.dumps(settings) + "\n")
                log.flush()
            if progress and done:
                progress(len(done), total)

            def finish(season: int, lg: str, acc: Counts, teams: list[Team]) -> None:
                res = compare(name, season, [lg], replays, result.options, seed, acc, {lg: teams})
                measures = {**res.summary, **res.dice}
                row = AtlasRow(season, lg, {k: measures.get(k, float("nan")) for k in MEASURES})
                done[(season, lg)] = row
                log.write(json.dumps({"season": season, "league": lg, "measures": row.measures}) + "\n")
                log.flush()
                if progress:
                    progress(1, total)

            jobs = _plan(todo, replays, 1 if submit is None else workers)
            parts = {u: sum(1 for j in jobs if (j[0], j[1]) == u) for u in todo}
            acc: dict[tuple[int, str], Counts] = {}
            args = [(name, opts, s, lg, [replay_seed(seed, lg, r) for r in rs]) for s, lg, rs in jobs]
            if submit is None:
                results: Iterator[tuple[int, str, Counts, list[Team]]] = (_job(a) for a in args)
            else:
                futures: list[Future[Any]] = [submit(_job, a) for a in args]
                results = (f.result() for f in _completed(futures, bool(cluster)))
            for season, lg, counts, teams in results:
                u = (season, lg)
                merge_counts(acc.setdefault(u, {}), counts)
                parts[u] -= 1
                if not parts[u]:
                    finish(season, lg, acc.pop(u), teams)
    result.rows = [done[u] for u in units]
    paths = write_reports(result, folder, force=True, pdf=pdf)
    try:
        progress_path.unlink()
    except OSError:
        pass
    return AtlasRun(result, folder, paths, 1 if submit is None else workers, cluster)
