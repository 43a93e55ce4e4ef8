"""The widgets: step through deals, play against the AIs, quizzes, pick cards (needs ipywidgets, anywidget).

>>> from lukfu_teach.widgets import CardPicker, DealStepper, PlayTable, OldQuiz, BeatQuiz
"""

from .picker import CardPicker
from .quiz import BeatQuiz, OldQuiz
from .stepper import DealStepper
from .table import PlayTable

__all__ = ["BeatQuiz", "CardPicker", "DealStepper", "OldQuiz", "PlayTable"]
