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


def _tr(text: str) -> str:
    return QCoreApplication.translate("CampaignMessages", text)


def describe_campaign_error(error: CampaignError) -> tuple[str, str]:
    """(title, message) for a refused campaign file: what is wrong and what to do."""
    path = str(error.path)
    if isinstance(error, CampaignMissing):
        return _tr("Campaign not found"), _tr(
            "The file {path} does not exist. It may have been moved, renamed or deleted, "
            "or it is on a drive that is not connected. Use File → Open to find it."
        ).format(path=path)
    if isinstance(error, NotACampaign):
        return _tr("Not a Kronikář campaign"), _tr(
            "The file {path} is not a Kronikář campaign, so it was not opened. "
            "Check that you picked the right file (campaigns end in .kronikar). "
            "The file was left exactly as it was."
        ).format(path=path)
    if isinstance(error, CorruptCampaign):
        return _tr("The campaign file is damaged"), _tr(
            "The file {path} is damaged or incomplete ({detail}), so it was not opened and "
            "was left exactly as it was. Kronikář keeps the last five copies of every "
            "campaign in its backups folder; open the newest one from there."
        ).format(path=path, detail=error.detail)
    if isinstance(error, NewerSchema):
        return _tr("Campaign from a newer Kronikář"), _tr(
            "The file {path} was saved by a newer version of Kronikář (format {found}; this "
            "version reads up to {supported}). Update Kronikář to open it. The file was left "
            "exactly as it was."
        ).format(path=path, found=error.found, supported=error.supported)
    if isinstance(error, CampaignLocked):
        return _tr("Campaign already open"), _tr(
            "The campaign {path} is already open in another Kronikář window ({holder}). "
            "Switch to that window, or close it and try again."
        ).format(path=path, holder=error.detail or _tr("another program"))
    if isinstance(error, CampaignExists):
        return _tr("File already exists"), _tr(
            "The file {path} already exists and Kronikář never overwrites a campaign. "
            "Choose another name."
        ).format(path=path)
    return _tr("Cannot open the campaign"), _tr(
        "The file {path} could not be opened: {detail}"
    ).format(path=path, detail=error.detail)
