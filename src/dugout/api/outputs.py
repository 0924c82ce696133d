"""Report sets (several files in one folder): checked before the work, written all or nothing."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from dugout.errors import DugoutError
from dugout.model.io import check_target
from dugout.text import safe_text

#: Suffixes of the files dugout writes: a new output folder named like one of them is a mistaken file name.
FILE_SUFFIXES = (".csv", ".json", ".html", ".pdf", ".txt", ".png")


def check_folder_set(folder: Path, names: Iterable[str], *, force: bool = False,
                     what: str = "folder") -> list[Path]:
    """Fail before any work when the files ``names`` cannot be written into ``folder``.

    ``folder`` must be a folder or a path where one can be made; without ``force`` none of the files may
    exist.
    Returns the file paths. Nothing is created.
    """
    names = list(names)
    if folder.exists() and not folder.is_dir():
        raise DugoutError(f"{folder}: expected a {what}, got a file")
    if not folder.exists() and folder.suffix.lower() in FILE_SUFFIXES:
        raise DugoutError(f"{folder}: expected a {what}, got a file name (it would make a folder called "
                          f"{folder.name}; the files go inside: {', '.join(names)})")
    up = folder.absolute().parent
    while not up.exists():
        up = up.parent
    if not up.is_dir():
        raise DugoutError(f"{folder}: cannot make the folder ({up} is a file)")
    paths = [folder / n for n in names]
    if folder.is_dir():
        for p in paths:
            check_target(p, force=force)
    return paths


def make_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents); a failure is one line."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise DugoutError(f"{folder}: expected a folder, got a file") from None
    except OSError as e:
        raise DugoutError(f"{folder}: cannot make the folder ({e.strerror})") from None


def write_set(files: dict[Path, str | bytes], *, force: bool = False) -> list[Path]:
    """Write every file or none: all are written to temporary files first, then moved into place.

    Without ``force`` an existing file stops the whole set before anything is replaced. If a move fails, the
    files this call created are removed again.
    """
    for p in files:
        check_target(p, force=force)
    staged: list[tuple[str, Path]] = []
    created: list[Path] = []
    current: Path | None = None
    try:
        for current, data in files.items():
            parent = current.parent if str(current.parent) else Path(".")
            fd, tmp = tempfile.mkstemp(prefix=f".{current.name}.", suffix=".tmp", dir=parent)
            staged.append((tmp, current))
            with os.fdopen(fd, "wb") as fh:
                fh.write(data if isinstance(data, bytes) else safe_text(data).encode("utf-8"))
                fh.flush()
                os.fsync(fh.fileno())
            os.chmod(tmp, 0o644)
        current = None
        for p in files:
            check_target(p, force=force)  # one appeared while we rendered: still nothing replaced
        for tmp, current in staged:
            existed = current.exists()
            os.replace(tmp, current)
            if not existed:
                created.append(current)
    except OSError as e:
        for p in created:  # a move failed half way: take back the files this set made
            try:
                p.unlink()
            except OSError:
                pass
        raise DugoutError(f"{current}: cannot write ({e.strerror})") from None
    finally:
        for tmp, _ in staged:
            if os.path.exists(tmp):
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
    return list(files)
