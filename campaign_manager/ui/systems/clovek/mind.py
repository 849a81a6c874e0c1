"""The Mind and soul tab: psychological disorders, the soul grade and the sin hierarchy."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek import Character
from campaign_manager.systems.clovek.editing import sin_grades
from campaign_manager.systems.clovek.soul import sin_wound_size
from campaign_manager.ui.text import literal


class MindTab(QWidget):
    add_disorder = Signal()
    edit_disorder = Signal(str)
    remove_disorder = Signal(str)
    trigger_disorder = Signal(str)
    grade_changed = Signal(int)
    sin_changed = Signal(int, str)
    commit_sin = Signal()
    overcome_restriction = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.disorders_box = QGroupBox()
        self.disorders = QTreeWidget()
        self.disorders.setRootIsDecorated(False)
        self.disorders.setColumnCount(5)
        self.disorders.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.disorders.header()
        header.setStretchLastSection(False)
        for column, mode in enumerate(
            (
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.ResizeToContents,
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.Stretch,
                QHeaderView.ResizeMode.ResizeToContents,
            )
        ):
            header.setSectionResizeMode(column, mode)
        self.disorders.itemDoubleClicked.connect(lambda item: self.edit_disorder.emit(item.text(0)))
        self.disorders.currentItemChanged.connect(self._update_buttons)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_disorder)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(lambda: self._emit(self.edit_disorder))
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(lambda: self._emit(self.remove_disorder))
        self.trigger_button = QPushButton()
        self.trigger_button.clicked.connect(lambda: self._emit(self.trigger_disorder))
        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.trigger_button):
            buttons.addWidget(button)
        buttons.addStretch()
        buttons.addWidget(self.remove_button)
        self.disorders_help = QLabel()
        self.disorders_help.setWordWrap(True)
        self.disorders_help.setStyleSheet("color: palette(placeholder-text);")
        disorders_layout = QVBoxLayout(self.disorders_box)
        disorders_layout.addWidget(self.disorders, 1)
        disorders_layout.addLayout(buttons)
        disorders_layout.addWidget(self.disorders_help)

        self.soul_box = QGroupBox()
        self.grade = QSpinBox()
        self.grade.setRange(0, 20)
        self.grade.setKeyboardTracking(False)
        self.grade.valueChanged.connect(self.grade_changed)
        self.grade_label = QLabel()
        self.grade_label.setBuddy(self.grade)
        self.sins_grid = QGridLayout()
        self.sins_grid.setHorizontalSpacing(8)
        self.sin_edits: dict[int, QLineEdit] = {}
        self.sin_costs: dict[int, QLabel] = {}
        self.sin_button = QPushButton()
        self.sin_button.clicked.connect(self.commit_sin)
        self.restriction_button = QPushButton()
        self.restriction_button.clicked.connect(self.overcome_restriction)
        self.soul_help = QLabel()
        self.soul_help.setWordWrap(True)
        self.soul_help.setStyleSheet("color: palette(placeholder-text);")
        grade_row = QHBoxLayout()
        grade_row.addWidget(self.grade_label)
        grade_row.addWidget(self.grade)
        grade_row.addStretch()
        grade_row.addWidget(self.sin_button)
        grade_row.addWidget(self.restriction_button)
        self.sins_label = QLabel()
        soul_layout = QVBoxLayout(self.soul_box)
        soul_layout.addLayout(grade_row)
        soul_layout.addWidget(self.sins_label)
        soul_layout.addLayout(self.sins_grid)
        soul_layout.addWidget(self.soul_help)
        soul_layout.addStretch()

        layout = QHBoxLayout(self)
        layout.addWidget(self.disorders_box, 3)
        layout.addWidget(self.soul_box, 2)
        self.retranslate()
        self._update_buttons()

    def retranslate(self) -> None:
        self.disorders_box.setTitle(self.tr("Psychological disorders"))
        self.disorders.setHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Kind"),
                self.tr("Lasting effect"),
                self.tr("Trigger"),
                self.tr("This scene"),
            ]
        )
        self.add_button.setText(self.tr("&New disorder…"))
        self.edit_button.setText(self.tr("&Edit…"))
        self.trigger_button.setText(self.tr("&Trigger"))
        self.trigger_button.setToolTip(
            self.tr(
                "A triggered disorder acts for one scene: its own trigger or a sanity wound "
                "sets it off (Člověk, Psychické poruchy)."
            )
        )
        self.remove_button.setText(self.tr("&Cure…"))
        self.remove_button.setToolTip(
            self.tr(
                "Care removes a temporary disorder; a permanent one only a supernatural "
                "intervention (Člověk, Psychické poruchy)."
            )
        )
        self.disorders_help.setText(
            self.tr(
                "Disorders come mostly from wounds to sanity. A lasting effect applies all the "
                "time; a trigger sets the disorder off for a scene."
            )
        )
        self.soul_box.setTitle(self.tr("Soul"))
        self.grade_label.setText(self.tr("Soul &grade:"))
        self.sin_button.setText(self.tr("Commit a &sin…"))
        self.restriction_button.setText(self.tr("Against a &restriction…"))
        self.restriction_button.setToolTip(
            self.tr("The character acts against the soul's restriction: one mental wound")
        )
        self.sins_label.setText(self.tr("Sin hierarchy (one sin per grade):"))
        self.soul_help.setText(
            self.tr(
                "A sin at or below the soul's grade costs a mental wound of soul grade − sin "
                "grade + 1: lethal to hold the soul, stun to let it fall a grade. Sins above "
                "the grade are free; the soul also restricts what the character can bring "
                "itself to do (Člověk, Duše)."
            )
        )

    def show_character(self, character: Character, language: str) -> None:
        self.disorders.clear()
        for disorder in character.disorders:
            item = QTreeWidgetItem(
                [
                    disorder.name,
                    self.tr("permanent") if disorder.permanent else self.tr("temporary"),
                    disorder.effect,
                    disorder.trigger,
                    self.tr("triggered") if disorder.triggered else "",
                ]
            )
            for column in (2, 3):
                item.setToolTip(column, literal(item.text(column)))
            if disorder.triggered:
                font = QFont(item.font(0))
                font.setBold(True)
                item.setFont(0, font)
                item.setFont(4, font)
            self.disorders.addTopLevelItem(item)
        self._update_buttons()
        soul = character.soul
        self.grade.setValue(soul.grade)
        top = sin_grades(character)[-1]
        self._ensure_rows(top)
        for grade in range(1, max(self.sin_edits) + 1):
            edit, cost = self.sin_edits[grade], self.sin_costs[grade]
            visible = grade <= top
            edit.setVisible(visible)
            cost.setVisible(visible)
            self.sins_grid.itemAtPosition(grade, 0).widget().setVisible(visible)
            edit.setText(soul.sins.get(grade, ""))
            points = sin_wound_size(soul.grade, grade)
            cost.setText(
                self.tr("{points} pt").format(points=points) if points else self.tr("free")
            )
            cost.setToolTip(
                self.tr("Committing it costs {points} mental wound points.").format(points=points)
                if points
                else self.tr("Above the soul's grade: no wound.")
            )
            cost.setEnabled(bool(points))

    def _ensure_rows(self, top: int) -> None:
        for grade in range(len(self.sin_edits) + 1, top + 1):
            label = QLabel(f"{grade}.")
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            edit = QLineEdit()
            edit.setObjectName(f"sin_{grade}")
            edit.setPlaceholderText(self.tr("the sin of this grade"))
            edit.editingFinished.connect(
                lambda g=grade: self.sin_changed.emit(g, self.sin_edits[g].text())
            )
            cost = QLabel()
            cost.setMinimumWidth(40)
            self.sins_grid.addWidget(label, grade, 0)
            self.sins_grid.addWidget(edit, grade, 1)
            self.sins_grid.addWidget(cost, grade, 2)
            self.sin_edits[grade] = edit
            self.sin_costs[grade] = cost

    def current_disorder(self) -> str | None:
        item = self.disorders.currentItem()
        return item.text(0) if item is not None else None

    def _emit(self, signal) -> None:
        name = self.current_disorder()
        if name is not None:
            signal.emit(name)

    def _update_buttons(self) -> None:
        selected = self.current_disorder() is not None
        for button in (self.edit_button, self.remove_button, self.trigger_button):
            button.setEnabled(selected)
