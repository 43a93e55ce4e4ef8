"""Joining words into lists, for messages: the lowest layer, so the engine may use it too.

>>> and_list(["S9", "S8", "S7"])
'S9, S8 and S7'
>>> or_list(["S6", "S8"])
'S6 or S8'
"""

from __future__ import annotations

from collections.abc import Sequence


def and_list(items: Sequence[str]) -> str:
    """``S9, S8 and S7``."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def or_list(items: Sequence[str], most: int = 4) -> str:
    """``S6 or S8``; beyond ``most`` items, ``S6, S7, S8, S9 or 2 other plays``."""
    if len(items) > most:
        return ", ".join(items[:most]) + f" or {len(items) - most} other plays"
    return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else "".join(items)
