"""CSV rosters for hand-made or fantasy teams: one row per player, documented in docs/sources.md.

``# key: value`` lines before the header describe the team (team, id, season, league, dh, park, bpf, ppf,
record, context). Batting columns use the usual abbreviations (G AB R H 2B 3B HR …), pitching columns the
same with ``P_`` (P_IP, P_SO …), fielding for the first listed position ``F_`` (F_PO, F_A, F_E …), advanced
metrics BsR, Def, K%, BB%, GB%, Sprint (and P_K%, P_BB%, P_GB%), platoon splits ``vsL_``/``vsR_`` (the
batter against left/right-handed pitchers) and ``oppL_``/``oppR_`` (left/right-handed batters against the
pitcher). Every problem is a one-line error naming the file, the row (its line number) and the column.

The cells' forms are declared once, as a JSON Schema of a row (``row_schema``: whole numbers, innings, numbers,
percentages), and checked by jsonschema like a roster file; the finished team then passes the roster schema
itself. What relates one cell to another (hits within at-bats, earned runs within runs) stays in code.
"""

from __future__ import annotations

import csv
import dataclasses
import difflib
import io
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from dugout.errors import DugoutError
from dugout.model.extras import Extras, Splits
from dugout.model.player import Player
from dugout.model.schema import first_error, to_data
from dugout.model.stats import BattingLine, FieldingLine
from dugout.model.team import Park, Team, TeamRecord
from dugout.sources import assemble, lahman

BAT_COLS = {"G": "g", "PA": "pa", "AB": "ab", "R": "r", "H": "h", "2B": "b2", "3B": "b3", "HR": "hr", "RBI": "rbi",
            "BB": "bb", "IBB": "ibb", "HBP": "hbp", "SO": "so", "SH": "sh", "SF": "sf", "GIDP": "gidp", "SB": "sb",
            "CS": "cs"}
PIT_COLS = {"P_W": "w", "P_L": "l", "P_G": "g", "P_GS": "gs", "P_CG": "cg", "P_SHO": "sho", "P_SV": "sv",
            "P_GF": "gf", "P_IP": "ipouts", "P_BF": "bfp", "P_H": "h", "P_R": "r", "P_ER": "er", "P_HR": "hr",
            "P_BB": "bb", "P_IBB": "ibb", "P_HBP": "hbp", "P_SO": "so", "P_WP": "wp", "P_BK": "bk"}
FLD_COLS = {"F_G": "g", "F_GS": "gs", "F_INN": "inn_outs", "F_PO": "po", "F_A": "a", "F_E": "e", "F_DP": "dp",
            "F_PB": "pb", "F_SB": "sb", "F_CS": "cs"}
EXTRA_COLS = {"BSR": "bsr", "DEF": "def_runs", "K%": "k_pct", "BB%": "bb_pct", "GB%": "gb_pct",
              "SPRINT": "sprint_speed", "P_K%": "pitcher_k_pct", "P_BB%": "pitcher_bb_pct",
              "P_GB%": "pitcher_gb_pct"}
_PERCENT_KEYS = {"k_pct", "bb_pct", "gb_pct", "pitcher_k_pct", "pitcher_bb_pct", "pitcher_gb_pct"}
SPLIT_PREFIXES = {"VSL_": "vs_lhp", "VSR_": "vs_rhp", "OPPL_": "vs_lhb", "OPPR_": "vs_rhb"}
ID_COLS = ("NAME", "ID", "BATS", "THROWS", "BORN", "POS")
META_KEYS = ("team", "id", "season", "league", "dh", "park", "bpf", "ppf", "record", "context")
_POSITIONS = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "OF", "DH")


def known_columns() -> list[str]:
    """Every column a roster CSV may have (upper case; headers are read case-insensitively)."""
    split = [p + c for p in SPLIT_PREFIXES for c in BAT_COLS if c != "G"]
    return list(ID_COLS) + list(BAT_COLS) + list(PIT_COLS) + list(FLD_COLS) + list(EXTRA_COLS) + split


def _cell(pattern: str, expected: str) -> dict[str, Any]:
    return {"type": "string", "pattern": pattern, "x-expected": expected}


#: At most 7 digits (or 9,999,999 with thousands separators): no count of a season is larger.
_COUNT = _cell(r"^\s*(\d{1,7}|\d{1,3}(,\d{3}){1,2})?\s*$", "a whole number 0 or more")
_INNINGS = _cell(r"^\s*(\d{1,6}(\.[012])?)?\s*$", "innings such as 201.1 (thirds after the dot)")
_NUMBER = _cell(r"^\s*([-+]?(\d{1,7}(\.\d*)?|\.\d+))?\s*$", "a finite number")
_PERCENT = _cell(r"^\s*((100(\.0*)?|\d{1,2}(\.\d*)?|\.\d+)\s*%?)?\s*$", "a percentage 0-100")


@cache
def row_schema() -> dict[str, Any]:
    """The JSON Schema of one data row (cells by upper-case column name): the form of every numeric cell."""
    props: dict[str, Any] = {"BORN": _COUNT}
    props |= {c: _COUNT for c in BAT_COLS}
    props |= {p + c: _COUNT for p in SPLIT_PREFIXES for c in BAT_COLS if c != "G"}
    props |= {c: (_INNINGS if k == "ipouts" else _COUNT) for c, k in PIT_COLS.items()}
    props |= {c: (_INNINGS if k == "inn_outs" else _COUNT) for c, k in FLD_COLS.items()}
    props |= {c: (_PERCENT if k in _PERCENT_KEYS else _NUMBER) for c, k in EXTRA_COLS.items()}
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "dugout roster CSV row",
            "type": "object", "properties": props}


@cache
def _row_validator() -> Any:
    import jsonschema

    return jsonschema.Draft202012Validator(row_schema())


class _Where:
    """Builds the one-line errors: file, row, column."""

    def __init__(self, file: str) -> None:
        self.file = file

    def err(self, row: int | None, col: str | None, msg: str) -> DugoutError:
        where = self.file
        if row is not None:
            where += f": row {row}"
        if col is not None:
            where += f", column {col}"
        return DugoutError(f"{where}: {msg}")


@dataclass(frozen=True, slots=True)
class _Meta:
    name: str
    id: str
    season: int | None
    league: str
    dh: bool | None
    park: Park
    record: TeamRecord | None
    context: str


def _meta(lines: list[tuple[int, str]], file: str, w: _Where) -> _Meta:
    vals: dict[str, tuple[int, str]] = {}
    for n, text in lines:
        m = re.match(r"#\s*([A-Za-z_]+)\s*:\s*(.*?)\s*$", text)
        if m is None:
            continue
        key = m.group(1).lower()
        if key not in META_KEYS:
            close = difflib.get_close_matches(key, META_KEYS, n=1)
            if close:
                raise w.err(n, None, f"unknown team key {key!r}; did you mean {close[0]!r}?")
            continue
        vals[key] = (n, m.group(2))

    def num(key: str) -> int | None:
        if key not in vals:
            return None
        n, v = vals[key]
        if not re.fullmatch(r"\d+", v):
            raise w.err(n, None, f"{key}: expected a whole number, got {v!r}")
        return int(v)

    season = num("season")
    if season is not None and not 1871 <= season <= 2100:
        raise w.err(vals["season"][0], None, f"season: expected a year such as 1927, got {season}")
    league = vals.get("league", (0, ""))[1].upper()
    dh: bool | None = None
    if "dh" in vals:
        n, v = vals["dh"]
        if v.lower() not in ("yes", "no", "true", "false", "on", "off"):
            raise w.err(n, None, f"dh: expected yes or no, got {v!r}")
        dh = v.lower() in ("yes", "true", "on")
    record = None
    if "record" in vals:
        n, v = vals["record"]
        m = re.fullmatch(r"(\d+)\s*-\s*(\d+)", v)
        if m is None:
            raise w.err(n, None, f"record: expected W-L such as 90-64, got {v!r}")
        record = TeamRecord(g=int(m.group(1)) + int(m.group(2)), w=int(m.group(1)), l=int(m.group(2)))
    context = vals.get("context", (0, ""))[1].lower()
    if context not in ("", "lahman", "self"):
        raise w.err(vals["context"][0], None, f"context: expected lahman or self, got {context!r}")
    if context == "lahman" and not (assemble.in_lahman(season) and league):
        raise w.err(vals["context"][0], None, f"context lahman needs a season {lahman.FIRST_SEASON}-"
                                               f"{lahman.LAST_SEASON} and a league")
    name = vals.get("team", (0, Path(file).stem))[1] or Path(file).stem
    tid = vals.get("id", (0, ""))[1] or assemble.slug(name)
    park = Park(name=vals.get("park", (0, ""))[1], bpf=num("bpf") or 100, ppf=num("ppf") or 100)
    return _Meta(name, tid, season, league, dh, park, record, context or ("lahman" if assemble.in_lahman(season)
                                                                          and league else "self"))


def _columns(header: list[str], n: int, w: _Where) -> list[str]:
    known = known_columns()
    out = []
    for raw in header:
        col = raw.strip().upper()
        if col == "":
            raise w.err(n, None, "the header has an empty column name")
        if col not in known:
            close = difflib.get_close_matches(col, known, n=1, cutoff=0.6)
            hint = f"; did you mean {close[0]}?" if close else " (see dugout csv-template)"
            raise w.err(n, raw.strip(), f"unknown column{hint}")
        if col in out:
            raise w.err(n, raw.strip(), "the column appears twice")
        out.append(col)
    if "NAME" not in out:
        raise w.err(n, None, "the header needs a 'name' column")
    return out


class _RowReader:
    """Typed cell access for one data row, with errors that name the row and column."""

    def __init__(self, cells: dict[str, str], n: int, w: _Where) -> None:
        self.cells, self.n, self.w = cells, n, w

    def raw(self, col: str) -> str:
        return self.cells.get(col, "").strip()

    def check(self) -> None:
        """Every numeric cell in its declared form (``row_schema``), else the first one wrong as a one-line error."""
        err = next(iter(_row_validator().iter_errors(self.cells)), None)
        if err is not None:
            col = str(err.absolute_path[0])
            raise self.fail(col, f"expected {err.schema['x-expected']}, got {self.raw(col)!r}")

    # the cells below have passed ``check``
    def count(self, col: str) -> int | None:
        v = self.raw(col).replace(",", "")
        return int(v) if v else None

    def innings(self, col: str) -> int | None:
        whole, _, thirds = self.raw(col).partition(".")
        return 3 * int(whole) + int(thirds or 0) if whole else None

    def number(self, col: str, percent: bool = False) -> float | None:
        v = self.raw(col).rstrip("%").strip()
        if v == "":
            return None
        return float(v) / 100 if percent else float(v)

    def fail(self, col: str | None, msg: str) -> DugoutError:
        return self.w.err(self.n, col, msg)


def _positions(r: _RowReader) -> dict[str, int]:
    text = r.raw("POS")
    out: dict[str, int] = {}
    for tok in re.split(r"[\s,/;]+", text):
        if not tok:
            continue
        m = re.fullmatch(r"([A-Za-z0-9]+)(?::(\d+))?", tok)
        pos = m.group(1).upper() if m else ""
        if m is None or pos not in _POSITIONS:
            raise r.fail("pos", f"expected positions such as 'SS:140 2B:12' ({' '.join(_POSITIONS)}), got {tok!r}")
        out[pos] = out.get(pos, 0) + int(m.group(2) or 0)
    return out


def _batting(r: _RowReader, prefix: str = "") -> dict[str, int | None] | None:
    raw = {key: r.count(prefix + col) for col, key in BAT_COLS.items() if not (prefix and col == "G")}
    if all(v is None for v in raw.values()):
        return None
    col = (lambda c: prefix + c)
    ab, h = raw.get("ab") or 0, raw.get("h") or 0
    if h > ab:
        raise r.fail(col("H"), f"{h} hits in {ab} at-bats")
    xbh = (raw.get("b2") or 0) + (raw.get("b3") or 0) + (raw.get("hr") or 0)
    if xbh > h:
        raise r.fail(col("H"), f"2B + 3B + HR = {xbh} is more than H = {h}")
    if (raw.get("so") or 0) > ab - h:
        raise r.fail(col("SO"), f"{raw.get('so')} strikeouts but only {ab - h} outs at bat")
    if (raw.get("ibb") or 0) > (raw.get("bb") or 0):
        raise r.fail(col("IBB"), "more intentional walks than walks")
    least = ab + sum(raw.get(k) or 0 for k in ("bb", "hbp", "sh", "sf"))
    pa = raw.get("pa")
    if pa is not None and pa < least:
        raise r.fail(col("PA"), f"PA {pa} is less than AB + BB + HBP + SH + SF = {least}")
    if raw.get("ab") is None and raw.get("pa") is None:
        raise r.fail(col("AB"), "batting stats need AB")
    return raw


def _pitching(r: _RowReader) -> dict[str, int | None] | None:
    raw: dict[str, int | None] = {}
    for col, key in PIT_COLS.items():
        raw[key] = r.innings(col) if key == "ipouts" else r.count(col)
    if all(v is None for v in raw.values()):
        return None
    if raw["ipouts"] is None:
        raise r.fail("P_IP", "pitching stats need innings pitched (P_IP)")
    if (raw["er"] or 0) > (raw["r"] or 0) and raw["r"] is not None:
        raise r.fail("P_ER", "more earned runs than runs")
    if (raw["hr"] or 0) > (raw["h"] or 0):
        raise r.fail("P_HR", "more home runs than hits allowed")
    if (raw["gs"] or 0) > (raw["g"] or 0) and raw["g"] is not None:
        raise r.fail("P_GS", "more starts than games")
    return raw


def _extras(r: _RowReader) -> Extras | None:
    vals = {key: r.number(col, percent=key in _PERCENT_KEYS) for col, key in EXTRA_COLS.items()}
    if all(v is None for v in vals.values()):
        return None
    return Extras(**vals, sources=("csv",))


def _splits(r: _RowReader, season: int | None, league: str) -> Splits | None:
    lines: dict[str, BattingLine | None] = {}
    for prefix, name in SPLIT_PREFIXES.items():
        raw = _batting(r, prefix)
        lines[name] = assemble.batting_line(raw, None, league) if raw else None
    if all(v is None for v in lines.values()):
        return None
    return Splits(**lines, source="csv")


def _player(r: _RowReader, meta: _Meta) -> Player:
    r.check()
    name = r.raw("NAME")
    if not name:
        raise r.fail("name", "a player needs a name")
    bats = r.raw("BATS").upper() or None
    throws = r.raw("THROWS").upper() or None
    if bats == "B":
        bats = "S"
    if bats not in (None, "L", "R", "S"):
        raise r.fail("bats", f"expected L, R or S (switch), got {r.raw('BATS')!r}")
    if throws not in (None, "L", "R"):
        raise r.fail("throws", f"expected L or R, got {r.raw('THROWS')!r}")
    born = r.count("BORN")
    if born is not None and not 1800 <= born <= 2100:
        raise r.fail("born", f"expected a birth year, got {born}")
    games = _positions(r)
    bat_raw, pit_raw = _batting(r), _pitching(r)
    if bat_raw is None and pit_raw is None:
        raise r.fail(None, f"{name} has neither batting nor pitching stats")
    batting = assemble.batting_line(bat_raw, meta.season, meta.league or "AL") if bat_raw else None
    pitching = assemble.pitching_line(pit_raw, meta.season, meta.league or "AL") if pit_raw else None
    if pitching is not None:
        games["P"] = max(games.get("P", 0), pitching.g)
    fielding: dict[str, FieldingLine] = {}
    fraw = {key: (r.innings(col) if key == "inn_outs" else r.count(col)) for col, key in FLD_COLS.items()}
    if any(v is not None for v in fraw.values()):
        first = next(iter(games), None)
        if first is None or first == "DH":
            raise r.fail("F_PO", "fielding columns need a fielding position first in 'pos'")
        if fraw["g"] is None:
            fraw["g"] = games.get(first) or None
        fielding[first] = assemble.fielding_line(fraw)
    if not games and batting is not None:
        raise r.fail("pos", f"{name} bats but has no position (e.g. 'SS:140' or 'DH')")
    for pos, g in list(games.items()):
        if g == 0:
            games[pos] = (batting.g if batting and pos != "P" else pitching.g if pitching and pos == "P" else 0) or 1
    imputed = tuple(k for k, v in (("bats", bats), ("throws", throws)) if v is None)
    return Player(id=r.raw("ID") or assemble.slug(name), name=name, bats=bats or "R", throws=throws or "R",
                  birth_year=born, batting=batting, pitching=pitching, fielding=fielding, games_at=games,
                  imputed=imputed, extras=_extras(r), splits=_splits(r, meta.season, meta.league))


def _comment_or_blank(line: str) -> str | None:
    """A line before the header as the team's comment text ("" for a blank line), None for the header. A
    spreadsheet that re-saves the file splits a comment at its commas into cells, quotes a cell holding a quote
    and pads rows with empty cells: the comment is put back together."""
    if not line.strip():
        return ""
    try:
        cells = next(csv.reader([line.strip()]))
    except (csv.Error, StopIteration):
        return None
    while cells and not cells[-1].strip():
        cells.pop()
    if not cells:
        return ""
    if cells[0].lstrip().startswith("#"):
        return ",".join(cells).strip()
    return None


def parse_csv(text: str, file: str = "<csv>") -> Team:
    """A finished Team from CSV text; every problem is a DugoutError naming file, row and column."""
    w = _Where(file)
    text = text.removeprefix("\ufeff")
    if "\x00" in text:
        raise w.err(text[:text.index("\x00")].count("\n") + 1, None, "expected CSV text, got a NUL byte (a binary "
                                                                       "file?)")
    if not text.strip():
        raise w.err(None, None, "the file is empty (dugout csv-template writes an example)")
    lines = text.splitlines()
    meta_lines, first = [], None
    for i, line in enumerate(lines, 1):
        s = _comment_or_blank(line)
        if s is None:
            first = i
            break
        if s:
            meta_lines.append((i, s))
    if first is None:
        raise w.err(None, None, "no header row (dugout csv-template writes an example)")
    meta = _meta(meta_lines, file, w)
    reader = csv.reader(io.StringIO("\n".join(lines[first - 1:])))
    try:
        header = next(reader)
    except csv.Error as e:
        raise w.err(first, None, f"not valid CSV ({e})") from None
    while header and not header[-1].strip():
        header.pop()  # a spreadsheet pads every row to its widest
    cols = _columns(header, first, w)
    players: list[Player] = []
    seen: dict[str, int] = {}
    try:
        for row in reader:
            n = first + reader.line_num - 1
            if not any(c.strip() for c in row) or row[0].lstrip().startswith("#"):
                continue
            while len(row) > len(cols) and not row[-1].strip():
                row.pop()
            if len(row) > len(cols):
                raise w.err(n, None, f"{len(row)} cells but the header has {len(cols)} columns")
            cells = dict(zip(cols, row))
            r = _RowReader(cells, n, w)
            p = _player(r, meta)
            if p.id in seen:
                raise w.err(n, "id" if r.raw("ID") else "name", f"duplicate player id {p.id!r} (also row "
                                                                 f"{seen[p.id]}); give one of them an 'id'")
            seen[p.id] = n
            players.append(p)
    except csv.Error as e:
        raise w.err(first + reader.line_num - 1, None, f"not valid CSV ({e})") from None
    if not players:
        raise w.err(None, None, "no player rows after the header")
    team = _team(meta, players, file)
    bad = first_error({"schema_version": 1, "team": to_data(team)})
    if bad is not None:  # the roster schema, as for a roster file: a player's place is his row
        m = re.match(r"\$\.team\.players\[(\d+)\]\.?(.*)", bad.path)
        if m is None:
            raise w.err(None, None, f"{bad.path}: {bad.expected}")
        raise w.err(list(seen.values())[int(m.group(1))], m.group(2) or None, bad.expected)
    return team


def _team(meta: _Meta, players: list[Player], file: str) -> Team:
    league = meta.league or ("AL" if meta.dh else "")
    dh = meta.dh if meta.dh is not None else (lahman.has_dh(meta.season, league) if meta.season and league
                                               else any("DH" in p.games_at for p in players))
    team = Team(id=meta.id, name=meta.name, season=meta.season, league=league, franchise=meta.id, park=meta.park,
                players=tuple(players), dh=dh, record=meta.record, source="csv",
                notes=f"Imported from the CSV roster {Path(file).name}.")
    if meta.context == "lahman":
        assert meta.season is not None
        try:
            ctx = lahman.league_context(meta.season, meta.league)
        except DugoutError as e:
            raise DugoutError(f"{file}: {e}") from None
        note = f"League context: the real {ctx.label}."
    else:
        ctx = assemble.self_context(team, meta.season, league)
        note = "League context: this roster's own totals (no real league-season named)."
    team = assemble.merge_notes(dataclasses.replace(team, context=ctx), note)
    team = assemble.complete_fielding(team, league_average_for_missing=True)
    try:
        return assemble.finish(team)
    except DugoutError as e:
        raise DugoutError(f"{file}: {e}") from None


def load_csv(path: str | Path) -> Team:
    """Read a roster CSV file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DugoutError(f"{path}: no such file") from None
    except UnicodeDecodeError:
        raise DugoutError(f"{path}: expected UTF-8 CSV text") from None
    except OSError as e:
        raise DugoutError(f"{path}: cannot read ({e.strerror})") from None
    return parse_csv(text, str(path))


_TEMPLATE_HEAD = """\
# dugout roster CSV: one row per player. Lines starting with '#' before the header describe the team.
# Batting: G AB R H 2B 3B HR RBI BB IBB HBP SO SH SF GIDP SB CS (PA optional). Pitching: the same with P_,
# innings as P_IP with thirds after the dot (201.1). pos lists positions with games ('2B:138 SS:12').
# Optional: id, F_G F_GS F_INN F_PO F_A F_E F_DP F_PB F_SB F_CS (the first position in pos), BsR Def K% BB%
# GB% Sprint P_K% P_BB% P_GB%, splits vsL_AB vsR_H ... (batter vs LHP/RHP), oppL_AB oppR_H ... (batters vs
# the pitcher). An empty cell means "not recorded". docs/sources.md describes every column.
# team: Springfield Isotopes
# id: SPR
# season: 2019
# league: AL
# dh: yes
# park: Duff Stadium
# bpf: 101
# ppf: 99
# record: 88-74
"""

_TEMPLATE_COLS = ("name", "bats", "throws", "born", "pos", "G", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "IBB",
                  "HBP", "SO", "SH", "SF", "GIDP", "SB", "CS", "BsR", "Def", "F_PO", "F_A", "F_E", "F_DP")
_TEMPLATE_PCOLS = ("P_W", "P_L", "P_G", "P_GS", "P_CG", "P_SHO", "P_SV", "P_GF", "P_IP", "P_H", "P_R", "P_ER", "P_HR",
                   "P_BB", "P_IBB", "P_HBP", "P_SO", "P_WP", "P_BK", "P_GB%")
#: An invented team: hitters (identity, batting, BsR, Def, fielding at the first position) ...
_TEMPLATE_HITTERS = (
    "Hal Reyes|L|R|1998|1B:150|152 578 92 171 38 2 31 104 72 6 5 121 0 6 14 2 1|||1180 88 6 121",
    "Dusty Kagawa|R|R|2000|2B:138 SS:12|149 592 88 163 29 5 11 61 44 1 7 98 4 5 11 19 6|1.8|4.5|252 371 9 88",
    "Mo Delgado|S|R|1996|SS:144|146 551 79 148 27 6 8 57 51 2 3 102 6 4 9 28 9|5.2|9.1|201 412 14 91",
    "Rocky Vance|R|R|1995|3B:141|145 530 76 141 33 1 24 89 58 4 9 134 0 7 16 3 2|||88 241 15 24",
    "Ike Okafor|L|L|1999|LF:120 RF:22|140 505 74 139 24 4 19 77 63 5 2 117 1 5 7 11 4|||221 6 3 1",
    "Theo Lindqvist|L|R|1997|CF:151|153 612 101 174 30 9 14 58 49 0 4 128 5 3 6 34 8|6.4|3.0|371 7 2 2",
    "Buck Tanaka|R|R|1994|RF:130 1B:10|138 498 66 129 26 2 22 81 41 2 6 141 0 6 13 4 3|||241 9 4 2",
    "Gus Ferreira|R|R|1993|C:118|121 402 41 97 19 0 13 52 37 3 8 96 2 4 12 0 1|-3.1|8.7|880 52 5 7",
    "Pip Moreau|R|R|2001|DH:98 1B:12|118 420 55 113 22 1 20 70 48 2 3 119 0 3 10 1 0|||",
    "Sal Bianchi|R|R|1992|C:52|58 170 15 39 8 0 4 19 16 1 2 44 3 1 6 0 0|||350 21 3 3",
    "Eddie Quon|S|R|1999|2B:35 3B:30 SS:20|96 251 30 63 11 2 3 22 21 0 1 55 4 2 5 8 3|||61 88 4 19",
    "Jed Holloway|L|L|1996|LF:40 CF:25 RF:30|104 233 34 58 9 3 4 21 25 1 1 61 2 1 3 12 4|||71 2 1 0",
    "Nico Varga|R|R|2002|3B:28 1B:15|55 148 16 35 7 0 5 18 11 0 2 44 0 1 4 1 1|||19 51 3 5",
)
#: ... and pitchers (identity, pitching, GB%).
_TEMPLATE_PITCHERS = (
    "Lefty Ambrose|L|L|1996|P:32|16 8 32 32 2 1 0 0 201.1 178 79 72 21 52 2 6 211 5 1 47.5",
    "Cy Whitfield|R|R|1994|P:31|13 10 31 31 1 0 0 0 188.2 181 88 81 24 58 1 8 176 7 0 44.0",
    "Moose Petrakis|R|R|1998|P:30|11 11 30 30 0 0 0 0 171.0 170 86 80 19 61 3 5 158 4 1 56.2",
    "Juan Ocampo|R|R|2000|P:29|9 9 29 28 0 0 0 0 158.1 161 84 77 22 55 2 7 139 6 0 41.0",
    "Deke Lawson|L|L|1995|P:34|7 8 34 18 0 0 0 4 121.2 124 66 61 16 44 2 3 97 3 0 45.3",
    "Rollie Sato|R|R|1993|P:66|4 3 66 0 0 0 38 58 64.1 49 19 17 5 18 3 2 79 2 0 51.0",
    "Vic Amato|R|R|1997|P:70|6 4 70 0 0 0 3 14 71.0 60 27 25 7 25 4 3 78 3 0 43.8",
    "Skip Harlan|L|L|1991|P:61|3 2 61 0 0 0 1 10 55.2 52 24 22 6 21 3 1 57 2 0 49.9",
    "Otis Greer|R|R|1999|P:52|2 4 52 1 0 0 0 12 68.0 70 36 33 9 28 2 4 62 4 1 38.7",
    "Beau Marchetti|R|R|1998|P:40|3 3 40 2 0 0 0 9 60.0 63 33 31 8 24 1 2 49 2 0 46.1",
)


def csv_template() -> str:
    """An example roster CSV: an invented team of 13 hitters and 10 pitchers with every common column."""
    out = io.StringIO()
    out.write(_TEMPLATE_HEAD)
    w = csv.writer(out, lineterminator="\n")
    cols = _TEMPLATE_COLS + _TEMPLATE_PCOLS
    w.writerow(cols)
    for line in _TEMPLATE_HITTERS:
        name, bats, throws, born, pos, stats, bsr, dfn, fld = line.split("|")
        row = [name, bats, throws, born, pos, *stats.split(), bsr, dfn, *(fld.split() or [""] * 4)]
        w.writerow(row + [""] * (len(cols) - len(row)))
    for line in _TEMPLATE_PITCHERS:
        name, bats, throws, born, pos, stats = line.split("|")
        w.writerow([name, bats, throws, born, pos] + [""] * (len(_TEMPLATE_COLS) - 5) + stats.split())
    return out.getvalue()
