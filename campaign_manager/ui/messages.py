"""Translated, actionable messages for refusals the storage layer reports.

Each message names the campaign (a file's path, a shared campaign's address: never a file for
a server), says what is wrong and what to do; the storage error carries
the facts (:mod:`campaign_manager.storage.errors`: ``path``, ``reason``, ``folder``,
``detail``), this module the words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from campaign_manager.paths import backups_dir
from campaign_manager.storage.errors import (
    BackupFailed,
    CampaignError,
    CampaignExists,
    CampaignIsReadOnly,
    CampaignLocked,
    CampaignMissing,
    CampaignReadOnly,
    CampaignUnreadable,
    CannotCreate,
    CompanionLink,
    CorruptCampaign,
    ForeignSchema,
    MigrationFailed,
    NewerSchema,
    NotACampaign,
    NotAFile,
    ServerUnreachable,
    UpgradeNeedsBackup,
    WriteFailed,
)


def _backups() -> str:
    try:
        return str(backups_dir(create=False))
    except OSError:  # pragma: no cover - the data folder itself is unreachable
        return "backups"


def _holder(detail: str | None) -> str:
    """Who holds a campaign, as a person says it: "another Kronikář on this computer,
    since 14:05" (the lock file says pid@host@time)."""
    import socket

    parts = (detail or "").strip().split("@")
    if len(parts) < 2 or not parts[0].isdigit():
        return QCoreApplication.translate("CampaignMessages", "another program")
    host = parts[1]
    since = parts[2] if len(parts) > 2 else ""
    if host == socket.gethostname():
        where = QCoreApplication.translate("CampaignMessages", "another Kronikář on this computer")
    else:
        where = QCoreApplication.translate(
            "CampaignMessages", "Kronikář on the computer {host}"
        ).format(host=host)
    return (
        QCoreApplication.translate("CampaignMessages", "{where}, since {time}").format(
            where=where, time=since
        )
        if since
        else where
    )


def describe_campaign_error(error: CampaignError) -> tuple[str, str]:
    """(title, message) for a refused campaign: what is wrong and what to do."""
    if error.on_server:
        return _describe_server_refusal(error)
    path = str(error.path)
    folder = str(error.folder) if error.folder is not None else str(error.path.parent)
    if isinstance(error, CampaignMissing):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign not found"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} does not exist. It may have been moved, renamed or deleted, "
            "or it is on a drive that is not connected. Use File → Open to find it.",
        ).format(path=path)
    if isinstance(error, NotAFile):
        if error.reason == "folder":
            return QCoreApplication.translate(
                "CampaignMessages", "This is a folder"
            ), QCoreApplication.translate(
                "CampaignMessages",
                "{path} is a folder, not a campaign file, so there was nothing to open. "
                "Use File → Open and pick the .kronikar file inside it.",
            ).format(path=path)
        return QCoreApplication.translate(
            "CampaignMessages", "Not a campaign file"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "{path} is a device, pipe or socket, not a file, so Kronikář did not read from "
            "it. Use File → Open and pick a .kronikar file.",
        ).format(path=path)
    if isinstance(error, CampaignUnreadable):
        return QCoreApplication.translate(
            "CampaignMessages", "No permission to read the campaign"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The operating system does not give Kronikář permission to read {path}. "
            "Change the file's permissions (or ask whoever owns it), or copy it to a folder "
            "of yours, and open it again. The file was left exactly as it was.",
        ).format(path=path)
    if isinstance(error, CampaignReadOnly):
        if error.reason == "folder":
            return QCoreApplication.translate(
                "CampaignMessages", "The campaign's folder is read-only"
            ), QCoreApplication.translate(
                "CampaignMessages",
                "The campaign {path} is in the folder {folder}, which does not allow writing. "
                "Kronikář saves every change the moment it is made and keeps a log beside the "
                "file while it is open, so it needs to write there. Copy the campaign to a "
                "folder you can write to (for example your Documents) and open the copy. "
                "The file was left exactly as it was.",
            ).format(path=path, folder=folder)
        if error.reason == "needs-writing":
            return QCoreApplication.translate(
                "CampaignMessages", "The campaign cannot be opened read-only"
            ), QCoreApplication.translate(
                "CampaignMessages",
                "The campaign {path} cannot be written, and before it can be shown it must be "
                "upgraded to this version's format or recovered after a crash, which means "
                "writing to it. Make the file writable (or copy it to a folder of yours) and "
                "open it again. The file was left exactly as it was.",
            ).format(path=path)
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign is read-only"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} is read-only, so no change to it could be saved. Make it "
            "writable (in the file's properties) or copy it to a folder of yours, and open "
            "it again. The file was left exactly as it was.",
        ).format(path=path)
    if isinstance(error, CampaignIsReadOnly):
        return QCoreApplication.translate(
            "CampaignMessages", "Opened read-only"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The campaign {path} is open read-only, so this change was not made. Use "
            "File → Save a copy as… to keep a copy you can edit.",
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
    if isinstance(error, CompanionLink):
        return QCoreApplication.translate(
            "CampaignMessages", "A file beside the campaign is a link"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Beside the campaign {path} there is {companion}, which is a link to another "
            "file. Kronikář writes that file while the campaign is open, and would overwrite "
            "whatever the link points to, so the campaign was not opened and nothing was "
            "written. Delete the link (it holds nothing of the campaign) and open the "
            "campaign again.",
        ).format(path=path, companion=str(error.companion))
    if isinstance(error, ForeignSchema):
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign holds something Kronikář did not put there"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} holds database objects that Kronikář never creates ({objects}). "
            "Triggers among them would run on their own inside your edits and could change "
            "or block them, so the campaign was not opened, none of them ran, and the file "
            "was left exactly as it was. Open the newest copy from Kronikář's backups folder "
            "({backups}; each campaign.txt there names its campaign).",
        ).format(path=path, objects=", ".join(error.objects[:5]), backups=_backups())
    if isinstance(error, CorruptCampaign):
        if error.reason in ("version", "record"):
            return QCoreApplication.translate(
                "CampaignMessages", "The campaign file is damaged"
            ), QCoreApplication.translate(
                "CampaignMessages",
                "The file {path} looks like a Kronikář campaign, but its record of which "
                "format it is in (or of the campaign itself) is missing or unreadable "
                "({detail}), so it was not opened and was left exactly as it was. Kronikář "
                "keeps the last five copies of every campaign in its backups folder ({backups}; "
                "each campaign.txt there names its campaign); open the newest one from there.",
            ).format(path=path, detail=error.detail, backups=_backups())
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign file is damaged"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} is damaged or incomplete ({detail}), so it was not opened and "
            "was left exactly as it was. Kronikář keeps the last five copies of every "
            "campaign in its backups folder ({backups}; each campaign.txt there names its "
            "campaign); open the newest one from there.",
        ).format(path=path, detail=error.detail, backups=_backups())
    if isinstance(error, NewerSchema):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign from a newer Kronikář"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} was saved by a newer version of Kronikář (format {found}; this "
            "version reads up to {supported}). Update Kronikář to open it. The file was left "
            "exactly as it was.",
        ).format(path=path, found=error.found, supported=error.supported)
    if isinstance(error, MigrationFailed):
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign could not be upgraded"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Upgrading {path} to this version's format failed ({detail}). The upgrade ran on "
            "a copy, so the original file was not changed: it is exactly as it was. Check "
            "that the disk has free space and try again; if it fails again, keep the file "
            "and report the problem with the error log.",
        ).format(path=path, detail=error.detail)
    if isinstance(error, BackupFailed):
        return QCoreApplication.translate(
            "CampaignMessages", "No safety copy could be made"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Kronikář keeps a copy of every campaign it opens, but it could not write one "
            "for {path} into {folder} ({detail}), so the campaign was not opened. Free some "
            "disk space, or remove whatever file stands where that folder should be, and "
            "open the campaign again.",
        ).format(path=path, folder=folder, detail=error.detail)
    if isinstance(error, CampaignLocked):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign already open"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The campaign {path} is already open in {holder}. "
            "Switch to that window, or close it and try again.",
        ).format(path=path, holder=_holder(error.detail))
    if isinstance(error, CampaignExists):
        return QCoreApplication.translate(
            "CampaignMessages", "File already exists"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The file {path} already exists and Kronikář never overwrites a campaign. "
            "Choose another name.",
        ).format(path=path)
    if isinstance(error, CannotCreate):
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign could not be created"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Kronikář could not create {path} in the folder {folder} ({detail}). The folder "
            "may be read-only, full, or not a folder at all. Choose another folder (for "
            "example your Documents). Nothing was left behind.",
        ).format(path=path, folder=folder, detail=error.detail)
    return QCoreApplication.translate(
        "CampaignMessages", "Cannot open the campaign"
    ), QCoreApplication.translate(
        "CampaignMessages", "The file {path} could not be opened: {detail}"
    ).format(path=path, detail=error.detail)


def _describe_server_refusal(error: CampaignError) -> tuple[str, str]:
    """(title, message) for a refused shared campaign: named by its address, never a file."""
    path = str(error.path)
    if isinstance(error, UpgradeNeedsBackup):
        return QCoreApplication.translate("CampaignMessages", "No backup before the upgrade"), (
            QCoreApplication.translate(
                "CampaignMessages",
                "The shared campaign {path} was made by an older Kronikář and must be "
                "upgraded to open it, but no backup of it could be taken first: pg_dump "
                "(PostgreSQL's client tools) is not installed. Install them (on Debian and "
                "Ubuntu the postgresql-client package), then open it again. Nothing was "
                "changed.",
            )
            if error.reason == "no-pg_dump"
            else QCoreApplication.translate(
                "CampaignMessages",
                "The shared campaign {path} was made by an older Kronikář and must be "
                "upgraded to open it, but pg_dump could not back it up first ({detail}). "
                "Nothing was changed.",
            )
        ).format(path=path, detail=error.detail)
    if isinstance(error, ServerUnreachable):
        return QCoreApplication.translate(
            "CampaignMessages", "The server did not answer"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Kronikář could not reach the shared campaign at {path} ({detail}). Check the "
            "address and the user name, and that the server is running and this computer "
            "can reach it, then try again. Nothing was changed.",
        ).format(path=path, detail=error.detail)
    if isinstance(error, NotACampaign):
        return QCoreApplication.translate(
            "CampaignMessages", "Not a Kronikář campaign"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The database at {path} holds no Kronikář campaign, so nothing was opened. Check "
            "the address, or publish a campaign there first. Nothing was changed.",
        ).format(path=path)
    if isinstance(error, NewerSchema):
        return QCoreApplication.translate(
            "CampaignMessages", "Campaign from a newer Kronikář"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The shared campaign at {path} was saved by a newer version of Kronikář (format "
            "{found}; this version reads up to {supported}). Update Kronikář to open it. "
            "Nothing was changed.",
        ).format(path=path, found=error.found, supported=error.supported)
    if isinstance(error, CampaignExists):
        return QCoreApplication.translate(
            "CampaignMessages", "A campaign is there already"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The database at {path} holds a campaign already, and Kronikář never writes a "
            "campaign over another. Choose an empty database.",
        ).format(path=path)
    if isinstance(error, CannotCreate):
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign could not be created"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "Kronikář could not write the campaign into the database at {path} ({detail}). "
            "Your role on the server may not be allowed to create tables there. Nothing was "
            "left behind.",
        ).format(path=path, detail=error.detail)
    if isinstance(error, CampaignIsReadOnly) and error.reason == "needs-writing":
        return QCoreApplication.translate(
            "CampaignMessages", "The campaign cannot be opened read-only"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The shared campaign at {path} must be upgraded to this version's format before "
            "it can be shown, and your role on the server may only read it. Open it once with "
            "a role that may write (or ask whoever runs the server), then open it again. "
            "Nothing was changed.",
        ).format(path=path)
    if isinstance(error, CampaignIsReadOnly):
        return QCoreApplication.translate(
            "CampaignMessages", "Opened read-only"
        ), QCoreApplication.translate(
            "CampaignMessages",
            "The shared campaign at {path} is open read-only, so this change was not made. "
            "Use File → Save a local copy… to keep a copy of your own that you can edit.",
        ).format(path=path)
    return QCoreApplication.translate(
        "CampaignMessages", "Cannot open the campaign"
    ), QCoreApplication.translate(
        "CampaignMessages", "The shared campaign at {path} could not be opened: {detail}"
    ).format(path=path, detail=error.detail)


def _size(size: int) -> str:
    """A byte count as a person reads it: "4 MB"."""
    return QLocale().formattedDataSize(size, 0, QLocale.DataSizeFormat.DataSizeSIFormat)


def describe_write_failure(
    what: str, error: CampaignError, kind: str = "edit", words: dict[str, str] | None = None
) -> tuple[str, str]:
    """(title, message) for a change (``kind`` "edit"), an undo ("undo") or a redo ("redo") whose
    write failed: what was not done, why, what to do, and that nothing else changed.
    ``words``: how the view names the fields another client changed (its labels)."""

    if not isinstance(error, WriteFailed):
        return describe_campaign_error(error)
    path = str(error.path)
    title = (
        QCoreApplication.translate("WriteMessages", "Undo or redo was not done")
        if kind in ("undo", "redo")
        else QCoreApplication.translate("WriteMessages", "The change was not saved")
    )
    unchanged = (
        QCoreApplication.translate(
            "WriteMessages", "Nothing was lost: the campaign and the history are as they were."
        )
        if kind in ("undo", "redo") and error.on_server
        else QCoreApplication.translate(
            "WriteMessages", "Nothing was lost: the file and the history are as they were."
        )
        if kind in ("undo", "redo")
        else QCoreApplication.translate(
            "WriteMessages", "Nothing else changed: the campaign is as it was before this change."
        )
    )
    if error.reason == "full":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not written: the disk that holds {path} is full. Free at least "
            "{size} on it (empty the trash, move or delete large files), then do it again.",
        ).format(what=what, path=path, size=_size(error.needed or 0))
    elif error.reason == "locked":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not written: another program holds the campaign file {path} (a "
            "backup or synchronisation program, or a second Kronikář). Close that program, "
            "then do it again.",
        ).format(what=what, path=path)
    elif error.reason == "io":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not written: the disk or its file system failed while writing "
            "{path} ({detail}). Check that the disk is still connected, then do it again.",
        ).format(what=what, path=path, detail=error.detail)
    elif error.reason == "disconnected":
        return QCoreApplication.translate(
            "WriteMessages", "The connection to the server was lost"
        ), QCoreApplication.translate(
            "WriteMessages",
            "The connection to the server {path} was lost while “{what}” was being written "
            "({detail}). It was saved whole or not at all: Kronikář tries the server again "
            "every second, editing waits until it answers, and then Kronikář says which.",
        ).format(what=what, path=path, detail=error.detail)
    elif error.reason == "vanished":
        return QCoreApplication.translate(
            "WriteMessages", "The campaign file went away"
        ), describe_stopped(error, what)
    elif error.reason == "gone" and getattr(error, "kind", "") == "contact":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not saved: {name} is no longer in the ledger (deleted meanwhile, "
            "perhaps by another GM), and it would point at no one. Choose someone else, or "
            "undo the delete (Edit → Undo) to bring them back.",
        ).format(
            what=what,
            name=error.what or QCoreApplication.translate("WriteMessages", "the person"),
        )
    elif error.reason == "gone":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not written: {name} is no longer in the roster (deleted). Undo "
            "the delete (Edit → Undo) to bring them back, or leave them out of it.",
        ).format(
            what=what,
            name=error.what or QCoreApplication.translate("WriteMessages", "the character"),
        )
    elif error.reason in ("unreadable", "too large"):
        return title, _unreadable_step(what, error, kind)
    elif error.reason == "changed" and error.who:
        why = _changed_by_another(what, error, kind, words)
    elif error.reason == "conflict":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not saved: {who} changed the same lines of {field} of {name} "
            "meanwhile. Their text is kept; what you wrote is still there: add it to theirs "
            "and save again.",
        ).format(
            what=what,
            who=error.who or QCoreApplication.translate("WriteMessages", "someone else"),
            field=", ".join(_field_word(f, words) for f in error.fields),
            name=error.what or QCoreApplication.translate("WriteMessages", "the record"),
        )
    elif error.reason == "changed" and kind == "edit":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not saved: the same thing in {name} was changed meanwhile, and "
            "saving it would overwrite that. The campaign shows that change; do it again if "
            "it is still needed.",
        ).format(
            what=what, name=error.what or QCoreApplication.translate("WriteMessages", "the record")
        )
    elif error.reason == "changed" and kind == "redo":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be redone: {name} was changed since by something outside this "
            "history, and redoing it would overwrite that.",
        ).format(
            what=what, name=error.what or QCoreApplication.translate("WriteMessages", "the record")
        )
    elif error.reason == "changed":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be undone: {name} was changed since by something outside this "
            "history, and undoing it would overwrite that.",
        ).format(
            what=what, name=error.what or QCoreApplication.translate("WriteMessages", "the record")
        )
    else:
        why = QCoreApplication.translate(
            "WriteMessages", "“{what}” could not be written to {path}: {detail}"
        ).format(what=what, path=path, detail=error.detail)
    return title, f"{why}\n\n{unchanged}"


def _unreadable_step(what: str, error: WriteFailed, kind: str) -> str:
    """Why a step of the history kept in the campaign file was not undone or redone: it is
    damaged, or too large to read; it and the steps behind it left the history."""
    if error.reason == "too large":
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be undone or redone: the campaign file keeps this step of the "
            "history larger than {size} when unpacked, more than Kronikář reads for one step.",
        ).format(what=what, size=_size(error.needed or 0))
    else:
        why = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be undone or redone: the campaign file keeps this step of the "
            "history damaged, or written by a newer version of Kronikář.",
        ).format(what=what)
    if kind == "undo":
        after = QCoreApplication.translate(
            "WriteMessages",
            "It left the history with every older step. The campaign is as it was: nothing "
            "was changed.",
        )
    else:
        after = QCoreApplication.translate(
            "WriteMessages",
            "It left the history with every newer step. The campaign is as it was: nothing "
            "was changed.",
        )
    return f"{why}\n\n{after}"


def _changed_by_another(
    what: str, error: WriteFailed, kind: str, words: dict[str, str] | None = None
) -> str:
    """Why a change, an undo or a redo was refused: another client of a shared campaign
    (``error.who``) changed the record meanwhile."""
    name = error.what or QCoreApplication.translate("WriteMessages", "the record")
    if kind == "redo":
        text = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be redone: {who} changed {name} since, and redoing it would "
            "overwrite that.",
        )
    elif kind == "undo":
        text = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” cannot be undone: {who} changed {name} since, and undoing it would "
            "overwrite that.",
        )
    elif getattr(error, "fields", ()):
        text = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not saved: {who} changed {field} of {name} meanwhile, and saving "
            "it would overwrite that. What you typed is still there: save it again if it "
            "should replace theirs.",
        )
        field = ", ".join(_field_word(f, words) for f in error.fields)
        return text.format(what=what, who=error.who, name=name, field=field)
    else:
        text = QCoreApplication.translate(
            "WriteMessages",
            "“{what}” was not saved: {who} changed the same thing in {name} meanwhile, and "
            "saving it would overwrite that. The campaign shows their change; do it again "
            "if it is still needed.",
        )
    return text.format(what=what, who=error.who, name=name)


def _field_word(field: str, labels: dict[str, str] | None = None) -> str:
    """A field as a refusal names it ("the name"; a view's ``labels`` in quotes)."""
    if labels and field in labels:
        return QCoreApplication.translate("WriteMessages", "“{label}”").format(label=labels[field])
    words = {
        "name": QCoreApplication.translate("WriteMessages", "the name"),
        "player": QCoreApplication.translate("WriteMessages", "the player"),
        "tags": QCoreApplication.translate("WriteMessages", "the tags"),
        "notes": QCoreApplication.translate("WriteMessages", "the notes"),
        "kind": QCoreApplication.translate("WriteMessages", "the kind"),
        "gender": QCoreApplication.translate("WriteMessages", "the grammatical gender"),
        "portrait": QCoreApplication.translate("WriteMessages", "the portrait"),
        "description": QCoreApplication.translate("WriteMessages", "the description"),
    }
    return words.get(field, field)


def describe_disconnected(path: str) -> str:
    """The banner while the connection to a shared campaign's server is lost."""
    return QCoreApplication.translate(
        "WriteMessages",
        "The connection to the server {path} is lost. Kronikář tries it again every "
        "second; editing waits until it is back.",
    ).format(path=path)


def describe_reconnected(what: str, saved: bool) -> str:
    """What the GM is told when the connection to the server is back: whether the write
    it cut off was saved."""
    if not what:
        return QCoreApplication.translate("WriteMessages", "The connection to the server is back.")
    if saved:
        text = QCoreApplication.translate(
            "WriteMessages", "The connection to the server is back: “{what}” was saved."
        )
    else:
        text = QCoreApplication.translate(
            "WriteMessages",
            "The connection to the server is back: “{what}” was not saved. Do it again if "
            "it is still needed.",
        )
    return text.format(what=what)


def unreadable_label(label: str) -> str:
    """A kept undo step's label whose bytes are not UTF-8, as the history shows it (its
    readable part, U+FFFD for the rest)."""
    return QCoreApplication.translate(
        "WriteMessages", "{label} (this label is damaged in the file)"
    ).format(label=label)


def describe_copy_failure(error: WriteFailed, path: str) -> str:
    """The status line (and close message) when the file and its ``-wal`` belong together:
    the disk is full, or (``detail``) something else kept the log from the file."""
    if error.reason != "full":
        return QCoreApplication.translate(
            "WriteMessages",
            "Every change is saved, but it could not be moved from {path}-wal into the "
            "campaign file ({detail}): the campaign is in the two files together. Keep "
            "both; Kronikář joins them when it opens the campaign again.",
        ).format(path=path, detail=error.detail)
    return QCoreApplication.translate(
        "WriteMessages",
        "Every change is saved, but the disk is full: the campaign is in {path} and "
        "{path}-wal together. Keep both; free at least {size} and Kronikář joins them.",
    ).format(path=path, size=_size(error.needed or 0))


def describe_stopped(error: WriteFailed, what: str = "") -> str:
    """Why a campaign whose file went away while it was open takes no more changes, and
    where its rescue copy is."""

    rescue = (
        QCoreApplication.translate(
            "WriteMessages",
            "Everything up to now is in the rescue copy {rescue}; open it to go on.",
        )
        if error.rescue is not None
        else QCoreApplication.translate(
            "WriteMessages",
            "Kronikář could not write a rescue copy: use File → Save a copy as… now to "
            "keep the campaign.",
        )
    ).format(rescue=str(error.rescue))
    text = QCoreApplication.translate(
        "WriteMessages",
        "The campaign file {path} was deleted, moved or replaced by another program while "
        "it was open. Kronikář changes nothing more in it, so nothing is written where it "
        "would be lost.",
    ).format(path=str(error.path))
    if what:
        text += " " + QCoreApplication.translate(
            "WriteMessages", "“{what}” was not written."
        ).format(what=what)
    return f"{text} {rescue}"
