"""Where the start's caption ("start: J1 wins") goes: above the start, or else where nothing crosses it.

The caption is kept as wide as :data:`CAPTION_ROOM`, whatever its words, so that its place depends on
the layout only. Above the start it stays clear of the frames drawn around the vertex and of a rank
badge on its corner; when an edge or a vertex crosses it there, it goes below the start, beside it,
or further up or down (:func:`~gameviz.figure.label_room.freest`).
"""

from __future__ import annotations

from collections.abc import Hashable

from gameviz.figure.geometry import FRAME_ROOM, Layout, NodeBox
from gameviz.figure.label_room import Box, Obstacles, box_around, corner, freest
from gameviz.figure.primitives import text_width
from gameviz.figure.style import Sizes

#: Width kept for the start's caption.
CAPTION_ROOM = 190.0
#: Half the height a line of text takes, in units of its size (ascenders and descenders included).
CAPTION_HALF = 0.6


def badge_radius(sizes: Sizes) -> float:
    """The radius of a rank badge of two digits."""
    return max(sizes.badge * 0.85, text_width("99", sizes.badge) / 2 + 3)


def label_obstacles(layout: Layout, region: Box, sizes: Sizes, *, within: bool = False) -> Obstacles:
    """What a label placed in ``region`` must not touch: the edges, and the vertices with the badges on
    their corners (``within``: only boxes inside ``region`` will be asked about)."""
    return Obstacles(layout, region, badge=badge_radius(sizes), within=within)


def caption_y(box: NodeBox, sizes: Sizes) -> float:
    """The height of the centre of the caption written above a vertex, relative to its centre: clear of
    the frames drawn around the vertex (:data:`FRAME_ROOM`) and of a rank badge of two digits on its
    corner, whatever the step shows."""
    above = max(box.height / 2 + FRAME_ROOM, badge_radius(sizes) - corner(box)[1])
    return -(above + 2 + sizes.caption * CAPTION_HALF)


def caption_place(layout: Layout, start: Hashable, sizes: Sizes) -> tuple[float, float]:
    """Where the caption of ``start`` is centred, relative to it: the first of above, below, left, right,
    above on either side, further up or further down where nothing crosses it."""
    box = layout.nodes[start]
    half_width, half_height = CAPTION_ROOM / 2, sizes.caption * CAPTION_HALF
    above, side = caption_y(box, sizes), box.width / 2 + FRAME_ROOM + 4 + half_width
    higher = above - 2 * half_height - 4
    offsets = [(0.0, above), (0.0, -above), (-side, 0.0), (side, 0.0), (-side, above), (side, above),
               (0.0, higher), (0.0, -higher)]
    candidates = [box_around(box.x + dx, box.y + dy, half_width, half_height) for dx, dy in offsets]
    region = (min(c[0] for c in candidates), min(c[1] for c in candidates),
              max(c[2] for c in candidates), max(c[3] for c in candidates))
    return offsets[freest(candidates, label_obstacles(layout, region, sizes, within=True), ignore=[start])]


def caption_box(box: NodeBox, place: tuple[float, float], sizes: Sizes) -> Box:
    """The box kept for the caption of the vertex ``box`` at ``place`` (relative to it), in scene
    coordinates."""
    return box_around(box.x + place[0], box.y + place[1], CAPTION_ROOM / 2, sizes.caption * CAPTION_HALF)
