"""The frames of a search: any frame, reached in any order, is the state its events make."""

from __future__ import annotations

import random

import pytest

from gameviz.core.search.options import SearchOptions, start_search
from gameviz.core.search.trace import collect
from gameviz.figure.search_timeline import SNAPSHOT_EVERY, SearchState, SearchTimeline
from gameviz.source import load_search_tree


@pytest.fixture(scope="module")
def timeline() -> SearchTimeline:
    source = load_search_tree("sticks:n=13")
    events, result = collect(start_search(source.tree, SearchOptions("minimax"), trace=True), keep=lambda e: True)
    return SearchTimeline(events, result, "minimax")


def replayed(timeline: SearchTimeline, index: int) -> SearchState:
    state = SearchState()
    for event in timeline.events[: index + 1]:
        state.apply(event)
    return state


def test_frames_in_any_order_are_their_events_replayed(timeline):
    count = len(timeline.events)
    assert count > 20 * SNAPSHOT_EVERY
    order = [0, 1, 2, count - 1, count - 2, 5, *range(700, 760), 300, *random.Random(3).sample(range(count), 40)]
    for index in order:
        assert timeline.state(index) == replayed(timeline, index), index
    assert timeline.state(count) is timeline.final


def test_the_snapshots_of_a_long_search_hold_no_more_nodes_than_it_has_events(timeline):
    held = sum(len(snapshot.entered) for snapshot in timeline._snapshots)
    assert held <= len(timeline.events)
    assert len(timeline._snapshots) < len(timeline.events) / SNAPSHOT_EVERY / 2  # fewer as the tree grows
