"""What the shared Combat page shows of a d20 fight beside its own panel: the order
table's initiative column (a d20 round has no phases to name). The system's UI
registration gives it to the page."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.combat.models import Column, show


def order_columns() -> list[Column]:
    """The order table's columns of a d20 fight: each one's initiative total, marked where
    the rules broke a tie by the modifier."""
    return [
        Column(
            "initiative",
            QCoreApplication.translate("CombatPage", "Init."),
            lambda row, lang: show(row.get("initiative_text") or row.get("initiative"), lang),
        )
    ]
