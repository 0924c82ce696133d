"""Text from data made inert for output: ``safe_text``, the one function every output passes names through.

A player, team or league name is data, and data can hold anything: an ANSI escape sequence that recolours or
rewrites the terminal, a NUL that truncates a C string, a bidirectional override that makes a line read
differently than it is. ``safe_text`` strips them all; the terminal consoles (``cli.common``), every file
dugout writes (``model.io.atomic_write`` and ``api.outputs``), the HTML and PDF templates (the Jinja2
environment's ``finalize``) and the one-line errors on stderr go through it. Markup is a separate matter: the
consoles print names with ``markup=False`` and the templates autoescape.
"""

from __future__ import annotations

import re

#: What ``safe_text`` removes: the C0 controls but tab, newline and carriage return; DEL; the C1 controls (0x9b
#: is a one-byte CSI on some terminals); the bidirectional embeddings, overrides and isolates.
_STRIP = dict.fromkeys(
    [c for c in range(0x20) if c not in (0x09, 0x0A, 0x0D)] + [0x7F] + list(range(0x80, 0xA0))
    + list(range(0x202A, 0x202F)) + list(range(0x2066, 0x206A)),
)


def safe_text(text: str) -> str:
    """``text`` without control characters (escape codes, NUL, bidirectional overrides); tabs and line ends stay.

    >>> safe_text("Ty\\x1b[31m Cobb\\x00")
    'Ty[31m Cobb'
    """
    return text.translate(_STRIP)


#: A visible character: not white space, a control character, a zero-width character or a bidirectional mark,
#: embedding or isolate (as a regular expression that JSON Schema's dialect reads too: the roster schema's
#: ``NAME_PATTERN``).
VISIBLE = r"[^\s\x00-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]"
_VISIBLE = re.compile(VISIBLE)


def shows(text: str) -> bool:
    """Whether ``text`` has a character that shows (``VISIBLE``): the rule every name from data must pass, so that
    none prints as nothing.

    >>> shows("Ty Cobb"), shows(" \\u200b\\u202e"), shows("\\x1b\\x07")
    (True, False, False)
    """
    return _VISIBLE.search(text) is not None
