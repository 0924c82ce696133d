"""The builder of ``ratings_league.BASE_STATE_FIT``: the shares of batter rolls by base state, measured in play.

The columns are fitted for the league's shares of batter rolls with a runner in scoring position, with first base
taken (without and with RISP: the ball-2 rule), with anyone on (the BK/WP ranges) and with a runner on first and
fewer than two out (the double-play chances); the tactics read the same shares (``ratings_tactics``). They are
lines in x = OBP − .33 (errors included), the league's intentional walks, sacrifices and home runs per card PA.
``MEASURED`` holds what 30 league-seasons played (three replays each, stop 44, on the cards of the one-variable
lines before them); ``fit`` is the least squares ``BASE_STATE_FIT`` stores, and a test holds the two together.

Run ``python -m dugout.games.pine_tar.ratings_basestate_build [REPLAYS]`` after a change to the engine or the
managers: it replays the same leagues on the current cards and prints the new table and coefficients, and the
intentional-walk spots and sacrifice chances per their fitted formulas (``IBB_SPOTS``, ``SAC_PER_OPP``). Paste
what changed. Measured again on the cards the stop-44 fit makes, the misses averaged 0.000-0.001: a fixed point.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import numpy as np

#: (league-season, x, IBB, SH, HR per card PA, then the shares measured at the roll: RISP, first taken without
#: RISP, first taken with RISP, anyone on, double-play chances; then over every plate appearance: intentional-walk
#: spots (first open, a runner on 2nd or 3rd) and sacrifice chances (a runner on 1st or 2nd, 3rd open, < 2 out)).
MEASURED: tuple[tuple[str, float, float, float, float, float, float, float, float, float, float, float], ...] = (
    ("1876 NL", 0.08557530, 0.00121060, 0.01791681, 0.00193695, 0.300, 0.349, 0.679, 0.544, 0.254, 0.093, 0.247),
    ("1884 NL", 0.06159650, 0.00513807, 0.01791148, 0.00921408, 0.279, 0.333, 0.653, 0.520, 0.235, 0.097, 0.238),
    ("1889 NL", 0.07997954, 0.00856412, 0.01794847, 0.00895011, 0.294, 0.338, 0.680, 0.533, 0.248, 0.097, 0.244),
    ("1894 NL", 0.11650088, 0.00913363, 0.01804868, 0.00982061, 0.341, 0.361, 0.670, 0.579, 0.267, 0.115, 0.255),
    ("1901 AL", 0.06314710, 0.00382289, 0.02030002, 0.00551657, 0.299, 0.336, 0.632, 0.534, 0.237, 0.111, 0.242),
    ("1901 NL", 0.04180575, 0.00613264, 0.01980033, 0.00539577, 0.274, 0.323, 0.644, 0.509, 0.228, 0.100, 0.235),
    ("1911 AL", 0.05436130, 0.00447130, 0.03251655, 0.00438276, 0.291, 0.322, 0.623, 0.519, 0.222, 0.110, 0.239),
    ("1911 NL", 0.04576936, 0.00893677, 0.03091815, 0.00690469, 0.276, 0.315, 0.636, 0.504, 0.218, 0.107, 0.235),
    ("1921 AL", 0.05969064, 0.00497290, 0.03283392, 0.01013707, 0.287, 0.317, 0.597, 0.513, 0.218, 0.118, 0.241),
    ("1921 NL", 0.04059412, 0.00599802, 0.03165989, 0.01010656, 0.269, 0.305, 0.586, 0.492, 0.205, 0.115, 0.232),
    ("1931 AL", 0.04377347, 0.00491175, 0.01348651, 0.01198801, 0.274, 0.323, 0.621, 0.509, 0.228, 0.106, 0.234),
    ("1931 NL", 0.03230292, 0.00714041, 0.01691826, 0.01057123, 0.263, 0.311, 0.610, 0.492, 0.219, 0.108, 0.230),
    ("1941 AL", 0.03866071, 0.00574832, 0.01349606, 0.01528721, 0.265, 0.314, 0.632, 0.496, 0.227, 0.101, 0.231),
    ("1941 NL", 0.02425372, 0.00848250, 0.01666738, 0.01269187, 0.250, 0.307, 0.643, 0.480, 0.218, 0.095, 0.227),
    ("1951 AL", 0.03644827, 0.00608806, 0.01303981, 0.01767432, 0.251, 0.319, 0.658, 0.490, 0.230, 0.088, 0.232),
    ("1951 NL", 0.02641838, 0.00896633, 0.01313230, 0.02165454, 0.235, 0.306, 0.646, 0.470, 0.217, 0.088, 0.224),
    ("1961 AL", 0.02330141, 0.00470986, 0.01190457, 0.02491352, 0.236, 0.309, 0.648, 0.472, 0.220, 0.084, 0.226),
    ("1961 NL", 0.02180611, 0.00946670, 0.01225102, 0.02561576, 0.235, 0.298, 0.646, 0.463, 0.213, 0.088, 0.219),
    ("1971 AL", 0.00827918, 0.00916069, 0.01226977, 0.02059767, 0.223, 0.296, 0.666, 0.453, 0.210, 0.080, 0.218),
    ("1971 NL", 0.00850441, 0.01010420, 0.01260279, 0.01893165, 0.226, 0.299, 0.660, 0.457, 0.212, 0.083, 0.218),
    ("1981 AL", 0.01140277, 0.00692681, 0.01001723, 0.01886223, 0.233, 0.305, 0.648, 0.467, 0.218, 0.085, 0.223),
    ("1981 NL", 0.01290740, 0.01045008, 0.01423694, 0.01487843, 0.235, 0.296, 0.645, 0.461, 0.210, 0.091, 0.221),
    ("1991 AL", 0.01762818, 0.00695487, 0.00846831, 0.02256291, 0.238, 0.308, 0.637, 0.473, 0.220, 0.089, 0.226),
    ("1991 NL", 0.00754204, 0.00862877, 0.01228152, 0.01971109, 0.231, 0.297, 0.639, 0.460, 0.212, 0.089, 0.220),
    ("2001 AL", 0.02182055, 0.00596696, 0.00612792, 0.02881155, 0.242, 0.307, 0.624, 0.475, 0.220, 0.094, 0.225),
    ("2001 NL", 0.01898094, 0.00879288, 0.01091741, 0.03000762, 0.234, 0.293, 0.621, 0.459, 0.207, 0.095, 0.220),
    ("2011 AL", 0.00929070, 0.00549195, 0.00616681, 0.02642418, 0.234, 0.301, 0.615, 0.465, 0.214, 0.091, 0.221),
    ("2011 NL", 0.00534480, 0.00777608, 0.01164875, 0.02336923, 0.231, 0.291, 0.613, 0.455, 0.204, 0.094, 0.218),
    ("2021 AL", 0.00026470, 0.00270437, 0.00253880, 0.03376603, 0.229, 0.300, 0.612, 0.460, 0.213, 0.088, 0.220),
    ("2021 NL", 0.00293509, 0.00506660, 0.00592947, 0.03191513, 0.230, 0.296, 0.615, 0.458, 0.210, 0.090, 0.220),
)
LEAGUES = tuple(row[0] for row in MEASURED)


def fit(rows: Sequence[Sequence[object]]) -> tuple[tuple[float, ...], ...]:
    """Each share's constant and coefficients of x, IBB, SH and HR by least squares, rounded to four places."""
    x = np.array([(1.0, *(float(v) for v in row[1:5])) for row in rows])  # type: ignore[arg-type]
    out = []
    for k in range(5):
        y = np.array([float(row[5 + k]) for row in rows])  # type: ignore[arg-type]
        c = np.linalg.lstsq(x, y, rcond=None)[0]
        out.append(tuple(round(float(v), 4) for v in c))
    return tuple(out)


def measure(season: int, league: str, replays: int) -> tuple[float, ...]:
    """The shares a league-season plays on its current cards (``replays`` seasons of its real length)."""
    from dugout.api.fidelity import play_counts, season_games
    from dugout.engine.game import Game
    from dugout.engine.season import rated
    from dugout.games.pine_tar.ruleset import PineTar
    from dugout.games.pine_tar.state import PTState
    from dugout.sources import lahman

    n = [0] * 7  # rolls, RISP, non-RISP, first taken with RISP, without RISP, anyone on, double-play chances
    spots = [0, 0, 0]  # plate appearances, intentional-walk spots, sacrifice chances

    class Counting(PineTar):
        """Pine Tar counting the base states (a subclass: the compiled ruleset's methods cannot be patched)."""

        def plate_appearance(self, g: Game) -> None:
            b = g.bases
            spots[0] += 1
            spots[1] += b[1] < 0 and (b[2] >= 0 or b[3] >= 0)
            spots[2] += (b[1] >= 0 or b[2] >= 0) and b[3] < 0 and g.outs < 2
            super().plate_appearance(g)

        def _resolve(self, g: Game, st: PTState, res: int, r: int, eff: int) -> None:
            b = g.bases
            risp = b[2] >= 0 or b[3] >= 0
            n[0] += 1
            n[1 if risp else 2] += 1
            if b[1] >= 0:
                n[3 if risp else 4] += 1
                n[6] += g.outs < 2
            n[5] += b[1] >= 0 or risp
            super()._resolve(g, st, res, r, eff)

    rules = Counting()
    teams = lahman.import_league(season, league)
    play_counts(rules, [rated(rules, t) for t in teams], season_games(teams),
                [f"basestate{k}" for k in range(replays)])
    rolls, risp, open_, f1_risp, f1_open, on, opp = n[:7]
    return (risp / rolls, f1_open / open_, f1_risp / risp, on / rolls, opp / rolls, spots[1] / spots[0],
            spots[2] / spots[0])


def main(replays: int = 3) -> None:
    from dugout.games.pine_tar.ratings_league import base_state_shares, league_for
    from dugout.sources import lahman

    rows = []
    for name in LEAGUES:
        season, league = int(name[:4]), name[5:]
        obp, ibb, sh, hr = league_for(lahman.league_context(season, league)).base_inputs
        shares = measure(season, league, replays)
        rows.append((name, obp - 0.33, ibb, sh, hr, *(round(v, 3) for v in shares)))
        fitted = base_state_shares(obp, ibb, sh, hr)
        print(name, "played", " ".join(f"{v:.3f}" for v in shares[:5]), "fitted",
              " ".join(f"{v:.3f}" for v in fitted), file=sys.stderr)
        ibb_formula = fitted[0] * (1 - fitted[2])
        print(f"  IBB spots / f_risp (1 - f1_risp) {shares[5] / ibb_formula:.3f}, sacrifice chances / f_opp "
              f"{shares[6] / fitted[4]:.3f}", file=sys.stderr)
    for row in rows:
        print(f'    ("{row[0]}", ' + ", ".join(f"{v:.8f}" for v in row[1:5]) + ", "
              + ", ".join(f"{v:.3f}" for v in row[5:]) + "),")
    print("BASE_STATE_FIT =", fit(rows))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
