"""Shared test setup: Qt runs offscreen, and hypothesis runs under a named profile.

Profiles: ``ci`` (the default, and what CI runs) gives each property test its
full budget of examples; ``dev`` (``HYPOTHESIS_PROFILE=dev``) a tenth of it,
for quick runs while working. Tests state their budget with :func:`budget`.
Long property tests are marked ``slow``: ``pytest -m "not slow"`` skips them.
"""

from __future__ import annotations

import gc
import os
import sys

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# "the system's language" is English here, whatever the machine running the tests speaks
os.environ["LC_ALL"] = "C.UTF-8"

settings.register_profile("ci", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
settings.load_profile(PROFILE)


def budget(examples: int, **options) -> settings:
    """Settings for a property test worth ``examples`` examples under the ci profile (and other
    settings, such as ``derandomize``)."""
    return settings(max_examples=examples if PROFILE == "ci" else max(5, examples // 10), **options)


@pytest.fixture(autouse=True)
def _numbers_in_english():
    """Each test starts writing numbers as English does (5,478), whatever language a test before it chose
    (a French command line or window sets it for the rest of the process, as its translation)."""
    from gameviz.core.numerals import set_language

    set_language("en")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long test, run apart by the README's second test command (-m slow)")
    config.addinivalue_line("markers", "packaging: builds the bundled application (deselect with -m 'not packaging')")


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item):
    """Delete the widgets a test closed, once every fixture is torn down.

    pytest-qt closes a test's widgets with ``deleteLater``, which only an event loop
    honours; outside one they would live on, each window's application-wide event filter
    slowing every later test. Jobs still running are ended first and their last signals
    delivered, so that none reaches a deleted window during a later test. After a test with windows
    (pytest-qt's ``qtbot``), the collector then frees the Python side of their cycles."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is None:
        return
    if "gameviz.ui.workers" in sys.modules:
        from gameviz.ui.workers import cancel_all

        # a job the test left running answers its (closed) window now, while the window still exists
        cancel_all(wait=30)
        QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if "qtbot" in item.fixturenames:  # (a full collection takes up to a second: only where windows were)
        gc.collect()


def pytest_sessionstart(session):
    """Compile the searches' kernels once, before pytest-xdist's workers start (on a fresh clone numba's cache
    is empty): each worker and each ``gameviz`` a test starts then reads them from the cache in a fraction of a
    second, instead of compiling them for tens of seconds of processor time in whichever test searches first
    (beyond the time a hostile-input test allows its process)."""
    if hasattr(session.config, "workerinput"):
        return
    from gameviz.core.search.compiled import kernel_problem

    kernel_problem()  # (a machine where they cannot compile runs the Python searches; its tests say so)


def pytest_collection_finish(session):
    """Move what the imports and the collection made (modules, numba, hypothesis: millions of objects) out of
    the collector's reach, so that each collection after a window test walks only what tests made since."""
    gc.collect()
    gc.freeze()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report):
    """Escape lone surrogates (file names that are not UTF-8, which some tests use on purpose) in what a
    test printed or logged, so that a worker of pytest-xdist can send its report as UTF-8."""
    report.sections = [(title, text.encode("utf-8", "backslashreplace").decode("utf-8"))
                       for title, text in report.sections]
