"""Dialogs of the Střety tracker for the conflict stack and effects: interrupt with a
faster conflict, end the running one (the slower resumes with full banks, or a new one
starts in its place), a mental conflict's progress, and a condition with the bank effects
the GM marks (fewer or more dice at each refill, a bank not refilled)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from campaign_manager.systems.clovek.encounter_state import BANK_CS, MAX_BANK
from campaign_manager.ui.combat.panel import ConditionDialog
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.clovek.tracker_options import KIND_KEYS, ConflictOptions
from campaign_manager.ui.systems.clovek.tracker_widgets import ActionDialog

BANKS = ("physical", "social", "mental")


def bank_name(key: str) -> str:
    return f"{BANK_CS[key]} bank" if current_language() == "cs" else f"{key} bank"


class InterruptDialog(ActionDialog):
    """A faster conflict interrupts the running one (its first round keeps the banks).
    ``kinds``: the kinds that may interrupt it (from the rules core); none: nothing to
    choose, and the dialog says why."""

    def __init__(
        self, kinds: list[str], running_length: int | None = None, parent: QWidget | None = None
    ):
        super().__init__(self.tr("Interrupt with a faster conflict"), parent)
        self.conflict = ConflictOptions(self, tuple(kinds)) if kinds else None
        self.running_length = running_length
        if self.conflict is not None:
            self.form.addRow(self.conflict)
            self.conflict.kind.currentIndexChanged.connect(self._shorter)
            self._shorter()
            self.note.setText(
                self.tr(
                    "Only a slower conflict can be interrupted; the faster one's first round "
                    "keeps the banks, and when it ends the slower one resumes with full banks."
                )
            )
        else:
            self.note.setText(
                self.tr(
                    "No conflict is faster than the running one, so nothing can interrupt it; "
                    "a fast conflict is always resolved first."
                )
            )
            self.ok_button().setEnabled(False)

    def _shorter(self, *_args) -> None:
        """The round offered is shorter than the running one's (the faster conflict's)."""
        spin = self.conflict.round_length
        if self.running_length is not None and spin.maximum() >= self.running_length:
            spin.setMaximum(max(spin.minimum(), self.running_length - 1))

    def actions(self) -> list[dict]:
        if self.conflict is None:
            return []
        return [{"type": "interrupt", **self.conflict.options()}]


class EndConflictDialog(ActionDialog):
    """End the running conflict: the interrupted one resumes (full banks), or a new
    conflict starts in its place (e.g. fast influence turned slow); the last one ending
    ends the fight."""

    def __init__(self, below: str | None, parent: QWidget | None = None):
        super().__init__(self.tr("End the conflict"), parent)
        self.resume = QRadioButton(
            self.tr("the interrupted conflict &resumes with full banks")
            if below
            else self.tr("the &fight ends (kept with its log)")
        )
        self.replace = QRadioButton(self.tr("a &new conflict starts in its place (full banks)"))
        self.resume.setChecked(True)
        self.conflict = ConflictOptions(self, KIND_KEYS)
        self.conflict.set_kind("social_slow")
        self.conflict.setEnabled(False)
        self.replace.toggled.connect(self.conflict.setEnabled)
        self.form.addRow(self.resume)
        self.form.addRow(self.replace)
        self.form.addRow(self.conflict)

    def actions(self) -> list[dict]:
        if self.replace.isChecked():
            return [{"type": "end_conflict", "then": self.conflict.options()}]
        return [{"type": "end_conflict"}]


class ProgressDialog(ActionDialog):
    """A mental conflict's progress: successes added, or the value set."""

    def __init__(self, progress: int, target: int | None, parent: QWidget | None = None):
        super().__init__(self.tr("Mental conflict: progress"), parent)
        self.add = QRadioButton(self.tr("&add successes"))
        self.set = QRadioButton(self.tr("&set the progress to"))
        self.add.setChecked(True)
        self.amount = QSpinBox()
        self.amount.setRange(-1000, 1_000_000)
        self.amount.setValue(1)
        self.value = QSpinBox()
        self.value.setRange(0, target if target is not None else 1_000_000)
        self.value.setValue(progress)
        self.value.setEnabled(False)
        self.amount.setAccessibleName(self.tr("Successes to add"))
        self.value.setAccessibleName(self.tr("The progress"))
        self.set.toggled.connect(self.value.setEnabled)
        self.set.toggled.connect(lambda on: self.amount.setEnabled(not on))
        add_row, set_row = QHBoxLayout(), QHBoxLayout()
        add_row.addWidget(self.add)
        add_row.addWidget(self.amount, 1)
        set_row.addWidget(self.set)
        set_row.addWidget(self.value, 1)
        self.form.addRow(add_row)
        self.form.addRow(set_row)
        of = self.tr(" of {target}").format(target=target) if target is not None else ""
        self.note.setText(self.tr("Progress now: {value}{of}.").format(value=progress, of=of))

    def actions(self) -> list[dict]:
        if self.set.isChecked():
            return [{"type": "progress", "value": self.value.value()}]
        return [{"type": "progress", "add": self.amount.value()}]


class ClovekConditionDialog(ConditionDialog):
    """A condition or effect, with what it does to the banks at each refill while it lasts
    (the text: banks refill "unless an effect says otherwise"), and whether it is secret."""

    def __init__(self, names: list[str], parent: QWidget | None = None):
        super().__init__(names, parent)
        box = QGroupBox(self.tr("Banks at each refill while it lasts"))
        grid = QFormLayout(box)
        self.bank_change: dict[str, QSpinBox] = {}
        self.no_refill: dict[str, QCheckBox] = {}
        for key in BANKS:
            spin = QSpinBox()
            spin.setRange(-MAX_BANK, MAX_BANK)
            spin.setSuffix(self.tr(" dice"))
            keep = QCheckBox(self.tr("not refilled"))
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(keep)
            grid.addRow(bank_name(key).capitalize() + ":", row)
            keep.toggled.connect(lambda on, s=spin: s.setEnabled(not on))
            self.bank_change[key] = spin
            self.no_refill[key] = keep
        self.secret = QCheckBox(self.tr("&secret: not on the player view"))
        self.form.addRow(box)
        self.form.addRow(self.secret)

    def extra(self) -> dict:
        result: dict = {}
        banks = {k: s.value() for k, s in self.bank_change.items() if s.value() and s.isEnabled()}
        if banks:
            result["banks"] = banks
        kept = [k for k, box in self.no_refill.items() if box.isChecked()]
        if kept:
            result["no_refill"] = kept
        if self.secret.isChecked():
            result["secret"] = True
        return result
