"""Roster files: JSON with a schema version, saved atomically and validated on load."""

from __future__ import annotations

import hashlib
import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from dugout.errors import DugoutError, RosterFileError
from dugout.model.schema import SchemaError, Unreadable, first_error, from_data, to_data
from dugout.model.team import Team
from dugout.model.validate import check_playable, check_team
from dugout.text import safe_text

SCHEMA_VERSION = 1
FORMAT = "dugout-roster"


def team_to_json(team: Team) -> str:
    """The roster file text of a team."""
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "team": to_data(team)}
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


#: Digests of roster texts that passed the schema in this process (a league's rosters are read again and again;
#: the same text gets the same verdict).
_CONFORMING: set[bytes] = set()


def team_from_data(doc: Any, file: str = "<data>", *, conforming: bool = False) -> Team:
    """Validate a parsed roster document and build the Team (``conforming``: the schema passed this very text
    before)."""
    if not isinstance(doc, dict):
        raise RosterFileError(file, "$", "expected a JSON object with 'schema_version' and 'team'")
    if doc.get("format", FORMAT) != FORMAT:
        raise RosterFileError(file, "$.format", f"expected {FORMAT!r}, got {doc.get('format')!r}")
    if "schema_version" not in doc:
        raise RosterFileError(file, "$.schema_version", f"missing (this dugout reads version {SCHEMA_VERSION})")
    v = doc["schema_version"]
    if v != SCHEMA_VERSION:
        raise RosterFileError(file, "$.schema_version", f"expected {SCHEMA_VERSION}, got {v!r}")
    if "team" not in doc:
        raise RosterFileError(file, "$.team", "missing the team object")
    bad = None if conforming else first_error(doc)
    if bad is not None:
        raise RosterFileError(file, bad.path, bad.expected)
    team = from_data(Team, doc["team"])
    _check_references(team, file)
    try:
        check_team(team)
    except SchemaError as e:
        raise RosterFileError(file, e.path, e.expected) from None
    return team


def _check_references(team: Team, file: str) -> None:
    ids = [p.id for p in team.players]
    seen: set[str] = set()
    for i, pid in enumerate(ids):
        if pid in seen:
            raise RosterFileError(file, f"$.team.players[{i}].id", f"duplicate player id {pid!r}")
        seen.add(pid)
    refs: list[tuple[str, str]] = []
    refs += [(f"$.team.lineup_vs_rhp[{i}].player", s.player) for i, s in enumerate(team.lineup_vs_rhp)]
    refs += [(f"$.team.lineup_vs_lhp[{i}].player", s.player) for i, s in enumerate(team.lineup_vs_lhp)]
    refs += [(f"$.team.rotation[{i}]", p) for i, p in enumerate(team.rotation)]
    refs += [(f"$.team.bullpen[{i}].player", s.player) for i, s in enumerate(team.bullpen)]
    refs += [(f"$.team.bench[{i}]", p) for i, p in enumerate(team.bench)]
    for path, pid in refs:
        if pid not in seen:
            raise RosterFileError(file, path, f"a player id of this team, got {pid!r}")
    for name in ("lineup_vs_rhp", "lineup_vs_lhp"):
        lineup = getattr(team, name)
        if lineup and len(lineup) != 9:
            raise RosterFileError(file, f"$.team.{name}", f"expected 9 batters, got {len(lineup)}")


def load_team(path: str | os.PathLike[str]) -> Team:
    """Read and validate a roster file; every problem becomes a RosterFileError naming the file."""
    p = Path(path)
    name = str(path)
    if p.is_dir():
        raise RosterFileError(name, "$", "expected a roster file, got a directory")
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DugoutError(f"{name}: no such file") from None
    except UnicodeDecodeError:
        raise RosterFileError(name, "$", "expected UTF-8 JSON text, got binary data") from None
    except OSError as e:
        raise DugoutError(f"{name}: cannot read ({e.strerror})") from None
    if not text.strip():
        raise RosterFileError(name, "$", "expected a JSON roster, got an empty file")
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
    team = team_from_data(parse_json(text, name), name, conforming=digest in _CONFORMING)
    if len(_CONFORMING) < 4096:
        _CONFORMING.add(digest)
    return team


def _int(text: str) -> int | Unreadable:
    # Python reads at most 4300 digits; a longer number becomes a stand-in the schema refuses at its place
    return int(text) if len(text) <= 4000 else Unreadable(text)


def _float(text: str) -> float | Unreadable:
    x = float(text)  # 1e400 reads as Infinity: kept as written, for the message
    return x if math.isfinite(x) else Unreadable(text)


def parse_json(text: str, file: str) -> Any:
    """JSON text as data; NaN, Infinity and numbers too long to read stay in place for the schema to refuse with
    their JSON path. Bad JSON and nesting deeper than Python can follow are one-line errors."""
    try:
        return json.loads(text, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as e:
        raise RosterFileError(file, f"line {e.lineno} column {e.colno}", f"invalid JSON ({e.msg})") from None
    except RecursionError:
        raise RosterFileError(file, "$", "expected a roster, got lists or objects nested too deep to read") from None


def load_playable(path: str | os.PathLike[str]) -> Team:
    """``load_team`` for a team about to be rated or played: one whose stat lines are all zero is refused too."""
    team = load_team(path)
    try:
        check_playable(team)
    except SchemaError as e:
        raise RosterFileError(str(path), e.path, e.expected) from None
    return team


def check_target(path: str | os.PathLike[str], *, force: bool = False) -> Path:
    """Fail early, before any work, when ``path`` cannot be written (or exists and ``force`` is off)."""
    p = Path(path)
    if p.is_dir():
        raise DugoutError(f"{p}: is a directory, expected a file name")
    if p.exists() and not force:
        raise DugoutError(f"{p}: already exists (use --force to overwrite)")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():
        if parent.exists():
            raise DugoutError(f"{p}: {parent} is a file, not a folder")
        raise DugoutError(f"{p}: folder {parent} does not exist")
    return p


def atomic_write(path: str | os.PathLike[str], data: str | bytes, *, force: bool = False) -> Path:
    """Write a file completely or not at all; refuse to replace an existing file unless ``force``."""
    p = check_target(path, force=force)
    parent = p.parent if str(p.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", suffix=".tmp", dir=parent)
    except OSError as e:
        raise DugoutError(f"{p}: cannot write ({e.strerror})") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data if isinstance(data, bytes) else safe_text(data).encode("utf-8"))
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, p)
    except OSError as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise DugoutError(f"{p}: cannot write ({e.strerror})") from None
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return p


def save_team(team: Team, path: str | os.PathLike[str], *, force: bool = False) -> Path:
    """Write a roster file atomically; a team that ``load_team`` would refuse is not written."""
    try:
        bad = first_error({"format": FORMAT, "schema_version": SCHEMA_VERSION, "team": to_data(team)})
        if bad is not None:
            raise bad
        check_team(team)
    except SchemaError as e:
        raise RosterFileError(os.fspath(path), e.path, f"{e.expected} (not written)") from None
    return atomic_write(path, team_to_json(team), force=force)
