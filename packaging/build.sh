#!/usr/bin/env sh
# Build the one-folder application into packaging/dist/gameviz (or $DIST/gameviz), with the Python
# of $PYTHON (default python3) that has gameviz's dependencies and PyInstaller (the test extra has it).
set -e
cd "$(dirname "$0")/.."
"${PYTHON:-python3}" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "${DIST:-packaging/dist}" --workpath "${WORK:-packaging/build}" packaging/gameviz.spec
echo "${DIST:-packaging/dist}/gameviz/gameviz"
