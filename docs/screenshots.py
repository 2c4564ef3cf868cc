"""Take the screenshots shown in the README (offscreen; no display needed), at 1600 × 1000 in
presentation mode, as a class sees them on a projector.

Run: ``python docs/screenshots.py``; it writes the PNG files next to this script, the picture of
a Beamer frame made of a TikZ export when pdflatex and pdftoppm (poppler-utils) are installed, the
pictures the command line draws (:data:`CLI_PICTURES`: a caption in the Adam/Ève notation, a tree
valued +1 / 0 / −1, a game graph's worksheet, a Connect 4 board with the course's weights), the 10-stick
web page in Chromium when chromium is (``python docs/screenshots.py web`` takes that one only), and the
example notebook run by Jupyter when nbclient, nbconvert and chromium are (``python docs/screenshots.py
notebook`` takes that one only).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402

HERE = Path(__file__).resolve().parent
SHOTS = [
    # (file, source, what to do)
    ("sticks-result.png", "sticks", "result"),
    ("chomp-2x3-step2.png", "chomp:rows=2,cols=3", 2),
    ("sticks-exercise.png", "sticks", "exercise"),
    ("sticks-fr-step3.png", "sticks", "french"),
    ("tree-alphabeta.png", "sticks", "tree"),
    ("tree-exercise.png", "sticks", "tree-exercise"),
    ("connect4-board.png", "connect4", "board"),
    ("tree-maxn.png", "sticks", "tree-maxn"),
    ("chinesecheckers-board.png", "chinesecheckers:players=3", "pegs"),
    ("trois-joueurs-step3.png", "examples/trois_joueurs.json", 3),
    ("tree-horizon.png", "examples/effet_horizon.fen", "tree-tab"),
]
#: Chinese checkers: the moves before the picture, and the peg picked up (its chains of jumps go far).
PEGS_MOVES, PEGS_PICKED = "c1-e5 k1-i1 m10-m9 e5-f5 l2-h1 k10-k9 f5-f4 i1-h2 m9-m10", "a1"


def main(only: set[str] | None = None) -> None:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from gameviz.ui.app import create_application
    from gameviz.ui.i18n import install
    from gameviz.ui.main_window import MainWindow
    from gameviz.ui.settings import Settings

    app = create_application()

    def settle(window, seconds=0.3) -> None:
        deadline = time.time() + 60
        def busy() -> bool:
            drawing = window.document is not None and (window.timeline is None or window.view.busy)
            return bool(window.load_job or window.layout_job or drawing or window.board_tab.scoring.busy)

        while busy() and time.time() < deadline:
            app.processEvents()
            time.sleep(0.01)
        end = time.time() + seconds
        while time.time() < end:
            app.processEvents()
            time.sleep(0.01)

    for name, source, action in SHOTS:
        if only is not None and name not in only:
            continue
        install("fr" if action == "french" else "en")
        window = MainWindow(Settings())
        window.resize(1600, 1000)
        window.show()
        if source.startswith("examples/"):  # a file that comes with gameviz
            from gameviz.resources import resource

            source = str(resource(*source.split("/")))
        window.open_source(source, remember=False)
        window.step_dock.raise_()
        settle(window)
        window.set_presentation(True)
        settle(window)
        if action == "result":
            window.stepper.last()
            window.select((10, 1))
        elif action == "exercise":
            window.window_actions.exercise_mode.setChecked(True)
            window.stepper.set_index(2)
            for vertex in [(5, 2), (6, 2)]:
                window.view.nodeClicked.emit(vertex)
            window.exercise.check()
        elif action == "board":  # the heuristic on the board and the exact score of each column
            window.board_tab.set_position_text("457377456737766126")
            window.window_actions.heuristic_board.setChecked(True)
            window.board_tab.score_moves()
        elif action == "pegs":  # the holes a peg reaches by steps and chains of jumps
            board_tab = window.board_tab
            board_tab.set_position_text(PEGS_MOVES)
            game = board_tab.session.game
            board_tab.board.click_hole(game.by_name[PEGS_PICKED])
        elif action == "french":
            window.stepper.set_index(3)
        elif action == "tree-tab":  # the position's search tree, fitted to read on a projector
            window.tabs.setCurrentWidget(window.tree_tab)
            while window.tree_tab.busy:
                app.processEvents()
                time.sleep(0.01)
            settle(window, 1.0)
        elif isinstance(action, str) and action.startswith("tree"):
            from gameviz.core.search.trace import Cutoff

            window.tabs.setCurrentWidget(window.tree_tab)
            window.tree_tab.set_exercise("[[(5, 2, 2), (4, 1, 4)], [(3, 6, 0), (9, 0, 0)], [(1, 1, 7), (2, 2, 2)]]"
                                         if action == "tree-maxn" else "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")
            if action == "tree-maxn":
                tree_tab = window.tree_tab
                tree_tab.toolbar.algorithm.setCurrentIndex(tree_tab.toolbar.algorithm.findData("maxn-shallow"))
            while window.tree_tab.busy:
                app.processEvents()
                time.sleep(0.01)
            settle(window)
            if action in ("tree", "tree-maxn"):
                events = window.tree_tab.timeline.events
                window.stepper.set_index(next(i for i, e in enumerate(events) if isinstance(e, Cutoff)))
            else:
                window.window_actions.exercise_mode.setChecked(True)
                panel = window.tree_exercise
                for path, value in {(0,): 3, (1,): 4}.items():
                    panel.select(path)
                    panel.value.setText(str(value))
                    panel.value.editingFinished.emit()
                panel.select((1,))
                panel.toggle_cut((1, 2))
                panel.check()
        else:
            window.stepper.set_index(action)
        settle(window)
        window.grab().save(str(HERE / name))
        print(HERE / name)
        if window.document is not None:
            window.document.history.set_clean()
        window.set_presentation(False)
        window.close()
    install("en")


BEAMER = r"""\documentclass{beamer}
\usepackage{tikz}
\begin{document}
\begin{frame}{The attractor of J1}
\input{sticks.tex}
\end{frame}
\end{document}
"""


def beamer_frame(name: str = "beamer-sticks-step2.png") -> None:
    """The third slide (𝒜¹₂) of ``gameviz export sticks -o sticks.tex --all-steps --caption``,
    compiled by pdflatex in a 4:3 Beamer frame."""
    import shutil
    import subprocess

    from gameviz.cli import main as gameviz

    if not (shutil.which("pdflatex") and shutil.which("pdftoppm")):
        print(f"{name}: skipped (needs pdflatex and pdftoppm)")
        return
    with tempfile.TemporaryDirectory() as folder:
        gameviz(["export", "sticks", "-o", str(Path(folder) / "sticks.tex"), "--all-steps", "--caption"])
        (Path(folder) / "frame.tex").write_text(BEAMER)
        subprocess.run(["pdflatex", "-interaction=nonstopmode", "frame.tex"], cwd=folder, check=True,
                       capture_output=True)
        subprocess.run(["pdftoppm", "-png", "-r", "200", "-f", "3", "-l", "3", "-singlefile", "frame.pdf",
                        str(HERE / Path(name).stem)], cwd=folder, check=True)
    print(HERE / name)


#: Pictures the command line draws, as a teacher would for a handout or a slide: (file, gameviz's arguments).
CLI_PICTURES = [
    # seed 002's notation: Adam's attractor of Chomp 2×2 at step 3, with its caption
    ("chomp-2x2-adam-eve.png", ["export", "chomp:rows=2,cols=2", "--notation", "adam-eve", "--step", "3", "--caption"]),
    # seed 001's values +1 / 0 / −1: tic-tac-toe after 1 5 9 3 7, O to move
    ("tree-pm1.png", ["tree", "tictactoe", "--moves", "1 5 9 3 7", "--values", "pm1", "--algorithm", "minimax"]),
    # a game graph's worksheet: the exercise (positions and moves) above its answer key
    ("game-graph-worksheet.png", ["export", "sticks:n=6", "--graph", "game", "--worksheet", "--caption"]),
    # a board for a slide: Connect 4 after 4453 with the course's weights (seed 000, figure 5), h and its formula
    ("connect4-board-export.png", ["export", "connect4", "--moves", "4453", "--board", "--heuristic"]),
]


def cli_pictures() -> None:
    """Draw :data:`CLI_PICTURES` with gameviz's command line; a worksheet's two pages are put one above
    the other, the exercise first, with a rule between them."""
    from PySide6.QtGui import QColor, QImage, QPainter, QPen

    from gameviz.cli import main as gameviz

    for name, arguments in CLI_PICTURES:
        with tempfile.TemporaryDirectory() as folder:
            drawn = Path(folder) / name
            if gameviz([*arguments, "-o", str(drawn), "--scale", "1.5"]) != 0:
                raise SystemExit(f"{name}: gameviz {' '.join(arguments)} failed")
            if "--worksheet" not in arguments:
                (HERE / name).write_bytes(drawn.read_bytes())
            else:
                pages = [QImage(str(drawn.with_name(f"{drawn.stem}_{part}.png"))) for part in ("exercise", "answers")]
                gap = 24
                sheet = QImage(max(p.width() for p in pages), sum(p.height() for p in pages) + gap,
                               QImage.Format.Format_RGB32)
                sheet.fill(QColor("white"))
                painter = QPainter(sheet)
                painter.drawImage(0, 0, pages[0])
                pen = QPen(QColor("#999999"), 2)
                pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(gap, pages[0].height() + gap // 2, sheet.width() - gap, pages[0].height() + gap // 2)
                painter.drawImage(0, pages[0].height() + gap, pages[1])
                painter.end()
                sheet.save(str(HERE / name))
        print(HERE / name)


def web_page(name: str = "web-page-sticks.png") -> None:
    """The 10-stick web page in Chromium at 𝒜¹₂ with the Vertex panel of (4,1): ``gameviz export
    batonnets10.py -o page.html`` opened at ``page.html#step=3&vertex=(4,1)`` by headless Chromium
    (Debian's ``chromium``), in a window of 1300 × 705."""
    import shutil
    import subprocess

    from gameviz.cli import main as gameviz
    from gameviz.resources import resource

    chromium = shutil.which("chromium")
    if chromium is None:
        print(f"{name}: skipped (needs chromium)")
        return
    with tempfile.TemporaryDirectory() as folder:
        page = Path(folder) / "batonnets.html"
        gameviz(["export", str(resource("examples", "batonnets10.py")), "-o", str(page)])
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--window-size=1300,705", f"--user-data-dir={Path(folder) / 'profile'}",
                        f"--screenshot={HERE / name}", page.as_uri() + "#step=3&vertex=(4,1)"],
                       check=True, capture_output=True)
    print(HERE / name)


def web_pages() -> None:
    """The tree page of tic-tac-toe after 5 1 9 on a laptop (1280 × 800) and on a phone (390 × 844), and
    the board page of tic-tac-toe with each move's value (``morpion.html#values``), in headless Chromium."""
    import shutil
    import subprocess

    from gameviz.cli import main as gameviz

    chromium = shutil.which("chromium")
    if chromium is None:
        print("web pages: skipped (needs chromium)")
        return
    with tempfile.TemporaryDirectory() as folder:
        tree, board = Path(folder) / "arbre.html", Path(folder) / "morpion.html"
        gameviz(["tree", "tictactoe", "--moves", "5 1 9", "-o", str(tree)])
        gameviz(["export", "tictactoe", "--play", "-o", str(board)])
        for name, size, address in (("web-tree-laptop.png", "1280,800", tree.as_uri()),
                                    ("web-tree-phone.png", "390,844", tree.as_uri()),
                                    ("web-board-values.png", "1280,720", board.as_uri() + "#values")):
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            f"--window-size={size}", f"--user-data-dir={Path(folder) / 'profile'}",
                            f"--screenshot={HERE / name}", address], check=True, capture_output=True)
            print(HERE / name)


def notebook(name: str = "notebook.png") -> None:
    """The example notebook (``carnet_jupyter.ipynb``) run in a Jupyter kernel by nbclient beside the other
    examples, made a page by nbconvert (JupyterLab's look) and photographed by headless Chromium, from its
    title to the 10 sticks' stepper, in a window of 1300 × 1650."""
    import shutil
    import subprocess

    from gameviz.resources import examples, resource

    chromium = shutil.which("chromium")
    try:
        import nbformat
        from nbclient import NotebookClient
        from nbconvert import HTMLExporter
    except ImportError:
        chromium = None
    if chromium is None:
        print(f"{name}: skipped (needs nbclient, nbconvert and chromium)")
        return
    with tempfile.TemporaryDirectory() as folder:
        for path in examples():
            if path.is_file():
                shutil.copyfile(path, Path(folder) / path.name)
        notebook = nbformat.read(resource("examples", "carnet_jupyter.ipynb"), as_version=4)
        NotebookClient(notebook, timeout=300, kernel_name="python3", resources={"metadata": {"path": folder}}).execute()
        page = Path(folder) / "carnet.html"
        page.write_text(HTMLExporter(template_name="lab").from_notebook_node(notebook)[0], encoding="utf-8")
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--window-size=1300,1650", "--virtual-time-budget=10000",  # the steppers' scripts run
                        f"--user-data-dir={Path(folder) / 'profile'}", f"--screenshot={HERE / name}", page.as_uri()],
                       check=True, capture_output=True)
    print(HERE / name)


if __name__ == "__main__":
    if sys.argv[1:] == ["web"]:  # python docs/screenshots.py web: the web pages' only
        sys.exit(web_page() or web_pages())
    if sys.argv[1:] and all(name.endswith(".png") for name in sys.argv[1:]):  # those of the window named
        sys.exit(main(set(sys.argv[1:])))
    if sys.argv[1:] == ["notebook"]:  # python docs/screenshots.py notebook: the notebook's only
        sys.exit(notebook())
    sys.exit(main() or beamer_frame() or cli_pictures() or web_page() or web_pages() or notebook())
