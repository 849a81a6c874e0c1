"""Dialogs of the d20 sheet: damage, healing and a d20 roll (a save or a Heal check).

Each dialog only collects numbers; the editor hands them to the rules core. Their values can
be set in tests and read back with ``values()``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.d20.play import roll_d20
from campaign_manager.ui.colors import ERROR, text_style
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.story_time.passes import TimePasses
from campaign_manager.ui.systems.d20.widgets import TotalEdit
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.announce import show_problem
from campaign_manager.ui.widgets.fields import ok_cancel, spin
from campaign_manager.ui.widgets.titles import fit_title


@dataclass(frozen=True, slots=True)
class DamageRequest:
    amount: int
    mode: str = "normal"  # "normal", "critical" or "coup_de_grace"
    bypasses_regeneration: bool = False


class DamageDialog(QDialog):
    MODES = ("normal", "critical", "coup_de_grace")

    def __init__(self, name: str, regeneration: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Damage to {name}").format(name=name))
        fit_title(self)
        self.amount = spin(1, 999, 1, width=80)
        self.amount.setToolTip(
            self.tr("The attack's damage as rolled. No multiplier: criticals deal normal damage.")
        )
        self.normal = QRadioButton(self.tr("&Normal hit"))
        self.normal.setToolTip(
            self.tr(
                "Damage reduces stamina; once stamina is 0 it reduces wound points (No stamina)."
            )
        )
        self.critical = QRadioButton(self.tr("&Critical hit"))
        self.critical.setToolTip(
            self.tr(
                "A critical hit deals normal damage, but straight to wound points instead of "
                "stamina (Critical hits)."
            )
        )
        self.coup = QRadioButton(self.tr("Coup de &grace"))
        self.coup.setToolTip(
            self.tr(
                "An automatic critical hit; a survivor must make a Fortitude save "
                "(DC 10 + damage) or die (Coup de grace)."
            )
        )
        self.normal.setChecked(True)
        self.group = QButtonGroup(self)
        for button in (self.normal, self.critical, self.coup):
            self.group.addButton(button)
        self.bypasses = QCheckBox(self.tr("&Bypasses regeneration (e.g. fire or acid)"))
        self.bypasses.setToolTip(
            self.tr(
                "Such attacks deal wound damage unless a Fortitude save (DC 10 + damage) "
                "turns it into stamina damage (Regeneration)."
            )
        )
        self.bypasses.setVisible(regeneration)
        self._regeneration = regeneration

        form = QFormLayout()
        form.addRow(self.tr("&Damage:"), self.amount)
        kind = QVBoxLayout()
        for button in (self.normal, self.critical, self.coup):
            kind.addWidget(button)
        form.addRow(self.tr("Hit:"), kind)
        form.addRow(self.bypasses)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self, self.tr("Apply damage")))
        self.amount.setFocus()
        self.amount.selectAll()

    def set_values(self, request: DamageRequest) -> None:
        self.amount.setValue(request.amount)
        dict(zip(self.MODES, (self.normal, self.critical, self.coup), strict=True))[
            request.mode
        ].setChecked(True)
        self.bypasses.setChecked(request.bypasses_regeneration)

    def values(self) -> DamageRequest:
        mode = "critical" if self.critical.isChecked() else "normal"
        if self.coup.isChecked():
            mode = "coup_de_grace"
        return DamageRequest(
            self.amount.value(), mode, self._regeneration and self.bypasses.isChecked()
        )


@dataclass(frozen=True, slots=True)
class HealingRequest:
    mode: str  # "hours", "night", "bed_rest", "spell", "fixed"
    hours: int = 8
    long_term_care: bool = False
    interrupted: bool = False
    dice: int = 0
    bonus: int = 0
    amount: int = 0
    # how far the story's clock moves on with it (0: not at all)
    story_seconds: int = 0


# the story time each rest proposes (the GM checks the box; one character's rest in a
# party's night would otherwise move the clock once per character)
REST_SECONDS = {"night": 8 * 3600, "bed_rest": 24 * 3600}


class HealingDialog(QDialog):
    MODES = ("hours", "night", "bed_rest", "spell", "fixed")

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Healing of {name}").format(name=name))
        fit_title(self)
        labels = (
            self.tr("Hours of &rest: stamina"),
            self.tr("A &night's rest: wound points"),
            self.tr("A day of &bed rest (24 h): double wound points"),
            self.tr("Healing &spell: dice and a fixed bonus"),
            self.tr("&Fixed amount of healing"),
        )
        tips = (
            self.tr("Stamina returns at 1 point per hour per character level (Natural healing)."),
            self.tr(
                "A night's rest heals 1 wound point per level (at least 1); any significant "
                "interruption means no healing (Natural healing)."
            ),
            self.tr("24 hours of bed rest heal twice a night's wound points (Natural healing)."),
            self.tr(
                "The dice rolled restore stamina; fixed bonuses such as caster level heal wound "
                "points (Magical healing)."
            ),
            self.tr(
                "Effects restoring a fixed amount heal wound points first, then stamina "
                "(Magical healing)."
            ),
        )
        self.group = QButtonGroup(self)
        self.mode_buttons: dict[str, QRadioButton] = {}
        modes = QVBoxLayout()
        for key, label, tip in zip(self.MODES, labels, tips, strict=True):
            button = QRadioButton(label)
            button.setToolTip(tip)
            self.group.addButton(button)
            self.mode_buttons[key] = button
            modes.addWidget(button)
        box = QGroupBox(self.tr("Kind of healing"))
        box.setLayout(modes)

        self.hours = spin(1, 24 * 30, 8, width=80)
        self.long_term_care = QCheckBox(self.tr("Long-&term care (double rate)"))
        self.long_term_care.setToolTip(
            self.tr(
                "A character under long-term care recovers stamina and wound points twice as fast."
            )
        )
        self.interrupted = QCheckBox(self.tr("Rest was &interrupted (no healing)"))
        self.dice = spin(0, 999, width=80)
        self.bonus = spin(0, 999, width=80)
        self.amount = spin(0, 999, width=80)
        self.details = QFormLayout()
        self.details.addRow(self.tr("&Hours:"), self.hours)
        self.details.addRow(self.long_term_care)
        self.details.addRow(self.interrupted)
        self.details.addRow(self.tr("&Dice rolled (stamina):"), self.dice)
        self.details.addRow(self.tr("Fi&xed bonus (wound points):"), self.bonus)
        self.details.addRow(self.tr("&Amount:"), self.amount)

        self.time_passes = TimePasses()
        self.hours.valueChanged.connect(self._propose_time)

        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addLayout(self.details)
        layout.addWidget(self.time_passes)
        layout.addWidget(ok_cancel(self, self.tr("Heal")))
        self.group.buttonToggled.connect(self._update)
        self.mode_buttons["hours"].setChecked(True)

    def mode(self) -> str:
        return next(key for key, button in self.mode_buttons.items() if button.isChecked())

    def _update(self, *_args) -> None:
        mode = self.mode()
        enabled = {
            self.hours: mode == "hours",
            self.long_term_care: mode in ("hours", "night", "bed_rest"),
            self.interrupted: mode in ("night", "bed_rest"),
            self.dice: mode == "spell",
            self.bonus: mode == "spell",
            self.amount: mode == "fixed",
        }
        for widget, on in enabled.items():
            widget.setEnabled(on)
            label = self.details.labelForField(widget)
            if label is not None:
                label.setEnabled(on)
        self._propose_time()

    def _propose_time(self, *_args) -> None:
        """A rest proposes its own length of story time (left unchecked)."""
        mode = self.mode()
        seconds = self.hours.value() * 3600 if mode == "hours" else REST_SECONDS.get(mode, 0)
        self.time_passes.set(seconds, checked=self.time_passes.check.isChecked())
        self.time_passes.setEnabled(bool(seconds))

    def set_values(self, request: HealingRequest) -> None:
        self.mode_buttons[request.mode].setChecked(True)
        self.hours.setValue(request.hours)
        self.long_term_care.setChecked(request.long_term_care)
        self.interrupted.setChecked(request.interrupted)
        self.dice.setValue(request.dice)
        self.bonus.setValue(request.bonus)
        self.amount.setValue(request.amount)
        if request.story_seconds:
            self.time_passes.set(request.story_seconds)

    def values(self) -> HealingRequest:
        return HealingRequest(
            self.mode(),
            self.hours.value(),
            self.long_term_care.isChecked(),
            self.interrupted.isChecked(),
            self.dice.value(),
            self.bonus.value(),
            self.amount.value(),
            self.time_passes.seconds() if self.time_passes.isEnabled() else 0,
        )


class RollDialog(QDialog):
    """A d20 roll's total: entered, or rolled here as d20 + a bonus (the injectable RNG)."""

    def __init__(
        self,
        title: str,
        heading: str,
        bonus_label: str,
        bonus: int = 0,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_title(self)
        self.rng = rng
        head = plain(QLabel(heading))  # the character's name
        head.setWordWrap(True)
        font = head.font()
        font.setBold(True)
        head.setFont(font)
        # empty until the GM types what the dice showed or rolls here
        self.total = TotalEdit(-20, 99, self.tr("d20 + bonus"))
        self.bonus = spin(-20, 60, bonus, width=80)
        self.roll_button = QPushButton(self.tr("&Roll d20"))
        self.roll_button.setToolTip(self.tr("Roll d20 and add the bonus to get the total."))
        self.roll_button.setAutoDefault(False)  # Enter resolves; it never rolls again
        self.roll_button.clicked.connect(self.roll)
        self.rolled = QLabel()
        self.rolled.setStyleSheet("color: palette(placeholder-text);")
        bonus_row = QHBoxLayout()
        bonus_row.addWidget(self.bonus)
        bonus_row.addWidget(self.roll_button)
        bonus_row.addStretch()
        form = QFormLayout()
        label = QLabel(bonus_label)
        label.setBuddy(self.bonus)  # the mnemonic works (and is not shown as "&")
        form.addRow(label, bonus_row)
        form.addRow(self.tr("&Total:"), self.total)
        form.addRow(self.rolled)
        self.problem = plain(QLabel())  # why Enter did not resolve it
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(text_style(ERROR))
        self.problem.hide()
        self.total.textEdited.connect(self.problem.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(ok_cancel(self, self.tr("Resolve"), self.tr("Later")))
        self.total.setFocus()

    def accept(self) -> None:
        """Resolve with the total typed or rolled; none: nothing is resolved, and the
        dialog says why."""
        if self.total.value() is None:
            show_problem(self.problem, self.tr("Enter the total rolled, or roll d20 + the bonus."))
            self.adjustSize()  # room for the line: nothing squeezed
            self.total.setFocus()
            return
        super().accept()

    def roll(self) -> int:
        """Roll d20 + the bonus in the rules core; show the total and how it was made."""
        rolled = roll_d20(self.bonus.value(), self.rng)
        self.total.setValue(rolled.total)
        self.rolled.setText(rolled.text.get(current_language()))
        self.problem.hide()
        self.total.setFocus()  # the next Enter resolves with the rolled total
        return rolled.total
