"""Where dugout finds its bundled rosters and templates and writes cards by default."""

from __future__ import annotations

import os
from pathlib import Path

_PKG = Path(__file__).resolve().parent


def project_root() -> Path:
    """The checkout that holds ``rosters/`` and ``templates/`` (DUGOUT_HOME overrides)."""
    env = os.environ.get("DUGOUT_HOME")
    if env:
        return Path(env)
    for cand in (_PKG.parent.parent, Path.cwd()):
        if (cand / "templates").is_dir() and (cand / "rosters").is_dir():
            return cand
    return Path.cwd()


def rosters_dir() -> Path:
    """The bundled rosters folder (also the default output folder of ``dugout roster``)."""
    return project_root() / "rosters"


def templates_dir() -> Path:
    """The Jinja2 templates folder."""
    return project_root() / "templates"


def cards_dir() -> Path:
    """The default output folder for printed cards and reports."""
    return project_root() / "cards"
