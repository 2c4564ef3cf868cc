"""``python -m gameviz``: the same as the ``gameviz`` command."""

import sys

from gameviz.cli import main

sys.exit(main())
