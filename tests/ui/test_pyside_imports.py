"""PySide's per-module look at start-up reads no module's source (it read each one's)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import campaign_manager
from campaign_manager.ui.pyside_imports import names_pyside

#: the app started as the launcher starts it, counting the sources PySide's look reads
COUNTED_START = """
import inspect, json, sys
read = []
getsource = inspect.getsource
def counted(obj):
    read.append(getattr(obj, "__name__", "?"))
    return getsource(obj)
inspect.getsource = counted
from campaign_manager.app import main
code = main(["--smoke", "--demo", "--system", sys.argv[1]])
print("READ " + json.dumps(read))
sys.exit(code)
"""


def test_starting_the_app_reads_no_module_s_source(isolated_dirs):
    result = subprocess.run(
        [sys.executable, "-c", COUNTED_START, "d20"],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 0, result.stderr
    assert "opened and painted" in result.stdout
    read = json.loads(result.stdout.split("READ ", 1)[1])
    # what PySide's own start imports (shiboken6, enum, …) is looked at before the app can
    # step in, and so is the look's own module; the code before read about 290 sources
    ours = [name for name in read if name.startswith("campaign_manager.")]
    assert ours == ["campaign_manager.ui.pyside_imports"], f"{len(ours)} of the app's sources read"
    assert len(read) < 15, f"{len(read)} module sources read at start-up"


def test_no_module_of_the_app_selects_a_pyside_feature():
    """The look by namespace is only the same as PySide's for an app that selects none."""
    root = Path(campaign_manager.__file__).parent
    selecting = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if re.search(r"^\s*(from|import)\s+__feature__", path.read_text("utf-8"), re.M)
    ]
    assert selecting == []


def test_a_module_holding_pyside_s_classes_or_modules_is_told_from_one_that_does_not():
    from PySide6 import QtCore
    from PySide6.QtWidgets import QWidget

    widgets = types.ModuleType("widgets")
    widgets.QWidget = QWidget
    core = types.ModuleType("core")
    core.QtCore = QtCore
    subclassing = types.ModuleType("subclassing")
    subclassing.Area = type("Area", (QWidget,), {"__module__": "subclassing"})
    subclassing.QWidget = QWidget
    plain = types.ModuleType("plain")
    plain.json, plain.Path, plain.value = json, Path, 3
    assert [names_pyside(m) for m in (widgets, core, subclassing, plain)] == [
        True,
        True,
        True,
        False,
    ]


def test_the_look_imports_none_of_a_package_s_lazy_names():
    code = (
        "import sys\n"
        "import campaign_manager.systems as systems\n"
        "from campaign_manager.ui.pyside_imports import names_pyside\n"
        "before = set(sys.modules)\n"
        "names_pyside(systems)\n"
        "print(sorted(set(sys.modules) - before))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_pyside_still_has_the_look_the_app_replaces():
    """What :func:`look_at_namespaces` replaces is still there, as it relies on it: a module
    function ``_mod_uses_pyside(module)`` that ``feature_imported`` looks up by name at each
    call. A PySide that changes it fails here, not silently by reading sources again."""
    import inspect

    import PySide6.QtCore  # noqa: F401  (PySide's start loads its support package)
    from shibokensupport import feature

    look = feature._mod_uses_pyside
    assert callable(look)
    assert list(inspect.signature(look).parameters) == ["module"]
    assert "_mod_uses_pyside" in feature.feature_imported.__code__.co_names
