"""The RuleSystem object of the d20 stamina variant."""

from __future__ import annotations

from functools import cache, cached_property
from typing import Any

from campaign_manager.systems.common import Text, load_json


@cache
def _sheet():
    """The sheet module, imported on first use (start-up asks only for the name)."""
    from campaign_manager.systems.d20 import sheet

    return sheet


class D20System:
    """Stamina a body zdraví (d20 vitality variant)."""

    key = "d20"
    name = Text(cs="d20: Stamina a body zdraví", en="d20: Stamina and wound points")
    ui_package = "campaign_manager.ui.systems.d20"

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        return _sheet().new_sheet()

    def validate_sheet(self, sheet: Any) -> dict:
        return _sheet().validate_sheet(sheet)

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        return _sheet().summary(sheet)

    def demo(self) -> dict:
        return load_json("demo", "d20.json")

    #: the system adds nothing to the ledger
    ledger = None

    @cached_property
    def player_view(self):
        """What the player view adds for this system: its labels and example view
        (imported when first asked)."""
        from campaign_manager.systems.d20.player_view import PLAYER_VIEW

        return PLAYER_VIEW

    @cached_property
    def bestiary(self):
        """The bestiary area's view of the SRD monsters (imported when first asked)."""
        from campaign_manager.systems.d20.bestiary_view import BESTIARY

        return BESTIARY


SYSTEM = D20System()
