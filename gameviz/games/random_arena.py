"""Random arenas from a seed, for exercises: ``random:vertices=12,moves=2,acyclic=yes,seed=7``.

Vertices belong to J1 or J2 at random (or to J1 … Jn with ``players=n``, for
attractors against a coalition) and every move goes to a vertex of another
player (the arena is bipartite when there are two). With ``acyclic=yes`` moves only go to
vertices created later, so every play ends; with ``acyclic=no`` some vertices
of each player have no moves, so that plays can end. A vertex without moves is
a winning position of the player who does not have to move there (who cannot
move loses; with more players, of the next one in turn), except, in acyclic
arenas, about one in four, which is a draw.
The same seed always gives the same arena.
"""

from __future__ import annotations

import random

from gameviz.core.arena import Arena
from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.games.spec import CHOICE, INT, GameInfo, Parameter

#: With cycles, the share of vertices (the start aside) left without moves, besides one of each player.
DEAD_ENDS = 0.2


def random_arena(vertices: int = 12, moves: int = 2, acyclic: str = "yes", seed: int = 1, players: int = 2) -> Arena:
    """A random arena (bipartite with two players); vertex ``0`` is the start."""
    rng = random.Random(seed)
    arena = Arena()
    everyone = range(1, players + 1)
    owners = [1] + [rng.choice(everyone) for _ in range(vertices - 1)]
    for i, player in enumerate(owners):
        arena.add_vertex(f"v{i}", player, label=str(i))
    dead = _dead_ends(rng, owners, everyone) if acyclic == "no" else set()
    for i in range(vertices):
        for j in _moves_from(i, rng, owners, dead, moves, acyclic == "yes"):
            arena.add_edge(f"v{i}", f"v{j}")
    for v in arena:
        if not arena.successors(v) and (acyclic == "no" or rng.random() >= 0.25):
            arena.set_target(v, arena.player(v) % players + 1)
    arena.start = "v0"
    arena.game = INFO.spec({"vertices": vertices, "moves": moves, "acyclic": acyclic, "seed": seed, "players": players})
    return arena


def _moves_from(i: int, rng: random.Random, owners: list[int], dead: set[int], moves: int, acyclic: bool) -> list[int]:
    """The vertices vertex ``i`` moves to: 1 to ``moves`` of another player's (created later when
    ``acyclic``), none for a dead end or, when acyclic, for about a third of the late vertices."""
    vertices = len(owners)
    others = [j for j in range(vertices) if owners[j] != owners[i] and (not acyclic or j > i)]
    if not others or (acyclic and i > vertices * 0.6 and rng.random() < 0.35):
        return []  # some late vertices keep no moves: plays end there
    if i in dead:
        return []  # with cycles too, some plays end, so that there is something to win
    return sorted(rng.sample(others, min(len(others), rng.randint(1, moves))))


def _dead_ends(rng: random.Random, owners: list[int], everyone: range) -> set[int]:
    """With cycles: the vertices (the start aside) left without moves, one of each player at least."""
    vertices = len(owners)
    dead: set[int] = set()
    for owner in everyone:
        theirs = [i for i in range(1, vertices) if owners[i] == owner]
        if theirs:
            dead.add(rng.choice(theirs))
    return dead | {i for i in range(1, vertices) if rng.random() < DEAD_ENDS}


INFO = GameInfo(
    name="random",
    title=QT_TRANSLATE_NOOP("games", "Random arena"),
    summary=QT_TRANSLATE_NOOP(
        "games",
        "A random arena from a seed, to practise attractors on new graphs (bipartite with two players).",
    ),
    parameters=(
        Parameter("vertices", INT, 12, QT_TRANSLATE_NOOP("games", "number of vertices"), 2, 2000),
        Parameter("moves", INT, 2, QT_TRANSLATE_NOOP("games", "most moves from a vertex"), 1, 6),
        Parameter("acyclic", CHOICE, "yes", QT_TRANSLATE_NOOP("games", "no cycles (every play ends)"), choices=("yes", "no")),
        Parameter("seed", INT, 1, QT_TRANSLATE_NOOP("games", "the seed of the random choices"), 0, 999_999_999),
        Parameter("players", INT, 2, QT_TRANSLATE_NOOP("games", "players (more than two: attractors against a "
                                                                "coalition)"), 2, 6),
    ),
    load=random_arena,
    estimate=lambda values: values["vertices"],
)
