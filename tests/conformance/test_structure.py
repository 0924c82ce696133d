"""The architecture's promises, read off the source's imports: no game imports another; the engine, the model,
the sources, the renderer and game-neutral generation import no game; outside ``games/`` only the registry names
a game; a game's printing never imports its ruleset or play code; every game has the same skeleton; no module
passes 600 lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src" / "dugout"
GAMES_DIR = SRC / "games"
GAME_PACKAGES = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "__init__.py").is_file())
SKELETON = ("ruleset", "options", "tables", "card", "ratings", "play", "state", "manager", "printing")
#: Subpackages a game may add for what only it offers, beyond the skeleton's concerns.
SUBPACKAGES = {"deadball": {"generate", "league"}}
MAX_LINES = 600


def _module(path: Path) -> str:
    rel = path.relative_to(SRC.parent).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _imports(path: Path) -> list[tuple[str, bool]]:
    """(imported module, under TYPE_CHECKING) for every dugout import of a file; ``from a import b`` counts as
    importing ``a.b`` (it may be a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    guarded: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for sub in node.body:
                for inner in ast.walk(sub):
                    guarded.add(id(inner))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, id(node) in guarded) for a in node.names if a.name.startswith("dugout")]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("dugout"):
            out += [(f"{node.module}.{a.name}", id(node) in guarded) for a in node.names]
    return out


FILES = sorted(p for p in SRC.rglob("*.py"))


def _game_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "games" and parts[2] in GAME_PACKAGES else None


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(SRC)))
def test_imports_keep_the_architecture(path):
    here = _module(path)
    own = _game_of(here)
    for target, _ in _imports(path):
        other = _game_of(target)
        if own is not None:
            assert other in (None, own), f"{here} imports another game: {target}"
            assert target != "dugout.games" and not target.startswith("dugout.games.register"), \
                f"{here} imports the registry (games are found through it, they do not use it)"
        elif here != "dugout.games":
            assert other is None, f"{here} names a game ({target}): only the registry does"
        if here.split(".")[1:2] in (["engine"], ["model"], ["sources"], ["generate"], ["render"]):
            assert not target.startswith("dugout.games"), f"{here} imports {target}"


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_printing_never_imports_the_ruleset_or_play(game):
    for path in sorted((GAMES_DIR / game).glob("printing*.py")):
        for target, _ in _imports(path):
            leaf = target.removeprefix(f"dugout.games.{game}.").split(".")[0]
            assert not (target.startswith(f"dugout.games.{game}.") and (leaf == "ruleset" or leaf == "play"
                                                                         or leaf.startswith("play_"))), \
                f"{path.name} imports {target}"


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_every_game_has_the_skeleton(game):
    pkg = GAMES_DIR / game
    names = {p.stem for p in pkg.glob("*.py")} - {"__init__"}
    missing = [s for s in SKELETON if s not in names]
    assert not missing, f"{game} lacks {missing}"
    strays = [n for n in names if n not in SKELETON and not any(n.startswith(f"{s}_") for s in SKELETON)]
    assert not strays, f"{game}: modules outside the skeleton: {strays}"
    subs = {p.name for p in pkg.iterdir() if p.is_dir() and (p / "__init__.py").is_file()}
    assert subs <= SUBPACKAGES.get(game, set()), f"{game}: subpackages {subs}"
    init = _imports(pkg / "__init__.py")
    assert [t for t, _ in init] == [f"dugout.games.{game}.ruleset.{t.rsplit('.', 1)[1]}" for t, _ in init] and \
        len(init) == 1, f"{game}/__init__.py should export the ruleset class only"


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(SRC)))
def test_modules_stay_readable(path):
    n = len(path.read_text(encoding="utf-8").splitlines())
    if path.name == "ratings_leaguedata.py":
        pytest.skip("generated data")
    assert n <= MAX_LINES, f"{path.relative_to(SRC)}: {n} lines"


def test_the_registry_names_each_built_in_game_as_its_ruleset_does():
    from dugout.games import BUILT_IN, RULESETS

    for name, (_module, attr, aliases) in BUILT_IN.items():
        cls = RULESETS[name]
        assert (cls.__name__, cls.name, cls.aliases) == (attr, name, aliases)


def test_naming_one_game_imports_no_other():
    import subprocess
    import sys

    code = ("import sys; from dugout.games import make_rules, find_game; find_game('pp'); make_rules('tb'); "
            "print(sorted({m.split('.')[2] for m in sys.modules if m.startswith('dugout.games.')}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["['payoff_pitch',", "'thats_baseball']"]
