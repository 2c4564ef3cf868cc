"""Pure descriptions of pictures (no Qt): notation, styles, figures of each step."""
