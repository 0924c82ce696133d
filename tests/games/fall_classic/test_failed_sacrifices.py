"""A real line counts a batter's failed sacrifice attempts among his at-bats; in play the AI calls bunts at the
team's real rate of sacrifices and the bunt chart's failures are outs of their own. So a card leaves out the
failed attempts the AI will make for him (``ratings_skills.failed_sacrifices``), as it leaves out his
sacrifices: otherwise those outs count twice (stop 39: 1921 NL's league-average cards against the anchor rolled
1.4 % fewer hits than the card algebra with the AI's bunts on, none fewer with them off)."""

from __future__ import annotations

import pytest

from dugout.engine.codes import B_H, B_PA, B_SH
from dugout.engine.season import Season, balanced_schedule, rated
from dugout.games.fall_classic import FallClassic
from dugout.games.fall_classic import manager as M
from dugout.games.fall_classic import ratings as R
from dugout.games.fall_classic.manager_plan import plan
from dugout.games.fall_classic.ratings_league import from_team
from dugout.games.fall_classic.ratings_skills import failed_sacrifices
from dugout.sources import lahman


def _teams():
    league = {t.id: t for t in lahman.import_league(1908, "AL")}
    return [league[i] for i in ("CHA", "DET", "CLE", "SLA")]


def test_a_bunters_card_leaves_out_the_outs_of_his_failed_attempts():
    team = _teams()[0]
    lg = from_team(team)
    rates = R.bunt_rates(team, lg)
    i = max(range(len(team.players)), key=lambda k: rates[k] * (team.players[k].batting.pa
                                                                 if team.players[k].batting else 0))
    p = team.players[i]
    b = p.batting
    assert rates[i] > 0 and b is not None and b.sh >= 15
    card_rates, card_pa = R.card_rates_batting(p)
    left, left_pa = R.card_rates_batting(p, fails=(3.0, 7.0))
    assert left_pa == pytest.approx(card_pa - 10)
    assert left[0] * left_pa == pytest.approx(card_rates[0] * card_pa)  # the same singles, over fewer PA
    assert left[6] * left_pa == pytest.approx(b.so - 3)  # three strikeouts fewer
    assert left[7] < card_rates[7]


def test_the_cards_leave_out_about_the_failed_attempts_the_ai_makes():
    asked: dict[int, bool] = {}
    failed = [0]
    sacrifices = [0]

    class Spy(M.FCManager):
        def wants_bunt(self, g, side):
            got = super().wants_bunt(g, side)
            if got:
                asked[id(g)] = True
            return got

    class Counting(FallClassic):
        def make_manager(self, side):
            return Spy(self.options)

        def plate_appearance(self, g):
            line = g.bat[g.batter]
            before = list(line)
            asked.pop(id(g), None)
            super().plate_appearance(g)
            if asked.pop(id(g), False):
                if line[B_SH] > before[B_SH]:
                    sacrifices[0] += 1
                elif line[B_PA] > before[B_PA] and line[B_H] == before[B_H]:
                    failed[0] += 1

    rules = Counting(None)  # (subclasses, not patched methods: compiled, the classes cannot be patched)
    teams = _teams()
    gts = [rated(rules, t) for t in teams]
    season = Season(rules, gts, 4)
    season.play_schedule(balanced_schedule(len(gts), 60))
    # what the cards left out, over the plate appearances the replay gave each man
    left = 0.0
    for ts, team in zip(season.teams, teams):
        lg = from_team(team)
        rates = R.bunt_rates(team, lg)
        for i, p in enumerate(team.players):
            b = p.batting
            if b is None or b.pa <= 0 or rates[i] <= 0:
                continue
            k, out = failed_sacrifices(rates[i], b.pa, gts[teams.index(team)].cards[i].sh)
            played = ts.bat.get(i, [0] * (B_PA + 1))[B_PA]
            left += (k + out) * played / b.pa
    assert sacrifices[0] > 100
    assert 0.75 < failed[0] / left < 1.33, (failed[0], left, sacrifices[0])
    # the plan and the cards read the same rates
    gt = gts[0]
    got = plan(gt, "off", True)
    assert [r > 0 for r in R.bunt_rates(teams[0], from_team(teams[0]))] == [x > 0 for x in got.bunt0]
