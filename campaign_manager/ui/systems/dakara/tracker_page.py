"""What the shared Combat page shows of a Dakara fight beside its own panel: the names of
the round's two phases (intents declared, then resolved) and the order table's intent
column (the system's UI registration gives them to the page)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.combat.models import Column


def phases() -> dict[str, str]:
    """The round line's word for each phase of a Dakara round."""
    return {
        "declare": QCoreApplication.translate("CombatPage", "intents are declared"),
        "resolve": QCoreApplication.translate("CombatPage", "resolution"),
    }


def order_columns() -> list[Column]:
    """The order table's columns of a Dakara fight: each one's declared intent."""
    return [Column("intent", QCoreApplication.translate("CombatPage", "Intent"))]
