"""The Dakara skill test (Dovednostní test) as a dialog, over ``systems/dakara/skill_test.py``.

The dialog takes numbers, not a sheet: the skill's name and rating, the wound penalty in
force, and whether the test is in combat (``None``: the dialog asks, because automatic
success at +2 is never allowed in combat). The sheet's skill tree and the ledger both open
it. It resolves the test with the rules core (both dice rolled, or entered by hand) and
shows the outcome with its band, or the injury instead; :attr:`outcome` holds the core's
Outcome (its event is the log line) once the GM accepts.
"""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.dakara.costs import MAX_RATING, MIN_RATING
from campaign_manager.systems.dakara.skill_test import (
    WOUND_PENALTY_RANGE,
    DescriptionBonus,
    is_automatic_test,
    skill_test,
)
from campaign_manager.systems.outcome import Outcome
from campaign_manager.ui.colors import ERROR, GOOD
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.fields import ok_cancel, spin

MODIFIER_RANGE = (-20, 20)


class SkillTestDialog(QDialog):
    def __init__(
        self,
        skill: str,
        rating: int,
        wound_penalty: int = 0,
        *,
        in_combat: bool | None = None,
        who: str | None = None,
        rng: random.Random | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Skill test: {skill}").format(skill=skill))
        self.skill_name, self.who, self.rng = skill, who, rng
        self.outcome: Outcome | None = None
        self.language = current_language()

        # the actor
        self.rating_spin = spin(MIN_RATING, MAX_RATING, rating)
        self.modifier_spin = spin(*MODIFIER_RANGE)
        self.wound_spin = spin(
            *WOUND_PENALTY_RANGE, max(WOUND_PENALTY_RANGE[0], min(0, wound_penalty))
        )
        self.wound_spin.setToolTip(
            self.tr("The wound penalty in force (kondice); it applies to every skill test.")
        )
        self.description_combo = QComboBox()
        self.description_combo.addItem(self.tr("no description bonus"), DescriptionBonus.NONE)
        self.description_combo.addItem(
            self.tr("+1 a plausible description"), DescriptionBonus.DESCRIBED
        )
        self.description_combo.addItem(self.tr("+2 an excellent idea"), DescriptionBonus.EXCELLENT)
        actor = QFormLayout()
        # the skill is named in the window's title: with it here too the label made the
        # character's column too wide at a large desktop font
        rating_label = QLabel(self.tr("&Rating:"))
        self.rating_spin.setAccessibleDescription(skill)
        rating_label.setBuddy(self.rating_spin)
        actor.addRow(rating_label, self.rating_spin)
        actor.addRow(self.tr("&Modifiers:"), self.modifier_spin)
        actor.addRow(self.tr("&Wound penalty:"), self.wound_spin)
        actor.addRow(self.tr("&Description (finta):"), self.description_combo)
        actor_box = QGroupBox(self.tr("The character"))
        actor_box.setLayout(actor)

        # the opposition
        self.against_difficulty = QRadioButton(self.tr("a di&fficulty"))
        self.against_skill = QRadioButton(self.tr("an &opposing skill"))
        self.against_difficulty.setChecked(True)
        # the choices one above the other, the threat's choice under its label: side by
        # side they made the dialog wider than 1024 px at a large desktop font
        against = QVBoxLayout()
        against.addWidget(self.against_difficulty)
        against.addWidget(self.against_skill)
        self.difficulty_spin = spin(MIN_RATING, MAX_RATING, 3)
        self.opposition_modifier_spin = spin(*MODIFIER_RANGE)
        self.opposition_wound_spin = spin(*WOUND_PENALTY_RANGE)
        opposition = QFormLayout()
        opposition.addRow(self.tr("Against:"), against)
        opposition.addRow(self.tr("Difficulty or &skill:"), self.difficulty_spin)
        opposition.addRow(self.tr("Its mo&difiers:"), self.opposition_modifier_spin)
        opposition.addRow(self.tr("Opponent's wound penalty:"), self.opposition_wound_spin)
        opposition_box = QGroupBox(self.tr("The opposition"))
        opposition_box.setLayout(opposition)

        # combat, threat, draw
        self.out_of_combat = QRadioButton(self.tr("Out of com&bat"))
        self.in_combat_button = QRadioButton(self.tr("In &combat"))
        self.combat_group = QButtonGroup(self)
        self.combat_group.addButton(self.out_of_combat)
        self.combat_group.addButton(self.in_combat_button)
        if in_combat is not None:
            (self.in_combat_button if in_combat else self.out_of_combat).setChecked(True)
        self.combat_question = QLabel(
            self.tr("Is this in combat? Automatic success (+2 over the opposition) never is.")
        )
        self.combat_question.setWordWrap(True)
        combat = QHBoxLayout()
        combat.addWidget(self.out_of_combat)
        combat.addWidget(self.in_combat_button)
        combat.addStretch()
        self.threat_combo = QComboBox()
        self.threat_combo.addItem(self.tr("complications (by the margin)"), "complications")
        self.threat_combo.addItem(self.tr("injury instead of complications"), "injury")
        self.hazard_spin = spin(*MODIFIER_RANGE)
        self.armour_spin = spin(0, 20)
        self.draw_check = QCheckBox(self.tr("A tie is a dra&w (where that makes sense)"))
        situation = QFormLayout()
        situation.addRow(self.combat_question)
        situation.addRow(combat)
        threat_label = QLabel(self.tr("On failure, &threatens:"))
        threat_label.setBuddy(self.threat_combo)
        situation.addRow(threat_label)
        situation.addRow(self.threat_combo)
        situation.addRow(self.tr("Hazard modifier:"), self.hazard_spin)
        situation.addRow(self.tr("Armour:"), self.armour_spin)
        situation.addRow(self.draw_check)
        situation_box = QGroupBox(self.tr("The situation"))
        situation_box.setLayout(situation)

        # the dice
        self.enter_dice = QCheckBox(self.tr("&Enter the dice rolled at the table"))
        self.actor_die = spin(1, 6, 1)
        self.opposition_die = spin(1, 6, 1)
        self.actor_die.setAccessibleName(self.tr("The character's die"))
        self.opposition_die.setAccessibleName(self.tr("The opposition's die"))
        dice = QHBoxLayout()
        dice.addWidget(self.enter_dice)
        dice.addWidget(QLabel(self.tr("character:")))
        dice.addWidget(self.actor_die)
        dice.addWidget(QLabel(self.tr("opposition:")))
        dice.addWidget(self.opposition_die)
        dice.addStretch()
        self.resolve_button = QPushButton(self.tr("&Roll and resolve"))
        self.resolve_button.setDefault(True)
        self.resolve_button.clicked.connect(self.resolve)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.result_label = plain(QLabel())  # the rules' words, with the skill's name
        self.result_label.setWordWrap(True)
        font = self.result_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.result_label.setFont(font)
        self.detail_label = plain(QLabel())
        self.detail_label.setWordWrap(True)

        self.buttons = ok_cancel(self, self.tr("Write to the &log"))

        columns = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(actor_box)
        left.addWidget(opposition_box)
        columns.addLayout(left, 1)
        columns.addWidget(situation_box, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addLayout(dice)
        layout.addWidget(self.preview)
        layout.addWidget(self.resolve_button)
        layout.addWidget(self.result_label)
        layout.addWidget(self.detail_label)
        layout.addWidget(self.buttons)

        for widget in (
            self.rating_spin,
            self.modifier_spin,
            self.wound_spin,
            self.difficulty_spin,
            self.opposition_modifier_spin,
            self.opposition_wound_spin,
            self.hazard_spin,
            self.armour_spin,
            self.actor_die,
            self.opposition_die,
        ):
            widget.valueChanged.connect(self._changed)
        for combo in (self.description_combo, self.threat_combo):
            combo.currentIndexChanged.connect(self._changed)
        for button in (
            self.against_difficulty,
            self.against_skill,
            self.out_of_combat,
            self.in_combat_button,
            self.enter_dice,
            self.draw_check,
        ):
            button.toggled.connect(self._changed)
        self._changed()

    # -- reading the form ------------------------------------------------------------------------
    @property
    def in_combat(self) -> bool | None:
        if self.in_combat_button.isChecked():
            return True
        if self.out_of_combat.isChecked():
            return False
        return None

    def _modifiers(self) -> dict[str, int]:
        """The form's modifiers, as ``skill_test`` takes them (the opponent's wound penalty
        only against an opposing skill)."""
        opposed = self.against_skill.isChecked()
        return {
            "actor_modifier": self.modifier_spin.value(),
            "opposition_modifier": self.opposition_modifier_spin.value(),
            "description_bonus": int(self.description_combo.currentData()),
            "wound_penalty": self.wound_spin.value(),
            "opposition_wound_penalty": self.opposition_wound_spin.value() if opposed else 0,
        }

    def _changed(self, *_args) -> None:
        """Something changed: the old result is gone; say what resolving will do."""
        self.outcome = None
        self.result_label.setText("")
        self.detail_label.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        injury = self.threat_combo.currentData() == "injury"
        self.hazard_spin.setEnabled(injury)
        self.armour_spin.setEnabled(injury)
        opposed = self.against_skill.isChecked()
        self.opposition_wound_spin.setEnabled(opposed)
        self.actor_die.setEnabled(self.enter_dice.isChecked())
        self.opposition_die.setEnabled(self.enter_dice.isChecked())
        asked = self.in_combat is not None
        self.combat_question.setStyleSheet("" if asked else f"color: {ERROR};")
        self.resolve_button.setEnabled(asked)
        if not asked:
            self.preview.setText("")
            return
        automatic = is_automatic_test(
            self.rating_spin.value(),
            self.difficulty_spin.value(),
            in_combat=bool(self.in_combat),
            **self._modifiers(),
        )
        if automatic:
            self.preview.setText(
                self.tr("Automatic success: the character is 2 or more above; nothing is rolled.")
            )
            self.resolve_button.setText(self.tr("&Resolve (automatic success)"))
        else:
            self.preview.setText("")
            self.resolve_button.setText(
                self.tr("&Resolve with these dice")
                if self.enter_dice.isChecked()
                else self.tr("&Roll and resolve")
            )

    # -- resolving -------------------------------------------------------------------------------
    def resolve(self) -> Outcome | None:
        """Resolve the test with the rules core; shows and keeps the outcome."""
        if self.in_combat is None:
            return None
        threat = self.threat_combo.currentData()
        entered = self.enter_dice.isChecked()
        who = f"{self.who} – {self.skill_name}" if self.who else self.skill_name
        try:
            outcome = skill_test(
                self.rating_spin.value(),
                self.difficulty_spin.value(),
                in_combat=bool(self.in_combat),
                opposed=self.against_skill.isChecked(),
                **self._modifiers(),
                actor_roll=self.actor_die.value() if entered else None,
                opposition_roll=self.opposition_die.value() if entered else None,
                threat=threat,
                hazard_modifier=self.hazard_spin.value() if threat == "injury" else 0,
                armour=self.armour_spin.value() if threat == "injury" else 0,
                allow_draw=self.draw_check.isChecked(),
                label=Text(cs=who, en=who),
                rng=self.rng,
            )
        except RuleError as error:
            self.result_label.setStyleSheet(f"color: {ERROR};")
            self.result_label.setText(error.text.get(self.language))
            return None
        result = outcome.state
        if not entered and not result.automatic:  # show what was rolled
            for box, value in (
                (self.actor_die, result.actor_roll),
                (self.opposition_die, result.opposition_roll),
            ):
                box.blockSignals(True)
                box.setValue(value)
                box.blockSignals(False)
        self.outcome = outcome
        self.result_label.setStyleSheet(f"color: {GOOD if result.success else ERROR};")
        self.result_label.setText(result.text.get(self.language))
        self.detail_label.setText(outcome.text.get(self.language))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        return outcome
