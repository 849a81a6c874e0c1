"""The session, the Combat page and the roster's model are composed of parts, a module of
one idea each. A part leans only on what lies below it: it never imports the whole it
belongs to at run time (a type hint may name it), the session's parts never import a page
or the window (the kept history, the idle copy and the link to the server serve every
view alike), and the parts that only watch (the idle copy, the server link) make no edit."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import campaign_manager

UI = Path(campaign_manager.__file__).parent / "ui"

SESSION_PARTS = [
    "undo_step.py",
    "history_keeper.py",
    "idle_copy.py",
    "server_link.py",
    "models/undo_history.py",
]
COMBAT_PARTS = ["combat/fights_pane.py", "combat/log_pane.py", "combat/focus.py"]
ROSTER_PARTS = ["roster/sorting.py", "roster/filter.py", "models/unreadable.py"]
PAGES = (
    "campaign_manager.ui.main_window",
    "campaign_manager.ui.window_menus",
    "campaign_manager.ui.combat",
    "campaign_manager.ui.roster",
    "campaign_manager.ui.character",
    "campaign_manager.ui.ledger",
    "campaign_manager.ui.player_view",
    "campaign_manager.ui.dialogs",
)


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
    )


def run_time_imports(source: str) -> set[str]:
    """Every module ``source`` imports when it runs (at the top or inside a function),
    leaving out what only a type checker reads (``if TYPE_CHECKING:``)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if _type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(source))
    return found


def imports_of(relative: str) -> set[str]:
    return run_time_imports((UI / relative).read_text(encoding="utf-8"))


def under(module: str, packages) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def under_any(found: set[str], packages) -> list[str]:
    return sorted(module for module in found if under(module, packages))


def test_the_finder_sees_a_run_time_import_and_not_a_type_hint():
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from campaign_manager.ui.session import CampaignSession\n"
        "def later():\n"
        "    from campaign_manager.ui.combat import page\n"
    )
    found = run_time_imports(source)
    assert "campaign_manager.ui.combat.page" in found
    assert not under_any(found, ["campaign_manager.ui.session"])


@pytest.mark.parametrize("part", SESSION_PARTS)
def test_a_session_part_imports_neither_the_session_nor_a_page(part):
    found = under_any(imports_of(part), ["campaign_manager.ui.session", *PAGES])
    assert not found, f"ui/{part} reaches up to: {found}"


@pytest.mark.parametrize("part", ["idle_copy.py", "server_link.py"])
def test_the_parts_that_watch_make_no_edit(part):
    found = under_any(imports_of(part), ["campaign_manager.storage.changes"])
    assert not found, f"ui/{part} edits the campaign: {found}"


@pytest.mark.parametrize("part", COMBAT_PARTS)
def test_a_combat_page_part_never_imports_the_page(part):
    found = under_any(imports_of(part), ["campaign_manager.ui.combat.page"])
    assert not found, f"ui/{part} reaches up to: {found}"


@pytest.mark.parametrize("part", ROSTER_PARTS)
def test_a_roster_part_never_imports_the_roster_view(part):
    wanted = ["campaign_manager.ui.roster.view"]
    if part.startswith("models/"):  # shared by the roster and the fights: neither's
        wanted += ["campaign_manager.ui.roster", "campaign_manager.ui.combat"]
    found = under_any(imports_of(part), wanted)
    assert not found, f"ui/{part} reaches up to: {found}"
