"""The application model without a display: a teacher's sequence, view by view, and its events."""

from __future__ import annotations

import subprocess
import sys

import pytest

from gameviz.model import ApplicationModel, EventEmitter, Facts


def test_a_teachers_sequence_keeps_each_view_where_it_was_and_resets_them_on_opening():
    model = ApplicationModel()
    sticks = model.open("game", "sticks", "sticks")
    sticks.arena.set_steps(8)
    sticks.arena.go(sticks.arena.steps - 1)  # End: the result
    assert sticks.arena.at_end

    tictactoe = model.open("game", "tictactoe", "tictactoe")
    assert tictactoe is model.document and tictactoe is not sticks
    assert (tictactoe.arena.step, tictactoe.arena.shown, tictactoe.board.computers) == (0, (1,), ())
    tictactoe.arena.set_steps(10)
    assert tictactoe.arena.step == 0  # A₀, not the result

    tree = model.open("tree", "ab.json", "ab.json")
    model.current = "tree"
    tree.tree.set_steps(40)  # 39 events and the result
    tree.tree.go(20)  # event 21
    for change in ({"presentation": True}, {"theme": "dark"}, {"language": "fr"}):
        model.preferences.update(**change)
        assert (model.view.step, model.view.steps) == (20, 40)
    for expected in (21, 22, 23):  # events 22 to 24
        model.view.go(model.view.step + 1)
        assert model.view.step == expected
    model.view.go(99)
    assert model.view.step == 39  # the result, and no further

    connect4 = model.open("game", "connect4", "connect4")
    connect4.board.computers = (2,)
    othello = model.open("game", "othello", "othello")
    assert othello.board.computers == ()  # two players: the computer does not play at once
    assert model.preferences.theme == "dark" and model.preferences.presentation  # preferences stay

    model.open("game", "tictactoe", "tictactoe")
    model.choose_layout("sfdp")
    assert model.layout() == "sfdp"
    model.open("game", "sticks", "sticks")
    assert model.layout() == "auto"  # the course's picture again: the choice was tic-tac-toe's
    model.preferences.default_layout = "neato"
    assert model.layout() == "neato"  # a default for all is the preference, chosen as such

    around = model.open("around", "connect4:rows=4,cols=4 around the start, depth 2", partial=True,
                        facts=Facts(vertices=21, moves=20, unexplored=16))
    assert around.partial and not around.stale
    model.board_moved()
    assert around.stale  # the arena says it no longer follows the board
    model.open("game", "sticks", "sticks")
    model.board_moved()
    assert not model.document.stale  # a whole arena does not go stale


def test_a_change_is_one_event_and_only_when_the_value_changes():
    model = ApplicationModel()
    seen: list[object] = []
    model.preferences.events.theme.connect(seen.append)
    model.preferences.events.any.connect(lambda name: seen.append(f"any {name}"))
    model.preferences.theme = "dark"
    model.preferences.theme = "dark"
    model.preferences.notation = "adam_eve"
    assert seen == ["dark", "any theme", "any notation"]


def test_update_emits_once_every_field_is_set():
    model = ApplicationModel()
    view = model.open("game", "sticks").arena
    seen: list[tuple[int, int]] = []
    view.events.step.connect(lambda _: seen.append((view.step, view.steps)))
    view.set_steps(8, 7)
    view.set_steps(3)  # the position stays within the shorter timeline
    assert seen == [(7, 8), (2, 3)]
    with pytest.raises(AttributeError, match="no field 'stpe'"):
        view.update(stpe=1)


def test_opening_announces_the_new_document_and_the_current_view_follows_it():
    model = ApplicationModel()
    opened: list[str] = []
    model.opened.connect(lambda document: opened.append(document.title))
    documents: list[str] = []
    model.events.document.connect(lambda document: documents.append(document.kind))
    model.current = "board"
    model.open("game", "nim")
    model.view.selection = "x"
    model.open("arena", "course.json")
    assert opened == ["nim", "course.json"] and documents == ["game", "arena"]
    assert model.view is model.document.board and model.view.selection is None


def test_shown_players_stay_while_offered_and_go_back_to_the_first_attractor_otherwise():
    model = ApplicationModel()
    arena = model.open("arena", "three.json", players=3).arena
    assert arena.offered() == [(1,), (2,), (3,), (1, 2, 3)] and arena.shown == (1,)
    seen: list[tuple[int, ...]] = []
    arena.events.shown.connect(seen.append)
    arena.shown = (3,)
    arena.set_players(4)  # an edit brings a fourth player in: J3's attractor is still offered
    assert arena.shown == (3,) and arena.offered()[-1] == (1, 2, 3, 4)
    arena.shown = (1, 2, 3, 4)
    arena.set_players(2)  # "all" of four players is no longer offered
    assert arena.shown == (1,) and seen == [(3,), (1, 2, 3, 4), (1,)]
    assert model.open("arena", "two.json").arena.shown == (1,)


def test_the_opponent_follows_the_game_on_the_board_and_a_new_document_has_none():
    model = ApplicationModel()
    board = model.open("game", "connect4").board
    assert board.offered() == [(), (2,), (1,)]
    seen: list[tuple[int, ...]] = []
    board.events.computers.connect(seen.append)
    board.computers = (2,)
    board.set_players(2)  # the same game: the computer keeps its side
    assert board.computers == (2,)
    board.set_players(3)  # a game of three: J2 alone is not offered, the computer plays nobody
    assert board.offered() == [(), (2, 3), (1, 2, 3)] and board.computers == ()
    board.computers = (2, 3)
    assert seen == [(2,), (), (2, 3)]
    assert model.open("game", "othello").board.computers == ()
    around = model.explore_around("around", players=3)
    assert around.arena.offered()[-1] == (1, 2, 3) and around.board.computers == ()  # Othello's board goes on


def test_opening_a_document_ends_the_modes_of_the_previous_one_each_view_its_own():
    model = ApplicationModel()
    sticks = model.open("game", "sticks")
    ended: list[str] = []
    sticks.arena.events.exercise.connect(lambda on: ended.append(f"arena exercise {on}"))
    sticks.tree.events.exercise.connect(lambda on: ended.append(f"tree exercise {on}"))
    sticks.arena.events.editing.connect(lambda on: ended.append(f"editing {on}"))
    sticks.arena.update(exercise=True, editing=True)
    model.current = "tree"
    model.view.exercise = True
    assert (sticks.arena.exercise, sticks.board.exercise, sticks.tree.exercise) == (True, False, True)
    ended.clear()
    chomp = model.open("game", "chomp")
    assert ended == ["arena exercise False", "tree exercise False", "editing False"]
    assert not (chomp.arena.exercise or chomp.tree.exercise or chomp.arena.editing)
    chomp.tree.exercise = True
    around = model.explore_around("chomp around", players=2)
    assert around.tree is chomp.tree and not around.tree.exercise  # the tree goes on, its exercise ended


def test_each_view_keeps_its_own_selection_and_a_new_document_none():
    model = ApplicationModel()
    game = model.open("game", "connect4:rows=4,cols=4")
    seen: list[object] = []
    game.tree.events.selection.connect(seen.append)
    game.arena.selection, game.tree.selection = "A", (0, 1)
    model.current = "tree"
    assert model.view.selection == (0, 1) and game.arena.selection == "A" and game.board.selection is None
    around = model.explore_around("around the start", players=2)
    assert around.arena.selection is None and around.tree.selection == (0, 1)  # the tree goes on
    assert model.open("game", "sticks").tree.selection is None and seen == [(0, 1)]


def test_an_emitter_calls_each_callback_once_and_forgets_it_on_request():
    emitter, seen = EventEmitter(), []
    emitter.connect(seen.append)
    emitter.connect(seen.append)
    emitter.emit(1)
    emitter.disconnect(seen.append)
    emitter.emit(2)
    assert seen == [1]


def test_the_model_imports_no_qt():
    code = "import sys, gameviz.model; print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
