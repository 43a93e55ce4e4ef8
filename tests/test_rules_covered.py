"""Every rule of RULES.md (R1-R20) has at least one test named after it."""

import re
from pathlib import Path

from helpers import known


def test_every_rule_has_a_test_named_after_it():
    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        names |= set(re.findall(r"def (test_R\d+[a-e]?)_", path.read_text()))
    numbers = {int(known(re.match(r"test_R(\d+)", n))[1]) for n in names}
    assert numbers >= set(range(1, 21)), sorted(set(range(1, 21)) - numbers)
    for sub in ("R10a", "R10b", "R16a", "R16b", "R16c", "R16d", "R16e"):
        assert f"test_{sub}" in names, sub
