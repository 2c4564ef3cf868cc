#!/usr/bin/env sh
# Collect the interface's strings into gameviz_fr.ts (keeping existing translations),
# then compile gameviz_fr.qm into the package (gameviz/resources/translations), which ships it.
# English is the code's own language; gameviz_en.ts holds only its plural forms
# ("1 node", "2 nodes": the strings translated with a count, lupdate -pluralonly).
# Edit the .ts files with Qt Linguist (pyside6-linguist) in between.
set -e
cd "$(dirname "$0")/../.."
sources=$(find gameviz -name '*.py' | sort)
pyside6-lupdate $sources -ts resources/translations/gameviz_fr.ts \
    -source-language en -target-language fr -no-obsolete
pyside6-lupdate $sources -ts resources/translations/gameviz_en.ts \
    -source-language en -target-language en -no-obsolete -pluralonly
for code in fr en; do
    pyside6-lrelease resources/translations/gameviz_$code.ts -qm gameviz/resources/translations/gameviz_$code.qm
done
