"""Many edges' paths kept as a table of numbers: the paths drawn one by one, read back as a mapping, and the
columns the window paints from."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gameviz.figure.arrowheads import arrowhead
from gameviz.figure.edge_columns import EdgeTable, drawn_columns, edge_table, plain_columns, renamed
from gameviz.figure.geometry import EdgePath, NodeBox, edge_path
from gameviz.figure.label_room import _bounding
from tests.conftest import budget


def boxes_strategy():
    coordinate = st.floats(-500, 500, allow_nan=False).map(lambda x: round(x, 1))
    size = st.floats(4, 80, allow_nan=False)
    box = st.builds(NodeBox, coordinate, coordinate, size, size, st.sampled_from(["circle", "box"]))
    return st.lists(box, min_size=1, max_size=12)


def numbers(path: EdgePath) -> list[float]:
    return [c for point in (*path.points, path.tip) for c in point]


@budget(200)
@given(boxes=boxes_strategy(), data=st.data())
def test_a_table_holds_the_textbook_path_of_each_edge_once(boxes, data):
    """Centres on a border, inside the other node or at the same place, loops and edges given twice included
    (a 0.1-point grid)."""
    named = dict(enumerate(boxes))
    pairs = data.draw(st.lists(st.tuples(st.sampled_from(list(named)), st.sampled_from(list(named))), max_size=30))
    table = edge_table(named, pairs)
    assert list(table) == list(dict.fromkeys(pairs)) and len(table) == len(set(pairs))
    for u, w in pairs:
        assert (u, w) in table
        assert numbers(table[u, w]) == pytest.approx(numbers(edge_path(named, u, w)), rel=1e-12, abs=1e-9)
    assert (len(named), 0) not in table


def sample_table() -> tuple[dict[str, NodeBox], list[tuple[str, str]], EdgeTable]:
    boxes = {"a": NodeBox(50, 50, 40, 40, "circle"), "b": NodeBox(150, 50, 40, 30, "box"),
             "c": NodeBox(100, 150, 40, 40, "circle")}
    edges = [("a", "b"), ("b", "c"), ("c", "a"), ("c", "c")]
    return boxes, edges, edge_table(boxes, edges)


def test_a_table_reads_as_the_mapping_of_its_paths():
    boxes, edges, table = sample_table()
    assert dict(table) == {edge: table[edge] for edge in edges}
    assert table[("c", "c")].points[0] == (100 - 40 * 0.2, 150 - 20 + 2)  # the loop above c
    assert table.edge_at(1) == (("b", "c"), table[("b", "c")])
    with pytest.raises(KeyError):
        table[("a", "c")]
    assert table.get(("a", "c")) is None
    assert [tuple(row) for row in table.bounds().tolist()] == [_bounding(table[edge]) for edge in edges]
    assert table.rows_of([("c", "a"), ("a", "b")]).tolist() == [numbers(table[("c", "a")]),
                                                                numbers(table[("a", "b")])]


def test_renamed_ends_keep_their_paths_and_a_table_stays_a_table():
    _, edges, table = sample_table()
    names = {"a": 1, "b": 2, "c": 3}
    again = renamed(table, names)
    assert isinstance(again, EdgeTable)
    assert dict(again) == {(names[u], names[w]): path for (u, w), path in table.items()}
    assert renamed(dict(table), names) == dict(again)


def test_the_columns_of_plain_edges_are_their_curves_and_arrowheads_one_by_one():
    """From a table and from a dict with a curve of two segments, in the order asked for."""
    _, edges, table = sample_table()
    curved = EdgePath(((0.0, 0.0), (10.0, 20.0), (30.0, 20.0), (40.0, 0.0), (50.0, -20.0), (70.0, -20.0),
                       (80.0, 0.0)), (86.0, 0.0))
    asked = [("c", "c"), ("a", "b"), ("b", "c")]
    for paths, chosen in ((table, asked), ({**table, ("b", "a"): curved}, [("b", "a"), *asked])):
        columns = plain_columns(paths, chosen, 9.5)
        drawn = [paths[edge] for edge in chosen]
        assert columns.counts.tolist() == [len(path.points) for path in drawn]
        assert columns.points.tolist() == [list(point) for path in drawn for point in path.points]
        heads = [c for path in drawn for corner in arrowhead(path, 9.5, "").points for c in corner]
        assert columns.corners.shape == (len(chosen), 3, 2)
        assert columns.corners.ravel().tolist() == pytest.approx(heads, rel=1e-12, abs=1e-9)
    columns = drawn_columns([curved.points], [((1.0, 2.0), (3.0, 4.0), (5.0, 6.0))])
    assert (columns.points.shape, columns.counts.tolist(), columns.corners.tolist()) == \
        ((7, 2), [7], [[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]])
