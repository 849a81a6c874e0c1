"""A campaign's own d20 monster, edited: its names (English, Czech), grammatical gender,
type, size, CR, Hit Dice, abilities (a score left at "—" for none: no Con), natural
armour and AC, regeneration, fast healing, bonus hit points and natural attacks. OK
checks the whole entry by the bestiary's rules; what is wrong is said in words in the
dialog (and the field gets the focus), and nothing is saved until it is right."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError, SheetError, check_name
from campaign_manager.systems.d20 import bestiary, data
from campaign_manager.systems.d20.bestiary_view import BESTIARY
from campaign_manager.ui.i18n import current_language


class MonsterDialog(QDialog):
    """``entry()`` (the bestiary entry, checked) and ``gender()`` after OK."""

    def __init__(self, entry: dict[str, Any], gender: str = "m", parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Monster"))
        self.original = dict(entry)
        self.checked: dict[str, Any] | None = None
        language = current_language()
        self.name_edit = QLineEdit(entry.get("name", ""))
        self.name_cs_edit = QLineEdit(entry.get("name_cs", ""))
        self.gender_combo = QComboBox()
        for text, key in ((self.tr("Masculine"), "m"), (self.tr("Feminine"), "f"),
                          (self.tr("Neuter"), "n")):  # fmt: skip
            self.gender_combo.addItem(text, key)
        self.gender_combo.setCurrentIndex(max(0, self.gender_combo.findData(gender)))
        self.type_combo = QComboBox()
        for key in bestiary.types():
            self.type_combo.addItem(bestiary.type_label(key).get(language), key)
        self.type_combo.setCurrentIndex(max(0, self.type_combo.findData(entry.get("type"))))
        self.size_combo = QComboBox()
        for key, names in data.sizes().items():
            self.size_combo.addItem(names[language], key)
        self.size_combo.setCurrentIndex(max(0, self.size_combo.findData(entry.get("size"))))
        self.cr_edit = QLineEdit(str(entry.get("cr", "1")))
        dice = entry.get("hit_dice") or {}
        self.dice_edit = QLineEdit(str(dice.get("count", "0")))
        self.die_spin = QSpinBox()
        self.die_spin.setRange(1, 100)
        self.die_spin.setPrefix(self.tr("d"))
        self.die_spin.setValue(int(dice.get("die", 8)))
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice_edit, 1)
        dice_row.addWidget(self.die_spin)
        self.abilities: dict[str, QSpinBox] = {}
        grid = QGridLayout()
        labels = bestiary.labels("abilities")
        scores = entry.get("abilities") or {}
        for index, key in enumerate(bestiary.ABILITIES):
            spin = QSpinBox()
            spin.setRange(0, bestiary.MAX_ABILITY)
            spin.setSpecialValueText("—")  # no score (an undead's Con)
            score = scores.get(key, 10)
            spin.setValue(0 if score is None else int(score))
            spin.setToolTip(self.tr("“—” (0): the creature has no such score"))
            label = QLabel(labels[key].get(language))
            label.setBuddy(spin)
            grid.addWidget(label, index // 3, (index % 3) * 2)
            grid.addWidget(spin, index // 3, (index % 3) * 2 + 1)
            self.abilities[key] = spin
        self.natural = self._spin(-10, 99, entry.get("natural_armor", 0))
        self.ac = self._spin(0, 199, entry.get("ac", 10))
        self.regeneration = self._spin(0, 99, entry.get("regeneration", 0))
        self.fast_healing = self._spin(0, 99, entry.get("fast_healing", 0))
        self.bonus_hp = self._spin(0, 999, entry.get("bonus_hp", 0))
        self.attacks_edit = QPlainTextEdit(
            "\n".join(bestiary.attack_line(a) for a in entry.get("attacks") or [])
        )
        self.attacks_edit.setPlaceholderText(self.tr("one attack a line: 2× Claw 1d6"))
        self.attacks_edit.setTabChangesFocus(True)
        self.attacks_edit.setMaximumHeight(90)
        self.problem = QLabel()
        self.problem.setObjectName("MonsterProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        form.addRow(self.tr("&Name (English):"), self.name_edit)
        form.addRow(self.tr("&Czech name:"), self.name_cs_edit)
        form.addRow(self.tr("&Gender:"), self.gender_combo)
        form.addRow(self.tr("&Type:"), self.type_combo)
        form.addRow(self.tr("Si&ze:"), self.size_combo)
        form.addRow(self.tr("C&R:"), self.cr_edit)
        form.addRow(self.tr("&Hit Dice:"), dice_row)
        form.addRow(self.tr("Abilities:"), grid)
        form.addRow(self.tr("Nat&ural armour:"), self.natural)
        form.addRow(self.tr("&AC:"), self.ac)
        form.addRow(self.tr("R&egeneration:"), self.regeneration)
        form.addRow(self.tr("&Fast healing:"), self.fast_healing)
        form.addRow(self.tr("&Bonus hit points:"), self.bonus_hp)
        form.addRow(self.tr("Na&tural attacks:"), self.attacks_edit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        # where a field's problem puts the focus, and the field's name in the message
        self.fields: dict[str, tuple[QWidget, str]] = {
            "name": (self.name_edit, self.tr("Name (English)")),
            "name_cs": (self.name_cs_edit, self.tr("Czech name")),
            "cr": (self.cr_edit, self.tr("CR")),
            "hit_dice": (self.dice_edit, self.tr("Hit Dice")),
            "abilities": (self.abilities["str"], self.tr("Abilities")),
            "attacks": (self.attacks_edit, self.tr("Natural attacks")),
        }

    def _spin(self, low: int, high: int, value: Any) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setValue(int(value) if isinstance(value, int) else 0)
        return spin

    # -- reading the form -----------------------------------------------------------------
    def _read(self) -> dict[str, Any]:
        count = self.dice_edit.text().strip() or "0"
        entry = {
            **self.original,
            "name": check_name(self.name_edit.text()),
            "name_cs": self.name_cs_edit.text().strip(),
            "type": self.type_combo.currentData(),
            "size": self.size_combo.currentData(),
            "cr": self.cr_edit.text().strip(),
            "hit_dice": {"count": count, "die": self.die_spin.value()},
            "abilities": {k: (spin.value() or None) for k, spin in self.abilities.items()},
            "natural_armor": self.natural.value(),
            "ac": self.ac.value(),
            "regeneration": self.regeneration.value(),
            "fast_healing": self.fast_healing.value(),
            "bonus_hp": self.bonus_hp.value(),
            "attacks": bestiary.parse_attacks(self.attacks_edit.toPlainText()),
        }
        if entry["hit_dice"]["count"] in ("0", "0/1"):
            entry["hit_dice"] = None
        return BESTIARY.check_entry(entry)

    def accept(self) -> None:
        """Close only on an entry the bestiary takes; else say what is wrong."""
        language = current_language()
        try:
            self.checked = self._read()
        except SheetError as error:
            widget, label = self.fields.get(
                error.field.split(".")[0].split("[")[0], (None, error.field)
            )
            self._refuse(f"{label}: {error.detail.get(language)}", widget)
            return
        except RuleError as error:  # the name
            self._refuse(error.text.get(language), self.name_edit)
            return
        super().accept()

    def _refuse(self, text: str, widget: QWidget | None) -> None:
        self.problem.setText(text)
        self.problem.show()
        if widget is not None:
            widget.setFocus()

    def entry(self) -> dict[str, Any]:
        return self.checked if self.checked is not None else self._read()

    def gender(self) -> str:
        return self.gender_combo.currentData()
