"""What a d20 fight asks of newcomers joining it: each one's initiative d20, entered as
the player rolled it, or left to be rolled (the rules add the modifier and place it)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.titles import fit_title


class JoinInitiativeDialog(QDialog):
    """``fields()``: per newcomer's id, ``{"roll": 1..20}`` where the GM entered one."""

    def __init__(self, combatants: list[dict], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Initiative of the newcomers"))
        self.rolls: dict[str, QSpinBox] = {}
        form = QFormLayout()
        for combatant in combatants:
            roll = QSpinBox()
            roll.setRange(0, 20)
            roll.setSpecialValueText(self.tr("roll it"))
            roll.setPrefix(self.tr("d20: "))
            self.rolls[combatant["id"]] = roll
            label = plain(QLabel(isolate(combatant["name"]) + ":"))
            label.setBuddy(roll)
            form.addRow(label, roll)
        holder = QWidget()
        holder.setLayout(form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a container: Tab goes to each roll
        scroll.setWidget(holder)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        hint = QLabel(
            self.tr(
                "Enter a d20 a player rolled, or leave “roll it”: the modifier is added and "
                "each takes its place in the order."
            )
        )
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        fit_title(self)  # the title whole at any desktop font
        self.resize(max(380, self.minimumWidth()), min(520, 140 + 34 * len(combatants)))

    def fields(self) -> dict[str, dict]:
        return {cid: {"roll": box.value()} for cid, box in self.rolls.items() if box.value()}
