"""JSON from files as strict data: ``loads``, the one parser for every JSON file a user hands dugout (rosters,
league folders, saved games, specs, indexes).

Python's ``json`` accepts what JSON does not (``NaN``, ``Infinity``), turns ``1e400`` into infinity, spends
quadratic time on a 100,000-digit integer and fails with ``RecursionError`` on deep nesting. ``loads`` refuses
each of them with a ``JSONDataError`` (a ``ValueError``) whose message names the problem, so each reader turns
it into its own one-line error naming the file.
"""

from __future__ import annotations

import json
import math
from typing import Any

#: Digits an integer may have: a dice seed's (dugout draws 63-bit seeds, 19 digits, and takes a user's of up to 40:
#: ``Dice`` refuses more, so every file that keeps a seed reads it back); a count of anything baseball is far
#: below, and each reader checks its own ranges.
MAX_DIGITS = 40
#: Nesting depth a document may have (a roster is about 6 deep).
MAX_DEPTH = 64


class JSONDataError(ValueError):
    """A JSON text that is not plain data: the message names the value."""


def _constant(name: str) -> Any:
    raise JSONDataError(f"{name} is not a number JSON allows (expected a finite number)")


def _float(text: str) -> float:
    x = float(text)
    if not math.isfinite(x):
        raise JSONDataError(f"{text} is out of range (expected a finite number)")
    return x


def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        shown = text if len(text) <= 24 else f"{text[:12]}… ({digits} digits)"
        raise JSONDataError(f"{shown} is too large (at most {MAX_DIGITS} digits)")
    return int(text)


def _depth(text: str) -> int:
    """The deepest nesting of ``[`` and ``{`` outside strings (a linear scan, no recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def loads(text: str) -> Any:
    """Parse ``text`` as plain JSON data; ``JSONDataError`` for what no dugout file holds (see the module doc),
    ``json.JSONDecodeError`` (also a ``ValueError``) for text that is not JSON."""
    if "\x00" in text:
        raise JSONDataError("a NUL character in the text (expected JSON text)")
    if _depth(text) > MAX_DEPTH:
        raise JSONDataError(f"nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text, parse_constant=_constant, parse_float=_float, parse_int=_int)
    except RecursionError:  # pragma: no cover - _depth catches it first
        raise JSONDataError(f"nested more than {MAX_DEPTH} levels deep") from None


def describe(e: ValueError) -> str:
    """What went wrong, for a one-line error: 'line 3 column 5: invalid JSON (…)' or the data error."""
    if isinstance(e, json.JSONDecodeError):
        return f"line {e.lineno} column {e.colno}: invalid JSON ({e.msg})"
    return str(e)
