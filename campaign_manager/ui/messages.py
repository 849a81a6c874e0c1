"""Translated, actionable messages for refusals the storage layer reports."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.storage.errors import (
    CampaignError,
    CampaignExists,
    CampaignLocked,
    CampaignMissing,
    CorruptCampaign,
    NewerSchema,
    NotACampaign,
)


def describe_campaign_error(error: CampaignError) -> tuple[str, str]:
    """(title, message) for a refused campaign file: what is wrong and what to do."""
    path = str(error.path)
    if isinstance(error, CampaignMissing):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign not found"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} does not exist. It may have been moved, renamed or deleted, "
            "or it is on a drive that is not connected. Use File → Open to find it.",
        ).format(path=path)
    if isinstance(error, NotACampaign):
        return QCoreApplication.translate(
            "CampaignMessages", "Not a Kronikář campaign"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} is not a Kronikář campaign, so it was not opened. "
            "Check that you picked the right file (campaigns end in .kronikar). "
            "The file was left exactly as it was.",
        ).format(path=path)
    if isinstance(error, CorruptCampaign):
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign file is damaged"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} is damaged or incomplete ({detail}), so it was not opened and "
            "was left exactly as it was. Kronikář keeps the last five copies of every "
            "campaign in its backups folder; open the newest one from there.",
        ).format(path=path, detail=error.detail)
    if isinstance(error, NewerSchema):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign from a newer Kronikář"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} was saved by a newer version of Kronikář (format {found}; this "
            "version reads up to {supported}). Update Kronikář to open it. The file was left "
            "exactly as it was.",
        ).format(path=path, found=error.found, supported=error.supported)
    if isinstance(error, CampaignLocked):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign already open"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The campaign {path} is already open in another Kronikář window ({holder}). "
            "Switch to that window, or close it and try again.",
        ).format(
            path=path,
            holder=error.detail
            or QCoreApplication.translate("CampaignMessages", "another program"),
        )
    if isinstance(error, CampaignExists):
        return QCoreApplication.translate(
            "CampaignMessages", "File already exists"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} already exists and Kronikář never overwrites a campaign. "
            "Choose another name.",
        ).format(path=path)
    return QCoreApplication.translate(
        "CampaignMessages", "Cannot open the campaign"
    ), QCoreApplication.translate(
        "CampaignMessages", "The file {path} could not be opened: {detail}"
    ).format(path=path, detail=error.detail)
