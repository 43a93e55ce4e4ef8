"""``KeyRelay``: the keys a learner presses inside a widget, sent to Python (one small anywidget model).

It also looks after what ipywidgets leaves undone in the widget around it: a slider's handle gets the
slider's label as its accessible name; a column that scrolls inside itself (``.lukfu-side``) is reached
by the keyboard; an opened ``<details>`` (an AI's reasons in the moves) is scrolled
into view inside the box that holds it; and the answer to what the learner just pressed (a panel with the
class ``lukfu-answer``: a hint, a refusal, a review) is scrolled into view by as little as needed.

The stepper steps with the arrow keys: placed anywhere in a widget, the relay listens to the keys
pressed while the focus is inside the nearest ancestor with the class ``scope`` (not in a text
field, a menu, a slider or a row of cards, which use the arrows themselves) and sends them on.

>>> relay = KeyRelay("lukfu-stepper", ["ArrowLeft", "ArrowRight"])
>>> pressed = []
>>> relay.on_key(pressed.append)
>>> relay._message(relay, {"event": "key", "key": "ArrowRight"}, [])
>>> pressed
['ArrowRight']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets as t

HERE = Path(__file__).parent  # keys.js: the page side, run by anywidget


class KeyRelay(anywidget.AnyWidget):
    """Sends the ``keys`` pressed inside the widget with the class ``scope`` to ``on_key`` callbacks."""

    _esm = HERE / "keys.js"
    _css = ".lukfu-key-relay{display:none !important}.lukfu-widget:focus-visible{outline:2px dashed #1b5fc1}"
    scope = t.Unicode("").tag(sync=True)
    watched = t.List(t.Unicode()).tag(sync=True)  # the keys sent on (not `keys`: a Widget attribute)

    def __init__(self, scope: str, keys: Sequence[str], **kwargs: Any) -> None:
        super().__init__(scope=scope, watched=list(keys), **kwargs)
        self._callbacks: list[Callable[[str], None]] = []
        self.on_msg(self._message)

    def on_key(self, callback: Callable[[str], None]) -> None:
        self._callbacks.append(callback)

    def _message(self, _: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "key" and content.get("key") in self.watched:
            for callback in list(self._callbacks):
                callback(content["key"])
