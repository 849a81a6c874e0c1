"""The sheet's saves: Fortitude, Reflex and Will, each worked out from the classes and an
ability (or, for a monster, the ability alone) unless the GM types it, and the Wis
modifier that Will adds.

The box only shows values and reports what the user asked for (``field_changed``, as the
sheet's other panels do): a typed bonus, or None when the GM goes back to the worked-out
one.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Signal
from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from campaign_manager.systems.d20.sheet import RANGES, save_bonuses
from campaign_manager.systems.d20.stats import SAVES
from campaign_manager.ui.systems.d20.widgets import group, set_spin
from campaign_manager.ui.widgets.fields import spin

LABELS = {
    "fortitude": QT_TRANSLATE_NOOP("D20SavesBox", "F&ortitude:"),
    "reflex": QT_TRANSLATE_NOOP("D20SavesBox", "Ref&lex:"),
    "will": QT_TRANSLATE_NOOP("D20SavesBox", "&Will:"),
}


class SavesBox(QWidget):
    field_changed = Signal(str, object)  # "fortitude" | "reflex" | "will" | "wis_modifier"

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        low, high = RANGES["save"]
        self.boxes = {}
        self.origins: dict[str, QLabel] = {}
        self.reset_buttons: dict[str, QPushButton] = {}
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for save in SAVES:
            box = spin(low, high, width=72, keyboard_tracking=False)
            box.setObjectName(f"save_{save}")
            box.valueChanged.connect(lambda value, s=save: self.field_changed.emit(s, value))
            origin = QLabel()
            reset = QPushButton(self.tr("Work out"))
            reset.setToolTip(
                self.tr("Forget the typed bonus: the classes and the ability give it again.")
            )
            reset.clicked.connect(lambda _=False, s=save: self.field_changed.emit(s, None))
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(origin)
            row.addWidget(reset)
            row.addStretch()
            label = QLabel(QCoreApplication.translate("D20SavesBox", LABELS[save]))
            label.setBuddy(box)
            form.addRow(label, row)
            self.boxes[save], self.origins[save], self.reset_buttons[save] = box, origin, reset
        low, high = RANGES["wis_modifier"]
        self.wis = spin(
            low, high, tip=self.tr("Wisdom modifier, for Will."), width=72, keyboard_tracking=False
        )
        self.wis.valueChanged.connect(lambda value: self.field_changed.emit("wis_modifier", value))
        form.addRow(self.tr("Wi&s modifier:"), self.wis)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(group(self.tr("Saves"), form))

    def show_sheet(self, sheet: dict) -> None:
        bonuses = save_bonuses(sheet)
        for save in SAVES:
            typed = sheet.get(save) is not None
            set_spin(self.boxes[save], bonuses[save])
            self.origins[save].setText(self.tr("typed") if typed else self.tr("worked out"))
            self.reset_buttons[save].setEnabled(typed)
        set_spin(self.wis, sheet.get("wis_modifier", 0))
