"""``dugout atlas``: the fidelity of a game over a range of league-seasons."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from dugout.api import atlas as core
from dugout.cli import app
from dugout.cli.common import out, said
from dugout.cli.games_cmds import OptionList, _progress


@app.command()
def atlas(
    game: Annotated[str, typer.Argument(help="Game name or alias.")],
    start: Annotated[int, typer.Option("--from", help="First season.")] = 1876,
    end: Annotated[int, typer.Option("--to", help="Last season.")] = 2024,
    every: Annotated[int, typer.Option("--every", help="Every N-th season.")] = 1,
    leagues: Annotated[str | None, typer.Option("--leagues", help="Only these leagues, e.g. AL,NL.")] = None,
    replays: Annotated[int, typer.Option("--replays", "-r", help="Replays of each league-season.")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="Dice seed.")] = 0,
    option: OptionList = None,
    workers: Annotated[int | None, typer.Option("--workers", "-w", help="Processes (default: every core).")] = None,
    cluster: Annotated[str | None, typer.Option("--cluster", help="A Dask scheduler's address (or "
                                                                  "$DUGOUT_CLUSTER); needs dugout[cluster].")] = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Folder for the report.")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="Continue an interrupted atlas.")] = False,
    no_pdf: Annotated[bool, typer.Option("--no-pdf", help="Skip the PDF.")] = False,
    force: Annotated[bool, typer.Option("--force", help="Overwrite an existing report.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print the rows as JSON.")] = False,
) -> None:
    """Replay every league-season of a range and report, season by season, how true the game plays."""
    with _progress("league-seasons") as prog:
        run = core.atlas(game, start=start, end=end, every=every,
                         leagues=leagues.split(",") if leagues is not None else None, replays=replays, seed=seed,
                         options=option, out=output, force=force, resume=resume, pdf=not no_pdf, workers=workers,
                         cluster=cluster, progress=prog)
    a = run.atlas
    if as_json:
        from dugout.api.atlas_report import to_json

        out.print_json(to_json(a))
        return
    said(f"wrote {', '.join(str(p) for p in run.paths)}")
    t = Table(title=f"{a.game}: {a.start}-{a.end}, {a.replays} replay(s), seed {a.seed}", box=None)
    for c in ("season", "lg", "R/G real", "R/G ×", "HR ×", "BB ×", "SO ×", "relief ×", "team R/G MAE", "OPS r"):
        t.add_column(c, justify="right")
    for r in a.rows:
        m = r.measures
        t.add_row(str(r.season), r.league, *(f"{m[k]:.3f}" for k in (
            "league_r_per_g_real", "league_r_per_g_ratio", "league_hr_pa_ratio", "league_bb_pa_ratio",
            "league_so_pa_ratio", "league_relief_per_g_ratio", "team_r_per_g_mae", "player_ops_r")))
    out.print(t)
    _print_targets(run.atlas)


def _print_targets(a: core.Atlas) -> None:
    """The decade table of the targets met, and every league-season off one."""
    from dugout.api import atlas_targets as targets
    from dugout.api.atlas_report import decade_summary, dice_text, off_targets

    t = Table(title="targets met (league-seasons meeting each, of those it applies to; docs/atlas.md)", box=None)
    for c in ("decade", "seasons", *targets.NAMES, "every"):
        t.add_column(c, justify="right")
    for label, seasons, cells, every, _ in decade_summary(a):
        t.add_row(label, str(seasons), *cells, str(every))
    out.print(t)
    for season, league, text in off_targets(a):
        said(f"{season} {league} off: {text}")
    if text := dice_text(a):
        said(text)
