"""What every printed card shows whatever the game: the player (name, position, bats and throws, age), his real
season line (the stats his card was rated from), the team's colours, and the card's back.

The season line is two lines of one ``pre`` each, its columns right-aligned by :func:`dugout.render.tabs.columns`
(one text line a row: WeasyPrint lays out a table cell as a box, several times slower). The card templates
include ``cardframe.css.j2`` (the shared look, in the team's colours) and ``cardback.html.j2`` (a back).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from dugout.model.player import Player
from dugout.model.team import Team
from dugout.render import avg3
from dugout.render.colours import Colours, team_colours
from dugout.render.tabs import columns, fit_width, width

CARD_TEXT_PT = 2.5 * 72 - 2 * 6.0
"""The width of a trading card's text: 2.5 in less a 6 pt margin each side (``cardframe.css.j2``)."""
SEASON_PT = 6.5
"""The season line's type size: the smallest type on a card front."""
HANDS = {"R": "R", "L": "L", "B": "S", "S": "S"}


def age(player: Player, season: int | None) -> int | None:
    """His age in the season (the season's year less his birth year), when both are known."""
    if player.birth_year and season:
        return season - player.birth_year
    return None


def identity(player: Player, team: Team, position: str | None = None) -> str:
    """``RF · Bats L · Throws L · Age 32`` (the age when known)."""
    pos = position or player.listed_position(team.dh)
    parts = [pos, f"Bats {HANDS.get(player.bats, player.bats)}", f"Throws {player.throws}"]
    a = age(player, team.season)
    if a:
        parts.append(f"Age {a}")
    return " · ".join(parts)


def _right_aligned(rows: Sequence[Sequence[str]], bold_rows: Sequence[bool], size: float, room: float
                   ) -> list[str]:
    """Rows of cells right-aligned in columns spread across ``room`` points."""
    n = len(rows[0])
    widths = [max(width(r[k], size, "card", b) for r, b in zip(rows, bold_rows)) for k in range(n)]
    spare = max(0.0, room - sum(widths)) / max(1, n - 1)
    rights = []
    x = 0.0
    for w in widths:
        x += w
        rights.append(x)
        x += spare
    return [columns(r, [rights[k] - width(r[k], size, "card", b) for k in range(n)], size, "card", b)
            for r, b in zip(rows, bold_rows)]


def batting_line(player: Player, season: int | None, room: float = CARD_TEXT_PT) -> tuple[str, str]:
    """The batting season line as a (head, figures) pair of text lines; empty without a batting line."""
    b = player.batting
    if b is None or (b.pa == 0 and b.ab == 0):
        return "", ""
    obp_den = b.ab + b.bb + b.hbp + b.sf
    avg = avg3(b.h / b.ab) if b.ab else "–"
    obp = avg3((b.h + b.bb + b.hbp) / obp_den) if obp_den else "–"
    slg = avg3(b.tb / b.ab) if b.ab else "–"
    head = [str(season or ""), "G", "AB", "R", "H", "2B", "3B", "HR", "RBI", "BB", "SO", "SB", "AVG", "OBP", "SLG"]
    vals = ["", *map(str, (b.g, b.ab, b.r, b.h, b.b2, b.b3, b.hr, b.rbi, b.bb, b.so, b.sb)), avg, obp, slg]
    h, v = _right_aligned([head, vals], [True, False], SEASON_PT, room)
    return h, v


def pitching_line(player: Player, season: int | None, room: float = CARD_TEXT_PT) -> tuple[str, str]:
    """The pitching season line as a (head, figures) pair of text lines; empty without a pitching line."""
    p = player.pitching
    if p is None or p.ipouts == 0 and p.g == 0:
        return "", ""
    era = f"{27 * p.er / p.ipouts:.2f}" if p.ipouts else "–"
    whip = f"{3 * (p.h + p.bb) / p.ipouts:.2f}" if p.ipouts else "–"
    head = [str(season or ""), "W", "L", "ERA", "G", "GS", "CG", "SV", "IP", "H", "BB", "SO", "HR", "WHIP"]
    vals = ["", str(p.w), str(p.l), era, str(p.g), str(p.gs), str(p.cg), str(p.sv), f"{p.ipouts // 3}.{p.ipouts % 3}",
            str(p.h), str(p.bb), str(p.so), str(p.hr), whip]
    h, v = _right_aligned([head, vals], [True, False], SEASON_PT, room)
    return h, v


def season_text(player: Player, season: int | None, pitcher: bool) -> str:
    """The season line a card prints, heads then figures (``pre.foot``): a pitcher's pitching line, a batter's
    batting line; empty without one."""
    head, figures = pitching_line(player, season) if pitcher else batting_line(player, season)
    return f"{head}\n{figures}" if head else ""


NAME_PT = 10.5
"""The name line's type size (``pre.nm``, bold)."""


def name_line(name: str, rating: str = "") -> str:
    """The band's first line: the name, cut to leave room for the rating, which ends at the right margin."""
    room = CARD_TEXT_PT - (width(rating, NAME_PT, "card", True) + 6 if rating else 0)
    shown = fit_width(name, room, NAME_PT, "card", True)
    if not rating:
        return shown
    return columns([shown, rating], [0, CARD_TEXT_PT - width(rating, NAME_PT, "card", True)], NAME_PT, "card", True)


def colours(team: Team, palette: str = "team") -> Colours:
    """The team's printed colours (``dugout.render.colours``)."""
    return team_colours(team.franchise, team.season, palette)


def backs(game: str, team: Team) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A card's back from its front (a card view with a ``name``): the game, the team and season, the player."""
    season = str(team.season) if team.season else ""
    name = team.name or team.label

    def back(front: dict[str, Any]) -> dict[str, Any]:
        return {"kind": "back", "game": game, "team": name, "season": season, "name": str(front.get("name", ""))}
    return back
