"""Ctrl-C or a termination during an export stops it between two pages: the painter of the page is
finished (an active painter destroyed with its device crashed Qt), the old file stays, exit 130."""

from __future__ import annotations

import signal

import pytest

from gameviz import cli
from gameviz.export import raster
from gameviz.export.held_signals import held_signals


@pytest.fixture(autouse=True)
def python_ctrl_c():
    """Python's own Ctrl-C handler for each test: a process started in the background by a shell without job
    control inherits SIGINT ignored, and held_signals rightly leaves an ignored signal alone."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)


@pytest.fixture
def signal_on_page_2(monkeypatch):
    """Paint pages as usual, sending the chosen signal to the process in the middle of the second."""
    pages = []
    real = raster.paint

    def paint(painter, items):
        pages.append(len(pages) + 1)
        if len(pages) == 2:
            signal.raise_signal(chosen[0])
        real(painter, items)

    chosen: list[int] = []
    monkeypatch.setattr(raster, "paint", paint)

    def choose(number: int) -> list[int]:
        chosen.append(number)
        return pages

    return choose


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_stops_an_export_after_its_page_and_keeps_the_old_file(number, signal_on_page_2, tmp_path,
                                                                        capsys, qapp):
    pages = signal_on_page_2(number)
    before = signal.getsignal(signal.SIGTERM)
    old = tmp_path / "steps.pdf"
    old.write_text("OLD")
    status = cli.main(["export", "sticks:n=4", "-o", str(old), "--all-steps"])
    assert status == 130 and capsys.readouterr().err == "gameviz: cancelled\n"
    assert pages == [1, 2]  # the second page painted whole, no third begun
    assert old.read_text() == "OLD" and [path.name for path in tmp_path.iterdir()] == ["steps.pdf"]
    assert signal.getsignal(signal.SIGTERM) is before  # the command line's own handler is gone


def test_a_signal_between_png_files_stops_before_the_next_one(signal_on_page_2, tmp_path, capsys, qapp):
    pages = signal_on_page_2(signal.SIGINT)
    assert cli.main(["export", "sticks:n=4", "-o", str(tmp_path / "step.png"), "--all-steps"]) == 130
    assert pages == [1, 2] and sorted(path.name for path in tmp_path.iterdir()) == ["step_1_A0.png", "step_2_A1.png"]


def test_held_signals_run_the_handler_they_had_between_pages_and_give_it_back():
    came = []
    previous = signal.signal(signal.SIGTERM, lambda number, frame: came.append(number))
    try:
        with held_signals() as between_pages:
            signal.raise_signal(signal.SIGTERM)
            assert came == []  # held while the page is painted
            between_pages()
            assert came == [signal.SIGTERM]
            signal.raise_signal(signal.SIGTERM)
        assert came == [signal.SIGTERM, signal.SIGTERM]  # one still held at the end is acted on then
        with pytest.raises(KeyboardInterrupt), held_signals():  # Python's own Ctrl-C, after the block
            signal.raise_signal(signal.SIGINT)
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGTERM, previous)
