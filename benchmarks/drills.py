"""How fast the drills answer: ``python benchmarks/drills.py [--repeat 5]`` (medians and the slowest, in ms).

Targets: a drill judges an answer in <= 5 ms (``submit``, the feedback rendered); a click in a drill widget
answers in <= 50 ms on the Python side (judging, the feedback and every text redrawn); a lesson's sequence of
drills and its recap are made in <= 300 ms; ``set_language`` redraws a drill in <= 50 ms. Measured without a
kernel (no message is sent), on every drill of the catalogue with a right and a wrong answer.
"""

from __future__ import annotations

import argparse
import functools
import statistics
import time
from collections.abc import Callable

from lukfu_teach import course, drills
from lukfu_teach.drills import Progress
from lukfu_teach.widgets import DrillRecap, DrillSequence, DrillWidget


def ms(run: Callable[[], object], repeat: int) -> float:
    """The median of ``repeat`` runs, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def wrong(drill: drills.Drill) -> object:
    """A valid answer that is wrong, if the drill offers one (else the solution)."""
    for choice in drill.choices:
        feedback = drill.submit(choice.key)
        if feedback.valid and not feedback.correct:
            return choice.key
    for card in drill.cards:
        feedback = drill.submit(str(card))
        if feedback.valid and not feedback.correct:
            return str(card)
    return drill.solution()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    catalog = drills.catalog()

    def judge(drill: drills.Drill, answer: object) -> Callable[[], object]:
        return lambda: drill.submit(answer).render("sv")

    submits = [ms(judge(d, a), repeat) for d in catalog for a in (d.solution(), wrong(d))]

    def click(drill: drills.Drill) -> float:
        widget = DrillWidget(drill, progress=None)
        answer = wrong(drill)
        start = time.perf_counter()
        widget.answer(answer)
        return (time.perf_counter() - start) * 1000

    clicks = [statistics.median(click(d) for _ in range(repeat)) for d in catalog]
    builds = [ms(functools.partial(DrillWidget, d, progress=None), repeat) for d in catalog]
    widget = DrillWidget("old-after-plays", progress=None)
    widget.answer("S7")
    languages = ms(lambda: (widget.set_language("sv"), widget.set_language("en")), repeat) / 2  # type: ignore[func-returns-value]
    lesson = max(course.LESSONS, key=lambda k: len(course.LESSONS[k].drill_ids))
    progress = Progress.in_memory()
    sequence = ms(lambda: (DrillSequence(course.drills(lesson), progress=progress),
                           DrillRecap(course.drills(lesson), progress=progress)), repeat)  # fmt: skip

    def line(name: str, values: list[float], target: float) -> None:
        print(f"{name:<44} median {statistics.median(values):7.2f} ms  slowest {max(values):7.2f} ms  "
              f"(target <= {target:g} ms)")  # fmt: skip

    print(f"{len(catalog)} drills, {repeat} runs each")
    line("submit (judged, rendered in Swedish)", submits, 5)
    line("a click in a drill widget (answer + redraw)", clicks, 50)
    line("making a drill widget", builds, 100)
    line("set_language of a drill widget", [languages], 50)
    line(f"lesson {lesson}'s sequence and recap", [sequence], 300)


if __name__ == "__main__":
    main()
