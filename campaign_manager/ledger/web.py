"""The ledger as a web: who is tied to whom, one or two steps out; what the players know.

Pure Python over the ledger's record dicts. A *node* is a party ``(kind, id)``; an
:class:`Edge` is a directed tie of one kind: a relation (its label), an acquaintance
(a character knows a contact), a favour (the debtor owes the creditor, outstanding
only), or a network's liaison (the owner's network uses the contact).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from campaign_manager.ledger.checks import fail, ident, party, require, require_records
from campaign_manager.ledger.favours import OUTSTANDING
from campaign_manager.systems.common import kind_of, shown

Node = tuple[str, int]
EDGE_KINDS = ("relation", "link", "favour", "liaison")


@dataclass(frozen=True)
class Edge:
    kind: str  # one of EDGE_KINDS
    source: Node
    target: Node
    label: str = ""
    attitude: int = 0
    record_id: int = 0
    known_to_players: bool = True
    suspected: bool = False


#: what :func:`edges` reads of each kind of record
EDGE_FIELDS = {
    "relation": (
        "source_kind",
        "source_id",
        "target_kind",
        "target_id",
        "label",
        "attitude",
        "id",
        "known_to_players",
        "certainty",
    ),
    "link": ("character_id", "contact_id", "attitude", "id", "known_to_players"),
    "favour": (
        "state",
        "debtor_kind",
        "debtor_id",
        "creditor_kind",
        "creditor_id",
        "size_text",
        "size",
        "id",
        "known_to_players",
    ),
    "network": ("owner_id", "kind", "id", "known_to_players"),
}
#: what :func:`player_safe` reads of each kind of record
SAFE_FIELDS = {
    "link": ("character_id", "contact_id", "known_to_players"),
    "contact": ("id",),
    "favour": ("known_to_players", "debtor_kind", "debtor_id", "creditor_kind", "creditor_id"),
    "network": ("owner_id", "known_to_players", "id"),
    "operation": ("network_id", "known_to_players"),
    "relation": ("known_to_players", "source_kind", "source_id", "target_kind", "target_id"),
}


def edges(records: dict[str, list[dict]]) -> list[Edge]:
    """Every tie in the ledger's ``records`` (by kind: "link", "favour", "network",
    "relation"); RuleError naming the record and the key that is missing or wrong."""
    records = require_records(records, EDGE_FIELDS)
    for network in records["network"]:
        require(network, "network", (), optional=("liaison_id",))
    out: list[Edge] = []
    for r in records.get("relation", []):
        out.append(
            Edge(
                "relation",
                (r["source_kind"], r["source_id"]),
                (r["target_kind"], r["target_id"]),
                r["label"],
                r["attitude"],
                r["id"],
                r["known_to_players"],
                r["certainty"] == "suspected",
            )
        )
    for link in records.get("link", []):
        out.append(
            Edge(
                "link",
                ("character", link["character_id"]),
                ("contact", link["contact_id"]),
                "",
                link["attitude"],
                link["id"],
                link["known_to_players"],
            )
        )
    for f in records.get("favour", []):
        if f["state"] in OUTSTANDING:
            out.append(
                Edge(
                    "favour",
                    (f["debtor_kind"], f["debtor_id"]),
                    (f["creditor_kind"], f["creditor_id"]),
                    f["size_text"] or f["size"],
                    0,
                    f["id"],
                    f["known_to_players"],
                )
            )
    for n in records.get("network", []):
        if n.get("liaison_id"):
            out.append(
                Edge(
                    "liaison",
                    ("character", n["owner_id"]),
                    ("contact", n["liaison_id"]),
                    n["kind"],
                    0,
                    n["id"],
                    n["known_to_players"],
                )
            )
    return out


def neighbourhood(
    center: Node, all_edges: Iterable[Edge], steps: int = 1, kinds: Iterable[str] = EDGE_KINDS
) -> tuple[set[Node], list[Edge]]:
    """The people within ``steps`` ties of ``center`` (either direction) and the ties among
    them, counting only ties of ``kinds``."""
    center = party(center, "center")
    if type(steps) is not int or steps not in (1, 2):
        raise fail(
            f"Síť vztahů se ukazuje na jeden nebo dva kroky, ne {_shown(steps)}.",
            f"The web shows one or two steps out, not {_shown(steps)}.",
        )
    wanted = set(_edge_kinds(kinds))
    chosen = [e for e in _edges(all_edges) if e.kind in wanted]
    nodes = {center}
    frontier = {center}
    for _ in range(steps):
        reached = set()
        for e in chosen:
            if e.source in frontier and e.target not in nodes:
                reached.add(e.target)
            if e.target in frontier and e.source not in nodes:
                reached.add(e.source)
        nodes |= reached
        frontier = reached
    return nodes, [e for e in chosen if e.source in nodes and e.target in nodes]


def _shown(value: Any) -> str:
    return shown(repr(value))


def _edge_kinds(kinds: Any) -> list[str]:
    if isinstance(kinds, str | bytes) or not isinstance(kinds, Iterable):
        raise fail(
            f"Druhy vazeb jsou seznam z {', '.join(EDGE_KINDS)}, ne {kind_of(kinds).cs}.",
            f"The kinds of ties are a list of {', '.join(EDGE_KINDS)}, not {kind_of(kinds).en}.",
        )
    kinds = list(kinds)
    for kind in kinds:
        if type(kind) is not str or kind not in EDGE_KINDS:
            raise fail(
                f"Vazba je jedna z {', '.join(EDGE_KINDS)}, ne {_shown(kind)}.",
                f"A tie is one of {', '.join(EDGE_KINDS)}, not {_shown(kind)}.",
            )
    return kinds


def _edges(all_edges: Any) -> list[Edge]:
    if isinstance(all_edges, str | bytes) or not isinstance(all_edges, Iterable):
        raise fail(
            f"Vazby jsou seznam vazeb (Edge), ne {kind_of(all_edges).cs}.",
            f"The ties are a list of Edge, not {kind_of(all_edges).en}.",
        )
    all_edges = list(all_edges)
    for edge in all_edges:
        if not isinstance(edge, Edge):
            raise fail(
                f"Vazba má být Edge, ne {kind_of(edge).cs}.",
                f"A tie must be an Edge, not {kind_of(edge).en}.",
            )
    return all_edges


def player_safe(character_id: int, records: dict[str, list[dict]]) -> dict[str, list[dict]]:
    """What the character knows, as the players may read it: only records known to the
    players, and only those that concern the character (its links, its favours, its
    networks and their operations, relations of the character or of a contact it knows).
    GM notes of a contact are left out."""
    ident(character_id, "character_id")
    records = require_records(records, SAFE_FIELDS)
    me = ("character", character_id)
    links = [
        link
        for link in records.get("link", [])
        if link["character_id"] == character_id and link["known_to_players"]
    ]
    known_contacts = {link["contact_id"] for link in links}
    contacts = [
        {k: v for k, v in c.items() if k != "notes"}
        for c in records.get("contact", [])
        if c["id"] in known_contacts
    ]
    favours = [
        f
        for f in records.get("favour", [])
        if f["known_to_players"]
        and me in ((f["debtor_kind"], f["debtor_id"]), (f["creditor_kind"], f["creditor_id"]))
    ]
    networks = [
        n
        for n in records.get("network", [])
        if n["owner_id"] == character_id and n["known_to_players"]
    ]
    network_ids = {n["id"] for n in networks}
    operations = [
        op
        for op in records.get("operation", [])
        if op["network_id"] in network_ids and op["known_to_players"]
    ]
    around = {me} | {("contact", c) for c in known_contacts}
    relations = [
        r
        for r in records.get("relation", [])
        if r["known_to_players"]
        and (
            (r["source_kind"], r["source_id"]) in around
            or (r["target_kind"], r["target_id"]) in around
        )
    ]
    return {
        "contact": contacts,
        "link": links,
        "favour": favours,
        "network": networks,
        "operation": operations,
        "relation": relations,
    }
