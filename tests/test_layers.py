"""The layers keep to their own: the UI reads the campaign through the storage's queries
and changes (never peewee, the models or the database proxy; it asks
``storage.connection`` about the connection), and the storage package's modules import
one another without a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import campaign_manager

PACKAGE = Path(campaign_manager.__file__).parent
UI = PACKAGE / "ui"
STORAGE = PACKAGE / "storage"

FORBIDDEN = (
    "peewee",
    "playhouse",
    "campaign_manager.storage.models",
    "campaign_manager.storage.db",
)


def imported_modules(tree: ast.AST, package: str) -> list[tuple[int, str]]:
    """(line, module) of every import in ``tree`` (at the top and inside functions alike),
    relative imports resolved against ``package``; ``from x import y`` gives ``x.y`` as
    well as ``x`` (``y`` may be a module)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.rsplit(".", node.level - 1)[0]
                module = f"{base}.{module}" if module else base
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
    return found


def peewee_imports(root: Path, package: str) -> list[str]:
    """ "file:line: module" of every import of peewee, playhouse, the models or the
    database proxy in the modules under ``root`` (the folder of the package ``package``)."""
    return layer_violations(root, package, FORBIDDEN)


def test_ui_never_imports_peewee_or_models():
    found = peewee_imports(UI, "campaign_manager.ui")
    assert not found, "the UI reads through storage.queries, never:\n" + "\n".join(found)


def test_the_guard_sees_every_kind_of_import(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "top.py").write_text("import peewee\n")
    (tmp_path / "sub" / "inner.py").write_text(
        "def f():\n    from campaign_manager.storage import models\n"
    )
    (tmp_path / "sub" / "other.py").write_text(
        "from playhouse.migrate import migrate\nfrom ...storage.models import X\n"
    )
    (tmp_path / "proxy.py").write_text("from campaign_manager.storage.db import db\n")
    (tmp_path / "fine.py").write_text("from campaign_manager.storage.queries import character\n")
    found = peewee_imports(tmp_path, "campaign_manager.ui")
    assert [line.removeprefix(str(tmp_path)) for line in found] == [
        "/proxy.py:1: campaign_manager.storage.db",
        "/proxy.py:1: campaign_manager.storage.db.db",
        "/sub/inner.py:2: campaign_manager.storage.models",
        "/sub/other.py:1: playhouse.migrate",
        "/sub/other.py:1: playhouse.migrate.migrate",
        "/sub/other.py:2: campaign_manager.storage.models",
        "/sub/other.py:2: campaign_manager.storage.models.X",
        "/top.py:1: peewee",
    ]


# -- the storage package's import graph ---------------------------------------------------
def storage_graph() -> dict[str, set[str]]:
    """Each module of ``campaign_manager.storage`` (a subpackage's modules by dotted name,
    its ``__init__`` by the package's) → the modules of the package it imports (top-level
    and function-level imports alike). Importing ``changes.rows`` runs ``changes`` (the
    package's ``__init__``) first, except from within that package."""
    prefix = "campaign_manager.storage."
    paths = {}
    for path in sorted(STORAGE.rglob("*.py")):
        parts = path.relative_to(STORAGE).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            paths[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = "campaign_manager.storage" + ("." + name if path.stem == "__init__" else "")
        if path.stem != "__init__" and "." in name:
            package += "." + name.rsplit(".", 1)[0]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets = set()
        for _line, module in imported_modules(tree, package):
            if not module.startswith(prefix):
                continue
            parts = module[len(prefix) :].split(".")
            for end in range(1, len(parts) + 1):  # the packages on the way, and the module
                target = ".".join(parts[:end])
                inside = name == target or name.startswith(target + ".")
                if target in paths and not inside:
                    targets.add(target)
        graph[name] = targets
    return graph


def test_the_storage_graph_sees_the_modules_of_a_subpackage():
    graph = storage_graph()
    assert "changes.rows" in graph["changes"]  # the package's __init__ imports its modules
    assert "changes.base" in graph["changes.rows"]
    assert "changes" in graph["ledger"]


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of imports in ``graph`` (its modules, the first repeated last), or None."""
    state: dict[str, str] = {}  # "open" while on the path, "done" once all below are seen
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == "open":
                return [*path[path.index(target) :], target]
            if target not in state and (cycle := visit(target)):
                return cycle
        path.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_storage_has_no_import_cycle():
    cycle = find_cycle(storage_graph())
    assert cycle is None, "import circle in campaign_manager.storage: " + " → ".join(cycle)


def test_the_cycle_finder_finds_one():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_the_main_window_and_the_ledger_page_are_composed_not_mixed():
    """Their jobs are collaborators they hold, not classes they inherit from."""
    from campaign_manager.ui.ledger.page import LedgerPage
    from campaign_manager.ui.main_window import MainWindow

    for cls in (MainWindow, LedgerPage):
        own = [base for base in cls.__mro__[1:] if base.__module__.startswith("campaign_manager")]
        assert own == [], f"{cls.__name__} inherits {own}"


# -- what the players see is plain Python ------------------------------------------------
#: packages without Qt, the UI or the database: what the players see and the page serving it
QT_FREE = ("player_view", "web")
NOT_IN_QT_FREE = ("PySide6", "shiboken6", "campaign_manager.ui", "campaign_manager.storage")


def layer_violations(root: Path, package: str, forbidden: tuple[str, ...]) -> list[str]:
    """ "file:line: module" of every import under ``root`` of a module in ``forbidden``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).parts[:-1]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for line, module in imported_modules(tree, ".".join((package, *parts))):
            if any(module == name or module.startswith(name + ".") for name in forbidden):
                found.append(f"{path}:{line}: {module}")
    return found


def test_the_player_view_and_its_web_page_import_no_qt_ui_or_storage():
    found = []
    for name in QT_FREE:
        assert (PACKAGE / name / "__init__.py").is_file(), f"campaign_manager.{name} is gone"
        found += layer_violations(PACKAGE / name, f"campaign_manager.{name}", NOT_IN_QT_FREE)
    assert not found, "the TV window and the web page render plain data:\n" + "\n".join(found)


# -- the rules are pure, the storage knows no window ----------------------------------
#: what the rules (each system's and the ledger's) never import: no Qt, no UI, no database
NOT_IN_RULES = (*NOT_IN_QT_FREE, "peewee", "playhouse")
#: what the storage never imports: no Qt, no UI
NOT_IN_STORAGE = ("PySide6", "shiboken6", "campaign_manager.ui")


def test_the_rules_import_no_qt_ui_or_database_and_storage_no_window():
    found = []
    for name in ("systems", "ledger", "journal", "story_time"):
        found += layer_violations(PACKAGE / name, f"campaign_manager.{name}", NOT_IN_RULES)
    found += layer_violations(STORAGE, "campaign_manager.storage", NOT_IN_STORAGE)
    assert not found, "the rules are pure Python; the storage knows no window:\n" + "\n".join(found)


def test_the_layer_guard_sees_qt_in_the_rules_and_the_ui_in_the_storage(tmp_path):
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "wounds.py").write_text("def f():\n    from PySide6.QtCore import QObject\n")
    (rules / "sheet.py").write_text("from ..storage import models\n")
    found = layer_violations(rules, "campaign_manager.systems", NOT_IN_RULES)
    assert [line.rsplit(": ", 1)[1] for line in found] == [
        "campaign_manager.storage",
        "campaign_manager.storage.models",
        "PySide6.QtCore",
        "PySide6.QtCore.QObject",
    ]
    store = tmp_path / "store"
    store.mkdir()
    (store / "queries.py").write_text("import campaign_manager.ui.session\n")
    assert layer_violations(store, "campaign_manager.storage", NOT_IN_STORAGE)
