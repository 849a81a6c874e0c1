"""Campaign → Rules settings of Člověk + Střety: the success threshold, tied initiative and
the scars' penalty texts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
)

from campaign_manager.systems.clovek.scars import SCAR_KEYS, scar_name
from campaign_manager.systems.clovek.settings import PENALTY_SLOTS, ClovekSettings
from campaign_manager.ui.dialogs.system_settings import (
    SystemSettingsDialog,
    edit_system_settings,
    note,
)
from campaign_manager.ui.i18n import current_language


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
        self.form.addRow("", note(ClovekSettings.default_note("success_threshold").get(language)))
        self.form.addRow(self.tr("&Tied initiative:"), self.tie_rule)
        self.form.addRow("", note(ClovekSettings.default_note("tie_rule").get(language)))
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
        self.penalty_table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
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
        # as wide as its headers and the scars' and slots' names, whatever the font's size
        # (the GM's penalty texts wrap at the width left)
        table = self.penalty_table
        columns = header.sectionSizeHint(2) + sum(
            max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(2)
        )
        table.setMinimumWidth(
            columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
        )
        self.penalty_count = note("")
        self.penalty_table.itemChanged.connect(self._count_penalties)
        self.form.addRow(title)
        self.form.addRow(
            note(
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


def edit_clovek_settings(window) -> bool:
    return edit_system_settings(window, ClovekSettingsDialog)
