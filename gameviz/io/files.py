"""Reading and writing whole files safely."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from gameviz.core.errors import InputError

#: Files larger than this are refused before being read.
MAX_FILE_BYTES = 200 * 1024 * 1024

#: Deepest nesting read in any format: brackets of JSON and exercise trees, subgraphs of DOT, elements of GraphML.
MAX_NESTING = 200


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a UTF-8 file.

    Raises
    ------
    InputError
        If the file is missing, unreadable, too large or not UTF-8.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise InputError(f"the file is too large ({size:,} bytes)", source=str(path))
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError("no such file", source=str(path)) from None
    except IsADirectoryError:
        raise InputError("this is a folder, not a file", source=str(path)) from None
    except OSError as error:
        raise InputError(f"cannot read the file ({error.strerror})", source=str(path)) from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise InputError("the file is not UTF-8 text", source=str(path), line=line) from None


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` so that ``path`` holds either the old or the whole new content.

    The text goes to a temporary file in the same folder, which then replaces
    ``path`` in one step; a failure leaves the old file untouched.
    """
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Like :func:`write_text_atomic` for bytes."""
    path = Path(path)
    try:
        mode = path.stat().st_mode & 0o777  # keep the permissions of the file we replace
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or ".")
    except OSError as error:
        raise InputError(f"cannot write here ({error.strerror})", source=str(path)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, path)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise InputError(f"cannot write the file ({error.strerror})", source=str(path)) from None
