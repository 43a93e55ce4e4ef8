"""The ``lukfu-teach`` command (FORMAT.md): check, legal, old, replay, ...

Exit status: 0 success; 2 when a file cannot be read, is not JSON or not a
deal record, for bad arguments, and for an output it will not write (over an
input); 1 for every other fault in a record. Whatever a record holds, what is
printed has its control characters escaped (``say``) and no input ends in a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from . import explain
from .cards import cards_in
from .errors import FormatError, LukFuError
from .files import OutputError
from .i18n import pick
from .old import not_old, safe_mask
from .record import load

# Characters a terminal may act on rather than show: C0 and C1 controls (ESC starts a screen-clearing
# sequence), DEL, and the invisible marks that reorder or break lines; and lone surrogates (a file name's
# undecodable bytes), which cannot be printed at all. Tab and (where asked) newline stay.
_CONTROL = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
MAX_WORKERS = 64


def terminal_safe(text: str, newlines: bool = False) -> str:
    """``text`` with every control character written as ``\\u001b`` (newlines kept when ``newlines``)."""

    def escape(match: re.Match[str]) -> str:
        char = match.group()
        return char if newlines and char == "\n" else f"\\u{ord(char):04x}"

    return _CONTROL.sub(escape, text)


def say(text: str, *, error: bool = False, newlines: bool = False) -> None:
    """Print a line (to stderr when ``error``), escaped for the terminal (see ``terminal_safe``)."""
    print(terminal_safe(text, newlines), file=sys.stderr if error else sys.stdout)

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
    return 2 if isinstance(error, (FormatError, OutputError)) else 1


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
            record = load(path)
            deal = record.deal()
        except LukFuError as err:
            say(f"{prefix}{err}")
            worst = max(worst, exit_status(err))
            continue
        if deal.result is None:
            say(f"{prefix}ok: unfinished, {explain.status(deal)}")
        else:
            say(f"{prefix}ok: {explain.result_line(deal.result, record.seats)}")
    return worst


@command("legal", "the legal moves of the seat to act after the record's moves", one_file, json_flag)
def legal(args: argparse.Namespace) -> int:
    deal = load(args.file).deal()
    moves = list(deal.legal_moves)
    if args.json:
        say(json.dumps([m.to_json() for m in moves]))
    else:
        for move in moves:
            say(explain.move_text(move))
    return 0


@command(
    "old",
    "the Old cards in a seat's hand, each with its rule and proof",
    one_file,
    seat_option("the seat (default: the seat to act)"),
    json_flag,
)
def old(args: argparse.Namespace) -> int:
    record = load(args.file)
    deal = record.deal()
    seat = args.seat if args.seat is not None else deal.to_act
    if seat is None:
        say(f"{args.file}: the deal is over, so no seat is to act: give --seat", error=True)
        return 2
    proofs = deal.old_cards(seat)
    if args.json:
        say(json.dumps([{"card": str(c), "rule": p.rule, "because": explain.because(p)} for c, p in proofs.items()]))
        return 0
    say(f"Old cards of {explain.seat_name(seat, record.seats)}: {len(proofs)}")
    for card, proof in proofs.items():
        say(f"  {card}  {proof.rule}  {explain.because(proof)}")
    seen = deal.played_in()
    for card in cards_in(safe_mask(deal.hands[seat], deal.public, deal.discards[seat])):
        say("  " + explain.not_old_sentence(not_old(card, deal.hands[seat], seen, deal.discards[seat])))
    return 0


@command(
    "replay", "the deal narrated step by step in plain text", one_file, seat_option("show only what this seat saw")
)
def replay(args: argparse.Namespace) -> int:
    record = load(args.file)
    say("\n".join(explain.narrate(record, args.seat)), newlines=True)
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

    record = load(args.file)
    try:
        write(record, args.html, args.theme, inputs=[args.file])
    except OSError as err:
        say(f"{args.html}: cannot write the handout: {err.strerror} (nothing was changed)", error=True)
        return 2
    say(f"wrote {args.html}: {pick(record.title) or 'untitled deal'}")
    return 0


def levels_arg(value: str) -> tuple[str, str, str]:
    from .ai import LEVELS

    levels = tuple(v.strip() for v in value.split(","))
    wrong = [v for v in levels if v not in LEVELS]
    if len(levels) not in (1, 3) or wrong:
        what = f"{wrong[0]!r} is not a level" if wrong else f"{len(levels)} levels given"
        choices = ", ".join(LEVELS)
        raise argparse.ArgumentTypeError(f"{what}: give three of {choices}, one a seat, e.g. expert,basic,basic")
    return levels * 3 if len(levels) == 1 else levels  # type: ignore[return-value]


def count_arg(value: str) -> int:
    if not re.fullmatch(r"[0-9]{1,18}", value) or int(value) < 1:
        raise argparse.ArgumentTypeError(f"{value!r} is not a positive whole number (digits 0-9)")
    return int(value)


def workers_arg(value: str) -> int:
    count = count_arg(value)
    if count > MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"{value!r} is more processes than this runs (at most {MAX_WORKERS})")
    return count


def seed_arg(value: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,40}", value):
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number (digits 0-9, at most 40)")
    return int(value)


def seed_option(help: str) -> Configure:
    return lambda p: p.add_argument("--seed", type=seed_arg, metavar="N", help=help)


def levels_option(default: str) -> Configure:
    return lambda p: p.add_argument(
        "--levels", type=levels_arg, default=levels_arg(default), metavar="a,b,c",
        help=f"the AI levels of seats 0, 1 and 2: random, basic or expert; one for all three (default: {default})",
    )  # fmt: skip


@command(
    "hint",
    "what the AI would do as the seat to act, and why (it sees only what that seat sees)",
    one_file,
    lambda p: p.add_argument(
        "--level", choices=("random", "basic", "expert"), default="expert", help="the AI level (default: expert)"
    ),
    seed_option("the AI's seed (default: 0)"),
    json_flag,
)
def hint(args: argparse.Namespace) -> int:
    from .ai import make_player
    from .ai.words import Words

    record = load(args.file)
    deal = record.deal()
    seat = deal.to_act
    if seat is None:
        say(f"{args.file}: the deal is over ({explain.result_line(deal.result, record.seats)}): "  # type: ignore[arg-type]
            "no seat is to act", error=True)  # fmt: skip
        return 2
    player = make_player(args.level, seed=0 if args.seed is None else args.seed, seats=record.seats)
    decision = player.decide(deal.view(seat))
    if args.json:
        say(json.dumps({"move": decision.move.to_json(), "why": decision.to_json()}))
        return 0
    phrase = Words(seat, record.seats).move(decision.move, deal.fu[seat])
    say(f"{explain.seat_name(seat, record.seats)}: the {args.level} AI would {phrase}.")
    for line in explain.why_lines(decision.to_json()):
        say("  " + line)
    return 0


@command(
    "deal",
    "play a whole deal with AIs at every seat and write its record, each AI move with its why",
    seed_option("the deal's seed (default: a random one, written into the record)"),
    levels_option("expert,expert,expert"),
    lambda p: p.add_argument("-o", "--output", metavar="FILE", help="write the record here (default: print it)"),
)
def deal_command(args: argparse.Namespace) -> int:
    import random
    from dataclasses import replace

    from .ai import play_deal
    from .record import dump, dumps

    seed = random.randrange(10**9) if args.seed is None else args.seed
    levels = ",".join(args.levels)
    record = play_deal(args.levels, seed, title=f"AI deal {seed} ({', '.join(args.levels)})")
    record = replace(record, description=f"Played by `lukfu-teach deal --seed {seed} --levels {levels}`.")
    if args.output is None:
        sys.stdout.write(terminal_safe(dumps(record), newlines=True))
        return 0
    try:
        dump(record, args.output)
    except OSError as err:
        say(f"{args.output}: cannot write: {err.strerror} (nothing was changed)", error=True)
        return 2
    say(f"{args.output}: {explain.result_line(record.result, record.seats)}")  # type: ignore[arg-type]
    return 0


@command(
    "simulate",
    "play many AI deals with a progress bar and sum them up per seat",
    lambda p: p.add_argument("--deals", type=count_arg, required=True, metavar="N", help="how many deals"),
    seed_option("the seed of the whole run (default: 0)"),
    levels_option("expert,basic,basic"),
    lambda p: p.add_argument(
        "--workers", type=workers_arg, default=1, metavar="N", help="processes to use; the results do not depend on it"
    ),
    json_flag,
)
def simulate_command(args: argparse.Namespace) -> int:
    from .ai.simulate import ProgressBar, simulate, summary_table

    seed = 0 if args.seed is None else args.seed
    with ProgressBar(args.deals, sys.stderr) as bar:
        summary = simulate(args.deals, seed, args.levels, workers=args.workers, progress=bar.update)
    if args.json:
        say(json.dumps(summary.to_json()))
    else:
        say(summary_table(summary), newlines=True)
    return 0


class _Parser(argparse.ArgumentParser):
    """argparse, with its error messages (which quote the arguments) escaped for the terminal."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, terminal_safe(f"{self.prog}: error: {message}") + "\n")


def parser() -> argparse.ArgumentParser:
    top = _Parser(prog="lukfu-teach", description="Luk Fu deal records: check, explain, replay, play.")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_Parser)
    for name, (help, arguments, _) in COMMANDS.items():
        p = sub.add_parser(name, help=help, description=help)
        for add in arguments:
            add(p)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # a terminal that cannot show a character gets its escape
        if callable(getattr(stream, "reconfigure", None)):
            stream.reconfigure(errors="backslashreplace")
    args = parser().parse_args(argv)
    try:
        return COMMANDS[args.command][2](args)
    except LukFuError as err:  # a record that cannot be read or breaks a rule; an output refused
        where = "" if isinstance(err, OutputError) else f"{getattr(args, 'file', 'lukfu-teach')}: "
        say(f"{where}{err}", error=True)
        return exit_status(err)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
