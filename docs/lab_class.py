"""Draw the README's picture of the lab's class table (offscreen; no display needed): the lab's
example students, one written as the course's seed 000 (minimax(G, p, h, prof), strategie), and
three hostile ones (a fork loop, a dictionary keyed by a frozenset, an answer forged on the channel),
checked as *File → Check a Class Folder…* does.

Run: ``python docs/lab_class.py``; it writes ``lab-class.png`` next to this script.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent

SEED_000 = '''def minimax(G, p, h, prof):
    if prof == 0 or G[p] == []:
        return h(p)
    elif p[1] == 1:
        return max([minimax(G, n, h, prof - 1) for n in G[p]])
    else:
        return min([minimax(G, n, h, prof - 1) for n in G[p]])

def strategie(G, attr1, attr2, s):
    if s in attr1:
        for x in G[s]:
            if x in attr1 and attr1[x] < attr1[s]:
                return x
    for x in G[s]:
        if x not in attr2:
            return x
    return G[s][0]
'''

HOSTILE = {
    "fourche.py": "import os, time\ndef coup(n):\n    for _ in range(20):\n        if os.fork() == 0:\n"
                  "            while True:\n                time.sleep(1)\n    return 1\n",
    "cles.py": "def attracteur(G, S1, V1):\n    return {frozenset({1}): True}\n",
    "forge.py": "import os, socket, stat, struct\ndef coup(n):\n    p = b'[' * 100000\n"
                "    for fd in map(int, os.listdir('/proc/self/fd')):\n        try:\n"
                "            if stat.S_ISSOCK(os.fstat(fd).st_mode):\n"
                "                socket.socket(fileno=os.dup(fd)).sendall(struct.pack('>I', len(p)) + p)\n"
                "        except OSError:\n            pass\n    return 1\n",
}


def main() -> None:
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tempfile.mkdtemp())
    from gameviz.lab.checks import check_file
    from gameviz.lab.class_table import Entry
    from gameviz.resources import resource
    from gameviz.ui.app import create_application
    from gameviz.ui.i18n import install, tr_lab
    from gameviz.ui.lab_class import ClassTableDialog

    folder = Path(tempfile.mkdtemp()) / "tp-jeux"
    folder.mkdir()
    for example in resource("examples", "lab").glob("*.py"):
        shutil.copy(example, folder / example.name)
    (folder / "eleve_cours.py").write_text(SEED_000, encoding="utf-8")
    for name, text in HOSTILE.items():
        (folder / name).write_text(text, encoding="utf-8")
    app = create_application()
    install("en")
    entries: list[Entry] = []
    for path in sorted(folder.glob("*.py")):
        try:
            entries.append(check_file(path, tr=tr_lab))
        except Exception as error:  # noqa: BLE001  as the window does: the student is a row
            entries.append((path, str(getattr(error, "reason", error))))
    dialog = ClassTableDialog(folder, entries)
    dialog.resize(1560, 450)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(HERE / "lab-class.png"))
    print(HERE / "lab-class.png")


if __name__ == "__main__":
    main()
