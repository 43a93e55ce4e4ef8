"""Deal records (FORMAT.md): read, check, write and replay them.

``loads``/``load`` never trust their input: a record that is not JSON, not
this format, or breaks a rule is refused with one ``RecordError`` naming the
place, the reason and the rule. With ``strict=False`` they instead keep what
could be read and list the problems, for display.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

from .cards import Card, cards_in, parse_cards
from .deal import Action, Deal, Move, Result, Rules
from .errors import FormatError, IllegalMove, NotationError, RecordError
from .seats import Seat

FORMAT, VERSION = "lukfu-deal", 1
DEFAULT_SEATS = ("You", "East", "West")
ACTIONS = ("lead", "beat", "discard", "claim")
REQUIRED = ("format", "version", "master", "hands", "calls", "moves")


@dataclass(frozen=True)
class Entry:
    """A move of a record with its annotations: a person's ``note``, an AI's ``why``."""

    move: Move
    note: str = ""
    why: Mapping[str, Any] | None = None

    def to_json(self) -> dict:
        out = self.move.to_json()
        if self.note:
            out["note"] = self.note
        if self.why is not None:
            out["why"] = self.why
        return out


@dataclass(frozen=True)
class Record:
    """A deal as dealt, called and played, with its annotations."""

    master: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    calls: tuple[Action, ...]
    moves: tuple[Entry, ...] = ()
    title: str = ""
    description: str = ""
    seats: tuple[str, str, str] = DEFAULT_SEATS
    rules: Rules = field(default_factory=Rules)
    redeals: int = 0
    result: Result | None = None
    problems: tuple[RecordError, ...] = ()  # only in lenient mode

    @classmethod
    def from_deal(cls, deal: Deal, **annotations: Any) -> Record:
        """The record of a deal (as dealt, its calls and moves, its result if over)."""
        return cls(
            master=int(deal.master),
            hands=tuple(cards_in(h) for h in deal.dealt),  # type: ignore[arg-type]
            calls=tuple(deal.calls) if deal.caller is not None else (),
            moves=tuple(Entry(m) for m in deal.moves),
            rules=deal.rules,
            redeals=deal.redeals,
            result=deal.result,
            **annotations,
        )

    def start(self) -> Deal:
        """The deal as dealt, before any call."""
        return Deal.from_hands(self.hands, self.master, self.rules, self.redeals)

    def deal(self) -> Deal:
        """The deal after every call and move of the record."""
        deal = self.start()
        for move in self.all_moves():
            deal.apply(move)
        return deal

    def all_moves(self) -> list[Move]:
        """The calls as moves, then the moves."""
        calls = [Move(Seat(self.master).after(i), c) for i, c in enumerate(self.calls)]
        return calls + [e.move for e in self.moves]

    def steps(self) -> list[Step]:
        """The record replayed: one step a call or move, each with the state after it."""
        deal, out = self.start(), []
        entries = [None] * len(self.calls) + list(self.moves)
        for i, (move, entry) in enumerate(zip(self.all_moves(), entries, strict=True)):
            deal.apply(move)
            out.append(Step(i + 1, move, entry, deal.copy()))
        return out

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
        out["calls"] = [c.value for c in self.calls]
        out["moves"] = [e.to_json() for e in self.moves]
        if self.result is not None:
            out["result"] = self.result.to_json()
        return out


@dataclass(frozen=True)
class Step:
    """One step of a replay: number (from 1), the move, its annotations, the deal after it."""

    number: int
    move: Move
    entry: Entry | None
    deal: Deal

    @property
    def seat(self) -> int:
        return self.move.seat


# -- reading ------------------------------------------------------------------


class _Reader:
    """Reads one record, collecting problems; strict mode stops at the first."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.problems: list[RecordError] = []

    def fail(self, place: str, reason: str, rule: str | None = None) -> None:
        error = RecordError(place, reason, rule)
        if self.strict:
            raise error
        self.problems.append(error)

    def read(self, data: Any) -> Record:
        if not isinstance(data, dict):
            raise FormatError("", f"a deal record is a JSON object, not {_json_type(data)}")
        if data.get("format") != FORMAT:
            found = json.dumps(data["format"]) if "format" in data else "nothing"
            raise FormatError("format", f'expected "{FORMAT}", found {found}')
        if data.get("version") != VERSION:
            raise FormatError("version", f"{json.dumps(data.get('version'))} is not supported (this reads version 1)")
        for key in REQUIRED:
            if key not in data:
                raise RecordError(key, "missing (a record needs " + ", ".join(REQUIRED) + ")")
        master = self.master(data["master"])
        hands = self.hands(data["hands"])
        calls = self.calls(data["calls"])
        fields = self.people(data)
        record = Record(master, hands, calls, (), **fields)
        moves, deal = self.moves(data["moves"], record)
        record = replace(record, moves=moves)
        if "result" in data:
            result = self.result(data["result"], deal, record)
            record = replace(record, result=result)
        return replace(record, problems=tuple(self.problems))

    def master(self, value: Any) -> int:
        if type(value) is not int or value not in (0, 1, 2):
            raise RecordError("master", f"{json.dumps(value)} is not a seat (0, 1 or 2) (R3)", "R3")
        return value

    def hands(self, value: Any) -> tuple:
        if not isinstance(value, list) or len(value) != 3 or not all(isinstance(h, list) for h in value):
            raise RecordError("hands", "expected three lists of 12 cards (R4)", "R4")
        hands, where = [], {}
        for i, hand in enumerate(value):
            cards = []
            for j, code in enumerate(hand):
                try:
                    card = Card.parse(code) if isinstance(code, str) else Card.parse(json.dumps(code))
                except NotationError as err:
                    raise RecordError(f"hands[{i}][{j}]", str(err)) from None
                if card in where:
                    raise RecordError(
                        "hands",
                        f"{card} is dealt twice (hands[{where[card][0]}][{where[card][1]}] and hands[{i}][{j}])",
                    )
                where[card] = (i, j)
                cards.append(card)
            if len(cards) != 12:
                raise RecordError(f"hands[{i}]", f"{len(cards)} cards; each seat is dealt 12 (R4)", "R4")
            hands.append(tuple(cards))
        return tuple(hands)

    def calls(self, value: Any) -> tuple[Action, ...]:
        if not isinstance(value, list):
            raise RecordError("calls", 'expected a list such as ["pass", "play"] (R5)', "R5")
        calls = []
        for i, call in enumerate(value):
            if call not in ("play", "pass"):
                raise RecordError(f"calls[{i}]", f"{json.dumps(call)} is not a call (play or pass) (R5)", "R5")
            if calls and calls[-1] is Action.PLAY:
                raise RecordError(f"calls[{i}]", "calling stops at the first play (R5)", "R5")
            calls.append(Action(call))
        if calls.count(Action.PASS) >= 3:
            raise RecordError("calls", "three passes are never a record: the cards are dealt again (R6)", "R6")
        if not calls or calls[-1] is not Action.PLAY:
            raise RecordError("calls", "no seat called play; a record keeps the deal that was played (R5)", "R5")
        return tuple(calls)

    def people(self, data: dict) -> dict:
        out: dict[str, Any] = {}
        for key in ("title", "description"):
            if key in data:
                if isinstance(data[key], str):
                    out[key] = data[key]
                else:
                    self.fail(key, "expected text")
        if "seats" in data:
            seats = data["seats"]
            if isinstance(seats, list) and len(seats) == 3 and all(isinstance(s, str) and s for s in seats):
                out["seats"] = tuple(seats)
            else:
                self.fail("seats", "expected three names")
        if "redeals" in data:
            if type(data["redeals"]) is int and data["redeals"] >= 0:
                out["redeals"] = data["redeals"]
            else:
                self.fail("redeals", f"{json.dumps(data['redeals'])} is not a count (0 or more) (R6)", "R6")
        if "rules" in data:
            out["rules"] = self.rules(data["rules"])
        return out

    def rules(self, value: Any) -> Rules:
        if not isinstance(value, dict):
            self.fail("rules", "expected an object of rule switches")
            return Rules()
        known = {"noncaller_lead_rule", "passed_master_limit"}
        switches = {}
        for key, on in value.items():
            if key not in known:
                self.fail(f"rules.{key}", "unknown rule switch (known: " + ", ".join(sorted(known)) + ")")
            elif not isinstance(on, bool):
                self.fail(f"rules.{key}", f"{json.dumps(on)} is not true or false")
            else:
                switches[key] = on
        return Rules(**switches)

    def moves(self, value: Any, record: Record) -> tuple[tuple[Entry, ...], Deal]:
        deal = record.start()
        for move in record.all_moves():
            deal.apply(move)
        if not isinstance(value, list):
            raise RecordError("moves", "expected a list of moves")
        entries = []
        for i, item in enumerate(value):
            place = f"moves[{i}]"
            try:
                entry = self.entry(item, place)
                deal.apply(entry.move)
            except IllegalMove as err:
                if deal.is_over:
                    self.fail(place, f"the deal is already over ({_ending(deal, record)})")
                else:
                    self.fail(place, str(err), err.rule)
                break
            except RecordError as err:
                self.fail(err.place, err.reason, err.rule)
                break
            entries.append(entry)
        return tuple(entries), deal

    def entry(self, item: Any, place: str) -> Entry:
        if not isinstance(item, dict) or "seat" not in item:
            raise RecordError(place, 'expected an object with "seat" and one of ' + ", ".join(ACTIONS))
        actions = [a for a in ACTIONS if a in item]
        if len(actions) != 1:
            found = " and ".join(actions) if actions else "none"
            raise RecordError(place, f"a move has exactly one of {', '.join(ACTIONS)} (found {found})")
        seat, action = item["seat"], actions[0]
        if type(seat) is not int or seat not in (0, 1, 2):
            raise RecordError(f"{place}.seat", f"{json.dumps(seat)} is not a seat (0, 1 or 2) (R3)", "R3")
        cards = item[action]
        if not isinstance(cards, list):
            raise RecordError(f"{place}.{action}", "expected a list of card codes")
        try:
            parsed = parse_cards([c if isinstance(c, str) else json.dumps(c) for c in cards])
        except NotationError as err:
            raise RecordError(f"{place}.{action}[{err.index}]", str(err)) from None
        note, why = item.get("note", ""), item.get("why")
        if not isinstance(note, str):
            raise RecordError(f"{place}.note", "expected text")
        if why is not None and not isinstance(why, dict):
            raise RecordError(f"{place}.why", "expected an object")
        return Entry(Move.of(seat, action, parsed), note, why)

    def result(self, value: Any, deal: Deal, record: Record) -> Result | None:
        if not isinstance(value, dict) or not {"winner", "fu", "net"} <= value.keys():
            self.fail("result", 'expected {"winner": SEAT, "fu": F, "net": [n0, n1, n2]}')
            return None
        actual = deal.result
        said = value["winner"]
        if actual is None:
            self.fail("result", "the record gives a result, but its moves stop before the end of the deal")
            return None
        if said != actual.winner:
            claimed = "the deal is drawn" if said is None else f"seat {said} wins"
            made = (
                "end in a draw"
                if actual.winner is None
                else f"make seat {actual.winner} the winner with {actual.fu} fu"
            )
            self.fail("result", f"the record says {claimed}, but the moves {made}")
        elif value["fu"] != actual.fu:
            self.fail("result", f"the record says {value['fu']} fu, but the moves give {actual.fu} fu")
        elif value["net"] != list(actual.net):
            self.fail(
                "result", f"the record says net {value['net']}, but the moves give {list(actual.net)} (R20)", "R20"
            )
        return actual


def _json_type(value: Any) -> str:
    return {list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(type(value), "a number")


def _ending(deal: Deal, record: Record) -> str:
    r = deal.result
    if r is None or r.winner is None:
        return "drawn"
    return f"seat {r.winner} claimed" if r.by_claim else f"seat {r.winner} won when the cards ran out"


def loads(text: str | bytes, *, strict: bool = True) -> Record:
    """Read a record from JSON text; see the module docstring for ``strict``."""
    try:
        data = json.loads(text)
    except ValueError as err:  # JSONDecodeError, UnicodeDecodeError
        raise FormatError("", f"not JSON: {err}") from None
    return from_json(data, strict=strict)


def from_json(data: Any, *, strict: bool = True) -> Record:
    """Read a record from already-parsed JSON (a ``dict``)."""
    return _Reader(strict).read(data)


def load(source: str | Path | IO[str], *, strict: bool = True) -> Record:
    """Read a record from a path or an open text file."""
    if hasattr(source, "read"):
        return loads(source.read(), strict=strict)  # type: ignore[union-attr]
    try:
        text = Path(source).read_bytes()  # type: ignore[arg-type]
    except OSError as err:
        raise FormatError("", f"cannot read {source}: {err.strerror}") from None
    return loads(text, strict=strict)


def dumps(record: Record) -> str:
    """The record as JSON text, one move a line, easy to edit by hand."""
    data = record.to_json()
    lines = []
    for key, value in data.items():
        if key in ("hands", "moves") and value:
            inner = ",\n".join("    " + _compact(v) for v in value)
            lines.append(f'  "{key}": [\n{inner}\n  ]')
        else:
            lines.append(f'  "{key}": {_compact(value)}')
    return "{\n" + ",\n".join(lines) + "\n}\n"


def dump(record: Record, target: str | Path | IO[str]) -> None:
    """Write a record to a path or an open text file."""
    text = dumps(record)
    if hasattr(target, "write"):
        target.write(text)  # type: ignore[union-attr]
    else:
        Path(target).write_text(text, encoding="utf-8")  # type: ignore[arg-type]


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
