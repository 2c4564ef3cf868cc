"""The frames of the attractor timeline on the course's 10-stick game."""

from __future__ import annotations

from gameviz.core.solution import solve
from gameviz.figure.arena_figure import EVERY_MOVE_DASH, ArenaFigure, AttractorTimeline
from gameviz.figure.style import LIGHT, SIZES
from gameviz.games import DEFAULT_SPEC, arena_from_spec
from tests.export.test_vector_exports import grid_layout


def sticks_timeline():
    arena = arena_from_spec(DEFAULT_SPEC)
    solution = solve(arena)
    figure = ArenaFigure(arena, grid_layout(arena), LIGHT)
    return arena, solution, AttractorTimeline(figure, solution, (1,))


def test_frame_m_colours_exactly_the_vertices_of_rank_at_most_m():
    arena, solution, timeline = sticks_timeline()
    rank = solution.attractors[1].rank
    blue = LIGHT.player(1)
    for m in range(len(timeline) - 1):
        frame = timeline.frame(m)
        assert set(frame.nodes) == {v for v, r in rank.items() if r <= m}
        for v, style in frame.nodes.items():
            assert style.badge == str(rank[v])
            assert style.fill == (blue.new if rank[v] == m else blue.fill)
        # the moves that explain A₁ … A_m, the newest ones in bold, and every move of J2's new vertices, dashed
        moves = {move: step.index for step in solution.attractors[1].steps[1 : m + 1] for move in step.moves}
        every = {(v, w) for v in solution.attractors[1].steps[m].added if arena.player(v) == 2
                 for w in arena.successors(v)} if m else set()
        assert set(frame.edges) == set(moves) | every
        for move, style in frame.edges.items():
            if move in every:
                assert style.dash == EVERY_MOVE_DASH and style.width == SIZES.emphasis_line
            else:
                assert style.width == (SIZES.emphasis_line if moves[move] == m else 2.0)


def test_equal_looks_are_one_object_and_frames_are_made_once():
    _, solution, timeline = sticks_timeline()
    for index in range(len(timeline)):
        frame = timeline.frame(index)
        assert timeline.frame(index) is frame
        styles = list(frame.nodes.values()) + list(frame.edges.values())
        assert len({id(s) for s in styles}) == len(set(styles))  # equal styles are the same object
    m = 2
    later = timeline.frame(m + 1)
    for v, style in timeline.frame(m).nodes.items():
        if solution.attractors[1].rank[v] < m:  # unchanged from one step to the next: the very same style
            assert later.nodes[v] is style


def test_the_result_frame_shows_both_attractors_the_strategies_and_who_wins_at_the_start():
    arena, solution, timeline = sticks_timeline()
    result = timeline.frame(len(timeline) - 1)
    assert result.result
    assert set(result.nodes) == set(arena)
    for v, style in result.nodes.items():
        who = solution.outcome[v]
        assert style.fill == (LIGHT.player(who).fill if who else LIGHT.draw_fill)
        assert style.badge == (str(solution.attractors[who].rank[v]) if who else None)
    strategy_edges = {(v, w) for p in (1, 2) for v, w in solution.strategies[p].items()}
    assert set(result.edges) == strategy_edges
    # J1 takes one stick and leaves 9 = 4·2 + 1: the player to move then loses
    assert result.nodes[arena.start].caption == "start: J1 wins"
