"""Arenas in GraphML, readable by networkx, yEd and Gephi.

Node data ``player`` (1 or 2), ``target`` (0, 1 or 2) and ``label``; graph
data ``start`` and ``game``. Keys are matched by their ``attr.name``, so files
written by networkx (keys ``d0``, ``d1``…) are read too. Errors give the line
and column of the faulty element.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from gameviz.core.arena import MAX_PLAYERS, Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.io.files import MAX_NESTING

#: The player numbers a file may give, as text.
PLAYER_NAMES = tuple(str(p) for p in range(1, MAX_PLAYERS + 1))
NAMESPACE = "http://graphml.graphdrawing.org/xmlns"
_NODE_KEYS = (("player", "int"), ("target", "int"), ("label", "string"))
_GRAPH_KEYS = (("start", "string"), ("game", "string"))


def arena_to_graphml(arena: Arena) -> str:
    """The GraphML text of ``arena``."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>', f'<graphml xmlns="{NAMESPACE}">']
    for name, kind in _NODE_KEYS:
        out.append(f'  <key id="{name}" for="node" attr.name="{name}" attr.type="{kind}"/>')
    for name, kind in _GRAPH_KEYS:
        out.append(f'  <key id="{name}" for="graph" attr.name="{name}" attr.type="{kind}"/>')
    out.append('  <graph id="arena" edgedefault="directed">')
    if arena.start is not None:
        out.append(f'    <data key="start">{escape(arena.id(arena.start))}</data>')
    if arena.game:
        out.append(f'    <data key="game">{escape(arena.game)}</data>')
    for v in arena:
        data = (
            f'<data key="player">{arena.player(v)}</data>'
            f'<data key="target">{arena.target_of(v) or 0}</data>'
            f'<data key="label">{escape(arena.label(v))}</data>'
        )
        out.append(f"    <node id={quoteattr(arena.id(v))}>{data}</node>")
    for u, w in arena.edges():
        out.append(f"    <edge source={quoteattr(arena.id(u))} target={quoteattr(arena.id(w))}/>")
    out.append("  </graph>")
    out.append("</graphml>")
    return "\n".join(out) + "\n"


@dataclass
class _Node:
    id: str
    line: int
    column: int
    data: dict[str, str] = field(default_factory=dict)


def arena_from_graphml(text: str, source: str = "arena.graphml") -> Arena:
    """Read an arena from GraphML text.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """
    parser = expat.ParserCreate(namespace_separator="}")
    keys: dict[str, str] = {}
    nodes: list[_Node] = []
    edges: list[tuple[str, str, int, int]] = []
    graph_data: dict[str, tuple[str, int, int]] = {}
    stack: list[str] = []
    data_key: list[str | None] = [None]
    text_parts: list[str] = []
    directed = [True]
    graphs: list[tuple[int, int]] = []

    def position() -> tuple[int, int]:
        return parser.CurrentLineNumber, parser.CurrentColumnNumber + 1

    def fail(reason: str, where: tuple[int, int] | None = None) -> ArenaFormatError:
        line, column = where or position()
        return ArenaFormatError(reason, source=source, line=line, column=column)

    def start(name: str, attrs: dict[str, str]) -> None:
        tag = name.rsplit("}", 1)[-1]
        if not stack and tag != "graphml":
            raise fail(f"the file's root element is <{tag}>, not <graphml>: this is not a GraphML file")
        if len(stack) >= MAX_NESTING:
            raise fail(f"elements nested more than {MAX_NESTING} levels deep")
        stack.append(tag)
        if tag == "key":
            keys[attrs.get("id", "")] = attrs.get("attr.name", attrs.get("id", ""))
        elif tag == "graph":
            directed[0] = attrs.get("edgedefault", "directed") == "directed"
            graphs.append(position())
        elif tag == "node":
            if "id" not in attrs:
                raise fail("a node has no id")
            nodes.append(_Node(attrs["id"], *position()))
        elif tag == "edge":
            if "source" not in attrs or "target" not in attrs:
                raise fail("an edge needs a source and a target")
            if attrs.get("directed") == "false" or (not directed[0] and attrs.get("directed") != "true"):
                raise fail("arenas are directed: this edge is undirected")
            edges.append((attrs["source"], attrs["target"], *position()))
        elif tag == "data":
            data_key[0] = keys.get(attrs.get("key", ""), attrs.get("key", ""))
            text_parts.clear()

    def end(name: str) -> None:
        tag = stack.pop()
        if tag == "data" and data_key[0] is not None:
            value = "".join(text_parts)
            parent = stack[-1] if stack else ""
            if parent == "node" and nodes:
                nodes[-1].data[data_key[0]] = value
            elif parent == "graph":
                graph_data[data_key[0]] = (value, *position())
            data_key[0] = None

    def characters(data: str) -> None:
        if data_key[0] is not None:
            text_parts.append(data)

    def declaration(*_: object) -> None:
        raise fail("document type declarations and entities are not read in an arena file; remove the <!DOCTYPE …>")

    parser.StartDoctypeDeclHandler = declaration
    parser.EntityDeclHandler = declaration
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = characters
    try:
        parser.Parse(text, True)
    except expat.ExpatError as error:
        raise ArenaFormatError(
            f"not valid XML ({expat.ErrorString(error.code)})",
            source=source,
            line=error.lineno,
            column=error.offset + 1,
        ) from None

    if not graphs:
        raise fail("the file has no <graph> element", (1, 1))
    arena = Arena()
    for node in nodes:
        where = (node.line, node.column)
        if arena.has_id(node.id):
            raise fail(f"duplicate vertex id '{node.id}'", where)
        player = node.data.get("player", "").strip() or None
        if player not in PLAYER_NAMES:
            reason = "has no player data" if player is None else f"has player '{player}', not 1 to {MAX_PLAYERS}"
            raise fail(f"node '{node.id}' {reason}", where)
        target = node.data.get("target", "0").strip() or "0"
        if target not in ("0", *PLAYER_NAMES):
            raise fail(f"target of node '{node.id}' must be 0 to {MAX_PLAYERS}, not '{target}'", where)
        arena.add_vertex(
            node.id,
            int(player),
            label=node.data.get("label", node.id),
            target=int(target) or None,
        )
    for tail, head, line, column in edges:
        for end_id in (tail, head):
            if not arena.has_id(end_id):
                raise fail(f"edge to unknown vertex '{end_id}'", (line, column))
        if not arena.add_edge(tail, head):
            raise fail(f"the edge {tail} → {head} appears twice", (line, column))
    if "start" in graph_data:
        value, line, column = graph_data["start"]
        if value:
            if not arena.has_id(value):
                raise fail(f"start '{value}' is not a vertex", (line, column))
            arena.start = value
    if "game" in graph_data:
        arena.game = graph_data["game"][0] or None
    return arena
