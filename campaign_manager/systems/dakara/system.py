"""The Dakara rule system object the app talks to (``SYSTEM``)."""

from __future__ import annotations

import json
from functools import cache, cached_property
from typing import Any

from campaign_manager.systems.common import RosterLine, RuleError, SheetKeyTest, Text, load_json


@cache
def _sheet():
    """The sheet module, imported on first use (start-up asks only for the name)."""
    from campaign_manager.systems.dakara import sheet

    return sheet


class DakaraSystem:
    key = "dakara"
    name = Text(cs="Dakara (LITE 2)", en="Dakara (LITE 2)")
    ui_package = "campaign_manager.ui.systems.dakara"

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        """A fresh sheet, at the campaign's starting level (profesionál unless it says else)."""
        sheet = _sheet().new_sheet()
        if (campaign_settings or {}).get("dakara"):
            from campaign_manager.systems.dakara.campaign import campaign_rules

            sheet["level"] = campaign_rules(campaign_settings)[0].default_level
        return sheet

    def validate_sheet(self, sheet: Any) -> dict:
        return _sheet().validate_sheet(sheet)

    @cached_property
    def _defaults(self):
        """The book's settings and catalogue, built once (the roster asks for many summaries)."""
        from campaign_manager.systems.dakara.catalogue import Catalogue
        from campaign_manager.systems.dakara.settings import DakaraSettings

        settings = DakaraSettings.default()
        return settings, Catalogue.default(currency=settings.currency)

    def _campaign_rules(self, campaign_settings: dict, build):
        """The campaign's settings and catalogue, built once per distinct settings (a
        settings change writes thousands of roster lines with the same rules)."""
        given = campaign_settings.get("dakara")
        cached = getattr(self, "_rules_cache", None)
        if cached is None or cached[0] != given:  # compared, not serialised: many lines
            kept = json.loads(json.dumps(given, default=str))  # safe from later edits
            cached = (kept, build(campaign_settings))
            self._rules_cache = cached
        return cached[1]

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        """E.g. "profesionál, 58/60 zk, kondice 12/12", priced by the campaign's own rules."""
        return self.summarizer(campaign_settings)(sheet)

    def summarizer(self, campaign_settings: dict | None = None):
        """``summary`` with the campaign's rules worked out once: for pricing many sheets
        by the same settings (a roster of thousands)."""
        from campaign_manager.systems.dakara.campaign import campaign_rules
        from campaign_manager.systems.dakara.creation import evaluate_valid

        if (campaign_settings or {}).get("dakara"):
            settings, catalogue = self._campaign_rules(campaign_settings, campaign_rules)
        else:
            settings, catalogue = self._defaults
        validate = self.validate_sheet

        def summary(sheet: dict) -> Text:
            sheet = validate(sheet)
            state = sheet["state"]
            kondice = f"{state['kondice']}/{state['kondice_max']}"
            try:
                ev = evaluate_valid(sheet, settings, catalogue)
            except RuleError:
                return Text(
                    cs=f"{sheet['level']}, kondice {kondice} (deník nelze ocenit)",
                    en=f"{sheet['level']}, kondice {kondice} (sheet cannot be priced)",
                )
            return RosterLine(
                cs=f"{sheet['level']}, {ev.spent}/{ev.budget} zk, kondice {kondice}",
                en=f"{sheet['level']}, {ev.spent}/{ev.budget} XP, kondice {kondice}",
                broken=tuple(v.message for v in ev.open_violations),
            )

        return summary

    def repriced(self, old_settings: dict | None, new_settings: dict | None):
        """Which sheets new rules settings can give another roster line: a test of a
        sheet, or None for every sheet. A line reads its own level's limits, the training
        table, the currency and the catalogue; when only levels changed, only the sheets
        of those levels (a sheet of another level, or one that cannot be read, keeps its
        line)."""
        from campaign_manager.systems.dakara.campaign import campaign_rules

        try:
            old, new = campaign_rules(old_settings)[0], campaign_rules(new_settings)[0]
        except (RuleError, ValueError):
            return None
        stored = [
            ((s or {}).get("dakara") or {}).get("catalogue") for s in (old_settings, new_settings)
        ]
        if stored[0] != stored[1] or old.training != new.training or old.currency != new.currency:
            return None
        levels = set(old.levels) | set(new.levels)
        changed = {n for n in levels if old.levels.get(n) != new.levels.get(n)}
        return SheetKeyTest("level", frozenset(changed), "profesionál")

    def demo(self) -> dict:
        return load_json("demo", "dakara.json")

    @cached_property
    def ledger(self):
        """Networks, their rolls and the sheet's contacts as the ledger's records (imported
        when the ledger first asks)."""
        from campaign_manager.systems.dakara.ledger import LEDGER

        return LEDGER

    @cached_property
    def player_view(self):
        """What the player view adds for this system: its labels and example view
        (imported when first asked)."""
        from campaign_manager.systems.dakara.player_view import PLAYER_VIEW

        return PLAYER_VIEW


SYSTEM = DakaraSystem()
