"""Where dugout finds what it ships and where it writes.

What ships with dugout (the Jinja2 templates and their CSS, the sample rosters) is package data, found with
``importlib.resources`` wherever dugout is installed. What dugout writes goes where the user stands: ``./rosters``
and ``./cards`` under the current folder, or under ``$DUGOUT_HOME`` when that is set; every command that writes
also takes ``--output``. Nothing is written inside the installed package. The HTTP cache of the online importers
lives in the user's cache folder (:func:`cache_dir`, found by platformdirs).
"""

from __future__ import annotations

import os
import re
import shutil
from importlib.resources import files
from pathlib import Path

import platformdirs

from dugout.errors import DugoutError


def _shipped(name: str) -> Path:
    # dugout installs as plain files (no zip), so the resource folder is a real path
    return Path(str(files("dugout").joinpath(name)))


def templates_dir() -> Path:
    """The Jinja2 templates and CSS shipped with dugout."""
    return _shipped("templates")


def samples_dir() -> Path:
    """The sample rosters shipped with dugout (found by team name, e.g. ``Broad Street Peacocks``)."""
    return _shipped("samples")


def cache_dir() -> Path:
    """The HTTP cache folder: ``$DUGOUT_CACHE`` if set, else the user's cache folder as platformdirs names it
    (on Linux ``$XDG_CACHE_HOME/dugout``, else ``~/.cache/dugout``, as before; on macOS and Windows the
    platform's own cache folder, where the cache an older dugout kept in ``~/.cache/dugout`` is moved)."""
    env = os.environ.get("DUGOUT_CACHE")
    if env:
        return Path(env)
    folder = Path(platformdirs.user_cache_dir("dugout", appauthor=False))
    _migrate(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "dugout", folder)
    return folder


def _migrate(old: Path, new: Path) -> None:
    """Move the files of an older dugout's cache folder to the new one (once; a failure leaves both as they are:
    the pages are fetched again)."""
    if old == new or not old.is_dir() or new.exists():
        return
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(old), str(new))
    except OSError:
        pass


def output_root() -> Path:
    """The folder outputs go under: ``$DUGOUT_HOME`` if set, else the current folder."""
    env = os.environ.get("DUGOUT_HOME")
    return Path(env) if env else Path.cwd()


def rosters_dir() -> Path:
    """The user's rosters: where ``dugout roster`` writes and where a ``SEASON:TEAM`` looks for an edited copy."""
    return output_root() / "rosters"


def cards_dir() -> Path:
    """The default output folder for printed cards and reports."""
    return output_root() / "cards"


def made(folder: Path) -> Path:
    """A default output folder, created on first use (a user-named folder is never created silently)."""
    if folder.exists() and not folder.is_dir():
        raise DugoutError(f"{folder}: expected a folder, got a file")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise DugoutError(f"{folder}: cannot create folder ({e.strerror})") from None
    return folder


_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def safe_name(text: str, *, fallback: str = "unnamed") -> str:
    """A file name made from data (a team's or player's id or name): the one function every path built from data
    goes through. Letters, digits, ``.``, ``_`` and ``-`` stay, every other run of characters (a path separator,
    a space, a control character) becomes ``-``; no leading dot (``..`` and hidden files), at most 80
    characters, ``fallback`` for what leaves nothing.

    >>> safe_name("../../etc/passwd"), safe_name("1927-NYA"), safe_name(""), safe_name("St. Louis/Browns")
    ('etc-passwd', '1927-NYA', 'unnamed', 'St.-Louis-Browns')
    """
    name = _UNSAFE.sub("-", text).strip("-.")[:80].strip("-.")
    return name or fallback


def inside(folder: Path, name: str, *, what: str = "file name") -> Path:
    """``folder / name`` for a ``name`` read from data that must name a file in ``folder`` itself: a path
    separator, ``..`` or an absolute path is an error naming ``what``."""
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\x00" in name:
        raise DugoutError(f"{what}: {name!r} is not a file name in {folder} (no folders or '..')")
    return folder / name
