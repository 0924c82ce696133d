"""The ``dugout`` command: thin typer commands that parse, call one core function and print."""

from __future__ import annotations

import sys

import typer

from dugout.errors import DugoutError

app = typer.Typer(no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False,
                  help="Import, rate, print and play baseball teams in tabletop dice baseball games.")


def _register() -> None:
    from dugout.cli import data  # noqa: F401  (commands register themselves on import)

    for mod in ("games_cmds", "league_cmds", "online_cmds", "generate_cmds"):
        try:
            __import__(f"dugout.cli.{mod}")
        except ModuleNotFoundError as e:
            if e.name != f"dugout.cli.{mod}":
                raise


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app; a DugoutError becomes one line on stderr and exit code 2."""
    _register()
    try:
        app(args=argv, prog_name="dugout", standalone_mode=True)
    except DugoutError as e:
        print(f"dugout: error: {e.one_line()}", file=sys.stderr)
        sys.exit(2)
    except KeyboardInterrupt:
        print("dugout: interrupted", file=sys.stderr)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
