"""Hostile and oversized inputs, each with a fragment of the one-line answer it must get.

Shared by the command-line test (a subprocess under a memory cap and a time
limit) and the application's test (the same files through the open action).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Special:
    """A file that is not a regular one: a named pipe (``fifo``) or a link to a device (``/dev/zero``)."""

    target: str

    def make(self, path: Path) -> None:
        if self.target == "fifo":
            os.mkfifo(path)
        else:
            path.symlink_to(self.target)


FIFO = Special("fifo")


@dataclass(frozen=True)
class Hostile:
    """``argv`` after ``gameviz``, the files it needs (name → content), and what the answer says."""

    name: str
    argv: tuple[str, ...]
    says: str
    files: dict[str, str | bytes | Special] = field(default_factory=dict)
    stdin: bytes = b""

    def write(self, folder: Path) -> None:
        for name, content in self.files.items():
            path = folder / name
            if isinstance(content, Special):
                content.make(path)
            elif isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")

    @property
    def source(self) -> str | None:
        """What the application opens for this input, when it is an arena source or a tree file."""
        if len(self.argv) != 2 or not (self.argv[0] == "solve" or self.argv[0] == "tree" and self.argv[1] in self.files):
            return None
        return self.argv[1]


def _deep(opening: str, closing: str, levels: int, inside: str = "") -> str:
    return opening * levels + inside + closing * levels


_GRAPHML = '<graphml xmlns="http://graphml.graphdrawing.org/xmlns">{}</graphml>'

HOSTILE = [
    # nesting
    Hostile("deep JSON arena", ("solve", "deep.json"), "line 1, column 201: nested more than 200 levels deep",
            {"deep.json": _deep("[", "]", 100_000)}),
    Hostile("deep DOT", ("solve", "deep.dot"), "subgraphs nested more than 200 levels deep",
            {"deep.dot": "digraph {" + _deep("{", "}", 100_000) + "}"}),
    Hostile("deep GraphML", ("solve", "deep.graphml"), "elements nested more than 200 levels deep",
            {"deep.graphml": _GRAPHML.format(_deep("<a>", "</a>", 100_000))}),
    Hostile("deep exercise tree", ("tree", _deep("[", "]", 600, "1")),
            "character 201: the tree is nested more than 200 levels deep"),
    Hostile("deep JSON tree", ("tree", "tree.json"), "line 1, column 201: nested more than 200 levels deep",
            {"tree.json": _deep("[", "]", 100_000, "1")}),
    Hostile("unary minus", ("solve", "minus.py"), "nested too deeply for Python to read it",
            {"minus.py": "arene = {" + "-" * 100_000 + "1: []}\n"}),
    Hostile("long sum", ("solve", "sum.py"), "nested too deeply",
            {"sum.py": "x = " + "+".join(["1"] * 100_000) + "\n"}),
    Hostile("a megabyte of Python", ("solve", "statements.py"),
            "statements.py: a course .py arena file is at most 250,000 bytes: write larger arenas as JSON or DOT",
            {"statements.py": "arene = {1: []}\nSommets1 = [1]\n" + "a\n" * 500_000}),  # 900 MB parsed
    Hostile("300 signs", ("solve", "signs.py"), "line 1, column 205: x: expressions nested more than 200 levels deep",
            {"signs.py": "x = " + "-" * 300 + "1\n"}),
    Hostile("an arena filled by subscripts", ("solve", "filled.py"),
            "filled.py: line 2, column 1: only NAME = … assignments are read; `arene[1] = …` is not",
            {"filled.py": "arene = {}\narene[1] = [2]\narene[2] = []\nSommets1 = {1: True}\n"}),
    Hostile("an arena filled by a loop", ("solve", "loop.py"),
            "loop.py: line 2, column 1: only NAME = … assignments are read; `for k in range(3): …` is not",
            {"loop.py": "arene = {}\nfor k in range(3):\n    arene[k] = []\nSommets1 = {1: True}\n"}),
    # budgets of the .py reader
    Hostile("filter that rejects everything", ("solve", "filter.py"), "more than 2,000,000 steps to read",
            {"filter.py": "x = [i for i in range(1000000) for j in range(1000000) if i < 0]\n"}),
    Hostile("doubling string", ("solve", "double.py"), "s: a value of more than 2,000,000 items is not read",
            {"double.py": "s = 'ab'\n" + "s = s + s\n" * 40}),
    Hostile("huge product", ("solve", "product.py"), "a whole number of more than 4,096 bits is not read",
            {"product.py": "x = " + "*".join(["12345678901234567890"] * 100) + "\n"}),
    Hostile("huge range", ("solve", "range.py"), "range of 1,000,000,000,000 items is too long",
            {"range.py": "x = [i for i in range(1000000000000)]\n"}),
    # formats
    Hostile("HTML as GraphML", ("solve", "page.graphml"), "root element is <html>, not <graphml>",
            {"page.graphml": "<html><body>an arena?</body></html>"}),
    Hostile("external entity", ("solve", "entity.graphml"), "document type declarations and entities are not read",
            {"entity.graphml": '<?xml version="1.0"?><!DOCTYPE g [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
                               + _GRAPHML.format('<graph><node id="a"><data key="label">&e;</data></node></graph>')}),
    Hostile("GraphML without a graph", ("solve", "empty.graphml"), "no <graph> element",
            {"empty.graphml": _GRAPHML.format("")}),
    Hostile("5,000-digit leaf", ("tree", "leaf.json"), "line 1, column 3: a number of more than 300 digits",
            {"leaf.json": "[[" + "9" * 5000 + ", 1], [2]]"}),
    Hostile("5,000-digit leaf written out", ("tree", "[[" + "9" * 5000 + ", 1], [2]]"),
            "character 3: 999999999999… is too large"),
    Hostile("a folder", ("solve", "."), "'.' is a folder, not an arena file"),
    Hostile("nothing", ("solve", ""), "no arena file or game specification was given"),
    # sizes known before exploring
    Hostile("chomp 12×12", ("solve", "chomp:rows=12,cols=12"), "only built for bars of at most 64 squares"),
    Hostile("chomp 9×9", ("solve", "chomp:rows=9,cols=9"), "only built for bars of at most 64 squares (8×8, 6×10…)"),
    Hostile("tic-tac-toe 4×4", ("solve", "tictactoe:rows=4,cols=4,k=4"),
            "tictactoe:rows=4,cols=4,k=4 has at least 9,004,619 positions, more than the limit of "),
    Hostile("connect 4 5×4", ("solve", "connect4:cols=5,rows=4"),
            "connect4:cols=5,rows=4 has at least 3,945,711 positions"),
    Hostile("connect 4 5×4 at the default limit", ("solve", "connect4:cols=5,rows=4", "--limit", "1000000"),
            "more than the limit of 1,000,000; try connect4:cols=4,rows=4, or raise the vertex limit"),
    Hostile("tic-tac-toe 6×6", ("solve", "tictactoe:rows=6,cols=6,k=6"), "at least 23,646,638,899,872,937 positions"),
    Hostile("nim 8×50", ("solve", "nim:heaps=50/50/50/50/50/50/50/50"), "at least 45,767,944,570,401 positions"),
    Hostile("stick tree without depth", ("tree", "sticks:n=1000"), "for a game, give a depth"),
    Hostile("40-stick tree", ("tree", "sticks:n=40", "--budget", "200000"), "stopped after 200,000 nodes"),
    # messages
    Hostile("negative take", ("solve", "sticks:take=-1"), "take: -1 is below the minimum 1"),
    Hostile("negative limit", ("solve", "sticks", "--limit", "-5"), "argument --limit: -5 is below the minimum 1"),
    Hostile("a scale too small for one pixel", ("export", "sticks", "-o", "out.png", "--scale", "0.0000001"),
            "out.png: the picture would be 0 × 0 pixels at 1e-07 pixels per point, less than one on a side"),
    Hostile("an empty prefix", ("install-desktop", "--prefix", ""), "--prefix is empty: give a folder"),
    Hostile("scale nan", ("export", "sticks", "-o", "out.png", "--scale", "nan"), "--scale"),
    Hostile("illegal move", ("tree", "tictactoe", "--moves", "5 5"), "move 2 (5) is not legal here"),
    Hostile("binary positions", ("connect4", "solve"), "line 1: not UTF-8 text", stdin=b"\xff\xfe\x00\x9b[31m\n"),
    Hostile("zero columns", ("connect4", "solve", "--cols", "0"), "argument --cols: 0 is below the minimum 1"),
    # more than two players
    Hostile("a vector of the wrong length", ("tree", "[[(1,2,3),(4,5)]]", "--algorithm", "maxn"),
            "character 11: this vector has 2 scores, but the first one has 3"),
    Hostile("a player above n", ("tree", "tree3.json", "--algorithm", "maxn"),
            "node B is played by J4, but the game has 3 players",
            files={"tree3.json": '{"children": [{"label": "B", "player": 4, "children": [{"value": [1, 2, 3]}]}]}'}),
    Hostile("an arena's player above 6", ("solve", "seven.json"), "player of vertex 'a' must be 1 to 6, not 7",
            files={"seven.json": '{"format": "gameviz-arena", "version": 2, "vertices": [{"id": "a", "player": 7}], '
                                 '"edges": []}'}),
    Hostile("a jump onto an occupied hole", ("tree", "chinesecheckers:players=2", "--moves", "c1-e5 n1-m5 b1-d1",
                                              "--depth", "1"),
            "move 3 (b1-d1): d1 is occupied (by J1): a peg stops in a free hole"),
    # digits other than 0-9 (Python's isdigit takes them, int does not), escapes echoed to a terminal
    Hostile("a superscript in a spec", ("solve", "sticks:n=²"), "character 10: n: '²' is not a whole number"),
    Hostile("Arabic-Indic digits in a spec", ("solve", "nim:heaps=٣/4"), "heaps: '٣' is not a whole number"),
    Hostile("a superscript move of sticks", ("tree", "sticks", "--moves", "3 ²"),
            "character 3: '²' is not an allowed number of sticks"),
    Hostile("a superscript cell", ("tree", "tictactoe", "--moves", "²"), "'²' is not a cell number from 1 to 9"),
    Hostile("a superscript heap", ("tree", "nim", "--moves", "1:²"), "'1:²' should be heap:count"),
    Hostile("a superscript square of Othello", ("tree", "othello:size=4", "--moves", "a²", "--depth", "1"),
            "'a²' is not a square from a1 to d4"),
    Hostile("a superscript square of Chomp", ("tree", "chomp", "--moves", "b²"), "'b²' is not a square from b1"),
    Hostile("a superscript column", ("tree", "connect4:cols=4,rows=4", "--moves", "1 ²", "--depth", "1"),
            "'²' is not a column from 1 to 4"),
    Hostile("an Arabic-Indic leaf", ("tree", "[[٣,1],[2]]"), "character 3: '٣' is not a number, '[', ']' or ','"),
    Hostile("superscript playouts", ("tree", "tictactoe", "--heuristic", "mc:²", "--depth", "1"),
            "mc:N, the number of playouts: '²' is not a whole number"),
    Hostile("a superscript position", ("connect4", "solve"), "line 1: position '4²': character 2: '²' is not a column",
            stdin="4²\n".encode()),
    Hostile("an escape sequence in a file name", ("solve", "\x1b[31mred.json"), "\\x1b[31mred.json: no such file"),
    Hostile("a 100,000-character spec", ("solve", "sticks:n=" + "1" * 100_000), "n: 111111111111… is above the maximum"),
    # files that are not regular: read, they would block forever or grow without end
    Hostile("a named pipe as an arena", ("solve", "pipe.json"), "pipe.json: this is a named pipe, not a regular file",
            {"pipe.json": FIFO}),
    Hostile("a named pipe as a tree", ("tree", "pipe.json"), "pipe.json: this is a named pipe", {"pipe.json": FIFO}),
    Hostile("a named pipe as student code", ("lab", "pipe.py"), "pipe.py: this is a named pipe", {"pipe.py": FIFO}),
    Hostile("/dev/zero as an arena", ("solve", "zero.dot"), "zero.dot: this is a device, not a regular file",
            {"zero.dot": Special("/dev/zero")}),
    Hostile("/dev/urandom as a tree", ("tree", "random.json"), "random.json: this is a device",
            {"random.json": Special("/dev/urandom")}),
    # numbers of the command line: ASCII digits in a range, the option named
    Hostile("a superscript step", ("tree", "sticks", "--step", "²"), "argument --step: '²' is not a step"),
    Hostile("an Arabic-Indic depth", ("tree", "sticks", "--depth", "٣"), "argument --depth: '٣' is not a whole number"),
    Hostile("a negative depth", ("tree", "[[1,2],[3,4]]", "--depth", "-1"), "argument --depth: -1 is below the minimum 0"),
    Hostile("a table of 10^20 MB", ("connect4", "solve", "--table", "100000000000000000000"),
            "argument --table: 100000000000… is above the maximum 65536"),
    Hostile("an escape sequence as a limit", ("solve", "sticks", "--limit", "\x1b[2J"),
            "argument --limit: '\\x1b[2J' is not a whole number"),
    Hostile("a typo in a spaced position", ("connect4", "solve"), "line 1: character 5: '1x' is not one column",
            stdin=b"4 4 1x\n"),
    Hostile("a 50 MB line of positions", ("connect4", "solve"), "line 1: the line is longer than 4,096 characters",
            stdin=b"4" * 50_000_000 + b"\n"),
    # ids no file can hold, ids a terminal would obey
    Hostile("a lone surrogate id in JSON", ("solve", "surrogate.json"),
            "vertices[0].id: the vertex id '\\udc80' holds a lone surrogate at character 1",
            {"surrogate.json": '{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "\\udc80", "player": 1}], '
                               '"edges": []}'}),
    Hostile("a lone surrogate label in the course's notation", ("solve", "surrogate.py"),
            "line 1, column 10: the vertex id 'a\\ud800' holds a lone surrogate at character 2",
            {"surrogate.py": 'arene = {"a\\ud800": []}\nSommets1 = ["a\\ud800"]\n'}),
    Hostile("a surrogate in a start", ("solve", "start.json"), "start: start '\\udc80' is not a vertex",
            {"start.json": '{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "a", "player": 1}], '
                           '"edges": [], "start": "\\udc80"}'}),
    # exports too large to draw, refused before their layout (they took 1.7-1.9 GB)
    Hostile("an export of 200,000 vertices", ("export", "sticks:n=100000", "-o", "sticks.svg"),
            "sticks:n=100000: the arena has more than 40,000 vertices, and an export draws at most 40,000"),
    Hostile("a drawing of a 100,000-leaf tree", ("tree", "flat.json", "-o", "flat.pdf"),
            "-o draws searches of at most 10,000 nodes", {"flat.json": "[" + ",".join(["1"] * 100_000) + "]"}),
    Hostile("every step of 2,001 vertices", ("export", "sticks:n=1000", "-o", "sticks.tex", "--all-steps"),
            "502 pictures of 7,992 vertices and edges would draw 4,011,984, more than the 400,000"),
    # Monte-Carlo playouts count against the node budget; connect4 solve gives up after --time
    Hostile("100,000 playouts a leaf", ("tree", "connect4", "--heuristic", "mc:100000", "--depth", "2",
                                        "--budget", "10000"),
            "moves of playouts at depth 2: fewer playouts (mc:N), a smaller depth, or --budget"),
    Hostile("an 8×8 position within a second", ("connect4", "solve", "--cols", "8", "--rows", "8", "--time", "1"),
            "line 1: position '1': not solved within --time 1 s", stdin=b"1\n"),
    # exercise trees: nodes counted before they are built, labels as long as an arena's, each reader's message
    Hostile("a flat tree of 1,000,001 leaves in JSON", ("tree", "flat.json"),
            "flat.json: the tree has more than 1,000,000 nodes",
            {"flat.json": "[" + ", ".join(["123456789.5"] * 1_000_001) + "]"}),
    Hostile("a flat tree of 1,000,001 leaves as nested lists", ("tree", "flat.txt"),
            "flat.txt: the tree has more than 1,000,000 nodes", {"flat.txt": "[" + ",".join(["7"] * 1_000_001) + "]"}),
    Hostile("a NaN leaf", ("tree", "nan.json"),
            "nan.json: line 1, column 39: a value is a number, inf or -inf (not null or NaN)",
            {"nan.json": '{"label": "A", "children": [{"value": NaN}, {"value": 2}]}'}),
    Hostile("a NaN in nested lists of JSON", ("tree", "nan.json"),
            "nan.json: line 1, column 6: a node is a number, a list or an object (not true, false, null or NaN)",
            {"nan.json": "[[1, NaN], [2]]"}),
    Hostile("a 100,001-character label", ("tree", "label.json"),
            "label.json: line 1, column 11: the label is longer than 100,000 characters",
            {"label.json": '{"label": "' + "A" * 100_001 + '", "children": [{"value": 1}, {"value": 2}]}'}),
    Hostile("a lone surrogate in a tree's label", ("tree", "half.json"),
            "half.json: line 1, column 11: the label 'a\\udc80' holds a lone surrogate at character 2",
            {"half.json": '{"label": "a\\udc80", "children": [{"value": 1}]}'}),
    Hostile("a FEN that is not one", ("tree", "bad.fen"),
            "bad.fen: line 2: '8/8/8/8 w - - 0 1' is not a FEN: expected 8 rows",
            {"bad.fen": "# the horizon effect\n8/8/8/8 w - - 0 1\n"}),
    # .fen files go through the guard of every file
    Hostile("a 2 MB .fen", ("tree", "big.fen", "--depth", "1"), "big.fen: the file is larger than 1,000,000 bytes",
            {"big.fen": "8" * 2_000_000}),
    Hostile("a named pipe as a .fen", ("tree", "pipe.fen", "--depth", "1"), "pipe.fen: this is a named pipe",
            {"pipe.fen": FIFO}),
    # a file name of bytes that are not UTF-8 (Python's lone surrogates), shown escaped
    Hostile("a file name that is not UTF-8", ("solve", "\udcffg.gm"), "\\udcffg.gm: no such file"),
    # decimal numbers in ASCII digits and one point
    Hostile("Arabic-Indic seconds", ("tree", "[[1,2],[3]]", "--time", "٣"),
            "argument --time: '٣' is not a number (digits 0 to 9 and a point)"),
    Hostile("a full-width scale", ("export", "sticks", "-o", "s.png", "--scale", "２"),
            "argument --scale: '２' is not a number"),
    Hostile("seconds in scientific notation", ("tree", "connect4", "--deepen", "--time", "1e9"),
            "argument --time: '1e9' is not a number"),
    # PGSolver's games
    Hostile("a PGSolver owner 2", ("solve", "game.gm"), "game.gm: line 2, column 5: the owner of vertex 0 must be 0 or 1",
            {"game.gm": "parity 1;\n0 0 2 1;\n1 0 0 0;\n"}),
    Hostile("an empty PGSolver game", ("solve", "empty.gm"),
            'empty.gm: line 1, column 1: the game has no vertex: a line per vertex is expected', {"empty.gm": ""}),
    Hostile("a PGSolver game of a header alone", ("solve", "header.gm"),
            'header.gm: line 2, column 1: the game has no vertex', {"header.gm": "parity 0;\n"}),
    Hostile("a PGSolver priority of 30 digits", ("solve", "game.gm", "--priority", "9" * 30),
            "argument --priority: 999999999999… is above the maximum", {"game.gm": "0 0 0 0;\n"}),
]
