"""Printing's own promises: an existing file is kept unless the user forces it."""

from __future__ import annotations

import pytest

from dugout.api.games import print_cards


def test_print_refuses_to_overwrite(tmp_path, yankees_1927):
    from dugout.errors import DugoutError

    out = tmp_path / "x.pdf"
    out.write_bytes(b"keep")
    with pytest.raises(DugoutError, match="already exists"):
        print_cards("tb", [yankees_1927], out=out)
    assert out.read_bytes() == b"keep"
