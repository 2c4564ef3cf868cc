"""Chess pieces in TikZ: pdflatex's fonts lack the Unicode glyphs, so pieces are written as FEN letters."""

from __future__ import annotations

from gameviz.export.tikz import latex_text


def test_white_pieces_are_upper_case_letters_and_black_pieces_lower_case():
    assert latex_text("♔♕♖♗♘♙") == "".join(rf"\textsf{{\textbf{{{c}}}}}" for c in "KQRBNP")
    assert latex_text("♚♛♜♝♞♟") == "".join(rf"\textsf{{\textbf{{{c}}}}}" for c in "kqrbnp")
