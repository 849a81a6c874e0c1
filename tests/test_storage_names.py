"""Storage names each idea once (issue 38): a long write's progress is not a "step"
(an undo step, a fight step), a stored value that cannot be read is not "damage" (a
wound), what a change touched is not a "change set", the changes live by the table they
write, and the SQL limit on ids per statement is written in one place."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import campaign_manager

PACKAGE = Path(campaign_manager.__file__).parent
STORAGE = PACKAGE / "storage"


@pytest.mark.parametrize(
    "gone",
    ["steps", "damage", "damage_guard", "row_runs", "row_checks", "rows", "changeset"],
)
def test_storage_has_no_module_named_by_a_word_that_means_something_else(gone):
    """steps → progress; damage/damage_guard → unreadable/unreadable_guard (two: the
    models decode with the first, the second reads the models); row_runs/row_checks →
    rows (split only for an import cycle that one module does not have), and rows →
    changes/rows (the changes of one row and the helpers they use); changeset → touched."""
    assert not (STORAGE / f"{gone}.py").exists()


def test_the_new_modules_hold_what_the_old_ones_did():
    progress = importlib.import_module("campaign_manager.storage.progress")
    unreadable = importlib.import_module("campaign_manager.storage.unreadable")
    guard = importlib.import_module("campaign_manager.storage.unreadable_guard")
    rows = importlib.import_module("campaign_manager.storage.changes.rows")
    assert {"watched", "step", "Interrupted", "let_others_run"} <= set(vars(progress))
    assert {"UnreadableValue", "UnreadableText", "UnreadableItem", "decode"} <= set(
        vars(unreadable)
    )
    assert {"WouldReplaceUnreadable", "unreadable_values", "refuse_unreadable"} <= set(vars(guard))
    assert {"set_run", "holds", "changed_since", "former_name"} <= set(vars(rows))


#: each module of ``storage/changes/`` → the changes it defines (the ledger's are in
#: ``storage/ledger.py`` and ``storage/ledger_sheet.py``)
CHANGES_BY_MODULE = {
    "base": {"Change", "Batch"},
    "rows": {"InsertRow", "DeleteRow", "UpdateRow"},
    "campaign_field": {"SetCampaignField", "AdvanceStoryTime", "SetCampaignSetting"},
    "characters": {"AddCharacter", "DeleteCharacter", "UpdateCharacter", "PatchSheet"},
    "encounters": {"AddEncounter", "DeleteEncounter", "UpdateEncounter", "SetEncounterState"},
    "log": {"LogLine", "LogEvents"},
    "reveals": {"AddReveal", "SetReveal", "RevealRefused"},
}


def test_the_changes_are_a_package_of_one_module_per_table():
    """``storage/changes/``: the base (Change, Batch), the changes of any row, and one
    module per table; no ``changes.py`` of 800 lines beside it."""
    assert not (STORAGE / "changes.py").exists()
    modules = {path.stem for path in (STORAGE / "changes").glob("*.py")}
    assert modules == {"__init__", *CHANGES_BY_MODULE}


@pytest.mark.parametrize("module", sorted(CHANGES_BY_MODULE))
def test_each_change_is_defined_in_the_module_of_its_table(module):
    """Each class is defined where its table's module is, and the package exports it
    (``from campaign_manager.storage.changes import AddCharacter`` is the interface)."""
    package = importlib.import_module("campaign_manager.storage.changes")
    full = f"campaign_manager.storage.changes.{module}"
    defined = {
        name
        for name, value in vars(importlib.import_module(full)).items()
        if isinstance(value, type) and value.__module__ == full
    }
    assert defined == CHANGES_BY_MODULE[module]
    for name in defined:
        assert getattr(package, name).__module__ == full


def test_every_change_of_a_table_is_listed_for_the_kept_history():
    """The kept undo steps name a change by its class (``Change.kinds``): importing the
    package lists every change of its modules, whichever module it lives in."""
    changes = importlib.import_module("campaign_manager.storage.changes")
    listed = set(changes.Change.kinds)
    assert {"Batch", "SetCampaignField", "PatchSheet", "DeleteEncounter", "LogEvents"} <= listed
    assert not {"Change", "InsertRow", "DeleteRow", "UpdateRow"} & listed  # name no table


def test_what_a_change_touched_has_one_name():
    """``Touched`` (storage/touched.py), never the old name of a change set."""
    root = PACKAGE.parent
    paths = [
        path
        for folder in ("campaign_manager", "tests", "benchmarks")
        for path in sorted((root / folder).rglob("*"))
        if path.suffix in (".py", ".md") and path != Path(__file__)
    ]
    found = [
        path.relative_to(root).as_posix()
        for path in [*paths, root / "README.md", root / "GLOSSARY.md"]
        if any(old in path.read_text("utf-8").lower() for old in ("changeset", "change set"))
    ]
    assert found == []
    assert "Touched" in vars(importlib.import_module("campaign_manager.storage.touched"))


def _public_names(module_name: str) -> set[str]:
    return {n for n in vars(importlib.import_module(module_name)) if not n.startswith("_")}


@pytest.mark.parametrize(
    "module_name",
    [
        "campaign_manager.storage.unreadable",
        "campaign_manager.storage.unreadable_guard",
        "campaign_manager.storage.repair",
        "campaign_manager.ui.models.unreadable",
        "campaign_manager.ui.roster.model",
        "campaign_manager.ui.roster.view",
    ],
)
def test_unreadable_data_is_never_named_damage(module_name):
    """In a campaign manager of fights, "damage" is a wound: the unreadable-data names
    (the value, its icon, its bar) say "unreadable"."""
    assert not {n for n in _public_names(module_name) if "damage" in n.lower()}


def _module_assignments(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names += [t.id for t in targets if isinstance(t, ast.Name)]
    return names


def test_ids_per_statement_is_defined_once():
    """The number of ids one ``IN (…)`` names (SQLite's variable limit) is one constant
    in one place; every storage module that reads in chunks imports it."""
    defined = [
        (path.relative_to(PACKAGE).as_posix(), name)
        for path in sorted(STORAGE.rglob("*.py"))
        for name in _module_assignments(path)
        if "CHUNK" in name or name == "IDS_PER_QUERY"
    ]
    assert defined == [("storage/db.py", "IDS_PER_QUERY")]


def test_no_storage_module_reads_in_chunks_of_a_literal_500():
    """``range(0, len(ids), 500)``: the limit written out again instead of imported."""
    found = set()
    for path in sorted(STORAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "range"
                and any(isinstance(a, ast.Constant) and a.value == 500 for a in node.args)
            ):
                found.add(path.relative_to(PACKAGE).as_posix())
    assert found == set()
