"""A sheet's contacts and networks as views of the ledger, and sheet entries as relations.

Where a campaign's rule system keeps contacts and networks on its sheets (its ledger's
``sheet_lists``, see :mod:`campaign_manager.ledger.parts`):

- :func:`sheet_lists` reads a character's contacts and networks from the ledger in the
  sheet's form, and :func:`sheet_with_ledger` puts them into a sheet, so the rules read
  the ledger exactly as the sheet, and a JSON export carries them.
- :class:`SyncSheetLists` is the change that writes the sheet editor's lists (or an
  imported character's) back into the ledger: contacts are matched by name, networks by
  kind and area; a contact renamed on the sheet (see :func:`contact_renames`) is its
  person renamed, for everyone who knows them (one person, one name; their favours,
  relations and networks stay theirs); a new name is a new person linked to the
  character, a name gone from the list is a link forgotten (the person stays for whoever
  else knows them), a network gone is deleted with its operations. One transaction,
  reverted exactly.
  :func:`import_changes` gives it for an imported character, where its system keeps lists.
- :class:`SyncFeelings` keeps a character's feelings in step as relations (``origin``
  "feelings", by the rule system that keeps them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from campaign_manager.ledger.parts import (
    SheetLists,
    SheetRelations,
    ledger_parts,
    parts_of,
    relations_kept_as,
)
from campaign_manager.storage.changes import Change
from campaign_manager.storage.ledger import (
    AddContact,
    AddLinkFor,
    AddNetwork,
    AddRelation,
    Contact,
    DeleteLink,
    DeleteNetworkRow,
    DeleteOperation,
    DeleteRelation,
    Operation,
    Relation,
    UpdateContact,
    UpdateLink,
    UpdateNetwork,
    record_of,
)
from campaign_manager.storage.ledger_queries import campaign_system, links_of, networks_of
from campaign_manager.storage.models import Character
from campaign_manager.storage.touched import Touched

CONTACT_FIELDS = ("name", "who", "where", "looks", "area")
LINK_FIELDS = ("influence", "how_met", "in_play")
NETWORK_FIELDS = ("kind", "area", "rating", "dead_drop", "cipher", "language", "in_play")


def _lists_of(system_key: str) -> SheetLists:
    """The sheet lists of the rule system ``system_key``; ValueError when it keeps none."""
    parts = ledger_parts(system_key)
    lists = parts.sheet_lists if parts is not None else None
    if lists is None:
        raise ValueError(f"The rule system {system_key!r} keeps no contacts on its sheets")
    return lists


def _open_campaign_lists() -> SheetLists:
    return _lists_of(campaign_system())


def sheet_lists(character_id: int) -> tuple[list[dict], list[dict]]:
    """The character's ``contacts`` and ``networks`` in the sheet's form, from the ledger."""
    lists = _open_campaign_lists()
    return lists.sheet_entries(links_of(character_id), networks_of(character_id))


def import_changes(system: Any, sheet: dict, character: Change) -> list[Change]:
    """What an imported ``sheet`` writes into the ledger with its character (``character``,
    an AddCharacter of the same Batch): its contacts and networks, where the rule system
    ``system`` keeps them on its sheets and the sheet has any."""
    parts = parts_of(system)
    if parts is None or parts.sheet_lists is None:
        return []
    if not sheet.get("contacts") and not sheet.get("networks"):
        return []
    return [
        SyncSheetLists(sheet.get("contacts", []), sheet.get("networks", []), character=character)
    ]


def sheet_with_ledger(character_id: int, sheet: dict) -> dict:
    """``sheet`` with its contacts and networks as the ledger holds them."""
    contacts, networks = sheet_lists(character_id)
    return {**sheet, "contacts": contacts, "networks": networks}


def _fold(name: str) -> str:
    return " ".join(name.split()).casefold()


def contact_renames(old: list[dict], new: list[dict]) -> dict[str, str]:
    """The contacts renamed between two versions of a sheet's contact list, as
    ``{new name: old name}``: a row in the same place whose name changed, where the old name
    is gone from the new list and the new name was in none of the old."""
    if len(old) != len(new):
        return {}
    old_names = {_fold(c.get("name", "")) for c in old}
    new_names = {_fold(c.get("name", "")) for c in new}
    return {
        b["name"]: a["name"]
        for a, b in zip(old, new, strict=True)
        if _fold(a.get("name", "")) != _fold(b.get("name", ""))
        and _fold(a.get("name", "")) not in new_names
        and _fold(b.get("name", "")) not in old_names
    }


def _diff(new: dict, old: dict, keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: new[k] for k in keys if k in new and new[k] != old.get(k)}


@dataclass
class SyncSheetLists(Change):
    """Write a sheet's ``contacts`` and ``networks`` lists into the ledger.

    ``character_id``, or ``character``: an AddCharacter earlier in the same Batch (an
    import), whose id is known only when it has been applied. ``renames`` (new name → old
    name, see :func:`contact_renames`): contacts the sheet renamed, matched by the old name. The row changes are worked
    out on the first apply and kept, so undo and redo replay exactly those.
    """

    contacts: list[dict]
    networks: list[dict]
    character_id: int | None = None
    character: Change | None = None
    done: list[Change] = field(default_factory=list)
    renames: dict[str, str] = field(default_factory=dict)

    def _id(self) -> int:
        if self.character_id is not None:
            return self.character_id
        ident = getattr(self.character, "id", None)
        if ident is None:
            raise ValueError("SyncSheetLists needs the character's id")
        return ident

    def _plan_and_apply(self, campaign) -> None:
        me = self._id()
        liaison_note = _lists_of(campaign.system).liaison_note
        done: list[Change] = []

        def run(change: Change) -> None:
            change.apply(campaign)
            done.append(change)

        existing = list(links_of(me))
        by_name: dict[str, list[tuple[dict, dict]]] = {}
        for link, contact in existing:
            by_name.setdefault(_fold(contact["name"]), []).append((link, contact))
        kept: set[int] = set()
        ids: dict[str, int] = {}
        for entry in self.contacts:
            candidates = by_name.get(_fold(entry["name"]), [])
            match = next((pair for pair in candidates if pair[0]["id"] not in kept), None)
            if match is None and entry["name"] in self.renames:
                candidates = by_name.get(_fold(self.renames[entry["name"]]), [])
                match = next((pair for pair in candidates if pair[0]["id"] not in kept), None)
            if match is None:
                add = AddContact({k: entry.get(k, "") for k in CONTACT_FIELDS})
                run(add)
                run(
                    AddLinkFor(
                        {
                            "character_id": me,
                            "known_to_players": True,
                            **{k: entry[k] for k in LINK_FIELDS if k in entry},
                        },
                        contact=add,
                    )
                )
                ids.setdefault(_fold(entry["name"]), add.id)
                continue
            link, contact = match
            kept.add(link["id"])
            ids.setdefault(_fold(entry["name"]), contact["id"])
            if diff := _diff(entry, contact, CONTACT_FIELDS):
                run(UpdateContact(contact["id"], diff))
            if diff := _diff(entry, link, LINK_FIELDS):
                run(UpdateLink(link["id"], diff))
        for link, _contact in existing:
            if link["id"] not in kept:
                run(DeleteLink(link["id"]))

        old_nets = list(networks_of(me))
        used: set[int] = set()
        for entry in self.networks:
            liaison_name = (entry.get("liaison") or "").strip()
            liaison = ids.get(_fold(liaison_name)) if liaison_name else None
            values = {k: entry[k] for k in NETWORK_FIELDS if k in entry}
            values["liaison_id"] = liaison
            key = (entry.get("kind"), entry.get("area", ""))
            match = next(
                (n for n, _l in old_nets if n["id"] not in used and (n["kind"], n["area"]) == key),
                None,
            )
            note = f"{liaison_note}{liaison_name}" if liaison_name and liaison is None else ""
            if match is None:
                run(AddNetwork({**values, "owner_id": me, "notes": note}))
                continue
            used.add(match["id"])
            notes = match["notes"]
            if note or notes.startswith(liaison_note):
                values["notes"] = note
            if diff := _diff(values, match, (*NETWORK_FIELDS, "liaison_id", "notes")):
                run(UpdateNetwork(match["id"], diff))
        for network, _liaison in old_nets:
            if network["id"] not in used:
                for op in Operation.select(Operation.id).where(
                    Operation.network_id == network["id"]
                ):
                    run(DeleteOperation(op.id))
                run(DeleteNetworkRow(network["id"]))
        self.done = done

    def apply(self, campaign) -> Touched:
        def op() -> None:
            if not self.done:
                self._plan_and_apply(campaign)
            else:  # redo: the same rows, the same ids
                for change in self.done:
                    change.apply(campaign)

        campaign.write(op)
        return Touched(ledger=True, ledger_unlisted=True)

    def revert(self, campaign) -> Touched:
        def op() -> None:
            for change in reversed(self.done):
                change.revert(campaign)

        campaign.write(op)
        return Touched(ledger=True, ledger_unlisted=True)


# -- a sheet's feelings as relations ----------------------------------------------------------
def _feelings_kept() -> SheetRelations:
    """The registered rule system's rules that keep a sheet's feelings as relations."""
    kept = relations_kept_as("feelings")
    if kept is None:
        raise ValueError("No rule system keeps a sheet's feelings as relations")
    return kept


def _relation_key(record: dict) -> tuple:
    return (record["target_kind"], record["target_id"], record["label"], record["attitude"])


@dataclass
class SyncFeelings(Change):
    """Keep a character's feeling relations (``origin`` "feelings") in step with the
    sheet's ``feelings``, as the rule system that keeps them reads them: a target named
    like a roster character or a ledger contact is that one; any other name becomes a new
    contact. Only the difference is written; the GM's own relations are never touched.
    ``character``: an AddCharacter earlier in the same Batch, as for :class:`SyncSheetLists`."""

    feelings: dict
    character_id: int | None = None
    character: Change | None = None
    done: list[Change] = field(default_factory=list)

    _id = SyncSheetLists._id

    def _plan_and_apply(self, campaign) -> None:
        me = self._id()
        kept = _feelings_kept()
        done: list[Change] = []

        def run(change: Change) -> None:
            change.apply(campaign)
            done.append(change)

        names = list(kept.targets(self.feelings))
        characters = {
            _fold(name): ident
            for ident, name in Character.select(Character.id, Character.name).tuples()
            if ident != me
        }
        contacts = {
            _fold(name): ident
            for ident, name in Contact.select(Contact.id, Contact.name)
            .order_by(Contact.id)
            .tuples()
        }
        targets: dict[str, tuple[str, int]] = {}
        for name in names:
            key = _fold(name)
            if key in characters:
                targets[name] = ("character", characters[key])
            elif key in contacts:
                targets[name] = ("contact", contacts[key])
            else:
                add = AddContact({"name": name, "notes": kept.contact_note})
                run(add)
                contacts[key] = add.id
                targets[name] = ("contact", add.id)
        wanted = {_relation_key(r): r for r in kept.relations(me, self.feelings, targets)}
        existing = {
            _relation_key(r): r
            for r in (
                record_of(row, "relation")
                for row in Relation.select().where(
                    (Relation.source_kind == "character")
                    & (Relation.source_id == me)
                    & (Relation.origin == "feelings")
                )
            )
        }
        for key, record in existing.items():
            if key not in wanted:
                run(DeleteRelation(record["id"]))
        for key, record in wanted.items():
            if key not in existing:
                run(AddRelation(record))
        self.done = done

    apply = SyncSheetLists.apply
    revert = SyncSheetLists.revert
