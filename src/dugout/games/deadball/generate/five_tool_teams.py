"""Five Tool teams: the book's lineup and 25-man templates filled by the AI (levels dealt to the roster spots,
an archetype per player), a user's own spending in a spec file, Five Tool prospects, and Five Tool ratings for
players who exist only as printed Deadball ratings (the Southern Circuit).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from dugout import jsondata
from dugout.engine.dice import Dice
from dugout.errors import DugoutError
from dugout.games.deadball import tables as T
from dugout.games.deadball.generate.five_tool import (
    LEVEL_NAMES,
    archetype_for,
    check_spend,
    create,
    five_tool_player,
    shuffled,
    template_levels,
    template_slots,
)
from dugout.games.deadball.generate.five_tool_stats import PD_BAND, _fit_mean, fit_sum
from dugout.games.deadball.generate.teams import Ids, build_depth, slug
from dugout.generate.names import unique_names
from dugout.model.player import Player
from dugout.model.team import Team

#: Five Tool prospects: a Top Prospect is created at Rookie level, a Farmhand at AAA.
PROSPECT_LEVEL = {True: "Rookie", False: "AAA"}
POSITIONS = ("P", "C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "INF", "OF")


def ai_player(dice: Dice, pid: str, name: str, level: str, pos: str, *, origin: str = "five tool") -> Player:
    """One Five Tool player created by the AI at a level for a roster spot (P or a position)."""
    pitcher = pos == "P"
    archetype = archetype_for(dice, pos, pitcher)
    tools, hand, age, meta = create(dice, level, pitcher, archetype)
    if origin != "five tool":
        meta["prospect"] = origin
    return five_tool_player(pid, name, tools, pitcher, pos, hand, age, meta)


def five_tool_team(name: str, dice: Dice, template: str = "roster", *, ids: Ids | None = None,
                   taken_names: set[str] | None = None, league: str = "", tid: str | None = None) -> Team:
    """A team by a book template: ``lineup`` (1 Hall of Famer, 2 All Stars, 4 Veterans, 2 Rookies for eight
    hitters and a pitcher) or ``roster`` (2, 4, 15 and 4 for 13 hitters and 12 pitchers); the levels are dealt
    to the roster spots by the dice; the depth chart then starts the best."""
    ids = ids or Ids()
    slots = template_slots(template)
    levels = shuffled(dice, template_levels(template))
    names = unique_names(dice, len(slots), taken_names)
    if taken_names is not None:
        taken_names.update(names)
    players = [ai_player(dice, ids(nm), nm, lvl, pos) for nm, lvl, (pos, _) in zip(names, levels, slots)]
    team = Team(id=tid or slug(name), name=name, league=league, players=tuple(players), source="generated",
                notes=f"Five Tool team ({template} template).")
    return build_depth(team)


def prospect(dice: Dice, top: bool, kind: str, ids: Ids, taken_names: set[str] | None) -> Player:
    """A Five Tool prospect: a Rookie-level (top) or AAA (farmhand) creation; hitters at a rolled position."""
    name = unique_names(dice, 1, taken_names)[0]
    if taken_names is not None:
        taken_names.add(name)
    pos = "P" if kind == "pitcher" else POSITIONS[1 + dice.d(8, "prospect position")]
    return ai_player(dice, ids(name), name, PROSPECT_LEVEL[top], pos,
                     origin="top prospect" if top else "farmhand")


# --- the user's own players ---------------------------------------------------------------------------------------
def _spec_player(dice: Dice, row: Any, k: int, ids: Ids, taken: set[str]) -> Player:
    where = f"players[{k}]"
    if not isinstance(row, dict):
        raise DugoutError(f"{where}: expected an object")
    level = row.get("level")
    if level not in T.FIVE_TOOL_LEVELS:
        raise DugoutError(f"{where}: level must be one of {', '.join(LEVEL_NAMES)}, got {level!r}")
    pos = str(row.get("pos", "")).upper()
    if pos not in POSITIONS:
        raise DugoutError(f"{where}: pos must be one of {', '.join(POSITIONS)}, got {row.get('pos')!r}")
    pitcher = pos == "P"
    name = row.get("name") or unique_names(dice, 1, taken)[0]
    taken.add(str(name))
    points = row.get("points")
    if points is None:
        from dugout.games.deadball.generate.five_tool import budget

        points = budget(dice, level)
    if not isinstance(points, int) or isinstance(points, bool) or points < 0:
        raise DugoutError(f"{where}: points must be a whole number")
    dice_n = T.FIVE_TOOL_LEVELS[level][1]
    if not 10 + dice_n <= points <= 10 + 6 * dice_n:
        raise DugoutError(f"{where}: a {level} has 10 + {dice_n}d6 points ({10 + dice_n} to {10 + 6 * dice_n}), "
                          f"got {points}")
    hand = str(row.get("hand", "R")).upper()
    age = row.get("age", T.FIVE_TOOL_LEVELS[level][0])
    if not isinstance(age, int):
        raise DugoutError(f"{where}: age must be a whole number")
    keys = T.PITCHER_TOOLS if pitcher else T.HITTER_TOOLS
    try:
        if "tools" in row:
            given = row["tools"]
            if not isinstance(given, dict) or set(given) - set(keys):
                raise DugoutError(f"tools are {', '.join(keys)}")
            tools = [given.get(key, T.START_TOOL) for key in keys]
            left = check_spend(level, points, tools, pitcher, hand, age)
            meta = {"level": level, "archetype": row.get("archetype", "balanced" if not pitcher else "power"),
                    "points": points, "bank": left}
        else:
            archetype = row.get("archetype") or archetype_for(dice, pos, pitcher)
            tools, hand, age, meta = create(dice, level, pitcher, archetype, hand=hand, age=age, points=points)
    except DugoutError as e:
        raise DugoutError(f"{where} ({name}): {e}") from None
    return five_tool_player(ids(str(name)), str(name), tools, pitcher, pos, hand, age, meta)


def roster_spec(doc: dict[str, Any], source: str) -> dict[str, Any]:
    """A spec from a roster file whose players carry ``native["five_tool"]`` (the tools, and optionally
    ``level``, ``points``, ``archetype``; the level defaults to Veteran)."""
    from dugout.model.io import team_from_data

    team = team_from_data(doc, source)
    rows = []
    for p in team.players:
        ft = dict(p.native.get("five_tool") or {})
        if not ft:
            raise DugoutError(f"{source}: {p.name} has no five_tool ratings")
        db = p.native.get("deadball", {})
        pitcher = all(k in ft for k in T.PITCHER_TOOLS[:4])
        keys = T.PITCHER_TOOLS if pitcher else T.HITTER_TOOLS
        row: dict[str, Any] = {"name": p.name, "level": ft.get("level", "Veteran"),
                               "pos": "P" if pitcher else str(db.get("pos", p.primary_position)),
                               "hand": p.throws if pitcher else p.bats,
                               "tools": {k: ft[k] for k in keys if k in ft}}
        for k in ("points", "archetype"):
            if k in ft:
                row[k] = ft[k]
        if "age" in db:
            row["age"] = db["age"]
        rows.append(row)
    return {"name": team.name, "players": rows}


def spec_team(spec: Any, dice: Dice, source: str = "<spec>") -> Team:
    """A team from a user's spec: ``{"name": …, "players": [{"level", "pos", "points"?, "hand"?, "age"?,
    "tools": {…} or "archetype"?, "name"?}, …]}`` (or a roster file whose players carry their five tools);
    spending is checked against each level's points."""
    if isinstance(spec, dict) and spec.get("format") == "dugout-roster":
        spec = roster_spec(spec, source)
    if not isinstance(spec, dict) or not isinstance(spec.get("players"), list):
        raise DugoutError(f"{source}: expected an object with a 'players' list")
    name = str(spec.get("name") or "Five Tool Club")
    ids = Ids()
    taken: set[str] = set()
    try:
        players = [_spec_player(dice, row, k, ids, taken) for k, row in enumerate(spec["players"])]
    except DugoutError as e:
        raise DugoutError(f"{source}: {e}") from None
    team = Team(id=slug(name), name=name, players=tuple(players), source="generated",
                notes="Five Tool team (user spec).")
    try:
        return build_depth(team)
    except DugoutError as e:
        raise DugoutError(f"{source}: {e}") from None


def load_spec(path: str | Path) -> Any:
    """Read a spec file (JSON)."""
    p = Path(path)
    try:
        return jsondata.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DugoutError(f"{p}: no such file") from None
    except OSError as e:
        raise DugoutError(f"{p}: cannot read a JSON spec ({e.strerror})") from None
    except ValueError as e:
        raise DugoutError(f"{p}: cannot read a JSON spec ({jsondata.describe(e)})") from None


# --- printed Deadball ratings -> Five Tool ---------------------------------------------------------------------------
HITTER_TRAIT_TOOL: dict[str, tuple[int, int]] = {"P++": (0, 8), "P+": (0, 7), "P-": (0, 4), "P--": (0, 3),
                                                 "C+": (1, 8), "C-": (1, 3), "S+": (3, 8), "S-": (3, 3),
                                                 "D+": (4, 8), "D-": (4, 3)}
PITCHER_TRAIT_TOOL: dict[str, int] = {"K+": 0, "CN+": 1, "GB+": 2, "ST+": 3}
#: The tool a printed pitcher's four pitches start at: the bottom of his die's band.
BAND_START: dict[int, int] = {pd: int(low) for pd, (low, _) in PD_BAND.items()}


def tools_from_ratings(native: dict[str, Any], pitcher: bool) -> tuple[int, ...]:
    """Five Tool ratings that give back a printed player's BT, traits and Pitch Die: each trait sets its tool
    (P++ 8, P+ 7, P- 4, P-- 3; C+, S+, D+ 8; C-, S-, D- 3), Eye from the walk window, the rest by
    ``fit_sum``; a pitcher's four pitches start at his die's band, an 8 for each pitcher trait, then the
    mean is fitted to the band; batting is BT / 3.

    >>> tools_from_ratings({"bt": 26, "wt": 31, "traits": ["P++", "S-"]}, False)
    (8, 5, 5, 3, 5)
    >>> tools_from_ratings({"bt": 9, "pitch_die": "d4", "traits": ["K+"]}, True)
    (8, 5, 5, 5, 3)
    """
    traits = list(native.get("traits", ())) + list(native.get("traits_inferred", ()))
    bt = int(native["bt"])
    if pitcher:
        pd = T.parse_die(str(native.get("pitch_die", "-d12")))
        start = BAND_START.get(pd, 8 if pd > T.D12 else 2)
        tools = [start] * 4
        for t in traits:
            if t in PITCHER_TRAIT_TOOL:
                tools[PITCHER_TRAIT_TOOL[t]] = T.MAX_TOOL
        lo, hi = PD_BAND.get(pd, PD_BAND[T.D12] if pd > T.D12 else (2.0, 2.01))
        _fit_mean(tools, lo, hi)
        return tuple(tools) + (max(T.MIN_TOOL, min(T.MAX_TOOL, int(bt / 3 + 0.5))),)
    tools = [5, 5, 5, 5, 5]
    window = int(native.get("wt", bt + 5)) - bt
    tools[2] = max(T.MIN_TOOL, min(T.MAX_TOOL, window))
    fixed = set()
    for t in traits:
        if t in HITTER_TRAIT_TOOL:
            k, v = HITTER_TRAIT_TOOL[t]
            tools[k] = v
            fixed.add(k)
    return _fit_keeping(tools, max(10, min(40, bt)), fixed)


def _fit_keeping(tools: list[int], target: int, fixed: set[int]) -> tuple[int, ...]:
    """``fit_sum`` that moves the tools no trait set first (Contact, Eye, Defense, Speed, Power)."""
    free = [k for k in (1, 2, 4, 3, 0) if k not in fixed]
    t = list(tools)
    for _ in range(60):
        gap = target - sum(t)
        if gap == 0:
            return tuple(t)
        step = 1 if gap > 0 else -1
        moved = False
        for k in free:
            if sum(t) != target and T.MIN_TOOL <= t[k] + step <= T.MAX_TOOL:
                t[k] += step
                moved = True
        if not moved:
            break
    return fit_sum(t, target)


def archetype_of(tools: tuple[int, ...], pitcher: bool) -> str:
    """The archetype whose first tool is a player's best (balanced when nothing stands out)."""
    if pitcher:
        best = max(range(4), key=lambda k: (tools[k], -k))
        return ("power", "finesse", "junk", "control")[best]
    best = max(range(5), key=lambda k: (tools[k], -k))
    if tools[best] <= 6:
        return "balanced"
    return ("slugger", "contact", "contact", "speedster", "glove")[best]


def as_five_tool(p: Player, age: int) -> Player:
    """A printed-ratings player rebuilt as a Five Tool player with the same BT, traits and Pitch Die (as near
    as the tools allow)."""
    n = p.native.get("deadball", {})
    pitcher = n.get("pos") == "P"
    tools = tools_from_ratings(n, pitcher)
    meta = {"level": "Veteran", "archetype": archetype_of(tools, pitcher), "bank": 0, "source": "printed ratings"}
    return five_tool_player(p.id, p.name, tools, pitcher, str(n.get("pos", p.primary_position)),
                            str(n.get("hand", p.bats)), age, meta)
