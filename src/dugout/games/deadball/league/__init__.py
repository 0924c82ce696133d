"""Deadball leagues: the league folder (``files``), a new league (``new``), a season played a day at a time
(``season``), the season rules' tables (``seasonal``: injuries, aging, development, trade values), the off-season
(``offseason``) and trades (``trades``), and ``service``, the functions behind ``dugout league`` that the
registry hands to ``dugout.api.league``."""
