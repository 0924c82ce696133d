"""A second held-out bad-input corpus (issue 24): cases of the kinds ``tests/cli/test_corpus.py`` and
``benchmarks/heldout_corpus.py`` cover but none of theirs (other commands and flag combinations, other hostile
values, other file shapes), run against the command line as separate processes with the same checks as
``heldout_corpus.py``, plus one more: no raw control character (an escape code, a NUL, a bidirectional override)
reaches stdout or stderr.

Run: PYTHONPATH=src .venv/bin/python benchmarks/heldout_corpus2.py [-k WORD] (one line a case, exits 1 on a
failure). Not part of the test suite: the cases that failed once are in the corpus test.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from heldout_corpus import Case, _csv_template, _file, _league, _roster, main

ESC = "\x1b[2J\x1b[31m"
RLO = "\u202e"
LONG_ID = "T" * 300


def _csv(change: Callable[[list[str]], list[str]], *, bom: bool = False, crlf: bool = False) -> str:
    """The example roster CSV, its lines changed by ``change``."""
    lines = _csv_template().splitlines()
    text = ("\r\n" if crlf else "\n").join(change(lines)) + ("\r\n" if crlf else "\n")
    return ("\ufeff" if bom else "") + text


def _header_at(lines: list[str]) -> int:
    return next(k for k, ln in enumerate(lines) if not ln.startswith("#"))


def _dup_header(lines: list[str]) -> list[str]:
    k = _header_at(lines)
    cols = lines[k].split(",")
    cols[cols.index("HR")] = "H"
    return lines[:k] + [",".join(cols)] + lines[k + 1:]


def _only_header(lines: list[str]) -> list[str]:
    return lines[: _header_at(lines) + 1]


def _extra_cells(lines: list[str]) -> list[str]:
    k = _header_at(lines)
    return lines[: k + 1] + [lines[k + 1] + ",1,2,3"] + lines[k + 2:]


def _team_line(key: str, value: str) -> Callable[[list[str]], list[str]]:
    def change(lines: list[str]) -> list[str]:
        return [f"# {key}: {value}" if ln.startswith(f"# {key}:") else ln for ln in lines]
    return change


def _cell(column: str, value: str, row: int = 0) -> Callable[[list[str]], list[str]]:
    def change(lines: list[str]) -> list[str]:
        k = _header_at(lines)
        cols = lines[k].split(",")
        cells = lines[k + 1 + row].split(",")
        cells[cols.index(column)] = value
        return lines[: k + 1 + row] + [",".join(cells)] + lines[k + 2 + row:]
    return change


def _league_edit(box: Path, change: Callable[[Path], Any]) -> str:
    folder = Path(_league(box))
    change(folder)
    return str(folder)


def _league_doc(box: Path, change: Callable[[dict[str, Any]], Any]) -> str:
    def edit(folder: Path) -> None:
        doc = json.loads((folder / "league.json").read_text())
        change(doc)
        (folder / "league.json").write_text(json.dumps(doc))
    return _league_edit(box, edit)


def _first_team_file(folder: Path) -> Path:
    return min((folder / "season-1" / "teams").glob("*.json"))


def _progress(box: Path, lines: list[str]) -> str:
    """An atlas folder with an interrupted atlas's progress file: the right settings for ``_ATLAS``, then
    ``lines``."""
    folder = box / "atlas"
    folder.mkdir()
    from dugout.games import make_rules

    head = {"game": "deadball", "options": make_rules("deadball", {}).options.as_dict(), "replays": 1, "seed": 0,
            "from": 1876, "to": 1876, "every": 1, "leagues": None}
    (folder / ".atlas-progress.jsonl").write_text("\n".join([json.dumps(head), *lines]) + "\n")
    return str(folder)


def _progress_bytes(box: Path, data: bytes) -> str:
    folder = box / "atlas"
    folder.mkdir()
    (folder / ".atlas-progress.jsonl").write_bytes(data)
    return str(folder)


_ATLAS = ["atlas", "db", "--from", "1876", "--to", "1876", "--workers", "1", "--no-pdf", "--resume", "-o"]


def _players(n: int) -> Callable[[dict[str, Any]], Any]:
    return lambda d: d["team"]["players"][n]


CASES: dict[str, Case] = {
    # roster file shapes
    "show: schema_version a string": lambda b: ["show", _roster(b, lambda d: d.update(schema_version="1"))],
    "show: schema_version from the future": lambda b: ["show", _roster(b, lambda d: d.update(schema_version=7))],
    "show: schema_version true": lambda b: ["show", _roster(b, lambda d: d.update(schema_version=True))],
    "show: format a number": lambda b: ["show", _roster(b, lambda d: d.update(format=7))],
    "show: a JSON list": lambda b: ["show", _file(b, "l.json", "[1, 2, 3]")],
    "show: team a string": lambda b: ["show", _roster(b, lambda d: d.update(team="CHA"))],
    "show: SEASON:TEAM of 300 characters": lambda b: ["show", f"1901:{LONG_ID}"],
    "show: bats false": lambda b: ["show", _roster(b, lambda d: _players(0)(d).update(bats=False))],
    "show: player name only bidi and zero-width": lambda b: ["show", _roster(b, lambda d: _players(2)(d).update(
        name=RLO + "\u200b\u2066"))],
    "show: team name only escape codes": lambda b: ["show", _roster(b, lambda d: d["team"].update(
        name="\x1b\x1b\x07"))],
    "show: file name with escape codes": lambda b: ["show", str(b / f"no{ESC}such.json")],
    "ratings: empty game name": lambda b: ["ratings", "", "1901:CHA"],
    "ratings: -O empty": lambda b: ["ratings", "db", "1901:CHA", "-O", ""],
    "ratings: -O empty value": lambda b: ["ratings", "tb", "1901:CHA", "-O", "brawls="],
    "ratings: lineup of ten": lambda b: ["ratings", "db", _roster(b, lambda d: d["team"]["lineup_vs_rhp"].append(
        d["team"]["lineup_vs_rhp"][0]))],
    "ratings: a player in the rotation twice": lambda b: ["ratings", "pp", _roster(b, lambda d: d["team"].update(
        rotation=d["team"]["rotation"][:1] * 2))],
    # the game commands' options
    "play: --seed of 5000 digits": lambda b: ["play", "db", "1901:CHA", "1901:BOS", "--seed", "7" * 5000],
    "play: --seed empty": lambda b: ["play", "db", "1901:CHA", "1901:BOS", "--seed", ""],
    "play: --resume a JSON list": lambda b: ["play", "db", "--resume", _file(b, "s.json", "[]")],
    "play: --resume binary": lambda b: ["play", "fc", "--resume", _file(b, "s.bin", b"\xff\xfe\x00\x81" * 40)],
    "play: --boxscore empty offline": lambda b: ["play", "db", "--boxscore", "", "--offline"],
    "sim: --games empty": lambda b: ["sim", "db", "1901:CHA", "1901:BOS", "--games", ""],
    "sim: --games 1e3": lambda b: ["sim", "tb", "1901:CHA", "1901:BOS", "--games", "1e3"],
    "sim: -O with markup": lambda b: ["sim", "pp", "1901:CHA", "1901:BOS", "-n", "2", "-O", "[/bold]=1"],
    "season: --playoffs -1": lambda b: ["season", "fc", "1901:CHA", "1901:BOS", "-n", "2", "--playoffs", "-1"],
    "season: --top -1": lambda b: ["season", "db", "1901:CHA", "1901:BOS", "-n", "2", "--top", "-1"],
    "season: --csv an existing file with a .csv name": lambda b: ["season", "db", "1901:CHA", "1901:BOS", "-n",
                                                                   "2", "--csv", _file(b, "s.csv", "x")],
    "series: --best-of empty": lambda b: ["series", "db", "1901:CHA", "1901:BOS", "--best-of", ""],
    "cards: --palette neon": lambda b: ["cards", "db", "1901:CHA", "--palette", "neon", "-o", str(b / "c.pdf")],
    "cards: --player empty": lambda b: ["cards", "db", "1901:CHA", "--player", "", "-o", str(b / "c.pdf")],
    "fidelity: season abc": lambda b: ["fidelity", "db", "abc", "--no-files"],
    "fidelity: league empty": lambda b: ["fidelity", "db", "1901", "", "--no-files"],
    "fidelity: --replays -5": lambda b: ["fidelity", "fc", "1901", "AL", "-r", "-5", "--no-files"],
    "atlas: --leagues only commas": lambda b: ["atlas", "db", "--from", "1901", "--to", "1901", "--leagues", ",,",
                                               "-o", str(b / "a")],
    "atlas: --workers a million": lambda b: ["atlas", "db", "--from", "1901", "--to", "1901", "-w", "1000000",
                                             "-o", str(b / "a")],
    "atlas: --resume, a row that is a list": lambda b: [*_ATLAS, _progress(b, ["[1, 2]"])],
    "atlas: --resume, a row without its league": lambda b: [*_ATLAS, _progress(b, ['{"season": 1876}'])],
    "atlas: --resume, a row with NaN measures": lambda b: [*_ATLAS, _progress(
        b, ['{"season": 1876, "league": "NL", "measures": NaN}'])],
    "atlas: --resume, a 5000-digit season": lambda b: [*_ATLAS, _progress(
        b, ['{"season": ' + "9" * 5000 + ', "league": "NL", "measures": {}}', '{}'])],
    "atlas: --resume, a row with a string measure": lambda b: [*_ATLAS, _progress(
        b, ['{"season": 1876, "league": "NL", "measures": {"R/G": "lots"}}'])],
    "atlas: --resume, binary progress": lambda b: [*_ATLAS, _progress_bytes(b, b"\xff\xfe\x80" * 100)],
    "atlas: --resume, deep progress": lambda b: [*_ATLAS, _progress_bytes(b, b"[" * 100_000)],
    # data commands
    "teams: season 1901.5": lambda b: ["teams", "1901.5"],
    "roster: team of 300 characters": lambda b: ["roster", "1901", LONG_ID, "-o", str(b / "x.json")],
    "roster: -o empty": lambda b: ["roster", "1901", "CHA", "-o", ""],
    "find: escape codes": lambda b: ["find", f"Zq{ESC}xq"],
    # CSV shapes
    "import-csv: BOM, CRLF and a duplicate header": lambda b: ["import-csv", _file(b, "d.csv", _csv(
        _dup_header, bom=True, crlf=True).encode()), "-o", str(b / "d.json")],
    "import-csv: only a header, CRLF": lambda b: ["import-csv", _file(b, "h.csv", _csv(_only_header, crlf=True)
                                                                      .encode()), "-o", str(b / "h.json")],
    "import-csv: a row with extra cells": lambda b: ["import-csv", _file(b, "e.csv", _csv(_extra_cells)), "-o",
                                                     str(b / "e.json")],
    "import-csv: team id of 300 characters with a slash": lambda b: ["import-csv", _file(
        b, "i.csv", _csv(_team_line("id", "a/" + LONG_ID))), "-o", str(b / "i.json")],
    "import-csv: season 1870": lambda b: ["import-csv", _file(b, "s.csv", _csv(_team_line("season", "1870"))),
                                          "-o", str(b / "s.json")],
    "import-csv: season abc": lambda b: ["import-csv", _file(b, "s.csv", _csv(_team_line("season", "abc"))),
                                         "-o", str(b / "s.json")],
    "import-csv: name with escape codes and a bad hand": lambda b: ["import-csv", _file(b, "n.csv", _csv(
        lambda ls: _cell("bats", "Q")(_cell("name", f"Hal{ESC}Reyes")(ls)))), "-o", str(b / "n.json")],
    "import-csv: pitcher IP with thirds past .2": lambda b: ["import-csv", _file(b, "p.csv", _csv(
        _cell("P_IP", "201.7", row=9))), "-o", str(b / "p.json")],
    "csv-template: -o empty": lambda b: ["csv-template", "-o", ""],
    # caches and the online importers (offline)
    "http-cache: the database is a folder": lambda b: (_file(b, "cache/http-json.sqlite/x", "k"), ["http-cache"])[1],
    "import-bref: team empty": lambda b: ["import-bref", "2016", "", "--offline", "-o", str(b / "r")],
    "import-box: a URL of another site": lambda b: ["import-box", "https://evil.example/boxes/NYA202408200.shtml",
                                                    "--offline"],
    "import-pybaseball: --split-min 10**30": lambda b: ["import-pybaseball", "2016", "NYY", "--split-min",
                                                        "1" + "0" * 30, "--offline"],
    # league folders
    "league new: --name empty": lambda b: ["league", "new", str(b / "l2"), "-n", "2", "--games", "2", "--name", ""],
    "league new: --play empty": lambda b: ["league", "new", str(b / "l2"), "-n", "2", "--games", "2", "--play", ""],
    "league show: schema_version a string": lambda b: ["league", "show", _league_doc(
        b, lambda d: d.update(schema_version="1"))],
    "league show: season -1": lambda b: ["league", "show", _league_doc(b, lambda d: d.update(season=-1))],
    "league show: season a string": lambda b: ["league", "show", _league_doc(b, lambda d: d.update(season="one"))],
    "league play: a team's roster missing": lambda b: ["league", "play", _league_edit(
        b, lambda f: _first_team_file(f).unlink())],
    "league play: schedule not JSON": lambda b: ["league", "play", _league_edit(
        b, lambda f: (f / "season-1" / "schedule.json").write_text('{"days": [[1, 2'))],
    "league play: state with NaN": lambda b: ["league", "play", _league_edit(
        b, lambda f: (f / "season-1" / "state.json").write_text('{"day": NaN}'))],
    "league play: league.json a folder": lambda b: ["league", "play", _league_edit(
        b, lambda f: ((f / "league.json").unlink(), (f / "league.json").mkdir()))],
    "league show: a team named with escape codes only": lambda b: ["league", "show", _league_doc(
        b, lambda d: d["teams"][0].update(name="\x1b\x07"))],
    "league show: games -5": lambda b: ["league", "show", _league_doc(b, lambda d: d.update(games=-5))],
    "league show: history a string": lambda b: ["league", "show", _league_doc(b, lambda d: d.update(history="x"))],
    "league play: trade_weeks a string": lambda b: ["league", "play", _league_doc(
        b, lambda d: d.update(trade_weeks="four"))],
    "league play: five_tool a string": lambda b: ["league", "play", _league_doc(
        b, lambda d: d.update(five_tool="yes"))],
    "league play: teams' ids the same": lambda b: ["league", "play", _league_doc(
        b, lambda d: d["teams"][1].update(id=d["teams"][0]["id"]))],
    "league play: a team's roster of NUL bytes": lambda b: ["league", "play", _league_edit(
        b, lambda f: _first_team_file(f).write_bytes(b"\x00" * 64))],
    "league advance: state a list": lambda b: ["league", "advance", _league_edit(
        b, lambda f: (f / "season-1" / "state.json").write_text("[]"))],
    "league new: --name only escape codes and zero-width": lambda b: ["league", "new", str(b / "l2"), "-n", "2",
                                                                       "--games", "2", "--name", "\x1b\u200b"],
    "league new: --seed of 46 digits": lambda b: ["league", "new", str(b / "l2"), "-n", "2", "--games", "2",
                                                  "--engine", "quick", "--seed", "1" + "0" * 45],
    "generate league: --seed of 41 digits": lambda b: ["generate", "league", str(b / "gl"), "--like", "1901",
                                                       "--seed", "-" + "9" * 41],
    "play: --seed of 41 digits": lambda b: ["play", "pt", "1901:CHA", "1901:BOS", "--seed", "5" * 41],
    "fidelity: --seed of 50 digits": lambda b: ["fidelity", "db", "1901", "AL", "--seed", "1" * 50, "-o",
                                                str(b / "fid")],
    "league team: team empty": lambda b: ["league", "team", _league(b), "", "--engine", "quick"],
    "league trade: --give empty": lambda b: ["league", "trade", _league(b), "--team", "1", "--with", "2",
                                             "--give", "", "--get", "x", "--dry-run"],
    "league print: --paper empty": lambda b: ["league", "print", _league(b), "--paper", "", "-o",
                                              str(b / "l.pdf")],
    # generate
    "generate team: -o empty": lambda b: ["generate", "team", "X", "--like", "1901", "-o", ""],
    "generate team: --strength .6x": lambda b: ["generate", "team", "X", "--like", "1901", "--strength", ".6x",
                                                "-o", str(b / "t.json")],
    "generate team: --like 1901:": lambda b: ["generate", "team", "X", "--like", "1901:", "-o", str(b / "t.json")],
    "generate league: --teams -1": lambda b: ["generate", "league", str(b / "gl"), "--like", "1901", "--teams",
                                              "-1"],
    "generate league: folder empty string": lambda b: ["generate", "league", "", "--like", "1901"],
    "generate deadball-player: --pos empty": lambda b: ["generate", "deadball-player", "hitter", "--pos", ""],
    "generate deadball-player: kind empty": lambda b: ["generate", "deadball-player", ""],
    "generate five-tool-team: --spec a folder": lambda b: ["generate", "five-tool-team", "-o", str(b / "f.json"),
                                                           "--spec", str(Path(_file(b, "sd/x", "k")).parent)],
    "generate five-tool-team: spec players a string": lambda b: ["generate", "five-tool-team", "-o",
                                                                 str(b / "f.json"), "--spec", _file(
                                                                     b, "s.json", '{"players": "abc"}')],
    "generate five-tool-team: spec of 100000 players": lambda b: ["generate", "five-tool-team", "-o",
                                                                  str(b / "f.json"), "--spec", _file(
                                                                      b, "s.json", json.dumps({"players": [
                                                                          {"level": 3, "pos": "C"}] * 100_000}))],
    "generate five-tool-ratings: --era empty": lambda b: ["generate", "five-tool-ratings", "1901:CHA", "--era", "",
                                                          "-o", str(b / "r.json")],
}

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], CASES, "dugout-heldout2-", __doc__))
