"""The Roster work area: every character of the campaign, searchable, editable through commands."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDateTime, QItemSelectionModel, QLocale, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedLayout,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.queries import (
    all_tags,
    character,
    roster_lines,
    roster_records,
    roster_records_of,
)
from campaign_manager.storage.repair import (
    TEXT_COLUMNS,
    Repair,
    repair_of,
    unreadable_campaign,
    unreadable_characters,
    unreadable_characters_of,
)
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.unreadable import UnreadableItem
from campaign_manager.systems.common import RuleError, check_name, guessed_gender
from campaign_manager.ui.file_dialogs import open_file
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.models.unreadable import unreadable_icon, unreadable_line
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.roster.cells import RosterCells
from campaign_manager.ui.roster.filter import RosterFilter
from campaign_manager.ui.roster.lines import BUSY_WAIT_MS, LineIntake, RecordIntake
from campaign_manager.ui.roster.model import RosterModel
from campaign_manager.ui.session import CampaignSession, EditNotSaved
from campaign_manager.ui.systems import system_ui
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.empty_state import EmptyState

if TYPE_CHECKING:  # the changes come with the first edit, not when the roster is shown
    from campaign_manager.storage.changes import AddCharacter

# characters whose stored values are checked per turn of the event loop after opening
UNREADABLE_SLICE = 250
# while the GM types, the background work (search texts, the damage scan) waits this long
# after each keystroke, so a keystroke's frame does not also carry a slice of it
TYPING_PAUSE_MS = 300


class UnreadableBar(QFrame):
    """What cannot be read where it is shown, and the button that puts the first item
    right: from the newest backup that reads it (or worked out again), one undo step."""

    # the repair went through
    restored = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("UnreadableBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.session: CampaignSession | None = None
        self.repair: Repair | None = None
        self.mark = QLabel()  # its icon when first shown (the style's icons cost at start-up)
        self.label = plain(QLabel())  # the damaged item's name and what the file holds
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button = QPushButton()
        self.button.clicked.connect(self.restore)
        layout = QHBoxLayout(self)
        layout.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_items(self, session: CampaignSession | None, items: list[UnreadableItem]) -> None:
        """Say what of ``items`` cannot be read and offer to restore the first one (the
        backups are looked at only when something is damaged); nothing: hidden."""
        self.session = session
        self.repair = None
        if session is None or not items:
            self.hide()
            return
        self.label.setText("\n".join(unreadable_line(item) for item in items))
        self.repair = repair_of(session.campaign, items[0])
        if self.repair is None:
            self.button.setText(self.tr("No backup has a readable version"))
        elif self.repair.taken is None:
            self.button.setText(self.tr("Work out the roster line again"))
        else:
            self.button.setText(
                self.tr("Restore from the backup of {date}").format(date=self._when())
            )
        self.button.setEnabled(self.repair is not None and not session.read_only)
        # a damaged text (a name, notes) has no backup to offer: the GM writes it anew
        self.button.setVisible(self.repair is not None or items[0].column not in TEXT_COLUMNS)
        if self.mark.pixmap().isNull():
            self.mark.setPixmap(unreadable_icon().pixmap(24, 24))
        self.show()

    def _when(self) -> str:
        taken = QDateTime(self.repair.taken)
        return QLocale().toString(taken, QLocale.FormatType.ShortFormat)

    def _history_text(self) -> str:
        item = self.repair.item
        if self.repair.taken is None:
            text = self.tr("Work out the roster line again")
        else:
            text = {
                "sheet": self.tr("Restore the sheet from the backup of {date}"),
                "tags": self.tr("Restore the tags from the backup of {date}"),
                "settings": self.tr("Restore the campaign's settings from the backup of {date}"),
                "state": self.tr("Restore the fight from the backup of {date}"),
            }[item.column].format(date=self._when())
        return text if item.table == "campaign" else f"{item.name}: {text}"

    def restore(self) -> bool:
        """Write the repair through the session (one undo step); False when there is none."""
        if self.repair is None or self.session is None or self.session.read_only:
            return False
        self.session.perform(self.repair.change, self._history_text())
        self.restored.emit()
        return True


class RosterPage(QWidget):
    open_requested = Signal(int)  # a character id

    def __init__(self, window: QWidget | None = None):
        super().__init__(window)
        self.session: CampaignSession | None = None
        self.model = RosterModel(editor=self._edit, parent=self)
        # made by New character, until its first name (its grammatical gender: Lenka, f.)
        self._unnamed: int | None = None
        self._tags: set[str] = set()
        self._warm = QTimer(self)
        self._warm.setInterval(0)
        self._warm.timeout.connect(self._warm_step)
        self._warm_from = 0
        self.proxy = RosterFilter(self)
        self.proxy.setSourceModel(self.model)

        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search names, players, tags and notes (Ctrl+F)"))
        self.search.textChanged.connect(self.proxy.set_search)
        self.search.textChanged.connect(self._hold_background)
        self.quick = QComboBox()
        self.quick.setMinimumWidth(200)
        self.quick.currentIndexChanged.connect(self._apply_quick_filter)
        self.count_label = QLabel()
        self.count_label.setStyleSheet("color: palette(placeholder-text);")

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.quick)
        top.addWidget(self.count_label)

        self.table = QTableView()
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.table.setModel(self.proxy)
        # texts laid out once and kept; tags and summaries as typed in their tooltips
        self.table.setItemDelegate(RosterCells(self.proxy, self.table))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RosterModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # rename on F2 only, as file managers do; a click on a selected row does not start
        # renaming (Del must delete the character, not erase the name being typed)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(RosterModel.SUMMARY, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 220), (1, 150), (2, 180), (4, 140)):
            self.table.setColumnWidth(column, width)
        # as wide as its header (a count fits under it): sizing to the contents would ask
        # a thousand rows for their text at every filter keystroke
        header.setSectionResizeMode(RosterModel.BROKEN, QHeaderView.ResizeMode.Fixed)
        header.moveSection(RosterModel.BROKEN, RosterModel.SUMMARY + 1)  # by the summary
        self.table.setColumnHidden(RosterModel.BROKEN, True)  # shown for a system with rules
        # Enter, or a double click anywhere on the row, opens the character
        self.table.activated.connect(self._open_index)

        self.empty = EmptyState(icon("roster"))
        self.empty.button.clicked.connect(self.new_character)
        self.no_match = EmptyState()

        self.stack = QStackedLayout()
        # the campaign's settings when they cannot be read; the characters' damage is
        # marked on their rows, found a slice per turn of the event loop after opening
        self.settings_unreadable = UnreadableBar()
        self._scan = QTimer(self)
        self._scan.setInterval(0)
        self._scan.timeout.connect(self._scan_step)
        self._scan_ids: list[int] = []
        self._lines = LineIntake(self.model, self)  # a rules change's lines, a slice a turn
        self._records = RecordIntake(self.model, self._put_characters, self)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.settings_unreadable)
        layout.addLayout(self.stack, 1)
        # once the stack is in the page: else the table, made current, shows as a window
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.empty)

        self.new_action = self._action(self.tr("&New character"), self.new_character, "Ctrl+N")
        self.duplicate_action = self._action(
            self.tr("D&uplicate character"), self.duplicate_selected, "Ctrl+D"
        )
        self.delete_action = self._action(
            self.tr("&Delete character"), self.delete_selected, QKeySequence.StandardKey.Delete
        )
        self.find_action = self._action(
            self.tr("&Find character"), self.focus_search, QKeySequence.StandardKey.Find
        )
        self.rename_action = self._action(self.tr("Re&name character"), self.rename_selected, "F2")
        self.import_action = self._action(
            self.tr("&Import character from JSON…"), self.import_dialog, "Ctrl+Shift+I"
        )
        for action in (self.delete_action, self.rename_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.table.addAction(action)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)
        from campaign_manager.ui.templates.roster_actions import RosterTemplateActions

        self.templates = RosterTemplateActions(self)  # Save as template, Campaign templates
        for signal in (
            self.proxy.rowsInserted,
            self.proxy.rowsRemoved,
            self.proxy.modelReset,
            self.proxy.layoutChanged,
        ):
            signal.connect(self._update_counts)
        # a new search lays the rows out anew: the selected characters stay selected
        self._kept: tuple[list[int], int | None] = ([], None)
        self.proxy.modelAboutToBeReset.connect(self._keep_selection)
        self.proxy.modelReset.connect(self._restore_selection)
        self._retranslate()
        self._update_actions()

    def _keep_selection(self) -> None:
        current = self.table.currentIndex()
        record = self.proxy.data(current, RosterModel.RecordRole) if current.isValid() else None
        self._kept = (self.selected_ids(), record.id if record else None)

    def _restore_selection(self) -> None:
        ids, current = self._kept
        self._kept = ([], None)
        selection = self.table.selectionModel()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for character_id in ids[:500]:
            row = self.model.row_of(character_id)
            index = self.proxy.mapFromSource(self.model.index(row, 0)) if row is not None else None
            if index is not None and index.isValid():
                selection.select(index, flags)
        row = self.model.row_of(current) if current is not None else None
        index = self.proxy.mapFromSource(self.model.index(row, 0)) if row is not None else None
        if index is not None and index.isValid():
            selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _action(self, text: str, slot, shortcut) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def edit_actions(self) -> list[QAction]:
        return [
            self.new_action,
            self.duplicate_action,
            self.rename_action,
            self.delete_action,
            self.find_action,
            self.import_action,
            *self.templates.actions,
        ]

    def _fit_broken_column(self) -> None:
        header = self.table.horizontalHeader()
        self.table.setColumnWidth(RosterModel.BROKEN, header.sectionSizeHint(RosterModel.BROKEN))

    def _retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Characters"))
        self._fit_broken_column()
        self.empty.set_texts(
            self.tr("No characters yet"),
            self.tr(
                "The roster lists every player character and NPC of the campaign. Add the "
                "party first, then the people they will meet."
            ),
            self.tr("New character (Ctrl+N)"),
        )

    # -- session ----------------------------------------------------------------------------
    def set_session(self, session: CampaignSession | None) -> None:
        if self.session is not None:
            self.session.changed.disconnect(self._on_changed)
            self.session = None
        self._unnamed = None
        self._lines.drop()
        self._records.drop()
        self.model.clear_unreadable()
        if session is None:
            self._warm.stop()
            self._scan.stop()
            self.model.set_records([])
            self.settings_unreadable.show_items(None, [])
            self._update_actions()
            return
        records = roster_records()  # first: a damaged file raises here with nothing half set
        self.session = session
        session.changed.connect(self._on_changed)
        self.model.language = current_language()
        self.model.editor = None if session.read_only else self._edit  # no inline rename
        counted = system_ui(session.system.key).broken_rules
        self.table.setColumnHidden(RosterModel.BROKEN, not counted)
        self._fit_broken_column()
        self.model.set_records(records)
        self.search.clear()  # before the background work starts (it would hold it)
        self._warm_from = 0
        self._warm.start(0)  # search texts worked out while the GM looks, a slice a tick
        self._check_unreadable()
        self._fill_quick_filters()
        self._apply_quick_filter()
        self._update_counts()
        self._update_actions()

    # -- what cannot be read ----------------------------------------------------------------
    def _check_unreadable(self) -> None:
        """Look for damaged values: the settings at once, the characters a slice a tick
        once the search texts are worked out (the first keystroke comes first)."""
        self._show_settings_unreadable()
        self._scan_ids = sorted(record.id for record in self.model.records())
        if not self._warm.isActive():
            self._scan.start(0)

    def _show_settings_unreadable(self) -> None:
        self.settings_unreadable.show_items(self.session, unreadable_campaign())

    def _hold_background(self) -> None:
        """Put the next slice of the background work off until the typing pauses."""
        for timer in (self._warm, self._scan):
            if timer.isActive():
                timer.start(TYPING_PAUSE_MS)

    @staticmethod
    def _put_off(timer) -> bool:
        """Whether ``timer``'s slice waits for a long task (the worker's rival for the
        interpreter, lines.py); else a slice a tick again once the typing paused."""
        if long_task.busy():
            timer.setInterval(BUSY_WAIT_MS)
            return True
        if timer.interval():
            timer.setInterval(0)
        return False

    def _scan_step(self) -> None:
        if self._put_off(self._scan):
            return
        ids, self._scan_ids = self._scan_ids[:UNREADABLE_SLICE], self._scan_ids[UNREADABLE_SLICE:]
        if ids:
            self.model.put_unreadable(unreadable_characters(ids[0], ids[-1]), ids)
        if not self._scan_ids:
            self._scan.stop()

    def _warm_step(self) -> None:
        if self._put_off(self._warm):
            return
        self._warm_from = self.model.warm_search(self._warm_from)
        if self._warm_from >= self.model.rowCount():
            self._warm.stop()
            self.model.search_texts()  # in row order, ready for the first keystroke
            if self._scan_ids:
                self._scan.start(0)

    def _on_changed(self, changes: Touched) -> None:
        self._lines.forget(changes.characters)  # their waiting lines are old now
        if changes.settings:
            self._show_settings_unreadable()
        reread = changes.roster and (changes.reread or not self._put_lines(changes.roster_lines))
        if reread:  # the new lines are put in place, unless anything else may differ
            self._records.drop()  # (all read now)
            self._lines.drop()
            self.model.set_records(roster_records())
            self._fill_quick_filters()
            self._check_unreadable()
        elif changes.characters:
            # the changed ones only (not the roster), a slice a turn (a chapter's party)
            self._records.take(changes.characters)
            return
        elif not changes.roster:
            return
        self._update_counts()

    def _put_characters(self, ids: list[int]) -> None:
        """Read the characters ``ids`` as they are now and put them in place."""
        self.model.put_unreadable(unreadable_characters_of(ids), ids)
        tags_before = self._tags
        found = roster_records_of(ids)  # one query, not one per id
        gone = [i for i in sorted(ids) if i not in found]
        self.model.put_records([found[i] for i in sorted(found)])
        self.model.remove_records(gone)
        # the tag list is rebuilt only when a changed character's tags are new, and
        # nothing is refiltered
        if any(
            tag not in tags_before
            for character_id in ids
            if (row := self.model.row_of(character_id)) is not None
            for tag in self.model.record(row).tags
        ):
            self._fill_quick_filters()
        self._update_counts()

    def _put_lines(self, written: dict[int, str] | None) -> bool:
        """The new lines put in place: those written when the change knows them (a slice
        a turn), else every stored line read; False: read the records anew."""
        if written is not None:
            return self._lines.take(written)
        self._lines.drop()  # every line is read now
        return self.model.put_lines(roster_lines())

    # -- filters ------------------------------------------------------------------------------
    def _fill_quick_filters(self) -> None:
        current = self.quick.currentData()
        self.quick.blockSignals(True)
        self.quick.clear()
        self.quick.addItem(self.tr("All characters"), None)
        self.quick.addItem(self.tr("Player characters"), ("kind", "pc"))
        self.quick.addItem(self.tr("NPCs"), ("kind", "npc"))
        tags = all_tags(self.model.records()) if self.session else []
        self._tags = set(tags)
        if tags:
            self.quick.insertSeparator(self.quick.count())
        for tag in tags:
            self.quick.addItem(self.tr("Tag: {tag}").format(tag=tag), ("tag", tag))
        index = max(0, self.quick.findData(current))
        self.quick.setCurrentIndex(index)
        self.quick.blockSignals(False)
        if self.quick.currentData() != current:  # the filtered tag is gone
            self._apply_quick_filter()

    def _apply_quick_filter(self) -> None:
        data = self.quick.currentData()
        kind = data[1] if data and data[0] == "kind" else None
        tag = data[1] if data and data[0] == "tag" else None
        self.proxy.set_quick_filter(kind=kind, tag=tag)
        self._update_counts()

    def _update_counts(self) -> None:
        total, shown = self.model.rowCount(), self.proxy.rowCount()
        self.stack.setCurrentWidget(self.table if total else self.empty)
        if total == shown:
            self.count_label.setText(self.tr("%n character(s)", "", total))
        else:
            self.count_label.setText(
                self.tr("{shown} of {total} shown").format(shown=shown, total=total)
            )

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # -- selection ----------------------------------------------------------------------------
    def selected_ids(self) -> list[int]:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return [self.proxy.data(index, RosterModel.RecordRole).id for index in rows]

    def select_id(self, character_id: int) -> None:
        row = self.model.row_of(character_id)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():
            return
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index)

    def _update_actions(self) -> None:
        has_session = self.session is not None
        writable = has_session and not self.session.read_only
        selected = bool(self.selected_ids()) if has_session else False
        self.find_action.setEnabled(has_session)
        for action in (self.new_action, self.import_action):
            action.setEnabled(writable)
        for action in (self.duplicate_action, self.delete_action, self.rename_action):
            action.setEnabled(selected and writable)
        if hasattr(self, "templates"):
            self.templates.update()

    def _open_index(self, index: QModelIndex) -> None:
        record = self.proxy.data(index, RosterModel.RecordRole)
        if record is not None:
            self.open_requested.emit(record.id)

    # -- edits (all through the command path) ---------------------------------------------
    def _edit(
        self, character_id: int, values: dict[str, Any], base: dict[str, Any] | None = None
    ) -> bool:
        """Write ``values`` of a character, an edit that started from ``base`` (what the
        GM saw): another GM's change of those fields since is refused, naming them (the
        window says so), and a refused name is open again as typed."""
        if self.session is None:
            return False
        record = self.model.record(self.model.row_of(character_id))
        if "name" in values:
            try:
                values = {**values, "name": check_name(values["name"])}
            except RuleError as error:
                self._error(self.tr("Not a name"), error.text.get(current_language()))
                typed = str(values["name"]).strip()  # open again as typed, to be mended
                QTimer.singleShot(0, lambda: self._rename_again(character_id, typed))
                return False
            if character_id == self._unnamed:
                values["gender"] = guessed_gender(values["name"])
            self._unnamed = None
        from campaign_manager.storage.changes import UpdateCharacter

        try:
            self.session.perform(
                UpdateCharacter(character_id, values, base=dict(base or {})),
                self._step_text(record.name if record else "?", values),
            )
        except EditNotSaved as error:  # the window told the GM why
            if getattr(error.error, "reason", "") == "changed" and "name" in values:
                # what was typed stays: saving it again replaces the name now seen
                QTimer.singleShot(0, lambda: self._rename_again(character_id, values["name"]))
            return False
        return True

    def _step_text(self, name: str, values: dict[str, Any]) -> str:
        """The history's words for an edit of ``name``: a rename names both names, so the
        steps before it (under the old name) can be told apart from later ones."""
        if "name" in values and values["name"] != name:
            return self.tr("Rename {old} to {new}").format(old=name, new=values["name"])
        return self.tr("Edit {name}").format(name=name)

    def _rename_again(self, character_id: int, typed: str) -> None:
        """Open the name editor of ``character_id`` again, holding ``typed``."""
        if self.session is None or self.model.row_of(character_id) is None:
            return
        self.select_id(character_id)
        self.table.itemDelegate().typed = typed
        self.rename_selected()
        if self.table.state() != self.table.State.EditingState:
            self.table.itemDelegate().typed = None

    def new_character(self) -> None:
        if self.session is None:
            return
        # a new character is a PC unless the NPC filter is on: it should stay visible
        kind = "npc" if self.quick.currentData() == ("kind", "npc") else "pc"
        self.search.clear()
        from campaign_manager.storage.changes import AddCharacter

        change = AddCharacter(
            {
                "name": self.tr("New character"),
                "kind": kind,
                "sheet": self.session.system.new_sheet(self.session.campaign.info.settings),
            }
        )
        self.session.perform(change, self.tr("New character"))
        self._unnamed = change.id
        self.select_id(change.id)
        self.rename_selected()

    def duplicate_selected(self) -> None:
        if self.session is None:
            return
        from campaign_manager.storage.changes import AddCharacter, Batch

        ids = self.selected_ids()
        changes = []
        for character_id in ids:
            row = character(character_id)
            changes.append(
                AddCharacter(
                    {
                        "name": self.tr("{name} (copy)").format(name=row.name),
                        "kind": row.kind,
                        "player": row.player,
                        "gender": row.gender,
                        "tags": row.tags,  # a damaged value is copied as stored
                        "notes": row.notes,
                        "portrait": row.portrait,
                        "sheet": row.sheet,
                    }
                )
            )
        if not changes:
            return
        text = (
            self.tr("Duplicate {name}").format(name=character(ids[0]).name)
            if len(ids) == 1
            else self.tr("Duplicate %n character(s)", "", len(ids))
        )
        self.session.perform(Batch(changes), text)
        self.select_id(changes[-1].id)

    def delete_selected(self) -> None:
        if self.session is None:
            return
        ids = self.selected_ids()
        if not ids:
            return
        names = [self.model.record(self.model.row_of(i)).name for i in ids]
        text = (
            self.tr("Delete {name}").format(name=names[0])
            if len(ids) == 1
            else self.tr("Delete %n character(s)", "", len(ids))
        )
        from campaign_manager.storage.changes import Batch, DeleteCharacter

        changes = [DeleteCharacter(i) for i in ids]
        ledger = self._ledger_changes(ids)
        if ledger is None:
            return  # the GM cancelled: nothing was deleted
        self.session.perform(Batch(changes + ledger), text)
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(
                self.tr("{what}. Press Ctrl+Z to bring it back.").format(what=text), 8000
            )

    def _ledger_changes(self, ids: list[int]) -> list | None:
        """What becomes of the characters' ledger rows (links, favours, relations,
        networks): the GM is asked when there are any; None when the GM cancelled."""
        from campaign_manager.storage.ledger import character_ledger_changes, dependant_counts

        total = sum(sum(dependant_counts("character", i).values()) for i in ids)
        if not total:
            return []
        answer = self.ask_about_ledger(total)
        if answer is None:
            return None
        if answer == "keep":
            return []
        return [change for i in ids for change in character_ledger_changes(i)]

    def ask_about_ledger(self, count: int) -> str | None:
        """ "delete" the ledger rows too, "keep" them, or None to cancel (tests answer it)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Delete from the ledger too?"))
        box.setText(
            self.tr(
                "The ledger holds %n record(s) about this: links to people, favours, "
                "relations or networks. Delete them with the character, or keep them? "
                "Either way Ctrl+Z brings everything back.",
                "",
                count,
            )
        )
        delete = box.addButton(self.tr("&Delete them too"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep them"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        box.exec()
        clicked = box.clickedButton()
        return "delete" if clicked is delete else "keep" if clicked is keep else None

    def rename_selected(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.table.edit(index.siblingAtColumn(RosterModel.NAME))

    def import_dialog(self) -> None:
        if self.session is None:
            return
        path = open_file(
            self,
            "characters",
            self.tr("Import a character"),
            self.tr("Kronikář characters (*.json);;All files (*)"),
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> int | None:
        """Add the character in ``path``; on a bad file say what is wrong and add nothing."""
        from campaign_manager.exchange import ImportProblem, read_character_file
        from campaign_manager.storage.changes import AddCharacter, Batch

        try:
            values = read_character_file(path, self.session.system.key)
        except ImportProblem as problem:
            self._error(
                self.tr("The character was not imported"),
                self.tr("{file}: {problem}\nNothing was imported.").format(
                    file=path.name, problem=problem.text.get(current_language())
                ),
            )
            return None
        except OSError as error:
            self._error(self.tr("The character was not imported"), str(error))
            return None
        change = AddCharacter(values)
        changes = [change, *self._ledger_of_new(change, values.get("sheet") or {})]
        self.session.perform(
            Batch(changes) if len(changes) > 1 else change,
            self.tr("Import {name}").format(name=values["name"]),
        )
        self.select_id(change.id)
        return change.id

    def _ledger_of_new(self, change: AddCharacter, sheet: dict) -> list:
        """An imported character's contacts and networks go into the ledger with it, where
        its system keeps them there (one undo step)."""
        from campaign_manager.storage.ledger_sheet import import_changes

        return import_changes(self.session.system, sheet, change)

    def _error(self, title: str, text: str) -> None:
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(title, text)
