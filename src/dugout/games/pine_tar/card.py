"""The Pine Tar card: hitting columns as flat tuples plus the running, fielding and pitching ratings.

The play loop reads ``cols`` (three tuples of 100 outcome codes; a pitcher's one batting column is
repeated) and a few ints. Everything is computed once, when a roster is rated.

The card is compiled (a native class: the play reads its fields directly). A compiled class keeps bare types in
its annotations: the rating cache's codec reads the fields' types from this source (``codec._hints``).
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, fields
from typing import Any

from dugout.games.pine_tar import tables as T


@dataclass(frozen=True, slots=True)
class PTCard:
    """One player's Pine Tar card."""

    pid: str
    first: str
    last: str
    bats: str
    throws: str
    positions: tuple[str, ...]
    """Positions he fields, most played first."""
    is_pitcher: bool
    cols: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """Hitting columns vs RHP, with RISP, vs LHP (one column three times for a pitcher)."""
    lo_pos: int
    """Fielder of the roll-97 line out."""
    br: int
    """Base running: 0 slow, 1 medium, 2 fast."""
    sbc: int
    """Steal chance (a 2-die roll at most SBC + catcher AR steals)."""
    sbo: str
    """Steal opportunity letter A-E or N."""
    shc: int
    """Sacrifice chance; -1 prints N (never bunts)."""
    rg: int
    """Defensive range: 1 Pos, 0 Neu, -1 Neg."""
    ec: int
    """Error chance 0-9: an error check errs when the blue die is at most EC."""
    arm: str
    """Outfield arm W, A or E ('' for a player who does not play the outfield)."""
    ar: int | None
    """Catcher's arm (added to a runner's SBC; None for non-catchers)."""
    inj: int
    """Injury number; -1 prints N."""
    inj_len: str
    """Injury length row A-E."""
    role: str = ""
    """Pitchers: S, R, C, or S/R for a dual-role pitcher."""
    gs: int = 0
    grade_home: tuple[int, int] = (T.C, T.C)
    """Grade at home the first two times through the order, and from the third time on."""
    grade_away: tuple[int, int] = (T.C, T.C)
    mip_start: int = 0
    mip_relief: int = 0
    bk_top: int = -1
    """Top roll of the balk range (-1: none)."""
    wp_top: int = -1
    """Top roll of the wild-pitch range (-1: none)."""
    quality: float = 0.0
    """Pitchers: runs per batter faced better (-) or worse (+) than the league, the grades' target."""
    steal_rate: float = 0.0
    """Steal attempts per time on first base in his season (not printed: the AI manager's guide)."""
    sh_chance: float = 0.0
    """Sacrifice attempts per sacrifice chance (a runner on 1st or 2nd, 3rd open, fewer than two outs) that give
    his season's sacrifice hits (not printed: the AI manager's guide, ``ratings_tactics``)."""
    ibb_chance: float = 0.0
    """Intentional walks per plate appearance with first base open and a runner in scoring position that give his
    season's intentional walks (not printed: the AI manager's guide)."""
    value: float = 0.0
    """Rough run value of his vs-RHP column per PA, for managers' lineup choices (not printed)."""
    career: str = ""
    """His major-league career as printed in the card's Career row ("1878-1893"; '' when unknown)."""
    hof: bool = False
    """In the Hall of Fame (the card prints HOF under Career)."""

    def __reduce__(self) -> tuple[type[PTCard], tuple[Any, ...]]:
        # (a compiled frozen dataclass cannot be unpickled field by field: it is rebuilt from its fields)
        return PTCard, tuple([getattr(self, f.name) for f in fields(self)])

    @property
    def name(self) -> str:
        """First and last name."""
        return f"{self.first} {self.last}".strip()

    @property
    def career_text(self) -> str:
        """The Career row as printed: 'Career: 1878-1893  HOF'."""
        return ("Career: " + (self.career or "--") + ("  HOF" if self.hof else "")).rstrip()

    @property
    def speed(self) -> str:
        """BR as printed."""
        return T.SPEEDS[self.br]

    @property
    def rg_name(self) -> str:
        """RG as printed."""
        return T.RG_NAMES[self.rg]

    @property
    def inj_text(self) -> str:
        """INJ as printed: N or number + letter (54C)."""
        return "N" if self.inj < 0 else f"{self.inj}{self.inj_len}"

    @property
    def shc_text(self) -> str:
        """SHC as printed."""
        return "N" if self.shc < 0 else str(self.shc)

    @property
    def bkwp_text(self) -> str:
        """BK/WP as printed: --/74."""
        return f"{_top(self.bk_top)}/{_top(self.wp_top)}"

    def grade_text(self, home: bool) -> str:
        """Pitch grade as printed (A/B for a starter, A for a reliever)."""
        first, third = self.grade_home if home else self.grade_away
        if self.role in ("S", "S/R"):
            return f"{T.GRADES[first]}/{T.GRADES[third]}"
        return T.GRADES[first]

    @property
    def mip_as_starter(self) -> int:
        """Innings he may go in a start (digest §3.9): his starting MIP as a starter (S, S/R), else his relief MIP."""
        return self.mip_start if self.role in ("S", "S/R") else self.mip_relief

    @property
    def mip_as_reliever(self) -> int:
        """Innings he may go in relief: his relief MIP as a reliever, closer or dual role, else his starting MIP."""
        return self.mip_relief if self.role in ("R", "C", "S/R") else self.mip_start

    @property
    def mip_text(self) -> str:
        """MIP as printed: 9, 2, or 5/2* for a dual role."""
        if self.role == "S/R":
            return f"{self.mip_start}/{self.mip_relief}*"
        return str(self.mip_start if self.role == "S" else self.mip_relief)


def _top(v: int) -> str:
    return "--" if v < 0 else str(v)


def ranges(col: tuple[int, ...], show: Collection[int] = ()) -> list[tuple[str, str]]:
    """A column as printed: (roll range, result) per outcome in card order; '--' for the outcomes through SO it
    lacks and for those in ``show`` (so that columns printed side by side line up).

    >>> col = (T.HR,) + (T.SINGLE,) * 30 + (T.SO,) * 66 + (T.LO, T.ROE_LO, T.BK_WP)
    >>> ranges(col)[:4]
    [('0', 'HR*'), ('--', '3B'), ('--', '2B'), ('1-30', '1B')]
    """
    out = []
    for code in range(T.LO):
        idx = [i for i in range(97) if col[i] == code]
        if not idx:
            if code <= T.SO or code in show:
                out.append(("--", T.OUTCOME_NAMES[code]))
            continue
        lo, hi = idx[0], idx[-1]
        out.append((str(lo) if lo == hi else f"{lo}-{hi}", T.OUTCOME_NAMES[code]))
    return out
