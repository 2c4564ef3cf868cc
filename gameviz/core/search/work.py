"""Long work inside one node of a search — a Monte-Carlo evaluation's playouts — looked at by the
search's budget: the budget running the search in this thread installs a check
(:func:`budget_checks`), and the work calls :func:`check_budget` now and then with the moves it
simulated since, which count against the budget's nodes; the check raises when the budget ran out.
Without a budget the call does nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_check: ContextVar[Callable[[int], None] | None] = ContextVar("gameviz_search_budget_check", default=None)


def check_budget(moves: int = 0) -> None:
    """Charge ``moves`` simulated moves to the search running in this thread, and let it stop here if
    its budget ran out (the check raises)."""
    check = _check.get()
    if check is not None:
        check(moves)


@contextmanager
def budget_checks(check: Callable[[int], None]) -> Iterator[None]:
    """Install ``check`` for the work of the searches run in this block, in this thread."""
    token = _check.set(check)
    try:
        yield
    finally:
        _check.reset(token)
