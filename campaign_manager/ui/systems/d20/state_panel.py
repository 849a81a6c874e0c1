"""The creature's current state: stamina and wound points, conditions as badges, the
pending Fortitude saves, the actions (damage, healing, turns, hours) and the event log."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.d20 import CONDITIONS, condition_label, condition_rules
from campaign_manager.systems.d20.data import save_label
from campaign_manager.ui.character.event_log_view import EventLogView
from campaign_manager.ui.colors import STAMINA, WOUNDS
from campaign_manager.ui.systems.d20.widgets import PoolGauge, badge, group, muted


class StatePanel(QWidget):
    resolve_requested = Signal(int)  # index in the pending saves
    condition_toggled = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.stamina = PoolGauge(self.tr("Stamina"), STAMINA)
        self.wounds = PoolGauge(self.tr("Wound points"), WOUNDS)
        self.badges = QHBoxLayout()
        self.badges.setSpacing(6)
        self.no_conditions = muted(self.tr("No conditions"))
        badge_row = QHBoxLayout()
        badge_row.addLayout(self.badges)
        badge_row.addWidget(self.no_conditions)
        badge_row.addStretch()
        self.mark_button = QToolButton()
        self.mark_button.setText(self.tr("&Mark"))
        self.mark_button.setToolTip(self.tr("Mark or clear a condition by hand (the GM's call)."))
        self.mark_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.mark_menu = QMenu(self)
        self.mark_actions: dict[str, QAction] = {}
        for name in CONDITIONS:
            action = self.mark_menu.addAction(name)
            action.setCheckable(True)
            action.triggered.connect(lambda on, n=name: self.condition_toggled.emit(n, on))
            self.mark_actions[name] = action
        self.mark_button.setMenu(self.mark_menu)
        badge_row.addWidget(self.mark_button)

        self.saves = QListWidget()
        self.saves.setMaximumHeight(64)
        self.saves.itemActivated.connect(lambda _item: self._resolve())
        self.no_saves = muted(self.tr("No save is waiting."))
        self.resolve_button = QPushButton(self.tr("Res&olve save…"))
        self.resolve_button.clicked.connect(self._resolve)

        self.damage_button = QPushButton(self.tr("&Damage…"))
        self.heal_button = QPushButton(self.tr("Hea&l…"))
        self.start_turn_button = QPushButton(self.tr("Sta&rt of turn"))
        self.start_turn_button.setToolTip(
            self.tr(
                "Its turn begins: a stun runs its course, regeneration and fast healing act, "
                "a dying creature saves (DC 10, +1 per later round)."
            )
        )
        self.end_turn_button = QPushButton(self.tr("E&nd of turn"))
        self.end_turn_button.setToolTip(self.tr("Its turn ends: a stun that covered it is over."))
        self.hour_button = QPushButton(self.tr("Ho&ur passes"))
        self.hour_button.setToolTip(
            self.tr(
                "A stable creature saves every hour (DC 10, +1 per later hour); one tended by "
                "Heal has a 10% chance an hour to wake."
            )
        )
        self.heal_check_button = QPushButton(self.tr("Heal check…"))
        self.heal_check_button.setToolTip(
            self.tr(
                "Someone tends the dying creature: Heal DC 15 stabilises it (a standard action)."
            )
        )
        self.help_button = QPushButton(self.tr("Help recover"))
        self.help_button.setToolTip(
            self.tr("Another character spends a standard action: the stun ends (Hit to the body).")
        )
        actions = QGridLayout()
        buttons = (
            self.damage_button,
            self.heal_button,
            self.start_turn_button,
            self.end_turn_button,
            self.hour_button,
            self.heal_check_button,
            self.help_button,
            self.resolve_button,
        )
        for position, button in enumerate(buttons):  # three a row: four did not fit at 1024 px
            actions.addWidget(button, position // 3, position % 3)
        for button in (self.damage_button, self.heal_button):
            font = button.font()
            font.setBold(True)
            button.setFont(font)

        pools = QHBoxLayout()
        pools.setSpacing(24)
        pools.addWidget(self.stamina, 1)
        pools.addWidget(self.wounds, 1)
        conditions_title = QLabel(self.tr("Conditions"))
        saves_title = QLabel(self.tr("Pending Fortitude saves"))
        for title in (conditions_title, saves_title):
            font = title.font()
            font.setBold(True)
            title.setFont(font)
        state = QVBoxLayout()
        state.addLayout(pools)
        state.addSpacing(6)
        state.addWidget(conditions_title)
        state.addLayout(badge_row)
        state.addSpacing(6)
        state.addWidget(saves_title)
        state.addWidget(self.saves)
        state.addWidget(self.no_saves)
        state.addSpacing(6)
        state.addLayout(actions)

        self.log = EventLogView()
        self.log.setMinimumHeight(140)
        log_layout = QVBoxLayout()
        log_layout.addWidget(self.log, 1)
        log_layout.addWidget(
            muted(self.tr("What the rules did, newest last. Undo takes a line back with its edit."))
        )

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(group(self.tr("Current state"), state))
        layout.addWidget(group(self.tr("Event log"), log_layout), 1)

    # -- showing -------------------------------------------------------------------------------
    def show_sheet(self, sheet: dict, maxima: tuple[int, int], language: str) -> None:
        self.stamina.set_values(sheet["stamina"], maxima[0])
        self.wounds.set_values(sheet["wounds"], maxima[1])
        while self.badges.count():
            widget = self.badges.takeAt(0).widget()
            widget.hide()
            widget.deleteLater()
        for name in sheet["conditions"]:
            starts, ends = condition_rules(name)
            tip = self.tr("Starts: {starts}\nEnds: {ends}").format(
                starts=starts.get(language), ends=ends.get(language)
            )
            label = badge(condition_label(name).get(language), name, tip)
            self.badges.addWidget(label)
            label.show()
        self.no_conditions.setVisible(not sheet["conditions"])
        for name, action in self.mark_actions.items():
            action.setText(condition_label(name).get(language))
            action.setChecked(name in sheet["conditions"])
        self.saves.clear()
        for kind, dc in sheet["pending_saves"]:
            self.saves.addItem(
                self.tr("DC {dc} — {what}").format(dc=dc, what=save_label(kind).get(language))
            )
        if self.saves.count():
            self.saves.setCurrentRow(0)
        self.saves.setVisible(bool(sheet["pending_saves"]))
        self.no_saves.setVisible(not sheet["pending_saves"])
        self.resolve_button.setEnabled(bool(sheet["pending_saves"]))
        self.heal_check_button.setEnabled("dying" in sheet["conditions"])
        self.help_button.setEnabled("stunned" in sheet["conditions"])

    def _resolve(self) -> None:
        row = self.saves.currentRow()
        if row >= 0:
            self.resolve_requested.emit(row)
