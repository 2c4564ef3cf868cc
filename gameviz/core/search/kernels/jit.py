"""How the kernels are compiled: by numba, cached on disk, without numba's runtime.

Without the runtime numba keeps no reference counts on arrays: a kernel only reads and writes the
arrays Python gives it (it allocates none), and each view of an array (a row, a slice) costs no
atomic increment and decrement. With them, a search spent two thirds of its time counting
references.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from numba import njit

F = TypeVar("F", bound=Callable[..., Any])

_OPTIONS: dict[str, Any] = {"cache": True, "_nrt": False}


def kernel(function: F) -> F:
    """``function`` compiled by numba (when first called, or read from its cache)."""
    return cast(F, njit(**_OPTIONS)(function))


def step(function: F) -> F:
    """``function`` compiled by numba into each function that calls it (a step of the search: a call
    per node costs more than its work)."""
    return cast(F, njit(inline="always", **_OPTIONS)(function))
