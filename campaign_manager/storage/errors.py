"""Why a campaign was refused. The UI turns each into a translated message
(:mod:`campaign_manager.ui.messages`): the campaign, what is wrong, what to do.

Every error carries ``path`` (the campaign file's path, or a shared campaign's address:
its URL with no password, kept as written; ``on_server`` tells which), ``detail`` (what SQLite or the OS said,
for the log and for the curious) and, where it helps, a ``reason`` code and the other path
involved (``folder``). Unless the class says otherwise, the file was left byte-identical.
"""

from __future__ import annotations

from pathlib import Path

from campaign_manager.storage.uris import is_server_url


class CampaignError(Exception):
    """A campaign could not be opened or created; nothing was changed."""

    #: A short code for the kind of trouble within the class (messages.py picks its words).
    reason: str = ""

    def __init__(
        self,
        path: Path | str,
        detail: str = "",
        *,
        reason: str = "",
        folder: Path | str | None = None,
    ):
        #: a file's path, or a server's address as written (a Path would fold its ``//``)
        self.path: Path | str = path if is_server_url(path) else Path(path)
        self.detail = detail
        if reason:
            self.reason = reason
        self.folder = Path(folder) if folder is not None else None
        super().__init__(
            f"{self.__class__.__name__}: {self.path}" + (f": {detail}" if detail else "")
        )

    @property
    def on_server(self) -> bool:
        """Whether it is about a shared campaign on a server (``path`` is its address)."""
        return isinstance(self.path, str)


class CampaignMissing(CampaignError):
    """The file does not exist (moved, deleted, on a disconnected drive)."""


class NotAFile(CampaignError):
    """The path names a folder (``reason="folder"``) or a device, pipe or socket
    (``reason="special"``), not a campaign file."""


class CampaignUnreadable(CampaignError):
    """The operating system does not let Kronikář read the file (its permissions)."""


class CampaignReadOnly(CampaignError):
    """The file (``reason="file"``) or its folder (``reason="folder"``, ``folder`` set)
    cannot be written, so edits could not be saved. Open it with ``read_only=True`` to
    look at it, or make it writable."""


class NotACampaign(CampaignError):
    """The file is not an SQLite database, or is one but not a Kronikář campaign; or the
    server's database holds no campaign (``reason="tables"``)."""


class CorruptCampaign(CampaignError):
    """The file is a damaged or truncated SQLite database, or a campaign whose format
    record is missing or unreadable."""


class NewerSchema(CampaignError):
    """The campaign (a file, or a server's database) was written by a newer Kronikář."""

    def __init__(self, path: Path | str, found: int, supported: int):
        self.found = found
        self.supported = supported
        super().__init__(path, f"schema {found}, this version reads up to {supported}")


class UpgradeNeedsBackup(CampaignError):
    """A shared campaign of an older schema was not upgraded: no backup of it could be
    taken first (``reason``: ``"no-pg_dump"``, pg_dump is not installed; ``"failed"``, it
    failed, ``detail`` says how). Nothing was changed; the GM may upgrade it anyway."""


class CompanionLink(CampaignError):
    """A file beside the campaign that Kronikář or SQLite writes (``<file>.lock``, ``-wal``,
    ``-shm``, ``-journal``; ``companion`` names it) is a symbolic link: writing it would
    overwrite whatever it points to. Refused before anything was written."""

    def __init__(self, path: Path | str, companion: Path | str):
        self.companion = Path(companion)
        super().__init__(path, f"{self.companion.name} is a symbolic link")


class ForeignSchema(CampaignError):
    """The file holds schema objects Kronikář never creates (``objects``: "trigger
    name", "view name", ...): a trigger would run inside the GM's edits. Refused; the file
    was left byte-identical and none of them ran."""

    def __init__(self, path: Path | str, objects: list[str]):
        self.objects = list(objects)
        super().__init__(path, ", ".join(self.objects))


class CampaignLocked(CampaignError):
    """Another running Kronikář has the file open."""


class CampaignExists(CampaignError):
    """A new campaign would overwrite an existing file, or a campaign already in the
    server's database."""


class CannotCreate(CampaignError):
    """A new campaign could not be written in its folder (``folder``): read-only, full,
    or not a folder; or into the server's database (``folder`` None). Nothing was left
    behind."""


class BackupFailed(CampaignError):
    """The safety copy in the backups folder (``folder``) could not be written, so the
    campaign was not opened (it would have been the only copy)."""


class MigrationFailed(CampaignError, RuntimeError):
    """Upgrading the file to this version's format failed at step ``step``. The upgrade
    ran on a copy: the original file was not changed."""

    def __init__(self, path: Path | str, step: int, detail: str):
        self.step = step
        super().__init__(path, f"step {step}: {detail}")


class ServerUnreachable(CampaignError):
    """A shared campaign's PostgreSQL server could not be reached or refused the
    connection (``detail`` says what the server or the network said)."""


class CampaignIsReadOnly(CampaignError):
    """An edit was attempted on a campaign opened read-only; nothing was written."""


def _database_damage() -> tuple[type[Exception], ...]:
    import sqlite3

    from peewee import DatabaseError

    return (DatabaseError, sqlite3.DatabaseError)


def __getattr__(name: str) -> object:
    # ``DatabaseDamage``: what reading a damaged file raises (the database driver's own
    # errors), for the UI to catch without naming the driver: the checks that find damage
    # up front run after the first paint, so the first reads of a damaged file can meet it.
    # Made on first use: the window's first paint imports these errors, not peewee.
    if name == "DatabaseDamage":
        value = globals()[name] = _database_damage()
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class WriteFailed(CampaignError):
    """An edit could not be written; the transaction was rolled back, so the campaign is
    exactly as it was before the edit. ``reason``: ``"full"`` (the disk is full; ``needed``
    bytes more would do), ``"locked"`` (another program holds the file), ``"io"`` (the
    disk or the file system failed), ``"vanished"`` (the file was deleted, moved or replaced
    while open; ``rescue`` names the copy of everything up to this edit), ``"gone"`` (a
    record the edit changes no longer exists; ``what`` names it), ``"changed"`` (undo: the
    record was changed since by something else; ``what`` names it; ``who``: the other
    client of a shared campaign that changed it, when it was one), ``"disconnected"`` (the
    connection to a shared campaign's server was lost during the write: nothing more is
    written until it is back, and then it is known whether this one was saved),
    ``"conflict"`` (another client changed the same lines of a text the edit changed: the
    edit's ``__cause__`` is the :class:`TextConflict` with both texts), ``"unreadable"`` and
    ``"too large"`` (undo or redo: the step the campaign file kept is damaged, or would
    unpack to more than ``needed`` bytes; nothing was written), ``"other"``.
    ``kind`` and ``record``: what ``what`` is ("contact", "character", ...) and its id, where
    known; ``fields``: the fields another client changed since the edit's value was read."""

    def __init__(
        self,
        path: Path | str,
        detail: str = "",
        *,
        reason: str = "other",
        what: str = "",
        needed: int | None = None,
        rescue: Path | None = None,
        who: str = "",
        kind: str = "",
        fields: tuple[str, ...] = (),
        record: int | None = None,
    ):
        super().__init__(path, detail, reason=reason)
        self.record = record
        self.what = what
        self.who = who
        self.needed = needed
        self.rescue = rescue
        self.kind = kind
        self.fields = tuple(fields)

    @classmethod
    def of(cls, path: Path | str, exc: RecordGone | ChangedSince) -> WriteFailed:
        """The WriteFailed of a change that met a row gone or changed since."""
        reason = "gone" if isinstance(exc, RecordGone) else exc.reason
        return cls(
            path,
            str(exc),
            reason=reason,
            what=exc.name,
            who=getattr(exc, "who", ""),
            kind=exc.kind,
            fields=getattr(exc, "fields", ()),
            record=exc.id,
        )


class RecordGone(Exception):
    """A change met no row where it expected one (``kind`` "character", ``id``, ``name``)."""

    def __init__(self, kind: str, row_id: int, name: str = ""):
        self.kind = kind
        self.id = row_id
        self.name = name
        super().__init__(f"no {kind} {row_id}" + (f" ({name})" if name else ""))


class ChangedSince(Exception):
    """A change met a record that no longer holds what it expects (``kind``, ``id``,
    ``name``): something outside this history changed it since (``who``: another client
    of a shared campaign that did, named as its rows name it; empty for this client;
    ``fields``: the fields it changed, where the change knows them)."""

    #: the WriteFailed reason it becomes
    reason = "changed"

    def __init__(
        self, kind: str, row_id: int, name: str = "", who: str = "", fields: tuple[str, ...] = ()
    ):
        self.kind = kind
        self.id = row_id
        self.name = name
        self.who = who
        self.fields = tuple(fields)
        super().__init__(
            f"{kind} {row_id} was changed since"
            + (f" ({name})" if name else "")
            + (f" by {who}" if who else "")
        )


class TextConflict(ChangedSince):
    """A text (``fields[0]``: a character's notes) that this client and another (``who``)
    changed in the same places since ``base`` was read: ``mine`` and ``theirs`` (as stored
    now) are both kept for the GM to choose; ``both`` holds, where they differ, theirs and
    then mine."""

    reason = "conflict"

    def __init__(
        self,
        kind: str,
        row_id: int,
        name: str,
        who: str,
        field: str,
        texts: tuple[str, str, str, str],
    ):
        super().__init__(kind, row_id, name, who, (field,))
        self.base, self.mine, self.theirs, self.both = texts


class FightMovedOn(Exception):
    """A step worked out from an older version of the fight than the stored one: another
    client (``who``, as its rows name it) stepped it meanwhile. Nothing was written."""

    def __init__(self, encounter_id: int, who: str = ""):
        self.encounter_id = encounter_id
        self.who = who
        super().__init__(
            f"encounter {encounter_id} was stepped since" + (f" by {who}" if who else "")
        )
