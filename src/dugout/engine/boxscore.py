"""Box scores: per-player batting and pitching lines, line score, team totals, as text or JSON."""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from dugout.engine.codes import BAT_COLS, P_HLD, P_OUTS, PIT_COLS

if TYPE_CHECKING:
    from dugout.engine.game import Game

BOX_BAT = ("AB", "R", "H", "RBI", "BB", "SO", "LOB")
BOX_PIT = ("IP", "H", "R", "ER", "BB", "SO", "HR", "BF")
_first = itemgetter(0)


def _bat_stats(line: list[int] | tuple[int, ...]) -> dict[str, int]:
    """``dict(zip(BAT_COLS, line))`` spelled out: a dict display is built in one step, which matters at a few
    dozen lines per box score."""
    pa, ab, r, h, d, t, hr, rbi, bb, ibb, hbp, so, sb, cs, sh, sf, gidp, lob, roe, ci, e = line
    return {"PA": pa, "AB": ab, "R": r, "H": h, "2B": d, "3B": t, "HR": hr, "RBI": rbi, "BB": bb, "IBB": ibb,
            "HBP": hbp, "SO": so, "SB": sb, "CS": cs, "SH": sh, "SF": sf, "GIDP": gidp, "LOB": lob, "ROE": roe,
            "CI": ci, "E": e}


def _pit_stats(line: list[int] | tuple[int, ...]) -> dict[str, int]:
    """``dict(zip(PIT_COLS, line))`` spelled out (see ``_bat_stats``)."""
    outs, h, r, er, bb, ibb, so, hr, hbp, wp, bk, bf, pc, w, lo, sv, hld, gs, g, d, t, sh, sf = line
    return {"OUTS": outs, "H": h, "R": r, "ER": er, "BB": bb, "IBB": ibb, "SO": so, "HR": hr, "HBP": hbp, "WP": wp,
            "BK": bk, "BF": bf, "PC": pc, "W": w, "L": lo, "SV": sv, "HLD": hld, "GS": gs, "G": g, "2B": d, "3B": t,
            "SH": sh, "SF": sf}


# the spelled-out columns must follow the codes (a new column has to be added to both functions)
assert tuple(_bat_stats(list(range(len(BAT_COLS))))) == BAT_COLS
assert tuple(_pit_stats(list(range(len(PIT_COLS))))) == PIT_COLS


def ip_str(outs: int) -> str:
    """Innings pitched as printed: 7.2 for 23 outs.

    >>> ip_str(23)
    '7.2'
    """
    return f"{outs // 3}.{outs % 3}"


@dataclass(slots=True, init=False)
class BatLine:
    """One batter's line in a box score: ``line`` in the order of ``BAT_COLS``, ``stats`` the same by name."""

    id: str
    name: str
    pos: str
    slot: int
    sub: bool
    line: tuple[int, ...]
    _stats: dict[str, int] | None = field(default=None, repr=False, compare=False)

    # written out, not generated: a compiled dataclass's generated ``__init__`` runs as Python (3-4x the cost of
    # this one), and a game makes a few dozen lines
    def __init__(self, id: str, name: str, pos: str, slot: int, sub: bool, line: tuple[int, ...],
                 _stats: dict[str, int] | None = None) -> None:
        self.id = id
        self.name = name
        self.pos = pos
        self.slot = slot
        self.sub = sub
        self.line = line
        self._stats = _stats

    @property
    def stats(self) -> dict[str, int]:
        """The line keyed by column name (built on first use: a season of box scores mostly never asks)."""
        d = self._stats
        if d is None:
            d = self._stats = _bat_stats(self.line)
        return d


@dataclass(slots=True, init=False)
class PitLine:
    """One pitcher's line in a box score: ``line`` in the order of ``PIT_COLS``, ``stats`` the same by name."""

    id: str
    name: str
    line: tuple[int, ...]
    decision: str = ""
    _stats: dict[str, int] | None = field(default=None, repr=False, compare=False)

    def __init__(self, id: str, name: str, line: tuple[int, ...], decision: str = "",
                 _stats: dict[str, int] | None = None) -> None:
        self.id = id
        self.name = name
        self.line = line
        self.decision = decision
        self._stats = _stats

    @property
    def stats(self) -> dict[str, int]:
        """The line keyed by column name (built on first use)."""
        d = self._stats
        if d is None:
            d = self._stats = _pit_stats(self.line)
        return d


@dataclass(slots=True, init=False)
class TeamBox:
    """One team's half of the box score."""

    name: str
    team_id: str
    runs: int
    hits: int
    errors: int
    lob: int
    dp: int
    line: list[int]
    batting: list[BatLine] = field(default_factory=list)
    pitching: list[PitLine] = field(default_factory=list)

    def __init__(self, name: str, team_id: str, runs: int, hits: int, errors: int, lob: int, dp: int,
                 line: list[int], batting: list[BatLine] | None = None, pitching: list[PitLine] | None = None) -> None:
        self.name = name
        self.team_id = team_id
        self.runs = runs
        self.hits = hits
        self.errors = errors
        self.lob = lob
        self.dp = dp
        self.line = line
        self.batting = [] if batting is None else batting
        self.pitching = [] if pitching is None else pitching

    def totals(self) -> dict[str, int]:
        """Batting totals of the team."""
        out = {c: 0 for c in BAT_COLS}
        for b in self.batting:
            for c in BAT_COLS:
                out[c] += b.stats[c]
        return out


@dataclass(slots=True, init=False)
class BoxScore:
    """A finished game's box score."""

    game: str
    seed: Any
    innings: int
    away: TeamBox
    home: TeamBox
    walkoff: bool
    tie: bool
    options: dict[str, Any]
    park: str = ""

    def __init__(self, game: str, seed: Any, innings: int, away: TeamBox, home: TeamBox, walkoff: bool, tie: bool,
                 options: dict[str, Any], park: str = "") -> None:
        self.game = game
        self.seed = seed
        self.innings = innings
        self.away = away
        self.home = home
        self.walkoff = walkoff
        self.tie = tie
        self.options = options
        self.park = park

    @classmethod
    def from_game(cls, g: Game) -> BoxScore:
        """Read the box score off a finished game."""
        teams = []
        decided: dict[int, str] = {}
        for k in ("W", "L", "S"):
            i = g.decisions.get(k)
            if i is not None:
                decided[i] = decided.get(i, "") + k
        bat, pit, names = g.bat, g.pit, g.names
        for side in (0, 1):
            s = g.sides[side]
            tb = TeamBox(s.gt.team.name, s.gt.team.id, g.score[side], s.hits, s.errors, s.lob, s.dp, list(s.line))
            ids, off, pos_hist = s.gt.ids, s.off, s.pos_hist
            seen_slots: set[int] = set()
            seen_players: set[int] = set()
            batting = tb.batting
            # by slot, and in order of appearance within a slot (the sort is stable)
            for slot, i in sorted(s.bat_appear, key=_first):
                line = bat[i]
                if line is None or i in seen_players:
                    continue
                hist = pos_hist.get(i)
                if hist is None:
                    pos = "PH"
                elif len(hist) == 1:
                    pos = hist[0]
                else:
                    pos = "-".join(dict.fromkeys(hist))
                batting.append(BatLine(ids[i - off], names[i], pos, slot + 1, slot in seen_slots, tuple(line)))
                seen_slots.add(slot)
                seen_players.add(i)
            pitching = tb.pitching
            for i in s.pit_appear:
                pl = pit[i]
                assert pl is not None
                pitching.append(PitLine(ids[i - off], names[i], tuple(pl),
                                        "H" if pl[P_HLD] else decided.get(i, "")))
            teams.append(tb)
        return cls(g.rules.name, g.dice.seed, g.inning, teams[0], teams[1], g.walkoff, g.tie, g.rules.options_dict(),
                   g.sides[1].gt.team.park.name)

    @property
    def winner(self) -> int | None:
        """0 for the away team, 1 for home, None for a tie."""
        if self.away.runs == self.home.runs:
            return None
        return 0 if self.away.runs > self.home.runs else 1

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready box score."""
        def team(t: TeamBox) -> dict[str, Any]:
            return {
                "name": t.name, "id": t.team_id, "R": t.runs, "H": t.hits, "E": t.errors, "LOB": t.lob, "DP": t.dp,
                "line": t.line,
                "batting": [{"id": b.id, "name": b.name, "pos": b.pos, "slot": b.slot, **b.stats} for b in t.batting],
                "pitching": [{"id": p.id, "name": p.name, "IP": ip_str(p.stats["OUTS"]), "decision": p.decision,
                              **p.stats} for p in t.pitching],
            }
        return {"game": self.game, "seed": self.seed, "innings": self.innings, "walkoff": self.walkoff,
                "tie": self.tie, "options": self.options, "park": self.park, "away": team(self.away),
                "home": team(self.home)}

    def format(self, context: BoxContext | None = None) -> str:
        """The box score as the sports page sets it: a heading (teams, their records when given, park, game), the
        line score with R, H, E, each side's batting (substitutes indented, each with a note saying whom he
        replaced), the notes (2B, 3B, HR, SB, CS, SH, SF, GIDP, HBP, IBB, E with season totals when given; the
        team's DP and LOB, which is the sum of its batters'), the pitching with decisions (and records when
        given) and the pitchers' notes (WP, HBP, BK, pitches)."""
        ctx = context or BoxContext()
        out: list[str] = []
        rec = ctx.records
        names = [t.name + (f" ({r})" if r else "") for t, r in zip((self.away, self.home), rec or ("", ""))]
        head = f"{names[0]} at {names[1]}"
        where = ", ".join(x for x in (self.park, ctx.title) if x)
        out.append(head + (f" — {where}" if where else ""))
        out.append("")
        n = max(len(self.away.line), len(self.home.line), 9)
        # columns three wide, one more for every digit past two, so a 100-run inning or total never merges
        w = 1 + max([2] + [len(str(x)) for t in (self.away, self.home) for x in t.line])
        tw = 1 + max(2, *(len(str(x)) for t in (self.away, self.home) for x in (t.runs, t.hits, t.errors)))
        out.append(f"{'':<24}" + "".join(f"{i + 1:>{w}}" for i in range(n)) + "  "
                   + "".join(f"{c:>{tw}}" for c in "RHE"))
        for t in (self.away, self.home):
            cells = [f"{x:>{w}}" for x in t.line] + [f"{'x' if t is self.home and len(t.line) < n else '':>{w}}"] \
                * (n - len(t.line))
            out.append(f"{t.name[:24]:<24}" + "".join(cells) + f"  {t.runs:>{tw}}{t.hits:>{tw}}{t.errors:>{tw}}")
        for t in (self.away, self.home):
            out.append("")
            out.append(f"{t.name:<28}" + "".join(f"{c:>5}" for c in BOX_BAT))
            letters = _sub_notes(t.batting)
            for b in t.batting:
                mark = letters.get(b.id, ("", ""))[0]
                label = ("  " if b.sub else "") + (f"{mark}-" if mark else "") + f"{b.name} {b.pos.lower()}"
                out.append(f"{label[:28]:<28}" + "".join(f"{b.stats[c]:>5}" for c in BOX_BAT))
            tot = t.totals()
            out.append(f"{'Totals':<28}" + "".join(f"{tot[c]:>5}" for c in BOX_BAT))
            subs = [f"{m}-{why}." for m, why in letters.values()]
            if subs:
                out.append("  " + " ".join(subs))
            extras = []
            short = _short_names([b.name for b in t.batting])
            for c in ("2B", "3B", "HR", "SB", "CS", "SH", "SF", "GIDP", "HBP", "IBB", "E"):
                who = []
                for b in t.batting:
                    k = b.stats[c]
                    if not k:
                        continue
                    text = short[b.name] + (f" {k}" if k > 1 else "")
                    season = ctx.totals.get(b.id, {}).get(c) if c in SEASON_NOTES else None
                    who.append(text + (f" ({season})" if season else ""))
                if who:
                    extras.append(f"{c}: {', '.join(who)}.")
            extras.append(f"DP: {t.dp}. LOB: {tot['LOB']}.")
            out.append("  " + " ".join(extras))
        for t in (self.away, self.home):
            out.append("")
            out.append(f"{t.name:<28}" + "".join(f"{c:>5}" for c in BOX_PIT))
            for p in t.pitching:
                dec = p.decision
                if dec and ctx.pitcher_records.get(p.id):
                    dec = f"{dec}, {ctx.pitcher_records[p.id]}"
                label = p.name + (f" ({dec})" if dec else "")
                cells = [ip_str(p.stats["OUTS"])] + [str(p.stats[c]) for c in BOX_PIT[1:]]
                out.append(f"{label[:28]:<28}" + "".join(f"{c:>5}" for c in cells))
            wp, hbp, bk = ([f"{p.name.split()[-1]}{' ' + str(p.stats[c]) if p.stats[c] > 1 else ''}"
                            for p in t.pitching if p.stats[c]] for c in ("WP", "HBP", "BK"))
            pc = [f"{p.name.split()[-1]} {p.stats['PC']}" for p in t.pitching if p.stats["PC"]]
            notes = []
            if wp:
                notes.append(f"WP: {', '.join(wp)}.")
            if hbp:
                notes.append(f"HBP by: {', '.join(hbp)}.")
            if bk:
                notes.append(f"BK: {', '.join(bk)}.")
            if pc:
                notes.append(f"Pitches: {', '.join(pc)}.")
            if notes:
                out.append("  " + " ".join(notes))
        tail = "Walk-off. " if self.walkoff else ""
        tail += "Tie game. " if self.tie else ""
        out.append("")
        out.append(f"{tail}Game: {self.game}. Seed: {self.seed}.")
        return "\n".join(out)


#: The notes that carry a season total in parentheses when a season's totals are given.
SEASON_NOTES = frozenset({"2B", "3B", "HR", "SB"})


@dataclass(frozen=True, slots=True)
class BoxContext:
    """What a box score knows only inside a season or series: a title (``Game 3``), the teams' records after the
    game (away, home), each batter's season totals through the game (by player id and column) and each deciding
    pitcher's record (``1-0``, or saves ``3``)."""

    title: str = ""
    records: tuple[str, str] | None = None
    totals: dict[str, dict[str, int]] = field(default_factory=dict)
    pitcher_records: dict[str, str] = field(default_factory=dict)


def _short_names(names: list[str]) -> dict[str, str]:
    """Each name as the notes print it: the last name, with the first initial when two share it.

    >>> _short_names(["Paul Waner", "Lloyd Waner", "Pie Traynor"])
    {'Paul Waner': 'P. Waner', 'Lloyd Waner': 'L. Waner', 'Pie Traynor': 'Traynor'}
    """
    last = [n.split()[-1] if n.split() else n for n in names]
    out = {}
    for n, ln in zip(names, last):
        out[n] = f"{n[0]}. {ln}" if last.count(ln) > 1 and n.split() and len(n.split()) > 1 else ln
    return out


def _sub_notes(batting: list[BatLine]) -> dict[str, tuple[str, str]]:
    """Each substitute's note letter and what he did (``a``, ``batted for Hoyt``), in batting order: a pinch
    hitter batted for, a pinch runner ran for, anyone else replaced the man before him in his slot."""
    out: dict[str, tuple[str, str]] = {}
    before: dict[int, BatLine] = {}
    k = 0
    for b in batting:
        prev = before.get(b.slot)
        before[b.slot] = b
        if not b.sub or prev is None:
            continue
        pos = b.pos.upper()
        verb = "batted for" if pos.startswith("PH") else "ran for" if pos.startswith("PR") else "replaced"
        letter = "abcdefghijklmnopqrstuvwxyz"[k % 26]
        k += 1
        out[b.id] = (letter, f"{verb} {prev.name.split()[-1]}")
    return out


def outs_of(p: PitLine) -> int:
    """Outs recorded by a pitcher line."""
    return p.stats[PIT_COLS[P_OUTS]]
