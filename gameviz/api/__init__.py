"""gameviz from Python: solve an arena, search a tree, show them in a notebook.

``import gameviz`` gives :func:`solve`, :func:`search` and :func:`arena` (the course's
dictionaries made into an arena). What they return draws itself in Jupyter: a
picture as SVG, a solution or a search as the interactive stepper of the web
pages; :meth:`Picture.save` writes what ``gameviz export`` writes. Nothing here
needs a window: PNG and PDF are drawn offscreen.

>>> import gameviz
>>> gameviz.solve("sticks").winner
1
>>> gameviz.search("[[3,12,8],[2,4,6],[14,5,2]]", algorithm="alphabeta").value
3
"""

from __future__ import annotations

from gameviz.api.arenas import arena
from gameviz.api.pictures import Picture
from gameviz.api.searching import Search, search
from gameviz.api.solving import Solution, Step, solve
from gameviz.core.errors import InputError
from gameviz.core.outcome import Outcome

__all__ = ["InputError", "Outcome", "Picture", "Search", "Solution", "Step", "arena", "search", "solve"]
