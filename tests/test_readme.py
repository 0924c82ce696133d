"""The README's Python example runs as written (the documented interface is the one that exists)."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_python_interface_example_runs(capsys):
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## The Python interface"):]
    code = re.search(r"```python\n(.*?)```", section, re.DOTALL)
    assert code is not None
    exec(compile(code.group(1), "README.md", "exec"), {})  # noqa: S102 (our own README, the point of the test)
    out = capsys.readouterr().out
    assert "New York Yankees" in out and "Philadelphia Athletics" in out
