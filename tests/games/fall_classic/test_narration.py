"""Fall Classic play-by-play: every play says its result (outs, errors, runners), and narrating changes nothing."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.games.fall_classic import FallClassic
from dugout.games.fall_classic.play_narration import MARK

ALL_ON = {o.name: True for o in FallClassic.option_specs() if isinstance(o.default, bool)}
_OUT = re.compile(r" out( \(strikeout\))?$")


def _outs_per_half(g: Game) -> list[int]:
    """Outs the result lines name, per half-inning in order of play."""
    halves: dict[tuple[int, int], int] = {}
    for inning, half, text in g.log:
        key = (inning, half)
        halves.setdefault(key, 0)
        if not text.startswith(MARK):
            continue
        body = text[len(MARK):].split(" — ")[0]  # the engine ends a plate appearance with its situation
        body = re.sub(r" \(\d outs?\)$", "", body)
        body = re.sub(r"^(double|triple) play: ", "", body)
        halves[key] += sum(1 for item in body.split("; ") if _OUT.search(item))
    return [halves.get((i // 2 + 1, i % 2), 0) for i in range(len(g.half_outs))]


@pytest.mark.parametrize("options", [None, ALL_ON])
def test_every_out_is_narrated_and_the_game_is_the_same(yankees_1927, athletics_1927, options):
    rules = make_rules("fc", options)
    a, h = rated(rules, yankees_1927), rated(rules, athletics_1927)
    for seed in range(30):
        quiet = Game(rules, a, h, Dice(seed)).play()
        g = rules.game_type(True)(rules, a, h, Dice(seed), narrate=True).play()
        assert g.box().to_dict() == quiet.box().to_dict(), seed
        assert _outs_per_half(g) == g.half_outs, seed
        for k, n in enumerate(g.half_outs):
            assert n == 3 or (g.walkoff and k == len(g.half_outs) - 1), seed


def test_errors_are_named(yankees_1927, athletics_1927):
    rules = make_rules("fc")
    a, h = rated(rules, yankees_1927), rated(rules, athletics_1927)
    named = total = 0
    for seed in range(15):
        g = rules.game_type(True)(rules, a, h, Dice(seed), narrate=True).play()
        total += g.sides[0].errors + g.sides[1].errors
        named += sum(t.count("error by ") for _, _, t in g.log if t.startswith(MARK))
    assert total > 0 and named == total


def _pbp(*args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "dugout", "play", "fc", *args, "--pbp"], capture_output=True,
                         text=True, check=True)
    return out.stdout


def _after(text: str, line: str, n: int = 1) -> str:
    lines = text.splitlines()
    i = next(k for k, t in enumerate(lines) if line in t)
    return "\n".join(lines[i:i + 1 + n])


def test_audit_seed_30():
    """Each call and chart names its dice and what it did, the result line right after it (seed 30 of 1927 NYA at
    PHA has them all)."""
    text = _pbp("1927:NYA", "1927:PHA", "--seed", "30")
    # a defense-chart putout, a double play read on a card, an error, a throw home on a run with risk
    assert re.search(r"defense chart \d\d col 52: \w+, d20 \d+ against E \d+\n.*→ .* out", text)
    assert re.search(r"\n  .*: \d\d d20 \d+ — OUT( x)?\n(.*\n)?.*→ double play: .* out; .* out", text)
    assert re.search(r"against E \d+\n.*error by \w+ .*; .* safe at 1st", text)
    assert re.search(r"run with risk: .* for home, \w+ arm \w+\n.*throws home: d6 \d — ", text)


def test_audit_bunts_and_hit_and_run():
    text = _pbp("1927:NYA", "1927:PHA", "--seed", "30")
    assert re.search(r"sacrifice bunt: d6 \d over sh \d, missed: a strikeout\n.*→ .* out", text)
    hnr = re.search(r"hit-and-run: 2d6 \d+, grade \w: single([^\n]*)\n(.*)", text)
    assert hnr and "|" not in hnr.group(1) and "fly out" not in hnr.group(1) and "safe at 1st" in hnr.group(2)
    two = _pbp("1927:NYA", "1927:PHA", "--seed", "9")
    assert re.search(r"sacrifice bunt: d6 \d to \w+, d6 6 against sh \d — popped up, the batter is out\n.*→ .* out",
                     two)


def test_audit_chart_text_shows_only_what_happens():
    text = _pbp("2016:CHN", "2016:SLN", "--seed", "24")
    assert "54 chart" in text
    assert "collision d6" not in text
    assert "rain option" not in text
