"""Side panels: the current step in the course's notation, and the inspector of a vertex."""

from __future__ import annotations

import html
from collections.abc import Hashable

from PySide6.QtCore import QEvent, QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from gameviz.core.arena import Arena
from gameviz.core.board import Board
from gameviz.core.solution import Solution
from gameviz.export.painting import paint
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.notation import Notation
from gameviz.figure.style import Palette
from gameviz.report.step_panel import step_panel_html
from gameviz.report.vertex_panel import at_step, grundy_or_why_not, hide_answers, vertex_rows
from gameviz.ui.i18n import tr_attractor


class Browser(QTextBrowser):
    """A read-only rich text panel whose ``vertex:`` links emit ``vertexClicked``."""

    vertexClicked = Signal(str)  # noqa: N815 (Qt's naming)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._clicked)
        self._style(1.0)

    def _style(self, scale: float) -> None:
        self.document().setDefaultStyleSheet(
            f"body {{ font-size: {11 * scale:.0f}pt; }} h3 {{ margin-bottom: 2px; }} "
            f".eq {{ font-size: {14 * scale:.0f}pt; font-weight: bold; }} li {{ margin-bottom: 3px; }}"
        )

    def set_text_scale(self, scale: float) -> None:
        """Text ``scale`` times its usual size (presentation mode), contents rewritten."""
        self._style(scale)
        self.retranslate()

    def _clicked(self, url: QUrl) -> None:
        if url.scheme() == "vertex":
            self.vertexClicked.emit(url.path())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rewrite the contents in the new language (subclasses)."""


class StepPanel(Browser):
    """The sets added at the current step, and why each vertex enters."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: tuple[Arena, Solution, tuple[int, ...], int, bool, Notation, Palette] | None = None

    def show_step(self, arena: Arena, solution: Solution, players: tuple[int, ...], index: int, result: bool,
                  notation: Notation, palette: Palette) -> None:
        """Step ``index`` of the attractors of ``players`` (``result``: the last step, the result)."""
        self._state = (arena, solution, players, index, result, notation, palette)
        self.retranslate()

    def show_sentences(self, title: str, sentences: list[str]) -> None:
        """A title and paragraphs (the search-tree tab's steps), already translated."""
        self._state = None
        self.setHtml(sentences_html(title, sentences))

    def retranslate(self) -> None:
        if self._state is None:
            return
        arena, solution, players, index, result, notation, palette = self._state
        self.setHtml(step_panel_html(arena, solution, players, index, result, notation,
                                     lambda player: palette.player(player).line, tr_attractor))


class Inspector(Browser):
    """Everything about the selected vertex, with links to its neighbours."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: tuple[Arena | None, Solution | None, Hashable | None, Notation, Palette] | None = None
        #: the step of the attractors on screen (m, the players stepped); m is None at the result
        self._step: tuple[int | None, tuple[int, ...]] = (None, ())
        self._grundy_cache: tuple[int, dict[Hashable, int] | str] | None = None
        #: what another tab shows instead of a vertex (the board's position, a tree's node), translated
        self._sentences: tuple[str, list[str]] | None = None
        #: exercise mode: nothing that gives an answer away (ranks, outcome, strategy, Grundy value)
        self.hide_answers = False

    def show_vertex(self, arena: Arena | None, solution: Solution | None, vertex: Hashable | None,
                    notation: Notation, palette: Palette, step: tuple[int | None, tuple[int, ...]] = (None, ())) -> None:
        """``vertex`` of ``arena``; ``step``: the step on screen (m, the players stepped; m is None at the result)."""
        self._state, self._step = (arena, solution, vertex, notation, palette), step
        self._sentences = None
        self.retranslate()

    def show_sentences(self, title: str, sentences: list[str]) -> None:
        """A title and paragraphs, already translated: what the Board or Search Tree tab shows."""
        self._sentences = (title, sentences)
        self.retranslate()

    def forget_grundy(self) -> None:
        """The arena changed: Grundy values must be computed again."""
        self._grundy_cache = None

    def _grundy(self, arena: Arena) -> dict[Hashable, int] | str:
        """The Grundy values of ``arena`` (computed once), or why there are none in the interface's language
        (kept in English: the language may change after)."""
        if self._grundy_cache is None or self._grundy_cache[0] != id(arena):
            self._grundy_cache = (id(arena), grundy_or_why_not(arena))
        values = self._grundy_cache[1]
        return values if isinstance(values, dict) else tr_attractor(values)

    def retranslate(self) -> None:
        if self._sentences is not None:
            self.setHtml(sentences_html(*self._sentences))
            return
        shown = self._shown_vertex()
        if shown is None:
            hint = self.tr("Click a vertex to see its details.")
            self.setHtml(f"<p><i>{html.escape(hint)}</i></p>")
            return
        self._show_details(*shown)

    def _shown_vertex(self) -> tuple[Arena, Solution, Hashable, Notation, Palette] | None:
        """The arena, its solution and the selected vertex with how to draw them; None without a vertex
        of a solved arena."""
        arena, solution, v, notation, palette = self._state or (None, None, None, None, None)
        if arena is None or solution is None or v is None or v not in arena or notation is None or palette is None:
            return None
        return arena, solution, v, notation, palette

    def _show_details(self, arena: Arena, solution: Solution, v: Hashable, notation: Notation,
                      palette: Palette) -> None:
        """The table of what is known of ``v``, with links to its neighbours and its board if it has one."""
        e = html.escape

        def link(w: Hashable) -> str:
            return f'<a href="vertex:{e(arena.id(w))}">{e(arena.label(w))}</a>'

        def colour(player: int) -> str:
            return palette.player(player).line if player else palette.draw_line

        m, stepped = self._step
        rows = vertex_rows(arena, solution, v, notation, link=link, colour=colour,
                           grundy=lambda: self._grundy(arena), tr=tr_attractor, stepped=stepped)
        if self.hide_answers:
            rows = hide_answers(rows, tr_attractor)
        elif m is not None:
            rows = at_step(rows, m, lambda player: notation.attractor(player, m), tr_attractor)
        table = "".join(f"<tr><td><b>{e(row.title)}</b>&nbsp;&nbsp;</td><td>{row.value}</td></tr>" for row in rows)
        picture = ""
        board = arena.board(v)
        if board is not None:
            image = board_image(board, palette, 260, 110)
            self.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl("board:current"), image)
            picture = '<p><img src="board:current"></p>'
        self.setHtml(f"<h3>{e(arena.label(v))}</h3>{picture}<table>{table}</table>")


def sentences_html(title: str, sentences: list[str]) -> str:
    """A title and a paragraph per sentence, as the panels show what another tab tells."""
    body = "".join(f"<p>{html.escape(s)}</p>" for s in sentences)
    return f"<h3>{html.escape(title)}</h3>{body}"


def board_image(board: Board, palette: Palette, max_width: int, max_height: int) -> QImage:
    """A picture of ``board`` as large as fits in ``max_width`` × ``max_height`` pixels."""
    aspect = board_aspect(board)
    width, height = max_width, int(max_width / aspect)
    if height > max_height:
        width, height = max(24, int(max_height * aspect)), max_height
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, board_primitives(board, 2, 2, width - 4, height - 4, palette))
    painter.end()
    return image

