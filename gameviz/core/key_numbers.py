"""The number of each vertex of a packed arena (its place among the keys), looked up without a table of
millions of entries when only a few are asked for.

An arena read from a file or generated at once is solved and written by vertex number; only a few vertices
are then looked up by key (its start, its targets). :class:`KeyNumbers` finds those by a search through the
keys (in C, at a few milliseconds a million), and makes its table at the look-up after
:data:`SEARCHES`, when the caller evidently wants many.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

#: Look-ups answered by a search through the keys before the table is made.
SEARCHES = 8


class KeyNumbers(Mapping[Any, int]):
    """The number of each of ``keys`` (all different), found by a search for the first :data:`SEARCHES`
    look-ups, then in a table made once (or the ``table`` given by whoever has made it already)."""

    __slots__ = ("_keys", "_searches", "_table")

    def __init__(self, keys: Sequence[Any], table: dict[Any, int] | None = None) -> None:
        self._keys, self._table, self._searches = keys, table, 0

    @property
    def table(self) -> dict[Any, int]:
        """The numbers as a dict (made once; never to be changed)."""
        if self._table is None:
            self._table = dict(zip(self._keys, range(len(self._keys)), strict=True))
        return self._table

    def __getitem__(self, key: Any) -> int:
        if self._table is None and self._searches < SEARCHES:
            self._searches += 1
            try:
                return self._keys.index(key)
            except ValueError:
                raise KeyError(key) from None
        return self.table[key]

    def __contains__(self, key: object) -> bool:
        try:
            self[key]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[Any]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)
