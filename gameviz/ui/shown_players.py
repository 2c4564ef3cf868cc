"""*Show*: whose attractor the arena draws, one player's or all of them.

The choice lives in the model (the arena view's ``shown``): the combo box
renders it and writes the user's choice back. At the result every attractor
is drawn, and *Show* says so; when the steps come back it says again what the
model holds.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from gameviz.figure.notation import Notation
from gameviz.model import ArenaView
from gameviz.report.attractor import genitive
from gameviz.ui.i18n import tr_attractor


class ShownPlayers(QComboBox):
    """The attractor of each player, then all of them at once, as the arena view of the model says."""

    def __init__(self, notation: Notation, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notation = notation
        #: the arena view whose ``shown`` players this box renders and writes
        self.arena_view = ArenaView()
        #: the arena shows its result, where every attractor is drawn
        self._at_result = False
        # its texts change with the notation and the language ("Attracteur d’Ève"): never cut them
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._chosen)
        self.bind(self.arena_view)

    def bind(self, view: ArenaView) -> None:
        """Render ``view`` (the arena view of the document just opened) and write the user's choices to it."""
        self.arena_view.events.players.disconnect(self._offer)
        self.arena_view.events.shown.disconnect(self._render)
        self.arena_view = view
        view.events.players.connect(self._offer)
        view.events.shown.connect(self._render)
        self._at_result = False
        self._offer(view.players)

    def _offer(self, _players: int) -> None:
        """One choice per player of the arena, and one for all of them."""
        offered = self.arena_view.offered()
        if [self.itemData(i) for i in range(self.count())] != offered:
            self.blockSignals(True)
            self.clear()
            for data in offered:
                self.addItem("", data)
            self.blockSignals(False)
            self.retranslate()
        self._render(self.arena_view.shown)

    def _render(self, _shown: object) -> None:
        """Show the model's choice, or "all" at the result (every attractor is drawn there)."""
        offered = self.arena_view.offered()
        index = len(offered) - 1 if self._at_result else offered.index(self.arena_view.shown)
        self.blockSignals(True)
        self.setCurrentIndex(index)
        self.blockSignals(False)

    def _chosen(self, index: int) -> None:
        """The user chose: the model's arena view shows those players from now on."""
        if index >= 0:
            self.arena_view.shown = self.itemData(index)
            self._render(self.arena_view.shown)  # at the result it says "all" again, whatever was chosen

    def say_all(self, at_result: bool) -> None:
        """At the result, say that every attractor is drawn; before it, what the model holds."""
        self._at_result = at_result
        self._render(self.arena_view.shown)

    def set_notation(self, notation: Notation) -> None:
        self.notation = notation
        self.retranslate()

    def retranslate(self) -> None:
        players = self.count() - 1
        for i in range(players):
            self.setItemText(i, self.tr("Attractor {0}").format(genitive(self.notation.name(i + 1), tr_attractor)))
        self.setItemText(players, self.tr("Both attractors") if players == 2 else self.tr("All attractors"))
