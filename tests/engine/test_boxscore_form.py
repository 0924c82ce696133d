"""Box scores in the standard form: a heading with the park (and records inside a series), substitutes with a
note saying whom they replaced, the notes with series totals, deciding pitchers with their records, one LOB."""

from __future__ import annotations

import re

from dugout.api import games as core


def test_a_single_game_box_has_the_heading_and_one_lob():
    played = core.play_one("tb", "1927:NYA", "1927:PHA", seed=5)
    text = played.box.format()
    assert text.splitlines()[0] == "New York Yankees at Philadelphia Athletics — Shibe Park"
    for t in (played.box.away, played.box.home):
        lob = sum(b.stats["LOB"] for b in t.batting)
        assert f"LOB: {lob}." in text
    assert played.box.to_dict()["park"] == "Shibe Park"


def test_substitutes_say_whom_they_replaced():
    for seed in range(1, 40):
        box = core.play_one("pp", "1927:NYA", "1927:PHA", seed=seed).box
        subs = [b for t in (box.away, box.home) for b in t.batting if b.sub]
        if any(b.pos.upper().startswith("PH") for b in subs):
            break
    text = box.format()
    letters = re.findall(r"^  ([a-z])-[A-Z]", text, re.MULTILINE)
    notes = re.findall(r"\b([a-z])-(batted for|ran for|replaced) [A-Z]", text)
    assert letters and sorted(letters) == sorted(n[0] for n in notes), text
    assert any(kind == "batted for" for _, kind in notes)


def test_a_series_box_carries_records_and_series_totals():
    sr = core.series("tb", "1927:PIT", "1927:NYA", best_of=7, seed=2)
    assert len(sr.contexts) == len(sr.boxes) == len(sr.games)
    last = sr.contexts[-1]
    wins = sorted(sr.wins)
    assert sorted(int(x) for x in last.records[0].split("-")) == wins
    # a batter's series home runs: the last box's total is the sum over the games
    hr: dict[str, int] = {}
    for bx in sr.boxes:
        for t in (bx.away, bx.home):
            for b in t.batting:
                hr[b.id] = hr.get(b.id, 0) + b.stats["HR"]
    assert all(last.totals.get(pid, {}).get("HR", 0) == n for pid, n in hr.items())
    text = sr.boxes[-1].format(last)
    assert f"Game {len(sr.boxes)}" in text.splitlines()[0] and "(W, " in text
    # both Waners in a box: its notes tell them apart by initial (which games have notes for them depends on play)
    initials = 0
    for bx, ctx in zip(sr.boxes, sr.contexts, strict=True):
        lines = bx.format(ctx).splitlines()
        if any(ln.startswith("Paul Waner") for ln in lines) and any(ln.startswith("Lloyd Waner") for ln in lines):
            notes = [ln for ln in lines if ln.startswith("  ") and ": " in ln]
            assert not any(re.search(r"(?<![PL]\. )Waner", ln) for ln in notes), notes
            initials += any(re.search(r"[PL]\. Waner", ln) for ln in notes)
    assert initials


def test_line_score_columns_never_merge_past_99_runs():
    import dataclasses

    box = core.play_one("deadball", "Murderville Sleuths", "Washington Presidents", seed=17).box
    away = dataclasses.replace(box.away, runs=115, hits=105, errors=2, line=[0, 0, 100] + box.away.line[3:])
    lines = dataclasses.replace(box, away=away).format().splitlines()
    head = next(x for x in lines if x.rstrip().endswith("R   H   E"))
    row = next(x for x in lines if x.startswith("Murderville Sleuths") and "115" in x)
    assert row.split()[-3:] == ["115", "105", "2"] and " 100 " in row
    assert len(head.rstrip()) == len(row.rstrip())  # the heading stays over its columns
