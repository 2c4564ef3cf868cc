"""The arena of a game: a directed graph whose vertices belong to J1 or J2.

An arena is what the course calls *l'arène* or *le graphe du jeu*: every vertex
is a position together with the player who moves from it, every edge is a move,
and two disjoint sets of vertices, V1 and V2, are the positions where J1 or J2
has won (a play stops as soon as it reaches one of them). Cycles are allowed;
edges between two vertices of the same player are allowed too, with a warning,
since the course's arenas are bipartite.

Vertices are any hashable Python value in code (``(10, 1)``, ``"4e"``). In
files they are strings: :meth:`Arena.id` gives the string id of a vertex and
:meth:`Arena.vertex` finds a vertex from its id.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from gameviz.core.arena_warnings import not_bipartite_warning
from gameviz.core.errors import InputError
from gameviz.core.move_lists import SHORT_LIST, MoveLists
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.core.vertices import (
    FROM_RULES,
    MAX_PLAYERS,
    PLAYERS,
    IndexedView,
    Vertex,
    check_player,
    check_vertex_player,
    default_id,
    default_label,
    is_player,
    other,
    refused_vertex,
)

if TYPE_CHECKING:
    from gameviz.core.packed import PackedArena

# the vocabulary of arenas lives in gameviz.core.vertices; importing it from here still works
__all__ = ["FROM_RULES", "MAX_PLAYERS", "PLAYERS", "SHORT_LIST", "Arena", "IndexedView", "Vertex", "check_player",
           "default_id", "default_label", "is_player", "other"]

class Arena:
    """A finite game graph with owners, targets and an optional start vertex.

    Successor lists keep the order in which edges were added: strategies and
    search visit moves in that order, as the course's dictionaries do.
    Internally vertices are numbered 0, 1, 2, … in the order they were added,
    so that algorithms run on lists of integers (:meth:`indexed`).

    Examples
    --------
    >>> a = Arena()
    >>> a.add_vertex((1, 2), 2)
    >>> a.add_vertex((0, 1), 1, target=1)
    >>> a.add_edge((1, 2), (0, 1))
    True
    >>> a.successors((1, 2)), a.id((1, 2)), a.label((0, 1))
    ([(0, 1)], '1,2', '(0,1)')
    """

    def __init__(self) -> None:
        self._keys: list[Vertex] = []
        self._numbers: Mapping[Vertex, int] = {}  # each vertex's number: self._index, or a packed arena's
        self._moves = MoveLists()
        self._owner = bytearray()
        self._target = bytearray()
        self._target_order: dict[int, dict[Vertex, None]] = {p: {} for p in range(1, MAX_PLAYERS + 1)}
        self._labels: list[str] | Callable[[], list[str]] = []  # self._label: a packed arena's made when needed
        self._id: list[str] = []
        self._vertex_of_id: dict[str, Vertex] | None = {}  # self._by_id, None until it is first needed
        self._boards: dict[Vertex, Any] | Callable[[], dict[Vertex, Any]] = {}  # self._board, the same
        self._board_factory: Callable[[Vertex], Any] | None = None
        self._start: Vertex | None = None
        self._start_id: str | None = None
        #: The game specification the arena was generated from, if any.
        self.game: str | None = None
        #: True when both players have the same moves (Sprague–Grundy applies).
        self.impartial: bool = False
        #: True when a vertex is best drawn with its board picture (its label is cryptic).
        self.pictures: bool = False
        #: Positions left unexplored at the edge of a partial arena, with their heuristic value:
        #: they have no moves here, and nothing is known of who wins from them.
        self.frontier: dict[Vertex, float] = {}
        self._packed: Any = None  # the PackedArena until the next edit

    @classmethod
    def from_packed(cls, packed: PackedArena, ids: list[str], labels: list[str] | Callable[[], list[str]],
                    board: Any = None, start: int | None = None) -> Arena:
        """The arena of a packed one, with the id and label (or a function that makes the labels when they
        are first needed), the ``board`` of each vertex, if any, and the ``start`` vertex's number: its
        packed form kept, its lists and tables made when first needed (an arena read from a file and
        solved packed needs none)."""
        arena, keys = cls(), list(packed.keys)
        arena._boards = {} if board is None else functools.partial(dict.fromkeys, keys, board)
        arena._keys, arena._numbers, arena._owner, arena._target = keys, packed.numbers, bytearray(packed.owner), \
            bytearray(packed.target)
        arena._moves = MoveLists.from_csr(packed.succ_ptr, packed.succ_idx, packed.pred_ptr, packed.pred_idx)
        arena._target_order = {p: dict.fromkeys([keys[i] for i in seeds.tolist()]) for p, seeds in packed.targets.items()}
        arena._id, arena._labels, arena._vertex_of_id, arena._packed = ids, labels, None, packed
        if start is not None:
            arena._start, arena._start_id = keys[start], ids[start]
        return arena

    @property
    def _index(self) -> dict[Vertex, int]:
        """Each vertex's number, in a table that edits change (a packed arena's, looked up without a table
        until many are asked for, is never changed: :mod:`gameviz.core.key_numbers`)."""
        if not isinstance(self._numbers, dict):
            self._numbers = dict(zip(self._keys, range(len(self._keys)), strict=True))
        return self._numbers

    @property
    def _label(self) -> list[str]:
        """Each vertex's label, in vertex order."""
        self._labels = self._labels() if callable(self._labels) else self._labels
        return self._labels

    @property
    def _board(self) -> dict[Vertex, Any]:
        """The board of each vertex added with one."""
        self._boards = self._boards() if callable(self._boards) else self._boards
        return self._boards

    @property
    def _by_id(self) -> dict[str, Vertex]:
        """The vertex of each id."""
        if self._vertex_of_id is None:
            self._vertex_of_id = dict(zip(self._id, self._keys, strict=True))
        return self._vertex_of_id

    @property
    def _succ(self) -> list[list[int]]:
        return self._moves.succ

    @property
    def _pred(self) -> list[list[int]]:
        return self._moves.pred

    # ----------------------------------------------------------------- building
    def add_vertex(
        self,
        vertex: Vertex,
        player: int,
        *,
        label: str | None = None,
        id: str | None = None,
        board: Any = None,
        target: int | None = None,
    ) -> None:
        """Add a vertex controlled by ``player`` (1, 2, or up to 6 in games of more players).

        Raises
        ------
        InputError
            If the vertex or its id already exists, or ``player`` / ``target``
            is not a player number.
        """
        if vertex in self._index:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "duplicate vertex {vertex}"), vertex=default_label(vertex)))
        self._packed = None
        check_vertex_player(player, vertex)
        vid = default_id(vertex) if id is None else id
        if vid in self._by_id:
            raise refused_vertex("duplicate id", vid)
        self._index[vertex] = len(self._keys)
        self._keys.append(vertex)
        self._moves.add_vertex()
        self._owner.append(player)
        self._target.append(0)
        self._id.append(vid)
        self._by_id[vid] = vertex
        self._label.append(default_label(vertex) if label is None else label)
        if board is not None:
            self._board[vertex] = board
        if target is not None:
            self.set_target(vertex, target)

    def add_edge(self, source: Vertex, target: Vertex) -> bool:
        """Add the move ``source → target``; return False if it already exists.

        Raises
        ------
        InputError
            If either end is not a vertex of the arena.
        """
        s = self._index.get(source)
        t = self._index.get(target)
        if s is None or t is None:
            missing = source if s is None else target
            raise refused_vertex("to", default_id(missing))
        if not self._moves.add(s, t):
            return False
        self._packed = None
        return True

    def add_moves(self, source: Vertex, targets: Iterable[Vertex]) -> int:
        """Add the moves ``source → t`` for every ``t`` of ``targets`` in order, leaving out those
        that exist (or repeat); return how many were added. One call per vertex when an arena is
        generated: what :meth:`add_edge` does for each move is done once for the whole list.

        Raises
        ------
        InputError
            If ``source`` or a target is not a vertex of the arena.
        """
        s = self._index.get(source)
        if s is None:
            raise refused_vertex("from", default_id(source))
        index = self._index
        try:
            new = [index[t] for t in targets]
        except KeyError as unknown:
            raise refused_vertex("to", default_id(unknown.args[0])) from None
        added = self._moves.add_all(s, new)
        if added:
            self._packed = None
        return added

    def insert_edge(self, source: Vertex, target: Vertex, position: int) -> None:
        """Add ``source → target`` at ``position`` in the successor list (undo of a removal)."""
        self.add_edge(source, target)
        succ = self._succ[self._index[source]]
        succ.insert(position, succ.pop())
        self._packed = None

    def remove_edge(self, source: Vertex, target: Vertex) -> int:
        """Remove the move ``source → target``; return its former position."""
        s = self._index.get(source)
        t = self._index.get(target)
        if s is None or t is None or t not in self._succ[s]:
            raise refused_vertex("no edge", f"{default_id(source)} → {default_id(target)}")
        self._packed = None
        return self._moves.remove(s, t)

    def remove_vertex(self, vertex: Vertex) -> None:
        """Remove a vertex and every edge touching it (renumbers the vertices after it)."""
        i = self._require(vertex)
        self._moves.remove_vertex(i)
        self._packed = None
        for table in (self._keys, self._owner, self._target, self._label, self._id):
            del table[i]
        del self._index[vertex]
        for j in range(i, len(self._keys)):
            self._index[self._keys[j]] = j
        self._vertex_of_id = None  # made again when it is needed
        self._board.pop(vertex, None)
        for targets in self._target_order.values():
            targets.pop(vertex, None)
        if self._start == vertex:
            self._start = self._start_id = None

    def set_player(self, vertex: Vertex, player: int) -> None:
        """Give ``vertex`` to ``player``."""
        i = self._require(vertex)
        check_vertex_player(player, vertex)
        self._owner[i] = player
        self._packed = None

    def set_label(self, vertex: Vertex, label: str) -> None:
        """Change the text shown for ``vertex``."""
        self._label[self._require(vertex)] = label

    def set_target(self, vertex: Vertex, player: int | None) -> None:
        """Make ``vertex`` a winning position of ``player`` (None: of nobody)."""
        i = self._require(vertex)
        if player is not None:
            check_vertex_player(player, vertex, what=Sentence(QT_TRANSLATE_NOOP("errors", "target player")))
        for targets in self._target_order.values():
            targets.pop(vertex, None)
        self._target[i] = player or 0
        self._packed = None
        if player:
            self._target_order[player][vertex] = None

    @property
    def start(self) -> Vertex | None:
        """The vertex where plays begin, if the arena has one."""
        return self._start

    @start.setter
    def start(self, vertex: Vertex | None) -> None:
        self._start_id = None if vertex is None else self._id[self._require(vertex)]
        self._start = vertex

    @property
    def start_id(self) -> str | None:
        """The id of the start vertex, if the arena has one."""
        return self._start_id

    # ---------------------------------------------------------------- reading
    def __len__(self) -> int:
        return len(self._keys)

    def __contains__(self, vertex: object) -> bool:
        try:
            return vertex in self._numbers
        except TypeError:
            return False

    def __iter__(self) -> Iterator[Vertex]:
        return iter(self._keys)

    def __repr__(self) -> str:
        return f"<Arena: {len(self)} vertices, {self.edge_count()} moves>"

    @property
    def vertices(self) -> list[Vertex]:
        """The vertices, in the order they were added."""
        return list(self._keys)

    def indexed(self) -> IndexedView:
        """The internal tables, numbered by vertex (read only; for fast algorithms)."""
        return IndexedView(self._keys, self._numbers, self._succ, self._pred, self._owner, self._target)

    def packed(self) -> PackedArena:
        """The arena as NumPy arrays for compiled algorithms, built once and kept until an edit."""
        from gameviz.core.packed import pack

        if self._packed is None:
            self._packed = pack(self.indexed(), {p: self.targets(p) for p in range(1, MAX_PLAYERS + 1)})
        return self._packed  # type: ignore[no-any-return]

    def edges(self) -> Iterator[tuple[Vertex, Vertex]]:
        """Every move ``(source, target)``, grouped by source in vertex order."""
        keys = self._keys
        for s, succ in enumerate(self._succ):
            for t in succ:
                yield keys[s], keys[t]

    def edge_count(self) -> int:
        """The number of moves."""
        return self._moves.count()

    def successors(self, vertex: Vertex) -> list[Vertex]:
        """The vertices reachable in one move, in the order the moves were added."""
        keys = self._keys
        return [keys[t] for t in self._succ[self._numbers[vertex]]]

    def predecessors(self, vertex: Vertex) -> list[Vertex]:
        """The vertices from which ``vertex`` is reachable in one move."""
        keys = self._keys
        return [keys[s] for s in self._pred[self._numbers[vertex]]]

    def player(self, vertex: Vertex) -> int:
        """The player (1, 2, …) who moves from ``vertex``."""
        return self._owner[self._numbers[vertex]]

    @property
    def players(self) -> int:
        """How many players the arena has: 2, or the largest player owning a vertex or a target."""
        most = next((p for p in range(MAX_PLAYERS, 2, -1) if p in self._owner), 2)  # a search in C, not a loop
        return max(most, max((p for p, targets in self._target_order.items() if targets), default=2))

    def player_numbers(self) -> range:
        """1, 2, …, :attr:`players`."""
        return range(1, self.players + 1)

    def label(self, vertex: Vertex) -> str:
        """The text shown for ``vertex``, as the course writes it."""
        return self._label[self._numbers[vertex]]

    def id(self, vertex: Vertex) -> str:
        """The string id of ``vertex`` in files."""
        return self._id[self._numbers[vertex]]

    def ids(self) -> list[str]:
        """The id of every vertex, in vertex order."""
        return list(self._id)

    def labels(self) -> list[str]:
        """The label of every vertex, in vertex order."""
        return list(self._label)

    def vertex(self, vertex_id: str) -> Vertex:
        """The vertex whose id is ``vertex_id``.

        Raises
        ------
        InputError
            If no vertex has that id.
        """
        try:
            return self._by_id[vertex_id]
        except KeyError:
            raise refused_vertex("unknown", vertex_id) from None

    def has_id(self, vertex_id: str) -> bool:
        """True if a vertex has the id ``vertex_id``."""
        return vertex_id in self._by_id

    def board(self, vertex: Vertex) -> Any:
        """The board picture description of ``vertex``, or None."""
        board = self._board.get(vertex)
        if board is FROM_RULES:
            return self._board_factory(vertex) if self._board_factory is not None else None
        return board

    def raw_board(self, vertex: Vertex) -> Any:
        """What :meth:`add_vertex` was given as ``board`` (to re-add a vertex as it was)."""
        return self._board.get(vertex)

    def set_board_factory(self, factory: Callable[[Vertex], Any] | None) -> None:
        """Draw the boards of vertices added with ``board=FROM_RULES`` with ``factory(vertex)``."""
        self._board_factory = factory

    def targets(self, player: int) -> list[Vertex]:
        """V1, V2, …: the vertices where ``player`` has won, in insertion order."""
        return list(self._target_order[player])

    def targets_of_others(self, player: int) -> list[Vertex]:
        """The targets of every player but ``player``: where a play ends before ``player`` wins."""
        return [v for p in self.player_numbers() if p != player for v in self._target_order[p]]

    def target_of(self, vertex: Vertex) -> int | None:
        """The player who has won at ``vertex``, or None."""
        return self._target[self._numbers[vertex]] or None

    def warnings(self) -> list[Sentence]:
        """Legal but unusual features: edges between two vertices of one player."""
        if self._packed is not None:  # a column at a time
            from gameviz.core.packed import same_player_moves

            count, same = same_player_moves(self._packed, 5)
        else:
            owner = self._owner
            same = [(s, t) for s, succ in enumerate(self._succ) for t in succ if owner[s] == owner[t]]
            count = len(same)
        if not count:
            return []
        return [not_bipartite_warning(count, [f"{self._id[s]} → {self._id[t]}" for s, t in same[:5]])]

    def is_acyclic(self) -> bool:
        """True if no play can go on forever."""
        return self._moves.is_acyclic()

    # ------------------------------------------------------------ conversions
    def copy(self) -> Arena:
        """An independent copy (boards are shared, they are never modified)."""
        clone = Arena()
        clone._keys = list(self._keys)
        clone._numbers = dict(self._numbers) if isinstance(self._numbers, dict) else self._numbers
        clone._moves = self._moves.copy()
        clone._owner = bytearray(self._owner)
        clone._target = bytearray(self._target)
        clone._target_order = {p: dict(t) for p, t in self._target_order.items()}
        clone._labels = list(self._label)
        clone._id = list(self._id)
        clone._vertex_of_id = None if self._vertex_of_id is None else dict(self._vertex_of_id)
        clone._boards = dict(self._board)
        clone._board_factory = self._board_factory
        clone._start, clone._start_id = self._start, self._start_id
        clone.game = self.game
        clone.impartial = self.impartial
        clone.pictures = self.pictures
        clone.frontier = dict(self.frontier)
        clone._packed = self._packed  # its arrays are never written to
        return clone

    def to_networkx(self) -> Any:
        """A ``networkx.DiGraph`` with node attributes ``player``, ``target``, ``label``, ``id``
        (see :func:`gameviz.core.arena_networkx.to_networkx`)."""
        from gameviz.core.arena_networkx import to_networkx

        return to_networkx(self)

    @classmethod
    def from_networkx(cls, graph: Any) -> Arena:
        """Build an arena from a ``networkx.DiGraph`` made like :meth:`to_networkx`
        (see :func:`gameviz.core.arena_networkx.from_networkx`)."""
        from gameviz.core.arena_networkx import from_networkx

        return from_networkx(graph)

    def same_as(self, other_arena: Arena) -> bool:
        """True if both arenas have the same ids, owners, labels, moves (in order),
        targets and start."""

        def summary(a: Arena) -> tuple[object, ...]:
            return (
                a._id,
                list(a._owner),
                a._label,
                list(a._target),
                [[a._id[t] for t in succ] for succ in a._succ],
                None if a.start is None else a.id(a.start),
            )

        return summary(self) == summary(other_arena)

    # ----------------------------------------------------------------- private
    def _require(self, vertex: Vertex) -> int:
        i = self._numbers.get(vertex)
        if i is None:
            raise refused_vertex("unknown", default_id(vertex))
        return i
