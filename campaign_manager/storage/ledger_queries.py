"""Read-only queries over the ledger, handing plain records to the UI's models.

Nothing here reads a character sheet: the ledger names characters from the roster's
``name`` column only, so opening the ledger costs the same with 10 or 10,000 characters.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.storage.ledger import (
    MODELS,
    Contact,
    Link,
    Network,
    Operation,
    Position,
    all_records,
    record_of,
)
from campaign_manager.storage.models import CampaignInfo, Character, FormerCharacter

Party = tuple[str, int]


def characters() -> list[dict[str, Any]]:
    """Every character as ``{"id", "name", "kind"}`` (pc / npc), by name."""
    query = Character.select(Character.id, Character.name, Character.kind).order_by(Character.name)
    return [{"id": i, "name": name, "kind": kind} for i, name, kind in _plain(query)]


def _plain(query) -> list[tuple]:
    """The rows as the cursor gives them (text and whole numbers need no converting)."""
    return query.model._meta.database.execute(query).fetchall()


def party_names(
    deleted: str = "{name}", parties=None, kinds=("character", "contact")
) -> dict[Party, str]:
    """The name of every character and every contact, by ``(kind, id)`` (only of
    ``parties`` where given, only of ``kinds``); a deleted character whose records stay
    is named by ``deleted`` ("a deleted character ({name})")."""

    def of(model, kind: str):
        if kind not in kinds:
            return []
        query = model.select(model.id, model.name)
        if parties is not None:
            query = query.where(model.id.in_(sorted(i for k, i in parties if k == kind)))
        return _plain(query)

    names: dict[Party, str] = {
        ("character", i): deleted.format(name=name) for i, name in of(FormerCharacter, "character")
    }
    names.update({("character", i): name for i, name in of(Character, "character")})
    names.update({("contact", i): name for i, name in of(Contact, "contact")})
    return names


def records(kind: str, after: int = 0, limit: int | None = None, ids=None) -> list[dict[str, Any]]:
    """Every record of ``kind`` (see :data:`campaign_manager.storage.ledger.MODELS`), by
    id; those above ``after``, at most ``limit``, only ``ids`` where given."""
    return all_records(kind, after, limit, ids)


def record(kind: str, ident: int) -> dict[str, Any]:
    return record_of(MODELS[kind].get_by_id(ident), kind)


def record_or_none(kind: str, ident: int) -> dict[str, Any] | None:
    """The record, or None when it is gone (deleted, or undone)."""
    row = MODELS[kind].get_or_none(MODELS[kind].id == ident)
    return None if row is None else record_of(row, kind)


def campaign_system() -> str:
    """The key of the open campaign's rule system."""
    return CampaignInfo.get().system


def count(kind: str) -> int:
    return MODELS[kind].select().count()


def contact_portrait(contact_id: int) -> bytes | None:
    row = Contact.select(Contact.portrait).where(Contact.id == contact_id).first()
    return None if row is None else row.portrait


def positions() -> dict[Party, tuple[float, float]]:
    """Where the GM put people in the relations graph."""
    return {(r.node_kind, r.node_id): (r.x, r.y) for r in Position.select()}


def links_of(character_id: int) -> list[tuple[dict, dict]]:
    """``(link, contact)`` for every contact the character knows, in the order written."""
    query = (
        Link.select(Link, Contact)
        .join(Contact, on=(Link.contact_id == Contact.id), attr="person")
        .where(Link.character_id == character_id)
        .order_by(Link.id)
    )
    return [(record_of(row, "link"), record_of(row.person, "contact")) for row in query]


def networks_of(character_id: int) -> list[tuple[dict, str]]:
    """``(network, liaison name or "")`` for every network the character owns."""
    names = {r.id: r.name for r in Contact.select(Contact.id, Contact.name)}
    query = Network.select().where(Network.owner_id == character_id).order_by(Network.id)
    return [
        (record_of(row, "network"), names.get(row.liaison_id, "") if row.liaison_id else "")
        for row in query
    ]


def operations_of(network_id: int) -> list[dict[str, Any]]:
    query = Operation.select().where(Operation.network_id == network_id).order_by(Operation.id)
    return [record_of(row, "operation") for row in query]


def about(kind: str, ident: int) -> dict[str, list[dict[str, Any]]]:
    """Everything about one person (a character or a contact): links, favours, relations,
    networks (owned, or served as liaison) and those networks' operations."""
    party = (kind, ident)
    link_column = "contact_id" if kind == "contact" else "character_id"
    out = {
        "link": [r for r in records("link") if r[link_column] == ident],
        "favour": [
            r
            for r in records("favour")
            if party in ((r["debtor_kind"], r["debtor_id"]), (r["creditor_kind"], r["creditor_id"]))
        ],
        "relation": [
            r
            for r in records("relation")
            if party in ((r["source_kind"], r["source_id"]), (r["target_kind"], r["target_id"]))
        ],
    }
    column = "liaison_id" if kind == "contact" else "owner_id"
    out["network"] = [r for r in records("network") if r[column] == ident]
    nets = {r["id"] for r in out["network"]}
    out["operation"] = [r for r in records("operation") if r["network_id"] in nets]
    return out
