"""Write a fidelity result as CSV, an HTML report with plots, and the same report as PDF."""

from __future__ import annotations

import base64
import csv
import io
import json
from pathlib import Path

from dugout.api.fidelity import STATS, FidelityResult
from dugout.api.outputs import check_folder_set, write_set
from dugout.render import page_size, pdf_bytes, render_template


def to_csv(result: FidelityResult) -> str:
    """One row per team: real and simulated value of every stat."""
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["team", "league"] + [f"{s} real" for s in STATS] + [f"{s} sim" for s in STATS])
    for r in result.teams:
        w.writerow([r.team, r.league] + [f"{r.real[s]:.4f}" for s in STATS] + [f"{r.sim[s]:.4f}" for s in STATS])
    return buf.getvalue()


def players_csv(result: FidelityResult) -> str:
    """The player tables as one CSV: a row per batter (PA ≥ 100) then per pitcher (IP ≥ 30), real beside
    simulated (per replay), each part largest difference first (OPS for batters, ERA for pitchers)."""
    buf = io.StringIO()
    w = csv.writer(buf)
    bat_cols = list(result.batters[0]) if result.batters else []
    pit_cols = list(result.pitchers[0]) if result.pitchers else []
    cols = ["role"] + bat_cols + [c for c in pit_cols if c not in bat_cols]
    w.writerow(cols)
    for role, rows in (("batter", result.batters), ("pitcher", result.pitchers)):
        for r in rows:
            w.writerow([role] + ["" if r.get(c) is None else r.get(c) for c in cols[1:]])
    return buf.getvalue()


def plot_png(result: FidelityResult) -> bytes:
    """Simulated against real, one panel per stat, plus player OPS."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(3, 3, figsize=(10, 9.5))
    panels = list(STATS) + ["OPS (players)"]
    for ax, stat in zip(axes.flat, panels):
        if stat == "OPS (players)":
            xs = [p[3] for p in result.players]
            ys = [p[4] for p in result.players]
        else:
            xs = [r.real[stat] for r in result.teams]
            ys = [r.sim[stat] for r in result.teams]
        ax.scatter(xs, ys, s=14, color="#1f4e79")
        if xs and ys:
            lo = min(min(xs), min(ys))
            hi = max(max(xs), max(ys))
            pad = (hi - lo) * 0.05 or 0.01
            ax.plot([lo - pad, hi + pad], [lo - pad, hi + pad], color="#999", lw=0.8, ls="--")
        ax.set_title(stat, fontsize=10)
        ax.set_xlabel("real", fontsize=8)
        ax.set_ylabel("simulated", fontsize=8)
        ax.tick_params(labelsize=7)
    fig.suptitle(f"{result.game}: {result.season} {'/'.join(result.leagues)}, {result.replays} replay(s)")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


def team_table(result: FidelityResult) -> str:
    """The per-team comparison as fixed-width text (real/simulated)."""
    lines = [f"{'team':<26}" + "".join(f"{s + ' r/s':>15}" for s in STATS)]
    for t in result.teams:
        cells = []
        for s in STATS:
            fmt = "{:8.2f}/{:<6.2f}" if s in ("R/G", "ERA") else "{:8.3f}/{:<6.3f}"
            cells.append(fmt.format(t.real[s], t.sim[s]))
        lines.append(f"{t.team[:25]:<26}" + "".join(cells))
    return "\n".join(lines)


def report_html(result: FidelityResult, paper: str = "letter") -> str:
    """The report as one HTML document with the plots embedded."""
    png = base64.b64encode(plot_png(result)).decode("ascii")
    return render_template("fidelity/report.html.j2", r=result, stats=STATS, png=png, page_size=page_size(paper),
                           summary=result.summary, table=team_table(result), shown=REPORT_PLAYERS)


REPORT_FILES = ("fidelity.csv", "players.csv", "summary.json", "report.html", "report.pdf")
#: Players with the largest differences the HTML and PDF report list (players.csv holds them all).
REPORT_PLAYERS = 40


def report_names(pdf: bool = True) -> list[str]:
    """The files of a report set."""
    return [n for n in REPORT_FILES if pdf or n != "report.pdf"]


def check_reports(out_dir: Path, *, force: bool = False, pdf: bool = True) -> list[Path]:
    """Fail before the replays when the report set cannot be written into ``out_dir`` (nothing is created)."""
    return check_folder_set(out_dir, report_names(pdf), force=force, what="folder for the report")


def write_reports(result: FidelityResult, out_dir: Path, *, force: bool = False, pdf: bool = True) -> list[Path]:
    """fidelity.csv, players.csv, summary.json, report.html and report.pdf in ``out_dir``, all or none.

    Everything is rendered in memory first; an existing file (without ``force``) stops the set before any is
    written.
    """
    paths = check_reports(out_dir, force=force, pdf=pdf)
    html = report_html(result)
    data: list[str | bytes] = [to_csv(result), players_csv(result),
                               json.dumps(result.document(), indent=1, default=str) + "\n", html]
    if pdf:
        data.append(pdf_bytes([html]))
    return write_set(dict(zip(paths, data)), force=force)
