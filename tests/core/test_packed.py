"""The packed arena's helpers against NumPy's own definitions."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from gameviz.core.packed import pack_moves, same_player_moves, stable_order


@given(st.sampled_from([1, 7, 1 << 16, (1 << 16) + 1, 3 << 17]).flatmap(
    lambda n: st.tuples(st.just(n), st.lists(st.integers(0, n - 1), max_size=300))))
def test_the_radix_order_is_numpys_stable_sort(case):
    n, numbers = case
    array = np.array(numbers, dtype=np.int32)
    assert stable_order(array, n).tolist() == np.argsort(array, kind="stable").tolist()


def test_numbers_past_16_bits_are_sorted_by_their_high_half_too():
    numbers = np.array([65536, 0, 1, 65536, 3, 0], dtype=np.int32)
    assert stable_order(numbers, 65537).tolist() == [1, 5, 2, 4, 0, 3]


def test_moves_keep_their_order_in_each_vertex_successors_and_predecessors():
    # moves read out of order by source: 2→0, 0→1, 2→1, 0→2, 1→0
    packed = pack_moves(["a", "b", "c"], np.array([1, 2, 1]), np.array([2, 0, 2, 0, 1]), np.array([0, 1, 1, 2, 0]))
    assert packed.succ_ptr.tolist() == [0, 2, 3, 5] and packed.succ_idx.tolist() == [1, 2, 0, 0, 1]
    assert packed.pred_ptr.tolist() == [0, 2, 4, 5] and packed.pred_idx.tolist() == [2, 1, 0, 2, 0]


def test_moves_between_two_vertices_of_one_player_are_counted_and_the_first_ones_named():
    # a (J1) → b (J1), a → c (J2), c → a, b → b (J1 → J1 again)
    packed = pack_moves(["a", "b", "c"], np.array([1, 1, 2]), np.array([0, 0, 2, 1]), np.array([1, 2, 0, 1]))
    assert same_player_moves(packed, 1) == (2, [(0, 1)])
    assert same_player_moves(packed, 5) == (2, [(0, 1), (1, 1)])
