"""A teacher's lesson, action after action, with every view checked after each: the arena, the board,
the search tree, the stepper, the Step panel, the status bar. Each view tells the story of the document
open now, at its own step, whatever was opened, switched or chosen before."""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings, Qt

from tests.ui.conftest import open_and_wait, wait_ready

#: An exercise tree of 27 leaves whose alpha-beta search has more than 24 events.
TREE = [[[3, 12, 8], [2, 4, 6], [14, 5, 2]], [[1, 9, 7], [11, 3, 5], [4, 8, 10]], [[6, 2, 13], [7, 15, 1], [9, 4, 3]]]


def tabs(window) -> dict[str, bool]:
    return {"board": window.tabs.isTabEnabled(window.tabs.indexOf(window.board_tab))}


def step_text(window) -> str:
    return window.step_panel.toPlainText()


def views(window) -> tuple[str, str, str, str, bool]:
    """What every view says: the stepper, the Step panel, the Vertex panel, the status bar, and whether a
    game is on the board."""
    return (window.stepper.position.text(), step_text(window), window.inspector.toPlainText(),
            window.status.text(), window.board_tab.session is not None)


def saved_settings() -> dict[str, object]:
    settings = QSettings()
    return {key: settings.value(key) for key in settings.allKeys()}


def open_game(qtbot, window, spec: str) -> None:
    window.open_source(spec, remember=False)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=60_000)


def test_a_lesson_keeps_every_view_consistent(qtbot, window, tmp_path):
    window.resize(1600, 1000)
    # open sticks, End: the result
    open_and_wait(qtbot, window, "sticks")
    window.stepper.last()
    assert window.stepper.position.text() == "Result (step 8 of 8)" and step_text(window).startswith("Result")
    assert window.model.document.arena.at_end and "21 vertices" in window.status.text()

    # another game starts at A₀ with two players on its board
    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    assert window.stepper.position.text().startswith("𝒜¹₀ (step 1 of")
    assert step_text(window).startswith("𝒜¹₀") and "Result" not in step_text(window)
    assert window.board_tab.computers == () and window.players.currentIndex() == 0
    assert window.status.text().startswith(f"{len(window.document.arena)} vertices") and tabs(window)["board"]

    # a tree file opens on the Search Tree tab, as a document of its own
    path = tmp_path / "lesson.json"
    path.write_text(json.dumps(TREE))
    window.open_source(str(path), remember=False)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: window.load_job is None and not tab.busy and tab.timeline is not None
                    and tab.source.title == "lesson.json", timeout=30_000)
    events = len(tab.timeline) - 1
    assert events > 24
    assert window.tabs.currentWidget() is tab and window.model.document.kind == "tree"
    assert not tabs(window)["board"] and window.document is None
    # the status bar tells the tree on screen, not an arena: at 1600 × 1000, its 13 top nodes, the 27 leaves
    # folded under the 9 of the second level (the whole tree would not read)
    tree_status = "Search tree: lesson.json · 13 nodes drawn, 9 folded · Alpha-beta · Event {0} of {1}"
    assert window.status.text() == tree_status.format(1, events)
    assert window.stepper.count == events + 1 and window.stepper.position.text() == f"Event 1 of {events}"

    # step to event 21, then presentation (F5), theme and language: every view stays where it was
    window.stepper.set_index(20)
    seen = views(window)
    assert seen[0] == f"Event 21 of {events}" and tab.index == 20
    assert seen[2].startswith("Node ") and seen[3] == tree_status.format(21, events) and not seen[4]
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.window_actions.presentation.isChecked() and views(window) == seen
    window.window_actions.themes["dark"].trigger()
    assert views(window) == seen
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.stepper.position.text() == f"Événement 21 sur {events}")
        assert window.inspector.toPlainText().startswith("Nœud ")
        assert window.status.text() == \
            f"Arbre de recherche : lesson.json · 13 nœuds dessinés, 9 repliés · Alpha-bêta · Événement 21 sur {events}"
        assert window.board_tab.session is None and not tabs(window)["board"]
        for event in (22, 23, 24):  # and on, past the arena's few steps
            window.stepper.next()
            assert window.stepper.position.text() == f"Événement {event} sur {events}" and tab.index == event - 1
            assert tab.view.nodes  # drawn
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: window.stepper.position.text() == f"Event 24 of {events}")
    seen = views(window)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert not window.window_actions.presentation.isChecked() and views(window) == seen
    assert window.stepper.count == events + 1

    # Connect 4 against the computer, then Othello: two players, no move played
    open_game(qtbot, window, "connect4")
    assert window.tabs.currentWidget() is window.board_tab and window.model.document.kind == "game"
    opponent = window.board_tab.computer_side
    window.board_tab.set_computer(2)
    assert window.board_tab.computers == (2,) and opponent.isVisible() and opponent.currentIndex() != 0
    open_game(qtbot, window, "othello")
    assert window.board_tab.computers == () and len(window.board_tab.session.moves) == 0
    assert opponent.isVisible() and opponent.currentIndex() == 0  # the combo on screen says two players too
    assert step_text(window).startswith("Board: othello") and "No move played yet." in step_text(window)
    assert "Event" not in step_text(window)
    qtbot.wait(300)
    assert len(window.board_tab.session.moves) == 0  # the computer did not play at once

    # sfdp for tic-tac-toe is tic-tac-toe's: the stick game opens with the course's picture
    open_and_wait(qtbot, window, "tictactoe", timeout=120_000)
    # the status bar tells the game just opened: its position on the Board tab, its arena on the Arena tab
    assert window.tabs.currentWidget() is window.board_tab
    assert window.status.text() == "Game: tictactoe:rows=3,cols=3,k=3 · no move played yet · J1 to move"
    window.tabs.setCurrentWidget(window.arena_page)
    assert window.status.text().startswith("5,478 vertices")
    window.window_actions.layouts["sfdp"].trigger()
    wait_ready(qtbot, window, timeout=180_000)
    assert " ms: Large graphs (sfdp)" in window.status.text()
    window.tabs.setCurrentWidget(window.board_tab)
    assert "sfdp" not in [str(value) for value in saved_settings().values()]  # tic-tac-toe's, not a preference
    open_and_wait(qtbot, window, "sticks")
    assert window.window_actions.layouts["auto"].isChecked()
    assert window.model.document.arena.step == 0 and window.stepper.position.text() == "Board: start"
    assert window.status.text() == "Game: sticks:n=10,take=1-3,last=loses · no move played yet · J1 to move"
    window.tabs.setCurrentWidget(window.arena_page)
    assert window.stepper.position.text().startswith("𝒜¹₀") and " ms: As in the Course (stick games)" in window.status.text()
    assert "sfdp" not in [str(value) for value in saved_settings().values()]

    # the arena around a 4×4 Connect 4 position, depth 2: unknown, never a draw
    window.settings.set_vertex_limit(1_000)
    open_game(qtbot, window, "connect4:rows=4,cols=4")
    session = window.board_tab.session
    window.board_tab.human_move(session.legal_moves()[1])
    window.tabs.setCurrentWidget(window.arena_page)
    window.arena_note.depth_box.setValue(2)
    window.arena_note.around_button.click()
    wait_ready(qtbot, window)
    document = window.model.document
    assert document.kind == "around" and document.partial and not document.stale
    assert "not explored" in window.status.text()
    window.stepper.last()
    texts = [step_text(window), window.stepper.position.text()]
    texts += [node.style.caption or "" for node in window.view.nodes.values()]
    for vertex in list(window.document.arena)[:10]:
        window.select(vertex)
        texts.append(window.inspector.toPlainText())
    assert not [text for text in texts if "draw" in text.lower()]
    assert "Unknown" in step_text(window)

    # a move on the board: the arena says it no longer follows
    window.tabs.setCurrentWidget(window.board_tab)
    window.board_tab.human_move(window.board_tab.session.legal_moves()[0])
    assert window.model.document.stale and window.status.text() == \
        "Game: connect4:cols=4,rows=4 · moves played: 2 · J1 to move"
    window.tabs.setCurrentWidget(window.arena_page)
    assert "the board has moved since" in window.status.text()
    window.tabs.setCurrentWidget(window.board_tab)
    assert step_text(window).startswith("Board: connect4")


def test_the_tree_of_a_file_is_the_one_searched(qtbot, window, tmp_path):
    path = tmp_path / "rn.txt"
    path.write_text("[[3,12,8],[2,4,6],[14,5,2]]")
    window.open_source(str(path), remember=False)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: window.load_job is None and not tab.busy and tab.result is not None, timeout=30_000)
    assert tab.result.value == 3 and tab.source.title == "rn.txt"  # the course's Russell-Norvig tree
    assert window.model.document.kind == "tree" and window.model.document.title == "rn.txt"
