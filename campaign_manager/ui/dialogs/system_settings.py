"""Campaign → Rules settings: what a system's settings dialog shares.

Every value in such a dialog is one the rules text does not give (a default) or a ruling
where it is silent; the dialog says which, and the GM changes them for the table. Stored
in the campaign's settings JSON under the system's key, as one undoable step. Each
system's own dialog (a :class:`SystemSettingsDialog`) lives in its UI package.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.responsive.long_task import settings_change
from campaign_manager.ui.session import EditCancelled
from campaign_manager.ui.widgets.focus_order import buttons_as_shown


def note(text: str) -> QLabel:
    """A grey, wrapped line that says what a setting is (a default, a ruling)."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setStyleSheet("color: palette(placeholder-text);")
    return label


class SystemSettingsDialog(QDialog):
    """The rules settings of one system's campaign; ``result_settings()`` after OK.

    A subclass per system builds its rows (:meth:`build`), puts the defaults back
    (:meth:`restore_defaults`) and reads its part (:meth:`system_settings`), stored under
    its ``key`` in the campaign's settings JSON.
    """

    key = ""

    def __init__(self, raw_settings: dict | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.raw = copy.deepcopy(raw_settings or {})
        self.setWindowTitle(self.tr("Campaign rules settings"))
        self.setMinimumWidth(560)
        self.form = QFormLayout()
        layout = QVBoxLayout(self)
        layout.addWidget(
            note(
                self.tr(
                    "The rules text does not give these values: Kronikář ships a default (marked "
                    "“default”) or a ruling where the text is silent. Change them to how your "
                    "table plays."
                )
            )
        )
        layout.addLayout(self.form)
        self.build()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_defaults
        )
        layout.addWidget(buttons)
        buttons_as_shown(buttons)

    def build(self) -> None:
        raise NotImplementedError

    def restore_defaults(self) -> None:
        raise NotImplementedError

    def system_settings(self) -> dict:
        raise NotImplementedError

    def result_settings(self) -> dict:
        """The campaign's whole settings JSON with this system's part replaced."""
        return {**self.raw, self.key: self.system_settings()}


def run_dialog(dialog: QDialog) -> bool:
    """Show the dialog modally (tests replace this)."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def edit_system_settings(window, dialog_class: type[SystemSettingsDialog]) -> bool:
    """Campaign → Rules settings with ``dialog_class``; True if something changed."""
    session = window.session
    if session is None:
        return False
    try:
        dialog = dialog_class(session.campaign.info.settings, window)
    except RuleError as error:
        window.show_error(
            QCoreApplication.translate("SystemSettingsDialog", "The rules settings cannot be read"),
            error.text.get(current_language()),
        )
        return False
    try:
        if not run_dialog(dialog):
            return False
        new = dialog.result_settings()
        if new == (session.campaign.info.settings or {}):
            return False
        change = settings_change(session, window, new)
        if change is None:  # cancelled while the roster lines were worked out
            return False
        try:
            session.perform(
                change,
                QCoreApplication.translate("SystemSettingsDialog", "Campaign rules settings"),
            )
        except EditCancelled:  # cancelled while stored (nothing changed)
            return False
        return True
    finally:
        dialog.deleteLater()
