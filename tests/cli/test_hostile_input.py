"""Every hostile input gets one line that says where and what, exit status 2, within 5 s of processor
time and 500 MB (processor time, not time on the clock, so that a loaded machine does not fail them)."""

from __future__ import annotations

import resource
import subprocess
import sys

import pytest

from tests.hostile import HOSTILE, Hostile
from tests.tools import without_progress

MEMORY_CAP = 500 * 1024**2
SECONDS = 5  # of processor time: past them the kernel stops the process (SIGXCPU)
WAITING = 300  # on the clock: only a process that waits for nothing would take that long


def _cap_memory_and_time() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    resource.setrlimit(resource.RLIMIT_CPU, (SECONDS, SECONDS + 1))


@pytest.mark.parametrize("case", HOSTILE, ids=lambda case: case.name)
def test_a_hostile_input_gets_one_line_and_status_2(case: Hostile, tmp_path):
    case.write(tmp_path)
    done = subprocess.run([sys.executable, "-m", "gameviz", *case.argv], input=case.stdin, cwd=tmp_path,
                          capture_output=True, timeout=WAITING, preexec_fn=_cap_memory_and_time)
    err = done.stderr.decode("utf-8")
    assert done.returncode == 2, err
    err = without_progress(err)
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert err.startswith("gameviz") and case.says in err, err
    assert b"\x1b" not in done.stdout + done.stderr  # nothing the terminal would obey is echoed


def test_a_genuine_bug_says_please_report_with_a_log(tmp_path, monkeypatch, capsys):
    from gameviz import cli
    from gameviz.cli import games

    def broken(args):
        raise KeyError("a bug")

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))  # the user's log folder on Linux (platformdirs)
    monkeypatch.setattr(games, "run", broken)
    assert cli.main(["games"]) == 1
    err = capsys.readouterr().err
    logs = list((tmp_path / "gameviz" / "log").glob("crash-*.log"))
    assert len(logs) == 1 and err.count("\n") == 1
    assert err == f"gameviz: error: unexpected KeyError: 'a bug'; please report it with the log {logs[0]}\n"
    log = logs[0].read_text(encoding="utf-8")
    assert "while: gameviz games" in log and "Traceback" in log and "KeyError: 'a bug'" in log
    # the log file of the session says it too, with the traceback
    session = (tmp_path / "gameviz" / "log" / "gameviz.log").read_text(encoding="utf-8")
    assert f"ERROR: unexpected KeyError while gameviz games (crash log {logs[0]})" in session
    assert "Traceback" in session


def test_verbose_says_what_gameviz_does_on_standard_error_and_nothing_otherwise(tmp_path, monkeypatch, capsys):
    from gameviz import cli

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    for argv in (["games"], ["solve", "sticks:n=3"], ["solve", "nowhere.json"]):
        cli.main(argv)
        assert "gameviz: info" not in capsys.readouterr().err
    assert cli.main(["solve", "sticks:n=3", "-v"]) == 0
    out, err = capsys.readouterr()
    assert "Attractor of J1" in out and err.startswith("gameviz: info: solve: exit status 0 after ")
    assert cli.main(["-vv", "solve", "nowhere.json"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("gameviz: debug: gameviz ") and f"log file {tmp_path}" in err[0]
    assert err[1].startswith("gameviz: info: solve: the input was refused: nowhere.json")
    assert err[2].startswith("gameviz: error: nowhere.json") and len(err) == 3
    assert not (tmp_path / "gameviz").exists()  # no warning nor error of gameviz's own: no log file


def test_an_id_with_an_escape_sequence_is_printed_escaped(tmp_path):
    (tmp_path / "red.json").write_text(
        '{"format": "gameviz-arena", "version": 1, "vertices": [{"id": "\\u001b[2J\\u202eb", "player": 1}], '
        '"edges": [], "targets": {"1": ["\\u001b[2J\\u202eb"]}}', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "gameviz", "solve", "red.json"], cwd=tmp_path, capture_output=True,
                          timeout=SECONDS)
    out = done.stdout.decode("utf-8")
    assert done.returncode == 0 and "𝒜¹₀ = {\\x1b[2J\\u202eb}" in out, out
    assert "\x1b" not in out and "\u202e" not in out


def test_a_crash_with_a_file_name_that_is_not_utf8_is_logged_escaped(tmp_path, monkeypatch, capsys):
    # a name of bytes that are not UTF-8 reaches Python as lone surrogates ("\xff" → "\udcff"),
    # which a UTF-8 file cannot hold: the crash log itself crashed on them
    from gameviz import cli
    from gameviz.cli import games

    def broken(args):
        raise OSError("cannot write '\udcffpage.html'")

    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    monkeypatch.setattr(games, "run", broken)
    assert cli.main(["games"]) == 1
    err = capsys.readouterr().err
    (log,) = (tmp_path / "gameviz" / "log").glob("crash-*.log")
    assert err == f"gameviz: error: unexpected OSError: cannot write '\\udcffpage.html'; please report it with the log {log}\n"
    assert "OSError: cannot write '\\udcffpage.html'" in log.read_text(encoding="utf-8")
    session = (tmp_path / "gameviz" / "log" / "gameviz.log").read_text(encoding="utf-8")
    assert "\\udcffpage.html" in session


@pytest.mark.parametrize("argv", [("arena", "sticks:n=3", "-o", "link.json"), ("export", "sticks:n=3", "-o", "link.svg")])
def test_writing_to_a_link_writes_the_file_it_names(argv, tmp_path):
    suffix = argv[-1][-5:]
    real = tmp_path / f"real{suffix}"
    real.write_text("OLD\n")
    real.chmod(0o640)
    (tmp_path / argv[-1]).symlink_to(real.name)
    done = subprocess.run([sys.executable, "-m", "gameviz", *argv], cwd=tmp_path, capture_output=True, timeout=WAITING)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / argv[-1]).is_symlink() and real.read_text() != "OLD\n" and real.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([real.name, argv[-1]])


def test_an_output_name_of_255_bytes_is_written(tmp_path):
    name = "s" * 250 + ".json"
    done = subprocess.run([sys.executable, "-m", "gameviz", "arena", "sticks:n=3", "-o", name], cwd=tmp_path,
                          capture_output=True, timeout=WAITING)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / name).read_text(encoding="utf-8").startswith("{")
