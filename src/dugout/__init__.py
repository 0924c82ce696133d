"""dugout: import, rate, print and play baseball teams in tabletop dice baseball games."""

__version__ = "0.1.0"

from dugout import _native  # noqa: E402  (the compiled build, when there is one and it is current)

_native.guard()
