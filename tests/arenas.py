"""Hypothesis strategies for random arenas (cyclic, non-bipartite, with odd ids)."""

from __future__ import annotations

from hypothesis import strategies as st

from gameviz.core.arena import Arena

# Ids that stress every file format: quotes, commas, spaces, braces, XML and DOT syntax.
ODD_IDS = st.text(
    alphabet=st.sampled_from(list('abcxyz019 ,;:"\'\\<>&{}[]-→éÈ_()=/#')), min_size=1, max_size=6
)


@st.composite
def arenas(draw, max_vertices: int = 12, odd_ids: bool = False, acyclic: bool = False, players: int = 2) -> Arena:
    """A random arena of ``players`` players: owners, edges (self-loops and same-player edges allowed),
    disjoint targets and maybe a start vertex."""
    n = draw(st.integers(1, max_vertices))
    if odd_ids:
        ids = draw(st.lists(ODD_IDS, min_size=n, max_size=n, unique=True))
    else:
        ids = [f"v{i}" for i in range(n)]
    arena = Arena()
    for vid in ids:
        label = draw(st.sampled_from([None, f"<{vid}>", "x y"])) if odd_ids else None
        arena.add_vertex(vid, draw(st.integers(1, players)), label=label)
    pairs = st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))
    if acyclic:
        pairs = pairs.filter(lambda p: p[0] < p[1])
    for a, b in draw(st.lists(pairs, max_size=3 * n)):
        arena.add_edge(ids[a], ids[b])
    for vid in ids:
        target = draw(st.sampled_from([None] * (players + 1) + list(range(1, players + 1))))
        if target:
            arena.set_target(vid, target)
    if draw(st.booleans()):
        arena.start = ids[draw(st.integers(0, n - 1))]
    return arena
