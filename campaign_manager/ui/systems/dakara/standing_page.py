"""Majetek, Postavení and Známosti with their tables' texts; areas, contacts and networks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import areas_allowed, editing
from campaign_manager.systems.dakara.costs import MAX_RATING, MIN_RATING
from campaign_manager.ui.colors import ERROR
from campaign_manager.ui.models.dict_list import Column, DictListModel
from campaign_manager.ui.systems.dakara.layout import fit_columns, refit
from campaign_manager.ui.systems.dakara.state import DakaraState
from campaign_manager.ui.text import literal, plain

RESOURCES = (("majetek", "Majetek"), ("postaveni", "Postavení"), ("znamosti", "Známosti"))


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box of the given choices (a network's kind: the Sítě specialisations)."""

    def __init__(self, choices: Callable[[], list[str]], parent=None):
        super().__init__(parent)
        self.choices = choices

    def createEditor(self, parent, option, index):
        combo = QComboBox(parent)
        combo.addItems(self.choices())
        return combo

    def setEditorData(self, editor, index) -> None:
        editor.setCurrentIndex(max(0, editor.findText(str(index.data() or ""))))

    def setModelData(self, editor, model, index) -> None:
        model.setData(index, editor.currentText())


class StandingPage(QWidget):
    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self._fitted_for: int | None = None  # whose rows the columns were fitted to
        self.language = "cs"
        self.flags: dict = {}
        self.network_kinds: list[str] = []

        resources = QGroupBox(self.tr("Property, status and contacts"))
        grid = QGridLayout(resources)
        self.spins: dict[str, QSpinBox] = {}
        self.texts: dict[str, QLabel] = {}
        self.costs: dict[str, QLabel] = {}
        for row, (key, label) in enumerate(RESOURCES):
            spin = QSpinBox()
            spin.setRange(MIN_RATING, MAX_RATING)
            spin.valueChanged.connect(lambda value, k=key, lab=label: self._resource(k, lab, value))
            name = QLabel(f"<b>{label}</b>")
            name.setBuddy(spin)
            text = plain(QLabel())  # the campaign's table (the GM may have written it)
            text.setWordWrap(True)
            cost = QLabel()
            grid.addWidget(name, row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(cost, row, 2)
            grid.addWidget(text, row, 3)
            self.spins[key], self.texts[key], self.costs[key] = spin, text, cost
        grid.setColumnStretch(3, 1)

        self.areas_edit = QLineEdit()
        self.areas_edit.setPlaceholderText(
            self.tr("Areas of influence, comma-separated (one per Známosti point)")
        )
        self.areas_edit.editingFinished.connect(self._areas)
        self.areas_label = QLabel()
        grid.addWidget(QLabel(self.tr("Areas:")), 3, 0)
        grid.addWidget(self.areas_edit, 3, 1, 1, 3)
        grid.addWidget(self.areas_label, 4, 1, 1, 3)

        self.contacts = DictListModel(
            [
                Column("name", self.tr("Contact")),
                Column("influence", self.tr("Influence"), int, maximum=MAX_RATING),
                Column("area", self.tr("Area")),
                Column("who", self.tr("Who they are")),
                Column("how_met", self.tr("How met, why they help")),
                Column("where", self.tr("Where to reach them")),
                Column("looks", self.tr("Looks and manner")),
                Column("in_play", self.tr("Gained in play"), bool),
            ],
            editor=lambda row, key, value: self._edit_row("contacts", row, key, value),
            parent=self,
        )
        self.contacts.flags_for_row = lambda row: self._flag_text(row.get("name", ""))
        self.networks = DictListModel(
            [
                Column("kind", self.tr("Kind (Sítě specialisation)")),
                Column("area", self.tr("Area")),
                Column("rating", self.tr("Rating"), int, maximum=MAX_RATING),
                Column("liaison", self.tr("Liaison (a contact)")),
                Column("dead_drop", self.tr("Dead drop")),
                Column("cipher", self.tr("Cipher")),
                Column("language", self.tr("Language")),
                Column("in_play", self.tr("Gained in play"), bool),
            ],
            editor=lambda row, key, value: self._edit_row("networks", row, key, value),
            parent=self,
        )
        self.networks.flags_for_row = lambda row: self._flag_text(
            f"{row.get('kind')} – {row.get('area')}"
        )

        self.kind_delegate = ChoiceDelegate(lambda: self.network_kinds, self)
        # a liaison is one of the character's contacts (Spojkou se může stát kterýkoliv z
        # tvých kontaktů), or none yet
        self.liaison_delegate = ChoiceDelegate(
            lambda: ["", *(c.get("name", "") for c in self.contacts.rows)], self
        )
        self.contacts_view, contacts_box, self.add_contact_button = self._table_box(
            self.tr("Contacts"), self.contacts, self._add_contact, "contacts"
        )
        self.networks_view, networks_box, self.add_network_button = self._table_box(
            self.tr("Networks (Sítě)"), self.networks, self._add_network, "networks"
        )
        self.networks_view.setItemDelegateForColumn(0, self.kind_delegate)
        liaison = next(i for i, c in enumerate(self.networks.columns) if c.key == "liaison")
        self.networks_view.setItemDelegateForColumn(liaison, self.liaison_delegate)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(resources)
        layout.addWidget(contacts_box, 1)
        layout.addWidget(networks_box, 1)

    def _table_box(self, title, model, add, key):
        box = QGroupBox(title)
        view = QTableView()
        view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        view.setModel(model)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.verticalHeader().hide()
        # long texts (who they are, how met) wrap whole in taller rows, never end in "…"
        view.setWordWrap(True)
        view.setTextElideMode(Qt.TextElideMode.ElideNone)
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        view.setAlternatingRowColors(True)
        fit_columns(
            view,
            tuple(
                column
                for column, spec in enumerate(model.columns)
                if spec.key in ("who", "how_met", "where", "looks", "dead_drop", "cipher")
            ),
        )
        add_button = QPushButton(self.tr("Add"))
        add_button.clicked.connect(add)
        remove_button = QPushButton(self.tr("Remove"))
        remove_button.clicked.connect(lambda: self._remove_row(key, view))
        buttons = QHBoxLayout()
        buttons.addWidget(add_button)
        buttons.addWidget(remove_button)
        buttons.addStretch()
        layout = QVBoxLayout(box)
        layout.addWidget(view)
        layout.addLayout(buttons)
        return view, box, add_button

    def _flag_text(self, subject: str) -> str | None:
        found = self.flags.get(subject, [])
        if not found:
            return None
        return "\n".join(v.message.get(self.language) for v in found if not v.waived) or None

    def refresh(self, state: DakaraState) -> None:
        self.language, self.flags = state.language, state.flags or {}
        self.network_kinds = editing.network_kinds(state.catalogue)
        sheet = state.sheet
        costs = {i.kind: i.xp for i in state.evaluation.items} if state.evaluation else {}
        for key, _label in RESOURCES:
            spin = self.spins[key]
            spin.blockSignals(True)
            spin.setValue(sheet[key])
            spin.blockSignals(False)
            self.texts[key].setText(state.catalogue.table_text(key, sheet[key]))
            self.costs[key].setText(self.tr("{xp} XP").format(xp=costs.get(key, 0)))
            tips = self._flag_text(dict(RESOURCES)[key])
            spin.setStyleSheet(f"color: {ERROR};" if tips else "")
            spin.setToolTip(literal(tips))
        self.areas_edit.setText(", ".join(sheet["areas"]))
        self.areas_label.setText(
            self.tr("{n} of {max} areas (one per Známosti point)").format(
                n=len(sheet["areas"]), max=areas_allowed(sheet)
            )
        )
        self.contacts.set_rows(sheet["contacts"])
        self.networks.set_rows(sheet["networks"])
        if self._fitted_for != self.editor.character_id:  # another character: fit anew,
            self._fitted_for = self.editor.character_id  # an edit leaves the columns put
            refit(self.contacts_view)
            refit(self.networks_view)

    # -- edits --------------------------------------------------------------------------------
    def _resource(self, key: str, label: str, value: int) -> None:
        self.editor.change(
            lambda sheet: editing.set_resource(sheet, key, value),
            self.tr("{stat}: {rating}").format(stat=label, rating=value),
        )

    def _areas(self) -> None:
        areas = editing.parse_areas(self.areas_edit.text())
        if areas == self.editor.sheet.get("areas"):
            return
        self.editor.change(
            lambda sheet: editing.set_areas(sheet, areas), self.tr("Areas of influence")
        )

    def _edit_row(self, key: str, row: int, field: str, value) -> None:
        self.editor.change(
            lambda sheet: editing.set_row_field(
                sheet, key, row, field, value, self.editor.catalogue
            ),
            self.tr("Edit {what}").format(
                what=self.tr("contact") if key == "contacts" else self.tr("network")
            ),
        )

    def _add_contact(self) -> None:
        self.editor.change(
            lambda sheet: editing.add_contact(sheet, self.tr("New contact")),
            self.tr("Add a contact"),
        )

    def _add_network(self) -> None:
        self.editor.change(
            lambda sheet: editing.add_network(sheet, self.editor.catalogue),
            self.tr("Add a network"),
        )

    def _remove_row(self, key: str, view: QTableView) -> None:
        rows = sorted({i.row() for i in view.selectionModel().selectedRows()}, reverse=True)
        if not rows and view.currentIndex().isValid():
            rows = [view.currentIndex().row()]
        if not rows:
            return
        self.editor.change(
            lambda sheet: editing.remove_rows(sheet, key, rows),
            self.tr("Remove a contact") if key == "contacts" else self.tr("Remove a network"),
        )
