"""The optional compiled build's guard: which modules are compiled, and whether the build may be used.

dugout is pure Python and plays the same games compiled or not (``tests/engine/test_native.py`` plays the same seeds
both ways). Where a C compiler and mypy are at hand, ``python -m dugout.native build`` (``make demo`` runs it
when ``cc`` is found) compiles every module marked ``# dugout: native`` in place: each gets an extension module
beside its source (``game.cpython-311-x86_64-linux-gnu.so`` beside ``game.py``), which Python imports before the
source, and a manifest (``native.json``) records the hash of every source it was built from.

The guard (``guard``, run by ``dugout/__init__.py`` before any other dugout module is imported) turns the compiled
modules off, all of them, when

- ``DUGOUT_PURE`` is set (to anything but empty or ``0``), or
- the build is a partial one (``build MODULE-PREFIX``) and ``DUGOUT_NATIVE_PARTIAL`` is not set, or
- any compiled source has changed since the build (its hash in the manifest), or its compiled module is gone, or
  the build was made for another Python:

then every ``dugout.*`` module is imported from its source, so an edited source is never shadowed by a stale build.
A half-compiled dugout is never run: a pure game beside a compiled engine reads the engine's attributes slower.

``python -m dugout.native status`` says which is in use and why; ``build`` and ``clean`` make and remove it.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "native.json"

MARK = "# dugout: native"
"""A module is compiled when a line of its first ``MARK_LINES`` starts with this mark (``modules``). A marked module
must be native-class-safe: a class the interpreted code subclasses marked ``allow_interpreted_subclasses``, no
method replaced on an instance, class attributes an interpreted subclass overrides declared ``ClassVar``, and one
chain of single inheritance (mypyc's native classes have no other)."""
MARK_LINES = 40


def modules() -> tuple[str, ...]:
    """Every marked module (the engine's hot path and each game's play-time modules), by name."""
    root = HERE.parent
    found = []
    for path in sorted(HERE.rglob("*.py")):
        with path.open(encoding="utf-8") as f:
            head = [next(f, "") for _ in range(MARK_LINES)]
        if any(line.startswith(MARK) for line in head):
            found.append(".".join(path.relative_to(root).with_suffix("").parts))
    return tuple(found)


_PURE_VALUES = ("", "0")


def _source(module: str) -> Path:
    return HERE.parent.joinpath(*module.split(".")).with_suffix(".py")


def _compiled(module: str) -> list[Path]:
    src = _source(module)
    return [src.with_name(src.stem + suffix) for suffix in importlib.machinery.EXTENSION_SUFFIXES
            if src.with_name(src.stem + suffix).exists()]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _tag() -> str:
    return f"{sys.implementation.cache_tag}-{sys.platform}"


def state() -> tuple[str, str]:
    """(``compiled``, ``pure`` or ``none``; why): which modules ``guard`` lets Python import."""
    try:
        manifest = json.loads(MANIFEST.read_text())
    except OSError:
        return "none", "no compiled build (python -m dugout.native build)"
    except ValueError:
        return "pure", f"the build's manifest ({MANIFEST.name}) is unreadable"
    if os.environ.get("DUGOUT_PURE", "") not in _PURE_VALUES:
        return "pure", "DUGOUT_PURE is set"
    if manifest.get("only") and os.environ.get("DUGOUT_NATIVE_PARTIAL", "") in _PURE_VALUES:
        only = ", ".join(manifest["only"])
        return "pure", f"a partial build (the engine and {only}): DUGOUT_NATIVE_PARTIAL=1 uses it"
    if manifest.get("python") != _tag():
        return "pure", f"the build is for {manifest.get('python')}, this is {_tag()}"
    built: dict[str, str] = manifest.get("modules", {})
    for module in built:
        if not _compiled(module):
            return "pure", f"{module} is not compiled"
        if built[module] != _digest(_source(module)):
            return "pure", f"{module} changed since the build"
    return "compiled", f"{len(built)} modules compiled with mypyc {manifest.get('mypy', '?')}"


class _SourceFirst(importlib.abc.MetaPathFinder):
    """Imports every ``dugout.*`` module from its source (or its package), never from an extension module."""

    def find_spec(self, fullname: str, path: Any = None, target: ModuleType | None = None) -> Any:
        if not fullname.startswith("dugout.") or not path:
            return None
        details = [(importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)]
        for entry in path:
            spec = importlib.machinery.FileFinder(str(entry), *details).find_spec(fullname)
            if spec is not None:
                return spec
        return None


_FINDER = _SourceFirst()


def guard() -> str:
    """Turn the compiled modules off unless every one is present and built from today's sources (see above);
    returns the state."""
    mode, _why = state()
    if mode == "pure" and _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
    return mode
