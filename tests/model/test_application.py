"""The application model without a display: the document, its views and their rules, and the events
widgets render from (DESIGN.md, rule 7).

The values are the course's: the 10-stick game (take 1 to 3, the last stick loses) has J1's attractor
𝒜¹₀ … 𝒜¹₆ and J2's 𝒜²₀ … 𝒜²₅, so J1's steps are 8 pictures (𝒜¹₀ … 𝒜¹₆, then the result) and J2's 7.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from gameviz.core.game import explore_around
from gameviz.core.search.options import SearchOptions, start_search
from gameviz.core.search.trace import collect
from gameviz.core.session import GameSession
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.games import arena_from_spec, game_from_spec
from gameviz.model import (
    ApplicationModel,
    ArenaDocument,
    BoardView,
    EventEmitter,
    Facts,
    SearchChoices,
    TreeSource,
    edits,
)
from gameviz.model.search_source import exercise_source


def sticks(model: ApplicationModel, kind: str = "game") -> ArenaDocument:
    """Open the course's 10 sticks (its arena and its board) in ``model``; its arena document."""
    arena = ArenaDocument(arena_from_spec("sticks"))
    model.open(kind, "sticks", "sticks", arena=arena, session=GameSession(game_from_spec("sticks")))
    return arena


def test_the_steps_are_the_pictures_counted_from_one_with_the_result():
    model = ApplicationModel()
    sticks(model)
    arena = model.document.arena
    assert (arena.steps, arena.step) == (8, 0)
    assert [arena.title(i) for i in (0, 2, 6, 7)] == [
        "𝒜¹₀ (step 1 of 8)", "𝒜¹₂ (step 3 of 8)", "𝒜¹₆ (step 7 of 8)", "Result (step 8 of 8)"]
    arena.shown = (2,)
    assert arena.steps == 7 and arena.title(5) == "𝒜²₅ (step 6 of 7)"
    arena.shown = (1, 2)
    assert arena.steps == 8 and arena.title(3) == "𝒜¹₃, 𝒜²₃ (step 4 of 8)"
    arena.go(99)
    assert arena.step == 7 and arena.at_end  # the result, and no further


def test_show_changed_at_the_result_stays_at_the_result_and_elsewhere_keeps_the_step():
    model = ApplicationModel()
    sticks(model)
    arena = model.document.arena
    seen: list[tuple[tuple[int, ...], int, int]] = []
    arena.events.updated.connect(lambda _: seen.append((arena.shown, arena.step, arena.steps)))
    arena.go(7)  # J1's result
    arena.shown = (2,)
    assert (arena.step, arena.steps) == (6, 7)  # J2's result, step 7 of 7
    arena.shown = (1, 2)
    assert (arena.step, arena.steps) == (7, 8)  # the result again, not step 7 of 8
    arena.go(3)
    arena.shown = (2,)
    assert arena.step == 3  # 𝒜²₃: the same step
    assert seen == [((1,), 7, 8), ((2,), 6, 7), ((1, 2), 7, 8), ((1, 2), 3, 8), ((2,), 3, 7)]  # once per change


def test_each_view_offers_what_fits_its_players_and_keeps_its_step_within_its_steps():
    model = ApplicationModel()
    sticks(model)
    arena, board = model.document.arena, model.document.board
    assert arena.offered() == [(1,), (2,), (1, 2)]  # Show: each attractor, then both
    assert board.offered() == [(), (2,), (1,)]  # the computer plays nobody, J2, or J1
    three = BoardView(players=3)
    assert three.offered() == [(), (2, 3), (1, 2, 3)]  # all but J1, or everyone
    arena.set_steps(5, 99)
    assert (arena.steps, arena.step) == (5, 4)
    arena.set_steps(0)
    assert (arena.steps, arena.step) == (1, 0)


def test_the_search_chosen_keeps_only_the_settings_that_fit_its_algorithm():
    chosen = SearchChoices(memo=True, soft=True, player=2, depth=3)
    assert chosen.options() == SearchOptions("alphabeta", depth=3, memo=True, soft=True)
    assert chosen.options("minimax") == SearchOptions("minimax", depth=3, memo=True)  # a transposition table
    assert chosen.options("maxn") == SearchOptions("maxn", depth=3)  # no memo, no fail-soft, no paranoid player
    assert chosen.options("paranoid") == SearchOptions("paranoid", depth=3, memo=True, player=2)
    assert chosen.options("deepening") == SearchOptions("alphabeta", depth=3, order=True, memo=True, soft=True,
                                                        deepen=True)
    assert replace(chosen, depth=0).options("deepening").deepen is False  # deepening needs a depth to reach


def test_an_exercise_starts_on_the_sets_and_steps_one_attractor():
    model = ApplicationModel()
    sticks(model)
    arena = model.document.arena
    arena.shown = (1, 2)
    arena.go(7)
    arena.exercise = True
    assert (arena.step, arena.stepped) == (0, (1,))  # 𝒜¹₀: the result would give the answer away
    arena.go(4)
    arena.exercise = False
    assert (arena.step, arena.stepped, arena.shown) == (4, (1, 2), (1, 2))


def test_opening_resets_every_view_and_ends_every_exercise_and_edit_mode():
    model = ApplicationModel()
    sticks(model)
    before = model.document
    ended: list[str] = []
    for name in ("arena", "board", "tree"):
        before.view(name).events.exercise.connect(lambda on, name=name: ended.append(f"{name} exercise {on}"))
    before.arena.events.editing.connect(lambda on: ended.append(f"editing {on}"))
    before.arena.update(exercise=True, editing=True, shown=(2,), layout="sfdp", selection=(5, 2))
    before.arena.go(3)
    before.tree.exercise = True
    before.board.computers = (2,)
    before.arena.document.history.push(edits.Rename(before.arena.document, (0, 1), "won"))  # type: ignore[union-attr]
    ended.clear()
    documents: list[str] = []
    model.events.document.connect(lambda document: documents.append(document.title))
    chomp = ArenaDocument(arena_from_spec("chomp:rows=2,cols=3"))
    after = model.open("game", "chomp", arena=chomp, session=GameSession(game_from_spec("chomp:rows=2,cols=3")))
    assert ended == ["arena exercise False", "tree exercise False", "editing False"]  # the widgets follow
    assert documents == ["chomp"] and model.document is after
    arena, board, tree = after.arena, after.board, after.tree
    assert (arena.step, arena.shown, arena.layout, arena.selection, arena.exercise, arena.editing) == \
        (0, (1,), None, None, False, False)
    assert (board.computers, board.position, tree.source, tree.exercise) == ((), board.session.position, None, False)
    assert (after.refusal, after.never, after.partial, after.stale) == ("", False, False, False)
    assert len(before.arena.document.history) == 0  # type: ignore[union-attr]  (the closed arena's edits go)


def test_preferences_move_no_view_and_a_layout_belongs_to_its_document():
    model = ApplicationModel()
    sticks(model)
    arena, tree = model.document.arena, model.document.tree
    arena.go(5)
    tree.set_steps(40, 20)
    for change in ({"presentation": True}, {"theme": "dark"}, {"language": "fr"}, {"notation": "adam_eve"}):
        model.preferences.update(**change)
        assert (arena.step, arena.steps, tree.step, tree.steps) == (5, 8, 20, 40)
    assert model.preferences.sizes().scale == 1.6 and model.preferences.palette().name == "dark"
    model.choose_layout("sfdp")
    assert model.layout() == "sfdp"
    sticks(model)
    assert model.layout() == "auto"  # the course's picture again: the choice was the other document's
    model.preferences.default_layout = "neato"
    assert model.layout() == "neato"


def test_an_arena_around_the_board_goes_stale_when_the_board_leaves_its_position_and_back():
    model = ApplicationModel()
    game = game_from_spec("connect4:rows=4,cols=4")
    session = GameSession(game)
    model.open("game", "connect4", session=session, refusal="too large")
    board, tree = model.document.board, model.document.tree
    board.computers = (2,)
    around = model.open("around", "around the start", arena=ArenaDocument(explore_around(game, session.position, 1)),
                        facts=Facts(vertices=5, moves=4, unexplored=4))
    assert around.partial and not around.stale and around.board is board and around.tree is tree
    assert board.computers == (2,)  # the game goes on
    session.play(game.legal_moves(session.position)[0] if hasattr(game, "legal_moves") else 0)
    board.moved()
    assert around.stale  # the arena says it no longer follows the board
    session.take_back()
    board.moved()
    assert not around.stale
    sticks(model)
    model.document.board.moved()
    assert not model.document.stale  # a whole arena does not go stale


def test_an_edit_solves_again_and_a_deleted_selection_goes():
    model = ApplicationModel()
    document = sticks(model)
    arena = model.document.arena
    arena.update(selection=(5, 2))
    arena.go(7)
    solutions: list[object] = []
    arena.events.solution.connect(solutions.append)
    document.history.push(edits.DeleteVertex(document, (5, 2)))
    assert solutions == [document.solution] and arena.selection is None
    assert document.solution.start_outcome.winner == 2  # without (5,2), J1's route is gone
    # J1's attractor stops at 𝒜¹₂ = {(0,1), (1,2), (2,1), (3,1), (4,1)}: (5,2) was the one way into 𝒜¹₃
    assert (arena.steps, arena.step) == (4, 3) and arena.at_end  # the result still
    document.history.undo()
    assert arena.steps == 8 and arena.players == 2
    document.history.push(edits.AddVertex(document, 3, 0.0, 0.0))
    arena.shown = (1, 2, 3)
    assert arena.players == 3 and arena.offered()[-1] == (1, 2, 3)
    document.history.undo()  # no third player any more: "all" of three is no longer offered
    assert (arena.players, arena.shown) == (2, (1,))


def test_another_view_on_screen_ends_the_exercise_left_and_the_arena_selects_the_board_position():
    model = ApplicationModel()
    sticks(model)
    arena = model.document.arena
    arena.exercise = True
    model.current = "board"
    assert not arena.exercise
    model.document.board.session.play(2)  # type: ignore[union-attr]
    model.document.board.moved()
    model.current = "arena"
    assert arena.selection == (8, 2)  # the board's position, in the arena


def test_the_search_view_fits_its_choices_to_the_tree_and_steps_a_new_search_from_its_start():
    model = ApplicationModel()
    tree = model.open("tree", "rn", search=exercise_source("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]")).tree
    assert (tree.choices.preset, tree.choices.depth, tree.vectors) == ("alphabeta", 0, False)
    assert tree.source is not None
    events, result = collect(start_search(tree.source.tree, tree.options()))
    tree.update(result=result, timeline=SearchTimeline(events, result, "alphabeta"))
    assert (tree.step, tree.steps) == (0, len(events) + 1) and result.value == 3  # the course's value
    tree.go(9)
    shown = tree.event_index()
    tree.choices = replace(tree.choices, stepping="leaf")
    assert tree.stops()[tree.step] >= shown and tree.stops()[tree.step - 1] < shown  # the event on show
    assert (tree.steps, tree.step) == (8, 2)  # the 7 leaves alpha-beta reads, then the result: at leaf 8
    tree.choices = replace(tree.choices, stepping="event")
    assert (tree.steps, tree.step) == (40, 10)  # every event again, at that leaf's
    tree.exercise = True
    tree.go(0)
    assert tree.showing() == (1, 0) and tree.event_index() >= shown  # the search is hidden, and stays

    game = game_from_spec("tictactoe")
    tree.source = tree.position_source(game, game.initial(), "tic-tac-toe")
    assert (tree.choices.depth, tree.choices.preset) == (4, "alphabeta-ordered")  # a large game's tree
    assert tree.timeline is None and tree.steps == 1  # the search of another tree is no answer here
    vectors = TreeSource(exercise_source("[[(5, 2, 2), (4, 1, 4)], [(3, 6, 0), (9, 0, 0)]]", first=1).tree, "n")
    tree.source = vectors
    assert tree.vectors and tree.choices.preset == "maxn" and tree.offered() == ["maxn", "maxn-shallow", "paranoid"]


def test_a_change_is_one_event_and_only_when_the_value_changes():
    model = ApplicationModel()
    seen: list[object] = []
    model.preferences.events.theme.connect(seen.append)
    model.preferences.events.any.connect(lambda name: seen.append(f"any {name}"))
    model.preferences.theme = "dark"
    model.preferences.theme = "dark"
    model.preferences.notation = "adam_eve"
    assert seen == ["dark", "any theme", "any notation"]
    with pytest.raises(AttributeError, match="no field 'them'"):
        model.preferences.update(them="light")


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
