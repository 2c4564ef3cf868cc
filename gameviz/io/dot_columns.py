"""A DOT file as gameviz writes it, read a line at a time by one pattern each and packed a column at a time.

:func:`gameviz.io.dot.arena_to_dot` writes one node or one move per line, always alike::

    digraph arena {
      game="sticks:n=10,take=1-3,last=loses";
      start="10,1";
      "0,1" [player=1, target=1, label="(0,1)", shape=circle, peripheries=2];
      "1,1" -> "0,2";
    }

Such a file is read here line by line with one regular expression for the nodes and one for the moves, its
ids turned into vertex numbers and its moves packed (:mod:`gameviz.io.id_numbers`), without a token or a
Python call per move: ten times as fast as the general parser. Any other file, or one that does not fit
(a line written otherwise, an id written twice, a move to an unknown node, Graphviz's ``\\N``, a text past
the limits…), gives up at once: :func:`gameviz.io.dot.arena_from_dot` then reads it with the general
parser, which names the first mistake. The one mistake named here is a move written twice, at its second
place.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from gameviz.core.arena import MAX_PLAYERS, Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.core.packed import pack_moves
from gameviz.core.translate import Sentence
from gameviz.io.builder import MAX_TEXT, MAX_VERTICES, TWICE
from gameviz.io.id_numbers import id_numbers, repeated_move

_QUOTED = r'"((?:[^"\\\n]|\\.)*)"'
_NODE = re.compile(rf'  {_QUOTED} \[player=([1-6])(?:, target=([1-6]))?, label={_QUOTED}, shape=\w+'
                   r'(?:, peripheries=2)?\];')
_EDGE = re.compile(rf"  {_QUOTED} -> {_QUOTED};")
_ATTRIBUTE = re.compile(rf"  (game|start)={_QUOTED};")
HEADER = "digraph arena {"


def packed_dot(text: str, unquote: Callable[[str], str | None],
               fail: Callable[[int, str], ArenaFormatError]) -> Arena | None:
    """The arena of a DOT ``text`` written as gameviz writes it, or None when it is written otherwise
    (``unquote``: the text of a quoted string's body, None when it depends on the node it labels;
    ``fail``: the mistake at an offset of the text).

    Raises
    ------
    ArenaFormatError
        For a move written twice, at its second place.
    """
    shape = _shape(text)
    if shape is None:
        return None
    lines, attributes, nodes, edges = shape
    n, m = len(nodes), 2 * len(edges)
    start = attributes.get("start")
    columns = _texts(_bodies(attributes, nodes, edges), unquote if "\\" in text else None)
    numbers = None if columns is None else id_numbers(columns[:n], columns[2 * n:-1])
    if columns is None or numbers is None:
        return None
    sources, heads = numbers[0:m:2], numbers[1:m:2]
    k = repeated_move(sources, heads, n)
    if k is not None:
        raise _written_twice(lines[:1 + len(attributes) + n + k], edges[k][0], columns[2 * n + 2 * k:][:2], fail)
    owner, target, targets = _players(nodes)
    arena = Arena.from_packed(pack_moves(columns[:n], owner, sources, heads, target, targets), columns[:n],
                              columns[n:2 * n], start=int(numbers[-1]) if start else None)
    arena.game = columns[-1] or None
    return arena


def _shape(text: str) -> tuple[list[str], dict[str, str], list[tuple[str, ...]], list[tuple[str, ...]]] | None:
    """The lines of ``text``, its graph attributes, and the groups of its nodes' and its moves' lines, if
    they follow one another as gameviz writes them; else None."""
    lines = text.split("\n")
    if lines[0] != HEADER or lines[-2:] != ["}", ""]:
        return None
    attributes = {match[1]: match[2] for match in map(_ATTRIBUTE.fullmatch, lines[1:3]) if match}
    first = 1 + len(attributes)
    nodes = _matches(_NODE, lines, first)
    edges = _matches(_EDGE, lines, first + len(nodes))
    if first + len(nodes) + len(edges) != len(lines) - 2 or not 0 < len(nodes) <= MAX_VERTICES:
        return None
    return lines, attributes, nodes, edges


def _bodies(attributes: dict[str, str], nodes: list[tuple[str, ...]], edges: list[tuple[str, ...]]) -> list[str]:
    """The bodies of the quoted strings, a column after the other: the nodes' ids, their labels, the ids of
    each move in turn, the start if any, then the game (empty if none)."""
    start = attributes.get("start")
    return [*(node[0] for node in nodes), *(node[3] for node in nodes), *(end for edge in edges for end in edge),
            *([start] if start else []), attributes.get("game", "")]


def _players(nodes: list[tuple[str, ...]]) -> tuple[np.ndarray, np.ndarray, dict[int, np.ndarray]]:
    """Each node's player and the player it is a target of (0: none), and each player's targets in order."""
    owner, target = (np.array([int(node[column] or 0) for node in nodes], dtype=np.uint8) for column in (1, 2))
    return owner, target, {p: np.flatnonzero(target == p) for p in range(1, MAX_PLAYERS + 1)}


def _written_twice(before: list[str], tail: str, ends: list[str],
                   fail: Callable[[int, str], ArenaFormatError]) -> ArenaFormatError:
    """The mistake of the move from ``ends[0]`` to ``ends[1]`` written twice, at its arrow on the line after
    the lines ``before`` (``tail``: the first id as written)."""
    line = len("\n".join(before)) + 1
    return fail(line + len(f'  "{tail}" '), Sentence(TWICE, tail=ends[0], head=ends[1]))


def _matches(pattern: re.Pattern[str], lines: list[str], first: int) -> list[tuple[str, ...]]:
    """The groups of the lines from ``first`` on that ``pattern`` matches whole, up to the first it does not."""
    found = []
    for match in map(pattern.fullmatch, lines[first:]):
        if match is None:
            break
        found.append(match.groups())
    return found


def _texts(bodies: list[str], unquote: Callable[[str], str | None] | None) -> list[str] | None:
    """The texts of quoted strings' ``bodies`` (``unquote``: how to read an escaped one, None when the file
    holds no backslash), if each is at most :data:`MAX_TEXT` characters and none depends on its node; else
    None."""
    if unquote is not None:
        texts = list(map(unquote, bodies))
        if None in texts:
            return None
        bodies = texts  # type: ignore[assignment]
    return bodies if max(map(len, bodies), default=0) <= MAX_TEXT else None
