"""Payoff Pitch's state around the plate appearance: the per-game state in ``g.ext`` (``PPState``), and the hooks
the engine calls around it (``PayoffPitchHooks``): the home ballpark card, fatigue (digest §3.11), the save marker,
pitchers' rest (§3.12) and the relief work the next game's manager reads from ``g.carry``.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import Any, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_BF, P_R
from dugout.engine.game import Game
from dugout.engine.lineups import Side
from dugout.engine.ruleset import Ruleset
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card
from dugout.games.payoff_pitch.card_ballpark import Ballpark, ballpark
from dugout.games.payoff_pitch.options import PayoffPitchOptions

#: ``g.carry`` key of the season's relief work: batters faced per reliever and in all (the manager's Player Usage).
RELIEF_KEY = "payoff-pitch-relief"
#: ``tables.RELIEF_LIMITS``, a module constant here (a compiled module reads it natively).
_RELIEF_LIMITS: Final = T.RELIEF_LIMITS


class PPState:
    """Strategy calls of the current PA, pitchers' innings of work, base runners' steal history, the FAC deck."""

    __slots__ = (
        "align",
        "ask_bunt",
        "ask_ibb_always",
        "ask_steal",
        "bunt_hit_run",
        "bunt_hit_used",
        "deck",
        "first_inning",
        "hit_run",
        "innings",
        "jump1_done",
        "last_inning",
        "pa_depth",
        "pa_serial",
        "park",
        "save_entry",
        "seen",
        "sides",
        "work_key",
    )

    def __init__(self, park: Ballpark, sides: list[Side], players: int) -> None:
        self.sides = sides
        """The game's two sides (``Game.sides``) in a list: the compiled play indexes it by side natively, where it
        boxes the engine's pair (a ``tuple[Side, Side]``) into a new tuple at every index that is not a constant."""
        self.hit_run = False
        """The hit-and-run is on for this PA."""
        self.align = 0
        """Defensive alignment for this PA: 0 normal, 1 infield in, 2 corners in."""
        self.seen: set[int] = set()
        """Runners who have had their first steal opportunity of the game (the +/- Jump marks)."""
        self.jump1_done: set[int] = set()
        self.bunt_hit_used: set[int] = set()
        self.first_inning: dict[int, int] = {}
        """Pitcher -> the inning he faced his first batter in (for /IN-PLAY/)."""
        self.innings = [0] * players
        """By player index: the innings a pitcher has appeared in (each counts as one, whatever the outs)."""
        self.last_inning = [0] * players
        """By player index: the last inning a pitcher appeared in (0 for none; lists rather than dicts, which the
        compiled play reads natively)."""
        self.save_entry: set[int] = set()
        """Relievers with a save marker who entered in a save situation."""
        self.deck: list[int] = []
        """Fast Action Cards left in the deck (indices into tables.FAC_DECK)."""
        self.park = park
        """The home team's ballpark card (BALLPARK results read it)."""
        self.work_key = -1
        """Pitcher and inning of the last plate appearance (innings of work are counted once per inning)."""
        self.pa_depth = 0
        """Rare plays that roll again nest; this guards the recursion."""
        self.pa_serial = 0
        """Plate appearances begun (counted once the defense has declared its intentional walk or not)."""
        # (the per-side pairs are typed as tuples of any length: the compiled play indexes them by side without
        # boxing a pair)
        self.ask_ibb_always: tuple[bool, ...] = (True, True)
        """Per side: whether its manager is asked about an intentional walk before every plate appearance (the
        default AI only with first base open and a runner in scoring position)."""
        self.ask_steal: tuple[bool, ...] = (True, True)
        """Per side: whether the plate appearance asks its manager to call steals (the default AI leaves them to the
        cards' Jumps under the auto option)."""
        self.ask_bunt: tuple[bool, ...] = (True, True)
        """Per side: whether it asks for sacrifices (the default AI leaves them to the cards under auto-sac)."""
        self.bunt_hit_run: tuple[int, ...] = (0, 0)
        """Per side: the smallest Run of a batter whose manager is asked about a bunt for a hit."""


@mypyc_attr(allow_interpreted_subclasses=True)
class PayoffPitchHooks(Ruleset[Card, PayoffPitchOptions]):
    """The engine's hooks around the plate appearance: the root of the ruleset's chain of mixins (``PlayCalls`` builds
    on it)."""

    def new_game(self, g: Game) -> None:
        # the home team's ballpark card, made once a team (``GameTeam.memo``; a frozen card, shared by its games)
        home = g.sides[1].gt
        park = home.memo.get("pp-ballpark")
        if park is None:
            park = home.memo["pp-ballpark"] = ballpark(home.team.park)
        g.ext = PPState(park, [g.sides[0], g.sides[1]], len(g.cards))
        for side in (0, 1):
            rest_short_men(g, side)

    def pitcher_entered(self, g: Game, side: int, pidx: int) -> None:
        card: Card = g.cards[pidx]
        st: PPState = g.ext
        if card.pit.marker and g.inning >= g.innings and 1 <= g.lead(side) <= 3 and pidx != st.sides[side].starter:
            st.save_entry.add(pidx)

    def pitcher_tired(self, g: Game, side: int) -> bool:
        st: PPState = g.ext
        return is_tired(g, side, st.sides[side].pitcher)

    def after_game(self, g: Game) -> None:
        record_relief(g)


def is_tired(g: Game, side: int, pidx: int) -> bool:
    """Whether a pitcher is fatigued (his BALLPARK, TOUGH and PATIENT results read the Fatigued Pitcher Adjustments):
    at six runs allowed; a starter from his Start inning once he has allowed three; a reliever at his runs or in an
    inning past his innings (``tables.RELIEF_LIMITS``), unless he has the # marker, entered in a save situation
    and his side still leads."""
    line = g.pit[pidx]
    runs = line[P_R] if line is not None else 0
    if runs >= T.FATIGUE_RUNS_ANY:
        return True
    st: PPState = g.ext
    card: Card = g.cards[pidx]
    pit = card.pit
    if pidx == st.sides[side].starter:
        return g.inning >= max(1, pit.start) and runs >= T.FATIGUE_RUNS_STARTER
    if pidx in st.save_entry and g.lead(side) > 0:
        return False
    innings = st.innings[pidx] + (0 if st.last_inning[pidx] == g.inning else 1)
    inn_lim, run_lim = _RELIEF_LIMITS[pit.relief or "Long"]
    return runs >= run_lim or innings > inn_lim


def rest_days(outs: int, started: bool) -> int:
    """Days a pitcher rests after an outing (Pitcher's rest chart)."""
    if started:
        return T.REST_STARTER
    if outs >= T.REST_LONG_OUTS:
        return T.REST_LONG_DAYS
    if outs >= T.REST_SHORT_OUTS:
        return T.REST_SHORT_DAYS
    return 0


def relief_key(g: Game, side: int) -> str:
    """The side's key in the season's relief work (``g.carry[RELIEF_KEY]``): its team's season and id, made once a
    rated team (``GameTeam.memo``)."""
    gt = g.sides[side].gt
    key: str | None = gt.memo.get("pp-relief-key")
    if key is None:
        team = gt.team
        key = gt.memo["pp-relief-key"] = f"{team.season}:{team.id}"
    return key


def _store(g: Game, side: int) -> dict[str, Any]:
    work = g.carry.get(RELIEF_KEY)
    if work is None:
        work = g.carry[RELIEF_KEY] = {}
    key = relief_key(g, side)
    store: dict[str, Any] | None = work.get(key)
    if store is None:
        store = work[key] = {"total": 0, "bf": {}}
    return store


def record_relief(g: Game) -> None:
    """After a game: add each reliever's batters faced to the season's relief work (``g.carry[RELIEF_KEY]``), and
    count the team's games and each reliever's games in a row (the rest chart's limit for Short relievers)."""
    for side in (0, 1):
        s = g.sides[side]
        store = _store(g, side)
        game: int = store.get("game", 0) + 1
        store["game"] = game
        last: dict[str, int] | None = store.get("last")
        if last is None:
            last = store["last"] = {}
        row: dict[str, int] | None = store.get("row")
        if row is None:
            row = store["row"] = {}
        bf: dict[str, int] = store["bf"]
        total: int = store["total"]
        ids = s.gt.ids
        for idx in s.pit_appear[1:]:
            line = g.pit[idx]
            if line is None:
                continue
            pid = ids[idx - s.off]
            bf[pid] = bf.get(pid, 0) + line[P_BF]
            total += line[P_BF]
            row[pid] = row.get(pid, 0) + 1 if last.get(pid) == game - 1 else 1
            last[pid] = game
        store["total"] = total


def rest_short_men(g: Game, side: int) -> None:
    """Before a game: a Short reliever who pitched in each of his team's last ``tables.SHORT_MAX_IN_A_ROW`` games
    sits this one out (Pitcher's rest chart; the season's games in a row stand for its days)."""
    work = g.carry.get(RELIEF_KEY)
    store = work.get(relief_key(g, side)) if work is not None else None
    if not store or not store.get("row"):
        return
    s = g.sides[side]
    game, last, row = store.get("game", 0), store["last"], store["row"]
    # the pitchers of the last game on their limit, in index order (a few of a staff's, looked up by id)
    due = [pid for pid, n in row.items() if n >= T.SHORT_MAX_IN_A_ROW and last.get(pid) == game]
    if not due:
        return
    local = s.gt.memo.get("local")
    if local is None:
        local = s.gt.memo["local"] = {pid: i for i, pid in enumerate(s.gt.ids)}
    for i in sorted(local[pid] for pid in due if pid in local):
        idx = s.off + i
        if idx != s.pitcher:
            card: Card = g.cards[idx]
            if card.pit.relief == "Short" and any(j != idx for j, _ in s.pen):
                s.unavailable.add(i)
                s.pen = [(j, r) for j, r in s.pen if j != idx]
