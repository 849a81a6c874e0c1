"""The fourth system's rules: a sheet of might and luck, its summary and a demo campaign.

A sheet is ``{"might": int, "luck": int}``, each 0..20.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import SheetError, Text

FIELDS = ("might", "luck")
LIMIT = 20
DEFAULTS = {"might": 5, "luck": 3}


def new_sheet() -> dict:
    return dict(DEFAULTS)


def validate_sheet(sheet: Any) -> dict:
    """A normalised copy of ``sheet`` (missing fields at their defaults); SheetError naming
    the field otherwise."""
    if not isinstance(sheet, dict):
        raise SheetError("sheet", Text(cs="deník je záznam.", en="a sheet is a record."))
    valid = {}
    for field in FIELDS:
        value = sheet.get(field, DEFAULTS[field])
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LIMIT:
            raise SheetError(
                field,
                Text(cs=f"celé číslo 0–{LIMIT}.", en=f"a whole number 0–{LIMIT}."),
            )
        valid[field] = value
    return valid


class FourthSystem:
    key = "ctvrty"
    name = Text(cs="Čtvrtý systém", en="The fourth system")
    ui_package = "fourth_system.ui"

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        return new_sheet()

    def validate_sheet(self, sheet: Any) -> dict:
        return validate_sheet(sheet)

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        sheet = validate_sheet(sheet)
        return Text(
            cs=f"síla {sheet['might']}, štěstí {sheet['luck']}",
            en=f"might {sheet['might']}, luck {sheet['luck']}",
        )

    def demo(self) -> dict:
        return {
            "campaign": {"name": "Čtvrtá ukázka", "description": "Dva proti jednomu."},
            "characters": [
                {"name": "Aloisie", "kind": "pc", "tags": [], "notes": "", "sheet": new_sheet()},
                {
                    "name": "Bohdan",
                    "kind": "pc",
                    "tags": [],
                    "notes": "",
                    "sheet": {"might": 4, "luck": 6},
                },
                {
                    "name": "Zlobr",
                    "kind": "npc",
                    "tags": [],
                    "notes": "",
                    "sheet": {"might": 9, "luck": 1},
                },
            ],
        }

    @property
    def player_view(self):
        """Its number's label and example view (imported when first asked)."""
        from fourth_system.rules.player_view import PLAYER_VIEW

        return PLAYER_VIEW


SYSTEM = FourthSystem()
