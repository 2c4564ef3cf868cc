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


def test_the_start_caption_stays_clear_of_the_selection_frame_and_the_rank_badge():
    """The caption above the start ("start: J1 wins") is written above the frame of a selected start, the
    keyboard's frame (within FRAME_ROOM) and its rank badge, and inside the picture's bounds."""
    from dataclasses import replace

    from gameviz.figure.geometry import FRAME_ROOM
    from gameviz.figure.primitives import Ellipse, Rect, Text, text_width

    arena, _, timeline = sticks_timeline()
    figure = timeline.figure
    for sizes in (SIZES, SIZES.scaled(1.5)):  # on screen and in presentation mode
        figure = ArenaFigure(arena, figure.layout, LIGHT, sizes=sizes)
        style = replace(timeline.frame(len(timeline) - 1).nodes[arena.start], selected=True)
        assert style.badge == "6"  # the start has rank 6: a badge on its corner
        items = figure.node_primitives(arena.start, style)
        caption = next(i for i in items if isinstance(i, Text) and i.text == "start: J1 wins")
        frame = next(i for i in items if isinstance(i, Rect) and i.stroke is not None and i.stroke.dash)
        badge = next(i for i in items if isinstance(i, Ellipse) and i.fill == style.badge_color)
        box = figure.box(arena.start)
        half = text_width(caption.text, caption.size, True) / 2
        written = (caption.x - half, caption.y - sizes.caption * 0.6, caption.x + half, caption.y + sizes.caption * 0.6)
        grown = frame.stroke.width / 2
        framed = (frame.x - grown, frame.y - grown, frame.x + frame.width + grown, frame.y + frame.height + grown)
        kept = (-box.width / 2 - FRAME_ROOM, -box.height / 2 - FRAME_ROOM, box.width / 2 + FRAME_ROOM,
                box.height / 2 + FRAME_ROOM)
        badged = (badge.cx - badge.rx, badge.cy - badge.ry, badge.cx + badge.rx, badge.cy + badge.ry)
        for other in (framed, kept, badged):  # above it, or beside or below it where nothing else is drawn
            assert not (written[0] < other[2] and other[0] < written[2] and written[1] < other[3] and other[1] < written[3])
        left, top, width, height = figure.bounds()
        assert top <= box.y + written[1] and box.y + written[3] <= top + height
        assert left <= box.x + written[0] and box.x + written[2] <= left + width


def test_the_outlines_of_many_vertices_are_each_ones_alike_vertices_sharing_one():
    """Circles and squares, a target, a vertex of a third player, one on the frontier of a partial arena, in the
    styles of a step: each vertex's outline is its own, and vertices that look alike share one object."""
    arena, solution, timeline = sticks_timeline()
    arena.add_vertex("third", 3)
    arena.add_edge(arena.start, "third")
    layout = grid_layout(arena)
    arena.frontier[next(v for v in arena if arena.player(v) == 2)] = 0.5
    figure = ArenaFigure(arena, layout, LIGHT)
    frame = AttractorTimeline(figure, solve(arena), (1,)).frame(2)
    vertices = list(arena)
    styles = [frame.nodes.get(v) or figure.plain_node(v) for v in vertices]
    outlines = list(figure.node_outlines(vertices, styles))
    assert outlines == [figure.node_outline(v, style) for v, style in zip(vertices, styles, strict=True)]
    looks = {(layout.nodes[v].width, layout.nodes[v].height, arena.player(v), v in arena.frontier, id(style))
             for v, style in zip(vertices, styles, strict=True)}
    assert len({id(outline) for outline in outlines}) == len(looks) < len(vertices)
