"""How players are named: J1/J2 (the course's default), Adam/Ève, Max/Min, Alice/Bob."""

from __future__ import annotations

from dataclasses import dataclass

from gameviz.core.symbols import SET_LETTER, subscript, superscript

#: The players' letters written as subscripts (Adam's set 𝒜ₐ, Ève's targets Vₑ): Unicode has small ones only.
LETTER_SUBSCRIPTS = {"A": "ₐ", "E": "ₑ"}


@dataclass(frozen=True)
class Notation:
    """Names of the two players and of their attractors.

    ``key`` is the name used in settings and on the command line.
    """

    key: str
    first: str
    second: str
    #: the players' letters in the course's set names (seed 002: 𝒜_A^n, V_A); "" to number them (𝒜¹ₙ, V₁)
    letters: str = ""

    def name(self, player: int) -> str:
        """The name of player 1 or 2 (0 names a draw); players after them, in games of more than two,
        are J3, J4, …"""
        return {0: "draw", 1: self.first, 2: self.second}.get(player, f"J{player}")

    def attractor(self, player: int, step: int | None = None) -> str:
        """The set A_m of ``player`` as the course of this notation writes it: ``𝒜¹₃`` (seed 000's
        𝒜_3^1); with Adam and Ève, ``𝒜ₐ³`` (the player below, the step above, as seed 002's
        𝒜_A^3). :func:`~gameviz.core.symbols.plain_letters` writes it ``A¹₃`` for plain text.
        Without ``step``, the attractor itself: ``𝒜²`` (seed 000's 𝒜^2), ``𝒜ₑ``."""
        sup = "" if step is None else superscript(step)
        sub = "" if step is None else subscript(step)
        if player <= len(self.letters):
            return f"{SET_LETTER}{LETTER_SUBSCRIPTS[self.letters[player - 1]]}{sup}"
        return f"{SET_LETTER}{superscript(player)}{sub}"

    def targets(self, player: int) -> str:
        """The name of ``player``'s winning positions: ``V₁``; with Adam and Ève, ``Vₐ``."""
        if player <= len(self.letters):
            return f"V{LETTER_SUBSCRIPTS[self.letters[player - 1]]}"
        return f"V{subscript(player)}"


NOTATIONS: dict[str, Notation] = {
    n.key: n
    for n in (
        Notation("j1j2", "J1", "J2"),
        Notation("adam-eve", "Adam", "Ève", "AE"),
        Notation("max-min", "Max", "Min"),
        Notation("alice-bob", "Alice", "Bob"),
    )
}

DEFAULT_NOTATION = NOTATIONS["j1j2"]


def format_set(labels: list[str], shown: int | None = None) -> str:
    """``["(2,1)", "(3,1)"]`` → ``"{(2,1), (3,1)}"``; the empty set is ``∅``.
    With ``shown``, a longer set lists its first ``shown`` labels, then ``… (+n)``
    for the ``n`` it leaves out."""
    if not labels:
        return "∅"
    if shown is not None and len(labels) > shown:
        labels = [*labels[:shown], f"… (+{len(labels) - shown})"]
    return "{" + ", ".join(labels) + "}"
