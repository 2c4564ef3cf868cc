"""The history of a document's edits, without Qt: push, undo and redo as plain values.

In the spirit of python-chess's ``Board.push``/``pop``: an edit is a small
object that can do itself (:meth:`Edit.redo`) and undo itself
(:meth:`Edit.undo`); the history keeps the edits done and those undone, and
knows whether the document is as it was saved (*clean*). Its fields are
events, so the *Undo* and *Redo* actions and the window's title follow it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from gameviz.model.events import Evented


class Edit(Protocol):
    """One change of a document that can be done and undone; ``text`` names it (marked for translation
    in the ``commands`` context)."""

    text: str

    def redo(self) -> None:
        """Make the change (the first time, and again after an undo)."""

    def undo(self) -> None:
        """Take the change back."""


@dataclass(eq=False)
class EditHistory(Evented):
    """The edits done (the last one first to undo) and undone (the last undone first to redo).

    ``clean``: the document is as it was last saved (or opened): after undoing
    back to that point too.
    """

    can_undo: bool = False
    can_redo: bool = False
    clean: bool = True
    #: the name of the edit *Undo* would take back ("" when there is none)
    undo_text: str = ""
    _done: list[Edit] = field(default_factory=list, repr=False)
    _undone: list[Edit] = field(default_factory=list, repr=False)
    #: how many edits were done when the document was saved (None: that state cannot come back)
    _saved: int | None = field(default=0, repr=False)

    def push(self, edit: Edit) -> None:
        """Do ``edit`` and remember it; the edits undone before it can no longer be redone. An edit that
        raises (an impossible change) is not remembered."""
        edit.redo()
        if self._saved is not None and self._saved > len(self._done):
            self._saved = None  # the saved state was among the edits undone: it is gone
        self._done.append(edit)
        self._undone.clear()
        self._changed()

    def undo(self) -> None:
        """Take the last edit back (nothing if there is none)."""
        if self._done:
            edit = self._done.pop()
            edit.undo()
            self._undone.append(edit)
            self._changed()

    def redo(self) -> None:
        """Do again the last edit undone (nothing if there is none)."""
        if self._undone:
            edit = self._undone.pop()
            edit.redo()
            self._done.append(edit)
            self._changed()

    def set_clean(self) -> None:
        """The document was saved as it is now."""
        self._saved = len(self._done)
        self._changed()

    def clear(self) -> None:
        """Forget every edit, done or undone: the document as it is now is the saved one."""
        self._done.clear()
        self._undone.clear()
        self.set_clean()

    def __len__(self) -> int:
        """How many edits are remembered, done or undone."""
        return len(self._done) + len(self._undone)

    def _changed(self) -> None:
        self.update(can_undo=bool(self._done), can_redo=bool(self._undone), clean=self._saved == len(self._done),
                    undo_text=self._done[-1].text if self._done else "")
