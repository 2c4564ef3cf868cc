"""Each tab owns its stepper text and its panels: the Board tab tells the board's position, the Search
Tree tab its node, and neither shows the arena's selected vertex or step."""

from __future__ import annotations

from tests.ui.conftest import open_and_wait


def test_the_panels_and_the_stepper_follow_the_tab(qtbot, window):
    window.resize(1600, 1000)
    open_and_wait(qtbot, window, "sticks")
    arena = window.document.arena
    window.select(arena.vertex("1,2"))
    assert window.inspector.toPlainText().startswith("(1,2)")
    assert window.stepper.position.text() == "𝒜¹₀ (step 1 of 8)"

    window.tabs.setCurrentWidget(window.board_tab)
    vertex_text = window.inspector.toPlainText()
    assert window.stepper.position.text() == "Board: start"
    assert vertex_text.splitlines()[0] == "Position on the board"
    assert "Moves that can be played: 1, 2, 3." in vertex_text and "(1,2)" not in vertex_text
    assert "𝒜¹" not in window.step_panel.toPlainText() + vertex_text
    window.board_tab.human_move(2)
    assert window.stepper.position.text() == "Board: move 1"
    stepper = window.stepper  # one step: nothing to play or slide
    assert not stepper.play_button.isEnabled() and not stepper.slider.isEnabled() and not stepper.next_button.isEnabled()
    assert "J2 to move." in window.inspector.toPlainText()
    assert "Moves played: 1. 2." in window.step_panel.toPlainText()

    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=30_000)
    assert window.stepper.position.text().startswith("Event 1 of")
    assert stepper.play_button.isEnabled() and stepper.slider.isEnabled() and stepper.next_button.isEnabled()
    lines = window.inspector.toPlainText().splitlines()
    assert lines[0] == "Node root" and "MIN node." in lines  # J2 moves after 2 and "Window [α, β] = [−∞, +∞]." in lines
    window.stepper.last()  # the result: the root's proved value
    # 8 sticks, J2 to move, the last stick loses: J2 wins (take 3, leave 5), so the root is worth −∞
    assert "Value: −∞." in window.inspector.toPlainText().splitlines()
    assert "(1,2)" not in window.inspector.toPlainText()

    window.tabs.setCurrentWidget(window.arena_page)  # the arena shows the board's position again
    assert window.inspector.toPlainText().startswith("(8,2)")
    assert window.stepper.position.text() == "𝒜¹₀ (step 1 of 8)"


def test_the_board_panels_follow_what_the_board_shows(qtbot, window):
    window.open_source("connect4", remember=False)
    qtbot.waitUntil(lambda: window.load_job is None, timeout=30_000)
    assert window.tabs.currentWidget() is window.board_tab
    assert "Heuristic h" not in window.inspector.toPlainText()
    window.show_heuristic_on_board(True)  # h appears in both panels at once, as on the board
    formula = window.board_tab.formula.text()
    assert formula.startswith("h = ")
    assert f"Heuristic h of this position: {formula}" in window.inspector.toPlainText().replace("\n", " ")
    assert f"Heuristic h of this position: {formula}" in window.step_panel.toPlainText().replace("\n", " ")
    assert "Moves that can be played: 1, 2, 3, 4, 5, 6, 7." in window.inspector.toPlainText()
    window.show_heuristic_on_board(False)
    assert "Heuristic h" not in window.inspector.toPlainText()


def test_a_max_n_node_says_who_chooses_and_its_vector():
    from gameviz.core.search.maxn import maxn
    from gameviz.core.search.trace import collect
    from gameviz.core.search.tree import ExerciseNode, VectorTree
    from gameviz.figure.search_timeline import SearchTimeline
    from gameviz.ui.node_panel import node_facts

    def build(item) -> ExerciseNode:
        return ExerciseNode(children=[build(c) for c in item]) if isinstance(item, list) else ExerciseNode(vector=item)

    # B (J2) keeps (5, 2, 2) for its 2 > 1, C keeps (3, 6, 0), the root (J1) B's for its 5 > 3
    tree = VectorTree(build([[(5, 2, 2), (4, 1, 4)], [(3, 6, 0), (9, 0, 0)]]), players=3)
    events, result = collect(maxn(tree))
    state = SearchTimeline(events, result, "maxn").final
    assert node_facts(state, (0,), player=2) == ["J2 chooses here.", "Value: 5,2,2."]
    assert node_facts(state, (), player=1) == ["J1 chooses here.", "Value: 5,2,2."]  # 5 beats C's 3 for J1


def test_the_vertex_panel_says_what_is_known_at_the_step_on_screen(qtbot, window):
    """Stepping 𝒜¹₀ … 𝒜¹₆ of the 10-stick game, the panel gives (5,2)'s rank once it has entered (𝒜¹₃), and
    who wins from (10,1) only at the result: it gave 'rank 6' at 𝒜¹₃ before."""
    open_and_wait(qtbot, window, "sticks")
    window.select((5, 2))
    window.stepper.set_index(2)
    text = window.inspector.toPlainText()
    assert "Attractor of J1  \nnot in 𝒜¹₂" in text and "rank" not in text and "wins" not in text
    assert "not decided at this step: see the last step (the result)" in text and "(4,1), (3,1), (2,1)" in text
    window.stepper.set_index(3)
    text = window.inspector.toPlainText()
    assert "Attractor of J1  \nrank 3" in text and "J1 wins" in text and "Strategy move" in text
    window.select((10, 1))
    assert "not in 𝒜¹₃" in window.inspector.toPlainText() and "wins" not in window.inspector.toPlainText()
    window.stepper.last()
    assert "rank 6" in window.inspector.toPlainText() and "J1 wins" in window.inspector.toPlainText()
    window.set_language("fr")
    try:
        window.stepper.set_index(3)
        qtbot.waitUntil(lambda: "pas dans 𝒜¹₃" in window.inspector.toPlainText())
        assert "pas encore décidé à cette étape" in window.inspector.toPlainText()
    finally:
        window.set_language("en")
