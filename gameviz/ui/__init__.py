"""The Qt application: windows and widgets only; the game theory comes from gameviz.core."""
