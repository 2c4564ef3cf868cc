"""The budgets of reading a course file: what its expressions may build, scan and nest, and the
refusals of what this reader does not evaluate (:mod:`gameviz.io.course`)."""

from __future__ import annotations

import ast
from typing import Any

from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: A value or a whole number too large to be read.
TOO_MANY_ITEMS = QT_TRANSLATE_NOOP("errors", "a value of more than {most:,} items is not read")
TOO_MANY_BITS = QT_TRANSLATE_NOOP("errors", "a whole number of more than {most:,} bits is not read")
#: Most items a comprehension, a ``range`` or any value built (a list, a string) may have.
MAX_ITEMS = 2_000_000
#: Most steps (expressions evaluated, loop turns, filters tried) reading a whole file may take.
MAX_STEPS = 2_000_000
#: Deepest nesting of expressions read (``-(-(-1))``, ``1 + 1 + 1``: one level per operator).
MAX_DEPTH = 200
#: Largest whole number read, in bits.
MAX_BITS = 4_096
#: Most work reading a whole file may cost, beyond its steps: the size of everything built (characters
#: of a string, items of a list, a tuple, a set or a dictionary, 64-bit words of a whole number) and of
#: everything scanned (``x in a_list``, ``min``, ``max``, ``list(…)``), charged before it is done when
#: the size is known in advance.
MAX_COST = 10_000_000


class Unsupported(Exception):
    """An expression this reader does not evaluate: only the name assigned to it is left unread."""

    def __init__(self, node: ast.AST, reason: str) -> None:
        super().__init__(reason)
        self.node = node
        self.reason = reason


class Exhausted(Unsupported):
    """Reading went past a budget (steps, nesting, size): the whole file is refused."""


class Budget:
    """The steps left for reading one file."""

    def __init__(self) -> None:
        self.steps = 0
        self.cost = 0

    def spend(self, node: ast.AST) -> None:
        """Count one step at ``node`` (see :data:`MAX_STEPS`)."""
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise Exhausted(node, Sentence(QT_TRANSLATE_NOOP("errors", "the file takes more than {most:,} steps to read; "
                                                                       "write the arena with fewer or smaller loops"),
                                           most=MAX_STEPS))

    def charge(self, node: ast.AST, size: int) -> None:
        """Count ``size`` items built or scanned at ``node`` (see :data:`MAX_COST`)."""
        self.cost += size
        if self.cost > MAX_COST:
            raise Exhausted(node, Sentence(QT_TRANSLATE_NOOP("errors", "the file builds or scans more than {most:,} "
                                                                       "items, characters or digits to read; write the "
                                                                       "arena with fewer or smaller values"),
                                           most=MAX_COST))


def checked_size(node: ast.expr, value: Any) -> Any:
    """``value``, if within the size budgets (items, bits of a whole number)."""
    if isinstance(value, (str, list, tuple, set, dict)) and len(value) > MAX_ITEMS:
        raise Exhausted(node, Sentence(TOO_MANY_ITEMS, most=MAX_ITEMS))
    if isinstance(value, int) and value.bit_length() > MAX_BITS:
        raise Exhausted(node, Sentence(TOO_MANY_BITS, most=MAX_BITS))
    return value


def cost_of(value: Any) -> int:
    """What building ``value`` costs (see :data:`MAX_COST`): its length, or a whole number's 64-bit words."""
    if isinstance(value, (str, list, tuple, set, dict)):
        return len(value)
    if isinstance(value, int):
        return value.bit_length() // 64
    return 0
