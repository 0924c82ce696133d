"""Five Tool System player creation (rulebook pp.54-57, digest T18): budgets by level, costs, handedness and
age trades, spending by archetype or by the user, the book's lineup and 25-man templates, and the derived
Deadball ratings (BT, Walk Target, Pitch Die, traits) with the roster-model estimates.

The derivations live in ``games.deadball.ratings_five_tool`` and the cost tables in ``games.deadball.tables``;
this module spends points.
Every decision on the book's gaps is in docs/rules/deadball-worlds.md.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, TypeVar

from dugout.engine.dice import Dice
from dugout.errors import DugoutError
from dugout.games.deadball import ratings_five_tool as FT
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import GROUP_POSITIONS
from dugout.games.deadball.generate.players import (
    BENCH,
    FIELD,
    HITTER_HAND,
    PITCHER_HAND,
    RELIEVERS,
    STARTERS,
    Rolled,
    make_player,
    player_estimates,
)
from dugout.games.deadball.ratings import walk_target_roll
from dugout.model.player import Estimates, Player

_T = TypeVar("_T")
LEVEL_NAMES: tuple[str, ...] = tuple(T.FIVE_TOOL_LEVELS)
#: The book's templates: a standard lineup (nine players) and a full 25-man roster, as (level, count).
LINEUP_TEMPLATE: tuple[tuple[str, int], ...] = (("Hall of Famer", 1), ("All Star", 2), ("Veteran", 4),
                                                ("Rookie", 2))
ROSTER_TEMPLATE: tuple[tuple[str, int], ...] = (("Hall of Famer", 2), ("All Star", 4), ("Veteran", 15),
                                                ("Rookie", 4))
TEMPLATES = {"lineup": LINEUP_TEMPLATE, "roster": ROSTER_TEMPLATE}
AGE_POINTS = 2
"""Points one year of age is worth (younger costs, older refunds)."""
MAX_OLDER = 3
MIN_AGE = 18
#: The AI's age trade by d6: a year younger on 1, a year older on 6.
AGE_TRADE: tuple[int, ...] = (0, -1, 0, 0, 0, 0, 1)
POW, CON, EYE, SPD, DEF = T.POWER, T.CONTACT, T.EYE, T.SPEED, T.DEFENSE
FB, CH, BB, COM, BAT = T.FASTBALL, T.CHANGE_UP, T.BREAKING_BALL, T.COMMAND, T.BATTING

#: Archetypes: the tool raised first and to what, then the order the others come up to 5, 6, 7 and 8 in.
#: The heads reproduce the book's two examples (Fiona Sullivan a slugger, Preston Franklin a junkballer).
HITTER_ARCHETYPES: dict[str, tuple[tuple[tuple[int, int], ...], tuple[int, ...]]] = {
    "slugger": (((POW, 8),), (CON, EYE, DEF, SPD)),
    "speedster": (((SPD, 8),), (CON, DEF, EYE, POW)),
    "glove": (((DEF, 8),), (CON, SPD, EYE, POW)),
    "contact": (((CON, 8), (EYE, 6)), (SPD, DEF, POW, EYE)),
    "balanced": ((), (CON, POW, EYE, DEF, SPD)),
}
PITCHER_ARCHETYPES: dict[str, tuple[tuple[tuple[int, int], ...], tuple[int, ...]]] = {
    "power": (((FB, 8),), (COM, BB, CH)),
    "finesse": (((CH, 8), (BB, 6)), (COM, FB, BB)),
    "control": (((COM, 8), (CH, 6)), (FB, BB, CH)),
    "junk": (((BB, 8), (FB, 6), (CH, 5), (COM, 5), (COM, 6), (CH, 6)), (FB, COM, CH)),
}
#: Archetype of a hitter by position and d6 (our table: up the middle leans to gloves and speed, the corners
#: to power).
POSITION_ARCHETYPES: dict[str, tuple[str, ...]] = {
    "C": ("glove", "glove", "contact", "balanced", "balanced", "slugger"),
    "SS": ("glove", "glove", "speedster", "contact", "balanced", "balanced"),
    "2B": ("glove", "speedster", "contact", "contact", "balanced", "slugger"),
    "CF": ("speedster", "speedster", "glove", "contact", "balanced", "slugger"),
    "3B": ("slugger", "slugger", "glove", "contact", "balanced", "balanced"),
    "1B": ("slugger", "slugger", "slugger", "contact", "balanced", "balanced"),
    "LF": ("slugger", "slugger", "contact", "speedster", "balanced", "balanced"),
    "RF": ("slugger", "slugger", "contact", "glove", "balanced", "balanced"),
    "INF": ("glove", "contact", "speedster", "balanced", "balanced", "slugger"),
    "OF": ("speedster", "contact", "glove", "balanced", "balanced", "slugger"),
}
PITCHER_ARCHETYPE_D4: tuple[str, ...] = ("", "power", "finesse", "control", "junk")


#: A hitter's first steps whatever his archetype: Power, Contact and Eye — the tools a fastball, a change up and a
#: breaking ball challenge — to 4, then to 5 (the book's average). A Five Tool pitcher throws the pitch with the
#: best modifier, so a hitter left at 2 in one of them sees that pitch at +4 to +6 every time up.
PITCH_TOOLS_FIRST: tuple[tuple[int, int], ...] = tuple((t, lvl) for lvl in (4, 5) for t in (POW, CON, EYE))


def plan(archetype: str, pitcher: bool) -> list[tuple[int, int]]:
    """The archetype's spending plan: (tool, target) steps — a hitter's Power, Contact and Eye to 5 first
    (``PITCH_TOOLS_FIRST``), then the head, then every other tool up to 5, 6, 7 and 8 in the archetype's order (a
    pitcher's batting is never raised).

    >>> plan("slugger", False)[6:11]
    [(0, 8), (1, 5), (2, 5), (4, 5), (3, 5)]
    >>> plan("power", True)[:2]
    [(0, 8), (3, 5)]
    """
    table = PITCHER_ARCHETYPES if pitcher else HITTER_ARCHETYPES
    if archetype not in table:
        raise DugoutError(f"archetype {archetype!r}: expected one of {', '.join(table)}")
    head, order = table[archetype]
    steps = [] if pitcher else list(PITCH_TOOLS_FIRST)
    steps += head
    for level in (5, 6, 7, 8):
        steps += [(t, level) for t in order]
    return steps


def creation_cost(frm: int, to: int) -> int:
    """Points to raise a tool from ``frm`` to ``to`` at creation (1 a level to 5, then 2, 3, 4).

    >>> creation_cost(2, 8), creation_cost(2, 6), creation_cost(5, 7)
    (12, 5, 5)
    """
    return T.TOOL_CUMULATIVE_COST[to] - T.TOOL_CUMULATIVE_COST[frm]


def growth_step_cost(to: int, eights: int) -> int:
    """Points for one level in season growth: as at creation, except that an 8 costs 4 plus one for every 8
    the player already has (his first 8 costs 4, his second 5 …, GAP 71).

    >>> growth_step_cost(6, 0), growth_step_cost(8, 0), growth_step_cost(8, 1)
    (2, 4, 5)
    """
    if to == T.MAX_TOOL:
        return T.TOOL_STEP_COST[8] + eights
    return T.TOOL_STEP_COST[to]


def spend(points: int, tools: list[int], steps: list[tuple[int, int]], *, growth: bool = False) -> int:
    """Spend ``points`` on ``tools`` (changed in place) following ``steps``; a step is funded a level at a
    time, as far as the points go, before the next step. Returns the points left over."""
    for tool, target in steps:
        while tools[tool] < min(target, T.MAX_TOOL):
            to = tools[tool] + 1
            cost = growth_step_cost(to, sum(1 for t in tools if t >= T.MAX_TOOL)) if growth else T.TOOL_STEP_COST[to]
            if cost > points:
                break
            points -= cost
            tools[tool] = to
    return points


def budget(dice: Dice, level: str) -> int:
    """A level's creation points: 10 plus its number of d6.

    >>> from dugout.engine.dice import LoadedDice
    >>> budget(LoadedDice([12]), "Veteran"), budget(LoadedDice([15]), "All Star")
    (22, 25)
    """
    if level not in T.FIVE_TOOL_LEVELS:
        raise DugoutError(f"level {level!r}: expected one of {', '.join(T.FIVE_TOOL_LEVELS)}")
    return 10 + dice.dd(T.FIVE_TOOL_LEVELS[level][1], 6, f"{level} points")


def hand_cost(hand: str, pitcher: bool) -> int:
    """Points a hand costs: right free, left 1, switch hitter 3 (pitchers throw right or left, GAP 65)."""
    if pitcher and hand == "S":
        raise DugoutError("a Five Tool pitcher throws R or L")
    if hand not in T.HAND_COST:
        raise DugoutError(f"hand {hand!r}: expected R, L or S")
    return T.HAND_COST[hand]


def age_cost(level: str, age: int) -> int:
    """Points an age costs against the level's default (2 a year younger, down to 18; 2 back a year older,
    at most three years).

    >>> age_cost("Veteran", 26), age_cost("Veteran", 31)
    (4, -6)
    """
    default = T.FIVE_TOOL_LEVELS[level][0]
    if age < MIN_AGE:
        raise DugoutError(f"age {age}: a Five Tool player is at least {MIN_AGE}")
    if age > default + MAX_OLDER:
        raise DugoutError(f"age {age}: at most {MAX_OLDER} years over the {level} default of {default}")
    return AGE_POINTS * (default - age)


def tools_cost(tools: list[int] | tuple[int, ...], pitcher: bool) -> int:
    """Creation cost of a set of tools (every tool starts at 2)."""
    for v in tools[:5]:
        if not isinstance(v, int) or not T.MIN_TOOL <= v <= T.MAX_TOOL:
            raise DugoutError(f"a Five Tool rating must be an integer {T.MIN_TOOL}-{T.MAX_TOOL}, got {v!r}")
    return sum(creation_cost(T.START_TOOL, v) for v in tools[:5])


# --- derived ratings ------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Derived:
    """The Deadball ratings a set of tools gives."""

    bt: int
    wt: int | None
    """Hitters: BT + Eye; pitchers: None (rolled as BT + 2d6 like every invented pitcher)."""
    pitch_die: str | None
    traits: tuple[str, ...]


def derive(tools: tuple[int, ...] | list[int], pitcher: bool, *, eye_traits: bool = True, cap: int = 2) -> Derived:
    """BT, Walk Target, Pitch Die and traits of a Five Tool player.

    Hitters: BT = sum of the tools, WT = BT + Eye (so an average eye keeps the basic five-point walk window),
    traits by tool with C+ and C- cancelling, at most ``cap`` (errata B2). Pitchers: BT = 3 × batting, Pitch
    Die from the mean of the four pitching tools (GAP 63), a trait per 8, at most ``cap``.

    >>> derive((8, 5, 5, 3, 5), False)
    Derived(bt=26, wt=None, pitch_die=None, traits=('P++', 'S-'))
    >>> derive((6, 5, 8, 6, 2), True)
    Derived(bt=6, wt=None, pitch_die='d8', traits=('GB+',))
    """
    t = tuple(int(x) for x in tools)
    if pitcher:
        traits = FT.pitcher_traits(t)
        bt = FT.pitcher_bt(t)
        return Derived(bt=bt, wt=None, pitch_die=FT.pitcher_die(t), traits=traits[:cap] if cap else traits)
    bt = FT.hitter_bt(t)
    # the book gives a Five Tool hitter no Walk Target: as any invented player's, BT + 2d6 (five_tool_player);
    # BT + Eye is the house rule five-tool-walks, applied when the card is rated
    return Derived(bt=bt, wt=None, pitch_die=None, traits=FT.hitter_traits(t, eye_traits, cap))


def tool_estimates(base: Estimates, tools: tuple[int, ...], pitcher: bool, positions: tuple[str, ...]) -> Estimates:
    """Estimates refined by the tools the Deadball ratings fold away: speed and steals from Speed, fielding
    from Defense (hitters only)."""
    if pitcher:
        return base
    spd, dfn = tools[SPD], tools[DEF]
    speed = max(-1.0, min(1.0, (spd - 5) / 3))
    glove = max(-1.0, min(1.0, (dfn - 5) / 3))
    return replace(base, speed=speed, sb_attempts=round(0.02 + 0.035 * (spd - 2), 4),
                   sb_success=round(0.45 + 0.05 * spd, 3), defense={p: glove for p in positions})


def tools_of(p: Player) -> tuple[tuple[int, ...], bool] | None:
    """A player's Five Tool ratings and whether he is a pitcher, or None."""
    ft = p.native.get("five_tool")
    if not ft:
        return None
    if all(k in ft for k in T.HITTER_TOOLS):
        return tuple(int(ft[k]) for k in T.HITTER_TOOLS), False
    if all(k in ft for k in T.PITCHER_TOOLS[:4]):
        return tuple(int(ft.get(k, T.START_TOOL)) for k in T.PITCHER_TOOLS), True
    return None


def five_tool_player(pid: str, name: str, tools: tuple[int, ...] | list[int], pitcher: bool, pos: str, hand: str,
                     age: int, meta: dict[str, Any] | None = None, *, eye_traits: bool = True) -> Player:
    """A roster-model player from Five Tool ratings: Deadball ratings derived, estimates consistent with them,
    the tools (and ``meta``: level, archetype, points bank) kept in ``native["five_tool"]``."""
    t = tuple(int(x) for x in tools)
    d = derive(t, pitcher, eye_traits=eye_traits)
    keys = T.PITCHER_TOOLS if pitcher else T.HITTER_TOOLS
    ft: dict[str, Any] = dict(zip(keys, t))
    ft.update(meta or {})
    r = Rolled(bt=d.bt, hand=hand, traits=d.traits, pitch_die=d.pitch_die, age=age, origin="five tool")
    position = "P" if pitcher else pos
    wt = d.wt if d.wt is not None else d.bt + walk_target_roll(pid)
    est = player_estimates(d.bt, wt, d.traits, d.pitch_die, position)
    est = tool_estimates(est, t, pitcher, tuple(GROUP_POSITIONS.get(position, (position,))))
    return make_player(pid, name, r, position, wt=wt, five_tool=ft, estimates=est)


def rederived(p: Player, tools: tuple[int, ...] | list[int], *, age: int | None = None,
              meta: dict[str, Any] | None = None) -> Player:
    """The same Five Tool player with new tools (and age, meta): every derived rating follows."""
    got = tools_of(p)
    if got is None:
        raise DugoutError(f"{p.name} has no Five Tool ratings")
    _, pitcher = got
    n = p.native.get("deadball", {})
    old = {k: v for k, v in p.native["five_tool"].items() if k not in T.HITTER_TOOLS + T.PITCHER_TOOLS}
    old.update(meta or {})
    q = five_tool_player(p.id, p.name, tools, pitcher, str(n.get("pos", p.primary_position)),
                         str(n.get("hand", p.bats)), int(age if age is not None else n.get("age", 28)), old)
    return replace(q, throws=p.throws) if not pitcher else q


# --- creation by the AI -----------------------------------------------------------------------------------------------
def create(dice: Dice, level: str, pitcher: bool, archetype: str, *, hand: str | None = None,
           age: int | None = None, points: int | None = None) -> tuple[list[int], str, int, dict[str, Any]]:
    """Create a Five Tool player at a level: roll the points, then (unless given) the hand by the generation
    table, paid if the points allow, and an age trade by a d6 (1: a year younger, if the points allow; 6: a
    year older, two points back); spend the rest by the archetype. Returns (tools, hand, age, meta)."""
    pts = budget(dice, level) if points is None else points
    rolled_points = pts
    default_age = T.FIVE_TOOL_LEVELS[level][0]
    if hand is None:
        hand = (PITCHER_HAND if pitcher else HITTER_HAND)[dice.d(10, "five tool hand")]
        if hand_cost(hand, pitcher) > pts - 8:
            hand = "R"
    pts -= hand_cost(hand, pitcher)
    if age is None:
        years = AGE_TRADE[dice.d(6, "age trade")]
        age = max(MIN_AGE, default_age + years)
        if age_cost(level, age) > max(0, pts - 8):
            age = default_age
    pts -= age_cost(level, age)
    tools = [T.START_TOOL] * 5
    left = spend(pts, tools, plan(archetype, pitcher))
    meta = {"level": level, "archetype": archetype, "points": rolled_points, "bank": left}
    return tools, hand, age, meta


def check_spend(level: str, points: int, tools: tuple[int, ...] | list[int], pitcher: bool, hand: str,
                age: int) -> int:
    """Validate a user's creation (tools, hand, age within the level's points); returns the points left."""
    cost = tools_cost(tools, pitcher) + hand_cost(hand, pitcher) + age_cost(level, age)
    if cost > points:
        raise DugoutError(f"spends {cost} points but a {level} has {points}")
    return points - cost


def shuffled(dice: Dice, items: list[_T]) -> list[_T]:
    """A Fisher-Yates shuffle with the dice."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = dice.d(i + 1, "shuffle") - 1
        out[i], out[j] = out[j], out[i]
    return out


def template_slots(template: str) -> list[tuple[str, bool]]:
    """Roster slots of a template as (position, pitcher): the lineup is eight hitters and a pitcher, the full
    roster thirteen hitters (the bench OF, OF, INF, INF, C) and twelve pitchers."""
    if template == "lineup":
        return [(p, False) for p in FIELD] + [("P", True)]
    if template == "roster":
        return [(p, False) for p in FIELD + BENCH] + [("P", True)] * (STARTERS + RELIEVERS)
    raise DugoutError(f"template {template!r}: expected lineup or roster")


def template_levels(template: str) -> list[str]:
    """The levels a template hands out (in book order)."""
    return [lvl for lvl, n in TEMPLATES[template] for _ in range(n)]


def archetype_for(dice: Dice, pos: str, pitcher: bool) -> str:
    """An archetype by dice: a d4 for pitchers, a d6 on the position's table for hitters."""
    if pitcher:
        return PITCHER_ARCHETYPE_D4[dice.d(4, "pitcher archetype")]
    return POSITION_ARCHETYPES[pos][dice.d(6, "hitter archetype") - 1]
