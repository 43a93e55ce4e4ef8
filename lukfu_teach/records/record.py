"""Deal records (FORMAT.md): read, check, write and replay them.

``loads``/``load`` never trust their input: a record that is not JSON, not
this format, or breaks a rule is refused with one ``RecordError`` naming the
place, the reason and the rule. Reading is strict: unknown or duplicate keys,
loose types (``true`` for a seat, ``6.0`` for 6 fu), card codes other than
``S7``, a ``why`` of another shape, invalid Unicode, and hostile size or
nesting are refused too. With ``strict=False`` the reader instead keeps what
could be read and lists the problems, for display.

Calls and moves are ``Entry`` values: the move and its annotations (a note,
an AI's ``why``). ``title``, ``description``, notes and the sentences of a
``why`` are ``StoredText``: a string (English) or texts keyed by language
code, ``{"en": ..., "sv": ...}``; show them with ``i18n.pick(text)``, which
picks the learner's language and falls back to English.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import IO, Any, NamedTuple

from ..engine.cards import BY_CODE, Card, cards_in, not_a_card
from ..engine.deal import Action, Deal, Move, Result, Rules, SeatView
from ..engine.moves import Trick
from ..engine.old import Proof
from ..engine.seats import DEFAULT_SEATS, Seat
from ..errors import FormatError, IllegalMoveError, NotationError, RecordError
from ..i18n import L_, Text, and_list, nL_
from .files import write_whole
from .jsonio import parse, place_of, quote, read_bytes, read_stream, scan

StoredText = str | Mapping[str, str]  # a string (English) or texts keyed by language code (FORMAT.md)
# A language code: ISO 639 letters, then optional subtags (BCP 47): en, sv, pt-BR, zh-Hant.
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{1,8})*")
FORMAT, VERSION = "lukfu-deal", 1
ACTIONS = ("lead", "beat", "discard", "claim")
CALLS = ("play", "pass")
REQUIRED = ("format", "version", "master", "hands", "calls", "moves")
# Every key each object of a record may hold (FORMAT.md, docs/format.md); any other is refused.
RECORD_KEYS = (*REQUIRED[:2], "title", "description", "seats", "rules", "master", "redeals", *REQUIRED[3:], "result")
RULE_KEYS = ("noncaller_lead_rule", "passed_master_limit")
MOVE_KEYS = ("seat", *ACTIONS, "note", "why")
CALL_KEYS = ("call", "note", "why")
RESULT_KEYS = ("winner", "fu", "net")
WHY_KEYS = ("level", "reasons", "alternatives", "samples")
ALTERNATIVE_KEYS = ("move", "expected_net", "win_rate", "samples", "margin", "note")
WEIGHED_MOVE_KEYS = ("seat", *ACTIONS, "call")
_LEVEL = re.compile(r"[a-z][a-z0-9_-]{0,29}")


@dataclass(frozen=True)
class Entry:
    """A call or move of a record with its annotations: a person's ``note``, an AI's ``why``.

    ``note`` is a ``StoredText``; ``why`` has the shape of FORMAT.md
    (``{"level": "expert", "reasons": [...], "alternatives": [...], "samples": 1000}``).
    """

    move: Move
    note: StoredText = ""
    why: Mapping[str, Any] | None = None

    def to_json(self) -> dict | str:
        """The record's form: a move object; a call as ``"pass"``, or ``{"call": "pass", ...}`` when annotated."""
        out: dict[str, Any]
        if self.move.is_call:
            if not self.note and self.why is None:
                return self.move.action.value
            out = {"call": self.move.action.value}
        else:
            out = self.move.to_json()
        if self.note:
            out["note"] = self.note
        if self.why is not None:
            out["why"] = self.why
        return out


@dataclass(frozen=True)
class Record:
    """A deal as dealt, called and played, with its annotations.

    ``calls`` are ``Entry`` values whose moves are the calls in turn from the
    Master (``Move(seat, Action.PASS)``, ...); plain ``Action`` values or
    ``"play"``/``"pass"`` given here are made into entries.
    """

    master: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    calls: tuple[Entry, ...]
    moves: tuple[Entry, ...] = ()
    title: StoredText = ""
    description: StoredText = ""
    seats: tuple[str, str, str] = DEFAULT_SEATS
    rules: Rules = field(default_factory=Rules)
    redeals: int = 0
    result: Result | None = None
    problems: tuple[RecordError, ...] = ()  # only in lenient mode
    _told: Story | None = field(default=None, init=False, repr=False, compare=False)  # the replay, made once

    def __post_init__(self) -> None:
        calls = []
        for i, call in enumerate(self.calls):
            seat = int(Seat(self.master).after(i))
            if isinstance(call, (Action, str)) and call in CALLS:
                call = Entry(Move(seat, Action(call)))
            elif isinstance(call, Move):
                call = Entry(call)
            if not isinstance(call, Entry) or not call.move.is_call or call.move.seat != seat:
                what: str | Text = repr(call)
                if isinstance(call, Entry):
                    move = call.move
                    what = f'"{move}"'
                    if move.is_call:  # the call said as at the table, in whole sentences
                        what = (L_("seat {seat} calls play", seat=move.seat) if move.action is Action.PLAY
                                else L_("seat {seat} calls pass", seat=move.seat))  # fmt: skip
                reason = L_("{what} is not a call of seat {seat}, whose turn it is (R5)", what=what, seat=seat)
                raise RecordError(f"calls[{i}]", reason, "R5")
            calls.append(call)
        object.__setattr__(self, "calls", tuple(calls))

    @classmethod
    def from_deal(cls, deal: Deal, **annotations: Any) -> Record:
        """The record of a deal (as dealt, its calls and moves, its result if over)."""
        return cls(
            master=int(deal.master),
            hands=tuple(cards_in(h) for h in deal.dealt),  # type: ignore[arg-type]
            calls=tuple(deal.calls) if deal.caller is not None else (),  # type: ignore[arg-type]
            moves=tuple(Entry(m) for m in deal.moves),
            rules=deal.rules,
            redeals=deal.redeals,
            result=deal.result,
            **annotations,
        )

    def start(self) -> Deal:
        """The deal as dealt, before any call (a copy: change it freely)."""
        return self.story().start.copy()

    def deal(self) -> Deal:
        """The deal after every call and move of the record (a copy)."""
        story = self.story()
        return (story.steps[-1]._after if story.steps else story.start).copy()

    def all_moves(self) -> list[Move]:
        """The calls as moves, then the moves."""
        return [e.move for e in self.calls] + [e.move for e in self.moves]

    def steps(self) -> tuple[Step, ...]:
        """The record told step by step: one ``Step`` a call or move, with the facts around it.

        The record is replayed once, the first time it is asked (a record read by ``load`` was
        replayed while it was checked), and every view is handed the same steps.
        """
        return self.story().steps

    def story(self) -> Story:
        """The record told once (``Story``: the deal as dealt, the steps, the views' answers about them)."""
        story = self._told
        if story is None:
            start = Deal.from_hands(self.hands, self.master, self.rules, self.redeals)
            story = tell(start, (*self.calls, *self.moves))
            object.__setattr__(self, "_told", story)
        return story

    def to_json(self) -> dict:
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        if self.title:
            out["title"] = self.title
        if self.description:
            out["description"] = self.description
        out["seats"] = list(self.seats)
        if self.rules != Rules():
            out["rules"] = {"noncaller_lead_rule": self.rules.noncaller_lead_rule,
                            "passed_master_limit": self.rules.passed_master_limit}  # fmt: skip
        out["master"] = self.master
        out["redeals"] = self.redeals
        out["hands"] = [[str(c) for c in h] for h in self.hands]
        out["calls"] = [e.to_json() for e in self.calls]
        out["moves"] = [e.to_json() for e in self.moves]
        if self.result is not None:
            out["result"] = self.result.to_json()
        return out


class Step:
    """One call or move of a record with the facts of the deal around it, computed once.

    ``number`` (from 1), ``move``, ``entry`` (with its note and why), ``trick_number`` (the trick the
    move is part of, from 1; 0 for a call); ``before`` and ``after``
    (also ``deal``) are the deal just before and just after the move, each a fresh copy (as
    python-chess's ``GameNode.board()``); ``trick`` is the trick this move won (R14), or ``None``;
    ``old[seat]`` the Old cards of each seat after the move with their proofs (R16) and
    ``newly_old[seat]`` those that were not Old just before it; ``view(seat)`` the position after
    the move as that seat saw it (R15). A step never changes.

    >>> from lukfu_teach import examples
    >>> step = examples.load("must_beat").steps()[3]
    >>> step.number, str(step.move), step.trick.winner, [str(c) for c in step.newly_old[1]]
    (4, '2:beat:M9', 2, ['M7', 'M8'])
    """

    __slots__ = ("number", "move", "entry", "trick_number", "_before", "_after", "_trick", "_old", "_new",
                 "_views", "__weakref__")  # fmt: skip
    number: int
    move: Move
    entry: Entry | None
    trick_number: int
    _before: Deal
    _after: Deal
    _trick: Trick | None
    _old: tuple[Mapping[Card, Proof], Mapping[Card, Proof], Mapping[Card, Proof]]
    _new: tuple[Mapping[Card, Proof], Mapping[Card, Proof], Mapping[Card, Proof]]
    _views: dict[int, SeatView]

    def __init__(
        self, number: int, move: Move, entry: Entry | None, before: Deal, after: Deal, trick_number: int
    ) -> None:
        set_ = object.__setattr__
        set_(self, "number", number)
        set_(self, "move", move)
        set_(self, "entry", entry)
        set_(self, "trick_number", trick_number)
        set_(self, "_before", before)
        set_(self, "_after", after)
        set_(self, "_views", {})
        ended = move.action in (Action.BEAT, Action.DISCARD) and not after._best
        set_(self, "_trick", after.tricks[-1] if ended else None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Step does not change ({name})")

    @property
    def seat(self) -> int:
        return self.move.seat

    @property
    def before(self) -> Deal:
        """The deal just before this move (a copy)."""
        return self._before.copy()

    @property
    def after(self) -> Deal:
        """The deal just after this move (a copy)."""
        return self._after.copy()

    deal = after

    @property
    def trick(self) -> Trick | None:
        """The trick this move finished, with its winner (R14); ``None`` for a call, a lead, a claim or a
        first answer."""
        return self._trick

    @property
    def is_over(self) -> bool:
        """Whether the deal is over after this move."""
        return self._after.is_over

    @property
    def old(self) -> tuple[Mapping[Card, Proof], Mapping[Card, Proof], Mapping[Card, Proof]]:
        """Each seat's Old cards after this move, with their proofs (R16), read-only."""
        try:
            return self._old
        except AttributeError:
            old = tuple(MappingProxyType(self._after.old_cards(seat)) for seat in (0, 1, 2))
            object.__setattr__(self, "_old", old)
            return old  # type: ignore[return-value]

    @property
    def newly_old(self) -> tuple[Mapping[Card, Proof], Mapping[Card, Proof], Mapping[Card, Proof]]:
        """Each seat's cards that became Old with this move (Old after it, not just before), with proofs."""
        try:
            return self._new
        except AttributeError:
            was = [self._before.old_mask(seat) for seat in (0, 1, 2)]
            new = tuple(MappingProxyType({c: p for c, p in proofs.items() if not c.bit & was[seat]})
                        for seat, proofs in enumerate(self.old))  # fmt: skip
            object.__setattr__(self, "_new", new)
            return new  # type: ignore[return-value]

    def view(self, seat: int) -> SeatView:
        """The position after this move as ``seat`` saw it (R15)."""
        views = self._views
        if seat not in views:
            views[seat] = self._after.view(seat)
        return views[seat]

    def __repr__(self) -> str:
        return f"<Step {self.number}: {self.move}>"


class Story(NamedTuple):
    """A deal told once: the deal as dealt, its steps, and the views' answers about them
    (``memo``: e.g. ``secrecy.held_back``'s, per step, seat and language), kept as long as the record."""

    start: Deal
    steps: tuple[Step, ...]
    memo: dict[Any, Any]


class _Teller:
    """A story being told: ``add`` makes a move (an illegal one raises ``IllegalMoveError`` and adds nothing)."""

    def __init__(self, start: Deal) -> None:
        self.start = self.before = start.copy()
        self.steps: list[Step] = []
        self.deal, self.tricks = start.copy(), 0

    def add(self, entry: Entry | None, move: Move) -> None:
        self.deal.apply(move)
        after = self.deal.copy()
        self.tricks += move.action is Action.LEAD
        self.steps.append(Step(len(self.steps) + 1, move, entry, self.before, after, self.tricks))
        self.before = after

    def story(self) -> Story:
        return Story(self.start, tuple(self.steps), {})


def tell(start: Deal, moves: Iterable[Entry | Move]) -> Story:
    """``start`` replayed move by move (entries or plain moves) into a ``Story``; an illegal move raises
    ``IllegalMoveError`` as ``Deal.apply`` does."""
    teller = _Teller(start)
    for item in moves:
        teller.add(item, item.move) if isinstance(item, Entry) else teller.add(None, item)
    return teller.story()


def history(deal: Deal) -> tuple[Step, ...]:
    """The steps of ``deal`` so far, its calls then its moves, replayed from the deal as dealt."""
    start = Deal._of(deal._dealt, deal.master, deal.rules, deal.redeals)
    calls = [Move(Seat(deal.master).after(i), call) for i, call in enumerate(deal.calls)]
    return tell(start, [*calls, *deal.moves]).steps


# -- reading ------------------------------------------------------------------


class _Reader:
    """Reads one record, collecting problems; strict mode stops at the first."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.problems: list[RecordError] = []

    def fail(self, place: str, reason: str | Text, rule: str | None = None) -> None:
        error = RecordError(place, reason, rule)
        if self.strict:
            raise error
        self.problems.append(error)

    def read(self, data: Any) -> Record:
        if not isinstance(data, dict):
            raise FormatError("", L_("a deal record is a JSON object, not {kind}", kind=_json_type(data)))
        if data.get("format") != FORMAT:
            found = quote(data["format"]) if "format" in data else L_("nothing")
            raise FormatError("format", L_('expected "{format}", found {found}', format=FORMAT, found=found))
        version = data.get("version")
        if "version" not in data or type(version) is not int:
            found = quote(version) if "version" in data else L_("nothing")
            raise FormatError("version", L_("expected the whole number {version}, found {found}", version=VERSION,
                                            found=found))  # fmt: skip
        if version != VERSION:
            raise FormatError("version", L_("{version} is not supported (this reads version {supported})",
                                            version=version, supported=VERSION))  # fmt: skip
        unknown = _unknown_key(data, "", RECORD_KEYS)
        if unknown:
            self.fail(unknown.place, unknown.reason_text)
        for key in REQUIRED:
            if key not in data:
                raise RecordError(key, L_("missing (a record needs {keys})", keys=", ".join(REQUIRED)))
        master = self.master(data["master"])
        hands = self.hands(data["hands"])
        calls = self.calls(data["calls"], master)
        fields = self.people(data)
        teller = _Teller(Deal.from_hands(hands, master, fields.get("rules"), fields.get("redeals", 0)))
        for entry in calls:
            teller.add(entry, entry.move)
        moves = self.moves(data["moves"], teller)
        result = self.result(data["result"], teller.deal) if "result" in data else None
        record = Record(master, hands, calls, moves, **fields, result=result, problems=tuple(self.problems))
        object.__setattr__(record, "_told", teller.story())  # replayed once, while it was checked
        return record

    def master(self, value: Any) -> int:
        if type(value) is not int or value not in (0, 1, 2):
            raise RecordError("master", not_a_seat(value), "R3")
        return value

    def hands(self, value: Any) -> tuple:
        if not isinstance(value, list) or len(value) != 3 or not all(isinstance(h, list) for h in value):
            raise RecordError("hands", L_("expected three lists of 12 cards (R4)"), "R4")
        hands = []
        where: dict[Card, tuple[int, int]] = {}
        for i, hand in enumerate(value):
            cards = []
            for j, code in enumerate(hand):
                card = _card(code, f"hands[{i}][{j}]")
                if card in where:
                    first, second = "hands[{}][{}]".format(*where[card]), f"hands[{i}][{j}]"
                    twice = L_("{card} is dealt twice ({first} and {second})", card=card, first=first, second=second)
                    raise RecordError("hands", twice)
                where[card] = (i, j)
                cards.append(card)
            if len(cards) != 12:
                dealt = nL_("{n} card; each seat is dealt 12 (R4)", "{n} cards; each seat is dealt 12 (R4)", len(cards))
                raise RecordError(f"hands[{i}]", dealt, "R4")
            hands.append(tuple(cards))
        return tuple(hands)

    def calls(self, value: Any, master: int) -> tuple[Entry, ...]:
        if not isinstance(value, list):
            raise RecordError("calls", L_('expected a list such as ["pass", "play"] (R5)'), "R5")
        calls: list[Entry] = []
        for i, item in enumerate(value):
            place, seat = f"calls[{i}]", int(Seat(master).after(i))
            note: StoredText
            word, word_place, note, why = item, place, "", None
            if isinstance(item, dict):
                _refuse_unknown(item, place, CALL_KEYS)
                if "call" not in item:
                    shape = '{"call": "play" or "pass", ...}'
                    raise RecordError(place, L_("a call with a note or why is {shape} (R5)", shape=shape), "R5")
                word, word_place = item["call"], f"{place}.call"
                note = _text(item["note"], f"{place}.note") if "note" in item else ""
                why = _why(item["why"], f"{place}.why", seat) if "why" in item else None
            if not isinstance(word, str) or word not in CALLS:
                raise RecordError(word_place, not_a_call(word), "R5")
            if calls and calls[-1].move.action is Action.PLAY:
                raise RecordError(place, L_("calling stops at the first play (R5)"), "R5")
            calls.append(Entry(Move(seat, Action(word)), note, why))
        actions = [e.move.action for e in calls]
        if actions.count(Action.PASS) >= 3:
            raise RecordError("calls", L_("three passes are never a record: the cards are dealt again (R6)"), "R6")
        if not actions or actions[-1] is not Action.PLAY:
            raise RecordError("calls", L_("no seat called play; a record keeps the deal that was played (R5)"), "R5")
        return tuple(calls)

    def people(self, data: dict) -> dict:
        out: dict[str, Any] = {}
        for key in ("title", "description"):
            if key in data:
                try:
                    out[key] = _text(data[key], key)
                except RecordError as err:
                    self.fail(err.place, err.reason_text)
        if "seats" in data:
            seats = data["seats"]
            if isinstance(seats, list) and len(seats) == 3 and all(isinstance(s, str) and s for s in seats):
                out["seats"] = tuple(seats)
            else:
                self.fail("seats", L_("expected three names"))
        if "redeals" in data:
            if type(data["redeals"]) is int and data["redeals"] >= 0:
                out["redeals"] = data["redeals"]
            else:
                self.fail("redeals", L_("{value} is not a count (0 or more) (R6)", value=quote(data["redeals"])), "R6")
        if "rules" in data:
            out["rules"] = self.rules(data["rules"])
        return out

    def rules(self, value: Any) -> Rules:
        if not isinstance(value, dict):
            self.fail("rules", L_("expected an object of rule switches"))
            return Rules()
        switches = {}
        for key, on in value.items():
            if key not in RULE_KEYS:
                error = _unknown_key({key: on}, "rules", RULE_KEYS, switch=True)
                self.fail(error.place, error.reason_text)  # type: ignore[union-attr]
            elif not isinstance(on, bool):
                self.fail(f"rules.{key}", L_("{value} is not true or false", value=quote(on)))
            else:
                switches[key] = on
        return Rules(**switches)

    def moves(self, value: Any, teller: _Teller) -> tuple[Entry, ...]:
        deal = teller.deal
        if not isinstance(value, list):
            raise RecordError("moves", L_("expected a list of moves"))
        entries = []
        for i, item in enumerate(value):
            place = f"moves[{i}]"
            try:
                entry = _entry(item, place)
                teller.add(entry, entry.move)
            except IllegalMoveError as err:
                if deal.is_over:
                    self.fail(place, _already_over(deal))
                else:
                    self.fail(place, err.text, err.rule)
                break
            except RecordError as err:
                self.fail(err.place, err.reason_text, err.rule)
                break
            entries.append(entry)
        return tuple(entries)

    def result(self, value: Any, deal: Deal) -> Result | None:
        if not isinstance(value, dict) or not set(RESULT_KEYS) <= value.keys():
            self.fail("result", L_("expected {shape}", shape='{"winner": SEAT, "fu": F, "net": [n0, n1, n2]}'))
            return None
        unknown = _unknown_key(value, "result", RESULT_KEYS)
        said, fu, net = value["winner"], value["fu"], value["net"]
        if unknown:
            self.fail(unknown.place, unknown.reason_text)
        elif said is not None and (type(said) is not int or said not in (0, 1, 2)):
            self.fail("result.winner", L_("{value} is not a seat (0, 1 or 2), nor null for a draw (R3)",
                                          value=quote(said)), "R3")  # fmt: skip
        elif fu is not None and (type(fu) is not int or fu < 0):
            self.fail("result.fu", L_("{value} is not a whole number of fu, nor null for a draw", value=quote(fu)))
        elif not isinstance(net, list) or len(net) != 3 or any(type(n) is not int for n in net):
            self.fail("result.net", L_("expected three whole numbers, the net points of seats 0, 1 and 2 (R20)"),
                      "R20")  # fmt: skip
        else:
            return self.same_result(said, fu, net, deal)
        return None

    def same_result(self, said: int | None, fu: int | None, net: list[int], deal: Deal) -> Result | None:
        actual = deal.result
        if actual is None:
            self.fail("result", L_("the record gives a result, but its moves stop before the end of the deal"))
            return None
        winner = actual.winner
        if said != winner:
            if said is None:
                reason = L_("the record says the deal is drawn, but the moves make seat {winner} the winner with {fu} "
                            "fu", winner=winner, fu=actual.fu)  # fmt: skip
            elif winner is None:
                reason = L_("the record says seat {said} wins, but the moves end in a draw", said=said)
            else:
                reason = L_("the record says seat {said} wins, but the moves make seat {winner} the winner with {fu} "
                            "fu", said=said, winner=winner, fu=actual.fu)  # fmt: skip
            self.fail("result", reason)
        elif fu != actual.fu:
            if actual.fu is None:
                reason = L_("the record says {said} fu, but the moves give a draw, with no fu (null)", said=quote(fu))
            else:
                reason = L_("the record says {said} fu, but the moves give {fu} fu", said=quote(fu), fu=actual.fu)
            self.fail("result", reason)
        elif net != list(actual.net):
            self.fail("result", L_("the record says net {said}, but the moves give {net} (R20)", said=str(net),
                                   net=str(list(actual.net))), "R20")  # fmt: skip
        return actual


# -- the parts of a record: each check raises a RecordError naming its place --------------


def _entry(item: Any, place: str) -> Entry:
    """A move object: seat, one action with its cards, and its note and why."""
    if not isinstance(item, dict) or "seat" not in item:
        raise RecordError(place, L_('expected an object with "seat" and one of {actions}', actions=", ".join(ACTIONS)))
    _refuse_unknown(item, place, MOVE_KEYS)
    actions = [a for a in ACTIONS if a in item]
    if len(actions) != 1:
        raise RecordError(place, _not_one_action(ACTIONS, actions))
    seat, action = _seat(item["seat"], f"{place}.seat"), actions[0]
    cards = _cards(item[action], f"{place}.{action}")
    note = _text(item["note"], f"{place}.note") if "note" in item else ""
    why = _why(item["why"], f"{place}.why", seat) if "why" in item else None
    return Entry(Move.of(seat, action, cards), note, why)


def _seat(value: Any, place: str) -> int:
    if type(value) is not int or value not in (0, 1, 2):
        raise RecordError(place, not_a_seat(value), "R3")
    return value


def not_a_seat(value: Any) -> Text:
    return L_("{value} is not a seat (0, 1 or 2) (R3)", value=quote(value))


def not_a_call(value: Any) -> Text:
    return L_("{value} is not a call (play or pass) (R5)", value=quote(value))


def _not_one_action(kinds: Sequence[str], found: Sequence[str]) -> Text:
    return L_("a move has exactly one of {kinds} (found {found})", kinds=", ".join(kinds),
              found=and_list(found) if found else L_("none"))  # fmt: skip


def _card(code: Any, place: str) -> Card:
    """A card code, exactly as FORMAT.md writes it: ``S7`` (not ``s7`` nor `` S7 ``)."""
    if isinstance(code, str) and code in BY_CODE:
        return BY_CODE[code]
    correct = None
    if isinstance(code, str) and len(code) < 20:
        try:
            correct = Card.parse(code)
        except NotationError:
            pass
    raise RecordError(place, not_a_card(quote(code), correct))


def _cards(value: Any, place: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RecordError(place, L_("expected a list of card codes, not {value}", value=quote(value)))
    seen: dict[Card, int] = {}
    for j, code in enumerate(value):
        card = _card(code, f"{place}[{j}]")
        if card in seen:
            twice = L_("{card} is listed twice (items {first} and {second})", card=card, first=seen[card], second=j)
            raise RecordError(f"{place}[{j}]", twice)
        seen[card] = j
    return tuple(seen)


def _text(value: Any, place: str) -> StoredText:
    """A ``StoredText``: a string, or texts keyed by language code (at least one; FORMAT.md)."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict):
        raise RecordError(place, L_("expected text, not {value}", value=quote(value)))
    if not value:
        example = '{"en": "...", "sv": "..."}'
        raise RecordError(place, L_("no language given (expected texts keyed by language code, such as {example})",
                                    example=example))  # fmt: skip
    for key, item in value.items():
        if not isinstance(key, str) or not LANGUAGE_CODE.fullmatch(key):
            raise RecordError(place_of(place, key), L_('not a language code (such as "en", "sv" or "pt-BR")'))
        if not isinstance(item, str):
            raise RecordError(place_of(place, key), L_("expected text"))
    return value


def _why(value: Any, place: str, seat: int) -> dict:
    """An AI's reasons for ``seat``'s call or move, of the fixed shape of FORMAT.md and docs/format.md."""
    if not isinstance(value, dict):
        shape = '{"level": "expert", "reasons": [...]}'
        raise RecordError(place, _expected_object(shape, value))
    _refuse_unknown(value, place, WHY_KEYS)
    if "reasons" not in value:
        raise RecordError(place, L_('missing "reasons", the list of sentences the AI gave'))
    level = value.get("level", "expert")
    if not isinstance(level, str) or not _LEVEL.fullmatch(level):
        not_level = L_('expected an AI level such as "expert", not {value}', value=quote(level))
        raise RecordError(f"{place}.level", not_level)
    reasons = value["reasons"]
    if not isinstance(reasons, list):
        raise RecordError(f"{place}.reasons", L_("expected a list of sentences, not {value}", value=quote(reasons)))
    for i, reason in enumerate(reasons):
        _text(reason, f"{place}.reasons[{i}]")
    alternatives = value.get("alternatives", [])
    if not isinstance(alternatives, list):
        weighed = L_("expected a list of the moves weighed, not {value}", value=quote(alternatives))
        raise RecordError(f"{place}.alternatives", weighed)
    for i, alternative in enumerate(alternatives):
        _alternative(alternative, f"{place}.alternatives[{i}]", seat)
    if "samples" in value:
        _count(value["samples"], f"{place}.samples")
    return value


def _expected_object(shape: str, value: Any) -> Text:
    return L_("expected an object such as {shape}, not {value}", shape=shape, value=quote(value))


def _alternative(value: Any, place: str, seat: int) -> None:
    if not isinstance(value, dict):
        shape = '{"move": {...}, "expected_net": 0.5}'
        raise RecordError(place, _expected_object(shape, value))
    _refuse_unknown(value, place, ALTERNATIVE_KEYS)
    if "move" not in value:
        raise RecordError(place, L_('missing "move", the move weighed'))
    _weighed_move(value["move"], f"{place}.move", seat)
    for key, low, high in (("expected_net", None, None), ("win_rate", 0, 1), ("margin", 0, None)):
        number = value.get(key)
        if number is None:
            continue
        if type(number) not in (int, float) or (low is not None and number < low) or (high and number > high):
            if high:
                reason = L_("expected a number from 0 to 1 (or null), not {value}", value=quote(number))
            elif low is not None:
                reason = L_("expected a number of 0 or more (or null), not {value}", value=quote(number))
            else:
                reason = L_("expected a number (or null), not {value}", value=quote(number))
            raise RecordError(f"{place}.{key}", reason)
    if "samples" in value:
        _count(value["samples"], f"{place}.samples")
    if "note" in value:
        _text(value["note"], f"{place}.note")


def _weighed_move(value: Any, place: str, seat: int) -> None:
    """A move in an AI's alternatives: ``{"seat": 1, "lead": ["S7"]}`` or ``{"seat": 1, "call": "pass"}``."""
    if not isinstance(value, dict) or "seat" not in value:
        raise RecordError(place, L_("expected a move such as {example}", example='{"seat": 1, "lead": ["S7"]}'))
    _refuse_unknown(value, place, WEIGHED_MOVE_KEYS)
    kinds = [k for k in (*ACTIONS, "call") if k in value]
    if len(kinds) != 1:
        raise RecordError(place, _not_one_action((*ACTIONS, "call"), kinds))
    if _seat(value["seat"], f"{place}.seat") != seat:
        other = L_("{value}, but these are the reasons of seat {seat}", value=value["seat"], seat=seat)
        raise RecordError(f"{place}.seat", other)
    kind = kinds[0]
    if kind == "call":
        if not isinstance(value["call"], str) or value["call"] not in CALLS:
            raise RecordError(f"{place}.call", not_a_call(value["call"]), "R5")
    else:
        _cards(value[kind], f"{place}.{kind}")


def _count(value: Any, place: str) -> int:
    if type(value) is not int or value < 0:
        raise RecordError(place, L_("expected a count (0 or more), not {value}", value=quote(value)))
    return value


def _unknown_key(obj: Mapping, place: str, known: Sequence[str], switch: bool = False) -> RecordError | None:
    """The error for the first key of ``obj`` not in ``known`` (a rule switch when ``switch``),
    with a "did you mean" when one is close."""
    for key in obj:
        if key in known:
            continue
        where = place_of(place, key) if isinstance(key, str) else place
        guess = _close(key, known) if isinstance(key, str) else None
        if guess:
            if switch:
                return RecordError(where, L_('unknown rule switch; did you mean "{guess}"?', guess=guess))
            return RecordError(where, L_('unknown key; did you mean "{guess}"?', guess=guess))
        names = ", ".join(known)
        if switch:
            return RecordError(where, L_("unknown rule switch (known: {names})", names=names))
        return RecordError(where, L_("unknown key (known: {names})", names=names))
    return None


def _refuse_unknown(obj: Mapping, place: str, known: Sequence[str]) -> None:
    error = _unknown_key(obj, place, known)
    if error:
        raise error


def _close(key: str, known: Sequence[str]) -> str | None:
    folded = key.strip().lower()
    for name in known:
        if name.lower() == folded:
            return name
    if len(folded) > 40:
        return None
    match = difflib.get_close_matches(folded, known, n=1, cutoff=0.75)
    return match[0] if match else None


def _json_type(value: Any) -> str | Text:
    if isinstance(value, list):
        return L_("a list")
    if isinstance(value, str):
        return L_("text")
    if isinstance(value, bool):
        return "true/false"
    return "null" if value is None else L_("a number")


def _already_over(deal: Deal) -> Text:
    r = deal.result
    if r is None or r.winner is None:
        return L_("the deal is already over (drawn)")
    if r.by_claim:
        return L_("the deal is already over (seat {seat} claimed)", seat=r.winner)
    return L_("the deal is already over (seat {seat} won when the cards ran out)", seat=r.winner)


def loads(text: str | bytes, *, strict: bool = True) -> Record:
    """Read a record from JSON text (at most ``jsonio.MAX_BYTES``); see the module docstring for ``strict``."""
    return from_json(parse(text), strict=strict)


def from_json(data: Any, *, strict: bool = True) -> Record:
    """Read a record from already-parsed JSON (a ``dict``)."""
    scan(data)
    return _Reader(strict).read(data)


def load(source: str | Path | IO[str] | IO[bytes], *, strict: bool = True) -> Record:
    """Read a record from a path or an open file (text or binary)."""
    if hasattr(source, "read"):
        return loads(read_stream(source), strict=strict)  # type: ignore[arg-type]
    return loads(read_bytes(source), strict=strict)


def dumps(record: Record) -> str:
    """The record as JSON text, one move (and one annotated call) a line, easy to edit by hand."""
    data = record.to_json()
    lines = []
    for key, value in data.items():
        if value and (key in ("hands", "moves") or (key == "calls" and any(isinstance(c, dict) for c in value))):
            inner = ",\n".join("    " + _compact(v) for v in value)
            lines.append(f'  "{key}": [\n{inner}\n  ]')
        else:
            lines.append(f'  "{key}": {_compact(value)}')
    return "{\n" + ",\n".join(lines) + "\n}\n"


def dump(record: Record, target: str | Path | IO[str]) -> None:
    """Write a record to an open text file, or to a path whole or not at all (``files.write_whole``)."""
    text = dumps(record)
    if hasattr(target, "write"):
        target.write(text)
    else:
        write_whole(target, text)


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
