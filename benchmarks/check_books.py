"""The books of many games, audited: every identity of ``dugout.engine.audit`` over N games per game, on all cores.

Each game is played by its ruleset under one of its option sets (``audit.option_sets``: the defaults, every
on/off rule on, every one off, and the choices in turn), between two teams drawn from real rosters of
1884-2016 and teams generated for five eras, and audited from outside (``dugout.engine.audit``). Game ``k`` of a
game is fully determined by ``k`` (its option set, its teams, the seed ``k``), so a violation can be replayed:
``--replay GAME K`` plays it again with the play-by-play.

Run: .venv/bin/python benchmarks/check_books.py [GAME ...] [--games N] [--first K] [--workers W] [--show S]
     [--replay GAME K] [--ratings FILE]

The default is the issue's scale, 1,000,000 games a game on every core; ``--first K`` starts at game K, so a
million can be run in pieces (``--first 0 --games 250000``, ``--first 250000 --games 250000`` …) that together
audit exactly the games one run would. Memory stays flat: the work goes out in chunks of 250 games and only the
violating games' numbers come back.
"""

from __future__ import annotations

import argparse
import os
import pickle
import random
import re
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from dugout.engine.audit import EndlessGame, audited, option_sets
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import RULESETS, make_rules
from dugout.generate.synthetic import random_team
from dugout.sources import lahman

#: Real rosters (season, team) and the league-seasons generated teams are made for (two a season).
REAL = ((1884, "DTN"), (1884, "PRO"), (1908, "CHN"), (1927, "NYY"), (1968, "DET"), (1985, "KCA"), (2016, "CLE"),
        (2016, "CHN"))
ERAS = ((1889, "NL"), (1927, "AL"), (1968, "AL"), (1985, "NL"), (2016, "AL"))
TEAMS = len(REAL) + 2 * len(ERAS)
CHUNK = 250


def _team(t: int) -> Any:
    if t < len(REAL):
        return lahman.import_team(*REAL[t])
    k = t - len(REAL)
    season, league = ERAS[k // 2]
    return random_team(f"books{k}", lahman.league_context(season, league))


def _rate(job: tuple[str, int, int]) -> tuple[tuple[str, int, int], bytes]:
    game, s, t = job
    rules = make_rules(game, option_sets(RULESETS[game])[s])
    return job, pickle.dumps(rated(rules, _team(t)))


def game_setup(game: str, k: int) -> tuple[int, int, int]:
    """Game ``k``'s option set and its (away, home) teams."""
    n = len(option_sets(RULESETS[game]))
    rng = random.Random(f"{game}:{k}")
    away, home = rng.sample(range(TEAMS), 2)
    return (k // CHUNK) % n, away, home


_RATED: dict[tuple[str, int, int], Any] = {}
_RULES: dict[tuple[str, int], Any] = {}


def _init(blobs: dict[tuple[str, int, int], bytes]) -> None:
    for key, blob in blobs.items():
        _RATED[key] = pickle.loads(blob)


def play(game: str, k: int, narrate: bool = False) -> tuple[Game, list[str]]:
    """Play and audit game ``k`` of ``game``."""
    s, a, h = game_setup(game, k)
    if (game, s) not in _RULES:
        _RULES[game, s] = make_rules(game, option_sets(RULESETS[game])[s])
    rules = _RULES[game, s]
    for t in (a, h):
        if (game, s, t) not in _RATED:
            _RATED[game, s, t] = rated(rules, _team(t))
    g, audit = audited(rules, _RATED[game, s, a], _RATED[game, s, h], Dice(k, record=narrate), narrate=narrate,
                       game=rules.game_type(narrate))
    try:
        g.play()
    except EndlessGame:
        pass  # listed among the violations
    return g, audit.violations()


def _chunk(job: tuple[str, int, int]) -> tuple[str, int, list[tuple[int, list[str]]]]:
    game, lo, hi = job
    bad = []
    for k in range(lo, hi):
        _, v = play(game, k)
        if v:
            bad.append((k, v))
    return game, hi - lo, bad


def _describe(game: str, k: int) -> str:
    s, a, h = game_setup(game, k)
    name = (lambda t: f"{REAL[t][0]} {REAL[t][1]}" if t < len(REAL) else
            f"generated {ERAS[(t - len(REAL)) // 2][0]} #{(t - len(REAL)) % 2}")
    return f"{game} #{k}: {name(a)} at {name(h)}, seed {k}, options {option_sets(RULESETS[game])[s] or 'default'}"


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games_", nargs="*", metavar="GAME")
    ap.add_argument("--games", type=int, default=1_000_000, help="games per game (default 1,000,000)")
    ap.add_argument("--first", type=int, default=0, help="the first game's number (to run a million in pieces)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--show", type=int, default=3, help="violating games shown per game")
    ap.add_argument("--replay", nargs=2, metavar=("GAME", "K"))
    ap.add_argument("--ratings", metavar="FILE", help="keep the rated teams in FILE and reuse them (while developing)")
    args = ap.parse_args(argv)
    if args.replay:
        game, k = args.replay[0], int(args.replay[1])
        g, v = play(game, k, narrate=True)
        print(_describe(game, k))
        for i, h, text in g.log:
            print(f"{i}{'tb'[h]} {text}")
        print(g.box().format())
        print("\n".join(v) or "the books balance")
        return 1 if v else 0
    games = args.games_ or sorted(RULESETS)
    t0 = time.perf_counter()
    jobs = [(g, s, t) for g in games for s in range(len(option_sets(RULESETS[g]))) for t in range(TEAMS)]
    blobs: dict[tuple[str, int, int], bytes] = {}
    if args.ratings and os.path.exists(args.ratings):
        with open(args.ratings, "rb") as f:
            blobs = pickle.load(f)
    todo = [j for j in jobs if j not in blobs]
    with ProcessPoolExecutor(args.workers) as pool:
        blobs.update(pool.map(_rate, todo, chunksize=4))
    if args.ratings and todo:
        with open(args.ratings, "wb") as f:
            pickle.dump(blobs, f)
    print(f"rated {len(jobs)} teams under every option set in {time.perf_counter() - t0:.0f} s", flush=True)
    t1 = time.perf_counter()
    end = args.first + args.games
    work = ((g, lo, min(lo + CHUNK, end)) for lo in range(args.first, end, CHUNK) for g in games)
    played: Counter[str] = Counter()
    bad: dict[str, list[tuple[int, list[str]]]] = {g: [] for g in games}
    with ProcessPoolExecutor(args.workers, initializer=_init, initargs=(blobs,)) as pool:
        for n, (game, m, found) in enumerate(pool.map(_chunk, work)):
            played[game] += m
            bad[game] += found
            if n % 200 == 199:
                print(f"  {sum(played.values()):,} games, {sum(map(len, bad.values()))} violating, "
                      f"{time.perf_counter() - t1:.0f} s", flush=True)
    took = time.perf_counter() - t1
    print(f"{sum(played.values()):,} games in {took:.0f} s ({sum(played.values()) / max(took, 1e-9):,.0f} games/s "
          f"on {args.workers} workers)")
    for game in games:
        kinds: Counter[str] = Counter()
        for _, v in bad[game]:
            kinds.update({_kind(x) for x in v})
        print(f"{game}: {played[game]:,} games, {len(bad[game])} violating")
        for kind, n in kinds.most_common():
            print(f"  {n:>7}  {kind}")
        for k, v in bad[game][:args.show]:
            print(f"  {_describe(game, k)}")
            for x in v[:4]:
                print(f"      {x}")
    return 1 if any(bad.values()) else 0


def _kind(violation: str) -> str:
    """A violation without its numbers and names: what kind of identity broke."""
    text = violation.split(": ", 1)[-1] if violation.startswith(("top", "bottom")) else violation
    text = text.split(": ", 1)[-1] if text.startswith(("in ", "between", "after")) else text
    if " was at the plate when " in text:
        text = text.split(": ", 1)[0] + ": a batter was at the plate when " + text.split(" was at the plate when ")[1]
    return re.sub(r"\d+", "#", text)[:90]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
