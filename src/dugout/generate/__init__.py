"""Game-neutral fictional players: plausible names from the dice (``names``) and synthetic teams with stat lines
around a league-season (``synthetic``). A game's own invented world lives in its package (Deadball's random
tables, player generation, Five Tool System and leagues in its ``generate`` and ``league`` subpackages)."""
