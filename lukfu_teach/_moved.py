"""The modules' old addresses: ``lukfu_teach.render`` is ``lukfu_teach.pictures.render``, and so on.

Until December 2026 the engine, records, words and pictures sat flat in ``lukfu_teach/``; they now live in
the folders that are the layers (``docs/engine.md``). Code written against the flat layout (``from
lukfu_teach import render``, ``import lukfu_teach.cards``, ``from lukfu_teach.record import load``) goes on
working: an old address imports the very module at its new one (one module object, so classes compare equal).
``python -m`` needs the new address (``python -m lukfu_teach.pictures.rulesheet``).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from types import ModuleType

LAYERS = {
    "engine": ("cards", "plays", "old", "moves", "legal", "state", "deal", "view", "position_code", "scoring",
               "seats", "playout"),
    "records": ("record", "jsonio", "files"),
    "words": ("terms", "explain", "narrate", "secrecy", "insight"),
    "pictures": ("render", "figures", "handout", "rulesheet", "rulebook"),
}  # fmt: skip
MOVED = {f"{__package__}.{name}": f"{__package__}.{layer}.{name}" for layer, names in LAYERS.items() for name in names}


class _OldAddress(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds a module's old address and hands out the module imported from its new one."""

    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        return importlib.import_module(MOVED[spec.name])

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module ran at its new address."""


def install() -> None:
    """Let the old addresses import (once a process)."""
    if not any(isinstance(finder, _OldAddress) for finder in sys.meta_path):
        sys.meta_path.insert(0, _OldAddress())  # before any finder that still knows the old files
