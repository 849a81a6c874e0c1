"""What the Ledger page's buttons do: open the dialogs, delete with what goes, the rolls.

:class:`LedgerActions` is made by :class:`~campaign_manager.ui.ledger.page.LedgerPage`
for itself; it reads the page's ``session``, ``tables``, ``tabs``, loaded records and
what the campaign's rule system adds (``page.networks``, ``page.rolls``), and shows its
dialogs and questions over the page.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QMessageBox

from campaign_manager.storage.ledger import (
    DeleteFavour,
    DeleteLink,
    DeleteOperation,
    DeleteRelation,
    delete_contact,
    delete_network,
    dependant_counts,
)
from campaign_manager.storage.queries import character_sheet
from campaign_manager.ui.file_dialogs import save_file
from campaign_manager.ui.ledger import dialogs
from campaign_manager.ui.ledger.printout import export_player_pdf, player_pdf_name
from campaign_manager.ui.text import isolate, literal


class LedgerActions:
    """The page's actions on records: add, edit, delete, roll, print for the players."""

    def __init__(self, page):
        self.page = page
        self._dialog = None  # the dialog opened last (tests reach it here)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("LedgerActions", text, disambiguation, n)

    @property
    def session(self):
        return self.page.session

    @property
    def _names(self) -> dict:
        self.page.loader.finish()  # an action needs the whole ledger
        return self.page._names

    @property
    def _characters(self) -> list[dict]:
        self.page.loader.finish()  # an action needs the whole ledger
        return self.page._characters

    @property
    def _records(self) -> dict[str, list[dict]]:
        self.page.loader.finish()  # an action needs the whole ledger
        return self.page._records

    # -- helpers for the dialogs ------------------------------------------------------------
    def network_label(self, n: dict) -> str:
        owner = self._names.get(("character", n["owner_id"]), "?")
        return f"{n['kind']} – {n['area']} ({owner})" if n["area"] else f"{n['kind']} ({owner})"

    def character_options(self):
        return [(c["id"], c["name"]) for c in self._characters]

    def npc_options(self):
        return [(c["id"], c["name"]) for c in self._characters if c["kind"] == "npc"]

    def contact_options(self):
        contacts = sorted(self._records["contact"], key=lambda c: c["name"].casefold())
        return [(c["id"], c["name"]) for c in contacts]

    def party_options(self):
        contact = self.tr("%1 (contact)")
        return [(f"character:{c['id']}", c["name"]) for c in self._characters] + [
            (f"contact:{i}", contact.replace("%1", name)) for i, name in self.contact_options()
        ]

    def current_table(self):
        return self.page.tabs.currentWidget()

    def selection(self, table=None) -> dict:
        """Who the GM has chosen: ``character``, ``contact`` (ids) and ``link`` (a record),
        each None when not chosen. From the row of the tab shown (a person, a favour, a
        network or an operation's network), the person in the middle of the graph, or else
        the person the page is filtered on. ``table``: that tab instead of the one shown."""
        chosen: dict = {"character": None, "contact": None, "link": None}
        table = self.current_table() if table is None else table
        record = table.current() if hasattr(table, "current") else None
        parties: list[tuple[str, int]] = []
        if table is self.page.graph:
            center = self.page.graph.current_center()
            parties = [center] if center else []
        elif record is not None and table.key == "people":
            chosen["link"] = record["link"]
            parties = [("contact", record["contact"]["id"])]
            if record["link"] is not None:
                parties.append(("character", record["link"]["character_id"]))
        elif record is not None and table.key == "favours":
            parties = [
                (record["debtor_kind"], record["debtor_id"]),
                (record["creditor_kind"], record["creditor_id"]),
            ]
        elif record is not None and table.key in ("networks", "operations"):
            network = record
            if table.key == "operations":
                network = next(
                    (n for n in self._records["network"] if n["id"] == record["network_id"]), {}
                )
            if network.get("owner_id") is not None:
                parties.append(("character", network["owner_id"]))
            if network.get("liaison_id") is not None:
                parties.append(("contact", network["liaison_id"]))
        if not parties:
            scope = dialogs.parse_party(self.page.scope.currentData())
            parties = [scope] if scope and scope[0] in ("character", "contact") else []
        for kind, ident in parties:
            if chosen.get(kind) is None:
                chosen[kind] = ident
        if chosen["link"] is None and chosen["contact"] is not None:
            links = [k for k in self._records["link"] if k["contact_id"] == chosen["contact"]]
            mine = [k for k in links if k["character_id"] == chosen["character"]]
            chosen["link"] = (mine or links or [None])[0]
        elif chosen["link"] is None and chosen["character"] is not None:
            mine = [k for k in self._records["link"] if k["character_id"] == chosen["character"]]
            chosen["link"] = (mine or [None])[0]
        return chosen

    def _open(self, dialog) -> None:
        dialog.open()
        self._dialog = dialog  # tests reach the open dialog here

    def _kinds(self, *more: str) -> list[str]:
        """The network kinds a network dialog offers: the rules' and ``more``."""
        known = self.page.networks.kinds() if self.page.networks is not None else ()
        return sorted({*known, *more}, key=str.casefold)

    def _capabilities(self):
        return self.page.networks.capabilities if self.page.networks is not None else None

    def owner_contacts(self) -> dict[int, list[tuple[int, str]]]:
        """Each character's contacts (the liaisons its networks may have), by name."""
        names = {c["id"]: c["name"] for c in self._records["contact"]}
        out: dict[int, list[tuple[int, str]]] = {}
        for link in self._records["link"]:
            if link["contact_id"] in names:
                out.setdefault(link["character_id"], []).append(
                    (link["contact_id"], names[link["contact_id"]])
                )
        return {k: sorted(v, key=lambda pair: pair[1].casefold()) for k, v in out.items()}

    def rating_of(self, character_id: int, kind: str) -> int:
        """The rating a new network of the character gets, as the rules say (0 without)."""
        rules = self.page.networks
        if rules is None or rules.rating_of is None:
            return 0
        return rules.rating_of(self._sheet(character_id), kind)

    def network_warnings(self, character_id: int, record: dict):
        """What the rules say of the character owning its networks with ``record``."""
        rules = self.page.networks
        if rules is None or rules.warnings is None:
            return ()
        mine = [
            n
            for n in self._records["network"]
            if n["owner_id"] == character_id and n["id"] != record.get("id")
        ]
        return rules.warnings(self._sheet(character_id), [*mine, record])

    def _network_rules(self) -> dict:
        return {
            "owner_contacts": self.owner_contacts(),
            "rating_of": self.rating_of,
            "warnings": self.network_warnings,
        }

    # -- actions ----------------------------------------------------------------------------
    def add_person(self) -> None:
        self._open(
            dialogs.PersonDialog(
                self.session, self.character_options(), parent=self.page, npcs=self.npc_options()
            )
        )

    def link_person(self) -> None:
        record = self.page.tables["people"].current()
        contact_id = record["contact"]["id"] if record else None
        self._open(
            dialogs.LinkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                contact_id,
                parent=self.page,
            )
        )

    def add_favour(self) -> None:
        """A new favour, starting on the chosen people: the contact owes the character."""
        dialog = dialogs.FavourDialog(self.session, self.party_options(), parent=self.page)
        chosen = self.selection()
        table = self.current_table()
        record = table.current() if getattr(table, "key", None) == "favours" else None
        if record is not None:
            debtor = dialogs.party_key(record["debtor_kind"], record["debtor_id"])
            creditor = dialogs.party_key(record["creditor_kind"], record["creditor_id"])
        else:
            debtor = chosen["contact"] and dialogs.party_key("contact", chosen["contact"])
            creditor = chosen["character"] and dialogs.party_key("character", chosen["character"])
        dialog.start_on(debtor or None, creditor or None)
        self._open(dialog)

    def add_network(self) -> None:
        kinds = self._kinds(*(n["kind"] for n in self._records["network"]))
        self._open(
            dialogs.NetworkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                kinds,
                cipher_of=self.cipher_of,
                capabilities=self._capabilities(),
                parent=self.page,
                **self._network_rules(),
            )
        )

    def add_relation(self) -> None:
        self._open(dialogs.RelationDialog(self.session, self.party_options(), parent=self.page))

    def _from_sheet(self, table, record) -> bool:
        """A relation kept in step with a sheet's feelings is edited on the sheet."""
        if table.key != "relations" or record.get("origin") != "feelings":
            return False
        QMessageBox.information(
            self.page,
            self.tr("A feeling from the sheet"),
            self.tr(
                "This relation is a feeling on the character's sheet and follows it. "
                "Change the feeling on the sheet's Feelings tab."
            ),
        )
        return True

    def edit_current(self) -> None:
        table = self.current_table()
        record = table.current()
        if record is None or self._from_sheet(table, record):
            return
        key = table.key
        if key == "people":
            dialog = dialogs.PersonDialog(
                self.session,
                self.character_options(),
                record["contact"],
                record["link"],
                parent=self.page,
                npcs=self.npc_options(),
            )
        elif key == "favours":
            dialog = dialogs.FavourDialog(self.session, self.party_options(), record, self.page)
        elif key == "networks":
            dialog = dialogs.NetworkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                self._kinds(record["kind"]),
                record,
                capabilities=self._capabilities(),
                parent=self.page,
                **self._network_rules(),
            )
        elif key == "operations":
            dialog = dialogs.OperationDialog(self.session, record, self.page)
        else:
            dialog = dialogs.RelationDialog(self.session, self.party_options(), record, self.page)
        self._open(dialog)

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self.page, title, literal(text))
        return answer == QMessageBox.StandardButton.Yes

    def delete_current(self) -> None:
        table = self.current_table()
        record = table.current()
        if record is None or self._from_sheet(table, record):
            return
        if table.key == "people":
            link = record["link"]
            if link is None:
                self.delete_person()
                return
            who = self._names.get(("character", link["character_id"]), "?")
            text = self.tr("%1 no longer knows %2 (the person stays in the ledger)")
            text = text.replace("%1", who).replace("%2", record["contact"]["name"])
            self.session.perform(DeleteLink(link["id"]), text, origin=self.page)
        elif table.key == "favours":
            self.session.perform(
                DeleteFavour(record["id"]), self.tr("Delete favour"), origin=self.page
            )
        elif table.key == "operations":
            self.session.perform(
                DeleteOperation(record["id"]), self.tr("Delete operation"), origin=self
            )
        elif table.key == "relations":
            self.session.perform(
                DeleteRelation(record["id"]), self.tr("Delete relation"), origin=self
            )
        elif table.key == "networks":
            batch = delete_network(record["id"])
            count = len(batch.changes) - 1
            label = self.network_label(record)
            if count and not self._confirm(
                self.tr("Delete network"),
                self.tr(
                    "Delete the network %1 with its %n operation(s)? Undo brings all of it back.",
                    "",
                    count,
                ).replace("%1", isolate(label)),
            ):
                return
            self.session.perform(
                batch, self.tr("Delete network %1").replace("%1", label), origin=self
            )

    def delete_person(self) -> None:
        record = self.page.tables["people"].current()
        if record is None:
            return
        contact = record["contact"]
        counts = dependant_counts("contact", contact["id"])
        parts = []
        if counts.get("link"):
            parts.append(self.tr("%n character(s) who know them", "", counts["link"]))
        if counts.get("favour"):
            parts.append(self.tr("%n favour(s)", "", counts["favour"]))
        if counts.get("relation"):
            parts.append(self.tr("%n relation(s)", "", counts["relation"]))
        text = self.tr("Delete %1 from the ledger?").replace("%1", isolate(contact["name"]))
        if parts:
            text += " " + self.tr("With them go: %1.").replace("%1", ", ".join(parts))
        if counts.get("liaison_of"):
            text += " " + self.tr("%n network(s) lose their liaison.", "", counts["liaison_of"])
        text += " " + self.tr("Undo brings all of it back.")
        if not self._confirm(self.tr("Delete person"), text):
            return
        self.session.perform(
            delete_contact(contact["id"]),
            self.tr("Delete person %1").replace("%1", contact["name"]),
            origin=self.page,
        )

    # -- the rolls of the campaign's rule system -----------------------------------------------
    def _sheet(self, character_id: int) -> dict:
        sheet = character_sheet(character_id)
        return {} if sheet is None else sheet

    def cipher_of(self, character_id: int) -> int:
        """The cipher strength a new network of the character gets, as the rules say."""
        if self.page.networks is None:
            return 0
        return self.page.networks.cipher_of(self._sheet(character_id))

    def find_contact(self) -> None:
        rolls = self.page.rolls
        if rolls is None or rolls.find_contact is None:
            return
        dialog = rolls.find_contact(self.session, self.character_options(), self._sheet, self.page)
        character = self.selection()["character"]
        if character is not None:
            dialog.form.set_value("character_id", character)
        self._open(dialog)

    def ask_contact(self) -> None:
        rolls = self.page.rolls
        if rolls is None or rolls.ask_contact is None:
            return
        contacts = {c["id"]: c["name"] for c in self._records["contact"]}
        links = [
            (
                link,
                f"{contacts.get(link['contact_id'], '?')} – "
                f"{self._names.get(('character', link['character_id']), '?')}",
            )
            for link in self._records["link"]
        ]
        dialog = rolls.ask_contact(self.session, links, self.page)
        link = self.selection()["link"]
        if link is not None:
            dialog.form.set_value("link", link["id"])
        self._open(dialog)

    def run_operation(self) -> None:
        rolls = self.page.rolls
        if rolls is None or rolls.run_operation is None:
            return
        networks = [(n, self.network_label(n)) for n in self._records["network"]]
        dialog = rolls.run_operation(self.session, networks, self.page)
        record = self.page.tables["networks"].current()
        if record is not None and self.page.tabs.currentWidget() is self.page.tables["networks"]:
            dialog.form.set_value("network", record["id"])
        self._open(dialog)

    # -- the players' printout ----------------------------------------------------------------
    def print_for_players(self) -> Path | None:
        """Ask which character (the one filtered on, if any; else starting on the chosen
        one) and where; write the PDF."""
        scope = dialogs.parse_party(self.page.scope.currentData())
        if scope and scope[0] == "character":
            character = scope[1]
        else:
            names = [c["name"] for c in self._characters]
            if not names:
                return None
            chosen = self.selection()["character"]
            ids = [c["id"] for c in self._characters]
            name, ok = QInputDialog.getItem(
                self.page,
                self.tr("Print for the players"),
                self.tr("Whose knowledge?"),
                names,
                ids.index(chosen) if chosen in ids else 0,
                False,
            )
            if not ok:
                return None
            character = self._characters[names.index(name)]["id"]
        name = self._names.get(("character", character), "ledger")
        path = save_file(
            self.page,
            "pdf",
            self.tr("Print for the players"),
            player_pdf_name(name),
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return None
        return export_player_pdf(character, path, self.page.networks)
