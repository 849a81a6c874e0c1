"""Campaign → Rules settings for Člověk + Střety and the d20 variant.

Every value here is one the rules text does not give (a default) or a ruling where it
is silent; the dialog says which, and the GM changes them for the table. Stored in the
campaign's settings JSON under the system's key, as one undoable step.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.systems.clovek.settings import ClovekSettings
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.settings import DEFAULTS as D20_DEFAULTS
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.ui.i18n import current_language


def _note(text: str) -> QLabel:
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
            _note(
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

    def build(self) -> None:
        raise NotImplementedError

    def restore_defaults(self) -> None:
        raise NotImplementedError

    def system_settings(self) -> dict:
        raise NotImplementedError

    def result_settings(self) -> dict:
        """The campaign's whole settings JSON with this system's part replaced."""
        return {**self.raw, self.key: self.system_settings()}


class ClovekSettingsDialog(SystemSettingsDialog):
    key = "clovek"

    def build(self) -> None:
        settings = ClovekSettings.from_dict(self.raw.get("clovek"))
        language = current_language()
        self.threshold = QSpinBox()
        self.threshold.setRange(1, 10)
        self.threshold.setPrefix(self.tr("a die showing "))
        self.threshold.setSuffix(self.tr(" or more (0 = 10)"))
        self.threshold.setValue(settings.success_threshold)
        self.tie_rule = QComboBox()
        self.tie_rule.addItem(
            self.tr("higher Vyrovnanost, then the GM's order"), "vyrovnanost_then_gm"
        )
        self.tie_rule.addItem(self.tr("the GM's order"), "gm")
        self.tie_rule.setCurrentIndex(max(0, self.tie_rule.findData(settings.tie_rule)))
        self.form.addRow(self.tr("&Success on a d10:"), self.threshold)
        self.form.addRow("", _note(ClovekSettings.default_note("success_threshold").get(language)))
        self.form.addRow(self.tr("&Tied initiative:"), self.tie_rule)
        self.form.addRow("", _note(ClovekSettings.default_note("tie_rule").get(language)))

    def restore_defaults(self) -> None:
        defaults = ClovekSettings()
        self.threshold.setValue(defaults.success_threshold)
        self.tie_rule.setCurrentIndex(self.tie_rule.findData(defaults.tie_rule))

    def system_settings(self) -> dict:
        return ClovekSettings(
            success_threshold=self.threshold.value(), tie_rule=self.tie_rule.currentData()
        ).to_dict()


class D20SettingsDialog(SystemSettingsDialog):
    key = "d20"

    def build(self) -> None:
        settings = D20Settings.from_dict(self.raw.get("d20", {}))
        labels = {
            "initiative_ties_by_modifier": self.tr("Tied initiative goes to the higher modifier"),
            "initiative_roll_off": self.tr("Ties left after that are settled by a d20 roll-off"),
            "resave_when_hit_at_zero": self.tr(
                "A disabled creature hit again at 0 wound points saves against DC 15 again"
            ),
            "hit_while_stable_starts_dying": self.tr(
                "A stable creature hit again at 0 wound points is dying again"
            ),
        }
        self.checks: dict[str, QCheckBox] = {}
        for name, text in labels.items():
            box = QCheckBox(text)
            box.setChecked(getattr(settings, name))
            self.checks[name] = box
            self.form.addRow(box)
            self.form.addRow(
                "",
                _note(
                    self.tr("default: the usual d20 rule, which the variant does not change")
                    if name in D20_DEFAULTS
                    else self.tr("ruling: the variant's text is silent on this case")
                ),
            )

    def restore_defaults(self) -> None:
        defaults = D20Settings()
        for name, box in self.checks.items():
            box.setChecked(getattr(defaults, name))

    def system_settings(self) -> dict:
        return D20Settings(**{name: box.isChecked() for name, box in self.checks.items()}).to_dict()


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
        session.perform(
            SetCampaignField("settings", new),
            QCoreApplication.translate("SystemSettingsDialog", "Campaign rules settings"),
        )
        return True
    finally:
        dialog.deleteLater()


def edit_clovek_settings(window) -> bool:
    return edit_system_settings(window, ClovekSettingsDialog)


def edit_d20_settings(window) -> bool:
    return edit_system_settings(window, D20SettingsDialog)
