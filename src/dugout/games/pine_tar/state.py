"""A Pine Tar game's state and the hooks around the plate appearance (digest §3.9, §4.11, §4.14).

``PTState`` is the per-game state in ``g.ext``; ``PineTarHooks`` sets it up (``new_game``) and keeps it
(``start_half``, ``end_half``, ``pitcher_entered``), tires pitchers by the MIP rules (``pitcher_tired``), and after
the game keeps the relief log and rolls the injury checks (``after_game``). What the next game remembers lives
in ``g.carry[CARRY]``; the same reliever rules give the season runner its rest days (``rest_days``). ``roll`` is
the game's standard two-die roll, for the play loop as for the injury checks.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, NotRequired, TypedDict

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_OUTS, P_R
from dugout.engine.ruleset import GameOptions, Ruleset
from dugout.games.pine_tar import tables as T
from dugout.games.pine_tar.card import PTCard
from dugout.games.pine_tar.options import PineTarOptions

if TYPE_CHECKING:
    from dugout.engine.game import Game

_OUTFIELD: Final = ("LF", "CF", "RF")

#: Key of this game's state in ``Game.carry`` (kept between the games of a series or season).
CARRY = "pine-tar"


class Memory(TypedDict):
    """What the next game remembers, ``g.carry[CARRY]`` (JSON-ready)."""

    games: dict[str, int]
    """Games each team (by id) has played."""
    relief: dict[str, list[list[int]]]
    """A reliever's last outings ("team|player id"): [team game, outs] each, the latest last."""
    injured: dict[str, int]
    """Injury checks on hold: by "team|P" (its pitchers) or "team|F" (its batters), the team game they resume."""
    series: dict[str, SeriesMemory]
    """Each team's current series (by team id): the steal limits count per series."""
    work: NotRequired[dict[str, dict[str, int]]]
    """Outs each pitcher has recorded in relief so far (by team id, then player id): the AI manager's bullpen
    follows the pitchers' real shares of their team's relief work (``manager.PineTarManager.choose_reliever``)."""


class SeriesMemory(TypedDict):
    """One team's current series (``Memory.series``): consecutive games against one opponent at one park."""

    opp: str
    """The opponent's team id."""
    home: str
    """The home team's id."""
    e: bool
    """Whether the team's E runners may run in this series (every other series)."""
    attempts: dict[str, int]
    """Steal attempts per runner (player id) so far in the series."""


def roll(g: Game, why: str) -> int:
    """A standard two-die roll, 0-99 (red then white)."""
    return g.dice.d(100, why) - 1


class PTState:
    """Times through the order, innings for MIP, steal points, hit-and-runs and steal attempts of one game."""

    __slots__ = (
        "attempts",
        "bonus",
        "e_game",
        "enforce",
        "extended",
        "extra_points",
        "faced",
        "half_pas",
        "hit_run",
        "hit_runs",
        "in_half",
        "innings",
        "mip_modifiers",
        "points",
        "sac_fly",
        "sac_hit",
        "series",
    )

    def __init__(self, points: int, sac_fly: bool = True, sac_hit: bool = True, mip_modifiers: bool = False) -> None:
        # (tuple[X, ...], not a pair: a compiled module would box a pair of its own to index it by side)
        self.faced: tuple[list[int], ...] = ([0] * 9, [0] * 9)
        """PAs each lineup slot has had against the fielding side's current pitcher."""
        self.innings: dict[int, int] = {}
        """Innings each pitcher has appeared in (the current one included)."""
        self.bonus: set[int] = set()
        """Starters who have used their one extra inning."""
        self.extended: dict[int, int] = {}
        """Starters pitching on under the optional bonus: runs allowed when it began."""
        self.points = [points, points]
        """Steal points left per batting side."""
        self.hit_runs = [T.HIT_AND_RUNS_PER_GAME, T.HIT_AND_RUNS_PER_GAME]
        self.attempts: dict[int, int] = {}
        """Steal attempts per runner in this series (this game's and the series' earlier games')."""
        self.e_game = [True, True]
        """Whether each batting side's E runners may run in this series (every other series: G16)."""
        self.series: list[SeriesMemory] = []
        """Each side's series record (``Memory.series``), written back after the game."""
        self.enforce: tuple[bool, ...] = (False, False)
        """Whether the rules must take out each side's pitcher at his limit (a manager who does not follow the
        fatigue rules himself: a person)."""
        self.hit_run = 0
        """Bases (bit 1 << base) whose runners are going on the hit-and-run this PA; 0 when it is off."""
        self.half_pas = 0
        """Plate appearances begun in the current half-inning."""
        self.in_half = False
        self.extra_points = False
        self.sac_fly = sac_fly
        """Score a run-scoring fly out as a sacrifice fly (leagues before sacrifice flies counted an at-bat)."""
        self.sac_hit = sac_hit
        """Score a sacrifice bunt as a sacrifice hit rather than an at-bat."""
        self.mip_modifiers = mip_modifiers
        """The option ``mip-modifiers`` (for the manager, which reads it before every plate appearance)."""


@mypyc_attr(allow_interpreted_subclasses=True)
class PineTarHooks(Ruleset[PTCard, PineTarOptions]):
    """The ruleset's hooks around the plate appearance: per-game state, pitcher fatigue, relief log, injuries (the
    root of the ruleset's chain: ``PineTar(PineTarCalls(PineTarPlay(PineTarTactics(PineTarHooks))))``).

    The options the plate appearance reads are kept as flags (a compiled ruleset reads its own typed attribute;
    the options dataclass is read through Python's attribute lookup)."""

    def __init__(self, options: Mapping[str, Any] | GameOptions | None = None) -> None:
        super().__init__(options)
        opts = self.options
        self.mip_modifiers: bool = bool(opts.mip_modifiers)
        self.risp_penalty: bool = bool(opts.risp_penalty)
        self.defense: bool = bool(opts.defense)
        self.plays_at_plate: bool = bool(opts.plays_at_plate)
        self.hit_and_run: bool = bool(opts.hit_and_run)
        self.steals: bool = bool(opts.steals)
        self.bkwp_balls: bool = bool(opts.bkwp_balls)

    # (the card values here, compiled: the engine asks them of every bench player, every game)
    def batter_value(self, card: PTCard) -> float:
        """Run value of his vs-RHP column per PA (pinch hitters, the DH)."""
        return card.value

    def runner_value(self, card: PTCard) -> float:
        """BR, then SBC to break ties (pinch runners)."""
        return card.br / 2 + card.sbc / 1000

    def fielder_value(self, card: PTCard, pos: str) -> float:
        """RG, then EC, at a position he plays (an OF plays all three outfield spots); 0 elsewhere."""
        if pos not in card.positions and not (pos in _OUTFIELD and "OF" in card.positions):
            return 0.0
        return 0.5 + 0.25 * card.rg + 0.02 * (4 - card.ec)

    def new_game(self, g: Game) -> None:
        # the home league's scoring rules: seasons that did not record SF or SH scored them as at-bats
        ctx = g.sides[1].gt.team.context
        missing = ctx.imputed if ctx is not None else ()
        st = g.ext = PTState(int(self.options.steal_points), "sf" not in missing, "sh" not in missing,
                             self.mip_modifiers)
        if self.steals:
            _series_limits(g, st)
        st.enforce = (not getattr(type(g.sides[0].manager), "keeps_mip", False),
                      not getattr(type(g.sides[1].manager), "keeps_mip", False))
        if self.options.reliever_limits and g.carry.get(CARRY):
            mem: Memory = g.carry[CARRY]
            for s in g.sides:
                tid = s.gt.team.id
                n = mem["games"].get(tid, 0)
                s.pen = [(i, r) for i, r in s.pen if relief_ok(mem["relief"].get(f"{tid}|{s.gt.ids[i - s.off]}"), n)]

    def start_half(self, g: Game) -> None:
        st: PTState = g.ext
        st.half_pas = 0
        st.in_half = True
        away, home = g.sides  # (unpacked: a compiled module boxes the pair to index it by a variable)
        p = away.pitcher if g.half else home.pitcher
        st.innings[p] = st.innings.get(p, 0) + 1
        if g.inning > g.innings and not st.extra_points:
            st.extra_points = True
            st.points[0] += T.EXTRA_INNING_POINTS
            st.points[1] += T.EXTRA_INNING_POINTS

    def end_half(self, g: Game) -> None:
        st: PTState = g.ext
        st.in_half = False

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        st: PTState = g.ext
        faced = st.faced[side]
        for i in range(9):
            faced[i] = 0
        st.innings[pidx] = 1 if (st.in_half and g.half == 1 - side) else 0

    def pitcher_tired(self, g: Game, side: int) -> bool:
        """The MIP rules (digest §3.9): starters at their limit (+1 for 2 runs or fewer), relievers likewise."""
        st: PTState = g.ext
        mip_modifiers = self.mip_modifiers
        if st.half_pas and not mip_modifiers and not st.extended:
            return False  # without the optional modifiers nobody tires in the middle of an inning
        away, home = g.sides
        s = home if side else away
        p = s.pitcher
        line = g.pit[p]
        if line is None:
            return False
        runs = line[P_R]
        card: PTCard = g.cards[p]
        start = st.half_pas == 0
        if p == s.starter:
            if mip_modifiers and runs >= T.REMOVE_STARTER:
                return _spent(g, p, f"{runs} runs allowed (MIP modifiers: a starter leaves at {T.REMOVE_STARTER})")
            if p in st.extended:
                if g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or runs > st.extended[p]:
                    return _spent(g, p, "a runner reached after his bonus inning (extended bonus)")
                return False
            if not start:
                return False
            limit = card.mip_as_starter
            if mip_modifiers and runs >= T.SHELLED_STARTER:
                limit -= 1
            done = st.innings.get(p, 0) - 1
            if done < limit:
                return False
            if p not in st.bonus:
                if runs <= T.BONUS_MAX_RUNS and done == limit:
                    st.bonus.add(p)
                    if g.narrate:
                        g.say(f"{g.names[p]} has pitched his MIP of {limit} allowing {runs} run"
                              f"{'' if runs == 1 else 's'}: one bonus inning (+1 MIP)")
                    return False
                return _spent(g, p, f"MIP {limit} reached with {runs} runs allowed")
            if done < limit + 1:
                return False
            if self.options.extended_bonus and runs <= T.BONUS_MAX_RUNS:
                st.extended[p] = runs
                if g.narrate:
                    g.say(f"{g.names[p]} pitches on after his bonus inning until a runner reaches (extended bonus)")
                return False
            return _spent(g, p, f"MIP {limit} and his bonus inning done")
        if mip_modifiers and runs >= T.REMOVE_RELIEVER:
            return _spent(g, p, f"{runs} runs allowed (MIP modifiers: a reliever leaves at {T.REMOVE_RELIEVER})")
        if not start:
            return False
        if st.innings.get(p, 0) - 1 >= card.mip_as_reliever:
            return _spent(g, p, f"relief MIP {card.mip_as_reliever} reached")
        return False

    def after_game(self, g: Game) -> None:
        """Keep the relief log and the team's game count in ``g.carry``; roll injuries when they are on."""
        found: Memory | None = g.carry.get(CARRY)
        if found is None:
            found = {"games": {}, "relief": {}, "injured": {}, "series": {}}
            g.carry[CARRY] = found
        mem: Memory = found
        st: PTState = g.ext
        if st.series:
            # the series' steal attempts so far, by player id, for its next game
            kept = mem.setdefault("series", {})
            for gs, rec in zip(g.sides, st.series):
                ids = gs.gt.ids
                rec["attempts"] = {ids[i - gs.off]: n for i, n in st.attempts.items()
                                   if gs.off <= i < gs.off + len(ids)}
                kept[gs.gt.team.id] = rec
        work = mem.get("work")
        if work is None:
            work = mem["work"] = {}
        games, relief = mem["games"], mem["relief"]
        for s in g.sides:
            tid = s.gt.team.id
            n = games.get(tid, 0)
            done = work.get(tid)
            if done is None:
                done = work[tid] = {}
            ids, off, starter = s.gt.ids, s.off, s.starter
            for idx in s.pit_appear:
                if idx == starter:
                    continue
                line = g.pit[idx]
                pid = ids[idx - off]
                outs = line[P_OUTS] if line else 0
                key = f"{tid}|{pid}"
                log = relief.get(key)
                if log is None:
                    log = relief[key] = []
                log.append([n, outs])
                if len(log) > T.RELIEVER_GAMES_RUNNING:
                    del log[:-T.RELIEVER_GAMES_RUNNING]
                done[pid] = done.get(pid, 0) + outs
            games[tid] = n + 1
        if self.options.injuries:
            for side in (0, 1):
                _injury_checks(g, side, mem)


_SIDE = ("away", "home")


def _series_limits(g: Game, st: PTState) -> None:
    """The Steal Opportunity table counts attempts per series (gap G16: consecutive games against the same
    opponent at the same park; a game played on its own is a series of one). A team's series continues when its
    last game (in ``g.carry``) was against today's opponent at today's park: the runners' attempts so far carry
    over. E runners go every other series: a new series flips the team's last one, and a team's first series is
    decided by the randomizer die."""
    kept = g.carry.get(CARRY, {}).get("series", {})
    ids = (g.sides[0].gt.team.id, g.sides[1].gt.team.id)
    for side, s in enumerate(g.sides):
        last = kept.get(ids[side])
        if last is not None and last["opp"] == ids[1 - side] and last["home"] == ids[1]:
            rec: SeriesMemory = {"opp": last["opp"], "home": last["home"], "e": last["e"],
                                 "attempts": dict(last["attempts"])}
            index = {pid: i + s.off for i, pid in enumerate(s.gt.ids)}
            for pid, n in rec["attempts"].items():
                if pid in index:
                    st.attempts[index[pid]] = n
        else:
            e = not last["e"] if last is not None else g.dice.d(2, f"E runners' series ({_SIDE[side]})") == 1
            rec = {"opp": ids[1 - side], "home": ids[1], "e": e, "attempts": {}}
        st.series.append(rec)
        st.e_game[side] = rec["e"]


def _spent(g: Game, p: int, why: str) -> bool:
    """A pitcher at his limit (narrated once per half-inning and pitcher): True."""
    if g.narrate:
        text = f"{g.names[p]} is spent: {why}"
        if not any(t == text for i, h, t in g.log[-4:] if i == g.inning and h == g.half):
            g.say(text)
    return True


def _injury_checks(g: Game, side: int, mem: Memory) -> None:
    """Every pitcher who appeared, then one starting batter picked by a die (digest §3.9).

    A team with a pitcher (a position player) on the injured list skips the pitchers' (batters') checks.
    """
    s = g.sides[side]
    tid = s.gt.team.id
    n = mem["games"].get(tid, 0)
    hurt = mem["injured"]
    if hurt.get(f"{tid}|P", 0) <= n:
        for idx in s.pit_appear:
            if _injury_roll(g, side, idx, "P", n, hurt):
                break
    if hurt.get(f"{tid}|F", 0) <= n:
        die = g.dice.d(10, "injury slot") - 1
        if die >= 1:
            starters = [i for _, i in s.bat_appear[:len(s.order)]]
            if die <= len(starters):
                idx = starters[die - 1]
                if idx not in s.pit_appear:
                    _injury_roll(g, side, idx, "F", n, hurt)


def _injury_roll(g: Game, side: int, idx: int, kind: str, n: int, hurt: dict[str, int]) -> bool:
    """One injury check against the player's INJ; a hit puts his team's pitchers or batters out of checks."""
    card: PTCard = g.cards[idx]
    if card.inj < 0:
        return False
    r = roll(g, "injury check")
    if r > card.inj:
        return False
    games = T.INJURY_LENGTH[card.inj_len][g.dice.d(10, "injury length") - 1]
    hurt[f"{g.sides[side].gt.team.id}|{kind}"] = n + games
    g.injuries.append((side, idx, games, f"injury ({card.inj_text}, roll {r:02d})"))
    if g.narrate:
        g.say(f"Injury: {g.names[idx]} (INJ {card.inj_text}, roll {r:02d}) misses {games} games.")
    return True


# --- rest between games --------------------------------------------------------------------------------------------


def relief_ok(log: list[list[int]] | None, n: int) -> bool:
    """Reliever limits: not after two innings in the team's last game, not in a fourth game running.

    ``log`` is his last relief outings ([team game, outs], ``Memory.relief``), ``n`` the team's next game.
    """
    if not log:
        return True
    last, outs = log[-1]
    if last == n - 1 and outs >= T.RELIEVER_REST_OUTS:
        return False
    k = T.RELIEVER_GAMES_RUNNING
    return not (len(log) >= k and [x for x, _ in log[-k:]] == list(range(n - k, n)))


def starter_rest(season: int | None) -> int:
    """Days a starter rests, by era: three-man rotations before 1893, four-man ones before 1920, then five."""
    if season is None:
        return 4
    return 2 if season <= 1892 else 3 if season <= 1919 else 4


def rest_days(outs: int, started: bool, season: int | None, options: PineTarOptions) -> int:
    """The season runner's rest after an outing: a starter by the era of ``season`` (``starter_rest``), a
    reliever who got two innings' outs one day under the reliever limits."""
    if started:
        return starter_rest(season)
    if options.reliever_limits:
        return 1 if outs >= T.RELIEVER_REST_OUTS else 0
    return 0
