"""The default Payoff Pitch manager: uses pitchers as they were used, and plays little small ball.

Payoff Pitch asks players to use the cards as the real players were used. Starters go about as deep as they
did (their innings per start), relievers one inning (Short) or their real stint (Long), and a tired pitcher
leaves; a patient team (its real complete games, ``GameTeam.patience``) lets its pitchers go further. Steals
and sacrifices come from the cards themselves (auto options), so the manager calls them only when those
options are off. The season's relief work it spreads among relievers is recorded after each game by
``state.record_relief``.
"""

from __future__ import annotations

from dugout.engine.codes import P_R
from dugout.engine.game import Game
from dugout.engine.manager import AIManager
from dugout.games.payoff_pitch import tables as T
from dugout.games.payoff_pitch.card import Card
from dugout.games.payoff_pitch.options import PayoffPitchOptions
from dugout.games.payoff_pitch.state import RELIEF_KEY, PPState

#: Player usage: a regular sits once his share of starts runs this far ahead of his real share of playing time,
#: from this many team games into a season (the starts are kept in ``g.carry``).
USAGE_SLACK = 0.02
USAGE_FROM_GAME = 8
#: Plate appearances a starting batter gets in a game, about (real PA / this / team games = share of starts).
PA_PER_START = 4.1
CARRY_KEY = "payoff-pitch-usage"

#: A starter not yet tired leaves at the start of an inning once he has worked this many innings more than
#: his innings per start (calibrated against starters' real innings per start).
STARTER_EXTRA = 0.6
#: Each level of the team's patience (``GameTeam.patience``, from its real complete games per start) lets a starter
#: who is not tired work this many innings more: the 1927 starter who finished half his games, not the modern one
#: who leaves on schedule.
PATIENCE_INNINGS = 1.0
PATIENCE_RUNS = 2
#: A Long reliever works his real innings per relief appearance, rounded, within these bounds (a Short one works 1).
LONG_INNINGS = 2
MAX_RELIEF_INNINGS = 3


class PPManager(AIManager):
    """Pitcher usage by the cards' stamina and innings per start; small ball when the options ask for it."""

    def before_pa_defense(self, g: Game, side: int) -> None:
        s = g.sides[side]
        pidx = s.pitcher
        line = g.pit[pidx]
        if line is None:
            return
        rules = g.rules
        # a starter cannot be tired before he has allowed three runs; a patient manager leaves a tired pitcher in
        # (on his Fatigued Pitcher Adjustments) until he has allowed PATIENCE_RUNS more runs per level of patience
        # than tired him (a reliever's innings are the stint's business, below)
        patience = self.pitcher_patience(g, side)
        extra = PATIENCE_RUNS * patience
        runs = line[P_R]
        if pidx == s.starter:
            change = runs >= T.FATIGUE_RUNS_STARTER + extra and rules.pitcher_tired(g, side)
        else:
            relief = g.cards[pidx].pit.relief or "Long"
            change = (not extra or runs >= T.RELIEF_LIMITS[relief][1] + extra) \
                and rules.pitcher_tired(g, side)
        if not change:
            st: PPState = g.ext
            if st.last_inning.get(pidx) != g.inning and g.outs == 0:
                done = st.innings.get(pidx, 0)
                card: Card = g.cards[pidx]
                if pidx == s.starter:
                    change = done > 0 and done >= card.pit.ipgs + STARTER_EXTRA + PATIENCE_INNINGS * patience
                elif done:
                    change = done >= relief_innings(card)
            if not change and g.outs == 0 and g.inning >= g.innings and 0 < g.lead(side) <= 3 \
                    and g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0:
                closer = next((i for i, r in s.pen if r == "closer"), -1)
                line = g.pit[pidx]
                change = closer >= 0 and pidx != closer and line is not None and line[0] > 0
        if change and (s.pen or g.inning >= g.innings + 3):
            new = self.choose_reliever(g, side)
            if new >= 0 and new != pidx:
                g.change_pitcher(side, new)


    def starting_lineup(self, g: Game, side: int, spots: list[tuple[int, str]]) -> list[tuple[int, str]]:
        """Player Usage: rest a regular who is ahead of his real playing time for a bench player who is behind."""
        s = g.sides[side]
        gt = s.gt
        team = gt.team
        store = g.carry.setdefault(CARRY_KEY, {}).setdefault(f"{team.season}:{team.id}", {"games": 0, "starts": {}})
        games: int = store["games"]
        starts: dict[str, int] = store["starts"]
        if games >= USAGE_FROM_GAME:
            team_games = team.record.g if team.record and team.record.g else 162
            used = {i for i, _ in spots}

            def target(i: int) -> float:
                card: Card = g.cards[s.off + i]
                return card.bat.line.get("PA", 0) / (PA_PER_START * team_games)

            out = list(spots)
            for k, (i, pos) in enumerate(out):
                if pos == "P" or starts.get(gt.ids[i], 0) / games <= target(i) + USAGE_SLACK:
                    continue
                best: tuple[float, int] | None = None
                for b in gt.bench:
                    if b in used or b in s.unavailable:
                        continue
                    if pos != "DH" and pos not in g.cards[s.off + b].bat.fielding:
                        continue
                    deficit = target(b) - starts.get(gt.ids[b], 0) / games
                    if deficit > USAGE_SLACK and (best is None or deficit > best[0]):
                        best = (deficit, b)
                if best is not None:
                    out[k] = (best[1], pos)
                    used.discard(i)
                    used.add(best[1])
            spots = out
        store["games"] = games + 1
        for i, pos in spots:
            if pos != "P":
                pid = gt.ids[i]
                starts[pid] = starts.get(pid, 0) + 1
        return spots

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        """Closer and setup men in close late innings; otherwise the reliever furthest behind his real share of the
        team's relief work (Player Usage)."""
        s = g.sides[side]
        if not s.pen:
            return super().choose_reliever(g, side, forced)
        lead = g.lead(side)
        if g.inning >= g.innings - 1 and 0 <= lead <= 3:
            return super().choose_reliever(g, side, forced)
        team = s.gt.team
        store = g.carry.get(RELIEF_KEY, {}).get(f"{team.season}:{team.id}")
        closer = next((i for i, r in s.pen if r == "closer"), -1)
        pool = [i for i, _ in s.pen if i != closer] or [i for i, _ in s.pen]
        if not store or store.get("total", 0) <= 0:
            return super().choose_reliever(g, side, forced)
        total = store["total"]
        used = store["bf"]
        targets = relief_targets(g, side)

        def deficit(i: int) -> float:
            pid = s.gt.ids[i - s.off]
            return targets.get(pid, 0.0) - used.get(pid, 0) / total

        return max(pool, key=lambda i: (deficit(i), -i))

    def wants_ibb(self, g: Game, side: int) -> bool:
        return False  # the cards' walks already include the intentional ones

    def wants_bunt(self, g: Game, side: int) -> bool:
        if g.outs >= 2 or g.bases[3] >= 0 or (g.bases[1] < 0 and g.bases[2] < 0):
            return False
        s = g.sides[side]
        due = g.batter if g.batter >= 0 else s.order[s.up]
        if s.pos_of.get(due) == "P":
            return True
        card: Card = g.cards[due]
        return g.inning >= g.innings - 1 and abs(g.lead(side)) <= 1 and g.outs == 0 and card.bat.bunt <= 1 \
            and card.value < 0.0

    def wants_squeeze(self, g: Game, side: int) -> bool:
        if g.outs != 1 or g.inning < g.innings - 2 or not -1 <= g.lead(side) <= 0:
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[3]]
        return card.bat.bunt <= 1 and runner.bat.run >= 5 and card.value < 0.0

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        if g.bases[1] < 0 or g.bases[2] >= 0 or g.bases[3] >= 0 or g.outs == 2:
            return False
        if g.inning < 5 or abs(g.lead(side)) > 2:
            return False
        s = g.sides[side]
        card: Card = g.cards[s.order[s.up]]
        runner: Card = g.cards[g.bases[1]]
        return card.bat.target[6] < 0.09 and runner.bat.letter <= 2 and runner.bat.run >= 5

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        runner: Card = g.cards[g.bases[base]]
        if not runner.bat.jump or abs(g.lead(side)) > 3:
            return False
        # with the hold option the pitcher's Hold still has to give him the jump, so send more runners
        options = g.rules.options
        hold = isinstance(options, PayoffPitchOptions) and options.steal == "hold"
        if base == 2:
            return chance >= 0.8 and g.outs == 1 and runner.bat.jump >= (4 if hold else 5)
        return chance >= (0.6 if hold else 0.7) and g.outs < 2 and runner.bat.jump >= (3 if hold else 4)

    def alignment(self, g: Game, side: int) -> str:
        if g.bases[3] < 0 or g.outs >= 2:
            return "normal"
        if g.inning >= g.innings - 1 and -1 <= g.lead(side) <= 1:
            return "corners-in" if g.bases[1] >= 0 else "infield-in"
        return "normal"

    def decide(self, g: Game, side: int, name: str, default: object) -> object:
        if name == "bunt-for-hit":
            card: Card = g.cards[g.batter]
            return g.bases[1] < 0 and g.bases[2] < 0 and g.bases[3] < 0 and g.outs == 0 and card.bat.run >= 7 \
                and g.inning >= g.innings - 2 and abs(g.lead(side)) <= 1
        return default


def relief_innings(card: Card) -> int:
    """Innings a reliever works before the manager brings in the next one, tired or not: 1 for a Short man, his
    real innings per relief appearance (rounded, 2 to 3) for a Long one."""
    if (card.pit.relief or "Long") == "Short":
        return 1
    return max(LONG_INNINGS, min(MAX_RELIEF_INNINGS, round(card.pit.ip_relief)))


def relief_targets(g: Game, side: int) -> dict[str, float]:
    """Each pitcher's share of his team's real relief batters faced (swingmen count their relief part)."""
    s = g.sides[side]
    out: dict[str, float] = {}
    for i, pid in enumerate(s.gt.ids):
        card: Card = g.cards[s.off + i]
        line = card.pit.line
        bf = line.get("BFP", 0) if line else 0
        if not bf:
            continue
        gs = line.get("GS", 0)
        g_ = line.get("G", 0)
        if g_ <= gs:
            continue
        ip_total = card.pit.ipgs * gs + card.pit.ip_relief * (g_ - gs)
        share = card.pit.ip_relief * (g_ - gs) / ip_total if ip_total > 0 else 1.0
        out[pid] = bf * share
    tot = sum(out.values()) or 1.0
    return {k: v / tot for k, v in out.items()}

