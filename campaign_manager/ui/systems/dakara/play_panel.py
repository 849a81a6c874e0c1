"""Dakara at the table: kondice with its track, the wound penalty and the state; damage and
healing; the Výdrž and Vůle pools with spending, rest, sleep and meditation; goals and
story hooks; the character's event log. Every number comes from the rules core
(``systems/dakara/play.py``); every action is one undo step with its log line."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import editing, play
from campaign_manager.systems.dakara.condition import (
    MEDITATION_MINUTES,
    SLEEP_HOURS,
    VYDRZ_REST_MINUTES,
    ConditionState,
    condition_penalty,
    sizes,
)
from campaign_manager.systems.dakara.sheet import MAX_HOOK_TEXT, MAX_KONDICE_LOST, MAX_POOL
from campaign_manager.ui.colors import CAUTION, ERROR, GOOD_FILL, color
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.story_time.passes import TimePasses
from campaign_manager.ui.systems.dakara.state import DakaraState

STATE_COLOURS = {
    ConditionState.CANNOT_RUN: CAUTION,
    ConditionState.OUT: ERROR,
    ConditionState.DYING: ERROR,
}


class KondiceTrack(QWidget):
    """One box per point of maximum kondice, the lost ones crossed; a gap where the wound
    penalty steps (a quarter of the maximum), as the core's penalty table gives it."""

    BOX = 18

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.current, self.maximum = 12, 12
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_values(self, current: int, maximum: int) -> None:
        self.current, self.maximum = current, maximum
        self.setToolTip(
            self.tr("Kondice {current} of {maximum}").format(current=current, maximum=maximum)
        )
        self.updateGeometry()
        self.update()

    def _steps(self) -> list[int]:
        """Box numbers (1 = the first point) after which the penalty steps."""
        return [
            k
            for k in range(1, self.maximum)
            if condition_penalty(k, self.maximum) != condition_penalty(k + 1, self.maximum)
        ]

    def _per_row(self) -> int:
        return max(1, (self.width() + 4) // (self.BOX + 4) - 1)

    def sizeHint(self) -> QSize:
        return QSize((self.BOX + 4) * (self.maximum + 4), self.BOX + 6)

    def minimumSizeHint(self) -> QSize:
        return QSize((self.BOX + 4) * 5, self.BOX + 6)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        per_row = max(1, (width + 4) // (self.BOX + 4) - 1)
        rows = -(-self.maximum // per_row)
        return rows * (self.BOX + 6)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        steps, per_row, x, y = set(self._steps()), self._per_row(), 0, 2
        for box in range(1, self.maximum + 1):
            lost = box > self.current
            painter.setPen(QPen(palette.color(QPalette.ColorRole.WindowText), 1))
            painter.setBrush(palette.color(QPalette.ColorRole.Base) if lost else color(GOOD_FILL))
            painter.drawRect(x + 1, y + 1, self.BOX - 2, self.BOX - 2)
            if lost:
                painter.setPen(QPen(color(ERROR), 2))
                painter.drawLine(x + 4, y + 4, x + self.BOX - 4, y + self.BOX - 4)
                painter.drawLine(x + self.BOX - 4, y + 4, x + 4, y + self.BOX - 4)
            x += self.BOX + 4 + (self.BOX // 2 if box in steps else 0)
            if box % per_row == 0 and box < self.maximum:
                x, y = 0, y + self.BOX + 6


class HookDelegate(QStyledItemDelegate):
    """Edits a goal's own text (an unwritten one starts empty, not with the placeholder)."""

    def setEditorData(self, editor, index) -> None:
        editor.setText(index.data(Qt.ItemDataRole.UserRole) or "")

    def sizeHint(self, option, index):
        """As tall as the text wrapped to the list's width (a list view would give one line)."""
        hint = super().sizeHint(option, index)
        view = self.parent()
        width = max(40, view.viewport().width() - 12) if view is not None else hint.width()
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        rect = option.fontMetrics.boundingRect(
            QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text
        )
        return QSize(width, max(hint.height(), rect.height() + 6))


class PlayPanel(QWidget):
    """The "Current state" page of the Dakara sheet."""

    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.state: DakaraState | None = None
        self._log_character: int | None = None
        self._followed: set[int] = set()

        # kondice
        self.size_combo = QComboBox()
        language = current_language()
        for key, entry in sizes().items():
            self.size_combo.addItem(
                self.tr("{size} (kondice {maximum})").format(
                    size=entry.get(language, entry["en"]), maximum=entry["maximum"]
                ),
                key,
            )
        self.size_combo.activated.connect(self._size)
        self.kondice_label = QLabel()
        bold = self.kondice_label.font()
        bold.setPointSizeF(bold.pointSizeF() * 1.4)
        bold.setBold(True)
        self.kondice_label.setFont(bold)
        self.penalty_label = QLabel()
        self.penalty_label.setWordWrap(True)
        self.track = KondiceTrack()
        self.points_spin = QSpinBox()
        self.points_spin.setRange(1, MAX_KONDICE_LOST)
        self.points_spin.setValue(1)
        self.points_spin.setToolTip(self.tr("Points of kondice lost or regained"))
        self.damage_button = QPushButton(self.tr("&Damage"))
        self.damage_button.clicked.connect(self._damage)
        self.heal_button = QPushButton(self.tr("&Heal"))
        self.heal_button.clicked.connect(self._heal)
        self.brought_round = QCheckBox(self.tr("&Brought round (First aid): acts at −4"))
        self.brought_round.toggled.connect(self._brought_round)
        kondice = QGridLayout()
        kondice.addWidget(QLabel(self.tr("Size:")), 0, 0)
        kondice.addWidget(self.size_combo, 0, 1, 1, 3)
        kondice.addWidget(self.kondice_label, 1, 0, 1, 4)
        kondice.addWidget(self.track, 2, 0, 1, 4)
        kondice.addWidget(self.penalty_label, 3, 0, 1, 4)
        points_label = QLabel(self.tr("&Points:"))
        points_label.setBuddy(self.points_spin)
        kondice.addWidget(points_label, 4, 0)
        kondice.addWidget(self.points_spin, 4, 1)
        kondice.addWidget(self.damage_button, 4, 2)
        kondice.addWidget(self.heal_button, 4, 3)
        kondice.addWidget(self.brought_round, 5, 0, 1, 4)
        kondice.setColumnStretch(1, 1)
        kondice_box = QGroupBox(self.tr("Kondice"))
        kondice_box.setLayout(kondice)

        # Výdrž and Vůle
        self.pool_labels: dict[str, QLabel] = {}
        self.spend_buttons: dict[str, QPushButton] = {}
        self.spend_spin = QSpinBox()
        self.spend_spin.setRange(1, MAX_POOL)
        self.rest_button = QPushButton(self.tr("%n minute(s) of &rest", "", VYDRZ_REST_MINUTES))
        self.rest_button.setToolTip(self.tr("All Výdrž back (Fatigue and exhaustion)."))
        self.rest_button.clicked.connect(lambda: self._restore("rest"))
        self.sleep_button = QPushButton(self.tr("%n hour(s) of s&leep", "", SLEEP_HOURS))
        self.sleep_button.setToolTip(self.tr("All Vůle back, and all Výdrž."))
        self.sleep_button.clicked.connect(lambda: self._restore("sleep"))
        self.meditate_button = QPushButton(
            self.tr("%n minute(s) of &meditation", "", MEDITATION_MINUTES)
        )
        self.meditate_button.clicked.connect(lambda: self._restore("meditate"))
        self.sustaining = QCheckBox(self.tr("S&ustaining magic (no meditation meanwhile)"))
        self.sustaining.toggled.connect(self._sustaining)
        pools = QGridLayout()
        for row, (pool, name) in enumerate((("vydrz", "Výdrž"), ("vule", "Vůle"))):
            label = QLabel()
            button = QPushButton(self.tr("Spend {pool}").format(pool=name))
            button.clicked.connect(lambda _=False, p=pool: self._spend(p))
            pools.addWidget(QLabel(f"<b>{name}</b>"), row, 0)
            pools.addWidget(label, row, 1)
            pools.addWidget(button, row, 3)
            self.pool_labels[pool], self.spend_buttons[pool] = label, button
        spend_label = QLabel(self.tr("P&oints to spend:"))
        spend_label.setBuddy(self.spend_spin)
        pools.addWidget(spend_label, 2, 0, 1, 2)
        pools.addWidget(self.spend_spin, 2, 3)
        rests = QGridLayout()
        for column, button in enumerate((self.rest_button, self.sleep_button)):
            rests.addWidget(button, 0, column)
        rests.addWidget(self.meditate_button, 1, 0)
        pools.addLayout(rests, 3, 0, 1, 4)
        pools.addWidget(self.sustaining, 4, 0, 1, 4)
        # a rest, a sleep or a meditation may move the story's clock on (off by default)
        self.time_passes = TimePasses()
        pools.addWidget(self.time_passes, 5, 0, 1, 4)
        pools.setColumnStretch(2, 1)
        pools_box = QGroupBox(self.tr("Výdrž and Vůle"))
        pools_box.setLayout(pools)

        # goals and story hooks
        self.hooks = QListWidget()
        self.hooks.setWordWrap(True)
        self.hooks.setResizeMode(QListWidget.ResizeMode.Adjust)  # rewrap on every resize
        self.hooks.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.hooks.setItemDelegate(HookDelegate(self.hooks))
        self.hooks.itemChanged.connect(self._hook_edited)
        self.add_hook_button = QPushButton(self.tr("Add a goal or hook"))
        self.add_hook_button.clicked.connect(self._add_hook)
        self.remove_hook_button = QPushButton(self.tr("Remove"))
        self.remove_hook_button.clicked.connect(self._remove_hook)
        self.hooks_note = QLabel(
            self.tr(
                "Approved goals and story hooks (a debt, a rival, a secret): +1 XP each, "
                "at most +3. Double-click one to write it."
            )
        )
        self.hooks_note.setWordWrap(True)
        hook_buttons = QHBoxLayout()
        hook_buttons.addWidget(self.add_hook_button)
        hook_buttons.addWidget(self.remove_hook_button)
        hook_buttons.addStretch()
        hooks = QVBoxLayout()
        hooks.addWidget(self.hooks_note)
        hooks.addWidget(self.hooks, 1)
        hooks.addLayout(hook_buttons)
        hooks_box = QGroupBox(self.tr("Goals and story hooks"))
        hooks_box.setLayout(hooks)

        # the event log
        self.log_view = QListView()
        self.log_view.setWordWrap(True)
        self.log_view.setAlternatingRowColors(True)
        self.log_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        log_note = QLabel(
            self.tr("What happened to the character, newest last; Undo removes a line.")
        )
        log_note.setWordWrap(True)
        log = QVBoxLayout()
        log.addWidget(self.log_view, 1)
        log.addWidget(log_note)
        log_box = QGroupBox(self.tr("Event log"))
        log_box.setLayout(log)

        left = QVBoxLayout()
        left.addWidget(kondice_box)
        left.addWidget(pools_box)
        left.addStretch()
        right = QVBoxLayout()
        right.addWidget(hooks_box, 1)
        right.addWidget(log_box, 2)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    # -- showing ------------------------------------------------------------------------------
    def refresh(self, state: DakaraState) -> None:
        self.state = state
        sheet, language = state.sheet, state.language
        self._show_log()
        current, maximum = play.current(sheet), play.maximum(sheet)
        now = play.state(sheet)
        self.size_combo.setCurrentIndex(self.size_combo.findData(sheet["state"]["size"]))
        self.kondice_label.setText(
            self.tr("Kondice {current} / {maximum}").format(current=current, maximum=maximum)
        )
        self.track.set_values(current, maximum)
        lines = [play.penalty_text(play.penalty(sheet)).get(language)]
        gender = self.editor.character_gender()
        if now is not ConditionState.ACTIVE:
            lines.append(play.state_word(now, gender).get(language))
        why = play.why_not(sheet, gender)
        if why is not None:
            lines.append(why.get(language))
        if play.brought_round(sheet):
            lines.append(self.tr("brought round (First aid): acts at −4"))
        self.penalty_label.setText("\n".join(lines))
        colour = STATE_COLOURS.get(now)
        self.penalty_label.setStyleSheet(f"color: {colour};" if colour else "")
        self.heal_button.setEnabled(current < maximum)
        self.brought_round.blockSignals(True)
        self.brought_round.setChecked(bool(sheet["state"]["brought_round"]))
        self.brought_round.setEnabled(current <= 0)
        self.brought_round.blockSignals(False)
        pools = play.pools(sheet, state.catalogue)
        for pool, label in self.pool_labels.items():
            label.setText(
                self.tr("{current} of {maximum} left").format(
                    current=pools[pool]["current"], maximum=pools[pool]["maximum"]
                )
            )
            self.spend_buttons[pool].setEnabled(pools[pool]["current"] > 0)
        sustaining = bool(sheet["state"]["sustaining_magic"])
        self.sustaining.blockSignals(True)
        self.sustaining.setChecked(sustaining)
        self.sustaining.blockSignals(False)
        self.meditate_button.setEnabled(not sustaining)
        self.meditate_button.setToolTip(
            self.tr("Not while sustaining magic: stop sustaining it first.")
            if sustaining
            else self.tr("All Vůle back; an interrupted meditation has no effect.")
        )
        self.hooks.blockSignals(True)
        self.hooks.clear()
        for text in sheet["hooks"]:
            item = QListWidgetItem(text or self.tr("(not written yet)"))
            item.setData(Qt.ItemDataRole.UserRole, text)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            if not text:
                item.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
            self.hooks.addItem(item)
        self.hooks.blockSignals(False)
        self.remove_hook_button.setEnabled(bool(sheet["hooks"]))

    def _show_log(self) -> None:
        cid = self.editor.character_id
        if cid != self._log_character:
            self._log_character = cid
            model = self.editor.session.event_log(character=cid)
            self.log_view.setModel(model)
            if id(model) not in self._followed:  # the session keeps one model per character
                self._followed.add(id(model))
                model.rowsInserted.connect(self._scroll_log)  # a slot: gone with the panel
            self.log_view.scrollToBottom()

    def _scroll_log(self, *_args) -> None:
        self.log_view.scrollToBottom()

    # -- actions ------------------------------------------------------------------------------
    def _who(self) -> str | None:
        return self.editor.character_name()

    def _damage(self) -> None:
        points = self.points_spin.value()
        self.editor.play(
            lambda s: play.damage(
                s, points, who=self._who(), gender=self.editor.character_gender()
            ),
            self.tr("Damage: kondice −{n}").format(n=points),
        )

    def _heal(self) -> None:
        points = self.points_spin.value()
        self.editor.play(
            lambda s: play.heal(s, points, who=self._who(), gender=self.editor.character_gender()),
            self.tr("Healing: kondice +{n}").format(n=points),
        )

    def _size(self, _index: int) -> None:
        key = self.size_combo.currentData()
        if self.state is None or key == self.state.sheet["state"]["size"]:
            return
        self.editor.play(lambda s: play.set_size(s, key, who=self._who()), self.tr("Creature size"))

    def _brought_round(self, on: bool) -> None:
        self.editor.play(
            lambda s: play.set_brought_round(
                s, on, who=self._who(), gender=self.editor.character_gender()
            ),
            self.tr("Brought round") if on else self.tr("No longer brought round"),
        )

    def _spend(self, pool: str) -> None:
        points = self.spend_spin.value()
        catalogue = self.editor.catalogue
        name = {"vydrz": "Výdrž", "vule": "Vůle"}[pool]
        self.editor.play(
            lambda s: play.spend(s, pool, points, catalogue, who=self._who()),
            self.tr("Spend {pool}: {n}").format(pool=name, n=points),
        )

    def _restore(self, kind: str) -> None:
        catalogue = self.editor.catalogue
        calls = {
            "rest": (play.rest, self.rest_button.text()),
            "sleep": (play.sleep, self.sleep_button.text()),
            "meditate": (play.meditate, self.meditate_button.text()),
        }
        function, text = calls[kind]
        self.editor.story_seconds = self.time_passes.seconds()  # in the same undo step
        try:
            self.editor.play(
                lambda s: function(s, catalogue=catalogue, who=self._who()), text.replace("&", "")
            )
        finally:
            self.editor.story_seconds = 0

    def _sustaining(self, on: bool) -> None:
        self.editor.play(
            lambda s: play.set_sustaining_magic(s, on, who=self._who()),
            self.tr("Sustaining magic") if on else self.tr("Stops sustaining magic"),
        )

    def _add_hook(self) -> None:
        self.editor.change(lambda s: editing.add_hook(s, ""), self.tr("Add a goal or hook"))
        if self.hooks.count():
            item = self.hooks.item(self.hooks.count() - 1)
            self.hooks.setCurrentItem(item)
            self.hooks.editItem(item)

    def _hook_edited(self, item: QListWidgetItem) -> None:
        row = self.hooks.row(item)
        text = item.text().strip()[:MAX_HOOK_TEXT]
        if text == self.tr("(not written yet)"):
            text = ""
        if text == item.data(Qt.ItemDataRole.UserRole):
            return
        self.editor.change(
            lambda s: editing.set_hook_text(s, row, text),
            self.tr("Goal or hook: {text}").format(text=text),
        )

    def _remove_hook(self) -> None:
        row = self.hooks.currentRow()
        if row < 0:
            row = self.hooks.count() - 1
        if row < 0:
            return
        self.editor.change(lambda s: editing.remove_hook(s, row), self.tr("Remove a goal or hook"))
