"""Training after creation: XP earned in play (hours, group goals) spent under the training limits."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import earned_xp, editing
from campaign_manager.systems.dakara.creation import play_hours
from campaign_manager.systems.dakara.sheet import MAX_HOURS, MAX_XP
from campaign_manager.ui.models.dict_list import Column, DictListModel
from campaign_manager.ui.systems.dakara.state import DakaraState


class TrainingPage(QWidget):
    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.explain = QLabel(
            self.tr(
                "After creation the character improves by XP earned in play: 1 XP for every 4 hours "
                "of play, 1–10 XP for a group goal. Spend them by raising ratings on the other pages: "
                "the same costs apply, under the training limits for the character's total XP."
            )
        )
        self.explain.setWordWrap(True)
        self.summary = QLabel()
        bold = self.summary.font()
        bold.setBold(True)
        self.summary.setFont(bold)
        source_names = {
            "play": self.tr("Play session"),
            "goal": self.tr("Group goal"),
            "other": self.tr("Other"),
        }
        self.model = DictListModel(
            [
                Column(
                    "source",
                    self.tr("Source"),
                    display=lambda row: source_names.get(row["source"], row["source"]),
                ),
                Column("hours", self.tr("Hours of play"), int, maximum=MAX_HOURS),
                Column("xp", self.tr("XP"), int, maximum=MAX_XP),
                Column("note", self.tr("Note")),
            ],
            editor=self._edit_row,
            parent=self,
        )
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.view.setAccessibleName(self.tr("Training"))
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        # the other columns as wide as their header and values (whatever the font size)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.view.setAlternatingRowColors(True)
        play = QPushButton(self.tr("Add a &play session"))
        play.clicked.connect(lambda: self._add("play"))
        goal = QPushButton(self.tr("Add a group &goal"))
        goal.clicked.connect(lambda: self._add("goal"))
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        for button in (play, goal, remove):
            buttons.addWidget(button)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.explain)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)

    def refresh(self, state: DakaraState) -> None:
        rows = state.sheet["training"]["earned"]
        self.model.set_rows(rows)
        earned = earned_xp(state.sheet)
        hours = play_hours(state.sheet)
        text = self.tr("Earned {xp} XP ({hours} hours of play).").format(xp=earned, hours=hours)
        ev = state.evaluation
        if ev is not None and ev.training:
            text += " " + self.tr(
                "Training limits for {total} XP: two highest stats ≤ {top}, all others ≤ {others}."
            ).format(total=ev.budget, top=ev.top_two_limit, others=ev.others_limit)
        self.summary.setText(text)

    def _add(self, source: str) -> None:
        self.editor.change(
            lambda sheet: editing.add_earned(sheet, source), self.tr("Add earned XP")
        )

    def _edit_row(self, row: int, key: str, value) -> None:
        self.editor.change(
            lambda sheet: editing.set_earned_field(sheet, row, key, value),
            self.tr("Edit earned XP"),
        )

    def _remove(self) -> None:
        index = self.view.currentIndex()
        if not index.isValid():
            return
        self.editor.change(
            lambda sheet: editing.remove_rows(sheet, "earned", [index.row()]),
            self.tr("Remove earned XP"),
        )
