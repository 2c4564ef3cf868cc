"""A game being played: its rules, the moves played from the start, the current position.

The application's board, search tree and computer player all work from the
session's current position, whatever the size of the game's arena.

>>> from gameviz.games import game_from_spec
>>> session = GameSession(game_from_spec("tictactoe"))
>>> session.set_moves("5 1 9")
>>> session.notation()
'5 1 9'
>>> session.take_back()
>>> session.notation(), session.player()
('5 1', 1)
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from gameviz.core.errors import InputError
from gameviz.core.game import AnyGame, illegal_reason, play_moves
from gameviz.core.outcome import Outcome
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: The source of a mistake in a move played on the board.
MOVE = Sentence(QT_TRANSLATE_NOOP("errors", "move"))


class GameSession:
    """The moves played so far in ``game``, and the position they lead to.

    Every change goes through :meth:`play`, :meth:`take_back`, :meth:`set_moves`
    or :meth:`restart`; a mistake raises :class:`InputError` and changes nothing.
    """

    def __init__(self, game: AnyGame, moves: Sequence[Any] = ()) -> None:
        self.game = game
        #: where the moves start: the game's start, or a position set by hand (:meth:`set_start`)
        self.start: Hashable = game.initial()
        self._states: list[Hashable] = [self.start]
        self._moves: list[Any] = []
        for move in moves:
            self.play(move)

    # ------------------------------------------------------------- reading
    @property
    def position(self) -> Hashable:
        """The current position."""
        return self._states[-1]

    @property
    def moves(self) -> tuple[Any, ...]:
        """The moves played from the start, in order."""
        return tuple(self._moves)

    def player(self) -> int:
        """Who moves now (1 or 2)."""
        return self.game.player(self.position)

    def outcome(self) -> Outcome | None:
        """None while the game goes on; once it is over, who won (or a draw)."""
        return self.game.outcome(self.position)

    def legal_moves(self) -> Sequence[Any]:
        """The moves of the current position (none once the game is over)."""
        return () if self.outcome() is not None else self.game.moves(self.position)

    def move_names(self) -> list[str]:
        """Each move played, written as *Set Position* reads it back."""
        return [self.game.move_label(state, move) for state, move in zip(self._states, self._moves, strict=False)]

    def notation(self) -> str:
        """The moves played, separated by spaces (``"4 4 5 3"``, ``"5 1 9"``)."""
        return " ".join(self.move_names())

    def title(self) -> str:
        """The position's name: the game's spec, and the moves played if any (a :class:`Sentence`, said again
        in the interface's language when it changes: ``connect4:cols=7,rows=6 after 4 4 5 3``)."""
        if not self._moves:
            return self.game.spec
        return Sentence(QT_TRANSLATE_NOOP("games", "{spec} after {moves}"), spec=self.game.spec, moves=self.notation())

    # ------------------------------------------------------------- changing
    def play(self, move: Any) -> None:
        """Play ``move`` from the current position."""
        state = self.position
        name = self.game.move_label(state, move)
        if self.game.outcome(state) is not None:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the game is over: {name} cannot be played"), name=name),
                             source=MOVE)
        if move not in self.game.moves(state):
            raise InputError(illegal_reason(self.game, state, move, name), source=MOVE)
        self._states.append(self.game.play(state, move))
        self._moves.append(move)

    def take_back(self, count: int = 1) -> None:
        """Undo the last ``count`` moves (as many as were played, at most)."""
        if count < 0:
            raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot take back {count} moves"), count=count),
                             source=Sentence(QT_TRANSLATE_NOOP("errors", "take back")))
        for _ in range(min(count, len(self._moves))):
            self._moves.pop()
            self._states.pop()

    def restart(self) -> None:
        """Back to the start position."""
        self.take_back(len(self._moves))

    def set_start(self, position: Hashable) -> None:
        """Start from ``position`` (a board set by hand, which no moves from the game's start need reach);
        the moves played are forgotten."""
        self.start = position
        self._states = [position]
        self._moves = []

    def set_moves(self, text: str) -> None:
        """Replace the moves by those written in ``text`` (as :meth:`notation` writes them).

        An illegal move is named with its number; the session is left as it was.
        """
        moves = self.game.parse_moves(text)
        play_moves(self.game, moves)  # checks every move before anything changes
        self.start = self.game.initial()  # typed moves start from the game's start
        self._states = [self.start]
        self._moves = []
        self.restart()
        for move in moves:
            self.play(move)
