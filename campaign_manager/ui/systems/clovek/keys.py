"""Člověk + Střety's own keys, for Help → Keyboard shortcuts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.dialogs.shortcuts import native, right_click


def shortcuts() -> dict[str, list[tuple[str, str]]]:
    return {
        "character": [
            (
                QCoreApplication.translate("ShortcutsDialog", "Scars: mark the box"),
                native("Space", "Return"),
            ),
        ],
        "lists": [
            (
                QCoreApplication.translate("ShortcutsDialog", "The GM's order: move the combatant"),
                native("Alt+Up", "Alt+Down"),
            ),
        ],
        "right_click": [
            (
                QCoreApplication.translate("ShortcutsDialog", "Scar box: wound, burn or heal"),
                right_click(),
            )
        ],
    }
