"""The README's and the docs' Python runs as written: ``python`` blocks are executed, ``pycon`` blocks are
doctests (their output must match), each page in one namespace, in order, so documentation cannot drift."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
BLOCK = re.compile(r"^```(python|pycon)\n(.*?)^```", re.S | re.M)
LINK = re.compile(r"\]\(([^)#:]+)(?:#[^)]*)?\)")


def blocks(page: Path) -> list[tuple[str, str, int]]:
    text = page.read_text(encoding="utf-8")
    return [(m[1], m[2], text.count("\n", 0, m.start()) + 2) for m in BLOCK.finditer(text)]


def test_the_docs_have_python_and_doctest_blocks():
    kinds = {kind for page in PAGES for kind, _, _ in blocks(page)}
    assert kinds == {"python", "pycon"}


@pytest.mark.parametrize("page", [p for p in PAGES if blocks(p)], ids=lambda p: str(p.relative_to(ROOT)))
def test_every_python_block_runs(page):
    namespace: dict = {"__name__": "readme"}
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    name = str(page.relative_to(ROOT))
    for kind, code, line in blocks(page):
        if kind == "python":
            exec(compile(code, f"{name}:{line}", "exec"), namespace)  # noqa: S102 - our own documentation
        else:
            test = doctest.DocTestParser().get_doctest(code, namespace, name, str(page), line)
            runner.run(test, clear_globs=False)
            namespace.update(test.globs)  # a DocTest runs in a copy of the namespace
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) of {name} failed (see the output above)"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_local_link_leads_to_a_file(page):
    text = BLOCK.sub("", page.read_text(encoding="utf-8"))
    missing = [t for t in LINK.findall(text) if not t.startswith(("http", "mailto")) and not (page.parent / t).exists()]
    assert not missing, f"{page.relative_to(ROOT)} links to files that do not exist: {missing}"


def test_the_readme_keeps_the_quick_start_on_its_first_screen():
    head = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:40]
    assert "make lab" in "\n".join(head) and "make test" in "\n".join(head)
