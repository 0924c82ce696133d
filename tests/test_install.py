"""dugout works installed from its wheel with no checkout present: the wheel is built from a copy of the sources,
installed into a fresh virtual environment in one folder, and run from a third (roster, cards with page previews,
play, fidelity); everything it writes lands in that third folder (or the user's cache), nothing inside the
installation."""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _files(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_size for p in folder.rglob("*") if p.is_file()}


def _run(cmd: list[str | Path], cwd: Path, env: dict[str, str]) -> str:
    res = subprocess.run([str(c) for c in cmd], check=False, cwd=cwd, env=env, capture_output=True, text=True,
                         timeout=600)
    assert res.returncode == 0, f"{cmd}: {res.stderr[-2000:]}"
    return res.stdout


def test_the_wheel_runs_from_any_folder(tmp_path):
    # 1. build the wheel from a copy of the sources (the build writes into its source folder), offline
    src = tmp_path / "source"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(ROOT / "src", src / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    dist = tmp_path / "dist"
    env = {k: v for k, v in os.environ.items() if k not in ("DUGOUT_HOME", "PYTHONPATH")}
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q", "-w",
          dist, src], tmp_path, env)
    wheel = next(dist.glob("dugout-*.whl"))
    shutil.rmtree(src)

    # 2. a fresh virtual environment elsewhere; dugout from the wheel, its dependencies seen from the test's own
    #    environment through a .pth line (a plain path: the editable install's own .pth there is not processed)
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], tmp_path, env)
    py = venv / "bin" / "python"
    _run([sys.executable, "-m", "pip", "--python", py, "install", "--no-deps", "--no-index", "-q", wheel],
         tmp_path, env)
    fresh_site = Path(_run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path,
                           env).strip())
    (fresh_site / "zz_deps.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    where = _run([py, "-c", "import dugout; print(dugout.__file__)"], tmp_path, env)
    assert where.startswith(str(fresh_site)), where
    installed = _files(venv)

    # 3. a newcomer's folder: roster, cards, play and fidelity
    home = tmp_path / "home"
    user = tmp_path / "user"
    user.mkdir()
    home.mkdir()
    env |= {"HOME": str(home), "XDG_CACHE_HOME": str(home / ".cache"), "MPLCONFIGDIR": str(home / ".mpl")}
    dugout = venv / "bin" / "dugout"
    _run([dugout, "roster", "1927", "Yankees"], user, env)
    out = _run([dugout, "cards", "thats", "1927:NYY", "Broad Street Peacocks", "--png"], user, env)
    assert "cards" in out and "page preview" in out
    out = _run([dugout, "play", "thats", "rosters/1927-NYA.json", "1927:PHA", "--seed", "1"], user, env)
    assert "Seed: 1" in out
    _run([dugout, "fidelity", "thats", "1927", "AL", "--seed", "1"], user, env)

    made = sorted(_files(user))
    assert "rosters/1927-NYA.json" in made
    assert any(f.startswith("cards/thats-baseball-") and f.endswith(".pdf") for f in made), made
    assert any(f.startswith("cards/thats-baseball-") and f.endswith("-p01.png") for f in made), made
    assert "cards/fidelity-thats-baseball-1927-AL/summary.json" in made
    # nothing written inside the installation, nothing beside the user's folder but the user's caches
    assert _files(venv) == installed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dist", "home", "user", "venv"]
