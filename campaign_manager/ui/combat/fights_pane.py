"""The Combat page's list of fights and what the GM does with a fight as a whole.

The campaign's fights with their state; choosing one opens it. New prepares a fight,
Delete deletes the open one (or the one that cannot be read; undo brings it back as it
was). The fight still running when the campaign opens is opened again, with its log. A
fight whose state cannot be read is closed again at once and marked in the list; the page
shows why, with the restore from a backup.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListView, QPushButton, QVBoxLayout, QWidget

from campaign_manager.storage.queries import roster_records
from campaign_manager.storage.repair import unreadable_encounters
from campaign_manager.storage.unreadable import UnreadableItem, UnreadableValue
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.combat.models import FightList
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.roles import RECORD_ROLE
from campaign_manager.ui.systems import system_ui


class FightsPane(QWidget):
    # the fight shown as unreadable was deleted: the page shows no fight
    unreadable_gone = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self.controller = None
        # the fight opened last whose state cannot be read (shown with its restore)
        self.unreadable: UnreadableItem | None = None
        self.model = FightList(self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setObjectName("EncounterList")
        self.view.setWordWrap(True)
        self.view.setSpacing(2)
        self.view.selectionModel().currentChanged.connect(self._chosen)
        self.new_button = QPushButton(self.tr("&New fight…"))
        self.new_button.clicked.connect(lambda: self.new_encounter())
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_encounter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel()
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.delete_button)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Fights"))
        self.view.setAccessibleName(self.title.text())
        self.model.status_text = {
            "prepared": self.tr("prepared"),
            "running": self.tr("running"),
            "finished": self.tr("finished"),
        }

    def set_session(self, session, controller) -> None:
        self.session, self.controller = session, controller
        self.unreadable = None
        self.model.damaged = unreadable_encounters() if session is not None else {}
        if controller is None:
            self.model.clear()

    def reopen_running(self) -> None:
        """Reopened mid-fight: the fight again, with its log."""
        running = self.model.last_running() if self.controller.encounter_id is None else None
        if running is not None:
            self.controller.open(running)
            self.reload()

    # -- the list ---------------------------------------------------------------------------
    def reload(self) -> None:
        """The fights read again, the open one selected."""
        self.model.reload()
        row = self.model.row_of(self.controller.encounter_id if self.controller else None)
        if row is not None:
            self.view.selectionModel().setCurrentIndex(
                self.model.index(row),
                QItemSelectionModel.SelectionFlag.ClearAndSelect,
            )

    def _record(self, encounter_id: int):
        """The record of the fight ``encounter_id`` (or of the first row)."""
        return self.model.data(self.model.index(self.model.row_of(encounter_id) or 0), RECORD_ROLE)

    def open_record(self):
        """The open fight's record (its name), the list read again when the fight is newer
        than the list (a fight just prepared is opened before the list hears of it)."""
        encounter_id = self.controller.encounter_id if self.controller else None
        if encounter_id is None:
            return None
        if self.model.row_of(encounter_id) is None:
            self.reload()
        row = self.model.row_of(encounter_id)
        return None if row is None else self.model.data(self.model.index(row), RECORD_ROLE)

    def _chosen(self, current, _previous=None) -> None:
        if self.controller is None or not current.isValid():
            return
        record = self.model.data(current, RECORD_ROLE)
        if record is not None and record.id != self.controller.encounter_id:
            self.unreadable = None
            self.controller.open(record.id)

    # -- a fight that cannot be read ---------------------------------------------------------
    def restore(self) -> None:
        """The fight that could not be read was restored: it opens."""
        item, self.unreadable = self.unreadable, None
        if item is not None and self.controller is not None:
            self.controller.open(item.row_id)
            self.reload()  # the restored fight selected

    def opened_unreadable(self, state: UnreadableValue) -> None:
        """The fight just opened cannot be read: it is closed again at once (nothing may
        act on it, the player view shows nothing) and the page says why."""
        encounter_id = self.controller.encounter_id
        record = self._record(encounter_id)
        name = record.name if record is not None else ""
        self.unreadable = UnreadableItem("encounter", encounter_id, name, "state", state.problem)
        self.model.mark(encounter_id, self.unreadable)
        self.controller.open(None)  # shows no fight, and so the damage

    def opened(self, readable: bool) -> None:
        """A fight (``readable``) or none is shown: the list's mark and Delete follow."""
        if readable:
            self.unreadable = None
            self.model.mark(self.controller.encounter_id, None)
        self.delete_button.setEnabled(readable or self.unreadable is not None)

    # -- a fight prepared, deleted ------------------------------------------------------------
    def new_encounter(self, preselected: list[int] | None = None) -> int | None:
        if self.session is None:
            return None
        ui = system_ui(self.session.system.key)
        options_class = ui.encounter_options_class()
        dialog = NewEncounterDialog(
            roster_records(),
            preselected,
            options_class() if options_class else None,
            self,
        )
        if not dialog.exec():
            return None
        return self.create_fight(
            dialog.name.text().strip(),
            combatants := dialog.combatants(),
            dialog.notes.text(),
            roster=dialog.roster_extras(combatants),
            **dialog.options(),
        )

    def create_fight(
        self, name: str, combatants: list[dict], notes: str = "", **options
    ) -> int | None:
        try:
            return self.controller.create(name, combatants, notes, **options)
        except RuleError as error:
            window = self.window()
            if hasattr(window, "show_error"):
                window.show_error(
                    self.tr("The fight was not prepared"), error.text.get(current_language())
                )
            return None

    def delete_encounter(self) -> None:
        """Delete the open fight, or the one shown as damaged (undo brings it back as it was)."""
        if self.controller is None:
            return
        damaged = self.unreadable
        encounter_id = self.controller.encounter_id or (damaged.row_id if damaged else None)
        if encounter_id is None:
            return
        record = self._record(encounter_id)
        self.controller.delete(encounter_id, record.name if record else "")
        if damaged is not None and damaged.row_id == encounter_id:
            self.unreadable = None
            self.unreadable_gone.emit()
