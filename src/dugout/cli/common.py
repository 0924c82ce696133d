"""Shared pieces of the CLI: consoles and option helpers."""

from __future__ import annotations

from rich.console import Console

out = Console(highlight=False)
err = Console(stderr=True, highlight=False)
