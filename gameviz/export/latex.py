"""Text written for LaTeX (no Qt): labels and captions escaped, symbols and indices in math mode,
and the steps' equations as the course sets them (``$\\mathcal{A}^{1}_{3} = …$``).
"""

from __future__ import annotations

import re
from itertools import groupby

_MATH = {
    "∪": r"\cup", "→": r"\to", "∈": r"\in", "∅": r"\emptyset", "∞": r"\infty", "−": "-",
    "≤": r"\leq", "≥": r"\geq", "α": r"\alpha", "β": r"\beta", "▶": r"\blacktriangleright",
    "•": r"\bullet", "✗": r"\times", "✓": r"\checkmark", "▲": r"\blacktriangle", "▼": r"\blacktriangledown",
    "…": r"\dots", "✂": r"\times", "𝒜": r"\mathcal{A}",
}
#: Chess pieces, which pdflatex's fonts lack, as FEN letters: White's (the hollow glyphs) upper case, Black's
#: (the filled ones) lower case; a White piece's white filling under its outline thus reads as its letter.
_CHESS = {hollow: rf"\textsf{{\textbf{{{letter.upper()}}}}}" for hollow, letter in zip("♔♕♖♗♘♙", "kqrbnp", strict=True)}
_CHESS.update({filled: rf"\textsf{{\textbf{{{letter}}}}}" for filled, letter in zip("♚♛♜♝♞♟", "kqrbnp", strict=True)})
_SUB = str.maketrans("₀₁₂₃₄₅₆₇₈₉₋ₐₑ", "0123456789-AE")  # Adam's and Ève's letters: 𝒜ₐ³ is 𝒜_A^3
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
_SPECIAL = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
            "^": r"\^{}", "_": r"\_", "%": r"\%", "~": r"\~{}"}


def latex_text(text: str) -> str:
    """Text for a TikZ node: special characters escaped, symbols and indices in math mode."""
    out = []
    for indices, group in groupby(text, key=_is_index):
        run = "".join(group)
        out.append(_latex_indices(run) if indices else "".join(_latex_char(ch) for ch in run))
    return "".join(out).replace("$$", "")


def _is_index(ch: str) -> bool:
    """Whether ``ch`` is written as a subscript or a superscript (``₃``, ``ₐ``, ``²``)."""
    return ch.translate(_SUB) != ch or ch.translate(_SUP) != ch


def _latex_indices(run: str) -> str:
    """A run of indices in math mode, the superscripts first: ``ₐ³`` → ``$^{3}_{A}$``."""
    sub = "".join(c.translate(_SUB) for c in run if c.translate(_SUB) != c)
    sup = "".join(c.translate(_SUP) for c in run if c.translate(_SUP) != c)
    return "$" + (f"^{{{sup}}}" if sup else "") + (f"_{{{sub}}}" if sub else "") + "$"


def _latex_char(ch: str) -> str:
    """One character that is not an index: a symbol in math mode, a chess piece as its letter, or text."""
    if ch in _MATH:
        return f"${_MATH[ch]}$"
    return _CHESS.get(ch) or _SPECIAL.get(ch, ch)


_EQUATION_TERM = re.compile(r"(A|V|𝒜)([⁰-⁹¹²³]*)([₀-₉ₐₑ]+)([⁰-⁹¹²³]*)")


def latex_equation(text: str) -> str:
    """A step's equation in math mode, as the course writes it: ``A¹₃ = A¹₂ ∪ {(5,2)}`` →
    ``$\\mathcal{A}^{1}_{3} = \\mathcal{A}^{1}_{2} \\cup \\{\\mbox{(5,2)}\\}$``; the equations of
    both players side by side; any other caption (who wins) as text."""
    equations = [e for e in text.split("     ") if e]
    if not equations or not all(_EQUATION_TERM.match(e) for e in equations):
        return latex_text(text)
    return r"\qquad ".join(f"${_math(e)}$" for e in equations)


def _math(equation: str) -> str:
    """One equation's terms in math mode, the set's labels as text."""
    start, end = equation.find("{"), equation.rfind("}")
    head, labels = (equation, None) if start < 0 or end < start else (equation[:start], equation[start + 1 : end])
    out = [_math_term(term) for term in head.split()]
    if labels is not None:
        out.append(_math_set(labels))
    return " ".join(out)


def _math_term(term: str) -> str:
    """A word of an equation: a set's name with its indices (``A¹₃``), a symbol, or text."""
    match = _EQUATION_TERM.fullmatch(term)
    if not match:
        return _MATH.get(term, latex_text(term))
    letter, sup, sub, sup_after = match.groups()
    sup = sup or sup_after
    name = "V" if letter == "V" else r"\mathcal{A}"
    return name + (f"^{{{sup.translate(_SUP)}}}" if sup else "") + f"_{{{sub.translate(_SUB)}}}"


def _math_set(labels: str) -> str:
    """The set of vertex labels ``a, b, … c`` written as text, ``…`` as dots."""
    items = [r"\dots\ \mbox{" + latex_text(label[1:].strip()) + "}" if label.startswith("…")
             else r"\mbox{" + latex_text(label) + "}" for label in labels.split(", ")]
    return r"\{" + r",\allowbreak ".join(items) + r"\}"  # a long set may break across lines
