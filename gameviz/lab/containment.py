"""How a student's process is contained, and at which level.

Both levels (Linux):

- **process group**: the student's process runs in a session and process group of its own, in a
  fresh temporary folder, with a scrubbed environment (no ``HOME``, no teacher's folder, no
  ``PYTHON*`` variables: ``python -I``), rlimits on CPU time, address space, file size, open files
  and processes, under a watchdog (:mod:`gameviz.lab.watchdog`) that kills the whole group, and
  every process it left behind, when the student is done, on a timeout, or when gameviz exits or
  is killed (``PR_SET_PDEATHSIG``). A guard against accidents, not a security boundary: the code
  runs as the teacher and can read and write what the teacher can.
- **bwrap**: the same, inside bubblewrap: no network, a read-only system (only ``/usr``, ``/etc``
  and Python's own folders are visible), the temporary folder as the only writable place, a
  private ``/tmp``, its own PID namespace (gameviz and the watchdog cannot be signalled; every
  process in it dies with it), running as ``nobody``.

``GAMEVIZ_LAB_CONTAINMENT=group`` (or ``bwrap``) chooses a level; by default bwrap is used where
it is installed and works.
"""

from __future__ import annotations

import contextlib
import ctypes
import functools
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Collection
from pathlib import Path

from gameviz.core.translate import QT_TRANSLATE_NOOP, Translate, untranslated

BWRAP = "bwrap"
GROUP = "group"
#: The environment variable that chooses the level.
CHOOSE = "GAMEVIZ_LAB_CONTAINMENT"

#: Limits of a student's process: CPU seconds in all, a file's megabytes, open files, more processes.
CPU_SECONDS = 120
FILE_MB = 16
OPEN_FILES = 64
MORE_PROCESSES = 32

_PR_SET_PDEATHSIG = 1
_PR_SET_DUMPABLE = 4
_PR_SET_CHILD_SUBREAPER = 36
#: Rounds of killing what a student left before giving up on a process that will not die.
ROUNDS = 200


def level() -> str:
    """The level in force: :data:`BWRAP` or :data:`GROUP` (see the module's notes)."""
    chosen = os.environ.get(CHOOSE, "").strip().lower()
    return GROUP if chosen == GROUP or not bwrap_works() else BWRAP


@functools.cache
def bwrap_works() -> bool:
    """Whether bubblewrap is installed and can make its namespaces here (a container may forbid it)."""
    if sys.platform != "linux" or shutil.which("bwrap") is None:
        return False
    try:
        trial = subprocess.run(["bwrap", "--unshare-all", "--die-with-parent", *_system_binds(), "true"],
                               capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    return trial.returncode == 0


WORDS = {
    BWRAP: QT_TRANSLATE_NOOP("lab", "bwrap: no network, read-only system, private /tmp, own PID namespace, "
                                    "process group, rlimits, temporary folder, scrubbed environment"),
    GROUP: QT_TRANSLATE_NOOP("lab", "process group, rlimits, temporary folder, scrubbed environment: a guard "
                                    "against accidents, not a security boundary ({why})"),
    "chosen": QT_TRANSLATE_NOOP("lab", "bwrap is installed, but GAMEVIZ_LAB_CONTAINMENT=group chooses this level"),
    "broken": QT_TRANSLATE_NOOP("lab", "bwrap is installed but cannot make its namespaces here"),
    "missing": QT_TRANSLATE_NOOP("lab", "install bubblewrap for more"),
}


def describe(chosen: str, tr: Translate = untranslated) -> str:
    """One line saying what the level contains, for ``check-install`` and the report; below bwrap,
    why bwrap is not used."""
    if chosen == BWRAP:
        return tr(WORDS[BWRAP])
    why = "missing" if sys.platform != "linux" or shutil.which("bwrap") is None else \
        "broken" if not bwrap_works() else "chosen"
    return tr(WORDS[GROUP]).format(why=tr(WORDS[why]))


def _system_binds() -> list[str]:
    """bwrap's arguments for the read-only system: /usr, /etc and the top-level links into /usr."""
    binds = ["--ro-bind", "/usr", "/usr"]
    if os.path.isdir("/etc"):
        binds += ["--ro-bind", "/etc", "/etc"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64"):
        if os.path.islink(top):
            binds += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            binds += ["--ro-bind", top, top]
    return binds


def _python_folders() -> list[str]:
    """The folders Python and gameviz are read from (outside /usr they must be bound too): Python's
    installation and environment, and gameviz's package folder alone, not the source checkout
    around it when gameviz is installed from one (editable)."""
    import gameviz

    folders = {sys.base_prefix, sys.prefix, sys.exec_prefix, str(Path(gameviz.__file__).resolve().parent),
               str(Path(sys.executable).resolve().parent.parent)}
    kept = sorted(f for f in folders if f and os.path.isdir(f) and not f.startswith("/usr/"))
    return [f for f in kept if not any(f != g and f.startswith(g + os.sep) for g in kept)]


def sandboxed(command: list[str], folder: Path, chosen: str) -> list[str]:
    """``command`` wrapped for the level: under bwrap, with ``folder`` as the only writable place
    (and the working folder, as ``/home/eleve``)."""
    if chosen != BWRAP:
        return command
    wrapped = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session", "--uid", "65534", "--gid", "65534",
               *_system_binds(), "--tmpfs", "/tmp"]
    for python in _python_folders():  # after the private /tmp, so that a Python installed under /tmp shows through
        wrapped += ["--ro-bind", python, python]
    wrapped += ["--proc", "/proc", "--dev", "/dev", "--bind", str(folder), HOME,
                "--chdir", HOME, "--setenv", "HOME", HOME, "--setenv", "TMPDIR", HOME]
    return wrapped + command


#: The student's working folder as the student sees it under bwrap.
HOME = "/home/eleve"


def environment(folder: Path) -> dict[str, str]:
    """The scrubbed environment of a student's process."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(folder), "TMPDIR": str(folder),
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}


def user_tasks() -> int:
    """How many processes and threads the current user runs (RLIMIT_NPROC counts them all)."""
    me, count = os.getuid(), 0
    for entry in Path("/proc").iterdir() if os.path.isdir("/proc") else ():
        if entry.name.isdigit():
            with contextlib.suppress(OSError):
                fields = dict(line.split(":", 1) for line in (entry / "status").read_text().splitlines()
                              if ":" in line)
                if int(fields["Uid"].split()[0]) == me:
                    count += int(fields.get("Threads", "1"))
    return count


def limit_this_process(memory_mb: int, processes: int) -> None:
    """Set the student's rlimits on the calling process (where the system has them)."""
    try:
        import resource
    except ImportError:
        return
    limits = [(resource.RLIMIT_AS, memory_mb * 1024 * 1024), (resource.RLIMIT_CPU, CPU_SECONDS),
              (resource.RLIMIT_FSIZE, FILE_MB * 1024 * 1024), (resource.RLIMIT_NOFILE, OPEN_FILES),
              (resource.RLIMIT_NPROC, processes), (resource.RLIMIT_CORE, 0)]
    for kind, most in limits:
        with contextlib.suppress(ValueError, OSError):
            hard = resource.getrlimit(kind)[1]
            most = most if hard == resource.RLIM_INFINITY else min(most, hard)
            resource.setrlimit(kind, (most, most if kind != resource.RLIMIT_CPU else hard))


def die_with_parent(sign: int = signal.SIGKILL) -> None:
    """Ask Linux to send ``sign`` to the calling process when its parent ends (elsewhere: nothing)."""
    _prctl(_PR_SET_PDEATHSIG, sign)


def adopt_orphans() -> None:
    """Make the calling process the parent of every orphan among its descendants (Linux)."""
    _prctl(_PR_SET_CHILD_SUBREAPER, 1)


def make_undumpable() -> None:
    """Make the calling process non-dumpable (Linux): a process of the same user without
    ``CAP_SYS_PTRACE`` can no longer open its files through ``/proc/PID/fd`` (its stdout, say),
    read its memory or trace it."""
    _prctl(_PR_SET_DUMPABLE, 0)


def _processes() -> dict[int, tuple[int, int]]:
    """Every process: pid → (parent, session)."""
    found = {}
    for entry in Path("/proc").iterdir() if os.path.isdir("/proc") else ():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                fields = stat[stat.rindex(")") + 2:].split()
                found[int(entry.name)] = (int(fields[1]), int(fields[3]))
    return found


def strays(keep: Collection[int] = ()) -> list[int]:
    """The descendants of this process that students left: those outside its session (gameviz's
    own children, a layout's ``dot`` say, are in it), apart from the watchdogs ``keep`` and theirs.

    gameviz adopts the orphans of its descendants (:func:`adopt_orphans`), so a process a student
    started is still found here after the student killed its watchdog."""
    table = _processes()
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    mine = os.getsid(0)
    found, todo = [], [pid for pid in children.get(os.getpid(), []) if pid not in keep]
    while todo:
        pid = todo.pop()
        if table[pid][1] != mine:
            found.append(pid)
            todo += children.get(pid, [])
    return found


def kill_strays(keep: Collection[int] = ()) -> None:
    """Kill (stopped first, so that none forks meanwhile) and reap every process :func:`strays` finds,
    until none is left."""
    for _ in range(ROUNDS):
        found = strays(keep)
        if not found:
            return
        for sign in (signal.SIGSTOP, signal.SIGKILL):
            for pid in found:
                with contextlib.suppress(OSError):
                    os.kill(pid, sign)
        for pid in found:
            with contextlib.suppress(OSError):  # an adopted orphan is a child: reaped, not left a zombie
                os.waitpid(pid, os.WNOHANG)
        time.sleep(0.01)


def _prctl(option: int, value: int) -> None:
    if sys.platform != "linux":
        return
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(option, ctypes.c_ulong(value), 0, 0, 0)
