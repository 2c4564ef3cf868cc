"""Malformed files: one exception type, naming the file, the line, the column and the reason."""

from __future__ import annotations

import pytest

from gameviz.core.errors import ArenaFormatError, InputError
from gameviz.io import read_arena, write_arena

GOOD_JSON = """{
  "format": "gameviz-arena", "version": 1,
  "vertices": [
    {"id": "a", "player": 1},
    {"id": "b", "player": 2}
  ],
  "edges": [["a", "b"]],
  "targets": {"1": ["b"], "2": []}
}
"""

CASES = [
    # (suffix, text, line, column, reason fragment)
    (".json", GOOD_JSON.replace('"player": 2}', '"player": 7}'), 5, 27, "must be 1 to 6"),
    (".json", GOOD_JSON.replace('"player": 2}', '"player": 3}'), 5, 27, "must be 1 or 2 in version 1 (an arena of more "
                                                                       "players is version 2), not 3"),
    (".json", GOOD_JSON.replace('[["a", "b"]]', '[["a", "b"], ["a", "x7"]]'), 7, 31, "unknown vertex 'x7'"),
    (".json", GOOD_JSON.replace('{"id": "b"', '{"id": "a"'), 5, 12, "duplicate"),
    (".json", GOOD_JSON.replace('"edges"', '"edges" ['), 7, 11, "not valid JSON"),
    (".json", GOOD_JSON.replace('"1": ["b"]', '"1": ["zz"]'), 8, 21, "'zz' is not a vertex"),
    (".json", GOOD_JSON.replace('"player": 2}', '"player": 2, "label": "%s"}' % ("x" * 100_001)), 5, 39,
     "vertices[1].label: the label of vertex 'b' is longer than 100,000 characters"),
    (".dot", 'digraph {\n  a [player=1];\n  b [player=7];\n}\n', 3, 3, "must be 1 to 6"),
    (".dot", 'digraph {\n  a [player=1];\n  a -> b\n}\n', 3, 8, "no player attribute"),
    (".dot", 'digraph {\n  a [player=1;\n}\n', 3, 1, "an attribute name is expected"),
    (".dot", 'graph {\n  a -- b\n}\n', 1, 1, "digraph"),
    (".dot", 'digraph { a [player=1, label="never closed] }', 1, 30, "string never closed"),
    (".graphml", '<graphml><graph>\n<node id="a"><data key="player">1</data></node>\n'
     '<node id="a"><data key="player">2</data></node>\n</graph></graphml>', 3, 1, "duplicate"),
    (".graphml", '<graphml><graph>\n<node id="a"><data key="player">1</data></node>\n'
     '<edge source="a" target="q"/>\n</graph></graphml>', 3, 1, "unknown vertex 'q'"),
    (".graphml", '<graphml><graph>\n<node id="a"><data key="player">7</data></node>\n'
     '</graph></graphml>', 2, 1, "player of vertex 'a' must be 1 to 6, not '7'"),
    (".graphml", '<graphml><graph>\n<node id="a">\n</graph></graphml>', 3, 3, "not valid XML"),
    (".py", "arene = {(0,1): [], (1,2): [(0,1)], (1,1): [(0,3)]}\nSommets1 = [(0,1), (1,1)]\n",
     1, 37, "unknown vertex (0,3)"),
    (".py", "arene = {(0,1): [],\n (1,2): [(0,1)]\nSommets1 = [(0,1)]\n", 1, 9, "never closed"),
    (".py", "arene = {(k,1): [] for k in range(n)}\nSommets1 = []\n", 1, 35, "'n' is not defined"),
    (".py", "arene = {(0,1): []}\nSommets1 = {(0,1)}\nVictoire1 = [(0,1)]\nVictoire2 = [(0,1)]\n",
     4, 13, "a target of two players"),
    (".py", "arene = {'a': [], 'b': ['a']}\nSommets1 = ['a']\nSommets2 = ['a']\n", 1, 10,
     "in both Sommets1 and Sommets2"),
]


@pytest.mark.parametrize("suffix,text,line,column,reason", CASES)
def test_mistakes_are_located(tmp_path, suffix, text, line, column, reason):
    path = tmp_path / f"bad{suffix}"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ArenaFormatError) as caught:
        read_arena(path)
    error = caught.value
    assert reason in error.reason
    assert (error.line, error.column) == (line, column)
    assert str(error).startswith(f"{path}: line {line}, column {column}: ")


def test_missing_file_and_unknown_suffix(tmp_path):
    with pytest.raises(InputError, match="no such file"):
        read_arena(tmp_path / "missing.json")
    other = tmp_path / "notes.txt"
    other.write_text("x")
    with pytest.raises(ArenaFormatError, match="unknown arena format '.txt'"):
        read_arena(other)


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "image.json"
    path.write_bytes(b'{"a":\n "\xff\xfe"}')
    with pytest.raises(InputError, match="not UTF-8") as caught:
        read_arena(path)
    assert caught.value.line == 2


def test_course_notation_is_read_only(tmp_path):
    from gameviz.games.sticks import sticks_arena

    with pytest.raises(ArenaFormatError, match="read only"):
        write_arena(sticks_arena(3), tmp_path / "x.py")


def test_course_file_is_never_executed(tmp_path):
    marker = tmp_path / "ran"
    path = tmp_path / "evil.py"
    path.write_text(
        f"arene = {{'a': []}}\nSommets1 = [open({str(marker)!r}, 'w').write('x')]\n",
        encoding="utf-8",
    )
    with pytest.raises(ArenaFormatError, match="only range"):
        read_arena(path)
    assert not marker.exists()


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    from gameviz.games.sticks import sticks_arena
    from gameviz.io import files

    path = tmp_path / "arena.json"
    write_arena(sticks_arena(2), path)
    before = path.read_text()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(InputError, match="No space left"):
        write_arena(sticks_arena(5), path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["arena.json"]
