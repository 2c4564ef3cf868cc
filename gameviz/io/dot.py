"""Arenas in Graphviz's DOT language.

A vertex is a node with the attribute ``player=1`` or ``player=2``, and
``target=1`` or ``target=2`` when it is a winning position; ``label`` is
optional; the graph attribute ``start`` names the start vertex. Other
attributes are ignored when reading, so a file can carry its own styling; the
writer adds the course's shapes (circles for J1, squares for J2) so that
``dot -Tpdf`` draws the file as the course does.

The reader is a small parser of the DOT grammar (comments, quoted and HTML
strings, attribute defaults, edge chains, subgraphs); it reports mistakes with
their line and column and does not need Graphviz.
"""

from __future__ import annotations

import html
import itertools
import re
import sys
from array import array
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field

from gameviz.core.arena import Arena
from gameviz.core.errors import THE_END, ArenaFormatError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import TWICE, ArenaBuilder
from gameviz.io.dot_columns import packed_dot
from gameviz.io.files import MAX_NESTING
from gameviz.io.json_position import string_end

#: Graphviz shapes of the players' vertices: J1 circles and J2 squares as in the course, then others.
SHAPES = {1: "circle", 2: "box", 3: "hexagon", 4: "diamond", 5: "triangle", 6: "invtriangle"}
PLAYER_NAMES = tuple(str(p) for p in SHAPES)


def arena_to_dot(arena: Arena) -> str:
    """The DOT text of ``arena``."""
    lines = ["digraph arena {"]
    if arena.game:
        lines.append(f"  game={quote(arena.game)};")
    if arena.start is not None:
        lines.append(f"  start={quote(arena.id(arena.start))};")
    for v in arena:
        attrs = [f"player={arena.player(v)}"]
        target = arena.target_of(v)
        if target:
            attrs.append(f"target={target}")
        attrs.append(f"label={quote(arena.label(v))}")
        attrs.append(f"shape={SHAPES[arena.player(v)]}")
        if target:
            attrs.append("peripheries=2")
        lines.append(f"  {quote(arena.id(v))} [{', '.join(attrs)}];")
    for u, w in arena.edges():
        lines.append(f"  {quote(arena.id(u))} -> {quote(arena.id(w))};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def quote(text: str) -> str:
    """A DOT string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def arena_from_dot(text: str, source: str = "arena.dot") -> Arena:
    """Read an arena from DOT text, in memory proportional to it: tokens are read one at a time
    and a place is an offset, turned into a line and a column only for a mistake.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """
    def fail(offset: int, reason: str) -> ArenaFormatError:
        return _error(text, offset, source, reason)

    arena = packed_dot(text, _unquoted, fail)  # the DOT gameviz writes, read a column at a time
    if arena is not None:
        return arena
    graph = _Parser(_tokenize(text, source), text, source).parse()

    builder = ArenaBuilder(fail)
    for name in list(graph.nodes):  # each node's attributes let go once it is in the arena
        defaults, explicit, offset, _ = graph.nodes.pop(name)
        attrs = dict(defaults)
        attrs.update(explicit)
        if "player" not in attrs:
            raise fail(offset, Sentence(QT_TRANSLATE_NOOP("errors", "node '{name}' has no player attribute (player=1 "
                                                                    "or 2)"), name=name))
        label = attrs.get("label", name)
        if isinstance(label, _Label):
            label = label.expand(name, graph.name)
        builder.vertex(name, attrs["player"], offset, label=label, target=attrs.get("target"))
    for tail, head, offset in zip(graph.tails, graph.heads, graph.edge_offsets, strict=True):
        builder.edge(tail, head, offset)
    builder.start(graph.attrs.get("start"), graph.attr_offsets.get("start"))
    builder.game(graph.attrs.get("game"), graph.attr_offsets.get("game"))
    return builder.build()


# ------------------------------------------------------------------ tokenizer
@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # "id", "punct", "edgeop", "end"
    text: str
    offset: int  # where it starts in the text
    quoted: bool = False  # a quoted or HTML string: an id, never a keyword


class _Label(str):
    """A quoted string that holds Graphviz's ``\\N`` (the node's name) or ``\\G`` (the graph's):
    what it shows depends on the node it labels, so its escaped text is kept."""

    escaped: str

    def expand(self, node: str, graph: str) -> str:
        """The text shown on ``node`` of the graph named ``graph``."""
        return _unescape(self.escaped, {"N": node, "G": graph})


_TOKEN = re.compile(
    r"""
    (?P<space>[ \t\r\n]+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<preproc>^\#[^\n]*)
  | (?P<edgeop>->|--)
  | (?P<string>")
  | (?P<number>-?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?))
  | (?P<name>[A-Za-z_\x80-\uffff][A-Za-z_0-9\x80-\uffff]*)
  | (?P<html><)
  | (?P<punct>[{}\[\];,=:])
    """,
    re.VERBOSE | re.DOTALL | re.MULTILINE,
)
#: What may separate a quoted string from a ``+`` that joins it to the next one.
_BLANKS = re.compile(r"(?:[ \t\r\n]+|//[^\n]*|/\*.*?\*/)*", re.DOTALL)
_HTML_BRACKET = re.compile("[<>]")


def _tokenize(text: str, source: str) -> Iterator[_Token]:
    """The tokens of ``text``, one at a time, ending with an ``end`` token."""
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            if text.startswith("/*", pos):
                raise _error(text, pos, source, Sentence(QT_TRANSLATE_NOOP("errors", "comment never closed")))
            raise _error(text, pos, source, Sentence(QT_TRANSLATE_NOOP("errors", "unexpected character {character}"),
                                                     character=repr(text[pos])))
        kind = match.lastgroup
        if kind == "html":
            end = _html_end(text, pos)
            if end < 0:
                raise _error(text, pos, source, "HTML label never closed")
            yield _Token("id", html_text(text[pos + 1 : end - 1]), pos, quoted=True)
            pos = end
        elif kind == "string":
            body, pos = _quoted(text, pos, source)
            yield _Token("id", _string(body), match.start(), quoted=True)
        else:
            if kind in ("number", "name"):
                yield _Token("id", match.group(), pos)
            elif kind in ("edgeop", "punct"):
                yield _Token(kind, match.group(), pos)
            pos = match.end()
    yield _Token("end", "", len(text))


def _html_end(text: str, pos: int) -> int:
    """The offset just after the ``>`` that closes the HTML string opened at ``pos``, or -1."""
    depth = 0
    for bracket in _HTML_BRACKET.finditer(text, pos):
        depth += 1 if bracket.group() == "<" else -1
        if depth == 0:
            return bracket.end()
    return -1


def _quoted(text: str, pos: int, source: str) -> tuple[str, int]:
    """The escaped body of the quoted string at ``pos``, joined to the strings that follow it with
    ``+`` (``"a" + "b"``), and the offset after the last one."""
    parts = []
    while True:
        end = string_end(text, pos)
        if end < 0:
            raise _error(text, pos, source, Sentence(QT_TRANSLATE_NOOP("errors", "string never closed")))
        parts.append(text[pos + 1 : end])
        after = _BLANKS.match(text, end + 1).end()  # type: ignore[union-attr]
        if not text.startswith("+", after):
            return "".join(parts), end + 1
        pos = _BLANKS.match(text, after + 1).end()  # type: ignore[union-attr]
        if not text.startswith('"', pos):
            raise _error(text, pos, source, Sentence(QT_TRANSLATE_NOOP("errors", "a quoted string is expected after '+'")))


def html_text(markup: str) -> str:
    """The text an HTML-like label shows: tags dropped, entities and ``<br/>`` read."""
    text = re.sub(r"<br\s*/?>", "\n", markup, flags=re.IGNORECASE)
    return html.unescape(re.sub(r"<[^>]*>", "", text)).strip()


_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "\n": ""}
_ESCAPE = re.compile(r"\\(.)", re.DOTALL)
_NAME_ESCAPE = re.compile(r"\\[\\NG]")


def _string(body: str) -> str:
    """The text of a quoted string's escaped ``body`` (a :class:`_Label` if it names its node)."""
    if "\\" not in body:
        return body
    text = _unescape(body, {})
    if any(found.group() != "\\\\" for found in _NAME_ESCAPE.finditer(body)):
        label = _Label(text)
        label.escaped = body
        return label
    return text


def _unquoted(body: str) -> str | None:
    """The text of a quoted string's escaped ``body``, None if it names its node."""
    text = _string(body)
    return None if isinstance(text, _Label) else text


def _unescape(body: str, names: dict[str, str]) -> str:
    """Undo :func:`quote`, join lines ended with a backslash and put ``names`` for ``\\N``, ``\\G``;
    other backslash sequences (Graphviz's ``\\l``…) stay as written."""
    return _ESCAPE.sub(lambda m: names.get(m[1], _ESCAPES.get(m[1], m[0])), body)


def _found(token: _Token) -> str:
    """What a reader found where it expected a name: its text, or the end."""
    return token.text or Sentence(THE_END)


def _error(text: str, offset: int, source: str, reason: str) -> ArenaFormatError:
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return ArenaFormatError(reason, source=source, line=line, column=column)


# --------------------------------------------------------------------- parser
@dataclass
class _Graph:
    #: per node: the defaults when it first appears (shared, never changed), its own attributes, its offset
    #: and its name (the one string that names it, however often it is written)
    nodes: dict[str, tuple[dict[str, str], dict[str, str], int, str]] = field(default_factory=dict)
    #: the moves, as three columns (the names are the nodes' own strings)
    tails: list[str] = field(default_factory=list)
    heads: list[str] = field(default_factory=list)
    edge_offsets: array[int] = field(default_factory=lambda: array("q"))
    attrs: dict[str, str] = field(default_factory=dict)
    attr_offsets: dict[str, int] = field(default_factory=dict)
    name: str = ""


class _Parser:
    """Recursive descent over the DOT grammar, flattening subgraphs."""

    def __init__(self, tokens: Iterator[_Token], text: str, source: str) -> None:
        self.tokens = tokens
        self.ahead: deque[_Token] = deque()  # the tokens read but not yet taken
        self.text = text
        self.source = source
        self.graph = _Graph()
        self.depth = 0
        self.numbers: dict[str, int] = {}  # a number for each node in a move, in the order they come
        self.moves: set[int] = set()  # the moves so far, each as its two numbers in one

    # helpers
    def peek(self, offset: int = 0) -> _Token:
        while len(self.ahead) <= offset:
            if self.ahead and self.ahead[-1].kind == "end":
                return self.ahead[-1]
            self.ahead.append(next(self.tokens))
        return self.ahead[offset]

    def take(self) -> _Token:
        token = self.peek()
        if token.kind != "end":
            self.ahead.popleft()
        return token

    def expect(self, text: str) -> _Token:
        token = self.take()
        if token.text != text or token.kind == "id" and text in "{}[];=":
            raise self.fail(token, Sentence(QT_TRANSLATE_NOOP("errors", "expected '{text}', found '{found}'"),
                                            text=text, found=token.text) if token.text else
                            Sentence(QT_TRANSLATE_NOOP("errors", "expected '{text}' before the end"), text=text))
        return token

    @staticmethod
    def punct(token: _Token, text: str) -> bool:
        """Whether ``token`` is the punctuation ``text`` (not a quoted id that reads the same)."""
        return token.kind == "punct" and token.text == text

    def keyword(self, token: _Token, *words: str) -> bool:
        """Whether ``token`` is one of the keywords ``words``: written bare, as ``"node"`` quoted is a name."""
        return token.kind == "id" and not token.quoted and token.text.lower() in words

    def fail(self, token: _Token, reason: str) -> ArenaFormatError:
        return _error(self.text, token.offset, self.source, reason)

    # grammar
    def parse(self) -> _Graph:
        token = self.take()
        if self.keyword(token, "strict"):
            token = self.take()
        if self.keyword(token, "graph"):
            raise self.fail(token, Sentence(QT_TRANSLATE_NOOP("errors", "arenas are directed graphs: write 'digraph'")))
        if not self.keyword(token, "digraph"):
            raise self.fail(token, Sentence(QT_TRANSLATE_NOOP("errors", "a DOT arena starts with 'digraph'")))
        if self.peek().kind == "id":
            self.graph.name = self.take().text
        self.expect("{")
        self.statements({}, {})
        self.expect("}")
        if self.peek().kind != "end":
            raise self.fail(self.peek(), Sentence(QT_TRANSLATE_NOOP("errors", "text after the end of the graph")))
        return self.graph

    def statements(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        """Parse statements up to '}' and return the nodes they mention."""
        mentioned: list[str] = []
        while self.peek().text != "}" or self.peek().kind != "punct":
            token = self.peek()
            if token.kind == "end":
                raise self.fail(token, "'}' missing at the end of the graph")
            if token.kind == "punct" and token.text == ";":
                self.take()
                continue
            if self.keyword(token, "node", "edge", "graph") and self.punct(self.peek(1), "["):
                node_defaults, edge_defaults = self.attribute_statement(node_defaults, edge_defaults)
                continue
            if token.kind == "id" and self.peek(1).text == "=" and self.peek(1).kind == "punct":
                self.graph_assignment()
                continue
            mentioned += self.edge_or_node(node_defaults, edge_defaults)
        return mentioned

    def attribute_statement(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]
                            ) -> tuple[dict[str, str], dict[str, str]]:
        """``node [...]``, ``edge [...]`` or ``graph [...]``: the defaults of the nodes and edges that
        follow (new dicts: the nodes read so far keep theirs), or the graph's attributes."""
        token = self.take()
        attrs = self.attributes()
        if token.text.lower() == "node":
            return {**node_defaults, **{sys.intern(k): v for k, v in attrs.items()}}, edge_defaults
        if token.text.lower() == "edge":
            return node_defaults, {**edge_defaults, **attrs}
        self.graph_attributes(attrs, token)
        return node_defaults, edge_defaults

    def graph_assignment(self) -> None:
        """``name = value``: an attribute of the graph."""
        token = self.take()
        self.take()
        value = self.take()
        if value.kind != "id":
            raise self.fail(value, Sentence(QT_TRANSLATE_NOOP("errors", "a value is expected after '='")))
        self.graph_attributes({token.text: value.text}, token)

    def graph_attributes(self, attrs: dict[str, str], token: _Token) -> None:
        for key, value in attrs.items():
            self.graph.attrs[key] = value
            self.graph.attr_offsets[key] = token.offset

    def edge_or_node(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        first_token = self.peek()
        groups = [self.operand(node_defaults, edge_defaults)]
        operators = []
        while self.peek().kind == "edgeop":
            op = self.take()
            if op.text == "--":
                raise self.fail(op, Sentence(QT_TRANSLATE_NOOP("errors", "arenas are directed: use '->'")))
            operators.append(op)
            groups.append(self.operand(node_defaults, edge_defaults))
        attrs = self.attributes() if self.punct(self.peek(), "[") else {}
        if not operators:
            if len(groups[0]) == 1 and first_token.kind == "id":
                self.node(groups[0][0], node_defaults, first_token, explicit=attrs)
            return groups[0]
        for (tails, heads), op in zip(itertools.pairwise(groups), operators, strict=True):
            for tail in tails:
                for head in heads:
                    self.move(tail, head, op)
        return [name for group in groups for name in group]

    def move(self, tail: str, head: str, op: _Token) -> None:
        """Note the move ``tail → head`` written at ``op``, refusing it where it is written a second time."""
        graph, numbers = self.graph, self.numbers
        key = numbers.setdefault(tail, len(numbers)) << 32 | numbers.setdefault(head, len(numbers))
        if key in self.moves:
            raise self.fail(op, Sentence(TWICE, tail=tail, head=head))
        self.moves.add(key)
        graph.tails.append(tail)
        graph.heads.append(head)
        graph.edge_offsets.append(op.offset)

    def operand(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        token = self.peek()
        if self.keyword(token, "subgraph") or (token.kind == "punct" and token.text == "{"):
            if self.keyword(token, "subgraph"):
                self.take()
                if self.peek().kind == "id":
                    self.take()
            opening = self.expect("{")
            if self.depth >= MAX_NESTING:
                raise self.fail(opening, Sentence(QT_TRANSLATE_NOOP("errors", "subgraphs nested more than {most} levels deep"),
                                                  most=MAX_NESTING))
            self.depth += 1
            names = self.statements(node_defaults, edge_defaults)
            self.depth -= 1
            self.expect("}")
            return names
        token = self.take()
        if token.kind != "id":
            raise self.fail(token, Sentence(QT_TRANSLATE_NOOP("errors", "a node name is expected, found '{found}'"),
                                            found=_found(token)))
        if self.peek().text == ":" and self.peek().kind == "punct":
            self.take()
            self.take()
            if self.peek().text == ":":
                self.take()
                self.take()
        return [self.node(token.text, node_defaults, token, explicit={})]

    def node(self, name: str, defaults: dict[str, str], token: _Token, explicit: dict[str, str]) -> str:
        """Note the node ``name`` (its ``explicit`` attributes override ``defaults``) and return
        the string that names it everywhere (one string per node, however often it is written)."""
        known = self.graph.nodes.get(name)
        if known is None:
            explicit = {sys.intern(k): v for k, v in explicit.items()}
            self.graph.nodes[name] = (defaults, explicit, token.offset, name)
            return name
        if explicit:
            known[1].update(explicit)
        return known[3]

    def attributes(self) -> dict[str, str]:
        attrs: dict[str, str] = {}
        while self.peek().text == "[" and self.peek().kind == "punct":
            self.take()
            while not (self.peek().text == "]" and self.peek().kind == "punct"):
                key = self.take()
                if key.kind != "id":
                    raise self.fail(key, Sentence(QT_TRANSLATE_NOOP("errors", "an attribute name is expected, found '{found}'"),
                                                  found=_found(key)))
                self.expect("=")
                value = self.take()
                if value.kind != "id":
                    raise self.fail(value, Sentence(QT_TRANSLATE_NOOP("errors", "a value is expected for '{key}'"), key=key.text))
                attrs[key.text] = value.text
                if self.peek().text in (",", ";") and self.peek().kind == "punct":
                    self.take()
            self.take()
        return attrs
