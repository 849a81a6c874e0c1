"""Dialogs of the d20 combat tracker: initiative and roll-offs, amounts for several targets
(damage, coup de grace, healing), a d20 check entered or rolled (a Fortitude save, the Heal
check to stabilise), and the condition dialog with the turn that counts it.

They only collect numbers and build the action dicts of ``systems/d20/encounter.py``; the
rules core decides everything. Their widgets are public so tests can fill them in.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError, signed
from campaign_manager.systems.dice_line import roll_line
from campaign_manager.ui.colors import ERROR, text_style
from campaign_manager.ui.combat.panel import ConditionDialog
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.d20.widgets import TotalEdit
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.fields import ok_cancel, spin

# heal kinds of the core, in the order the dialog offers them
HEAL_KINDS = ("fixed", "stamina", "wounds", "magic")


class _DiceEdit(QLineEdit):
    """A dice line whose Enter rolls (it does not also press the dialog's OK)."""

    def keyPressEvent(self, event) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class _Grid(QScrollArea):
    """A small table of widgets (one row per combatant) that scrolls when it is long."""

    def __init__(self, headers: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        inner = QWidget()
        self.grid = QGridLayout(inner)
        self.grid.setContentsMargins(0, 0, 0, 0)
        for column, text in enumerate(headers):
            label = QLabel(f"<b>{text}</b>")
            self.grid.addWidget(label, 0, column)
        self.grid.setColumnStretch(0, 1)
        self.setWidget(inner)
        self.rows = 0

    def add_row(self, *widgets: QWidget) -> None:
        self.rows += 1
        for column, widget in enumerate(widgets):
            self.grid.addWidget(widget, self.rows, column)

    def fit(self) -> None:
        height = self.widget().sizeHint().height()
        self.setMinimumHeight(min(height + 4, 320))


# -- initiative ---------------------------------------------------------------------------
class InitiativeDialog(QDialog):
    """Each combatant's initiative d20 from physical dice (empty: rolled at the start).
    ``rows`` are the tracker's gm_rows."""

    def __init__(self, rows: list[dict], focus: str | None = None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Initiative"))
        self.rows = rows
        self.spins: dict[str, QSpinBox] = {}
        layout = QVBoxLayout(self)
        hint = QLabel(
            self.tr(
                "Enter the d20 each one rolled (initiative = d20 + Dex modifier + misc from the "
                "sheet). Leave “roll” where nobody rolled: those are rolled when the fight starts."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        grid = _Grid([self.tr("Combatant"), self.tr("Modifier"), self.tr("d20")])
        first = None
        for row in rows:
            box = spin(0, 20, row["initiative_roll"] or 0, special=self.tr("roll"), width=84)
            box.setObjectName(f"initiative_{row['id']}")
            if not row["initiative_entered"]:
                box.setValue(0)
                first = first or box
            name = plain(QLabel(row["name"]))
            name.setBuddy(box)
            grid.add_row(name, QLabel(signed(row["initiative_modifier"])), box)
            self.spins[row["id"]] = box
        grid.fit()
        layout.addWidget(grid, 1)
        layout.addWidget(ok_cancel(self))
        target = self.spins.get(focus) if focus else first
        if target is None and self.spins:
            target = next(iter(self.spins.values()))
        if target is not None:
            target.setFocus()
            target.selectAll()
        self.setMinimumWidth(420)

    def set_roll(self, cid: str, value: int) -> None:
        self.spins[cid].setValue(value)

    def actions(self) -> list[dict]:
        """Initiative actions for what changed (0 on an entered roll clears it)."""
        result = []
        for row in self.rows:
            value = self.spins[row["id"]].value()
            entered = row["initiative_roll"] if row["initiative_entered"] else 0
            if value == entered:
                continue
            result.append({"type": "initiative", "id": row["id"], "roll": value if value else None})
        return result


class RollOffDialog(QDialog):
    """The roll-offs the entered ties need (the core's ``roll_off`` prompts); empty ones
    are rolled when the fight starts."""

    def __init__(self, prompts: list, names: dict[str, str], language: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Roll-offs"))
        self.spins: dict[str, QSpinBox] = {}
        layout = QVBoxLayout(self)
        hint = QLabel(
            self.tr(
                "These are tied after the modifier: each rolls a d20, the higher acts first. "
                "Leave “roll” to have it rolled when the fight starts."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        grid = _Grid([self.tr("Combatant"), self.tr("Tied with"), self.tr("Roll-off d20")])
        for prompt in prompts:
            cid = prompt.combatant
            others = ", ".join(isolate(names.get(o, o)) for o in prompt.data.get("with", []))
            total = prompt.data.get("total")
            box = spin(0, 20, 0, special=self.tr("roll"), width=84)
            box.setObjectName(f"roll_off_{cid}")
            label = plain(QLabel(names.get(cid, cid)))
            label.setBuddy(box)
            grid.add_row(
                label,
                plain(QLabel(self.tr("{others} (at {total})").format(others=others, total=total))),
                box,
            )
            self.spins[cid] = box
        grid.fit()
        layout.addWidget(grid, 1)
        layout.addWidget(ok_cancel(self))
        if self.spins:
            first = next(iter(self.spins.values()))
            first.setFocus()
            first.selectAll()
        self.setMinimumWidth(460)

    def actions(self) -> list[dict]:
        return [
            {"type": "roll_off", "id": cid, "roll": box.value()}
            for cid, box in self.spins.items()
            if box.value()
        ]


# -- amounts for several targets ------------------------------------------------------------
class AmountsDialog(QDialog):
    """An amount for each selected combatant: damage (normal or critical), a coup de grace
    or healing with its kind. ``targets`` are (id, name)."""

    def __init__(self, mode: str, targets: list[tuple[str, str]], rng=None, parent=None):
        super().__init__(parent)
        self.mode = mode
        self.targets = targets
        self.rng = rng
        # the dice rolled here (DiceRoll), if any
        self.rolled = None
        titles = {
            "damage": self.tr("Damage"),
            "coup": self.tr("Coup de grace"),
            "heal": self.tr("Healing"),
        }
        self.setWindowTitle(titles[mode])
        layout = QVBoxLayout(self)
        who = plain(
            QLabel(self.tr("To: {names}").format(names=", ".join(isolate(n) for _c, n in targets)))
        )
        who.setWordWrap(True)
        layout.addWidget(who)
        form = QFormLayout()
        self.amount = spin(0, 9999, 0, width=84)
        self.amount.setObjectName("amount_all")
        label = {
            "damage": self.tr("&Damage:"),
            "coup": self.tr("&Damage:"),
            "heal": self.tr("&Amount:"),
        }[mode]
        if len(targets) > 1:
            label = {
                "damage": self.tr("&Damage to each:"),
                "coup": self.tr("&Damage to each:"),
                "heal": self.tr("&Amount for each:"),
            }[mode]
        form.addRow(label, self.amount)
        self.dice = _DiceEdit()
        self.dice.setObjectName("amount_dice")
        self.dice.setPlaceholderText(self.tr("e.g. 2d6+3"))
        self.roll = QPushButton(self.tr("Roll"))
        self.roll.setAutoDefault(False)
        self.roll.clicked.connect(self.roll_dice)
        self.dice.returnPressed.connect(self.roll_dice)
        dice_row = QHBoxLayout()
        dice_row.addWidget(self.dice, 1)
        dice_row.addWidget(self.roll)
        dice_label = QLabel(self.tr("Or r&oll:"))
        dice_label.setBuddy(self.dice)
        form.addRow(dice_label, dice_row)
        self.rolled_label = plain(QLabel())  # the dice line as typed, in the roll's words
        self.rolled_label.setObjectName("amount_rolled")
        self.rolled_label.setWordWrap(True)
        self.rolled_label.hide()
        form.addRow(self.rolled_label)
        self.critical = QCheckBox(self.tr("C&ritical hit (straight to wound points)"))
        self.bypass = QCheckBox(self.tr("&Bypasses regeneration (Fortitude DC 10 + damage)"))
        self.kind = QComboBox()
        kind_texts = {
            "fixed": self.tr("Fixed amount: wound points first, then stamina"),
            "stamina": self.tr("Stamina only"),
            "wounds": self.tr("Wound points only"),
            "magic": self.tr("Healing spell: the dice to stamina, the fixed part to wound points"),
        }
        for key in HEAL_KINDS:
            self.kind.addItem(kind_texts[key], key)
        self.bonus = spin(0, 999, 0, width=84)
        self.bonus.setObjectName("heal_bonus")
        if mode == "damage":
            form.addRow(self.critical)
            form.addRow(self.bypass)
        elif mode == "coup":
            note = QLabel(
                self.tr(
                    "An automatic critical hit; if it survives, a Fortitude save DC 10 + damage "
                    "or it dies."
                )
            )
            note.setWordWrap(True)
            form.addRow(note)
        else:
            form.addRow(self.tr("&Kind:"), self.kind)
            form.addRow(self.tr("&Fixed part (spell):"), self.bonus)
            self.kind.currentIndexChanged.connect(self._kind_changed)
            self._kind_changed()
        layout.addLayout(form)
        self.each: dict[str, QSpinBox] = {}
        if len(targets) > 1:
            grid = _Grid([self.tr("Target"), self.tr("Amount")])
            for cid, name in targets:
                box = spin(0, 9999, 0, width=84)
                box.setObjectName(f"amount_{cid}")
                text = plain(QLabel(name))
                text.setBuddy(box)
                grid.add_row(text, box)
                self.each[cid] = box
            grid.fit()
            layout.addWidget(grid, 1)
            self.amount.valueChanged.connect(self._fill)
        layout.addWidget(ok_cancel(self))
        self.amount.setFocus()
        self.amount.selectAll()
        self.setMinimumWidth(420)

    def roll_dice(self) -> None:
        """Roll the dice line (the fight's dice) into the amount for all."""
        try:
            self.rolled = roll_line(self.dice.text(), self.rng)
        except RuleError as error:
            self.rolled = None
            self.rolled_label.setText(error.text.get(current_language()))
        else:
            self.amount.setValue(max(0, min(self.amount.maximum(), self.rolled.total)))
            self.rolled_label.setText(self.rolled.text.get(current_language()))
            target = next(iter(self.each.values()), self.amount)
            target.setFocus()  # the next Enter applies it (or adjust a target's amount first)
            target.selectAll()
        self.rolled_label.show()

    def _kind_changed(self) -> None:
        self.bonus.setEnabled(self.kind.currentData() == "magic")

    def _fill(self, value: int) -> None:
        for box in self.each.values():
            box.setValue(value)

    def amount_of(self, cid: str) -> int:
        return self.each[cid].value() if cid in self.each else self.amount.value()

    def actions(self) -> list[dict]:
        result = []
        for cid, _name in self.targets:
            amount = self.amount_of(cid)
            if self.mode == "heal":
                action = {
                    "type": "heal",
                    "target": cid,
                    "amount": amount,
                    "kind": self.kind.currentData(),
                }
                if self.kind.currentData() == "magic":
                    action["bonus"] = self.bonus.value()
            else:
                action = {"type": "damage", "target": cid, "amount": amount}
                if self.mode == "coup":
                    action["coup_de_grace"] = True
                else:
                    action["critical"] = self.critical.isChecked()
                    if self.bypass.isChecked():
                        action["bypasses_regeneration"] = True
            result.append(action)
        return result


# -- a d20 check: entered or rolled ------------------------------------------------------
class CheckDialog(QDialog):
    """A d20 check against a DC: the total entered from physical dice, or rolled by the
    core (d20 + the bonus). ``choice`` is ("total", n) or ("roll", bonus) once accepted;
    ``helpers`` (id, name) offer who does it (the Heal check)."""

    def __init__(
        self,
        title: str,
        text: str,
        bonus_label: str,
        bonus: int = 0,
        helpers: list[tuple[str, str]] | None = None,
        helper: str | None = None,
        parent=None,
    ):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.choice: tuple[str, int] | None = None
        layout = QVBoxLayout(self)
        what = plain(QLabel(text))
        what.setWordWrap(True)
        what.setObjectName("check_text")
        layout.addWidget(what)
        form = QFormLayout()
        self.helper = QComboBox()
        if helpers is not None:
            self.helper.addItem(self.tr("— nobody named —"), None)
            for cid, name in helpers:
                self.helper.addItem(name, cid)
            if helper is not None and self.helper.findData(helper) >= 0:
                self.helper.setCurrentIndex(self.helper.findData(helper))
            form.addRow(self.tr("&Who:"), self.helper)
        # empty until the GM types what the dice showed (or rolls d20 + the bonus below)
        self.total = TotalEdit(-20, 99, self.tr("d20 + bonus"))
        self.total.setObjectName("check_total")
        form.addRow(self.tr("&Total rolled:"), self.total)
        self.bonus = spin(-20, 60, bonus, width=84)
        self.bonus.setObjectName("check_bonus")
        form.addRow(bonus_label, self.bonus)
        layout.addLayout(form)
        self.problem = plain(QLabel())  # why Enter did not resolve it
        self.problem.setObjectName("check_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(text_style(ERROR))
        self.problem.hide()
        layout.addWidget(self.problem)
        self.total.textEdited.connect(self.problem.hide)
        box = QDialogButtonBox()
        self.use_total = box.addButton(
            self.tr("Use the &total"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.roll = QPushButton(self.tr("Roll d20 + &bonus"))
        box.addButton(self.roll, QDialogButtonBox.ButtonRole.ActionRole)
        later = box.addButton(self.tr("&Later"), QDialogButtonBox.ButtonRole.RejectRole)
        later.setToolTip(self.tr("Leave it in the list “To roll or decide now”."))
        self.use_total.setDefault(True)
        self.use_total.clicked.connect(self.choose_total)
        self.roll.clicked.connect(self.choose_roll)
        later.clicked.connect(self.reject)
        layout.addWidget(box)
        self.total.setFocus()
        self.total.selectAll()
        self.setMinimumWidth(400)

    def choose_total(self) -> None:
        """The total typed; none typed: nothing is resolved, and the dialog says why."""
        total = self.total.value()
        if total is None:
            self.problem.setText(self.tr("Enter the total rolled, or roll d20 + the bonus."))
            self.problem.show()
            self.adjustSize()  # room for the line: nothing squeezed
            self.total.setFocus()
            return
        self.choice = ("total", total)
        self.accept()

    def choose_roll(self) -> None:
        self.choice = ("roll", self.bonus.value())
        self.accept()

    def chosen_helper(self) -> str | None:
        return self.helper.currentData() if self.helper.count() else None


# -- conditions ---------------------------------------------------------------------------
class D20ConditionDialog(ConditionDialog):
    """The common condition dialog plus the d20 keys: counted at the start or the end of
    a turn, whose turn (default: the target's own), and kept off the player view."""

    def __init__(self, names: list[str], combatants: list[tuple[str, str]], parent=None):
        super().__init__(names, parent)
        self.ends = QComboBox()
        self.ends.addItem(self.tr("at the start of the turn"), "start")
        self.ends.addItem(self.tr("at the end of the turn"), "end")
        self.of = QComboBox()
        self.of.addItem(self.tr("the target’s own"), None)
        for cid, name in combatants:
            self.of.addItem(name, cid)
        self.secret = QCheckBox(self.tr("&Secret (not on the player view)"))
        self.form.addRow(self.tr("Counted &down:"), self.ends)
        self.form.addRow(self.tr("On &whose turn:"), self.of)
        self.form.addRow(self.secret)
        self.ends.setToolTip(
            self.tr("A round of it passes when that combatant's turn starts or ends.")
        )
        self.of.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def extra(self) -> dict:
        extra: dict = {"ends": self.ends.currentData()}
        if self.of.currentData() is not None:
            extra["of"] = self.of.currentData()
        if self.secret.isChecked():
            extra["secret"] = True
        return extra
