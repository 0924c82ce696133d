"""The ``dugout`` command: thin typer commands that parse, call one core function and print."""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable
from typing import Any

import typer
import typer.main

from dugout.engine.dice import SEED_LIMIT
from dugout.errors import DugoutError
from dugout.jsondata import MAX_DIGITS
from dugout.text import safe_text

app = typer.Typer(no_args_is_help=True, add_completion=True, pretty_exceptions_enable=False,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="Import, rate, print and play baseball teams in tabletop dice baseball games.")


def _version(value: bool) -> None:
    if value:
        from dugout import __version__

        print(f"dugout {__version__}")
        raise typer.Exit()


@app.callback()
def _options(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                          help="Print dugout's version and exit.")) -> None:
    """Import, rate, print and play baseball teams in tabletop dice baseball games."""


#: The modules whose commands register themselves on import, in the order ``dugout --help`` lists them.
COMMAND_MODULES = ("data", "games_cmds", "atlas_cmds", "league_cmds", "online_cmds", "generate_cmds")
#: The module of each top-level command (``tests/cli/test_cli_start.py`` holds it to what the modules register). A
#: command named on the command line loads its own module only: the others' imports and typer's reading of their
#: signatures are about 0.1 CPU-s of every command's start (``_register``).
COMMAND_OF: dict[str, str] = {
    **dict.fromkeys(("find", "roster", "schema", "show", "teams"), "data"),
    **dict.fromkeys(("cards", "fidelity", "games", "play", "ratings", "season", "series", "sim"), "games_cmds"),
    "atlas": "atlas_cmds", "league": "league_cmds", "generate": "generate_cmds",
    **dict.fromkeys(("csv-template", "http-cache", "import-box", "import-bref", "import-csv", "import-pybaseball"),
                    "online_cmds"),
}


def _register(argv: list[str] | None = None) -> None:
    """Import the command modules, whose commands register themselves on ``app``: the one module of the command
    ``argv`` names (its first word that is not an option), or every module (no command, one dugout does not know,
    ``--help`` alone, the shell's completion asking)."""
    name = next((a for a in argv if not a.startswith("-")), None) if argv else None
    only = COMMAND_OF.get(name) if name is not None and not any(k.endswith("_COMPLETE") for k in os.environ) \
        else None
    for mod in (only,) if only else COMMAND_MODULES:
        try:
            __import__(f"dugout.cli.{mod}")
        except ModuleNotFoundError as e:
            if e.name != f"dugout.cli.{mod}":
                raise


def _os_error(e: OSError) -> str:
    """An operating-system error (a folder that cannot be written, a full disk, a file that vanished) as one line
    naming the file."""
    where = e.filename if e.filename is not None else ""
    what = e.strerror or str(e) or type(e).__name__
    return f"{where}: {what}" if where else what


def error_line(e: BaseException) -> str | None:
    """The one line a user sees for an exception, or None for a defect of dugout (which keeps its traceback):
    the one place that turns exceptions into the one-line error."""
    if isinstance(e, DugoutError):
        return e.one_line()
    if isinstance(e, OSError):
        return _os_error(e)
    if isinstance(e, MemoryError):
        return "out of memory (ask for fewer games, replays or teams)"
    if isinstance(e, RecursionError):
        return "the input is nested too deeply"
    if isinstance(e, Exception):
        return _usage_error(e)
    return None


def _usage_error(e: Exception) -> str | None:
    """The one-line message of a command-line parsing error (a bad value, an unknown option, a missing or extra
    argument), or None for any other exception. Typer raises click's exceptions or, from 0.2x, its own copy of
    them: both carry ``exit_code`` and ``format_message``, and a usage error its context."""
    if not (hasattr(e, "exit_code") and hasattr(e, "format_message")):
        return None
    message = " ".join(str(e.format_message()).split())
    ctx = getattr(e, "ctx", None)
    where = getattr(ctx, "command_path", "") if ctx is not None else ""
    return f"{message} (see '{where} --help')" if where else message


def _refuse_empty(command: Any) -> Any:
    """``command`` (the click command tree typer builds) with every parameter of every command refusing an empty
    value (``--name ""``, ``-o ""``, a ``""`` argument, an empty item of a repeated option) before it is
    converted, and every ``--seed`` one of more digits than the files that keep a seed read back: the one place
    for it. An empty path would otherwise become ``.`` (the current folder) and an empty text the option's
    default, doing what nobody asked for; no option of dugout means anything by ''."""
    stack = [command]
    while stack:
        cmd = stack.pop()
        stack.extend(getattr(cmd, "commands", {}).values())
        for param in getattr(cmd, "params", ()):
            param.process_value = _non_empty(param, param.process_value)
    return command


def _non_empty(param: Any, process: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    if getattr(param, "param_type_name", "") == "option":
        label = max(param.opts, key=len)
    else:
        label = str(getattr(param, "metavar", None) or param.name).lower()

    def process_value(ctx: Any, value: Any) -> Any:
        if value == "" or (isinstance(value, (tuple, list)) and "" in value):
            raise DugoutError(f"{label}: got an empty argument (give a value, or leave the option out)")
        value = process(ctx, value)
        if param.name == "seed" and isinstance(value, int) and not -SEED_LIMIT < value < SEED_LIMIT:
            raise DugoutError(f"{label}: a seed of {len(str(abs(value)))} digits, past the limit of {MAX_DIGITS} "
                              f"(a league, a saved game and a report keep the seed to replay it)")
        return value

    return process_value


class _Notes(logging.Handler):
    """The library's notes (``logging`` under ``dugout``, e.g. which roster file a team came from) as
    ``dugout: …`` lines on whatever stderr is now."""

    def emit(self, record: logging.LogRecord) -> None:
        print(safe_text(f"dugout: {record.getMessage()}"), file=sys.stderr)


def _notes() -> None:
    log = logging.getLogger("dugout")
    if not any(isinstance(h, _Notes) for h in log.handlers):
        log.addHandler(_Notes())
        log.setLevel(logging.INFO)
        log.propagate = False


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app; a DugoutError or a command-line parsing error becomes one line on stderr and exit
    code 2 (``dugout`` alone prints the help)."""
    if argv is None:
        argv = sys.argv[1:]
    _register(argv)
    _notes()
    if not argv:
        argv = ["--help"]
    try:
        command = _refuse_empty(typer.main.get_command(app))
        rv = command.main(args=argv, prog_name="dugout", standalone_mode=False)
    except (KeyboardInterrupt, typer.Abort):
        print("dugout: interrupted", file=sys.stderr)
        sys.exit(130)
    except BrokenPipeError:
        sys.exit(0)
    except Exception as e:
        message = error_line(e)
        if message is None:
            raise
        print(safe_text(f"dugout: error: {' '.join(message.split())}"), file=sys.stderr)
        code = getattr(e, "exit_code", None) if not isinstance(e, (DugoutError, OSError)) else None
        sys.exit(code if isinstance(code, int) and code else 2)
    # without standalone mode typer returns the code of an Exit (--help: 0) or the command's own return value
    if isinstance(rv, int) and not isinstance(rv, bool) and rv:
        if rv == 130:
            print("dugout: interrupted", file=sys.stderr)
        sys.exit(rv)
