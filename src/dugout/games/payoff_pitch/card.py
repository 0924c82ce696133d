"""The Payoff Pitch card the play loop reads: batter sides, batter and pitcher ratings, with flat lookups.

Built by ``ratings``, read by ``play`` and ``printing`` (the texts "as printed" are the card's own methods). A batter
side is stored twice: as printed ranges (``raw``, ``out``) and as 100-entry rows indexed by the d100 (1..99) that
give the result with every miss already resolved through the OUT section. The rows the play reads are ``bytes``
(a hundred codes under 256 each): an eighth of a tuple's memory, so that the rows a game reads stay in the
processor's cache (a tuple's are one pointer to an int object per number). The ballpark card is ``card_ballpark``.

Compiled with the play (``# dugout: native``): the play's reads of a card's fields are then native. Every field
holds exactly its declared type (a compiled class checks it: tuples, never lists); the rating cache's ``codec``
reads a compiled class's field types off this source.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any, Final, TypedDict

from dugout.games.payoff_pitch import tables as T

NO = T.NOUT


def _rebuild(cls: Callable[..., Any], values: tuple[Any, ...]) -> Any:
    """A card or a part of one from its fields in order: what the classes' ``__reduce__`` gives pickle and ``copy``
    (a compiled frozen class cannot be given its state back attribute by attribute)."""
    return cls(*values)


def _reduce(obj: Any) -> tuple[Any, ...]:
    return _rebuild, (type(obj), tuple([getattr(obj, f.name) for f in fields(obj) if f.init]))


#: Where each of a side's play rows starts in ``Card.rows_l`` and ``Card.rows_r`` (nine rows of 100).
ROW_W: Final = 0
ROW_P: Final = 100
ROW_T: Final = 200
ROW_I: Final = 300
ROW_TO: Final = 400
ROW_PO: Final = 500
ROW_IH: Final = 600
ROW_PF: Final = 700
ROW_OUT: Final = 800
#: A field the play reads, worked out from the card's own fields (``Card.__post_init__``): neither compared nor
#: kept by the rating cache (``codec``'s transient fields).
_PLAY: Final = {"transient": True}


def rng_text(a: int, b: int) -> str:
    """A d100 range as printed: '7' or '45-71'."""
    return f"{a}" if a == b else f"{a}-{b}"


@dataclass(frozen=True, slots=True)
class Side:
    """One batter side (vs LHP, vs RHP or the standard card)."""

    counts: tuple[tuple[int, ...], ...]
    """counts[s][o]: numbers of section s (W P T I) holding tracked outcome o (1B 2B 3B HR BB HBP SO)."""
    out: bytes
    """The OUT section: out[n] is the out code at d100 n (1..99); index 0 unused."""
    w: bytes
    """WHEELHOUSE, then the OUT section past its results (and so ``p``, ``t``, ``i``)."""
    p: bytes
    t: bytes
    i: bytes
    to: bytes
    """TOUGH-OUT: the SO range of TOUGH, else the OUT section."""
    po: bytes
    """/PATIENT/: the BB and HBP ranges of PATIENT, else the OUT section."""
    ih: bytes
    """IN-PLAY with its 1B range stretched to end at 54 (hit-and-run WHEELHOUSE rule)."""
    pf: bytes
    """PATIENT with the BB range extended by 10 (fatigued pitcher)."""
    raw: tuple[tuple[int, ...], ...]
    """The four sections as printed: raw[s][n] is the hit code or 0 for a miss."""

    def ranges(self, s: int) -> list[tuple[int, int, int]]:
        """(code, first, last) ranges of section s as printed."""
        return _ranges(self.raw[s])

    def out_ranges(self) -> list[tuple[int, int, int]]:
        """(code, first, last) ranges of the OUT section."""
        return _ranges(self.out)

    def section_text(self, s: int) -> str:
        """Section s as printed: 'HR 1-31, 2B 32-44, 1B 45-71'."""
        return ", ".join(f"{T.CODE_NAMES[c]} {rng_text(a, b)}" for c, a, b in self.ranges(s))

    def out_text(self) -> str:
        """The OUT section as printed: '1-12 G6, 13-30 F8, ...'."""
        return ", ".join(f"{rng_text(a, b)} {T.CODE_NAMES[c]}" for c, a, b in self.out_ranges())

    @property
    def wheel_hr(self) -> int:
        """Numbers of home runs in WHEEL (0 means the card prints a blank or 0)."""
        return self.counts[T.SEC_W][T.O_HR]

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


def _ranges(row: tuple[int, ...] | bytes) -> list[tuple[int, int, int]]:
    out: list[tuple[int, int, int]] = []
    for n in range(1, 100):
        code = row[n]
        if not code:
            continue
        if out and out[-1][0] == code and out[-1][2] == n - 1:
            out[-1] = (code, out[-1][1], n)
        else:
            out.append((code, n, n))
    return out


#: (code, its outcome index) of each section's results in their printed order
_SECTION_CODES = tuple(tuple((code, T.OUTCOMES.index(code)) for code in order) for order in T.SECTION_ORDER)


def section_row(counts: tuple[int, ...], s: int) -> list[int]:
    """The printed section as 100 codes (0 = miss) in the section's outcome order."""
    row = [0]
    for code, o in _SECTION_CODES[s]:
        row += [code] * counts[o]
    return row[:100] + [0] * (100 - len(row))  # numbers past 99 dropped


def make_side(counts: list[list[int]] | tuple[tuple[int, ...], ...], out: list[int] | tuple[int, ...]) -> Side:
    """Build a side with its play lookups from section counts and an OUT section covering 1..99.

    Built from runs of codes rather than number by number where a run says it all (the same side: every card of
    seven league-seasons; half the time of the number-by-number build, 1,107 sides in a rating of 2016 NL)."""
    cnt = tuple(tuple([int(x) for x in row]) for row in counts)
    out_t = tuple([int(x) for x in out])
    raw = [section_row(cnt[s], s) for s in range(4)]
    # a section reads its own results on 1..n (every code of them non-zero) and the OUT section past them
    ends = [min(99, sum(cnt[s][o] for _, o in _SECTION_CODES[s])) for s in range(4)]
    res = [(out_t[0], *raw[s][1:ends[s] + 1], *out_t[ends[s] + 1:]) for s in range(4)]
    rt, rp, ri = raw[T.SEC_T], raw[T.SEC_P], raw[T.SEC_I]
    rso, rbb, rhbp, r1b = T.RSO, T.RBB, T.RHBP, T.R1B
    # TOUGH-OUT: TOUGH's SO range (its first results) then the OUT section
    n_so = min(99, cnt[T.SEC_T][T.O_SO])
    to = (out_t[0], *rt[1:n_so + 1], *out_t[n_so + 1:])
    # /PATIENT/: PATIENT's BB and HBP ranges (its first results) then the OUT section
    n_walk = min(99, cnt[T.SEC_P][T.O_BB] + cnt[T.SEC_P][T.O_HBP])
    po = (out_t[0], *rp[1:n_walk + 1], *out_t[n_walk + 1:])
    # hit-and-run: IN-PLAY's 1B range runs on to 54
    try:
        start = ri.index(r1b, 1)
    except ValueError:
        start = next((n for n in range(1, 100) if not ri[n]), 100)
    top = T.HR_WHEEL_1B_TOP
    ih_raw = ri[:start] + [r1b] * (top + 1 - start) + ri[top + 1:] if start <= top else ri
    ih = tuple([a or b for a, b in zip(ih_raw, out_t)])
    n_bb = min(99, cnt[T.SEC_P][T.O_BB])
    rp_res = res[T.SEC_P]
    if n_bb:
        top = n_bb + T.FATIGUE_BB_EXTEND
        pf = (rp_res[0],) + (rbb,) * min(99, top) + rp_res[top + 1:]
    else:
        pf = rp_res
    return Side(counts=cnt, out=bytes(out_t), w=bytes(res[0]), p=bytes(res[1]), t=bytes(res[2]), i=bytes(res[3]),
                to=bytes(to), po=bytes(po), ih=bytes(ih), pf=bytes(pf), raw=tuple(tuple(r) for r in raw))


@dataclass(frozen=True, slots=True)
class Fielding:
    """Fielding ratings at one position."""

    r: int
    """Range grade, A..F as 0..4."""
    e: int
    """Error rating 1 (worst) .. 5 (best)."""
    arm: int
    """Catcher 1 (best) .. 5; outfield 3 (best) .. 10; 0 elsewhere."""

    def text(self, pos: str) -> str:
        """As printed: 'SS R B E 4' or 'CF R A E 5 Arm 4'."""
        s = f"{pos} R {T.GRADES[self.r]} E {self.e}"
        return s + (f" Arm {self.arm}" if self.arm else "")

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


DEFAULT_FIELDING = Fielding(r=2, e=3, arm=0)

#: A batter's season figures for the card face (empty without a batting line).
BattingFace = TypedDict("BattingFace", {
    "G": int, "PA": int, "AB": int, "H": int, "2B": int, "3B": int, "HR": int, "BB": int, "SO": int, "SB": int,
    "CS": int, "AVG": float, "OBP": float, "SLG": float, "AB_L": int, "AB_R": int}, total=False)


class PitchingFace(TypedDict, total=False):
    """A pitcher's season figures for the card face (empty without a pitching line)."""

    G: int
    GS: int
    W: int
    L: int
    SV: int
    IP: str
    H: int
    HR: int
    BB: int
    SO: int
    ERA: float | None
    BFP: int


@dataclass(frozen=True, slots=True)
class Batter:
    """The batting half of a card."""

    bats: str
    std: Side
    vs_l: Side
    vs_r: Side
    dp: int
    jump: int
    """Auto-steal Jump (2d6 threshold), 0 for a letter only."""
    jump_sign: int
    """+1 / -1 for the + / - marks, 0 for none."""
    letter: int
    """Steal success grade, A..F as 0..4."""
    dagger: bool
    bunt: int
    """Bunt letter, A..F as 0..4."""
    sac: tuple[bool, ...]
    """Auto-sacrifice area: sac[total] for 2d6 totals 0..12."""
    run: int
    fielding: dict[str, Fielding]
    inj: int
    """0 Prone, 1 Normal, 2 Durable, 3 Iron."""
    source: str
    """'stats', 'fringe', 'estimates', 'pitcher' (the generic pitcher batting card) or 'replacement'."""
    target: tuple[float, ...]
    """The season rates the standard side was built to reproduce (1B 2B 3B HR BB HBP SO per PA*)."""
    target_l: tuple[float, ...]
    target_r: tuple[float, ...]
    lhp_share: float
    line: BattingFace = field(default_factory=lambda: BattingFace())
    """Season figures for the card face."""
    platoon: str = "league"
    """Where the split sides come from: 'league' (platoon factors) or the source of his real split lines."""

    def field_at(self, pos: str) -> Fielding:
        """Ratings at a position (an average fielder where he never played)."""
        return self.fielding.get(pos, DEFAULT_FIELDING)

    def steal_text(self) -> str:
        """The STEAL entry as printed: '4+ C', '3 B†' or 'F'."""
        mark = {1: "+", -1: "-", 0: ""}[self.jump_sign]
        letter = T.GRADES[self.letter] + ("†" if self.dagger else "")
        return f"{self.jump}{mark} {letter}" if self.jump else letter

    def sac_text(self) -> str:
        """The auto-sacrifice area as printed, e.g. '2-3, 12' ('-' when empty)."""
        totals = [k for k in range(2, 13) if self.sac[k]]
        if not totals:
            return "-"
        parts: list[list[int]] = []
        for k in totals:
            if parts and parts[-1][-1] == k - 1:
                parts[-1].append(k)
            else:
                parts.append([k])
        return ", ".join(f"{p[0]}-{p[-1]}" if len(p) > 1 else str(p[0]) for p in parts)

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


@dataclass(frozen=True, slots=True)
class Pitcher:
    """The pitching half of a card."""

    throws: str
    labels: tuple[int, ...]
    """labels[total] for 2d6 totals 2..12 (index 0 and 1 unused)."""
    printed_out: tuple[int, ...]
    """The out printed after /PATIENT/ and /IN-PLAY/ results, per total (0 elsewhere)."""
    dp: int
    hold: int
    wp: tuple[int, int]
    """Wild-pitch d100 range (first, last); (0, 0) for none."""
    so: tuple[int, int]
    """Supplemental strikeout d100 range (first, last); (0, 0) for none."""
    start: int
    """Start stamina 1..9, 0 for relievers."""
    relief: str
    """'Short' or 'Long' ('' for a starter only)."""
    marker: str
    """'#' when he does not tire in a save situation."""
    ipgs: float
    """Innings per start (for the manager's usage), 0 when he never started."""
    ip_relief: float
    """Innings per relief appearance."""
    phi1: float
    """Share of his batters faced in his first inning of work (for /IN-PLAY/)."""
    source: str
    """'stats', 'fringe', 'estimates' or 'emergency'."""
    target: tuple[float, ...]
    model: tuple[float, ...]
    """The card's exact rates against the league batter card of the hand he faces."""
    line: PitchingFace = field(default_factory=lambda: PitchingFace())
    """Season figures for the card face."""
    lhb_share: float | None = None
    """His share of left-handed batters faced when his platoon lines gave it (None: the league's mix)."""
    tired: float = 0.0
    """The share of his batters he is expected to face tired at his real usage (``ratings_fatigue``): his card is
    fitted so that fresh and tired together give his line."""

    def counts(self) -> list[int]:
        """Ways (of 36) per label."""
        c = [0] * T.NLABELS
        for total in range(2, 13):
            c[self.labels[total]] += T.WAYS[total]
        return c

    def label_text(self, total: int) -> str:
        """The result printed next to a 2d6 total."""
        lab = self.labels[total]
        name = T.LABEL_NAMES[lab]
        if lab in (T.PATIENT_OUT, T.INPLAY_OUT) and self.printed_out[total]:
            return f"{name} {T.CODE_NAMES[self.printed_out[total]]}"
        return name

    def stamina_text(self) -> str:
        """'Start 8', 'Short#', 'Start 6 / Long'."""
        parts = []
        if self.start:
            parts.append(f"Start {self.start}")
        if self.relief:
            parts.append(self.relief + self.marker)
        return " / ".join(parts) or "Long"

    @staticmethod
    def range_text(r: tuple[int, int]) -> str:
        """A d100 range as printed ('30-32', '-' for none)."""
        if not r[0]:
            return "-"
        return f"{r[0]}" if r[0] == r[1] else f"{r[0]}-{r[1]}"

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


@dataclass(frozen=True, slots=True)
class Card:
    """A player's Payoff Pitch card: batting always, pitching for everyone (an emergency card for non-pitchers)."""

    name: str
    bat: Batter
    pit: Pitcher
    is_pitcher: bool
    own_batting: bool
    """True when a pitcher has his own batting card (the †† mark)."""
    sides: tuple[Side, ...]
    """The sides the play loop reads: (vs LHP, vs RHP), both the standard side when splits are off (a tuple of any
    length to the compiled play, which indexes it without boxing a pair)."""
    value: float
    """Batting strength for managers (runs created per PA, roughly)."""
    pvalue: float
    """Pitching strength for managers (higher is better)."""
    # What the plate appearance reads of every card, on the card itself (``__post_init__``): a compiled play reads
    # each in one step, where ``bat``, ``pit``, ``sides`` and the side are an object apart each (a fetch from
    # memory a plate appearance seldom finds in the processor's cache).
    rows_l: bytes = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """The play rows of the side vs LHP (``sides[0]``): W, P, T, I, TOUGH-OUT, /PATIENT/, the hit-and-run IN-PLAY,
    the tired PATIENT and OUT, 100 each (``ROW_W`` ...)."""
    rows_r: bytes = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """The play rows of the side vs RHP (``sides[1]``)."""
    run: int = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """``bat.run``."""
    sac_bits: int = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """``bat.sac`` as bits: 2d6 total t is in the sacrifice area when bit t is set."""
    label_bits: int = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """``pit.labels`` four bits a total: the label of 2d6 total t is ``label_bits >> 4 * t & 15``."""
    so_lo: int = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """``pit.so[0]``."""
    so_hi: int = field(init=False, repr=False, compare=False, metadata=_PLAY)
    """``pit.so[1]``."""

    def __post_init__(self) -> None:
        bat, pit = self.bat, self.pit
        labels = pit.labels
        if any(not 0 <= lab < 16 for lab in labels):
            raise ValueError(f"{self.name}: a pitcher-card label out of 0..15 ({labels})")
        # (a frozen class: its fields are set as its __init__ sets them)
        object.__setattr__(self, "rows_l", _rows(self.sides[0]))
        object.__setattr__(self, "rows_r", _rows(self.sides[1]))
        object.__setattr__(self, "run", bat.run)
        object.__setattr__(self, "sac_bits", sum([1 << t for t, on in enumerate(bat.sac) if on]))
        object.__setattr__(self, "label_bits", sum([lab << 4 * t for t, lab in enumerate(labels)]))
        object.__setattr__(self, "so_lo", pit.so[0])
        object.__setattr__(self, "so_hi", pit.so[1])

    def __reduce__(self) -> tuple[Any, ...]:
        return _reduce(self)


def _rows(side: Side) -> bytes:
    """A side's play rows in one ``bytes`` (``Card.rows_l``)."""
    rows = side.w + side.p + side.t + side.i + side.to + side.po + side.ih + side.pf + side.out
    if len(rows) != 900:
        raise ValueError(f"a side's play rows are 100 numbers each, not {len(rows) // 9}")
    return rows
