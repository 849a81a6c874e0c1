"""Small dialogs of the Člověk sheet: a wound or a burn, a sin (hold or fall), a disorder.

Each can be filled and read in code (``set_values`` / ``values``) so tests drive them
without showing them; the editor calls them through methods tests can replace.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek import Character, RuleError, Severity
from campaign_manager.systems.clovek.editing import sin_grades
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.scars import MENTAL_SCARS, scar_name
from campaign_manager.systems.clovek.soul import Disorder, check_split, sin_wound_size
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.titles import fit_title


class SeverityPicker(QWidget):
    """Three radio buttons: stun /, lethal X, devastating Ж."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.group = QButtonGroup(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for severity, text in (
            (Severity.STUN, self.tr("&Stun  /")),
            (Severity.LETHAL, self.tr("&Lethal  X")),
            (Severity.DEVASTATING, self.tr("&Devastating  Ж")),
        ):
            button = QRadioButton(text)
            self.group.addButton(button, int(severity))
            layout.addWidget(button)
        layout.addStretch()
        self.group.button(int(Severity.STUN)).setChecked(True)

    def severity(self) -> Severity:
        return Severity(self.group.checkedId())

    def set_severity(self, severity: Severity) -> None:
        self.group.button(int(severity)).setChecked(True)


class WoundDialog(QDialog):
    """Severity and points of a wound (or of a burn) for one scar."""

    def __init__(
        self, scar: str, marks: str, burn: bool, language: str, parent: QWidget | None = None
    ):
        super().__init__(parent)
        name = scar_name(scar).get(language)
        self.setWindowTitle(
            self.tr("Burn from {scar}").format(scar=name)
            if burn
            else self.tr("Wound: {scar}").format(scar=name)
        )
        self.severity = SeverityPicker()
        self.points = QSpinBox()
        self.points.setRange(1, 20)
        intro = QLabel(
            self.tr("{scar} now: {marks}").format(scar=name, marks=marks.replace("_", "☐"))
        )
        note = QLabel(
            self.tr(
                "Burning (pálení) is refused as a whole if any point would upgrade a wound "
                "already in the scar, and counts toward the round's limit."
            )
            if burn
            else self.tr(
                "Each point is written from the most to the least severe; in a full scar a "
                "more severe point pushes the last wound out, otherwise it upgrades the "
                "lightest wound (Člověk, Jizvy)."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        form = QFormLayout()
        form.addRow(self.tr("Severity:"), self.severity)
        form.addRow(self.tr("&Points:"), self.points)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("&Burn") if burn else self.tr("&Wound")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def set_values(self, severity: Severity, points: int) -> None:
        self.severity.set_severity(severity)
        self.points.setValue(points)

    def values(self) -> tuple[Severity, int]:
        return self.severity.severity(), self.points.value()


class SinDialog(QDialog):
    """A sin: which one, hold the soul or fall a grade, and the split among the mental scars.
    The outcome and the split's check come from the rules core."""

    def __init__(self, character: Character, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.character = character
        self.language = language
        self.setWindowTitle(self.tr("Commit a sin"))
        self.sin_combo = QComboBox()
        for grade in sin_grades(character):
            sin = character.soul.sins.get(grade, "")
            cost = sin_wound_size(character.soul.grade, grade)
            label = (
                self.tr("{grade}. {sin} — {points} points").format(
                    grade=grade, sin=sin or "—", points=cost
                )
                if cost
                else self.tr("{grade}. {sin} — free (above the soul)").format(
                    grade=grade, sin=sin or "—"
                )
            )
            self.sin_combo.addItem(label, grade)
        self.hold = QRadioButton(self.tr("&Hold the soul (lethal wounds X)"))
        self.fall = QRadioButton(self.tr("&Fall one grade (stun wounds /)"))
        self.hold.setChecked(True)
        self.choice_group = QButtonGroup(self)
        self.choice_group.addButton(self.hold)
        self.choice_group.addButton(self.fall)
        self.split = {}
        split_row = QHBoxLayout()
        for key in MENTAL_SCARS:
            spin = QSpinBox()
            spin.setRange(0, 50)
            spin.setPrefix(scar_name(key).get(language) + " ")
            spin.setAccessibleName(scar_name(key).get(language))
            spin.valueChanged.connect(self._update)
            self.split[key] = spin
            split_row.addWidget(spin)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Sin:"), self.sin_combo)
        form.addRow(self.tr("Choice:"), self.hold)
        form.addRow("", self.fall)
        form.addRow(self.tr("Split:"), split_row)
        layout = QVBoxLayout(self)
        rule = QLabel(
            self.tr(
                "A sin at or below the soul's grade costs a mental wound of soul grade − sin "
                "grade + 1 points, split among the mental scars: lethal to hold the soul, "
                "stun to let it fall one grade. Sins above the grade are free (Člověk, Duše)."
            )
        )
        rule.setWordWrap(True)
        rule.setStyleSheet("color: palette(placeholder-text);")
        layout.addWidget(rule)
        layout.addLayout(form)
        layout.addWidget(self.outcome)
        layout.addWidget(self.buttons)
        self.sin_combo.currentIndexChanged.connect(self._update)
        self.hold.toggled.connect(self._update)
        self.setMinimumWidth(460)
        index = self.sin_combo.findData(character.soul.grade)
        self.sin_combo.setCurrentIndex(max(index, 0))
        self._update()

    def set_values(self, grade: int, choice: str, split: dict[str, int]) -> None:
        self.sin_combo.setCurrentIndex(self.sin_combo.findData(grade))
        (self.hold if choice == "hold" else self.fall).setChecked(True)
        for key, spin in self.split.items():
            spin.setValue(split.get(key, 0))

    def values(self) -> tuple[int, str, dict[str, int]]:
        choice = "hold" if self.hold.isChecked() else "fall"
        return (
            self.sin_combo.currentData(),
            choice,
            {key: spin.value() for key, spin in self.split.items()},
        )

    def _update(self) -> None:
        grade, choice, split = self.values()
        if grade is None:
            return
        severity, points, new_grade = self.character.soul.sin_outcome(grade, choice)
        ok = True
        if not points:
            text = self.tr("A sin above the soul's grade is free.")
        else:
            text = self.tr("{points} points of {severity} mental wound; the soul stays at {grade}.")
            if choice == "fall":
                text = self.tr(
                    "{points} points of {severity} mental wound; the soul falls to {grade}."
                )
            text = text.format(
                points=points, severity=severity.label.get(self.language), grade=new_grade
            )
            try:
                check_split(split, points)
            except RuleError as error:
                ok = False
                text += " " + error.text.get(self.language)
        self.outcome.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)


class DisorderDialog(QDialog):
    """A psychological disorder: name, temporary or permanent, lasting effect, trigger."""

    def __init__(self, disorder: Disorder | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Disorder") if disorder else self.tr("New disorder"))
        disorder = disorder or Disorder("")
        self.triggered = disorder.triggered
        self.name_edit = QLineEdit(disorder.name)
        self.permanent = QCheckBox(self.tr("P&ermanent (only a supernatural cure removes it)"))
        self.permanent.setChecked(disorder.permanent)
        self.effect_edit = QLineEdit(disorder.effect)
        self.effect_edit.setPlaceholderText(self.tr("Applies all the time, e.g. restlessness"))
        self.trigger_edit = QLineEdit(disorder.trigger)
        self.trigger_edit.setPlaceholderText(self.tr("What sets it off for a scene"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow("", self.permanent)
        form.addRow(self.tr("Lasting &effect:"), self.effect_edit)
        form.addRow(self.tr("&Trigger:"), self.trigger_edit)
        form.addRow(buttons)
        self.setMinimumWidth(440)

    def values(self) -> Disorder:
        return Disorder(
            self.name_edit.text(),
            self.permanent.isChecked(),
            self.effect_edit.text().strip(),
            self.trigger_edit.text().strip(),
            self.triggered,
        )


class RestrictionDialog(QDialog):
    """Acting against the soul's restriction: one mental wound, its severity set by the
    restriction (Člověk, Duše); the GM picks the scar and the severity."""

    def __init__(self, language: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Act against the soul's restriction"))
        fit_title(self)
        self.scar = QComboBox()
        for key in MENTAL_SCARS:
            self.scar.addItem(scar_name(key).get(language), key)
        self.severity = SeverityPicker()
        note = QLabel(
            self.tr(
                "Acting against a restriction of the soul costs one mental wound; how severe "
                "depends on the restriction (Člověk, Duše)."
            )
        )
        note.setWordWrap(True)
        note.setStyleSheet("color: palette(placeholder-text);")
        form = QFormLayout()
        form.addRow(self.tr("&Scar:"), self.scar)
        form.addRow(self.tr("Severity:"), self.severity)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> tuple[str, Severity]:
        return self.scar.currentData(), self.severity.severity()


class FeelingUseDialog(QDialog):
    """Using a feeling in a social conflict: which social scar takes the burned stun wound
    (Člověk, City). ``scars``: the social scars that may burn now (from the core)."""

    def __init__(
        self,
        character: Character,
        target: str,
        feeling: str,
        scars: list[str],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        language = current_language()
        name = feeling_name(feeling).get(language)
        self.setWindowTitle(self.tr("A feeling as armour"))
        note = plain(
            QLabel(
                self.tr(
                    "{feeling} toward {target} is used as armour against the target's influence: "
                    "it costs a burned stun social wound (Člověk, City). Which scar takes it?"
                ).format(feeling=name, target=isolate(target))
            )
        )
        note.setWordWrap(True)
        self.scar = QComboBox()
        for key in scars:
            self.scar.addItem(f"{scar_name(key).get(language)}  {character.scar(key).marks()}", key)
        form = QFormLayout()
        form.addRow(self.tr("&Scar:"), self.scar)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Burn and use"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(scars))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        if not scars:
            layout.addWidget(QLabel(self.tr("No social scar may burn now.")))
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(400)

    def chosen(self) -> str | None:
        return self.scar.currentData()
