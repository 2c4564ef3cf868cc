"""Arenas in GraphML, readable by networkx, yEd and Gephi.

Node data ``player`` (1 to 6), ``target`` (0 to 6) and ``label``; graph
data ``start``, ``game`` and ``escaped`` (texts written with backslash escapes,
for the control characters XML cannot hold). Keys are matched by their ``attr.name``, so files
written by networkx (keys ``d0``, ``d1``…) are read too. Errors give the line
and column of the faulty element.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from gameviz.core.arena import MAX_PLAYERS, Arena, Vertex
from gameviz.core.errors import ArenaFormatError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import ArenaBuilder
from gameviz.io.files import MAX_NESTING

#: The player numbers a file may give, as text.
PLAYER_NAMES = tuple(str(p) for p in range(1, MAX_PLAYERS + 1))
NAMESPACE = "http://graphml.graphdrawing.org/xmlns"
_NODE_KEYS = (("player", "int"), ("target", "int"), ("label", "string"))
_GRAPH_KEYS = (("start", "string"), ("game", "string"), ("escaped", "boolean"))


def arena_to_graphml(arena: Arena) -> str:
    """The GraphML text of ``arena``.

    XML cannot hold most control characters, even written as ``&#1;``: when an
    id, a label or the game has one, every text of the file is written with
    backslash escapes (``\\x01``, a backslash doubled) and the graph's
    ``escaped`` data is true, so that gameviz reads back exactly what it wrote.
    """
    texts = [arena.game or "", *(arena.id(v) for v in arena), *(arena.label(v) for v in arena)]
    escaped = any(_XML_UNSAFE.search(text) for text in texts)
    code = _encode if escaped else str
    out = ['<?xml version="1.0" encoding="UTF-8"?>', f'<graphml xmlns="{NAMESPACE}">']
    out += [f'  <key id="{name}" for="node" attr.name="{name}" attr.type="{kind}"/>' for name, kind in _NODE_KEYS]
    out += [f'  <key id="{name}" for="graph" attr.name="{name}" attr.type="{kind}"/>' for name, kind in _GRAPH_KEYS]
    out.append('  <graph id="arena" edgedefault="directed">')
    out += _graph_data(arena, escaped, code)
    out += [_node_line(arena, v, code) for v in arena]
    for u, w in arena.edges():
        out.append(f"    <edge source={quoteattr(code(arena.id(u)))} target={quoteattr(code(arena.id(w)))}/>")
    out.append("  </graph>")
    out.append("</graphml>")
    return "\n".join(out) + "\n"


def _node_line(arena: Arena, v: Vertex, code: Callable[[str], str]) -> str:
    """The line of vertex ``v``: its id, player, target (0: none) and label."""
    data = (
        f'<data key="player">{arena.player(v)}</data>'
        f'<data key="target">{arena.target_of(v) or 0}</data>'
        f'<data key="label">{_text(code(arena.label(v)))}</data>'
    )
    return f"    <node id={quoteattr(code(arena.id(v)))}>{data}</node>"


def _graph_data(arena: Arena, escaped: bool, code: Callable[[str], str]) -> list[str]:
    """The graph's data lines: whether its texts are escaped, its start, its game."""
    lines = []
    if escaped:
        lines.append('    <data key="escaped">true</data>')
    if arena.start is not None:
        lines.append(f'    <data key="start">{_text(code(arena.id(arena.start)))}</data>')
    if arena.game:
        lines.append(f'    <data key="game">{_text(code(arena.game))}</data>')
    return lines


#: Characters XML 1.0 cannot hold at all (C0 controls but tab, newline and return; U+FFFE, U+FFFF).
_XML_UNSAFE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_ESCAPE = re.compile("[\\\\\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_UNESCAPE = re.compile(r"\\(\\|x[0-9a-f]{2}|u[0-9a-f]{4})")


def _encode(text: str) -> str:
    """``text`` with backslashes doubled and the characters XML cannot hold as ``\\xHH`` / ``\\uHHHH``."""
    def one(match: re.Match[str]) -> str:
        ch = match.group()
        return "\\\\" if ch == "\\" else f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}"

    return _ESCAPE.sub(one, text)


def _decode(text: str) -> str:
    """Undo :func:`_encode`."""
    return _UNESCAPE.sub(lambda m: "\\" if m[1] == "\\" else chr(int(m[1][1:], 16)), text)


def _text(text: str) -> str:
    """XML character data that reads back as ``text``: a carriage return as ``&#13;`` (XML reads a
    bare one as a newline)."""
    return escape(text, {"\r": "&#13;"})


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
    scan = _Scan(source)
    scan.read(text)

    def fail(where: tuple[int, int], reason: str) -> ArenaFormatError:
        return ArenaFormatError(reason, source=source, line=where[0], column=where[1])

    if not scan.graphs:
        raise fail((1, 1), Sentence(QT_TRANSLATE_NOOP("errors", "the file has no <graph> element")))
    code = _decode if scan.graph_data.get("escaped", ("",))[0].strip().lower() in ("true", "1") else str
    builder = ArenaBuilder(fail)
    for node in scan.nodes:
        where = (node.line, node.column)
        player = node.data.get("player", "").strip() or None
        if player is None:
            raise fail(where, Sentence(QT_TRANSLATE_NOOP("errors", "node '{name}' has no player data"), name=node.id))
        vid = code(node.id)
        builder.vertex(vid, player, where, label=code(node.data["label"]) if "label" in node.data else vid,
                       target=node.data.get("target", "").strip())
    for tail, head, line, column in scan.edges:
        builder.edge(code(tail), code(head), (line, column))
    value, line, column = scan.graph_data.get("start", ("", 1, 1))
    builder.start(code(value), (line, column))
    builder.game(code(scan.graph_data.get("game", ("",))[0]), (line, column))
    return builder.build()


class _Scan:
    """The keys, nodes, edges and graph data of a GraphML text, each with its line and column."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.parser = expat.ParserCreate(namespace_separator="}")
        self.keys: dict[str, str] = {}
        self.nodes: list[_Node] = []
        self.edges: list[tuple[str, str, int, int]] = []
        self.graph_data: dict[str, tuple[str, int, int]] = {}
        self.graphs: list[tuple[int, int]] = []
        self.stack: list[str] = []
        self.data_key: str | None = None
        self.text_parts: list[str] = []
        self.directed = True
        self.handlers = {"key": self._key, "graph": self._graph, "node": self._node, "edge": self._edge,
                         "data": self._data}

    def read(self, text: str) -> None:
        """Scan ``text``; an error of XML or of nesting is raised where it happens."""
        parser = self.parser
        parser.StartDoctypeDeclHandler = self.declaration
        parser.EntityDeclHandler = self.declaration
        parser.StartElementHandler = self.start
        parser.EndElementHandler = self.end
        parser.CharacterDataHandler = self.characters
        try:
            parser.Parse(text, True)
        except expat.ExpatError as error:
            reason = Sentence(QT_TRANSLATE_NOOP("errors", "not valid XML ({why})"), why=expat.ErrorString(error.code))
            raise ArenaFormatError(reason, source=self.source, line=error.lineno, column=error.offset + 1) from None

    def position(self) -> tuple[int, int]:
        return self.parser.CurrentLineNumber, self.parser.CurrentColumnNumber + 1

    def fail(self, reason: str) -> ArenaFormatError:
        line, column = self.position()
        return ArenaFormatError(reason, source=self.source, line=line, column=column)

    def start(self, name: str, attrs: dict[str, str]) -> None:
        tag = name.rsplit("}", 1)[-1]
        if not self.stack and tag != "graphml":
            raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "the file's root element is <{tag}>, not <graphml>: "
                                                                 "this is not a GraphML file"), tag=tag))
        if len(self.stack) >= MAX_NESTING:
            raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "elements nested more than {most} levels deep"),
                                     most=MAX_NESTING))
        self.stack.append(tag)
        handler = self.handlers.get(tag)
        if handler is not None:
            handler(attrs)

    def _key(self, attrs: dict[str, str]) -> None:
        self.keys[attrs.get("id", "")] = attrs.get("attr.name", attrs.get("id", ""))

    def _graph(self, attrs: dict[str, str]) -> None:
        self.directed = attrs.get("edgedefault", "directed") == "directed"
        self.graphs.append(self.position())

    def _node(self, attrs: dict[str, str]) -> None:
        if "id" not in attrs:
            raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "a node has no id")))
        self.nodes.append(_Node(attrs["id"], *self.position()))

    def _edge(self, attrs: dict[str, str]) -> None:
        if "source" not in attrs or "target" not in attrs:
            raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "an edge needs a source and a target")))
        if attrs.get("directed") == "false" or (not self.directed and attrs.get("directed") != "true"):
            raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "arenas are directed: this edge is undirected")))
        self.edges.append((attrs["source"], attrs["target"], *self.position()))

    def _data(self, attrs: dict[str, str]) -> None:
        self.data_key = self.keys.get(attrs.get("key", ""), attrs.get("key", ""))
        self.text_parts.clear()

    def end(self, name: str) -> None:
        tag = self.stack.pop()
        if tag != "data" or self.data_key is None:
            return
        value = "".join(self.text_parts)
        parent = self.stack[-1] if self.stack else ""
        if parent == "node" and self.nodes:
            self.nodes[-1].data[self.data_key] = value
        elif parent == "graph":
            self.graph_data[self.data_key] = (value, *self.position())
        self.data_key = None

    def characters(self, data: str) -> None:
        if self.data_key is not None:
            self.text_parts.append(data)

    def declaration(self, *_: object) -> None:
        raise self.fail(Sentence(QT_TRANSLATE_NOOP("errors", "document type declarations and entities are not read in an arena "
                                                 "file; remove the <!DOCTYPE …>")))
