"""Plausible, varied player names from Faker (a maintained library), reproducible from the dice.

Every name is drawn through a Faker instance seeded from the caller's Dice, so the same seed gives the same
names; locales with Latin script are mixed to reflect the game's many origins.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from dugout.engine.dice import Dice

if TYPE_CHECKING:
    from faker import Faker

#: Locales mixed into a league, with weights (a roster is mostly North American with Latin American,
#: European and Pacific players among them).
LOCALES: tuple[tuple[str, int], ...] = (
    ("en_US", 46), ("es_MX", 10), ("es_ES", 4), ("es_CO", 4), ("pt_BR", 4), ("en_GB", 4), ("en_IE", 3),
    ("en_CA", 5), ("fr_FR", 3), ("it_IT", 3), ("de_DE", 3), ("nl_NL", 2), ("en_AU", 3), ("fil_PH", 2),
    ("pl_PL", 2), ("cs_CZ", 2),
)


@cache
def _faker(locale: str) -> Faker:
    from faker import Faker

    return Faker(locale)


def player_name(dice: Dice, *, female_share: float = 0.25) -> str:
    """One player's name: a locale by weight, then first and last names, all from the dice.

    The Deadball book's own leagues mix men and women; ``female_share`` sets how often a first name is
    drawn from the feminine list.
    """
    total = sum(w for _, w in LOCALES)
    r = dice.d(total, "name: origin")
    acc = 0
    locale = LOCALES[0][0]
    for loc, w in LOCALES:
        acc += w
        if r <= acc:
            locale = loc
            break
    fk = _faker(locale)
    fk.seed_instance(dice.d(2**31 - 1, "name: seed"))
    female = dice.chance(female_share, "name: first-name list")
    first = fk.first_name_female() if female else fk.first_name_male()
    return f"{first} {fk.last_name()}"


def unique_names(dice: Dice, n: int, taken: set[str] | None = None, *, female_share: float = 0.25) -> list[str]:
    """``n`` names, none repeated and none in ``taken``."""
    seen = set(taken or ())
    out: list[str] = []
    while len(out) < n:
        name = player_name(dice, female_share=female_share)
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out
