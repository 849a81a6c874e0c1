"""A player's notebook: what the GM showed that player, in order, until the GM takes it back;
and the reveal the TV shows full screen now. Plain Python over the plain rows of
``storage.queries.reveals()`` (``id``, ``kind``, ``title``, ``body``, ``has_image``,
``audience``: character ids as text, empty for everyone, ``withdrawn``, ``dismissed``,
``created``): no Qt, no database.

A row that is not well formed (a broken or hostile file's) is left out rather than shown:
a notebook never holds what its player must not see.
"""

from __future__ import annotations

from typing import Any

KINDS = ("text", "image", "card")


def _audience(row: dict) -> list[str] | None:
    audience = row.get("audience")
    if not isinstance(audience, list) or not all(isinstance(a, str) for a in audience):
        return None
    return audience


def _valid(row: Any) -> bool:
    return (
        isinstance(row, dict)
        and isinstance(row.get("id"), int)
        and not isinstance(row.get("id"), bool)
        and _audience(row) is not None
    )


def _oldest_first(reveals: list[dict]) -> list[dict]:
    rows = [row for row in reveals if _valid(row)]
    return sorted(rows, key=lambda row: (str(row.get("created") or ""), row["id"]))


def is_for(row: dict, character_id: str) -> bool:
    """Whether reveal ``row`` is meant for the PC ``character_id`` (for everyone, or named)."""
    audience = _audience(row)
    if audience is None:
        return False
    return not audience or str(character_id) in audience


def item(row: dict) -> dict:
    """A reveal as a notebook item: ``id``, ``kind``, ``title``, ``body``, ``image``
    (whether it has a picture, fetched apart), ``everyone``."""
    kind = row.get("kind")
    return {
        "id": row["id"],
        "kind": kind if kind in KINDS else "text",
        "title": str(row.get("title") or ""),
        "body": str(row.get("body") or ""),
        "image": bool(row.get("has_image")),
        "everyone": not _audience(row),
    }


def notebook_for(character_id: str, reveals: list[dict]) -> list[dict]:
    """The notebook of the PC ``character_id``: the items of the reveals not taken back
    that are meant for everyone or for this PC, oldest first."""
    return [
        item(row)
        for row in _oldest_first(reveals)
        if not row.get("withdrawn") and is_for(row, character_id)
    ]


def everyone_now(reveals: list[dict]) -> dict | None:
    """The reveal the TV shows full screen: the newest one meant for everyone that is
    neither taken back nor dismissed (None: none); as a notebook item."""
    shown = [
        row
        for row in _oldest_first(reveals)
        if not row.get("withdrawn") and not row.get("dismissed") and _audience(row) == []
    ]
    return item(shown[-1]) if shown else None
