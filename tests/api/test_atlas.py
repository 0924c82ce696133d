"""The fidelity atlas: a row per league-season that ``fidelity`` reproduces, the same figures however the work is
split (inline, two processes, a Dask cluster), an interrupted atlas that resumes, and bad input refused up front."""

from __future__ import annotations

import json

import pytest

from dugout.api import atlas as atlas_api
from dugout.api.atlas import _plan, atlas, league_seasons
from dugout.api.fidelity import fidelity
from dugout.errors import DugoutError

#: Two league-seasons, 1876 and 1901 NL, short seasons of eight teams (toy games are quick; the toy is registered
#: by conftest).
RANGE = {"start": 1876, "end": 1901, "every": 25, "leagues": ["NL"], "replays": 2, "seed": 4}


def test_league_seasons():
    assert league_seasons(1884, 1884) == [(1884, "AA"), (1884, "NL"), (1884, "UA")]
    assert league_seasons(1901, 1911, every=5, leagues=["al"]) == [(1901, "AL"), (1906, "AL"), (1911, "AL")]
    for kw, msg in (({"start": 1850, "end": 1900}, "outside the Lahman data"), ({"start": 1900, "end": 1899},
                    "after"), ({"start": 1900, "end": 1901, "every": 0}, "--every"),
                    ({"start": 1900, "end": 1901, "leagues": ["XL"]}, "unknown league XL"),
                    ({"start": 1871, "end": 1875, "leagues": ["AL"]}, "no league-season")):
        with pytest.raises(DugoutError, match=msg):
            league_seasons(**kw)


def test_the_work_splits_without_changing_a_figure():
    # more workers than league-seasons: each one's replays are spread over them
    assert _plan([(1901, "AL")], 4, 2) == [(1901, "AL", [0, 2]), (1901, "AL", [1, 3])]
    assert _plan([(1901, "AL"), (1902, "AL")], 3, 2) == [(1901, "AL", [0, 1, 2]), (1902, "AL", [0, 1, 2])]
    assert _plan([], 3, 2) == []


def test_same_atlas_with_one_or_two_workers_and_a_row_is_fidelity(tmp_path):
    one = atlas("toy", **RANGE, workers=1, out=tmp_path / "one", pdf=False)
    two = atlas("toy", **RANGE, workers=2, out=tmp_path / "two", pdf=False)
    csv1, csv2 = ((tmp_path / d / "atlas.csv").read_bytes() for d in ("one", "two"))
    assert csv1 == csv2 and csv1.count(b"\n") == 3
    assert (tmp_path / "one" / "atlas.json").read_bytes() == (tmp_path / "two" / "atlas.json").read_bytes()
    assert [(r.season, r.league) for r in one.atlas.rows] == [(1876, "NL"), (1901, "NL")]
    assert two.workers == 2 and not (tmp_path / "two" / atlas_api.PROGRESS_FILE).exists()
    fid = fidelity("toy", 1876, "NL", replays=2, seed=4, files=False).result.summary
    row = one.atlas.rows[0].measures
    assert row["league_r_per_g_ratio"] == fid["league_r_per_g_ratio"]
    assert row["team_ba_mae"] == fid["team_ba_mae"] and row["player_ops_r"] == fid["player_ops_r"]


def test_an_interrupted_atlas_resumes_and_keeps_reports(tmp_path):
    whole = atlas("toy", **RANGE, workers=1, out=tmp_path / "whole", pdf=False)
    calls = []

    def stop_after_one(advance, total):
        calls.append(advance)
        if len(calls) == 1:
            raise KeyboardInterrupt

    folder = tmp_path / "cut"
    with pytest.raises(KeyboardInterrupt):
        atlas("toy", **RANGE, workers=1, out=folder, pdf=False, progress=stop_after_one)
    assert not (folder / "atlas.csv").exists() and (folder / atlas_api.PROGRESS_FILE).is_file()
    with pytest.raises(DugoutError, match="--resume"):
        atlas("toy", **RANGE, workers=1, out=folder, pdf=False)
    with pytest.raises(DugoutError, match="other settings"):
        atlas("toy", **{**RANGE, "seed": 5}, workers=1, out=folder, pdf=False, resume=True)
    done = []
    atlas("toy", **RANGE, workers=1, out=folder, pdf=False, resume=True, progress=lambda a, t: done.append(a))
    assert sum(done) == 2  # the finished league-season counted once, the other replayed
    assert (folder / "atlas.csv").read_bytes() == (tmp_path / "whole" / "atlas.csv").read_bytes()
    assert whole.paths and not (folder / atlas_api.PROGRESS_FILE).exists()
    with pytest.raises(DugoutError, match="already exists"):
        atlas("toy", **RANGE, workers=1, out=folder, pdf=False)


def test_an_atlas_stopped_while_writing_its_report_resumes_with_nothing_to_replay(tmp_path, monkeypatch):
    from dugout.api import atlas_report

    whole = atlas("toy", **RANGE, workers=2, out=tmp_path / "whole", pdf=False)

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    folder = tmp_path / "cut"
    with monkeypatch.context() as m:
        m.setattr(atlas_report, "write_reports", full_disk)
        with pytest.raises(OSError):
            atlas("toy", **RANGE, workers=2, out=folder, pdf=False)
    assert (folder / atlas_api.PROGRESS_FILE).is_file() and not (folder / "atlas.csv").exists()
    done = []
    run = atlas("toy", **RANGE, workers=2, out=folder, pdf=False, resume=True, progress=lambda a, t: done.append(a))
    assert done == [2] and len(run.atlas.rows) == len(whole.atlas.rows)  # both read back, none replayed
    assert (folder / "atlas.csv").read_bytes() == (tmp_path / "whole" / "atlas.csv").read_bytes()


def test_the_report_plots_every_measure(tmp_path):
    run = atlas("toy", start=1876, end=1876, leagues=["NL"], replays=1, workers=1, out=tmp_path)
    names = sorted(p.name for p in run.paths)
    assert names == ["atlas.csv", "atlas.html", "atlas.json", "atlas.pdf"]
    html = (tmp_path / "atlas.html").read_text()
    assert "data:image/png;base64," in html and "1876" in html
    doc = json.loads((tmp_path / "atlas.json").read_text())
    assert doc["game"] == "toy" and doc["rows"][0]["league"] == "NL" and doc["rows"][0]["league_ibb_per_g_ratio"] is None


@pytest.mark.parametrize("args, msg", [
    (["atlas", "nosuchgame"], "no game"),
    (["atlas", "toy", "--leagues", "XL"], "unknown league XL"),
    (["atlas", "toy", "--from", "1850", "--to", "1860"], "outside the Lahman data"),
    (["atlas", "toy", "--every", "0"], "--every"),
    (["atlas", "toy", "--from", "1901", "--to", "1901", "--cluster", "tcp://127.0.0.1:9"], "cannot reach the cluster"),
])
def test_bad_input_is_one_line_and_writes_nothing(args, msg, run_cli, tmp_path):
    code, out, err = run_cli(*args, "-o", str(tmp_path / "rep"))
    assert code == 2 and not out and err.count("\n") == 1 and msg in err, err
    assert not (tmp_path / "rep").exists()


def test_on_a_local_dask_cluster(tmp_path):
    """The same atlas on a Dask cluster the test starts (two worker processes): Deadball, whose rules every worker
    imports from the registry."""
    distributed = pytest.importorskip("distributed")
    kw = {"start": 1876, "end": 1876, "leagues": ["NL"], "replays": 2, "seed": 1, "pdf": False}
    local = atlas("deadball", **kw, workers=1, out=tmp_path / "local")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as lc:
        remote = atlas("deadball", **kw, cluster=lc.scheduler_address, out=tmp_path / "remote")
    assert remote.cluster and (tmp_path / "remote" / "atlas.csv").read_bytes() == \
        (tmp_path / "local" / "atlas.csv").read_bytes()
    assert local.atlas.rows[0].measures["league_r_per_g_real"] > 0
