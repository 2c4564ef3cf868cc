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


class Events:
    """One :class:`EventEmitter` per field of an evented model, plus ``any`` for every change."""

    def __init__(self, names: list[str]) -> None:
        self.any = EventEmitter()
        self._emitters = {name: EventEmitter() for name in names}

    def __getattr__(self, name: str) -> EventEmitter:
        try:
            return self.__dict__["_emitters"][name]  # type: ignore[no-any-return]
        except KeyError:
            raise AttributeError(name) from None


class Evented:
    """Base of dataclasses whose field changes are events (``self.events.<field>``).

    Subclasses are ``@dataclass`` classes; :meth:`update` sets several fields
    and emits after all of them are set, so that a callback sees a consistent
    model.
    """

    def __post_init__(self) -> None:
        names = [f.name for f in dataclasses.fields(self)]  # type: ignore[arg-type]
        object.__setattr__(self, "events", Events(names))
        object.__setattr__(self, "_held", None)

    def __setattr__(self, name: str, value: object) -> None:
        events: Events | None = self.__dict__.get("events")
        if events is None or name not in events._emitters:
            object.__setattr__(self, name, value)
            return
        if getattr(self, name) == value:
            return
        object.__setattr__(self, name, value)
        held: list[str] | None = self.__dict__["_held"]
        if held is None:
            events._emitters[name].emit(value)
            events.any.emit(name)
        elif name not in held:
            held.append(name)

    def update(self, **values: object) -> None:
        """Set every field of ``values``, then emit for those that changed."""
        object.__setattr__(self, "_held", [])
        try:
            for name, value in values.items():
                if name not in self.events._emitters:
                    raise AttributeError(f"{type(self).__name__} has no field {name!r}")
                setattr(self, name, value)
        finally:
            changed: list[str] = self.__dict__["_held"]
            object.__setattr__(self, "_held", None)
        for name in changed:
            self.events._emitters[name].emit(getattr(self, name))
            self.events.any.emit(name)

    events: Events
