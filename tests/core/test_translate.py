"""Sentences with numbers: English as strings, translated from their templates, and sent between processes."""

from __future__ import annotations

import pickle

from gameviz.core.translate import Sentence
from gameviz.games import GAMES
from gameviz.games.spec import too_large

FRENCH = {"try {spec}": "essayez {spec}",
          "{spec} has at least {least:,} positions, more than the limit of {limit:,}; {hint}, or raise the vertex limit":
          "{spec} a au moins {least:,} positions, plus que la limite de {limit:,} ; {hint}, ou augmentez la limite"}


def test_a_refusal_is_english_and_translated_with_its_numbers():
    refusal = too_large(GAMES["tictactoe"], {"rows": 3, "cols": 3, "k": 3}, 1_000)
    assert isinstance(refusal, Sentence)
    assert refusal.startswith("tictactoe:rows=3,cols=3,k=3 has at least 4,400 positions, more than the limit of 1,000; try ")
    french = refusal.translated(lambda text: FRENCH.get(text, text))
    assert french.startswith("tictactoe:rows=3,cols=3,k=3 a au moins 4,400 positions, plus que la limite de 1,000 ; essayez ")
    assert french.endswith(", ou augmentez la limite")


def test_a_sentence_survives_pickling_with_its_template():
    sentence = Sentence("{n}×{n} {{braces}} too large", n=8)
    again = pickle.loads(pickle.dumps(sentence))
    assert again == "8×8 {braces} too large" and again.template == sentence.template and again.values == {"n": 8}
