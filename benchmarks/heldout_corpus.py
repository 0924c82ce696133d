"""A held-out bad-input corpus (issue 24, "Checked by"): cases of the same kinds as ``tests/cli/test_corpus.py``
but none of its, run against the installed command line as separate processes.

Each case runs ``python -m dugout ARGS`` in a sandbox folder (the current folder, ``$DUGOUT_HOME`` and the HTTP
cache all inside it) and must end with exit code 2, exactly one line on stderr starting ``dugout: error:``, no
traceback, and the whole sandbox (so nothing outside the output folder either) byte for byte as it was.

Run: PYTHONPATH=src .venv/bin/python benchmarks/heldout_corpus.py [-k WORD] (prints one line a case, exits 1 on a
failure). Not part of the test suite: it is the check the corpus test was not written against.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dugout.text import _STRIP

Case = Callable[[Path], list[str]]


def _roster(box: Path, change: Callable[[dict[str, Any]], Any], name: str = "r.json",
            raw: Callable[[str], str] | None = None) -> str:
    from dugout.model.io import team_to_json
    from dugout.sources import lahman

    doc = json.loads(team_to_json(lahman.import_team(1901, "CHA")))
    change(doc)
    text = json.dumps(doc)
    if raw is not None:
        text = raw(text)
    p = box / name
    p.write_text(text)
    return str(p)


def _file(box: Path, name: str, content: str | bytes) -> str:
    p = box / name
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        p.write_bytes(content)
    else:
        p.write_text(content)
    return str(p)


def _league(box: Path) -> str:
    from dugout.api.league import new_league

    folder = box / "lg"
    new_league(folder, teams=2, games=2, seed=1, engine="quick")
    return str(folder)


def _nested_league(box: Path) -> str:
    folder = Path(_league(box))
    doc = json.loads((folder / "league.json").read_text())
    doc["teams"] = json.loads("[" * 200 + "]" * 200)
    (folder / "league.json").write_text(json.dumps(doc))
    return str(folder)


def _truncated_cache(box: Path) -> None:
    cache = box / "cache"
    cache.mkdir(exist_ok=True)
    db = cache / "http-json.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE responses (key TEXT PRIMARY KEY, value BLOB, expires INTEGER)")
    con.executemany("INSERT INTO responses VALUES (?, ?, 0)", [(f"k{i}", b"x" * 5000) for i in range(50)])
    con.commit()
    con.close()
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 3])


def _csv_template() -> str:
    from dugout.api.online import write_csv_template

    text = write_csv_template(None)
    assert isinstance(text, str)
    return text


CASES: dict[str, Case] = {
    "show: schema_version 1.5": lambda b: ["show", _roster(b, lambda d: d.update(schema_version=1.5))],
    "show: players an object": lambda b: ["show", _roster(b, lambda d: d["team"].update(players={"a": 1}))],
    "show: Infinity park factor": lambda b: ["show", _roster(b, lambda d: None, raw=lambda t: t.replace(
        '"ppf": ', '"ppf": Infinity, "x": ', 1))],
    "show: 20-digit count": lambda b: ["show", _roster(b, lambda d: None, raw=lambda t: t.replace(
        '"so": ', '"so": 12345678901234567890, "y": ', 1))],
    "ratings: bullpen role ace": lambda b: ["ratings", "pt", _roster(b, lambda d: d["team"]["bullpen"].append(
        {"player": d["team"]["players"][0]["id"], "role": "ace"}))],
    "ratings: override of a game alias": lambda b: ["ratings", "tb", _roster(b, lambda d: d["team"]["players"][0]
                                                                             .update(overrides={"db": {"bt": 30}}))],
    "ratings: option with no name": lambda b: ["ratings", "tb", "1901:CHA", "-O", "=1"],
    "cards: empty paper": lambda b: ["cards", "fc", "1901:CHA", "--paper", "", "-o", str(b / "c")],
    "cards: output under a file": lambda b: ["cards", "pt", "1901:CHA", "-o", _file(b, "plain", "x") + "/c.pdf"],
    "play: blank player name": lambda b: ["play", "fc", _roster(b, lambda d: d["team"]["players"][3].update(
        name="\t")), "1901:BOS"],
    "play: resume a saved game with NaN": lambda b: ["play", "db", "--resume", _file(b, "s.json",
                                                                                    '{"format": NaN}')],
    "sim: --games -10**12": lambda b: ["sim", "pp", "1901:CHA", "1901:BOS", "--games", "-1000000000000"],
    "season: --games just past the limit": lambda b: ["season", "tb", "1901:CHA", "1901:BOS", "-n", "10001"],
    "season: --playoffs 0": lambda b: ["season", "pt", "1901:CHA", "1901:BOS", "--playoffs", "0"],
    "season: --csv a file name": lambda b: ["season", "db", "1901:CHA", "1901:BOS", "-n", "2", "--csv",
                                            str(b / "out.csv")],
    "series: --best-of -1": lambda b: ["series", "fc", "1901:CHA", "1901:BOS", "--best-of", "-1"],
    "fidelity: unknown league of 2024": lambda b: ["fidelity", "pp", "2024", "ZZ", "--no-files"],
    "atlas: to 2030": lambda b: ["atlas", "tb", "--from", "2024", "--to", "2030", "-o", str(b / "a")],
    "atlas: --every -1": lambda b: ["atlas", "pt", "--from", "1901", "--to", "1902", "--every", "-1"],
    "teams: season 0": lambda b: ["teams", "0"],
    "roster: team with a separator": lambda b: ["roster", "1901", "AL/../CHA", "-o", str(b / "x.json")],
    "roster --all: under a file": lambda b: ["roster", "1901", "AL", "--all", "-o",
                                             _file(b, "f.json", "{}") + "/sub"],
    "find: empty": lambda b: ["find", ""],
    "import-csv: UTF-16": lambda b: ["import-csv", _file(b, "u16.csv", _csv_template().encode("utf-16"))],
    "import-csv: header only": lambda b: ["import-csv", _file(b, "h.csv", _csv_template().split("\nHal")[0]
                                                              + "\n")],
    "import-csv: NUL in a number": lambda b: ["import-csv", _file(b, "n.csv", _csv_template().replace(
        ",152,", ",15\x002,", 1))],
    "league new: --teams 0, markup name": lambda b: ["league", "new", str(b / "l2"), "--teams", "0", "--name",
                                                     "[/red]x"],
    "league show: nested teams": lambda b: ["league", "show", _nested_league(b)],
    "league trade: no folder": lambda b: ["league", "trade", str(b / "none"), "--team", "1", "--with", "2",
                                          "--give", "a", "--get", "b"],
    "league print: folder missing": lambda b: ["league", "print", _league(b), "-o", str(b / "no" / "x.pdf")],
    "generate team: --strength -0.5": lambda b: ["generate", "team", "T", "--like", "1901", "--strength", "-0.5",
                                                 "-o", str(b / "t.json")],
    "generate five-tool-team: spec Infinity": lambda b: ["generate", "five-tool-team", "-o", str(b / "f.json"),
                                                         "--spec", _file(b, "s.json", '{"players": [Infinity]}')],
    "generate deadball-team: output a folder": lambda b: ["generate", "deadball-team", "X", "-o", str(b)],
    "http-cache: truncated database": lambda b: (_truncated_cache(b), ["http-cache"])[1],
    "import-box: truncated cache": lambda b: (_truncated_cache(b), ["import-box", "NYA202408200", "--offline"])[1],
}


def snapshot(root: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for d in dirnames:
            out[str((Path(dirpath) / d).relative_to(root))] = "dir"
        for f in filenames:
            p = Path(dirpath) / f
            out[str(p.relative_to(root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


_CONTROLS = {chr(c) for c in _STRIP} - {"\t", "\n", "\r"}


_SOURCE = str(Path(__import__("dugout").__file__).resolve().parents[1])


def run(name: str, case: Case, prefix: str = "dugout-heldout-") -> tuple[bool, str]:
    """Run one case in a sandbox of its own: exit 2, one line on stderr, no traceback, no raw control character,
    nothing written."""
    sandbox = Path(tempfile.mkdtemp(prefix=prefix))
    box = sandbox / "work"
    box.mkdir()
    try:
        args = case(box)
        before = snapshot(sandbox)
        env = {**os.environ, "DUGOUT_HOME": str(box / "home"), "DUGOUT_CACHE": str(box / "cache"),
               "COLUMNS": "120", "http_proxy": "http://127.0.0.1:9", "https_proxy": "http://127.0.0.1:9",
               # the dugout this script imported (a relative PYTHONPATH=src would not hold in the sandbox, and the
               # subprocess would run whatever dugout is installed instead)
               "PYTHONPATH": os.pathsep.join([_SOURCE, *filter(None, [os.environ.get("PYTHONPATH")])])}
        proc = subprocess.run([sys.executable, "-m", "dugout", *args], cwd=box, env=env, capture_output=True,
                              text=True, errors="replace", timeout=300, check=False)
        after = snapshot(sandbox)
        lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
        problems = []
        if proc.returncode != 2:
            problems.append(f"exit {proc.returncode}")
        if "Traceback" in proc.stderr + proc.stdout:
            problems.append("traceback")
        if len(lines) != 1 or not lines[0].startswith("dugout: error: "):
            problems.append(f"{len(lines)} stderr lines")
        raw = sorted({f"U+{ord(ch):04X}" for ch in proc.stderr + proc.stdout if ch in _CONTROLS})
        if raw:
            problems.append(f"raw control characters {raw[:4]}")
        if after != before:
            changed = sorted(set(after.items()) ^ set(before.items()))
            problems.append(f"files changed: {[k for k, _ in changed][:4]}")
        shown = lines[-1][:300] if lines else proc.stdout.strip().splitlines()[-1:]
        return not problems, f"{'; '.join(problems) or 'ok'} | {shown!r}"
    finally:
        for dirpath, dirnames, _ in os.walk(sandbox):
            for d in dirnames:
                try:
                    os.chmod(Path(dirpath) / d, 0o755)
                except OSError:
                    pass
        shutil.rmtree(sandbox, ignore_errors=True)


def main(argv: list[str], cases: dict[str, Case] | None = None, prefix: str = "dugout-heldout-",
         doc: str | None = None) -> int:
    ap = argparse.ArgumentParser(description=(doc or __doc__ or "").split("\n")[0])
    ap.add_argument("-k", default="", help="only cases whose name holds this")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    failed = 0
    chosen = {n: c for n, c in (CASES if cases is None else cases).items() if args.k in n}
    for name, case in chosen.items():
        ok, text = run(name, case, prefix)
        failed += not ok
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {text}", flush=True)
    print(f"{len(chosen) - failed}/{len(chosen)} held-out cases clean in {time.perf_counter() - t0:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
