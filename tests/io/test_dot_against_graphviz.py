"""gameviz's DOT reader against Graphviz's own parser (through pygraphviz): the same vertices, the
same attributes, the same moves, on files written by hand and on files gameviz writes."""

from __future__ import annotations

import pygraphviz
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.io.dot import arena_from_dot, arena_to_dot
from tests.conftest import budget
from tests.io.test_hostile_round_trips import hostile_arenas

#: Graphviz keeps a backslash as written (it only reads \" in a quoted string) and a NUL ends its C
#: strings, where gameviz reads \\ and \n as escapes (its writer's): texts compared leave them out.
#: Graphviz's cgraph also keeps names that begin with % for its anonymous objects (a node "%" has no
#: name there), so compared names do not begin with it.
COMPARABLE = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\\"),
                     min_size=1, max_size=12).filter(lambda name: not name.startswith("%"))

BY_HAND = [
    'digraph { a [player=1]; b [player=2, target=1]; a -> b; b -> a }',
    'digraph g { node [player=2]; a; b [player=1]; edge [color=red]; a -> b -> c; start=a }',
    'digraph { "node" [player=1]; "edge" [player=2]; "graph" [player=1]; "node" -> "edge" -> "graph" }',
    'digraph { subgraph cluster_x { a [player=1]; b [player=2] } {a b} -> c; c [player=1] }',
    'digraph {\n  // a comment\n  a [player=1 label="the \\"a\\""]; /* two */ b [player=2]\n  a -> b [weight=2]\n}',
    'strict digraph { a [player=1]; a -> a; "é 日" [player=2]; a -> "é 日" }',
    'digraph { graph [start=b]; a [player=1]; b [player=2]; a:n -> b:s }',
    'digraph { a [player=1, target=2]; b [player=2]; a -> { b c }; c [player=1] }',
    # as Graphviz and pygraphviz write files: every node labelled by its own name
    'digraph g {\n  node [label="\\N"];\n  a [player=1];\n  b [player=2, label="b"];\n  a -> b;\n}',
    'digraph {\n  node [label="\\N", player=2];\n  "a" [player=1];\n  "b c";\n  a -> "b c";\n}',
    # a backslash at the end of a line joins it to the next; '+' joins quoted strings
    'digraph { a [player=1, label="one \\\nline"]; "long \\\nname" [player=2]; a -> "long name" }',
    'digraph { "a" + "b" [player=1, label="x" /* joined */ + \n "y"]; c [player=2]; "a" + "b" -> c }',
]


def graphviz_view(text: str) -> tuple[dict[str, tuple[str, str, str]], set[tuple[str, str]], str]:
    """The vertices (player, target, label), moves and start of a DOT text, as Graphviz reads it."""
    graph = pygraphviz.AGraph(string=text)
    nodes = {}
    for node in graph.nodes():
        label = node.attr.get("label") or "\\N"
        nodes[str(node)] = (node.attr.get("player") or "", node.attr.get("target") or "0",
                            str(node) if label == "\\N" else label)
    return nodes, {(str(u), str(v)) for u, v in graph.edges()}, graph.graph_attr.get("start") or ""


def gameviz_view(text: str) -> tuple[dict[str, tuple[str, str, str]], set[tuple[str, str]], str]:
    """The same, as gameviz reads it."""
    arena = arena_from_dot(text)
    nodes = {arena.id(v): (str(arena.player(v)), str(arena.target_of(v) or 0), arena.label(v)) for v in arena}
    moves = {(arena.id(u), arena.id(w)) for u, w in arena.edges()}
    return nodes, moves, "" if arena.start is None else arena.id(arena.start)


@pytest.mark.parametrize("text", BY_HAND)
def test_files_written_by_hand_are_read_as_graphviz_reads_them(text):
    assert gameviz_view(text) == graphviz_view(text)


@budget(200)
@given(hostile_arenas(), st.lists(COMPARABLE, min_size=6, max_size=6, unique=True))
def test_files_gameviz_writes_are_read_as_graphviz_reads_them(arena, names):
    from gameviz.core.arena import Arena

    renamed = Arena()  # the same arena with comparable ids and labels
    for i, v in enumerate(arena):
        renamed.add_vertex(names[i], arena.player(v), label=names[-1 - i] if i % 2 else None,
                           target=arena.target_of(v))
    for u, w in arena.edges():
        renamed.add_edge(names[list(arena).index(u)], names[list(arena).index(w)])
    if arena.start is not None:
        renamed.start = names[list(arena).index(arena.start)]
    text = arena_to_dot(renamed)
    assert gameviz_view(text) == graphviz_view(text)
