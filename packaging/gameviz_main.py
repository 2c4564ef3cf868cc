"""The entry point of the bundled application: the same as the ``gameviz`` command."""

import sys

from gameviz.cli import main

sys.exit(main())
