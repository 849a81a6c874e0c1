"""The two small dialogs of the players' requests queue: change a request before accepting
it (its roll, dice, amount, target or words), and turn one down with a word back."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.focus_order import buttons_as_shown
from campaign_manager.ui.widgets.titles import fit_title

# a proposal of these may name whom it concerns
_TARGETED = ("damage_dealt", "heal", "condition")
# the longest words a request carries (as a page may send them)
MAX_WORDS = 200


def _spin(value: int, low: int, high: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, max(high, value))
    spin.setValue(value)
    return spin


class EditRequestDialog(QDialog):
    """A player's request (``item``, a queue's ``Waiting``) with what the GM may change;
    ``targets``: (combatant id, name) of the fight. :meth:`request` is the changed one."""

    def __init__(self, item, targets: list[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(parent)
        self.item = item
        original = item.request
        self.setWindowTitle(self.tr("Change the player's request"))
        fit_title(self)
        line = plain(QLabel(item.line.get(current_language())))
        line.setWordWrap(True)
        form = QFormLayout()
        self.roll = self.dice = self.amount = self.target = self.words = None
        if original.roll is not None:
            self.roll = _spin(original.roll, 0, 100)
            form.addRow(self.tr("&Roll:"), self.roll)
        if original.dice is not None:
            self.dice = _spin(original.dice, 0, 30)
            form.addRow(self.tr("&Dice:"), self.dice)
        if original.amount is not None:
            self.amount = _spin(original.amount, 0, 999)
            form.addRow(self.tr("&Amount:"), self.amount)
        if original.target is not None or (
            original.kind == "propose" and original.what in _TARGETED
        ):
            self.target = QComboBox()
            self.target.addItem(self.tr("(nobody named)"), None)
            for combatant_id, name in targets:
                self.target.addItem(name, combatant_id)
            self.target.setCurrentIndex(max(0, self.target.findData(original.target)))
            form.addRow(self.tr("&Target:"), self.target)
        if original.kind == "propose":
            self.words = QLineEdit(original.text or "")
            self.words.setMaxLength(MAX_WORDS)
            form.addRow(self.tr("&Words:"), self.words)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Accept as changed"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons_as_shown(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(line)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def request(self):
        """The request as the GM changed it (a copy; the player's stays as it came)."""
        changes: dict = {}
        if self.roll is not None:
            changes["roll"] = self.roll.value()
        if self.dice is not None:
            changes["dice"] = self.dice.value()
        if self.amount is not None:
            changes["amount"] = self.amount.value()
        if self.target is not None:
            changes["target"] = self.target.currentData()
        if self.words is not None:
            changes["text"] = self.words.text().strip()
        return replace(self.item.request, **changes)


class RejectDialog(QDialog):
    """Turn a request down, with an optional word back to the player."""

    def __init__(self, item, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn the request down"))
        fit_title(self)
        line = plain(QLabel(item.line.get(current_language())))
        line.setWordWrap(True)
        self.words = QLineEdit()
        self.words.setMaxLength(MAX_WORDS)
        self.words.setPlaceholderText(self.tr("e.g. Not in reach this round"))
        label = QLabel(self.tr("&Word to the player (may be left empty):"))
        label.setBuddy(self.words)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Turn down"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons_as_shown(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(line)
        layout.addWidget(label)
        layout.addWidget(self.words)
        layout.addWidget(buttons)
