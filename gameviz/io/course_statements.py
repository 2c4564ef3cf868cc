"""Which statements of a file in the course's ``.py`` notation are read, left aside or refused.

Assignments ``NAME = …`` are read. Statements that run nothing when Python reads the file are left
aside: functions without decorators (the course's ``def attracteur(…)`` beside its arena), imports,
strings standing alone (docstrings) and ``if __name__ == "__main__":``. Every other statement is
refused: ``arene[1] = …``, ``arene.append(…)`` or a ``for`` loop would change the arena Python builds,
and leaving them out would read another one.
"""

from __future__ import annotations

import ast
import copy

from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: How many characters of a refused statement its refusal shows.
SHOWN = 40


def refused(statement: ast.stmt) -> tuple[ast.AST, str] | None:
    """Where and why ``statement`` is refused, or None when it is read or left aside."""
    if isinstance(statement, ast.Assign) and all(isinstance(target, ast.Name) for target in statement.targets):
        return None
    if _binds_only(statement) or _does_nothing(statement):
        return None
    decorators = getattr(statement, "decorator_list", None)  # a decorated def starts at its first decorator
    return (decorators[0] if decorators else statement,
            Sentence(QT_TRANSLATE_NOOP("errors", "only NAME = … assignments are read; {statement} is not"),
                     statement=_shown(statement)))


def unread_names(statement: ast.stmt) -> list[str]:
    """The names a function definition or an import left aside binds to what is not read."""
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return [(alias.asname or alias.name).split(".")[0] for alias in statement.names]
    if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return [statement.name]
    return []


def _does_nothing(statement: ast.stmt) -> bool:
    """Whether ``statement`` is a string standing alone or ``if __name__ == "__main__":``
    (which runs only when the file is run as a script)."""
    if isinstance(statement, ast.Expr):
        return isinstance(statement.value, ast.Constant) and isinstance(statement.value.value, str)
    return isinstance(statement, ast.If) and not statement.orelse and _is_main_guard(statement.test)


def _is_main_guard(test: ast.expr) -> bool:
    """Whether ``test`` is ``__name__ == "__main__"``."""
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)
            and isinstance(test.comparators[0], ast.Constant) and test.comparators[0].value == "__main__")


def _binds_only(statement: ast.stmt) -> bool:
    """Whether ``statement`` binds names and runs nothing else: an import of named modules or names,
    or a function without decorators whose defaults and annotations call nothing (Python evaluates
    them when it defines the function)."""
    if isinstance(statement, (ast.Import, ast.ImportFrom)):
        return all(alias.name != "*" for alias in statement.names)
    if not isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)) or statement.decorator_list:
        return False
    evaluated = [*statement.args.defaults, *statement.args.kw_defaults, statement.returns,
                 *(arg.annotation for arg in ast.walk(statement.args) if isinstance(arg, ast.arg))]
    return not any(isinstance(inner, (ast.Call, ast.NamedExpr))
                   for node in evaluated if node is not None for inner in ast.walk(node))


def _shown(statement: ast.stmt) -> str:
    """A refused statement as its refusal names it: an assignment with its value left out
    (``arene[1] = …``, ``n += …``), otherwise the start of its first line (``for k in range(3): …``)."""
    if isinstance(statement, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
        statement = copy.copy(statement)
        statement.value = ast.Name(id="…")
    first = ast.unparse(statement).splitlines()[0]
    first = first if len(first) <= SHOWN else first[:SHOWN] + "…"
    return f"`{first}{' …' if first.endswith(':') else ''}`"
