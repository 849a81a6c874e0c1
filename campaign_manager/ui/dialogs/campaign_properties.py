"""Campaign → Properties: the campaign's name and description (undoable edits).

The edit carries what the dialog showed: on a shared campaign another GM's rename since
is refused naming them (the dialog stays as typed, and OK then replaces the name now
seen), and their change of the description merges with this one; where both changed the
same lines, the GM is asked, shown both."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)


class CampaignPropertiesDialog(QDialog):
    """``save(name, description, base)``: writes what OK accepts, an edit started from
    ``base`` (the name and description the dialog showed); it raises EditNotSaved when
    the write was refused (without it, OK only closes the dialog)."""

    def __init__(
        self,
        name: str,
        description: str,
        parent: QWidget | None = None,
        save: Callable[[str, str, tuple[str, str]], object] | None = None,
    ):
        super().__init__(parent)
        self.save = save
        #: what the edit started from (another GM's text, once it is seen)
        self.base = (name, description)
        self.setWindowTitle(self.tr("Campaign properties"))
        self.setMinimumWidth(480)
        self.name_edit = QLineEdit(name)
        self.description_edit = QPlainTextEdit(description)
        self.description_edit.setTabChangesFocus(True)  # Tab goes on to the buttons
        self.description_edit.setPlaceholderText(
            self.tr("Where and when the campaign is set, what the party is after…")
        )
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Description:"), self.description_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(
            lambda text: self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
                bool(text.strip())
            )
        )
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

    @property
    def name(self) -> str:
        return self.name_edit.text().strip()

    @property
    def description(self) -> str:
        return self.description_edit.toPlainText()

    def accept(self) -> None:
        if self.save is None:
            super().accept()
            return
        from campaign_manager.ui.session import EditNotSaved

        try:
            self.save(self.name, self.description, self.base)
        except EditNotSaved as refused:
            if self._answered(refused.error):
                super().accept()
            return  # the window said why; what was typed stays
        super().accept()

    def _answered(self, error: Exception) -> bool:
        """After a refusal: True when the GM's choice between their description and the
        other GM's was saved. A rename refused (the window named who did it) makes the
        name now seen the base, so OK replaces it."""
        from campaign_manager.storage.errors import TextConflict
        from campaign_manager.ui.character.notes_conflict import chosen_text

        conflict = error.__cause__
        if getattr(error, "reason", "") == "changed" and "name" in error.fields:
            self.base = (error.what, self.base[1])
            return False
        if getattr(error, "reason", "") != "conflict" or not isinstance(conflict, TextConflict):
            return False
        chosen = chosen_text(conflict, self, conflict.name, self.tr("the description"))
        self.description_edit.setPlainText(chosen)
        self.base = (self.base[0], conflict.theirs)  # from their text now
        from campaign_manager.ui.session import EditNotSaved

        try:
            self.save(self.name, self.description, self.base)
        except EditNotSaved as refused:
            return self._answered(refused.error)
        return True
