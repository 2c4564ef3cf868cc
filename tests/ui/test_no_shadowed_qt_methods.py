"""No attribute of a Qt subclass hides a Qt method (``self.window_actions = …`` breaks ``QWidget.actions()``)."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil

import gameviz.export
import gameviz.ui


def qt_classes():
    """Every class of gameviz's Qt layers that derives from a PySide6 class."""
    for package in (gameviz.ui, gameviz.export):
        for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            module = importlib.import_module(info.name)
            for _, cls in inspect.getmembers(module, inspect.isclass):
                if cls.__module__ == module.__name__ and any(
                    base.__module__.startswith("PySide6") for base in cls.__mro__[1:]
                ):
                    yield cls


def assigned_attributes(cls) -> set[str]:
    """The names a class's own methods assign to ``self.NAME``."""
    tree = ast.parse(inspect.getsource(cls).lstrip())
    names = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, (ast.AnnAssign, ast.AugAssign)) else []
        for target in targets:
            for element in target.elts if isinstance(target, ast.Tuple) else [target]:
                if isinstance(element, ast.Attribute) and isinstance(element.value, ast.Name) \
                        and element.value.id == "self":
                    names.add(element.attr)
    return names


def test_the_scan_finds_the_qt_classes():
    names = {cls.__name__ for cls in qt_classes()}
    assert {"MainWindow", "TreeTab", "BoardTab", "BoardWidget", "FigureView", "Stepper"} <= names


def test_no_attribute_shadows_a_qt_method():
    shadowed = []
    for cls in qt_classes():
        qt_bases = [base for base in cls.__mro__ if base.__module__.startswith(("PySide6", "Shiboken"))]
        for name in sorted(assigned_attributes(cls)):
            if any(name in vars(base) for base in qt_bases):
                shadowed.append(f"{cls.__module__}.{cls.__name__}.{name}")
    assert shadowed == []
