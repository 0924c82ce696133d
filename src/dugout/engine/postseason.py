"""The postseason: best-of-N series and the real seasons' formats.

A replayed season of whole league-seasons ends the way its real season did:

- before 1903, in 1904 and in 1994: no postseason (the 1884-1890 meetings of the NL and AA champions were
  exhibitions and are not replayed); the pennant winners are the league champions;
- 1903-1968: the World Series between the pennant winners, best of 9 in 1903 and 1919-1921, else best of 7;
- 1969-1993: a League Championship Series between the two division winners (best of 5 to 1984, then 7);
- 1995-2011: Division Series (best of 5) among the three division winners and one wild card, the best division
  winner meeting the wild card;
- 2012-2019 and 2021: a one-game Wild Card between the two wild cards first; 2020: eight teams a league (the
  division winners, the second-place teams, two wild cards) in best-of-3 Wild Card Series (1-8, 2-7, 3-6, 4-5);
- from 2022: six teams a league, the two best division winners waiting while the third division winner meets the
  third wild card and the other two wild cards meet (best of 3), then Division Series of 5;
- from 1969, LCS and World Series of 7 (5 to 1984 for the LCS).

The World Series needs both leagues' champions in the season; a season of one league ends with its pennant.
Home field goes to the better record (seeds), games at the higher seed's park 2-3-2 (best of 7), 2-2-1 (best
of 5), all three (best of 3 from 2020), 4-4-1 (best of 9). Invented leagues choose ``playoffs`` teams: the best
records, the top seeds receiving byes up to the next power of two, every round best of ``best_of``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from dugout.engine.boxscore import SEASON_NOTES, BoxContext, BoxScore
from dugout.engine.dice import derive_seed
from dugout.engine.roster import GameTeam
from dugout.engine.ruleset import Ruleset
from dugout.engine.season import Season, TeamSeason
from dugout.engine.standings import order
from dugout.errors import DugoutError

SERIES_KEY = "series"
"""Key in ``Game.carry`` holding the length (best of N) of the series the game belongs to; absent in a season."""


def home_pattern(best_of: int, year: int | None = None) -> tuple[bool, ...]:
    """Whether the higher seed is at home in each game of a best-of-``best_of`` series.

    >>> home_pattern(7), home_pattern(5), home_pattern(3, 2022), home_pattern(1)
    ((True, True, False, False, False, True, True), (True, True, False, False, True), (True, True, True), (True,))
    """
    fixed = {7: "HHAAAHH", 5: "HHAAH", 9: "HHHHAAAAH", 1: "H"}
    if best_of == 3:
        return (True, True, True) if year is not None and year >= 2020 else (True, False, True)
    pat = fixed.get(best_of)
    if pat is None:
        return tuple(k % 2 == 0 for k in range(best_of))
    return tuple(c == "H" for c in pat)


@dataclass(slots=True)
class Series:
    """One best-of-N series: ``high`` is the higher seed (home field)."""

    name: str
    high: GameTeam
    low: GameTeam
    best_of: int
    wins: list[int] = field(default_factory=lambda: [0, 0])
    games: list[tuple[str, str, int, int]] = field(default_factory=list)
    """(away, home, away runs, home runs) of each game, by team name."""
    boxes: list[Any] = field(default_factory=list)
    """Each game's box score, when the series was played with them."""
    contexts: list[BoxContext] = field(default_factory=list)
    """Beside each box score: the game number, the series standing after it, the series totals of the batters'
    2B, 3B, HR and SB, the deciding pitchers' series records."""
    _totals: dict[str, dict[str, int]] = field(default_factory=dict)
    _decisions: dict[str, list[int]] = field(default_factory=dict)

    def keep(self, box: BoxScore) -> None:
        """Add a game's box score with its series context."""
        for t in (box.away, box.home):
            for b in t.batting:
                acc = self._totals.setdefault(b.id, {})
                for c in SEASON_NOTES:
                    acc[c] = acc.get(c, 0) + b.stats[c]
            for p in t.pitching:
                if p.decision:
                    d = self._decisions.setdefault(p.id, [0, 0, 0])
                    d[0] += "W" in p.decision
                    d[1] += "L" in p.decision
                    d[2] += "S" in p.decision
        wins = {self.high.name: self.wins[0], self.low.name: self.wins[1]}
        records = (f"{wins[box.away.name]}-{wins[box.home.name]}", f"{wins[box.home.name]}-{wins[box.away.name]}")
        pitchers = {pid: (f"{d[2]}" if d[2] and not d[0] + d[1] else f"{d[0]}-{d[1]}")
                    for pid, d in self._decisions.items()}
        self.boxes.append(box)
        title = f"Game {len(self.boxes)}" if self.name == "Series" else f"{self.name}, game {len(self.boxes)}"
        self.contexts.append(BoxContext(title, records,
                                        {k: dict(v) for k, v in self._totals.items()}, pitchers))

    @property
    def winner(self) -> GameTeam:
        return self.high if self.wins[0] > self.wins[1] else self.low

    @property
    def loser(self) -> GameTeam:
        return self.low if self.wins[0] > self.wins[1] else self.high

    def summary(self) -> str:
        """``World Series: New York Yankees def. Pittsburgh Pirates 4-0``."""
        w, l = max(self.wins), min(self.wins)
        return f"{self.name}: {self.winner.name} def. {self.loser.name} {w}-{l}"

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "best_of": self.best_of, "high": self.high.name, "low": self.low.name,
                "wins": list(self.wins), "winner": self.winner.name,
                "games": [{"away": a, "home": h, "away_runs": ra, "home_runs": rh} for a, h, ra, rh in self.games]}


def play_series(rules: Ruleset, name: str, high: GameTeam, low: GameTeam, best_of: int, seed: int | str, *,
                year: int | None = None, boxes: bool = False) -> Series:
    """Play a best-of-``best_of`` series (stopping when one side has won it), the higher seed at home as
    ``home_pattern`` says, rotations rested from game to game."""
    if best_of < 1 or best_of % 2 == 0:
        raise DugoutError(f"--best-of must be an odd number of games, at least 1 (got {best_of})")
    s = Season(rules, [high, low], seed)
    s.postseason = True
    s.carry[SERIES_KEY] = best_of  # a game's rules may limit what a player does in a series (Fall Classic: steals)
    out = Series(name, high, low, best_of)
    need = best_of // 2 + 1
    for at_high in home_pattern(best_of, year):
        if max(out.wins) >= need:
            break
        a, h = (1, 0) if at_high else (0, 1)
        g = s.play_game(a, h, s.next_game_id)
        s.next_game_id += 1
        s.day += 1
        ra, rh = s.results[-1][2], s.results[-1][3]
        if ra == rh:
            continue  # a tie (a game that allows one) is replayed: the series needs a winner
        winner = a if ra > rh else h
        out.wins[winner] += 1
        out.games.append((s.teams[a].gt.name, s.teams[h].gt.name, ra, rh))
        if boxes and g is not None:
            out.keep(g.box())
    while max(out.wins) < need:  # ties replayed past the pattern: at the higher seed
        g = s.play_game(1, 0, s.next_game_id)
        s.next_game_id += 1
        s.day += 1
        ra, rh = s.results[-1][2], s.results[-1][3]
        if ra != rh:
            out.wins[1 if ra > rh else 0] += 1
            out.games.append((s.teams[1].gt.name, s.teams[0].gt.name, ra, rh))
            if boxes and g is not None:
                out.keep(g.box())
    return out


@dataclass(slots=True)
class Postseason:
    """The played postseason: its series in order and the champion (None when the season had none)."""

    series: list[Series] = field(default_factory=list)
    champion: GameTeam | None = None
    note: str = ""
    """Why there is no postseason, or what the champion won (``pennant``)."""

    def to_dict(self) -> dict[str, Any]:
        return {"series": [s.to_dict() for s in self.series],
                "champion": self.champion.name if self.champion else None, "note": self.note}


def _seeded(teams: Sequence[TeamSeason]) -> list[TeamSeason]:
    return order(teams)


def _league_field(teams: Sequence[TeamSeason], year: int) -> list[TeamSeason]:
    """One league's postseason teams in seed order, by the season's format."""
    divs: dict[str, list[TeamSeason]] = {}
    for ts in teams:
        divs.setdefault(ts.gt.team.division, []).append(ts)
    winners = _seeded([_seeded(d)[0] for d in divs.values()])
    rest = _seeded([ts for ts in teams if ts not in winners])
    if year >= 2022:
        return winners[:3] + rest[:3]
    if year == 2020:
        seconds = _seeded([_seeded(d)[1] for d in divs.values() if len(d) > 1])
        others = _seeded([ts for ts in rest if ts not in seconds])
        return winners + seconds + others[:2]
    if year >= 2012:
        return winners + rest[:2]
    if year >= 1995:
        return winners + rest[:1]
    if year >= 1969:
        return winners
    return winners[:1]


def _league_rounds(rules: Ruleset, league: str, seeds: list[TeamSeason], year: int, seed: int | str,
                   done: list[Series], boxes: bool) -> GameTeam:
    """Play one league's rounds (seeds in order); the pennant winner."""
    def series(name: str, hi: GameTeam, lo: GameTeam, n: int) -> GameTeam:
        s = play_series(rules, name, hi, lo, n, derive_seed(seed, f"{league}:{name}:{len(done)}"), year=year,
                        boxes=boxes)
        done.append(s)
        return s.winner

    t = [ts.gt for ts in seeds]
    lcs = 5 if year <= 1984 else 7
    needed = 6 if year >= 2022 else 8 if year == 2020 else 4 if year >= 1995 else 2 if year >= 1969 else 1
    if len(t) < needed:  # a league short of the format's teams (a replay of part of it): its top two meet
        return t[0] if len(t) == 1 else series(f"{league} Championship Series", t[0], t[1], lcs)
    if len(t) == 1:
        return t[0]
    if year >= 2022:
        w1 = series(f"{league} Wild Card Series", t[2], t[5], 3)
        w2 = series(f"{league} Wild Card Series", t[3], t[4], 3)
        d1 = series(f"{league} Division Series", t[0], w2, 5)
        d2 = series(f"{league} Division Series", t[1], w1, 5)
        return series(f"{league} Championship Series", *_by_seed(seeds, d1, d2), lcs)
    if year == 2020:
        w = [series(f"{league} Wild Card Series", t[i], t[7 - i], 3) for i in range(4)]
        d1 = series(f"{league} Division Series", *_by_seed(seeds, w[0], w[3]), 5)
        d2 = series(f"{league} Division Series", *_by_seed(seeds, w[1], w[2]), 5)
        return series(f"{league} Championship Series", *_by_seed(seeds, d1, d2), lcs)
    if year >= 1995:
        wild = series(f"{league} Wild Card Game", t[3], t[4], 1) if len(t) == 5 else t[3]
        d1 = series(f"{league} Division Series", t[0], wild, 5)
        d2 = series(f"{league} Division Series", t[1], t[2], 5)
        return series(f"{league} Championship Series", *_by_seed(seeds, d1, d2), lcs)
    return series(f"{league} Championship Series", t[0], t[1], lcs)


def _by_seed(seeds: Sequence[TeamSeason], a: GameTeam, b: GameTeam) -> tuple[GameTeam, GameTeam]:
    rank = {ts.gt.name: i for i, ts in enumerate(seeds)}
    return (a, b) if rank.get(a.name, 99) <= rank.get(b.name, 99) else (b, a)


def real_postseason(rules: Ruleset, teams: Sequence[TeamSeason], year: int, seed: int | str, *,
                    boxes: bool = False) -> Postseason:
    """The season's postseason in its real format among the replayed teams (grouped by ``Team.league``)."""
    leagues: dict[str, list[TeamSeason]] = {}
    for ts in teams:
        leagues.setdefault(ts.gt.team.league, []).append(ts)
    if year < 1903 or year in (1904, 1994):
        note = "no postseason in " + str(year)
        champs = [_seeded(v)[0].gt for v in leagues.values()]
        return Postseason([], champs[0] if len(champs) == 1 else None, note)
    done: list[Series] = []
    pennants = []
    for lg in sorted(leagues):
        seeds = _league_field(leagues[lg], year)
        pennants.append((lg, _league_rounds(rules, lg, seeds, year, seed, done, boxes), seeds[0]))
    if len(pennants) == 1:
        return Postseason(done, pennants[0][1], f"{pennants[0][0]} pennant")
    if len(pennants) > 2:
        return Postseason(done, None, "more than two leagues: no World Series")
    record = {ts.gt.name: ts for ts in teams}
    a, b = pennants[0][1], pennants[1][1]
    ra, rb = record[a.name], record[b.name]
    hi, lo = (a, b) if (ra.pct, ra.rs - ra.ra) >= (rb.pct, rb.rs - rb.ra) else (b, a)
    ws_games = 9 if year == 1903 or 1919 <= year <= 1921 else 7
    ws = play_series(rules, "World Series", hi, lo, ws_games, derive_seed(seed, "World Series"), year=year,
                     boxes=boxes)
    done.append(ws)
    return Postseason(done, ws.winner, "")


def bracket(rules: Ruleset, teams: Sequence[TeamSeason], playoffs: int, best_of: int, seed: int | str, *,
            boxes: bool = False) -> Postseason:
    """An invented league's playoffs: the best ``playoffs`` records seeded 1..N, byes for the top seeds up to
    the next power of two, each round best of ``best_of``; the final is the Championship Series."""
    if playoffs < 2:
        raise DugoutError(f"--playoffs needs at least two teams (got {playoffs})")
    if playoffs > len(teams):
        raise DugoutError(f"--playoffs {playoffs} is more than the season's {len(teams)} teams")
    seeds = [ts.gt for ts in order(teams)[:playoffs]]
    size = 1
    while size < playoffs:
        size *= 2
    # the standard bracket order: 1 meets the lowest seed left, the halves kept apart
    slots = [0]
    while len(slots) < size:
        n = 2 * len(slots)
        slots = [x for s in slots for x in (s, n - 1 - s)]
    field_: list[GameTeam | None] = [seeds[i] if i < playoffs else None for i in slots]
    done: list[Series] = []
    rank = {gt.name: i for i, gt in enumerate(seeds)}
    rnd = 1
    while len(field_) > 1:
        nxt: list[GameTeam | None] = []
        final = len(field_) == 2
        for k in range(0, len(field_), 2):
            a, b = field_[k], field_[k + 1]
            if a is None or b is None:
                nxt.append(a or b)
                continue
            hi, lo = (a, b) if rank[a.name] < rank[b.name] else (b, a)
            name = "Championship Series" if final else f"Round {rnd}"
            s = play_series(rules, name, hi, lo, best_of, derive_seed(seed, f"playoffs:{rnd}:{k}"), boxes=boxes)
            done.append(s)
            nxt.append(s.winner)
        field_ = nxt
        rnd += 1
    return Postseason(done, field_[0], "")


def run_postseason(rules: Ruleset, season: Season, *, playoffs: int | None = None, best_of: int = 7,
                   grouped: bool = False, boxes: bool = False) -> Postseason:
    """The postseason a season calls for: ``playoffs`` teams in a bracket when given, else the real format when
    the season is grouped by league (whole league-seasons), else none."""
    seed: int | str = derive_seed(season.seed, "postseason")
    if playoffs:
        return bracket(rules, season.teams, playoffs, best_of, seed, boxes=boxes)
    year = season.teams[0].gt.team.season if season.teams else None
    if not grouped or year is None:
        return Postseason([], None, "no postseason (not whole league-seasons; --playoffs N plays one)")
    return real_postseason(rules, season.teams, year, seed, boxes=boxes)

