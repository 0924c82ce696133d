"""Two-Dice Baseball: a toy sixth game, registered by the tests, that proves a new game plugs in by the registry
alone and gets every conformance test (books, narration, usage, printing, the command line) for free.

One chart (2d6 → result), one rating (power), a plate appearance, a printed sheet: the walkthrough of
``docs/ENGINE.md`` is this file.
"""

from __future__ import annotations

from dataclasses import dataclass

from dugout.engine.codes import DOUBLE, HOMER, IBB, OUT, SINGLE, STRIKEOUT, TRIPLE, WALK
from dugout.engine.decisions import Choice
from dugout.engine.game import Game
from dugout.engine.ruleset import PRINT_ALL, GameOptions, PrintSelection, Ruleset, option
from dugout.model.player import Player
from dugout.model.team import Team
from dugout.render import page_size, render_string

# --- tables.py: the chart as data ------------------------------------------------------------------------------
CHART = {2: HOMER, 3: DOUBLE, 4: WALK, 5: SINGLE, 6: OUT, 7: OUT, 8: STRIKEOUT, 9: OUT, 10: OUT, 11: OUT, 12: TRIPLE}
"""2d6 → result."""
NAMES = {HOMER: "home run", TRIPLE: "triple", DOUBLE: "double", SINGLE: "single", WALK: "walk", OUT: "out",
         STRIKEOUT: "strikeout"}
POWER_ROLL = 10
"""A power hitter doubles on this roll."""
WIND_ROLL = 11
"""With the wind blowing out, this roll is a home run."""


# --- options.py ---------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ToyOptions(GameOptions):
    wind: bool = option(False, "A wind blowing out: an 11 is a home run.")


# --- card.py and ratings.py ----------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ToyCard:
    power: bool
    """Isolated power at least a quarter above the league's."""


def rate(player: Player, team: Team) -> ToyCard:
    b, ctx = player.batting, team.context
    if b is None or not b.ab or ctx is None or not ctx.batting.ab:
        return ToyCard(power=False)
    return ToyCard(power=b.slg - b.avg >= 1.25 * (ctx.batting.slg - ctx.batting.avg))


# --- printing.py ---------------------------------------------------------------------------------------------------
SHEET = """{% extends "base.html.j2" %}
{% block title %}{{ team.label }} — Two-Dice Baseball{% endblock %}
{% block body %}<h1>{{ team.label }}</h1>
<table>{% for name, power in players %}<tr><td>{{ name }}</td><td>{{ "POWER" if power }}</td></tr>{% endfor %}</table>
<h2>Chart (2d6)</h2>
<table>{% for roll, text in chart %}<tr><td>{{ roll }}</td><td>{{ text }}</td></tr>{% endfor %}</table>
{% endblock %}"""


# --- ruleset.py and play.py ----------------------------------------------------------------------------------------
class Toy(Ruleset[ToyCard, ToyOptions]):
    """Roll 2d6 and read the chart."""

    name = "toy"
    title = "Two-Dice Baseball (a toy)"
    aliases = ("2d6",)
    Options = ToyOptions
    options: ToyOptions
    playbook = ("ibb",)

    def rate_player(self, player: Player, team: Team) -> ToyCard:
        return rate(player, team)

    def rating_fields(self, card: ToyCard) -> dict[str, bool]:
        return {"power": card.power}

    def rating_columns(self) -> tuple[str, ...]:
        return ("power",)

    def defense_calls(self, g: Game, side: int) -> list[Choice]:
        return [Choice("ibb", "walk the batter intentionally", "ibb")]

    def plate_appearance(self, g: Game) -> None:
        if g.sides[1 - g.half].manager.wants_ibb(g, 1 - g.half):
            if g.narrate:
                g.say(f"{g.names[g.batter]} is walked intentionally")
            g.force()
            g.place_batter(1)
            g.end_pa(IBB)
            return
        roll = g.dice.dd(2, 6, "2d6")
        result = CHART[roll]
        card: ToyCard = g.cards[g.batter]
        if (roll == POWER_ROLL and card.power) or (roll == WIND_ROLL and self.options.wind):
            result = DOUBLE if roll == POWER_ROLL else HOMER
        if g.narrate:
            g.say(f"{g.names[g.batter]}: 2d6 {roll} — {NAMES[result]}")
        if result == HOMER:
            g.home_run()
        elif result == WALK:
            g.force()
            g.place_batter(1)
        elif result in (SINGLE, DOUBLE, TRIPLE):
            bases = (SINGLE, DOUBLE, TRIPLE).index(result) + 1
            g.move_all(bases)
            g.place_batter(bases)
        else:
            g.out_pa(result)
            return
        g.end_pa(result)

    def print_sheets(self, teams: list[Team], paper: str = "letter", select: PrintSelection = PRINT_ALL) -> list[str]:
        # one sheet a team: its players' ratings (the toy's cards) and the chart
        chart = [(roll, NAMES[result]) for roll, result in CHART.items()]
        return [render_string(SHEET, page_size=page_size(paper), team=t, chart=chart,
                              players=[(p.name, rate(p, t).power) for p in t.players if select.wants(p.id)])
                for t in teams if select.team or select.cards]
