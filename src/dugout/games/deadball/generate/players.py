"""Deadball player generation (rulebook pp.37-38, digest T9) and prospects (p.41, T16), and the one builder
that turns rolled ratings into a roster-model ``Player``.

Every invented player carries his printed ratings in ``native["deadball"]`` (bt, wt, hand, pos, traits,
pitch_die, age, origin) and the ``estimates`` of ``games.deadball.ratings_estimates`` so every registered game
can rate him. Decisions on the book's gaps are in docs/rules/deadball-worlds.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from dugout.engine.dice import Dice
from dugout.games.deadball import tables as T
from dugout.games.deadball.card import GROUP_POSITIONS
from dugout.games.deadball.ratings import walk_target_roll, with_default_traits
from dugout.games.deadball.ratings_estimates import estimate
from dugout.model.player import Estimates, Player

FIELD: tuple[str, ...] = ("C", "1B", "2B", "3B", "SS", "LF", "CF", "RF")
#: The bench of a league roster, as the Southern Circuit prints it: two outfielders, two infielders, a catcher.
BENCH: tuple[str, ...] = ("OF", "OF", "INF", "INF", "C")
STARTERS, RELIEVERS = 5, 7

# --- T9 tables, indexed by the roll ------------------------------------------------------------------------
#: Batting hand by d10 (10 reads as the die's 0): 1-6 R, 7-9 L, 0 switch. Pitchers: 1-6 R, 7-0 L.
HITTER_HAND: tuple[str, ...] = ("", "R", "R", "R", "R", "R", "R", "L", "L", "L", "S")
PITCHER_HAND: tuple[str, ...] = ("", "R", "R", "R", "R", "R", "R", "L", "L", "L", "L")
#: Starting hitters' bonus traits by 2d6.
STARTER_BONUS: tuple[tuple[str, ...], ...] = ((), (), ("S+", "D+"), ("S+",), ("D+",), (), (), (), (), (),
                                              ("P+",), ("C+",), ("P++",))
#: Pinch hitters' bonus traits by 2d6 (the table printed beside the pitchers' die, GAP 59).
PINCH_BONUS: tuple[tuple[str, ...], ...] = ((), (), ("S+",), ("C+",), (), (), (), (), (), (), (), ("D+",),
                                            ("P+",))
#: Pitchers' bonus traits by 2d6.
PITCHER_BONUS: tuple[tuple[str, ...], ...] = ((), (), ("GB+",), ("K+",), (), (), (), (), (), (), (), ("ST+",),
                                              ("CN+",))
#: Pitch Die by d8.
PITCHER_DIE: tuple[str, ...] = ("", "d12", "d8", "d8", "d4", "d4", "d4", "-d4", "-d4")
#: Hot/Cold by d6: 1 cold, 6 hot.
STREAK: tuple[str, ...] = tuple("cold" if r == T.COLD_ROLL else "hot" if r == T.HOT_ROLL else "" for r in range(7))
#: Age bands: (base, plus d6). Category by d10 when the roster role does not say (GAP 60).
AGE_BANDS: dict[str, int] = {"prospect": 18, "rookie": 21, "veteran": 26, "old timer": 34}
AGE_CATEGORY: tuple[str, ...] = ("", "prospect", "prospect", "prospect", "rookie", "rookie", "rookie",
                                 "veteran", "veteran", "veteran", "old timer")

# --- T16 prospects ------------------------------------------------------------------------------------------
#: Top Prospect pitch die by d4; Farmhand by d4+1 (index = the modified roll).
TOP_PROSPECT_DIE: tuple[str, ...] = ("", "d12", "d8", "d4", "-d4")
FARMHAND_DIE: tuple[str, ...] = ("", "", "d8", "d4", "-d4", "-d8")
#: Trade values of prospects (p.41).
TOP_PROSPECT_VALUE, FARMHAND_VALUE = 25, 15


@dataclass(slots=True)
class Rolled:
    """A player's rolled ratings before he is named and placed on a roster."""

    bt: int
    hand: str
    traits: tuple[str, ...] = ()
    pitch_die: str | None = None
    age: int | None = None
    streak: str = ""
    """'hot', 'cold' or '' from the generation d6."""
    origin: str = "generated"
    """generated, table, top prospect, farmhand, five tool."""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def is_pitcher(self) -> bool:
        """True for a pitcher (he has a Pitch Die)."""
        return self.pitch_die is not None


def d10(dice: Dice, why: str) -> int:
    """A d10 read 1-10, where 10 is the die's 0."""
    return dice.d(10, why)


def roll_age(dice: Dice, category: str | None = None) -> int:
    """An age from the book's bands (18/21/26/34 + d6); the band by d10 when not given (GAP 60).

    >>> from dugout.engine.dice import LoadedDice
    >>> roll_age(LoadedDice([3]), "veteran"), roll_age(LoadedDice([10, 6]))
    (29, 40)
    """
    if category is None:
        category = AGE_CATEGORY[d10(dice, "age category")]
    return AGE_BANDS[category] + dice.d(6, f"age ({category})")


def starting_hitter(dice: Dice, age_category: str | None = None) -> Rolled:
    """A starting hitter: BT 2d10+15, hand, Hot/Cold, bonus traits by 2d6, age."""
    bt = dice.dd(2, 10, "BT (2d10+15)") + 15
    hand = HITTER_HAND[d10(dice, "batting hand")]
    streak = STREAK[dice.d(6, "hot or cold")]
    traits = STARTER_BONUS[dice.dd(2, 6, "bonus traits")]
    return Rolled(bt=bt, hand=hand, traits=traits, age=roll_age(dice, age_category), streak=streak)


def pinch_hitter(dice: Dice, age_category: str | None = None) -> Rolled:
    """A pinch hitter: BT d10+15, hand, Hot/Cold, bonus traits by 2d6 (GAP 59), age."""
    bt = d10(dice, "BT (d10+15)") + 15
    hand = HITTER_HAND[d10(dice, "batting hand")]
    streak = STREAK[dice.d(6, "hot or cold")]
    traits = PINCH_BONUS[dice.dd(2, 6, "bonus traits")]
    return Rolled(bt=bt, hand=hand, traits=traits, age=roll_age(dice, age_category), streak=streak)


def pitcher(dice: Dice, age_category: str | None = None) -> Rolled:
    """A pitcher: Pitch Die by d8, hand, BT d10+5, Hot/Cold, bonus traits by 2d6, age (P- by default)."""
    die = PITCHER_DIE[dice.d(8, "pitch die")]
    hand = PITCHER_HAND[d10(dice, "throwing hand")]
    bt = d10(dice, "BT (d10+5)") + 5
    streak = STREAK[dice.d(6, "hot or cold")]
    traits = PITCHER_BONUS[dice.dd(2, 6, "bonus traits")]
    return Rolled(bt=bt, hand=hand, traits=traits, pitch_die=die, age=roll_age(dice, age_category), streak=streak)


def prospect(dice: Dice, top: bool, kind: str | None = None) -> Rolled:
    """A Top Prospect or Farmhand: hitter or pitcher (by ``kind``, else a d2, GAP 57), age 18+d6.

    Hitters: BT 2d10+15 (top) or d10+15 (farmhand), traits from the starting or pinch-hitter table. Pitchers:
    Pitch Die by d4 (top) or d4+1 (farmhand), BT d10+5, the pitcher traits.
    """
    if kind is None:
        kind = "hitter" if dice.d(2, "prospect: hitter or pitcher") == 1 else "pitcher"
    label = "top prospect" if top else "farmhand"
    if kind == "pitcher":
        roll = dice.d(4, "prospect pitch die")
        die = TOP_PROSPECT_DIE[roll] if top else FARMHAND_DIE[roll + 1]
        hand = PITCHER_HAND[d10(dice, "throwing hand")]
        bt = d10(dice, "BT (d10+5)") + 5
        traits = PITCHER_BONUS[dice.dd(2, 6, "bonus traits")]
        return Rolled(bt=bt, hand=hand, traits=traits, pitch_die=die, age=roll_age(dice, "prospect"), origin=label)
    bt = (dice.dd(2, 10, "BT (2d10+15)") if top else d10(dice, "BT (d10+15)")) + 15
    hand = HITTER_HAND[d10(dice, "batting hand")]
    traits = (STARTER_BONUS if top else PINCH_BONUS)[dice.dd(2, 6, "bonus traits")]
    return Rolled(bt=bt, hand=hand, traits=traits, age=roll_age(dice, "prospect"), origin=label)


# --- roster-model players ---------------------------------------------------------------------------------------
def games_at(pos: str) -> dict[str, int]:
    """Appearances that make a position (or a bench group) his own: a pitcher 30 games, a regular 120, a bench
    INF or OF 20 at each position of the group."""
    if pos == "P":
        return {"P": 30}
    group = GROUP_POSITIONS.get(pos)
    if group:
        return {p: 20 for p in group}
    return {pos: 120}


def throwing_hand(pos: str, bats: str) -> str:
    """A position player's throwing hand (the book gives only the batting hand): left-handed batters at first
    base and in the outfield throw left, everyone else right."""
    return "L" if bats == "L" and pos in ("1B", "LF", "CF", "RF", "OF") else "R"


def trait_mask(traits: tuple[str, ...] | list[str], bt: int, is_pitcher: bool) -> int:
    """Trait bits as the card will carry them: a pitcher who is not a capable hitter is also P-."""
    return with_default_traits(T.trait_bits(list(traits)), bt, is_pitcher)


def player_estimates(bt: int, wt: int, traits: tuple[str, ...] | list[str], pitch_die: str | None, pos: str,
                     era: float | None = None) -> Estimates:
    """The per-PA estimates of a Deadball-rated player (consistent with his BT, WT, traits and die)."""
    is_p = pos == "P"
    bits = trait_mask(traits, bt, is_p)
    pd = T.parse_die(pitch_die) if pitch_die else None
    est = estimate(bt, wt, bits, pd, tuple(GROUP_POSITIONS.get(pos, (pos,))), is_p)
    if era is not None and est.pitching is not None:
        from dataclasses import replace

        est = replace(est, era=era)
    return est


def make_player(pid: str, name: str, r: Rolled, pos: str, *, wt: int | None = None,
                five_tool: dict[str, Any] | None = None, estimates: Estimates | None = None) -> Player:
    """A roster-model player from rolled ratings at a position (P, C … RF, or a bench group INF/OF)."""
    is_p = r.is_pitcher
    if wt is None:
        wt = r.bt + walk_target_roll(pid)
    traits = list(r.traits)
    native: dict[str, Any] = {"bt": r.bt, "wt": wt, "hand": r.hand, "pos": "P" if is_p else pos,
                              "traits": traits, "origin": r.origin}
    if is_p:
        native["pitch_die"] = r.pitch_die
    if r.age is not None:
        native["age"] = r.age
    if r.streak:
        native["streak"] = r.streak
    native.update(r.extra)
    est = estimates or player_estimates(r.bt, wt, traits, r.pitch_die, "P" if is_p else pos)
    nat: dict[str, dict[str, Any]] = {"deadball": native}
    if five_tool is not None:
        nat["five_tool"] = five_tool
    throws = r.hand if is_p else throwing_hand(pos, r.hand)
    return Player(id=pid, name=name, bats=r.hand, throws=throws, games_at=games_at("P" if is_p else pos),
                  estimates=est, native=nat, imputed=() if is_p else ("throws",))


def native_of(p: Player) -> dict[str, Any]:
    """A player's Deadball ratings (empty for a player rated from statistics)."""
    return dict(p.native.get("deadball", {}))


def rolled_from(p: Player) -> Rolled:
    """The Rolled ratings of a natively rated player (to change and rebuild him)."""
    n = native_of(p)
    known = {"bt", "wt", "hand", "pos", "traits", "origin", "pitch_die", "age", "streak", "traits_inferred"}
    return Rolled(bt=int(n["bt"]), hand=str(n.get("hand", p.bats)),
                  traits=tuple(n.get("traits", ())) + tuple(n.get("traits_inferred", ())),
                  pitch_die=n.get("pitch_die") if n.get("pos") == "P" or p.is_pitcher else None,
                  age=n.get("age"), origin=str(n.get("origin", "generated")),
                  extra={k: v for k, v in n.items() if k not in known})


def rebuilt(p: Player, r: Rolled, *, wt: int | None = None) -> Player:
    """The same player (id, name, position, Five Tool ratings) with new Deadball ratings and estimates."""
    n = native_of(p)
    pos = "P" if r.is_pitcher else str(n.get("pos", p.primary_position))
    old_wt = int(n.get("wt", r.bt))
    new_wt = wt if wt is not None else r.bt + max(0, old_wt - int(n.get("bt", r.bt)))
    ft = p.native.get("five_tool")
    q = make_player(p.id, p.name, r, pos, wt=new_wt, five_tool=dict(ft) if ft else None)
    if p.throws != q.throws and not r.is_pitcher:
        from dataclasses import replace

        q = replace(q, throws=p.throws)
    return q
