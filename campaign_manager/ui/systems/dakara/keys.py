"""Dakara's own keys, for Help → Keyboard shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.dialogs.shortcuts import right_click


def shortcuts() -> dict[str, list[tuple[str, str]]]:
    return {
        "character": [
            (QCoreApplication.translate("ShortcutsDialog", "Skills: test the selected skill"), "T"),
            (
                QCoreApplication.translate("ShortcutsDialog", "Skills: set the rating"),
                QCoreApplication.translate("ShortcutsDialog", "a digit, + or −"),
            ),
        ],
        "right_click": [
            (QCoreApplication.translate("ShortcutsDialog", "Skill: skill test"), right_click())
        ],
    }
