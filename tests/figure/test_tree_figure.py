"""What the tree pictures draw: the cut marks stand clear of every edge."""

from __future__ import annotations

import pytest

from gameviz.core.search import alphabeta
from gameviz.core.search.trace import Cutoff, collect
from gameviz.figure.primitives import Rect
from gameviz.figure.search_timeline import SearchTimeline
from gameviz.figure.style import LIGHT, SIZES
from gameviz.figure.tree_figure import DisplayTree, TreeFigure, tree_node_sizes
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
