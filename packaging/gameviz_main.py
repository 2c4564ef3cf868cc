"""The entry point of the bundled application: the same as the ``gameviz`` command."""

import runpy
import sys

if len(sys.argv) > 2 and sys.argv[1] == "--gameviz-lab-module":  # the lab's student process and its watchdog
    module = sys.argv[2]
    sys.argv = [module, *sys.argv[3:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)
    sys.exit(0)

from gameviz.cli import main  # noqa: E402

sys.exit(main())
