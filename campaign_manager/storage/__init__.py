"""Storage: peewee models over one SQLite file per campaign. No Qt here."""

from campaign_manager.storage.campaign import Campaign, create_campaign, open_campaign
from campaign_manager.storage.errors import (
    CampaignError,
    CampaignExists,
    CampaignLocked,
    CampaignMissing,
    CorruptCampaign,
    NewerSchema,
    NotACampaign,
)

__all__ = [
    "Campaign",
    "CampaignError",
    "CampaignExists",
    "CampaignLocked",
    "CampaignMissing",
    "CorruptCampaign",
    "NewerSchema",
    "NotACampaign",
    "create_campaign",
    "open_campaign",
]
