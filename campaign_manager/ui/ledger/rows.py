"""The rows of the ledger's tables, built once from plain records (no Qt, no sheets).

Each :class:`Row` carries its cells as shown, its sort keys (each text as a reader
expects it sorted, :func:`~campaign_manager.ui.models.name_keys.name_key`, made here with
the row: the first sort of a column costs what a later one does), a folded search text and
the *keys* a filter may ask for: ``("character", id)``, ``("contact", id)``,
``("network", id)`` and ``("area", name)``. Filtering 50,000 rows is then one pass over
tuples, fast enough for one frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import islice
from typing import Any

from PySide6.QtCore import QCoreApplication

from campaign_manager.ledger.parts import NetworkRules
from campaign_manager.ledger.records import (
    CERTAINTY_TEXTS,
    FAVOUR_SIZE_TEXTS,
    FAVOUR_STATE_TEXTS,
    LINK_REASON_TEXTS,
)
from campaign_manager.systems.common import Text, signed
from campaign_manager.ui.ledger.deadlines import DUE_KEY, DueCell, DueDates
from campaign_manager.ui.models.name_keys import NameKeys

Key = tuple[str, Any]
Tr = Callable[[str], str]


@dataclass(frozen=True, eq=False, slots=True)  # a row is itself: found by identity
class Row:
    kind: str  # "person", "favour", "network", "operation", "relation"
    record: dict
    cells: tuple[str, ...]
    sort: tuple[Any, ...]
    search: str
    keys: frozenset[Key] = field(default_factory=frozenset)
    known_to_players: bool = True
    # a favour's or operation's due date against the clock: "overdue", "due" or None
    due: str | None = None


class RowBuilder:
    """Turns records into rows, naming parties from ``names`` in ``language``; a network's
    group and an operation's words come from ``networks``, the rule system's (a key as it
    is without them)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The builder's own texts, in its own context (lupdate lists them as RowBuilder)."""
        return QCoreApplication.translate("RowBuilder", text, disambiguation, n)

    def __init__(
        self,
        names: dict[tuple[str, int], str],
        language: str,
        tr: Tr,
        networks: NetworkRules | None = None,
        deadlines: DueDates | None = None,
    ):
        self.names = names
        self.deadlines = deadlines  # the due dates' cells (none: the column stays empty)
        self.language = language
        self.networks = networks
        self._tr = tr  # kept for callers; its own texts are in the RowBuilder context
        # asked for on every row of a large ledger: translated once
        self._yes, self._no = self.tr("yes"), self.tr("no")
        self._in_play, self._at_creation = self.tr("in play"), self.tr("at creation")
        self._groups: dict[str, Text | None] = {}
        self._sort_keys = NameKeys()  # each text's key made once (names repeat)

    def _row(self, kind, record, cells, sorts, keys, known=True, due=None) -> Row:
        # the unit separator keeps a search from matching across two cells
        search = "\x1f".join(cells).casefold()
        sort = self._sort_keys.keys_of(sorts)
        return Row(kind, record, tuple(cells), sort, search, frozenset(keys), known, due)

    def name(self, kind: str, ident: int | None) -> str:
        if ident is None:
            return ""
        found = self.names.get((kind, ident))
        if found is not None:
            return found
        return self.tr("(deleted #%1)").replace("%1", str(ident))

    def text(self, text: Text) -> str:
        return text.get(self.language)

    def yes_no(self, value: bool) -> str:
        return self._yes if value else self._no

    def _group(self, kind: str) -> Text | None:
        """The rule system's group of a network's kind (asked once per kind: working it
        out for each network was a pause: benchmarks/notes/ledger.md, "ui/ledger/rows.py")."""
        if self.networks is None:
            return None
        if kind not in self._groups:
            self._groups[kind] = self.networks.group_name(kind)
        return self._groups[kind]

    def _opposition(self, key: str) -> Text:
        return self.networks.opposition_text(key) if self.networks else Text(key, key)

    def _outcome(self, key: str) -> Text:
        return self.networks.outcome_text(key) if self.networks else Text(key, key)

    # -- people: a link, or a contact nobody knows yet ----------------------------------
    def person(self, contact: dict, link: dict | None) -> Row:
        who_knows = self.name("character", link["character_id"]) if link else ""
        influence = link["influence"] if link else None
        reason = self.text(LINK_REASON_TEXTS[link["reason"]]) if link and link["reason"] else ""
        attitude = signed(link["attitude"]) if link else ""
        gained = (self._in_play if link["in_play"] else self._at_creation) if link else ""
        cells = (
            contact["name"],
            who_knows,
            "" if influence is None else str(influence),
            contact["area"],
            contact["who"],
            contact["where"],
            link["how_met"] if link else "",
            reason,
            attitude,
            self.yes_no(link["known_to_players"]) if link else "",
            gained,
        )
        sorts = (
            contact["name"],
            who_knows,
            -1 if influence is None else influence,
            contact["area"],
            contact["who"],
            contact["where"],
            cells[6],
            reason,
            link["attitude"] if link else -99,
            cells[9],
            gained,
        )
        keys = {("contact", contact["id"]), ("area", contact["area"])}
        if link:
            keys.add(("character", link["character_id"]))
        record = {"contact": contact, "link": link}
        known = link["known_to_players"] if link else False
        return self._row("person", record, cells, sorts, keys, known)

    def favour(self, f: dict) -> Row:
        debtor = self.name(f["debtor_kind"], f["debtor_id"])
        creditor = self.name(f["creditor_kind"], f["creditor_id"])
        size = f["size_text"] if f["size"] == "custom" else self.text(FAVOUR_SIZE_TEXTS[f["size"]])
        state = self.text(FAVOUR_STATE_TEXTS[f["state"]])
        due = self._due(self.deadlines.favour(f) if self.deadlines else None)
        cells = (
            debtor,
            creditor,
            size,
            f["reason"],
            f["when"],
            state,
            self.yes_no(f["known_to_players"]),
            due.text,
        )
        sorts = (*cells[:-1], due.sort)
        keys = {(f["debtor_kind"], f["debtor_id"]), (f["creditor_kind"], f["creditor_id"])}
        if due.state:
            keys.add(DUE_KEY)
        return self._row("favour", f, cells, sorts, keys, f["known_to_players"], due.state)

    @staticmethod
    def _due(cell: DueCell | None) -> DueCell:
        return cell if cell is not None else DueCell("", (1, 0), None)

    def network(self, n: dict) -> Row:
        owner = self.name("character", n["owner_id"])
        liaison = self.name("contact", n["liaison_id"])
        group = self._group(n["kind"])
        strength = "" if n["cipher_strength"] is None else f" ({n['cipher_strength']})"
        cells = (
            owner,
            n["kind"],
            n["area"],
            str(n["rating"]),
            liaison,
            n["dead_drop"],
            f"{n['cipher']}{strength}".strip(),
            n["language"],
            self.text(group) if group else "",
        )
        sorts = (
            owner,
            n["kind"],
            n["area"],
            n["rating"],
            liaison,
            n["dead_drop"],
            cells[6],
            n["language"],
            cells[8],
        )
        keys = {("character", n["owner_id"]), ("network", n["id"]), ("area", n["area"])}
        if n["liaison_id"]:
            keys.add(("contact", n["liaison_id"]))
        return self._row("network", n, cells, sorts, keys, n["known_to_players"])

    def operation(self, op: dict, networks: dict[int, dict]) -> Row:
        net = networks.get(op["network_id"])
        where = (
            f"{net['kind']} – {net['area']}" if net and net["area"] else (net or {}).get("kind", "")
        )
        against = f"{self.text(self._opposition(op['against']))} {op['value']}"
        due = self._due(self.deadlines.operation(op) if self.deadlines else None)
        if op["success"] is None:
            test, outcome = self.tr("not run yet"), ""
            test_sort = (0, 0)
        elif op["decided"] == "gm":
            test = self.tr("the GM decided")
            outcome = self.tr("success") if op["success"] else self.tr("failure")
            test_sort = (1, int(op["success"]))
        else:
            test, margin = self._network_test(op, net)
            outcome = self.text(self._outcome(op["outcome"]))
            test_sort = (2, margin)
        cells = (
            where,
            op["request"],
            against,
            op["target"],
            test,
            outcome,
            str(op["cost_zl"]) if op["cost_zl"] else "",
            op["when"],
            op["result"],
            due.text,
        )
        sorts = (
            where,
            op["request"],
            (op["against"], op["value"]),
            op["target"],
            test_sort,
            outcome,
            op["cost_zl"],
            op["when"],
            op["result"],
            due.sort,
        )
        keys = {("network", op["network_id"])}
        if net:
            keys |= {("character", net["owner_id"]), ("area", net["area"])}
        if due.state:
            keys.add(DUE_KEY)
        return self._row("operation", op, cells, sorts, keys, op["known_to_players"], due.state)

    def _network_test(self, op: dict, net: dict | None) -> tuple[str, int]:
        """A rolled operation's test in words by its totals ("network 6 against 5", the
        rating, modifiers and die against the value and die), and its margin."""
        against = op["value"] + op["opposition_roll"]
        if op["margin"] is not None:
            margin = op["margin"]
        else:  # (a record without its margin: worked out from the network's rating)
            margin = (net or {}).get("rating", 0) + op["modifier"] + op["actor_roll"] - against
        if op["modifier"]:
            text = self.tr("network %1 against %2 (modifiers %3)").replace(
                "%3", signed(op["modifier"])
            )
        else:
            text = self.tr("network %1 against %2")
        return text.replace("%1", str(against + margin)).replace("%2", str(against)), margin

    def relation(self, r: dict) -> Row:
        source = self.name(r["source_kind"], r["source_id"])
        target = self.name(r["target_kind"], r["target_id"])
        cells = (
            source,
            r["label"],
            target,
            signed(r["attitude"]),
            r["reverse_label"],
            self.text(CERTAINTY_TEXTS[r["certainty"]]),
            self.yes_no(r["known_to_players"]),
        )
        sorts = (
            source,
            r["label"],
            target,
            r["attitude"],
            r["reverse_label"],
            cells[5],
            cells[6],
        )
        keys = {(r["source_kind"], r["source_id"]), (r["target_kind"], r["target_id"])}
        return self._row("relation", r, cells, sorts, keys, r["known_to_players"])


def people_rows(builder: RowBuilder, contacts: list[dict], links: list[dict]) -> list[Row]:
    """One row per link, and one for each contact nobody knows (yet)."""
    return [row for batch in people_batches(builder, contacts, links) for row in batch]


def people_batches(
    builder: RowBuilder, contacts: list[dict], links: list[dict], size: int = 800, skip: int = 0
):
    """The rows of :func:`people_rows`, ``size`` at a time, the first ``skip`` left out
    (not built)."""
    by_id = {c["id"]: c for c in contacts}

    def people():  # each link's contact, then the contacts no link named
        known = set()
        for link in links:
            contact = by_id.get(link["contact_id"])
            if contact is not None:
                known.add(contact["id"])
                yield contact, link
        for contact in contacts:
            if contact["id"] not in known:
                yield contact, None

    batch: list[Row] = []
    for contact, link in islice(people(), skip, None):
        batch.append(builder.person(contact, link))
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch
