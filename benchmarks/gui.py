"""How quickly the application shows arenas, and how smoothly it steps.

Prints, measured in one run (offscreen unless a display is set):

1. launch to first painted arena for the default example (a new process:
   Python start, imports, window, game, solve, layout, paint);
2. the whole tic-tac-toe arena (5,478 positions, 16,167 moves) opened and
   painted with the layered layout and with sfdp;
3. the longest stall of the window's event loop while a layout runs (a timer
   ticks every 5 ms; a stall is the longest gap between two ticks);
4. ``gameviz connect4``: launch to the painted 7×6 board (a new process), and
   a depth-6 alpha-beta tree from the empty board searched and drawn, with the
   longest stall of the window meanwhile; the search's compiled kernels are
   warmed first by the same search, as the other measurements run warm:
   numba compiling them on a cold cache (about 16 s, on the first run or from
   a new path) or loading them from it is printed apart;
5. large arenas: a random 10,000-vertex arena with cycles (a file), and the
   60,000-vertex stick arena, opened, solved, laid out and painted, with the
   processor time it took (the window's thread and the workers') and the
   longest stall of the window meanwhile;
6. one step change on a 2,000-vertex arena, as the user sees it: the
   window's state updated and Qt's repaint of what changed. Steps between
   two sets, steps into or out of the result frame (which restyles every
   vertex) and first visits are reported apart; and, for comparison, with a
   forced repaint of the whole view.

Targets: under 1.5 s to the first picture; tic-tac-toe under 5 s; the
Connect 4 board under 1 s; 10,000 vertices with cycles under 3 s, 60,000
under 2.5 s (the time, and the processor time of every thread); no stall over
100 ms; a step change under 16 ms.

Run: ``python benchmarks/gui.py`` (``--tiny``: every measurement on tiny sizes, once, to check that
the script still runs; a test does so)
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LAUNCH = r"""
import time, sys, os, tempfile
from PySide6.QtCore import QSettings, QEvent, QObject, QTimer
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
from gameviz.ui.app import create_application
from gameviz.ui.main_window import MainWindow
from gameviz.ui.settings import Settings

app = create_application()
window = MainWindow(Settings())
window.resize(1400, 860)
window.show()

class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and {painted}:
            print(f"painted {{time.time():.6f}}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False

watch = Watch()
{watched}.installEventFilter(watch)
window.open_source("{source}", remember=False)
app.exec()
"""
#: Launch to the first painted arena of the 10-stick game.
FIRST_PICTURE = LAUNCH.format(painted="window.view.nodes and not window.view.busy", watched="window.view.viewport()",
                              source="sticks:n=10,take=1-3,last=loses")
#: Launch to the painted board of ``gameviz connect4``.
FIRST_BOARD = LAUNCH.format(painted="window.board_tab.board.board is not None", watched="window.board_tab.board",
                            source="connect4")


def first_picture(script: str = FIRST_PICTURE) -> float:
    """Seconds from starting a new process to the first painted arena (or board)."""
    start = time.time()
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    for line in done.stdout.splitlines():
        if line.startswith("painted"):
            return float(line.split()[1]) - start
    raise RuntimeError(done.stderr[-2000:])


class StallMeter:
    """Ticks every 5 ms on the GUI thread and remembers the longest gap."""

    def __init__(self, app) -> None:
        from PySide6.QtCore import QTimer

        self.app = app
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.longest = 0.0
        self.last = None

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.last is not None:
            self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.longest, self.last = 0.0, None
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.longest


def open_and_measure(app, window, source: str, engine: str, meter: StallMeter) -> tuple[float, float, float, float]:
    """(seconds to painted, longest stall during the layout, longest stall overall, seconds of processor time
    meanwhile, every thread of the process counted)."""
    window.settings.set_default_layout(engine)
    start, processor = time.perf_counter(), time.process_time()
    meter.start()
    window.open_source(source, remember=False)
    layout_stall = 0.0
    while window.load_job is not None or window.timeline is None or window.layout_job is not None:
        app.processEvents()
        time.sleep(0.001)
        if window.layout_job is not None:
            layout_stall = max(layout_stall, meter.longest)
    while window.view.busy:
        app.processEvents()
        time.sleep(0.001)
    window.view.viewport().repaint()
    elapsed = time.perf_counter() - start
    return elapsed, layout_stall, meter.stop(), time.process_time() - processor


def cyclic_arena_file(vertices: int, folder: str) -> str:
    """A random arena with cycles (benchmarks/attractor.py's: 4 moves per vertex, 2 % targets) as JSON."""
    from attractor import random_arena

    from gameviz.io import write_arena

    path = os.path.join(folder, f"cyclic{vertices}.json")
    write_arena(random_arena(4 * vertices, seed=5), path)
    return path


def step_times(app, window) -> dict[str, list[float]]:
    """Seconds per step change, forward to the result and back, by kind: the first
    visit of each frame (its styles made, its shapes prepared), then, three
    times over, steps between two sets, steps into or out of the result (every
    vertex and strategy edge restyled), and the same steps with a forced
    repaint of the whole view."""
    times: dict[str, list[float]] = {"first": [], "sets": [], "result": [], "forced": []}
    timeline = window.timeline
    count = window.stepper.count
    order = list(range(count)) + list(range(count - 2, -1, -1))
    for index in order:
        start = time.perf_counter()
        window.stepper.set_index(index)
        app.processEvents()
        times["first"].append(time.perf_counter() - start)
    for _ in range(3):
        previous = order[-1]
        for index in order:
            start = time.perf_counter()
            window.stepper.set_index(index)
            app.processEvents()
            kind = "result" if timeline.is_result(index) or timeline.is_result(previous) else "sets"
            times[kind].append(time.perf_counter() - start)
            previous = index
        for index in order:
            start = time.perf_counter()
            window.stepper.set_index(index)
            window.view.viewport().repaint()
            times["forced"].append(time.perf_counter() - start)
    return times


def connect4_tree(app, window, meter: StallMeter, depth: int = 6) -> tuple[float, float, int]:
    """(seconds, longest stall, nodes searched) for a depth-bounded alpha-beta tree of the empty
    7×6 board, searched in the worker and drawn in the tree tab."""
    window.open_source("connect4", remember=False)
    while window.load_job is not None:
        app.processEvents()
        time.sleep(0.001)
    tab = window.tree_tab
    tab.toolbar.depth_box.setValue(depth)
    tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("alphabeta"))
    start = time.perf_counter()
    meter.start()
    window.tabs.setCurrentWidget(tab)
    while tab.busy or tab.timeline is None or tab.view.busy:
        app.processEvents()
        time.sleep(0.001)
    tab.view.viewport().repaint()
    elapsed, stall = time.perf_counter() - start, meter.stop()
    window.tabs.setCurrentWidget(window.arena_page)  # back to the arena, which the next measurements are about
    return elapsed, stall, tab.result.stats.nodes


def summary(seconds: list[float]) -> str:
    """mean / median / max in milliseconds."""
    ms = [s * 1000 for s in seconds]
    return f"{statistics.mean(ms):>5.1f} / {statistics.median(ms):.1f} / {max(ms):.1f} ms"


#: What each measurement opens: the full sizes, and tiny ones that only check the script runs.
SIZES = {
    "full": {"launches": 3, "game": "tictactoe", "depth": 6, "cyclic": 10_000, "sticks": 29_999, "steps": 2000},
    "tiny": {"launches": 1, "game": "sticks:n=6", "depth": 2, "cyclic": 30, "sticks": 40, "steps": 20},
}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="tiny sizes, one run each: check that the script runs")
    size = SIZES["tiny" if parser.parse_args(argv).tiny else "full"]
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from gameviz.ui.app import create_application
    from gameviz.ui.main_window import MainWindow
    from gameviz.ui.settings import Settings

    runs = size["launches"]
    launches = [first_picture() for _ in range(runs)]
    boards = [first_picture(FIRST_BOARD) for _ in range(runs)]
    app = create_application()
    window = MainWindow(Settings())
    window.resize(1400, 860)
    window.show()
    meter = StallMeter(app)
    shown = time.perf_counter()
    while time.perf_counter() - shown < 1.0:  # the window's first paint is not part of any measurement
        app.processEvents()

    game, cyclic, sticks = size["game"], size["cyclic"], size["sticks"]
    print(f"{'measurement':<58} {'value':>12}  target")
    print(f"{f'launch to first painted arena (10 sticks), best of {runs}':<58} {min(launches):>10.2f} s  < 1.5 s")
    for engine in ("layered", "sfdp"):
        elapsed, layout_stall, overall, _ = open_and_measure(app, window, game, engine, meter)
        print(f"{f'{game}, {engine}: open, solve, lay out, paint':<58} {elapsed:>10.2f} s  < 5 s")
        print(f"{f'  longest stall of the window while {engine} runs':<58} {layout_stall * 1000:>9.0f} ms  < 100 ms")
        print(f"{'  longest stall overall (drawing every item included)':<58} {overall * 1000:>9.0f} ms")
    print(f"{f'gameviz connect4: launch to the painted 7×6 board, best of {runs}':<58} {min(boards):>10.2f} s  < 1 s")
    depth = size["depth"]
    warming = connect4_tree(app, window, meter, depth)[0]  # the kernels compiled or loaded from numba's cache
    elapsed, stall, nodes = connect4_tree(app, window, meter, depth)
    print(f"{f'connect4, alpha-beta to depth {depth} ({nodes:,} nodes), kernels warm: searched, drawn':<58} "
          f"{elapsed:>10.2f} s")
    print(f"{'  longest stall of the window meanwhile':<58} {stall * 1000:>9.0f} ms  < 100 ms")
    print(f"{'  the same search before, kernels compiled or loaded':<58} {warming:>10.2f} s")
    with tempfile.TemporaryDirectory() as folder:
        for source, what, target in ((cyclic_arena_file(cyclic, folder), f"{cyclic:,} vertices with cycles (a file)", 3),
                                     (f"sticks:n={sticks},take=1-3,last=loses",
                                      f"{2 * sticks + 2:,} vertices ({sticks:,} sticks)", 2.5)):
            elapsed, _, overall, processor = open_and_measure(app, window, source, "auto", meter)
            print(f"{f'{what}: open, solve, lay out, paint':<58} {elapsed:>10.2f} s  < {target} s")
            print(f"{'  processor time meanwhile (every thread)':<58} {processor:>10.2f} s  < {target} s")
            print(f"{'  longest stall of the window meanwhile':<58} {overall * 1000:>9.0f} ms  < 100 ms")
    steps = size["steps"]
    open_and_measure(app, window, f"random:vertices={steps},moves=3,acyclic=yes,seed=5", "auto", meter)
    times = step_times(app, window)
    print(f"{f'{steps:,}-vertex arena, one step (mean / median / max)':<58} {summary(times['sets'])}  < 16 ms")
    print(f"{'  into or out of the result (everything restyled)':<58} {summary(times['result'])}")
    print(f"{'  first visit of each step (styles and shapes made)':<58} {summary(times['first'])}")
    print(f"{'  with a forced repaint of the whole view':<58} {summary(times['forced'])}")
    window.document.history.set_clean()
    window.close()


if __name__ == "__main__":
    main()
