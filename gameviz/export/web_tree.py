"""The web page of a search: one step per event of the trace, the event in words, the tree exercise.

Each step carries the picture the Search Tree tab draws after that event and
the event's sentence (:func:`gameviz.report.search.describe`); the last one
the result. Each node carries the Node panel's rows (the value it returns,
the window it is entered with, the cut that skips it: the answers, hidden
during the exercise). The exercise draws the tree without the search; the
student types values and windows and ticks the branches they think are cut,
and *Check* compares them with the trace (:class:`gameviz.core.search.answers.Answers`).
The steps where stepping by each leaf or each cut stops are the window's
(:func:`~gameviz.figure.search_timeline.stop_frames`). The tree folded for a
phone, and each folded node's subtree opened in place and folded for a slide
as the window folds it, have their own pictures of every step: the first is
shown on a narrow screen, the others when their node is clicked. The *Edit*
mode's data are :mod:`gameviz.export.web_tree_edit`'s.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from gameviz.core.search.answers import Answers, Mistake
from gameviz.core.search.trace import Path
from gameviz.core.search.tree import Value, format_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate
from gameviz.export.html import (
    PAGE_LIMIT,
    PageSteps,
    Tr,
    check_size,
    draw_each_look_once,
    indices_or_all,
    page_figure,
    page_html,
    picture_box,
    words,
)
from gameviz.export.html import WORDS as PAGE_WORDS
from gameviz.export.web_tree_edit import edit_data
from gameviz.figure.geometry import Layout
from gameviz.figure.search_timeline import STEPPING, SearchTimeline, stop_frames
from gameviz.figure.tree_display import SHAPE_H, DisplayTree, shape_middle, shape_offset
from gameviz.figure.tree_figure import MORE, TreeFigure, TreePictures
from gameviz.layout.tree_fit import PHONE, SLIDE, fit_tree, readable_zoom
from gameviz.report.search import (
    MISTAKES,
    SENTENCES,
    describe,
    json_value,
    mistake_sentence,
    search_counts,
    value_text,
)
from gameviz.report.vertex_panel import VERTEX

TREE_WORDS = {
    "event": QT_TRANSLATE_NOOP("web", "Event {0} of {1}"),
    "result": QT_TRANSLATE_NOOP("web", "Result (after {0} events)"),
    "result_sentence": QT_TRANSLATE_NOOP("web", "Value {0}; best move: {1}. {2}."),
    "chooses": QT_TRANSLATE_NOOP("web", "Who chooses"),
    "returns": QT_TRANSLATE_NOOP("web", "Value it returns"),
    "window": QT_TRANSLATE_NOOP("web", "[α, β] it is entered with"),
    "never": QT_TRANSLATE_NOOP("web", "never reached"),
    "children": QT_TRANSLATE_NOOP("web", "Children"),
    "answers": QT_TRANSLATE_NOOP("web", "Value, window, cut"),
    "tree_intro": QT_TRANSLATE_NOOP("web", "Write the value each node returns (and, for alpha-beta, the [α, β] it "
                                           "is entered with; a vector of scores as 5,2,2); tick the branches that "
                                           "are cut, or click them in the picture. Then Check."),
    "node": QT_TRANSLATE_NOOP("web", "Node"),
    "value": QT_TRANSLATE_NOOP("web", "Value"),
    "cut_branches": QT_TRANSLATE_NOOP("web", "Cut branches"),
    "branch": QT_TRANSLATE_NOOP("web", "✂ the branch to {0}"),
    "not_number": QT_TRANSLATE_NOOP("web", "Write numbers, or inf and -inf (a vector of scores: 5,2,2)."),
    "counts": QT_TRANSLATE_NOOP("web", "{0} right, {1} wrong."),
    "stepping": QT_TRANSLATE_NOOP("web", "How far a step goes"),
    "each_event": QT_TRANSLATE_NOOP("web", "Every event"),
    "each_leaf": QT_TRANSLATE_NOOP("web", "Each leaf"),
    "each_cut": QT_TRANSLATE_NOOP("web", "Each cut"),
    "edit": QT_TRANSLATE_NOOP("web", "Edit"),
    "edit_mode": QT_TRANSLATE_NOOP("web", "Edit mode"),
    "edit_intro": QT_TRANSLATE_NOOP("web", "Change the leaves' values in the tree (written as in the course: "
                                           "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]), then Search: the page searches "
                                           "it again and draws each node's value and each cut."),
    "edit_tree": QT_TRANSLATE_NOOP("web", "The tree"),
    "edit_search": QT_TRANSLATE_NOOP("web", "Search"),
    "edit_shape": QT_TRANSLATE_NOOP("web", "Keep the tree's shape: change the leaves' values only."),
    "edit_syntax": QT_TRANSLATE_NOOP("web", "Write the tree in brackets, numbers separated by commas (inf and -inf "
                                            "for ±∞)."),
    "edit_result": QT_TRANSLATE_NOOP("web", "Value {0}; cut: {1}."),
}


def estimate_tree_page(nodes: int, events: int) -> int:
    """Roughly how many bytes the page of a search over ``nodes`` drawn nodes with ``events`` events
    takes: each event restyles a few nodes, and says one sentence."""
    return nodes * 1_400 + events * 900


def tree_page(display: DisplayTree, layout: Layout, timeline: SearchTimeline, *, name: Callable[[Path], str],
              title: str, translate: Tr, lang: str, boards: bool = False, indices: Iterable[int] | None = None) -> str:
    """The page of a traced search over ``display`` (all its frames, or the frames ``indices``).

    Raises
    ------
    PageTooLarge
        If the page would be larger than :data:`gameviz.export.html.PAGE_LIMIT` (estimated first).
    """
    tr_search = functools.partial(translate, "search")
    frames = indices_or_all(indices, len(timeline))
    check_size(estimate_tree_page(len(layout.nodes), len(frames)))
    figure, themes = page_figure(lambda palette: TreeFigure(display, layout, palette, boards=boards, name=name,
                                                            translate=tr_search))
    palette = figure.palette
    say = words(translate, TREE_WORDS)
    page = _page_steps(figure, timeline, frames, name, say, tr_search)
    views = page_views(figure, timeline, frames, page, tr_search)
    drawn = figure.paths()
    order = drawn + sorted({path for view in views for path in view.figure.paths()} - set(drawn))
    number = {path: k for k, path in enumerate(order)}
    plain = {path: replace(figure.plain_node(path), line=palette.player(figure.player(path)).line)
             for path in drawn}
    exercise_picture = figure.picture(plain, {})
    answers = Answers.from_events(timeline.events)
    facts = _NodeFacts(figure, figure.part_names(), number, answers, name, say, tr_search)
    nodes = _page_nodes(facts, order, len(drawn), views)
    mistakes = {f"m_{key}": text for key, text in words(translate, MISTAKES, "search").items()}
    data = {
        "kind": "tree",
        "title": title,
        "background": palette.background,
        "ui": {**words(translate, PAGE_WORDS), **say, **mistakes, "hidden": hidden_sentence(translate)},
        "themes": themes,
        "box": page.box,
        "groups": page.table.groups,
        "steps": page.steps,
        "stops": page_stops(timeline, frames),
        "least": readable_zoom(figure.sizes),
        "home": [figure.box(display.focus).x, figure.box(display.focus).y],  # shown first when it scrolls
        "views": [view.data(number) for view in views],  # the phone's first, then the subtrees'
        "opens": {number[view.focus]: k + 1 for k, view in enumerate(views) if k},
        "phone": 1 if views else 0,  # the view a narrow screen shows the whole tree in
        "vertices": nodes,
        "edit": edit_data(display.tree, drawn, timeline.algorithm, answers, number),
        "exercise": {"g": page.table.add(exercise_picture), "windows": timeline.algorithm in ("alphabeta", "paranoid"),
                     "right_all": tr_search(MISTAKES["all_right"])},
    }
    return page_html(data, title=title, lang=lang, scripts=["common.js", "zoom.js", "page.js", "exercise.js", "tree_exercise.js",
                                                          "tree_edit.js"])


def _page_nodes(facts: _NodeFacts, order: list[Path], drawn: int, views: list[SubtreeView]) -> list[dict[str, Any]]:
    """What the page knows of each node of ``order``: the first ``drawn`` are the whole tree's, the others
    drawn only in a subtree opened in place (not asked in the exercise)."""
    nodes = [facts.node(path) for path in order[:drawn]]
    for path in order[drawn:]:
        nodes.append({**facts.node(path, next(v.figure for v in views if path in v.figure.layout.nodes)), "extra": True})
    for k, path in enumerate(sorted(order, key=lambda path: (len(path), path))):
        nodes[facts.number[path]]["sort"] = k  # mistakes are told in this order, as check_answers tells them
    return nodes


def _page_steps(figure: TreeFigure, timeline: SearchTimeline, frames: Sequence[int], name: Callable[[Path], str],
                say: dict[str, str], tr_search: Translate) -> PageSteps:
    """The steps of the page: the picture at each of ``frames``, its label and the event in words."""
    last = len(timeline) - 1
    page = PageSteps()
    for index, picture in zip(frames, TreePictures(figure, timeline).pictures(frames), strict=True):
        if timeline.is_result(index):
            label = say["result"].format(last)
            sentence = _result_sentence(timeline, name, say, tr_search)
        else:
            label = say["event"].format(index + 1, last)
            sentence = describe(timeline.events[index], name, tr_search)
        page.add(picture, label=label, panel=f"<h3>{html.escape(label)}</h3><p>{html.escape(sentence)}</p>", m=None)
    return page


@dataclass(frozen=True)
class SubtreeView:
    """A subtree of a tree page opened in place (a click on its folded root shows it): its figure, and the
    groups of its picture at each step of the page."""

    focus: Path
    figure: TreeFigure
    box: list[float]
    steps: list[list[int]]

    def data(self, number: dict[Path, int]) -> dict[str, Any]:
        """What the page holds of the view: its box, the point shown first when it scrolls (its focus), its
        groups by step, the numbers of its nodes by their names in its pictures, where its nodes' shapes are,
        and the nodes that lead back to the whole tree."""
        figure = self.figure
        names = figure.part_names()
        paths = figure.paths()
        focus = figure.box(self.focus)
        return {"box": self.box, "home": [focus.x, focus.y], "g": self.steps,
                "n": {names[path]: number[path] for path in paths},
                "at": {number[path]: shape_at(figure, path) for path in paths},
                "back": [number[path] for path in paths if figure.display.leads_to_focus(path)]}


def page_views(figure: TreeFigure, timeline: SearchTimeline, frames: Sequence[int], page: PageSteps,
               tr_search: Callable[[str], str]) -> list[SubtreeView]:
    """The other pictures of the page, their pictures at ``frames`` added to ``page``'s groups: first the
    tree folded for a phone (:data:`~gameviz.layout.tree_fit.PHONE`), then each folded node of ``figure``
    opened in place (:meth:`DisplayTree.opened_in_place`), folded for a slide as the whole tree is; as many
    as the page's size allows (:data:`~gameviz.export.html.PAGE_LIMIT`)."""
    display = figure.display
    room = PAGE_LIMIT - estimate_tree_page(len(figure.layout.nodes), len(frames))
    folded = [path for path in figure.paths() if display.hidden_children(path) and not display.leads_to_focus(path)]
    views = []
    for path, screen in [(display.focus, PHONE), *((path, SLIDE) for path in folded)]:
        opened = display.opened_in_place(path)
        layout = fit_tree(opened, screen, boards=figure.boards, sizes=figure.sizes, more_words=tr_search(MORE)).layout
        room -= estimate_tree_page(len(layout.nodes), len(frames))
        if room < 0:
            break
        sub = TreeFigure(opened, layout, figure.palette, shapes=figure.shapes, boards=figure.boards, name=figure.name,
                         sizes=figure.sizes, translate=figure.translate)
        draw_each_look_once(sub)
        pictures = TreePictures(sub, timeline).pictures(frames)
        views.append(SubtreeView(path, sub, picture_box(pictures[0]), [page.table.add(p) for p in pictures]))
    return views


def shape_at(figure: TreeFigure, path: Path) -> list[Any]:
    """Where the node's shape is drawn: its centre, width and height (a box), for the page's frames."""
    box, display, scale = figure.box(path), figure.display, figure.sizes.scale
    return [round(box.x + shape_offset(display, path, scale), 2), round(shape_middle(display, path, box, scale), 2),
            scale * SHAPE_H, scale * SHAPE_H, "box"]


def page_stops(timeline: SearchTimeline, frames: Sequence[int]) -> dict[str, list[int]]:
    """The steps of the page (showing ``frames`` of ``timeline``) where stepping by each event, each leaf
    or each cut stops (:func:`~gameviz.figure.search_timeline.stop_frames`)."""
    out = {}
    for level in STEPPING:
        stops = set(stop_frames(timeline.events, level))
        out[level] = [k for k, frame in enumerate(frames) if frame in stops]
    return out


def hidden_sentence(translate: Tr) -> str:
    """What the Node panel says of the rows it hides during the exercise (as the Vertex panel says it)."""
    return translate("attractor", VERTEX["hidden"])


def _result_sentence(timeline: SearchTimeline, name: Callable[[Path], str], say: dict[str, str],
                     tr_search: Translate) -> str:
    """The value, the best move and the counts, each count with the word of its number (1 leaf evaluated)."""
    result = timeline.result
    best = ", ".join(name((i,)) for i in result.best) or "—"
    return say["result_sentence"].format(value_text(result.value), best, ", ".join(search_counts(result.stats, tr_search)))


@dataclass(frozen=True)
class _NodeFacts:
    """What the page says of each node, from the search's answers (the same for every node)."""

    figure: TreeFigure
    #: each node's name in the pictures, and its number on the page
    names: dict[Any, str]
    number: dict[Path, int]
    answers: Answers
    name: Callable[[Path], str]
    say: dict[str, str]
    tr_search: Callable[[str], str]

    def node(self, path: Path, drawn_in: TreeFigure | None = None) -> dict[str, Any]:
        """What the page knows of the node at ``path``: its name in the pictures, where its shape is drawn,
        the Node panel's rows ``[title, html, gives the answer away]`` and the exercise's answers (a node of
        a subtree opened in place only: where ``drawn_in`` draws it)."""
        figure = drawn_in or self.figure
        value = self.answers.values.get(path)
        window = self.answers.windows.get(path)
        cut_sentence = self._cut_sentence(path)
        reached = value is not None and not self.answers.skipped(path)
        shown = figure.plain_node(path).value is not None
        return {
            "n": self.names.get(path), "label": self.name(path) or "root",
            "rows": self._rows(path, value if reached else None, window, cut_sentence),
            "at": shape_at(figure, path),
            "parent": self.number.get(path[:-1]) if path else None,
            "depth": len(path),
            "ask": not shown,  # the value is not written in the tree: the exercise asks for it
            "value": json_value(value) if reached and value is not None else None,
            "window": [json_value(window[0]), json_value(window[1])] if window is not None else None,
            "cut": cut_sentence,
        }

    def _cut_sentence(self, path: Path) -> str | None:
        """The sentence of the cut made at the node, if any."""
        cutoff = self.answers.cutoffs.get(path)
        if cutoff is None:
            return None
        return mistake_sentence(Mistake("cut", path, False, cutoff), self.name, self.tr_search)

    def _rows(self, path: Path, returned: Value | None, window: tuple[Value, Value] | None,
              cut_sentence: str | None) -> list[list[Any]]:
        """The Node panel's rows: who chooses, the value ``returned`` (None: never reached), the window,
        the cut, the children."""
        e, say = html.escape, self.say
        rows: list[list[Any]] = [[say["chooses"], e(self._chooser(path)), 0],
                                 [say["returns"], e(value_text(returned)) if returned is not None
                                  else e(say["never"]), 1]]
        if window is not None:
            rows.append([say["window"], e(f"[{format_value(window[0])}, {format_value(window[1])}]"), 1])
        if cut_sentence:
            rows.append(["✂", e(cut_sentence), 1])
        rows.append([say["children"], self._children(path) or "—", 0])
        return rows

    def _chooser(self, path: Path) -> str:
        """Who chooses at the node: J3 … in a game of more players, else MAX or MIN."""
        if self.figure.display.players > 2:
            return f"J{self.figure.player(path)}"
        return self.tr_search(SENTENCES["max" if self.figure.is_max(path) else "min"])

    def _children(self, path: Path) -> str:
        """The node's children, each a link to its own rows when it is drawn."""
        e = html.escape
        children = [path + (i,) for i in range(self.figure.display.child_count(path))]
        return ", ".join(f'<a href="#" data-v="{self.number[c]}">{e(self.name(c))}</a>' if c in self.number
                         else e(self.name(c)) for c in children)
