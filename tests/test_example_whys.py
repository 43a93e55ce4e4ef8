"""The AIs' reasons in the example deals are those the current AI gives for the very moves recorded.

When the AI changes, rerun ``.venv/bin/python tools/annotate_examples.py``, review its report and the
diff, and regenerate the golden transcripts (see ``tests/test_examples.py``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from lukfu_teach import examples
from lukfu_teach.records.record import dumps

TOOL = Path(__file__).parent.parent / "tools" / "annotate_examples.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("annotate_examples", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


tool = load_tool()


@pytest.mark.parametrize("name", examples.names())
def test_example_whys_are_the_current_ais(name: str) -> None:
    level, seed, seats = tool.AIS[name]
    record = examples.load(name)
    annotated, report = tool.annotate(record, level, seed, seats)
    assert dumps(annotated) == dumps(record), (
        f"{name}: the AI's reasons changed; rerun tools/annotate_examples.py and review:\n" + "\n".join(report)
    )
    entries, annotated_entries = (*record.calls, *record.moves), (*annotated.calls, *annotated.moves)
    assert [e.note for e in annotated_entries] == [e.note for e in entries]  # notes kept, in every language
    assert (annotated.title, annotated.description) == (record.title, record.description)
    assert all("sv" in e.note for e in entries if e.note)
    for entry in entries:  # a why is the reason for its own call or move, by its seat's AI
        if entry.why is not None:
            assert entry.move.seat in seats and entry.why["level"] == level
            texts = [*entry.why["reasons"], *(a["note"] for a in entry.why["alternatives"])]
            assert all(set(t) == {"en", "sv"} for t in texts)  # every sentence in every language (FORMAT.md)


def test_at_least_half_of_the_examples_carry_ai_reasons_for_most_ai_moves() -> None:
    carrying = 0
    for name in examples.names():
        seats = tool.AIS[name][2]
        ai_moves = [e for e in examples.load(name).moves if e.move.seat in seats]
        carrying += sum(e.why is not None for e in ai_moves) * 2 > len(ai_moves)
    assert carrying * 2 >= len(examples.names())
