"""Every game's cards survive what a process pool and a copy do to them: pickled and read back, and deep-copied,
each card is equal to itself. A compiled card (``dugout.native``) is a frozen native class that pickle cannot
rebuild field by field, so each game's card says how it is rebuilt (``__reduce__``); this fails where one does
not, in a suite run on a compiled build."""

from __future__ import annotations

import copy
import pickle

import pytest

from dugout.games import RULESETS, make_rules


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_cards_pickle_and_copy(game, rated_team):
    gt = rated_team(make_rules(game), 2016, "CHN")
    assert gt.cards and pickle.loads(pickle.dumps(gt.cards)) == gt.cards
    assert copy.deepcopy(gt.cards) == gt.cards
    assert [type(c) for c in pickle.loads(pickle.dumps(gt.cards))] == [type(c) for c in gt.cards]
