"""Demo campaigns: generated fresh from resources/demo/<system>.json, never over a user's file."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from campaign_manager.paths import CAMPAIGN_SUFFIX, data_dir
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.models import Character
from campaign_manager.storage.opening import create_campaign
from campaign_manager.systems import get_system, system_keys


def demo_folder() -> Path:
    path = data_dir() / "demo"
    path.mkdir(parents=True, exist_ok=True)
    return path


def create_demo(system: str | None = None, folder: Path | None = None) -> Campaign:
    """Create and open a new demo campaign for ``system`` (the first registered one unless
    given) in ``folder`` (the data folder)."""
    system = system or system_keys()[0]
    rules = get_system(system)
    demo = rules.demo()
    folder = folder or demo_folder()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"demo-{system}-{stamp}{CAMPAIGN_SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"demo-{system}-{stamp}-{number}{CAMPAIGN_SUFFIX}"
        number += 1
    campaign = create_campaign(
        path,
        name=demo["campaign"]["name"],
        system=system,
        description=demo["campaign"].get("description", ""),
    )

    def fill() -> None:
        for entry in demo["characters"]:
            sheet = rules.validate_sheet(entry["sheet"])
            Character.create(
                summary=campaign.summary_of(sheet),
                name=entry["name"],
                kind=entry.get("kind", "pc"),
                player=entry.get("player") or "",
                gender=entry.get("gender", "m"),
                tags=list(entry.get("tags", [])),
                notes=entry.get("notes", ""),
                sheet=sheet,
            )

    campaign.write(fill)
    from campaign_manager.storage.ledger import copy_sheets_into_ledger

    campaign.write(lambda: copy_sheets_into_ledger(campaign.database))  # Dakara contacts
    return campaign
