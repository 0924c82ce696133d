"""The default depth chart's DH against a left-handed starter (``model.depth``): a left-handed everyday DH plays,
as a left-handed regular at a position does, unless a right-handed (or switch) hitter was a DH a quarter as often."""

from __future__ import annotations

import pytest

from dugout.sources import lahman


@pytest.mark.parametrize("season, team, dh", [(2007, "BOS", "ortizda01"), (2022, "LAA", "ohtansh01")])
def test_a_left_handed_everyday_dh_faces_left_handers(season, team, dh):
    t = lahman.import_team(season, team)
    assert [s.player for s in t.lineup_vs_rhp if s.pos == "DH"] == [dh]
    assert [s.player for s in t.lineup_vs_lhp if s.pos == "DH"] == [dh]  # before, any right-hander took the place


def test_a_platoon_dh_still_sits_against_left_handers():
    # every AL team of 1985 whose left-handed DH had a right-handed DH partner of a quarter his DH games or more
    # plays the partner against left-handers
    platoons = 0
    for t in lahman.import_league(1985, "AL"):
        by_id = t.by_id()
        vs_r = next((s.player for s in t.lineup_vs_rhp if s.pos == "DH"), None)
        vs_l = next((s.player for s in t.lineup_vs_lhp if s.pos == "DH"), None)
        if vs_r is None or vs_l is None or by_id[vs_r].bats != "L":
            continue
        need = max(10, by_id[vs_r].games_at.get("DH", 0) // 4)
        fielding = {s.player for s in t.lineup_vs_lhp if s.pos != "DH"}
        partners = [p for p in t.players if p.id != vs_r and p.id not in fielding and p.bats in ("R", "S")
                    and p.games_at.get("DH", 0) >= need and not p.is_pitcher]
        if partners:
            platoons += 1
            assert vs_l != vs_r and by_id[vs_l].bats in ("R", "S"), t.id
        else:
            assert vs_l == vs_r, t.id
    assert platoons >= 1
