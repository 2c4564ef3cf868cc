"""Pictures beyond the size an export draws are refused before any file is written."""

from __future__ import annotations

import pytest

from gameviz.core.errors import InputError
from gameviz.export import export_pictures
from gameviz.export.size import MAX_DRAWN, MAX_FIGURE, drawing_refusal, figure_refusal
from gameviz.figure.primitives import Picture


def picture(groups: int) -> Picture:
    return Picture(groups=((),) * groups, x=0, y=0, width=10, height=10, background="#ffffff")


def test_the_bounds_are_what_the_messages_say():
    assert figure_refusal(MAX_FIGURE) == ""
    assert figure_refusal(MAX_FIGURE + 1) == ("the picture would draw 40,001 vertices and edges, more than the "
                                              "40,000 an export draws")
    assert drawing_refusal(1_000, MAX_DRAWN // 1_000) == ""
    assert drawing_refusal(1_000, 401) == ("401 pictures of 1,000 vertices and edges would draw 401,000, more than "
                                           "the 400,000 an export draws")


@pytest.mark.parametrize("suffix", [".svg", ".tex", ".pdf", ".png"])
def test_export_pictures_writes_nothing_beyond_the_bounds(tmp_path, suffix):
    path = tmp_path / ("big" + suffix)
    with pytest.raises(InputError, match=r"big\..*: the picture would draw 40,001 vertices and edges"):
        export_pictures([picture(MAX_FIGURE + 1)], path)
    with pytest.raises(InputError, match="11 pictures of 40,000 vertices and edges would draw 440,000"):
        export_pictures([picture(MAX_FIGURE)] * 11, path)
    assert list(tmp_path.iterdir()) == []
