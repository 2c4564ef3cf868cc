"""The private channel between gameviz and a student's process: one end of a socket pair that the
student's process inherits (never its stdout), carrying frames of a 4-byte length then that many
bytes of :mod:`~gameviz.lab.wire` JSON.

gameviz's side waits for a frame with a deadline and refuses one longer than :data:`MOST_FRAME`;
what the student prints goes elsewhere, so it can neither forge nor break a frame by printing.
"""

from __future__ import annotations

import selectors
import socket
import struct
import time

#: The largest frame gameviz reads (a value larger than this fails its call).
MOST_FRAME = 16 * 1024 * 1024
_HEADER = struct.Struct(">I")


class ChannelClosed(Exception):
    """The other end closed the channel (the student's process ended)."""


class ChannelTimeout(Exception):
    """No whole frame came before the deadline."""


class FrameTooLarge(Exception):
    """A frame announced more bytes than :data:`MOST_FRAME`."""


def send_frame(channel: socket.socket, payload: bytes) -> None:
    """Write one frame (blocking)."""
    channel.sendall(_HEADER.pack(len(payload)) + payload)


def receive_frame(channel: socket.socket, seconds: float | None = None, *, most: int = MOST_FRAME) -> bytes:
    """Read one frame, within ``seconds`` (None: wait as long as it takes).

    Raises
    ------
    ChannelClosed, ChannelTimeout, FrameTooLarge
    """
    deadline = None if seconds is None else time.monotonic() + seconds
    (size,) = _HEADER.unpack(_read(channel, _HEADER.size, deadline))
    if size > most:
        raise FrameTooLarge(size)
    return _read(channel, size, deadline)


def _read(channel: socket.socket, size: int, deadline: float | None) -> bytes:
    parts: list[bytes] = []
    missing = size
    with selectors.DefaultSelector() as selector:
        selector.register(channel, selectors.EVENT_READ)
        while missing:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and (left <= 0 or not selector.select(left)):
                raise ChannelTimeout()
            try:
                chunk = channel.recv(min(missing, 1 << 20))
            except (ConnectionError, OSError) as error:
                raise ChannelClosed() from error
            if not chunk:
                raise ChannelClosed()
            parts.append(chunk)
            missing -= len(chunk)
    return b"".join(parts)
