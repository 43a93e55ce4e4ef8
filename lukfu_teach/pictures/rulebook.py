"""The rules R1-R20 in plain words, in every language (from RULES.md, through gettext).

For the rule sheet, drills and tooltips::

    >>> from lukfu_teach.rulebook import rule
    >>> rule("R10a").line("en")
    'R10a Mau Gung and Bak Chi: C1 (Mau Gung) and T1 (Bak Chi) cannot be beaten when led singly.'
    >>> rule("R13").title.render("sv")
    'Kasta'

``markdown("sv")`` is the whole sheet (docs/sv/rules.md is made from it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import LukFuError, shown
from ..i18n import L_, Message, get_language, language

__all__ = ["EXAMPLES", "RULES", "SECTIONS", "Rule", "UnknownRuleError", "markdown", "rule"]


class UnknownRuleError(LukFuError):
    """A rule number that RULES.md does not have."""


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: ``number`` (``"R10a"``), a short ``title`` and the ``text`` in plain words."""

    number: str
    title: Message
    text: Message
    reading: bool = False  # our reading of an ambiguous source text (RULES.md: **Reading**)

    @property
    def parent(self) -> str | None:
        """``"R10"`` for ``"R10a"``; ``None`` for a main rule."""
        return self.number[:-1] if self.number[-1].isalpha() else None

    def line(self, lang: str | None = None) -> str:
        """``R13 Discard: A seat that cannot beat ...``: one line for a tooltip."""
        return L_("{number} {title}: {text}", number=self.number, title=self.title, text=self.text).render(lang)


# fmt: off
RULES: tuple[Rule, ...] = (
    Rule("R1", L_("Deck"), L_(
        "36 cards: ranks 1 to 9 in four suits. The suits rank, low to high: Coins, Strings, Myriads, Tens. "
        "The two flower cards are not used.")),
    Rule("R2", L_("Notation"), L_(
        "A card is written as its suit letter and its rank: C for Coins, S for Strings, M for Myriads, "
        "T for Tens; for example C1, S7, T9. Two cards have names: C1 is Mau Gung and T1 is Bak Chi. "
        "In these rules an ace is a card of rank 1.")),
    Rule("R3", L_("Seats"), L_(
        "Three seats, numbered 0, 1 and 2, play in turn order 0, 1, 2, 0 and so on. In the lessons seat 0 is "
        "you, and seats 1 and 2 are the AIs, East and West.")),
    Rule("R4", L_("Deal"), L_(
        "Shuffle and deal 12 cards to each seat. One seat, chosen at random, is the Master.")),
    Rule("R5", L_("Calling"), L_(
        "Starting with the Master and going in turn order, each seat says play or pass. The first seat to say "
        "play is the caller, and calling stops there: later seats are not asked. The other two seats are "
        "noncallers.")),
    Rule("R6", L_("Redeal"), L_(
        "If all three pass, the cards are shuffled and dealt again, and the Master stays the same. A record "
        "keeps only the deal that was played and how many redeals came before it."), reading=True),
    Rule("R7", L_("Master leads"), L_(
        "Whoever called, the Master leads to the first trick.")),
    Rule("R8", L_("Passed Master limit"), L_(
        "A Master who passed, and so is a noncaller, may never lead a four-card set or a run of four or more "
        "cards. This holds for every lead that Master makes in the deal."), reading=True),
    Rule("R9", L_("Play shapes"), L_(
        "A play is exactly one of these: a single, one card; a set, three or four cards of one rank (a seat "
        "holding all four of a rank may play any three of them); a run, three or more cards of one suit with "
        "consecutive ranks, such as S3 S4 S5. Nothing else is a play: pairs are forbidden, and no play has "
        "two cards.")),
    Rule("R10", L_("Beating"), L_(
        "A play beats the current best play when it has the same shape and the same number of cards, and: "
        "a single is of the same suit and of higher rank; a set is of higher rank; a run ends higher in the "
        "same suit, or is of a higher suit, whatever its ranks.")),
    Rule("R10a", L_("Mau Gung and Bak Chi"), L_(
        "C1 (Mau Gung) and T1 (Bak Chi) cannot be beaten when led singly.")),
    Rule("R10b", L_("Aces and nines"), L_(
        "A led set of aces can be beaten only by nines.")),
    Rule("R11", L_("Lead"), L_(
        "The seat to lead either claims (R17) or leads one play that R8, R9 and R16 allow.")),
    Rule("R12", L_("Follow"), L_(
        "Then each other seat, in turn order, answers the current best play: the lead, or a later play that "
        "beat it. A seat that holds any play that beats it must play one of those beating plays, face up, "
        "whichever it likes; that play becomes the current best play.")),
    Rule("R13", L_("Discard"), L_(
        "A seat that cannot beat the current best play discards as many cards as the lead has, whichever it "
        "likes, face down. Nobody else ever sees them.")),
    Rule("R14", L_("Winning the trick"), L_(
        "After both answers, the seat whose play is the current best wins the trick. It scores as many fu "
        "as there are cards in its own winning play, never the other seats' cards, and then leads the next "
        "trick.")),
    Rule("R15", L_("Public information"), L_(
        "Plays made face up (leads and beating plays) and who made them, how many cards each seat holds, "
        "everyone's fu, the Master and the caller are public. Cards discarded face down are known only to "
        "the seat that discarded them.")),
    Rule("R16", L_("Old cards"), L_(
        "A card is Old for the seat holding it when it cannot be beaten if led singly, and this can be proven "
        "from the plays made face up and that seat's own hand. Cards discarded face down prove nothing, even "
        "to the seat that discarded them: a card that is unbeatable only because of one's own discard is "
        "safe but unproven, not Old.")),
    Rule("R16a", L_("Always Old"), L_(
        "The four nines, C1 (Mau Gung) and T1 (Bak Chi) are always Old.")),
    Rule("R16b", L_("Every higher card accounted for"), L_(
        "Any other card is Old when every higher card of its suit has been played face up or is in the same "
        "hand.")),
    Rule("R16c", L_("A sequence below an Old card"), L_(
        "An unbroken sequence held directly below an Old card is Old too: a seat holding M9 M8 M7 has three "
        "Old cards.")),
    Rule("R16d", L_("Noncaller leads"), L_(
        "When a noncaller leads a single, it must be a card that is not Old, from the highest suit in which "
        "the seat holds a card that is not Old; it may lead an Old single only when every card it holds is "
        "Old. Noncallers may lead sets and runs, Old cards in them included (R8 still limits a Master who "
        "passed)."), reading=True),
    Rule("R16e", L_("Caller leads"), L_(
        "The caller may lead any play, and an Old single at any time.")),
    Rule("R17", L_("Claim"), L_(
        "When a seat is to lead, before leading, it may claim if its fu plus the number of Old cards in its "
        "hand is at least six: it lays its Old cards face up and wins the deal with F = fu + Old cards shown. "
        "It may instead play on to score more, at the risk that another seat claims first. A claim is "
        "allowed at the very first lead.")),
    Rule("R18", L_("End of cards"), L_(
        "If the hands run out, the seat that won the last trick, and so is to lead, wins with F = its fu if "
        "that is six or more; otherwise the deal is drawn."), reading=True),
    Rule("R19", L_("Amount"), L_(
        "A win with F fu is worth A = F − 5 points: six fu are worth 1 point, plus one for each fu more.")),
    Rule("R20", L_("Who pays"), L_(
        "If the caller wins, each noncaller pays A. If a noncaller wins, the caller alone pays 2A and the "
        "other noncaller pays nothing. The winner always receives 2A. A drawn deal scores 0 for everyone. "
        "Results are net points per seat, which add up to zero; no money changes hands.")),
)

SECTIONS: tuple[tuple[Message, tuple[str, ...]], ...] = (
    (L_("Cards"), ("R1", "R2", "R3")),
    (L_("Setup and calling"), ("R4", "R5", "R6", "R7", "R8")),
    (L_("Plays"), ("R9", "R10", "R10a", "R10b")),
    (L_("A trick"), ("R11", "R12", "R13", "R14", "R15")),
    (L_("Old cards"), ("R16", "R16a", "R16b", "R16c", "R16d", "R16e")),
    (L_("Winning and ending"), ("R17", "R18")),
    (L_("Scoring"), ("R19", "R20")),
)

EXAMPLES: tuple[Message, ...] = (
    L_("Seat 1 leads S4. Seat 2 holds S6 and S8, so it must play one of them (R12). Seat 0 holds S7: if seat "
       "2 played S6, seat 0 must beat it with S7; if seat 2 played S8, seat 0 cannot beat it and discards one "
       "card face down (R13)."),
    L_("Led set C1 S1 M1 (aces): a seat holding C5 S5 T5 cannot beat it; a seat holding S9 M9 T9 must "
       "(R10b). A four-card set is beaten only by a higher four-card set."),
    L_("Led run S3 S4 S5: S6 S7 S8 beats it, and so does any three-card run of Myriads or Tens, such as M1 M2 "
       "M3 (R10). A four-card run never answers a three-card run."),
    L_("S9 and S8 have been played face up and a seat holds S7 and S5: S7 is Old (R16b), but S5 is not, "
       "because nobody has seen where S6 is. If S6 is later played face up, S5 becomes Old."),
    L_("Seat 1 is a noncaller holding T9 T4 M6 M2 C3, and only T9 is Old: if it leads a single, it must be "
       "T4, since Tens is its highest suit with a card that is not Old (R16d)."),
    L_("Seat 2 has 4 fu and holds C1 T9 S3: at its lead 4 + 2 = 6, so it may claim with F = 6 and A = 1. If "
       "seat 0 is the caller, it pays 2 to seat 2 and seat 1 pays nothing: net −2, 0, +2 (R17, R19, R20)."),
)
# fmt: on

BY_NUMBER: dict[str, Rule] = {r.number: r for r in RULES}
_NUMBER = re.compile(r"\s*[Rr]?(\d{1,2}[a-e]?)\s*")


def rule(number: str | int) -> Rule:
    """The rule ``"R12"`` (also ``"r12"``, ``12``, ``"16b"``)."""
    match = _NUMBER.fullmatch(str(number))
    found = BY_NUMBER.get("R" + match[1]) if match else None
    if found is None:
        asked = shown(str(number))
        raise UnknownRuleError(L_("{number} is not a rule (rules are R1-R20, with R10a-b and R16a-e)", number=asked))
    return found


def markdown(lang: str | None = None) -> str:
    """The rule sheet as Markdown, in ``lang`` (default: the current language)."""
    with language(lang):
        code = get_language()
        reading = L_("Reading").render(code)
        out = [
            "# " + L_("Luk Fu: the rules").render(code),
            "",
            L_(
                "The rules this package implements, in plain words. Every rule has a number, and every "
                "explanation cites it. Where the source text is ambiguous, **{reading}** marks the reading "
                "we implement.",
                reading=reading,
            ).render(code),
        ]
        for title, numbers in SECTIONS:
            out += ["", f"## {title.render(code)}", ""]
            for number in numbers:
                r = BY_NUMBER[number]
                mark = f" (**{reading}**)" if r.reading else ""
                indent = "  " if r.parent else ""
                out.append(f"{indent}- **{r.number} {r.title.render(code)}.** {r.text.render(code)}{mark}")
        out += ["", "## " + L_("Worked examples").render(code), ""]
        out += [f"- {example.render(code)}" for example in EXAMPLES]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """``python -m lukfu_teach.pictures.rulebook sv``: print the rule sheet."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    sys.stdout.buffer.write(markdown(args[0] if args else None).encode("utf-8"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


def __getattr__(name: str) -> type:
    if name == "UnknownRule":  # the old name, a deprecated alias
        import warnings

        warnings.warn("UnknownRule is now UnknownRuleError", DeprecationWarning, stacklevel=2)
        return UnknownRuleError
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
