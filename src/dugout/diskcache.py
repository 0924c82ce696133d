"""Work kept on disk between commands: JSON files in the user's cache folder, written whole or not at all.

What is kept costs more than the work that follows it and depends on nothing but its inputs (a league-season
imported from Lahman: ``sources.lahman_cache``). It is kept under a key of everything it depends on, including the
source text of the code that made it (``source_key``), so a changed dugout never reads what an older one kept.

Files are JSON, never pickles: reading one runs no code whoever wrote it (docs/SECURITY.md), and what a file holds
is rebuilt through the same typed constructors as a roster file's (a file that does not fit is a miss). A file is
written to a temporary name and renamed into place, so two processes writing the same key each leave a whole
file; one that cannot be read is treated as missing; a folder that cannot be written keeps nothing. The folder of
each kind is ``paths.cache_dir() / KIND`` unless its environment variable names another (``off``: keep nothing).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

OFF = ("off", "0", "no", "false")


def folder(env: str, kind: str) -> Path | None:
    """The folder of one kind of kept work: ``$env`` if set (None for ``off``), else the user's cache folder's
    ``kind`` folder."""
    value = os.environ.get(env, "")
    if value.lower() in OFF:
        return None
    if value:
        return Path(value)
    from dugout.paths import cache_dir

    return cache_dir() / kind


def source_key(files: Iterable[Path], packages: Iterable[str] = ()) -> str:
    """A hash of Python's version, the named installed packages' versions and the files' names and text."""
    from importlib import metadata  # (only when a key is made: it costs a command's start-up 15 ms)

    h = hashlib.sha256()
    h.update(f"{sys.version_info[0]}.{sys.version_info[1]}".encode())
    for name in packages:
        try:
            h.update(f"{name} {metadata.version(name)}".encode())
        except metadata.PackageNotFoundError:
            h.update(f"{name} ?".encode())
    for path in files:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:20]


def load(path: Path) -> Any:
    """The JSON data kept at ``path``, or None (no file, or one that cannot be read)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):  # missing or damaged: made again and replaced
        return None


def load_packed(path: Path) -> str | None:
    """The text kept gzipped at ``path`` (``store_packed``), or None (no file, or one that cannot be read); a file
    read is marked as used now, so that ``prune`` removes the ones least recently used first."""
    try:
        text = gzip.decompress(path.read_bytes()).decode("utf-8")
    except (OSError, ValueError, EOFError):  # missing or damaged (gzip.BadGzipFile is an OSError)
        return None
    try:
        os.utime(path)
    except OSError:
        pass
    return text


def store(path: Path, data: Any, *, replaces: str | None = None) -> None:
    """Keep the JSON ``data`` at ``path`` (whole or not at all); then remove the other files of the folder matching
    the glob ``replaces`` (an older key of the same thing)."""
    _write(path, json.dumps(data, separators=(",", ":"), allow_nan=False).encode("utf-8"), replaces)


def store_packed(path: Path, text: str, *, replaces: str | None = None) -> None:
    """Keep ``text`` gzipped at ``path``, as ``store`` keeps JSON."""
    _write(path, gzip.compress(text.encode("utf-8"), compresslevel=1, mtime=0), replaces)


def _write(path: Path, data: bytes, replaces: str | None) -> None:
    where = path.parent
    try:
        where.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=where)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        if replaces is not None:
            for old in where.glob(replaces):
                if old != path:
                    old.unlink(missing_ok=True)
    except OSError:
        return


def prune(where: Path, pattern: str, max_bytes: int) -> None:
    """Remove the files of ``where`` matching ``pattern``, least recently used first, until the rest hold at most
    ``max_bytes`` (a folder that cannot be read or a file that cannot be removed is left as it is)."""
    try:
        files = [(p.stat(), p) for p in where.glob(pattern)]
    except OSError:
        return
    total = sum(st.st_size for st, _ in files)
    for st, p in sorted(files, key=lambda sp: (sp[0].st_mtime_ns, sp[1].name)):
        if total <= max_bytes:
            break
        try:
            p.unlink()
        except OSError:
            continue
        total -= st.st_size
