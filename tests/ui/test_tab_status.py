"""The status bar describes what the tab on screen shows: the arena on the Arena tab, the game and its
position on the Board tab, the tree and the search's step on the Search Tree tab; it follows tab
switches, openings, theme and language switches."""

from __future__ import annotations

import json

from tests.ui.conftest import open_and_wait

STICKS = "sticks:n=10,take=1-3,last=loses"
#: The course's tree of depth 2 (13 nodes, 9 leaves).
TREE = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def test_each_tab_has_its_own_status_line(qtbot, window, tmp_path):
    window.resize(1600, 1000)
    open_and_wait(qtbot, window, "sticks")
    status = window.status
    assert status.text().startswith("21 vertices, 51 moves, opened and solved in ")
    assert " ms: As in the Course (stick games)" in status.text()
    window.tabs.setCurrentWidget(window.tree_tab)  # the top of the game's tree: nothing below is drawn yet
    qtbot.waitUntil(lambda: not window.tree_tab.busy and window.tree_tab.timeline is not None, timeout=30_000)
    assert status.text().startswith(f"Search tree: {STICKS} · 13 nodes drawn, 9 folded · Alpha-beta · Event 1 of ")

    window.tabs.setCurrentWidget(window.board_tab)
    assert status.text() == f"Game: {STICKS} · no move played yet · J1 to move"
    # 10 sticks, the last one loses: J1 leaves 9, 5 and 1 sticks, J2 takes the last one
    for move in (1, 3, 1, 3, 1):
        window.board_tab.human_move(move)
    assert status.text() == f"Game: {STICKS} · moves played: 5 · J2 to move"
    window.board_tab.human_move(1)
    assert status.text() == f"Game: {STICKS} · moves played: 6 · over: J1 wins"
    window.set_theme("dark")
    assert status.text() == f"Game: {STICKS} · moves played: 6 · over: J1 wins"
    window.tabs.setCurrentWidget(window.arena_page)
    assert status.text().startswith("21 vertices, 51 moves")

    window.tabs.setCurrentWidget(window.board_tab)  # opening a tree file moves to the Search Tree tab
    path = tmp_path / "course.json"
    path.write_text(json.dumps(TREE))
    window.open_source(str(path), remember=False)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: window.load_job is None and not tab.busy and tab.timeline is not None
                    and tab.source.title == "course.json", timeout=30_000)
    events = len(tab.timeline) - 1
    assert window.tabs.currentWidget() is tab
    assert status.text() == f"Search tree: course.json · 13 nodes, 9 leaves · Alpha-beta · Event 1 of {events}"
    window.stepper.set_index(5)
    assert status.text() == f"Search tree: course.json · 13 nodes, 9 leaves · Alpha-beta · Event 6 of {events}"
    tab.toolbar.algorithm.setCurrentIndex(0)  # minimax: a new search, from its first event
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
    minimax_events = len(tab.timeline) - 1
    assert status.text() == f"Search tree: course.json · 13 nodes, 9 leaves · Minimax · Event 1 of {minimax_events}"
    window.stepper.last()
    assert status.text().endswith(f"· Minimax · Result (after {minimax_events} events)")
    window.window_actions.exercise_mode.trigger()
    assert status.text() == "Search tree: course.json · 13 nodes, 9 leaves · Minimax · exercise: the search is hidden"
    window.window_actions.exercise_mode.trigger()
    window.stepper.set_index(5)

    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: status.text().startswith("Arbre de recherche"))
        assert status.text() == \
            f"Arbre de recherche : course.json · 13 nœuds, 9 feuilles · Minimax · Événement 6 sur {minimax_events}"
        tab.toolbar.algorithm.setCurrentIndex(2)
        qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
        assert status.text() == \
            f"Arbre de recherche : course.json · 13 nœuds, 9 feuilles · Alpha-bêta · Événement 1 sur {events}"
        open_and_wait(qtbot, window, "sticks")
        window.tabs.setCurrentWidget(window.board_tab)
        assert status.text() == f"Partie : {STICKS} · aucun coup joué · J1 joue"
        window.board_tab.human_move(1)
        assert status.text() == f"Partie : {STICKS} · coups joués : 1 · J2 joue"
        window.tabs.setCurrentWidget(window.arena_page)
        assert status.text().startswith("21 sommets, 51 coups")
    finally:
        window.set_language("en")


def test_counts_of_one_are_singular_in_english_and_french(qtbot, window, tmp_path):
    path = tmp_path / "one.json"
    path.write_text("[5]")  # a root and its only leaf
    window.open_source(str(path), remember=False)
    tab, status = window.tree_tab, window.status
    qtbot.waitUntil(lambda: window.load_job is None and not tab.busy and tab.timeline is not None
                    and tab.source.title == "one.json", timeout=30_000)
    assert status.text().startswith("Search tree: one.json · 2 nodes, 1 leaf · ")
    assert tab.result_sentence() == "Value 5; best move: a. 2 nodes entered, 1 leaf evaluated, 0 cutoffs."
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: status.text().startswith("Arbre de recherche"))
        assert status.text().startswith("Arbre de recherche : one.json · 2 nœuds, 1 feuille · ")
        assert tab.result_sentence() == "Valeur 5 ; meilleur coup : a. 2 nœuds visités, 1 feuille évaluée, 0 coupe."
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: status.text().startswith("Search tree"))
    assert status.text().startswith("Search tree: one.json · 2 nodes, 1 leaf · ")


def test_french_groups_thousands_with_a_narrow_no_break_space(qtbot, window):
    open_and_wait(qtbot, window, "tictactoe")
    window.tabs.setCurrentWidget(window.arena_page)
    assert window.status.text().startswith("5,478 vertices, 16,167 moves")
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.status.text().startswith("5\u202f478 sommets, 16\u202f167 coups"))
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: window.status.text().startswith("5,478 vertices"))


def test_the_side_panel_is_titled_by_what_it_shows(qtbot, window):
    open_and_wait(qtbot, window, "sticks")
    dock = window.inspector_dock
    assert dock.windowTitle() == "Vertex"
    window.tabs.setCurrentWidget(window.board_tab)
    assert dock.windowTitle() == "Position"
    window.tabs.setCurrentWidget(window.tree_tab)
    assert dock.windowTitle() == "Node"
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: dock.windowTitle() == "Nœud")
        window.tabs.setCurrentWidget(window.arena_page)
        assert dock.windowTitle() == "Sommet"
    finally:
        window.set_language("en")


def test_a_position_s_title_follows_the_language_switch(qtbot, window):
    """The tree of the board's position is titled 'sticks… after 1 1 1'; switching to French says 'après' in
    the tree's header and the status bar (it stayed English: the title was made once)."""
    open_and_wait(qtbot, window, "sticks")
    for move in (1, 1, 1):
        window.board_tab.human_move(move)
    tab, status = window.tree_tab, window.status
    window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
    assert status.text().startswith(f"Search tree: {STICKS} after 1 1 1 · ")
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: status.text().startswith("Arbre de recherche"))
        assert status.text().startswith(f"Arbre de recherche : {STICKS} après 1 1 1 · ")
        assert tab.title.text().startswith(f"{STICKS} après 1 1 1 · ")
    finally:
        window.set_language("en")
