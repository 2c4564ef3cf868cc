"""Game theory without a window: arenas, attractors, strategies and search."""

from gameviz.core.arena import Arena
from gameviz.core.attractor import Attractor, AttractorStep, attractor, attractor_steps
from gameviz.core.errors import InputError
from gameviz.core.solution import Solution, solve

__all__ = [
    "Arena",
    "Attractor",
    "AttractorStep",
    "InputError",
    "Solution",
    "attractor",
    "attractor_steps",
    "solve",
]
