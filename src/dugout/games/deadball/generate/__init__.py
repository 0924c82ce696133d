"""Deadball's invented world: the book's random player tables (``random_tables``), player generation and
prospects (``players``), whole invented teams (``teams``), the Five Tool System's creation, ratings from
statistics, teams and careers (``five_tool*``), the rulebook's own teams (``bundled``), and ``service``, the
functions behind ``dugout generate`` that the registry hands to ``dugout.api.league``."""
