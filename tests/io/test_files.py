"""Only regular files are read, and never more than the limit and one byte."""

from __future__ import annotations

import os

import pytest

from gameviz.core.errors import InputError
from gameviz.io import read_arena
from gameviz.io.files import read_bytes, read_text


def test_a_file_is_read_up_to_its_limit(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"x" * 10)
    assert read_bytes(path, limit=10) == b"x" * 10
    with pytest.raises(InputError, match=r"a.json: the file is larger than 9 bytes, the most gameviz reads$"):
        read_bytes(path, limit=9)


def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "arena.json"
    os.mkfifo(pipe)
    with pytest.raises(InputError, match=r"arena.json: this is a named pipe, not a regular file"):
        read_arena(pipe)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_a_device_is_refused_whatever_its_st_size(tmp_path, device):
    link = tmp_path / "arena.dot"
    link.symlink_to(device)
    with pytest.raises(InputError, match=r"arena.dot: this is a device, not a regular file"):
        read_text(link)


def test_a_folder_and_a_missing_file_are_named(tmp_path):
    with pytest.raises(InputError, match=r": this is a folder, not a file$"):
        read_text(tmp_path)
    with pytest.raises(InputError, match=r"nothing.json: no such file$"):
        read_text(tmp_path / "nothing.json")


def test_text_that_is_not_utf8_gives_its_line(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b"{\n\n\xff}")
    with pytest.raises(InputError, match=r"a.json: line 3: the file is not UTF-8 text"):
        read_text(path)
