"""The optional compiled build (``dugout.native``): its guard, and the same games compiled and pure.

The guard's tests run everywhere. The comparison runs where a current build is present (``make demo`` on a machine
with a C compiler, or ``python -m dugout.native build``): every game plays the same seeds in a process that imports
the compiled modules and in one that imports the sources (``DUGOUT_PURE=1``), and their box scores and play-by-play
must be the same to the byte. Everywhere else it is skipped, and the whole suite runs on the sources.
"""

from __future__ import annotations

import ast
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dugout import _native


def _fake_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, digests: dict[str, str]) -> None:
    """A manifest of ``digests`` for this Python, and every module it names seen as compiled."""
    manifest = tmp_path / "native.json"
    manifest.write_text(json.dumps({"python": _native._tag(), "mypy": "test", "modules": digests}))
    monkeypatch.setattr(_native, "MANIFEST", manifest)
    monkeypatch.setattr(_native, "_compiled", lambda module: [tmp_path / f"{module}.so"])
    monkeypatch.delenv("DUGOUT_PURE", raising=False)


def _current() -> dict[str, str]:
    return {m: _native._digest(_native._source(m)) for m in _native.modules()}


def test_the_engines_hot_path_is_marked_for_the_build():
    marked = set(_native.modules())
    assert {"dugout.engine.game", "dugout.engine.lineups", "dugout.engine.records", "dugout.engine.manager",
            "dugout.engine.dice", "dugout.engine.codes"} <= marked
    assert "dugout._native" not in marked and "dugout.engine.options" not in marked  # the games subclass its options


def test_without_a_build_dugout_is_pure(tmp_path, monkeypatch):
    monkeypatch.setattr(_native, "MANIFEST", tmp_path / "native.json")
    assert _native.state()[0] == "none"


def test_a_current_build_is_used(tmp_path, monkeypatch):
    _fake_build(tmp_path, monkeypatch, _current())
    mode, why = _native.state()
    assert mode == "compiled" and f"{len(_current())} modules" in why


def test_a_source_changed_since_the_build_turns_the_build_off(tmp_path, monkeypatch):
    digests = _current()
    digests["dugout.engine.game"] = "0" * 64
    _fake_build(tmp_path, monkeypatch, digests)
    assert _native.state() == ("pure", "dugout.engine.game changed since the build")


def test_a_missing_compiled_module_or_another_python_turns_the_build_off(tmp_path, monkeypatch):
    _fake_build(tmp_path, monkeypatch, _current())
    monkeypatch.setattr(_native, "_compiled", lambda module: [] if module == "dugout.engine.dice" else [Path("x")])
    assert _native.state() == ("pure", "dugout.engine.dice is not compiled")
    (tmp_path / "native.json").write_text(json.dumps({"python": "cpython-27-os2", "modules": _current()}))
    assert _native.state()[0] == "pure" and "cpython-27-os2" in _native.state()[1]


def test_a_partial_build_is_used_only_when_asked(tmp_path, monkeypatch):
    _fake_build(tmp_path, monkeypatch, _current())
    manifest = json.loads((tmp_path / "native.json").read_text())
    (tmp_path / "native.json").write_text(json.dumps({**manifest, "only": ["dugout.games.deadball"]}))
    monkeypatch.delenv("DUGOUT_NATIVE_PARTIAL", raising=False)
    assert _native.state()[0] == "pure" and "partial" in _native.state()[1]
    monkeypatch.setenv("DUGOUT_NATIVE_PARTIAL", "1")
    assert _native.state()[0] == "compiled"


@pytest.mark.parametrize("value, mode", [("1", "pure"), ("yes", "pure"), ("0", "compiled"), ("", "compiled")])
def test_DUGOUT_PURE_turns_the_build_off(tmp_path, monkeypatch, value, mode):
    _fake_build(tmp_path, monkeypatch, _current())
    monkeypatch.setenv("DUGOUT_PURE", value)
    assert _native.state()[0] == mode


def test_the_pure_finder_imports_the_source_beside_an_extension_module(tmp_path):
    """A stale ``game.*.so`` beside ``game.py`` would win the ordinary import; the guard's finder takes the source."""
    (tmp_path / "mod.py").write_text("X = 1\n")
    (tmp_path / f"mod{importlib.machinery.EXTENSION_SUFFIXES[0]}").write_bytes(b"not a library")
    plain = importlib.machinery.FileFinder(str(tmp_path), (importlib.machinery.ExtensionFileLoader,
                                                           importlib.machinery.EXTENSION_SUFFIXES),
                                           (importlib.machinery.SourceFileLoader, [".py"])).find_spec("mod")
    assert plain is not None and plain.origin.endswith(importlib.machinery.EXTENSION_SUFFIXES[0])
    spec = _native._FINDER.find_spec("dugout.fake.mod", [str(tmp_path)])
    assert spec is not None and spec.origin == str(tmp_path / "mod.py")
    assert _native._FINDER.find_spec("elsewhere.mod", [str(tmp_path)]) is None  # only dugout's modules


def _float_defaults(tree: ast.AST) -> list[str]:
    """Methods of the classes in ``tree`` with a parameter typed ``float`` that has a default."""
    found = []
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        for fn in (n for n in cls.body if isinstance(n, ast.FunctionDef)):
            a = fn.args
            pairs = [*zip(a.args[len(a.args) - len(a.defaults):], a.defaults),
                     *((k, d) for k, d in zip(a.kwonlyargs, a.kw_defaults) if d is not None)]
            found += [f"{cls.name}.{fn.name}({arg.arg})" for arg, _ in pairs
                      if arg.annotation is not None and ast.unparse(arg.annotation) == "float"]
    return found


def test_no_compiled_method_takes_a_float_default():
    """mypyc (2.4) hands a method a float parameter's default as 0.0 when the method is called from compiled code
    on an instance of an interpreted subclass (a test's manager, a person's, a partial build's game): a compiled
    class's methods take ``float | None = None`` instead (``AIManager.may_relieve``)."""
    assert _float_defaults(ast.parse("class A:\n    def f(self, x: float = 0.5) -> None: ...\n")) == ["A.f(x)"]
    found = [f"{m}: {f}" for m in _native.modules() for f in _float_defaults(ast.parse(_native._source(m).read_text()))]
    assert found == []


_PLAY = """
import hashlib, json, sys
from dugout import _native
from dugout.engine.dice import Dice
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games import RULESETS, make_rules
from dugout.sources import lahman

out = {"mode": _native.state()[0], "game_file": __import__("dugout.engine.game").engine.game.__file__}
for name in RULESETS:
    rules = make_rules(name)
    ga, gh = rated(rules, lahman.import_team(2016, "CHN")), rated(rules, lahman.import_team(2016, "CLE"))
    digest = hashlib.sha256()
    for seed in range(40):
        narrate = seed < 4
        g = rules.game_type(narrate)(rules, ga, gh, Dice(seed, record=narrate), narrate=narrate).play()
        digest.update(json.dumps(g.box().to_dict(), sort_keys=True, default=str).encode())
        digest.update(json.dumps(g.log).encode())
    # a short season: the managers follow the teams' real usage (relief pace, playing time) from the season's record
    s = Season(rules, [rated(rules, lahman.import_team(1927, t)) for t in ("NYY", "PHA", "WS1", "DET")], 5)
    s.play_schedule(balanced_schedule(4, 9))
    digest.update(s.to_json().encode())
    out[name] = digest.hexdigest()
print(json.dumps(out))
"""


def _play(pure: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "DUGOUT_PURE"}
    if pure:
        env["DUGOUT_PURE"] = "1"
    run = subprocess.run([sys.executable, "-c", _PLAY], env=env, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    return dict(json.loads(run.stdout.splitlines()[-1]))


@pytest.mark.skipif(_native.state()[0] != "compiled", reason="no current compiled build (python -m dugout.native "
                                                              "build)")
def test_every_game_plays_the_same_games_compiled_and_pure():
    compiled, pure = _play(pure=False), _play(pure=True)
    assert compiled.pop("mode") == "compiled" and pure.pop("mode") == "pure"
    assert not compiled.pop("game_file").endswith(".py") and pure.pop("game_file").endswith(".py")
    assert compiled == pure
