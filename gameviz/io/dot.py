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
from dataclasses import dataclass

from gameviz.core.arena import Arena
from gameviz.core.errors import ArenaFormatError
from gameviz.io.builder import ArenaBuilder
from gameviz.io.files import MAX_NESTING

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
    """Read an arena from DOT text.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """
    graph = _Parser(_tokenize(text, source), source).parse()

    def fail(token: _Token, reason: str) -> ArenaFormatError:
        return _error(token, source, reason)

    builder = ArenaBuilder(fail)
    for name, (attrs, token) in graph.nodes.items():
        if "player" not in attrs:
            raise fail(token, f"node '{name}' has no player attribute (player=1 or 2)")
        builder.vertex(name, attrs["player"], token, label=attrs.get("label", name), target=attrs.get("target"))
    for tail, head, token in graph.edges:
        builder.edge(tail, head, token)
    builder.start(graph.attrs.get("start"), graph.attr_tokens.get("start"))
    builder.game(graph.attrs.get("game"), graph.attr_tokens.get("game"))
    return builder.build()


# ------------------------------------------------------------------ tokenizer
@dataclass(frozen=True)
class _Token:
    kind: str  # "id", "punct", "edgeop", "end"
    text: str
    line: int
    column: int
    quoted: bool = False  # a quoted or HTML string: an id, never a keyword


_TOKEN = re.compile(
    r"""
    (?P<space>[ \t\r\n]+)
  | (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<preproc>^\#[^\n]*)
  | (?P<edgeop>->|--)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<number>-?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?))
  | (?P<name>[A-Za-z_\x80-\uffff][A-Za-z_0-9\x80-\uffff]*)
  | (?P<html><)
  | (?P<punct>[{}\[\];,=:])
    """,
    re.VERBOSE | re.DOTALL | re.MULTILINE,
)


def _tokenize(text: str, source: str) -> list[_Token]:
    tokens = []
    pos = 0
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def where(offset: int) -> tuple[int, int]:
        lo, hi = 0, len(line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if line_starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1, offset - line_starts[lo] + 1

    while pos < len(text):
        match = _TOKEN.match(text, pos)
        line, column = where(pos)
        if match is None:
            if text.startswith("/*", pos):
                raise ArenaFormatError("comment never closed", source=source, line=line, column=column)
            if text[pos] == '"':
                raise ArenaFormatError("string never closed", source=source, line=line, column=column)
            raise ArenaFormatError(
                f"unexpected character {text[pos]!r}", source=source, line=line, column=column
            )
        kind = match.lastgroup
        if kind == "html":
            end, depth = pos, 0
            while end < len(text):
                depth += {"<": 1, ">": -1}.get(text[end], 0)
                end += 1
                if depth == 0:
                    break
            if depth:
                raise ArenaFormatError("HTML label never closed", source=source, line=line, column=column)
            tokens.append(_Token("id", html_text(text[pos + 1 : end - 1]), line, column, quoted=True))
            pos = end
            continue
        value = match.group()
        if kind == "string":
            tokens.append(_Token("id", _unescape(value[1:-1]), line, column, quoted=True))
        elif kind in ("number", "name"):
            tokens.append(_Token("id", value, line, column))
        elif kind in ("edgeop", "punct"):
            tokens.append(_Token(kind, value, line, column))
        pos = match.end()
    line, column = where(len(text))
    tokens.append(_Token("end", "", line, column))
    return tokens


def html_text(markup: str) -> str:
    """The text an HTML-like label shows: tags dropped, entities and ``<br/>`` read."""
    text = re.sub(r"<br\s*/?>", "\n", markup, flags=re.IGNORECASE)
    return html.unescape(re.sub(r"<[^>]*>", "", text)).strip()


_ESCAPES = {'"': '"', "\\": "\\", "n": "\n"}


def _unescape(body: str) -> str:
    """Undo :func:`quote`; other backslash sequences (Graphviz's ``\\l``…) stay as written."""
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m[1], m[0]), body, flags=re.DOTALL)


def _error(token: _Token, source: str, reason: str) -> ArenaFormatError:
    return ArenaFormatError(reason, source=source, line=token.line, column=token.column)


# --------------------------------------------------------------------- parser
@dataclass
class _Graph:
    nodes: dict[str, tuple[dict[str, str], _Token]]
    edges: list[tuple[str, str, _Token]]
    attrs: dict[str, str]
    attr_tokens: dict[str, _Token]


class _Parser:
    """Recursive descent over the DOT grammar, flattening subgraphs."""

    def __init__(self, tokens: list[_Token], source: str) -> None:
        self.tokens = tokens
        self.pos = 0
        self.source = source
        self.graph = _Graph({}, [], {}, {})
        self.depth = 0

    # helpers
    def peek(self, offset: int = 0) -> _Token:
        return self.tokens[min(self.pos + offset, len(self.tokens) - 1)]

    def take(self) -> _Token:
        token = self.peek()
        self.pos += 1
        return token

    def expect(self, text: str) -> _Token:
        token = self.take()
        if token.text != text or token.kind == "id" and text in "{}[];=":
            raise self.fail(token, f"expected '{text}'" + (f", found '{token.text}'" if token.text else " before the end"))
        return token

    @staticmethod
    def punct(token: _Token, text: str) -> bool:
        """Whether ``token`` is the punctuation ``text`` (not a quoted id that reads the same)."""
        return token.kind == "punct" and token.text == text

    def keyword(self, token: _Token, *words: str) -> bool:
        """Whether ``token`` is one of the keywords ``words``: written bare, as ``"node"`` quoted is a name."""
        return token.kind == "id" and not token.quoted and token.text.lower() in words

    def fail(self, token: _Token, reason: str) -> ArenaFormatError:
        return _error(token, self.source, reason)

    # grammar
    def parse(self) -> _Graph:
        token = self.take()
        if self.keyword(token, "strict"):
            token = self.take()
        if self.keyword(token, "graph"):
            raise self.fail(token, "arenas are directed graphs: write 'digraph'")
        if not self.keyword(token, "digraph"):
            raise self.fail(token, "a DOT arena starts with 'digraph'")
        if self.peek().kind == "id":
            self.take()
        self.expect("{")
        self.statements({}, {})
        self.expect("}")
        if self.peek().kind != "end":
            raise self.fail(self.peek(), "text after the end of the graph")
        return self.graph

    def statements(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        """Parse statements up to '}' and return the nodes they mention."""
        node_defaults = dict(node_defaults)
        edge_defaults = dict(edge_defaults)
        mentioned: list[str] = []
        while self.peek().text != "}" or self.peek().kind != "punct":
            token = self.peek()
            if token.kind == "end":
                raise self.fail(token, "'}' missing at the end of the graph")
            if token.kind == "punct" and token.text == ";":
                self.take()
                continue
            if self.keyword(token, "node", "edge", "graph") and self.punct(self.peek(1), "["):
                self.take()
                attrs = self.attributes()
                if token.text.lower() == "node":
                    node_defaults.update(attrs)
                elif token.text.lower() == "edge":
                    edge_defaults.update(attrs)
                else:
                    self.graph_attributes(attrs, token)
                continue
            if token.kind == "id" and self.peek(1).text == "=" and self.peek(1).kind == "punct":
                self.take()
                self.take()
                value = self.take()
                if value.kind != "id":
                    raise self.fail(value, "a value is expected after '='")
                self.graph_attributes({token.text: value.text}, token)
                continue
            mentioned += self.edge_or_node(node_defaults, edge_defaults)
        return mentioned

    def graph_attributes(self, attrs: dict[str, str], token: _Token) -> None:
        for key, value in attrs.items():
            self.graph.attrs[key] = value
            self.graph.attr_tokens[key] = token

    def edge_or_node(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        first_token = self.peek()
        groups = [self.operand(node_defaults, edge_defaults)]
        operators = []
        while self.peek().kind == "edgeop":
            op = self.take()
            if op.text == "--":
                raise self.fail(op, "arenas are directed: use '->'")
            operators.append(op)
            groups.append(self.operand(node_defaults, edge_defaults))
        attrs = self.attributes() if self.punct(self.peek(), "[") else {}
        if not operators:
            if len(groups[0]) == 1 and first_token.kind == "id":
                self.node(groups[0][0], {**node_defaults, **attrs}, first_token, explicit=attrs)
            return groups[0]
        for (tails, heads), op in zip(itertools.pairwise(groups), operators, strict=True):
            for tail in tails:
                for head in heads:
                    self.graph.edges.append((tail, head, op))
        return [name for group in groups for name in group]

    def operand(self, node_defaults: dict[str, str], edge_defaults: dict[str, str]) -> list[str]:
        token = self.peek()
        if self.keyword(token, "subgraph") or (token.kind == "punct" and token.text == "{"):
            if self.keyword(token, "subgraph"):
                self.take()
                if self.peek().kind == "id":
                    self.take()
            opening = self.expect("{")
            if self.depth >= MAX_NESTING:
                raise self.fail(opening, f"subgraphs nested more than {MAX_NESTING} levels deep")
            self.depth += 1
            names = self.statements(node_defaults, edge_defaults)
            self.depth -= 1
            self.expect("}")
            return names
        token = self.take()
        if token.kind != "id":
            raise self.fail(token, f"a node name is expected, found '{token.text or 'the end'}'")
        if self.peek().text == ":" and self.peek().kind == "punct":
            self.take()
            self.take()
            if self.peek().text == ":":
                self.take()
                self.take()
        self.node(token.text, node_defaults, token, explicit={})
        return [token.text]

    def node(self, name: str, attrs: dict[str, str], token: _Token, explicit: dict[str, str]) -> None:
        if name not in self.graph.nodes:
            self.graph.nodes[name] = (dict(attrs), token)
        else:
            self.graph.nodes[name][0].update(explicit)

    def attributes(self) -> dict[str, str]:
        attrs: dict[str, str] = {}
        while self.peek().text == "[" and self.peek().kind == "punct":
            self.take()
            while not (self.peek().text == "]" and self.peek().kind == "punct"):
                key = self.take()
                if key.kind != "id":
                    raise self.fail(key, f"an attribute name is expected, found '{key.text or 'the end'}'")
                self.expect("=")
                value = self.take()
                if value.kind != "id":
                    raise self.fail(value, f"a value is expected for '{key.text}'")
                attrs[key.text] = value.text
                if self.peek().text in (",", ";") and self.peek().kind == "punct":
                    self.take()
            self.take()
        return attrs
