"""The RuleSystem object of the d20 stamina variant."""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import Text, load_json
from campaign_manager.systems.d20 import sheet as sheet_module


class D20System:
    """Stamina a body zdraví (d20 vitality variant)."""

    key = "d20"
    name = Text(cs="d20: Stamina a body zdraví", en="d20: Stamina and wound points")
    ui_package = "campaign_manager.ui.systems.d20"

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        return sheet_module.new_sheet()

    def validate_sheet(self, sheet: Any) -> dict:
        return sheet_module.validate_sheet(sheet)

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        return sheet_module.summary(sheet)

    def demo(self) -> dict:
        return load_json("demo", "d20.json")


SYSTEM = D20System()
