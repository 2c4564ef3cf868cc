"""The moves of an arena as lists of vertex numbers, kept both ways.

:class:`~gameviz.core.arena.Arena` numbers its vertices 0, 1, 2, … and keeps,
for every vertex, its successors in the order the moves were added and its
predecessors. This module does the bookkeeping of those lists: no duplicate
move, and the numbers shifted down when a vertex is removed.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

#: A vertex with this many moves or more keeps them in a set too, so that adding one more checks
#: for a duplicate in constant time (below, looking through the list is as fast).
SHORT_LIST = 64


class MoveLists:
    """``succ[i]`` and ``pred[i]``: the vertex numbers one move after and before vertex ``i``."""

    __slots__ = ("_csr", "_pred", "_succ", "_succ_sets")

    def __init__(self) -> None:
        self._succ: list[list[int]] = []
        self._pred: list[list[int]] = []
        self._succ_sets: dict[int, set[int]] = {}  # the successors of the vertices with many, as a set
        self._csr: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None  # until the lists are made

    @classmethod
    def from_csr(cls, succ_ptr: np.ndarray, succ_idx: np.ndarray, pred_ptr: np.ndarray,
                 pred_idx: np.ndarray) -> MoveLists:
        """The lists of moves packed as CSR arrays (``ptr[i]:ptr[i + 1]`` slices ``idx``), which hold no
        move twice: the lists are made when they are first read, one slice per vertex, no Python call
        per move (an arena read from a file and solved compiled never makes them)."""
        lists = cls()
        lists._csr = (succ_ptr, succ_idx, pred_ptr, pred_idx)
        return lists

    @property
    def succ(self) -> list[list[int]]:
        """``succ[i]``: the successors of vertex ``i``, in the order their moves were added."""
        if self._csr is not None:
            self._unpack()
        return self._succ

    @property
    def pred(self) -> list[list[int]]:
        """``pred[i]``: the predecessors of vertex ``i``."""
        if self._csr is not None:
            self._unpack()
        return self._pred

    def _unpack(self) -> None:
        assert self._csr is not None
        succ_ptr, succ_idx, pred_ptr, pred_idx = self._csr
        self._succ, self._pred, self._csr = _sliced(succ_ptr, succ_idx), _sliced(pred_ptr, pred_idx), None

    def count(self) -> int:
        """How many moves there are."""
        return int(self._csr[0][-1]) if self._csr is not None else sum(map(len, self._succ))

    def is_acyclic(self) -> bool:
        """Whether no path of moves comes back to where it started: the vertices without a move into them
        taken away one at a time (Kahn's order). From packed arrays, the vertices without any move are
        counted at once and the walk runs over the others, with no list made per vertex."""
        if self._csr is None:
            return _acyclic(self._succ, [len(p) for p in self._pred], range(len(self._succ)))
        import numpy as np  # (loaded already: the arrays are NumPy's)

        succ_ptr, succ_idx, pred_ptr, _ = self._csr
        indegree, outdegree = np.diff(pred_ptr), np.diff(succ_ptr)
        moving = np.flatnonzero(indegree + outdegree)
        ptr, idx = succ_ptr.tolist(), succ_idx.tolist()
        return _acyclic(_Slices(ptr, idx), indegree.tolist(), moving.tolist())

    def add_vertex(self) -> None:
        """Make room for one more vertex, without moves."""
        self.succ.append([])
        self.pred.append([])

    def add(self, s: int, t: int) -> bool:
        """Add the move ``s → t`` last among the moves of ``s``; False if it exists already."""
        succ = self.succ[s]
        if len(succ) < SHORT_LIST:
            if t in succ:
                return False
        else:
            present = self._succ_sets.get(s)
            if present is None:
                present = self._succ_sets[s] = set(succ)
            if t in present:
                return False
            present.add(t)
        succ.append(t)
        self.pred[t].append(s)
        return True

    def add_all(self, s: int, new: list[int]) -> int:
        """Add ``s → t`` for every ``t`` of ``new`` in order, leaving out those that exist or
        repeat; return how many were added."""
        succ = self.succ[s]
        if succ or (len(new) > 1 and len(set(new)) < len(new)):
            present = set(succ)
            new = [t for t in dict.fromkeys(new) if t not in present]
            self._succ_sets.pop(s, None)
        succ.extend(new)
        pred = self.pred
        for t in new:
            pred[t].append(s)
        return len(new)

    def remove(self, s: int, t: int) -> int:
        """Remove the move ``s → t`` (which exists); return its former position among those of ``s``."""
        position = self.succ[s].index(t)
        del self.succ[s][position]
        self._succ_sets.pop(s, None)
        self.pred[t].remove(s)
        return position

    def remove_vertex(self, i: int) -> None:
        """Remove vertex ``i`` and its moves; the vertices after it are numbered one less."""
        for t in self.succ[i]:
            self.pred[t].remove(i)
        self._succ_sets.clear()  # the numbers change
        for s in self.pred[i]:
            self.succ[s].remove(i)
        del self.succ[i]
        del self.pred[i]
        for lists in (self.succ, self.pred):
            for items in lists:
                _number_down_after(items, i)

    def copy(self) -> MoveLists:
        """An independent copy."""
        clone = MoveLists()
        if self._csr is not None:  # the arrays are never written to
            clone._csr = self._csr
        else:
            clone._succ = [list(s) for s in self._succ]
            clone._pred = [list(p) for p in self._pred]
        return clone


class _Slices:
    """``slices[i]``: ``idx[ptr[i]:ptr[i + 1]]``, made when asked for."""

    __slots__ = ("_idx", "_ptr")

    def __init__(self, ptr: list[int], idx: list[int]) -> None:
        self._ptr, self._idx = ptr, idx

    def __getitem__(self, i: int) -> list[int]:
        return self._idx[self._ptr[i]:self._ptr[i + 1]]


def _acyclic(succ: Any, indegree: list[int], vertices: Iterable[int]) -> bool:
    """Whether the ``vertices`` (those with moves; the others cannot be on a cycle) are all taken away
    in Kahn's order: ``succ[i]``, the successors of ``i``; ``indegree``, changed in place."""
    vertices = list(vertices)
    ready = [i for i in vertices if indegree[i] == 0]
    seen = 0
    while ready:
        i = ready.pop()
        seen += 1
        for j in succ[i]:
            indegree[j] -= 1
            if indegree[j] == 0:
                ready.append(j)
    return seen == len(vertices)


def _sliced(ptr: np.ndarray, idx: np.ndarray) -> list[list[int]]:
    """The lists ``idx[ptr[i]:ptr[i + 1]]``, of Python ints."""
    flat = idx.tolist()
    return [flat[a:b] for a, b in itertools.pairwise(ptr.tolist())]


def _number_down_after(items: list[int], removed: int) -> None:
    """Renumber, in place, the vertex numbers after ``removed`` one less."""
    for k, j in enumerate(items):
        if j > removed:
            items[k] = j - 1
