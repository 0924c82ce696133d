"""Printing a game's sheets and cards (``dugout cards``): which teams and players, which parts, where the PDF (or
HTML preview) goes, PNG previews of its pages, all written together or not at all."""

from __future__ import annotations

import dataclasses
import io
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from dugout.engine.ruleset import PrintSelection, Ruleset
from dugout.errors import DugoutError, UnknownTeamError
from dugout.model.io import check_target
from dugout.model.team import Team
from dugout.paths import cards_dir

_SEASON_ARG = re.compile(r"^\s*(\d{4})\s*:\s*(.+?)\s*$")
PREVIEW_DPI = 110
"""Resolution of the ``--png`` page previews (a letter page is 935 × 1210 pixels)."""

Progress = Callable[[int, int], None]
TeamArg = str | Team


def _fold(text: str) -> str:
    import unicodedata

    return " ".join("".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
                    .lower().replace(".", "").split())


def teams_and_players(args: Sequence[TeamArg], load: Callable[[Sequence[TeamArg]], list[Team]]
                      ) -> tuple[list[Team], set[str]]:
    """The teams the arguments name, and the players named by ``SEASON:PLAYER`` arguments (``1927:Babe Ruth``:
    his team of that season, found on the one he played the most games for)."""
    from dugout.sources import lahman

    teams: list[Team] = []
    chosen: set[str] = set()
    for a in args:
        m = _SEASON_ARG.match(a) if isinstance(a, str) and not Path(a).exists() else None
        if m is not None:
            year, query = int(m.group(1)), m.group(2)
            try:
                lahman.find_team(year, query)
            except UnknownTeamError as e:
                if not str(e).startswith("no team"):
                    raise
                tid, pid = lahman.find_player(year, query)
                team = load([f"{year}:{tid}"])[0]
                if all(t is not team and (t.season, t.id) != (team.season, team.id) for t in teams):
                    teams.append(team)
                chosen.add(pid)
                continue
        teams += load([a])
    return teams, chosen


def find_players(teams: list[Team], names: Sequence[str]) -> set[str]:
    """The ids of the players ``--player`` names: a full name (accents and case optional), else a unique last
    name, else a unique part of a name, on any of the teams."""
    everyone = [(p.id, p.name, t.label) for t in teams for p in t.players]
    found: set[str] = set()
    for name in names:
        q = _fold(name)
        if not q:
            raise DugoutError("--player needs a name")
        folded = [(pid, n, lbl, _fold(n)) for pid, n, lbl in everyone]
        hits = [(pid, n, lbl) for pid, n, lbl, f in folded if f == q] \
            or [(pid, n, lbl) for pid, n, lbl, f in folded if f.split()[-1:] == [q]] \
            or [(pid, n, lbl) for pid, n, lbl, f in folded if q in f]
        if not hits:
            raise DugoutError(f"--player {name!r}: no player of that name on {', '.join(t.label for t in teams)}")
        if len({pid for pid, _, _ in hits}) > 1:
            raise DugoutError(f"--player {name!r} matches several players: "
                              + ", ".join(f"{n} ({lbl})" for _, n, lbl in hits[:6]))
        found.add(hits[0][0])
    return found


def _slug(teams: list[Team], players: set[str]) -> str:
    slug = "-".join(re.sub(r"[^A-Za-z0-9]+", "", (f"{t.season}{t.id}" if t.season else t.id)) for t in teams)
    if players:
        names = [p.name for t in teams for p in t.players if p.id in players]
        slug += "-" + "-".join(re.sub(r"[^A-Za-z0-9]+", "", n) for n in names[:4])
    return slug[:80]


def preview_paths(pdf: Path, pages: int) -> list[Path]:
    """The PNG preview of each page: ``cards/thats-baseball-1927NYA-p01.png`` …"""
    width = max(2, len(str(pages)))
    return [pdf.with_name(f"{pdf.stem}-p{k:0{width}d}.png") for k in range(1, pages + 1)]


def _old_previews(pdf: Path) -> list[Path]:
    return sorted(p for p in pdf.parent.glob(f"{pdf.stem}-p*.png") if re.fullmatch(r"p\d+", p.stem.rsplit("-", 1)[1]))


def page_count_of_previews(pdf: Path) -> int:
    """How many page previews a printed PDF has beside it."""
    return len(_old_previews(pdf))


def page_pngs(pdf_data: bytes, dpi: int = PREVIEW_DPI) -> list[bytes]:
    """Every page of a PDF as PNG bytes (rendered by PDFium)."""
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(pdf_data)
    try:
        out = []
        for i in range(len(doc)):
            image = doc[i].render(scale=dpi / 72).to_pil()
            buf = io.BytesIO()
            image.save(buf, format="PNG", optimize=True)
            out.append(buf.getvalue())
        return out
    finally:
        doc.close()


def print_cards(rules: Ruleset, teams: list[Team], *, out: Path | None, html: bool, paper: str, force: bool,
                select: PrintSelection, png: bool = False, progress: Progress | None = None) -> Path:
    """Print into one PDF (or HTML preview), with ``png`` a PNG of every page beside it; returns the PDF's path.
    Every target is checked before the work and the files are written together or not at all."""
    from dugout.api.outputs import check_writable, write_set
    from dugout.render import html_document, pdf_bytes

    if html and png:
        raise DugoutError("--png previews the PDF: drop --html")
    folder = None
    ext = ".html" if html else ".pdf"
    if out is not None and not out.is_dir() and out.suffix:
        if out.suffix.lower() != ext:
            raise DugoutError(f"{out}: expected a {ext} file name{'' if html else ' (or .html with --html)'}")
    else:
        # no name given, or a folder (a name without a suffix is a folder to make): the game and teams name the file
        parent = out.absolute().parent if out is not None else None
        if out is not None and parent is not None and not out.is_dir() and not parent.is_dir():
            raise DugoutError(f"{out}: {parent} is a file, not a folder" if parent.exists()
                              else f"{out}: folder {parent} does not exist")
        folder = out if out is not None else cards_dir()
        out = folder / f"{rules.name}-{_slug(teams, set(select.players or ()))}{ext}"
    if folder is not None and folder.exists() and not folder.is_dir():
        raise DugoutError(f"{folder}: expected a folder, got a file")
    if folder is None or folder.is_dir():
        check_target(out, force=force)  # fail before the work (cards/ itself is made on the first print)
        if png and not force and _old_previews(out):
            raise DugoutError(f"{_old_previews(out)[0]}: already exists (use --force to overwrite)")
    check_writable(out.parent)  # a folder nothing can be written into fails before the rendering too

    # the documents team by team, then the charts (a progress step each), then the layout (a step a document)
    total = 2 * len(teams) + 2
    done = 0

    def step(n: int = 1) -> None:
        nonlocal done
        done += n
        if progress is not None:
            progress(n, max(total, done))

    docs: list[str] = []
    parts = dataclasses.replace(select, charts=False)
    for team in teams:
        docs += rules.print_sheets([team], paper, parts)
        step()
    if select.charts:
        docs += rules.print_sheets(teams, paper, dataclasses.replace(select, team=False, cards=False, charts=True))
    step()
    if not docs:
        raise DugoutError("nothing to print: the selection leaves no sheet or card")
    total = done + len(docs)
    data: str | bytes = html_document(docs) if html else pdf_bytes(docs, progress=lambda: step())
    files: dict[Path, str | bytes] = {out: data}
    if png:
        assert isinstance(data, bytes)
        images = page_pngs(data)
        files.update(zip(preview_paths(out, len(images)), images))
    stale = [p for p in _old_previews(out) if p not in files] if png else []
    written = write_set(files, force=force)
    for p in stale:
        p.unlink(missing_ok=True)
    return written[0]
