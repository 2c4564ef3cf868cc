"""The application: start-up, stepping, editing, files, errors, languages."""

from __future__ import annotations

import json
import re

from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from gameviz.cli import main
from gameviz.core.outcome import Outcome
from gameviz.core.solution import solve
from gameviz.figure.style import LIGHT, SIZES
from gameviz.games import arena_from_spec
from gameviz.model import edits
from gameviz.report.attractor import SHOWN
from gameviz.ui.main_window import open_default
from tests.ui.conftest import open_and_wait, wait_ready


def test_starts_on_the_course_ten_stick_game(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    arena = window.document.arena
    assert arena.game == "sticks:n=10,take=1-3,last=loses"
    assert len(window.view.nodes) == 21 and len(window.view.edges) == 51
    assert window.stepper.count == 8  # A_0 … A_6 and the result
    assert "𝒜¹₀ = V₁ = {(0,1)}" in window.step_panel.toPlainText()
    assert "21 vertices, 51 moves" in window.status.text()
    assert "sticks" in window.windowTitle()


def expected_style(window, vertex, m):
    rank = window.document.solution.attractors[1].rank.get(vertex)
    if rank is None or rank > m:
        return None
    return rank


def test_stepping_shows_exactly_the_solver_sets_and_ranks(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    solution = solve(window.document.arena)
    blue = LIGHT.player(1)
    order = list(range(7)) + [5, 2, 0]  # forward, then back
    for m in order:
        window.stepper.set_index(m)
        for vertex, item in window.view.nodes.items():
            style = item.style
            rank = solution.attractors[1].rank.get(vertex)
            if rank is not None and rank <= m:
                assert style.badge == str(rank), (m, vertex)
                assert style.fill == (blue.new if rank == m else blue.fill), (m, vertex)
                assert style.line_width == (SIZES.emphasis_line if rank == m else SIZES.line + 0.4)
            else:
                assert style.badge is None and style.fill == LIGHT.vertex_fill, (m, vertex)
        bold = {e for e, item in window.view.edges.items() if item.style.color == blue.line}
        expected = {(u, w) for step in solution.attractors[1].steps[1 : m + 1] for u, w in step.moves}
        arena = window.document.arena
        if m >= 1:  # and every move of the J2 vertices that enter at this step
            expected |= {(v, w) for v in solution.attractors[1].steps[m].added if arena.player(v) == 2
                         for w in arena.successors(v)}
        assert bold == expected


def test_result_shows_both_attractors_strategies_and_the_winner(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.stepper.last()
    nodes = window.view.nodes
    assert nodes[(10, 1)].style.caption == "start: J1 wins"
    assert nodes[(9, 1)].style.fill == LIGHT.player(2).fill
    assert window.view.edges[((10, 1), (9, 2))].style.width == SIZES.strategy_line
    text = window.step_panel.toPlainText()
    assert "From the start (10,1), J1 wins: the start has rank 6 in the attractor of J1." in text
    assert "Attractor of J1: 11 vertices. Attractor of J2: 10 vertices. Draws: 0." in text


def test_both_players_and_the_other_player(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    window.players.setCurrentIndex(1)  # J2
    assert window.stepper.count == 3  # A_0, A_1 and the result
    window.stepper.set_index(1)
    labels = {window.document.arena.label(v) for v, i in window.view.nodes.items() if i.style.badge == "1"}
    assert labels == {"1e", "3e"}
    window.players.setCurrentIndex(2)  # both
    assert window.stepper.count == 5
    window.stepper.set_index(3)
    assert window.view.nodes[window.document.arena.vertex("0a")].style.badge == "3"


def test_inspector_and_links(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.stepper.last()  # the result: all is known
    window.view.nodeClicked.emit((10, 1))
    text = window.inspector.toPlainText()
    assert "(10,1)" in text and "rank 6" in text and "J1 wins" in text
    assert "Strategy move" in text and "(9,2)" in text
    window.inspector.vertexClicked.emit("9,2")
    assert window.selected == (9, 2)
    assert window.view.nodes[(9, 2)].style.selected


def test_grundy_value_in_the_inspector(qtbot, window):
    open_and_wait(qtbot, window, "nim:heaps=1/2")
    window.stepper.last()
    start = window.document.arena.start
    window.select(start)
    assert "Grundy value" in window.inspector.toPlainText()
    assert "3" in window.inspector.toPlainText()  # 1 xor 2


def test_why_a_grundy_value_is_missing_follows_the_language(qtbot, window):
    open_and_wait(qtbot, window, "sticks")  # the last stick loses: misère play, no Grundy value
    window.stepper.last()
    window.select((5, 2))
    assert "not used here: the last player to move loses (misère play)" in window.inspector.toPlainText()
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.inspector_dock.windowTitle() == "Sommet")
        text = window.inspector.toPlainText()
        assert "Valeur de Grundy" in text and "not used here" not in text and "misère" in text
    finally:
        window.set_language("en")


def test_editing_is_undoable_and_keeps_the_layout(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    document = window.document
    original = document.arena.copy()
    box = document.layout.nodes[(10, 1)]
    window.window_actions.add_vertex[2].trigger()
    qtbot.waitUntil(lambda: len(window.view.nodes) == 22)
    new = [v for v in document.arena if v not in original][0]
    window.editing.add_edge((10, 1), new)
    assert new in document.arena.successors((10, 1))
    assert document.layout.nodes[(10, 1)] == box  # nothing moved
    window.select(new)
    window.editing.switch_player()
    assert document.arena.player(new) == 1
    window.editing.set_target(2)
    assert document.arena.target_of(new) == 2
    assert document.modified and window.isWindowModified()
    for _ in range(4):
        document.history.undo()
    assert document.arena.same_as(original)
    assert len(window.view.nodes) == 21
    document.history.redo()
    assert len(document.arena) == 22


def test_a_vertex_of_a_third_player_brings_that_player_into_the_menus_and_the_attractors(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    a, document = window.window_actions, window.document
    assert [p for p, add in a.add_vertex.items() if add.isVisible()] == [1, 2, 3]  # one more player may come in
    assert [p for p, target in a.target.items() if target.isVisible()] == [1, 2]
    assert a.add_vertex[3].text() == "Add a Vertex of J3"
    a.add_vertex[3].trigger()
    qtbot.waitUntil(lambda: len(window.view.nodes) == 22)
    new = next(v for v in document.arena if document.arena.player(v) == 3)
    window.editing.add_edge(new, (0, 1))  # J1 has won there
    window.select(new)
    assert document.arena.players == 3
    assert [p for p, add in a.add_vertex.items() if add.isVisible()] == [1, 2, 3, 4]
    assert [p for p, target in a.target.items() if target.isVisible()] == [1, 2, 3]
    assert [window.players.itemData(i) for i in range(window.players.count())] == [(1,), (2,), (3,), (1, 2, 3)]
    window.editing.switch_player()  # J3 → J1
    assert document.arena.player(new) == 1
    a.target[3].trigger()
    assert document.arena.target_of(new) == 3
    document.history.undo()
    document.history.undo()
    assert document.arena.player(new) == 3 and document.arena.target_of(new) is None
    qtbot.waitUntil(lambda: window.document.solution is not None and new in window.document.solution.attractors[1])
    for _ in range(2):  # the move, the vertex: two players again
        document.history.undo()
    assert document.arena.players == 2
    assert [p for p, target in a.target.items() if target.isVisible()] == [1, 2]
    assert window.players.count() == 3


def test_delete_vertex_and_undo_restore_everything(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    document = window.document
    original = document.arena.copy()
    window.select((5, 2))
    window.editing.delete_selected()
    assert (5, 2) not in document.arena
    # solved again: without (5,2), J1's route (8,1) → (5,2) is gone and J2 wins from the start
    assert document.solution.outcome == solve(document.arena).outcome
    assert document.solution.start_outcome == Outcome(2)
    document.history.undo()
    assert {v: document.arena.successors(v) for v in document.arena} == {
        v: original.successors(v) for v in original}
    assert document.solution.attractors[1].rank[(10, 1)] == 6


def test_rename_and_set_start(qtbot, window, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    document = window.document
    document.history.push(edits.Rename(document, (0, 1), "gagné"))
    assert document.arena.label((0, 1)) == "gagné"
    document.history.push(edits.SetStart(document, (7, 1)))
    assert document.arena.start == (7, 1)
    window.stepper.last()
    assert window.view.nodes[(7, 1)].style.caption == "start: J1 wins"


def test_save_and_reopen(qtbot, window, tmp_path, monkeypatch):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    document = window.document
    window.select(document.arena.vertex("2e"))
    window.editing.switch_player()
    path = tmp_path / "chomp.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "chomp"), ""))
    assert window.editing.save_as()  # the suffix .json is added
    assert not document.modified
    data = json.loads(path.read_text())
    assert {"id": "2e", "player": 1} in data["vertices"]
    open_and_wait(qtbot, window, str(path))
    assert window.document.arena.same_as(document.arena) or window.document.arena.player("2e") == 1
    assert window.document.path == path


def test_a_malformed_file_shows_where_and_keeps_the_arena(qtbot, window, tmp_path, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    before = window.document
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gameviz-arena", "version": 1,\n "vertices": [{"id": "a", "player": 3}],\n "edges": []}')
    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.windowTitle(), box.informativeText())))
    window.open_source(str(bad))
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    title, text = shown[0]
    assert title == f"Cannot open {bad}"
    assert f"{bad}: line 2, column 37" in text and "must be 1 or 2" in text
    assert window.document is before and len(window.view.nodes) == 21


def test_unsaved_changes_are_not_lost_on_close(qtbot, window, monkeypatch):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.window_actions.add_vertex[1].trigger()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert window.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close()


def test_french_interface(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.window_actions.open.text() == "&Ouvrir…")
        assert window.menus.file_menu.title() == "&Fichier"
        assert window.players.itemText(0) == "Attracteur de J1"
        window.stepper.set_index(2)
        text = window.step_panel.toPlainText()
        assert "𝒜¹₂ (étape 3 sur 8)" in text
        assert "(2,1) → (1,2) ∈ 𝒜¹₁ : J1 peut jouer vers 𝒜¹₁." in text
        window.stepper.set_index(3)
        assert "tous les coups depuis (5,2) mènent dans 𝒜¹₂." in window.step_panel.toPlainText()
        assert window.stepper.position.text() == "𝒜¹₃ (étape 4 sur 8)"  # as the Step panel says it
        # the status bar, written before the switch, follows it too
        assert window.status.text().startswith("21 sommets, 51 coups")
        assert " ms : Comme dans le cours (jeux de bâtonnets)" in window.status.text()
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: window.window_actions.open.text() == "&Open…")
    assert window.status.text().startswith("21 vertices, 51 moves, opened and solved in")


def test_notation_setting(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    window.set_notation("adam-eve")
    assert window.players.itemText(1) == "Attractor of Ève"
    window.stepper.last()
    assert window.view.nodes[window.document.arena.vertex("0a")].style.caption == "start: Adam wins"
    assert window.settings.notation() == "adam-eve"


def test_settings_are_remembered(qtbot, settings_dir):
    from gameviz.ui.main_window import MainWindow
    from gameviz.ui.settings import Settings

    first = MainWindow(Settings())
    first.resize(721, 583)  # within the offscreen screen, which restoreGeometry respects
    first.show()
    first.set_theme("dark")
    first.model.preferences.default_layout = "neato"
    first.close()
    second = MainWindow(Settings())
    qtbot.addWidget(second)
    assert (second.size().width(), second.size().height()) == (721, 583)
    assert second.figure_palette.name == "dark"
    assert second.window_actions.layouts["neato"].isChecked()


def test_recent_files(qtbot, window, tmp_path):
    from gameviz.io import write_arena

    path = tmp_path / "sticks.dot"
    write_arena(arena_from_spec("sticks:n=4"), path)
    open_and_wait(qtbot, window, str(path))
    assert window.settings.recent()[0] == str(path)
    titles = [a.text() for a in window.menus.recent_menu.actions()]
    assert str(path) in titles


def test_the_step_panel_lists_a_large_step_in_part(qtbot, window):
    open_and_wait(qtbot, window, "random:vertices=2000,moves=3,acyclic=yes,seed=5")
    attractor = window.document.solution.attractors[1]
    index = max(range(len(attractor.steps)), key=lambda m: len(attractor.steps[m].added))
    added = attractor.steps[index].added
    assert len(added) > SHOWN + 10
    window.stepper.set_index(index)
    text = window.step_panel.toPlainText()
    arena = window.document.arena
    equation = next(line for line in text.splitlines() if "∪ {" in line)
    written = equation.split("∪ {")[1].removesuffix("}").split(", ")
    assert written == [arena.label(v) for v in added[:SHOWN]] + [f"… (+{len(added) - SHOWN})"]  # stops after SHOWN
    assert f"{len(added) - SHOWN} more" in text


def test_opening_another_game_asks_about_unsaved_changes(qtbot, window, monkeypatch):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=2")
    document = window.document
    window.select(document.arena.vertex("2e"))
    window.editing.switch_player()
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args[2]) or QMessageBox.StandardButton.Cancel)
    window.open_source("sticks")
    assert asked == ["The arena chomp:rows=2,cols=2 has changes that are not saved. Save them?"]
    assert window.load_job is None and window.document is document  # nothing was lost
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Discard)
    open_and_wait(qtbot, window, "sticks")
    assert window.document is not document and not window.document.modified


def test_a_drawn_arena_is_kept_out_of_the_collectors_scans_until_it_closes(qtbot, window):
    import gc

    from gameviz.ui.memory import DOCUMENTS

    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    assert DOCUMENTS.settled and gc.get_freeze_count() > 0
    window.close()
    assert not DOCUMENTS.settled and gc.get_freeze_count() == 0


def test_the_collector_pauses_while_a_document_is_built_and_collects_again_after(qtbot, window, monkeypatch,
                                                                                  tmp_path):
    """Full collections over a large arena being built would stall the window: the collector (the
    window's own, on its thread) waits from the opening until the figure is drawn, and starts again
    when an opening fails."""
    import gc

    from gameviz.ui.collector import MainThreadCollector
    from gameviz.ui.memory import DOCUMENTS

    collector = QApplication.instance().findChild(MainThreadCollector)
    window.open_source("chomp:rows=2,cols=3")
    assert DOCUMENTS.paused  # reading and solving
    gc.collect()
    garbage = [[]]
    garbage[0].append(garbage)  # a cycle, and enough new objects for the collector to want a round
    for _ in range(1000):
        garbage.append([])
    collections = []

    def heard(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(heard)
    try:
        assert gc.get_count()[0] > gc.get_threshold()[0]  # the collector would want a round
        collector.collect()
    finally:
        gc.callbacks.remove(heard)
    assert collections == []  # nothing was collected meanwhile
    del garbage
    qtbot.waitUntil(lambda: window.load_job is None, timeout=30_000)
    wait_ready(qtbot, window)
    assert not DOCUMENTS.paused
    shown = []
    monkeypatch.setattr(window, "show_error", lambda title, error: shown.append(title))
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    window.open_source(str(tmp_path / "broken.json"))
    assert DOCUMENTS.paused
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    assert not DOCUMENTS.paused and window.document.arena.game == "chomp:rows=2,cols=3"  # nothing lost
    assert not gc.isenabled()  # all the while, collections are the window's, on its thread


def test_at_a_step_of_j2_every_move_that_justifies_it_is_drawn(qtbot, window):
    from gameviz.figure.arena_figure import EVERY_MOVE_DASH

    open_and_wait(qtbot, window, "sticks")
    window.stepper.set_index(3)  # 𝒜¹₃ = 𝒜¹₂ ∪ {(5,2)}: every move of J2 from (5,2) leads into 𝒜¹₂
    for target in ((4, 1), (3, 1), (2, 1)):
        style = window.view.edges[((5, 2), target)].style
        assert style.dash == EVERY_MOVE_DASH and style.width == SIZES.emphasis_line
    assert "bold dashes: every move of J2" in window.step_panel.toPlainText()
    window.stepper.set_index(2)  # a J1 step: only the chosen moves are bold
    assert window.view.edges[((5, 2), (4, 1))].style.dash == ()


def test_every_action_has_its_own_shortcut_and_does_something(window):
    from PySide6.QtCore import SIGNAL
    from PySide6.QtGui import QAction

    actions = [a for a in vars(window.window_actions).values() if isinstance(a, QAction)]
    for group in (window.window_actions.layouts, window.window_actions.notations, window.window_actions.languages,
                  window.window_actions.themes):
        actions += list(group.values())
    keys = [key.toString() for a in actions for key in a.shortcuts() if not key.isEmpty()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    idle = [a.text() for a in actions
            if a.receivers(SIGNAL("triggered(bool)")) + a.receivers(SIGNAL("toggled(bool)")) == 0]
    assert idle == []
    assert window.window_actions.play.shortcut().toString() == "Space"
    assert window.window_actions.play_computer.shortcut().toString() == "Ctrl+Shift+P"


def test_the_stepper_and_the_step_panel_name_the_step_alike(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    assert window.stepper.position.text() == "𝒜¹₀ (step 1 of 8)"  # a new document starts at 𝒜₀
    window.stepper.set_index(3)
    assert window.stepper.position.text() == "𝒜¹₃ (step 4 of 8)"
    assert window.step_panel.toPlainText().startswith("𝒜¹₃ (step 4 of 8)")
    window.players.setCurrentIndex(2)  # both attractors: J2's has fewer steps
    assert window.stepper.position.text().startswith("𝒜¹₃, 𝒜²₃ (step 4 of 8)")
    window.stepper.last()
    assert window.stepper.position.text() == "Result (step 8 of 8)"
    assert window.step_panel.toPlainText().startswith("Result (step 8 of 8)")


def test_the_stepper_the_command_line_a_web_page_and_the_files_count_the_steps_alike(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, "sticks")
    assert main(["export", "sticks", "--all-steps", "--caption", "-o", str(tmp_path / "sticks.svg")]) == 0
    assert main(["export", "sticks", "-o", str(tmp_path / "sticks.html")]) == 0
    page = json.loads(re.search(r'id="gv-data">(.*?)</script>', (tmp_path / "sticks.html").read_text(), re.S).group(1))
    files = {int(p.name.split("_")[1]): p for p in tmp_path.glob("sticks_*.svg")}
    assert sorted(files) == list(range(1, 9))  # A₀ … A₆, then the result: 8 pictures
    for number in range(1, 9):
        window.stepper.set_index(number - 1)
        title = window.stepper.position.text()
        assert title.endswith(f"(step {number} of 8)") and window.step_panel.toPlainText().startswith(title)
        assert page["steps"][number - 1]["label"] == title  # what page.html#step=N shows (go(N - 1))
        one = tmp_path / f"step{number}.svg"
        assert main(["export", "sticks", "--step", str(number), "--caption", "-o", str(one)]) == 0
        assert one.read_text() == files[number].read_text()
    window.stepper.set_index(2)
    assert window.stepper.position.text() == "𝒜¹₂ (step 3 of 8)" and files[3].name == "sticks_3_A2.svg"
    assert files[8].name == "sticks_8_result.svg" and page["steps"][7]["label"] == "Result (step 8 of 8)"


def test_the_shortcuts_dialog_lists_every_shortcut(window, monkeypatch):
    from gameviz.ui import help as help_module

    shown = []
    monkeypatch.setattr(help_module, "_show_html", lambda parent, title, body, size=None: shown.append(body))
    help_module.show_shortcuts(window, window.window_actions)
    for text, key in (("Heuristic on the Board", "Ctrl+H"), ("Play Against the Computer", "Ctrl+Shift+P"),
                      ("Search Tree of the Selected Vertex", "Ctrl+Shift+V"), ("Play / Pause", "Space")):
        assert f"{text}</td><td><b>{key}</b>" in shown[0], text


def test_french_elides_de_before_a_vowel(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    window.set_notation("adam-eve")
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.window_actions.open.text() == "&Ouvrir…")
        assert [window.players.itemText(i) for i in range(2)] == ["Attracteur d’Adam", "Attracteur d’Ève"]
        assert window.window_actions.target[1].text() == "Position de victoire d’Adam"
        window.stepper.last()
        assert "Attracteur d’Adam : " in window.step_panel.toPlainText()
        window.set_notation("j1j2")
        assert window.players.itemText(0) == "Attracteur de J1"
    finally:
        window.set_language("en")


def test_show_says_both_at_the_result_and_goes_back_to_its_choice(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    count = window.stepper.count
    assert window.players.currentText() == "Attractor of J1"
    window.stepper.last()
    assert window.players.currentText() == "Both attractors"  # both are drawn at the result
    assert window.stepper.count == count  # still J1's steps
    window.stepper.previous()
    assert window.players.currentText() == "Attractor of J1" and window.step_title(window.stepper.index).startswith("𝒜¹")
    window.players.setCurrentIndex(1)  # J2
    window.stepper.last()
    assert window.players.currentText() == "Both attractors"
    window.stepper.first()
    assert window.players.currentText() == "Attractor of J2"
