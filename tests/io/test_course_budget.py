"""The course's ``.py`` notation charges what each step builds or scans: small files that would build
gigabytes or scan for minutes are refused with their line and column, in a process held to 500 MB."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gameviz.core.errors import ArenaFormatError, InputError
from gameviz.io import read_arena
from gameviz.io.course import MAX_BYTES, arena_from_course

EXAMPLES = Path(__file__).parents[2] / "gameviz" / "resources" / "examples"

#: (file text, the message expected, or None when the file is read with the bomb left unread)
BOMBS = [
    ("x = '%0999999999d' % 1\n", None),  # string formatting is not read: x is never built
    ("a = list(range(2000000))\nb = [tuple(a) for i in range(1000)]\n",
     "line 2, column 6: b: the file builds or scans more than 10,000,000 items"),
    ("a = list(range(2000000))\nb = [i for i in range(1000000) if i in a]\n",
     "line 2, column 35: b: the file builds or scans more than 10,000,000 items"),
    ("a = [list(range(1000000)) for i in range(100)]\n",
     "line 1, column 6: a: the file builds or scans more than 10,000,000 items"),
    ("a = list(range(2000000))\nb = a + a\n", "line 2, column 5: b: a value of more than 2,000,000 items"),
    ("a = list(range(2000000))\nb = [max(a) for i in range(100)]\n",
     "line 2, column 6: b: the file builds or scans more than 10,000,000 items"),
]

CHILD = textwrap.dedent("""
    import resource, sys
    resource.setrlimit(resource.RLIMIT_AS, (500 * 2**20, 500 * 2**20))
    from gameviz.core.errors import ArenaFormatError, InputError
    from gameviz.io.course import MAX_BYTES, arena_from_course
    try:
        arena_from_course(sys.stdin.read() + "arene = {1: []}\\nSommets1 = {1: True}\\n", "bomb.py")
        print("read")
    except ArenaFormatError as error:
        print(error)
""")


@pytest.mark.parametrize(("text", "expected"), BOMBS)
def test_a_bomb_is_refused_where_it_is_within_500_mb(text, expected):
    done = subprocess.run([sys.executable, "-c", CHILD], input=text, capture_output=True, text=True, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ("read" if expected is None else "bomb.py: " + expected + ", characters or "
                                   "digits to read; write the arena with fewer or smaller values"
                                   if "builds or scans" in expected else "bomb.py: " + expected + " is not read")


def test_string_formatting_is_not_read():
    with pytest.raises(ArenaFormatError, match="line 1, column 9: arene: string formatting is not read"):
        arena_from_course("arene = '%5d' % 1\n", "x.py")


def test_the_course_arena_still_reads():
    arena = read_arena(EXAMPLES / "batonnets10.py")
    assert len(arena) == 21 and arena.edge_count() == 51  # 27 moves of J1 (10 sticks to 1), 24 of J2 (9 to 1)


ARENA = "arene = {0: [1], 1: []}\nSommets1 = [0]\nVictoire1 = [1]\n"


def padded(size: int, letter: str = "x") -> str:
    """The small arena above, padded with a comment to ``size`` characters."""
    return ARENA + "#" + letter * (size - len(ARENA) - 2) + "\n"


def test_a_file_of_the_largest_size_is_read(tmp_path):
    path = tmp_path / "arene.py"
    path.write_text(padded(MAX_BYTES), encoding="utf-8")
    assert path.stat().st_size == MAX_BYTES == 250_000
    arena = read_arena(path)
    assert sorted(arena.vertices) == [0, 1] and arena.player(0) == 1 and arena.player(1) == 2


@pytest.mark.parametrize("text", [padded(MAX_BYTES + 1), padded(MAX_BYTES, "é")], ids=["one byte more", "two-byte letters"])
def test_a_larger_file_is_refused_before_it_is_parsed(tmp_path, text):
    path = tmp_path / "arene.py"
    path.write_text(text, encoding="utf-8")
    expected = "a course .py arena file is at most 250,000 bytes: write larger arenas as JSON or DOT"
    with pytest.raises(InputError) as read:
        read_arena(path)
    assert str(read.value) == f"{path}: {expected}"
    with pytest.raises(ArenaFormatError) as given:
        arena_from_course(text, "arene.py")
    assert str(given.value) == f"arene.py: {expected}"
