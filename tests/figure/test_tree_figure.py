"""What the tree pictures draw: the cut marks stand clear of every edge."""

from __future__ import annotations

import pytest

from gameviz.core.search import alphabeta
from gameviz.core.search.trace import Cutoff, collect
from gameviz.figure.primitives import Rect
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import LIGHT, SIZES
from gameviz.figure.tree_display import GAME_FIRST_WIDTH, DisplayTree, tree_node_sizes
from gameviz.figure.tree_figure import TreeFigure
from gameviz.io.exercise_tree import parse_nested
from gameviz.layout.tree import tree_layout


def crosses(rect: Rect, a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Whether the segment a–b passes through the rectangle (sampled finely: edges are straight)."""
    for k in range(201):
        x, y = a[0] + (b[0] - a[0]) * k / 200, a[1] + (b[1] - a[1]) * k / 200
        if rect.x < x < rect.x + rect.width and rect.y < y < rect.y + rect.height:
            return True
    return False


@pytest.mark.parametrize("text,scale", [
    ("[[3,12,8],[2,4,6],[14,5,2]]", 1.0),
    ("[[3,12,8],[2,4,6],[14,5,2]]", 1.6),
    ("[[[3,17],[2,12]],[[15],[25,0]],[[2,5],[3]],[[2,14]]]", 1.0),  # cuts of inner nodes too
])
def test_every_cut_mark_covers_no_edge(text, scale):
    tree = parse_nested(text)
    display = DisplayTree(tree)
    sizes = SIZES.scaled(scale)
    layout = tree_layout(display, tree_node_sizes(display, False, scale), scale)
    figure = TreeFigure(display, layout, LIGHT, boards=False, sizes=sizes)
    events, result = collect(alphabeta(tree))
    timeline = SearchTimeline(events, result, "alphabeta")
    checked = 0
    for index, event in enumerate(events):
        if not isinstance(event, Cutoff):
            continue
        _, edges = figure.styles(timeline, index)
        for edge, style in edges.items():
            if not style.label:
                continue
            mark = next(item for item in figure.edge_primitives(edge, style) if isinstance(item, Rect))
            for other in layout.edges.values():
                assert not crosses(mark, other.points[0], other.tip), (edge, style.label)
            checked += 1
    assert checked >= 1



def test_a_game_tree_node_shows_the_move_that_leads_to_it():
    from gameviz.core.game import play_moves
    from gameviz.core.search.heuristics import make_heuristic
    from gameviz.core.search.tree import GameTree
    from gameviz.figure.primitives import Text
    from gameviz.games import game_from_spec

    game = game_from_spec("connect4")
    tree = GameTree(game, play_moves(game, game.parse_moves("4453")), make_heuristic("course", game))
    display = DisplayTree(tree, 1)
    layout = tree_layout(display, tree_node_sizes(display, True))
    figure = TreeFigure(display, layout, LIGHT, boards=True)
    texts = {path: [item.text for item in figure.node_primitives(path, figure.plain_node(path))
                    if isinstance(item, Text)] for path in display.visible()}
    assert [str(c) for c in range(1, 8)] == [next(t for t in texts[(i,)] if t.isdigit() and len(t) == 1)
                                             for i in range(7)]  # columns 1 to 7, as moves are typed
    assert not any(t.isdigit() for t in texts[()] if len(t) == 1)  # the root: no move leads to it


def test_a_folded_node_counts_the_cuts_made_out_of_sight():
    """Tic-tac-toe after the centre, α-β to depth 3: the tree shows the eight replies folded, and
    each "+7" badge counts the cuts made inside it, so that together they account for every cut."""
    from gameviz.core.game import play_moves
    from gameviz.core.search.heuristics import make_heuristic
    from gameviz.core.search.tree import GameTree
    from gameviz.figure.primitives import Text
    from gameviz.games import game_from_spec

    game = game_from_spec("tictactoe")
    tree = GameTree(game, play_moves(game, game.parse_moves("5")), make_heuristic("course", game))
    display = DisplayTree(tree, 3, first_view=9)
    assert display.visible() == [()] + [(i,) for i in range(8)]
    layout = tree_layout(display, tree_node_sizes(display, True))
    figure = TreeFigure(display, layout, LIGHT, boards=True)
    events, result = collect(alphabeta(tree, depth=3))
    cuts = [event.path for event in events if isinstance(event, Cutoff)]
    nodes, _ = figure.styles(SearchTimeline(events, result, "alphabeta"), len(events))
    expected = {(i,): sum(path[:1] == (i,) for path in cuts) for i in range(8)}
    assert {path: nodes[path].cuts for path in expected} == expected
    assert sum(expected.values()) == len(cuts) == result.stats.cutoffs > 0
    first = (0,)
    texts = [item.text for item in figure.node_primitives(first, nodes[first]) if isinstance(item, Text)]
    assert "+7" in texts and f"✂ {expected[first]}" in texts
    # before any cut, no count is drawn
    nodes, _ = figure.styles(SearchTimeline(events, result, "alphabeta"), 0)
    assert all(style.cuts == 0 for style in nodes.values())


def _label_and_badge_boxes(figure, display, nodes):
    """Each node's name (its move) and "+N" badge, as (left, top, right, bottom) in the figure."""
    from gameviz.figure.primitives import Text, text_width

    labels, badges = {}, {}
    for path in display.visible():
        box = figure.box(path)
        items = figure.node_primitives(path, nodes[path])
        for item in items:
            if isinstance(item, Text) and item.anchor == "end":  # the name, left of the shape
                width = text_width(item.text, item.size, item.bold)
                labels[path] = (box.x + item.x - width, box.y + item.y - item.size / 2,
                                box.x + item.x, box.y + item.y + item.size / 2)
            elif isinstance(item, Rect) and item.radius == 6.0 and nodes[path].badge:  # the badge's frame
                badges[path] = (box.x + item.x, box.y + item.y, box.x + item.x + item.width,
                                box.y + item.y + item.height)
    return labels, badges


def _overlap(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("scale", [1.0, 1.6])  # the window's sizes, and presentation mode's
@pytest.mark.parametrize("spec,moves,depth", [("othello", "", 3), ("othello", "c2 b2 b3", 3), ("othello:size=8", "d3 c5", 3)])
def test_no_move_label_is_covered_by_a_neighbours_badge(spec, moves, depth, scale):
    """Othello's leaves are folded, with a "+N" badge on the right and their move on the left: each
    node is as wide as its texts, so that no move is hidden under the badge of the node beside it or
    cut at the edge of its own node."""
    from gameviz.core.game import play_moves
    from gameviz.core.search.heuristics import make_heuristic
    from gameviz.core.search.tree import GameTree
    from gameviz.games import game_from_spec

    game = game_from_spec(spec)
    tree = GameTree(game, play_moves(game, game.parse_moves(moves)), make_heuristic("course", game))
    display = DisplayTree(tree, depth)
    layout = tree_layout(display, tree_node_sizes(display, True, scale), scale)
    figure = TreeFigure(display, layout, LIGHT, boards=True, sizes=SIZES.scaled(scale))
    events, result = collect(alphabeta(tree, depth=depth))
    nodes, _ = figure.styles(SearchTimeline(events, result, "alphabeta"), len(events))
    labels, badges = _label_and_badge_boxes(figure, display, nodes)
    assert len(labels) == len(display.visible()) - 1 and badges  # every move but the root's; folded nodes
    covered = [(path, other) for path, label in labels.items() for other, badge in badges.items()
               if other != path and _overlap(label, badge)]
    assert covered == []
    for path, label in labels.items():  # within its node's extent, where the view draws it ("›2" for b2 was cut)
        box, extent = figure.box(path), figure.node_extent(path)
        assert box.x + extent[0] <= label[0] and label[2] <= box.x + extent[0] + extent[2], path


def test_a_game_tree_opens_on_its_top_levels_and_an_exercise_whole():
    """A game's tree starts with the levels a class reads (the 10-stick game: the root, its 3 moves and
    their 9 replies, each folded with +3); an exercise of 27 leaves is shown whole; the root's children
    are shown however many they are."""
    from gameviz.core.search.tree import GameTree
    from gameviz.games import game_from_spec

    sticks = game_from_spec("sticks:n=10")
    display = DisplayTree(GameTree(sticks, sticks.initial()), first_width=GAME_FIRST_WIDTH)
    shown = display.visible()
    assert len(shown) == 13 and sum(1 for path in shown if display.hidden_children(path)) == 9
    exercise = parse_nested("[[[1,2,3],[4,5,6],[7,8,9]],[[1,2,3],[4,5,6],[7,8,9]],[[1,2,3],[4,5,6],[7,8,9]]]")
    assert len(DisplayTree(exercise).visible()) == 40
    wide = parse_nested(str([[i, i + 1] for i in range(40)]))
    assert len(DisplayTree(wide).visible()) == 1 + 40  # (its 80 leaves wait behind +2 badges)


@pytest.mark.parametrize("scale", [1.0, 1.6])
@pytest.mark.parametrize("spec", ["sticks:n=10", "sticks:n=21", "tictactoe", "connect4"])
def test_every_board_lies_within_its_node_and_all_its_sticks_are_drawn(spec, scale):
    """An expanded node's box made room for its shape only: the root of the 10-stick game was clipped to
    9 sticks in the view, its board wider than the node the view draws."""
    from gameviz.core.search.tree import GameTree
    from gameviz.games import game_from_spec

    game = game_from_spec(spec)
    display = DisplayTree(GameTree(game, game.initial()), first_width=GAME_FIRST_WIDTH)
    layout = tree_layout(display, tree_node_sizes(display, True, scale), scale)
    figure = TreeFigure(display, layout, LIGHT, boards=True, sizes=SIZES.scaled(scale))
    assert display.expanded
    events, result = collect(alphabeta(display.tree, depth=2))
    nodes, _ = figure.styles(SearchTimeline(events, result, "alphabeta"), 0)
    frames = {}
    for path in display.visible():
        box = figure.box(path)
        frame = next(item for item in figure.node_primitives(path, nodes[path])
                     if isinstance(item, Rect) and item.radius == 2.0)  # the board's frame
        frames[path] = (box.x + frame.x, box.y + frame.y, box.x + frame.x + frame.width,
                        box.y + frame.y + frame.height)
        assert -box.width / 2 <= frame.x and frame.x + frame.width <= box.width / 2, path
    crowded = [(a, b) for a in frames for b in frames if a < b and _overlap(frames[a], frames[b])]
    assert crowded == []
