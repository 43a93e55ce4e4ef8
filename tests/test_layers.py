"""The layout shows the layers (DESIGN.md): each folder of ``lukfu_teach`` imports, at module level, only from
its own layer and the layers below; the one allowed upward reference is a function-level import (the engine's
``_repr_html_`` hooks reach ``pictures.render`` inside the method). And the flat layout's addresses still import
the very same modules."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parent.parent / "lukfu_teach"
LAYERS = ("base", "engine", "records", "words", "pictures", "ai", "examples", "drills", "course", "classroom",
          "widgets", "cli")  # fmt: skip
BASE = {"errors", "i18n", "_moved"}


def layer(module: str) -> str:
    """``lukfu_teach.engine.cards`` -> ``engine``; ``lukfu_teach.i18n`` -> ``base``."""
    first = module.split(".")[1] if "." in module else "__init__"
    if first in BASE:
        return "base"
    return first if first in LAYERS else "__init__"  # a public name of the package itself


def module_level_imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every ``lukfu_teach`` import outside a function."""
    name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).removesuffix(".__init__")
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = []
    for node in ast.parse(path.read_text()).body:  # the module's own statements, not inside a def
        if isinstance(node, ast.If):  # TYPE_CHECKING blocks count as imports too
            nodes = node.body
        else:
            nodes = [node]
        for item in nodes:
            if isinstance(item, ast.ImportFrom):
                if item.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - item.level + 1])
                    target = f"{base}.{item.module}" if item.module else base
                else:
                    target = item.module or ""
                if target == "lukfu_teach" or (item.level and not item.module):
                    found += [(item.lineno, f"{target}.{alias.name}") for alias in item.names]
                elif target.startswith("lukfu_teach"):
                    found.append((item.lineno, target))
            elif isinstance(item, ast.Import):
                found += [(item.lineno, a.name) for a in item.names if a.name.startswith("lukfu_teach")]
    return found


def test_the_folders_are_the_layers_and_the_arrows_point_down() -> None:
    flat = sorted(p.stem for p in PACKAGE.glob("*.py") if p.stem not in BASE | {"__init__", "cli", "course"})
    assert flat == [], f"modules outside the layer folders: {flat}"
    upward = []
    for path in sorted(PACKAGE.rglob("*.py")):
        here = layer(".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts))
        if here == "__init__":
            continue  # the package gathers the public names from every layer
        for line, target in module_level_imports(path):
            there = layer(target)
            if there != "__init__" and LAYERS.index(there) > LAYERS.index(here):
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} ({here}) imports {target} ({there})")
    assert upward == [], "imports that point up:\n" + "\n".join(upward)


@pytest.mark.parametrize("old", ["cards", "record", "explain", "render", "handout", "rulesheet", "terms"])
def test_the_flat_layouts_addresses_import_the_same_modules(old: str) -> None:
    from lukfu_teach._moved import MOVED

    module = importlib.import_module(f"lukfu_teach.{old}")
    assert module is importlib.import_module(MOVED[f"lukfu_teach.{old}"])
    assert getattr(importlib.import_module("lukfu_teach"), old) is module  # from lukfu_teach import render
