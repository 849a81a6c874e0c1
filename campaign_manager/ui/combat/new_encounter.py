"""Prepare a fight: a name, notes, participants from the roster (PCs and NPCs), quick
extras made from an NPC ("3× Stráž", each with its own wounds), hidden ambushers, and the
options the system's fight takes (a Střety conflict's kind, …)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.queries import RosterRecord


class NewEncounterDialog(QDialog):
    """``combatants()`` and ``options()`` after OK; ``records`` are the roster's lines."""

    def __init__(
        self,
        records: list[RosterRecord],
        preselected: list[int] | None = None,
        options_widget: QWidget | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Prepare a fight"))
        self.records = {r.id: r for r in records}
        chosen = set(preselected or [])
        self.name = QLineEdit(self.tr("Fight"))
        self.name.selectAll()
        self.notes = QLineEdit()
        self.notes.setPlaceholderText(self.tr("where, why, what the GM must remember"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the roster…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the roster"))
        self.search.textChanged.connect(self._filter)
        self.people = QListWidget()
        self.people.setAccessibleName(self.tr("Who takes part"))
        for record in records:
            side = self.tr("PC") if record.kind == "pc" else self.tr("NPC")
            item = QListWidgetItem(f"{record.name}  ·  {side}")
            item.setData(Qt.ItemDataRole.UserRole, record.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if record.id in chosen else Qt.CheckState.Unchecked
            )
            self.people.addItem(item)
        self.hidden_npcs = QCheckBox(self.tr("NPCs start &hidden (an ambush)"))
        self.reveal_on_act = QCheckBox(
            self.tr("Reveal a hidden combatant when it first &acts (else the GM reveals it)")
        )

        self.extra_source = QComboBox()
        self.extra_source.setAccessibleName(self.tr("Quick extras from an NPC"))
        for record in records:
            if record.kind == "npc":
                self.extra_source.addItem(record.name, record.id)
        self.extra_count = QSpinBox()
        self.extra_count.setRange(1, 200)
        self.extra_count.setPrefix("× ")
        self.extra_count.setAccessibleName(self.tr("How many"))
        self.extra_hidden = QCheckBox(self.tr("hidden"))
        add_extra = QPushButton(self.tr("&Add extras"))
        add_extra.clicked.connect(self._add_extras)
        add_extra.setEnabled(self.extra_source.count() > 0)
        self.extras = QTableWidget(0, 3)
        self.extras.setHorizontalHeaderLabels([self.tr("NPC"), self.tr("How many"), ""])
        self.extras.setHorizontalHeaderItem(2, QTableWidgetItem(self.tr("hidden")))
        self.extras.horizontalHeader().setStretchLastSection(True)
        self.extras.setMaximumHeight(110)
        self.extras.setAccessibleName(self.tr("Quick extras"))
        self._extras: list[tuple[int, int, bool]] = []

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("N&otes:"), self.notes)
        self.options_widget = options_widget
        if options_widget is not None:
            form.addRow(options_widget)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Who takes part (tick them):")))
        layout.addWidget(self.search)
        layout.addWidget(self.people, 1)
        layout.addWidget(self.hidden_npcs)
        layout.addWidget(self.reveal_on_act)
        extras_row = QHBoxLayout()
        extras_row.addWidget(QLabel(self.tr("Quick extras from an NPC:")))
        extras_row.addWidget(self.extra_source, 1)
        extras_row.addWidget(self.extra_count)
        extras_row.addWidget(self.extra_hidden)
        extras_row.addWidget(add_extra)
        layout.addLayout(extras_row)
        layout.addWidget(self.extras)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Prepare"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 620)

    def _filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for row in range(self.people.count()):
            item = self.people.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    def _add_extras(self) -> None:
        source = self.extra_source.currentData()
        if source is None:
            return
        count, hidden = self.extra_count.value(), self.extra_hidden.isChecked()
        self._extras.append((source, count, hidden))
        row = self.extras.rowCount()
        self.extras.insertRow(row)
        self.extras.setItem(row, 0, QTableWidgetItem(self.records[source].name))
        self.extras.setItem(row, 1, QTableWidgetItem(f"× {count}"))
        self.extras.setItem(row, 2, QTableWidgetItem(self.tr("hidden") if hidden else ""))

    def chosen_ids(self) -> list[int]:
        return [
            self.people.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.people.count())
            if self.people.item(row).checkState() == Qt.CheckState.Checked
        ]

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.name.setFocus()
            return
        if not self.chosen_ids() and not self._extras:
            self.people.setFocus()
            return
        self.accept()

    def combatants(self) -> list[dict]:
        hide_npcs = self.hidden_npcs.isChecked()
        result = [
            roster_combatant(i, hidden=hide_npcs and self.records[i].kind == "npc")
            for i in self.chosen_ids()
        ]
        numbers: dict[int, int] = {}
        for source, count, hidden in self._extras:
            start = numbers.get(source, 0) + 1
            result += extras_of(source, count, start, hidden=hidden)
            numbers[source] = start + count - 1
        return result

    def options(self) -> dict:
        options = self.options_widget.options() if self.options_widget is not None else {}
        return {**options, "reveal_on_act": self.reveal_on_act.isChecked()}
