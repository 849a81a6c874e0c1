"""*Add to fight* from the bestiary: how many, their names (a pattern: "Wolf 1–6"), each
rolling its stamina or taking the average, hidden or not. The dock makes the combatants
(:mod:`campaign_manager.ui.bestiary.adding`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
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

from campaign_manager.systems import numbered_names

# the most one *Add to fight* brings (as the new-fight dialog's row)
MAX_COUNT = 200


class AddToFightDialog(QDialog):
    """``names()``, ``rolled()``, ``hidden()`` and ``to_roster()`` after OK. ``name``: the monster's name as
    the GM reads it; ``taken``: the names already in the fight (numbering goes on after
    them); ``fight``: the fight's name and whether it runs (None: no fight is open, a new
    one is prepared), said in the dialog."""

    def __init__(
        self,
        name: str,
        taken: list[str],
        fight: str,
        running: bool | None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add to fight"))
        self.base = name
        self.taken = list(taken)
        self.pattern = numbered_names.pattern_of(name)
        self.start: int | None = None  # None: after the fight's own names
        self.count = QSpinBox()
        self.count.setRange(1, MAX_COUNT)
        self.count.setSuffix("×")
        self.names_edit = QLineEdit()
        self.names_edit.setToolTip(
            self.tr(
                "“Wolf 1–6” numbers six from 1, “#. wolf” puts the number where # is; "
                "a bare name numbers on after the fight's own."
            )
        )
        self.stamina = QComboBox()
        self.stamina.addItem(self.tr("average stamina"), False)
        self.stamina.addItem(self.tr("roll each one's stamina"), True)
        self.hide_box = QCheckBox(self.tr("&hidden (the players do not see them yet)"))
        self.roster_box = QCheckBox(self.tr("Also add them to the &roster"))
        self.roster_box.setToolTip(
            self.tr("Each one becomes an NPC of the roster; its wounds land on its sheet")
        )
        if running is None:
            where = self.tr("No fight is open: a new prepared fight “{fight}” is made of them.")
        elif running:
            where = self.tr(
                "Into the running fight “{fight}”: each rolls initiative or you enter it."
            )
        else:
            where = self.tr("Into the prepared fight “{fight}”.")
        self.where = QLabel(where.format(fight=fight))
        self.where.setWordWrap(True)
        self.summary = QLabel()
        form = QFormLayout()
        form.addRow(self.tr("&How many:"), self.count)
        form.addRow(self.tr("&Names:"), self.names_edit)
        form.addRow(self.tr("&Stamina:"), self.stamina)
        form.addRow(self.hide_box)
        form.addRow(self.roster_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Add to fight"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(lambda _value: self._show_names())
        self.names_edit.textEdited.connect(self._typed)
        self._show_names()
        self.count.selectAll()

    def _first(self) -> int:
        if self.start is not None:
            return self.start
        return numbered_names.next_free(self.pattern, self.taken)

    def _show_names(self) -> None:
        self.names_edit.setText(
            numbered_names.span(self.pattern, self._first(), self.count.value())
        )
        self._say()

    def _typed(self, text: str) -> None:
        typed = numbered_names.parse(text)
        if typed is None:
            return
        self.pattern, self.start = typed.pattern, typed.start
        if typed.count is not None:
            self.count.blockSignals(True)
            self.count.setValue(min(typed.count, MAX_COUNT))
            self.count.blockSignals(False)
        self._say()

    def _say(self) -> None:
        self.summary.setText(self.tr("%n× {name}", "", self.count.value()).format(name=self.base))

    def undo_text(self) -> str:
        """The step's name in the undo history: how many of which monster."""
        return self.tr("Bestiary: %n× {name}", "", self.count.value()).format(name=self.base)

    def names(self) -> list[str]:
        return numbered_names.names(self.pattern, self._first(), self.count.value())

    def rolled(self) -> bool:
        return bool(self.stamina.currentData())

    def hidden(self) -> bool:
        return self.hide_box.isChecked()

    def to_roster(self) -> bool:
        """Whether each one also becomes a roster character (off unless the GM ticks it)."""
        return self.roster_box.isChecked()
