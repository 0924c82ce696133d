"""What a person at the table sees between plays: the situation after a play, and the scoreboard before a decision.

Plain text built from the game's state (names are data, printed without markup by the callers). ``situation`` is
also what the play-by-play adds after every plate appearance.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dugout.engine.codes import B_AB, B_H, P_BF, P_OUTS, P_PC, P_R

if TYPE_CHECKING:
    from dugout.engine.game import Game

BASE_NAMES = ("", "1st", "2nd", "3rd")


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def short_name(g: Game, side: int) -> str:
    """A team's name as the scoreboard shows it: its id when that is short (CHN), else its name cut to 14."""
    team = g.sides[side].gt.team
    return team.id if 0 < len(team.id) <= 4 else team.name[:14]


def situation(g: Game) -> str:
    """Outs, runners and score, e.g. ``2 outs, runners on 1st and 3rd; CHN 2, CLE 1``."""
    outs = f"{g.outs} out{'' if g.outs == 1 else 's'}"
    on = [BASE_NAMES[b] for b in (1, 2, 3) if g.bases[b] >= 0]
    if g.outs >= 3:
        runners = f"{len(on)} left on base" if on else "side retired"
    elif not on:
        runners = "bases empty"
    elif len(on) == 3:
        runners = "bases loaded"
    else:
        runners = f"runner{'s' if len(on) > 1 else ''} on {' and '.join(on)}"
    return f"{outs}, {runners}; {short_name(g, 0)} {g.score[0]}, {short_name(g, 1)} {g.score[1]}"


def _innings_pitched(outs: int) -> str:
    return f"{outs // 3}.{outs % 3}"


def line_score(g: Game) -> list[str]:
    """The line score so far: runs by inning, then R and H."""
    n = max(g.innings, len(g.sides[0].line), len(g.sides[1].line))
    names = [short_name(g, k) for k in (0, 1)]
    w = max(len(x) for x in names)
    head = " " * w + "  " + " ".join(f"{i + 1:>2}" for i in range(n)) + "    R  H"
    rows = [head]
    for k in (0, 1):
        s = g.sides[k]
        cells = [f"{r:>2}" for r in s.line] + ["  "] * (n - len(s.line))
        rows.append(f"{names[k]:<{w}}  " + " ".join(cells) + f"   {g.score[k]:>2} {s.hits:>2}")
    return rows


def scoreboard(g: Game, full: bool = True) -> list[str]:
    """Everything a manager needs before a decision: the line score (when ``full``), inning and outs, the runners
    with their speed, batter and on-deck, the pitcher's work so far (and his pitch count where the game counts
    pitches), then the game's own lines (``Ruleset.situation``: counts, fatigue)."""
    rules = g.rules
    off, dfn = g.sides[g.half], g.sides[1 - g.half]
    out = line_score(g) if full else []
    out.append(f"{'Top' if g.half == 0 else 'Bottom'} of the {ordinal(g.inning)}, {situation(g)}")
    on = []
    for b in (1, 2, 3):
        r = g.bases[b]
        if r >= 0:
            speed = rules.speed_label(g.cards[r])
            on.append(f"{BASE_NAMES[b]} {g.names[r]}" + (f" ({speed})" if speed else ""))
    if on:
        out.append("Runners: " + ", ".join(on))
    due = off.order[off.up]
    deck = off.order[(off.up + 1) % len(off.order)]
    line = g.bat[due]
    today = f", {line[B_H]} for {line[B_AB]} today" if line is not None and line[B_AB] else ""
    out.append(f"At bat: {g.names[due]} ({off.pos_of.get(due, '')}, bats {g.bats[due]}){today}; "
               f"on deck {g.names[deck]}")
    p = dfn.pitcher
    pl = g.pit[p]
    if pl is not None:
        pitches = f", {pl[P_PC]} pitches" if pl[P_PC] else ""
        out.append(f"Pitching: {g.names[p]} (throws {g.throws[p]}): {_innings_pitched(pl[P_OUTS])} IP, "
                   f"{pl[P_BF]} batters{pitches}, {pl[P_R]} R")
    out.extend(rules.situation(g))
    return out
