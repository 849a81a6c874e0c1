"""Row versions: no edit of one client overwrites another's unseen.

Every row a client edits carries a ``version`` and who wrote it last (``changed_by``, the
client's name: on a server its application name or role, in a file the local GM). A
write lands only where the row still has the version its change read, and raises it by
one (``UPDATE ... WHERE id = ? AND version = ?``). Where another client wrote the row in
between (only on a server: a file has one client), the change reads the row again and
merges: it writes where the row still holds, for every key (a sheet: every key path) it
touches, what it read there; anything else is refused, naming who changed it
(:class:`~campaign_manager.storage.errors.ChangedSince`).
"""

from __future__ import annotations

import getpass
from collections.abc import Callable
from typing import Any

from peewee import Model

from campaign_manager.storage.errors import ChangedSince

#: How often a change reads a row again when other clients keep writing it meanwhile.
ATTEMPTS = 50


def local_gm() -> str:
    """Who edits a campaign file: the user logged in here."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "GM"


def is_versioned(model: type[Model]) -> bool:
    return "version" in model._meta.fields


def stamps(campaign: Any, model: type[Model]) -> dict[str, Any]:
    """The columns a new row of ``model`` gets from the client writing it."""
    return {"changed_by": campaign.who} if is_versioned(model) else {}


def write_row(campaign: Any, model: type[Model], row: Model, values: dict[str, Any]) -> bool:
    """Set ``values`` on ``row`` (as read) where it still has the version read, raising the
    version and naming this client; False when another client wrote it meanwhile."""
    if not is_versioned(model):
        model.update(**values).where(model.id == row.id).execute()
        return True
    query = model.update(**values, version=model.version + 1, changed_by=campaign.who).where(
        (model.id == row.id) & (model.version == row.version)
    )
    return query.execute() == 1


def delete_row(model: type[Model], row: Model) -> bool:
    """Delete ``row`` (as read) where it still has the version read; False when another
    client wrote it meanwhile."""
    query = model.delete().where(model.id == row.id)
    if is_versioned(model):
        query = query.where(model.version == row.version)
    return query.execute() == 1


def until_written(attempt: Callable[[bool], bool], kind: str, row_id: int) -> None:
    """Run ``attempt(again)`` until it writes (returns True); ``again`` is True after a
    write that another client's came before. Raises what the attempt raises (a refusal),
    or :class:`ChangedSince` when other clients kept writing the row every time."""
    for number in range(ATTEMPTS):
        if attempt(number > 0):
            return
    raise ChangedSince(kind, row_id)


def shared(campaign: Any) -> bool:
    """Whether other clients write the campaign too (a server's; a file has one)."""
    return getattr(campaign, "url", None) is not None


def other_writer(campaign: Any, row: Model | None) -> str:
    """Who wrote ``row`` last when that was another client (else empty)."""
    who = getattr(row, "changed_by", "") if row is not None else ""
    return who if who and who != campaign.who else ""
