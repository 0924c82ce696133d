"""Trades in a Deadball league: the book's value formula and acceptance roll (``seasonal.check_trade``) driven
by an AI general manager, and a user's own proposals.

The AI (our policy; the book only says how the other team answers): each week every AI-run team looks at its
weakest regular — the starter whose replacement would add most to its Team Score — and asks another AI team
for a clearly better player of the same kind (a hitter who plays the position). It offers the player he
would replace, then farmhands, top prospects and a bench player until the deal is within 5 points of even,
never 25 or more in its own favor. One proposal a week per team; a team refused last week pays 5 a week.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dugout.engine.dice import Dice
from dugout.games.deadball.generate.players import FARMHAND_VALUE, TOP_PROSPECT_VALUE, native_of
from dugout.games.deadball.generate.teams import build_depth, is_pitcher, positions_of
from dugout.games.deadball.league.seasonal import (
    MAX_PROSPECTS,
    REPEAT_PENALTY,
    TradeCheck,
    check_trade,
    trade_roll,
    trade_value,
)
from dugout.model.player import Player
from dugout.model.team import Team

HITTER_MARGIN = 5
"""A hitter is worth asking for when he is worth this many points more than the man he replaces."""
PITCHER_MARGIN = 20
"""A pitcher: one Pitch Die level (5 × 4 points between d4 and d8)."""
EVEN = 5
"""The AI offers until the deal is within this many points of even (a Trade Chance of 45 or more)."""


def value(p: Player) -> int:
    """A player's trade value by the book's formula."""
    return trade_value(native_of(p), is_pitcher(p))


def prospect_value(p: Player) -> int:
    """A prospect's trade value: 25 for a Top Prospect, 15 for a Farmhand."""
    origin = native_of(p).get("origin", "") or p.native.get("five_tool", {}).get("prospect", "")
    return TOP_PROSPECT_VALUE if "top" in str(origin) else FARMHAND_VALUE


@dataclass(slots=True)
class Club:
    """A team's roster during the off-season: the 25 active players and the farm."""

    team: Team
    active: list[Player]
    farm: list[Player]
    ai: bool = True
    refused: dict[str, int] = field(default_factory=dict)
    """Consecutive weeks each other team refused this club's proposals."""

    @property
    def id(self) -> str:
        return self.team.id

    def depth(self) -> Team:
        """The depth chart of the active roster."""
        from dataclasses import replace

        return build_depth(replace(self.team, players=tuple(self.active)))


def score_gain(new: Player, old: Player) -> float:
    """What a swap adds to a Team Score: a hitter's value counts a tenth, a pitcher's a fifth (his die counts
    ten times, his value is five times his die)."""
    return (value(new) - value(old)) / (5 if is_pitcher(new) else 10)


@dataclass(frozen=True, slots=True)
class Proposal:
    """A proposed trade: what each side gives."""

    proposer: str
    partner: str
    offered: tuple[str, ...]
    requested: tuple[str, ...]
    offered_prospects: tuple[str, ...] = ()
    requested_prospects: tuple[str, ...] = ()


def _regulars(c: Club) -> list[tuple[Player, str]]:
    d = c.depth()
    by = {p.id: p for p in c.active}
    out = [(by[s.player], s.pos) for s in d.lineup_vs_rhp if s.pos != "P"]
    out += [(by[pid], "P") for pid in d.rotation]
    return out


def propose(c: Club, clubs: list[Club], moved: set[str]) -> Proposal | None:
    """The AI's proposal for one club this week, or None."""
    best: tuple[float, Player, Player, Club] | None = None
    for old, pos in _regulars(c):
        if old.id in moved:
            continue
        pitcher = pos == "P"
        margin = PITCHER_MARGIN if pitcher else HITTER_MARGIN
        for u in clubs:
            if u is c or not u.ai:
                continue
            for new in u.active:
                if new.id in moved or is_pitcher(new) != pitcher or value(new) < value(old) + margin:
                    continue
                if not pitcher and pos not in positions_of(new):
                    continue
                gain = score_gain(new, old)
                if best is None or gain > best[0]:
                    best = (gain, new, old, u)
    if best is None:
        return None
    _, new, old, u = best
    offered = [old]
    prospects: list[Player] = []
    give = value(old)
    want = value(new)
    # a prospect who changed hands this off-season is not dealt again (he was re-traded week after week)
    farm = sorted((p for p in c.farm if p.id not in moved), key=lambda p: (prospect_value(p), value(p), p.id))
    for p in farm:
        if give >= want - EVEN or len(prospects) >= MAX_PROSPECTS:
            break
        prospects.append(p)
        give += prospect_value(p)
    if give < want - EVEN:
        regular_ids = {p.id for p, _ in _regulars(c)}
        spare = sorted((p for p in c.active if p.id not in regular_ids and p.id not in moved and p is not old),
                       key=lambda p: (value(p), p.id))
        for p in reversed(spare):
            if give + value(p) >= want - EVEN:
                offered.append(p)
                give += value(p)
                break
    return Proposal(c.id, u.id, tuple(p.id for p in offered), (new.id,), tuple(p.id for p in prospects))


def evaluate(p: Proposal, clubs: dict[str, Club], penalty: int = 0) -> TradeCheck:
    """The partner's check of a proposal."""
    c, u = clubs[p.proposer], clubs[p.partner]
    pool_c = {x.id: x for x in c.active + c.farm}
    pool_u = {x.id: x for x in u.active + u.farm}
    return check_trade([value(pool_c[i]) for i in p.offered], [value(pool_u[i]) for i in p.requested],
                       [prospect_value(pool_c[i]) for i in p.offered_prospects],
                       [prospect_value(pool_u[i]) for i in p.requested_prospects], penalty)


def execute(p: Proposal, clubs: dict[str, Club]) -> None:
    """Move the players: active players to the other active roster, prospects to the other farm."""
    c, u = clubs[p.proposer], clubs[p.partner]
    for src, dst, act, pro in ((c, u, p.offered, p.offered_prospects), (u, c, p.requested, p.requested_prospects)):
        for pid in act:
            x = next(q for q in src.active + src.farm if q.id == pid)
            (src.active if x in src.active else src.farm).remove(x)
            dst.active.append(x)
        for pid in pro:
            x = next(q for q in src.farm + src.active if q.id == pid)
            (src.farm if x in src.farm else src.active).remove(x)
            dst.farm.append(x)


def ai_trades(clubs: list[Club], dice: Dice, weeks: int) -> list[dict[str, Any]]:
    """``weeks`` rounds of AI proposals; returns what was proposed and how it went."""
    by = {c.id: c for c in clubs}
    moved: set[str] = set()
    log: list[dict[str, Any]] = []
    for week in range(1, weeks + 1):
        asked: dict[str, str] = {}
        for c in clubs:
            if not c.ai:
                continue
            p = propose(c, clubs, moved)
            if p is None:
                continue
            asked[c.id] = p.partner
            penalty = REPEAT_PENALTY * c.refused.get(p.partner, 0)
            chk = evaluate(p, by, penalty)
            ok, roll = trade_roll(dice, chk)
            log.append(_entry(week, p, by, chk.chance, roll, ok, chk.refused))
            if ok:
                execute(p, by)
                moved.update(p.offered + p.requested + p.offered_prospects + p.requested_prospects)
                c.refused.pop(p.partner, None)
            else:
                c.refused[p.partner] = c.refused.get(p.partner, 0) + 1
        for c in clubs:
            # the penalty is for asking the same team again the very next week
            c.refused = {k: v for k, v in c.refused.items() if asked.get(c.id) == k}
    return log


def _entry(week: int, p: Proposal, by: dict[str, Club], chance: int, roll: int, ok: bool,
           refused: str) -> dict[str, Any]:
    names = {x.id: x.name for c in by.values() for x in c.active + c.farm}
    return {"week": week, "proposer": by[p.proposer].team.name, "partner": by[p.partner].team.name,
            "offered": [names[i] for i in p.offered + p.offered_prospects],
            "requested": [names[i] for i in p.requested + p.requested_prospects],
            "chance": chance, "roll": roll, "accepted": ok, "refused": refused}
