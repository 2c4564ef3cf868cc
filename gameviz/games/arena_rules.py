"""Any arena as the rules of a game, so that every arena can be searched: a position is a vertex,
a move goes to one of its successors, the play is won on a target of a player and drawn where it
ends elsewhere. The heuristic is a given value per vertex (a student's ``h``), 0 otherwise.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from gameviz.core.arena import Arena
from gameviz.core.board import Board
from gameviz.core.errors import MOVES, InputError
from gameviz.core.outcome import DRAW, Outcome, outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.games.spec import GameInfo

#: What the application knows of an arena's rules: nothing beyond the defaults (a full search is
#: refused when it would be too long, as for any game).
INFO = GameInfo(
    name="arena",
    title=QT_TRANSLATE_NOOP("games", "An arena's own moves"),
    summary=QT_TRANSLATE_NOOP("games", "The moves and targets of an arena, searched as a game."),
    parameters=(),
)


class ArenaRules:
    """The game of an arena (positions: its vertices; moves: its successors)."""

    impartial = False
    game_info = INFO

    def __init__(self, arena: Arena, *, spec: str = "", heuristic: Mapping[Hashable, float] | None = None) -> None:
        self.arena = arena
        self.spec = spec or arena.game or "arena"
        self.pictures = arena.pictures
        self.values = dict(heuristic or {})

    def initial(self) -> Hashable:
        return self.roots()[0]

    def roots(self) -> Sequence[Hashable]:
        """The start, or the vertices no move leads to."""
        arena = self.arena
        if arena.start is not None:
            return [arena.start]
        return [v for v in arena if not arena.predecessors(v)] or arena.vertices[:1]

    def player(self, state: Hashable) -> int:
        return self.arena.player(state)

    def moves(self, state: Hashable) -> Sequence[Hashable]:
        return [] if self.arena.target_of(state) is not None else self.arena.successors(state)

    def play(self, state: Hashable, move: Hashable) -> Hashable:
        return move

    def outcome(self, state: Hashable) -> Outcome | None:
        target = self.arena.target_of(state)
        if target is not None:
            return Outcome(target)
        return DRAW if not self.arena.successors(state) else None

    def heuristic(self, state: Hashable) -> float:
        return outcome_value(self.outcome(state), float(self.values.get(state, 0.0)))

    def label(self, state: Hashable) -> str:
        return self.arena.label(state)

    def vertex_id(self, state: Hashable) -> str:
        return self.arena.id(state)

    def move_label(self, state: Hashable, move: Hashable) -> str:
        return self.arena.label(move)

    def parse_moves(self, text: str) -> list[Hashable]:
        """Vertices named by their labels (or ids), separated by spaces."""
        by_label = {self.arena.label(v): v for v in self.arena}
        moves = []
        offset = 0
        for word in text.split():
            offset = text.index(word, offset)
            vertex = by_label.get(word)
            if vertex is None and self.arena.has_id(word):
                vertex = self.arena.vertex(word)
            if vertex is None:
                reason = Sentence(QT_TRANSLATE_NOOP("errors", "no vertex '{word}' in the arena"), word=word)
                raise InputError(reason, source=MOVES, offset=offset)
            moves.append(vertex)
            offset += len(word)
        return moves

    def board(self, state: Hashable) -> Board | None:
        board: Board | None = self.arena.board(state)
        return board
