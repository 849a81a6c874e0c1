"""Attributes 0–5 per type with the derived values beside them (from the rules core),
the temperament with its close and distant scars, and the dominant side."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from campaign_manager.systems.clovek import KINDS, TEMPERAMENTS, Character
from campaign_manager.systems.clovek.character import (
    ATTRIBUTE_RANGE,
    CAPACITY_ATTRIBUTE,
    SKILL_ATTRIBUTE,
)
from campaign_manager.systems.clovek.editing import (
    attribute_level,
    attribute_name,
    temperament_name,
    type_name,
)
from campaign_manager.systems.clovek.scars import scar_name

DERIVED = ("bank", "boxes", "base_power", "burn_limit")


class AttributesPanel(QWidget):
    attribute_changed = Signal(str, int)
    temperament_changed = Signal(str)
    dominant_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.spins: dict[str, QSpinBox] = {}
        self.names: dict[str, QLabel] = {}
        self.derived: dict[tuple[str, str], QLabel] = {}
        self.type_labels: dict[str, QLabel] = {}

        self.attributes_box = QGroupBox()
        grid = QGridLayout(self.attributes_box)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(4)
        self.headers = [QLabel() for _ in range(5 + len(DERIVED))]
        for column, header in enumerate(self.headers):
            header.setStyleSheet("color: palette(placeholder-text);")
            grid.addWidget(header, 0, column)
        for row, kind in enumerate(KINDS, start=1):
            label = QLabel()
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            self.type_labels[kind] = label
            grid.addWidget(label, row, 0)
            for offset, key in ((1, SKILL_ATTRIBUTE[kind]), (3, CAPACITY_ATTRIBUTE[kind])):
                name = QLabel()
                spin = QSpinBox()
                spin.setRange(*ATTRIBUTE_RANGE)
                spin.setKeyboardTracking(False)
                spin.setObjectName(f"attribute_{key}")
                spin.valueChanged.connect(
                    lambda value, k=key: self.attribute_changed.emit(k, value)
                )
                name.setBuddy(spin)
                self.names[key] = name
                self.spins[key] = spin
                grid.addWidget(name, row, offset, Qt.AlignmentFlag.AlignRight)
                grid.addWidget(spin, row, offset + 1)
            for column, which in enumerate(DERIVED, start=5):
                value = QLabel()
                value.setAlignment(Qt.AlignmentFlag.AlignCenter)
                value.setObjectName(f"{which}_{kind}")
                self.derived[(kind, which)] = value
                grid.addWidget(value, row, column)

        self.character_box = QGroupBox()
        self.temperament = QComboBox()
        for key in TEMPERAMENTS:
            self.temperament.addItem(key, key)
        self.temperament.activated.connect(
            lambda: self.temperament_changed.emit(self.temperament.currentData())
        )
        self.temperament_scars = QLabel()
        self.temperament_scars.setWordWrap(True)
        self.temperament_scars.setStyleSheet("color: palette(placeholder-text);")
        self.dominant = QComboBox()
        self.dominant.addItem("", "right")
        self.dominant.addItem("", "left")
        self.dominant.activated.connect(
            lambda: self.dominant_changed.emit(self.dominant.currentData())
        )
        form = QFormLayout(self.character_box)
        for combo in (self.temperament, self.dominant):
            combo.setMinimumWidth(200)
            combo.setMaximumWidth(320)
        self.temperament_label = QLabel()
        self.temperament_label.setBuddy(self.temperament)
        self.dominant_label = QLabel()
        self.dominant_label.setBuddy(self.dominant)
        form.addRow(self.temperament_label, self.temperament)
        form.addRow("", self.temperament_scars)
        form.addRow(self.dominant_label, self.dominant)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.attributes_box, 0)
        layout.addWidget(self.character_box, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.attributes_box.setTitle(self.tr("Attributes"))
        self.character_box.setTitle(self.tr("Temperament and side"))
        self.temperament_label.setText(self.tr("T&emperament:"))
        self.dominant_label.setText(self.tr("&Dominant side:"))
        self.dominant.setItemText(0, self.tr("right-handed (pravák)"))
        self.dominant.setItemText(1, self.tr("left-handed (levák)"))
        self.dominant.setToolTip(
            self.tr(
                "Burning is possible from the dominant arm and leg; the other hand or leg "
                "takes −1 (Střety)."
            )
        )
        texts = [
            self.tr("Type"),
            self.tr("Skill"),
            "",
            self.tr("Capacity"),
            "",
            self.tr("Bank"),
            self.tr("Boxes"),
            self.tr("Power"),
            self.tr("Burn"),
        ]
        tips = [
            "",
            self.tr("The skill attribute sets the bank and the burn limit of its type."),
            "",
            self.tr("The capacity attribute sets the scars' boxes and the base power."),
            "",
            self.tr("Dice in the bank: twice the skill attribute (Člověk, Atributy)."),
            self.tr("Boxes in each scar of the type: the capacity attribute (Člověk, Atributy)."),
            self.tr("Base power (moc): capacity / 2, rounded up (Člověk, Atributy)."),
            self.tr("Most wound points burned per round: the skill attribute (Člověk, Atributy)."),
        ]
        for header, text, tip in zip(self.headers, texts, tips, strict=True):
            header.setText(text)
            header.setToolTip(tip)
        for (_, which), label in self.derived.items():
            label.setToolTip(tips[5 + DERIVED.index(which)])

    def show_character(self, character: Character, language: str) -> None:
        for kind, label in self.type_labels.items():
            label.setText(type_name(kind).get(language).capitalize())
        for key, spin in self.spins.items():
            spin.setValue(character.attributes[key])
            self.names[key].setText(attribute_name(key).get(language))
            spin.setToolTip(attribute_level(character.attributes[key]).get(language))
        for kind in KINDS:
            values = {
                "bank": character.bank(kind),
                "boxes": character.boxes(kind),
                "base_power": character.base_power(kind),
                "burn_limit": character.burn_limit(kind),
            }
            for which, value in values.items():
                self.derived[(kind, which)].setText(str(value))
        for index, key in enumerate(TEMPERAMENTS):
            self.temperament.setItemText(index, temperament_name(key).get(language))
        self.temperament.setCurrentIndex(self.temperament.findData(character.temperament))
        self.dominant.setCurrentIndex(self.dominant.findData(character.dominant))
        close = ", ".join(scar_name(k).get(language) for k in character.close_scars())
        distant = ", ".join(scar_name(k).get(language) for k in character.distant_scars())
        self.temperament_scars.setText(
            self.tr("close: {close} · distant: {distant}").format(close=close, distant=distant)
        )
