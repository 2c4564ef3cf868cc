"""A mistake is said in the command's language: with ``--lang fr`` its one line is French (numbers grouped
as French groups them), without it English as always; the exit status is 2 either way."""

from __future__ import annotations

import pytest

from gameviz.cli import main
from gameviz.core.numerals import set_language

#: (arguments, the English line, the French line) for representative mistakes of each kind of input.
MISTAKES = [
    (["solve", "sticks:n=-3"],
     "gameviz: error: game spec 'sticks:n=-3': character 10: n: -3 is below the minimum 0",
     "gameviz : erreur : description du jeu 'sticks:n=-3' : caractère 10 : n : -3 est en dessous du minimum 0"),
    (["solve", "sticks:n=3,q=2"],
     "gameviz: error: game spec 'sticks:n=3,q=2': character 12: unknown parameter 'q' for sticks "
     "(parameters: n, take, last)",
     "gameviz : erreur : description du jeu 'sticks:n=3,q=2' : caractère 12 : paramètre inconnu 'q' pour sticks "
     "(paramètres : n, take, last)"),
    (["solve", "sticks:n"],
     "gameviz: error: game spec 'sticks:n': character 8: 'n' should be name=value",
     "gameviz : erreur : description du jeu 'sticks:n' : caractère 8 : 'n' devrait s’écrire nom=valeur"),
    (["solve", "sticks:take=3-1"],
     "gameviz: error: game spec 'sticks:take=3-1': character 13: take: the range 3-1 is empty",
     "gameviz : erreur : description du jeu 'sticks:take=3-1' : caractère 13 : take : l’intervalle 3-1 est vide"),
    (["solve", "stiks:n=3"],
     "gameviz: error: 'stiks:n=3' is neither an arena file (.json, .dot, .graphml, .py, .gm) nor a game specification "
     "(see: gameviz games)",
     "gameviz : erreur : 'stiks:n=3' n’est ni un fichier d’arène (.json, .dot, .graphml, .py, .gm) ni la description "
     "d’un jeu (voir : gameviz games)"),
    (["tree", "sticks", "--moves", "3 9"],
     "gameviz: error: moves: character 3: '9' is not an allowed number of sticks (1-3)",
     "gameviz : erreur : coups : caractère 3 : '9' n’est pas un nombre de bâtonnets permis (1-3)"),
    (["tree", "chess", "--moves", "e4 Ke2"],
     "gameviz: error: moves: character 4: move 2, 'Ke2': not a legal move here",
     "gameviz : erreur : coups : caractère 4 : coup 2, 'Ke2' : ce coup n’est pas légal ici"),
    (["tree", "[1, [2"],
     "gameviz: error: tree: character 7: the '[' at character 5 is never closed",
     "gameviz : erreur : arbre : caractère 7 : le '[' du caractère 5 n’est jamais fermé"),
    (["tree", "[(1,2), (1,2,3)]"],
     "gameviz: error: tree: character 9: this vector has 3 scores, but the first one has 2: every leaf has one score "
     "per player",
     "gameviz : erreur : arbre : caractère 9 : ce vecteur a 3 scores, mais le premier en a 2 : chaque feuille a un "
     "score par joueur"),
    (["tree", "sticks:n=40", "--algorithm", "minimax", "--budget", "1000", "--depth", "30"],
     "gameviz: error: stopped after 1,000 nodes at depth 30: a smaller depth, --budget, or --memo",
     "gameviz : erreur : arrêtée après 1\u202f000 nœuds à la profondeur 30 : une profondeur plus petite, --budget, ou "
     "--memo"),
    (["tree", "[[(1,2),(3,4)],[(1,2)]]", "--algorithm", "paranoid", "--player", "5"],
     "gameviz: error: the paranoid player is J1 … J2, not J5",
     "gameviz : erreur : le joueur paranoïaque est J1 … J2, pas J5"),
    (["solve", "sticks", "--impartial", "--trace"],
     "gameviz: error: --impartial does not go with --algorithm or --trace",
     "gameviz : erreur : --impartial ne va pas avec --algorithm ni --trace"),
    (["export", "sticks:n=3", "--step", "99", "-o", "never-written.svg"],
     "gameviz: error: --step must be 'result' or a step from 1 to ",
     "gameviz : erreur : --step doit être 'result' ou une étape de 1 à "),
    (["export", "sticks", "-o", "sticks.bmp"],
     "gameviz: error: sticks.bmp: cannot export pictures as '.bmp' (formats: .svg, .pdf, .png, .tex)",
     "gameviz : erreur : sticks.bmp : impossible d’exporter des images en '.bmp' (formats : .svg, .pdf, .png, .tex)"),
    (["export", "sticks:n=6000", "-o", "sticks.svg", "--limit", "10000000"],
     "gameviz: error: sticks:n=6000: the picture would draw 47,992 vertices and edges, more than the 40,000 an export "
     "draws: choose a smaller arena (solve has no such limit)",
     "gameviz : erreur : sticks:n=6000 : l’image dessinerait 47\u202f992 sommets et arcs, plus que les 40\u202f000 que "
     "dessine un export : choisissez une arène plus petite (solve n’a pas cette limite)"),
    (["tree", "chess", "--fen", "8/8/8/8/8/8/8/k7 w - - 0 1"],
     "gameviz: error: game spec: the FEN '8/8/8/8/8/8/8/k7 w - - 0 1' is not a legal position: White has no king",
     "gameviz : erreur : description du jeu : la FEN '8/8/8/8/8/8/8/k7 w - - 0 1' n’est pas une position légale : les "
     "Blancs n’ont pas de roi"),
    (["solve", "graph"],
     "gameviz: error: game spec 'graph': character 6: graph needs file=… (the file that describes the arena)",
     "gameviz : erreur : description du jeu 'graph' : caractère 6 : graph demande file=… (le fichier qui décrit "
     "l’arène)"),
    (["solve", "connect4"],
     "gameviz: error: game spec: a whole Connect 4 arena is only built for boards of at most 20 cells (4×4, 5×4…); "
     "7×6 has far too many positions, whatever the vertex limit: search its positions as a tree instead "
     "(gameviz tree connect4 --moves …) or solve them exactly (gameviz connect4 solve)",
     "gameviz : erreur : description du jeu : l’arène entière du Puissance 4 n’est construite que pour des grilles "
     "d’au plus 20 cases (4×4, 5×4…) ; 7×6 a bien trop de positions, quelle que soit la limite de sommets : "
     "explorez plutôt ses positions en arbre (gameviz tree connect4 --moves …) ou résolvez-les exactement "
     "(gameviz connect4 solve)"),
]


#: Arena files with a player out of range, a move to an unknown vertex, an undirected edge, an owner out of range, a
#: successor that is no vertex (the course's notation);
#: a tree with a leaf without a value.
ARENAS = {
    "players.json": '{"format": "gameviz-arena", "version": 1,\n'
                    ' "vertices": [{"id": "a", "player": 1}, {"id": "b", "player": 3}], "edges": []}',
    "edges.json": '{"format": "gameviz-arena", "version": 1,\n'
                  ' "vertices": [{"id": "a", "player": 1}, {"id": "b", "player": 2}],\n "edges": [["a", "x7"]]}',
    "tree.json": '{"children": [{"value": 1}, {"label": "b"}]}',
    "undirected.dot": "digraph {\n  a [player=1]\n  a -- b\n}",
    "owner.gm": "parity 1;\n0 0 2 1;\n",
    "course.py": 'arene = {"a": ["b"]}\nSommets1 = {"a"}\n',
    "h.py": 'def h(position):\n    return "x"\n',
}
#: (the file, the English line, the French line) for mistakes in arena files.
FILE_MISTAKES = [
    ("players.json",
     "gameviz: error: players.json: line 2, column 63: vertices[1].player: player of vertex 'b' must be 1 or 2 in "
     "version 1 (an arena of more players is version 2), not 3",
     "gameviz : erreur : players.json : ligne 2, colonne 63 : vertices[1].player : le joueur du sommet 'b' doit être "
     "1 ou 2 en version 1 (une arène à plus de joueurs est en version 2), pas 3"),
    ("edges.json",
     "gameviz: error: edges.json: line 3, column 18: edges[0][1]: edge to unknown vertex 'x7'",
     "gameviz : erreur : edges.json : ligne 3, colonne 18 : edges[0][1] : arc vers un sommet inconnu 'x7'"),
    ("tree.json",
     "gameviz: error: tree.json: line 1, column 29: leaf b has no value",
     "gameviz : erreur : tree.json : ligne 1, colonne 29 : la feuille b n’a pas de valeur"),
    ("undirected.dot",
     "gameviz: error: undirected.dot: line 3, column 5: arenas are directed: use '->'",
     "gameviz : erreur : undirected.dot : ligne 3, colonne 5 : les arènes sont orientées : utilisez '->'"),
    ("owner.gm",
     "gameviz: error: owner.gm: line 2, column 5: the owner of vertex 0 must be 0 or 1, not 2",
     "gameviz : erreur : owner.gm : ligne 2, colonne 5 : le propriétaire du sommet 0 doit être 0 ou 1, pas 2"),
    ("course.py",
     "gameviz: error: course.py: line 1, column 10: edge from a to unknown vertex b (every vertex must be a key of arene)",
     "gameviz : erreur : course.py : ligne 1, colonne 10 : arc de a vers un sommet inconnu b (chaque sommet doit être "
     "une clé de arene)"),
    ("missing.json",
     "gameviz: error: missing.json: no such file",
     "gameviz : erreur : missing.json : ce fichier n’existe pas"),
]


@pytest.fixture(autouse=True)
def in_a_scratch_folder(tmp_path, monkeypatch):
    """Each command runs in a folder of its own (nothing is written beside the tests), and numbers are
    English again after it."""
    monkeypatch.chdir(tmp_path)
    yield
    set_language("en")


def said(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The one line ``gameviz arguments`` prints on standard error, refusing them with status 2."""
    assert main(arguments) == 2
    captured = capsys.readouterr()
    line, = captured.err.splitlines()
    assert captured.out == ""
    return line


@pytest.mark.parametrize(("arguments", "english", "french"), MISTAKES, ids=lambda value: str(value)[:40])
def test_a_mistake_is_said_in_the_language_of_the_command(arguments, english, french, capsys):
    assert said(arguments, capsys).startswith(english)
    assert said([*arguments, "--lang", "fr"], capsys).startswith(french)


def test_without_lang_a_mistake_is_said_in_the_language_of_the_system(capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert said(["solve", "sticks:n=-3"], capsys) == MISTAKES[0][2]


@pytest.mark.parametrize(("name", "english", "french"), FILE_MISTAKES, ids=[case[0] for case in FILE_MISTAKES])
def test_a_mistake_in_an_arena_file_is_said_in_the_language_of_the_command(name, english, french, capsys, tmp_path):
    for file, text in ARENAS.items():
        (tmp_path / file).write_text(text, encoding="utf-8")
    command = "tree" if name.startswith("tree") else "solve"
    assert said([command, name], capsys) == english
    assert said([command, name, "--lang", "fr"], capsys) == french


def test_a_teachers_heuristic_refused_is_said_in_the_language_of_the_command(capsys, tmp_path):
    (tmp_path / "h.py").write_text(ARENAS["h.py"], encoding="utf-8")
    arguments = ["tree", "sticks:n=5", "--depth", "1", "--heuristic"]
    assert said([*arguments, "h.py:g"], capsys) == "gameviz: error: h.py: no function 'g' in the file (it defines: h)"
    assert said([*arguments, "h.py:g", "--lang", "fr"], capsys) == \
        "gameviz : erreur : h.py : aucune fonction 'g' dans le fichier (il définit : h)"
    assert said([*arguments, "h.py:h", "--lang", "fr"], capsys) == \
        "gameviz : erreur : h.py : h((4, 2)) a renvoyé 'x', pas un nombre"
