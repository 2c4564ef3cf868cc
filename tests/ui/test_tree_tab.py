"""The search-tree tab: stepping, cuts, exercises, big trees, comparison, play, links."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QDialog

from gameviz.core.search.budget import SearchBudget
from gameviz.core.search.stats import tree_counts
from gameviz.core.search.trace import Cutoff
from gameviz.figure.tree_display import MOST_NODES
from gameviz.games import game_from_spec
from gameviz.ui.main_window import open_default
from tests.ui.conftest import open_and_wait, type_into, wait_ready

RUSSELL_NORVIG = "[[3,12,8],[2,4,6],[14,5,2]]"


def search_tree(qtbot, window, text=RUSSELL_NORVIG):
    window.tabs.setCurrentWidget(window.tree_tab)
    window.tree_tab.set_exercise(text)
    qtbot.waitUntil(lambda: not window.tree_tab.busy and window.tree_tab.timeline is not None, timeout=20_000)
    return window.tree_tab


def test_stepping_russell_norvig_cuts_4_and_6_at_the_right_step(qtbot, window):
    tab = search_tree(qtbot, window)
    events = tab.timeline.events
    cut_step = next(i for i, e in enumerate(events) if isinstance(e, Cutoff))
    assert window.stepper.count == len(events) + 1
    window.stepper.set_index(cut_step - 1)
    assert window.tree_tab.view.nodes[(1, 1)].style.dash == ()
    window.stepper.set_index(cut_step)
    nodes, edges = tab.view.nodes, tab.view.edges
    assert nodes[(1, 1)].style.dash and nodes[(1, 2)].style.dash  # the skipped 4 and 6
    assert edges[((1,), (1, 1))].style.label == "α-cut: 2 ≤ α = 3"
    assert nodes[(1,)].style.window == "[3, 2]"
    assert not nodes[(2, 0)].style.dash
    text = window.step_panel.toPlainText()
    assert "α-cut at C: value 2 ≤ α = 3 (set at A), so the remaining children of C cannot matter (e, f skipped)." in text
    window.stepper.last()
    assert nodes[()].style.value == "3"
    assert edges[((), (0,))].style.width > 3  # the principal variation A → B → 3
    assert "Value 3; best move: B." in window.step_panel.toPlainText()


def test_minimax_and_negamax_traces(qtbot, window):
    tab = search_tree(qtbot, window)
    tab.toolbar.algorithm.setCurrentIndex(0)  # minimax
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline.algorithm == "minimax", timeout=20_000)
    window.stepper.last()
    assert tab.view.nodes[(1, 2)].style.value == "6" and not tab.view.nodes[(1, 2)].style.dash
    tab.toolbar.algorithm.setCurrentIndex(1)  # negamax
    qtbot.waitUntil(lambda: not tab.busy and tab.result is not None and tab.timeline.events[0].kind == "nega",
                    timeout=20_000)
    assert tab.result.value == 3


def test_exercise_accepts_right_answers_and_flags_wrong_ones(qtbot, window):
    tab = search_tree(qtbot, window)
    window.window_actions.exercise_mode.setChecked(True)
    panel = window.tree_exercise
    answers = {(): 3, (0,): 3, (1,): 2, (2,): 2}
    for path, value in answers.items():
        panel.select(path)
        type_into(qtbot, panel.value, str(value))
    panel.select((1,))
    type_into(qtbot, panel.alpha, "3")
    type_into(qtbot, panel.beta, "inf")
    panel.toggle_cut((1, 1))
    panel.toggle_cut((1, 2))
    panel.check()
    right, mistakes = panel.verdict
    assert mistakes == [] and len(right) == 7
    assert "All right: 7 answers checked." in panel.feedback.toPlainText()
    assert tab.view.nodes[(1,)].style.mark == "✓"
    panel.select((2,))
    type_into(qtbot, panel.value, "5")
    panel.toggle_cut((1, 2))
    panel.check()
    assert "D is worth 2, not 5." in panel.feedback.toPlainText()
    assert tab.view.nodes[(2,)].style.mark == "✗"
    assert tab.view.edges[((1,), (1, 2))].style.label == "?"
    window.tree_exercise.newExercise.emit()
    qtbot.waitUntil(lambda: not tab.busy, timeout=20_000)
    assert panel.values == {} and panel.verdict is None


def test_lazy_expansion_keeps_the_tictactoe_tree_readable(qtbot, window):
    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    tab.toolbar.depth_box.setValue(0)
    game = game_from_spec("tictactoe")
    tab.set_position(game, game.initial(), "tic-tac-toe")
    tab.toolbar.depth_box.setValue(0)
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=120_000)
    assert tab.result.value == 0
    # fitted to the view once its size settles (a view resized meanwhile is fitted again after 200 ms)
    qtbot.waitUntil(lambda: not tab.refit_timer.isActive() and not tab.busy, timeout=120_000)
    assert len(tab.view.nodes) == 1 + 9  # the 72 grandchildren would be too many to read
    assert tab.view.nodes[(0,)].style.badge == "+8"
    tab.view.nodeClicked.emit((0,))
    qtbot.waitUntil(lambda: not tab.busy, timeout=120_000)
    assert len(tab.view.nodes) == 10 + 8
    for i in range(9):
        tab.display.expand((i,))
        for j in range(8):
            tab.display.expand((i, j))
    assert len(tab.display.visible()) <= MOST_NODES
    waiting = [(i, j) for i in range(9) for j in range(8) if tab.display.hidden_children((i, j))]
    assert waiting  # these were refused: they would put too many nodes on screen
    assert not tab.display.expand(waiting[0])
    assert not tab.display.expand((0, 0, 0, 0))  # not drawn, so not expandable


def test_comparison_dialog(qtbot, window, monkeypatch):
    tab = search_tree(qtbot, window)
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog))
    tab.compare()
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    table = shown[0].table
    cells = [[table.item(r, c).text() for c in range(5)] for r in range(4)]
    assert cells[0][1:] == ["3", "13", "9", "0"]  # minimax
    assert cells[1][1:] == ["3", "11", "7", "1"]  # alpha-beta, natural order
    assert cells[3][3] == "5"  # minimal tree 3 + 3 − 1
    # and the three trees side by side, each at its end: minimax cuts nothing, alpha-beta cuts 4 and 6
    minimax, natural, ordered = shown[0].views
    assert not any(item.style.dash for item in minimax.nodes.values())
    assert natural.nodes[(1, 1)].style.dash and natural.nodes[(1, 2)].style.dash
    assert not natural.nodes[(0, 1)].style.dash
    assert sum(bool(item.style.dash) for item in ordered.nodes.values()) >= 2


def test_tree_of_the_selected_vertex_and_back(qtbot, window):
    open_and_wait(qtbot, window, "chomp:rows=2,cols=3")
    arena = window.document.arena
    window.select(arena.vertex("2e"))
    window.links.tree_of_selected_vertex()
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=20_000)
    assert window.on_tree_tab() and tab.result.value == float("inf")  # 2e is lost for Ève: J1 (MAX) wins
    child = (0,)
    tab.view.nodeClicked.emit(child)
    assert window.selected == tab.display.node(child)
    assert window.view.nodes[window.selected].style.selected


def test_enter_tree_dialog_shows_mistakes_in_place(qtbot, settings_dir):
    from gameviz.ui.tree_dialogs import TreeTextDialog

    dialog = TreeTextDialog("[[1, 2], [3")
    qtbot.addWidget(dialog)
    assert "never closed" in dialog.problem.text()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.editor.setPlainText("[[1, 2], [3, x]]")
    assert "'x' is not a number" in dialog.problem.text()
    assert dialog.editor.textCursor().selectedText() == "x"
    dialog.editor.setPlainText("[[1, 2], [3, 4]]")
    assert dialog.problem.text() == ""


def test_export_the_steps_of_a_search(qtbot, window, tmp_path):
    from gameviz.figure.tree_figure import TreePictures
    from gameviz.ui.export_dialog import ExportDialog

    tab = search_tree(qtbot, window)
    dialog = ExportDialog(tab.figure, TreePictures(tab.figure, tab.timeline), 0, "tree", tab.step_sentence, window)
    dialog.path.setText(str(tmp_path / "rn.tex"))
    dialog.all_steps.setChecked(True)
    dialog.export()
    text = (tmp_path / "rn.tex").read_text()
    assert f"{len(tab.timeline)} overlays" in text and "cut" in text


def test_default_window_still_opens_on_the_arena(qtbot, window):
    open_default(window, None)
    wait_ready(qtbot, window)
    assert window.tabs.currentWidget() is window.arena_page


def test_random_exercise_settings(qtbot, window, monkeypatch):
    from gameviz.ui.tree_dialogs import RandomTreeDialog

    dialog = RandomTreeDialog(3, 3, 0, 20, 2, 7)
    qtbot.addWidget(dialog)
    assert dialog.size_label.text() == "27 leaves" and dialog.ok.isEnabled()
    dialog.branching.setValue(6)
    dialog.depth_box.setValue(6)
    assert not dialog.ok.isEnabled()
    monkeypatch.setattr(RandomTreeDialog, "exec", lambda self: (self.branching.setValue(2), self.depth_box.setValue(2),
                                                                  self.low.setValue(-5), self.high.setValue(5), 1)[-1])
    window.tabs.setCurrentWidget(window.tree_tab)
    window.tree_tab.choose_random_exercise()
    tab = window.tree_tab
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=20_000)
    leaves = [tab.display.node(p) for p in tab.display.visible() if len(p) == 2]
    assert len(leaves) == 4 and all(-5 <= leaf.value <= 5 for leaf in leaves)
    first = tree_text = tab.source.title
    tab.new_random_exercise()  # one click: same settings, next seed
    qtbot.waitUntil(lambda: not tab.busy, timeout=20_000)
    assert tab.source.title != first and tree_text.count("[") == tab.source.title.count("[")


def test_a_random_exercise_of_three_players_shares_the_points_and_is_searched_with_maxn(qtbot, window, monkeypatch):
    from gameviz.ui.tree_dialogs import RandomTreeDialog

    monkeypatch.setattr(RandomTreeDialog, "exec", lambda self: (self.branching.setValue(3), self.depth_box.setValue(3),
                                                                  self.high.setValue(10), self.players.setValue(3),
                                                                  1)[-1])
    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    tab.choose_random_exercise()
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None and tab.timeline.algorithm == "maxn",
                    timeout=20_000)
    leaves = [tab.display.node(p) for p in itertools.product(range(3), repeat=3)]  # (the view may fold some)
    assert all(tab.display.child_count(p[:2]) == 3 for p in itertools.product(range(3), repeat=3))
    assert len(leaves) == 27 and all(len(leaf.vector) == 3 and sum(leaf.vector) == 10 and min(leaf.vector) >= 0
                                     for leaf in leaves)
    tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("maxn-shallow"))
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None and tab.options().shallow, timeout=20_000)
    assert tab.result.stats.leaves <= 27


def test_a_long_search_can_be_cancelled(qtbot, window):
    window.tabs.setCurrentWidget(window.tree_tab)
    tab = window.tree_tab
    tab.toolbar.algorithm.setCurrentIndex(0)  # minimax: 549,946 nodes from the empty board
    game = game_from_spec("tictactoe")
    tab.set_position(game, game.initial(), "tic-tac-toe")
    tab.toolbar.depth_box.setValue(0)
    assert tab.busy and window.cancel_button.isVisible()
    job = tab.job
    shown = []

    def cancel_on_first_report(nodes: int) -> None:  # the tab, told first, has shown its progress
        if not shown:
            shown.append(tab.title.text())
            window.cancel_button.click()

    job.signals.progress.connect(cancel_on_first_report)
    qtbot.waitUntil(lambda: bool(shown), timeout=60_000)
    assert shown == ["Searching: 20,000 nodes…"]
    assert not tab.busy and not window.cancel_button.isVisible()
    assert job.done.wait(30)
    assert "Search cancelled." in window.statusBar().currentMessage()


def test_a_cut_node_shows_a_bound_not_a_value(qtbot, window):
    from gameviz.core.search.trace import Exit

    tab = search_tree(qtbot, window, "[[30,25],[28,12],[17,5,35]]")
    window.stepper.last()
    assert tab.view.nodes[(2,)].style.value == "≤ 17"  # D: 5 was skipped, so D is worth at most 17
    assert tab.view.nodes[(1,)].style.value == "12"  # C saw all its children: exactly 12
    exit_d = next(i for i, e in enumerate(tab.timeline.events) if isinstance(e, Exit) and e.path == (2,))
    window.stepper.set_index(exit_d)
    assert "D is worth at most 17 (≤ 17)" in window.step_panel.toPlainText()


@pytest.mark.parametrize(("language", "start", "end"), [
    ("en", "stopped after 5,000 nodes at depth ", ": give a depth, a larger budget (Edit → Preferences), or memoization"),
    ("fr", "arrêtée après 5\u202f000 nœuds à la profondeur ",
     " : donnez une profondeur, un budget plus grand (Édition → Préférences) ou la mémoïsation"),
])
def test_a_search_without_depth_that_runs_out_of_its_budget_says_how_far_it_went(qtbot, window, monkeypatch,
                                                                                 language, start, end):
    """In the interface's language, numbers included (the French dialog said 'stopped after …' in English)."""
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    window.set_language(language)
    try:
        tab = window.tree_tab
        window.tabs.setCurrentWidget(tab)
        game = game_from_spec("sticks:n=30")
        tab.set_position(game, game.initial(), "30 sticks")  # a large tree starts with a depth bound
        qtbot.waitUntil(lambda: not tab.busy, timeout=60_000)
        assert tab.toolbar.depth_box.value() == 4 and not said
        tab.search_budget = SearchBudget(nodes=5_000, seconds=None)
        tab.toolbar.depth_box.setValue(0)  # no depth bound: alpha-beta starts, and stops at its budget
        qtbot.waitUntil(lambda: not tab.busy and bool(said), timeout=60_000)
        assert said[0].startswith(start) and said[0].endswith(end)
    finally:
        window.set_language("en")


def test_monte_carlo_playouts_spend_the_node_budget_and_the_message_says_so(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gameviz.core.search.budget import SearchBudget

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    tab = window.tree_tab
    window.tabs.setCurrentWidget(tab)
    game = game_from_spec("connect4")
    tab.set_position(game, game.initial(), "Connect 4")
    qtbot.waitUntil(lambda: not tab.busy, timeout=60_000)
    tab.search_budget = SearchBudget(nodes=500, seconds=None)  # 100 playouts of Connect 4: about 2,000 moves
    tab.toolbar.heuristic.setCurrentIndex(tab.toolbar.heuristic.findData("mc:100"))
    qtbot.waitUntil(lambda: not tab.busy and bool(said), timeout=60_000)
    assert said[0].startswith("stopped after ") and " moves of playouts at depth " in said[0]
    assert said[0].endswith(": give a smaller depth, a larger budget (Edit → Preferences), or another heuristic")


def test_a_class_can_step_leaf_by_leaf_or_cut_by_cut(qtbot, window):
    tab = search_tree(qtbot, window)
    assert window.stepper.count == len(tab.timeline.events) + 1  # every event, as before
    tab.toolbar.stepping.setCurrentIndex(tab.toolbar.stepping.findData("leaf"))
    # alpha-beta evaluates 7 of the 9 leaves (4 and 6 are cut), then the result
    assert window.stepper.count == 8 and window.stepper.position.text() == "Leaf 1 of 7"
    text = window.step_panel.toPlainText()
    assert text.index("Enter A") < text.index("Enter B") < text.index("a is a leaf worth 3")  # all that led to it
    window.stepper.set_index(3)  # the fourth leaf: 2 under C, which makes the cut just after
    assert window.stepper.position.text() == "Leaf 4 of 7"
    assert "d is a leaf worth 2" in window.step_panel.toPlainText()
    assert not tab.view.nodes[(1, 1)].style.dash  # 4 is not skipped yet
    tab.toolbar.stepping.setCurrentIndex(tab.toolbar.stepping.findData("cut"))
    # one cut in all; the step on show (the fourth leaf, before the cut) becomes the cut
    assert window.stepper.count == 2 and window.stepper.index == 0
    assert window.stepper.position.text() == "Cut 1 of 1"
    assert "α-cut at C" in window.step_panel.toPlainText()
    assert tab.view.nodes[(1, 1)].style.dash and tab.view.nodes[(1, 2)].style.dash
    window.stepper.last()
    assert window.stepper.position.text() == "Result (after 39 events)"


def test_the_cut_mark_speaks_the_interface_language(qtbot, window):
    tab = search_tree(qtbot, window)
    cut_step = next(i for i, e in enumerate(tab.timeline.events) if isinstance(e, Cutoff))
    window.stepper.set_index(cut_step)
    assert tab.view.edges[((1,), (1, 1))].style.label == "α-cut: 2 ≤ α = 3"
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: tab.view.edges[((1,), (1, 1))].style.label == "coupe α : 2 ≤ α = 3", timeout=5_000)
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: tab.view.edges[((1,), (1, 1))].style.label == "α-cut: 2 ≤ α = 3", timeout=5_000)


KORF = "[[(5,2,2),(4,1,4)],[(3,6,0),(9,0,0)],[(1,1,7),(2,2,2)]]"


def test_a_tree_of_vectors_offers_maxn_and_paranoid_and_draws_every_player(qtbot, window):
    tab = search_tree(qtbot, window, KORF)
    assert tab.toolbar.algorithm.currentData() == "maxn"
    model = tab.toolbar.algorithm.model()
    enabled = [tab.toolbar.algorithm.itemData(i) for i in range(model.rowCount()) if model.item(i).isEnabled()]
    assert enabled == ["maxn", "maxn-shallow", "paranoid"]
    assert not tab.toolbar.paranoid_action.isVisible()
    window.stepper.last()
    nodes = tab.view.nodes
    assert nodes[()].style.value == "5,2,2" and nodes[(1, 1)].style.value == "9,0,0"
    assert [tab.figure.player(p) for p in ((), (0,), (0, 0))] == [1, 2, 3]
    assert len({nodes[p].style.fill for p in ((), (0,), (0, 0))}) == 3  # each player its colour
    tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("maxn-shallow"))
    qtbot.waitUntil(lambda: not tab.busy and tab.result is not None and tab.result.stats.cutoffs == 1, timeout=20_000)
    window.stepper.last()
    assert tab.view.edges[((1,), (1, 1))].style.label == "shallow cut: 6 ≥ 9 − 5"
    assert tab.view.nodes[(1,)].style.value == "J2 ≥ 6"
    assert "Value (5, 2, 2); best move: B." in window.step_panel.toPlainText()
    tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("paranoid"))
    assert tab.toolbar.paranoid_action.isVisible() and tab.toolbar.paranoid_player.maximum() == 3
    tab.toolbar.paranoid_player.setValue(2)
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None and tab.timeline.algorithm == "paranoid"
                    and tab.options().player == 2, timeout=20_000)
    window.stepper.last()
    assert tab.result.value == 2 and tab.view.nodes[(1, 1)].style.value == "0"  # J2's score of (9, 0, 0)
    tab.set_exercise(RUSSELL_NORVIG)  # back to one value per leaf: back to alpha-beta
    qtbot.waitUntil(lambda: not tab.busy and tab.timeline is not None, timeout=20_000)
    assert tab.toolbar.algorithm.currentData() == "alphabeta" and not tab.toolbar.paranoid_action.isVisible()


def test_exercise_with_vectors(qtbot, window):
    tab = search_tree(qtbot, window, KORF)
    tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("maxn-shallow"))
    qtbot.waitUntil(lambda: not tab.busy and tab.result.stats.cutoffs == 1, timeout=20_000)
    window.window_actions.exercise_mode.setChecked(True)
    panel = window.tree_exercise
    for path, value in {(): "5,2,2", (0,): "(5, 2, 2)", (2,): "2,2,1"}.items():
        panel.select(path)
        type_into(qtbot, panel.value, value)
    panel.toggle_cut((1, 1))
    panel.check()
    right, mistakes = panel.verdict
    assert sorted(right) == [(), (0,), (1, 1)]
    assert "D is worth (2, 2, 2), not (2, 2, 1)." in panel.feedback.toPlainText()
    assert tab.view.nodes[()].style.value == "5,2,2"
    panel.toggle_cut((1, 1))
    panel.check()
    assert ("The branch to d is cut: a shallow cut at C, whose player gets 6 ≥ 9 − 5, so the player of A can get "
            "no more than the 5 they have.") in panel.feedback.toPlainText()


def test_enter_tree_dialog_offers_the_players_of_a_tree_of_vectors(qtbot, settings_dir):
    from gameviz.ui.tree_dialogs import TreeTextDialog

    dialog = TreeTextDialog("[[(1,2,3)]]")
    qtbot.addWidget(dialog)
    assert [dialog.root.itemText(i) for i in range(dialog.root.count())] == [
        "J1 at the root", "J2 at the root", "J3 at the root"]
    dialog.root.setCurrentIndex(2)
    assert dialog.first() == 3 and dialog.root_max()
    dialog.editor.setPlainText("[1, 2]")
    assert dialog.root.count() == 2 and dialog.first() == 1


def test_comparison_counts_the_whole_tree_within_the_search_budget(qtbot, window, monkeypatch):
    """The count of the plain minimax tree beside Compare stops when the budget's time is spent or
    the job is cancelled, and goes no further than the budget's nodes."""
    import gameviz.model.search_source as tree_source_module

    tab = search_tree(qtbot, window)
    tab.search_budget = SearchBudget(nodes=500, seconds=1e-9)  # the 13-node tree never reaches a check
    asked = {}

    def counting(tree, **options):
        asked.update(options)
        return tree_counts(tree, **options)

    shown = []
    monkeypatch.setattr(tree_source_module, "tree_counts", counting)
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog))
    tab.compare()
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert asked["limit"] == 500
    assert asked["stop"]()  # the time is up: a larger tree's count would stop here


def test_a_full_search_refused_before_it_starts_is_said_in_the_interface_s_language(qtbot, window, monkeypatch):
    """The refusal counts the plays and suggests a depth, with its numbers, in French in the French interface."""
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    window.set_language("fr")
    try:
        tab = window.tree_tab
        window.tabs.setCurrentWidget(tab)
        tab.search_budget = SearchBudget(nodes=100_000, seconds=None)
        game = game_from_spec("tictactoe")
        tab.set_position(game, game.initial(), "tic-tac-toe")
        qtbot.waitUntil(lambda: not tab.busy, timeout=60_000)
        tab.toolbar.algorithm.setCurrentIndex(tab.toolbar.algorithm.findData("minimax"))
        qtbot.waitUntil(lambda: not tab.busy, timeout=60_000)
        assert not said
        tab.toolbar.depth_box.setValue(0)  # minimax over every play: 255,168 of them
        qtbot.waitUntil(lambda: not tab.busy and bool(said), timeout=60_000)
        assert said[0].startswith("une recherche complète de cette position par minimax ne finirait pas "
                                  "(255\u202f168 parties, plus que le budget de 100\u202f000 nœuds) : donnez une "
                                  "profondeur, par exemple ")
        assert said[0].endswith(", l’alpha-bêta ou la mémoïsation")
    finally:
        window.set_language("en")
