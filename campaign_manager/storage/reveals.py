"""What the GM showed the players: the ``reveal`` table (schema 17) and how it is read.

A reveal is a handout the GM shows to everyone or to chosen player characters: a text
(``kind`` "text"), a picture with a title ("image") or a card of an NPC, a contact or a
favour ("card": a name, what the GM chose of its description and perhaps a portrait).
``audience`` names the PCs it is meant for (their character ids, as text; empty: everyone).
A reveal the GM took back is ``withdrawn`` (kept, so it may be shown again); one the GM
dismissed from the TV is ``dismissed`` (the TV shows a reveal for everyone full screen until
then). The picture's bytes are kept in the row (PNG, JPEG, GIF or WebP by their first bytes,
at most :data:`MAX_REVEAL_IMAGE_BYTES`); :func:`reveals` never reads them, only whether
there are some, and :func:`reveal_image` reads one reveal's.

A row put in a file by something else (a hostile or broken file) is read the safe way: an
audience that is not a list of ids is meant for nobody, an unknown kind is a text, bytes
that are no picture are none. The changes are in :mod:`.changes.reveals`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from peewee import (
    AutoField,
    BlobField,
    BooleanField,
    CharField,
    Database,
    DateTimeField,
    PostgresqlDatabase,
    TextField,
    fn,
)

from campaign_manager.storage.added_tables import create_versioned_table, json_type
from campaign_manager.storage.db import BaseModel
from campaign_manager.storage.image_kind import image_type
from campaign_manager.storage.models import JSONField, utcnow, versioned
from campaign_manager.storage.unreadable import UnreadableValue

TABLE = "reveal"
#: on a server, what the players' role may read of the reveals: those for everyone, not
#: taken back (the README's recipe grants it). A handout for chosen PCs is not in it: any
#: player may hold that role, and one player's handout is no other player's business
PLAYERS_VIEW = "player_reveal"
#: what a reveal is
KINDS = ("text", "image", "card")
#: the largest picture a reveal keeps (a phone's photo fits; undo keeps it twice)
MAX_REVEAL_IMAGE_BYTES = 8 * 1024 * 1024
#: the longest title and text a reveal keeps (characters)
MAX_TITLE = 200
MAX_BODY = 20_000


@versioned
class Reveal(BaseModel):
    id = AutoField()
    kind = CharField(max_length=10, default="text")
    title = CharField(max_length=MAX_TITLE, default="")
    body = TextField(default="")
    #: the picture (PNG, JPEG, GIF or WebP), None: none
    image = BlobField(null=True)
    #: the PCs it is meant for: their character ids as text; empty: everyone
    audience = JSONField(default=list)
    withdrawn = BooleanField(default=False)
    #: the GM took it off the TV (it stays in the players' notebooks)
    dismissed = BooleanField(default=False)
    created_at = DateTimeField(default=utcnow)
    updated_at = DateTimeField(default=utcnow)

    touched_field = "reveals"

    class Meta:
        table_name = TABLE


def create_table(database: Database) -> None:
    """Schema 17's table, made as every added table is (:mod:`.added_tables`)."""
    server = isinstance(database, PostgresqlDatabase)
    blob = "BYTEA" if server else "BLOB"
    false = "FALSE" if server else "0"
    flag = "BOOLEAN" if server else "INTEGER"
    create_versioned_table(
        database,
        TABLE,
        "\"kind\" VARCHAR(10) NOT NULL DEFAULT 'text', "
        f"\"title\" VARCHAR({MAX_TITLE}) NOT NULL DEFAULT '', "
        "\"body\" TEXT NOT NULL DEFAULT '', "
        f'"image" {blob}, '
        f"\"audience\" {json_type(database)} NOT NULL DEFAULT '[]', "
        f'"withdrawn" {flag} NOT NULL DEFAULT {false}, '
        f'"dismissed" {flag} NOT NULL DEFAULT {false}',
    )
    if server:  # what the players may read: a file has no roles (nor any view)
        from campaign_manager.storage import player_view

        database.execute_sql(
            f'CREATE VIEW "{PLAYERS_VIEW}" AS SELECT "id", "kind", "title", "body", "image", '
            '"audience", "dismissed", "created_at" FROM "reveal" '
            'WHERE NOT "withdrawn" AND "audience" = \'[]\'::jsonb'
        )
        player_view.grant_as_fights(database, PLAYERS_VIEW, "SELECT")


# -- reading ------------------------------------------------------------------------------
def audience_of(value: Any) -> list[str] | None:
    """The stored audience as a list of character ids (text); None for anything else (a
    hostile file's): such a reveal is meant for nobody."""
    if isinstance(value, UnreadableValue) or not isinstance(value, list):
        return None
    ids = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, str | int):
            return None
        text = str(item)
        if not text.isdigit() or len(text) > 18:
            return None
        ids.append(text)
    return ids


def _stamp(value: Any) -> str:
    if isinstance(value, datetime):
        return value.isoformat()
    return str(value or "")


#: a stored audience that is not a list of ids: a character id no PC ever has
NOBODY = "-1"

_COLUMNS = (
    Reveal.id,
    Reveal.kind,
    Reveal.title,
    Reveal.body,
    Reveal.audience,
    Reveal.withdrawn,
    Reveal.dismissed,
    Reveal.created_at,
)


def reveals() -> list[dict]:
    """Every reveal of the campaign, oldest first, as plain rows: ``id``, ``kind``,
    ``title``, ``body``, ``has_image``, ``audience`` (character ids as text; empty: everyone),
    ``withdrawn``, ``dismissed``, ``created`` (ISO). The pictures' bytes are not read."""
    with_image = (
        Reveal.select(Reveal.id).where(Reveal.image.is_null(False)).order_by(Reveal.id).tuples()
    )
    pictured = {row_id for (row_id,) in with_image}
    query = Reveal.select(*_COLUMNS).order_by(Reveal.created_at, Reveal.id)
    rows = []
    for row in query:
        audience = audience_of(row.audience)
        rows.append(
            {
                "id": row.id,
                "kind": row.kind if row.kind in KINDS else "text",
                "title": str(row.title or "")[:MAX_TITLE],
                "body": str(row.body or "")[:MAX_BODY],
                "has_image": row.id in pictured,
                "audience": [NOBODY] if audience is None else audience,
                "withdrawn": bool(row.withdrawn),
                "dismissed": bool(row.dismissed),
                "created": _stamp(row.created_at),
            }
        )
    return rows


def reveal_image(reveal_id: int) -> bytes | None:
    """The picture of reveal ``reveal_id`` (None: it has none, is gone, or what it keeps is
    no picture this app shows)."""
    size = fn.LENGTH(Reveal.image)
    query = Reveal.select(Reveal.image).where(
        (Reveal.id == reveal_id) & (size <= MAX_REVEAL_IMAGE_BYTES)  # a hostile file's 2 GB
    )
    row = query.tuples().first()
    if row is None or row[0] is None:
        return None
    data = bytes(row[0])
    if len(data) > MAX_REVEAL_IMAGE_BYTES or image_type(data) is None:
        return None
    return data
