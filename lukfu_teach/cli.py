"""The ``lukfu-teach`` command (FORMAT.md): check, legal, old, replay, ...

Exit status: 0 success; 2 when a file cannot be read, is not JSON or not a
deal record, for bad arguments, and for an output it will not write (over an
input); 1 for every other fault in a record. Whatever a record holds, what is
printed has its control characters escaped (``say``) and no input ends in a traceback.

Every word is in the language ``--lang`` names (on any subcommand, or before
it), else ``LUKFU_LANG``'s, else English: help, output, errors, argparse's own
messages included.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import NoReturn

from .engine.cards import cards_in
from .engine.old import not_old, safe_mask
from .errors import FormatError, LukFuError, clipped
from .i18n import ENV, L_, LANGUAGES, N_, LanguageError, _, language, or_list, pick, translations
from .records.files import OutputError, os_reason
from .records.record import load
from .words import explain
from .words.narrate import narrate

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


Configure = Callable[[argparse.ArgumentParser], object]  # what it returns is not used
Command = Callable[[argparse.Namespace], int]
COMMANDS: dict[str, tuple[str, tuple[Configure, ...], Command]] = {}


def command(name: str, help: str, *arguments: Configure) -> Callable[[Command], Command]:
    """Register a subcommand: its help (marked with ``N_``, translated when the parser is made) and the
    functions that add its arguments."""

    def register(fn: Command) -> Command:
        COMMANDS[name] = (help, arguments, fn)
        return fn

    return register


def one_file(p: argparse.ArgumentParser) -> None:
    p.add_argument("file", metavar=_("FILE"), help=_("a deal record (JSON)"))


def json_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help=_("print JSON"))


def seat_option(help: str) -> Configure:
    return lambda p: p.add_argument("--seat", type=seat_arg, metavar="N", help=_(help))


def exit_status(error: LukFuError) -> int:
    return 2 if isinstance(error, (FormatError, OutputError)) else 1


def seat_arg(value: str) -> int:
    if value not in ("0", "1", "2"):
        raise argparse.ArgumentTypeError(_("{value} is not a seat (0, 1 or 2)", value=repr(clipped(value))))
    return int(value)


def lang_arg(value: str) -> str:
    try:
        with language(value) as code:
            return code
    except LanguageError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


@command(
    "check",
    N_("replay each record against the rules and say how it ends"),
    lambda p: p.add_argument("files", nargs="+", metavar=_("FILE"), help=_("deal records (JSON)")),
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
            say(prefix + _("ok: unfinished, {status}", status=explain.status(deal)))
        else:
            say(prefix + _("ok: {result}", result=explain.result_line(deal.result, record.seats)))
    return worst


@command("legal", N_("the legal moves of the seat to act after the record's moves"), one_file, json_flag)
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
    N_("the Old cards in a seat's hand, each with its rule and proof"),
    one_file,
    seat_option(N_("the seat (default: the seat to act)")),
    json_flag,
)
def old(args: argparse.Namespace) -> int:
    record = load(args.file)
    deal = record.deal()
    seat = args.seat if args.seat is not None else deal.to_act
    if seat is None:
        say(_("{file}: the deal is over, so no seat is to act: give --seat", file=args.file), error=True)
        return 2
    proofs = deal.old_cards(seat)
    if args.json:
        say(json.dumps([{"card": str(c), "rule": p.rule, "because": explain.because(p)} for c, p in proofs.items()]))
        return 0
    say(_("Old cards of {seat}: {n}", seat=explain.seat_name(seat, record.seats), n=len(proofs)))
    for card, proof in proofs.items():
        say(f"  {card}  {proof.rule}  {explain.because(proof)}")
    seen = deal.played_in()
    for card in cards_in(safe_mask(deal.hands[seat], deal.public, deal.discards[seat])):
        say("  " + explain.not_old_sentence(not_old(card, deal.hands[seat], seen, deal.discards[seat])))
    return 0


def details_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--details",
        action="store_true",
        help=_("the AI's figures, the moves it weighed and how the expert thinks, after its one sentence"),
    )


@command(
    "replay",
    N_("the deal narrated step by step in plain text"),
    one_file,
    seat_option(N_("show only what this seat saw")),
    details_flag,
)
def replay(args: argparse.Namespace) -> int:
    record = load(args.file)
    say("\n".join(narrate(record, args.seat, args.details)), newlines=True)
    return 0


@command(
    "export",
    N_("a self-contained, printable HTML handout of the annotated deal, for a class"),
    one_file,
    lambda p: p.add_argument("--html", required=True, metavar=_("OUT"), help=_("the HTML file to write")),
    lambda p: p.add_argument(
        "--theme", choices=("default", "contrast"), default="default", help=_("contrast: for a projector")
    ),
    lambda p: p.add_argument(
        "--review", action="store_true", help=_("add the expert's review of seat 0's decisions (or --seat's)")
    ),
    seat_option(N_("the seat --review judges (default: 0)")),
)
def export(args: argparse.Namespace) -> int:
    from .pictures.handout import write

    if args.seat is not None and not args.review:
        say(_("--seat {seat}: --seat names the seat --review judges; give --review too", seat=args.seat), error=True)
        return 2
    record = load(args.file)
    judged = None
    if args.review:
        from .ai.review import review

        judged = review(record, seat=0 if args.seat is None else args.seat).to_json()
    try:
        write(record, args.html, args.theme, inputs=[args.file], review=judged)
    except OSError as err:
        say(_("{file}: cannot write the handout: {reason} (nothing was changed)", file=args.html,
              reason=os_reason(err)), error=True)  # fmt: skip
        return 2
    say(_("wrote {file}: {title}", file=args.html, title=pick(record.title) or _("untitled deal")))
    return 0


def levels_arg(value: str) -> tuple[str, str, str]:
    from .ai import LEVELS

    levels = tuple(v.strip() for v in value.split(","))
    wrong = [v for v in levels if v not in LEVELS]
    choices = ", ".join(LEVELS)
    if wrong:
        level = repr(clipped(wrong[0]))
        raise argparse.ArgumentTypeError(_("{level} is not a level: give three of {choices}, one a seat, e.g. "
                                           "expert,basic,basic", level=level, choices=choices))  # fmt: skip
    if len(levels) not in (1, 3):
        raise argparse.ArgumentTypeError(_("{n} levels given: give three of {choices}, one a seat, e.g. "
                                           "expert,basic,basic", n=len(levels), choices=choices))  # fmt: skip
    return levels * 3 if len(levels) == 1 else levels  # type: ignore[return-value]


def count_arg(value: str) -> int:
    if not re.fullmatch(r"[0-9]{1,18}", value) or int(value) < 1:
        raise argparse.ArgumentTypeError(
            _("{value} is not a positive whole number (digits 0-9)", value=repr(clipped(value)))
        )
    return int(value)


def workers_arg(value: str) -> int:
    count = count_arg(value)
    if count > MAX_WORKERS:
        raise argparse.ArgumentTypeError(_("{value} is more processes than this runs (at most {most})",
                                           value=repr(clipped(value)), most=MAX_WORKERS))  # fmt: skip
    return count


def seed_arg(value: str) -> int:
    if not re.fullmatch(r"-?[0-9]{1,40}", value):
        raise argparse.ArgumentTypeError(
            _("{value} is not a whole number (digits 0-9, at most 40)", value=repr(clipped(value)))
        )
    return int(value)


def seed_option(help: str) -> Configure:
    return lambda p: p.add_argument("--seed", type=seed_arg, metavar="N", help=_(help))


def levels_option(default: str) -> Configure:
    return lambda p: p.add_argument(
        "--levels", type=levels_arg, default=levels_arg(default), metavar="a,b,c",
        help=_("the AI levels of seats 0, 1 and 2: random, basic or expert; one for all three (default: {default})",
               default=default),
    )  # fmt: skip


@command(
    "hint",
    N_("what the AI would do as the seat to act, and why (it sees only what that seat sees)"),
    one_file,
    lambda p: p.add_argument(
        "--level", choices=("random", "basic", "expert"), default="expert", help=_("the AI level (default: expert)")
    ),
    seed_option(N_("the AI's seed (default: 0)")),
    json_flag,
    details_flag,
)
def hint(args: argparse.Namespace) -> int:
    from .ai import make_player

    record = load(args.file)
    deal = record.deal()
    seat = deal.to_act
    if seat is None:
        result = explain.result_line(deal.result, record.seats)  # type: ignore[arg-type]
        say(_("{file}: the deal is over ({result}): no seat is to act", file=args.file, result=result), error=True)
        return 2
    player = make_player(args.level, seed=0 if args.seed is None else args.seed, seats=record.seats)
    decision = player.decide(deal.view(seat))
    if args.json:
        say(json.dumps({"move": decision.move.to_json(), "why": decision.to_json()}))
        return 0
    say(explain.advice(decision.move, args.level, deal.fu[seat], record.seats))
    for line in explain.why_lines(decision.to_json(), args.details):
        say("  " + line)
    if args.details and decision.samples > 1:
        say("  " + explain.how_the_expert_thinks(decision.samples))
    return 0


@command(
    "review",
    N_("the expert's review of one seat's decisions in a deal: each judged from what the seat could see then"),
    one_file,
    seat_option(N_("the seat to review (default: 0)")),
    lambda p: p.add_argument(
        "--samples",
        type=samples_arg,
        metavar="K",
        help=_("sampled deals a decision, {least} to {most:,} (default: {n})", **review_samples()),
    ),
    seed_option(N_("the review's seed (default: 0)")),
    json_flag,
)
def review_command(args: argparse.Namespace) -> int:
    from .ai.review import review

    record = load(args.file)
    samples = review_samples()["n"] if args.samples is None else args.samples
    judged = review(record, seat=0 if args.seat is None else args.seat, samples=samples,
                    seed=0 if args.seed is None else args.seed)  # fmt: skip
    if args.json:
        say(json.dumps(judged.to_json(), ensure_ascii=False))
        return 0
    say("\n".join(judged.lines(record.seats)), newlines=True)
    return 0


def samples_arg(value: str) -> int:
    """``--samples``: digits, then the review's own check (``ai.review.check_samples``: its bounds, its words)."""
    from .ai.review import check_samples

    if not re.fullmatch(r"[0-9]{1,100}", value):
        return count_arg(value)  # not (a sensible length of) digits: refused as not a positive whole number
    try:
        return check_samples(int(value))
    except LukFuError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def review_samples() -> dict[str, int]:
    """The review's sampled deals a decision: the default ``n``, the ``least`` and the ``most`` it takes."""
    from .ai.lookahead import REVIEW_MAX_SAMPLES, REVIEW_MIN_SAMPLES, REVIEW_SAMPLES

    return {"n": REVIEW_SAMPLES, "least": REVIEW_MIN_SAMPLES, "most": REVIEW_MAX_SAMPLES}


@command(
    "deal",
    N_("play a whole deal with AIs at every seat and write its record, each AI move with its why"),
    seed_option(N_("the deal's seed (default: a random one, written into the record)")),
    levels_option("expert,expert,expert"),
    lambda p: p.add_argument("-o", "--output", metavar=_("FILE"), help=_("write the record here (default: print it)")),
)
def deal_command(args: argparse.Namespace) -> int:
    import random
    from dataclasses import replace

    from .ai import play_deal
    from .records.record import dump, dumps

    seed = random.randrange(10**9) if args.seed is None else args.seed
    levels = ",".join(args.levels)
    title = L_("AI deal {seed} ({levels})", seed=seed, levels=", ".join(args.levels))
    played = L_("Played by `lukfu-teach deal --seed {seed} --levels {levels}`.", seed=seed, levels=levels)
    record = play_deal(args.levels, seed, title=title.to_json())  # in every language (FORMAT.md)
    record = replace(record, description=played.to_json())
    if args.output is None:
        sys.stdout.write(terminal_safe(dumps(record), newlines=True))
        return 0
    try:
        dump(record, args.output)
    except OSError as err:
        say(_("{file}: cannot write: {reason} (nothing was changed)", file=args.output, reason=os_reason(err)),
            error=True)  # fmt: skip
        return 2
    say(f"{args.output}: {explain.result_line(record.result, record.seats)}")  # type: ignore[arg-type]
    return 0


@command(
    "simulate",
    N_("play many AI deals with a progress bar and sum them up per seat"),
    lambda p: p.add_argument("--deals", type=count_arg, required=True, metavar="N", help=_("how many deals")),
    seed_option(N_("the seed of the whole run (default: 0)")),
    levels_option("expert,basic,basic"),
    lambda p: p.add_argument(
        "--workers",
        type=workers_arg,
        default=1,
        metavar="N",
        help=_("processes to use; the results do not depend on it"),
    ),  # fmt: skip
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


def _class_arguments(p: argparse.ArgumentParser) -> None:
    from .classroom.commands import ACTIONS, DB_ENV, DEFAULT_DB

    p.add_argument(
        "action",
        choices=ACTIONS,
        help=_(
            "export: the class as CSV; import: a student's progress file; "
            "password: the teacher's password, or a new class password"
        ),
    )
    p.add_argument(
        "file",
        nargs="?",
        metavar=_("FILE"),
        help=_("export: the CSV file to write (default: print it); import: the progress file"),
    )
    p.add_argument(
        "--db",
        metavar=_("FILE"),
        default=None,
        help=_("the class store (default: {env}, else {default})", env=DB_ENV, default=DEFAULT_DB),
    )
    p.add_argument("--name", help=_("import: the student's name"))
    p.add_argument("--class-password", action="store_true", help=_("password: make a new class password"))


@command("class", N_("the class store of a classroom server: the class as CSV, a progress file imported, passwords"),
         _class_arguments)  # fmt: skip
def class_command(args: argparse.Namespace) -> int:
    from .classroom.commands import run

    return run(args, say)


# argparse speaks gettext (``argparse._``, ``argparse.ngettext``); while the command runs they are bound to the
# package's catalogue, in the current language. These are its messages a user can meet, in Python's wording,
# marked so that the catalogue carries them (one Python rewords is shown as Python says it, in English).
ARGPARSE_MESSAGES = (
    N_("usage: "), N_("positional arguments"), N_("options"), N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"), N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"), N_("one of the arguments %s is required"),
    N_("unrecognized arguments: %s"), N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"), N_("expected one argument"), N_("expected at most one argument"),
    N_("expected at least one argument"), N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"), N_("not allowed with argument %s"),
)  # fmt: skip


@contextmanager
def argparse_speaking() -> Iterator[None]:
    """argparse's own words from the package's catalogue, in the current language, for a while."""
    catalogue = translations()
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._, argparse.ngettext = catalogue.gettext, catalogue.ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class _Parser(argparse.ArgumentParser):
    """argparse, its error messages (which quote the arguments) escaped for the terminal."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        text = argparse._("%(prog)s: error: %(message)s\n") % {"prog": self.prog, "message": message}  # type: ignore[attr-defined]
        self.exit(2, terminal_safe(text.rstrip("\n")) + "\n")


def _lang_option(p: argparse.ArgumentParser, top: bool = False) -> None:
    choices = or_list([f"{code} ({name})" for code, name in LANGUAGES.items()])
    p.add_argument(
        "--lang", type=lang_arg, metavar=_("LANG"), default=None if top else argparse.SUPPRESS,
        help=_("the language of every message: {choices} (default: {env}, else English)", choices=choices, env=ENV),
    )  # fmt: skip


def parser() -> argparse.ArgumentParser:
    """The command's parser, its help in the current language."""
    top = _Parser(prog="lukfu-teach", description=_("Luk Fu deal records: check, explain, replay, play."))
    _lang_option(top, top=True)
    sub = top.add_subparsers(dest="command", required=True, metavar=_("COMMAND"), parser_class=_Parser)
    for name, (help, arguments, _run) in COMMANDS.items():
        p = sub.add_parser(name, help=_(help), description=_(help))
        for add in arguments:
            add(p)
        _lang_option(p)
    return top


def chosen_language(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` names in ``argv`` (its last), else ``LUKFU_LANG``'s, else None (the default).

    A language the package does not speak raises ``LanguageError``."""
    chosen = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            chosen = argv[i + 1]
        elif arg.startswith("--lang="):
            chosen = arg.split("=", 1)[1]
    if chosen is None:
        chosen = os.environ.get(ENV, "").strip() or None
        place = ENV
    else:
        place = "--lang"
    if chosen is not None:
        try:
            with language(chosen) as code:
                return code
        except LanguageError:
            raise LanguageError(chosen, place) from None
    return None


def main(argv: Sequence[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # a terminal that cannot show a character gets its escape
        reconfigure = getattr(stream, "reconfigure", None)
        if callable(reconfigure):
            reconfigure(errors="backslashreplace")
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        lang = chosen_language(argv)
    except LanguageError as err:
        with language("en"):  # no language to speak in: English, the fallback
            print(terminal_safe(f"lukfu-teach: error: {err}"), file=sys.stderr)
        return 2
    with language(lang):
        return _main(argv)


def _main(argv: list[str]) -> int:
    with argparse_speaking():
        args = parser().parse_args(argv)
    try:
        return COMMANDS[args.command][2](args)
    except LukFuError as err:  # a record that cannot be read or breaks a rule; an output refused
        where = "" if isinstance(err, OutputError) else f"{getattr(args, 'file', 'lukfu-teach')}: "
        say(f"{where}{err}", error=True)
        return exit_status(err)
    except KeyboardInterrupt:
        print(_("interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
