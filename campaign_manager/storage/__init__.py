"""Storage: peewee models over one SQLite file per campaign, or one PostgreSQL database
for a shared campaign (``create_campaign``/``open_campaign`` take a path or a
``postgresql://`` URL). No Qt here.

The names below are imported on first use: a helper process that works out roster lines
(``storage.lines``) needs neither peewee nor the campaign code; peewee itself starts
without its PostgreSQL driver (:mod:`.drivers`).
"""

from __future__ import annotations

from campaign_manager.lazy import lazy_exports
from campaign_manager.storage.drivers import defer_server_driver

defer_server_driver()  # psycopg is imported when a server campaign needs it

__getattr__, __dir__, __all__ = lazy_exports(
    globals(),
    {
        "campaign": ("Campaign",),
        "opening": ("create_campaign", "open_campaign"),
        "errors": (
            "CampaignError",
            "CampaignExists",
            "CampaignLocked",
            "CampaignMissing",
            "CorruptCampaign",
            "NewerSchema",
            "NotACampaign",
            "ServerUnreachable",
        ),
    },
)
