"""How much one command may be asked to do: counts past what memory allows are refused with a one-line error that
says the limit, before any work (``--games 1000000000`` would keep a billion results).

The limits are far above any real use: a season keeps each game's result (about 100 bytes) and its schedule,
so a million games needs a few hundred megabytes; a replay of a league-season is summed as it ends (counts merge
by addition), so replays cost time, not memory, but the atlas plans each replay as a unit of work.
"""

from __future__ import annotations

from dugout.errors import DugoutError

#: ``dugout sim --games``: games between two teams in one run.
MAX_SIM_GAMES = 1_000_000
#: ``dugout season --games``: games per team (a 30-team season of 10,000 games a team is 150,000 games).
MAX_SEASON_GAMES = 10_000
#: ``--best-of`` of a series or a postseason round.
MAX_BEST_OF = 99
#: ``dugout fidelity --replays`` and ``dugout atlas --replays``.
MAX_REPLAYS = 10_000
#: ``dugout generate league --teams``.
MAX_LEAGUE_TEAMS = 30
#: ``dugout atlas --workers``.
MAX_WORKERS = 1024


def check_count(flag: str, value: int, low: int, high: int, why: str = "") -> int:
    """``value`` if ``low <= value <= high``, else a one-line DugoutError naming the flag and the limit."""
    if value < low:
        raise DugoutError(f"{flag} must be at least {low:,} (got {value:,})")
    if value > high:
        raise DugoutError(f"{flag} {value:,} is past the limit of {high:,}" + (f" ({why})" if why else ""))
    return value
