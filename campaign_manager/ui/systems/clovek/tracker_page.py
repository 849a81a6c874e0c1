"""What the shared Combat page shows of a Člověk conflict beside its own panel: the names
of the round's phases (initiative, then the actions) and the order table's initiative
column (the system's UI registration gives them to the page)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.ui.combat.models import Column


def phases() -> dict[str, str]:
    """The round line's word for each phase of a Člověk round."""
    return {
        "initiative": QCoreApplication.translate("CombatPage", "initiative"),
        "act": QCoreApplication.translate("CombatPage", "actions"),
    }


def order_columns() -> list[Column]:
    """The order table's columns of a conflict: each one's initiative this round."""
    return [Column("initiative", QCoreApplication.translate("CombatPage", "Init."))]
