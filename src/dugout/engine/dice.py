"""One seeded dice object for every random choice of a game.

Rules ask for a named roll (``dice.d(20, "hit table")``). With ``record=True`` every roll is kept with
its purpose for the play log; tests use ``LoadedDice`` to replay the rulebooks' worked examples.
"""

# dugout: native (compiled by python -m dugout.native build; see dugout/_native.py)
from __future__ import annotations

import random
import secrets
from collections.abc import Callable

from dugout.errors import DugoutError
from dugout.jsondata import MAX_DIGITS


def new_seed() -> int:
    """A fresh 63-bit seed, to be printed so the game can be replayed."""
    return secrets.randbits(63)


def derive_seed(seed: int | str, *parts: object) -> str:
    """A child seed for one game of a series or season; string seeds hash with SHA-512 in ``random``.

    >>> derive_seed(7, "g", 12)
    '7:g:12'
    """
    return ":".join(str(x) for x in (seed, *parts))


#: Seeds the dice take are below this in size: what the JSON files that keep a seed read back.
SEED_LIMIT = 10 ** MAX_DIGITS


class Dice:
    """Seeded dice. ``d(sides, why)`` returns 1..sides; ``log`` keeps (why, sides, value) when recording."""

    __slots__ = ("_rand", "fast", "log", "seed")

    def __init__(self, seed: int | str | None = None, *, record: bool = False) -> None:
        self.seed = new_seed() if seed is None else seed
        if isinstance(self.seed, int) and not -SEED_LIMIT < self.seed < SEED_LIMIT:
            raise DugoutError(f"seed of {len(str(abs(self.seed)))} digits: at most {MAX_DIGITS} (a league, a saved "
                              f"game and a report keep the seed to replay it)")
        self._rand = random.Random(self.seed).random
        self.log: list[tuple[str, int, int]] | None = [] if record else None
        self.fast: Callable[[], float] | None = None if record else self._rand
        """The uniform generator behind the dice when no roll needs recording (plain dice, no log), else None. A
        hot loop may roll with it directly: ``int(r() * sides) + 1`` is ``d(sides)``, the same number from the
        same seed; two such rolls in a row are ``two(sides, other)`` and their sum plus 2 is ``dd(2, sides)``.
        Read it from the dice each time (tests swap a game's dice for loaded ones)."""

    def d(self, sides: int, why: str = "") -> int:
        """Roll one die with ``sides`` faces.

        >>> Dice(1).d(6, "test") in range(1, 7)
        True
        """
        v = int(self._rand() * sides) + 1
        if self.log is not None:
            self.log.append((why, sides, v))
        return v

    def dd(self, n: int, sides: int, why: str = "") -> int:
        """The sum of ``n`` dice (e.g. 2d6)."""
        r = self._rand
        if n == 2:
            v = int(r() * sides) + int(r() * sides) + 2
        else:
            v = 0
            for _ in range(n):
                v += int(r() * sides) + 1
        if self.log is not None:
            self.log.append((why, sides * 100 + n, v))
        return v

    def pair(self, sides: int, why: str = "") -> tuple[int, int]:
        """Two separate dice (e.g. red and white), each 1..sides."""
        r = self._rand
        a = int(r() * sides) + 1
        b = int(r() * sides) + 1
        if self.log is not None:
            self.log.append((why, sides, a))
            self.log.append((why, sides, b))
        return a, b

    def two(self, sides: int, other: int, why: str = "", why_other: str = "") -> tuple[int, int]:
        """Two dice of different sizes rolled one after the other, as ``d(sides, why), d(other, why_other)`` would
        (the same numbers from the same seed) in one call."""
        r = self._rand
        a = int(r() * sides) + 1
        b = int(r() * other) + 1
        if self.log is not None:
            self.log.append((why, sides, a))
            self.log.append((why_other, other, b))
        return a, b

    def chance(self, p: float, why: str = "") -> bool:
        """True with probability ``p`` (a d100-style check rolled on a continuous die)."""
        v = self._rand()
        if self.log is not None:
            self.log.append((why, 0, int(v * 1000)))
        return v < p

    def choice_index(self, n: int, why: str = "") -> int:
        """A uniform index 0..n-1."""
        return self.d(n, why) - 1

    def take_log(self) -> list[tuple[str, int, int]]:
        """The rolls recorded since the last call (and clear them)."""
        if self.log is None:
            return []
        out = self.log
        self.log = []
        return out


class LoadedDice(Dice):
    """Dice that return given values in order: for replaying worked examples in tests.

    ``dd`` consumes one value (the total); ``pair`` consumes two; ``chance`` consumes a value in [0, 1).
    """

    __slots__ = ("pos", "values")

    def __init__(self, values: list[float] | tuple[float, ...], *, record: bool = True) -> None:
        super().__init__(0, record=record)
        self.fast = None  # every roll comes from the values
        self.values = list(values)
        self.pos = 0

    def _next(self, why: str) -> float:
        if self.pos >= len(self.values):
            raise AssertionError(f"loaded dice exhausted at roll {self.pos + 1} ({why})")
        v = self.values[self.pos]
        self.pos += 1
        return v

    def d(self, sides: int, why: str = "") -> int:
        v = int(self._next(why))
        if not 1 <= v <= sides:
            raise AssertionError(f"loaded value {v} is not a d{sides} roll ({why})")
        if self.log is not None:
            self.log.append((why, sides, v))
        return v

    def dd(self, n: int, sides: int, why: str = "") -> int:
        v = int(self._next(why))
        if not n <= v <= n * sides:
            raise AssertionError(f"loaded value {v} is not a {n}d{sides} total ({why})")
        if self.log is not None:
            self.log.append((why, sides * 100 + n, v))
        return v

    def pair(self, sides: int, why: str = "") -> tuple[int, int]:
        return self.d(sides, why), self.d(sides, why)

    def two(self, sides: int, other: int, why: str = "", why_other: str = "") -> tuple[int, int]:
        return self.d(sides, why), self.d(other, why_other)

    def chance(self, p: float, why: str = "") -> bool:
        v = float(self._next(why))
        return v < p

    @property
    def exhausted(self) -> bool:
        """True when every loaded value has been used."""
        return self.pos >= len(self.values)
