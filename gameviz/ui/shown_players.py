"""*Show*: whose attractor the arena draws, one player's or all of them.

At the result every attractor is drawn, and *Show* says so; when the steps
come back it says again what the user had chosen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from gameviz.figure.notation import Notation
from gameviz.report.attractor import genitive
from gameviz.ui.i18n import tr_attractor


class ShownPlayers(QComboBox):
    """The attractor of each player, then all of them at once."""

    def __init__(self, notation: Notation, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notation = notation
        #: what *Show* said before the result, where it says "Both attractors" (both are drawn)
        self._before_result: int | None = None
        # its texts change with the notation and the language ("Attracteur d’Ève"): never cut them
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.offer(2)

    def offer(self, players: int) -> None:
        """One choice per player of an arena of ``players`` players, and one for all of them."""
        if self.count() == players + 1:
            return
        self.blockSignals(True)
        self.clear()
        for data in [(p,) for p in range(1, players + 1)] + [tuple(range(1, players + 1))]:
            self.addItem("", data)
        self._before_result = None
        self.blockSignals(False)
        self.retranslate()

    def reset(self) -> None:
        """The first player's attractor (a document was opened)."""
        self.blockSignals(True)
        self.setCurrentIndex(0)
        self.blockSignals(False)
        self._before_result = None

    def chosen(self) -> None:
        """The user chose: that is what *Show* says from now on, at the result too."""
        self._before_result = None

    def shown(self) -> tuple[int, ...]:
        """The players whose attractors the steps show."""
        if self._before_result is not None:
            return self.itemData(self._before_result) or (1,)
        return self.currentData() or (1,)

    def say_all(self, at_result: bool) -> None:
        """At the result, say that every attractor is drawn; before it, what the user chose."""
        every = self.count() - 1
        self.blockSignals(True)
        if at_result and self._before_result is None and self.currentIndex() != every:
            self._before_result = self.currentIndex()
            self.setCurrentIndex(every)
        elif not at_result and self._before_result is not None:
            self.setCurrentIndex(self._before_result)
            self._before_result = None
        self.blockSignals(False)

    def set_notation(self, notation: Notation) -> None:
        self.notation = notation
        self.retranslate()

    def retranslate(self) -> None:
        players = self.count() - 1
        for i in range(players):
            self.setItemText(i, self.tr("Attractor {0}").format(genitive(self.notation.name(i + 1), tr_attractor)))
        self.setItemText(players, self.tr("Both attractors") if players == 2 else self.tr("All attractors"))
