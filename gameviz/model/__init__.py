"""The application's model, free of Qt: the open document, its views and the preferences.

The window's widgets subscribe to it and render what it says (DESIGN.md,
rule 7); it is tested without a display.
"""

from gameviz.model.application import (
    VIEWS,
    ApplicationModel,
    ArenaView,
    BoardView,
    Document,
    DocumentKind,
    Facts,
    Preferences,
    TreeView,
    ViewName,
    ViewState,
)
from gameviz.model.events import Evented, EventEmitter

__all__ = ["VIEWS", "ApplicationModel", "ArenaView", "BoardView", "Document", "DocumentKind", "EventEmitter",
           "Evented", "Facts", "Preferences", "TreeView", "ViewName", "ViewState"]
