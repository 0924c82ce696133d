"""Roster files: JSON with a schema version, saved atomically and validated on load."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from dugout import jsondata
from dugout.errors import DugoutError, RosterFileError
from dugout.model.schema import SchemaError, from_data, to_data
from dugout.model.team import Team
from dugout.model.validate import check_team
from dugout.text import safe_text

SCHEMA_VERSION = 1
FORMAT = "dugout-roster"


def team_to_json(team: Team) -> str:
    """The roster file text of a team."""
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "team": to_data(team)}
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def team_from_data(doc: Any, file: str = "<data>") -> Team:
    """Validate a parsed roster document and build the Team."""
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
    try:
        team = from_data(Team, doc["team"], "$.team")
    except SchemaError as e:
        raise RosterFileError(file, e.path, e.expected) from None
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
    try:
        doc = jsondata.loads(text)
    except json.JSONDecodeError as e:
        raise RosterFileError(name, f"line {e.lineno} column {e.colno}", f"invalid JSON ({e.msg})") from None
    except ValueError as e:
        raise RosterFileError(name, "$", str(e)) from None
    return team_from_data(doc, name)


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
        check_team(team)
    except SchemaError as e:
        raise RosterFileError(os.fspath(path), e.path, f"{e.expected} (not written)") from None
    return atomic_write(path, team_to_json(team), force=force)
