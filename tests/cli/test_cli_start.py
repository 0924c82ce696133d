"""A command loads its own command module only (``cli._register``), and the map that says which module that is
(``cli.COMMAND_OF``) names every command the modules register."""

from __future__ import annotations

import subprocess
import sys

import typer.main

from dugout import cli


def _module_of_each_command() -> dict[str, str]:
    """Every top-level command (a group by its name) and the command module that registers it."""
    cli._register()
    out: dict[str, str] = {}
    for c in cli.app.registered_commands:
        assert c.callback is not None
        name = c.name or c.callback.__name__.replace("_", "-")
        out[name] = c.callback.__module__.rsplit(".", 1)[1]
    for grp in cli.app.registered_groups:
        assert grp.name is not None and grp.typer_instance is not None
        subs = grp.typer_instance.registered_commands
        assert subs and subs[0].callback is not None
        out[grp.name] = subs[0].callback.__module__.rsplit(".", 1)[1]
    return out


def test_the_map_names_every_command_and_its_module() -> None:
    found = _module_of_each_command()
    assert found == cli.COMMAND_OF
    assert set(found) == set(typer.main.get_command(cli.app).commands)  # type: ignore[attr-defined]
    assert set(found.values()) == set(cli.COMMAND_MODULES)


def _loaded(*args: str) -> tuple[str, set[str]]:
    """What ``dugout ARGS`` prints, and which command modules it loaded (in a fresh process)."""
    code = ("import sys; from dugout import cli\n"
            "try:\n    cli.main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
            "print('LOADED', sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('dugout.cli.')))")
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=True).stdout
    head, _, loaded = out.rpartition("LOADED ")
    return head, set(eval(loaded))  # noqa: S307  (our own print of a list of names)


def test_a_command_loads_its_own_module_only() -> None:
    out, loaded = _loaded("games")
    assert "payoff-pitch" in out
    assert loaded & set(cli.COMMAND_MODULES) == {"games_cmds"}
    out, loaded = _loaded("atlas", "--help")
    assert "--replays" in out
    assert "atlas_cmds" in loaded and not loaded & {"data", "league_cmds", "online_cmds", "generate_cmds"}


def test_help_and_unknown_commands_load_every_module() -> None:
    for args in (("--help",), ("nosuch",)):
        out, loaded = _loaded(*args)
        assert set(cli.COMMAND_MODULES) <= loaded, args
    out, _ = _loaded("--help")
    for name in cli.COMMAND_OF:
        assert name in out
