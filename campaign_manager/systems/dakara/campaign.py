"""A Dakara campaign's own rules: settings and catalogue additions, as the app stores them.

The campaign keeps ``{"dakara": {"settings": DakaraSettings.to_dict(),
"catalogue": Catalogue.additions()}}`` in its settings JSON; anything missing is the
book's default.
"""

from __future__ import annotations

from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.settings import DakaraSettings


def campaign_rules(raw_settings: dict | None) -> tuple[DakaraSettings, Catalogue]:
    """The campaign's Dakara settings and catalogue from its stored settings JSON."""
    stored = (raw_settings or {}).get("dakara", {})
    if "settings" in stored:
        settings = DakaraSettings.from_dict(stored["settings"])
    else:
        settings = DakaraSettings.default()
    catalogue = Catalogue.default(stored.get("catalogue"), currency=settings.currency)
    return settings, catalogue
