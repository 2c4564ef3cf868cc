"""The window's stepper renders the step of the view on screen and moves it.

Bound to the model, the stepper's controls ask the view on screen to go to a
step; the view moves (within its timeline) and the stepper shows where it
went, with the words of that view: the arena's sets (``𝒜¹₂ (step 3 of 8)``),
the search's event, or how far the game on the board has gone. The board has
no steps; a tree exercise shows one, the search being hidden.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from gameviz.model import ApplicationModel, Document, ViewName
from gameviz.model.events import Subscriptions
from gameviz.ui.stepper import Stepper


class ViewStepper(QObject):
    """``stepper`` bound to the view on screen; ``describe[name](index)`` says step ``index`` of view ``name``."""

    def __init__(self, model: ApplicationModel, stepper: Stepper, describe: dict[ViewName, Callable[[int], str]]) -> None:
        super().__init__(stepper)
        self.model = model
        self.stepper = stepper
        self.describe = describe
        self._bound = Subscriptions()
        stepper.request = self._requested
        stepper.describe = self._text
        model.events.document.connect(self._opened)
        model.events.current.connect(lambda _: self._opened(model.document))
        self._opened(model.document)

    def _opened(self, document: Document) -> None:
        """Follow the view on screen of ``document``."""
        self._bound.clear()
        self._bound.connect(self.model.view.events.updated, lambda _: self.render())
        if self.model.current == "board":  # the text says how far the game has gone
            self._bound.connect(document.board.events.position, lambda _: self.render())
        self.render()

    def _requested(self, index: int) -> None:
        """A control of the stepper asked for step ``index``: the view on screen goes there."""
        self.model.view.go(index)

    def _text(self, index: int) -> str:
        return self.describe[self.model.current](index)

    def render(self) -> None:
        """Show the view's steps and its step, and say it."""
        self.stepper.show_step(*self.model.view.showing())
