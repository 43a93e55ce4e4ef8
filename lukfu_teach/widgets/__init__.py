"""The widgets: step through deals, play against the AIs, quizzes, pick cards (needs ipywidgets, anywidget).

>>> from lukfu_teach.widgets import CardPicker, DealStepper, PlayTable, OldQuiz, BeatQuiz
>>> from lukfu_teach.widgets import DrillWidget, DrillSequence, DrillRecap, DrillAssessment
"""

from .drill import DrillAssessment, DrillRecap, DrillSequence, DrillWidget
from .picker import CardPicker
from .play_table import PlayTable
from .quiz import BeatQuiz, OldQuiz
from .stepper import DealStepper

__all__ = [
    "BeatQuiz",
    "CardPicker",
    "DealStepper",
    "DrillAssessment",
    "DrillRecap",
    "DrillSequence",
    "DrillWidget",
    "OldQuiz",
    "PlayTable",
]
