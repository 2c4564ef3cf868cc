"""An output that cannot take what a command writes (a full disk, a closed descriptor, a closed pipe,
an encoding without the notation's characters) is said in one line, or ends quietly for a closed pipe,
with exit status 2; text the encoding cannot hold is written in its ASCII form."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

WAITING = 300


def gameviz(*argv: str, closing: int | None = None, encoding: str | None = None, **kwargs) -> subprocess.CompletedProcess:
    """Run ``gameviz argv`` with descriptor ``closing`` closed and ``PYTHONIOENCODING=encoding``."""
    env = {**os.environ, "PYTHONIOENCODING": encoding} if encoding else None
    return subprocess.run([sys.executable, "-m", "gameviz", *argv], capture_output=kwargs.pop("capture", True),
                          timeout=WAITING, env=env, preexec_fn=None if closing is None else lambda: os.close(closing),
                          **kwargs)


@pytest.mark.parametrize("encoding,superscript,apostrophe,accent", [
    ("ascii", "1", "'", "depart"), ("latin-1", "¹", "'", "départ"), ("cp1252", "¹", "’", "départ")])
def test_the_notation_is_written_in_ascii_where_the_encoding_cannot_hold_it(encoding, superscript, apostrophe,
                                                                            accent):
    done = gameviz("solve", "sticks:n=3", "--lang", "fr", encoding=encoding)
    assert done.returncode == 0 and done.stderr == b""
    out = done.stdout.decode(encoding).splitlines()
    assert out[2:5] == ["Attracteur de J1 (V_1 = {(0,1)})", f"  A{superscript}_0 = {{(0,1)}}",
                        f"  A{superscript}_1 = A{superscript}_0 U {{(1,2)}}"]
    assert f"  4 sommets ; A{superscript}_2 est l{apostrophe}attracteur" in out
    assert f"Depuis le {accent} (3,1) : J1 gagne (rang 2)." in out and "  (2,1) -> (1,2)   (gagne)" in out
    assert "Matchs nuls (0) : {}" in out


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", "cp1252"])
def test_a_message_escapes_the_superscript_the_user_typed(encoding):
    done = gameviz("solve", "sticks:n=²", encoding=encoding)
    assert done.returncode == 2 and done.stdout == b""
    shown = "\\xb2" if encoding == "ascii" else "²"
    assert done.stderr.decode(encoding) == (f"gameviz: error: game spec 'sticks:n={shown}': character 10: "
                                            f"n: '{shown}' is not a whole number (digits 0 to 9)\n")


@pytest.mark.parametrize("argv,stdin", [(("solve", "sticks:n=3"), b""), (("connect4", "solve"), b"4\n"),
                                        (("--help",), b""), (("games",), b"")])
def test_a_full_disk_is_one_line_and_status_2(argv, stdin):
    with open("/dev/full", "wb") as full:
        done = gameviz(*argv, input=stdin, stdout=full, capture=False, stderr=subprocess.PIPE)
    assert done.returncode == 2
    assert done.stderr == b"gameviz: error: cannot write standard output (No space left on device)\n"


@pytest.mark.parametrize("argv,stdin", [(("solve", "sticks:n=3"), b""), (("connect4", "solve"), b"4\n")])
def test_a_closed_standard_output_is_one_line_and_status_2(argv, stdin):
    done = gameviz(*argv, input=stdin, closing=1)
    assert done.returncode == 2
    assert done.stderr == b"gameviz: error: cannot write: standard output is closed\n"


def test_a_closed_standard_input_is_one_line_and_status_2():
    done = subprocess.run([sys.executable, "-m", "gameviz", "connect4", "solve"], capture_output=True,
                          timeout=WAITING, stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(0))
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr == b"gameviz: error: cannot read: standard input is closed\n"


def test_a_closed_standard_error_leaves_the_status_and_nothing_on_standard_output():
    done = gameviz("solve", "nowhere.json", closing=2)
    assert done.returncode == 2 and done.stdout == b""


def test_a_closed_pipe_ends_quietly_with_status_2():
    process = subprocess.Popen([sys.executable, "-m", "gameviz", "solve", "sticks:n=5000"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()  # as head -1 does; the rest (half a megabyte) has nowhere to go
    process.stdout.close()
    assert process.wait(timeout=WAITING) == 2
    assert first.startswith(b"sticks:n=5000") and process.stderr.read() == b""
    process.stderr.close()


def test_a_line_of_exactly_4096_characters_is_read_as_a_position():
    done = gameviz("connect4", "solve", input=b"4" * 4096 + b"\n")
    assert done.returncode == 2 and b"longer than" not in done.stderr and b"column 4 is full" in done.stderr
    done = gameviz("connect4", "solve", input=b"4" * 4097 + b"\r\n")
    assert done.stderr == b"gameviz: error: line 1: the line is longer than 4,096 characters; a position is at " \
                          b"most 64 columns\n"
