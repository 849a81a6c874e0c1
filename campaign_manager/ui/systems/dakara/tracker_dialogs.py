"""The dialogs of Dakara's tracker panel: declare an intent, resolve an attack, and the
many-targets ones (damage, healing, Výdrž and Vůle spent: one amount each, in a small
table), brought round (První pomoc) and a free action.

Each dialog only gathers numbers and choices; the panel turns them into action dicts for
the pure encounter module. The attack dialog's numbers are prefilled from the module's
``suggest_numbers`` and stay editable; a die left at "roll" is rolled by the module with
the controller's random generator, any other value is the physical die's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError, signed
from campaign_manager.systems.dakara.combat import resolve_attack
from campaign_manager.systems.dakara.encounter import suggest_numbers
from campaign_manager.systems.dakara.encounter_rules import catalogue, data
from campaign_manager.ui.accessibility import announce
from campaign_manager.ui.colors import ERROR, text_style
from campaign_manager.ui.combat.panel import ConditionDialog
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.fields import ok_cancel, spin
from campaign_manager.ui.widgets.titles import fit_title


def _who(names: list[str]) -> QLabel:
    label = plain(
        QLabel(
            QCoreApplication.translate("DakaraTracker", "For: {names}").format(
                names=", ".join(map(isolate, names))
            )
        )
    )
    label.setWordWrap(True)
    return label


def die_box() -> QSpinBox:
    """A d6: "roll" (0) lets the rules roll it, 1–6 is the physical die."""
    return spin(
        0,
        6,
        0,
        special=QCoreApplication.translate("DakaraTracker", "roll"),
        tip=QCoreApplication.translate(
            "DakaraTracker", "Leave at “roll” to roll it here, or enter the physical die (1–6)."
        ),
    )


def combatant_combo(state: dict, ids: list[str], empty: str | None = None) -> QComboBox:
    combo = QComboBox()
    if empty is not None:
        combo.addItem(empty, None)
    for cid in ids:
        record = state["combatants"][cid]
        mark = "◌ " if record.get("hidden") else ""
        combo.addItem(mark + record["name"], cid)
    return combo


def select_data(combo: QComboBox, value) -> None:
    found = combo.findData(value)
    if found >= 0:
        combo.setCurrentIndex(found)


# --- declaring ---------------------------------------------------------------------------
class DeclareDialog(QDialog):
    """An intent from the complex-action table, its target and, where the table lets the
    GM choose, its duration in rounds."""

    def __init__(self, state: dict, ids: list[str], order: list[str], parent: QWidget = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Declare an intent"))
        self.state = state
        self.ids = ids
        cat = catalogue(state)
        names_en = data()["action_names_en"]
        self.action = QComboBox()
        self.action.setObjectName("DeclareAction")
        for key, row in cat.complex_actions.items():
            label = row["name"] if current_language() == "cs" else names_en.get(key, row["name"])
            star = " *" if key in data()["attack_actions"] else ""
            self.action.addItem(label + star, key)
        self.target = combatant_combo(state, [i for i in order if i not in ids], self.tr("(none)"))
        self.target.setObjectName("DeclareTarget")
        self.rounds = spin(0, 10_000, 0)
        self.rounds.setObjectName("DeclareRounds")
        self.rounds_hint = plain(QLabel())  # the catalogue's words (the GM may edit them)
        self.rounds_hint.setWordWrap(True)
        first = state["combatants"][ids[0]]
        intent = first.get("intent")
        if intent is not None:
            select_data(self.action, intent["action"])
            select_data(self.target, intent.get("target"))
        self.action.currentIndexChanged.connect(self._action_changed)
        self._action_changed()
        form = QFormLayout()
        form.addRow(self.tr("&Action:"), self.action)
        form.addRow(self.tr("&Target:"), self.target)
        form.addRow(self.tr("&Rounds:"), self.rounds)
        form.addRow("", self.rounds_hint)
        layout = QVBoxLayout(self)
        names = [state["combatants"][i]["name"] for i in ids]
        layout.addWidget(_who(names))
        layout.addLayout(form)
        hidden = [state["combatants"][i]["name"] for i in ids if state["combatants"][i]["hidden"]]
        if hidden:
            secret = plain(
                QLabel(
                    self.tr("Hidden: {names}. The players are not told this intent.").format(
                        names=", ".join(map(isolate, hidden))
                    )
                )
            )
            secret.setWordWrap(True)
            layout.addWidget(secret)
        note = QLabel(self.tr("* resolves an attack. An intent abandoned this round cannot be "
                         "declared again."))  # fmt: skip
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(ok_cancel(self, self.tr("Declare")))
        self.setMinimumWidth(480)

    def _action_changed(self) -> None:
        key = self.action.currentData()
        row = catalogue(self.state).complex_actions.get(key, {})
        table = row.get("rounds")
        choosable = table is None or bool(row.get("at_least"))
        self.rounds.setEnabled(choosable)
        if key in data()["open_actions"]:
            self.rounds.setSpecialValueText(self.tr("until I end it"))
        else:
            default = data()["default_rounds"].get(key, table)
            self.rounds.setSpecialValueText(self.tr("as the table says (%n)", "", default or 1))
        if not choosable:
            self.rounds.setValue(0)
        duration = row.get("duration") or self.tr("%n round(s)", "", table or 1)
        self.rounds_hint.setText(self.tr("The table: {duration}").format(duration=duration))

    def actions(self) -> list[dict]:
        rounds = self.rounds.value() or None
        return [
            {
                "type": "declare",
                "id": cid,
                "action": self.action.currentData(),
                "target": self.target.currentData(),
                **({"rounds": rounds} if rounds else {}),
            }
            for cid in self.ids
        ]


# --- the attack --------------------------------------------------------------------------
class AttackDialog(QDialog):
    """Attacker, defender, the catalogue's weapon, shield and armour (default: from the
    gear), ÚČ/OČ and damage prefilled from ``suggest_numbers`` and editable, both dice."""

    GEAR = None  # the combo entry "from the gear"

    def __init__(
        self, state: dict, order: list[str], attacker: str, defender: str | None, parent=None
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Resolve an attack"))
        self.state = state
        cat = catalogue(state)
        self.attacker = combatant_combo(state, order)
        self.attacker.setObjectName("Attacker")
        self.defender = combatant_combo(state, order)
        self.defender.setObjectName("Defender")
        select_data(self.attacker, attacker)
        if defender is None:
            defender = next((i for i in order if i != attacker), attacker)
        select_data(self.defender, defender)

        def gear_combo(names) -> QComboBox:
            combo = QComboBox()
            combo.addItem(self.tr("from the gear"), self.GEAR)
            for name in names:
                combo.addItem(name, name)
            return combo

        self.weapon = gear_combo(cat.weapons)
        self.defender_weapon = gear_combo(cat.weapons)
        self.shield = gear_combo(cat.shields)
        self.armour = gear_combo(cat.armour)
        self.attack_number = spin(-100, 100)
        self.attack_number.setObjectName("AttackNumber")
        self.defence_number = spin(-100, 100)
        self.defence_number.setObjectName("DefenceNumber")
        self.weapon_damage = spin(0, 100)
        self.armour_quality = spin(0, 100)
        self.armour_coverage = spin(0, 100)
        self.attack_roll = die_box()
        self.attack_roll.setObjectName("AttackRoll")
        self.defence_roll = die_box()
        self.defence_roll.setObjectName("DefenceRoll")
        self.notes = plain(QLabel())  # the gear's names and notes
        self.notes.setWordWrap(True)
        self.notes.setObjectName("AttackNotes")
        self.penalties = QLabel()
        self.penalties.setWordWrap(True)
        self.preview = plain(QLabel())  # Přesah and the damage, before Resolve
        self.preview.setWordWrap(True)
        self.preview.setObjectName("AttackPreview")
        self._penalties = (0, 0)
        self.error = plain(QLabel())
        self.error.setWordWrap(True)
        self.error.setStyleSheet(text_style(ERROR))

        for combo in (
            self.attacker,
            self.defender,
            self.weapon,
            self.defender_weapon,
            self.shield,
            self.armour,
        ):
            combo.currentIndexChanged.connect(self.suggest)
        for box in (
            self.attack_number,
            self.defence_number,
            self.weapon_damage,
            self.armour_quality,
            self.armour_coverage,
            self.attack_roll,
            self.defence_roll,
        ):
            box.valueChanged.connect(self.show_preview)

        form = QFormLayout()
        form.addRow(self.tr("&Attacker:"), self.attacker)
        form.addRow(self.tr("&Weapon:"), self.weapon)
        form.addRow(self.tr("&Defender:"), self.defender)
        form.addRow(self.tr("Defends &with:"), self.defender_weapon)
        form.addRow(self.tr("&Shield:"), self.shield)
        form.addRow(self.tr("Ar&mour:"), self.armour)
        numbers = QHBoxLayout()
        for label, box in (
            (self.tr("ÚČ"), self.attack_number),
            (self.tr("OČ"), self.defence_number),
            (self.tr("Damage"), self.weapon_damage),
            (self.tr("Kvalita"), self.armour_quality),
            (self.tr("Pokrytí"), self.armour_coverage),
        ):
            numbers.addWidget(QLabel(label))
            box.setAccessibleName(label)
            numbers.addWidget(box)
        numbers.addStretch(1)
        dice = QHBoxLayout()
        dice.addWidget(QLabel(self.tr("Attacker's d6:")))
        dice.addWidget(self.attack_roll)
        self.attack_roll.setAccessibleName(self.tr("Attacker's d6"))
        dice.addWidget(QLabel(self.tr("Defender's d6:")))
        dice.addWidget(self.defence_roll)
        self.defence_roll.setAccessibleName(self.tr("Defender's d6"))
        dice.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(numbers)
        layout.addWidget(self.notes)
        layout.addWidget(self.penalties)
        layout.addLayout(dice)
        layout.addWidget(self.preview)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.tr("Resolve")))
        self.setMinimumWidth(560)
        self.suggest()

    def suggest(self) -> None:
        """Refill the numbers from the characters and the chosen gear."""
        attacker, defender = self.attacker.currentData(), self.defender.currentData()
        if attacker is None or defender is None:
            return
        try:
            numbers = suggest_numbers(
                self.state,
                attacker,
                defender,
                self.weapon.currentData(),
                self.shield.currentData(),
                defender_weapon=self.defender_weapon.currentData(),
                armour=self.armour.currentData(),
            )
        except RuleError as error:
            announce(self.error, error.text.get(current_language()), assertive=True)
            self.error.setText(error.text.get(current_language()))
            return
        self.error.setText("")
        self.attack_number.setValue(numbers["attack_number"])
        self.defence_number.setValue(numbers["defence_number"])
        self.weapon_damage.setValue(numbers["weapon_damage"])
        self.armour_quality.setValue(numbers["armour_quality"])
        self.armour_coverage.setValue(numbers["armour_coverage"])
        language = current_language()
        self.notes.setText(numbers["notes"]["cs" if language == "cs" else "en"])
        a_pen, d_pen = numbers["attack_penalty"], numbers["defence_penalty"]
        self._penalties = (a_pen, d_pen)
        if a_pen or d_pen:
            self.penalties.setText(
                self.tr(
                    "Wound penalties fixed at the round's start, added by the rules: "
                    "attacker {a}, defender {d}."
                ).format(a=signed(a_pen), d=signed(d_pen))
            )
        else:
            self.penalties.setText(self.tr("No wound penalties this round."))
        for combo, key, none in (
            (self.weapon, "weapon", self.tr("unarmed")),
            (self.defender_weapon, "defender_weapon", self.tr("dodging")),
            (self.shield, "shield", self.tr("none")),
            (self.armour, "armour", self.tr("none")),
        ):
            found = numbers[key] or none
            combo.setItemText(0, self.tr("from the gear: {item}").format(item=found))
        self.show_preview()

    def show_preview(self) -> None:
        """Přesah and the damage the numbers give (RULINGS §1.6), before Resolve: exact
        once both dice are entered, else before the dice (and what equal dice give)."""
        a_roll, d_roll = self.attack_roll.value(), self.defence_roll.value()
        entered = bool(a_roll and d_roll)
        try:
            result = resolve_attack(
                self.attack_number.value(),
                self.defence_number.value(),
                a_roll if entered else 1,
                d_roll if entered else 1,
                self.weapon_damage.value(),
                self.armour_quality.value(),
                self.armour_coverage.value(),
                attack_penalty=self._penalties[0],
                defence_penalty=self._penalties[1],
            )
        except RuleError as error:
            self.preview.setText(error.text.get(current_language()))
            return
        overshoot = signed(result.overshoot)
        if entered and result.hit:
            text = self.tr("Přesah {overshoot}: a hit, damage {damage}.")
        elif entered:
            text = self.tr("Přesah {overshoot}: no hit.")
        elif result.hit:
            text = self.tr(
                "Přesah before the dice {overshoot} (the two d6 move it by −5 to +5); "
                "with equal dice a hit, damage {damage}."
            )
        else:
            text = self.tr(
                "Přesah before the dice {overshoot} (the two d6 move it by −5 to +5); "
                "with equal dice no hit."
            )
        self.preview.setText(text.format(overshoot=overshoot, damage=result.damage))

    def action(self) -> dict:
        return {
            "type": "attack",
            "attacker": self.attacker.currentData(),
            "defender": self.defender.currentData(),
            "attack_number": self.attack_number.value(),
            "defence_number": self.defence_number.value(),
            "attack_roll": self.attack_roll.value() or None,
            "defence_roll": self.defence_roll.value() or None,
            "weapon_damage": self.weapon_damage.value(),
            "armour_quality": self.armour_quality.value(),
            "armour_coverage": self.armour_coverage.value(),
        }


# --- many targets ------------------------------------------------------------------------
def amounts_table(
    targets: list[tuple[str, str]], low: int, high: int, value: int, header: str
) -> tuple[QTableWidget, list[QSpinBox]]:
    """A small table, target and its own amount, shown only for more than one target."""
    table = QTableWidget(len(targets), 2)
    table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
    table.setObjectName("TargetsTable")
    table.setHorizontalHeaderLabels([QCoreApplication.translate("DakaraTracker", "Target"), header])
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.setAccessibleName(QCoreApplication.translate("DakaraTracker", "Each target's own"))
    spins: list[QSpinBox] = []
    for row, (_cid, name) in enumerate(targets):
        item = QTableWidgetItem(name)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        table.setItem(row, 0, item)
        box = spin(low, high, value)
        box.setAccessibleName(f"{name}: {header}")
        table.setCellWidget(row, 1, box)
        spins.append(box)
    table.setVisible(len(targets) > 1)
    rows_height = sum(table.rowHeight(r) for r in range(len(targets)))
    frame = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
    table.setMaximumHeight(min(rows_height + frame + 2, 320))
    return table, spins


class DakaraConditionDialog(ConditionDialog):
    """The common condition dialog, and for several combatants each its own rounds."""

    def __init__(self, targets: list[tuple[str, str]], parent=None):
        super().__init__([name for _, name in targets], parent)
        self.targets = targets
        self.table, self.spins = amounts_table(targets, 1, 10_000, 1, self.tr("Rounds"))
        self.rounds.valueChanged.connect(lambda n: [spin.setValue(n) for spin in self.spins])
        self.layout().insertWidget(self.layout().count() - 1, self.table)

    def per_target(self) -> list[tuple[str, int]]:
        return [
            (cid, spin.value()) for (cid, _), spin in zip(self.targets, self.spins, strict=True)
        ]


class TargetsDialog(QDialog):
    """One amount for every target, adjustable per target in a small table."""

    def __init__(
        self,
        title: str,
        explanation: str,
        targets: list[tuple[str, str]],
        amount_label: str,
        low: int,
        high: int,
        value: int = 1,
        parent=None,
    ):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.targets = targets
        self.amount = spin(low, high, value)
        self.amount.setObjectName("CommonAmount")
        self.amount.valueChanged.connect(self._all_to)
        self.top = QFormLayout()
        self.top.addRow(amount_label, self.amount)
        self.table, self.spins = amounts_table(targets, low, high, value, self.tr("Amount"))
        layout = QVBoxLayout(self)
        text = plain(QLabel(explanation))
        text.setWordWrap(True)
        layout.addWidget(text)
        layout.addLayout(self.top)
        layout.addWidget(self.table)
        layout.addWidget(ok_cancel(self))
        self.setMinimumWidth(420)

    def _all_to(self, value: int) -> None:
        for box in self.spins:
            box.setValue(value)

    def amounts(self) -> list[tuple[str, int]]:
        return [
            (cid, spin.value()) for (cid, _), spin in zip(self.targets, self.spins, strict=True)
        ]


class SpendDialog(TargetsDialog):
    """Výdrž or Vůle points, for each selected combatant its own number."""

    def __init__(self, targets: list[tuple[str, str]], parent=None):
        super().__init__(
            self.tr("Spend Výdrž or Vůle"),
            self.tr("Výdrž for an exhausting feat, Vůle for a spell or a magic ability."),
            targets,
            self.tr("&Points:"),
            0,
            100,
            1,
            parent,
        )
        self.pool = QComboBox()
        self.pool.setObjectName("Pool")
        self.pool.addItem(self.tr("Výdrž"), "vydrz")
        self.pool.addItem(self.tr("Vůle"), "vule")
        self.top.insertRow(0, self.tr("P&ool:"), self.pool)


class BroughtRoundDialog(QDialog):
    """První pomoc: brought round for some rounds (this one included) or until ended."""

    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Brought round (First aid)"))
        self.rounds = spin(0, 10_000, 0)
        self.rounds.setObjectName("BroughtRounds")
        self.rounds.setSpecialValueText(self.tr("until I end it"))
        self.rounds.setSuffix(self.tr(" round(s)"))
        self.end = QCheckBox(self.tr("&End it: no longer brought round"))
        self.end.toggled.connect(lambda on: self.rounds.setEnabled(not on))
        form = QFormLayout()
        form.addRow(self.tr("&For:"), self.rounds)
        form.addRow("", self.end)
        layout = QVBoxLayout(self)
        layout.addWidget(_who(names))
        text = QLabel(self.tr("An out or dying combatant brought round acts at −4, as the text "
                         "allows; the rounds count this one."))  # fmt: skip
        text.setWordWrap(True)
        layout.addWidget(text)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))
        self.setMinimumWidth(400)
        fit_title(self)  # its title whole in a larger font too

    def value(self) -> int | None:
        """The action's ``rounds``: 0 ends it, None until the GM ends it."""
        if self.end.isChecked():
            return 0
        return self.rounds.value() or None


class FreeActionDialog(QDialog):
    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Free action"))
        self.text = QLineEdit()
        self.text.setObjectName("FreeText")
        self.text.setAccessibleName(self.tr("What the free action is"))
        self.text.setMaxLength(200)
        self.text.setPlaceholderText(self.tr("e.g. shouts a warning, drops the torch"))
        layout = QVBoxLayout(self)
        layout.addWidget(_who(names))
        layout.addWidget(self.text)
        layout.addWidget(ok_cancel(self))
        self.setMinimumWidth(400)
