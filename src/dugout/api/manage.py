"""A game with a person in the dugout (``dugout play GAME AWAY HOME --manage home``), saved and resumed.

A saved game is one JSON file: the game, its options, the seed, which sides the person manages, both rosters (so
it resumes anywhere) and every answer given so far. Resuming replays those answers on the same dice, which gives
the same game, then hands the seat back to the person.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dugout import jsondata
from dugout.api.games import Options, Played, TeamArg, _team, parse_options
from dugout.engine.decisions import HumanManager, Quit, Seat
from dugout.engine.dice import Dice, new_seed
from dugout.engine.manager import Manager
from dugout.engine.season import rated
from dugout.errors import DugoutError
from dugout.games import make_rules
from dugout.model.io import atomic_write, check_target, team_from_data, team_to_json
from dugout.model.team import Team

FORMAT = "dugout-saved-game"
VERSION = 1
SIDES = {"away": (0,), "home": (1,), "both": (0, 1)}


@dataclass(slots=True)
class Managed:
    """A managed game: finished (``played`` set) or stopped by the person (``played`` None, ``saved`` where it
    can resume from)."""

    played: Played | None
    answers: list[str]
    saved: Path | None
    missed: list[str]
    """Calls the game never asked about (a defect of the game's menu; kept empty by the conformance tests)."""


def _load_save(path: Path) -> dict[str, Any]:
    try:
        doc = jsondata.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DugoutError(f"{path}: no such saved game") from None
    except (OSError, UnicodeDecodeError) as e:
        raise DugoutError(f"{path}: cannot read ({e})") from None
    except json.JSONDecodeError as e:
        raise DugoutError(f"{path}: not a saved game (bad JSON at line {e.lineno})") from None
    except ValueError as e:
        raise DugoutError(f"{path}: not a saved game ({e})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise DugoutError(f"{path}: not a dugout saved game")
    if doc.get("version") != VERSION:
        raise DugoutError(f"{path}: saved-game version {doc.get('version')!r}, this dugout reads {VERSION}")
    answers = doc.get("answers")
    if not isinstance(answers, list) or not all(isinstance(a, str) for a in answers) \
            or doc.get("manage") not in SIDES or not isinstance(doc.get("game"), str) \
            or not isinstance(doc.get("options"), dict) or not isinstance(doc.get("seed"), (int, str)):
        raise DugoutError(f"{path}: a saved game needs game, options, seed, manage and answers")
    return doc


class _SaveDoc:
    """The saved game's text: the rosters are encoded once, the answers again at every save (a saved game is
    written after every answer)."""

    def __init__(self, game: str, options: dict[str, Any], seed: int | str, manage: str, away: Team,
                 home: Team) -> None:
        self.head = {"format": FORMAT, "version": VERSION, "game": game, "options": options, "seed": seed,
                     "manage": manage}
        enc = lambda t: json.dumps(json.loads(team_to_json(t)), ensure_ascii=False)
        self.teams = f', "away": {enc(away)}, "home": {enc(home)}}}\n'

    def __call__(self, answers: list[str]) -> str:
        return json.dumps({**self.head, "answers": answers}, ensure_ascii=False)[:-1] + self.teams


def manage_game(game: str | None, away: TeamArg | None = None, home: TeamArg | None = None, *,
                manage: str | None = None, read: Callable[[str], str | None],
                write: Callable[[str], None], seed: int | str | None = None, options: Options = None,
                save: Path | None = None, resume: Path | None = None, force: bool = False) -> Managed:
    """Play one game with a person managing ``manage`` (``away``, ``home`` or ``both``): ``read(prompt)`` gives
    the person's next answer (None when the input ends: the AI finishes the game), ``write(line)`` shows the
    play-by-play, the scoreboard and the prompts' lists. With ``save`` the game is written after every answer;
    ``resume`` continues a saved game (its teams, seed and options; it keeps saving to the same file unless
    ``save`` names another)."""
    answers: list[str] = []
    if resume is not None:
        doc = _load_save(resume)
        if game is not None and make_rules(game).name != make_rules(doc["game"]).name:
            raise DugoutError(f"{resume}: a saved {doc['game']} game, not {game}")
        if away is not None or home is not None or seed is not None or options:
            raise DugoutError("a resumed game keeps its own teams, seed and options: give only --resume FILE")
        if manage is not None and manage != doc["manage"]:
            raise DugoutError(f"{resume}: the saved game manages {doc['manage']}, not {manage}")
        game, seed, manage, answers = doc["game"], doc["seed"], doc["manage"], doc["answers"]
        opts: dict[str, Any] = doc["options"]
        a_team = team_from_data(doc.get("away"), f"{resume} (away)")
        h_team = team_from_data(doc.get("home"), f"{resume} (home)")
        if save is None:
            save = resume
            force = True
    else:
        if game is None:
            raise DugoutError("play needs a GAME (or --resume FILE)")
        if away is None or home is None:
            raise DugoutError("play needs AWAY and HOME teams (or --resume FILE)")
        if manage is None:
            raise DugoutError("--manage takes home, away or both")
        opts = parse_options(options)
        a_team, h_team = _team(away), _team(home)
        seed = new_seed() if seed is None else seed
    if manage not in SIDES:
        raise DugoutError(f"--manage takes home, away or both, not {manage!r}")
    rules = make_rules(game, opts)
    if save is not None:
        check_target(save, force=force)
    ga, gh = rated(rules, a_team), rated(rules, h_team)
    doc_of = _SaveDoc(rules.name, opts, seed, manage, a_team, h_team) if save is not None else None

    def keep(record: list[str]) -> None:
        if save is not None and doc_of is not None:
            atomic_write(save, doc_of(record), force=True)

    seat = Seat(read, write, replay=answers, on_record=keep)
    if save is not None and doc_of is not None:
        atomic_write(save, doc_of(answers), force=force)
    managers: list[Manager | None] = [None, None]
    humans: list[HumanManager] = []
    for side in SIDES[manage]:
        h = HumanManager(rules.make_manager(side), seat, side)
        humans.append(h)
        managers[side] = h
    g = rules.game_type(True)(rules, ga, gh, Dice(seed, record=True), narrate=True, managers=(managers[0], managers[1]))
    missed = lambda: [k for h in humans for k in h.missed]
    try:
        g.play()
    except Quit:
        return Managed(None, seat.record, save, missed())
    seat.catch_up(g)
    return Managed(Played(box=g.box(), log=g.log, seed=seed), seat.record, save, missed())
