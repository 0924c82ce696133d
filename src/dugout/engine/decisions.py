"""The decision interface: the legal choices of a game in a state, and a person's seat at the table.

Before every plate appearance the engine asks the fielding side's manager (``Manager.before_pa_defense``), then the
batting side's (``before_pa_offense``); the plate appearance then asks ``wants_steal``, ``wants_bunt`` …,
``alignment`` and ``decide(name)`` exactly where its rules allow each. The AI answers those questions itself.
``HumanManager`` offers a person, at each plate appearance, the menu of that moment — the engine's roster moves
(pitching change, defensive substitution, pinch hitter, pinch runner) and the game's legal calls
(``Ruleset.offense_calls`` and ``Ruleset.defense_calls``, a list of ``Choice``) — and answers the game's questions
from the call made. A call's ``kind`` is the question it answers: ``steal`` (``arg`` the runner's base), ``bunt``,
``squeeze``, ``hit-and-run``, ``ibb``, ``pickoff`` (``arg`` the base), ``align`` (``arg`` the alignment, a standing
order) or any name the game passes to ``decide``. Questions asked in the middle of a play (take the extra base,
tag up) are put to the person when the game lists them in ``Ruleset.questions``.

Every answer a person gives goes through one ``Seat``, which records it: a saved game is its seed, its settings
and these answers, and replays identically.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from dugout.engine.manager import Manager
from dugout.engine.scoreboard import BASE_NAMES, scoreboard

if TYPE_CHECKING:
    from dugout.engine.game import Game


@dataclass(frozen=True, slots=True)
class Choice:
    """One thing a manager may do now."""

    key: str
    """What a person types (``s2``, ``b``, ``ibb``); unique in a menu."""
    label: str
    """What the menu shows."""
    kind: str
    """The game's question this call answers (see the module's doc)."""
    arg: Any = None
    standing: bool = False
    """A standing order (an alignment): it stays in force, and the menu stays open for the call of the moment."""


#: The engine's roster moves, offered in every game when the roster allows them.
PITCHING_CHANGE, DEFENSIVE_SUB, PINCH_HIT, PINCH_RUN = "pitching-change", "defensive-sub", "pinch-hit", "pinch-run"
PLAY = ("", ".", "p", "play")
HELP = ("?", "h", "help")
AUTO_HALF = ("a", "auto")
AUTO_GAME = ("ag", "auto game")
QUIT = ("q", "quit")


def steal(base: int, runner: str) -> Choice:
    """The runner on ``base`` (1-3) steals the next base (home from 3rd)."""
    to = "home" if base == 3 else BASE_NAMES[base + 1]
    return Choice(f"s{base + 1}", f"steal {to} ({runner})", "steal", base)


class Quit(Exception):
    """The person stopped the game (``q``); a saved game resumes where it stopped."""


class Seat:
    """Where a person's answers come from and where the table talks back: the answers of a saved game first (not
    shown), then ``read``; every answer that took effect is recorded and handed to ``on_record`` (to save)."""

    def __init__(self, read: Callable[[str], str | None], write: Callable[[str], None], *,
                 replay: Iterable[str] = (), on_record: Callable[[list[str]], None] | None = None) -> None:
        self._read = read
        self.write = write
        self._replay = list(replay)
        self._on_record = on_record
        self.record: list[str] = []
        self.shown = 0
        """Play-by-play lines of the game already shown."""
        self.half: tuple[int, int] = (0, 0)
        """The half-inning whose line score was last shown (a new one shows it again)."""

    @property
    def replaying(self) -> bool:
        """True while the answers of a saved game are being replayed (nothing is shown)."""
        return bool(self._replay)

    def read(self, prompt: str) -> str | None:
        """The next answer, or None when the input has ended."""
        if self._replay:
            line = self._replay.pop(0)
            if not self._replay:
                # the saved game is caught up: the next prompt shows the whole board
                self.half = (0, 0)
                self.write(f"(resumed after {len(self.record) + 1} saved answers)")
            return line
        return self._read(prompt)

    def accept(self, line: str) -> None:
        """Record an answer that took effect."""
        self.record.append(line)
        if self._on_record is not None and not self._replay:
            self._on_record(self.record)

    def tell(self, text: str) -> None:
        """Show a line unless a saved game is being replayed."""
        if not self._replay:
            self.write(text)

    def catch_up(self, g: Game) -> None:
        """Show the play-by-play since the last prompt."""
        if self._replay:
            self.shown = len(g.log)
            return
        for _, _, text in g.log[self.shown:]:
            self.write("  " + text)
        self.shown = len(g.log)


class HumanManager(Manager):
    """A person manages this side through a ``Seat``; ``ai`` (the game's own manager) does what the person leaves
    to it: the starting lineup, forced replacements when the input has ended, and everything while on ``auto``."""

    offense_from_inning = 1

    def __init__(self, ai: Manager, seat: Seat, side: int) -> None:
        self.ai = ai
        self.seat = seat
        self.side = side
        self.call: Choice | None = None
        """The call of this plate appearance."""
        self.used = True
        """Whether the game asked the question the call answers."""
        self.align = "normal"
        self.offered: set[str] = set()
        """The kinds of call offered at this plate appearance: the game's questions of those kinds are the person's."""
        self.auto: tuple[int, int] | str | None = None
        """The half-inning (inning, half) or the whole ``"game"`` the AI manages."""
        self.made: dict[str, int] = {}
        """Calls made, by kind (roster moves included)."""
        self.seen: set[str] = set()
        """Every kind of choice offered so far."""
        self.missed: list[str] = []
        """Calls the game never asked about (they had no effect): the conformance tests keep this empty."""

    # --- delegation ---------------------------------------------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        # game-specific methods of the AI manager (season usage, rest) answer as the AI would
        return getattr(self.ai, name)

    def _auto(self, g: Game) -> bool:
        a = self.auto
        if a is None:
            return False
        if a == "game" or a == (g.inning, g.half):
            return True
        self.auto = None
        self.seat.catch_up(g)
        self.seat.tell("(you manage again)")
        return False

    def pitcher_patience(self, g: Game, side: int) -> int:
        return self.ai.pitcher_patience(g, side)

    def starting_lineup(self, g: Game, side: int, spots: list[tuple[int, str]]) -> list[tuple[int, str]]:
        return self.ai.starting_lineup(g, side, spots)

    def replacement(self, g: Game, side: int, idx: int) -> int:
        if self._auto(g):
            return self.ai.replacement(g, side, idx)
        s = g.sides[side]
        bench = [i for i in s.bench if i not in s.removed and i not in s.in_game]
        if not bench:
            return -1
        self.seat.catch_up(g)
        got = self._pick(g, bench, "", f"who replaces {g.names[idx]}?", lambda i: self._player(g, i), must=True)
        return got if got is not None else self.ai.replacement(g, side, idx)

    def choose_reliever(self, g: Game, side: int, forced: bool = False) -> int:
        if not forced or self._auto(g):
            return self.ai.choose_reliever(g, side, forced)
        arms = self._arms(g, side)
        if not arms:
            return self.ai.choose_reliever(g, side, forced)
        self.seat.catch_up(g)
        got = self._pick(g, arms, "", "your side needs a pitcher: who pitches?", lambda i: self._arm(g, side, i),
                         must=True)
        return got if got is not None else self.ai.choose_reliever(g, side, forced)

    def start_of_half_defense(self, g: Game, side: int) -> None:
        if self._auto(g):
            self.ai.start_of_half_defense(g, side)

    # --- the menu -----------------------------------------------------------------------------------------
    def before_pa_defense(self, g: Game, side: int) -> None:
        self._settle()
        if self._auto(g):
            self.ai.before_pa_defense(g, side)
            return
        self._menu(g, side, "defense")
        if self._auto(g):
            self.ai.before_pa_defense(g, side)

    def before_pa_offense(self, g: Game, side: int) -> None:
        self._settle()
        if self._auto(g):
            if g.inning >= self.ai.offense_from_inning:
                self.ai.before_pa_offense(g, side)
            return
        self._menu(g, side, "offense")
        if self._auto(g) and g.inning >= self.ai.offense_from_inning:
            self.ai.before_pa_offense(g, side)

    def _settle(self) -> None:
        if not self.used and self.call is not None:
            self.missed.append(self.call.kind)
        self.call = None
        self.used = True
        self.offered = set()

    def menu(self, g: Game, side: int, role: str) -> list[Choice]:
        """The choices open to this side now: the engine's roster moves, then the game's calls."""
        s = g.sides[side]
        bench = [i for i in s.bench if i not in s.removed and i not in s.in_game]
        out: list[Choice] = []
        if role == "defense":
            if self._arms(g, side):
                out.append(Choice("pc", "pitching change", PITCHING_CHANGE))
            if bench:
                out.append(Choice("sub", "defensive substitution", DEFENSIVE_SUB))
            out += g.rules.defense_calls(g, side)
        else:
            if bench:
                out.append(Choice("ph", "pinch hitter", PINCH_HIT))
                if g.bases[1] >= 0 or g.bases[2] >= 0 or g.bases[3] >= 0:
                    out.append(Choice("pr", "pinch runner", PINCH_RUN))
            out += g.rules.offense_calls(g, side)
        return out

    def _menu(self, g: Game, side: int, role: str) -> None:
        seat = self.seat
        seat.catch_up(g)
        shown = False
        while True:
            choices = self.menu(g, side, role)
            self.offered = {c.kind for c in choices}
            self.seen |= self.offered
            if not shown:
                full = seat.half != (g.inning, g.half)
                seat.half = (g.inning, g.half)
                for row in scoreboard(g, full):
                    seat.tell(row)
                shown = True
            keys = " ".join(c.key for c in choices)
            prompt = f"{'defense' if role == 'defense' else 'offense'} [{keys}{' ' if keys else ''}. ? a q]> "
            line = seat.read(prompt)
            if line is None:
                self.auto = "game"
                seat.tell("(end of input: the AI manages the rest of the game)")
                return
            tok = line.strip()
            low = " ".join(tok.lower().split())
            if low in PLAY:
                seat.accept(tok)
                return
            if low in HELP:
                self._help(g, choices)
                continue
            if low in AUTO_HALF or low in AUTO_GAME:
                seat.accept(tok)
                self.auto = "game" if low in AUTO_GAME else (g.inning, g.half)
                seat.tell("(the AI manages the rest of the " + ("game)" if low in AUTO_GAME else "half-inning)"))
                return
            if low in QUIT:
                raise Quit
            key, _, rest = low.partition(" ")
            ch = next((c for c in choices if c.key == key), None)
            if ch is None:
                seat.tell(f"no choice {key!r} now: type ? for the choices")
                continue
            if ch.kind in (PITCHING_CHANGE, DEFENSIVE_SUB, PINCH_HIT, PINCH_RUN):
                if self._move(g, side, ch, rest, tok):
                    self.made[ch.kind] = self.made.get(ch.kind, 0) + 1
                    seat.catch_up(g)
                    shown = False
                continue
            seat.accept(tok)
            self.made[ch.kind] = self.made.get(ch.kind, 0) + 1
            if ch.standing:
                self.align = ch.arg
                seat.tell(f"(standing order: {ch.label})")
                continue
            self.call = ch
            self.used = False
            return

    def _help(self, g: Game, choices: list[Choice]) -> None:
        seat = self.seat
        for line in scoreboard(g):
            seat.tell(line)
        for c in choices:
            seat.tell(f"  {c.key:<5} {c.label}")
        seat.tell("  .     play (no call)        a  the AI manages this half-inning   ag  the AI manages the game")
        seat.tell("  ?     these choices         q  stop (a saved game resumes here)")
        if self.align != "normal":
            seat.tell(f"  (standing order: {self.align})")

    # --- roster moves -------------------------------------------------------------------------------------
    def _player(self, g: Game, i: int) -> str:
        pos = g.sides[self.side].gt.pos[i - g.sides[self.side].off]
        speed = g.rules.speed_label(g.cards[i])
        return f"{g.names[i]} ({pos}{', ' + speed if speed else ''})"

    def _arms(self, g: Game, side: int) -> list[int]:
        s = g.sides[side]
        gt = s.gt
        pen = [i for i, _ in s.pen if i not in s.removed and i != s.pitcher]
        spare = [i for i in s.bench if i not in s.removed and i not in s.in_game and i not in pen
                 and gt.pos[i - s.off] == "P"]
        return pen + spare

    def _arm(self, g: Game, side: int, i: int) -> str:
        role = next((r for j, r in g.sides[side].pen if j == i), "")
        return f"{g.names[i]}{' (' + role + ')' if role else ''}"

    def _pick(self, g: Game, items: list[int], given: str, question: str, label: Callable[[int], str],
              must: bool = False) -> int | None:
        """One of ``items`` by its number in the list shown (or ``given``, typed with the command); None when the
        person backs out (an empty answer) or the input ends."""
        seat = self.seat
        answer: str | None = given
        while True:
            if not answer:
                for k, i in enumerate(items, 1):
                    seat.tell(f"  {k:>2}. {label(i)}")
                answer = seat.read(f"{question} [1-{len(items)}{'' if must else ', empty to go back'}, q]> ")
                if answer is None:
                    return None
                answer = answer.strip()
                if answer.lower() in QUIT:
                    raise Quit
                if not answer and not must:
                    return None
                if answer.isdigit() and 1 <= int(answer) <= len(items):
                    seat.accept(answer)
                    return items[int(answer) - 1]
            elif answer.isdigit() and 1 <= int(answer) <= len(items):
                return items[int(answer) - 1]
            seat.tell(f"no {answer!r} in the list: give a number from 1 to {len(items)}")
            answer = ""

    def _move(self, g: Game, side: int, ch: Choice, rest: str, tok: str) -> bool:
        """Make a roster move; True when made. The command line is recorded before its sub-answers."""
        s = g.sides[side]
        bench = [i for i in s.bench if i not in s.removed and i not in s.in_game]
        args = rest.split()
        first, second = (args + ["", ""])[:2]
        if not all(a.isdigit() for a in args) or len(args) > (2 if ch.kind in (DEFENSIVE_SUB, PINCH_RUN) else 1):
            self.seat.tell(f"{ch.key} takes list numbers only: type {ch.key} alone to see the lists")
            return False
        self.seat.accept(tok)
        if ch.kind == PITCHING_CHANGE:
            arms = self._arms(g, side)
            new = self._pick(g, arms, first, "who pitches?", lambda i: self._arm(g, side, i))
            if new is not None:
                g.change_pitcher(side, new)
                return True
        elif ch.kind == PINCH_HIT:
            new = self._pick(g, bench, first, f"who bats for {g.names[s.order[s.up]]}?", lambda i: self._player(g, i))
            if new is not None:
                g.pinch_hit(side, new)
                return True
        elif ch.kind == PINCH_RUN:
            bases = [b for b in (1, 2, 3) if g.bases[b] >= 0]
            runners = [g.bases[b] for b in bases]
            old = self._pick(g, runners, first, "run for whom?", lambda i: f"{g.names[i]} on "
                             f"{BASE_NAMES[g.bases.index(i)]}")
            if old is not None:
                new = self._pick(g, bench, second, f"who runs for {g.names[old]}?", lambda i: self._player(g, i))
                if new is not None:
                    g.pinch_run(side, g.bases.index(old), new)
                    return True
        else:
            fielders = [i for i in s.order if s.pos_of.get(i, "") not in ("P", "")]
            old = self._pick(g, fielders, first, "take out whom?", lambda i: f"{g.names[i]} ({s.pos_of[i]})")
            if old is not None:
                new = self._pick(g, bench, second, f"who replaces {g.names[old]}?", lambda i: self._player(g, i))
                if new is not None:
                    g.defensive_sub(side, old, new)
                    return True
        self.seat.tell("(no change)")
        return False

    # --- the game's questions -----------------------------------------------------------------------------
    def _called(self, kind: str, arg: Any = None) -> bool:
        c = self.call
        if c is not None and c.kind == kind and (arg is None or c.arg is None or c.arg == arg):
            self.used = True
            return True
        return False

    def wants_steal(self, g: Game, side: int, base: int, chance: float) -> bool:
        if self._auto(g):
            return self.ai.wants_steal(g, side, base, chance)
        return self._called("steal", base)

    def wants_bunt(self, g: Game, side: int) -> bool:
        return self.ai.wants_bunt(g, side) if self._auto(g) else self._called("bunt")

    def wants_squeeze(self, g: Game, side: int) -> bool:
        return self.ai.wants_squeeze(g, side) if self._auto(g) else self._called("squeeze")

    def wants_hit_and_run(self, g: Game, side: int) -> bool:
        return self.ai.wants_hit_and_run(g, side) if self._auto(g) else self._called("hit-and-run")

    def wants_ibb(self, g: Game, side: int) -> bool:
        return self.ai.wants_ibb(g, side) if self._auto(g) else self._called("ibb")

    def wants_pickoff(self, g: Game, side: int) -> int:
        if self._auto(g):
            return self.ai.wants_pickoff(g, side)
        c = self.call
        if c is not None and c.kind == "pickoff":
            self.used = True
            return int(c.arg)
        return 0

    def alignment(self, g: Game, side: int) -> str:
        if self._auto(g):
            return self.ai.alignment(g, side)
        c = self.call
        if c is not None and c.kind == "align":
            self.used = True
            return str(c.arg)
        return self.align

    def decide(self, g: Game, side: int, name: str, default: Any) -> Any:
        if self._auto(g):
            return self.ai.decide(g, side, name, default)
        c = self.call
        if c is not None and c.kind == name:
            self.used = True
            return True if c.arg is None else c.arg
        if name in self.offered:
            return False if isinstance(default, bool) else default
        question = g.rules.questions.get(name)
        if question is None or not isinstance(default, bool):
            return self.ai.decide(g, side, name, default)
        seat = self.seat
        seat.catch_up(g)
        while True:
            line = seat.read(f"{question} [y/n, empty for {'y' if default else 'n'}, q]> ")
            if line is None:
                return self.ai.decide(g, side, name, default)
            low = line.strip().lower()
            if low in QUIT:
                raise Quit
            if low in ("", "y", "yes", "n", "no"):
                seat.accept(low)
                return default if not low else low.startswith("y")
            seat.tell("answer y or n")
