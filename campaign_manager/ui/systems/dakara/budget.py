"""The prominent XP bar of Dakara creation: level, goals, spent / budget, what is left."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import DakaraSettings, Evaluation
from campaign_manager.systems.dakara.creation import GOALS_MAX_XP
from campaign_manager.ui.colors import CAUTION_FILL, ERROR, GOOD_FILL


def ok_style() -> str:
    return f"QProgressBar::chunk {{ background: {GOOD_FILL}; }}"


def full_style() -> str:
    return f"QProgressBar::chunk {{ background: {CAUTION_FILL}; }}"


def over_style() -> str:
    return f"QProgressBar {{ border: 2px solid {ERROR}; }} QProgressBar::chunk {{ background: {ERROR}; }}"


def _style(widget: QWidget, sheet: str) -> None:
    """Set a style sheet only when it differs (setting one re-polishes the widget)."""
    if widget.styleSheet() != sheet:
        widget.setStyleSheet(sheet)


class BudgetBar(QFrame):
    level_chosen = Signal(str)
    goals_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("BudgetBar")
        self.level_combo = QComboBox()
        self.level_combo.setToolTip(
            self.tr("Creation level: the XP budget and the rating limits (Tabulka tvorby postavy)")
        )
        self.level_combo.activated.connect(
            lambda _: self.level_chosen.emit(self.level_combo.currentData())
        )
        self.goals_spin = QSpinBox()
        self.goals_spin.setRange(0, GOALS_MAX_XP)  # one XP each
        self.goals_spin.setToolTip(
            self.tr(
                "Approved goals and story hooks: +1 XP each, at most +3 (Cíle a příběhové náměty)"
            )
        )
        self.goals_spin.valueChanged.connect(self._goals_changed)
        self._quiet = False
        self._levels: list[tuple[str, str]] = []

        self.total_label = QLabel()
        font = self.total_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.total_label.setFont(font)
        self.status_label = QLabel()
        bold = self.status_label.font()
        bold.setBold(True)
        self.status_label.setFont(bold)
        self.rules_label = QLabel()  # how many rules the sheet breaks (the panel lists them)
        self.rules_label.setFont(bold)
        self.rules_label.setVisible(False)
        self.limits_label = QLabel()
        self.limits_label.setWordWrap(True)
        self.limits_label.setStyleSheet("color: palette(placeholder-text);")
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setFixedHeight(14)

        controls = QHBoxLayout()
        level_label = QLabel(self.tr("&Level:"))
        level_label.setBuddy(self.level_combo)
        goals_label = QLabel(self.tr("&Goals and story hooks:"))
        goals_label.setBuddy(self.goals_spin)
        controls.addWidget(level_label)
        controls.addWidget(self.level_combo)
        controls.addSpacing(16)
        controls.addWidget(goals_label)
        controls.addWidget(self.goals_spin)
        controls.addStretch()
        controls.addWidget(self.rules_label)
        controls.addSpacing(12)
        controls.addWidget(self.status_label)
        controls.addSpacing(12)
        controls.addWidget(self.total_label)

        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.bar)
        layout.addWidget(self.limits_label)

    def _goals_changed(self, value: int) -> None:
        if not self._quiet:
            self.goals_chosen.emit(value)

    def show_state(
        self, sheet: dict, evaluation: Evaluation | None, settings: DakaraSettings
    ) -> None:
        self._quiet = True
        try:
            labels = []
            for name, level in settings.levels.items():
                label = self.tr("{level} ({budget} XP)").format(level=name, budget=level.budget)
                if level.is_default("budget"):
                    label += " " + self.tr("(default)")
                labels.append((label, name))
            if labels != self._levels:  # rebuilt only when the campaign's levels changed
                self._levels = labels
                self.level_combo.clear()
                for label, name in labels:
                    self.level_combo.addItem(label, name)
            self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(sheet["level"])))
            self.goals_spin.setValue(min(GOALS_MAX_XP, sheet["goals"]))
        finally:
            self._quiet = False
        broken = sum(1 for v in evaluation.violations if not v.waived) if evaluation else 0
        self.rules_label.setText(self.tr("⚠ %n rule(s) broken", "", broken))
        _style(self.rules_label, f"color: {ERROR};")
        self.rules_label.setVisible(broken > 0)
        if evaluation is None:
            self.total_label.setText("—")
            self.status_label.setText(self.tr("The sheet cannot be priced"))
            return
        spent, budget, remaining = evaluation.spent, evaluation.budget, evaluation.remaining
        self.total_label.setText(
            self.tr("{spent} / {budget} XP").format(spent=spent, budget=budget)
        )
        top = max(budget, spent, 1)
        if (self.bar.maximum(), self.bar.value()) != (top, spent):
            # a progress bar repaints itself at once on a new value, before the frame's
            # own repaint of the edit: held back, it is painted with the rest of the frame
            self.bar.setUpdatesEnabled(False)
            try:
                self.bar.setRange(0, top)
                self.bar.setValue(spent)
            finally:
                self.bar.setUpdatesEnabled(True)  # schedules the bar's repaint
        if remaining < 0:
            self.status_label.setText(self.tr("Over budget by {xp} XP").format(xp=-remaining))
            _style(self.status_label, f"color: {ERROR};")
            _style(self.bar, over_style())
        elif remaining == 0:
            self.status_label.setText(self.tr("Budget spent exactly"))
            _style(self.status_label, "")
            _style(self.bar, full_style())
        else:
            self.status_label.setText(self.tr("{xp} XP left").format(xp=remaining))
            _style(self.status_label, "")
            _style(self.bar, ok_style())
        parts = [
            self.tr("Budget: level {level} + goals {goals} + earned {earned} XP").format(
                level=evaluation.level_budget,
                goals=evaluation.goals_xp,
                earned=evaluation.earned_xp,
            ),
            self.tr("limits: two highest stats ≤ {top}, all others ≤ {others}").format(
                top=evaluation.top_two_limit, others=evaluation.others_limit
            ),
        ]
        level = settings.levels.get(sheet["level"])
        if evaluation.training:
            parts.append(self.tr("training limits by total XP"))
        if level is not None and (level.is_default("top_two") or level.is_default("budget")):
            parts.append(self.tr("values marked (default) are campaign settings, not the book's"))
        self.limits_label.setText(" · ".join(parts))
