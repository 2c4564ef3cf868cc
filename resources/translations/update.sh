#!/usr/bin/env sh
# Collect the interface's strings into gameviz_fr.ts (keeping existing translations),
# then compile gameviz_fr.qm into the package (gameviz/resources/translations), which ships it.
# Edit the .ts with Qt Linguist (pyside6-linguist) in between.
set -e
cd "$(dirname "$0")/../.."
pyside6-lupdate $(find gameviz -name '*.py' | sort) -ts resources/translations/gameviz_fr.ts \
    -source-language en -target-language fr -no-obsolete
pyside6-lrelease resources/translations/gameviz_fr.ts -qm gameviz/resources/translations/gameviz_fr.qm
