"""Chess in the application: moves clicked square by square, the computer at depth 2, Why?, the arena
tab's refusal with the arena around the position to depth 1 or 2."""

from __future__ import annotations

import random

from gameviz.core.outcome import Outcome
from gameviz.figure.tree_display import More
from tests.ui.test_board_tab import open_game


def click_move(tab, move) -> None:
    """Click the square a move leaves, then the square it reaches."""
    start, stop = tab.session.game.move_cells(move)
    tab.board.click_cell(start)
    assert tab.board.picked_cell == start
    tab.board.click_cell(stop)


def test_ten_moves_against_the_computer_at_depth_two(qtbot, window):
    open_game(qtbot, window, "chess")
    assert "10⁵⁰" in window.arena_note.message.text()
    assert window.arena_note.depth_box.maximum() == 2
    tab = window.board_tab
    assert tab.depth_box.value() == 2
    tab.set_computer(2)
    rng = random.Random(3)
    whys = []
    tab.whySearch.connect(lambda game, position, depth: whys.append((position, depth)))
    for number in range(1, 11):
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.outcome() is not None:
            break
        clickable = [m for m in tab.session.legal_moves() if tab.session.game.move_cells(m) is not None]
        click_move(tab, rng.choice(clickable))
        qtbot.waitUntil(lambda: not tab.thinking.busy, timeout=60_000)
        if tab.session.outcome() is not None:
            break
        assert len(tab.session.moves) == 2 * number  # the computer answered
        assert tab.explanation.text().startswith("The computer played ")
        assert "alpha-beta to depth 2" in tab.explanation.text()
        picture = tab.board.board
        assert picture.marked == tab.session.game.move_cells(tab.session.moves[-1])
    assert len(tab.session.moves) >= 2
    names = tab.session.move_names()
    assert [tab.history.item(i).text() for i in range(tab.history.count())] == [
        f"{i}. {name}" for i, name in enumerate(names, start=1)]
    tab.why_button.click()
    assert whys and whys[-1][1] == 2


def test_a_click_on_an_empty_square_or_a_foreign_piece_picks_nothing(qtbot, window):
    open_game(qtbot, window, "chess")
    tab = window.board_tab
    tab.board.click_cell((4, 4))  # e4 is empty
    assert tab.board.picked_cell is None
    tab.board.click_cell((1, 4))  # Black's pawn on e7, while White moves
    assert tab.board.picked_cell is None
    tab.board.click_cell((6, 4))  # White's pawn on e2
    tab.board.click_cell((4, 4))
    assert tab.session.notation() == "e4"


def test_the_weights_edited_in_the_preferences_change_the_formula_and_are_kept(qtbot, window, monkeypatch):
    from gameviz.games.chess_eval import DEFAULT_WEIGHTS, current_weights, use_weights
    from gameviz.ui.preferences_dialog import PreferencesDialog
    from gameviz.ui.settings import Settings

    open_game(qtbot, window, "chess")
    tab = window.board_tab
    tab.set_position_text("e4 d5 exd5")
    tab.set_show_heuristic(True)
    assert tab.formula.text().startswith("h = material (39 − 38) + 0.1 × mobility")

    def edit(dialog: PreferencesDialog) -> int:
        dialog.chess_weights.boxes["pawn"].setValue(2.0)
        dialog.chess_weights.boxes["mobility"].setValue(0.0)
        dialog.accept()
        return 1

    monkeypatch.setattr(PreferencesDialog, "exec", edit)
    try:
        window.edit_preferences()
        assert current_weights().pawn == 2.0 and Settings().chess_weights() == current_weights()
        assert tab.formula.text().startswith("h = material (47 − 45) + 0.25 × king shelter")  # no mobility term
        dialog = PreferencesDialog(window.settings, {"auto": "Automatic"}, "auto", window)
        assert dialog.chess_weights.weights() == current_weights()
        dialog.chess_reset.click()
        assert dialog.chess_weights.weights() == DEFAULT_WEIGHTS
    finally:
        use_weights(DEFAULT_WEIGHTS)


def test_set_position_takes_moves_in_san_or_pgn_or_a_fen(qtbot, window):
    open_game(qtbot, window, "chess")
    tab = window.board_tab
    assert tab.set_position_text("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0")
    assert tab.session.outcome() == Outcome(1) and tab.status.text() == "J1 wins."
    assert tab.board.board.alert == ((0, 4),)  # the black king in check on e8
    fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
    assert tab.set_position_text(fen)
    qtbot.waitUntil(lambda: window.load_job is None and window.session is not None
                    and window.session.game.spec == f"chess:fen={fen}", timeout=30_000)
    assert window.board_tab.session.position.startswith("r1bqkb1r/pppp1ppp")


def test_compare_searches_shows_the_horizon_example_at_depth_two_and_four(qtbot, window, monkeypatch):
    from PySide6.QtWidgets import QDialog

    from gameviz.resources import resource

    open_game(qtbot, window, str(resource("examples", "effet_horizon.fen")))
    tree = window.tree_tab
    tree.toolbar.depth_box.setValue(4)
    tree.toolbar.algorithm.setCurrentIndex(tree.toolbar.algorithm.findData("alphabeta-ordered"))
    window.tabs.setCurrentWidget(tree)
    qtbot.waitUntil(lambda: not tree.busy and tree.timeline is not None, timeout=120_000)
    shown = []
    monkeypatch.setattr(QDialog, "exec", lambda dialog: shown.append(dialog))
    tree.compare()
    qtbot.waitUntil(lambda: bool(shown), timeout=120_000)
    table = shown[0].table
    rows = [[table.item(r, c).text() for c in range(2)] for r in range(2)]
    assert rows == [["Alpha-beta at depth 2: Nxe5", "-2.8"], ["Alpha-beta at depth 4: Rg1", "-5.05"]]
    assert len(shown[0].views) == 2  # both trees side by side


def test_the_search_tree_tab_opens_on_chess_without_walking_its_tree_on_the_gui_thread(qtbot, window, monkeypatch):
    import threading

    import gameviz.model.search_source as tree_source

    counted = []
    real = tree_source.tree_counts

    def recording(*args, **kwargs):
        counted.append(threading.current_thread() is threading.main_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(tree_source, "tree_counts", recording)
    open_game(qtbot, window, "chess")
    tree = window.tree_tab
    window.tabs.setCurrentWidget(tree)
    qtbot.waitUntil(lambda: not tree.busy and tree.result is not None, timeout=120_000)
    assert not any(counted)  # chess is known large from its own information: nothing counted on the GUI thread
    assert tree.toolbar.depth_box.value() == 3 and tree.toolbar.algorithm.currentData() == "alphabeta-ordered"
    assert tree.options().depth == 3 and tree.options().order
    # alpha-beta with ordering to depth 3 from the start (as `gameviz tree chess --depth 3 --order`)
    assert tree.result.stats.nodes == 524 and tree.result.number == 1.4
    assert [tree.source.name(tree.result.principal[:i]) for i in (1, 2, 3)] == ["e3", "e3 e6", "e3 e6 Qg4"]
    entered = [tree.source.name(e.path) for e in tree.timeline.events if type(e).__name__ == "Enter" and e.path]
    # the root's 20 moves: the first that fit the view at a readable size drawn, in python-chess's order (Nh3 Nf3
    # Nc3 …), with the best one, the others behind "+k more"; those drawn entered best first by the heuristic
    assert len(entered) + tree.display.more_count(More(())) == 20 and entered[:3] == ["e3", "Nf3", "Nc3"]


def test_the_arena_note_follows_a_change_of_language(qtbot, window):
    """The note that takes the arena's place, and the Step panel that repeats it, are said again in the
    language chosen after the game was opened."""
    open_game(qtbot, window, "chess")
    assert window.arena_note.message.text().startswith("The arena of chess is not drawn")
    window.set_language("fr")
    try:
        qtbot.waitUntil(lambda: window.arena_note.message.text().startswith("L’arène de chess n’est pas dessinée"))
        window.tabs.setCurrentWidget(window.arena_page)
        assert "L’arène de chess n’est pas dessinée" in window.step_panel.toPlainText()
    finally:
        window.set_language("en")
    qtbot.waitUntil(lambda: window.arena_note.message.text().startswith("The arena of chess is not drawn"))


def test_refusals_with_numbers_are_french_in_the_french_interface(qtbot, window):
    """The games' refusals that carry numbers (a board's size, a vertex limit) are translated with them."""
    window.set_language("fr")
    try:
        open_game(qtbot, window, "connect4")
        assert "l’arène entière du Puissance 4 n’est construite que pour des grilles d’au plus 20 cases (4×4, 5×4…) ; " \
               "7×6 a bien trop de positions" in window.arena_note.message.text()
        window.settings.set_vertex_limit(1_000)
        open_game(qtbot, window, "tictactoe")  # 5,478 positions
        # French groups thousands with a narrow no-break space
        assert "a au moins 4\u202f400 positions, plus que la limite de 1\u202f000 ; essayez " in \
            window.arena_note.message.text()
        assert ", ou augmentez la limite de sommets" in window.arena_note.message.text()
    finally:
        window.set_language("en")


def test_chess_formula_arena_note_and_refusals_are_french_in_the_french_interface(qtbot, window):
    window.set_language("fr")
    try:
        open_game(qtbot, window, "chess")
        assert window.arena_note.message.text().startswith(
            "L’arène de chess n’est pas dessinée : les échecs ont environ 10⁵⁰ positions (l’estimation du cours)")
        tab = window.board_tab
        tab.set_position_text("e4 d5 exd5")
        tab.set_show_heuristic(True)
        assert tab.formula.text().startswith("h = matériel (39 − 38) + 0.1 × mobilité (")
        assert "abri du roi" in tab.formula.text() and "king" not in tab.formula.text()
        tab.editor.edit_button.click()
        tab.editor.piece.setCurrentIndex(tab.editor.piece.findData("K"))
        tab.board.cellClicked.emit(7, 0)  # a second white king on a1
        tab.editor.apply_button.click()
        assert tab.editor.message.text() == "Refusée : cette position est illégale : un camp a plus d’un roi"
        tab.editor.cancel_button.click()
        open_game(qtbot, window, "sticks")
        assert tab.formula.text() == ("h = 0 : la partie ne peut pas finir au coup suivant (l’heuristique du cours, "
                                      "figure 7 : +∞ ou −∞ à un coup de la fin, 0 sinon)")
        open_game(qtbot, window, "connect4")
        tab.editor.edit_button.click()
        tab.board.cellClicked.emit(3, 2)  # a disc in the air, column 3
        tab.editor.apply_button.click()
        assert tab.editor.message.text() == \
            "Refusée : un pion flotte dans la colonne 3 : un pion tombe dans la case vide la plus basse"
    finally:
        window.set_language("en")
    open_game(qtbot, window, "sticks")
    assert tab.formula.text().startswith("h = 0: the game cannot end with the next move")  # English again
