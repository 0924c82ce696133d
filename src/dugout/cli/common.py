"""Shared pieces of the CLI: consoles and option helpers."""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer
from rich.console import Console

#: Width of tables written to a file or a pipe (a terminal's own width otherwise; COLUMNS overrides both): rich
#: would cut them at 80 columns.
PIPE_WIDTH = 240


def _width(stream: object) -> int | None:
    if os.environ.get("COLUMNS"):
        return None
    isatty = getattr(stream, "isatty", None)
    return None if isatty is not None and isatty() else PIPE_WIDTH


out = Console(highlight=False, width=_width(sys.stdout))
err = Console(stderr=True, highlight=False, width=_width(sys.stderr))

#: The ``--fresh`` option of every command that takes teams.
Fresh = Annotated[bool, typer.Option("--fresh", help="Import SEASON:TEAM from Lahman again even when ./rosters "
                                                     "holds a copy of it.")]


def said(text: str) -> None:
    """A line of plain text on stdout: no markup read from names, never wrapped (a long path stays one line)."""
    out.print(text, markup=False, highlight=False, soft_wrap=True)
