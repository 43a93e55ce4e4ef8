"""The ``lukfu-teach`` command (FORMAT.md): check, legal, old, replay, ...

Exit status: 0 success; 2 when a file cannot be read, is not JSON or not a
deal record (and for bad arguments); 1 for every other fault in a record.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from . import explain
from .cards import cards_in
from .errors import FormatError, LukFuError
from .old import not_old, safe_mask
from .record import Record, load

Configure = Callable[[argparse.ArgumentParser], None]
Command = Callable[[argparse.Namespace], int]
COMMANDS: dict[str, tuple[str, tuple[Configure, ...], Command]] = {}


def command(name: str, help: str, *arguments: Configure) -> Callable[[Command], Command]:
    """Register a subcommand: its help and the functions that add its arguments."""

    def register(fn: Command) -> Command:
        COMMANDS[name] = (help, arguments, fn)
        return fn

    return register


def one_file(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar="FILE", help="a deal record (JSON)")


def json_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON")


def seat_option(help: str) -> Configure:
    return lambda p: p.add_argument("--seat", type=seat_arg, metavar="N", help=help)


def exit_status(error: LukFuError) -> int:
    return 2 if isinstance(error, FormatError) else 1


def read(path: str) -> Record:
    return load(path)


def fail(path: str, error: LukFuError) -> int:
    print(f"{path}: {error}", file=sys.stderr)
    return exit_status(error)


def seat_arg(value: str) -> int:
    if value not in ("0", "1", "2"):
        raise argparse.ArgumentTypeError(f"{value!r} is not a seat (0, 1 or 2)")
    return int(value)


@command(
    "check",
    "replay each record against the rules and say how it ends",
    lambda p: p.add_argument("files", nargs="+", metavar="FILE", help="deal records (JSON)"),
)
def check(args: argparse.Namespace) -> int:
    worst = 0
    for path in args.files:
        prefix = f"{path}: " if len(args.files) > 1 else ""
        try:
            record = read(path)
            deal = record.deal()
        except LukFuError as err:
            print(f"{prefix}{err}")
            worst = max(worst, exit_status(err))
            continue
        if deal.result is None:
            print(f"{prefix}ok: unfinished, {explain.status(deal)}")
        else:
            print(f"{prefix}ok: {explain.result_line(deal.result, record.seats)}")
    return worst


@command("legal", "the legal moves of the seat to act after the record's moves", one_file, json_flag)
def legal(args: argparse.Namespace) -> int:
    try:
        deal = read(args.file).deal()
    except LukFuError as err:
        return fail(args.file, err)
    moves = list(deal.legal_moves())
    if args.json:
        print(json.dumps([m.to_json() for m in moves]))
    else:
        for move in moves:
            print(move)
    return 0


@command(
    "old",
    "the Old cards in a seat's hand, each with its rule and proof",
    one_file,
    seat_option("the seat (default: the seat to act)"),
    json_flag,
)
def old(args: argparse.Namespace) -> int:
    try:
        record = read(args.file)
        deal = record.deal()
    except LukFuError as err:
        return fail(args.file, err)
    seat = args.seat if args.seat is not None else deal.to_act
    if seat is None:
        print(f"{args.file}: the deal is over, so no seat is to act: give --seat", file=sys.stderr)
        return 2
    proofs = deal.old_cards(seat)
    if args.json:
        print(json.dumps([{"card": str(c), "rule": p.rule, "because": explain.because(p)} for c, p in proofs.items()]))
        return 0
    print(f"Old cards of {explain.seat_name(seat, record.seats)}: {len(proofs)}")
    for card, proof in proofs.items():
        print(f"  {card}  {proof.rule}  {explain.because(proof)}")
    seen = deal.played_in()
    for card in cards_in(safe_mask(deal.hands[seat], deal.public, deal.discards[seat])):
        print("  " + explain.not_old_sentence(not_old(card, deal.hands[seat], seen, deal.discards[seat])))
    return 0


@command(
    "replay", "the deal narrated step by step in plain text", one_file, seat_option("show only what this seat saw")
)
def replay(args: argparse.Namespace) -> int:
    try:
        record = read(args.file)
    except LukFuError as err:
        return fail(args.file, err)
    print("\n".join(explain.narrate(record, args.seat)))
    return 0


@command(
    "export",
    "a self-contained, printable HTML handout of the annotated deal, for a class",
    one_file,
    lambda p: p.add_argument("--html", required=True, metavar="OUT", help="the HTML file to write"),
    lambda p: p.add_argument("--theme", choices=("default", "contrast"), default="default", help="contrast: projector"),
)
def export(args: argparse.Namespace) -> int:
    from .handout import write

    try:
        record = read(args.file)
    except LukFuError as err:
        return fail(args.file, err)
    try:
        write(record, args.html, args.theme)
    except OSError as err:
        print(f"{args.html}: cannot write the handout: {err.strerror}", file=sys.stderr)
        return 2
    print(f"wrote {args.html}: {record.title or 'untitled deal'}")
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="lukfu-teach", description="Luk Fu deal records: check, explain, replay, play.")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, (help, arguments, _) in COMMANDS.items():
        p = sub.add_parser(name, help=help, description=help)
        for add in arguments:
            add(p)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    return COMMANDS[args.command][2](args)


if __name__ == "__main__":
    sys.exit(main())
