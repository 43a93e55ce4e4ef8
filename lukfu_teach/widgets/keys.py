"""``KeyRelay``: the keys a learner presses inside a widget, sent to Python (one small anywidget model).

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
from typing import Any

import anywidget
import traitlets as t

_ESM = r"""
const OWN_KEYS = "input, select, textarea, [role=slider], [contenteditable], .lukfu-picker-row, .widget-slider";

function render({ model, el }) {
  el.classList.add("lukfu-key-relay");
  let root = null;
  let tries = 0;
  const onKey = (event) => {
    const keys = model.get("watched") || [];
    if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest && event.target.closest(OWN_KEYS)) return;
    event.preventDefault();  // JupyterLab then leaves the key alone (no cell is selected or run)
    event.stopPropagation();
    model.send({ event: "key", key: event.key });
  };
  let lastFocus = null;
  const onFocus = (event) => { lastFocus = event.target; };
  // A button that gets disabled (Next at the last step) drops the focus out of the widget, and the keys
  // with it: the widget itself takes the focus instead.
  const watcher = new MutationObserver((records) => {
    for (const r of records) {
      if (r.target === lastFocus && r.target.disabled) {
        root.focus({ preventScroll: true });
      }
    }
  });
  const attach = () => {
    root = el.closest("." + model.get("scope"));
    if (!root) {
      if (tries++ < 600) requestAnimationFrame(attach);  // the view is put in the page after it is drawn
      return;
    }
    if (!root.hasAttribute("tabindex")) root.tabIndex = -1;
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusin", onFocus);
    watcher.observe(root, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
  };
  attach();
  return () => {
    watcher.disconnect();
    if (root) {
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusin", onFocus);
    }
  };
}

export default { render };
"""


class KeyRelay(anywidget.AnyWidget):
    """Sends the ``keys`` pressed inside the widget with the class ``scope`` to ``on_key`` callbacks."""

    _esm = _ESM
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
