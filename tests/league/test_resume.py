"""A league saved after every day resumes exactly: a season interrupted between days (and a run killed with
SIGKILL) ends as the uninterrupted run with the same seed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from dugout.games.deadball.league.season import load_run


def _final(folder) -> str:
    st = folder.state(folder.settings().season)
    return json.dumps(st, sort_keys=True)


def test_interrupted_between_days_is_exact(make_league, play_saving):
    kw = {"teams": 6, "games": 48, "engine": "quick", "injuries": "game", "development": "monthly", "seed": 5}
    whole = make_league("whole", **kw)
    parts = make_league("parts", **kw)
    for f in (whole, parts):                 # two teams play every game in full, the rest quick-sim
        s = f.settings()
        s.teams[0].engine = s.teams[3].engine = "full"
        f.write_settings(s)
    play_saving(whole)
    chunks = 0
    while not load_run(parts).done:
        play_saving(parts, 5)                # a new process would do exactly this: load, play, save
        chunks += 1
    assert chunks >= 9
    assert _final(whole) == _final(parts)
    a, b = load_run(whole), load_run(parts)
    assert a.summary() == b.summary()
    assert a.x["log"] and a.x["callups"] == b.x["callups"]


def test_resume_after_advance_is_exact(make_league, play_saving):
    from dugout.games.deadball.league.offseason import advance

    kw = {"teams": 4, "games": 20, "five_tool": True, "seed": 9}
    one, two = make_league("one", **kw), make_league("two", **kw)
    for f in (one, two):
        play_saving(f)
        advance(f)
    play_saving(one)
    play_saving(two, 7)
    play_saving(two)
    assert _final(one) == _final(two)


def test_killed_mid_season_resumes_exactly(make_league, play_saving, tmp_path):
    """Kill the CLI with SIGKILL while it plays (after a few saved days), resume, and compare."""
    kw = {"teams": 8, "games": 154, "seed": 13}
    ref = make_league("ref", **kw)
    killed = make_league("killed", **kw)
    play_saving(ref)
    env = dict(os.environ)
    proc = subprocess.Popen([sys.executable, "-m", "dugout", "league", "play", str(killed.root), "--season"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    deadline = time.time() + 60
    day = 0
    while time.time() < deadline and proc.poll() is None:
        try:
            day = json.loads(killed.state_file(1).read_text())["season_state"]["day"]
        except (OSError, ValueError):
            day = 0
        if day >= 10:
            proc.send_signal(signal.SIGKILL)
            break
        time.sleep(0.005)
    proc.wait(timeout=60)
    assert proc.returncode == -signal.SIGKILL, "the run ended before it could be killed"
    left = [p.name for p in killed.season_dir(1).glob(".*.tmp")]
    for name in left:                        # an interrupted atomic write leaves at most a temp file
        (killed.season_dir(1) / name).unlink()
    run = load_run(killed)
    assert 0 < run.day <= 154
    play_saving(killed)
    assert _final(ref) == _final(killed)
