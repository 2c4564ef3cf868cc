"""The arena and board views of a document, and what every view has: a step in a timeline, an
exercise, a selection.

Each view states its rules (:meth:`Evented._follow`): the arena's timeline
follows its document's solution, the players shown and the exercise; *Show*
changed at the result stays at the result; an exercise starts on the sets, not
on the result that gives the answer away.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import cast

from gameviz.core.session import GameSession
from gameviz.core.solution import Solution
from gameviz.core.translate import Translate, untranslated
from gameviz.figure.arena_figure import step_pictures
from gameviz.figure.notation import Notation
from gameviz.model.document import ArenaDocument
from gameviz.model.events import Evented
from gameviz.report.attractor import step_title


@dataclass(eq=False)
class ViewState(Evented):
    """What one view shows: a position in its timeline of ``steps`` steps, its exercise, its selection."""

    step: int = 0
    steps: int = 1
    exercise: bool = False
    selection: Hashable | None = None

    def go(self, step: int) -> None:
        """Move to ``step``, kept within the timeline."""
        self.step = max(0, min(step, self.steps - 1))

    def set_steps(self, steps: int, step: int | None = None) -> None:
        """A timeline of ``steps`` steps (at least one); the position stays (or goes to ``step``), within it."""
        steps = max(1, steps)
        wanted = self.step if step is None else step
        self.update(steps=steps, step=max(0, min(wanted, steps - 1)))

    @property
    def at_end(self) -> bool:
        """Whether the view shows the last step (the result)."""
        return self.step >= self.steps - 1

    def showing(self) -> tuple[int, int]:
        """The steps a stepper offers for this view, and the one it shows."""
        return self.steps, self.step


#: What changes the arena's timeline: its solution, whose attractors it steps, and the exercise.
TIMELINE_FIELDS = frozenset({"solution", "shown", "exercise", "players"})


@dataclass(eq=False)
class ArenaView(ViewState):
    """The arena of ``document`` (None: a document without an arena), stepped through the attractors of
    the ``shown`` players among its ``players``, laid out with ``layout`` (None: the default);
    ``editing``: *Edit Mode*, where the arena is changed by hand.

    Its steps are the pictures A_0 … A_n then the result (:func:`step_pictures`); ``solution`` is the
    document's, again after each edit.
    """

    document: ArenaDocument | None = None
    solution: Solution | None = None
    shown: tuple[int, ...] = (1,)
    layout: str | None = None
    #: the last layout of the document: (engine, chosen automatically, milliseconds); None until laid out
    laid_out: tuple[str, bool, float] | None = None
    players: int = 2
    editing: bool = False

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.document is not None:
            self.document.changed.connect(self._edited)
            self._edited()

    def _edited(self, _: object = None) -> None:
        """The document was edited (or opened): its solution and its players, and the timeline with them."""
        assert self.document is not None
        self.update(solution=self.document.solution, players=self.document.arena.players)

    def offered(self) -> list[tuple[int, ...]]:
        """What *Show* offers: each player's attractor, then all of them at once."""
        return [(p,) for p in range(1, self.players + 1)] + [tuple(range(1, self.players + 1))]

    @property
    def stepped(self) -> tuple[int, ...]:
        """The players whose attractors the steps show: the ``shown`` ones, or the first player's alone
        during an exercise (which asks for one set at a time)."""
        return (1,) if self.exercise and len(self.shown) > 1 else self.shown

    def title(self, index: int | None = None, tr: Translate = untranslated, notation: Notation | None = None) -> str:
        """``𝒜¹₂ (step 3 of 8)``: what step ``index`` (by default the one on show) shows, numbered from 1
        among the pictures; ``Result (step 8 of 8)`` at the end; empty without a solution."""
        if self.solution is None:
            return ""
        return step_title(self.solution, self.stepped, self.step if index is None else index, tr, notation)

    def _follow(self, old: dict[str, object]) -> dict[str, object]:
        """The rules of the arena view: the players shown while offered; the timeline again when the
        solution, the players shown or the exercise change, at the same step, except that *Show* changed at
        the result stays at the result and an exercise starts on A₀ rather than on the result; a selected
        vertex an edit took away is no longer selected."""
        if not TIMELINE_FIELDS.intersection(old):
            return {}
        rules: dict[str, object] = {} if self.shown in self.offered() else {"shown": (1,)}
        rules.update(self._steps_after(old, cast(tuple[int, ...], rules.get("shown", self.shown))))
        if "solution" in old and self.document is not None and self.selection not in self.document.arena:
            rules["selection"] = None
        return rules

    def _steps_after(self, old: dict[str, object], shown: tuple[int, ...]) -> dict[str, object]:
        """The steps of the timeline of ``shown`` after the changes of ``old``, and the step it shows."""
        if self.solution is None:
            return {"steps": 1, "step": 0}
        steps = step_pictures(self.solution, (1,) if self.exercise and len(shown) > 1 else shown)
        was_at_end = cast(int, old.get("step", self.step)) >= cast(int, old.get("steps", self.steps)) - 1
        step = min(self.step, steps - 1)
        if "exercise" in old and self.exercise and was_at_end:
            step = 0
        elif ("shown" in old or shown != self.shown) and was_at_end:
            step = steps - 1
        return {"steps": steps, "step": step}


@dataclass(eq=False)
class BoardView(ViewState):
    """The board of ``session`` (None: the document has no rules to play), a game of ``players`` players;
    ``computers``: the players the computer plays (none: everyone plays on the board); ``position``: the
    session's position, again after each move."""

    session: GameSession | None = None
    position: Hashable | None = None
    computers: tuple[int, ...] = ()
    players: int = 2

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.session is not None:
            self.update(players=getattr(self.session.game, "players", 2), position=self.session.position)

    def offered(self) -> list[tuple[int, ...]]:
        """Whom the computer may play: nobody, then one side of a two-player game, or all but J1 and
        everyone in a game of more."""
        if self.players == 2:
            return [(), (2,), (1,)]
        return [(), tuple(range(2, self.players + 1)), tuple(range(1, self.players + 1))]

    def moved(self) -> None:
        """The session's position changed (a move, a take-back, a position set by hand)."""
        self.position = self.session.position if self.session is not None else None

    def _follow(self, old: dict[str, object]) -> dict[str, object]:
        """The computer plays a side still offered, else nobody."""
        if "players" in old and self.computers not in self.offered():
            return {"computers": ()}
        return {}
