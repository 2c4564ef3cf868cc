"""Arenas written in the course's Python notation, read without running them.

The course describes an arena with Python dictionaries::

    arene = {(0,1): [], (0,2): [], (1,1): [(0,2)], (1,2): [(0,1)], ...}
    Sommets1 = {(k,1): True for k in range(11)}
    Sommets2 = {(k,2): True for k in range(10)}
    Victoire1 = {(0,1): True}
    Victoire2 = {(0,2): True}

This module reads such a file *without executing it*: it parses the Python syntax and evaluates
only literals, arithmetic, ``range`` and comprehensions, so a file cannot do anything but describe
an arena; only assignments ``NAME = …`` are read (see :mod:`gameviz.io.course_statements`).
Recognised names: ``arene`` (or ``arena``, ``G``), ``Sommets1``/``Sommets2`` (or ``S1``/``S2``;
when only the first is given, every other vertex belongs to J2), ``Victoire1``/``Victoire2`` (or
``V1``/``V2``) and, optionally, ``depart`` (or ``start``).

Python's parser takes up to about 900 times a file's size in memory (one syntax node for every
two characters of ``a;a;a;…``), so a file is read only up to :data:`MAX_BYTES`: the course's
arenas take a few kilobytes; larger ones are written as JSON or DOT, whose readers stream.
"""

from __future__ import annotations

import ast
import contextlib
import operator
import warnings
from collections.abc import Callable, Iterable
from typing import Any

from gameviz.core.arena import Arena, default_label
from gameviz.core.errors import NAMED, ArenaFormatError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence
from gameviz.io.builder import ArenaBuilder
from gameviz.io.course_budget import (
    MAX_BITS,
    MAX_DEPTH,
    MAX_ITEMS,
    TOO_MANY_BITS,
    TOO_MANY_ITEMS,
    Budget,
    Exhausted,
    Unsupported,
    checked_size,
    cost_of,
)
from gameviz.io.course_statements import refused, unread_names

ARENA_NAMES = ("arene", "arène", "arena", "G")
OWNER_NAMES = {1: ("Sommets1", "S1"), 2: ("Sommets2", "S2")}
TARGET_NAMES = {1: ("Victoire1", "V1"), 2: ("Victoire2", "V2")}
START_NAMES = ("depart", "départ", "start")

#: Largest file read, in bytes (its syntax tree takes up to about 230 MB).
MAX_BYTES = 250_000
#: Why a larger file is refused.
TOO_LARGE = Sentence(QT_TRANSLATE_NOOP("errors", "a course .py arena file is at most {most:,} bytes: write larger arenas "
                                                 "as JSON or DOT"), most=MAX_BYTES)
_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
_COMPARE: dict[type[ast.cmpop], Callable[[Any, Any], Any]] = {
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}
_CALLS = {"range", "list", "tuple", "set", "dict", "len", "min", "max", "abs"}


def arena_from_course(text: str, source: str = "arena.py") -> Arena:
    """Read an arena written with the course's dictionaries.

    Raises
    ------
    ArenaFormatError
        With the line and column of the mistake.
    """
    module = _parse(text, source)

    def fail(node: ast.AST | None, reason: str) -> ArenaFormatError:
        line, column = getattr(node, "lineno", None), getattr(node, "col_offset", None)
        return ArenaFormatError(reason, source=source, line=line, column=None if column is None else column + 1)

    names = _Names(module, fail)
    found = names.lookup(ARENA_NAMES, Sentence(QT_TRANSLATE_NOOP("errors", "no arena found: the file should define "
                                                                           "arene = {{vertex: [successors], ...}}")))
    owners = {player: names.lookup(OWNER_NAMES[player], None) for player in (1, 2)}
    targets = {player: names.lookup(TARGET_NAMES[player], None) for player in (1, 2)}
    return course_arena(found, owners, targets, names.lookup(START_NAMES, None), fail)


#: A value of the course's notation and the syntax node that wrote it (None for a value given in Python).
Found = tuple[Any, "ast.expr | None"]


def course_arena(arena: Found, owners: dict[int, Found], targets: dict[int, Found], start: Found,
                 fail: Callable[[ast.AST | None, str], ArenaFormatError]) -> Arena:
    """The arena of the course's ``arene``, ``Sommets1``/``Sommets2``, ``Victoire1``/``Victoire2`` and
    ``depart`` (each a value and where it was written), from a file or given in Python.

    Raises
    ------
    ArenaFormatError
        From ``fail``, at the value that is wrong.
    """
    successors, arena_node = arena
    if not isinstance(successors, dict):
        raise fail(arena_node, Sentence(QT_TRANSLATE_NOOP("errors", "arene must be a dictionary {{vertex: [successors]}}")))
    key_nodes = _key_nodes(arena_node)
    owner_sets = _owner_sets(owners, fail)
    builder = ArenaBuilder(fail, players=2)
    for vertex in successors:
        node = key_nodes.get(vertex, arena_node)
        builder.vertex(vertex, _owner(vertex, owner_sets, node, fail), node)
    for vertex, succ in successors.items():
        _add_moves(builder, vertex, succ, key_nodes.get(vertex, arena_node), fail)
    for player in (1, 2):
        value, node = targets[player]
        for v in _as_set(value, node, fail) if value is not None else ():
            builder.target(v, player, node, TARGET_NAMES[player][0])
    builder.start(*start)
    return builder.build()


def _owner_sets(owners: dict[int, Found], fail: Callable[[ast.AST | None, str], ArenaFormatError]
                ) -> dict[int, set[Any] | None]:
    """The vertices of each player (``Sommets1``, ``Sommets2``), None for one the file does not define."""
    owner_sets = {}
    for player in (1, 2):
        value, node = owners[player]
        owner_sets[player] = None if value is None else _as_set(value, node, fail)
    if owner_sets[1] is None and owner_sets[2] is None:
        raise fail(None, Sentence(QT_TRANSLATE_NOOP("errors", "no owners found: the file should define Sommets1 (and Sommets2)")))
    return owner_sets


def _add_moves(builder: ArenaBuilder, vertex: Any, succ: Any, node: ast.expr | None,
               fail: Callable[[ast.AST | None, str], ArenaFormatError]) -> None:
    """The moves from ``vertex`` to its successors ``succ`` (a list), which must be vertices."""
    if not isinstance(succ, (list, tuple, set, dict)):
        raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "the successors of {vertex} must be a list"),
                                  vertex=default_label(vertex)))
    for w in succ:
        if w not in builder.arena:
            raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "edge from {tail} to unknown vertex {head} (every vertex must "
                                                          "be a key of arene)"), tail=default_label(vertex),
                                      head=default_label(w)))
        builder.edge(vertex, w, node)


class _Names:
    """The names a file assigns, evaluated in order, and the ones it assigns something unreadable."""

    def __init__(self, module: ast.Module, fail: Callable[[ast.AST | None, str], ArenaFormatError]) -> None:
        self.fail = fail
        self.values: dict[str, Any] = {}
        self.nodes: dict[str, ast.expr] = {}
        self.problems: dict[str, Unsupported] = {}
        budget = Budget()
        for statement in module.body:
            if (refusal := refused(statement)) is not None:
                raise fail(*refusal)
            if isinstance(statement, ast.Assign):  # its targets are names, once past refused
                for target in statement.targets:
                    self._assign(getattr(target, "id", ""), statement.value, budget)
            for name in unread_names(statement):  # a problem is looked up before a value
                not_read = Sentence(QT_TRANSLATE_NOOP("errors", "a function or a module is not an arena value"))
                self.problems[name] = Unsupported(statement, not_read)

    def _assign(self, name: str, node: ast.expr, budget: Budget) -> None:
        self.nodes[name] = node
        try:
            self.values[name] = _Evaluator(self.values, budget).eval(node)
            self.problems.pop(name, None)
        except Exhausted as problem:
            raise self.fail(problem.node, Sentence(NAMED, name=name, reason=problem.reason)) from None
        except Unsupported as problem:
            self.problems[name] = problem

    def lookup(self, names: Iterable[str], required: str | None) -> tuple[Any, ast.expr | None]:
        """The value of the first of ``names`` assigned, and where; ``required`` is the error when none is."""
        for name in names:
            if name in self.problems:
                problem = self.problems[name]
                raise self.fail(problem.node, Sentence(NAMED, name=name, reason=problem.reason))
            if name in self.values:
                return self.values[name], self.nodes[name]
        if required:
            raise self.fail(None, required)
        return None, None


def _owner(vertex: Any, owner_sets: dict[int, set[Any] | None], node: ast.expr | None,
           fail: Callable[[ast.AST | None, str], ArenaFormatError]) -> int:
    """The player of ``vertex``: the owner set it is in (when only one set is given, the other
    player owns the rest)."""
    try:
        hash(vertex)
    except TypeError:
        raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "vertex {vertex} cannot be a dictionary key"),
                                  vertex=repr(vertex))) from None
    in1 = owner_sets[1] is not None and vertex in owner_sets[1]
    in2 = owner_sets[2] is not None and vertex in owner_sets[2]
    if in1 and in2:
        raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "vertex {vertex} is in both Sommets1 and Sommets2"),
                                  vertex=default_label(vertex)))
    if in1:
        return 1
    if in2 or owner_sets[2] is None:
        return 2
    if owner_sets[1] is None:
        return 1
    raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "vertex {vertex} is in neither Sommets1 nor Sommets2"),
                              vertex=default_label(vertex)))


def _parse(text: str, source: str) -> ast.Module:
    """The syntax tree of ``text``, or an :class:`ArenaFormatError` that says where it is not Python
    (or that it is larger than :data:`MAX_BYTES`)."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise ArenaFormatError(TOO_LARGE, source=source)
    if "\0" in text:  # Python's parser refuses it without saying where (a ValueError in some versions)
        where = text.index("\0")
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "not valid Python (a null character)")), source=source,
                               line=text.count("\n", 0, where) + 1, column=where - (text.rfind("\n", 0, where) + 1) + 1)
    try:
        with warnings.catch_warnings():  # Python's warnings about the text (invalid escapes…) are not ours to print
            warnings.simplefilter("ignore")
            return ast.parse(text, filename=source)
    except SyntaxError as error:
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "not valid Python ({why})"), why=error.msg), source=source,
                               line=error.lineno, column=error.offset) from None
    except (MemoryError, RecursionError):  # Python's own parser gives up on very deep nesting
        raise ArenaFormatError(Sentence(QT_TRANSLATE_NOOP("errors", "the file is nested too deeply for Python to read it")),
                               source=source) from None


def _key_nodes(node: ast.expr | None) -> dict[Any, ast.expr]:
    """For a literal dictionary, where each key is written (to point at mistakes)."""
    if not isinstance(node, ast.Dict):
        return {}
    found = {}
    for key in node.keys:
        if key is None:
            continue
        with contextlib.suppress(Unsupported, TypeError):
            found[_Evaluator({}, Budget()).eval(key)] = key
    return found


def _as_set(value: Any, node: ast.expr | None, fail: Callable[[ast.AST | None, str], ArenaFormatError]) -> set[Any]:
    if isinstance(value, dict):
        return {k for k, flag in value.items() if flag}
    if isinstance(value, (list, tuple, set, frozenset)):
        return set(value)
    raise fail(node, Sentence(QT_TRANSLATE_NOOP("errors", "a dictionary, set or list of vertices is expected")))


class _Evaluator:
    """Evaluates a small, side-effect-free subset of Python expressions, within the budgets above."""

    def __init__(self, names: dict[str, Any], budget: Budget) -> None:
        self.names = names
        self.budget = budget
        self.scopes: list[dict[str, Any]] = []
        self.produced = 0
        self.depth = 0

    def eval(self, node: ast.expr) -> Any:
        method = getattr(self, "_" + type(node).__name__, None)
        if method is None:
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "{kind} expressions are not read"),
                                              kind=type(node).__name__))
        self.budget.spend(node)
        if self.depth >= MAX_DEPTH:
            raise Exhausted(node, Sentence(QT_TRANSLATE_NOOP("errors", "expressions nested more than {most} levels deep are not "
                                                                "read"), most=MAX_DEPTH))
        self.depth += 1
        try:
            value = checked_size(node, method(node))
            if not isinstance(node, (ast.Name, ast.Constant)):  # a value already read costs nothing more
                self.budget.charge(node, cost_of(value))
            return value
        except (TypeError, ValueError, ArithmeticError) as error:  # -{}, 1 < "a", for x in 3, {[]: 1}…
            raise Unsupported(node, str(error)) from None
        finally:
            self.depth -= 1

    def _Constant(self, node: ast.Constant) -> Any:
        if not isinstance(node.value, (int, float, str, bool, type(None))):
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "the constant {value} is not read"),
                                              value=repr(node.value)))
        return node.value

    def _Tuple(self, node: ast.Tuple) -> tuple[Any, ...]:
        return tuple(self.eval(e) for e in node.elts)

    def _List(self, node: ast.List) -> list[Any]:
        return [self.eval(e) for e in node.elts]

    def _Set(self, node: ast.Set) -> set[Any]:
        return {self.eval(e) for e in node.elts}

    def _Dict(self, node: ast.Dict) -> dict[Any, Any]:
        result = {}
        for key, value in zip(node.keys, node.values, strict=True):
            if key is None:
                raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "** in a dictionary is not read")))
            result[self.eval(key)] = self.eval(value)
        return result

    def _Name(self, node: ast.Name) -> Any:
        for scope in reversed(self.scopes):
            if node.id in scope:
                return scope[node.id]
        if node.id in self.names:
            return self.names[node.id]
        raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "the name '{name}' is not defined"), name=node.id))

    def _UnaryOp(self, node: ast.UnaryOp) -> Any:
        value = self.eval(node.operand)
        if isinstance(node.op, ast.USub):
            return -value
        if isinstance(node.op, ast.UAdd):
            return +value
        if isinstance(node.op, ast.Not):
            return not value
        raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "this operator is not read")))

    def _BinOp(self, node: ast.BinOp) -> Any:
        op = _BINARY.get(type(node.op))
        if op is None:
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "this operator is not read")))
        left, right = self.eval(node.left), self.eval(node.right)
        if isinstance(left, str) and not isinstance(node.op, ast.Add):
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "string formatting is not read")))
        if isinstance(node.op, ast.Add) and isinstance(left, (str, list, tuple)) and isinstance(right, type(left)):
            self._refuse_longer(node, len(left) + len(right))
        if isinstance(node.op, ast.Mult) and not (
            isinstance(left, (int, float)) and isinstance(right, (int, float))
        ):
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "only numbers can be multiplied")))
        if isinstance(node.op, ast.Mult) and isinstance(left, int) and isinstance(right, int) \
                and left.bit_length() + right.bit_length() > MAX_BITS:
            raise Exhausted(node, Sentence(TOO_MANY_BITS, most=MAX_BITS))
        try:
            return op(left, right)
        except (TypeError, ValueError, ArithmeticError) as error:
            raise Unsupported(node, str(error)) from None

    def _BoolOp(self, node: ast.BoolOp) -> Any:
        values = [self.eval(v) for v in node.values]
        return all(values) if isinstance(node.op, ast.And) else any(values)

    def _Compare(self, node: ast.Compare) -> bool:
        left = self.eval(node.left)
        for op, comparator in zip(node.ops, node.comparators, strict=True):
            compare = _COMPARE.get(type(op))
            if compare is None:
                raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "this comparison is not read")))
            right = self.eval(comparator)
            if isinstance(op, (ast.In, ast.NotIn)) and isinstance(right, (str, list, tuple)):
                self.budget.charge(node, len(right))  # a scan of the whole container
            if not compare(left, right):
                return False
            left = right
        return True

    def _IfExp(self, node: ast.IfExp) -> Any:
        return self.eval(node.body) if self.eval(node.test) else self.eval(node.orelse)

    def _Call(self, node: ast.Call) -> Any:
        if not isinstance(node.func, ast.Name) or node.func.id not in _CALLS or node.keywords:
            raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "only range, list, tuple, set, dict, len, min, "
                                                                          "max are read")))
        args = [self.eval(a) for a in node.args]
        if node.func.id == "range":
            if not all(isinstance(a, int) for a in args) or not 1 <= len(args) <= 3:
                raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "range takes one to three whole numbers")))
            result = range(*args)
            if len(result) > MAX_ITEMS:
                raise Exhausted(node, Sentence(QT_TRANSLATE_NOOP("errors", "range of {items:,} items is too long (at "
                                                                        "most {most:,})"),
                                                items=len(result), most=MAX_ITEMS))
            return result
        for arg in args:  # list(a), min(a)…: the whole argument is copied or scanned
            if isinstance(arg, (str, list, tuple, set, dict, range)):
                self._refuse_longer(node, len(arg))
                self.budget.charge(node, len(arg))
        functions: dict[str, Callable[..., Any]] = {
            "list": list, "tuple": tuple, "set": set, "dict": dict, "len": len, "min": min, "max": max, "abs": abs}
        try:
            return functions[node.func.id](*args)
        except (TypeError, ValueError) as error:
            raise Unsupported(node, str(error)) from None

    def _refuse_longer(self, node: ast.expr, items: int) -> None:
        """Refuse, before it is built, a value of more than :data:`MAX_ITEMS` items."""
        if items > MAX_ITEMS:
            raise Exhausted(node, Sentence(TOO_MANY_ITEMS, most=MAX_ITEMS))

    def _comprehension(self, node: ast.expr, generators: list[ast.comprehension], emit: Callable[[], None]) -> None:
        def loop(index: int) -> None:
            if index == len(generators):
                self.produced += 1
                if self.produced > MAX_ITEMS:
                    raise Exhausted(node, Sentence(QT_TRANSLATE_NOOP("errors", "the comprehension produces more than {most:,} "
                                                                        "items"), most=MAX_ITEMS))
                emit()
                return
            gen = generators[index]
            if gen.is_async:
                raise Unsupported(node, Sentence(QT_TRANSLATE_NOOP("errors", "async comprehensions are not read")))
            for item in self.eval(gen.iter):
                self.budget.spend(gen.iter)
                self._bind(gen.target, item)
                if all(self.eval(cond) for cond in gen.ifs):
                    loop(index + 1)

        self.scopes.append({})
        try:
            loop(0)
        finally:
            self.scopes.pop()

    def _bind(self, target: ast.expr, value: Any) -> None:
        if isinstance(target, ast.Name):
            self.scopes[-1][target.id] = value
        elif isinstance(target, (ast.Tuple, ast.List)):
            items = list(value)
            if len(items) != len(target.elts):
                raise Unsupported(target, Sentence(QT_TRANSLATE_NOOP("errors", "wrong number of values to unpack")))
            for sub, item in zip(target.elts, items, strict=True):
                self._bind(sub, item)
        else:
            raise Unsupported(target, Sentence(QT_TRANSLATE_NOOP("errors", "this loop variable is not read")))

    def _DictComp(self, node: ast.DictComp) -> dict[Any, Any]:
        result: dict[Any, Any] = {}
        self._comprehension(
            node, node.generators, lambda: result.__setitem__(self.eval(node.key), self.eval(node.value))
        )
        return result

    def _ListComp(self, node: ast.ListComp) -> list[Any]:
        result: list[Any] = []
        self._comprehension(node, node.generators, lambda: result.append(self.eval(node.elt)))
        return result

    def _SetComp(self, node: ast.SetComp) -> set[Any]:
        result: set[Any] = set()
        self._comprehension(node, node.generators, lambda: result.add(self.eval(node.elt)))
        return result
