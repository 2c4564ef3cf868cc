"""Mutation testing (``benchmarks/mutation.py``): every module of ``core/`` and ``games/`` has its
tests named, and on a fixed sample every mutant that is not known to be equivalent is killed."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "mutation.py"


def _script():
    spec = importlib.util.spec_from_file_location("gameviz_mutation", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_module_of_core_and_games_has_its_tests_named_and_they_exist():
    mutation = _script()
    assert set(mutation.all_modules()) == set(mutation.TESTS)
    named = {argument for tests in mutation.TESTS.values() for argument in tests if argument.startswith("tests/")}
    assert sorted(path for path in named if not (ROOT / path).is_file()) == []


def test_the_known_equivalent_mutants_are_still_in_the_code():
    mutation = _script()
    found = {(m.module, m.text, m.change) for module in {key[0] for key in mutation.EQUIVALENT}
             for m in mutation.mutants(module)}
    assert set(mutation.EQUIVALENT) <= found


@pytest.mark.slow
def test_every_mutant_of_the_fixed_sample_is_killed():
    """Six mutants of max^n drawn with seed 16; when this was written, among them ``shallow >= 0`` →
    ``shallow > 0``, which once survived (nothing ran shallow pruning with a total of 0), and two
    changes of the paranoid tree's estimates. Run with a lower priority: the machine may be shared."""
    nice = ["nice", "-n", "10"] if shutil.which("nice") else []
    done = subprocess.run([*nice, sys.executable, str(SCRIPT), "--module", "gameviz/core/search/maxn.py",
                           "--per-module", "6", "--seed", "16", "--time-limit", "300"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert re.search(r"killed (\d+) of \1 non-equivalent mutants: 100\.0%", done.stdout), done.stdout + done.stderr
    assert done.returncode == 0
