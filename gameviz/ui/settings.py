"""What the application remembers between runs (QSettings)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, overload

from PySide6.QtCore import QByteArray, QSettings

from gameviz.core.search.budget import DEFAULT_NODES, DEFAULT_SECONDS, SearchBudget
from gameviz.games.chess_eval import DEFAULT_WEIGHTS, Weights

MAX_RECENT = 10
#: The largest arena the application builds and draws, unless the user says otherwise.
DEFAULT_DRAWN_VERTICES = 60_000
#: Bounds of that preference.
VERTEX_LIMIT_RANGE = (100, 5_000_000)
#: Seconds the exact solver may spend on each move, and the bounds of that preference.
DEFAULT_SCORE_SECONDS = 10
SCORE_BUDGET_RANGE = (1, 600)
#: Bounds of the nodes and seconds a search may take.
SEARCH_NODES_RANGE = (1_000, 1_000_000_000)
SEARCH_SECONDS_RANGE = (1, 3_600)
#: Memory a drawn arena takes per vertex (arena, solution, layout and scene items),
#: as measured by ``benchmarks/gui.py`` on tic-tac-toe: about 9 kB.
BYTES_PER_DRAWN_VERTEX = 10_000

T = TypeVar("T")


class Settings:
    """Typed access to the stored preferences."""

    def __init__(self) -> None:
        self.store = QSettings()

    @overload
    def _get(self, key: str, default: str) -> str: ...
    @overload
    def _get(self, key: str, default: T, kind: Callable[[Any], T]) -> T: ...

    def _get(self, key: str, default: object, kind: Callable[[Any], object] = str) -> object:
        value = self.store.value(key, default)
        try:
            return kind(value) if value is not None else default
        except (TypeError, ValueError):
            return default

    # window
    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, geometry: QByteArray, state: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)
        self.store.setValue("window/state", state)

    def window_state(self) -> QByteArray | None:
        value = self.store.value("window/state")
        return value if isinstance(value, QByteArray) else None

    # recent files
    def recent(self) -> list[str]:
        value = self.store.value("recent", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value] if isinstance(value, list) else []

    def add_recent(self, source: str) -> list[str]:
        items = [source] + [r for r in self.recent() if r != source]
        self.store.setValue("recent", items[:MAX_RECENT])
        return items[:MAX_RECENT]

    def clear_recent(self) -> None:
        self.store.setValue("recent", [])

    # view
    def default_layout(self) -> str:
        """The layout of an arena whose document has not chosen one (*View → Layout* chooses per document)."""
        return self._get("view/default_layout", "auto")

    def set_default_layout(self, engine: str) -> None:
        self.store.setValue("view/default_layout", engine)

    def notation(self) -> str:
        return self._get("view/notation", "j1j2")

    def set_notation(self, key: str) -> None:
        self.store.setValue("view/notation", key)

    def language(self) -> str:
        return self._get("view/language", "system")

    def set_language(self, language: str) -> None:
        self.store.setValue("view/language", language)

    def theme(self) -> str:
        return self._get("view/theme", "light")

    def set_theme(self, theme: str) -> None:
        self.store.setValue("view/theme", theme)

    def heuristic_on_board(self) -> bool:
        return self._get("view/heuristic_board", "false") == "true"

    def set_heuristic_on_board(self, on: bool) -> None:
        self.store.setValue("view/heuristic_board", "true" if on else "false")

    def speed(self) -> int:
        return self._get("step/interval", 1200, int)

    def set_speed(self, interval: int) -> None:
        self.store.setValue("step/interval", interval)

    def vertex_limit(self) -> int:
        """The largest arena the application builds and draws (the board and searches have no such limit)."""
        low, high = VERTEX_LIMIT_RANGE
        return min(max(self._get("limits/vertices", DEFAULT_DRAWN_VERTICES, int), low), high)

    def set_vertex_limit(self, limit: int) -> None:
        self.store.setValue("limits/vertices", int(limit))

    def score_budget(self) -> int:
        """Seconds the exact solver may spend on each move when the board scores its moves."""
        low, high = SCORE_BUDGET_RANGE
        return min(max(self._get("limits/score_seconds", DEFAULT_SCORE_SECONDS, int), low), high)

    def set_score_budget(self, seconds: int) -> None:
        self.store.setValue("limits/score_seconds", int(seconds))

    def search_budget(self) -> SearchBudget:
        """The nodes and seconds a search of the Search Tree tab or the computer's may take."""
        nodes = min(max(self._get("limits/search_nodes", DEFAULT_NODES, int), SEARCH_NODES_RANGE[0]),
                    SEARCH_NODES_RANGE[1])
        seconds = min(max(self._get("limits/search_seconds", int(DEFAULT_SECONDS), int), SEARCH_SECONDS_RANGE[0]),
                      SEARCH_SECONDS_RANGE[1])
        return SearchBudget(nodes, seconds)

    def set_search_budget(self, nodes: int, seconds: int) -> None:
        self.store.setValue("limits/search_nodes", int(nodes))
        self.store.setValue("limits/search_seconds", int(seconds))


    def chess_weights(self) -> Weights:
        """The weights of the chess evaluation's terms (the course's unless the teacher changed them)."""
        text = self._get("chess/weights", "")
        try:
            values = [float(part) for part in text.split(",")] if text else []
        except ValueError:
            values = []
        if len(values) != len(Weights.names()):
            return DEFAULT_WEIGHTS
        return Weights(*values)

    def set_chess_weights(self, weights: Weights) -> None:
        self.store.setValue("chess/weights", ",".join(f"{getattr(weights, name):g}" for name in Weights.names()))
