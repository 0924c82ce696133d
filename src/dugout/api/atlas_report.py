"""Write an atlas as CSV and JSON (a row per league-season) and as an HTML and PDF report with every measure
plotted against the year."""

from __future__ import annotations

import base64
import csv
import io
import json
import math
from pathlib import Path
from typing import Any

from dugout.api import atlas_targets as targets
from dugout.api.atlas import MEASURES, Atlas
from dugout.api.outputs import check_folder_set, write_set
from dugout.render import page_size, pdf_bytes, render_template

REPORT_FILES = ("atlas.csv", "atlas.json", "atlas.html", "atlas.pdf")
#: The plotted panels: (title, measure, the line a perfect replay sits on).
PANELS = (("league R/G, simulated ÷ real", "league_r_per_g_ratio", 1.0),
          ("HR per PA, simulated ÷ real", "league_hr_pa_ratio", 1.0),
          ("BB per PA, simulated ÷ real", "league_bb_pa_ratio", 1.0),
          ("SO per PA, simulated ÷ real", "league_so_pa_ratio", 1.0),
          ("SB per game, simulated ÷ real", "league_sb_per_g_ratio", 1.0),
          ("relief appearances per game, sim ÷ real", "league_relief_per_g_ratio", 1.0),
          ("team R/G mean absolute error", "team_r_per_g_mae", 0.0),
          ("team BA mean absolute error", "team_ba_mae", 0.0),
          ("player OPS r (PA ≥ 300); dotted: the dice's ceiling", "player_ops_r", 1.0),
          ("regular starters' GS within 15 % of real (share)", "starter_gs_within_15", 1.0),
          ("regular starters' innings within 15 % of real (share)", "starter_ip_within_15", 1.0))
COLORS = {"NL": "#1f4e79", "AL": "#b03a2e", "AA": "#7d6608", "NA": "#6c3483", "UA": "#117a65", "PL": "#af601a",
          "FL": "#5d6d7e"}


def _cell(v: float) -> str:
    return "" if isinstance(v, float) and math.isnan(v) else f"{v:.4f}" if isinstance(v, float) else str(v)


def to_csv(atlas: Atlas) -> str:
    """One row per league-season, the measures in ``MEASURES`` order (empty where a season lacks the stat)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["season", "league", *MEASURES])
    for r in atlas.rows:
        w.writerow([r.season, r.league, *(_cell(r.measures[m]) for m in MEASURES)])
    return buf.getvalue()


def to_json(atlas: Atlas) -> str:
    """The settings and every row (NaN as null)."""
    doc = atlas.document()
    for row in doc["rows"]:
        for k, v in row.items():
            if isinstance(v, float) and math.isnan(v):
                row[k] = None
    return json.dumps(doc, indent=1) + "\n"


def _shade_targets(ax: Any, key: str, start: int, end: int) -> None:
    """Shade where a measure meets its targets (``atlas_targets.TARGETS``), over the seasons each applies to."""
    for t in targets.TARGETS:
        first, last = max(t.first, start), min(t.last, end)
        if t.measure != key or first > last:
            continue
        lo, hi = ((1 - t.bound, 1 + t.bound) if t.kind == "ratio" else (0.0, t.bound) if t.kind == "max"
                  else (t.bound, 1.0))
        x0, x1 = (first - 0.5, last + 0.5)
        ax.fill_between([x0, x1], lo, hi, color="#2e7d32", alpha=0.08, lw=0)


def plot_png(atlas: Atlas) -> bytes:
    """Each measure against the year, one colour per league, with the line a perfect replay sits on and, shaded,
    where the measure meets its targets."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, axes = plt.subplots(4, 3, figsize=(11, 12.5))
    leagues = sorted({r.league for r in atlas.rows})
    for ax, (title, key, ideal) in zip(axes.flat, PANELS):
        for lg in leagues:
            pts = [(r.season, r.measures[key]) for r in atlas.rows if r.league == lg
                   and not math.isnan(r.measures[key])]
            if pts:
                xs, ys = zip(*pts)
                ax.plot(xs, ys, marker="o", ms=3, lw=0.8, color=COLORS.get(lg, "#333"), label=lg)
            if key == "player_ops_r":  # what cards that reproduce every player exactly would reach with the dice
                dice = [(r.season, r.measures.get("player_ops_r_dice", math.nan)) for r in atlas.rows
                        if r.league == lg and not math.isnan(r.measures.get("player_ops_r_dice", math.nan))]
                if dice:
                    xs, ys = zip(*dice)
                    ax.plot(xs, ys, lw=0.8, ls=":", color=COLORS.get(lg, "#333"))
        ax.axhline(ideal, color="#999", lw=0.8, ls="--")
        _shade_targets(ax, key, atlas.start, atlas.end)
        ax.set_title(title, fontsize=9)
        ax.tick_params(labelsize=7)
        ax.xaxis.set_major_locator(MaxNLocator(nbins=6, integer=True))
    for ax in axes.flat[len(PANELS):]:
        ax.axis("off")
    handles, labels = axes.flat[0].get_legend_handles_labels()
    if handles:
        fig.legend(handles, labels, loc="lower center", ncol=len(labels), fontsize=8)
    fig.suptitle(f"{atlas.game}: {atlas.start}-{atlas.end}, every {atlas.every} season(s), {atlas.replays} "
                 f"replay(s), seed {atlas.seed}")
    fig.tight_layout(rect=(0, 0.03, 1, 1))
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    plt.close(fig)
    return buf.getvalue()


def report_html(atlas: Atlas, paper: str = "letter") -> str:
    """The report as one HTML document with the plots embedded and the rows as a table."""
    png = base64.b64encode(plot_png(atlas)).decode("ascii")
    cols = ("league_r_per_g_real", "league_r_per_g_ratio", "league_hr_pa_ratio", "league_bb_pa_ratio",
            "league_so_pa_ratio", "league_sb_per_g_ratio", "league_relief_per_g_ratio", "team_r_per_g_mae",
            "team_ba_mae", "player_ops_r", "player_ops_r_dice", "starter_gs_within_15", "starter_ip_within_15")
    rows = [(r.season, r.league, [_cell(r.measures[c]) for c in cols]) for r in atlas.rows]
    return render_template("atlas/report.html.j2", a=atlas, png=png, cols=cols, rows=rows, page_size=page_size(paper),
                           target_text=[t.describe() for t in targets.TARGETS], names=targets.NAMES,
                           summary=decade_summary(atlas), off=off_targets(atlas), dice=dice_text(atlas))


def dice_text(atlas: Atlas) -> str:
    """What the dice alone would miss of the atlas's targets, set beside what its cards missed (``dice_odds``)."""
    o = targets.dice_odds((r.season, r.measures) for r in atlas.rows)
    if not o.judged:
        return ""
    return (f"The dice alone: cards that reproduce every player exactly, replayed {atlas.replays} time(s) a "
            f"league-season, would miss {o.expected_misses:.1f} of this atlas's {o.judged} {', '.join(o.names)} "
            f"targets on average and meet all of them {o.all_met:.1%} of the time; these cards missed {o.misses}.")


def decade_summary(atlas: Atlas) -> list[tuple[str, int, list[str], int, str]]:
    """The decade table as the report and the command print it, the total last: (decade, league-seasons, met/judged
    per target name, meeting every target, mean |R/G - 1|)."""
    table = decade_table(atlas)
    return [(d.label if d.decade else "all", d.seasons, [targets.cell(d.met[n]) for n in targets.NAMES], d.all_met,
             "" if math.isnan(d.mean_r_miss) else f"{d.mean_r_miss:.3f}") for d in [*table, targets.totals(table)]]


def off_targets(atlas: Atlas) -> list[tuple[int, str, str]]:
    """(season, league, the measures that miss) of every league-season off a target."""
    return [(r.season, r.league, "; ".join(m.text for m in ms)) for r in atlas.rows
            if (ms := targets.misses(r.season, r.measures))]


def decade_table(atlas: Atlas) -> list[targets.DecadeRow]:
    """Per decade, how many of the atlas's league-seasons meet each target (``atlas_targets``)."""
    return targets.decades((r.season, r.measures) for r in atlas.rows)


def check_reports(out_dir: Path, *, force: bool = False, pdf: bool = True) -> list[Path]:
    """Fail before any replay when the report cannot be written into ``out_dir`` (nothing is created)."""
    return check_folder_set(out_dir, [n for n in REPORT_FILES if pdf or n != "atlas.pdf"], force=force,
                            what="folder for the atlas")


def write_reports(atlas: Atlas, out_dir: Path, *, force: bool = False, pdf: bool = True) -> list[Path]:
    """The four files, all or none."""
    paths = check_reports(out_dir, force=force, pdf=pdf)
    html = report_html(atlas)
    data: list[str | bytes] = [to_csv(atlas), to_json(atlas), html]
    if pdf:
        data.append(pdf_bytes([html]))
    return write_set(dict(zip(paths, data)), force=force)
