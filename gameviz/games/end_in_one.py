"""The course's heuristic of figure 7 for games decided by their last move: ±∞ one move from the end.

Seed 000 values the stick game's positions for a search of depth 4 from five sticks with

    h(p) = +∞ if J2 faces the last stick, −∞ if J1 does, 0 otherwise,

that is, a position is worth the end it cannot escape when the game ends in one move: the player
to move either wins by a move that ends the game, or has only moves that end it (taking the last
stick, which loses). The same reading values Nim (who can empty the last heap wins it under normal
play) and Chomp (who can leave the poisoned square alone wins) as the stick game; a finished game
is worth its outcome (+∞ when J1 has won, −∞ when J2 has, 0 for a draw), and every other position
0. The end-only valuation (±∞ once the game is over, 0 before) is the heuristic named ``zero``.
"""

from __future__ import annotations

from collections.abc import Hashable

from gameviz.core.game import AnyGame
from gameviz.core.outcome import Outcome, outcome_value
from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated
from gameviz.games.spec import HeuristicNotes

#: The formula line of a position the game does not leave in one move.
IN_PLAY = QT_TRANSLATE_NOOP("games", "h = 0: the game cannot end with the next move (the course's heuristic, "
                                     "figure 7: +∞ or −∞ one move from the end, 0 otherwise)")
#: … of a position where the player to move wins with a move that ends the game.
WINS_NOW = QT_TRANSLATE_NOOP("games", "h = {value}: J{player} to move ends the game with a win")
#: … of a position whose every move ends the game.
FORCED = QT_TRANSLATE_NOOP("games", "h = {value}: every move of J{player} ends the game, and J{winner} wins")
#: … of a position whose every move ends the game in a draw.
FORCED_DRAW = QT_TRANSLATE_NOOP("games", "h = 0: every move of J{player} ends the game in a draw")
#: … of a finished game.
OVER = QT_TRANSLATE_NOOP("games", "h = {value}: the game is over and J{winner} has won")


def end_in_one(game: AnyGame, state: Hashable) -> Outcome | None:
    """How the game ends from ``state`` when it ends with the next move whatever is played, or when
    the player to move can end it with a win: that end (the mover's best among those moves); None
    when the game is over or the next move need not end it."""
    if game.outcome(state) is not None:
        return None
    mover = game.player(state)
    forced: list[Outcome] = []
    escapes = False
    for move in game.moves(state):
        outcome: Outcome | None = game.outcome(game.play(state, move))
        if outcome is None:
            escapes = True  # a later move may still win at once
        elif outcome.winner == mover:
            return outcome
        else:
            forced.append(outcome)
    if escapes or not forced:
        return None
    return next((end for end in forced if end.draw), forced[0])


def end_in_one_value(game: AnyGame, state: Hashable) -> float:
    """Figure 7's h for J1: the outcome's value of a finished game, the value of the end one move away
    (:func:`end_in_one`), else 0."""
    outcome = game.outcome(state)
    if outcome is None:
        outcome = end_in_one(game, state)
    return outcome_value(outcome)


def end_in_one_notes(game: AnyGame, state: Hashable, tr: Translate = untranslated, /) -> HeuristicNotes:
    """The formula line of figure 7's h: who has won, who wins with the next move, or why it is 0."""
    outcome = game.outcome(state)
    if outcome is not None:
        if outcome.draw:
            return HeuristicNotes({}, "h = 0")
        return HeuristicNotes({}, tr(OVER).format(value=_infinity(outcome), winner=outcome.winner))
    end = end_in_one(game, state)
    if end is None:
        return HeuristicNotes({}, tr(IN_PLAY))
    mover = game.player(state)
    if end.winner == mover:
        return HeuristicNotes({}, tr(WINS_NOW).format(value=_infinity(end), player=mover))
    if end.draw:
        return HeuristicNotes({}, tr(FORCED_DRAW).format(player=mover))
    return HeuristicNotes({}, tr(FORCED).format(value=_infinity(end), player=mover, winner=end.winner))


def _infinity(outcome: Outcome) -> str:
    return "+∞" if outcome.winner == 1 else "−∞"
