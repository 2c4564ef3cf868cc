"""The game graph of an impartial game and its positions' status, in the course's notation.

In an impartial game (sticks, Nim, Chomp) both players have the same moves, so
a position need not say who is to move: the *game graph* (section I.2.a of the
course; the Chomp "(2,2)" graph) has one vertex per position and one edge per
move, before the arena doubles each position into one vertex per player.

Each position is *winning* or *losing* for the player to move, and the course
counts in how many half-moves: Gₖ holds the positions won in k half-moves,
Pₖ the positions lost in k half-moves, counted until the loser is stuck:

- P₀: the play is over and the player to move has lost (Chomp's poisoned
  square alone), or every move ends the play with the opponent winning (one
  stick left when taking the last stick loses: that forced move is not counted);
- Gₖ: a move leads into P_{k-1} (k the smallest such);
- Pₖ: every move leads into a winning position, the slowest one in G_{k-1}.

A position where the play is over and the player to move has won (no stick
left when taking the last stick loses) is winning, but in no Gₖ. Positions in
neither (a draw, or a cycle) are draws. With n = 21 and 1 to 4 sticks taken,
the losing positions are 1, 6, 11, 16, 21 and G₁ = {2, 3, 4, 5} (the course's
Nim-21 exercise).

The sets are computed backwards from the ends with a counter of winning
successors per position, breadth first, so that each k is the smallest.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable
from dataclasses import dataclass, field

from gameviz.core.arena import Arena
from gameviz.core.errors import InputError, LimitError
from gameviz.core.game import DEFAULT_VERTEX_LIMIT, AnyGame
from gameviz.core.outcome import outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

Position = Hashable

WINNING, LOSING, DRAW = "winning", "losing", "draw"


@dataclass(frozen=True)
class GameGraph:
    """The positions of an impartial game without the player to move: ``positions`` in the
    order of the game's roots then breadth first, each position's ``successors`` (one per
    move, in move order, with its ``moves``), and for the positions where the play is over
    ``over[p]``: 1 if the player to move there has won, -1 if lost, 0 for a draw."""

    game: AnyGame
    positions: list[Position]
    successors: dict[Position, list[Position]]
    moves: dict[Position, list[object]]
    over: dict[Position, int] = field(default_factory=dict)

    @property
    def start(self) -> Position:
        """The position the game starts from."""
        start: Position = self.game.initial()[0]
        return start

    def label(self, position: Position) -> str:
        """The position as the game writes it: ``3`` sticks, heaps ``1/2/3``, Chomp's number."""
        return str(self.game.position_label(position))  # type: ignore[attr-defined]

    def edge_count(self) -> int:
        """The number of moves."""
        return sum(map(len, self.successors.values()))

    def as_arena(self) -> Arena:
        """The game graph as an arena to draw: one vertex per position (all drawn alike, as the
        first player's), labelled and pictured as the game writes the position, no targets."""
        arena = Arena()
        game = self.game
        for p in self.positions:
            arena.add_vertex(p, 1, label=self.label(p), id=self.label(p),
                             board=game.board((p, 1)) if game.pictures else None)
        for p in self.positions:
            arena.add_moves(p, self.successors[p])
        arena.pictures = game.pictures
        arena.start = self.start
        arena.impartial = True
        return arena


def is_impartial(game: AnyGame) -> bool:
    """Whether ``game`` has a game graph: an impartial game whose state is (position, player)."""
    return bool(getattr(game, "impartial", False)) and hasattr(game, "position_label")


def game_graph(game: AnyGame, *, limit: int = DEFAULT_VERTEX_LIMIT) -> GameGraph:
    """Explore the positions of an impartial game from its roots.

    Raises
    ------
    InputError
        If the game is not impartial (its moves depend on who plays).
    LimitError
        If there are more than ``limit`` positions.
    """
    if not is_impartial(game):
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "{spec} is not an impartial game: its moves depend on the player"),
                                  spec=game.spec), source=Sentence(QT_TRANSLATE_NOOP("errors", "game graph")))
    positions: list[Position] = []
    seen: set[Position] = set()
    queue: deque[Position] = deque()

    def meet(position: Position) -> None:
        if position not in seen:
            if len(seen) >= limit:
                raise LimitError(Sentence(QT_TRANSLATE_NOOP("errors", "the game has more than {limit:,} positions"), limit=limit))
            seen.add(position)
            positions.append(position)
            queue.append(position)

    for root in game.roots():
        meet(root[0])
    successors: dict[Position, list[Position]] = {}
    moves: dict[Position, list[object]] = {}
    over: dict[Position, int] = {}
    while queue:
        p = queue.popleft()
        state = (p, 1)
        legal = list(game.moves(state))
        ended = game.outcome(state)
        if ended is not None or not legal:
            over[p] = int(outcome_value(ended, win=1))
            legal = []
        moves[p] = legal
        successors[p] = [game.play(state, move)[0] for move in legal]
        for q in successors[p]:
            meet(q)
    return GameGraph(game, positions, successors, moves, over)


@dataclass(frozen=True)
class ImpartialSolution:
    """Each position's ``status`` (``"winning"``, ``"losing"`` or ``"draw"`` for the player to
    move) and, for the winning and losing ones, ``index``: the k of Gₖ or Pₖ (None for a
    position where the play is over and the player to move has won)."""

    graph: GameGraph
    status: dict[Position, str]
    index: dict[Position, int | None]

    def of_status(self, status: str) -> list[Position]:
        """The positions of ``status``, in the graph's order."""
        return [p for p in self.graph.positions if self.status[p] == status]

    def sets(self, status: str) -> dict[int, list[Position]]:
        """Gₖ (``status`` winning) or Pₖ (losing): k → the positions, k increasing."""
        found: dict[int, list[Position]] = {}
        for p in self.graph.positions:
            k = self.index.get(p)
            if self.status[p] == status and k is not None:
                found.setdefault(k, []).append(p)
        return dict(sorted(found.items()))

    def winning_moves(self, position: Position) -> list[object]:
        """The moves from a position of Gₖ into P_{k-1}."""
        k = self.index.get(position)
        if self.status[position] != WINNING or k is None:
            return []
        graph = self.graph
        return [move for move, q in zip(graph.moves[position], graph.successors[position], strict=True)
                if self.status[q] == LOSING and self.index[q] == k - 1]


def _predecessors(graph: GameGraph) -> dict[Position, list[Position]]:
    """The positions with a move to each position."""
    predecessors: dict[Position, list[Position]] = {p: [] for p in graph.positions}
    for p in graph.positions:
        for q in graph.successors[p]:
            predecessors[q].append(p)
    return predecessors


def _ends(graph: GameGraph) -> tuple[list[Position], dict[Position, int], dict[Position, str]]:
    """The ended positions that are won or lost (the won first), with their value and status: a won
    end counts -1, a lost end 0, so that Gₖ and Pₖ are one more than the successor that decides."""
    ends = sorted((p for p in graph.positions if graph.over.get(p, 0) != 0), key=lambda p: -graph.over[p])
    value = {p: -graph.over[p] if graph.over[p] > 0 else 0 for p in ends}
    status = {p: WINNING if graph.over[p] > 0 else LOSING for p in ends}
    return ends, value, status


def solve_impartial(graph: GameGraph) -> ImpartialSolution:
    """Every position's status and the k of its Gₖ or Pₖ (see the module's definition)."""
    predecessors = _predecessors(graph)
    ends, value, status = _ends(graph)
    unknown_moves = {p: len(graph.successors[p]) for p in graph.positions}
    queue = deque(ends)
    while queue:
        q = queue.popleft()
        for p in predecessors[q]:
            if p in status:
                continue
            if status[q] == LOSING:
                status[p], value[p] = WINNING, value[q] + 1
                queue.append(p)
                continue
            unknown_moves[p] -= 1
            if unknown_moves[p] == 0:
                status[p], value[p] = LOSING, value[q] + 1
                queue.append(p)
    for p in graph.positions:
        status.setdefault(p, DRAW)
    index: dict[Position, int | None] = {p: (k if k >= 0 else None) for p, k in value.items()}
    return ImpartialSolution(graph, status, index)
