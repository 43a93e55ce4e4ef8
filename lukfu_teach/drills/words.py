"""The drills' sentences: whole sentences with named parameters, in English for now.

They are written as gettext wants them (``docs/translating.md``), but not yet marked for it: the
Swedish catalogue is another helper's work, and every marked message must be translated there. To
translate the drills, replace ``say`` by ``i18n._``, ``say_n`` by ``i18n.ngettext`` and ``word`` by
``i18n.N_`` (and ``_()`` where a ``word`` is shown), then run ``make translations``.

>>> say("{seat} says play (R5).", seat="seat 1 (East)")
'seat 1 (East) says play (R5).'
>>> say_n("{n} Old card", "{n} Old cards", 2)
'2 Old cards'
"""

from __future__ import annotations


def say(template: str, /, **params: object) -> str:
    """``template`` with its named parameters filled in."""
    return template.format(**params) if params else template


def say_n(singular: str, plural: str, n: int, /, **params: object) -> str:
    """The form for count ``n``, filled in with ``n`` and ``params``."""
    return (singular if n == 1 else plural).format(n=n, **params)


def word(template: str) -> str:
    """A sentence kept to be said later (gettext's ``N_``)."""
    return template


def or_list(items: list[str]) -> str:
    """``S6, S7 or S8`` (every item, however many).

    >>> or_list(["S6", "S7", "S8"])
    'S6, S7 or S8'
    """
    return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else "".join(items)
