"""Expected runs over the 24 base-out states: the Markov chain a game's run model solves.

A state is (outs 0-2, bases as a bit mask: 1 first, 2 second, 4 third). A game's run model says, for each state,
which plate-appearance results can happen with what chance and where each leaves the inning: a list of
(chance, outs after, bases after, runs). Solving the chain gives the runs each state is worth to the end of the
inning; the empty-bases, no-out value is the runs of an inning.
"""

from __future__ import annotations

STATES = [(o, b) for o in range(3) for b in range(8)]
"""The 24 base-out states."""

Step = tuple[float, int, int, int]
"""(chance, outs after, bases after, runs scored) of one way a result can go."""


def state_values(steps: dict[tuple[int, int], list[tuple[float, list[Step]]]],
                 rounds: int = 500) -> dict[tuple[int, int], float]:
    """Expected runs to the end of the inning from every state (value iteration), given each state's results as
    (the result's chance, its steps).

    >>> walk_or_out = {s: [(0.5, [(1.0, s[0] + 1, s[1], 0)]), (0.5, [(1.0, s[0], s[1], 1)])] for s in STATES}
    >>> round(state_values(walk_or_out)[(0, 0)], 6)
    3.0
    """
    value = dict.fromkeys(STATES, 0.0)
    for _ in range(rounds):
        new = {}
        for s in STATES:
            v = 0.0
            for pk, st in steps[s]:
                for q, o2, b2, r in st:
                    v += pk * q * (r + (value[(o2, b2)] if o2 < 3 else 0.0))
            new[s] = v
        diff = max(abs(new[s] - value[s]) for s in STATES)
        value = new
        if diff < 1e-12:
            break
    return value
