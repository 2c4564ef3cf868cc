"""Mutation testing of a sample of ``core/`` and ``games/``: do the tests notice when the code is wrong?

Each mutant changes one operator or constant of a module (``<`` → ``<=``, ``>=`` → ``>``, ``==`` →
``!=``, ``+`` → ``-``, ``and`` → ``or``, ``not x`` → ``x``, ``n`` → ``n + 1``, ``True`` → ``False`` …),
in the module's code only (not in annotations, error messages or f-strings). The module's tests
run on the mutant, in a copy of the repository; a mutant is *killed* when a test fails (or the
tests take more than three times as long as on the real code: a loop that never ends), and
*survives* when every test passes. The kill ratio is killed / mutants; each survivor is listed
with its line, to be read: some are equivalent (the code means the same), the others are tests
to write.

The mutants of each module are drawn at random (``--seed``), at most ``--per-module`` of them, so
that the whole run fits in about ten minutes on two cores. Property tests run under the ``dev``
hypothesis profile.

Run: ``python benchmarks/mutation.py [--per-module N] [--seed S] [--module PATH …]``
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# each module of the sample, and pytest's arguments for the tests that cover it
SAMPLE: dict[str, tuple[str, ...]] = {
    "gameviz/core/attractor.py": ("tests/core/test_attractor.py",),
    "gameviz/core/strategy.py": ("tests/core/test_strategy.py",),
    "gameviz/core/search/minimax.py": ("tests/core/search/test_algorithms.py", "tests/core/search/test_game_trees.py",
                                       "tests/cli/test_tree.py"),
    "gameviz/core/search/alphabeta.py": ("tests/core/search/test_algorithms.py",
                                         "tests/core/search/test_game_trees.py", "tests/cli/test_tree.py"),
    "gameviz/core/search/maxn.py": ("tests/core/search/test_maxn.py", "tests/cli/test_tree.py"),
    "gameviz/games/sticks.py": ("tests/games/test_rules.py", "tests/games/test_known_results.py",
                                "-k", "stick or matches or default or without"),
    "gameviz/games/chomp.py": ("tests/games/test_rules.py", "tests/games/test_known_results.py",
                               "-k", "chomp or default"),
    "gameviz/games/nim.py": ("tests/games/test_rules.py", "tests/games/test_known_results.py",
                             "-k", "nim or default"),
}

SWAPS: dict[type, type] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult, ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv, ast.And: ast.Or, ast.Or: ast.And,
}
SYMBOLS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=", ast.In: "in",
           ast.NotIn: "not in", ast.Is: "is", ast.IsNot: "is not", ast.Add: "+", ast.Sub: "-", ast.Mult: "*",
           ast.FloorDiv: "//", ast.Div: "/", ast.Mod: "%", ast.And: "and", ast.Or: "or"}


@dataclass(frozen=True)
class Mutant:
    """One change: the ``index``-th place where a change can be made, in ``module``."""

    module: str
    index: int
    line: int
    change: str


def _places(tree: ast.AST) -> Iterator[tuple[ast.AST, int, str]]:
    """Every place of ``tree`` that can be mutated, in a fixed order: (node, which operand, change);
    annotations, docstrings, raise statements and f-strings are left alone."""
    skip_fields = {"annotation", "returns", "type_comment"}

    def walk(node: ast.AST, inside_function: bool) -> Iterator[tuple[ast.AST, int, str]]:
        if isinstance(node, (ast.Raise, ast.JoinedStr, ast.Assert)):
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            inside_function = True
        if inside_function:
            yield from ((node, operand, change) for operand, change in _changes(node))
        body = node.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)) else []
        docstring = body[0] if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) else None
        for field, value in ast.iter_fields(node):
            if field in skip_fields:
                continue
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.AST) and child is not docstring:
                    yield from walk(child, inside_function)

    yield from walk(tree, False)


def _changes(node: ast.AST) -> Iterator[tuple[int, str]]:
    """The changes that can be made to ``node`` itself: (which operand, change)."""
    if isinstance(node, ast.Compare):
        for i, op in enumerate(node.ops):
            if type(op) in SWAPS:
                yield i, f"{SYMBOLS[type(op)]} → {SYMBOLS[SWAPS[type(op)]]}"
    elif isinstance(node, (ast.BinOp, ast.AugAssign, ast.BoolOp)) and type(node.op) in SWAPS:
        yield 0, f"{SYMBOLS[type(node.op)]} → {SYMBOLS[SWAPS[type(node.op)]]}"
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield 0, "not x → x"
    elif isinstance(node, ast.Constant) and type(node.value) is bool:
        yield 0, f"{node.value} → {not node.value}"
    elif isinstance(node, ast.Constant) and type(node.value) is int:
        yield 0, f"{node.value} → {node.value + 1}"


def mutants(module: str, root: Path = ROOT) -> list[Mutant]:
    """Every mutant of ``module`` (a path from the repository's ``root``)."""
    tree = ast.parse((root / module).read_text(encoding="utf-8"))
    return [Mutant(module, i, getattr(node, "lineno", 0), change) for i, (node, _, change) in enumerate(_places(tree))]


def mutated_source(mutant: Mutant, original: str) -> str:
    """The ``original`` source of ``mutant.module`` with the mutant's one change."""
    tree = ast.parse(original)
    node, operand, _ = list(_places(tree))[mutant.index]
    if isinstance(node, ast.Compare):
        node.ops[operand] = SWAPS[type(node.ops[operand])]()
    elif isinstance(node, (ast.BinOp, ast.AugAssign, ast.BoolOp)):
        node.op = SWAPS[type(node.op)]()
    elif isinstance(node, ast.UnaryOp):
        _replace(tree, node, node.operand)
    elif isinstance(node, ast.Constant):
        node.value = (not node.value) if type(node.value) is bool else node.value + 1
    return ast.unparse(tree)


def _replace(tree: ast.AST, old: ast.AST, new: ast.AST) -> None:
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, field, new)
            elif isinstance(value, list):
                for i, item in enumerate(value):
                    if item is old:
                        value[i] = new


def run_tests(copy_root: Path, tests: tuple[str, ...], timeout: float) -> tuple[bool, float]:
    """Run ``tests`` in the copy; (whether they all pass, seconds). A timeout counts as a failure."""
    env = dict(os.environ, PYTHONPATH=str(copy_root), HYPOTHESIS_PROFILE="dev", QT_QPA_PLATFORM="offscreen",
               PYTHONDONTWRITEBYTECODE="1")
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *tests],
                              cwd=copy_root, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, time.perf_counter() - started
    return done.returncode == 0, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-module", type=int, default=14, help="mutants drawn per module (default 14)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the draw (default 1)")
    parser.add_argument("--module", action="append", choices=sorted(SAMPLE),
                        help="only this module of the sample (repeatable)")
    args = parser.parse_args()
    modules = args.module or list(SAMPLE)
    draw = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="gameviz-mutants-") as folder:
        copy_root = Path(folder)
        for part in ("gameviz", "tests"):
            shutil.copytree(ROOT / part, copy_root / part, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(ROOT / "pyproject.toml", copy_root / "pyproject.toml")
        found = subprocess.run([sys.executable, "-c", "import gameviz; print(gameviz.__file__)"], cwd=copy_root,
                               env=dict(os.environ, PYTHONPATH=str(copy_root)), capture_output=True, text=True)
        assert found.stdout.strip().startswith(str(copy_root)), f"the copy is not the one imported: {found.stdout}"
        total = killed = 0
        survivors: list[Mutant] = []
        print(f"{'module':38} {'mutants':>7} {'killed':>6} {'baseline':>8}")
        for module in modules:
            tests = SAMPLE[module]
            target = copy_root / module
            original = target.read_text(encoding="utf-8")
            passed, seconds = run_tests(copy_root, tests, timeout=600)
            if not passed:
                print(f"{module:38} the tests fail on the real code: left out")
                continue
            chosen = mutants(module, copy_root)
            chosen = sorted(draw.sample(chosen, min(args.per_module, len(chosen))), key=lambda m: m.index)
            module_killed = 0
            for mutant in chosen:
                target.write_text(mutated_source(mutant, original), encoding="utf-8")
                try:
                    passed, _ = run_tests(copy_root, tests, timeout=3 * seconds + 10)
                finally:
                    target.write_text(original, encoding="utf-8")
                if passed:
                    survivors.append(mutant)
                else:
                    module_killed += 1
            total += len(chosen)
            killed += module_killed
            print(f"{module:38} {len(chosen):7} {module_killed:6} {seconds:7.1f}s", flush=True)
    print(f"\nkilled {killed} of {total} mutants: {killed / max(total, 1):.0%}")
    for mutant in survivors:
        print(f"  survived: {mutant.module}:{mutant.line}: {mutant.change}")


if __name__ == "__main__":
    main()
