"""How a game ended: who won, or a draw.

A game that goes on has no outcome (:meth:`Game.outcome <gameviz.core.game.Game.outcome>` returns
None); a game that is over has one :class:`Outcome`, whose ``winner`` is the player who won, or None
for a draw. No number stands for a draw, so a draw is never mistaken for a game that goes on.

References
----------
python-chess's ``chess.Outcome`` (a frozen dataclass whose ``winner`` is None for a draw), which
this follows without its termination reasons.

>>> Outcome(2), DRAW.draw, outcome_value(Outcome(2)), outcome_value(None, 0.5)
(Outcome(winner=2), True, -inf, 0.5)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a play: ``winner`` is the player who won (1, 2, … ), or None for a draw.

    With a :class:`~gameviz.core.solution.Solution`, the same type says who can force a win from a
    vertex: a draw there means that nobody can.
    """

    winner: int | None

    @property
    def draw(self) -> bool:
        """Whether nobody won."""
        return self.winner is None


#: The outcome of a drawn game.
DRAW: Final = Outcome(None)


def outcome_value(outcome: Outcome | None, otherwise: float = 0.0, *, win: float = math.inf) -> float:
    """An outcome as a value for J1: ``win`` (+∞) if J1 won, ``−win`` if J2 won, 0 for a draw (or
    another player's win), ``otherwise`` while the game goes on (``outcome`` None)."""
    if outcome is None:
        return otherwise
    return win if outcome.winner == 1 else -win if outcome.winner == 2 else 0.0
