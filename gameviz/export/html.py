"""One self-contained interactive web page: the pictures of every step, their sentences, exercises.

A page is a single HTML file with everything inline (SVG, CSS, JavaScript and
the data as JSON): no network request, nothing to install, it opens from a
USB stick or an e-mail (``file://``). The pictures come from the same figures
and timelines as the other exports, drawn with :func:`theme_palette`, whose
colours are tokens that the page replaces with the light or the dark theme's.
Each step's picture is a list of indices into one table of ``<g>`` groups,
so a group unchanged from one step to the next is written once.

:mod:`gameviz.export.web_arena`, :mod:`gameviz.export.web_tree` and
:mod:`gameviz.export.web_board` make the data of each kind of page; this
module assembles and writes it. The script (``resources/web/page.js`` or
``board.js``) builds nothing the data does not say: the answers of the
exercises are in the data (the page is practice, not an exam), never in the
visible text before *Check*.
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any, TypeVar

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP
from gameviz.export.svg import svg_group, svg_text
from gameviz.figure.figure import Figure
from gameviz.figure.primitives import Picture
from gameviz.figure.style import DARK, LIGHT, Palette, PlayerColors
from gameviz.io.files import write_text_atomic
from gameviz.resources import resource

#: ``translate(context, text)``: the language of the page (identity for English).
Tr = Callable[[str, str], str]

#: Pages larger than this are refused: a browser (a phone's, most of all) would struggle with them.
PAGE_LIMIT = 20_000_000

#: The words of every page, translated when the page is written.
WORDS = {
    "theme": QT_TRANSLATE_NOOP("web", "Theme"),
    "light": QT_TRANSLATE_NOOP("web", "Light"),
    "dark": QT_TRANSLATE_NOOP("web", "Dark"),
    "presentation": QT_TRANSLATE_NOOP("web", "Presentation size"),
    "first": QT_TRANSLATE_NOOP("web", "First step"),
    "previous": QT_TRANSLATE_NOOP("web", "Previous step"),
    "play": QT_TRANSLATE_NOOP("web", "Play"),
    "pause": QT_TRANSLATE_NOOP("web", "Pause"),
    "next": QT_TRANSLATE_NOOP("web", "Next step"),
    "last": QT_TRANSLATE_NOOP("web", "Last step"),
    "step": QT_TRANSLATE_NOOP("web", "Step"),
    "speed": QT_TRANSLATE_NOOP("web", "Speed (steps per second)"),
    "speed_short": QT_TRANSLATE_NOOP("web", "Speed"),
    "step_panel": QT_TRANSLATE_NOOP("web", "Step"),
    "vertex_panel": QT_TRANSLATE_NOOP("web", "Vertex"),
    "node_panel": QT_TRANSLATE_NOOP("web", "Node"),
    "figure": QT_TRANSLATE_NOOP("web", "The picture of the step"),
    "click_vertex": QT_TRANSLATE_NOOP("web", "Click a vertex to see its details."),
    "click_node": QT_TRANSLATE_NOOP("web", "Click a node to see its details."),
    "keys": QT_TRANSLATE_NOOP("web", "Keys: ← → step, Home and End go to the first and last step, + − 0 zoom."),
    "zoom_in": QT_TRANSLATE_NOOP("web", "Zoom in"),
    "zoom_out": QT_TRANSLATE_NOOP("web", "Zoom out"),
    "fit": QT_TRANSLATE_NOOP("web", "Fit the picture to the page"),
    "exercise": QT_TRANSLATE_NOOP("web", "Exercise"),
    "exercise_mode": QT_TRANSLATE_NOOP("web", "Exercise mode"),
    "check": QT_TRANSLATE_NOOP("web", "Check"),
    "clear": QT_TRANSLATE_NOOP("web", "Clear"),
    "made_by": QT_TRANSLATE_NOOP("web", "Made with gameviz: practice, not an exam."),
}


def theme_palette() -> tuple[Palette, dict[str, dict[str, str]]]:
    """A palette whose colours are tokens (``#fe0c01`` …), and the light and dark colour of each
    token (keyed by its last two digits): the page draws with the tokens and replaces them with the
    theme the reader chooses."""
    themes: dict[str, dict[str, str]] = {"light": {}, "dark": {}}
    count = iter(range(1, 256))

    def token(light: str, dark: str) -> str:
        if not light:
            return light  # "" means "the palette's text" in both themes
        key = f"{next(count):02x}"
        themes["light"][key], themes["dark"][key] = light, dark
        return "#fe0c" + key

    values: dict[str, Any] = {}
    for field in fields(Palette):
        light, dark = getattr(LIGHT, field.name), getattr(DARK, field.name)
        if field.name == "name":
            values["name"] = "web"
        elif field.name == "players":
            values["players"] = {p: PlayerColors(*(token(getattr(light[p], f.name), getattr(dark[p], f.name))
                                                   for f in fields(PlayerColors))) for p in light}
        elif field.name == "board_pieces":
            values["board_pieces"] = {k: token(v, dark[k]) for k, v in light.items()}
        else:
            values[field.name] = token(light, dark)
    return Palette(**values), themes


class GroupTable:
    """The distinct ``<g>`` groups of a page's pictures, each written once."""

    def __init__(self) -> None:
        self.groups: list[str] = []
        self._index: dict[str, int] = {}
        self._drawn: dict[tuple[Any, ...], int] = {}

    def add(self, picture: Picture) -> list[int]:
        """The indices of the groups of ``picture``, in drawing order (a group drawn with the same
        primitives as before is not written again)."""
        out = []
        for k, group in enumerate(picture.groups):
            key = (group, picture.parts[k] if k < len(picture.parts) else None)
            index = self._drawn.get(key)
            if index is None:
                text = svg_group(picture, k)
                index = self._index.get(text)
                if index is None:
                    index = self._index[text] = len(self.groups)
                    self.groups.append(text)
                self._drawn[key] = index
            out.append(index)
        return out


def draw_each_look_once(figure: Figure) -> None:
    """Make ``figure`` draw a vertex or an edge in a given style once, then reuse the primitives: a page
    draws every step, where most vertices keep their style. Only for a figure made for the page (its
    layout does not change)."""
    for name in ("node_primitives", "edge_primitives", "placed_node", "part_names"):
        setattr(figure, name, functools.cache(getattr(figure, name)))


FigureT = TypeVar("FigureT", bound=Figure)


def page_figure(make: Callable[[Palette], FigureT]) -> tuple[FigureT, dict[str, dict[str, str]]]:
    """The figure ``make`` builds with the page's palette of tokens (see :func:`theme_palette`), drawing
    each look once (see :func:`draw_each_look_once`), and the themes of the tokens."""
    palette, themes = theme_palette()
    figure = make(palette)
    draw_each_look_once(figure)
    return figure, themes


class PageSteps:
    """A page's steps as they are drawn: every picture's groups in one table, and the box of the first."""

    def __init__(self) -> None:
        self.table = GroupTable()
        self.steps: list[dict[str, Any]] = []
        self.box: list[float] = []

    def add(self, picture: Picture, **fields: Any) -> None:
        """A step showing ``picture``, with what the page says of it (``label``, ``panel``, …)."""
        self.box = self.box or picture_box(picture)
        self.steps.append({"g": self.table.add(picture), **fields})


def picture_box(picture: Picture) -> list[float]:
    """The picture's (x, y, width, height), rounded, for the SVG's viewBox."""
    return [round(picture.x, 2), round(picture.y, 2), round(picture.width, 2), round(picture.height, 2)]


def words(translate: Tr, table: dict[str, str], context: str = "web") -> dict[str, str]:
    """``table`` translated."""
    return {key: translate(context, text) for key, text in table.items()}


class PageTooLarge(InputError):
    """A web page that would pass :data:`PAGE_LIMIT` (``limit``): about ``size`` bytes.

    The message ends with ``advice``, what to export instead; the command line and the window each
    say it in their own words (options, or menus and boxes), ``page`` names what was asked for.
    """

    def __init__(self, size: int, advice: str = "export a smaller game", *, page: str = "the web page") -> None:
        self.size, self.limit = size, PAGE_LIMIT
        super().__init__(f"{page} would be about {size_text(size)}, more than {size_text(self.limit)}, too much for "
                         f"a browser: {advice}")


def size_text(size: int) -> str:
    """``size`` bytes in MB (``28 MB``), in GB past a thousand (``1.5 GB``), in kB under one (``300 kB``)."""
    if size >= 1e9:
        return f"{size / 1e9:,.1f} GB"
    return f"{size / 1e6:,.0f} MB" if size >= 1e6 else f"{size / 1e3:,.0f} kB"


def check_size(estimate: int) -> None:
    """Refuse a page that would exceed :data:`PAGE_LIMIT`.

    Raises
    ------
    PageTooLarge
        If ``estimate`` (bytes) is over the limit.
    """
    if estimate > PAGE_LIMIT:
        raise PageTooLarge(estimate)


def indices_or_all(indices: Iterable[int] | None, count: int) -> list[int]:
    """The frames asked for, or all ``count`` of them."""
    return list(range(count)) if indices is None else list(indices)


def page_html(data: dict[str, Any], *, title: str, lang: str, scripts: Sequence[str]) -> str:
    """The whole page: ``data`` as JSON, the stylesheet and ``scripts`` (files of ``resources/web``)
    inline."""
    style = resource("web", "page.css").read_text(encoding="utf-8")
    code = "\n".join(resource("web", name).read_text(encoding="utf-8") for name in scripts)
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return (_head(title, lang, style) + '<body class="light">\n<div id="gv-app"></div>\n'
            f'<script type="application/json" id="gv-data">{payload}</script>\n'
            f"<script>\n{code}</script>\n</body>\n</html>\n")


def _head(title: str, lang: str, style: str) -> str:
    """The start of a page, to its ``<body>``: its language, a policy that forbids any request, its title and
    its stylesheet."""
    return (f'<!DOCTYPE html>\n<html lang="{html.escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
            "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
            f"<title>{html.escape(title)}</title>\n<style>\n{style}</style>\n</head>\n")


def picture_page(picture: Picture, *, title: str, lang: str) -> str:
    """A page of one picture (a board and its notes), inline, as wide as the window allows; like every page,
    it asks for nothing outside."""
    style = (f"body {{ margin: 1em; background: {picture.background}; }}\n"
             "svg { display: block; max-width: 100%; height: auto; }\n")
    svg = svg_text(picture).split("\n", 1)[1]  # without the XML declaration
    return _head(title, lang, style) + f"<body>\n{svg}</body>\n</html>\n"


def write_page(text: str, path: str | Path) -> Path:
    """Write the page to ``path``, refusing it if it turned out larger than :data:`PAGE_LIMIT`.

    Raises
    ------
    PageTooLarge
        If the page is too large.
    InputError
        If the file cannot be written.
    """
    check_size(len(text.encode("utf-8")))
    write_text_atomic(Path(path), text)
    return Path(path)


__all__ = ["PAGE_LIMIT", "GroupTable", "PageTooLarge", "Tr", "check_size", "draw_each_look_once", "page_html",
           "picture_box", "picture_page", "size_text", "theme_palette", "words", "write_page"]
