"""Build the pybaseball-shaped fixture frames in pybaseball/ (CSV files read back with pandas in the tests).

Run ``python tests/data/online/make_pybaseball.py`` to regenerate. Columns follow what pybaseball returns
(``batting_stats``/``pitching_stats``: FanGraphs names, percentages as fractions; ``statcast_sprint_speed``:
Savant's CSV; ``get_splits``: Baseball-Reference split tables). Counting stats are the real 2024 lines from the
embedded Lahman data (Jazz Chisholm's FanGraphs row sums his Miami and New York stints under team ``- - -``,
as FanGraphs does for a traded player). BsR, Def, GB%, sprint speeds and the platoon splits are SYNTHETIC,
derived from the lines by simple formulas so the tests have plausible values: they are not FanGraphs' or
Statcast's numbers.
"""

from __future__ import annotations

import csv
from pathlib import Path

HERE = Path(__file__).resolve().parent / "pybaseball"
TEAMS = (("NYA", "NYY"), ("CLE", "CLE"))


def _bat_row(fg_id: int, name: str, team: str, b) -> dict[str, object]:
    from dugout.model.profile import speed_score

    pa = b.ab + b.bb + b.hbp + b.sh + b.sf
    bip = max(1, b.ab - b.so - b.hr + b.sf)
    gb = 0.50 - 2.5 * (b.hr / max(1, pa)) - 0.4 * (b.b2 / bip)
    return {"IDfg": fg_id, "Season": 2024, "Name": name, "Team": team, "G": b.g, "AB": b.ab, "PA": pa, "H": b.h,
            "1B": b.singles, "2B": b.b2, "3B": b.b3, "HR": b.hr, "R": b.r, "RBI": b.rbi, "BB": b.bb, "IBB": b.ibb,
            "SO": b.so, "HBP": b.hbp, "SF": b.sf, "SH": b.sh, "GDP": b.gidp, "SB": b.sb, "CS": b.cs,
            "AVG": round(b.avg, 3), "BB%": round(b.bb / pa, 3) if pa else "", "K%": round(b.so / pa, 3) if pa else "",
            "GB%": round(max(0.25, min(0.62, gb)), 3) if pa >= 20 else "",
            "BsR": round((speed_score(b) - 4.5) * 1.3 * min(1.0, pa / 600), 1) if pa else "",
            "Def": round(((b.g % 17) - 8) * 0.9 * min(1.0, pa / 500), 1) if pa else "",
            "WAR": ""}


def _pit_row(fg_id: int, name: str, team: str, p) -> dict[str, object]:
    bf = p.batters_faced
    return {"IDfg": fg_id, "Season": 2024, "Name": name, "Team": team, "W": p.w, "L": p.l,
            "ERA": round(p.era or 0.0, 2), "G": p.g, "GS": p.gs, "SV": p.sv, "IP": f"{p.ipouts // 3}.{p.ipouts % 3}",
            "TBF": bf, "H": p.h, "R": p.r, "ER": p.er, "HR": p.hr, "BB": p.bb, "IBB": p.ibb, "HBP": p.hbp, "SO": p.so,
            "K%": round(p.so / bf, 3) if bf else "", "BB%": round(p.bb / bf, 3) if bf else "",
            "GB%": round(0.38 + (p.g % 9) * 0.02, 3) if bf >= 20 else ""}


def _split(b, share: float):
    from dugout.model.stats import BattingLine

    vals = {k: round(getattr(b, k) * share) for k in ("g", "ab", "r", "h", "b2", "b3", "hr", "rbi", "bb", "ibb",
                                                       "hbp", "so", "sh", "sf", "gidp", "sb", "cs")}
    vals["h"] = max(vals["h"], vals["b2"] + vals["b3"] + vals["hr"])
    vals["pa"] = vals["ab"] + vals["bb"] + vals["hbp"] + vals["sh"] + vals["sf"]
    return BattingLine(**vals)


def main() -> None:
    """Write the frames."""
    from dugout.sources import lahman

    HERE.mkdir(parents=True, exist_ok=True)
    bat, pit, spd, spl = [], [], [], []
    fg = 10000
    for tid, abbr in TEAMS:
        team = lahman.import_team(2024, tid)
        for p in sorted(team.players, key=lambda p: p.id):
            fg += 1
            name = "Jazz Chisholm Jr." if p.id == "chishja01" else p.name
            if p.batting and p.batting.pa > 0:
                b, t = p.batting, abbr
                if p.id == "chishja01":
                    mia = lahman.import_team(2024, "MIA").player("chishja01").batting
                    b, t = b + mia, "- - -"
                bat.append(_bat_row(fg, name, t, b))
                if not p.is_pitcher and b.pa >= 50:
                    last, first = p.name.split(" ", 1)[1], p.name.split(" ", 1)[0]
                    spd.append({"last_name, first_name": f"{last}, {first}", "player_id": 600000 + fg,
                                "team_id": 147 if abbr == "NYY" else 114, "team": "NYY" if abbr == "NYY" else "CLE",
                                "position": p.primary_position, "age": 2024 - (p.birth_year or 1995),
                                "competitive_runs": 40 + b.g // 4, "bolts": b.sb // 4, "hp_to_1b": "",
                                "sprint_speed": round(26.0 + min(4.0, b.sb / 10) + (b.b3 % 3) * 0.3, 1)})
            if p.pitching and p.pitching.ipouts > 0:
                pit.append(_pit_row(fg, name, abbr, p.pitching))
        for pid, pitching in (("ramirjo01", False), ("colege01", True), ("naylojo01", False)):
            if pid not in team.by_id():
                continue
            p = team.player(pid)
            src = p.batting if not pitching else None
            if pitching:
                pl = p.pitching
                from dugout.model.stats import BattingLine

                src = BattingLine(g=pl.g, ab=pl.batters_faced - pl.bb - pl.hbp, h=pl.h, hr=pl.hr, b2=round(pl.h * .2),
                                  b3=round(pl.h * .02), bb=pl.bb, ibb=pl.ibb, hbp=pl.hbp, so=pl.so)
            labels = ("vs RHB", "vs LHB") if pitching else ("vs RHP", "vs LHP")
            for label, share in zip(labels, (0.68, 0.32)):
                s = _split(src, share)
                spl.append({"bref_id": pid, "pitching": int(pitching), "Split Type": "Platoon Splits",
                            "Split": label, "G": s.g, "PA": s.pa, "AB": s.ab, "R": s.r, "H": s.h, "2B": s.b2,
                            "3B": s.b3, "HR": s.hr, "RBI": s.rbi, "SB": s.sb, "CS": s.cs, "BB": s.bb, "SO": s.so,
                            "GDP": s.gidp, "HBP": s.hbp, "SH": s.sh, "SF": s.sf, "IBB": s.ibb})
    for name, rows in (("fg_batting_2024.csv", bat), ("fg_pitching_2024.csv", pit), ("sprint_speed_2024.csv", spd),
                       ("splits_2024.csv", spl)):
        with open(HERE / name, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)


if __name__ == "__main__":
    main()
