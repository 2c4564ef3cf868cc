"""The log file and the crash logs: where they go, what they say, and what happens when nothing
can be written."""

from __future__ import annotations

import logging
import tempfile

import pytest

from gameviz.core import crash_log
from gameviz.core.crash_log import bug_report, log, start_logging, write_crash_log


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The log folder, two levels below a folder that exists; the handlers are taken away after."""
    where = tmp_path / "state" / "log"
    monkeypatch.setattr(crash_log, "log_folder", lambda: where)
    level = log.level
    yield where
    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()
    log.setLevel(level)


def _boom() -> ValueError:
    try:
        raise ValueError("no such vertex")
    except ValueError as error:
        return error


def test_warnings_go_to_the_log_file_made_with_its_folders_on_the_first_record(folder):
    path = start_logging()
    assert path == folder / "gameviz.log"
    assert not folder.exists()  # nothing written yet
    log.info("not kept")
    log.warning("the arena has no start")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 and lines[0].endswith("gameviz WARNING: the arena has no start")


@pytest.mark.parametrize(("verbose", "level"), [(0, logging.WARNING), (1, logging.INFO), (2, logging.DEBUG),
                                                (3, logging.DEBUG)])
def test_verbose_sends_information_then_everything_to_standard_error(folder, capsys, verbose, level):
    start_logging(verbose)
    assert log.level == level
    log.info("read 3 vertices")
    log.debug("compiled")
    said = capsys.readouterr().err.splitlines()
    expected = {0: [], 1: ["gameviz: info: read 3 vertices"]}.get(
        verbose, ["gameviz: info: read 3 vertices", "gameviz: debug: compiled"])
    assert said == expected


def test_starting_again_keeps_one_log_file_and_one_standard_error(folder, capsys):
    start_logging(1)
    start_logging(1)
    log.warning("once")
    assert capsys.readouterr().err == "gameviz: warning: once\n"
    assert (folder / "gameviz.log").read_text(encoding="utf-8").count("once") == 1


def test_a_crash_log_holds_the_version_what_was_being_done_and_the_traceback(folder):
    start_logging()
    report = bug_report(_boom(), doing="reading arena.json")
    crash = next(folder.glob("crash-*.log"))
    assert report == f"unexpected ValueError: no such vertex; please report it with the log {crash}"
    text = crash.read_text(encoding="utf-8")
    assert text.startswith(f"gameviz {crash_log.__version__}, Python ")
    assert "\nwhile: reading arena.json\n\nTraceback" in text and text.endswith("ValueError: no such vertex\n")
    assert f"unexpected ValueError while reading arena.json (crash log {crash})" in (
        folder / "gameviz.log").read_text(encoding="utf-8")


def test_the_crash_log_falls_back_to_the_temporary_folder_then_to_nothing(folder, tmp_path, monkeypatch):
    (tmp_path / "state").write_text("a file where the folder should be", encoding="utf-8")
    spare = tmp_path / "spare"
    spare.mkdir()
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(spare))
    path = write_crash_log(_boom(), doing="drawing")
    assert path is not None and path.parent == spare and path.name.startswith("crash-")
    monkeypatch.setattr(tempfile, "gettempdir", lambda: str(tmp_path / "state" / "tmp"))
    assert write_crash_log(_boom(), doing="drawing") is None
    assert bug_report(_boom(), doing="drawing") == "unexpected ValueError: no such vertex; please report it"
