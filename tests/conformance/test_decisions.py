"""A person can take every decision a game allows, for every registered game: the menus offer only calls the plate
appearance acts on, every kind of the game's playbook is reachable, roster moves work, a scripted game reads its
decisions from standard input, and a saved game resumes to the same end."""

from __future__ import annotations

import io
import random
import re

import pytest

from dugout.api.manage import manage_game
from dugout.engine.decisions import HumanManager, Seat
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.games import RULESETS, make_rules

GAMES = sorted(RULESETS)
BOOK_GAMES = [g for g in GAMES if g != "toy"]
#: What every book game lets a manager do (Deadball's hit-and-run is a house rule: see its docs).
REQUIRED = ("steal", "bunt", "hit-and-run", "ibb")
#: The play-by-play names each call where it acts.
SAID = {"steal": ("steal",), "bunt": ("bunt",), "squeeze": ("squeeze", "bunt"), "hit-and-run": ("hit-and-run",),
        "ibb": ("intentional",), "pickoff": ("pickoff", "picked off", "throw"), "pitching-change": ("Pitching change",)}
MOVES = ("pc", "sub", "ph", "pr")
ENGINE_KEYS = (".", "?", "a", "q")
MENU = re.compile(r"\[(.*)\]> $")


def _all_on(game: str) -> dict[str, object]:
    return {o.name: True for o in RULESETS[game].option_specs() if isinstance(o.default, bool)}


class RandomPerson:
    """A person who answers from whatever the prompt lists, at random (his own seeded random, not the game's dice):
    a call about one time in three, a roster move now and then, any number from a list, y or n or the default."""

    def __init__(self, seed: int, calls: float = 0.35, moves: float = 0.04) -> None:
        self.rnd = random.Random(seed)
        self.calls = calls
        self.moves = moves

    def __call__(self, prompt: str) -> str:
        m = MENU.search(prompt)
        assert m, prompt
        inside = m.group(1)
        rnd = self.rnd
        if inside.startswith("y/n"):
            return rnd.choice(("y", "n", ""))
        if inside.startswith("1-"):
            return str(rnd.randint(1, int(re.match(r"1-(\d+)", inside).group(1))))
        keys = [k for k in inside.split() if k not in ENGINE_KEYS]
        calls = [k for k in keys if k not in MOVES]
        moves = [k for k in keys if k in MOVES]
        x = rnd.random()
        if calls and x < self.calls:
            return rnd.choice(calls)
        if moves and x > 1 - self.moves:
            return rnd.choice(moves)
        return "."


class Playbook:
    """A person working through the game's playbook: each kind of call (and a pitching change) as soon as it is
    offered, until each has been made ``times`` times; otherwise he lets them play."""

    def __init__(self, kinds: tuple[str, ...], times: int = 2) -> None:
        self.want = {k: times for k in kinds}
        self.keys: dict[str, str] = {}

    def __call__(self, prompt: str) -> str:
        inside = MENU.search(prompt).group(1)
        if inside.startswith("y/n"):
            return ""
        if inside.startswith("1-"):
            return "1"
        for key in inside.split():
            kind = self.keys.get(key)
            if kind is not None and self.want.get(kind, 0) > 0:
                self.want[kind] -= 1
                return key
        return "."


def _teams(game, rated_team):
    rules = make_rules(game, _all_on(game))
    return rules, rated_team(rules, 2016, "CHN"), rated_team(rules, 2016, "CLE")


@pytest.mark.parametrize("game", GAMES)
def test_every_call_offered_is_acted_on(game, rated_team):
    """Random people manage both sides of many games with every option on: the games end, every kind of the
    playbook is offered, nothing outside it is, and the plate appearance asks about (almost) every call made."""
    rules, ga, gh = _teams(game, rated_team)
    made: dict[str, int] = {}
    missed: dict[str, int] = {}
    seen: set[str] = set()
    for k in range(10):
        person = RandomPerson(k)
        seat = Seat(person, lambda line: None)
        people = [HumanManager(rules.make_manager(s), seat, s) for s in (0, 1)]
        g = Game(rules, ga, gh, Dice(f"menu:{k}"), managers=(people[0], people[1]), narrate=k % 2 == 0).play()
        assert g.over and all(o == 3 for o in g.half_outs[:-1])
        for h in people:
            h._settle()
            for kind, n in h.made.items():
                made[kind] = made.get(kind, 0) + n
            for kind in h.missed:
                missed[kind] = missed.get(kind, 0) + 1
            seen |= h.seen
    engine = {"pitching-change", "defensive-sub", "pinch-hit", "pinch-run"}
    assert set(rules.playbook) <= seen - engine <= set(rules.playbook) | set(rules.playbook_rare), \
        "the menus offer the playbook and nothing else"
    for kind in rules.playbook:
        assert made.get(kind, 0) >= 3, f"{kind} was hardly ever made: {made}"
    for kind, n in made.items():
        assert missed.get(kind, 0) <= 0.1 * n, f"{kind}: the game ignored {missed[kind]} of {n}"


@pytest.mark.parametrize("game", BOOK_GAMES)
def test_the_book_games_offer_the_whole_playbook(game):
    assert set(REQUIRED) <= set(make_rules(game, _all_on(game)).playbook)


@pytest.mark.parametrize("game", GAMES)
def test_a_scripted_game_from_standard_input(game, rated_team, run_cli, monkeypatch, tmp_path):
    """A person works through the playbook managing the home side; his answers, piped to ``dugout play --manage
    home``, give the same game, and each call shows in the play-by-play and the box score."""
    rules, ga, gh = _teams(game, rated_team)
    opts = [f"{k}=on" for k in _all_on(game)]
    kinds = tuple(k for k in REQUIRED if k in rules.playbook) + ("pitching-change",)
    # learn the keys of each kind from the menus: the person reads them off HumanManager.menu
    orig = HumanManager.menu
    keys: dict[str, str] = {}

    def menu(self, g, side, role):  # type: ignore[no-untyped-def]
        out = orig(self, g, side, role)
        keys.update({c.key: c.kind for c in out})
        return out

    monkeypatch.setattr(HumanManager, "menu", menu)
    # the first of a few seeds whose game brings up every call twice (a game does not always offer each)
    for seed in range(11, 17):
        person = Playbook(kinds)
        person.keys = keys
        res = manage_game(game, ga.team, gh.team, manage="home", read=person, write=lambda line: None, seed=seed,
                          options=opts)
        assert res.played is not None and not res.missed
        if all(v == 0 for v in person.want.values()):
            break
    monkeypatch.setattr(HumanManager, "menu", orig)
    assert all(v == 0 for v in person.want.values()), f"not every call came up: {person.want}"
    text = "\n".join(t for _, _, t in res.played.log)
    for kind in kinds:
        assert any(w in text for w in SAID[kind]), f"the play-by-play never shows the {kind}"
    box = res.played.box.to_dict()
    bat = lambda side, col: sum(b[col] for b in box[side]["batting"])
    if "steal" in kinds:
        # a called steal may end at the bag: a pickoff throw, or (Fall Classic) no jump on the jump chart
        assert bat("home", "SB") + bat("home", "CS") >= 1 or "picked off" in text or "no jump" in text
    if "ibb" in kinds:
        assert bat("away", "IBB") >= 1
    assert len(box["home"]["pitching"]) >= 2
    # the same answers, piped to the command
    from dugout.model.io import save_team

    save_team(ga.team, tmp_path / "away.json")
    save_team(gh.team, tmp_path / "home.json")
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(res.answers) + "\n"))
    code, out, err = run_cli("play", game, str(tmp_path / "away.json"), str(tmp_path / "home.json"), "--seed", str(seed),
                             "--manage", "home", *[x for o in opts for x in ("-O", o)])
    assert code == 0, err
    assert res.played.box.format() in out
    assert "At bat:" in out and "defense [" in out and "offense [" in out


@pytest.mark.parametrize("game", GAMES)
def test_save_resume_and_a_wrong_answer(game, rated_team, tmp_path):
    """Stop a saved game halfway, resume it: the same box score as the game played straight through with the same
    answers; a wrong answer is one line and the same question again, and changes nothing."""
    _, ga, gh = _teams(game, rated_team)
    person = RandomPerson(7)
    lines: list[str] = []
    whole = manage_game(game, ga.team, gh.team, manage="both", read=person, write=lines.append, seed=5)
    assert whole.played is not None
    answers = whole.answers
    half = len(answers) // 2
    feed = iter(answers)
    given: list[str] = []

    def stop_halfway(prompt: str) -> str:
        # once half the answers are given, at the next menu: a wrong answer, then stop
        if len(given) >= half and prompt.startswith(("defense", "offense")):
            if given[-1] != "zz":
                given.append("zz")
                return "zz"
            return "q"
        given.append(next(feed))
        return given[-1]

    told: list[str] = []
    save = tmp_path / "game.json"
    stopped = manage_game(game, ga.team, gh.team, manage="both", read=stop_halfway, write=told.append, seed=5,
                          save=save)
    assert stopped.played is None and save.is_file()
    assert any(t.startswith("no choice 'zz'") for t in told)
    rest = iter(answers[len(given) - 1:])
    resumed = manage_game(None, read=lambda p: next(rest), write=lambda line: None, resume=save)
    assert resumed.played is not None
    assert resumed.played.box.format() == whole.played.box.format()
    assert resumed.answers == answers
