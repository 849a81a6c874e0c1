"""The Combat page's lower pane: what must be rolled or decided now, what happened (the
open fight's log, its combatants' names isolated in the rules' lines) and a free dice
line, whose roll goes to the log as one undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import LogEvents, LogLine
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.accessibility import announce
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.event_log import NamesIsolated


class LogPane(QWidget):
    # the GM activated a prompt (what to roll or decide): the page answers it
    prompt_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self.controller = None
        self.prompts = QListWidget()
        self.prompts.setObjectName("Prompts")
        self.prompts.setWordWrap(True)
        self.prompts.itemActivated.connect(self._prompt_activated)
        self._prompts_shown: tuple[str, list] | None = None
        self.log_view = QListView()
        self.log_view.setObjectName("CombatLog")
        self.log_view.setUniformItemSizes(True)  # one line each: a long log lays out at once
        self.log_view.setTextElideMode(Qt.TextElideMode.ElideNone)
        # the session's log of the fight, its combatants' names isolated in the rules' lines
        self.log_names = NamesIsolated(self)
        self.log_view.setModel(self.log_names)
        self.log_names.rowsInserted.connect(self.log_view.scrollToBottom)
        self.log_names.rowsInserted.connect(self._announce_newest)
        self.dice = QLineEdit()
        self.dice.setObjectName("DiceLine")
        self.dice.setClearButtonEnabled(True)
        self.dice.returnPressed.connect(self.roll_dice)
        self.prompts_title = QLabel()
        self.log_title = QLabel()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        prompts_box = QVBoxLayout()
        prompts_box.addWidget(self.prompts_title)
        prompts_box.addWidget(self.prompts)
        log_box = QVBoxLayout()
        log_box.addWidget(self.log_title)
        log_box.addWidget(self.log_view, 1)
        log_box.addWidget(self.dice)
        layout.addLayout(prompts_box, 2)
        layout.addLayout(log_box, 3)

    def retranslate(self) -> None:
        self.prompts_title.setText(self.tr("To roll or decide now"))
        self.log_title.setText(self.tr("What happened"))
        self.prompts.setAccessibleName(self.prompts_title.text())
        self.log_view.setAccessibleName(self.log_title.text())
        self.dice.setPlaceholderText(self.tr("Dice line, e.g. 2d6+3 — Enter rolls (R)"))

    def set_session(self, session, controller) -> None:
        self.session, self.controller = session, controller
        self.log_names.setSourceModel(None)

    def show_prompts(self, pending: list, language: str) -> None:
        """The list of what to roll or decide now. Only what changed is taken out or put
        in (a declaration in a fight of 200 takes one prompt of 200 away); most steps
        leave it as it was."""
        if (language, pending) == self._prompts_shown:
            return
        shown = self._prompts_shown
        self._prompts_shown = (language, list(pending))
        old = shown[1] if shown is not None and shown[0] == language else []
        if not old:
            self.prompts.clear()
        # the prompts both lists begin and end with stay; the ones between are replaced
        start, limit = 0, min(len(old), len(pending))
        while start < limit and old[start] == pending[start]:
            start += 1
        end = 0
        while end < limit - start and old[-1 - end] == pending[-1 - end]:
            end += 1
        gone = set()
        for _ in range(len(old) - start - end):
            gone.add(self.prompts.takeItem(start).text())
        asked = []
        for offset, prompt in enumerate(pending[start : len(pending) - end]):
            item = self._prompt_item(prompt, language)
            self.prompts.insertItem(start + offset, item)
            asked.append(item.text())
        # a screen reader hears what is newly asked, not the whole list again
        announce(self.prompts, "; ".join(text for text in asked if text not in gone))

    @staticmethod
    def _prompt_item(prompt, language: str) -> QListWidgetItem:
        text = prompt.text.get(language) if prompt.text else prompt.kind
        if prompt.dc is not None and str(prompt.dc) not in text:
            text = f"{text} ({prompt.dc})"
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, prompt)
        return item

    def show_log(self, combatants: dict) -> None:
        """The open fight's log, with the names of its ``combatants`` isolated."""
        self.log_names.set_names(
            name for record in combatants.values() for name in (record["name"], record.get("alias"))
        )
        log = self.session.event_log(encounter=self.controller.encounter_id)
        if self.log_names.sourceModel() is log:
            return
        self.log_names.setSourceModel(log)
        self.log_view.scrollToBottom()

    def _announce_newest(self, _parent, _first: int, last: int) -> None:
        """A screen reader hears the fight log's newest line as it comes."""
        # (read once the rows are in: the model fills a new row's words after this signal)
        QTimer.singleShot(0, self.log_view, lambda: announce(self.log_view, self._line(last)))

    def _line(self, row: int) -> str:
        return str(self.log_names.index(row, 0).data() or "")

    def _prompt_activated(self, item: QListWidgetItem) -> None:
        prompt = item.data(Qt.ItemDataRole.UserRole)
        if prompt is not None:
            self.prompt_chosen.emit(prompt)

    def focus_dice(self) -> None:
        self.dice.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.dice.selectAll()

    def roll_dice(self) -> None:
        if self.session is None:
            return
        from campaign_manager.systems.dice_line import roll_line  # its grammar loads on use

        try:
            rolled = roll_line(self.dice.text(), self.controller.rng if self.controller else None)
        except RuleError as error:
            window = self.window()
            if hasattr(window, "show_error"):
                window.show_error(self.tr("Not a roll"), error.text.get(current_language()))
            return
        encounter = self.controller.encounter_id if self.controller else None
        text = rolled.text
        self.session.perform(
            LogEvents([LogLine(text.cs, text.en, "roll", encounter=encounter)]),
            text.get(current_language()),
        )
        self.dice.selectAll()
