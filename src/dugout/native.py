"""The optional compiled build: ``python -m dugout.native build [MODULE-PREFIX ...] | auto | clean | status``.

``build`` compiles every module marked ``# dugout: native`` (``dugout._native.modules``: the engine's hot path and
each game's play-time modules) in place with mypyc, in a checkout with mypy and a C compiler; ``auto`` (what
``make demo`` runs) builds when there is a compiler and no current build, and otherwise stays pure; ``clean``
removes the build; ``status`` says whether the compiled modules are in use, and why not. ``dugout._native``
explains the guard that turns a stale or unwanted build off.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from dugout._native import HERE, MANIFEST, _compiled, _digest, _source, _tag, modules, state


def build(only: tuple[str, ...] = ()) -> None:
    """Compile the marked modules in place with mypyc and write the manifest (needs mypy and a C compiler). With
    ``only``, the engine's and those whose names start with one of them (``dugout.games.deadball``: a quicker
    build while working on one game), used only where ``DUGOUT_NATIVE_PARTIAL`` is set (a build for work, not for
    play)."""
    import shutil
    import subprocess
    import time

    try:
        import mypy.version
    except ImportError:
        raise SystemExit("dugout.native build: mypy is not installed (pip install mypy)") from None
    repo = HERE.parent.parent
    if not (repo / "pyproject.toml").exists():
        raise SystemExit("dugout.native build: builds in a checkout of dugout (src/dugout), not an installed copy")
    clean()
    marked = tuple(m for m in modules() if not only or m.startswith(("dugout.engine.", *only)))
    sources = [str(_source(m).relative_to(repo)) for m in marked]
    t0 = time.perf_counter()
    # as mypyc's command line does: type-check with the checkout's mypy settings, build in ./build and copy each
    # extension beside its source, its shared library (``<hash>__mypyc``) into src/; but a C file a module, compiled
    # on every core (``_SETUP``)
    (repo / "build").mkdir(exist_ok=True)
    setup = repo / "build" / "setup.py"
    setup.write_text(_SETUP)
    proc = subprocess.run([sys.executable, str(setup), "build_ext", "--inplace", "--", *sources], cwd=repo,
                          capture_output=True, text=True)
    shutil.rmtree(repo / "build", ignore_errors=True)
    if proc.returncode != 0:
        clean()
        tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-20:])
        raise SystemExit(f"dugout.native build: mypyc failed\n{tail}")
    manifest = {"python": _tag(), "mypy": mypy.version.__version__, "only": list(only),
                "modules": {m: _digest(_source(m)) for m in marked}}
    MANIFEST.write_text(json.dumps(manifest, indent=1) + "\n")
    files = sum(int(line.split()[1]) for line in proc.stdout.splitlines() if line.endswith("compiled side by side"))
    print(f"dugout.native: {len(marked)} modules compiled in {time.perf_counter() - t0:.0f} s ({files} C files, "
          f"{os.cpu_count() or 1} at a time)")


#: The build's setup script. ``multi_file``: mypyc writes a C file a module instead of one for the whole build,
#: and they are compiled side by side, one a core (setuptools compiles an extension's files one after another).
#: On the 52 modules of stop 49 this took a third less CPU than the one file (gcc optimises smaller files
#: faster), and half the time again on two cores; the games played as fast (``bench_speed --only engine``,
#: alternated with a one-file build: every game within the runs' noise).
_SETUP = """\
import os
import sys
from concurrent.futures import ThreadPoolExecutor

from setuptools import setup
from distutils import ccompiler  # (setuptools' own, which its build_ext compiles with, once setuptools is imported)
from mypyc.build import mypycify


def compile_side_by_side(self, sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                         extra_preargs=None, extra_postargs=None, depends=None):
    macros, objects, extra_postargs, pp_opts, build = self._setup_compile(output_dir, macros, include_dirs,
                                                                          sources, depends, extra_postargs)
    cc_args = self._get_cc_args(pp_opts, debug, extra_preargs)

    def one(obj):
        src, ext = build[obj]
        self._compile(obj, src, ext, cc_args, extra_postargs, pp_opts)

    with ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        list(pool.map(one, objects))
    print(f"dugout.native: {len(objects)} C files compiled side by side")
    return objects


ccompiler.CCompiler.compile = compile_side_by_side
cut = sys.argv.index("--")
paths, sys.argv = sys.argv[cut + 1:], sys.argv[:cut]
setup(name="dugout_native", ext_modules=mypycify(paths, opt_level="3", multi_file=True))
"""


def _shared() -> list[Path]:
    """mypyc's shared library of the build (``<hash>__mypyc.*.so``), at the top of ``src/``."""
    return sorted(HERE.parent.glob("*__mypyc.*"))


def clean() -> None:
    """Remove every compiled module, the shared library and the manifest: dugout is pure Python again."""
    try:
        built = list(json.loads(MANIFEST.read_text()).get("modules", {}))
    except (OSError, ValueError):
        built = []
    for module in {*built, *modules()}:
        for path in _compiled(module):
            path.unlink()
    for path in _shared():
        path.unlink()
    MANIFEST.unlink(missing_ok=True)


def auto() -> None:
    """What ``make demo`` runs: build when there is no current build, a C compiler and mypy; else say why not and
    stay pure. A failed build leaves dugout pure (it is removed) and says so; it never stops the demo."""
    import shutil
    import sysconfig

    mode, why = state()
    if mode == "compiled":
        print(f"dugout.native: {why}")
        return
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        print(f"dugout.native: no C compiler ({cc}): the pure-Python engine")
        return
    try:
        build()
    except SystemExit as e:
        print(f"{e}\ndugout.native: the pure-Python engine")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    command = args[0] if args else "status"
    if command == "build":
        build(tuple(args[1:]))
    elif command == "auto":
        auto()
    elif command == "clean":
        clean()
    elif command == "status":
        mode, why = state()
        print(f"{mode}: {why}")
    else:
        print(f"dugout.native: unknown command {command!r} (build, auto, clean or status)", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
