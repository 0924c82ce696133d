"""Team identity colours for printed cards and sheets: a small table of franchise colours by era (Lahman
franchise ids), a neutral palette for every team or league the table does not know (the nineteenth century's
clubs, the Federal League, invented and generated teams), and a black-and-white palette (``--palette mono``).

The colours are the clubs' own (their caps, jerseys and logos of the era), as the colour of a printed band or frame
with white or black type over it, chosen by contrast so that every card also reads when printed in greyscale.
"""

from __future__ import annotations

from dataclasses import dataclass

from dugout.errors import DugoutError

PALETTES = ("team", "mono")
"""``--palette`` values: the team's colours (default), or black and greys for black-and-white printers."""

#: Franchise (Lahman ``franchID``) → eras as (first season, last season, main colour, second colour).
FRANCHISE_COLOURS: dict[str, tuple[tuple[int, int, str, str], ...]] = {
    # American League
    "NYY": ((1901, 2099, "#0C2340", "#C4CED3"),),                       # Orioles/Highlanders/Yankees: navy
    "BOS": ((1901, 2099, "#BD3039", "#0C2340"),),                       # red and navy
    "DET": ((1901, 2099, "#0C2340", "#FA4616"),),                       # navy and orange
    "CLE": ((1901, 2099, "#0C2340", "#E31937"),),                       # navy and red
    "CHW": ((1901, 1990, "#1B2F6B", "#C8102E"), (1991, 2099, "#27251F", "#C4CED4")),  # navy/red; black/silver
    "MIN": ((1901, 1960, "#14225A", "#AB0003"), (1961, 2099, "#002B5C", "#D31145")),  # Senators, Twins
    "BAL": ((1901, 1953, "#4F2C1D", "#E35205"), (1954, 2099, "#DF4601", "#000000")),  # Browns; Orioles
    "OAK": ((1901, 1962, "#1D2D5C", "#9EA2A2"), (1963, 2099, "#003831", "#EFB21E")),  # Philadelphia blue; green/gold
    "ANA": ((1961, 2099, "#BA0021", "#003263"),),                       # red and navy
    "TEX": ((1961, 1971, "#14225A", "#BF0D3E"), (1972, 2099, "#003278", "#C0111F")),  # Senators II; Rangers
    "HOU": ((1962, 2099, "#002D62", "#EB6E1F"),),                       # navy and orange
    "KCR": ((1969, 2099, "#004687", "#BD9B60"),),                       # royal blue and gold
    "MIL": ((1969, 2099, "#12284B", "#FFC52F"),),                       # Pilots/Brewers: navy and gold
    "SEA": ((1977, 1992, "#0033A0", "#FFC72C"), (1993, 2099, "#0C2C56", "#005C5C")),  # blue/gold; navy/teal
    "TOR": ((1977, 2099, "#134A8E", "#1D2D5C"),),                       # blue
    "TBD": ((1998, 2099, "#092C5C", "#8FBCE6"),),                       # navy and light blue
    # National League
    "ATL": ((1876, 2099, "#13274F", "#CE1141"),),                       # Boston/Milwaukee/Atlanta: navy and red
    "CHC": ((1876, 2099, "#0E3386", "#CC3433"),),                       # blue and red
    "CIN": ((1882, 2099, "#C6011F", "#000000"),),                       # red
    "PIT": ((1882, 2099, "#27251F", "#FDB827"),),                       # black and gold
    "STL": ((1882, 2099, "#C41E3A", "#0C2340"),),                       # red and navy
    "SFG": ((1883, 2099, "#27251F", "#FD5A1E"),),                       # Giants: black and orange
    "PHI": ((1883, 2099, "#E81828", "#002D72"),),                       # red and blue
    "LAD": ((1884, 2099, "#005A9C", "#EF3E42"),),                       # Brooklyn/Los Angeles: Dodger blue
    "NYM": ((1962, 2099, "#002D72", "#FF5910"),),                       # blue and orange
    "SDP": ((1969, 1990, "#2F241D", "#FFC425"), (1991, 2019, "#002D62", "#A0AAB2"), (2020, 2099, "#2F241D", "#FFC425")),
    "WSN": ((1969, 2004, "#003087", "#E4002B"), (2005, 2099, "#AB0003", "#14225A")),  # Expos; Nationals
    "FLA": ((1993, 2011, "#00A3AD", "#000000"), (2012, 2099, "#00A3E0", "#EF3340")),  # Florida teal; Miami
    "COL": ((1993, 2099, "#33006F", "#C4CED4"),),                       # purple and silver
    "ARI": ((1998, 2006, "#5F259F", "#00A4A6"), (2007, 2099, "#A71930", "#000000")),  # purple/teal; Sedona red
}

NEUTRAL = ("#3D4650", "#8A939B")
"""Slate and grey: a team without colours of its own in the table."""
MONO = ("#000000", "#777777")


@dataclass(frozen=True, slots=True)
class Colours:
    """A team's colours as printed: ``main`` (bands and frames) with ``ink`` readable over it, ``second`` (rules
    and accents), ``tint`` (a pale wash of the main colour behind panels), whether they are the team's own, and
    whether they are the black-and-white palette (whose card backs are white, not a page of black ink)."""

    main: str
    second: str
    ink: str
    tint: str
    own: bool
    mono: bool = False


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def luminance(hex_colour: str) -> float:
    """Relative luminance (WCAG) of ``#RRGGBB``, 0 (black) to 1 (white): what greyscale printing keeps."""
    def lin(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = _rgb(hex_colour)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ink_over(hex_colour: str) -> str:
    """White or black type over a colour, whichever contrasts more (so also in greyscale).

    >>> ink_over("#0C2340"), ink_over("#FDB827")
    ('#FFFFFF', '#000000')
    """
    lum = luminance(hex_colour)
    return "#FFFFFF" if (1.05 / (lum + 0.05)) >= ((lum + 0.05) / 0.05) else "#000000"


def tint(hex_colour: str, amount: float = 0.1) -> str:
    """The colour mixed into white: ``amount`` of it (a pale wash for panels).

    >>> tint("#000000", 0.1)
    '#E6E6E6'
    """
    r, g, b = _rgb(hex_colour)
    return "#" + "".join(f"{round(255 - (255 - c) * amount):02X}" for c in (r, g, b))


def franchise_colours(franchise: str, season: int | None) -> tuple[str, str] | None:
    """The table's (main, second) colours of a franchise in a season, or None.

    >>> franchise_colours("OAK", 1927), franchise_colours("OAK", 1974), franchise_colours("XXX", 1927)
    (('#1D2D5C', '#9EA2A2'), ('#003831', '#EFB21E'), None)
    """
    for first, last, main, second in FRANCHISE_COLOURS.get(franchise.upper(), ()):
        if season is None or first <= season <= last:
            return main, second
    return None


def team_colours(franchise: str, season: int | None, palette: str = "team") -> Colours:
    """A team's printed colours in a palette (``team`` or ``mono``); the neutral palette when the table has
    none for that franchise and season."""
    if palette not in PALETTES:
        raise DugoutError(f"--palette {palette!r}: expected one of {', '.join(PALETTES)}")
    own = franchise_colours(franchise, season) if palette == "team" else None
    main, second = own or (MONO if palette == "mono" else NEUTRAL)
    return Colours(main, second, ink_over(main), tint(main, 0.08) if palette == "team" else "#FFFFFF",
                   own is not None, palette == "mono")
