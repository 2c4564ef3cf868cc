"""A play's numbers and the start's caption are drawn where no edge and no vertex crosses them, and last."""

from __future__ import annotations

import math

import pytest

from gameviz.core.game import played_states
from gameviz.core.solution import solve
from gameviz.figure import label_room
from gameviz.figure.arena_figure import ArenaFigure, AttractorTimeline, node_sizes
from gameviz.figure.edge_columns import EdgeTable
from gameviz.figure.geometry import plain_edges
from gameviz.figure.label_room import Obstacles, box_around, freest, segment_meets_box
from gameviz.figure.play_figure import PlayFigure
from gameviz.figure.primitives import Curve, Ellipse, Polygon, Rect, Text, text_width
from gameviz.figure.style import EXPORT_PALETTES, SIZES
from gameviz.games import arena_from_spec, game_from_spec
from gameviz.layout import compute_layout

SAMPLES = 60


def _curve_points(curve: Curve) -> list[tuple[float, float]]:
    """A curve sampled densely (the test's own reading of the cubic segments)."""
    points, out = curve.points, [curve.points[0]]
    for i in range(0, len(points) - 3, 3):
        a, b, c, d = points[i : i + 4]
        for k in range(1, SAMPLES + 1):
            t = k / SAMPLES
            u = 1 - t
            out.append(tuple(u**3 * a[j] + 3 * u * u * t * b[j] + 3 * u * t * t * c[j] + t**3 * d[j] for j in (0, 1)))
    return out


def _inside(point, box) -> bool:
    return box[0] <= point[0] <= box[2] and box[1] <= point[1] <= box[3]


def _meets(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _labels_and_obstacles(figure, picture):
    """The labels drawn (a number's disc, the caption's text) with the index of their group, and what
    each group draws that could cross them: curves, arrowheads, vertex outlines and badges."""
    labels, lines, shapes = [], [], []
    for g, group in enumerate(picture.groups):
        for item in group:
            if isinstance(item, Ellipse) and any(isinstance(t, Text) and (t.x, t.y) == (item.cx, item.cy) and
                                                 t.text.isdigit() for t in group) and picture.parts[g].kind == "edge":
                labels.append((g, box_around(item.cx, item.cy, item.rx, item.ry)))
            elif isinstance(item, Text) and picture.parts[g].kind == "vertex" and item.text.startswith(("start", "départ")):
                half = text_width(item.text, item.size, True) / 2
                labels.append((g, box_around(item.x, item.y, half, item.size * 0.6)))
            elif isinstance(item, Curve):
                lines.append((g, _curve_points(item)))
            elif isinstance(item, Polygon):
                lines.append((g, list(item.points) + [item.points[0]]))
            elif isinstance(item, (Ellipse, Rect)) and picture.parts[g].kind == "vertex":
                box = (item.x, item.y, item.x + item.width, item.y + item.height) if isinstance(item, Rect) else \
                    box_around(item.cx, item.cy, item.rx, item.ry)
                shapes.append((g, box))
    return labels, lines, shapes


def assert_nothing_crosses_the_labels(figure, picture, expected_labels):
    labels, lines, shapes = _labels_and_obstacles(figure, picture)
    assert len(labels) == expected_labels
    labelled = {g for g, _ in labels}
    kinds = [part.kind for part in picture.parts]
    for g, box in labels:
        for h, points in lines:
            if h != g:  # a number sits on its own move
                crossing = any(segment_meets_box(p, q, box) for p, q in zip(points, points[1:], strict=False))
                assert not crossing, (picture.parts[g].name, "crossed by", picture.parts[h].name)
        for h, shape in shapes:
            if h != g:
                assert not _meets(box, shape), (picture.parts[g].name, "under", picture.parts[h].name)
        # drawn after what could reach it: a move and its number after every other move, the start and its
        # caption after every other vertex (and numbers are clear of every vertex)
        later_plain = [h for h in range(g + 1, len(kinds)) if kinds[h] == kinds[g] and h not in labelled]
        assert later_plain == [], (picture.parts[g].name, "drawn before", picture.parts[later_plain[0]].name)


def _picture(spec: str, *, play: str = "", notation_caption=None):
    arena = arena_from_spec(spec)
    solution = solve(arena)
    layout = compute_layout(arena, "auto", node_sizes(arena), solution.attractors[1].rank, aspect=16 / 9,
                            solution=solution)
    palette = EXPORT_PALETTES["light"]
    if play:
        game = game_from_spec(spec)
        figure = PlayFigure(arena, layout, palette, play=list(played_states(game, game.parse_moves(play))))
    else:
        figure = ArenaFigure(arena, layout, palette)
    timeline = AttractorTimeline(figure, solution, (1,), notation_caption)
    return figure, timeline.pictures([len(timeline) - 1])[0]


def test_the_numbers_of_a_play_on_the_sticks_are_crossed_by_nothing_and_drawn_over_the_edges():
    figure, picture = _picture("sticks", play="1 2 2 3 1 1")
    assert_nothing_crosses_the_labels(figure, picture, expected_labels=6 + 1)  # six moves, the caption


@pytest.mark.parametrize(("spec", "caption"), [
    ("chomp:rows=2,cols=2", lambda outcome: "départ : Adam gagne"),  # seed 002's Chomp, in French
    ("random:seed=3", None),
    ("random:vertices=20,moves=3,seed=3", None),
    ("sticks", None),
])
def test_the_starts_caption_is_crossed_by_nothing_and_drawn_last(spec, caption):
    figure, picture = _picture(spec, notation_caption=caption)
    assert_nothing_crosses_the_labels(figure, picture, expected_labels=1)


def test_a_label_takes_the_first_place_nothing_touches():
    arena = arena_from_spec("chomp:rows=2,cols=2")
    solution = solve(arena)
    layout = compute_layout(arena, "auto", node_sizes(arena), solution.attractors[1].rank, solution=solution)
    obstacles = Obstacles(layout)
    start = layout.nodes[arena.start]
    on_start = box_around(start.x, start.y, 5, 5)
    far = box_around(start.x - 500, start.y, 5, 5)
    assert obstacles.hits(on_start) == {arena.start} and obstacles.hits(far) == set()
    assert freest([on_start, far], obstacles) == 1 and freest([on_start, on_start], obstacles) == 0
    assert obstacles.hits(on_start, ignore=[arena.start]) == set() or all(
        isinstance(hit, tuple) for hit in obstacles.hits(on_start, ignore=[arena.start]))  # only its own moves
    assert math.isfinite(start.x)


@pytest.mark.parametrize("badge", [0.0, 9.0])
def test_a_large_layout_gives_a_region_the_obstacles_it_would_find_one_by_one(monkeypatch, badge):
    """Edges and vertices picked out with NumPy first: every region of a grid over the sticks' arena (a
    border on a vertex's edge, the badges' corners, loops included) sees the same segments and boxes."""
    arena = arena_from_spec("sticks:n=350,take=1-3,last=loses")
    layout = compute_layout(arena, "layered", node_sizes(arena))
    layout.edges = plain_edges(layout.nodes, [*arena.edges(), (arena.start, arena.start)])
    assert isinstance(layout.edges, EdgeTable)  # the layout's table of edges, read a column at a time
    assert len(layout.edges) + len(layout.nodes) >= label_room.COLUMNS_FROM
    regions = [box_around(layout.width * i / 11, layout.height * j / 5, 30, 20) for i in range(12) for j in range(6)]
    some = list(layout.nodes.values())[::40]
    regions += [(node.x + node.width / 2, node.y - 5, node.x + node.width / 2 + 40, node.y + 5) for node in some]
    start = layout.nodes[arena.start]
    regions.append(box_around(start.x, start.y - start.height / 2 - 10, 10, 5))  # in the loop above the start
    fast = [Obstacles(layout, region, badge) for region in regions]
    monkeypatch.setattr(label_room, "COLUMNS_FROM", 10**9)
    for region, quick in zip(regions, fast, strict=True):
        slow = Obstacles(layout, region, badge)
        assert (quick._segments, quick._boxes) == (slow._segments, slow._boxes)
    assert any(quick._segments for quick in fast) and any(quick._boxes for quick in fast)
    assert any((arena.start, arena.start) in {edge for cell in quick._segments.values() for edge, _, _ in cell}
               for quick in fast)  # the loop's row too


@pytest.mark.parametrize("badge", [0.0, 9.0])
def test_obstacles_asked_only_within_their_region_find_what_the_whole_edges_find(monkeypatch, badge):
    """A long edge is filed only in the cells of the region a caption is sought in: every box in the
    region touches the same edges and vertices as with the edges filed whole, and the start's caption
    of a large arena (its layers cut into columns, long edges between them) goes to the same place."""
    from gameviz.figure import start_caption
    from gameviz.figure.start_caption import CAPTION_ROOM, badge_radius, caption_place

    arena = arena_from_spec("sticks:n=1500,take=1-3,last=loses")
    layout = compute_layout(arena, "layered", node_sizes(arena))
    start = layout.nodes[arena.start]
    region = box_around(start.x, start.y, CAPTION_ROOM * 2, 120)
    whole, within = Obstacles(layout, region, badge), Obstacles(layout, region, badge, within=True)
    assert sum(map(len, within._segments.values())) < sum(map(len, whole._segments.values()))
    left, top, right, bottom = region
    boxes = [box_around(left + (right - left) * i / 12, top + (bottom - top) * j / 6, 20, 8)
             for i in range(13) for j in range(7)]
    assert [within.hits(box) for box in boxes] == [whole.hits(box) for box in boxes]
    assert any(whole.hits(box) for box in boxes)
    place = caption_place(layout, arena.start, SIZES)
    monkeypatch.setattr(start_caption, "label_obstacles",
                        lambda layout, region, sizes, within: Obstacles(layout, region, badge_radius(sizes)))
    assert caption_place(layout, arena.start, SIZES) == place
