"""The README's Python runs as written: ``python`` blocks are executed, ``pycon`` blocks are
doctests (their output must match), all in one namespace, in order, so documentation cannot drift."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).parent.parent / "README.md"
BLOCK = re.compile(r"^```(python|pycon)\n(.*?)^```", re.S | re.M)


def blocks() -> list[tuple[str, str, int]]:
    text = README.read_text(encoding="utf-8")
    return [(m[1], m[2], text.count("\n", 0, m.start()) + 2) for m in BLOCK.finditer(text)]


def test_the_readme_has_python_and_doctest_blocks():
    kinds = [kind for kind, _, _ in blocks()]
    assert "python" in kinds and "pycon" in kinds


def test_every_python_block_of_the_readme_runs():
    namespace: dict = {"__name__": "readme"}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for kind, code, line in blocks():
        if kind == "python":
            exec(compile(code, f"README.md:{line}", "exec"), namespace)  # noqa: S102 - our own README
        else:
            test = doctest.DocTestParser().get_doctest(code, namespace, "README", str(README), line)
            runner.run(test, clear_globs=False)
            namespace.update(test.globs)  # a DocTest runs in a copy of the namespace
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} README example(s) failed (see the output above)"
