"""Printing: Jinja2 templates to HTML, HTML to PDF with WeasyPrint (imported lazily).

A game's ``Ruleset.print_sheets(teams, paper)`` returns complete HTML documents (each extends
``base.html.j2`` and sets its own ``@page`` size); ``write_pdf`` lays them all out in one PDF.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

import jinja2

from dugout.errors import DugoutError
from dugout.model.io import atomic_write
from dugout.paths import templates_dir
from dugout.text import safe_text

PAPERS = {"letter": "8.5in 11in", "a4": "210mm 297mm"}


def avg3(x: float | None) -> str:
    """A rate as printed on a baseball card: .356 (1.000 stays).

    >>> avg3(0.3557), avg3(1.0), avg3(None)
    ('.356', '1.000', '')
    """
    if x is None:
        return ""
    s = f"{x:.3f}"
    return s.removeprefix("0")


def signed(x: float | None) -> str:
    """+1, 0, -1 as printed.

    >>> signed(1), signed(0), signed(-2)
    ('+1', '0', '-2')
    """
    if x is None:
        return ""
    return f"{x:+d}" if isinstance(x, int) and x != 0 else str(x)


def ip(outs: int) -> str:
    """Innings pitched from outs: 7.2."""
    return f"{outs // 3}.{outs % 3}"


def _finalize(value: Any) -> Any:
    """Every ``{{ expression }}`` of a template: text loses its control characters (``safe_text``) before it is
    escaped."""
    return safe_text(value) if isinstance(value, str) else value


@cache
def environment() -> jinja2.Environment:
    """The shared Jinja2 environment over the templates dugout ships (package data, found by
    ``importlib.resources``): never over the current folder, whose templates would run as code."""
    root = templates_dir()
    if not root.is_absolute():
        raise DugoutError(f"{root}: the templates folder must be the installed package's, an absolute path")
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(root)),
        autoescape=jinja2.select_autoescape(["html", "j2", "xml"]),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        finalize=_finalize,
    )
    env.filters["avg3"] = avg3
    env.filters["signed"] = signed
    env.filters["ip"] = ip
    env.filters["name_line"] = _name_line
    return env


def _name_line(name: str, rating: str = "") -> str:
    """``{{ c.name | name_line(rating) }}``: a card's name line with its rating right-aligned
    (``cardface.name_line``)."""
    from dugout.render.cardface import name_line

    return name_line(name, rating)


def render_template(name: str, **ctx: Any) -> str:
    """Render one template to HTML."""
    try:
        return environment().get_template(name).render(**ctx)
    except jinja2.TemplateNotFound:
        raise DugoutError(f"template {name} not found in {templates_dir()}") from None


def render_string(source: str, **ctx: Any) -> str:
    """Render a template given as text (it may extend ``base.html.j2`` like the files in ``templates/``)."""
    return environment().from_string(source).render(**ctx)


def page_size(paper: str) -> str:
    """CSS page size for a paper name (letter or a4)."""
    try:
        return PAPERS[paper.lower()]
    except KeyError:
        raise DugoutError(f"paper {paper!r}: expected letter or a4") from None


def _fetcher() -> Any:
    """A URL fetcher that reads local files and data: URLs only: printing never touches the network."""
    from weasyprint.urls import URLFetcher

    return URLFetcher(allowed_protocols={"file", "data"}, fail_on_errors=True)


def pdf_bytes(htmls: Iterable[str], progress: Callable[[], None] | None = None) -> bytes:
    """Lay out HTML documents (each with its own page size) into one PDF; ``progress()`` after each.

    The documents share one font configuration and one image cache: WeasyPrint would otherwise load Fontconfig's
    configuration and open every font again for each document (a league prints dozens)."""
    from weasyprint import HTML
    from weasyprint.text.fonts import FontConfiguration

    base = str(templates_dir()) + "/"
    cache: dict[str, Any] = {}
    fonts = FontConfiguration()
    fetcher = _fetcher()
    docs = []
    for h in htmls:
        docs.append(HTML(string=h, base_url=base, url_fetcher=fetcher).render(font_config=fonts, cache=cache))
        if progress is not None:
            progress()
    if not docs:
        raise DugoutError("nothing to print")
    pages = [p for d in docs for p in d.pages]
    out = docs[0].copy(pages).write_pdf()
    assert out is not None
    return out


def write_pdf(htmls: Iterable[str], out: Path, *, force: bool = False) -> Path:
    """Write the documents as one PDF, atomically."""
    return atomic_write(out, pdf_bytes(list(htmls)), force=force)


def html_document(htmls: Iterable[str]) -> str:
    """The documents as one HTML preview (pages separated by page breaks)."""
    parts = list(htmls)
    if not parts:
        raise DugoutError("nothing to print")
    return "\n<div style='page-break-after: always'></div>\n".join(parts)


def write_html(htmls: Iterable[str], out: Path, *, force: bool = False) -> Path:
    """Write the documents as one HTML preview (pages separated by page breaks)."""
    return atomic_write(out, html_document(htmls), force=force)
