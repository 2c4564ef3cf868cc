"""Reading and writing whole files safely."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from gameviz.core.errors import InputError
from gameviz.core.translate import QT_TRANSLATE_NOOP, Sentence

#: A folder named where a file is read, and a file that cannot be read (with the system's reason).
FOLDER = QT_TRANSLATE_NOOP("errors", "this is a folder, not a file")
UNREADABLE = QT_TRANSLATE_NOOP("errors", "cannot read the file ({why})")

#: Files larger than this are refused before being read.
MAX_FILE_BYTES = 200 * 1024 * 1024

#: Deepest nesting read in any format: brackets of JSON and exercise trees, subgraphs of DOT, elements of GraphML.
MAX_NESTING = 200


def read_bytes(path: str | os.PathLike[str], *, limit: int = MAX_FILE_BYTES, too_large: str | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (``too_large`` says why, if given, when it is larger).

    The file is opened without waiting (a named pipe would block until a writer
    came) and refused unless it is a regular file: a pipe, a device such as
    ``/dev/zero`` or a socket has no end to read to. The size is checked by
    reading at most ``limit + 1`` bytes, not by trusting ``st_size``.

    Raises
    ------
    InputError
        If the file is missing, a folder, not a regular file, unreadable or too large.
    """
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "no such file")), source=name) from None
    except IsADirectoryError:
        raise InputError(Sentence(FOLDER), source=name) from None
    except OSError as error:
        raise InputError(Sentence(UNREADABLE, why=error.strerror), source=name) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise InputError(Sentence(FOLDER), source=name)
        raise _not_regular(mode, name)
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(limit + 1)
        except OSError as error:
            raise InputError(Sentence(UNREADABLE, why=error.strerror), source=name) from None
    if len(data) > limit:
        raise InputError(too_large or Sentence(QT_TRANSLATE_NOOP("errors", "the file is larger than {limit:,} bytes, the most "
                                                                          "gameviz reads"), limit=limit), source=name)
    return data


def refuse_special(path: str) -> None:
    """Refuse a named file that is not a regular file (a pipe, a device, a socket) before reading it.

    A missing file or a folder is left for the reader to name.

    Raises
    ------
    InputError
        If ``path`` exists and is neither a regular file nor a folder.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        raise _not_regular(mode, path)


def _not_regular(mode: int, name: str) -> InputError:
    """The refusal of a file that is not a regular one, saying what it is."""
    return InputError(Sentence(QT_TRANSLATE_NOOP("errors", "this is {kind}, not a regular file; gameviz reads only files"),
                               kind=_kind(mode)), source=name)


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    if stat.S_ISFIFO(mode):
        return Sentence(QT_TRANSLATE_NOOP("errors", "a named pipe"))
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return Sentence(QT_TRANSLATE_NOOP("errors", "a device"))
    if stat.S_ISSOCK(mode):
        return Sentence(QT_TRANSLATE_NOOP("errors", "a socket"))
    return Sentence(QT_TRANSLATE_NOOP("errors", "a special file"))


def decode_utf8(data: bytes, source: str) -> str:
    """``data`` as UTF-8 text (a byte-order mark dropped).

    Raises
    ------
    InputError
        With the line of the first byte that is not UTF-8.
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "the file is not UTF-8 text")), source=source, line=line) from None


def read_text(path: str | os.PathLike[str], *, limit: int = MAX_FILE_BYTES, too_large: str | None = None) -> str:
    """The text of a regular UTF-8 file of at most ``limit`` bytes (see :func:`read_bytes`).

    Raises
    ------
    InputError
        If the file is missing, not a regular file, unreadable, too large or not UTF-8.
    """
    return decode_utf8(read_bytes(path, limit=limit, too_large=too_large), str(path))


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` as UTF-8 so that ``path`` holds either the old or the whole new content
    (see :func:`write_bytes_atomic`)."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` so that ``path`` holds either the old or the whole new content: the one writer
    of every file gameviz writes.

    A symbolic link is followed to the file it names, which is replaced (the link stays a link). The
    data go to a temporary file of a short name in the target's folder, which then replaces the target
    in one step, with the target's permissions (or the umask's, for a new file); a failure, Ctrl-C or a
    termination leaves the old file untouched and no temporary file. Names up to the file system's
    limit (255 bytes) are written, since the temporary name does not grow with the target's.

    Raises
    ------
    InputError
        If the folder or the file cannot be written (naming ``path``, with the system's reason).
    """
    target = Path(os.path.realpath(path))
    try:
        mode = stat.S_IMODE(target.stat().st_mode)  # keep the permissions of the file we replace
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    try:
        fd, temp = tempfile.mkstemp(prefix=".gameviz-", suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot write here ({why})"), why=error.strerror),
                         source=str(path)) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise InputError(Sentence(QT_TRANSLATE_NOOP("errors", "cannot write the file ({why})"), why=error.strerror),
                         source=str(path)) from None
    except BaseException:  # Ctrl-C, a termination: the old file stays, and no temporary file beside it
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
