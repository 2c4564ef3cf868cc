"""The watchdog between gameviz and a student's process: ``python -I -m gameviz.lab.watchdog
PARENT_PID REPORT_FD CHANNEL_FD COMMAND…``.

It starts COMMAND (the student's process, possibly inside bwrap) in a process group of its own,
tells gameviz its pid on REPORT_FD, and adopts every orphan the student leaves
(``PR_SET_CHILD_SUBREAPER``). When the student's process ends, when gameviz asks (SIGTERM), or
when gameviz dies, even by SIGKILL (``PR_SET_PDEATHSIG``), it kills the student's whole group and
then every process left among its descendants, until none is left. The student's process is not
its parent's child: ``os.kill(os.getppid(), …)`` reaches the watchdog, not gameviz (which then
kills what the watchdog left: :func:`gameviz.lab.containment.kill_strays`). It is non-dumpable:
the student cannot open its files through ``/proc``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from gameviz.lab.containment import adopt_orphans, die_with_parent, make_undumpable

#: Rounds of killing descendants before giving up on a process that will not die.
_ROUNDS = 200


def _children() -> list[int]:
    """The processes whose parent is this one."""
    me, found = os.getpid(), []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                stat = (entry / "stat").read_text()
                if int(stat[stat.rindex(")") + 2:].split()[1]) == me:
                    found.append(int(entry.name))
    return found


def kill_everything(group: int) -> None:
    """Kill the group ``group`` and every descendant of this process (adopted orphans included)."""
    with contextlib.suppress(OSError):
        os.killpg(group, signal.SIGKILL)
    for _ in range(_ROUNDS):
        children = _children() if os.path.isdir("/proc") else []
        for pid in children:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError):
            while os.waitpid(-1, os.WNOHANG)[0] > 0:
                pass
        if not children:
            return
        time.sleep(0.01)


def main(argv: list[str]) -> int:
    parent, report, channel, command = int(argv[0]), int(argv[1]), int(argv[2]), argv[3:]
    die_with_parent(signal.SIGTERM)
    if os.getppid() != parent:  # gameviz ended before the line above took effect
        return 1
    adopt_orphans()
    make_undumpable()  # the student cannot open its files through /proc
    child = subprocess.Popen(command, process_group=0, pass_fds=(channel,), close_fds=True)
    os.close(channel)  # the student's process holds the only copy: gameviz sees its end at once

    def stop(*_: object) -> None:
        kill_everything(child.pid)
        os._exit(0)

    for sign in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(sign, stop)
    with contextlib.suppress(OSError):
        os.write(report, f"{child.pid}\n".encode())
        os.close(report)
    status = child.wait()
    kill_everything(child.pid)
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
