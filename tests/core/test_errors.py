"""Messages of input errors are one line a terminal shows and never obeys."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.errors import MAX_ECHO, InputError, printable, safe_message
from gameviz.core.translate import Sentence


def test_escape_sequences_and_controls_are_shown_escaped():
    error = InputError("no vertex '\x1b[31mred\x1b[0m\r\n\u202ex' in the arena", source="moves", offset=3)
    assert str(error) == "moves: character 4: no vertex '\\x1b[31mred\\x1b[0m\\x0d\\x0a\\u202ex' in the arena"


def test_a_lone_surrogate_is_shown_escaped_and_can_be_printed():
    message = str(InputError("unknown game '\udc80'"))
    assert message == "unknown game '\\udc80'"
    message.encode("utf-8")


def test_long_echoed_input_is_cut_to_200_characters_with_its_length():
    error = InputError(f"'{'x' * 50_000_000}' is not a column", source="line 1", offset=0)
    assert str(error) == f"line 1: character 1: '{'x' * MAX_ECHO}…' (50,000,000 characters) is not a column"


def test_unicode_letters_are_kept():
    assert printable("sommet « Ève » ²") == "sommet « Ève » ²"


@given(st.text(max_size=300))
def test_every_message_is_one_line_without_escape(text):
    message = str(InputError(text, source=text))
    assert "\x1b" not in message and "\n" not in message and "\r" not in message
    message.encode("utf-8")
    assert len(message) <= 5 * MAX_ECHO + 1 + 6 * (5 * MAX_ECHO)


def test_a_message_made_safe_twice_counts_a_long_echo_once():
    from gameviz.core.errors import safe_message

    first = str(InputError(f"the label '{'y' * 5_000_000}' is too long"))
    assert first == f"the label '{'y' * MAX_ECHO}…' (5,000,000 characters) is too long"
    assert safe_message(first) == first and str(InputError(first)) == first


def test_a_long_file_name_or_specification_is_cut_to_200_characters_with_its_length():
    error = InputError("n: 111111111111… is above the maximum 1000000", source="sticks:n=" + "1" * 100_000,
                       offset=9)
    assert str(error) == (f"sticks:n={'1' * (MAX_ECHO - 9)}… (100,009 characters): character 10: n: "
                          "111111111111… is above the maximum 1000000")
    named = InputError("no such file", source="\x1b[2J" + "a" * 300)
    assert str(named) == f"\\x1b[2J{'a' * (MAX_ECHO - 4)}… (304 characters): no such file"


def test_a_long_message_without_quotes_is_cut_after_1000_characters():
    assert MAX_ECHO == 200
    assert safe_message("x" * 1000) == "x" * 1000
    assert safe_message("x" * 1001) == "x" * 1000 + "…"


def test_a_long_game_spec_is_cut_inside_its_quotes_once():
    from gameviz.games import game_from_spec
    from gameviz.report.translations import translations

    spec = "sticks:take=" + "x" * 300
    with pytest.raises(InputError) as caught:
        game_from_spec(spec)
    french = caught.value.translated(translations("fr").errors)
    translations("en")
    quoted, token = f"'{spec[:MAX_ECHO]}…'", "'" + "x" * 20 + "…'"
    assert str(caught.value) == (f"game spec {quoted} (312 characters): character 13: take: {token} "
                                 "is not a whole number (digits 0 to 9)")
    assert french == (f"description du jeu {quoted} (312 caractères) : caractère 13 : take : {token} "
                      "n’est pas un nombre entier (chiffres de 0 à 9)")


def test_a_translated_error_keeps_the_safety_rules_and_english_stays_as_it_was():
    from gameviz.core.numbers import parse_int
    from gameviz.report.translations import translations

    with pytest.raises(InputError) as caught:
        parse_int("\x1b[2J" + "9" * 30, name="n", high=5, source="sticks.json", offset=2)
    french = caught.value.translated(translations("fr").errors)
    translations("en")
    shown = "'\\x1b[2J" + "9" * 16 + "…'"  # (the first 20 characters, the escape written out)
    assert str(caught.value) == f"sticks.json: character 3: n: {shown} is not a whole number (digits 0 to 9)"
    assert french == f"sticks.json : caractère 3 : n : {shown} n’est pas un nombre entier (chiffres de 0 à 9)"


def test_an_error_with_sentences_crosses_a_process_whole():
    import pickle

    from gameviz.core.errors import GAME_SPEC, NeverBuiltError
    from gameviz.core.translate import Sentence

    error = NeverBuiltError(Sentence("{spec} has at least {least:,} positions", spec="chess", least=4400),
                            game="chess", source=GAME_SPEC)
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is NeverBuiltError and copy.game == "chess"
    assert str(copy) == "game spec: chess has at least 4,400 positions"
    assert isinstance(copy.reason, Sentence) and copy.reason.values == {"spec": "chess", "least": 4400}
    assert copy.translated({"{spec} has at least {least:,} positions": "{spec} a au moins {least:,} positions",
                            "game spec": "description du jeu", "{where}: {reason}": "{where} : {reason}"}.get) \
        == "description du jeu : chess a au moins 4,400 positions"  # (numbers as the language in use groups them)


def test_a_spent_search_budget_crosses_a_process_and_is_said_in_french():
    import pickle

    from gameviz.core.search.budget import BudgetExhausted
    from gameviz.report.translations import translations

    copy = pickle.loads(pickle.dumps(BudgetExhausted(nodes=1000, depth=3, seconds=0.5, what="nodes")))
    assert type(copy) is BudgetExhausted and (copy.nodes, copy.depth, copy.what) == (1000, 3, "nodes")
    assert str(copy) == "stopped after 1,000 nodes at depth 3"
    french = copy.translated(translations("fr").errors)
    translations("en")
    assert french == "arrêtée après 1\u202f000 nœuds à la profondeur 3"


def test_a_long_echo_is_cut_with_its_length_said_in_french_and_made_safe_once():
    from gameviz.core.numbers import parse_int
    from gameviz.report.translations import translations

    name = "arena-" + "x" * 300 + ".json"
    with pytest.raises(InputError) as caught:
        parse_int("1", name="take", high=0, source=name)
    french = caught.value.translated(translations("fr").errors)
    translations("en")
    assert french == f"arena-{'x' * 194}… (311 caractères) : take : 1 est au-dessus du maximum 0"
    assert safe_message(french) == french
    long_echo = InputError(Sentence("'{text}' is not a whole number (digits 0 to 9)", text="9" * 5000))
    french = long_echo.translated(translations("fr").errors)
    translations("en")
    assert french == f"'{'9' * MAX_ECHO}…' (5\u202f000 caractères) n’est pas un nombre entier (chiffres de 0 à 9)"
    assert safe_message(french) == french and str(long_echo).endswith("…' (5,000 characters) is not a whole number "
                                                                       "(digits 0 to 9)")
