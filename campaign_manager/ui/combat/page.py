"""The Combat area: the encounters, the fight's order, the current combatant big and clear,
the selected combatant's state, the system's actions, what must be rolled now, the log and
a free dice line.

Everything shown comes from the session's :class:`EncounterController`; every button goes
through it (one undo step each), so Ctrl+Z walks back through turns and rounds.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import LogEvents, LogLine
from campaign_manager.storage.queries import roster_records
from campaign_manager.storage.repair import unreadable_encounters
from campaign_manager.storage.unreadable import UnreadableItem, UnreadableValue
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.combat.models import Column, CombatOrderModel, FightList, show
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.combat.order_columns import OrderColumns, bring_into_view
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.models.event_log import NamesIsolated
from campaign_manager.ui.models.roles import RECORD_ROLE
from campaign_manager.ui.responsive.layout_stop import LayoutStop
from campaign_manager.ui.responsive.scroll_bars import ScrollBarPictures
from campaign_manager.ui.roster.view import UnreadableBar
from campaign_manager.ui.systems import system_ui
from campaign_manager.ui.text import isolate, literal, plain
from campaign_manager.ui.widgets.empty_state import EmptyState
from campaign_manager.ui.widgets.lines_label import LinesLabel


def _heading(size: float, bold: bool = True) -> LinesLabel:
    """One line, there from the start (empty or not), so the fight below never moves."""
    label = LinesLabel(1)  # plain text: a fight's and a combatant's names are the GM's words
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * size)
    font.setBold(bold)
    label.setFont(font)
    return label


class CombatPage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self.controller = None
        self.panel: TrackerPanel | None = None

        # -- the encounters --------------------------------------------------------------
        self.encounters = FightList(self)
        self.encounter_view = QListView()
        self.encounter_view.setModel(self.encounters)
        self.encounter_view.setObjectName("EncounterList")
        self.encounter_view.setWordWrap(True)
        self.encounter_view.setSpacing(2)
        self.encounter_view.selectionModel().currentChanged.connect(self._encounter_chosen)
        self.new_button = QPushButton(self.tr("&New fight…"))
        self.new_button.clicked.connect(lambda: self.new_encounter())
        self.delete_button = QPushButton(self.tr("Delete"))
        self.delete_button.clicked.connect(self.delete_encounter)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.encounters_title = QLabel()
        left_layout.addWidget(self.encounters_title)
        left_layout.addWidget(self.encounter_view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.delete_button)
        left_layout.addLayout(buttons)

        # -- the fight -------------------------------------------------------------------
        self.title = _heading(1.1)
        self.notes_label = plain(QLabel())  # the fight's notes (the GM's, never the players')
        self.notes_label.setObjectName("FightNotes")
        self.notes_label.setWordWrap(True)
        self.notes_label.setVisible(False)
        self.round_label = _heading(1.0, bold=False)
        self.current_label = _heading(1.8)
        self.current_label.setObjectName("CurrentCombatant")
        self.start_button = QPushButton()
        self.next_button = QPushButton()
        self.finish_button = QPushButton()
        self.start_button.clicked.connect(lambda: self._common({"type": "start"}))
        self.next_button.clicked.connect(lambda: self._common({"type": "next"}))
        self.finish_button.clicked.connect(self.finish)
        # Start and Next share one place, End keeps its own when hidden: the row never moves
        self.turn_buttons = QStackedWidget()
        self.turn_buttons.addWidget(self.start_button)
        self.turn_buttons.addWidget(self.next_button)
        self.turn_buttons.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy = self.finish_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.finish_button.setSizePolicy(policy)
        header_buttons = QHBoxLayout()
        header_buttons.addWidget(self.turn_buttons)
        header_buttons.addWidget(self.finish_button)
        header_buttons.addStretch(1)

        self.order = CombatOrderModel(self)
        self.table = QTableView()
        self.table.setObjectName("CombatOrder")
        self.table.setModel(self.order)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        # the columns fit their contents when the fight's rows are laid out anew; the
        # state column takes the room left; a width the GM dragged is kept
        self.columns = OrderColumns(self.table, self.order)
        # the turn last shown: (fight, round, phase, who acts)
        self._turn: tuple | None = None
        self._showing = False

        self.detail = plain(QLabel())
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # the system's panel above, the selected one's state below: each keeps its height
        # whatever the other shows (the GM may drag the line between them)
        panel_box = QWidget()
        self.panel_holder = QVBoxLayout(panel_box)
        self.panel_holder.setContentsMargins(0, 0, 0, 0)
        self.right = QSplitter(Qt.Orientation.Vertical)
        self.right.setChildrenCollapsible(False)

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
        self.dice = QLineEdit()
        self.dice.setObjectName("DiceLine")
        self.dice.setClearButtonEnabled(True)
        self.dice.returnPressed.connect(self.roll_dice)
        self.prompts_title = QLabel()
        self.log_title = QLabel()
        bottom = QWidget()
        bottom_layout = QHBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        prompts_box = QVBoxLayout()
        prompts_box.addWidget(self.prompts_title)
        prompts_box.addWidget(self.prompts)
        log_box = QVBoxLayout()
        log_box.addWidget(self.log_title)
        log_box.addWidget(self.log_view, 1)
        log_box.addWidget(self.dice)
        bottom_layout.addLayout(prompts_box, 2)
        bottom_layout.addLayout(log_box, 3)

        middle = QSplitter(Qt.Orientation.Horizontal)
        self.middle = middle
        detail_scroll = QScrollArea()
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        detail_scroll.setWidget(self.detail)
        self.right.addWidget(panel_box)
        self.right.addWidget(detail_scroll)
        self.right.setStretchFactor(0, 3)
        self.right.setStretchFactor(1, 1)
        middle.addWidget(self.table)
        middle.addWidget(self.right)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 2)
        vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.addWidget(middle)
        vertical.addWidget(bottom)
        vertical.setStretchFactor(0, 3)
        vertical.setStretchFactor(1, 1)
        fight = QWidget()
        fight_layout = QVBoxLayout(fight)
        fight_layout.setContentsMargins(0, 0, 0, 0)
        fight_layout.addWidget(self.title)
        fight_layout.addWidget(self.notes_label)
        fight_layout.addWidget(self.round_label)
        fight_layout.addWidget(self.current_label)
        fight_layout.addLayout(header_buttons)
        fight_layout.addWidget(vertical, 1)

        self.no_fight = EmptyState(icon("combat"))
        self.no_fight.button.clicked.connect(lambda: self.new_encounter())
        # a fight whose state cannot be read: why, and the restore from a backup
        self.unreadable_fight: UnreadableItem | None = None
        self.unreadable_bar = UnreadableBar()
        self.unreadable_bar.restored.connect(self._fight_restored)
        damaged = QWidget()
        unreadable_layout = QVBoxLayout(damaged)
        unreadable_layout.addWidget(self.unreadable_bar)
        unreadable_layout.addStretch(1)
        self.fight_stack = QStackedWidget()
        self.fight_stack.addWidget(self.no_fight)
        self.fight_stack.addWidget(LayoutStop(fight))
        self.fight_stack.addWidget(damaged)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(self.fight_stack)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([190, 940])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        # the bars at rest are painted from a picture (the style paints a bar whole)
        self.scroll_bars = ScrollBarPictures(self)
        self.scroll_bars.keep_below(self)
        self._build_actions()
        self.retranslate()
        self._show_state(None)

    # -- actions --------------------------------------------------------------------------
    def _build_actions(self) -> None:
        def make(text: str, slot, shortcut: str | None) -> QAction:
            action = QAction(text, self)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _=False: slot())
            self.addAction(action)
            return action

        # its key (Ctrl+Shift+F) is the main window's, to work from every area
        self.new_action = make(self.tr("&New fight…"), self.new_encounter, None)
        self.start_action = make(
            self.tr("&Start the fight"), lambda: self._common({"type": "start"}), "Ctrl+Return"
        )
        self.next_action = make(self.tr("N&ext turn"), lambda: self._common({"type": "next"}), "N")
        self.condition_action = make(self.tr("&Condition or effect…"), self._condition, "C")
        self.reveal_action = make(self.tr("&Reveal or hide"), self.toggle_hidden, "V")
        self.alias_action = make(self.tr("Name shown to &players…"), self.set_alias, "Shift+N")
        self.roll_action = make(self.tr("&Roll dice…"), self.focus_dice, "R")
        self.focus_table_action = make(self.tr("The &order table"), self.focus_table, "Ctrl+T")
        self.finish_action = make(self.tr("&End the fight"), self.finish, "Ctrl+Shift+E")
        # Escape leaves the dice line for the order table, where the fight's keys work
        leave = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.dice)
        leave.setContext(Qt.ShortcutContext.WidgetShortcut)
        leave.activated.connect(self.focus_table)
        # a part that hides while it holds the focus (the tie list) hands it to the order
        # table: with the focus nowhere, the fight's keys would wait for a Tab
        QApplication.instance().focusChanged.connect(self._focus_moved)

    def menu_actions(self) -> list[QAction]:
        """For the main window's Combat menu (the panel's own actions follow); New fight
        is the main window's own entry there."""
        actions = [
            self.start_action,
            self.next_action,
            self.condition_action,
            self.reveal_action,
            self.alias_action,
            self.roll_action,
            self.focus_table_action,
            self.finish_action,
        ]
        return actions + (self.panel.menu_actions() if self.panel else [])

    def retranslate(self) -> None:
        self.encounters_title.setText(self.tr("Fights"))
        self.encounters.status_text = {
            "prepared": self.tr("prepared"),
            "running": self.tr("running"),
            "finished": self.tr("finished"),
        }
        self.prompts_title.setText(self.tr("To roll or decide now"))
        self.log_title.setText(self.tr("What happened"))
        self.dice.setPlaceholderText(self.tr("Dice line, e.g. 2d6+3 — Enter rolls (R)"))
        self.start_button.setText(self.tr("Start the fight (Ctrl+Enter)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.finish_button.setText(self.tr("End the fight"))
        self.no_fight.set_texts(
            self.tr("No fight open"),
            self.tr(
                "Prepare a fight at home: pick its participants from the roster, add quick "
                "extras made from an NPC, hide the ambushers. At the table, open it here and "
                "run it round by round; every step is saved and Ctrl+Z takes it back."
            ),
            self.tr("New fight (Ctrl+Shift+F)"),
        )
        self._set_columns()

    def _set_columns(self) -> None:
        """The order table's columns: the name, the system's own (each where a row has its
        value), the state, how each looks, the conditions; and the names of the system's
        phases for the round line."""
        ui = system_ui(self.session.system.key) if self.session is not None else None
        self._phases = ui.phase_names() if ui is not None else {}
        # the conditions right after the name and the system's columns, the state last (it
        # takes the room left, and a long state never pushes a condition out of view)
        self.order.set_columns(
            [
                Column("name", self.tr("Combatant")),
                Column("conditions", self.tr("Conditions"), self._conditions_text),
                Column(
                    "band",
                    self.tr("Looks"),
                    lambda row, lang: show((row.get("band") or {}).get("band_text"), lang),
                ),
                Column("status", self.tr("State")),
            ],
            ui.order_table_columns() if ui is not None else [],
        )

    def _conditions_text(self, row: dict, _language: str) -> str:
        """A row's conditions with their rounds; a secret one (its own flag, or its name
        among the fight's secret conditions) marked as a hidden combatant is."""
        view = ((self.controller.state or {}).get("view") or {}) if self.controller else {}
        secret = set(view.get("secret_conditions") or ())
        return ", ".join(
            ("◌ " if c.get("secret") or c["name"] in secret else "")
            + f"{c['name']} ({c['remaining']})"
            for c in row.get("conditions") or []
        )

    # -- session ----------------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.controller is not None:
            self.controller.state_changed.disconnect(self._show_state)
            self.controller.list_changed.disconnect(self._reload_list)
        if self.panel is not None:  # gone at once, not at the next turn of the event loop
            for action in self.panel.menu_actions():
                self.removeAction(action)
            self.panel.hide()
            self.panel_holder.removeWidget(self.panel)
            self.panel.setParent(None)
            self.panel.deleteLater()
            self.panel = None
        self.session = session
        self.controller = session.combat if session is not None else None
        self._set_columns()
        self.unreadable_fight = None
        self.encounters.damaged = unreadable_encounters() if session is not None else {}
        self.log_names.setSourceModel(None)
        if self.controller is None:
            self.encounters.clear()
            self._show_state(None)
            return
        self.controller.state_changed.connect(self._show_state)
        self.controller.list_changed.connect(self._reload_list)
        panel_class = system_ui(session.system.key).tracker_class() or TrackerPanel
        self.panel = panel_class(self.controller, self)
        self.panel.select_requested.connect(self.select_combatant)
        self.panel_holder.addWidget(self.panel)
        self.scroll_bars.keep_below(self.panel)
        for action in self.panel.menu_actions():  # its keys work anywhere in the area
            if action not in self.actions():
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                self.addAction(action)
        # the order table first (its state column whole), the panel at most two fifths
        width = max(360, min(self.panel.sizeHint().width(), self.middle.width() * 2 // 5))
        self.middle.setSizes([max(400, self.middle.width() - width), width])
        height = max(self.right.height(), 400)
        self.right.setSizes([height - height // 4, height // 4])
        self._reload_list()
        running = self.encounters.last_running() if self.controller.encounter_id is None else None
        if running is not None:  # reopened mid-fight: the fight again, with its log
            self.controller.open(running)
            self._reload_list()
        self._show_state(self.controller.state)

    def _reload_list(self) -> None:
        self.encounters.reload()
        row = self.encounters.row_of(self.controller.encounter_id if self.controller else None)
        if row is not None:
            self.encounter_view.selectionModel().setCurrentIndex(
                self.encounters.index(row),
                QItemSelectionModel.SelectionFlag.ClearAndSelect,
            )

    def _open_record(self):
        """The open fight's record (its name), the list read again when the fight is newer
        than the list (a fight just prepared is opened before the list hears of it)."""
        encounter_id = self.controller.encounter_id if self.controller else None
        if encounter_id is None:
            return None
        if self.encounters.row_of(encounter_id) is None:
            self._reload_list()
        row = self.encounters.row_of(encounter_id)
        return (
            None if row is None else self.encounters.data(self.encounters.index(row), RECORD_ROLE)
        )

    def _encounter_chosen(self, current, _previous=None) -> None:
        if self.controller is None or not current.isValid():
            return
        record = self.encounters.data(current, RECORD_ROLE)
        if record is not None and record.id != self.controller.encounter_id:
            self.unreadable_fight = None
            self.controller.open(record.id)

    def _fight_restored(self) -> None:
        item, self.unreadable_fight = self.unreadable_fight, None
        if item is not None and self.controller is not None:
            self.controller.open(item.row_id)
            self._reload_list()  # the restored fight selected

    # -- showing the fight --------------------------------------------------------------------
    def _unreadable_state(self, state: UnreadableValue) -> None:
        """The fight just opened cannot be read: it is closed again at once (nothing may
        act on it, the player view shows nothing) and the page says why."""
        encounter_id = self.controller.encounter_id
        record = self.encounters.data(
            self.encounters.index(self.encounters.row_of(encounter_id) or 0), RECORD_ROLE
        )
        name = record.name if record is not None else ""
        self.unreadable_fight = UnreadableItem(
            "encounter", encounter_id, name, "state", state.problem
        )
        self.encounters.mark(encounter_id, self.unreadable_fight)
        self.controller.open(None)  # shows no fight, and so the damage (below)

    def _show_state(self, state: dict | UnreadableValue | None) -> None:
        if isinstance(state, UnreadableValue):
            self._unreadable_state(state)
            return
        has = state is not None
        if has:
            self.unreadable_fight = None
            self.encounters.mark(self.controller.encounter_id, None)
        self.unreadable_bar.show_items(
            self.session, [self.unreadable_fight] if self.unreadable_fight else []
        )
        self.fight_stack.setCurrentIndex(1 if has else 2 if self.unreadable_fight else 0)
        self.delete_button.setEnabled(has or self.unreadable_fight is not None)
        for action in (
            self.start_action,
            self.next_action,
            self.condition_action,
            self.reveal_action,
            self.alias_action,
            self.finish_action,
        ):
            action.setEnabled(has)
        if not has:
            self.order.set_rows([])
            self._show_prompts([], current_language())
            self.notes_label.setVisible(False)
            return
        language = current_language()
        record = self._open_record()
        self.title.setText(record.name if record else "")
        notes = (record.notes or "").strip() if record else ""
        self.notes_label.setText(notes)  # what the GM prepared, in view while it runs
        self.notes_label.setVisible(bool(notes))
        status = state.get("status")
        started = state.get("round", 0) >= 1
        self.turn_buttons.setCurrentWidget(
            self.start_button if status == "prepared" and not started else self.next_button
        )
        self.start_action.setEnabled(status == "prepared" and not started)
        self.next_button.setEnabled(status == "running")
        self.next_action.setEnabled(status == "running")
        self.finish_button.setVisible(status == "running")
        if status == "finished":
            self.round_label.setText(self.tr("The fight is over (kept with its log)."))
        elif not started:
            self.round_label.setText(self.tr("Prepared: not started yet"))
        else:
            phase_text = self._phases.get(state.get("phase"), "")
            text = self.tr("Round {round}").format(round=state["round"])
            self.round_label.setText(f"{text} · {phase_text}" if phase_text else text)
        current = state.get("current")
        combatants = state.get("combatants", {})
        if current in combatants:
            name = combatants[current]["name"]
            hidden = self.tr(" (hidden)") if combatants[current].get("hidden") else ""
            self.current_label.setText(self.tr("Now: {name}").format(name=isolate(name)) + hidden)
        else:
            self.current_label.setText("")
        selected = self.selected_ids()
        self.order.set_rows(self.controller.rows())
        # the selection follows the turn (next, a resume, a new round, undo, redo); a row
        # the GM clicked since the turn last moved stays selected
        turn = (self.controller.encounter_id, state.get("round"), state.get("phase"), current)
        moved, self._turn = turn != self._turn, turn
        self._showing = True  # the detail and the panel are shown once, below
        try:
            if (moved or not selected) and current in combatants:
                bring_into_view(self.table, self.order.row_of(current))  # a page at a time
                self.select_combatant(current)
            elif selected and self.selected_ids() != selected:  # the rows were laid out anew
                self._select(selected)
        finally:
            self._showing = False
        self._show_detail()
        self._show_prompts(self.controller.pending(), language)
        self.log_names.set_names(
            name for record in combatants.values() for name in (record["name"], record.get("alias"))
        )
        self._show_log()
        if self.panel is not None:
            self.panel.selection = self.selected_ids()
            self.panel.refresh(state)

    def _show_prompts(self, pending: list, language: str) -> None:
        """The list of what to roll or decide now, refilled only when it changed (most
        steps leave it as it was)."""
        if (language, pending) == self._prompts_shown:
            return
        self._prompts_shown = (language, pending)
        self.prompts.clear()
        for prompt in pending:
            text = prompt.text.get(language) if prompt.text else prompt.kind
            if prompt.dc is not None and str(prompt.dc) not in text:
                text = f"{text} ({prompt.dc})"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, prompt)
            self.prompts.addItem(item)

    def _show_log(self) -> None:
        log = self.session.event_log(encounter=self.controller.encounter_id)
        if self.log_names.sourceModel() is log:
            return
        self.log_names.setSourceModel(log)
        self.log_view.scrollToBottom()

    def _show_detail(self) -> None:
        ids = self.selected_ids()
        language = current_language()
        if len(ids) == 1:
            lines = [line.get(language) for line in self.controller.detail(ids[0])]
            self.detail.setText("\n".join(lines))
        elif ids:
            self.detail.setText(
                self.tr("%n combatant(s) selected: actions go to each of them.", "", len(ids))
            )
        else:
            self.detail.setText(self.tr("Select a combatant to see its state."))

    # -- selection ----------------------------------------------------------------------------
    def selected_ids(self) -> list[str]:
        model = self.table.selectionModel()
        if model is None:
            return []
        rows = sorted(index.row() for index in model.selectedRows())
        return [self.order.rows[r]["id"] for r in rows if r < len(self.order.rows)]

    def select_combatant(self, combatant_id: str) -> None:
        row = self.order.row_of(combatant_id)
        if row is None:
            return
        self.table.selectionModel().setCurrentIndex(
            self.order.index(row, 0),
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )

    def _select(self, ids: list[str]) -> None:
        model = self.table.selectionModel()
        model.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for cid in ids:
            row = self.order.row_of(cid)
            if row is not None:
                model.select(self.order.index(row, 0), flags)

    def _selection_changed(self, *_args) -> None:
        if self.controller is None or self.controller.state is None or self._showing:
            return
        self._show_detail()
        if self.panel is not None:
            self.panel.set_selection(self.selected_ids())

    # -- the GM's actions -------------------------------------------------------------------
    def _common(self, action: dict, text: str | None = None) -> bool:
        if self.panel is None or self.controller is None or self.controller.state is None:
            return False
        return self.panel.act(action, text)

    def _condition(self) -> None:
        if self.panel is not None:
            self.panel.add_condition()

    def toggle_hidden(self) -> None:
        ids = self.selected_ids()
        if not ids or self.panel is None:
            return
        combatants = self.controller.state["combatants"]
        self.panel.act_many(
            [
                {"type": "reveal" if combatants[i].get("hidden") else "hide", "target": i}
                for i in ids
            ]
        )

    def set_alias(self) -> None:
        ids = self.selected_ids()
        if len(ids) != 1 or self.panel is None:
            return
        record = self.controller.state["combatants"][ids[0]]
        alias, ok = QInputDialog.getText(
            self,
            self.tr("Name shown to players"),
            literal(
                self.tr("What the players see instead of “{name}” (empty: the real name):").format(
                    name=isolate(record["name"])
                )
            ),
            text=record.get("alias") or "",
        )
        if ok:
            self.panel.act({"type": "alias", "target": ids[0], "alias": alias})

    def finish(self) -> None:
        if self.controller is None or self.controller.state is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("End the fight"),
            self.tr("End this fight? It is kept with its log; Ctrl+Z takes this back."),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._common({"type": "finish"})

    def _prompt_activated(self, item: QListWidgetItem) -> None:
        prompt = item.data(Qt.ItemDataRole.UserRole)
        if prompt is not None and self.panel is not None:
            if prompt.combatant:
                self.select_combatant(prompt.combatant)
            self.panel.answer(prompt)

    def focus_table(self) -> None:
        self.table.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _focus_moved(self, old, now) -> None:
        """A part of the page that held the focus went away (hidden): the focus goes to
        the order table, not nowhere or to whatever Qt found next."""
        if old is None or old is self.table or not self.isVisible():
            return
        if now is not None and now.window() is not self.window():
            return  # the GM went to a dialog or another window
        try:
            gone = self.isAncestorOf(old) and not old.isVisible()
        except RuntimeError:  # deleted meanwhile
            gone = True
        if gone:
            self.focus_table()

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

    # -- encounters -----------------------------------------------------------------------------
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
            dialog.name.text().strip(), dialog.combatants(), dialog.notes.text(), **dialog.options()
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
        damaged = self.unreadable_fight
        encounter_id = self.controller.encounter_id or (damaged.row_id if damaged else None)
        if encounter_id is None:
            return
        record = self.encounters.data(
            self.encounters.index(self.encounters.row_of(encounter_id) or 0), RECORD_ROLE
        )
        self.controller.delete(encounter_id, record.name if record else "")
        if damaged is not None and damaged.row_id == encounter_id:
            self.unreadable_fight = None
            self._show_state(None)
