"""The Člověk + Střety rule system object (the RuleSystem protocol)."""

from __future__ import annotations

import copy
from functools import cache, cached_property
from typing import Any

from campaign_manager.systems.common import Text, load_json


@cache
def _sheet():
    """The sheet module, imported on first use (start-up asks only for the name)."""
    from campaign_manager.systems.clovek import sheet

    return sheet


class ClovekSystem:
    key = "clovek"
    name = Text(cs="Člověk + Střety", en="Člověk + Střety")
    ui_package = "campaign_manager.ui.systems.clovek"

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        return _sheet().new_sheet()

    def validate_sheet(self, sheet: Any) -> dict:
        return _sheet().validate_sheet(sheet)

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        return _sheet().summary(sheet)

    def demo(self) -> dict:
        return copy.deepcopy(load_json("demo", "clovek.json"))

    @cached_property
    def ledger(self):
        """The sheet's feelings as the ledger's relations (imported when first asked)."""
        from campaign_manager.systems.clovek.ledger import LEDGER

        return LEDGER

    @cached_property
    def player_view(self):
        """What the player view adds for this system: its labels and example view
        (imported when first asked)."""
        from campaign_manager.systems.clovek.player_view import PLAYER_VIEW

        return PLAYER_VIEW


SYSTEM = ClovekSystem()
