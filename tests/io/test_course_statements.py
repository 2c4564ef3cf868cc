"""The course's ``.py`` notation reads assignments ``NAME = …``; every other statement that Python
would run is refused where it is, since leaving it out would read another arena than Python builds."""

from __future__ import annotations

import pytest

from gameviz.core.errors import ArenaFormatError
from gameviz.io.course import arena_from_course

ARENA = "arene = {1: [2], 2: []}\nSommets1 = {1: True}\n"

REFUSED = [
    # (statements after the arena, the statement as the refusal names it): each at line 3, column 1
    ("arene[3] = []\n", "`arene[3] = …`"),
    ("arene[1].append(1)\n", "`arene[1].append(1)`"),
    ("for k in range(3):\n    arene[k] = []\n", "`for k in range(3): …`"),
    ("while False:\n    pass\n", "`while False: …`"),
    ("Sommets1 |= {2: True}\n", "`Sommets1 |= …`"),
    ("a, b = 1, 2\n", "`a, b = …`"),
    ("x: int = 3\n", "`x: int = …`"),
    ("del arene[2]\n", "`del arene[2]`"),
    ("if len(arene) > 1:\n    arene = {}\n", "`if len(arene) > 1: …`"),
    ("class Arene:\n    pass\n", "`class Arene: …`"),
    ("from math import *\n", "`from math import *`"),
    ("def f(x=arene.clear()):\n    pass\n", "`def f(x=arene.clear()): …`"),
    ("print(" + "1 + " * 30 + "1)\n", "`print(1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 …`"),  # cut at 40 characters
]


@pytest.mark.parametrize("statements,shown", REFUSED)
def test_a_statement_that_is_not_read_is_refused_where_it_is(statements, shown):
    with pytest.raises(ArenaFormatError) as caught:
        arena_from_course(ARENA + statements, "a.py")
    error = caught.value
    assert (error.line, error.column) == (3, 1)
    assert error.reason == f"only NAME = … assignments are read; {shown} is not"


def test_a_decorated_function_is_refused_at_its_decorator_which_would_run():
    with pytest.raises(ArenaFormatError) as caught:
        arena_from_course(ARENA + "@print\ndef f():\n    pass\n", "a.py")
    assert (caught.value.line, caught.value.column) == (3, 2) and "`@print` is not" in caught.value.reason


def test_the_issue_s_arena_filled_by_subscripts_is_refused_not_read_empty():
    with pytest.raises(ArenaFormatError) as caught:
        arena_from_course("arene = {}\narene[1] = [2]\narene[2] = []\nSommets1 = {1: True}\n", "a.py")
    assert str(caught.value) == "a.py: line 2, column 1: only NAME = … assignments are read; `arene[1] = …` is not"


def test_functions_imports_docstrings_and_the_main_guard_run_nothing_and_are_left_aside():
    text = ('"""The course\'s arena, with its functions."""\nfrom math import inf\nimport os.path\n'
            + ARENA + "Victoire1 = {2: True}\n"
            "def attracteur(G, S1, V1, prof=inf):\n    G.clear()\n    return {}\n"
            "A1 = attracteur(arene, Sommets1, Victoire1)\n"  # assigned something unread, never used
            "if __name__ == '__main__':\n    arene.clear()\n")
    arena = arena_from_course(text, "a.py")
    assert [(v, arena.player(v), list(arena.successors(v))) for v in arena] == [(1, 1, [2]), (2, 2, [])]
    assert arena.targets(1) == [2]


def test_a_function_or_an_import_that_rebinds_a_read_name_is_not_the_arena():
    for rebinding, line in (("def arene():\n    pass\n", 3), ("from data import Sommets1\n", 3)):
        with pytest.raises(ArenaFormatError) as caught:
            arena_from_course(ARENA + rebinding, "a.py")
        assert caught.value.line == line and "a function or a module is not an arena value" in caught.value.reason
