"""The character's definition: classes with their stamina dice, levels and rolls; Con, Dex.

The panel only shows values and reports what the user asked for (signals); the editor
turns each request into an edit through the rules core.
"""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import signed
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.explain import ClassSummary, class_summaries
from campaign_manager.ui.systems.d20.models import ClassLevelsModel
from campaign_manager.ui.systems.d20.saves_box import SavesBox
from campaign_manager.ui.systems.d20.widgets import group, muted, set_spin
from campaign_manager.ui.widgets.fields import spin

ROLLS_PER_ROW = 10


class CharacterPanel(QWidget):
    add_requested = Signal(str)  # class key
    class_changed = Signal(int, str)  # row, class key
    levels_changed = Signal(int, int)  # row, levels
    roll_changed = Signal(int, int, int)  # row, position, value
    reroll_requested = Signal(int)  # row
    remove_requested = Signal(int)  # row
    field_changed = Signal(str, object)  # "con", "dex_modifier", "initiative_misc", a save

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._filling = False
        self._rows: list[ClassSummary] = []
        self.model = ClassLevelsModel(self)
        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ClassLevelsModel.ROLLS, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._show_selected())

        self.new_class = QComboBox()
        self.add_button = QPushButton(self.tr("&Add class"))
        self.add_button.setToolTip(
            self.tr("Take a level in this class. The very first level takes the die's maximum.")
        )
        self.add_button.clicked.connect(
            lambda: self.add_requested.emit(self.new_class.currentData())
        )
        self.remove_button = QPushButton(self.tr("Remo&ve class"))
        self.remove_button.clicked.connect(lambda: self._emit_row(self.remove_requested))
        add_row = QHBoxLayout()
        add_row.addWidget(self.new_class, 1)
        add_row.addWidget(self.add_button)
        add_row.addStretch()
        add_row.addWidget(self.remove_button)

        self.class_combo = QComboBox()
        self.class_combo.activated.connect(self._class_chosen)
        self.levels = spin(
            1, 40, tip=self.tr("Levels taken in this class"), width=72, keyboard_tracking=False
        )
        self.levels.valueChanged.connect(self._levels_changed)
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setToolTip(
            self.tr(
                "Roll all of this class's stamina dice again (the 1st character level is never rolled)."
            )
        )
        self.roll_button.clicked.connect(lambda: self._emit_row(self.reroll_requested))
        self.roll_spins: list[QSpinBox] = []
        self.rolls_grid = QGridLayout()
        self.rolls_grid.setHorizontalSpacing(4)
        self.rolls_hint = muted()
        self.rolls_hint.setWordWrap(False)
        rolls_row = QHBoxLayout()
        rolls_row.addLayout(self.rolls_grid)
        rolls_row.addWidget(self.roll_button, 0, Qt.AlignmentFlag.AlignTop)
        rolls_row.addStretch()
        rolls_box = QVBoxLayout()
        rolls_box.addLayout(rolls_row)
        rolls_box.addWidget(self.rolls_hint)
        selected = QFormLayout()
        selected.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        selected.addRow(self.tr("&Class:"), self.class_combo)
        selected.addRow(self.tr("L&evels:"), self.levels)
        self.rolls_label = QLabel(self.tr("Stamina rolls:"))
        self.rolls_label.setToolTip(
            self.tr(
                "Each level adds its roll + the Con modifier, at least 1; the 1st character "
                "level takes the die's maximum (Stamina)."
            )
        )
        selected.addRow(self.rolls_label, rolls_box)
        self.selected_box = group(self.tr("Selected class"), selected)

        classes = QVBoxLayout()
        classes.addWidget(self.table)
        classes.addLayout(add_row)
        classes.addWidget(self.selected_box)

        self.con = spin(
            1,
            60,
            tip=self.tr("Constitution score: wound points equal it (Wound points)."),
            width=72,
            keyboard_tracking=False,
        )
        self.con.valueChanged.connect(lambda v: self._field("con", v))
        self.con_modifier = QLabel()
        self.dex = spin(
            -10,
            20,
            tip=self.tr("Dexterity modifier, for initiative."),
            width=72,
            keyboard_tracking=False,
        )
        self.dex.valueChanged.connect(lambda v: self._field("dex_modifier", v))
        self.initiative = spin(
            -20,
            40,
            tip=self.tr("Other initiative bonuses (Improved Initiative…)."),
            width=72,
            keyboard_tracking=False,
        )
        self.initiative.valueChanged.connect(lambda v: self._field("initiative_misc", v))
        con_row = QHBoxLayout()
        con_row.addWidget(self.con)
        con_row.addWidget(self.con_modifier)
        con_row.addStretch()
        abilities = QFormLayout()
        abilities.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        con_label = QLabel(self.tr("Const&itution:"))
        con_label.setBuddy(self.con)
        abilities.addRow(con_label, con_row)
        abilities.addRow(self.tr("De&x modifier:"), self.dex)
        abilities.addRow(self.tr("Initiative &bonus:"), self.initiative)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(group(self.tr("Classes and stamina dice"), classes))
        layout.addWidget(group(self.tr("Abilities"), abilities))
        self.saves = SavesBox()
        self.saves.field_changed.connect(self._field)
        layout.addWidget(self.saves)

    # -- showing -------------------------------------------------------------------------------
    def show_sheet(self, sheet: dict, language: str) -> None:
        self._filling = True
        try:
            self._fill_catalogue(language)
            current = max(0, self.table.currentIndex().row())
            self._rows = class_summaries(sheet)
            self.model.set_rows(self._rows, language)
            self._fit_table()
            if self._rows:
                self.table.selectRow(min(current, len(self._rows) - 1))
            self._show_selected()
            set_spin(self.con, sheet["con"])
            self.con_modifier.setText(
                self.tr("modifier {modifier}").format(
                    modifier=signed(stats.ability_modifier(sheet["con"]))
                )
            )
            set_spin(self.dex, sheet["dex_modifier"])
            set_spin(self.initiative, sheet["initiative_misc"])
            self.saves.show_sheet(sheet)
        finally:
            self._filling = False

    def _fit_table(self) -> None:
        rows = max(2, min(len(self._rows), 6))
        height = (
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
        )
        self.table.setFixedHeight(height)

    def _fill_catalogue(self, language: str) -> None:
        if self.new_class.count():
            return
        for key, entry in data.classes().items():
            name = entry[language if language in ("cs", "en") else "en"]
            if entry["die"]:
                text = self.tr("{name} (d{die})").format(name=name, die=entry["die"])
            else:
                text = self.tr("{name} (NPC class, no stamina)").format(name=name)
            self.new_class.addItem(text, key)
            self.class_combo.addItem(text, key)

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)

    def selected_row(self) -> int:
        row = self.table.currentIndex().row()
        return row if 0 <= row < len(self._rows) else -1

    def _show_selected(self) -> None:
        row = self.selected_row()
        filling, self._filling = self._filling, True
        try:
            self.selected_box.setEnabled(row >= 0)
            self.remove_button.setEnabled(row >= 0)
            summary = self._rows[row] if row >= 0 else None
            if summary is None:
                self._set_roll_spins([], 1)
                self.rolls_hint.setText(self.tr("Add a class to start."))
                return
            index = self.class_combo.findData(summary.key)
            if index < 0:  # a prestige class with its own die
                self.class_combo.addItem(summary.label.get("en"), summary.key)
                index = self.class_combo.count() - 1
            self.class_combo.setCurrentIndex(index)
            set_spin(self.levels, summary.levels)
            self._set_roll_spins(list(summary.rolls), summary.die or 1)
            self.roll_button.setEnabled(bool(summary.rolls))
            if summary.die is None:
                hint = self.tr("NPC classes give no stamina.")
            elif summary.takes_maximum and not summary.rolls:
                hint = self.tr("1st level takes the maximum, {die}: nothing to roll.").format(
                    die=summary.die
                )
            elif summary.takes_maximum:
                hint = self.tr("d{die}; the 1st level took the maximum.").format(die=summary.die)
            else:
                hint = self.tr("d{die}, one roll per level.").format(die=summary.die)
            self.rolls_hint.setText(hint)
        finally:
            self._filling = filling

    def _set_roll_spins(self, rolls: list[int], die: int) -> None:
        while len(self.roll_spins) > len(rolls):
            box = self.roll_spins.pop()
            self.rolls_grid.removeWidget(box)
            box.hide()
            box.deleteLater()
        while len(self.roll_spins) < len(rolls):
            position = len(self.roll_spins)
            box = spin(1, 1, width=56, keyboard_tracking=False)
            box.valueChanged.connect(lambda v, p=position: self._roll_changed(p, v))
            self.rolls_grid.addWidget(box, position // ROLLS_PER_ROW, position % ROLLS_PER_ROW)
            self.roll_spins.append(box)
        chain = [self.levels, *self.roll_spins, self.roll_button]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)
        row = self.selected_row()
        first = self._rows[row].first_roll_level if row >= 0 else 1
        for position, (box, value) in enumerate(zip(self.roll_spins, rolls, strict=True)):
            blocked = box.blockSignals(True)
            box.setRange(1, die)
            box.setValue(value)
            box.blockSignals(blocked)
            box.setToolTip(
                self.tr("Stamina roll for character level {level} (d{die})").format(
                    level=first + position, die=die
                )
            )

    # -- requests ----------------------------------------------------------------------------
    def _emit_row(self, signal) -> None:
        row = self.selected_row()
        if row >= 0 and not self._filling:
            signal.emit(row)

    def _class_chosen(self, _index: int) -> None:
        row = self.selected_row()
        if row >= 0 and not self._filling:
            self.class_changed.emit(row, self.class_combo.currentData())

    def _levels_changed(self, value: int) -> None:
        row = self.selected_row()
        if row >= 0 and not self._filling:
            self.levels_changed.emit(row, value)

    def _roll_changed(self, position: int, value: int) -> None:
        row = self.selected_row()
        if row >= 0 and not self._filling:
            self.roll_changed.emit(row, position, value)

    def _field(self, name: str, value: int) -> None:
        if not self._filling:
            self.field_changed.emit(name, value)
