"""*Show*: whose attractor the arena draws, one player's or all of them.

The choice lives in the model (the arena view's ``shown``): the combo box
renders it and writes the user's choice back. At the result every attractor
is drawn, and *Show* says so; when the steps come back it says again what the
model holds.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from gameviz.model import ApplicationModel, ArenaView
from gameviz.model.events import Subscriptions
from gameviz.report.attractor import genitive
from gameviz.ui.i18n import tr_attractor


class ShownPlayers(QComboBox):
    """The attractor of each player, then all of them at once, as the open document's arena view says."""

    def __init__(self, model: ApplicationModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.application_model = model
        self._bound = Subscriptions()
        # its texts change with the notation and the language ("Attracteur d’Ève"): never cut them
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.currentIndexChanged.connect(self._chosen)
        model.events.document.connect(lambda document: self.bind(document.arena))
        model.preferences.events.notation.connect(lambda _: self.retranslate())
        self.bind(model.document.arena)

    @property
    def arena_view(self) -> ArenaView:
        """The arena view whose ``shown`` players this box renders and writes."""
        return self.application_model.document.arena

    def bind(self, view: ArenaView) -> None:
        """Render ``view`` (the arena view of the document just opened) and write the user's choices to it."""
        self._bound.clear()
        self._bound.connect(view.events.updated, self._changed)
        self._offer()

    def _changed(self, names: frozenset[str]) -> None:
        if "players" in names:
            self._offer()
        elif names & {"shown", "step", "steps"}:
            self._render()

    def _offer(self) -> None:
        """One choice per player of the arena, and one for all of them."""
        offered = self.arena_view.offered()
        if [self.itemData(i) for i in range(self.count())] != offered:
            self.blockSignals(True)
            self.clear()
            for data in offered:
                self.addItem("", data)
            self.blockSignals(False)
            self.retranslate()
        self._render()

    def _render(self) -> None:
        """Show the model's choice, or "all" at the result (every attractor is drawn there)."""
        view = self.arena_view
        offered = view.offered()
        at_result = view.document is not None and view.at_end
        index = len(offered) - 1 if at_result else offered.index(view.shown)
        self.blockSignals(True)
        self.setCurrentIndex(index)
        self.blockSignals(False)

    def _chosen(self, index: int) -> None:
        """The user chose: the model's arena view shows those players from now on."""
        if index >= 0:
            self.arena_view.shown = self.itemData(index)
            self._render()  # at the result it says "all" again, whatever was chosen

    def retranslate(self) -> None:
        notation = self.application_model.preferences.names()
        players = self.count() - 1
        for i in range(players):
            self.setItemText(i, self.tr("Attractor {0}").format(genitive(notation.name(i + 1), tr_attractor)))
        self.setItemText(players, self.tr("Both attractors") if players == 2 else self.tr("All attractors"))
