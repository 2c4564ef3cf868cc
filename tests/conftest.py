"""Shared test setup: Qt runs offscreen and never touches the user's settings."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
