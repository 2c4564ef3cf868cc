"""Colours and sizes of pictures, chosen to read well on a projector.

The two players get the blue and the vermilion of the Okabe–Ito palette, which
stay distinct for colour-blind viewers and in black-and-white print (their
lightness differs); games with more players add its bluish green, reddish
purple and orange, then grey (their shapes tell them apart in grey too). Each
player has three shades: the attractor built so far, the vertices added at
this step, and the outline.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerColors:
    """The shades of one player."""

    fill: str  # vertices of the attractor
    new: str  # vertices added at the current step
    line: str  # outlines, strategy edges, text accents
    new_text: str = ""  # the labels of new vertices, when the palette's text would not read on ``new``


@dataclass(frozen=True)
class Palette:
    """Every colour a picture uses."""

    name: str
    background: str
    vertex_fill: str
    vertex_line: str
    text: str
    muted_text: str
    edge: str
    faded: str
    draw_fill: str
    draw_line: str
    players: dict[int, PlayerColors]
    highlight: str  # the current node of a search, a selection
    cut: str  # cut branches and their marks
    board_dark: str
    board_pieces: dict[str, str]

    def player(self, player: int) -> PlayerColors:
        return self.players[player]


LIGHT = Palette(
    name="light",
    background="#ffffff",
    vertex_fill="#ffffff",
    vertex_line="#3a3a3a",
    text="#111111",
    muted_text="#555555",
    edge="#6b6b6b",
    faded="#c8c8c8",
    draw_fill="#e3e3e3",
    draw_line="#6b6b6b",
    players={
        1: PlayerColors(fill="#c6dff0", new="#56b4e9", line="#0b5a8f"),
        2: PlayerColors(fill="#f6d3bd", new="#ef8a4c", line="#a8400a"),
        3: PlayerColors(fill="#bfe6d8", new="#3fb58f", line="#00684a"),
        4: PlayerColors(fill="#f0d0e3", new="#cc79a7", line="#8a2f66"),
        5: PlayerColors(fill="#f7e3b0", new="#e69f00", line="#845900"),
        6: PlayerColors(fill="#dcdcdc", new="#8c8c8c", line="#333333"),
    },
    highlight="#e6a800",
    cut="#b3b3b3",
    board_dark="#7a4a21",
    board_pieces={"X": "#0b5a8f", "O": "#a8400a", "#": "#8b5a2b", "*": "#2e7d32"},
)

DARK = Palette(
    name="dark",
    background="#1e1f22",
    vertex_fill="#2b2d31",
    vertex_line="#c9c9c9",
    text="#f0f0f0",
    muted_text="#b0b0b0",
    edge="#9a9a9a",
    faded="#4d4f54",
    draw_fill="#4a4c52",
    draw_line="#b5b5b5",
    players={
        1: PlayerColors(fill="#1d4e70", new="#2f8fd0", line="#8cc8f0"),
        2: PlayerColors(fill="#6e3416", new="#c8612a", line="#f5b48c"),
        3: PlayerColors(fill="#10503c", new="#1f9c74", line="#7fd8b8"),
        4: PlayerColors(fill="#5a2346", new="#b0578a", line="#eeb0d4"),
        5: PlayerColors(fill="#5c4400", new="#c08a00", line="#f5d27a"),
        6: PlayerColors(fill="#3e3e3e", new="#7a7a7a", line="#d0d0d0"),
    },
    highlight="#f0c419",
    cut="#6a6c72",
    board_dark="#c9a27a",
    board_pieces={"X": "#8cc8f0", "O": "#f5b48c", "#": "#a0703f", "*": "#66bb6a"},
)

#: For paper, in colour or in grey: the attractors, the draws and the new vertices of a step are
#: five steps of lightness about 21 L* apart (draws 100, J1 79, J2 58, J1's new 36, J2's new 15),
#: the strategies and a search's principal variation black, plain edges mid-grey.
PRINT = Palette(
    name="print",
    background="#ffffff",
    vertex_fill="#ffffff",
    vertex_line="#222222",
    text="#000000",
    muted_text="#444444",
    edge="#8c8c8c",
    faded="#d0d0d0",
    draw_fill="#ffffff",
    draw_line="#222222",
    players={
        1: PlayerColors(fill="#b9c6d2", new="#4d5863", line="#111111", new_text="#ffffff"),
        2: PlayerColors(fill="#938a84", new="#2a2523", line="#111111", new_text="#ffffff"),
        3: PlayerColors(fill="#e4e4e4", new="#6e6e6e", line="#111111", new_text="#ffffff"),
        4: PlayerColors(fill="#c9c9c9", new="#5a5a5a", line="#111111", new_text="#ffffff"),
        5: PlayerColors(fill="#f2f2f2", new="#7f7f7f", line="#111111", new_text="#ffffff"),
        6: PlayerColors(fill="#acacac", new="#3c3c3c", line="#111111", new_text="#ffffff"),
    },
    highlight="#000000",
    cut="#9a9a9a",
    board_dark="#555555",
    board_pieces={"X": "#000000", "O": "#777777", "#": "#555555", "*": "#222222"},
)

#: The course's colours, on a light background: Adam (J1) red and Ève (J2) blue as seed 002 draws their
#: strategies; Connect 4's discs yellow for J1 and red for J2 as in seed 000's figure 5 (board pieces
#: ``discX`` and ``discO``; crosses and noughts keep the players' colours).
COURSE = Palette(
    name="course",
    background="#ffffff",
    vertex_fill="#ffffff",
    vertex_line="#3a3a3a",
    text="#111111",
    muted_text="#555555",
    edge="#6b6b6b",
    faded="#c8c8c8",
    draw_fill="#e3e3e3",
    draw_line="#6b6b6b",
    players={
        1: PlayerColors(fill="#f5c6c2", new="#e0483c", line="#a3140b"),
        2: PlayerColors(fill="#c4d7f2", new="#3d7fd6", line="#0d3f86"),
        3: PlayerColors(fill="#bfe6d8", new="#3fb58f", line="#00684a"),
        4: PlayerColors(fill="#f0d0e3", new="#cc79a7", line="#8a2f66"),
        5: PlayerColors(fill="#f7e3b0", new="#e69f00", line="#845900"),
        6: PlayerColors(fill="#dcdcdc", new="#8c8c8c", line="#333333"),
    },
    highlight="#2e9e3e",
    cut="#b3b3b3",
    board_dark="#1f4fa8",
    board_pieces={"X": "#a3140b", "O": "#0d3f86", "discX": "#f5c518", "discO": "#d7261e", "#": "#8b5a2b",
                  "*": "#2e7d32"},
)

#: The themes of the window.
PALETTES = {p.name: p for p in (LIGHT, DARK, COURSE)}
#: The themes of exported pictures: the window's, and one for paper.
EXPORT_PALETTES = {**PALETTES, PRINT.name: PRINT}


@dataclass(frozen=True)
class Sizes:
    """Font sizes and spacing, in points; ``scale`` is how much larger than the usual ones they are."""

    label: float = 16.0
    badge: float = 13.0
    caption: float = 15.0
    line: float = 1.4
    emphasis_line: float = 3.2
    strategy_line: float = 3.6
    arrow: float = 9.0
    padding: float = 7.0
    scale: float = 1.0

    def scaled(self, factor: float) -> Sizes:
        """Every size ``factor`` times larger: the same picture for the back of a room."""
        return Sizes(*(getattr(self, name) * factor for name in self.__dataclass_fields__))


SIZES = Sizes()
#: How much larger text and lines are in presentation mode.
PRESENTATION_SCALE = 1.6
