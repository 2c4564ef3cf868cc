"""The one writer of every file gameviz writes: a link is followed to its file, the temporary file
is beside that file, permissions are kept, every name the file system takes is written, and a
failure or an interruption leaves the old file and nothing else."""

from __future__ import annotations

import errno
import os
import stat

import pytest

from gameviz.core.errors import InputError
from gameviz.io import files
from gameviz.io.files import write_bytes_atomic, write_text_atomic


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("OLD")
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    write_text_atomic(link, "NEW")
    assert link.is_symlink() and os.readlink(link) == "real.json"
    assert real.read_text() == "NEW"


def test_a_chain_of_links_into_another_folder_writes_there_with_the_temporary_file_beside_it(tmp_path,
                                                                                           monkeypatch):
    synced = tmp_path / "synced"
    synced.mkdir()
    (synced / "arena.json").write_text("OLD")
    here = tmp_path / "here"
    here.mkdir()
    (here / "middle.json").symlink_to(synced / "arena.json")
    (here / "arena.json").symlink_to("middle.json")
    folders = []
    real_mkstemp = files.tempfile.mkstemp

    def mkstemp(**kwargs):
        folders.append(kwargs["dir"])
        return real_mkstemp(**kwargs)

    monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)
    write_text_atomic(here / "arena.json", "NEW")
    assert folders == [synced] and (synced / "arena.json").read_text() == "NEW"
    assert sorted(p.name for p in synced.iterdir()) == ["arena.json"]
    assert (here / "arena.json").is_symlink() and (here / "middle.json").is_symlink()


def test_a_link_to_a_file_not_there_yet_makes_the_file(tmp_path):
    (tmp_path / "link.svg").symlink_to("drawn.svg")
    write_text_atomic(tmp_path / "link.svg", "<svg/>")
    assert (tmp_path / "drawn.svg").read_text() == "<svg/>" and (tmp_path / "link.svg").is_symlink()


def test_the_permissions_of_the_replaced_file_are_kept(tmp_path):
    path = tmp_path / "shared.json"
    path.write_text("OLD")
    path.chmod(0o640)
    write_text_atomic(path, "NEW")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and path.read_text() == "NEW"


def test_a_new_file_gets_the_permissions_of_the_umask(tmp_path):
    umask = os.umask(0o027)
    try:
        write_text_atomic(tmp_path / "new.json", "NEW")
    finally:
        os.umask(umask)
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o640


def test_a_name_at_the_file_system_s_limit_is_written(tmp_path):
    name = "é" * 125 + ".json"  # 255 bytes in UTF-8, the most a Linux file system takes
    assert len(os.fsencode(name)) == 255
    write_text_atomic(tmp_path / name, "NEW")
    assert (tmp_path / name).read_text() == "NEW" and len(list(tmp_path.iterdir())) == 1


def test_a_name_past_the_limit_is_refused_naming_it(tmp_path):
    with pytest.raises(InputError, match="File name too long"):
        write_text_atomic(tmp_path / ("a" * 256), "NEW")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("fault", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()])
def test_a_failure_or_an_interruption_leaves_the_old_file_and_nothing_else(fault, tmp_path, monkeypatch):
    path = tmp_path / "arena.json"
    path.write_text("OLD")

    def fsync(fd):
        raise fault

    monkeypatch.setattr(files.os, "fsync", fsync)
    with pytest.raises((InputError, KeyboardInterrupt)):
        write_bytes_atomic(path, b"NEW")
    assert path.read_text() == "OLD" and [p.name for p in tmp_path.iterdir()] == ["arena.json"]
