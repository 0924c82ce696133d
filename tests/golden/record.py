"""A recorded set of games, box scores, play-by-play, ratings, seasons and printed sheets for every game.

``scenarios(game)`` plays them with the code as it stands; ``tests/golden/test_golden.py`` compares the result
with the recording kept in ``tests/golden/data/<game>.json.gz``, so a refactoring that changes any game, box score,
play-by-play line, card or printed sheet by one byte fails. When a change is *meant* to alter games (a rule fixed
to the book), record again and say so in the commit:

    .venv/bin/python tests/golden/record.py [GAME ...]
"""

from __future__ import annotations

import gzip
import hashlib
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data"

#: Real matchups (season, away, home) played with narration, seeds 0..n-1.
MATCHUPS = (((1927, "NYY"), (1927, "PHA"), 4), ((1908, "CHN"), (1908, "PIT"), 2), ((2016, "CHN"), (2016, "LAN"), 2),
            ((1884, "PRO"), (1884, "BSN"), 1), ((1968, "DET"), (1985, "KCA"), 1))
#: Seeds played without narration (the fast paths) for the first matchup.
FAST_SEEDS = 12
#: A short season: four teams of a league-season, games each.
SEASON = (1927, ("NYY", "PHA", "WS1", "DET"), 9)


def _team(season: int, team: str) -> Any:
    from dugout.sources import lahman

    return lahman.import_team(season, team)


def _game(rules: Any, ga: Any, gh: Any, seed: int | str, narrate: bool) -> dict[str, str]:
    from dugout.engine.dice import Dice

    g = rules.game_type(narrate)(rules, ga, gh, Dice(seed, record=narrate), narrate=narrate).play()
    box = g.box()
    out = {"box": json.dumps(box.to_dict(), sort_keys=True, default=str)}
    if narrate:
        out["text"] = box.format()
        out["log"] = "\n".join(f"{i}{'tb'[h]} {t}" for i, h, t in g.log)
    return out


def _own_options(rules_cls: Any) -> list[Any]:
    """The game's own options (not the common ``dh``)."""
    return [o for o in rules_cls.option_specs() if o.name != "dh"]


def _all_on(rules_cls: Any) -> dict[str, Any]:
    return {o.name: True for o in _own_options(rules_cls) if isinstance(o.default, bool)}


def scenarios(game: str) -> Iterator[tuple[str, str]]:
    """(key, text) of every recorded artifact of one game, in a fixed order."""
    from dugout.engine.season import Season, balanced_schedule, rated
    from dugout.games import RULESETS, make_rules
    from dugout.generate.synthetic import random_team
    from dugout.sources import lahman

    cls = RULESETS[game]
    rules = make_rules(game)
    cache: dict[tuple[int, str], Any] = {}

    def gt(key: tuple[int, str]) -> Any:
        if key not in cache:
            cache[key] = rated(rules, _team(*key))
        return cache[key]

    for k, (a, h, n) in enumerate(MATCHUPS):
        for seed in range(n):
            for part, text in _game(rules, gt(a), gt(h), seed, True).items():
                yield f"real{k}:{a[0]}{a[1]}@{h[0]}{h[1]}:{seed}:{part}", text
    a, h, _ = MATCHUPS[0]
    for seed in range(FAST_SEEDS):
        yield f"fast:{seed}", _game(rules, gt(a), gt(h), f"fast{seed}", False)["box"]
    # every on/off option on, generated rosters of two eras
    on = make_rules(game, _all_on(cls))
    for season, lg in ((1889, "NL"), (1985, "NL")):
        ctx = lahman.league_context(season, lg)
        ga, gh = rated(on, random_team(f"g{season}a", ctx)), rated(on, random_team(f"g{season}h", ctx))
        for seed in range(2):
            for part, text in _game(on, ga, gh, seed, True).items():
                yield f"allon:{season}:{seed}:{part}", text
    # every choice of every option with choices, one fast game each
    a, h, _ = MATCHUPS[2]
    for o in _own_options(cls):
        for choice in o.choices or ():
            if choice == o.default or isinstance(o.default, bool):
                continue
            r = make_rules(game, {o.name: choice})
            ga, gh = rated(r, _team(*a)), rated(r, _team(*h))
            yield f"option:{o.name}={choice}", _game(r, ga, gh, 3, True)["log"]
    # ratings of two teams
    for key in ((1927, "NYY"), (2016, "CHN")):
        team = _team(*key)
        cards = rules.rate_team(team)
        rows = [{"id": p.id, **rules.rating_fields(cards[p.id])} for p in team.players]
        yield f"ratings:{key[0]}{key[1]}", json.dumps(rows, sort_keys=True, default=str)
    # a short season
    season, ids, games = SEASON
    gts = [gt((season, t)) for t in ids]
    s = Season(rules, gts, 5)
    s.play_schedule(balanced_schedule(len(gts), games))
    yield "season:json", s.to_json()
    for name, text in sorted(s.to_csv().items()):
        yield f"season:{name}.csv", text
    # printed sheets
    docs = rules.print_sheets([_team(1927, "NYY")], "letter")
    for k, html in enumerate(docs):
        yield f"print:{k}", html
    extra = EXTRAS.get(game)
    if extra is not None:
        yield from extra()


def _deadball_extras() -> Iterator[tuple[str, str]]:
    """The Deadball world: quick games, generated teams and a few days of a league."""
    import tempfile

    from dugout.api import league as lg
    from dugout.engine.dice import Dice
    from dugout.engine.season import rated
    from dugout.games import make_rules
    from dugout.model.io import team_to_json

    rules = make_rules("deadball")
    a, h = rated(rules, _team(1927, "NYY")), rated(rules, _team(1927, "PHA"))
    quick = rules.quick_result
    yield "quick", json.dumps([quick(a, h, Dice(f"q{k}")) for k in range(20)])
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for method in ("generation", "tables"):
            g = lg.generate_deadball_team("Golden Gulls", method=method, seed=11, out=root / f"{method}.json")
            yield f"generate:{method}", team_to_json(g.team)
        g = lg.generate_five_tool_team("Five Golds", seed=12, out=root / "ft.json")
        yield "generate:five-tool", team_to_json(g.team)
        g = lg.five_tool_ratings("1927:NYY", out=root / "ftr.json")
        yield "generate:five-tool-ratings", team_to_json(g.team)
        for five in (False, True):
            folder = root / f"league{int(five)}"
            lg.new_league(folder, teams=4, seed=21, games=12, five_tool=five)
            lg.play_league(folder, days=6)
            yield f"league{int(five)}:status", json.dumps(lg.league_status(folder), sort_keys=True, default=str)
            lg.play_league(folder, days=None)
            yield f"league{int(five)}:advance", json.dumps(lg.advance_league(folder), sort_keys=True, default=str)
            yield f"league{int(five)}:team", json.dumps(lg.league_team(folder, "1"), sort_keys=True, default=str)


EXTRAS: dict[str, Callable[[], Iterator[tuple[str, str]]]] = {"deadball": _deadball_extras}


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def load(game: str) -> dict[str, str]:
    with gzip.open(DATA / f"{game}.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


def write(game: str) -> int:
    DATA.mkdir(parents=True, exist_ok=True)
    doc = dict(scenarios(game))
    with gzip.GzipFile(DATA / f"{game}.json.gz", "wb", mtime=0) as f:
        f.write(json.dumps(doc, indent=0, sort_keys=False).encode())
    return len(doc)


def register_toy_game() -> None:
    """The toy sixth game the tests register (``tests/toy_game.py``) is recorded like the others."""
    import importlib.util

    from dugout.games import RULESETS, register

    if "toy" in RULESETS:
        return
    spec = importlib.util.spec_from_file_location("toy_game", Path(__file__).resolve().parents[1] / "toy_game.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["toy_game"] = mod
    spec.loader.exec_module(mod)
    register(mod.Toy)


if __name__ == "__main__":
    from dugout.games import RULESETS

    register_toy_game()

    for name in sys.argv[1:] or list(RULESETS):
        print(name, write(name), "artifacts")
