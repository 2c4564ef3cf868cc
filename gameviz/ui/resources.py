"""Where the application's files are: translations, icons, examples."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "resources"


def resource(*parts: str) -> Path:
    """The path of a file under ``resources/``."""
    return ROOT.joinpath(*parts)
