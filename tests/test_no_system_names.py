"""Nothing outside a rule system's own folders names a system.

A system's rules live in ``campaign_manager/systems/<key>/`` and its UI in
``campaign_manager/ui/systems/<key>/``; everything else finds them through the registry
(``campaign_manager.systems`` and ``campaign_manager.ui.systems``). This scans every other
module of ``campaign_manager/`` for a built-in system's key (or its name) in an
identifier, an import or a string, and fails naming the file and the line. Comments and
docstrings may give examples.

Nor does the shared Combat page (``ui/combat/``) know a system's words of a fight: the
phases of its round and its order table's own columns come from the system's UI
registration (``phases``, ``order_columns``), so none is a string of the shared page.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from campaign_manager.systems import system_keys
from campaign_manager.ui.systems import system_ui

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "campaign_manager"
KEYS = system_keys()
#: the spellings of the built-in systems an identifier or a string may carry
NAMES = (*KEYS, "člověk")
_IN_A_NAME = re.compile("|".join(map(re.escape, KEYS)), re.IGNORECASE)
#: a key or a name as a word of a string ("1d20" is a die, not the system)
_IN_A_STRING = re.compile(
    r"(?<![0-9a-z])(?:" + "|".join(map(re.escape, NAMES)) + r")(?![a-z])", re.IGNORECASE
)
_STRINGS = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}

#: what is truly no reference to a system: (file, the identifier) pairs
NOT_A_SYSTEM = {
    ("campaign_manager/systems/dice_line.py", "d20"),  # the dice library of that name
}
#: the one list of the systems (the registry itself), by file and the name it is bound to
REGISTRY = ("campaign_manager/systems/__init__.py", "_PACKAGES")


@pytest.fixture
def campaign():
    """The scan needs no campaign file."""
    yield None


def _system_folders() -> list[Path]:
    return [
        folder
        for key in KEYS
        for folder in (PACKAGE / "systems" / key, PACKAGE / "ui" / "systems" / key)
    ]


def modules() -> list[str]:
    """Every module of the app outside the systems' own folders, relative to the root."""
    inside = _system_folders()
    return sorted(
        path.relative_to(ROOT).as_posix()
        for path in PACKAGE.rglob("*.py")
        if not any(path.is_relative_to(folder) for folder in inside)
    )


def _docstring_starts(tree: ast.AST) -> set[tuple[int, int]]:
    """Where each bare string statement (a docstring) starts: (line, column)."""
    return {
        (node.lineno, node.col_offset)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    }


def _registry_lines(tree: ast.AST, name: str) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(t, ast.Name) and t.id == name for t in targets):
            lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return lines


def references(source: str, relative: str = "") -> list[tuple[int, str]]:
    """(line, what) for each place ``source`` names a built-in system: an identifier
    (imports included) or a string that is not a docstring."""
    tree = ast.parse(source)
    docstrings = _docstring_starts(tree)
    allowed = _registry_lines(tree, REGISTRY[1]) if relative == REGISTRY[0] else set()
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        line = token.start[0]
        if line in allowed:
            continue
        if token.type == tokenize.NAME:
            if _IN_A_NAME.search(token.string) and (relative, token.string) not in NOT_A_SYSTEM:
                found.append((line, token.string))
        elif (
            token.type in _STRINGS
            and token.start not in docstrings
            and _IN_A_STRING.search(token.string)
        ):
            found.append((line, token.string))
    return found


def test_the_scan_finds_a_system_named_in_code():
    source = (
        '"""Docstrings may say dakara."""\n'
        "# and comments d20\n"
        "from campaign_manager.systems.clovek import sheet\n"
        'KIND = "dakara"\n'
        'ROLL = "1d20+5"\n'
        "def edit_d20_settings(): ...\n"
        'TITLE = f"Člověk {KIND}"\n'
    )
    assert [line for line, _what in references(source)] == [3, 4, 6, 7]


@pytest.mark.parametrize("relative", modules())
def test_no_module_outside_the_system_folders_names_a_system(relative):
    found = references((ROOT / relative).read_text(encoding="utf-8"), relative)
    assert not found, "\n".join(f"{relative}:{line}: {what}" for line, what in found)


#: the shared Combat page's modules, which name no system's phase or column
SHARED_COMBAT = "campaign_manager/ui/combat/"
#: the systems' phases and columns the shared page once named (issue 38, item 7); each
#: system's registered phases and columns are added to them
FIGHT_WORDS = ("declare", "resolve", "initiative", "act", "intent", "initiative_text")


def fight_words() -> set[str]:
    """Every phase and order column a system's UI registration gives the Combat page."""
    words = set(FIGHT_WORDS)
    for key in KEYS:
        ui = system_ui(key)
        words |= set(ui.phase_names())
        words |= {column.key for column in ui.order_table_columns()}
    return words


def fight_word_strings(source: str, words: set[str]) -> list[tuple[int, str]]:
    """(line, word) for each string of ``source`` (not a docstring) that is one of
    ``words``."""
    docstrings = _docstring_starts(ast.parse(source))
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type != tokenize.STRING or token.start in docstrings:
            continue
        try:
            value = ast.literal_eval(token.string)
        except (ValueError, SyntaxError):
            continue
        if isinstance(value, str) and value in words:
            found.append((token.start[0], value))
    return found


def test_the_scan_finds_a_phase_named_in_shared_code():
    source = (
        '"""The declare phase may be named in a docstring."""\n'
        "# and in a comment: resolve\n"
        'PHASES = {"declare": "intents", "resolve": "resolution"}\n'
        'KEY = "intents"\n'
        "column = Column('intent', 'Intent')\n"
    )
    found = fight_word_strings(source, {"declare", "resolve", "intent"})
    assert found == [(3, "declare"), (3, "resolve"), (5, "intent")]


def test_the_systems_register_their_phases_and_columns():
    assert fight_words() >= set(FIGHT_WORDS)
    assert any(system_ui(key).phase_names() for key in KEYS)
    assert all(system_ui(key).order_table_columns() for key in KEYS)


@pytest.mark.parametrize("relative", [m for m in modules() if m.startswith(SHARED_COMBAT)])
def test_the_shared_combat_page_names_no_phase_or_column_of_a_system(relative):
    words = fight_words()
    found = fight_word_strings((ROOT / relative).read_text(encoding="utf-8"), words)
    assert not found, "\n".join(f"{relative}:{line}: {word}" for line, word in found)
