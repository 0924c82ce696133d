"""Reading Baseball-Reference pages: tables by id (also those hidden in HTML comments), rows by ``data-stat``.

Baseball-Reference ships many tables inside ``<!-- -->`` comments that its JavaScript un-comments, and it has
renamed its ``data-stat`` keys over the years (``2B`` became ``b_doubles``, ``IP`` became ``p_ip``). Parsers
here never index columns by position: a value is looked up by a list of ``data-stat`` aliases, so both page
vintages read the same way and a missing column reads as ``None``.

Why this reader and not ``pandas.read_html`` or pybaseball's parsers (issue 23 weighed both): read_html keys
columns by their header text and drops the cell attributes these pages carry the facts in (``data-stat``,
``data-append-csv`` player ids, the handedness marks beside a linked name, the ``tfoot`` totals), and
pybaseball's ``team_batting_bref``/``team_pitching_bref``/``team_fielding_bref`` index columns by position
(``find_all('th')[1:28]``) and fetch through a session of their own, so they can neither read a page from our
cache nor run ``--offline``. Where a table has no such facts, read_html serves: the player split pages
(``pybaseball_src.split_frame``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from bs4 import BeautifulSoup, Comment, Tag

from dugout.errors import SourceError


class LayoutError(SourceError):
    """A page that does not look like the Baseball-Reference page the parser expected."""


_PLAYER_HREF = re.compile(r"/players/[a-z]/([A-Za-z0-9.'_-]+)\.shtml")
_TEAM_HREF = re.compile(r"/teams/([A-Z0-9]{2,4})/(\d{4})\.shtml")
_MARKS = "*#+"
_NAME_STATS = ("player", "name_display")


def parse(html: str) -> BeautifulSoup:
    """Parse a page with lxml (html.parser when lxml is missing)."""
    try:
        return BeautifulSoup(html, "lxml")
    except Exception:  # noqa: BLE001 - bs4 raises FeatureNotFound without lxml
        return BeautifulSoup(html, "html.parser")


def tables(soup: BeautifulSoup) -> dict[str, Tag]:
    """Every ``<table id=...>`` of a page, including the tables inside HTML comments."""
    out: dict[str, Tag] = {}
    for t in soup.find_all("table"):
        if t.get("id"):
            out.setdefault(str(t["id"]), t)
    for c in soup.find_all(string=lambda s: isinstance(s, Comment)):
        if "<table" not in c:
            continue
        inner = parse(str(c))
        for t in inner.find_all("table"):
            if t.get("id"):
                out.setdefault(str(t["id"]), t)
    return out


def find(found: dict[str, Tag], ids: Sequence[str]) -> Tag | None:
    """The first table whose id is one of ``ids``."""
    for i in ids:
        if i in found:
            return found[i]
    return None


@dataclass(frozen=True, slots=True)
class Row:
    """One player (or team) row of a stats table."""

    cells: dict[str, str]
    """Cell text by data-stat, stripped."""
    name: str
    """The name without handedness or Hall of Fame marks."""
    marks: str
    """Marks after the name: ``*`` left-handed, ``#`` switch hitter, ``+`` Hall of Famer."""
    player_id: str | None
    """The Baseball-Reference player id (``data-append-csv`` or the player link)."""
    team_id: str | None
    """A team abbreviation when the row links to a team-season page."""
    indented: bool
    """True when the name is indented (a substitute in a box score)."""
    trailing: str
    """Text after the player link inside the name cell (box scores put positions or decisions there)."""

    def get(self, *aliases: str) -> str | None:
        """The first non-empty cell among the aliases."""
        for a in aliases:
            v = self.cells.get(a)
            if v is not None and v != "":
                return v
        return None

    def count(self, *aliases: str) -> int | None:
        """A whole-number cell (commas allowed); None when missing or empty."""
        v = self.get(*aliases)
        if v is None:
            return None
        v = v.replace(",", "").strip()
        try:
            return int(v)
        except ValueError:
            try:
                f = float(v)
            except ValueError:
                raise LayoutError(f"expected a number in column {aliases[0]!r}, got {v!r}") from None
            return round(f)

    def number(self, *aliases: str) -> float | None:
        """A decimal cell (a trailing % is dropped); None when missing or empty."""
        v = self.get(*aliases)
        if v is None:
            return None
        try:
            return float(v.replace(",", "").rstrip("%"))
        except ValueError:
            raise LayoutError(f"expected a number in column {aliases[0]!r}, got {v!r}") from None

    def outs(self, *aliases: str) -> int | None:
        """Innings written the baseball way (``200.1`` is 200 1/3) as outs."""
        v = self.get(*aliases)
        if v is None:
            return None
        m = re.fullmatch(r"\s*(\d+)(?:\.([012]))?\s*", v.replace(",", ""))
        if not m:
            raise LayoutError(f"expected innings such as 200.1 in column {aliases[0]!r}, got {v!r}")
        return 3 * int(m.group(1)) + int(m.group(2) or 0)


def _name_cell(tr: Tag) -> Tag | None:
    for stat in _NAME_STATS:
        c = tr.find(["th", "td"], attrs={"data-stat": stat})
        if c is not None:
            return c
    return None


def _row(tr: Tag) -> Row:
    cells: dict[str, str] = {}
    for c in tr.find_all(["th", "td"], recursive=False):
        stat = c.get("data-stat")
        if stat:
            cells[str(stat)] = c.get_text(" ", strip=True)
    nc = _name_cell(tr)
    name, marks, pid, tid, indented, trailing = "", "", None, None, False, ""
    if nc is not None:
        raw = nc.get_text()
        indented = bool(raw) and raw[0].isspace()
        link = nc.find("a")
        if link is not None:
            name = link.get_text(" ", strip=True)
            href = str(link.get("href", ""))
            m = _PLAYER_HREF.search(href)
            if m:
                pid = m.group(1)
            mt = _TEAM_HREF.search(href)
            if mt:
                tid = mt.group(1)
            after = []
            for sib in link.next_siblings:
                after.append(sib.get_text(" ") if isinstance(sib, Tag) else str(sib))
            trailing = " ".join("".join(after).split())
        else:
            name = " ".join(raw.split())
        while trailing and trailing[0] in _MARKS:
            marks += trailing[0]
            trailing = trailing[1:].lstrip()
        while name and name[-1] in _MARKS:
            marks = name[-1] + marks
            name = name[:-1].rstrip()
        csv_id = nc.get("data-append-csv")
        if csv_id:
            pid = str(csv_id)
    if tid is None and pid is None:
        link = tr.find("a", href=_TEAM_HREF)
        if link is not None:
            m = _TEAM_HREF.search(str(link["href"]))
            if m is not None:
                tid = m.group(1)
                name = name or link.get_text(" ", strip=True)
    return Row(cells=cells, name=name, marks=marks, player_id=pid, team_id=tid, indented=indented,
               trailing=trailing)


def rows(table: Tag, *, body_only: bool = True) -> list[Row]:
    """The data rows of a table: repeated header rows, spacers and empty rows are skipped."""
    parts: Iterable[Tag] = table.find_all("tbody") if body_only else [table]
    out = []
    for part in parts:
        for tr in part.find_all("tr"):
            cls = " ".join(tr.get("class") or [])
            if "thead" in cls.split() or "spacer" in cls.split() or "over_header" in cls.split():
                continue
            if tr.find(["th", "td"], attrs={"data-stat": True}) is None:
                continue
            r = _row(tr)
            if not r.cells:
                continue
            out.append(r)
    return out


def footer_rows(table: Tag) -> list[Row]:
    """The rows of a table's ``<tfoot>`` (totals and averages)."""
    out = []
    for tf in table.find_all("tfoot"):
        for tr in tf.find_all("tr"):
            if tr.find(["th", "td"], attrs={"data-stat": True}) is not None:
                out.append(_row(tr))
    return out


def columns(table: Tag) -> set[str]:
    """The data-stat keys of a table's header and rows."""
    return {str(c["data-stat"]) for c in table.find_all(["th", "td"], attrs={"data-stat": True})}


def team_links(soup: BeautifulSoup) -> list[tuple[str, int, str]]:
    """(abbreviation, season, link text) of every team-season link, in page order."""
    out = []
    for a in soup.find_all("a", href=_TEAM_HREF):
        m = _TEAM_HREF.search(str(a["href"]))
        if m:
            out.append((m.group(1), int(m.group(2)), a.get_text(" ", strip=True)))
    return out
