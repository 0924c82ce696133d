"""Shared pieces of the CLI: consoles and option helpers."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from typing import Annotated

import typer
from rich.console import Console
from rich.segment import Segment

from dugout.text import safe_text

#: Width of tables written to a file or a pipe (a terminal's own width otherwise; COLUMNS overrides both): rich
#: would cut them at 80 columns.
PIPE_WIDTH = 240


def _width(stream: object) -> int | None:
    if os.environ.get("COLUMNS"):
        return None
    isatty = getattr(stream, "isatty", None)
    return None if isatty is not None and isatty() else PIPE_WIDTH


class SafeConsole(Console):
    """A rich console that prints no control character from data: every piece of text it renders (a string,
    a ``Text``, a table's cells) passes ``safe_text`` just before it is written; rich's own styling codes are
    added after, so colours still work."""

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        return super()._render_buffer(seg if seg.control else Segment(safe_text(seg.text), seg.style)
                                      for seg in buffer)


# markup off: a name holding "[/bold]" is text, in a table's cells too (styles are given as Text, never as markup)
out = SafeConsole(highlight=False, markup=False, width=_width(sys.stdout))
err = SafeConsole(stderr=True, highlight=False, markup=False, width=_width(sys.stderr))

#: The ``--fresh`` option of every command that takes teams.
Fresh = Annotated[bool, typer.Option("--fresh", help="Import SEASON:TEAM from Lahman again even when ./rosters "
                                                     "holds a copy of it.")]


def said(text: str) -> None:
    """A line of plain text on stdout: no markup read from names, never wrapped (a long path stays one line)."""
    out.print(text, markup=False, highlight=False, soft_wrap=True)
