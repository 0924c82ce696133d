"""The default Fall Classic manager: the whole playbook at the real team's rates (steals, sacrifices, squeezes,
intentional walks, hit-and-runs from the figures of ``manager_plan``), the charts' percentages on the bases and
the rules' late-game calls, and over a season starters' real share of starts (the engine's ``starter_by_pace``)
and relievers' real relief work."""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from mypy_extensions import mypyc_attr

from dugout.engine.codes import P_R
from dugout.engine.manager import AIManager
from dugout.engine.postseason import SERIES_KEY
from dugout.games.fall_classic import tables as T
from dugout.games.fall_classic.card import FCCard
from dugout.games.fall_classic.card_codes import GD
from dugout.games.fall_classic.manager_plan import RISK_BASE, TeamPlan, plan
from dugout.games.fall_classic.options import FallClassicOptions
from dugout.games.fall_classic.play_running import outfield_in_allowed
from dugout.games.fall_classic.play_throws import fielder, throw_max
from dugout.games.fall_classic.state import NO_COUNTS, FCState, memory, schedule, schedule_of

if TYPE_CHECKING:
    from dugout.engine.game import Game
    from dugout.engine.lineups import Side
    from dugout.engine.roster import GameTeam


BLOWOUT: Final = 5
"""Runs of lead either way at which the AI neither runs nor walks a batter intentionally."""
HOME_CHANCE: Final = 0.4
"""The steal of home (sbs - 10) the AI tries only at this chance or better, and only in ``wants_steal``'s spot."""
PACE_MAX: Final = 3.0
"""The most the AI raises a runner's chance of running when he is behind his real pace (``FCManager.pace``)."""
SQUEEZE_SH: Final = 6
"""The AI squeezes only with a batter of this sacrifice rating (the squeeze reads sh - 2)."""
RELIEF_PRIOR: Final = 12.0
"""Batters faced added to every reliever's count when comparing loads, so early-season picks follow real work."""


#: Over a season the manager bats for his pitcher unless his team is this many relief appearances ahead of its real
#: pace (``AIManager.may_relieve``): a 1901 staff that its fatigue grades already send to the bullpen more than the
#: real one does not add pinch hitters' changes; a 1927 one pinch-hits as its playbook says.
PH_FROM_PACE: Final = -2.0
_INF = float("inf")
_RELIEF_MEMO: Final = "fall-classic relief work"


def relief_work(gt: GameTeam) -> tuple[list[float], list[str]]:
    """Each of a team's players' real batters faced in relief (``info["relief_bf"]``, 0 when none) and his card's
    id, by local index: read from its cards once (``GameTeam.memo``: the cards are frozen)."""
    got: tuple[list[float], list[str]] | None = gt.memo.get(_RELIEF_MEMO)
    if got is None:
        cards: list[FCCard] = gt.cards
        got = gt.memo[_RELIEF_MEMO] = ([c.info.get("relief_bf", 0.0) for c in cards], [c.id for c in cards])
    return got


def _best_hitter(g: Game, s: Side) -> int:
    """The bench's best hitter by the ruleset's ``batter_value`` (of those available, else of all), the lowest
    index among equals. (Its own function: a compiled function holding a lambda makes the lambda's environment at
    every call.)"""
    rules = g.rules
    bench = [i for i in s.bench if i - s.off not in s.unavailable] or s.bench
    return max(bench, key=lambda i: (rules.batter_value(g.cards[i]), -i))


@mypyc_attr(allow_interpreted_subclasses=True)
class FCManager(AIManager):
    """Sends runners, bunts, squeezes, walks batters intentionally and calls the hit-and-run about as often as
    the real team did (``TeamPlan``), plays the infield in late and close, brings the outfield in when the rules
    allow, and runs with risk when the throw is poor.

    It manages under the game's options (``FallClassic.make_manager`` passes them)."""

    declines_steals: ClassVar[bool] = True
    """It never calls a double steal or a steal of 3rd, nor one of 2nd while the auto-steal is on: the plate
    appearance need not ask (a cheap early exit when only the AI manages; a person's seat is asked)."""

    def __init__(self, options: FallClassicOptions) -> None:
        self.options = options
        self.auto = options.auto_steal != "off"
        self.sba_limit = options.sba_limit

    def before_pa_defense(self, g: Game, side: int) -> None:
        """Change pitchers at grade D, when shelled, or for the closer once the pitcher is past his limit."""
        s = g.sides[side]
        line = g.pit[s.pitcher]
        if line is None:
            return
        st: FCState = g.ext
        ra = line[P_R]
        # a reliever's stint or a starter's real innings, at the team's real pace of relief appearances (the
        # engine's ``planned_change``); a pitcher hit hard or the closer only while the team is behind that pace
        b = g.bases
        # (the planned change waits for an empty inning: not asked with runners on)
        stint = not g.outs and b[1] < 0 and b[2] < 0 and b[3] < 0 and self.planned_change(g, side)
        if ra < 5 and st.gh[side] != GD and not st.armed[side] and not stint:
            return  # the common case: nothing to decide
        # a starter hit hard early goes after five runs, two more a level of the team's patience (1908's
        # managers let their starters finish most games: ``pitcher_patience``)
        early = ra >= 5 and g.inning <= 5 and s.pitcher == s.starter and ra >= 5 + 2 * self.pitcher_patience(g, side)
        change = stint or st.gh[side] == GD or ((ra >= T.SHELLED_RUNS or early) and self.may_relieve(g, side))
        if not change and st.armed[side] and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
            closer = next((i for i, r in s.pen if r == "closer"), -1)
            change = closer >= 0 and s.pitcher != closer and self.may_relieve(g, side)
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != s.pitcher:
                g.change_pitcher(side, new)


    def season_pace(self, g: Game, side: int) -> tuple[float, dict[str, int]] | None:
        """Over a season (with the playing-time rule), the share of the real schedule (154 games when unknown)
        due by the end of this game and the plate appearances each player has had so far, from Fall Classic's
        own season memory; the engine's ``starting_lineup`` then starts at each spot the player furthest behind
        his real pace."""
        if not self.options.playing_time:
            return None
        team = g.sides[side].gt.team
        mem = memory(g)
        played = mem["games"].get(team.id, 0)
        if not played:
            return None
        return (played + 1) / schedule(team), mem["pa"].get(team.id, {})

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """The reliever with the least relief work so far relative to his real season's relief work, so that a
        bullpen asked for more (or less) than its real innings shares the difference in proportion."""
        s = g.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        lead = g.lead(side)
        late_close = g.inning >= g.innings and 0 < lead <= 3
        team = s.gt.team
        used_bf = memory(g)["rbf"].get(team.id, NO_COUNTS)
        keep_closer = not late_close and g.inning < g.innings - 2  # the closer is kept for the late innings
        reals, ids = relief_work(s.gt)
        off = s.off
        # the closer first when it is close and late, then the least load, then the lowest index: the order of
        # the key (closer, -load, -index), compared term by term without building it
        best, best_top, best_load = -1, False, 0.0
        for i, role in s.pen:
            top = role == "closer"
            if top and keep_closer:
                continue
            top = top and late_close
            real = reals[i - off]
            load = (used_bf.get(ids[i - off], 0) + RELIEF_PRIOR) / real if real > 0 else _INF
            if best < 0 or top > best_top or (top == best_top and (load < best_load
                                                                    or (load == best_load and i < best))):
                best, best_top, best_load = i, top, load
        return best if best >= 0 else s.pen[0][0]

    offense_from_inning = 5

    def before_pa_offense(self, g: Game, side: int) -> None:
        """Pinch-hit for a reliever from the 5th, for a starter past his limit from the 6th, for any pitcher from
        the 7th when behind; a patient team (``pitcher_patience``) does so only when it trails by at least its
        patience in runs."""
        s = g.sides[side]
        if s.dh or not s.bench:
            return  # (with the DH, the common case, before the look at who is due)
        due = s.order[s.up]
        if s.pos_of.get(due) != "P":
            return
        st: FCState = g.ext
        patience = self.pitcher_patience(g, side)
        if patience and g.lead(side) > -patience:
            return
        tired = due == s.starter and st.armed[side] and g.inning >= 6
        if s.pos_of.get(due) == "P" and (((due != s.starter or tired) and s.pen) or (g.inning >= 7 and g.lead(side) < 0)) \
                and self.may_relieve(g, side, PH_FROM_PACE):
            g.pinch_hit(side, _best_hitter(g, s))

    # --- the playbook ---------------------------------------------------------------------------------------
    def plan(self, g: Game, side: int) -> TeamPlan:
        """The side's figures (``manager_plan``), looked up once a game."""
        st: FCState = g.ext
        p = st.plans[side]
        if p is None:
            o = self.options
            p = st.plans[side] = plan(g.sides[side].gt, o.auto_steal, o.ibb)
        return p

    def pace(self, g: Game, side: int, idx: int) -> float:
        """With the season's steal limit (``sba-limit``) a runner ahead of his real pace may not run, so one behind
        it runs more, up to three times as often, to end the season near his real attempts (1 otherwise)."""
        if idx < 0 or not self.sba_limit or g.carry.get(SERIES_KEY):
            return 1.0
        gt = g.sides[side].gt
        tid = gt.team.id
        mem = memory(g)
        card: FCCard = g.cards[idx]
        due = card.sba * (mem["games"].get(tid, 0) + 1) / schedule_of(gt)
        done = mem["sba"].get(tid, NO_COUNTS).get(card.id, 0)
        return min(PACE_MAX, max(1.0, (due + 1) / (done + 1)))

    def running_game(self, g: Game, side: int) -> bool:
        """Whether the score lets the side run: no steals in a blowout, nor late with a three-run lead."""
        lead = g.lead(side)
        return -BLOWOUT < lead < BLOWOUT and not (lead >= 3 and g.inning >= g.innings - 1)

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        if base == 1:
            # the auto-steal sends runners to 2nd; without it a runner is sent about as often as he really ran
            if self.auto:
                return False
            call = self.plan(g, side).call[g.bases[1] - g.sides[side].off]
            if call <= 0:
                return False  # he does not run (the pace, at least 1, changes nothing)
            p = call * self.pace(g, side, g.bases[1])
            return self.running_game(g, side) and g.dice.chance(min(1.0, p), "steal call")
        if base == 3:
            # home: a base stealer, two out, the pitcher up, a tie or a run down late
            return chance >= HOME_CHANCE and g.outs == 2 and g.inning >= 7 and -1 <= g.lead(side) <= 0 \
                and g.sides[side].pos_of.get(g.batter) == "P"
        return False  # 3rd is stolen on the way from 2nd (``decide("steal-third")``)

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        """A team that runs calls it more; a contact hitter up (grade A or B), a runner who is not slow, 3rd
        open, the score within a few runs."""
        card: FCCard = g.cards[g.batter]
        if card.hnr == 2 or card.is_pitcher or g.bases[3] >= 0:
            return False
        runner: FCCard = g.cards[g.bases[1]]
        if runner.run == 3:
            return False
        lead = g.score[side] - g.score[1 - side]
        if lead > 2 or lead < -3:
            return False
        st: FCState = g.ext
        p = (st.plans[side] or self.plan(g, side)).hnr
        return g.dice.chance(p * 1.5 if card.hnr == 0 else p, "hit-and-run call")

    def wants_squeeze(self, g: Game, side: int) -> bool:
        """One out, late, tied or a run down, and only with a real bunter whose sh is 6: at sh 5 the squeeze
        (sh - 2) misses on half the rolls and the runner is out at the plate."""
        if not self.options.squeeze or g.outs != 1 or g.inning < 7 or not -1 <= g.lead(side) <= 0:
            return False
        due = g.batter
        card: FCCard = g.cards[due]
        if card.sh < SQUEEZE_SH:
            return False
        return self.plan(g, side).bunt0[due - g.sides[side].off] > 0

    def wants_bunt(self, g: Game, side: int) -> bool:
        """Sacrifice about as often as the batter really did (``TeamPlan.bunt0``/``bunt1``): a runner on 1st or
        2nd, 3rd open, the score within three runs, and from the 7th not when two or more down (an out given
        away then costs more than the base is worth)."""
        if g.bases[3] >= 0:
            return False
        lead = g.score[side] - g.score[1 - side]
        if lead > 3 or lead < (-1 if g.inning >= 7 else -3):
            return False
        st: FCState = g.ext
        pl = st.plans[side] or self.plan(g, side)
        i = g.batter - g.sides[side].off
        p = pl.bunt0[i] if g.outs == 0 else pl.bunt1[i]
        return p > 0 and (p >= 1 or g.dice.chance(p, "sacrifice call"))

    def wants_ibb(self, g: Game, side: int) -> bool:
        """1st open and a runner in scoring position, the score within four: as often as the batter was really
        walked, times the team's own liking for it."""
        b = g.bases
        if b[1] >= 0 or (b[2] < 0 and b[3] < 0):
            return False
        off = 1 - side
        lead = g.score[side] - g.score[off]
        if lead >= BLOWOUT or lead <= -BLOWOUT:
            return False
        st: FCState = g.ext
        plans = st.plans
        p = (plans[off] or self.plan(g, off)).walked[g.batter - g.sides[off].off]
        return p > 0 and g.dice.chance(p * (plans[side] or self.plan(g, side)).issue, "intentional walk call")

    def alignment(self, g: Game, side: int) -> str:
        if self.options.outfield_in and outfield_in_allowed(g):
            return "outfield-in"
        if self.options.infield_in and g.bases[3] >= 0 and g.outs < 2 and g.inning >= g.innings - 2 \
                and -1 <= g.lead(side) <= 1:
            return "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if name == "double-steal" or name == "run-aggressive":
            return False
        if name == "auto-steal":
            if not self.running_game(g, side):
                return False
            p = self.plan(g, side).send[g.bases[1] - g.sides[side].off] * self.pace(g, side, g.bases[1])
            return p >= 1 or g.dice.chance(p, "auto-steal call")
        if name == "steal-third":
            p = self.plan(g, side).third[g.bases[2] - g.sides[side].off]
            return p > 0 and g.dice.chance(p, "steal of 3rd call")
        st: FCState = g.ext
        if name == "run-risk":
            _frm, _to, pos = st.ask
            p, thr = self._p_out(g, pos), self.plan(g, side).risk
            if g.outs == 2:
                thr = max(0.5, thr)
            if thr <= RISK_BASE + 1e-9 or p <= thr:
                return p <= thr
            # past the threshold, a chance that falls to none a sixth of the d6 later
            go = 1.0 + 6.0 * (thr - p)
            return go > 0 and g.dice.chance(go, "run with risk call")
        if name == "throw":
            _frm, to, pos = st.ask
            return to == 4 or self._p_out(g, pos) >= 0.3
        if name == "throw-lead":
            # cut down the run at the plate; otherwise the runner less likely to make it
            lead, trail = st.ask[0], st.ask[1]
            b = g.bases
            return lead == 3 or g.cards[b[lead]].sbs <= g.cards[b[trail]].sbs
        if name == "play-safe":
            return True  # the 9th, down two or more: station to station (errata FC-5)
        return super().decide(g, side, name, default)

    def _p_out(self, g: Game, pos: int) -> float:
        """The chance an outfielder's throw gets the runner (``throw_max``)."""
        return throw_max(self.options, fielder(g, pos), pos) / 6

