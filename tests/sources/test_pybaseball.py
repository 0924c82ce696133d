"""pybaseball: FanGraphs and Statcast metrics and platoon splits added to a real roster, without a network.

``FrameClient`` answers with the saved frames in tests/data/online/pybaseball (shaped like pybaseball's
DataFrames); ``LiveClient`` runs pybaseball itself against fake FanGraphs, Savant and Baseball-Reference pages.
"""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
import requests
from fakeweb import BREF

from dugout.errors import SourceError
from dugout.sources import lahman, pybaseball_src

DATA = Path(__file__).resolve().parent.parent / "data" / "online" / "pybaseball"


class FrameClient:
    """Saved pybaseball frames; records what was asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[object, ...]] = []

    def batting(self, season: int) -> pd.DataFrame:
        self.calls.append(("batting", season))
        return pd.read_csv(DATA / "fg_batting_2024.csv")

    def pitching(self, season: int) -> pd.DataFrame:
        self.calls.append(("pitching", season))
        return pd.read_csv(DATA / "fg_pitching_2024.csv")

    def sprint_speed(self, season: int) -> pd.DataFrame:
        self.calls.append(("sprint", season))
        return pd.read_csv(DATA / "sprint_speed_2024.csv")

    def splits(self, bref_id: str, season: int, pitching: bool) -> pd.DataFrame:
        self.calls.append(("splits", bref_id, pitching))
        df = pd.read_csv(DATA / "splits_2024.csv")
        df = df[(df["bref_id"] == bref_id) & (df["pitching"] == int(pitching))]
        return df.drop(columns=["bref_id", "pitching"]).set_index(["Split Type", "Split"])


@pytest.fixture(scope="module")
def yankees():
    return pybaseball_src.enrich(lahman.import_team(2024, "NYA"), FrameClient())


def test_fangraphs_metrics_land_on_the_players(yankees):
    judge = yankees.player("judgeaa01").extras
    assert judge.k_pct == pytest.approx(0.243) and judge.bb_pct == pytest.approx(0.189)
    assert judge.bsr == -1.8 and judge.def_runs == -2.7 and judge.gb_pct == pytest.approx(0.25)
    assert judge.sprint_speed == 27.3 and judge.sources == ("fangraphs", "statcast")
    cole = yankees.player("colege01").extras
    assert cole.pitcher_k_pct == pytest.approx(0.254) and cole.pitcher_gb_pct == pytest.approx(0.54)
    assert cole.bsr is None and cole.sprint_speed is None


def test_a_traded_players_run_values_are_prorated(yankees):
    jazz = yankees.player("chishja01")
    # FanGraphs' season row (Miami + New York, 621 PA): BsR 2.8, Def 2.7, K% .245
    share = jazz.batting.pa / 621
    assert jazz.extras.bsr == round(2.8 * share, 1) and jazz.extras.def_runs == round(2.7 * share, 1)
    assert jazz.extras.k_pct == pytest.approx(0.245)  # a rate stays a rate
    assert "Jazz Chisholm" in yankees.notes and "prorated" in yankees.notes


def test_names_match_across_accents_and_suffixes():
    cle = pybaseball_src.enrich(lahman.import_team(2024, "CLE"), FrameClient())
    assert cle.player("ramirjo01").extras is not None  # Lahman "Jose Ramirez", FanGraphs "Jose Ramirez"
    assert "metrics for" in cle.notes


def test_platoon_splits_for_batters_and_pitchers():
    client = FrameClient()
    cle = pybaseball_src.enrich(lahman.import_team(2024, "CLE"), client, splits=True, split_min=100)
    jose = cle.player("ramirjo01").splits  # a switch hitter
    assert jose.source == "bref" and jose.vs_rhp.pa > jose.vs_lhp.pa > 0
    assert jose.vs_rhb is None
    asked = {c[1] for c in client.calls if c[0] == "splits"}
    assert "ramirjo01" in asked and "smithca06" in asked  # Baseball-Reference ids (Lahman's is smithca05)
    few = [p for p in cle.players if p.batting and 0 < p.batting.pa < 100 and not p.is_pitcher]
    assert few and not any(p.id in asked for p in few)
    nyy = pybaseball_src.enrich(lahman.import_team(2024, "NYA"), FrameClient(), splits=True)
    cole = nyy.player("colege01").splits
    assert cole.vs_rhb.so + cole.vs_lhb.so == 99 and cole.vs_rhp is None


def test_no_splits_unless_asked(yankees):
    assert all(p.splits is None for p in yankees.players)


def test_import_team_uses_lahman_for_the_lines_and_no_network(http, web):
    t = pybaseball_src.import_team(2024, "NYY", client=FrameClient(), session=http)
    assert t.source == "lahman+pybaseball" and t.player("judgeaa01").extras.bsr == -1.8
    assert web.requests == []


def test_sprint_speed_starts_in_2015():
    t = pybaseball_src.enrich(lahman.import_team(1985, "SLN"), _EmptyClient())
    assert "No sprint speed before 2015" in t.notes


class _EmptyClient(FrameClient):
    def batting(self, season: int) -> pd.DataFrame:
        return pd.DataFrame(columns=["Name", "Team", "PA"])

    def pitching(self, season: int) -> pd.DataFrame:
        return pd.DataFrame(columns=["Name", "Team", "TBF"])

    def sprint_speed(self, season: int) -> pd.DataFrame:
        raise AssertionError("no sprint speed before 2015")


# --- pybaseball itself, routed through our client ------------------------------------------------------------


def _fangraphs_page() -> str:
    heads = ["#", "Name", "Team", "G", "PA", "HR", "BB%", "K%", "OPS", "GB%", "BsR", "Def", "WAR"]
    rows = [(15640, "Aaron Judge", "NYY", 158, 704, 58, "18.9 %", "24.3 %", 1.159, "25.0 %", -1.8, -2.7, 10.8),
            (19611, "Jazz Chisholm Jr.", "- - -", 147, 621, 24, "8.5 %", "24.5 %", .774, "38.2 %", 2.8, 2.7, 3.2)]
    th = "".join(f'<th class="rgHeader">{h}</th>' for h in heads)
    body = "".join(f'<tr><td>{i}</td><td><a href="statss.aspx?playerid={r[0]}&position=OF">{r[1]}</a></td>'
                   + "".join(f"<td>{v}</td>" for v in r[2:]) + "</tr>" for i, r in enumerate(rows, 1))
    return f'<html><body><table class="rgMasterTable"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>' \
           "</body></html>"


def _split_page(labels: tuple[str, str], pitching: bool) -> str:
    cols = ["Split", "G", "PA", "AB", "R", "H", "2B", "3B", "HR", "RBI", "SB", "CS", "BB", "SO", "BA", "GDP", "HBP",
            "SH", "SF", "IBB"]
    head = "<tr>" + "".join(f"<th>{c}</th>" for c in cols) + "</tr>"
    vals = [(labels[0], 100, 440, 400, 60, 120, 25, 2, 22, 70, 5, 1, 35, 80, ".300", 10, 3, 0, 2, 4),
            (labels[1], 58, 200, 180, 30, 50, 10, 0, 8, 30, 2, 1, 18, 40, ".278", 5, 1, 0, 1, 2)]
    rows = "".join("<tr>" + f"<th>{v[0]}</th>" + "".join(f"<td>{x}</td>" for x in v[1:]) + "</tr>" for v in vals)
    tables = f'<div class="table_container"><table><caption>Platoon Splits</caption>{head}{rows}</table></div>'
    if pitching:
        tables += ('<div class="table_container"><table><caption>Game Level</caption><tr><th>Split</th><th>G</th>'
                   "<th>W</th></tr><tr><th>as Starter</th><td>17</td><td>8</td></tr></table></div>")
    return f"<html><body><div id='all_plato'><!-- {tables} --></div></body></html>"


@pytest.fixture()
def live(http, web):
    web.add("https://www.fangraphs.com/leaders-legacy.aspx", _fangraphs_page())
    web.add("https://baseballsavant.mlb.com/leaderboard/sprint_speed",
            '"last_name, first_name",player_id,team_id,team,position,age,competitive_runs,bolts,hp_to_1b,'
            'sprint_speed\n"Judge, Aaron",592450,147,NYY,RF,32,80,0,4.5,27.3\n')
    web.add(f"{BREF}/players/split.fcgi", _split_page(("vs RHP", "vs LHP"), False))
    return pybaseball_src.LiveClient(http)


def test_pybaseball_parses_fangraphs_through_our_client(live, web):
    df = live.batting(2024)
    judge = df[df["Name"] == "Aaron Judge"].iloc[0]
    assert judge["K%"] == pytest.approx(0.243) and judge["BsR"] == -1.8 and judge["IDfg"] == 15640
    assert any(u.startswith("https://www.fangraphs.com/leaders-legacy.aspx?") for u in web.requests)
    live.batting(2024)
    assert sum(u.startswith("https://www.fangraphs.com/leaders") for u in web.requests) == 1  # kept per season


def test_pybaseball_statcast_and_splits_through_our_client(live, web):
    spd = live.sprint_speed(2024)
    assert float(spd.iloc[0]["sprint_speed"]) == 27.3
    fr = live.splits("judgeaa01", 2024, False)
    line = pybaseball_src._split_line(fr, "vs LHP", 2024, "AL")
    assert (line.ab, line.h, line.hr, line.bb) == (180, 50, 8, 18)
    assert f"{BREF}/players/split.fcgi?id=judgeaa01&year=2024&t=b" in web.requests


def test_pybaseballs_own_requests_come_back_after_routing(live):
    import pybaseball.datasources.html_table_processor as htp
    import pybaseball.split_stats as ss

    live.batting(2024)
    assert htp.requests is requests
    assert ss.session.max_requests_per_minute == 10 and isinstance(ss.session.session, requests.Session)


def test_a_blocked_fangraphs_is_one_line(http, web):
    web.add("https://www.fangraphs.com/leaders-legacy.aspx", (403, "Just a moment...", {}))
    with pytest.raises(SourceError, match=r"www.fangraphs.com refused the request \(HTTP 403: blocked\)"):
        pybaseball_src.LiveClient(http).batting(2024)


def test_a_changed_fangraphs_page_is_one_line(http, web):
    web.add("https://www.fangraphs.com/leaders-legacy.aspx", "<html><body><p>new design</p></body></html>")
    with pytest.raises(SourceError, match="pybaseball read the 2024 FanGraphs batting leaderboard but found no Name column"):
        pybaseball_src.enrich(lahman.import_team(2024, "NYA"), pybaseball_src.LiveClient(http))


def test_the_command_writes_an_enriched_roster(http, run_cli, tmp_path, monkeypatch):
    monkeypatch.setattr(pybaseball_src, "LiveClient", lambda h: FrameClient())
    code, _, err = run_cli("import-pybaseball", "2024", "NYY", "-o", str(tmp_path / "nyy.json"))
    assert code == 0, err
    from dugout.model.io import load_team

    t = load_team(tmp_path / "nyy.json")
    assert t.player("judgeaa01").extras.sprint_speed == 27.3 and t.source == "lahman+pybaseball"


def test_pitching_splits_through_our_client(http, web):
    web.add(f"{BREF}/players/split.fcgi", _split_page(("vs RHB", "vs LHB"), True))
    fr = pybaseball_src.LiveClient(http).splits("colege01", 2024, True)
    line = pybaseball_src._split_line(fr, "vs RHB", 2024, "AL")
    assert (line.ab, line.so, line.hr) == (400, 80, 22)
    assert f"{BREF}/players/split.fcgi?id=colege01&year=2024&t=p" in web.requests
