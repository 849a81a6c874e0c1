"""The Ledger area: the campaign's web of people, favours, networks, operations, relations.

Filterable tables (any text; one person, character or network; one area) with add, edit
and delete through ``session.perform`` (each one undo step; a delete that takes other
rows with it is one Batch and says first what goes). In a Dakara campaign the networks
and their operations are shown too, and the contact and network rolls are run from here.
Opening the ledger reads no character sheet: names come from the roster's name column.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage import ledger_queries as queries
from campaign_manager.storage.changes import ChangeSet
from campaign_manager.storage.ledger import (
    DeleteFavour,
    DeleteLink,
    DeleteOperation,
    DeleteRelation,
    delete_contact,
    delete_network,
    dependant_counts,
)
from campaign_manager.storage.models import Character
from campaign_manager.systems.ledger.networks import known_kinds
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.ledger import dialogs, roll_dialogs
from campaign_manager.ui.ledger.model import LedgerTableModel
from campaign_manager.ui.ledger.rows import RowBuilder, people_rows
from campaign_manager.ui.widgets.empty_state import EmptyState

TABS = ("people", "favours", "networks", "operations", "relations")
DAKARA_ONLY = ("networks", "operations")


class LedgerTable(QWidget):
    """One tab: a table and its buttons."""

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.model = LedgerTableModel([], self)
        self.view = QTableView()
        self.view.setObjectName(f"ledger_{key}")
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        header.setSortIndicatorShown(True)
        self.buttons = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.view)
        layout.addLayout(self.buttons)

    def button(self, name: str, slot) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        self.buttons.addWidget(button)
        return button

    def current(self):
        index = self.view.currentIndex()
        row = self.model.row_at(index.row()) if index.isValid() else None
        return row.record if row is not None else None


class LedgerPage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self._names: dict = {}
        self._characters: list[dict] = []
        self._records: dict[str, list[dict]] = {}

        self.empty = EmptyState(icon("ledger"))
        self.search = QLineEdit()
        self.search.setObjectName("ledger_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._apply_filter)
        self.scope = QComboBox()
        self.scope.setObjectName("ledger_scope")
        self.scope.currentIndexChanged.connect(self._apply_filter)
        self.area = QComboBox()
        self.area.setObjectName("ledger_area")
        self.area.currentIndexChanged.connect(self._apply_filter)
        self.players_only = QCheckBox()
        self.players_only.setObjectName("ledger_players_only")
        self.players_only.toggled.connect(self._apply_filter)
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.scope, 1)
        top.addWidget(self.area, 1)
        top.addWidget(self.players_only)

        self.tabs = QTabWidget()
        self.tables = {key: LedgerTable(key) for key in TABS}
        for key in TABS:
            self.tabs.addTab(self.tables[key], "")
        people, favours = self.tables["people"], self.tables["favours"]
        self.add_person_button = people.button("add_person", self.add_person)
        self.link_button = people.button("link_person", self.link_person)
        self.edit_person_button = people.button("edit_person", self.edit_current)
        self.unlink_button = people.button("unlink_person", self.delete_current)
        self.delete_person_button = people.button("delete_person", self.delete_person)
        people.buttons.addStretch(1)
        self.find_button = people.button("find_contact", self.find_contact)
        self.ask_button = people.button("ask_contact", self.ask_contact)
        self.add_favour_button = favours.button("add_favour", self.add_favour)
        self.edit_favour_button = favours.button("edit_favour", self.edit_current)
        self.delete_favour_button = favours.button("delete_favour", self.delete_current)
        favours.buttons.addStretch(1)
        networks = self.tables["networks"]
        self.add_network_button = networks.button("add_network", self.add_network)
        self.edit_network_button = networks.button("edit_network", self.edit_current)
        self.delete_network_button = networks.button("delete_network", self.delete_current)
        networks.buttons.addStretch(1)
        self.run_button = networks.button("run_operation", self.run_operation)
        operations = self.tables["operations"]
        self.run_button_2 = operations.button("run_operation_2", self.run_operation)
        self.edit_operation_button = operations.button("edit_operation", self.edit_current)
        self.delete_operation_button = operations.button("delete_operation", self.delete_current)
        operations.buttons.addStretch(1)
        relations = self.tables["relations"]
        self.add_relation_button = relations.button("add_relation", self.add_relation)
        self.edit_relation_button = relations.button("edit_relation", self.edit_current)
        self.delete_relation_button = relations.button("delete_relation", self.delete_current)
        relations.buttons.addStretch(1)
        for table in self.tables.values():
            table.view.doubleClicked.connect(lambda _index: self.edit_current())
            delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), table.view)
            delete.setContext(Qt.ShortcutContext.WidgetShortcut)
            delete.activated.connect(self.delete_current)

        main = QWidget()
        layout = QVBoxLayout(main)
        layout.addLayout(top)
        layout.addWidget(self.tabs)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(main)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.retranslate()

    # -- texts ------------------------------------------------------------------------
    def retranslate(self) -> None:
        tr = self.tr
        self.empty.set_texts(
            tr("No campaign is open"),
            tr(
                "The ledger keeps the campaign's web: who knows whom, who owes whom, which "
                "network ran which job and who stands how to whom. Open a campaign to see it."
            ),
        )
        self.search.setPlaceholderText(tr("Filter: any text…"))
        self.players_only.setText(tr("Only what the players know"))
        titles = {
            "people": tr("People"),
            "favours": tr("Favours"),
            "networks": tr("Networks"),
            "operations": tr("Operations"),
            "relations": tr("Relations"),
        }
        for index, key in enumerate(TABS):
            self.tabs.setTabText(index, titles[key])
        headers = {
            "people": [
                tr("Person"),
                tr("Known by"),
                tr("Influence"),
                tr("Area"),
                tr("Who they are"),
                tr("Where to reach them"),
                tr("How they met"),
                tr("Why they help"),
                tr("Attitude"),
                tr("Players know"),
                tr("Gained"),
            ],
            "favours": [
                tr("Who owes"),
                tr("To whom"),
                tr("How big"),
                tr("Why"),
                tr("When"),
                tr("State"),
                tr("Players know"),
            ],
            "networks": [
                tr("Owner"),
                tr("Kind"),
                tr("Area"),
                tr("Rating"),
                tr("Liaison"),
                tr("Dead drop"),
                tr("Messages (cipher)"),
                tr("Language"),
                tr("What it can do"),
            ],
            "operations": [
                tr("Network"),
                tr("What was asked"),
                tr("Against"),
                tr("Target"),
                tr("Network test"),
                tr("Outcome"),
                tr("Contractors (zl)"),
                tr("When"),
                tr("What came of it"),
            ],
            "relations": [
                tr("From"),
                tr("Relation"),
                tr("To"),
                tr("Attitude"),
                tr("The other way round"),
                tr("Certainty"),
                tr("Players know"),
            ],
        }
        for key, table in self.tables.items():
            table.model.set_headers(headers[key])
        labels = {
            self.add_person_button: tr("New person…"),
            self.link_button: tr("Another character knows…"),
            self.edit_person_button: tr("Edit…"),
            self.unlink_button: tr("Forget the link"),
            self.delete_person_button: tr("Delete person…"),
            self.find_button: tr("Find a contact…"),
            self.ask_button: tr("Ask a contact…"),
            self.add_favour_button: tr("New favour…"),
            self.edit_favour_button: tr("Edit…"),
            self.delete_favour_button: tr("Delete"),
            self.add_network_button: tr("New network…"),
            self.edit_network_button: tr("Edit…"),
            self.delete_network_button: tr("Delete…"),
            self.run_button: tr("Run an operation…"),
            self.run_button_2: tr("Run an operation…"),
            self.edit_operation_button: tr("Edit…"),
            self.delete_operation_button: tr("Delete"),
            self.add_relation_button: tr("New relation…"),
            self.edit_relation_button: tr("Edit…"),
            self.delete_relation_button: tr("Delete"),
        }
        for button, text in labels.items():
            button.setText(text)
        if self.session is not None:
            self.reload()

    # -- the session ------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.changed.disconnect(self._on_changed)
        self.session = session
        if session is None:
            self.stack.setCurrentIndex(0)
            for table in self.tables.values():
                table.model.set_rows([])
            return
        session.changed.connect(self._on_changed)
        dakara = self.is_dakara
        for key in DAKARA_ONLY:
            self.tabs.setTabVisible(TABS.index(key), dakara)
        for button in (self.find_button, self.ask_button):
            button.setVisible(dakara)
        self.stack.setCurrentIndex(1)
        self.reload()

    @property
    def is_dakara(self) -> bool:
        return self.session is not None and self.session.campaign.system == "dakara"

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.ledger or changes.characters or changes.roster:
            self.reload()

    # -- contents ---------------------------------------------------------------------
    def reload(self) -> None:
        if self.session is None:
            return
        self._characters = queries.characters()
        self._names = queries.party_names()
        self._records = {
            kind: queries.records(kind)
            for kind in ("contact", "link", "favour", "network", "operation", "relation")
        }
        builder = RowBuilder(self._names, current_language(), self.tr)
        networks = {n["id"]: n for n in self._records["network"]}
        rows = {
            "people": people_rows(builder, self._records["contact"], self._records["link"]),
            "favours": [builder.favour(f) for f in self._records["favour"]],
            "networks": [builder.network(n) for n in self._records["network"]],
            "operations": [builder.operation(o, networks) for o in self._records["operation"]],
            "relations": [builder.relation(r) for r in self._records["relation"]],
        }
        self._rows = rows
        self._fill_filters()
        self._apply_filter()

    def _fill_filters(self) -> None:
        tr = self.tr
        scope = self.scope.currentData()
        self.scope.blockSignals(True)
        self.scope.clear()
        self.scope.addItem(tr("Everyone"), None)
        for c in self._characters:
            self.scope.addItem(c["name"], f"character:{c['id']}")
        for c in sorted(self._records["contact"], key=lambda c: c["name"].casefold()):
            self.scope.addItem(tr("%1 (contact)").replace("%1", c["name"]), f"contact:{c['id']}")
        if self.is_dakara:
            for n in self._records["network"]:
                self.scope.addItem(
                    tr("%1 (network)").replace("%1", self._network_label(n)), f"network:{n['id']}"
                )
        self.scope.setCurrentIndex(max(0, self.scope.findData(scope)))
        self.scope.blockSignals(False)
        area = self.area.currentData()
        areas = sorted(
            {c["area"] for c in self._records["contact"] if c["area"]}
            | {n["area"] for n in self._records["network"] if n["area"]},
            key=str.casefold,
        )
        self.area.blockSignals(True)
        self.area.clear()
        self.area.addItem(tr("Every area"), None)
        for name in areas:
            self.area.addItem(name, name)
        self.area.setCurrentIndex(max(0, self.area.findData(area)))
        self.area.blockSignals(False)

    def _apply_filter(self, *_args) -> None:
        if self.session is None:
            return
        text, area = self.search.text(), self.area.currentData()
        scope = dialogs.parse_party(self.scope.currentData())
        only_known = self.players_only.isChecked()
        for key, table in self.tables.items():
            rows = self._rows.get(key, [])
            if only_known:
                rows = [r for r in rows if r.known_to_players]
            table.model.set_rows(rows)
            table.model.set_filter(text, scope, area)

    # -- helpers for the dialogs ------------------------------------------------------------
    def _network_label(self, n: dict) -> str:
        owner = self._names.get(("character", n["owner_id"]), "?")
        return f"{n['kind']} – {n['area']} ({owner})" if n["area"] else f"{n['kind']} ({owner})"

    def character_options(self):
        return [(c["id"], c["name"]) for c in self._characters]

    def contact_options(self):
        contacts = sorted(self._records["contact"], key=lambda c: c["name"].casefold())
        return [(c["id"], c["name"]) for c in contacts]

    def party_options(self):
        contact = self.tr("%1 (contact)")
        return [(f"character:{c['id']}", c["name"]) for c in self._characters] + [
            (f"contact:{i}", contact.replace("%1", name)) for i, name in self.contact_options()
        ]

    def current_table(self) -> LedgerTable:
        return self.tabs.currentWidget()

    def _open(self, dialog) -> None:
        dialog.open()
        self._dialog = dialog  # tests reach the open dialog here

    # -- actions ----------------------------------------------------------------------------
    def add_person(self) -> None:
        self._open(dialogs.PersonDialog(self.session, self.character_options(), parent=self))

    def link_person(self) -> None:
        record = self.tables["people"].current()
        contact_id = record["contact"]["id"] if record else None
        self._open(
            dialogs.LinkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                contact_id,
                parent=self,
            )
        )

    def add_favour(self) -> None:
        self._open(dialogs.FavourDialog(self.session, self.party_options(), parent=self))

    def add_network(self) -> None:
        kinds = sorted(
            {*known_kinds(), *(n["kind"] for n in self._records["network"])}, key=str.casefold
        )
        self._open(
            dialogs.NetworkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                kinds,
                cipher_of=self.cipher_of,
                parent=self,
            )
        )

    def add_relation(self) -> None:
        self._open(dialogs.RelationDialog(self.session, self.party_options(), parent=self))

    def edit_current(self) -> None:
        table = self.current_table()
        record = table.current()
        if record is None:
            return
        key = table.key
        if key == "people":
            dialog = dialogs.PersonDialog(
                self.session,
                self.character_options(),
                record["contact"],
                record["link"],
                parent=self,
            )
        elif key == "favours":
            dialog = dialogs.FavourDialog(self.session, self.party_options(), record, self)
        elif key == "networks":
            kinds = sorted({*known_kinds(), record["kind"]}, key=str.casefold)
            dialog = dialogs.NetworkDialog(
                self.session,
                self.character_options(),
                self.contact_options(),
                kinds,
                record,
                parent=self,
            )
        elif key == "operations":
            dialog = dialogs.OperationDialog(self.session, record, self)
        else:
            dialog = dialogs.RelationDialog(self.session, self.party_options(), record, self)
        self._open(dialog)

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def delete_current(self) -> None:
        table = self.current_table()
        record = table.current()
        if record is None:
            return
        tr = self.tr
        if table.key == "people":
            link = record["link"]
            if link is None:
                self.delete_person()
                return
            who = self._names.get(("character", link["character_id"]), "?")
            text = tr("%1 no longer knows %2 (the person stays in the ledger)")
            text = text.replace("%1", who).replace("%2", record["contact"]["name"])
            self.session.perform(DeleteLink(link["id"]), text, origin=self)
        elif table.key == "favours":
            self.session.perform(DeleteFavour(record["id"]), tr("Delete favour"), origin=self)
        elif table.key == "operations":
            self.session.perform(DeleteOperation(record["id"]), tr("Delete operation"), origin=self)
        elif table.key == "relations":
            self.session.perform(DeleteRelation(record["id"]), tr("Delete relation"), origin=self)
        elif table.key == "networks":
            batch = delete_network(record["id"])
            count = len(batch.changes) - 1
            label = self._network_label(record)
            if count and not self._confirm(
                tr("Delete network"),
                tr(
                    "Delete the network %1 with its %n operation(s)? Undo brings all of it back.",
                    "",
                    count,
                ).replace("%1", label),
            ):
                return
            self.session.perform(batch, tr("Delete network %1").replace("%1", label), origin=self)

    def delete_person(self) -> None:
        record = self.tables["people"].current()
        if record is None:
            return
        contact = record["contact"]
        counts = dependant_counts("contact", contact["id"])
        tr = self.tr
        parts = []
        if counts.get("link"):
            parts.append(tr("%n character(s) who know them", "", counts["link"]))
        if counts.get("favour"):
            parts.append(tr("%n favour(s)", "", counts["favour"]))
        if counts.get("relation"):
            parts.append(tr("%n relation(s)", "", counts["relation"]))
        text = tr("Delete %1 from the ledger?").replace("%1", contact["name"])
        if parts:
            text += " " + tr("With them go: %1.").replace("%1", ", ".join(parts))
        if counts.get("liaison_of"):
            text += " " + tr("%n network(s) lose their liaison.", "", counts["liaison_of"])
        text += " " + tr("Undo brings all of it back.")
        if not self._confirm(tr("Delete person"), text):
            return
        self.session.perform(
            delete_contact(contact["id"]),
            tr("Delete person %1").replace("%1", contact["name"]),
            origin=self,
        )

    # -- the Dakara rolls -------------------------------------------------------------------
    def _sheet(self, character_id: int) -> dict:
        row = Character.select(Character.sheet).where(Character.id == character_id).first()
        return row.sheet if row else {}

    def znamosti_of(self, character_id: int) -> int:
        value = self._sheet(character_id).get("znamosti", 0)
        return value if isinstance(value, int) else 0

    def cipher_of(self, character_id: int) -> int:
        from campaign_manager.systems.dakara.character import cipher_strength

        try:
            return max(0, min(6, cipher_strength(self._sheet(character_id))))
        except (AttributeError, KeyError, TypeError, ValueError):
            return 0

    def find_contact(self) -> None:
        self._open(
            roll_dialogs.FindContactDialog(
                self.session, self.character_options(), self.znamosti_of, parent=self
            )
        )

    def ask_contact(self) -> None:
        contacts = {c["id"]: c["name"] for c in self._records["contact"]}
        links = [
            (
                link,
                f"{contacts.get(link['contact_id'], '?')} – "
                f"{self._names.get(('character', link['character_id']), '?')}",
            )
            for link in self._records["link"]
        ]
        self._open(roll_dialogs.AskContactDialog(self.session, links, parent=self))

    def run_operation(self) -> None:
        networks = [(n, self._network_label(n)) for n in self._records["network"]]
        dialog = roll_dialogs.RunOperationDialog(self.session, networks, parent=self)
        record = self.tables["networks"].current()
        if record is not None and self.tabs.currentWidget() is self.tables["networks"]:
            dialog.form.set_value("network", record["id"])
        self._open(dialog)
