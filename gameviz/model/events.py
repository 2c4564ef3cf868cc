"""Events without Qt: a list of callbacks, and dataclasses that announce their changes.

In the spirit of napari's evented models: a change of a field of an
:class:`Evented` dataclass calls the callbacks connected to that field's
:class:`EventEmitter` (``model.events.step.connect(callback)``), once, and
only when the value really changes. Widgets subscribe and render; nothing
here knows about them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

Callback = Callable[[Any], object]


class EventEmitter:
    """Callbacks called with a new value, in the order they were connected."""

    def __init__(self) -> None:
        self._callbacks: list[Callback] = []

    def connect(self, callback: Callback) -> Callback:
        """Call ``callback(value)`` on every :meth:`emit`; returns ``callback``."""
        if callback not in self._callbacks:
            self._callbacks.append(callback)
        return callback

    def disconnect(self, callback: Callback) -> None:
        """Stop calling ``callback`` (nothing if it was not connected)."""
        if callback in self._callbacks:
            self._callbacks.remove(callback)

    def emit(self, value: object = None) -> None:
        """Call every connected callback with ``value``."""
        for callback in list(self._callbacks):
            callback(value)


def same(old: object, new: object) -> bool:
    """Whether a field set to ``new`` keeps the value ``old``: equal values (numbers, strings, tuples,
    frozen dataclasses), or the same object (a new document, solution or session is a change even when it
    compares equal to the one it replaces)."""
    if old is new:
        return True
    values = (bool, int, float, str, tuple, frozenset)
    params = getattr(type(old), "__dataclass_params__", None)
    frozen = params is not None and params.frozen
    return type(old) is type(new) and (isinstance(old, values) or frozen) and old == new


class Events:
    """One :class:`EventEmitter` per field of an evented model, plus ``any`` for every change (with the
    field's name) and ``updated`` once per update (with the names of the fields it changed)."""

    def __init__(self, names: list[str]) -> None:
        self.any = EventEmitter()
        self.updated = EventEmitter()
        self._emitters = {name: EventEmitter() for name in names}

    def __getattr__(self, name: str) -> EventEmitter:
        try:
            return self.__dict__["_emitters"][name]  # type: ignore[no-any-return]
        except KeyError:
            raise AttributeError(name) from None


class Subscriptions:
    """Connections made together and undone together: a widget bound to a view, then to the next
    document's."""

    def __init__(self) -> None:
        self._made: list[tuple[EventEmitter, Callback]] = []

    def connect(self, emitter: EventEmitter, callback: Callback) -> None:
        """Call ``callback`` on ``emitter``'s events until :meth:`clear`."""
        emitter.connect(callback)
        self._made.append((emitter, callback))

    def clear(self) -> None:
        """Undo every connection made."""
        for emitter, callback in self._made:
            emitter.disconnect(callback)
        self._made.clear()


class Evented:
    """Base of dataclasses whose field changes are events (``self.events.<field>``).

    Subclasses are ``@dataclass`` classes; :meth:`update` sets several fields
    and emits after all of them are set, so that a callback sees a consistent
    model. A subclass states its rules in :meth:`_follow`: the fields that change
    with others (a new timeline moves the step), set in the same update.
    """

    def __post_init__(self) -> None:
        # (fields named with an underscore are the model's own bookkeeping: not events)
        names = [f.name for f in dataclasses.fields(self) if not f.name.startswith("_")]  # type: ignore[arg-type]
        object.__setattr__(self, "events", Events(names))
        object.__setattr__(self, "_held", None)

    def __setattr__(self, name: str, value: object) -> None:
        events: Events | None = self.__dict__.get("events")
        if events is None or name not in events._emitters:
            object.__setattr__(self, name, value)
            return
        self.update(**{name: value})

    def update(self, **values: object) -> None:
        """Set every field of ``values`` and those the model's rules change with them (:meth:`_follow`),
        then emit for each that changed, once: a callback sees a consistent model."""
        held: dict[str, object] | None = self.__dict__["_held"]
        if held is not None:  # (a rule sets fields while an update is under way: emitted with it)
            self._set(values, held)
            return
        held = {}
        object.__setattr__(self, "_held", held)
        try:
            pending = values
            while self._set(pending, held):  # until the rules change nothing more
                pending = self._follow(held)
        finally:
            object.__setattr__(self, "_held", None)
        changed = frozenset(name for name, old in held.items() if not same(old, getattr(self, name)))
        for name in held:
            if name in changed:  # (not set back by a rule)
                self.events._emitters[name].emit(getattr(self, name))
                self.events.any.emit(name)
        if changed:
            self.events.updated.emit(changed)

    def _set(self, values: dict[str, object], old: dict[str, object]) -> bool:
        """Set the fields of ``values``, keeping in ``old`` the value before the update of each that changes;
        whether any changed."""
        changed = False
        for name, value in values.items():
            if name not in self.events._emitters:
                raise AttributeError(f"{type(self).__name__} has no field {name!r}")
            current = getattr(self, name)
            if not same(current, value):
                object.__setattr__(self, name, value)
                old.setdefault(name, current)
                changed = True
        return changed

    def _follow(self, old: dict[str, object]) -> dict[str, object]:
        """The fields a rule of the model sets when the fields of ``old`` (with their values before the
        update) were set: none here, a subclass's rules. Called before anything is emitted, again until the
        rules change nothing more: a rule gives the same answer for the same changes."""
        return {}

    events: Events
