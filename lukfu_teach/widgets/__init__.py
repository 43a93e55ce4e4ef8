"""The widgets: step through deals, play against the AIs, quizzes (needs ipywidgets).

>>> from lukfu_teach.widgets import DealStepper, PlayTable, OldQuiz, BeatQuiz
"""

from .quiz import BeatQuiz, OldQuiz
from .stepper import DealStepper
from .table import PlayTable

__all__ = ["BeatQuiz", "DealStepper", "OldQuiz", "PlayTable"]
