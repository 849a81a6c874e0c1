"""The "add to the campaign" forms of the catalogue: each hands its values to the rules core.

A form's ``apply(catalogue)`` calls the core's ``add_…`` on a fresh copy of the campaign's
catalogue; the core checks the entry and raises RuleError for a bad one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QRadioButton,
    QWidget,
)

from campaign_manager.systems.dakara import Catalogue
from campaign_manager.ui.systems.dakara.settings.fields import PriceField
from campaign_manager.ui.widgets.fields import spin


def _refill(combo: QComboBox, names: list[str], keep_text: bool = True) -> None:
    text = combo.currentText()
    combo.blockSignals(True)
    try:
        combo.clear()
        combo.addItems(names)
        combo.setCurrentText(text if keep_text else "")
    finally:
        combo.blockSignals(False)


def _editable_combo(placeholder: str) -> QComboBox:
    combo = QComboBox()
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    combo.lineEdit().setPlaceholderText(placeholder)
    combo.setMinimumContentsLength(18)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    return combo


class EntryForm(QWidget):
    """A form layout with a name first; subclasses add fields and implement ``apply``."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setClearButtonEnabled(True)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.form.addRow(self.tr("&Name:"), self.name_edit)

    @property
    def name(self) -> str:
        return self.name_edit.text()

    def refresh(self, catalogue: Catalogue) -> None:
        """Refill the choices (skills, sections) from the campaign's catalogue."""

    def apply(self, catalogue: Catalogue) -> None:
        raise NotImplementedError

    def clear_values(self) -> None:
        self.name_edit.clear()


class SkillChoice:
    """A skill (typed or chosen) and an optional specialisation of it."""

    def __init__(self):
        self.skill = _editable_combo(
            QCoreApplication.translate("SkillChoice", "a skill of the catalogue")
        )
        self.spec = _editable_combo(
            QCoreApplication.translate("SkillChoice", "none: the skill itself")
        )
        self.skill.currentTextChanged.connect(self._skill_changed)
        self.catalogue: Catalogue | None = None

    def refresh(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue
        names = sorted([*catalogue.grouped, *catalogue.standalone, *catalogue.free])
        _refill(self.skill, names)
        self._skill_changed(self.skill.currentText())

    def _skill_changed(self, text: str) -> None:
        specs = self.catalogue.grouped.get(text.strip(), []) if self.catalogue else []
        _refill(self.spec, ["", *specs], keep_text=bool(specs))
        self.spec.setEnabled(bool(specs) or bool(self.spec.currentText()))

    @property
    def values(self) -> tuple[str, str | None]:
        spec = self.spec.currentText().strip()
        return self.skill.currentText().strip(), spec or None


class SkillForm(EntryForm):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.standalone = QRadioButton(self.tr("Standalone s&kill"))
        self.grouped = QRadioButton(self.tr("&Grouped skill with specialisations"))
        self.specialisation = QRadioButton(self.tr("S&pecialisation of a grouped skill"))
        self.kinds = QButtonGroup(self)
        for button in (self.standalone, self.grouped, self.specialisation):
            self.kinds.addButton(button)
        self.standalone.setChecked(True)
        self.section = _editable_combo(self.tr("Vlastní"))
        self.section.setToolTip(self.tr("A section of the skill list, or a new one"))
        self.specs_edit = QLineEdit()
        self.specs_edit.setPlaceholderText(self.tr("separated by commas"))
        self.specs_edit.setToolTip(
            self.tr(
                "Sdružená dovednost: its rating also covers its specialisations, each of "
                "which may be raised above it"
            )
        )
        self.parent_skill = QComboBox()
        self.form.addRow(self.standalone)
        self.form.addRow(self.tr("Section:"), self.section)
        self.form.addRow(self.grouped)
        self.form.addRow(self.tr("Specialisations:"), self.specs_edit)
        self.form.addRow(self.specialisation)
        self.form.addRow(self.tr("Of the skill:"), self.parent_skill)
        self.kinds.buttonToggled.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self, *_args) -> None:
        self.section.setEnabled(self.standalone.isChecked())
        self.specs_edit.setEnabled(self.grouped.isChecked())
        self.parent_skill.setEnabled(self.specialisation.isChecked())

    def refresh(self, catalogue: Catalogue) -> None:
        _refill(self.section, sorted(set(catalogue.standalone.values())))
        current = self.parent_skill.currentText()
        self.parent_skill.clear()
        self.parent_skill.addItems(sorted(catalogue.grouped))
        self.parent_skill.setCurrentText(current)

    def apply(self, catalogue: Catalogue) -> None:
        if self.specialisation.isChecked():
            catalogue.add_specialisation(self.parent_skill.currentText(), self.name)
        elif self.grouped.isChecked():
            specs = [part.strip() for part in self.specs_edit.text().split(",") if part.strip()]
            catalogue.add_skill(self.name, grouped=True, specialisations=specs)
        else:
            catalogue.add_skill(self.name, section=self.section.currentText().strip())

    def clear_values(self) -> None:
        super().clear_values()
        self.specs_edit.clear()


class SpellForm(EntryForm):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.choice = SkillChoice()
        self.rating = spin(1, 6, 1, width=70, align_right=True)
        self.rating.setToolTip(self.tr("The skill rating a character needs to learn it"))
        self.note_edit = QLineEdit()
        self.note_edit.setPlaceholderText(self.tr("optional: what it does"))
        self.form.addRow(self.tr("&Skill:"), self.choice.skill)
        self.form.addRow(self.tr("S&pecialisation:"), self.choice.spec)
        self.form.addRow(self.tr("Needs &rating:"), self.rating)
        self.form.addRow(self.tr("&Description:"), self.note_edit)

    def refresh(self, catalogue: Catalogue) -> None:
        self.choice.refresh(catalogue)

    def apply(self, catalogue: Catalogue) -> None:
        skill, spec = self.choice.values
        catalogue.add_spell(self.name, skill, self.rating.value(), spec, self.note_edit.text())

    def clear_values(self) -> None:
        super().clear_values()
        self.note_edit.clear()


class WeaponForm(EntryForm):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.choice = SkillChoice()
        self.attack = spin(-5, 10, width=70, align_right=True)
        self.defence = spin(-5, 10, width=70, align_right=True)
        self.damage = spin(-5, 10, width=70, align_right=True)
        self.price = PriceField()
        self.attack.setToolTip(self.tr("Added to the attack number: ÚČ = skill + weapon attack"))
        self.defence.setToolTip(
            self.tr("Added to the defence number: OČ = skill + weapon defence + shield defence")
        )
        self.damage.setToolTip(self.tr("A hit deals Přesah + weapon damage − armour"))
        self.form.addRow(self.tr("&Skill:"), self.choice.skill)
        self.form.addRow(self.tr("S&pecialisation:"), self.choice.spec)
        self.form.addRow(self.tr("Attac&k:"), self.attack)
        self.form.addRow(self.tr("&Defence:"), self.defence)
        self.form.addRow(self.tr("Da&mage:"), self.damage)
        self.form.addRow(self.tr("Pri&ce:"), self.price)
        self.currency = None

    def refresh(self, catalogue: Catalogue) -> None:
        self.choice.refresh(catalogue)
        self.currency = catalogue.currency

    def apply(self, catalogue: Catalogue) -> None:
        skill, spec = self.choice.values
        catalogue.add_weapon(
            self.name,
            skill,
            attack=self.attack.value(),
            defence=self.defence.value(),
            damage=self.damage.value(),
            price_md=self.price.price_md(catalogue.currency),
            specialisation=spec,
        )

    def clear_values(self) -> None:
        super().clear_values()
        self.price.clear_value()


class ArmourForm(EntryForm):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.quality = spin(0, 10, 1, width=70, align_right=True)
        self.coverage = spin(0, 10, 1, width=70, align_right=True)
        self.price = PriceField()
        self.quality.setToolTip(
            self.tr("Armour subtracts its Kvalita from a hit when Přesah ≤ its Pokrytí")
        )
        self.coverage.setToolTip(
            self.tr("Armour subtracts its Pokrytí from a hit when Přesah > Pokrytí")
        )
        self.form.addRow(self.tr("&Kvalita:"), self.quality)
        self.form.addRow(self.tr("Pokr&ytí:"), self.coverage)
        self.form.addRow(self.tr("Pri&ce:"), self.price)

    def apply(self, catalogue: Catalogue) -> None:
        catalogue.add_armour(
            self.name,
            self.quality.value(),
            self.coverage.value(),
            self.price.price_md(catalogue.currency),
        )

    def clear_values(self) -> None:
        super().clear_values()
        self.price.clear_value()


class ShieldForm(EntryForm):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.defence = spin(0, 10, 1, width=70, align_right=True)
        self.defence.setToolTip(
            self.tr("Added to the defence number: OČ = skill + weapon defence + shield defence")
        )
        self.price = PriceField()
        self.form.addRow(self.tr("&Defence:"), self.defence)
        self.form.addRow(self.tr("Pri&ce:"), self.price)

    def apply(self, catalogue: Catalogue) -> None:
        catalogue.add_shield(
            self.name, self.defence.value(), self.price.price_md(catalogue.currency)
        )

    def clear_values(self) -> None:
        super().clear_values()
        self.price.clear_value()
