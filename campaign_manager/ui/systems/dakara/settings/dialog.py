"""Campaign → Rules settings for Dakara: levels, training table, currency, catalogue.

The dialog edits a copy: the rules core makes every changed value (and refuses a bad
one); OK hands back the whole campaign settings dict, which
:func:`apply_dakara_settings` stores as one undoable step.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import Catalogue, DakaraSettings
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.responsive.long_task import settings_change
from campaign_manager.ui.session import EditCancelled
from campaign_manager.ui.systems.dakara.settings.catalogue_tab import CatalogueTab
from campaign_manager.ui.systems.dakara.settings.fields import Notice
from campaign_manager.ui.systems.dakara.settings.rules_tabs import (
    CurrencyTab,
    LevelsTab,
    TrainingTab,
)


class DakaraSettingsDialog(QDialog):
    """Edit a Dakara campaign's settings and catalogue; read the result with
    :meth:`result_settings` after the dialog is accepted."""

    def __init__(self, raw_settings: dict | None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Campaign rules settings — Dakara"))
        self.setObjectName("DakaraSettingsDialog")
        self.language = current_language()
        self._raw = copy.deepcopy(raw_settings or {})
        self.settings, self.catalogue = campaign_rules(self._raw)  # RuleError if broken
        self._initial = (self.settings.to_dict(), self.catalogue.additions())

        self.levels_tab = LevelsTab(self)
        self.training_tab = TrainingTab(self)
        self.currency_tab = CurrencyTab(self)
        self.catalogue_tab = CatalogueTab(self)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.levels_tab, self.tr("Creation &levels"))
        self.tabs.addTab(self.training_tab, self.tr("&Training table"))
        self.tabs.addTab(self.currency_tab, self.tr("C&urrency"))
        self.tabs.addTab(self.catalogue_tab, self.tr("Catal&ogue"))
        self.tabs.setTabToolTip(0, self.tr("Tabulka tvorby postavy: XP budget and limits"))
        self.tabs.setTabToolTip(1, self.tr("Tabulka limitů tréninku: limits after creation"))
        self.tabs.setTabToolTip(2, self.tr("zl, st and md"))
        self.tabs.setTabToolTip(
            3, self.tr("Skills, spells, weapons, armour and shields, with the campaign's own")
        )

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.buttons)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1120, screen.width() - 40), min(640, screen.height() - 60))
        self.refresh()

    # -- state ------------------------------------------------------------------------------
    def refresh(self) -> None:
        for tab in (self.levels_tab, self.training_tab, self.currency_tab):
            tab.refresh(self.settings)
        self.catalogue_tab.refresh(self.catalogue)

    def fresh_catalogue(self) -> Catalogue:
        """A new copy of the campaign's catalogue (the book + the additions so far)."""
        return Catalogue.default(self.catalogue.additions(), currency=self.settings.currency)

    def edit_settings(
        self, make: Callable[[DakaraSettings], DakaraSettings], notice: Notice
    ) -> bool:
        """Take ``make(settings)`` from the rules core, or show its refusal and keep all."""
        try:
            settings = make(self.settings)
            catalogue = Catalogue.default(self.catalogue.additions(), settings.currency)
        except RuleError as error:
            notice.refuse(error.text.get(self.language))
            self.refresh()  # put the refused value back in its widget
            return False
        self.settings, self.catalogue = settings, catalogue
        self.refresh()
        return True

    def edit_catalogue(self, make: Callable[[], Catalogue], notice: Notice) -> bool:
        try:
            catalogue = make()
        except RuleError as error:
            notice.refuse(error.text.get(self.language))
            return False
        self.catalogue = catalogue
        self.refresh()
        return True

    def is_changed(self) -> bool:
        return (self.settings.to_dict(), self.catalogue.additions()) != self._initial

    def result_settings(self) -> dict:
        """The campaign's whole settings dict with the Dakara part replaced (others kept)."""
        raw = copy.deepcopy(self._raw)
        if not self.is_changed():
            return raw
        dakara = dict(raw.get("dakara") or {})
        dakara["settings"] = self.settings.to_dict()
        dakara["catalogue"] = self.catalogue.additions()
        raw["dakara"] = dakara
        return raw

    # -- keyboard ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in an "add" form adds the entry instead of closing the dialog."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            page = self.catalogue_tab.current_page()
            if (
                self.tabs.currentWidget() is self.catalogue_tab
                and focus is not None
                and page.form_box.isAncestorOf(focus)
            ):
                page.add()
                event.accept()
                return
        super().keyPressEvent(event)


def apply_dakara_settings(session, new_raw: dict, window=None) -> bool:
    """Store ``new_raw`` as the campaign's settings: one undoable step; nothing if unchanged
    (or if the GM cancelled while a large roster's lines were worked out, off the window's
    thread behind a progress dialog).

    RuleError (nothing stored) if the rules core cannot read the Dakara part.
    """
    if new_raw == (session.campaign.info.settings or {}):
        return False
    campaign_rules(new_raw)  # the rules core reads it back, or refuses
    change = settings_change(session, window, copy.deepcopy(new_raw))
    if change is None:
        return False
    try:
        session.perform(
            change, QCoreApplication.translate("DakaraSettingsDialog", "Campaign rules settings")
        )
    except EditCancelled:  # cancelled while stored (nothing changed)
        return False
    return True


def edit_dakara_settings(window) -> bool:
    """Show the dialog for the window's campaign and store what the GM accepts.

    ``window`` is the main window (``session``, ``show_error``). Returns whether anything
    changed. Tests replace :func:`run_dialog` to answer the dialog.
    """
    session = window.session
    if session is None:
        return False
    try:
        dialog = DakaraSettingsDialog(session.campaign.info.settings, window)
    except RuleError as error:
        window.show_error(
            QCoreApplication.translate("DakaraSettingsDialog", "The rules settings cannot be read"),
            error.text.get(current_language()),
        )
        return False
    try:
        if not run_dialog(dialog):
            return False
        return apply_dakara_settings(session, dialog.result_settings(), window)
    finally:
        dialog.deleteLater()


def run_dialog(dialog: QDialog) -> bool:
    return bool(dialog.exec())
