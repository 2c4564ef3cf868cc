"""The notebook that comes with the examples runs from top to bottom in a Jupyter kernel (nbclient and
ipykernel), in a process with no display and no Qt platform chosen, and shows what the course finds."""

from __future__ import annotations

import html
import shutil

import pytest

from gameviz.resources import examples, resource

nbformat = pytest.importorskip("nbformat", reason="nbclient and ipykernel are in the test extra: pip install -e .[test]")
nbclient = pytest.importorskip("nbclient", reason="nbclient and ipykernel are in the test extra: pip install -e .[test]")


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    """The notebook, run in a copy of the examples' folder (as ``gameviz examples --copy`` makes one)."""
    folder = tmp_path_factory.mktemp("examples")
    for path in examples():
        if path.is_file():
            shutil.copyfile(path, folder / path.name)
    notebook = nbformat.read(resource("examples", "carnet_jupyter.ipynb"), as_version=4)
    with pytest.MonkeyPatch.context() as patch:  # the kernel inherits the environment: a server's
        for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
            patch.delenv(name, raising=False)
        nbclient.NotebookClient(notebook, timeout=300, kernel_name="python3",
                                resources={"metadata": {"path": str(folder)}}).execute()
    return notebook, folder


def outputs(notebook, start: str) -> dict[str, str]:
    """What the code cell whose source is ``start``, or else starts with it, shows: its text, and each kind
    of data."""
    code = [c for c in notebook.cells if c.cell_type == "code"]
    (cell,) = [c for c in code if c.source == start] or [c for c in code if c.source.startswith(start)]
    shown: dict[str, str] = {}
    for output in cell.outputs:
        assert output.output_type != "error", "\n".join(output.traceback)
        if output.output_type == "stream":
            shown["text"] = shown.get("text", "") + output.text
        for kind, data in output.get("data", {}).items():
            shown[kind] = data
    return shown


def test_the_shipped_notebook_is_listed_and_has_no_outputs():
    assert "carnet_jupyter.ipynb" in [path.name for path in examples()]
    notebook = nbformat.read(resource("examples", "carnet_jupyter.ipynb"), as_version=4)
    nbformat.validate(notebook)
    assert all(not cell.get("outputs") for cell in notebook.cells if cell.cell_type == "code")


def test_the_ten_sticks_in_the_notebook(executed):
    notebook, folder = executed
    assert outputs(notebook, 'batonnets = gameviz.solve("sticks"')["text/plain"] == "1"
    steps = outputs(notebook, "for etape in")["text"].splitlines()
    assert steps[2] == "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" and steps[-1] == "𝒜¹₆ = 𝒜¹₅ ∪ {(10,1)}"
    assert outputs(notebook, "batonnets.rank")["text/plain"] == "(6, (9, 2))"
    svg = outputs(notebook, "batonnets.picture(step=3)")["image/svg+xml"]
    assert "(4,1)" in svg and "𝒜¹₂ = 𝒜¹₁ ∪ {(2,1), (3,1), (4,1)}" in svg
    stepper = html.unescape(outputs(notebook, "batonnets")["text/html"])
    assert stepper.startswith("<iframe srcdoc=") and '"title":"sticks"' in stepper and 'lang="fr"' in stepper
    assert outputs(notebook, "arene = ")["text/plain"] == "1"
    labels = outputs(notebook, 'gameviz.solve("batonnets10.py"')["text/plain"]
    assert labels.replace("\n", "").replace(" ", "").startswith("{(0,1):0,(1,2):1,(2,1):2")
    assert outputs(notebook, "batonnets.picture(step=3).save")["text/plain"] == "PosixPath('batonnets_A2.pdf')"
    assert (folder / "batonnets_A2.pdf").read_bytes().startswith(b"%PDF")


def test_chomp_and_the_russell_norvig_tree_in_the_notebook(executed):
    notebook, _ = executed
    chomp = outputs(notebook, "chomp = ")["text"]
    assert "𝒜ₐ² = 𝒜ₐ¹ ∪ {6e}" in chomp and "Depuis le départ 0a : Adam gagne (rang 5)." in chomp
    assert "𝒜ₐ² = 𝒜ₐ¹ ∪ {6e}" in outputs(notebook, "chomp.picture")["image/svg+xml"]
    assert outputs(notebook, "arbre = ")["text/plain"] == "(3, ('B',))"
    cut = outputs(notebook, "print(arbre.trace()[20])")
    assert cut["text"].startswith("Coupe α en C : valeur 2 ≤ α = 3 (fixé en A)")
    assert "coupe α : 2 ≤ α = 3" in cut["image/svg+xml"]
    stepper = html.unescape(outputs(notebook, "arbre")["text/html"])
    assert stepper.startswith("<iframe srcdoc=") and "Arbre d’exercice (racine MAX)" in stepper
