"""Checking a student's answers to a search exercise against the search itself.

The expected answers come from the trace: the value each visited node
returns, the window [α, β] each node is entered with (alpha-beta), and the
branches that are cut (the children a cutoff skips). A student's answer is a
value for some nodes, a window for some nodes, and a set of children they
think are skipped; each is right or wrong for a reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

from gameviz.core.search.trace import Cutoff, Enter, Event, Exit, Leaf, MemoHit, Path
from gameviz.core.search.tree import Value


@dataclass(frozen=True)
class Answers:
    """What a node-by-node exercise asks, for one traced search."""

    values: Mapping[Path, Value]
    windows: Mapping[Path, tuple[float, float]]
    cut: frozenset[Path]  # the skipped children
    #: the cutoff that skips each of them, to say which cut and why
    cutoffs: Mapping[Path, Cutoff] = field(default_factory=dict)

    @classmethod
    def from_events(cls, events: Iterable[Event]) -> Answers:
        values: dict[Path, Value] = {}
        windows: dict[Path, tuple[float, float]] = {}
        cut: set[Path] = set()
        cutoffs: dict[Path, Cutoff] = {}
        for event in events:
            if isinstance(event, Enter) and event.alpha is not None and event.beta is not None \
                    and event.path not in windows:
                windows[event.path] = (event.alpha, event.beta)
            elif isinstance(event, (Leaf, Exit, MemoHit)):
                values[event.path] = event.value
            elif isinstance(event, Cutoff):
                for i in event.skipped:
                    cut.add(event.path + (i,))
                    cutoffs[event.path + (i,)] = event
        return cls(values, windows, frozenset(cut), cutoffs)

    def skipped(self, path: Path) -> bool:
        """True if ``path`` is in a cut branch (it or an ancestor was skipped)."""
        return any(path[:k] in self.cut for k in range(1, len(path) + 1))


@dataclass(frozen=True)
class Mistake:
    """One wrong answer: what (``value``, ``window``, ``cut``, ``not_cut``), where, and the truth (for a
    branch left uncut, the :class:`Cutoff` that skips it)."""

    what: str
    path: Path
    given: object
    expected: object


def check_answers(
    answers: Answers,
    values: Mapping[Path, Value],
    windows: Mapping[Path, tuple[float, float]],
    cut: Iterable[Path],
) -> tuple[list[Path], list[Mistake]]:
    """The nodes and branches answered right, and the mistakes in tree order.

    A value given for a node the search never reaches is a mistake (``unvisited``).
    """
    marks = [*_value_marks(answers, values), *_window_marks(answers, windows), *_cut_marks(answers, cut)]
    right = [path for path, mistake in marks if mistake is None]
    mistakes = [mistake for _, mistake in marks if mistake is not None]
    mistakes.sort(key=lambda m: (len(m.path), m.path))
    return right, mistakes


# Each answer marked: its node or branch, and the mistake (None when it is right).
_Mark = tuple[Path, Mistake | None]


def _value_marks(answers: Answers, values: Mapping[Path, Value]) -> Iterator[_Mark]:
    """The values given for nodes, against those the search found."""
    for path, value in values.items():
        if answers.skipped(path) or path not in answers.values:
            yield path, Mistake("unvisited", path, value, None)
        elif value == answers.values[path]:
            yield path, None
        else:
            yield path, Mistake("value", path, value, answers.values[path])


def _window_marks(answers: Answers, windows: Mapping[Path, tuple[float, float]]) -> Iterator[_Mark]:
    """The windows [α, β] given for nodes, against those the search had."""
    for path, window in windows.items():
        expected = answers.windows.get(path)
        if expected is None:
            yield path, Mistake("unvisited", path, window, None)
        elif tuple(window) == tuple(expected):
            yield path, None
        else:
            yield path, Mistake("window", path, window, expected)


def _cut_marks(answers: Answers, cut: Iterable[Path]) -> Iterator[_Mark]:
    """The branches marked cut, against those the search cut, in tree order."""
    marked = set(cut)
    for path in sorted(marked | set(answers.cut)):
        if path in marked and path in answers.cut:
            yield path, None
        elif path in marked:
            yield path, Mistake("not_cut", path, True, False)
        else:
            yield path, Mistake("cut", path, False, answers.cutoffs.get(path, True))
