"""The league-data builder rewrites only the rows of ratings_leaguedata.py (``engine.seasontable``, as the other
games' stored league-season tables); the reader code there is kept."""

from __future__ import annotations

import runpy
from pathlib import Path

from dugout.engine import seasontable as B
from dugout.games.pine_tar import ratings_leaguedata as leaguedata


def _rows(text: str) -> list[str]:
    start = text.index(B.ROWS_OPEN) + len(B.ROWS_OPEN)
    return text[start:text.index('"""', start)].split()


def test_same_rows_give_the_same_module() -> None:
    text = Path(leaguedata.__file__).read_text()
    rows = _rows(text)
    assert len(rows) > 200
    assert B.with_rows(text, rows) == text


def test_new_rows_replace_the_old_and_keep_the_code(tmp_path: Path) -> None:
    text = Path(leaguedata.__file__).read_text()
    out = B.with_rows(text, ["1901;AL;ip:6.00:1.50", "1901;NL;ip:7.00:1.00"])
    assert _rows(out) == ["1901;AL;ip:6.00:1.50", "1901;NL;ip:7.00:1.00"]
    module = tmp_path / "leaguedata.py"
    module.write_text(out)
    ns = runpy.run_path(str(module))
    assert ns["league_row"](1901, "AL") == {"ip": (6.0, 1.5)}  # type: ignore[operator]
    assert ns["league_row"](1927, "AL") is None  # type: ignore[operator]
    assert out.split(B.ROWS_OPEN)[0] == text.split(B.ROWS_OPEN)[0]
    assert out[out.rindex('"""\n\n\n@cache'):] == text[text.rindex('"""\n\n\n@cache'):]
