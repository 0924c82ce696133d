"""Multi-file outputs (report sets, league folders, a league's rosters): checked before the work, written all or
nothing. ``write_set`` and ``staged_folder`` are the one staged-output helper: everything is written to
temporary files (or a temporary folder) beside the target first, then moved into place in one short step that
Ctrl-C cannot split; a failure or an interrupt at any point removes what the call made and puts back what it
replaced, so the user's folder holds the complete output or none of it.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
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
    check_writable(folder)
    return paths


def check_writable(folder: Path) -> None:
    """Fail before any work when nothing can be created in ``folder`` (or, when it does not exist yet, in the
    folder it would be made in): a file is made there and removed at once."""
    up = folder.absolute()
    while not up.exists():
        up = up.parent
    try:
        fd, probe = tempfile.mkstemp(prefix=".dugout-probe-", dir=up)
    except OSError as e:
        raise DugoutError(f"{folder}: cannot write ({e.strerror})") from None
    os.close(fd)
    os.unlink(probe)


def make_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents); a failure is one line."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise DugoutError(f"{folder}: expected a folder, got a file") from None
    except OSError as e:
        raise DugoutError(f"{folder}: cannot make the folder ({e.strerror})") from None


def _top_missing(folder: Path) -> Path | None:
    """The outermost folder of ``folder``'s path that does not exist yet (None when ``folder`` exists)."""
    top = None
    f = folder.absolute()
    while not f.exists():
        top, f = f, f.parent
    if not f.is_dir():
        raise DugoutError(f"{folder}: cannot make the folder ({f} is a file)")
    return top


@contextmanager
def _held_interrupt() -> Iterator[list[int]]:
    """Ctrl-C (SIGINT) is held while the staged files are moved into place: the block gets the list of signals
    that came, and raises KeyboardInterrupt itself once the output is complete (``_raise_held``)."""
    got: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield got
        return
    old = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, lambda signum, frame: got.append(signum))
    try:
        yield got
    finally:
        signal.signal(signal.SIGINT, old)


def _raise_held(got: list[int]) -> None:
    if got:
        raise KeyboardInterrupt


def _write_file(path: Path, data: str | bytes, fd: int | None = None) -> None:
    if fd is None:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data if isinstance(data, bytes) else safe_text(data).encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())
    os.chmod(path, 0o644)


def _remove(path: Path) -> None:
    try:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()
    except FileNotFoundError:
        pass
    except OSError:
        pass


def write_set(files: dict[Path, str | bytes], *, force: bool = False) -> list[Path]:
    """Write every file or none (the module doc): files in folders that exist go to temporary files beside them;
    a folder that does not exist yet is built whole as a temporary folder beside it and renamed into place.

    Without ``force`` an existing file stops the whole set before anything is written; with it, the files it
    replaces come back if the set fails half way. An OSError becomes a one-line DugoutError naming the file.
    """
    files = dict(files)
    for p in files:
        if p.is_dir():
            raise DugoutError(f"{p}: is a directory, expected a file name")
        if p.exists() and not force:
            raise DugoutError(f"{p}: already exists (use --force to overwrite)")
    tops = {p: _top_missing(p.parent) for p in files}
    staged_dirs: dict[Path, Path] = {}    # a new folder -> the temporary folder built in its place
    staged_files: dict[Path, Path] = {}   # a file in an existing folder -> its temporary file
    done: list[tuple[Path, Path | None]] = []  # what was moved into place, with the backup of what it replaced
    current: Path | None = None
    held: list[int] = []
    try:
        for current, data in files.items():
            top = tops[current]
            if top is not None:
                if top not in staged_dirs:
                    staged_dirs[top] = Path(tempfile.mkdtemp(prefix=f".{top.name}.", suffix=".staging",
                                                             dir=top.parent))
                target = staged_dirs[top] / current.absolute().relative_to(top)
                target.parent.mkdir(parents=True, exist_ok=True)
                _write_file(target, data)
            else:
                fd, tmp_name = tempfile.mkstemp(prefix=f".{current.name}.", suffix=".tmp", dir=current.parent)
                staged_files[current] = Path(tmp_name)
                _write_file(Path(tmp_name), data, fd)
        current = None
        with _held_interrupt() as held:
            for p in files:  # one appeared while we rendered: still nothing replaced
                if p.exists() and not force:
                    raise DugoutError(f"{p}: already exists (use --force to overwrite)")
            for top, tmp_dir in staged_dirs.items():
                current = top
                if top.exists():
                    raise DugoutError(f"{top}: appeared while the files were written; nothing was written")
                os.rename(tmp_dir, top)
                done.append((top, None))
            for current, tmp in staged_files.items():
                backup = None
                if current.exists():
                    backup = current.with_name(f".{current.name}.{os.getpid()}.replaced")
                    os.replace(current, backup)
                done.append((current, backup))
                os.replace(tmp, current)
            current = None
    except BaseException as e:
        for path, backup in reversed(done):  # take back what this set made, put back what it replaced
            _remove(path)
            if backup is not None:
                try:
                    os.replace(backup, path)
                except OSError:
                    pass
        for tmp_dir in staged_dirs.values():
            _remove(tmp_dir)
        for tmp in staged_files.values():
            _remove(tmp)
        if isinstance(e, OSError):
            where = current if current is not None else next(iter(files), "")
            raise DugoutError(f"{where}: cannot write ({e.strerror or e}); nothing was written") from None
        raise
    for _path, backup in done:
        if backup is not None:
            _remove(backup)
    _raise_held(held)  # a Ctrl-C during the moves: the output is complete, then the command stops
    return list(files)


@contextmanager
def staged_folder(folder: Path, *, what: str = "folder") -> Iterator[Path]:
    """Build a new folder whole: yields a temporary folder beside ``folder`` to write into; when the block ends it
    is renamed to ``folder`` (which must not exist, or be empty), and on any error or Ctrl-C it is removed, so
    ``folder`` ends complete or as it was. An OSError becomes a one-line DugoutError."""
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise DugoutError(f"{folder}: exists and is not an empty folder (a {what} needs a new folder)")
    top = _top_missing(folder) or folder.absolute()
    try:
        tmp = Path(tempfile.mkdtemp(prefix=f".{top.name}.", suffix=".staging", dir=top.parent))
    except OSError as e:
        raise DugoutError(f"{folder}: cannot make the folder ({e.strerror})") from None
    made_empty = folder.exists()
    inner = tmp / folder.absolute().relative_to(top)
    held: list[int] = []
    try:
        inner.mkdir(parents=True, exist_ok=True)
        yield inner
        with _held_interrupt() as held:
            if made_empty:
                os.rmdir(folder)  # the empty folder the user named is replaced by the full one
            try:
                os.rename(tmp, top)
            except BaseException:
                if made_empty:
                    folder.mkdir(exist_ok=True)
                raise
    except BaseException as e:
        _remove(tmp)
        if isinstance(e, OSError):
            raise DugoutError(f"{folder}: cannot write ({e.strerror or e}); nothing was written") from None
        raise
    _raise_held(held)
