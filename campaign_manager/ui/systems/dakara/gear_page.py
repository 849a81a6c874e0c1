"""Material resources (XP → zl) and the gear bought from the price list, with cash left."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import editing, item_price_md
from campaign_manager.systems.dakara.creation import materials_rate
from campaign_manager.systems.dakara.sheet import MAX_QUANTITY, MAX_XP
from campaign_manager.ui.colors import ERROR
from campaign_manager.ui.models.dict_list import Column, DictListModel
from campaign_manager.ui.systems.dakara.state import DakaraState


class GearPage(QWidget):
    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.prices: dict[str, int] = {}
        self.state: DakaraState | None = None
        self.money = str

        self.materials_spin = QSpinBox()
        self.materials_spin.setRange(0, MAX_XP)
        self.materials_spin.setSuffix(self.tr(" XP"))
        self.materials_spin.valueChanged.connect(self._materials)
        self.materials_label = QLabel()
        self.cash_label = QLabel()
        bold = self.cash_label.font()
        bold.setBold(True)
        self.cash_label.setFont(bold)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.tr("&Material resources:"), self.materials_spin)
        form.addRow("", self.materials_label)
        form.addRow(self.tr("Cash left:"), self.cash_label)
        resources = QGroupBox(self.tr("Material resources"))
        resources.setLayout(form)

        self.gear = DictListModel(
            [
                Column("name", self.tr("Item"), editable=False),
                Column("quantity", self.tr("Quantity"), int, minimum=1, maximum=MAX_QUANTITY),
                Column("price", self.tr("Price each"), display=lambda row: self._price_text(row)),
                Column("total", self.tr("Total"), display=lambda row: self._total_text(row)),
            ],
            editor=self._edit_row,
            parent=self,
        )
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.view.setModel(self.gear)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        # the other columns as wide as their header and values (whatever the font size)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.setAlternatingRowColors(True)
        self.price_combo = QComboBox()
        self.price_combo.setMinimumWidth(200)
        self.buy_button = add = QPushButton(self.tr("&Buy"))
        add.clicked.connect(self._buy)
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        buttons.addWidget(self.price_combo, 1)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        gear_box = QGroupBox(self.tr("Gear from the price list"))
        gear_layout = QVBoxLayout(gear_box)
        gear_layout.addLayout(buttons)
        self.covered_label = QLabel()
        self.covered_label.setWordWrap(True)
        self.covered_label.setStyleSheet("color: palette(placeholder-text);")
        gear_layout.addWidget(self.covered_label)
        gear_layout.addWidget(self.view)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(resources)
        layout.addWidget(gear_box, 1)

    def _price(self, row: dict) -> int | None:
        """What the rules charge this character for one unit (Majetek covers living)."""
        if self.state is None:
            return None
        try:
            return item_price_md(self.state.sheet, self.state.catalogue, row)
        except RuleError:
            return None

    def _price_text(self, row: dict) -> str:
        price = self._price(row)
        return self.money(price) if price is not None else "?"

    def _total_text(self, row: dict) -> str:
        price = self._price(row)
        return self.money(price * row["quantity"]) if price is not None else "?"

    def refresh(self, state: DakaraState) -> None:
        self.state = state
        self.prices = state.catalogue.price_list()
        self.money = state.money
        if self.price_combo.count() != len(self.prices):
            self.price_combo.clear()
            for name, price in self.prices.items():
                self.price_combo.addItem(f"{name} — {state.money(price)}", name)
        self.materials_spin.blockSignals(True)
        self.materials_spin.setValue(state.sheet["materials_xp"])
        self.materials_spin.blockSignals(False)
        self.gear.set_rows(state.sheet["gear"])
        majetek = state.sheet["majetek"]
        if majetek:
            self.covered_label.setText(
                self.tr(
                    "Majetek {rating} pays for living and civilian kit up to the standard "
                    "„{standard}“: those cost nothing, a higher standard only the difference."
                ).format(
                    rating=majetek, standard=state.catalogue.tables["majetek"][majetek]["living"]
                )
            )
        else:
            self.covered_label.setText(
                self.tr("Without Majetek, living and civilian kit are paid in full.")
            )
        evaluation = state.evaluation
        if evaluation is None:
            self.materials_label.setText("")
            self.cash_label.setText("—")
            return
        self.materials_label.setText(
            self.tr("= {money} to spend ({rate} zl per XP); gear costs {gear}").format(
                money=state.money(evaluation.materials_md),
                rate=materials_rate(state.catalogue),
                gear=state.money(evaluation.gear_md),
            )
        )
        cash = evaluation.cash_md
        self.cash_label.setText(state.money(cash) if cash else self.tr("nothing"))
        self.cash_label.setStyleSheet(f"color: {ERROR};" if cash < 0 else "")

    def _materials(self, value: int) -> None:
        self.editor.change(
            lambda sheet: editing.set_materials(sheet, value),
            self.tr("Material resources: {xp} XP").format(xp=value),
        )

    def _buy(self) -> None:
        name = self.price_combo.currentData()
        if not name:
            return
        self.editor.change(
            lambda sheet: editing.buy(sheet, self.editor.catalogue, name),
            self.tr("Buy {item}").format(item=name),
        )

    def _edit_row(self, row: int, key: str, value) -> None:
        self.editor.change(
            lambda sheet: editing.set_gear_quantity(sheet, row, value),
            self.tr("Change quantity"),
        )

    def _remove(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            return
        self.editor.change(
            lambda sheet: editing.remove_rows(sheet, "gear", [index.row()]),
            self.tr("Remove gear"),
        )
