"""The files the package ships with: translations, icons, the course's examples, desktop entries.

They live inside the package, so that a wheel or a bundled application
carries them; :func:`resource` finds them with :mod:`importlib.resources`.
The sources of the translations (Qt Linguist ``.ts`` files) stay in the
repository's ``resources/`` folder; the compiled ``.qm`` files are here.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``resource("icons", "gameviz.svg")``."""
    return Path(str(files(__name__).joinpath(*parts)))


#: What each example file is (``gameviz examples`` lists them).
EXAMPLES = {
    "batonnets10.py": "the course's 10-stick game, an arena in the course's Python notation "
                      "(gameviz batonnets10.py, gameviz solve batonnets10.py)",
    "arbre_russell_norvig.json": "Russell and Norvig's alpha-beta exercise tree "
                                 "(gameviz tree arbre_russell_norvig.json --trace)",
    "trois_joueurs.json": "an arena of three players: each one's attractor against the coalition of the "
                          "other two, and a draw (gameviz solve trois_joueurs.json)",
    "arbre_trois_joueurs.json": "a tree of three players' scores for max^n and its shallow pruning "
                                "(gameviz tree arbre_trois_joueurs.json --algorithm maxn --shallow --trace)",
    "heuristique_batonnets.py": "the course's heuristic of figure 7 for the stick game as a teacher writes it, h(position) "
                                "(gameviz tree sticks:n=5 --depth 4 --algorithm minimax "
                                "--heuristic heuristique_batonnets.py:h)",
    "effet_horizon.fen": "a chess position of the horizon effect: alpha-beta at depth 2 takes a pawn with the "
                         "knight, at depth 4 it sees Qa5+ Ke2 Qxe5+, the queen's check that then takes the knight "
                         "(gameviz tree effet_horizon.fen --depth 2, then --depth 4)",
    "carnet_jupyter.ipynb": "a Jupyter notebook in French: the 10 sticks, Chomp 2×3 and Russell and Norvig's tree "
                            "with gameviz's Python API, each step a picture and each solution a stepper "
                            "(jupyter lab carnet_jupyter.ipynb, in the folder of the other examples)",
    "effet_horizon_dame.fen": "the horizon effect as seed 001 tells it, a queen's loss put off by a rook sacrifice: "
                              "alpha-beta at depth 2 plays Rh8+, at depth 4 it gives the queen for the bishop, "
                              "Qxb4 (gameviz tree effet_horizon_dame.fen --depth 2, then --depth 4)",
    "lab": "students' files, one right and three with classic mistakes "
           "(gameviz lab lab --report rapport.html runs and checks them)",
}


def examples() -> list[Path]:
    """The course's example files, by name."""
    folder = resource("examples")
    return sorted(p for p in folder.iterdir() if p.name in EXAMPLES)
