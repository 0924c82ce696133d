"""Managers make every decision a game allows; the default AI plays the percentages.

Rulesets ask at their decision points (``wants_steal``, ``wants_bunt`` …); the game loop asks for
pitching changes and pinch hitters before each plate appearance. A human manager in the terminal
implements the same methods, so no rule changes when a person takes over a side.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from mypy_extensions import mypyc_attr

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from dugout.engine.codes import P_IBB, P_OUTS, P_R
from dugout.engine.lineups import TWO_WAY_DH_FROM, bench_fielding
from dugout.engine.roster import ibb_per_game, season_games, usage_plan

if TYPE_CHECKING:
    from dugout.engine.game import Game

ROLE_ORDER = {"closer": 0, "setup": 1, "middle": 2, "long": 3}
# the default manager's preference of bullpen roles (rank by role) in a save situation, when holding a late lead or
# tie, early, and otherwise
_SAVE, _HOLD, _EARLY, _MIDDLE = ({r: k for k, r in enumerate(roles)} for roles in (
    ("closer", "setup", "middle", "long"), ("setup", "middle", "long", "closer"),
    ("long", "middle", "setup", "closer"), ("middle", "long", "setup", "closer")))
#: ``g.carry`` key under which the season runner keeps every team's games and plate appearances so far.
USAGE_KEY = "usage"
#: A bench player starts over the depth chart's man only when he is this many plate appearances further behind
#: his real pace (about one game).
REST_MARGIN_PA = 4.0
#: The default manager takes out a pitcher who has allowed this many runs in the first five innings (a starter) or
#: two more at any time; each level of ``pitcher_patience`` adds two.
SHELLED_RUNS = 5
#: ``AIManager.stint_done`` gives a reliever this many outs more per level of ``pitcher_patience``.
STINT_PATIENCE_OUTS = 3
#: Over a season, the default manager makes a pitching change of his own choosing (a starter hit hard, the closer
#: in a save situation, a pinch hitter for his pitcher, a reliever's stint) only while his team is at least this
#: many relief appearances behind its real pace (``AIManager.relief_pace``); changes the rules force are always made.
RELIEVE_FROM_PACE = 0.5
#: … and takes a starter out once he has worked his real outs per start, or a reliever his real stint, at the start
#: of an inning, when his team is at least this many relief appearances behind its pace.
PLANNED_FROM_PACE = 1.0
#: A pitcher due to bat is pinch-hit for from this inning once his day's work is done (a reliever his real outs per
#: relief appearance, a starter from the next inning his real outs per start), or from the 7th when his side trails,
#: while his team is at most this many relief appearances ahead of its real pace (``may_relieve``): batting for a
#: pitcher whose work is done costs no appearance the real team did not make. With the 7th-inning rule alone a 2016
#: NL replay's pitchers batted 1.15-1.8 times their real plate appearances (Payoff Pitch 8,325 against 5,119).
PH_FROM_INNING, PH_FROM_PACE = 5, -2.0


def _best_by(pool: list[int], value: Callable[[Any], float], cards: list[Any]) -> tuple[int, float]:
    """The player of a non-empty ``pool`` whose card ``value`` rates highest (the lowest index of those tied) and
    that value: ``max(pool, key=lambda i: (value(cards[i]), -i))`` without a tuple per player."""
    best, best_v = -1, 0.0
    for i in pool:
        v = value(cards[i])
        if best < 0 or v > best_v or (v == best_v and i < best):
            best, best_v = i, v
    return best, best_v


def relief_behind(carry: dict[str, Any], gt: Any) -> float | None:
    """The relief appearances the team is behind its real pace before its next game's relief (its real relief
    appearances a game, ``GameTeam.relief_pg``, times its games so far and the next one, less its relief
    appearances so far, from the season runner's usage record in ``carry``); None for a team with no real season
    or outside a season."""
    rate = gt.relief_pg
    if rate is None:
        return None
    rec = team_usage(carry, gt)
    if rec is None:
        return None
    return float(rate * (rec["games"] + 1) - rec.get("relief", 0))


#: Intentional walks at the team's real pace (``ibb_pace``): none while it is this many ahead of its real ones per
#: game times its games so far, ``IBB_BEHIND`` times its chance while it is as many behind them.
IBB_PACE_SLACK = 1.0
IBB_BEHIND = 2.0


def ibb_pace(g: Any, side: int) -> float:
    """What a manager's chance of an intentional walk is multiplied by to keep the side's team at its real ones
    (``roster.ibb_per_game``) over a season: 0 while it is ``IBB_PACE_SLACK`` or more ahead (its real ones a game
    times its games so far, less those its pitchers issued so far, from the season runner's usage record, and in
    this game), ``IBB_BEHIND`` while it is as many behind, 1 between and outside a season."""
    s = g.sides[side]
    rec = team_usage(g.carry, s.gt)
    if rec is None:
        return 1.0
    memo = s.gt.memo
    if "ibb_pg" not in memo:
        memo["ibb_pg"] = ibb_per_game(s.gt.team)  # once a team
    per_game = memo["ibb_pg"]
    if per_game is None:
        return 1.0
    now = sum(line[P_IBB] for line in (g.pit[i] for i in s.pit_appear) if line is not None)
    behind = per_game * rec["games"] - rec.get("ibb", 0) - now
    return 0.0 if behind <= -IBB_PACE_SLACK else IBB_BEHIND if behind >= IBB_PACE_SLACK else 1.0


def usage_key(team: Any) -> str:
    """The usage record of a team-season in ``g.carry``."""
    return f"{team.season}:{team.id}"


def team_usage(carry: dict[str, Any], gt: Any) -> dict[str, Any] | None:
    """The season runner's usage record of the team (``USAGE_KEY`` of ``carry``, by ``usage_key``), None outside a
    season or before its first game. Asked at most plate appearances: the key is worked out once per team (kept in
    ``GameTeam.memo`` with the team it is of; a ``Team`` is frozen)."""
    usage = carry.get(USAGE_KEY)
    if usage is None:
        return None
    memo = gt.memo
    key = memo.get("usage_key")
    if key is None or key[0] is not gt.team:
        key = memo["usage_key"] = (gt.team, usage_key(gt.team))
    rec: dict[str, Any] | None = usage.get(key[1])
    return rec


@mypyc_attr(allow_interpreted_subclasses=True)
class Manager:
    """The decision interface. The base class never does anything optional."""

    offense_from_inning: ClassVar[int] = 1
    """The game asks ``before_pa_offense`` only from this inning on (a human manager is asked every time)."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        """Make pitching changes or defensive substitutions before a plate appearance."""

    def before_pa_offense(self, g: Game, side: int) -> None:
        """Pinch-hit or pinch-run before a plate appearance."""

    def start_of_half_defense(self, g: Game, side: int) -> None:
        """Defensive replacements as the side takes the field."""

    def pitcher_patience(self, g: Game, side: int) -> int:
        """How long this manager stays with his pitchers, in levels (0, the default, is the modern manager's quick
        hook): each level lets a pitcher allow two more runs before he goes, and keeps him batting for himself
        late in the game unless his side trails by at least that many runs. A ruleset's manager that knows the
        team's real usage (complete games) may return more."""
        return 0

    def starting_lineup(self, g: Game, side: int, spots: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """The starting batting order as (team-local player index, position); ``spots`` is the depth chart's
        (absences already covered). Managers that rest regulars (``g.carry`` keeps season state) change it here."""
        return spots

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """The pitcher to bring in (``forced`` when the mound is empty); -1 keeps the current one."""
        s = g.sides[side]
        if s.pen:
            return s.pen[0][0]
        cands = [i for i in s.bench if i not in s.removed and i not in s.in_game]
        if cands:
            return cands[-1]
        if forced:
            # nobody left on the bench: the pinch hitter who batted for the pitcher takes the mound
            return next((i for i in s.order if s.pos_of.get(i) == "PH"), -1)
        return -1

    def replacement(self, g: Game, side: int, idx: int) -> int:
        """A bench player to replace ``idx`` (ejected or injured): one who plays his position if possible."""
        s = g.sides[side]
        pos = s.pos_of.get(idx, "")
        bench = [i for i in s.bench if i not in s.removed and i not in s.in_game]
        if not bench:
            return -1
        gt = s.gt
        same = [i for i in bench if gt.pos[i - s.off] == pos]
        pool = same or bench
        return max(pool, key=lambda i: (g.rules.batter_value(g.cards[i]), -i))

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        """Send the runner on ``base``?"""
        return False

    def wants_bunt(self, g: Game, side: int) -> bool:
        """Sacrifice bunt?"""
        return False

    def wants_squeeze(self, g: Game, side: int) -> bool:
        """Squeeze play with a runner on third?"""
        return False

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        """Call the hit-and-run?"""
        return False

    def wants_ibb(self, g: Game, side: int) -> bool:
        """Walk the batter intentionally?"""
        return False

    def wants_pickoff(self, g: Game, side: int) -> int:
        """Base to throw to for a pickoff (0 for none)."""
        return 0

    def alignment(self, g: Game, side: int) -> str:
        """Defensive alignment: normal, infield-in, corners-in, outfield-in, shift, no-doubles."""
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        """Any game-specific decision, by name (e.g. Deadball's pitch out); the default when undecided."""
        return default


@mypyc_attr(allow_interpreted_subclasses=True)
class AIManager(Manager):
    """A sensible default manager: tired or shelled pitchers go, closers close, pitchers bunt."""

    steal_threshold: ClassVar[float] = 0.72
    offense_from_inning = 7
    pinch_hits_by_work: ClassVar[bool] = False
    """True: bat for a pitcher once his real work is done (``pinch_hits_for_pitcher``; set ``offense_from_inning``
    to ``PH_FROM_INNING`` with it). False, the older rule: only from the 7th when not ahead (That's Baseball's
    calibrated house rule was fitted with it; Deadball's default manager keeps it, its ``calibrated`` one does not)."""

    def pitcher_patience(self, g: Game, side: int) -> int:
        """The team's own patience (``GameTeam.patience``, from its real complete games): 1908 or 1927 starters
        finished most games, and their managers let them; a patient team's pitchers bat late and its relievers
        work longer stints."""
        return g.sides[side].gt.patience

    def before_pa_defense(self, g: Game, side: int) -> None:
        s = g.sides[side]
        line = g.pit[s.pitcher]
        if line is None:
            return
        ra = line[P_R]
        change = False
        if ra >= SHELLED_RUNS:  # (patience is never negative: below this nobody is shelled)
            shelled = SHELLED_RUNS + 2 * self.pitcher_patience(g, side)
            change = ra >= shelled and (ra >= shelled + 2 or (g.inning <= 5 and s.pitcher == s.starter)) \
                and self.may_relieve(g, side)
        if not change:
            # (planned_change waits for a half-inning's first batter: not asked after an out)
            change = g.rules.pitcher_tired(g, side) or (not g.outs and self.planned_change(g, side))
        if not change and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 and g.bases[1] < 0 \
                and g.bases[2] < 0 and g.bases[3] < 0:
            # the closer starts the last inning of a save situation
            closer = next((i for i, r in s.pen if r == "closer"), -1)
            change = closer >= 0 and s.pitcher != closer and line[P_OUTS] > 0 and self.may_relieve(g, side)
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)

    def stint_done(self, g: Game, side: int) -> bool:
        """At the start of a half-inning (no out, nobody on, no run yet), a reliever has worked his real stint: as
        many outs in this game as he recorded per relief appearance in his season (``GameTeam.relief_outs``).
        Managers that follow real usage bring in the next man then."""
        s = g.sides[side]
        p = s.pitcher
        if p == s.starter or g.outs or g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0 \
                or g.sides[1 - side].line[-1]:
            return False
        stints = s.gt.relief_outs
        want = stints[p - s.off] if stints else 0
        line = g.pit[p]
        # another whole inning would take him more than an out past his stint
        return bool(want) and line is not None and line[P_OUTS] >= want - 1 + STINT_PATIENCE_OUTS * \
            self.pitcher_patience(g, side)

    def relief_pace(self, g: Game, side: int) -> float | None:
        """Era-aware pitcher usage over a season: the relief appearances the side's team is behind its real pace,
        this game counted whole (its real relief appearances per game, ``GameTeam.relief_pg``, times its games so
        far and this one, less its relief appearances so far and in this game); None outside a season or for a
        team with no real season. A 1901 team (about 0.15 a game) is soon ahead and its starters finish; a 2021
        team (about 3.5) is behind until its bullpen has worked. The usage record is the season runner's
        (``USAGE_KEY``), so the pace is the same whatever the dice: deterministic error diffusion, no roll."""
        s = g.sides[side]
        behind = relief_behind(g.carry, s.gt)
        return None if behind is None else behind - (len(s.pit_appear) - 1)

    def may_relieve(self, g: Game, side: int, behind: float | None = None) -> bool:
        """A change of the manager's own choosing (not one the rules force) is in keeping with the team's real
        usage: no season to follow, or the team at least ``behind`` relief appearances behind pace (a negative
        ``behind`` lets a manager run that many ahead; None: ``RELIEVE_FROM_PACE``)."""
        # (None, not a float default: compiled, a float default reaches the method as 0.0 when it is called on a
        # manager of an interpreted subclass; docs/ENGINE.md, "The compiled build")
        pace = self.relief_pace(g, side)
        return pace is None or pace >= (RELIEVE_FROM_PACE if behind is None else behind)

    def starter_done(self, g: Game, side: int) -> bool:
        """At the start of a half-inning (as ``stint_done``), the starter has worked his real outs per start
        (``GameTeam.start_outs``) and his team is ``PLANNED_FROM_PACE`` relief appearances behind its real pace:
        a modern starter goes about five innings and the bullpen the rest."""
        s = g.sides[side]
        p = s.pitcher
        batting = g.sides[1 - side].line
        if p != s.starter or g.outs or g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0 \
                or (batting and batting[-1]):
            return False
        want = self.planned_start_outs(g, side, p)
        line = g.pit[p]
        if not want or line is None or line[P_OUTS] < want:
            return False
        pace = self.relief_pace(g, side)
        return pace is not None and pace >= PLANNED_FROM_PACE

    def planned_start_outs(self, g: Game, side: int, p: int) -> int:
        """The outs starter ``p`` works before ``starter_done`` may take him out (0: no plan): his real outs per start
        (``GameTeam.start_outs``). A ruleset whose cards carry a better estimate of a swingman's starts may say so."""
        s = g.sides[side]
        outs = s.gt.start_outs
        return outs[p - s.off] if outs else 0

    def planned_change(self, g: Game, side: int) -> bool:
        """The team's real usage calls for the next pitcher now: the starter is done (``starter_done``) or a
        reliever has worked his stint (``stint_done``) while the team is behind its relief pace (``may_relieve``)."""
        b = g.bases
        if g.outs or b[1] >= 0 or b[2] >= 0 or b[3] >= 0:
            return False  # both wait for the start of a half-inning (the common case: no calls)
        s = g.sides[side]
        if s.pitcher == s.starter:
            return self.starter_done(g, side)
        return self.stint_done(g, side) and self.may_relieve(g, side)

    def season_pace(self, g: Game, side: int) -> tuple[float, dict[str, int]] | None:
        """The share of the real season's plate appearances due by the end of this game and each player's (by id)
        plate appearances so far, from the season runner's usage record; None when there is no season to follow."""
        gt = g.sides[side].gt
        team = gt.team
        usage = team_usage(g.carry, gt)
        games = season_games(team)
        if not usage or not usage["games"] or games is None:
            return None
        return (usage["games"] + 1) / games, usage["pa"]

    def starting_lineup(self, g: Game, side: int, spots: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """Player usage over a season: at each spot start the man who can play it and is furthest behind his
        real pace of plate appearances (``season_pace``); the depth chart's man keeps the spot unless someone is
        a game behind."""
        pace = self.season_pace(g, side)
        if pace is None:
            return spots
        frac, pa = pace
        s = g.sides[side]
        plan = usage_plan(s.gt)
        real, ids = plan.real_pa, plan.ids
        unavailable = s.unavailable
        # how far behind his pace each hitter is, worked out once a game (the plan holds the rest)
        behind = {j: real[j] * frac - pa.get(ids[j], 0) for j in plan.hitters if j not in unavailable}
        taken = {i for i, _ in spots}
        # today's pitcher (a two-way man) plays nowhere else, but at DH under the two-way rule
        pitching = s.starter - s.off if s.starter >= 0 else -1
        two_way = s.dh and (s.gt.team.season or 0) >= TWO_WAY_DH_FROM
        can_play = plan.can_play
        out = []
        for i, pos in spots:
            if pos == "P" or (two_way and pos == "DH" and i == pitching):
                # (a two-way man on the mound keeps his place at DH: resting it would not rest him, and the 2022
                # Angels batted Ohtani in every game he started)
                out.append((i, pos))
                continue
            best = i
            best_v = (behind[i] if i in behind else real[i] * frac - pa.get(ids[i], 0)) + REST_MARGIN_PA
            cands = can_play.get(pos)
            if cands is None:  # a position the plan did not foresee
                players = s.gt.team.players
                cands = can_play[pos] = tuple(j for j in plan.hitters if players[j].can_play(pos))
            for j in cands:
                if j in taken or (j == pitching and not (two_way and pos == "DH")):
                    continue
                v = behind.get(j)
                if v is not None and v > best_v:
                    best, best_v = j, v
            if best != i:
                taken.discard(i)
                taken.add(best)
            out.append((best, pos))
        return out

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        s = g.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        lead = g.score[side] - g.score[1 - side]
        late = g.inning >= g.innings
        if late and 0 < lead <= 3:
            want = _SAVE
        elif g.inning >= g.innings - 2 and lead >= 0:
            want = _HOLD
        elif g.inning <= 5:
            want = _EARLY
        else:
            want = _MIDDLE
        # the first reliever of the most wanted role (one pass over the pen)
        best, best_rank = s.pen[0][0], 4
        for i, r in s.pen:
            rank = want.get(r, 4)
            if rank < best_rank:
                best, best_rank = i, rank
                if not rank:
                    break
        return best

    def pitcher_work_done(self, g: Game, side: int, p: int) -> bool:
        """Pitcher ``p`` of the side has done his day's work: a reliever his real outs per relief appearance
        (``GameTeam.relief_outs``), a starter his planned outs per start (``planned_start_outs``) from the inning
        after ``PH_FROM_INNING``. A ruleset whose pitchers tire by their own rules may add to it."""
        s = g.sides[side]
        line = g.pit[p]
        worked = line[P_OUTS] if line is not None else 0
        if p == s.starter:
            want = self.planned_start_outs(g, side, p)
            return g.inning > PH_FROM_INNING and bool(want) and worked >= want
        real = s.gt.relief_outs
        return bool(real) and worked >= real[p - s.off]

    def pitcher_leaving(self, g: Game, side: int, p: int) -> bool:
        """The ruleset's own limits take pitcher ``p`` out before he would pitch another inning, so batting for
        him costs no relief appearance and the pace is not asked (none in the engine)."""
        return False

    def pinch_hits_for_pitcher(self, g: Game, side: int) -> bool:
        """Whether to bat for the pitcher due up (no DH, a bench and, by work, a bullpen left): from ``PH_FROM_INNING`` once
        his work is done (``pitcher_work_done``), from the 7th when his side trails; a patient team
        (``pitcher_patience``) only when it trails by at least its patience; within ``PH_FROM_PACE`` of the team's
        real relief pace unless the rules take him out anyway (``pitcher_leaving``)."""
        s = g.sides[side]
        due = s.order[s.up]
        if s.pos_of.get(due) != "P" or s.dh or not s.bench:
            return False
        lead = g.lead(side)
        patience = self.pitcher_patience(g, side)
        if not self.pinch_hits_by_work:
            return g.inning >= 7 and lead <= -patience and self.may_relieve(g, side)
        if not s.pen or g.inning < PH_FROM_INNING:
            return False
        if patience and lead > -patience:
            return False
        if self.pitcher_leaving(g, side, due):
            return True
        return (self.pitcher_work_done(g, side, due) or (g.inning >= 7 and lead < 0)) \
            and self.may_relieve(g, side, PH_FROM_PACE)

    def may_run_for_pitcher(self, g: Game, side: int) -> bool:
        """Whether a pinch runner may replace the side's pitcher on base late in a close game (costing a relief
        appearance); the default manager always may."""
        return True

    def before_pa_offense(self, g: Game, side: int) -> None:
        s = g.sides[side]
        if not s.bench or g.inning < PH_FROM_INNING:
            return
        rules = g.rules
        if self.pinch_hits_for_pitcher(g, side):
            g.pinch_hit(side, _best_by(s.bench, rules.batter_value, g.cards)[0])
            return
        lead = g.score[side] - g.score[1 - side]
        if g.inning >= g.innings - 1 and -1 <= lead <= 0:
            b = g.bases
            base = 3 if b[3] >= 0 else 2 if b[2] >= 0 else 1 if b[1] >= 0 else 0
            if not base or not s.bench:
                return
            runner = b[base]
            if runner == s.pitcher and not self.may_run_for_pitcher(g, side):
                return
            now = rules.runner_value(g.cards[runner])
            best, fastest = _best_by(s.bench, rules.runner_value, g.cards)
            if fastest - now >= 0.35:
                g.pinch_run(side, base, best)

    def start_of_half_defense(self, g: Game, side: int) -> None:
        if g.inning < g.innings - 1 or not 1 <= g.score[side] - g.score[1 - side] <= 3:
            return
        s = g.sides[side]
        if not s.bench:
            return
        rules = g.rules
        fv = rules.fielder_value
        cards = g.cards
        gt = s.gt
        best_gain, move = 0.4, None
        for idx in s.order:
            pos = s.pos_of.get(idx, "")
            if pos in ("P", "DH", "PH", "PR", ""):
                continue
            now = fv(cards[idx], pos)
            if now >= 0.6:
                continue  # nobody gains 0.4 on a fielder this good
            if bench_fielding(gt, rules, pos) - now <= best_gain:
                continue  # nobody on the bench gains more here than the best move so far
            for b in s.bench:
                gain = fv(cards[b], pos) - now
                if gain > best_gain:
                    best_gain, move = gain, (idx, b)
        if move is not None:
            g.defensive_sub(side, move[0], move[1])
