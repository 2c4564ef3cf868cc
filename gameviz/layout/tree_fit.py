"""Which folds make a search tree readable on a screen: the rules the window, the exports and the web
pages share.

A tree fits a screen when, shown whole at the size that fills the screen, its
smallest text (a move, a "+N" badge, [α, β]) is at least the interface's text
size, :data:`READABLE_TEXT` pixels (times the presentation scale). A tree drawn
top down that does not fit is tried left to right, which suits a tall screen
(a phone) or a wide tree; if neither fits, the deepest level drawn is folded,
level after level down to the children of the root (or of the subtree opened
in place); then the children of each node beyond the first *k* wait behind a
"+k more" node, *k* as large as still fits. The window fits a tree to its view,
the exports (``gameviz tree -o`` and the web pages) to :data:`SLIDE`, and the
web pages, on a narrow screen, to :data:`PHONE`.
"""

from __future__ import annotations

from dataclasses import dataclass

from gameviz.figure.geometry import Layout
from gameviz.figure.style import SIZES, Sizes
from gameviz.figure.tree_display import DisplayTree, tree_bounds, tree_node_sizes
from gameviz.layout.tree import tree_layout

#: The interface's text size in pixels (that of its panels): the least a tree's text is drawn at.
READABLE_TEXT = 12.0
#: The screen an exported tree is fitted to, in pixels: a 16:9 slide on a projector 1,600 pixels wide.
SLIDE = (1600.0, 900.0)
#: The part of a phone's screen (390 × 844 CSS pixels) a web page's picture takes, in CSS pixels.
PHONE = (356.0, 600.0)


def readable_zoom(sizes: Sizes = SIZES) -> float:
    """The least zoom at which the smallest text of a tree drawn at ``sizes`` reads at
    :data:`READABLE_TEXT` pixels times ``sizes.scale`` (larger in presentation mode)."""
    return READABLE_TEXT * sizes.scale / sizes.badge


def fitted_zoom(layout: Layout, sideways: bool, sizes: Sizes, screen: tuple[float, float]) -> float:
    """The zoom that shows the nodes of ``layout`` whole on ``screen`` (width, height in pixels): left to
    right, the mark of a cut past the last level may need the picture to be moved."""
    _, _, width, height = tree_bounds(layout, sideways, sizes, marks=False)
    return min(screen[0] / width, screen[1] / height)


@dataclass(frozen=True)
class Fit:
    """A tree laid out for a screen: its layout and the zoom that shows it whole there."""

    layout: Layout
    zoom: float
    #: whether its text is at least :data:`READABLE_TEXT` at that zoom
    readable: bool


def fit_tree(display: DisplayTree, screen: tuple[float, float], *, boards: bool, sizes: Sizes = SIZES,
             more_words: str = "+{0} more") -> Fit:
    """Fold ``display`` (in place: the nodes it draws folded, its :attr:`~DisplayTree.cap` and
    :attr:`~DisplayTree.sideways`), starting from every node it expands, until its picture fits ``screen``
    at a readable size, as the module says, and lay it out (``boards``: its nodes carry boards; ``more_words``: a "+k more" node's
    words, translated). A tree that cannot fit even folded to a node's first child is laid out folded so."""
    display.unfold()
    fit = _best(display, screen, boards, sizes, more_words)
    while not fit.readable and display.levels() > 1:
        display.fold_level(display.levels() - 1)
        fit = _best(display, screen, boards, sizes, more_words)
    if fit.readable:
        return fit
    low, high = 1, display.widest() - 1  # the largest cap that fits, if any: between them
    while low < high:
        middle = (low + high + 1) // 2
        display.cap = middle
        if _best(display, screen, boards, sizes, more_words).readable:
            low = middle
        else:
            high = middle - 1
    display.cap = max(low, 1)
    return _best(display, screen, boards, sizes, more_words)


def _best(display: DisplayTree, screen: tuple[float, float], boards: bool, sizes: Sizes, more_words: str) -> Fit:
    """The tree laid out top down if that fits, else left to right if that fits, else whichever shows it
    larger (``display.sideways`` set accordingly)."""
    least = readable_zoom(sizes)
    fits = []
    for sideways in (False, True):
        display.sideways = sideways
        layout = tree_layout(display, tree_node_sizes(display, boards, sizes.scale, more_words), sizes.scale)
        zoom = fitted_zoom(layout, sideways, sizes, screen)
        fit = Fit(layout, zoom, zoom >= least)
        if fit.readable:
            return fit
        fits.append(fit)
    chosen = max(fits, key=lambda f: f.zoom)
    display.sideways = chosen is fits[1]
    return chosen
