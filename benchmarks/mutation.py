"""Mutation testing of ``core/`` and ``games/``: do the tests notice when the code is wrong?

Each mutant changes one operator or constant of a module (``<`` → ``<=``, ``>=`` → ``>``, ``==`` →
``!=``, ``+`` → ``-``, ``and`` → ``or``, ``not x`` → ``x``, ``n`` → ``n + 1``, ``True`` → ``False`` …),
in the module's code only (not in annotations, error messages or f-strings). The module's tests
(:data:`TESTS`: the test files that mirror it, and its doctests) run on the mutant, in a copy of the
repository; a mutant is *killed* when a test fails (or the tests take more than three times as long
as on the real code, or ``--time-limit``: a loop that never ends), and *survives* when every test
passes. Mutants known to mean the same as the real code (:data:`EQUIVALENT`, each with its reason)
are listed apart and left out of the kill ratio, killed / the other mutants; each survivor is printed
with its line as soon as it is found: a test to write.

The mutants of each module are drawn at random, ``--per-module`` of them, from a generator seeded by
``--seed`` and the module's path, so that a module's draw does not depend on the others run with it.
Property tests run under the ``dev`` hypothesis profile; the exit status is 1 when a mutant survived.
The machine may be shared: run it with a lower priority.

Run: ``nice -n 10 python benchmarks/mutation.py [--per-module N] [--seed S] [--time-limit SECONDS]
[--module PATH …]`` (every module of ``core/`` and ``games/`` unless ``--module`` names some)
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
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# the tests of each module of ``core/`` and ``games/`` (pytest's arguments): the test files that
# mirror it, and those of the modules built on it when it has none of its own; the module itself is
# passed too, for its doctests
_SEARCH = ("tests/core/search/test_algorithms.py", "tests/core/search/test_game_trees.py",
           "tests/core/search/test_maxn.py")
_RULES = ("tests/games/test_rules.py", "tests/games/test_known_results.py")
TESTS: dict[str, tuple[str, ...]] = {
    "gameviz/core/arena.py": ("tests/core/test_arena_edges.py", "tests/core/test_attractor.py",
                              "tests/core/test_strategy.py", "tests/core/test_grundy.py"),
    "gameviz/core/arena_dicts.py": ("tests/core/test_strategy.py", "tests/core/test_attractor.py"),
    "gameviz/core/arena_networkx.py": ("tests/io/test_round_trips.py",),
    "gameviz/core/arena_warnings.py": ("tests/cli/test_solve.py", "-k", "bipartite"),
    "gameviz/core/ascii_forms.py": ("tests/core/test_ascii_forms.py", "tests/cli/test_unusable_output.py"),
    "gameviz/core/attractor.py": ("tests/core/test_attractor.py", "tests/core/test_counter_attractor.py",
                                  "tests/core/test_coalition.py"),
    "gameviz/core/attractor_kernel.py": ("tests/core/test_attractor.py", "tests/core/test_strategy.py"),
    "gameviz/core/attractor_packed.py": ("tests/core/test_attractor.py", "tests/core/test_strategy.py",
                                         "tests/core/test_coalition.py"),
    "gameviz/core/board.py": ("tests/core/test_board.py", "tests/games/test_rules.py",
                              "tests/games/test_chinese_checkers.py"),
    "gameviz/core/counter_attractor.py": ("tests/core/test_counter_attractor.py",),
    "gameviz/core/crash_log.py": ("tests/core/test_crash_log.py",),
    "gameviz/core/errors.py": ("tests/core/test_errors.py", "tests/core/test_numbers.py"),
    "gameviz/core/exercise.py": ("tests/core/test_exercise.py",),
    "gameviz/core/game.py": ("tests/core/test_game.py", "tests/core/test_session.py", "tests/core/test_impartial.py", *_RULES),
    "gameviz/core/grundy.py": ("tests/core/test_grundy.py", "tests/core/test_impartial.py"),
    "gameviz/core/impartial.py": ("tests/core/test_impartial.py",),
    "gameviz/core/key_numbers.py": ("tests/core/test_key_numbers.py", "tests/io/test_packed_reading.py"),
    "gameviz/core/move_lists.py": ("tests/core/test_arena_edges.py", "tests/core/test_attractor.py"),
    "gameviz/core/numbers.py": ("tests/core/test_numbers.py",),
    "gameviz/core/numerals.py": ("tests/core/test_numerals.py",),
    "gameviz/core/outcome.py": ("tests/core/test_outcome.py", "tests/core/test_session.py", "tests/games/test_rules.py"),
    "gameviz/core/packed.py": ("tests/core/test_packed.py", "tests/core/test_attractor.py", "tests/core/test_strategy.py",
                               "tests/games/test_whole_arena.py"),
    "gameviz/core/play.py": ("tests/core/test_play.py",),
    "gameviz/core/session.py": ("tests/core/test_session.py",),
    "gameviz/core/solution.py": ("tests/core/test_attractor.py", "tests/core/test_strategy.py",
                                 "tests/core/test_grundy.py", "tests/core/test_play.py"),
    "gameviz/core/strategy.py": ("tests/core/test_strategy.py", "tests/core/test_coalition.py"),
    "gameviz/core/symbols.py": ("tests/core/test_symbols.py",),
    "gameviz/core/translate.py": ("tests/core/test_translate.py",),
    "gameviz/core/vertices.py": ("tests/core/test_arena_edges.py", "tests/core/test_errors.py", "tests/io/test_round_trips.py"),
    "gameviz/core/search/alphabeta.py": (*_SEARCH, "tests/core/search/test_answers.py", "tests/cli/test_tree.py"),
    "gameviz/core/search/answers.py": ("tests/core/search/test_answers.py",),
    "gameviz/core/search/budget.py": ("tests/core/search/test_budget.py",),
    "gameviz/core/search/compiled.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/cursor_tree.py": ("tests/games/test_chess_cursor.py",),
    "gameviz/core/search/kernel_run.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/kernels/paths.py": ("tests/core/search/test_kernels.py", "-k", "json"),
    "gameviz/core/search/kernels/rows.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/kernels/rules.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/kernels/tables.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/kernels/walk.py": ("tests/core/search/test_kernels.py",),
    "gameviz/core/search/connect4.py": ("tests/core/search/test_connect4_solver.py",),
    "gameviz/core/search/connect4_kernel.py": ("tests/core/search/test_connect4_solver.py",),
    "gameviz/core/search/context.py": (*_SEARCH, "tests/core/search/test_budget.py"),
    "gameviz/core/search/forced_line.py": ("tests/games/test_chess_search.py",),
    "gameviz/core/search/heuristics.py": ("tests/core/search/test_budget.py", "tests/core/search/test_game_trees.py",
                                          "tests/games/test_rules.py"),
    "gameviz/core/search/maxn.py": ("tests/core/search/test_maxn.py", "tests/cli/test_tree.py"),
    "gameviz/core/search/minimax.py": (*_SEARCH, "tests/core/search/test_answers.py", "tests/cli/test_tree.py"),
    "gameviz/core/search/options.py": ("tests/core/search/test_budget.py", "tests/games/test_chess_search.py"),
    "gameviz/core/search/ordering.py": ("tests/core/search/test_algorithms.py", "tests/core/search/test_game_trees.py"),
    "gameviz/core/search/record.py": (*_SEARCH, "tests/core/search/test_kernels.py"),
    "gameviz/core/search/recorder.py": _SEARCH,
    "gameviz/core/search/stats.py": ("tests/core/search/test_algorithms.py", "tests/core/search/test_kernels.py"),
    "gameviz/core/search/trace.py": _SEARCH,
    "gameviz/core/search/tree.py": (*_SEARCH, "tests/games/test_arena_rules.py"),
    "gameviz/core/search/work.py": ("tests/core/search/test_budget.py",),
    "gameviz/games/__init__.py": (*_RULES, "tests/games/test_spec.py"),
    "gameviz/games/arena_rules.py": ("tests/games/test_arena_rules.py",),
    "gameviz/games/board_setup.py": ("tests/games/test_board_setup.py",),
    "gameviz/games/chess.py": ("tests/games/test_chess.py", "tests/games/test_chess_eval.py"),
    "gameviz/games/chess_eval.py": ("tests/games/test_chess_eval.py",),
    "gameviz/games/chess_spec.py": ("tests/games/test_chess.py", "tests/games/test_spec.py"),
    "gameviz/games/chinesecheckers.py": ("tests/games/test_chinese_checkers.py",),
    "gameviz/games/chomp.py": (*_RULES, "-k", "chomp or default"),
    "gameviz/games/computer.py": ("tests/games/test_computer.py", "tests/games/test_connect4_book.py"),
    "gameviz/games/connect4.py": (*_RULES, "tests/core/search/test_connect4_solver.py", "-k", "connect4"),
    "gameviz/games/connect4_book.py": ("tests/games/test_connect4_book.py",),
    "gameviz/games/full_search.py": ("tests/games/test_full_search.py", "tests/games/test_othello.py"),
    "gameviz/games/end_in_one.py": ("tests/games/test_end_in_one.py",),
    "gameviz/games/grundy_game.py": ("tests/games/test_grundy_game.py",),
    "gameviz/games/nim.py": (*_RULES, "tests/core/test_impartial.py", "-k", "nim or default"),
    "gameviz/games/nim_arena.py": ("tests/games/test_whole_arena.py", "-k", "nim"),
    "gameviz/games/othello.py": ("tests/games/test_othello.py",),
    "gameviz/games/random_arena.py": ("tests/games/test_known_results.py", "-k", "random"),
    "gameviz/games/spec.py": ("tests/games/test_spec.py",),
    "gameviz/games/sticks.py": (*_RULES, "tests/games/test_whole_arena.py", "-k", "stick or matches or default or without"),
    "gameviz/games/tictactoe.py": (*_RULES, "-k", "tictactoe or default"),
}
# tests too long to run once per mutant (half a minute or more on a loaded machine), or whose search
# meets the command line's 20-second limit there; the other tests of their modules cover the same code
HEAVY = ("not (surely_too_large and (nim or connect4 or tictactoe)) and not perft_8_and_9"
         " and not connect4_4x4_is_a_draw and not counts_are_exact and not tree_sizes_are_estimated"
         " and not horizon_example and not benchmark_sample"
         " and not surely_could_not_finish")
# reasons shared by several mutants
_WALK_ONLY = "only which way walks a rank changes (NumPy or Python), and both give the same vertices in the same order"
_NO_STICK_LEFT = "a position with no stick left has no move: keeping it among the parents adds nothing"
# mutants that change nothing a test can see, with the reason: (module, the line's text, change)
EQUIVALENT: dict[tuple[str, str, str], str] = {
    ("gameviz/core/packed.py",
     "seeds = {p: np.asarray((targets or {}).get(p, ()), dtype=np.int32) for p in range(1, MAX_PLAYERS + 1)}",
     "1 → 2 #2"): "one more player's empty list of targets, which nobody reads",
    ("gameviz/core/packed.py", "if not np.any(by[1:] < by[:-1]):  # grouped already (moves read source by source)",
     "< → <="): "moves grouped but not strictly increasing are sorted, stably: the same order",
    ("gameviz/core/packed.py", "if n <= 1 << 16:", "<= → <"):
        "65,536 numbers sorted in two passes instead of one: the same order",
    ("gameviz/core/packed.py", "return len(same), list(zip(sources[same[:first]].tolist(), "
     "packed.succ_idx[same[:first]].tolist(), strict=True))", "True → False"):
        "the two lists zipped have the same length: strict or not, the same pairs",
    ("gameviz/games/nim_arena.py", "parents, children = _moves(layer[layer // 2 > 0], heaps, radices)", "> → >="):
        _NO_STICK_LEFT,
    ("gameviz/games/nim_arena.py", "parents, children = _moves(layer[layer // 2 > 0], heaps, radices)", "// → *"):
        _NO_STICK_LEFT,
    ("gameviz/core/attractor.py",
     'for player, arrays in packed_attractors(packed, players, compiled=engine == "compiled").items()}', "== → !="):
        "the packed walk and the compiled one give the same arrays: only which one runs changes",
    ("gameviz/core/attractor.py", "if not 0 <= m < len(self):", "< → <="):
        "the step past the last one reads past the arrays' end, and NumPy raises IndexError all the same",
    ("gameviz/core/attractor_packed.py", "if end - begin >= WIDE_RANK:", ">= → >"):
        _WALK_ONLY,
    ("gameviz/core/attractor_packed.py",
     "return reached >= WIDE_RANK and (counting_in_numpy or reached >= len(pred_ptr) // 4)", "// → *"):
        _WALK_ONLY,
    ("gameviz/core/attractor_packed.py", "reached = reached[needed[reached] > 0]", "> → >="):
        "a vertex whose counter is 0 never reaches its 0th appearance and keeps 0: leaving it out only saves work",
    ("gameviz/core/attractor_packed.py",
     "chooses = np.flatnonzero((packed.owner[order] == player) & (rank[order] > 0))", "> → >="):
        "a target (rank 0) has no successor of a smaller rank: its move stays -1 either way",
    ("gameviz/core/search/tree.py", "if len(self._moves) < 1_000_000:", "1000000 → 1000001"):
        "the cache of moves stops growing one entry later; past it moves are computed again, the same",
    ("gameviz/core/search/ordering.py", "if len(children) > 1:", "> → >="):
        "a single child has one order: sorting it by its estimate changes nothing",
    ("gameviz/games/chomp.py", "if not (0 <= col < self.cols and 0 <= row < self.rows) or (row, col) == (0, 0):",
     "< → <= #2"): "row comes from number_in(…, 1, self.rows) - 1, never above self.rows - 1 (else -1)",
    ("gameviz/core/play.py", "_, result = collect_within(start_search(tree, options, trace=False), budget or "
     "SearchBudget(),", "False → True"):
        "a traced search gives the same result; collect_within keeps events the move does not read",
    ("gameviz/games/random_arena.py", 'if not arena.successors(v) and (acyclic == "no" or rng.random() >= 0.25):',
     ">= → >"): "random() returns exactly 0.25 once in 2⁵³ draws: no seed tells >= from >",
    ("gameviz/core/counter_attractor.py", "label[target] = 0", "0 → 1 #1"):
        "the course's version (course_events) only asks whether a vertex is in label; the value stored is never read",
    ("gameviz/core/impartial.py", "return [move for move, q in zip(graph.moves[position], graph.successors[position], "
     "strict=True)", "True → False"):
        "a position's moves and successors are built together, one successor per move: the lengths always agree",
    ("gameviz/core/search/alphabeta.py", "trace=False)).number for child in tree.children(root)]", "False → True"):
        "best_moves runs each child's search to its end and keeps only the number: the events a traced "
        "search would yield are not looked at",
    ("gameviz/games/computer.py", "moves = len(game.moves(state)) if game.outcome(state) is None else 0", "0 → 1"):
        "the budget is shared as budget / max(moves, 1): 0 and 1 moves give the same share",
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
    text: str = ""

    @property
    def equivalent(self) -> str | None:
        """Why this mutant means the same as the real code, if it is one of :data:`EQUIVALENT`."""
        return EQUIVALENT.get((self.module, self.text, self.change))


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
        for name, value in ast.iter_fields(node):
            if name in skip_fields:
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
    source = (root / module).read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    found = [(getattr(node, "lineno", 1), change) for node, _, change in _places(tree)]
    texts = [(lines[line - 1].strip(), change) for line, change in found]
    seen: Counter[tuple[str, str]] = Counter()
    named = []
    for text, change in texts:  # the same change on lines that read the same: "< → <= #1", "< → <= #2"
        seen[text, change] += 1
        named.append(f"{change} #{seen[text, change]}" if texts.count((text, change)) > 1 else change)
    return [Mutant(module, i, line, change, text)
            for i, ((line, _), (text, _), change) in enumerate(zip(found, texts, named, strict=True))]


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
        for name, value in ast.iter_fields(parent):
            if value is old:
                setattr(parent, name, new)
            elif isinstance(value, list):
                for i, item in enumerate(value):
                    if item is old:
                        value[i] = new


def pytest_arguments(module: str) -> list[str]:
    """pytest's arguments for the tests of ``module``: its test files, its doctests, and a ``-k``
    that leaves out the :data:`HEAVY` tests (and keeps those of the module's own ``-k``, if any)."""
    given = list(TESTS[module])
    keyword = HEAVY
    if "-k" in given:
        at = given.index("-k")
        keyword = f"({given[at + 1]}) and {HEAVY}"
        del given[at:at + 2]
    return [*given, module, "-m", "not slow", "-k", keyword]


def all_modules(root: Path = ROOT) -> list[str]:
    """Every module of ``core/`` and ``games/`` with code to mutate, from the repository's ``root``."""
    found = sorted(str(path.relative_to(root)) for part in ("core", "games")
                   for path in (root / "gameviz" / part).rglob("*.py"))
    return [module for module in found if mutants(module, root)]


def run_tests(copy_root: Path, tests: list[str], timeout: float) -> tuple[bool, float]:
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


@dataclass
class Tally:
    """What became of the mutants drawn."""

    killed: int = 0
    timed_out: int = 0
    survivors: list[Mutant] = field(default_factory=list)
    equivalent: list[Mutant] = field(default_factory=list)
    left_out: list[str] = field(default_factory=list)


def _copy(folder: Path) -> None:
    for part in ("gameviz", "tests"):
        shutil.copytree(ROOT / part, folder / part, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", folder / "pyproject.toml")
    found = subprocess.run([sys.executable, "-c", "import gameviz; print(gameviz.__file__)"], cwd=folder,
                           env=dict(os.environ, PYTHONPATH=str(folder)), capture_output=True, text=True)
    assert found.stdout.strip().startswith(str(folder)), f"the copy is not the one imported: {found.stdout}"


def _run_module(copy_root: Path, module: str, chosen: list[Mutant], time_limit: float, tally: Tally) -> str:
    """Run the tests of ``module`` on each mutant of ``chosen``; one line of the table."""
    tests = pytest_arguments(module)
    if not TESTS[module]:
        tally.survivors.extend(mutant for mutant in chosen if not mutant.equivalent)
        tally.equivalent.extend(mutant for mutant in chosen if mutant.equivalent)
        return f"{module:42} {sum(not mutant.equivalent for mutant in chosen):7} {0:6}   no tests"
    passed, seconds = run_tests(copy_root, tests, timeout=max(time_limit, 600))
    if not passed or seconds > time_limit:
        tally.left_out.append(module)
        return f"{module:42} left out: its tests {'fail on the real code' if not passed else f'take {seconds:.0f}s'}"
    target = copy_root / module
    original = target.read_text(encoding="utf-8")
    killed = 0
    for mutant in chosen:
        if mutant.equivalent:
            tally.equivalent.append(mutant)
            continue
        target.write_text(mutated_source(mutant, original), encoding="utf-8")
        limit = min(time_limit, 3 * seconds + 10)
        try:
            passed, took = run_tests(copy_root, tests, timeout=limit)
        finally:
            target.write_text(original, encoding="utf-8")
        if passed:
            tally.survivors.append(mutant)
            print(f"  survived: {mutant.module}:{mutant.line}: {mutant.change}    {mutant.text}", flush=True)
        else:
            killed += 1
            tally.timed_out += took >= limit
    tally.killed += killed
    counted = sum(not mutant.equivalent for mutant in chosen)
    return f"{module:42} {counted:7} {killed:6} {seconds:7.1f}s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-module", type=int, default=4, help="mutants drawn per module (default 4)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the draw (default 1)")
    parser.add_argument("--time-limit", type=float, default=120,
                        help="seconds a mutant's tests may take (default 120); a module whose tests take longer "
                             "on the real code is left out")
    parser.add_argument("--module", action="append", choices=sorted(TESTS), metavar="PATH",
                        help="only this module (repeatable); default: every module of core/ and games/")
    args = parser.parse_args()
    modules = args.module or all_modules()
    unknown = sorted(set(modules) - set(TESTS))
    if unknown:
        parser.error(f"no tests named for {', '.join(unknown)}: add them to TESTS")
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="gameviz-mutants-") as folder:
        copy_root = Path(folder)
        _copy(copy_root)
        print(f"{'module':42} {'mutants':>7} {'killed':>6} {'baseline':>8}")
        for module in modules:
            every = mutants(module, copy_root)
            draw = random.Random(f"{args.seed}:{module}")  # each module's draw, whichever modules run
            chosen = sorted(draw.sample(every, min(args.per_module, len(every))), key=lambda m: m.index)
            print(_run_module(copy_root, module, chosen, args.time_limit, tally), flush=True)
    report(tally, args)
    sys.exit(1 if tally.survivors else 0)


def report(tally: Tally, args: argparse.Namespace) -> None:
    """Print the kill ratio, the survivors and the equivalent mutants left out of the ratio."""
    counted = tally.killed + len(tally.survivors)
    print(f"\nseed {args.seed}, {args.per_module} per module: killed {tally.killed} of {counted} non-equivalent "
          f"mutants: {tally.killed / max(counted, 1):.1%} ({tally.timed_out} by a timeout)")
    for mutant in tally.survivors:
        print(f"  survived: {mutant.module}:{mutant.line}: {mutant.change}    {mutant.text}")
    for mutant in tally.equivalent:
        print(f"  equivalent, not counted: {mutant.module}:{mutant.line}: {mutant.change}: {mutant.equivalent}")
    for module in tally.left_out:
        print(f"  left out: {module}")


if __name__ == "__main__":
    main()
