"""Speed where users wait (issue 21), in one table: every figure beside the reference loop measured in the same run.

For every registered game:

- **engine**: plate appearances per CPU second playing 2016 Cubs at 2016 Indians with a ``BoxScore`` built for every
  game, divided by the reference loop's (``reference.py``) measured in the same process, interleaved (reference,
  engine, reference, engine, reference: the best of each). Target ≥ 0.20 pure Python.
- **season**: CPU seconds of ``dugout season GAME 2016:AL 2016:NL --games 162`` end to end (a fresh process: load,
  rate, play, postseason, report), and the same in reference units (CPU seconds of the reference loop playing 1,000
  games, measured just before). Target ≤ 5 CPU-s. The two league-seasons are imported once before anything is
  timed, as any earlier command on the machine would have (``sources.lahman_cache``: a first import of both adds
  about 2 CPU-s to the first command that needs them). The command runs twice on a rating folder of its own
  (``engine.ratecache``): the table's figure is the second run, which reads the cards the first one kept, as every
  command after the first on these teams does; the first run's CPU seconds, rating every team, are printed
  beside it ("first").
- **fidelity**: CPU seconds of ``dugout fidelity GAME 2016 --replays 5 --no-files`` (its default two workers, their
  CPU included; no rated team kept from before), target ≤ 15 CPU-s; and the wall time of the same replays with one worker and with two (target
  ≥ 1.7× on an idle two-core machine: on a loaded one the figure says little, and the table prints the load);
  beside them the speed-up two idle cores would give, estimated from CPU seconds (``_fidelity_split``: the CPU
  seconds of the run on one worker against the serial part, start-up and comparison, plus the longer league).

Every timed process reads dugout's modules compiled, as an installed dugout does (``_bytecode``).

Below the games, the engine's **floors** (``floor.py``), measured like a game's engine: the reference loop's own game
(one die a plate appearance, the same d100 table) played through the engine with its default AI manager and a box
score (``floor``), and with managers that never look (``floor-quiet``). No game with rules can be faster than the
floor, so it says how much of the engine target is left for a game's own rules. ``--no-floor`` leaves them out.

CPU seconds are what the machine's load skews least; the reference ratio is what compares between machines.

Run: ``.venv/bin/python benchmarks/bench_speed.py [GAME ...] [--quick] [--only KIND] [--no-walls] [--against SRC]``

- ``--quick``: the engine and season columns only (no fidelity replays).
- ``--only engine|season|fidelity|estimate``: that figure alone, listed (``estimate``: the idle two-worker
  speed-up of fidelity alone).
- ``--no-walls``: fidelity's CPU seconds only (not the wall times with one and two workers).
- ``--against SRC``: every measurement also taken with the source tree ``SRC`` (e.g. another checkout's ``src``),
  alternating with this one's, so a before/after table comes from one run under the same load.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE.parent / "src"
ENGINE_TARGET, SEASON_TARGET, FIDELITY_TARGET, SPEEDUP_TARGET = 0.20, 5.0, 15.0, 1.7
COMPILED_TARGET = 0.30


def _compiled(e: dict[str, float]) -> str:
    """The compiled engine's ratio, or a dash for a tree without a current build."""
    return f"{e['compiled_ratio']:.3f}" if "compiled_ratio" in e else "-"


# --- measurements, each run in a fresh process of the tree under test ----------------------------------------
def _engine(game: str, n: int = 600) -> dict[str, float]:
    from floor import FLOORS
    from reference import reference_pa_per_second

    from dugout.engine.dice import Dice
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games import make_rules
    from dugout.sources import lahman

    if game in FLOORS:
        rules = FLOORS[game]()
    else:
        rules = make_rules(game)
    ga, gh = rated(rules, lahman.import_team(2016, "CHN")), rated(rules, lahman.import_team(2016, "CLE"))
    for i in range(30):
        Game(rules, ga, gh, Dice(i)).play().box()
    refs, engs = [reference_pa_per_second(1000)], []
    for _ in range(2):
        t = time.process_time()
        pa = 0
        for i in range(n):
            g = Game(rules, ga, gh, Dice(i)).play()
            g.box()
            pa += sum(line[0] for line in g.bat if line)
        engs.append(pa / (time.process_time() - t))
        refs.append(reference_pa_per_second(1000))
    try:
        from dugout._native import state
    except ImportError:  # a tree from before the compiled build
        mode = "none"
    else:
        mode = state()[0]
    return {"ref_pa_s": max(refs), "engine_pa_s": max(engs), "ratio": max(engs) / max(refs), "mode": mode}


def _timed_league(args: tuple[str, dict[str, object], int, str, list[str]]) -> tuple[float, object]:
    """CPU seconds of one league's job in a worker, and what it returns."""
    from dugout.api import fidelity as fid

    t = time.process_time()
    out = fid._league_job(args)  # type: ignore[arg-type]
    return time.process_time() - t, out


def _fidelity_split(game: str) -> dict[str, float]:
    """What two workers can gain on an idle machine, from CPU seconds (which the load skews far less than wall
    time): ``dugout fidelity GAME 2016 --replays 5`` gives each worker one league to import, rate and replay, so
    its wall time on two idle cores is the serial part (start-up, the season's leagues, the comparison) plus the
    longer league; on one core, the CPU seconds of the run with one worker (measured apart). Each league runs in
    a worker forked as the command forks it, one at a time, and reports its own CPU seconds."""
    from concurrent.futures import ProcessPoolExecutor

    from dugout.api import fidelity as fid
    from dugout.games import make_rules
    from dugout.sources import lahman

    rules = make_rules(game)
    leagues = lahman.leagues(2016)
    serial = time.process_time()  # since the process started: Python, imports, the season's leagues
    acc: fid.Counts = {}
    teams = {}
    jobs = []
    for lg in leagues:
        with ProcessPoolExecutor(max_workers=1) as ex:
            cpu, (counts, teams[lg]) = ex.submit(_timed_league, (rules.name, {}, 2016, lg, [
                fid.replay_seed(0, lg, r) for r in range(5)])).result()  # type: ignore[misc]
        jobs.append(cpu)
        fid.merge_counts(acc, counts)
    t = time.process_time()
    fid.compare(rules.name, 2016, leagues, 5, rules.options.as_dict(), 0, acc, teams)
    serial += time.process_time() - t
    return {"serial": serial, "longest": max(jobs)}


def _reference_unit() -> float:
    """CPU seconds of the reference loop playing 1,000 games (the best of three)."""
    from reference import reference_pa_per_second

    return min(1000 * 79.3 / reference_pa_per_second(1000) for _ in range(3))


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _run(src: Path, args: list[str]) -> tuple[float, float]:
    """(CPU seconds with every descendant, wall seconds) of ``python ARGS`` on the tree ``src``."""
    env = {**_tree_env(src), "PYTHONPATH": str(src)}
    c0, w0 = _children_cpu(), time.perf_counter()
    subprocess.run([sys.executable, *args], env=env, check=True, stdout=subprocess.DEVNULL, cwd=_scratch())
    return _children_cpu() - c0, time.perf_counter() - w0


def _bytecode(srcs: list[Path]) -> None:
    """Every timed process reads each tree's modules compiled, as an installed dugout does (pip compiles a wheel's
    modules when it installs it; an editable install writes them on its first command): the trees are compiled
    once, before anything is timed, into a cache folder of the run's own (``PYTHONPYCACHEPREFIX``: the trees are
    left alone), and ``PYTHONDONTWRITEBYTECODE``, which a sandbox may set, is dropped for the timed processes.
    Without it every command compiled dugout's modules from their source first: about 0.25 CPU-s a command on
    this machine (a Fall Classic and Payoff Pitch season's imports 0.55-0.72 -> 0.34-0.47 CPU-s, five runs each,
    interleaved), which no user pays after his first."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(Path(_scratch()) / "pycache")
    for src in srcs:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(src)], check=True, env=dict(os.environ),
                       stdout=subprocess.DEVNULL)


def _tree_env(src: Path) -> dict[str, str]:
    """The environment of a timed process of the tree ``src``: its code first, and a folder of imported
    league-seasons of its own (``sources.lahman_cache``). Two trees whose importers differ keep their leagues under
    different keys, and each file written replaces the other keys' file of that league-season: with one folder the
    trees of an ``--against`` run removed each other's leagues, and their commands imported them again."""
    import hashlib

    tag = hashlib.sha256(str(src).encode()).hexdigest()[:12]
    return {**os.environ, "PYTHONPATH": f"{src}{os.pathsep}{HERE}",
            "DUGOUT_LAHMAN_CACHE": str(Path(_scratch()) / f"lahman-{tag}")}


def _scratch() -> str:
    import tempfile

    d = os.environ.get("DUGOUT_BENCH_TMP") or tempfile.mkdtemp(prefix="dugout-bench-")
    os.environ["DUGOUT_BENCH_TMP"] = d
    os.environ.setdefault("DUGOUT_HOME", d)
    return d


def _fidelity_code(game: str, workers: int) -> str:
    return (f"from dugout.api.fidelity import fidelity; fidelity({game!r}, 2016, replays=5, files=False, "
            f"workers={workers})")


WALLS = "--no-walls" not in sys.argv
FLOORS_SHOWN: list[str] = []


def _estimate(src: Path, env: dict[str, str], game: str) -> float:
    """The idle two-worker speed-up of ``dugout fidelity GAME 2016 --replays 5`` (``_fidelity_split``); NaN for a
    tree without one worker per league."""
    split = subprocess.run([sys.executable, __file__, "--one", "split", game], check=False, env=env,
                           capture_output=True, text=True, cwd=_scratch())
    if split.returncode != 0:
        return float("nan")
    parts = json.loads(split.stdout.splitlines()[-1])
    cpu1, _ = _run(src, ["-c", _fidelity_code(game, 1)])
    return float(cpu1 / (parts["serial"] + parts["longest"]))


def measure(src: Path, kind: str, game: str) -> dict[str, float]:
    """One figure of one game on the tree ``src``."""
    env = _tree_env(src)
    if kind == "engine":
        # pure Python (DUGOUT_PURE), and compiled where the tree has a current build (dugout.native)
        figures: dict[str, float] = {}
        for label, pure in (("", "1"), ("compiled_", "")):
            run = subprocess.run([sys.executable, __file__, "--one", "engine", game], env={**env, "DUGOUT_PURE": pure},
                                 check=True, capture_output=True, text=True, cwd=_scratch()).stdout
            got = json.loads(run.splitlines()[-1])
            if label and got.pop("mode") != "compiled":
                break
            got.pop("mode", None)
            figures.update({label + k: v for k, v in got.items()})
        return figures
    unit = float(subprocess.run([sys.executable, __file__, "--one", "unit", game], env=env, check=True,
                                capture_output=True, text=True).stdout.split()[-1])
    if kind == "season":
        # a rating folder of its own for this tree and game: the first run rates, the second reads the cards
        import shutil

        kept = Path(_scratch()) / f"ratings-{src.parent.name}-{game}"
        shutil.rmtree(kept, ignore_errors=True)
        os.environ["DUGOUT_RATING_CACHE"] = str(kept)
        try:
            args = ["-m", "dugout", "season", game, "2016:AL", "2016:NL", "--games", "162", "--seed", "1"]
            first, _ = _run(src, args)
            cpu, wall = _run(src, args)
        finally:
            os.environ["DUGOUT_RATING_CACHE"] = "off"
        return {"cpu": cpu, "wall": wall, "units": cpu / unit, "first": first}
    if kind == "estimate":  # the idle two-worker speed-up alone
        return {"estimate": _estimate(src, env, game)}
    if kind == "fidelity":
        cpu, wall = _run(src, ["-m", "dugout", "fidelity", game, "2016", "--replays", "5", "--no-files"])
        figures = {"cpu": cpu, "wall": wall, "units": cpu / unit, "estimate": _estimate(src, env, game)}
        if WALLS:
            _, w1 = _run(src, ["-c", _fidelity_code(game, 1)])
            _, w2 = _run(src, ["-c", _fidelity_code(game, 2)])
            figures.update({"wall1": w1, "wall2": w2, "speedup": w1 / w2})
        return figures
    raise SystemExit(f"unknown measurement {kind}")


def main() -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["--one"]:
        kind, game = argv[1], argv[2]
        if kind == "engine":
            print(json.dumps(_engine(game)))
        elif kind == "split":
            print(json.dumps(_fidelity_split(game)))
        else:
            print(_reference_unit())
        return
    trees = [("now", SRC)]
    if "--against" in argv:
        k = argv.index("--against")
        trees.append(("against", Path(argv[k + 1]).resolve()))
        del argv[k:k + 2]
    quick = "--quick" in argv
    only = None
    if "--only" in argv:
        k = argv.index("--only")
        only = argv[k + 1]
        del argv[k:k + 2]
    sys.path[:0] = [str(SRC)]
    from dugout.games import RULESETS, make_rules

    games = [make_rules(a).name for a in argv if not a.startswith("--")] or list(RULESETS)
    kinds = ["engine", "season"] + ([] if quick else ["fidelity"])
    if only is not None:
        kinds = [only]
    _bytecode([src for _, src in trees])
    for _label, src in trees:  # the league-seasons kept on disk, as after any earlier command (see above)
        subprocess.run([sys.executable, "-c", "from dugout.sources import lahman; lahman.import_league(2016, 'AL'); "
                        "lahman.import_league(2016, 'NL')"], check=True, cwd=_scratch(),
                       env=_tree_env(src))
    os.environ["DUGOUT_RATING_CACHE"] = "off"  # every figure rates its teams but the season's second run
    load0 = os.getloadavg()
    res: dict[tuple[str, str, str], dict[str, float]] = {}
    global FLOORS_SHOWN
    FLOORS_SHOWN = ["floor", "floor-quiet"] if "engine" in kinds and "--no-floor" not in argv else []
    for game in games + FLOORS_SHOWN:
        for kind in kinds if game in games else ["engine"]:
            for label, src in trees:
                res[(label, kind, game)] = measure(src, kind, game)
                print(f"  ({game} {kind} {label}: " + ", ".join(f"{k} {v:,.3f}" for k, v in
                                                                   res[(label, kind, game)].items()) + ")",
                      file=sys.stderr, flush=True)
    load1 = os.getloadavg()
    if only is not None:
        print(f"speed (issue 21): {only}; load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end")
        for (label, kind, game), figures in res.items():
            print(f"{game:15s} {label:8s} {kind:9s} " + ", ".join(f"{k} {v:,.3f}" for k, v in figures.items()))
        return
    head = f"{'game':15s} {'tree':8s} {'engine':>7s} {'compiled':>8s} {'season CPU-s':>13s} {'first':>6s}"
    if not quick:
        head += f" {'fidelity CPU-s':>15s} {'idle est.':>10s}" + (f" {'1 worker':>9s} {'2 workers':>10s} {'speed-up':>9s}" if WALLS else "")
    print(f"speed (issue 21); load average {load0[0]:.1f} at the start, {load1[0]:.1f} at the end "
          f"(on {os.cpu_count()} cores)")
    print("engine: PA per CPU-s with box scores / the reference loop's (target >= 0.20), pure Python and, where a "
          "current build is present (python -m dugout.native build), compiled (target >= 0.30); season and "
          "fidelity: CPU-s end to end, in brackets reference units (targets <= 5 and <= 15 CPU-s), season with the cards kept by a first "
          "run whose CPU-s follow ('first'); fidelity with two workers: the "
          "speed-up two idle cores would give, estimated from CPU-s, then the wall seconds measured with one and "
          "two workers (target >= 1.7x on an idle machine)")
    print(head)
    for game in games:
        for label, _src in trees:
            e = res[(label, "engine", game)]
            s = res[(label, "season", game)]
            line = (f"{game:15s} {label:8s} {e['ratio']:7.3f} {_compiled(e):>8s} {s['cpu']:6.2f} ({s['units']:4.0f}) "
                    f"{s['first']:6.2f}")
            if not quick:
                f = res[(label, "fidelity", game)]
                line += f" {f['cpu']:7.2f} ({f['units']:4.0f}) {f['estimate']:9.2f}x"
                if WALLS:
                    line += f" {f['wall1']:8.1f}s {f['wall2']:9.1f}s {f['speedup']:8.2f}x"
            verdict = [e["ratio"] >= ENGINE_TARGET, s["cpu"] <= SEASON_TARGET,
                       e.get("compiled_ratio", COMPILED_TARGET) >= COMPILED_TARGET]
            if not quick:
                verdict.append(res[(label, "fidelity", game)]["cpu"] <= FIDELITY_TARGET)
            print(line + ("  ok" if all(verdict) else "  short of a target"), flush=True)
    for floor in FLOORS_SHOWN:
        for label, _src in trees:
            e = res[(label, "engine", floor)]
            print(f"{floor:15s} {label:8s} {e['ratio']:7.3f} {_compiled(e):>8s}   (the engine's floor, floor.py: "
                  "no game is faster)")
    ref = res[(trees[0][0], "engine", games[0])]["ref_pa_s"]
    print(f"reference loop: {ref:,.0f} PA per CPU-s; reference unit = its 1,000 games")


if __name__ == "__main__":
    main()
