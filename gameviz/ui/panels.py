"""Side panels: the current step in the course's notation, and the inspector of a vertex."""

from __future__ import annotations

import html
from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError
from gameviz.core.grundy import grundy_values, is_normal_play
from gameviz.core.search.tree import format_value
from gameviz.core.solution import Solution
from gameviz.export.painting import paint
from gameviz.figure.arena_figure import AttractorTimeline, Frame
from gameviz.figure.boards import board_aspect, board_primitives
from gameviz.figure.notation import Notation
from gameviz.figure.style import Palette
from gameviz.report.attractor import genitive
from gameviz.report.step_panel import step_panel_html
from gameviz.ui.i18n import tr_attractor


class Browser(QTextBrowser):
    """A read-only rich text panel whose ``vertex:`` links emit ``vertexClicked``."""

    vertexClicked = Signal(str)  # noqa: N815 (Qt's naming)

    def __init__(self, parent=None) -> None:
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

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rewrite the contents in the new language (subclasses)."""




class StepPanel(Browser):
    """The sets added at the current step, and why each vertex enters."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._state: tuple[Arena, Solution, AttractorTimeline, Frame, Notation, Palette] | None = None

    def show_step(self, arena: Arena, solution: Solution, timeline: AttractorTimeline,
                  frame: Frame, notation: Notation, palette: Palette) -> None:
        self._state = (arena, solution, timeline, frame, notation, palette)
        self.retranslate()

    def show_sentences(self, title: str, sentences: list[str]) -> None:
        """A title and paragraphs (the search-tree tab's steps), already translated."""
        self._state = None
        body = "".join(f"<p>{html.escape(s)}</p>" for s in sentences)
        self.setHtml(f"<h3>{html.escape(title)}</h3>{body}")

    def retranslate(self) -> None:
        if self._state is None:
            return
        arena, solution, timeline, frame, notation, palette = self._state
        self.setHtml(step_panel_html(arena, solution, timeline.players, frame.index, frame.result, notation,
                                     lambda player: palette.player(player).line, tr_attractor))


class Inspector(Browser):
    """Everything about the selected vertex, with links to its neighbours."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._state: tuple[Arena | None, Solution | None, Hashable | None, Notation, Palette] | None = None
        self._grundy_cache: tuple[int, dict[Hashable, int] | str] | None = None
        #: exercise mode: nothing that gives an answer away (ranks, outcome, strategy, Grundy value)
        self.hide_answers = False

    def show_vertex(self, arena: Arena | None, solution: Solution | None, vertex: Hashable | None,
                    notation: Notation, palette: Palette) -> None:
        self._state = (arena, solution, vertex, notation, palette)
        self.retranslate()

    def forget_grundy(self) -> None:
        """The arena changed: Grundy values must be computed again."""
        self._grundy_cache = None

    def _grundy(self, arena: Arena):
        if self._grundy_cache is None or self._grundy_cache[0] != id(arena):
            values: dict[Hashable, int] | str
            try:
                if not arena.impartial:
                    values = self.tr("not an impartial game")
                elif not is_normal_play(arena):
                    values = self.tr("not used here: the last player to move loses (misère play)")
                else:
                    values = grundy_values(arena)
            except InputError:
                values = self.tr("not defined (the arena has a cycle)")
            self._grundy_cache = (id(arena), values)
        return self._grundy_cache[1]

    def retranslate(self) -> None:
        arena, solution, v, notation, palette = self._state or (None, None, None, None, None)
        if arena is None or solution is None or v is None or v not in arena or notation is None or palette is None:
            hint = self.tr("Click a vertex to see its details.")
            self.setHtml(f"<p><i>{html.escape(hint)}</i></p>")
            return
        e = html.escape

        def link(w: Hashable) -> str:
            return f'<a href="vertex:{e(arena.id(w))}">{e(arena.label(w))}</a>'

        rows = [
            (self.tr("Owner"), e(notation.name(arena.player(v))) + " " + e(self._shape(arena.player(v)))),
            (self.tr("Id"), e(arena.id(v))),
        ]
        target = arena.target_of(v)
        rows.append((self.tr("Winning position of"), e(notation.name(target)) if target else "—"))
        if self.hide_answers:
            hidden = self.tr("hidden during the exercise: press Check")
            rows.append((self.tr("Attractors, outcome, strategy"), f"<i>{e(hidden)}</i>"))
        else:
            rows += self._answers(arena, solution, v, notation, palette, link)
        if arena.impartial and not self.hide_answers:
            values = self._grundy(arena)
            rows.append((self.tr("Grundy value"), e(str(values[v])) if isinstance(values, dict) else e(values)))
        rows.append((self.tr("Successors"), ", ".join(link(w) for w in arena.successors(v)) or "—"))
        rows.append((self.tr("Predecessors"), ", ".join(link(w) for w in arena.predecessors(v)) or "—"))
        table = "".join(f"<tr><td><b>{e(k)}</b>&nbsp;&nbsp;</td><td>{val}</td></tr>" for k, val in rows)
        picture = ""
        board = arena.board(v)
        if board is not None:
            image = board_image(board, palette, 260, 110)
            self.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl("board:current"), image)
            picture = '<p><img src="board:current"></p>'
        self.setHtml(f"<h3>{e(arena.label(v))}</h3>{picture}<table>{table}</table>")

    def _shape(self, player: int) -> str:
        """How the vertices of ``player`` are drawn, as the Owner row says it."""
        shapes = (self.tr("(circle)"), self.tr("(square)"), self.tr("(hexagon)"), self.tr("(diamond)"),
                  self.tr("(triangle)"), self.tr("(triangle, point down)"))
        return shapes[player - 1]

    def _answers(self, arena: Arena, solution: Solution, v: Hashable, notation: Notation, palette: Palette,
                 link: Callable[[Hashable], str]) -> list[tuple[str, str]]:
        """The rows that give the answer away: ranks, outcome, strategy move."""
        e = html.escape
        rows = []
        for p in solution.players:
            rank = solution.attractors[p].rank.get(v)
            value = self.tr("rank {0}").format(rank) if rank is not None else self.tr("not in it")
            rows.append((self.tr("Attractor {0}").format(genitive(notation.name(p), tr_attractor)), e(value)))
        who = solution.outcome[v]
        outcome = self.tr("{0} wins").format(notation.name(who)) if who else self.tr("draw")
        if not who and arena.frontier:  # a vertex may be won from positions left unexplored
            outcome = self.tr("unknown: no winner within the explored positions")
        if v in arena.frontier:
            outcome = self.tr("unknown: not explored (h = {0})").format(format_value(arena.frontier[v]))
        colour = palette.player(who).line if who else palette.draw_line
        rows.append((self.tr("Outcome"), f'<b style="color:{colour}">{e(outcome)}</b>'))
        move = solution.strategies[arena.player(v)].get(v)
        rows.append((self.tr("Strategy move"), link(move) if move is not None else "—"))
        return rows


def board_image(board, palette: Palette, max_width: int, max_height: int) -> QImage:
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

