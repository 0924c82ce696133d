"""Rated teams kept on disk (``engine.ratecache``) and the card codec under them (``codec``)."""

from __future__ import annotations

import dataclasses
import gzip
import math
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dugout import codec, diskcache
from dugout.engine import ratecache
from dugout.engine.dice import Dice
from dugout.engine.game import Game
from dugout.engine.season import rated
from dugout.games import make_rules
from dugout.sources import lahman

KEPT_GAMES = ("fall-classic", "pine-tar", "payoff-pitch")


@dataclass(frozen=True)
class Inner:
    cells: tuple[int, ...]
    ratio: float | None = None


@dataclass(frozen=True)
class Outer:
    name: str
    sides: tuple[Inner, Inner]
    by_pos: dict[int, Inner]
    flags: tuple[bool, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    info: dict[str, Any] = field(default_factory=dict)
    memo: dict[tuple[int, int], int] = field(default_factory=dict, metadata={"transient": True})


def _types(a: object, b: object) -> bool:
    """Equal values of equal types all the way down (1 and 1.0, True and 1 are told apart)."""
    if type(a) is not type(b):
        return False
    if dataclasses.is_dataclass(a):
        return all(_types(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_types(x, y) for x, y in zip(a, b))  # type: ignore[arg-type]
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_types(a[k], b[k]) for k in a)  # type: ignore[attr-defined,index]
    return a == b


ints = st.lists(st.integers(-300, 300), max_size=40).map(tuple)
inner = st.builds(Inner, ints, st.none() | st.floats(allow_nan=False, allow_infinity=False))
outer = st.builds(Outer, st.text(max_size=5), st.tuples(inner, inner), st.dictionaries(st.integers(-5, 5), inner),
                  st.lists(st.booleans(), max_size=20).map(tuple),
                  st.lists(st.tuples(st.integers(0, 9), st.integers(0, 9)), max_size=5).map(tuple),
                  st.dictionaries(st.text(max_size=3), st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.none()))


@settings(max_examples=200, deadline=None)
@given(outer)
def test_a_card_comes_back_equal_field_for_field_and_type_for_type(card):
    back = codec.decode(Outer, codec.encode(Outer, card))
    assert _types(back, card)


def test_long_byte_tuples_are_one_string_and_the_rest_stay_numbers():
    card = Outer("x", (Inner(tuple(range(20))), Inner((1, 2, 3))), {}, (True,) * 20,
                 ((1, 2),), {"a": 1.0}, {(1, 2): 3})
    text = codec.encode(Outer, card)
    assert '"cells":"' + bytes(range(20)).hex() + '"' in text and '"cells":[1,2,3]' in text
    assert '"flags":[true' in text and "memo" not in text  # booleans stay booleans; the memo is not kept
    back = codec.decode(Outer, text)
    assert _types(back, dataclasses.replace(card, memo={})) and back.memo == {}
    wide = Inner(tuple(range(250, 270)))  # past a byte: numbers
    assert codec.decode(Inner, codec.encode(Inner, wide)) == wide


def test_what_cannot_come_back_is_not_written():
    with pytest.raises(ValueError):
        codec.encode(Inner, Inner((), math.nan))
    with pytest.raises(TypeError):
        codec.encode(Outer, Outer("x", (Inner(()), Inner(())), {}, info={"in": Inner(())}))
    with pytest.raises(KeyError):
        codec.decode(Inner, '{"cells":[]}')  # a field missing: not this card


@pytest.fixture
def kept(tmp_path, monkeypatch):
    monkeypatch.setenv(ratecache.ENV, str(tmp_path / "ratings"))
    ratecache.forget()
    yield tmp_path / "ratings"
    ratecache.forget()


def _not_again(*_a, **_k):
    raise AssertionError("rated again")


@pytest.mark.parametrize("game", KEPT_GAMES)
def test_a_team_is_rated_once_and_its_cards_read_back_play_the_same_games(game, kept, monkeypatch):
    rules = make_rules(game)
    away, home = lahman.import_team(1977, "PHI"), lahman.import_team(1977, "LAN")
    fresh = [rated(rules, away), rated(rules, home)]
    assert len(list((kept / game).glob("*.json.gz"))) == 2
    ratecache.forget()
    monkeypatch.setattr(diskcache, "store_packed", _not_again)  # a second rating would keep its cards again
    back = [rated(rules, away), rated(rules, home)]
    for a, b in zip(fresh, back):
        assert a.ids == b.ids and a.cards == b.cards
        for card, again in zip(a.cards, b.cards):
            assert _types(codec.decode(type(card), codec.encode(type(card), card)), again)
    for seed in range(3):
        assert Game(rules, *fresh, Dice(seed)).play().box() == Game(rules, *back, Dice(seed)).play().box()


def test_another_team_or_option_is_another_file_and_a_damaged_one_is_rated_again(kept):
    from dugout.games.pine_tar.options import PineTarOptions
    from dugout.games.pine_tar.ratings import rate_team

    team = lahman.import_team(1908, "CHN")
    cards = rate_team(team, PineTarOptions())
    rate_team(team, PineTarOptions(cards="authentic"))
    renamed = dataclasses.replace(team, name=team.name + " (edited)")
    rate_team(renamed, PineTarOptions())
    files = sorted((kept / "pine-tar").glob("*.json.gz"))
    assert len(files) == 3
    ratecache.forget()
    for f in files:
        f.write_bytes(gzip.compress(b'{"not": "cards"'))
    assert rate_team(team, PineTarOptions()) == cards
    assert len(list((kept / "pine-tar").glob("*.json.gz"))) == 3  # replaced under the same name


def test_another_dugout_neither_reads_nor_keeps_an_older_key(kept, monkeypatch):
    from dugout.games.pine_tar.options import PineTarOptions
    from dugout.games.pine_tar.ratings import rate_team

    team = lahman.import_team(1908, "CHN")
    rate_team(team, PineTarOptions())
    (old,) = (kept / "pine-tar").glob("*.json.gz")
    assert old.name.endswith(f"-{ratecache.code_key()}.json.gz")
    ratecache.forget()
    monkeypatch.setattr(ratecache, "code_key", lambda: "another-dugout")
    rate_team(team, PineTarOptions())
    (new,) = (kept / "pine-tar").glob("*.json.gz")
    assert new.name.endswith("-another-dugout.json.gz")


def test_off_keeps_nothing_and_an_unwritable_folder_only_costs_time(tmp_path, monkeypatch):
    from dugout.games.pine_tar.options import PineTarOptions
    from dugout.games.pine_tar.ratings import rate_team

    team = lahman.import_team(1908, "CHN")
    monkeypatch.setenv(ratecache.ENV, "off")
    ratecache.forget()
    assert ratecache.folder("pine-tar") is None
    cards = rate_team(team, PineTarOptions())
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv(ratecache.ENV, str(blocker / "ratings"))
    ratecache.forget()
    assert rate_team(team, PineTarOptions()) == cards
    assert not list(tmp_path.rglob("*.json.gz"))
    ratecache.forget()


def test_a_games_folder_is_held_to_its_budget_least_recently_used_first(kept, monkeypatch):
    from dugout.games.pine_tar.options import PineTarOptions
    from dugout.games.pine_tar.ratings import rate_team

    teams = lahman.import_league(1908, "NL")[:4]
    for t in teams[:3]:
        rate_team(t, PineTarOptions())
    files = sorted((kept / "pine-tar").glob("*.json.gz"), key=lambda p: p.stat().st_mtime_ns)
    sizes = [f.stat().st_size for f in files]
    ratecache.forget()
    rate_team(teams[0], PineTarOptions())  # read: now the most recently used
    monkeypatch.setattr(ratecache, "DISK_BYTES", sum(sizes) + 10)
    rate_team(teams[3], PineTarOptions())
    left = list((kept / "pine-tar").glob("*.json.gz"))
    assert sum(f.stat().st_size for f in left) <= sum(sizes) + 10 and len(left) < 4
    ratecache.forget()
    rate_team(teams[0], PineTarOptions())  # kept: read back, not rated again
    assert len(list((kept / "pine-tar").glob("*.json.gz"))) == len(left)
