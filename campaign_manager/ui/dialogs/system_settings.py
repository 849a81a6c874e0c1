"""Campaign → Rules settings for Člověk + Střety and the d20 variant.

Every value here is one the rules text does not give (a default) or a ruling where it
is silent; the dialog says which, and the GM changes them for the table. Stored in the
campaign's settings JSON under the system's key, as one undoable step.
"""

from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek.scars import SCAR_KEYS, scar_name
from campaign_manager.systems.clovek.settings import PENALTY_SLOTS, ClovekSettings
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.settings import DEFAULTS as D20_DEFAULTS
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.long_task import settings_change


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
        self.settings = settings = ClovekSettings.from_dict(self.raw.get("clovek"))
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
        self._build_penalties(settings, language)

    def slot_label(self, slot: str) -> str:
        return {
            "one_time_lethal": self.tr("one-time, lethal"),
            "one_time_devastating": self.tr("one-time, devastating"),
            "long_term_lethal": self.tr("long-term, lethal"),
            "long_term_devastating": self.tr("long-term, devastating"),
            "critical": self.tr("critical"),
        }[slot]

    def _build_penalties(self, settings: ClovekSettings, language: str) -> None:
        """Every scar's penalty texts, one row per scar and slot; empty as shipped."""
        title = QLabel(self.tr("&Penalty texts of the scars"))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        self.penalty_table = QTableWidget(len(SCAR_KEYS) * len(PENALTY_SLOTS), 3)
        title.setBuddy(self.penalty_table)
        self.penalty_table.setHorizontalHeaderLabels(
            [self.tr("Scar"), self.tr("Penalty"), self.tr("Text (what the wound does)")]
        )
        self.penalty_table.verticalHeader().hide()
        header = self.penalty_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.penalty_table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.penalty_table.setMinimumHeight(220)
        self.penalty_rows: list[tuple[str, str]] = []
        for key in SCAR_KEYS:
            for slot in PENALTY_SLOTS:
                row = len(self.penalty_rows)
                self.penalty_rows.append((key, slot))
                for column, text in enumerate(
                    (scar_name(key).get(language), self.slot_label(slot))
                ):
                    item = QTableWidgetItem(text)
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                    self.penalty_table.setItem(row, column, item)
                self.penalty_table.setItem(row, 2, QTableWidgetItem(settings.penalty(key, slot)))
        self.penalty_count = _note("")
        self.penalty_table.itemChanged.connect(self._count_penalties)
        self.form.addRow(title)
        self.form.addRow(
            _note(
                self.tr(
                    "The rules text gives no penalty texts: Kronikář ships every one empty, "
                    "and the sheet shows the ones you write here. Double-click a text to write it."
                )
            )
        )
        self.form.addRow(self.penalty_table)
        self.form.addRow(self.penalty_count)
        self._count_penalties()

    def _count_penalties(self, *_args) -> None:
        written = sum(1 for _key, _slot, text in self.penalty_texts() if text)
        self.penalty_count.setText(
            self.tr(
                "%n of {total} penalty text(s) written; the rest are empty.", "", written
            ).format(total=len(self.penalty_rows))
        )

    def penalty_texts(self) -> list[tuple[str, str, str]]:
        return [
            (key, slot, (self.penalty_table.item(row, 2).text() or "").strip())
            for row, (key, slot) in enumerate(self.penalty_rows)
        ]

    def set_penalty(self, key: str, slot: str, text: str) -> None:
        self.penalty_table.item(self.penalty_rows.index((key, slot)), 2).setText(text)

    def restore_defaults(self) -> None:
        """The shipped defaults of the rules settings; the GM's penalty texts stay (they are
        the GM's writing, not defaults)."""
        defaults = ClovekSettings()
        self.threshold.setValue(defaults.success_threshold)
        self.tie_rule.setCurrentIndex(self.tie_rule.findData(defaults.tie_rule))

    def system_settings(self) -> dict:
        penalties: dict[str, dict[str, str]] = {}
        for key, slot, text in self.penalty_texts():
            if text:
                penalties.setdefault(key, {})[slot] = text
        return ClovekSettings(
            success_threshold=self.threshold.value(),
            tie_rule=self.tie_rule.currentData(),
            penalties=penalties,
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
        change = settings_change(session, window, new)
        if change is None:  # cancelled while the roster lines were worked out
            return False
        session.perform(
            change, QCoreApplication.translate("SystemSettingsDialog", "Campaign rules settings")
        )
        return True
    finally:
        dialog.deleteLater()


def edit_clovek_settings(window) -> bool:
    return edit_system_settings(window, ClovekSettingsDialog)


def edit_d20_settings(window) -> bool:
    return edit_system_settings(window, D20SettingsDialog)
