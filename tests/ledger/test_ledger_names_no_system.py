"""The ledger's core, its storage and its page name no rule system: what a system adds
comes from its ``SYSTEM.ledger`` and its UI's ``ledger``."""

from __future__ import annotations

import re
from pathlib import Path

import campaign_manager

ROOT = Path(campaign_manager.__file__).parent
LEDGER_FILES = sorted(
    [
        *(ROOT / "ledger").glob("*.py"),
        *(ROOT / "storage").glob("ledger*.py"),
        *(ROOT / "ui" / "ledger").glob("*.py"),
    ]
)
#: a system's key as a word or in a dotted path, or a system's name
SYSTEM_NAME = re.compile(r"\b(dakara|clovek|d20)\b|člověk", re.IGNORECASE)


def offending_lines(path: Path) -> list[str]:
    return [
        f"{path.name}:{number}: {line.strip()}"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if SYSTEM_NAME.search(line)
    ]


def test_the_check_finds_a_system_name(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from campaign_manager.systems.dakara.contacts import X\n"
        "from campaign_manager.ledger.parts import ledger_parts\n"
        'if row[0] != "clovek":\n'
        "    pass  # a Člověk sheet\n",
        "utf-8",
    )
    assert [line.split(":")[1] for line in offending_lines(sample)] == ["1", "3", "4"]


def test_no_ledger_file_names_a_rule_system():
    assert LEDGER_FILES
    found = [line for path in LEDGER_FILES for line in offending_lines(path)]
    assert found == []
