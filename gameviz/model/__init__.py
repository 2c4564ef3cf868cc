"""The application's model, free of Qt: the open document, its views and the preferences.

The window's widgets subscribe to it and render what it says (DESIGN.md,
rule 7); it is tested without a display.
"""

from gameviz.model.application import VIEWS, ApplicationModel, Document, DocumentKind, Facts, Preferences, ViewName
from gameviz.model.document import ArenaDocument
from gameviz.model.events import Evented, EventEmitter
from gameviz.model.history import Edit, EditHistory
from gameviz.model.search_source import TreeSource
from gameviz.model.search_view import PRESETS, VECTOR_PRESETS, SearchChoices, TreeView
from gameviz.model.views import ArenaView, BoardView, ViewState

__all__ = ["PRESETS", "VECTOR_PRESETS", "VIEWS", "ApplicationModel", "ArenaDocument", "ArenaView", "BoardView",
           "Document", "DocumentKind", "Edit", "EditHistory", "EventEmitter", "Evented", "Facts", "Preferences",
           "SearchChoices", "TreeSource", "TreeView", "ViewName", "ViewState"]
