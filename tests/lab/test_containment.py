"""Hostile students: each file does one thing a contained student's process must not get away
with, at both levels of containment (process group; bwrap where installed). Every verdict is
right, no process is left (found by the student's file name in their command lines, and among
gameviz's descendants outside its session, whatever they run), nothing is
written outside the temporary folder under bwrap, and nothing printed reaches the terminal."""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from gameviz.cli import main
from gameviz.lab import containment
from gameviz.lab.checks import check_file
from tests.tools import require_tool


@pytest.fixture(params=[containment.GROUP, containment.BWRAP])
def level(request, monkeypatch) -> str:
    """Both levels of containment; bwrap's skips (naming the package bubblewrap) where it is missing."""
    if request.param == containment.BWRAP:
        require_tool("bwrap", "bubblewrap")
        if not containment.bwrap_works():
            pytest.skip("bwrap is installed but cannot make its namespaces here (a container that forbids them)")
    monkeypatch.setenv(containment.CHOOSE, request.param)
    return request.param


def student(folder: Path, text: str, stem: str = "eleve") -> Path:
    """A student's file with a name no other process has (to find its processes by their command line)."""
    path = folder / f"{stem}_{uuid.uuid4().hex[:10]}.py"
    path.write_text(text, encoding="utf-8")
    return path


def alive(path: Path) -> list[int]:
    """The processes (not zombies) whose command line names the student's file."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if path.name.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def strays() -> list[int]:
    """The processes, zombies apart, descending from this one (gameviz) outside its session: what
    students left, found whatever they run now (gameviz adopts orphans, so a detached one is here)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            table[int(entry.name)] = (int(fields[1]), int(fields[3]), fields[0])
    found, todo = [], [pid for pid, (parent, _, _) in table.items() if parent == os.getpid()]
    while todo:
        pid = todo.pop()
        if table[pid][1] != os.getsid(0) and table[pid][2] != "Z":
            found.append(pid)
            todo += [child for child, (parent, _, _) in table.items() if parent == pid]
    return found


def none_left(path: Path, seconds: float = 5.0) -> bool:
    """No process names the student's file, and none descends from gameviz outside its session."""
    deadline = time.monotonic() + seconds
    while (alive(path) or strays()) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not alive(path) and not strays()


FORKS = """import os, time
def coup(n):
    for _ in range(30):
        if os.fork() == 0:
            os.setsid()  # out of the group, as far as it can get
            while True:
                time.sleep(0.05)
    return 1
"""


def test_a_fork_loop_leaves_no_process(tmp_path, level):
    path = student(tmp_path, FORKS)
    report = check_file(path, seconds=3)
    assert report.results and not report.results[0].passed  # coup(2) = 1 gives the win away
    assert none_left(path), alive(path)


GRANDCHILD = """import os, time
def coup(n):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            time.sleep(1.5)
            with open({target!r}, "w") as f:
                f.write("passed")
        os._exit(0)
    return 1
"""


def test_a_forked_grandchild_cannot_rewrite_the_report_after_the_run(tmp_path, level):
    target = tmp_path / "report.md"
    path = student(tmp_path, GRANDCHILD.format(target=str(target)))
    check_file(path, seconds=3)
    target.write_text("the teacher's report", encoding="utf-8")
    time.sleep(2)
    assert target.read_text(encoding="utf-8") == "the teacher's report"
    assert none_left(path)


def test_the_student_cannot_signal_gameviz(tmp_path, level):
    path = student(tmp_path, "import os, signal\ndef coup(n):\n    os.kill(os.getppid(), signal.SIGKILL)\n"
                             "    os.kill(os.getppid(), signal.SIGSTOP)\n    return 1\n")
    report = check_file(path, seconds=3)  # this test's process is gameviz: it is still here
    (result,) = report.results
    assert not result.passed
    assert none_left(path)


def command_lines(path: Path) -> dict[int, list[str]]:
    """The command line of each process naming the student's file."""
    found = {}
    for pid in alive(path):
        with contextlib.suppress(OSError):
            found[pid] = [part.decode(errors="replace") for part in Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")]
    return found


def runners(path: Path) -> list[int]:
    """The student's own processes: the runner and what it forked (not gameviz, its watchdog or bwrap)."""
    return [pid for pid, argv in command_lines(path).items()
            if "gameviz.lab.runner" in argv[:7] and not argv[0].endswith("bwrap")]


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
def test_killing_gameviz_kills_the_student(tmp_path, level, how):
    path = student(tmp_path, "import os\ndef coup(n):\n    os.fork()\n    while True:\n        pass\n")
    with open(tmp_path / "printed", "wb") as printed:
        gameviz = subprocess.Popen([sys.executable, "-m", "gameviz", "lab", str(path), "--timeout", "60"],
                                   stdout=printed, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 60
    while len(runners(path)) < 2 and gameviz.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    started = runners(path)
    if len(started) < 2:
        gameviz.kill()
        gameviz.wait(10)
    assert len(started) >= 2, (gameviz.returncode, command_lines(path),
                               (tmp_path / "printed").read_text(errors="replace"))  # the student and its fork
    gameviz.send_signal(how)
    gameviz.wait(10)
    assert none_left(path), command_lines(path)


def test_the_student_runs_in_a_fresh_folder_with_a_scrubbed_environment(tmp_path, level, monkeypatch):
    monkeypatch.setenv("GAMEVIZ_SECRET", "s3cret")
    monkeypatch.chdir(tmp_path)
    path = student(tmp_path, "import os\nprint(sorted(os.environ), os.getcwd(), os.path.expanduser('~'))\n"
                             "open('ici.txt', 'w').write('x')\n"
                             "open(os.path.expanduser('~/chez_moi.txt'), 'w').write('x')\n"
                             "def coup(n):\n    return 1\n")
    report = check_file(path)
    assert "GAMEVIZ_SECRET" not in report.load_output and str(tmp_path) not in report.load_output
    assert not (tmp_path / "ici.txt").exists() and not (Path.home() / "chez_moi.txt").exists()


WRITES = """import os
def coup(n):
    open({outside!r}, "w").write("written")
    return 1
"""


def test_under_bwrap_nothing_is_written_outside_the_temporary_folder(tmp_path, level):
    outside = tmp_path / "dehors.txt"
    report = check_file(student(tmp_path, WRITES.format(outside=str(outside))))
    if level == containment.BWRAP:
        assert not outside.exists()
        assert report.results[0].counterexample.startswith("coup(1) fails: FileNotFoundError")
    else:  # a guard against accidents, not a boundary: the code runs as the teacher
        assert outside.read_text(encoding="utf-8") == "written"


def test_subprocess_and_sockets(tmp_path, level, capsys):
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]
    path = student(tmp_path, f"import socket, subprocess\nprint(subprocess.run(['id'], capture_output=True, "
                             f"text=True).stdout)\ndef coup(n):\n    socket.create_connection(('127.0.0.1', {port}), "
                             f"timeout=1)\n    return 1\n")
    assert main(["lab", str(path)]) == 1
    out = capsys.readouterr().out
    assert "uid=" not in out  # what the student printed is not on the teacher's terminal
    report = check_file(path)
    server.settimeout(0.2)
    if level == containment.BWRAP:
        assert "uid=65534" in report.load_output  # nobody
        assert report.results[0].counterexample.startswith("coup(1) fails: ")
        with pytest.raises(TimeoutError):
            server.accept()  # no network: nothing reached the teacher's socket
    server.close()


def test_check_install_says_which_level_is_in_force(monkeypatch, capsys):
    line = containment.describe(containment.GROUP)
    assert "a guard against accidents, not a security boundary" in line
    monkeypatch.setenv(containment.CHOOSE, containment.GROUP)
    assert main(["check-install"]) in (0, 1)
    (said,) = [text for text in capsys.readouterr().out.splitlines() if text.startswith("student code (lab): ")]
    if containment.bwrap_works():  # installed and working, but not chosen: said so, not "install it"
        assert said.endswith("(bwrap is installed, but GAMEVIZ_LAB_CONTAINMENT=group chooses this level)")
    else:
        assert said.endswith(("(install bubblewrap for more)", "(bwrap is installed but cannot make its namespaces "
                                                               "here)"))
    assert "no network" in containment.describe(containment.BWRAP)
    assert containment.level() in (containment.GROUP, containment.BWRAP)
    if os.environ.get(containment.CHOOSE) is None and containment.bwrap_works():
        assert containment.level() == containment.BWRAP


DETACHED_THEN_KILLS_THE_WATCHDOG = """import os, signal, time
def coup(n):
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.execv("/bin/sleep", ["sleep", "60"])  # nothing of the student's file in its command line
        with open({pidfile!r}, "w") as f:
            f.write(str(os.getpid()))
        while True:
            time.sleep(0.05)
    time.sleep(0.3)
    os.kill(os.getppid(), signal.SIGKILL)  # the watchdog, whose pid is not hidden at this level
    return 1
"""


def test_killing_the_watchdog_after_starting_a_detached_grandchild_leaves_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv(containment.CHOOSE, containment.GROUP)
    pidfile = tmp_path / "pid"
    path = student(tmp_path, DETACHED_THEN_KILLS_THE_WATCHDOG.format(pidfile=str(pidfile)))
    report = check_file(path, seconds=3)
    assert not report.results[0].passed  # coup(2) = 1 gives the win away
    detached = int(pidfile.read_text(encoding="utf-8"))
    assert none_left(path), (alive(path), strays())
    assert not Path(f"/proc/{detached}").exists()


def _without_privileges() -> None:
    """In the child, before it runs Python: no capability at all after exec, even as root (the
    bounding set emptied), as a teacher's account has none."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in range(64):
        libc.prctl(24, capability, 0, 0, 0)  # PR_CAPBSET_DROP


def test_an_undumpable_process_hides_its_files_from_the_same_user():
    """What keeps a student at the group level from writing on gameviz's terminal through
    /proc/PID/fd/1: gameviz and the watchdog are non-dumpable. Tried with a process of the same
    user, both without privileges, on a process that is, then is not, dumpable."""
    reader = "import sys\ntry:\n    open(f'/proc/{sys.argv[1]}/fd/1', 'w')\nexcept PermissionError:\n" \
             "    print('refused')\nelse:\n    print('opened')\n"
    results = []
    for hidden in (False, True):
        holder = subprocess.Popen([sys.executable, "-c", "import sys, time\nfrom gameviz.lab import containment\n"
                                   f"if {hidden}:\n    containment.make_undumpable()\nprint('ready', flush=True)\n"
                                   "time.sleep(30)\n"], stdout=subprocess.PIPE, text=True,
                                  preexec_fn=_without_privileges)
        try:
            assert holder.stdout is not None and holder.stdout.readline() == "ready\n"
            results.append(subprocess.run([sys.executable, "-c", reader, str(holder.pid)], capture_output=True,
                                          text=True, check=True, preexec_fn=_without_privileges).stdout)
        finally:
            holder.kill()
            holder.wait()
    assert results == ["opened\n", "refused\n"]


def test_under_bwrap_the_source_checkout_around_gameviz_is_not_readable(tmp_path, level):
    import gameviz

    readme = Path(gameviz.__file__).resolve().parent.parent / "README.md"  # beside gameviz/ in a checkout
    report = check_file(student(tmp_path, f"def coup(n):\n    open({str(readme)!r}).read()\n    return 1\n"))
    verdict = report.results[0].counterexample
    if level == containment.BWRAP:
        assert verdict.startswith("coup(1) fails: FileNotFoundError"), verdict
    else:  # the code runs as the teacher: what the teacher can read, it reads
        assert verdict.startswith("coup(1) fails: FileNotFoundError") == (not readme.exists()), verdict
