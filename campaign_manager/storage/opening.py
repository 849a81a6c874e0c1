"""Opening and creating a campaign by where it is: a file's path (the SQLite backend,
:class:`~campaign_manager.storage.file_campaign.FileCampaign`) or a ``postgresql://`` URL (a
shared campaign on a server, :class:`~campaign_manager.storage.server.ServerCampaign`). The
one way in: the UI, the demo, the benchmarks and the tests open and create through here."""

from __future__ import annotations

from pathlib import Path

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.uris import is_server_url


def open_campaign(
    location: Path | str,
    *,
    read_only: bool = False,
    defer_checks: bool = False,
    backup: bool = True,
    force_upgrade: bool = False,
) -> Campaign:
    """Open the campaign at ``location`` (a path or a ``postgresql://`` URL).

    ``read_only``: every write refused (a file that cannot be written opens only so; a
    server's role that may not write opens so anyway). ``defer_checks`` and ``backup``
    are about a file (:meth:`FileCampaign.open`: the checks that grow with it left for
    after the first paint; its rolling copy); a server has neither. ``force_upgrade`` is
    about a server: upgrade an older schema although no backup of it could be taken (a
    file's upgrade always runs on a copy, keeping the original)."""
    if is_server_url(location):
        from campaign_manager.storage.server import ServerCampaign

        return ServerCampaign.open(location, read_only=read_only, force_upgrade=force_upgrade)
    from campaign_manager.storage.file_campaign import FileCampaign

    return FileCampaign.open(
        location, read_only=read_only, defer_checks=defer_checks, backup=backup
    )


def create_campaign(
    location: Path | str,
    name: str,
    system: str,
    description: str = "",
    settings: dict | None = None,
) -> Campaign:
    """Create a new campaign at ``location`` (a new file, or an empty database on a
    PostgreSQL server) and open it; never over one that exists."""
    if is_server_url(location):
        from campaign_manager.storage.server import ServerCampaign

        return ServerCampaign.create(location, name, system, description, settings)
    from campaign_manager.storage.file_campaign import FileCampaign

    return FileCampaign.create(location, name, system, description, settings)
