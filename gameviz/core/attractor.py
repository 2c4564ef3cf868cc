"""Attractors: the positions from which a player can force a win.

For player i with target set V_i the course defines

    A_0     = V_i
    A_{m+1} = A_m ∪ {x ∈ S_i : some successor of x is in A_m}
                  ∪ {x ∈ S_{3-i} : x has successors, and all of them are in A_m}

and the attractor is the union of the A_m. The *rank* of a vertex is the
smallest m with the vertex in A_m. A play stops as soon as it reaches a target,
so the opponent's targets V_{3-i} never enter A^i.

With more than two players, the attractor of player i is the same construction
against the coalition of all the others, merged into one opponent: their
vertices enter when all their moves lead in, and none of their targets does
("𝒜¹ against {J2, J3}").

:func:`attractor_steps` computes the sets in time O(|V| + |E|): it walks the
arena backwards from the targets, one rank at a time, and keeps for each
opponent vertex the number of its successors not yet in the attractor (the
course's "compteur de successeurs non gagnants"). Unlike the course's depth-first
version, processing the vertices rank by rank makes every rank minimal.

:func:`attractor_by_definition` is the definition itself, quadratic; it is kept
as the reference that tests and benchmarks compare against.

:func:`attractor` runs the same algorithm over the packed arena on large arenas
(:func:`engine_for`; :mod:`gameviz.core.attractor_packed`), compiled by numba on the largest: the
steps and ranks it returns are then views of arrays, each step made when it is asked for, so that
an arena of 10⁵ steps costs no 10⁵ Python objects until they are shown.

References
----------
E. Grädel, W. Thomas, T. Wilke (eds.), *Automata, Logics, and Infinite Games*,
LNCS 2500, 2002, chapter 2 (attractor construction in linear time).
"""

from __future__ import annotations

import functools
import sys
from collections.abc import ItemsView, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, overload

from gameviz.core.arena import Arena, Vertex, check_player


@dataclass(frozen=True)
class AttractorStep:
    """One set of the course's sequence: the vertices that enter A_m.

    Attributes
    ----------
    player
        The player whose attractor this is.
    index
        m: the step number, which is also the rank of every added vertex.
    added
        A_m minus A_{m-1} (for m = 0, the targets V_i).
    moves
        For each added vertex of ``player`` (m ≥ 1), the pair (vertex, successor)
        where the successor is the first one, in successor order, already in
        A_{m-1}: the move that explains why the vertex entered, and the move of
        the winning strategy.
    """

    player: int
    index: int
    added: tuple[Vertex, ...]
    moves: tuple[tuple[Vertex, Vertex], ...] = ()


def attractor_steps(arena: Arena, player: int) -> Iterator[AttractorStep]:
    """Yield the steps A_0, A_1, … of ``player``'s attractor, in linear time.

    Steps that add nothing are not yielded: the last step yielded is the last
    one that changes the set.

    Parameters
    ----------
    arena
        Any finite arena (cycles and non-bipartite edges allowed).
    player
        1 or 2 (or up to 6: the coalition of the others is the opponent).

    Examples
    --------
    >>> from gameviz.games.sticks import sticks_arena
    >>> steps = list(attractor_steps(sticks_arena(3), 1))
    >>> [list(step.added) for step in steps][:3]
    [[(0, 1)], [(1, 2)], [(2, 1), (3, 1)]]
    """
    check_player(player)
    keys, index, succ, pred, owner, _ = arena.indexed()
    # needed[u]: how many more successors of u must enter the attractor before
    # u does (one for the player's vertices, all of them for the opponent's);
    # 0 once u is in, and for the opponent's targets, which never enter
    needed = [1 if o == player else len(s) for o, s in zip(owner, succ, strict=True)]
    rank = [UNSEEN] * len(keys)
    for v in arena.targets_of_others(player):
        needed[index[v]] = 0
    layer = []
    for v in arena.targets(player):
        i = index[v]
        needed[i] = 0
        rank[i] = 0
        layer.append(i)
    yield AttractorStep(player, 0, tuple([keys[i] for i in layer]))
    m = 0
    while layer:
        m += 1
        added: list[int] = []
        for v in layer:
            for u in pred[v]:
                count = needed[u]
                if count:
                    count -= 1
                    needed[u] = count
                    if not count:
                        rank[u] = m
                        added.append(u)
        if not added:
            return
        moves = tuple(
            (keys[u], keys[_first_lower(succ[u], rank, m)]) for u in added if owner[u] == player
        )
        yield AttractorStep(player, m, tuple([keys[u] for u in added]), moves)
        layer = added


UNSEEN = -1


def _first_lower(successors: list[int], rank: list[int], m: int) -> int:
    """The first successor already in A_{m-1} (its rank is between 0 and m − 1)."""
    for w in successors:
        if 0 <= rank[w] < m:
            return w
    raise AssertionError("a vertex entered the attractor without a reason")


class AttractorArrays(NamedTuple):
    """What the packed attractor gives, indexed by vertex number: ``rank`` (-1 outside), the
    vertices in ``order`` of entering, where each step ``starts`` in it (then the end), and the
    winning ``move`` of each entering vertex of the player (-1 for the others)."""

    rank: Any
    order: Any
    starts: Any
    move: Any


@dataclass(frozen=True)
class Attractor:
    """The whole attractor of one player: its steps and the rank of each vertex (and, when it was
    computed over the packed arena, its arrays)."""

    player: int
    steps: Sequence[AttractorStep]
    rank: Mapping[Vertex, int] = field(repr=False)
    arrays: AttractorArrays | None = field(default=None, repr=False, compare=False)

    def __contains__(self, vertex: object) -> bool:
        return vertex in self.rank

    def __len__(self) -> int:
        return len(self.rank)

    @property
    def last_index(self) -> int:
        """n: the index of the last step (the attractor is A_n)."""
        return len(self.steps) - 1

    def upto(self, m: int) -> set[Vertex]:
        """A_m: the vertices of rank at most m."""
        return {v for v, r in self.rank.items() if r <= m}

    def moves(self) -> dict[Vertex, Vertex]:
        """The winning move of every vertex of the player in the attractor (rank ≥ 1)."""
        if isinstance(self.steps, PackedSteps):
            return self.steps.winning_moves()
        return {u: w for step in self.steps for u, w in step.moves}


#: The ways :func:`attractor` computes, all giving the same steps, ranks and moves: ``steps``, the
#: steps as Python objects (:func:`attractor_steps`); ``packed``, arrays over the packed arena, its
#: ranks walked in Python and NumPy; ``compiled``, the same walked by numba
#: (:mod:`gameviz.core.attractor_packed`).
ENGINES = ("steps", "packed", "compiled")
#: The Python attractor's work, measured in vertices: a move costs it about 1/40 of what a vertex costs
#: (its step, rank and strategy entries).
MOVES_PER_VERTEX_OF_WORK = 40
#: Work from which :func:`attractor` runs over the packed arena: below, the steps are made before
#: NumPy is imported and the arrays packed.
PACKED_FROM = 5_000
#: Vertices and moves from which the packed attractor is walked by numba: below, Python and NumPy
#: (about 0.1 µs a move) are done before numba is imported and its kernel loaded (about 0.4 s); once
#: loaded (the window loads it), from :data:`PACKED_FROM`.
COMPILED_FROM = 3_000_000


def attractor(arena: Arena, player: int, *, engine: str | None = None) -> Attractor:
    """Compute ``player``'s attractor with its steps and ranks (linear time); ``engine``: one of
    :data:`ENGINES` (by default, :func:`engine_for` the arena).

    Raises
    ------
    InputError
        If ``player`` is not 1 or 2.
    """
    return attractors(arena, [player], engine=engine)[player]


def attractors(arena: Arena, players: Sequence[int], *, engine: str | None = None) -> dict[int, Attractor]:
    """Each of ``players``' attractors, as :func:`attractor` computes it (what the packed walk needs is
    made once for all)."""
    for player in players:
        check_player(player)
    engine = engine or engine_for(arena)
    if engine == "steps":
        return {player: _steps_attractor(arena, player) for player in players}
    from gameviz.core.attractor_packed import packed_attractors

    packed = arena.packed()
    return {player: Attractor(player, PackedSteps(player, packed.keys, arrays),
                              IndexedMapping(packed.keys, packed.numbers, arrays.rank, arrays.order), arrays)
            for player, arrays in packed_attractors(packed, players, compiled=engine == "compiled").items()}


def _steps_attractor(arena: Arena, player: int) -> Attractor:
    steps = tuple(attractor_steps(arena, player))
    return Attractor(player, steps, {v: step.index for step in steps for v in step.added})


def engine_for(arena: Arena) -> str:
    """How :func:`attractor` computes on ``arena`` by default: as steps when it is small, packed when
    larger, compiled when larger still and numba works."""
    if len(arena) + arena.edge_count() // MOVES_PER_VERTEX_OF_WORK < PACKED_FROM:
        return "steps"
    return "compiled" if _compiles(arena) else "packed"


def _compiles(arena: Arena) -> bool:
    loaded = "gameviz.core.attractor_kernel" in sys.modules  # imported and warmed up by kernel_problem
    return (loaded or len(arena) + arena.edge_count() >= COMPILED_FROM) and kernel_problem() is None


@functools.cache
def kernel_problem() -> str | None:
    """Why the compiled attractor cannot run here (numba missing or unable to compile), or None."""
    try:
        from gameviz.core.attractor_kernel import warm_up

        warm_up()
    except Exception as error:  # an import or compilation failure of a third-party compiler
        return f"{type(error).__name__}: {error}"
    return None


class PackedSteps(Sequence[AttractorStep]):
    """The steps of a packed attractor, each made when it is asked for."""

    def __init__(self, player: int, keys: Sequence[Vertex], arrays: AttractorArrays) -> None:
        self.player, self.keys = player, keys
        self.order, self.starts, self.move = arrays.order, arrays.starts, arrays.move

    def __len__(self) -> int:
        return len(self.starts) - 1

    @overload
    def __getitem__(self, m: int) -> AttractorStep: ...

    @overload
    def __getitem__(self, m: slice) -> Sequence[AttractorStep]: ...

    def __getitem__(self, m: int | slice) -> AttractorStep | Sequence[AttractorStep]:
        if isinstance(m, slice):
            return [self[i] for i in range(*m.indices(len(self)))]
        if m < 0:
            m += len(self)
        if not 0 <= m < len(self):
            raise IndexError(m)
        keys, begin, end = self.keys, int(self.starts[m]), int(self.starts[m + 1])
        entered = self.order[begin:end].tolist()
        moves = tuple((keys[u], keys[w]) for u, w in zip(entered, self.move[begin:end].tolist(), strict=True)
                      if w >= 0)
        return AttractorStep(self.player, m, tuple([keys[u] for u in entered]), moves)

    def winning_moves(self) -> dict[Vertex, Vertex]:
        """Every step's moves at once: the player's vertex → its winning successor."""
        keys = self.keys
        return {keys[u]: keys[w] for u, w in zip(self.order.tolist(), self.move.tolist(), strict=True) if w >= 0}


class IndexedMapping(Mapping[Vertex, int]):
    """A mapping over the arena's vertices read from an array indexed by vertex number:
    ``values[index[v]]``, for the vertices listed in ``order`` (in that order)."""

    def __init__(self, keys: Sequence[Vertex], index: Mapping[Vertex, int], values: Any, order: Any) -> None:
        self._keys, self._index, self._values, self._order = keys, index, values, order

    def __getitem__(self, vertex: Vertex) -> int:
        value = int(self._values[self._index[vertex]])
        if value == UNSEEN:
            raise KeyError(vertex)
        return value

    def __contains__(self, vertex: object) -> bool:
        i = self._index.get(vertex)
        return i is not None and self._values[i] != UNSEEN

    def __iter__(self) -> Iterator[Vertex]:
        keys = self._keys
        return (keys[i] for i in self._order.tolist())

    def __len__(self) -> int:
        return len(self._order)

    def items(self) -> ItemsView[Vertex, int]:
        """The (vertex, value) pairs in order, read a column at a time (a large attractor's ranks are all
        read when a step is drawn)."""
        return _IndexedItems(self)

    def pairs(self) -> Iterator[tuple[Vertex, Any]]:
        """(vertex, value) in order, as :meth:`items` iterates."""
        keys, order = self._keys, self._order
        return zip([keys[i] for i in order.tolist()], self._read(self._values[order].tolist()), strict=True)

    def _read(self, values: list[int]) -> list[Any]:
        """The values as the mapping gives them."""
        return values

    def columns(self) -> tuple[Any, Any]:
        """The vertex numbers in order, and the array of values indexed by vertex number."""
        return self._order, self._values


class _IndexedItems(ItemsView[Vertex, int]):
    """The items of an :class:`IndexedMapping`, iterated a column at a time."""

    def __init__(self, mapping: IndexedMapping) -> None:
        super().__init__(mapping)
        self._indexed = mapping

    def __iter__(self) -> Iterator[tuple[Vertex, int]]:
        return self._indexed.pairs()


class IndexedMoves(IndexedMapping):
    """An :class:`IndexedMapping` whose values are vertex numbers, read as the vertices."""

    def __getitem__(self, vertex: Vertex) -> Vertex:  # type: ignore[override]
        return self._keys[super().__getitem__(vertex)]

    def _read(self, values: list[int]) -> list[Any]:
        keys = self._keys
        return [keys[w] for w in values]


def attractor_by_definition(arena: Arena, player: int) -> list[frozenset[Vertex]]:
    """The sets A_0, A_1, …, A_n computed from the definition, as a reference.

    Each step scans every vertex: O(|V|·|E|) in the worst case. Use
    :func:`attractor_steps` for real work.
    """
    check_player(player)
    blocked = set(arena.targets_of_others(player))
    current = set(arena.targets(player)) - blocked
    sets = [frozenset(current)]
    while True:
        new = {v for v in arena if v not in current and v not in blocked and _forced_into(arena, player, v, current)}
        if not new:
            return sets
        current |= new
        sets.append(frozenset(current))


def _forced_into(arena: Arena, player: int, v: Vertex, current: set[Vertex]) -> bool:
    """Whether ``player`` can force the play from ``v`` into ``current``: ``v`` is the player's and has a
    successor there, or another player's with successors, all there."""
    succ = arena.successors(v)
    if arena.player(v) == player:
        return any(w in current for w in succ)
    return bool(succ) and all(w in current for w in succ)
