"""The one error type users see: every bad input becomes a one-line DugoutError."""

from __future__ import annotations


class DugoutError(Exception):
    """A problem the user can fix; the CLI prints its message on one line and exits with code 2."""

    def one_line(self) -> str:
        """The message collapsed onto one line."""
        return " ".join(str(self).split())


class RosterFileError(DugoutError):
    """A roster file that cannot be read: names the file, the JSON path and what was expected."""

    def __init__(self, file: str, path: str, expected: str) -> None:
        self.file = file
        self.path = path
        self.expected = expected
        super().__init__(f"{file}: {path}: {expected}")


class UnknownTeamError(DugoutError):
    """A team name or id that matches no team of the season."""


class UnknownGameError(DugoutError):
    """A game name that is not registered."""


class SourceError(DugoutError):
    """An importer could not produce a roster (network down, blocked, page layout changed)."""
