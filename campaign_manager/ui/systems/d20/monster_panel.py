"""A monster's definition: hit points, bonus hit points, Con (or none), size, regeneration,
fast healing, no stamina, challenge rating (with the variant's CR beside it)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import signed
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.explain import cr_explanation, variant_cr
from campaign_manager.ui.systems.d20.saves_box import SavesBox
from campaign_manager.ui.systems.d20.widgets import group, set_spin
from campaign_manager.ui.widgets.fields import spin


class MonsterPanel(QWidget):
    field_changed = Signal(str, object)  # a monster definition key and its new value

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._filling = False
        self.hit_points = spin(
            0,
            9999,
            tip=self.tr("The hit points it would normally have: they become its stamina."),
            width=72,
            keyboard_tracking=False,
        )
        self.bonus_hp = spin(
            0,
            999,
            tip=self.tr(
                "Bonus hit points (from its type or a lasting effect) become bonus wound points."
            ),
            width=72,
            keyboard_tracking=False,
        )
        self.hit_dice = spin(
            0,
            99,
            tip=self.tr("Its Hit Dice: its level for natural healing."),
            width=72,
            keyboard_tracking=False,
        )
        self.con = spin(
            1,
            99,
            tip=self.tr("Wound points = Con × the size factor (NPCs and monsters)."),
            width=72,
            keyboard_tracking=False,
        )
        self.con_modifier = QLabel()
        self.no_con = QCheckBox(self.tr("No Con &score (undead, constructs…)"))
        self.no_con.setToolTip(
            self.tr(
                "A creature without Con has no stamina; its hit points become wound points, "
                "and it is never fatigued or stunned (Creatures without Con)."
            )
        )
        self.size = QComboBox()
        self.size.setToolTip(
            self.tr(
                "Small, Medium and Large: wound points = Con; smaller or larger creatures multiply it."
            )
        )
        self.regeneration = spin(
            0,
            99,
            tip=self.tr(
                "Stamina regained each round. All damage goes to stamina, even criticals; at 0 "
                "stamina it is fatigued (Regeneration)."
            ),
            width=72,
            keyboard_tracking=False,
        )
        self.fast_healing = spin(
            0,
            99,
            tip=self.tr(
                "Stamina regained each round (wound points for a creature without Con; nothing for "
                "one with Con but no stamina) (Fast healing)."
            ),
            width=72,
            keyboard_tracking=False,
        )
        self.no_stamina = QCheckBox(self.tr("No st&amina (a harmless creature)"))
        self.no_stamina.setToolTip(
            self.tr("The GM may give no stamina to creatures that pose little or no threat.")
        )
        self.cr = QLineEdit()
        self.cr.setPlaceholderText(self.tr("e.g. 1/2 or 5"))
        self.cr.setMaximumWidth(90)
        self.cr.setToolTip(self.tr("The challenge rating as the book prints it."))
        self.variant_cr = QLabel()
        self.dex = spin(
            -10,
            20,
            tip=self.tr("Dexterity modifier, for initiative."),
            width=72,
            keyboard_tracking=False,
        )
        self.initiative = spin(
            -20,
            40,
            tip=self.tr("Other initiative bonuses (Improved Initiative…)."),
            width=72,
            keyboard_tracking=False,
        )

        for name, box in (
            ("hit_points", self.hit_points),
            ("bonus_hp", self.bonus_hp),
            ("hit_dice", self.hit_dice),
            ("con", self.con),
            ("regeneration", self.regeneration),
            ("fast_healing", self.fast_healing),
            ("dex_modifier", self.dex),
            ("initiative_misc", self.initiative),
        ):
            box.valueChanged.connect(lambda v, n=name: self._field(n, v))
        self.no_con.toggled.connect(lambda on: self._field("con", None if on else self.con.value()))
        self.no_stamina.toggled.connect(lambda on: self._field("no_stamina", on))
        self.size.activated.connect(lambda _i: self._field("size", self.size.currentData()))
        self.cr.editingFinished.connect(self._cr_finished)

        con_row = QHBoxLayout()
        con_row.addWidget(self.con)
        con_row.addWidget(self.con_modifier)
        con_row.addStretch()
        cr_row = QHBoxLayout()
        cr_row.addWidget(self.cr)
        cr_row.addWidget(self.variant_cr, 1)
        pools = QFormLayout()
        pools.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        pools.addRow(self.tr("&Hit points:"), self.hit_points)
        pools.addRow(self.tr("&Bonus hit points:"), self.bonus_hp)
        pools.addRow(self.tr("Hit D&ice:"), self.hit_dice)
        con_label = QLabel(self.tr("&Constitution:"))
        con_label.setBuddy(self.con)
        pools.addRow(con_label, con_row)
        pools.addRow("", self.no_con)  # its own row: beside the score it widened the sheet
        pools.addRow(self.tr("Si&ze:"), self.size)
        pools.addRow(self.no_stamina)
        healing = QFormLayout()
        healing.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        healing.addRow(self.tr("R&egeneration:"), self.regeneration)
        healing.addRow(self.tr("&Fast healing:"), self.fast_healing)
        other = QFormLayout()
        other.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        cr_label = QLabel(self.tr("Challen&ge rating:"))
        cr_label.setBuddy(self.cr)
        other.addRow(cr_label, cr_row)
        other.addRow(self.tr("De&x modifier:"), self.dex)
        other.addRow(self.tr("Initiati&ve bonus:"), self.initiative)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(group(self.tr("Monster"), pools))
        # one above the other: side by side they made the sheet wider than a 1024 px window
        layout.addWidget(group(self.tr("Healing per round"), healing))
        layout.addWidget(group(self.tr("Challenge and initiative"), other))
        self.saves = SavesBox()
        self.saves.field_changed.connect(self._field)
        layout.addWidget(self.saves)

    def show_sheet(self, sheet: dict, language: str) -> None:
        self._filling = True
        try:
            if not self.size.count():
                for key, entry in data.sizes().items():
                    self.size.addItem(entry[language if language in ("cs", "en") else "en"], key)
            set_spin(self.hit_points, sheet["hit_points"])
            set_spin(self.bonus_hp, sheet["bonus_hp"])
            set_spin(self.hit_dice, sheet["hit_dice"])
            has_con = sheet["con"] is not None
            if has_con:
                set_spin(self.con, sheet["con"])
                self.con_modifier.setText(
                    self.tr("modifier {modifier}").format(
                        modifier=signed(stats.ability_modifier(sheet["con"]))
                    )
                )
            self.con.setEnabled(has_con)
            self.con_modifier.setVisible(has_con)
            self.no_con.setChecked(not has_con)
            self.no_stamina.setChecked(sheet["no_stamina"])
            self.no_stamina.setEnabled(has_con)
            self.size.setCurrentIndex(self.size.findData(sheet["size"]))
            set_spin(self.regeneration, sheet["regeneration"])
            set_spin(self.fast_healing, sheet["fast_healing"])
            self.cr.setText(sheet["cr"] or "")
            adjusted = variant_cr(sheet)
            self.variant_cr.setText(
                self.tr("variant CR <b>{cr}</b>").format(cr=adjusted) if adjusted else ""
            )
            self.variant_cr.setToolTip(cr_explanation(sheet).get(language))
            set_spin(self.dex, sheet["dex_modifier"])
            set_spin(self.initiative, sheet["initiative_misc"])
            self.saves.show_sheet(sheet)
        finally:
            self._filling = False

    def _cr_finished(self) -> None:
        self._field("cr", self.cr.text().strip() or None)

    def _field(self, name: str, value) -> None:
        if not self._filling:
            self.field_changed.emit(name, value)
