"""Opening and creating a campaign by where it is: a file's path (the SQLite backend,
:mod:`campaign_manager.storage.campaign`) or a ``postgresql://`` URL (a shared campaign on
a server, :mod:`campaign_manager.storage.server`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from campaign_manager.storage import campaign as file_backend
from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.uris import is_server_url as _on_server


def open_campaign(location: Path | str, **options: Any) -> Campaign:
    """Open the campaign at ``location`` (a path or a ``postgresql://`` URL); the options
    are :func:`campaign_manager.storage.campaign.open_campaign`'s (a server takes
    ``read_only`` and ``force_upgrade``: upgrade it with no backup first)."""
    if _on_server(location):
        from campaign_manager.storage.server import open_server_campaign

        return open_server_campaign(
            location,
            read_only=options.get("read_only", False),
            force_upgrade=options.get("force_upgrade", False),
        )
    return file_backend.open_campaign(location, **options)


def create_campaign(
    location: Path | str,
    name: str,
    system: str,
    description: str = "",
    settings: dict | None = None,
) -> Campaign:
    """Create a new campaign at ``location`` (a new file, or an empty database on a
    PostgreSQL server) and open it."""
    if _on_server(location):
        from campaign_manager.storage.server import create_server_campaign

        return create_server_campaign(location, name, system, description, settings)
    return file_backend.create_campaign(location, name, system, description, settings)
