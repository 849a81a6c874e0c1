"""The Combat area: the open fight laid out and shown, with the GM's actions and their keys.

The page composes the list of fights (:mod:`~campaign_manager.ui.combat.fights_pane`), the
fight (its title, round and current combatant big and clear, the order table, the
system's panel and the selected combatant's state) and the lower pane of prompts, log and
dice line (:mod:`~campaign_manager.ui.combat.log_pane`); the focus stays where the keys
work (:mod:`~campaign_manager.ui.combat.focus`).

Everything shown comes from the session's :class:`EncounterController`; every button goes
through it (one undo step each), so Ctrl+Z walks back through turns and rounds.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QInputDialog,
    QLabel,
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

from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.ui.accessibility import announce
from campaign_manager.ui.combat.fights_pane import FightsPane
from campaign_manager.ui.combat.focus import FocusKeeper
from campaign_manager.ui.combat.log_pane import LogPane
from campaign_manager.ui.combat.models import Column, CombatOrderModel, show
from campaign_manager.ui.combat.order_columns import OrderColumns, bring_into_view
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.combat.requests_queue import RequestsQueue
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.player_view.player_requests import requests_of
from campaign_manager.ui.responsive.layout_stop import LayoutStop
from campaign_manager.ui.responsive.scroll_bars import ScrollBarPictures
from campaign_manager.ui.roster.view import UnreadableBar
from campaign_manager.ui.systems import system_ui
from campaign_manager.ui.text import isolate, literal, plain
from campaign_manager.ui.widgets.empty_state import EmptyState
from campaign_manager.ui.widgets.focus_order import follow
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

        # -- the fights ------------------------------------------------------------------
        self.fights = FightsPane()
        self.fights.unreadable_gone.connect(lambda: self._show_state(None))
        # the list as the window and the tests reach it
        self.encounters = self.fights.model
        self.encounter_view = self.fights.view

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
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
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

        # -- what to roll now, the log, the dice line ------------------------------------------
        self.log_pane = LogPane()
        self.log_pane.prompt_chosen.connect(self._prompt_chosen)
        # its parts as the window and the tests reach them
        self.prompts = self.log_pane.prompts
        self.log_view = self.log_pane.log_view
        self.log_names = self.log_pane.log_names
        self.dice = self.log_pane.dice

        middle = QSplitter(Qt.Orientation.Horizontal)
        self.middle = middle
        self.detail_scroll = detail_scroll = QScrollArea()
        detail_scroll.setWidgetResizable(True)
        detail_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        detail_scroll.setWidget(self.detail)
        self.right.addWidget(panel_box)
        self.right.addWidget(detail_scroll)
        self.right.setStretchFactor(0, 3)
        self.right.setStretchFactor(1, 1)
        # what the players ask from their pages, above the panel while a request waits
        self.requests = RequestsQueue()
        right_side = QWidget()
        right_layout = QVBoxLayout(right_side)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.requests)
        right_layout.addWidget(self.right, 1)
        middle.addWidget(self.table)
        middle.addWidget(right_side)
        middle.setStretchFactor(0, 3)
        middle.setStretchFactor(1, 2)
        vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.addWidget(middle)
        vertical.addWidget(self.log_pane)
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
        self.unreadable_bar = UnreadableBar()
        self.unreadable_bar.restored.connect(self.fights.restore)
        damaged = QWidget()
        unreadable_layout = QVBoxLayout(damaged)
        unreadable_layout.addWidget(self.unreadable_bar)
        unreadable_layout.addStretch(1)
        self.fight_stack = QStackedWidget()
        self.fight_stack.addWidget(self.no_fight)
        self.fight_stack.addWidget(LayoutStop(fight))
        self.fight_stack.addWidget(damaged)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.fights)
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
        self.focus = FocusKeeper(self, self.table, self.dice)
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
        self.roll_action = make(self.tr("&Roll dice…"), self.log_pane.focus_dice, "R")
        self.focus_table_action = make(self.tr("The &order table"), self.focus_table, "Ctrl+T")
        self.finish_action = make(self.tr("&End the fight"), self.finish, "Ctrl+Shift+E")
        self.accept_request_action = make(
            self.tr("Accept the player's re&quest on top"), self.requests.accept_top, "Ctrl+Shift+A"
        )
        self.reject_request_action = make(
            self.tr("Turn do&wn the player's request on top…"),
            self.requests.reject_top,
            "Ctrl+Shift+R",
        )

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
            self.accept_request_action,
            self.reject_request_action,
        ]
        return actions + (self.panel.menu_actions() if self.panel else [])

    def retranslate(self) -> None:
        self.fights.retranslate()
        self.log_pane.retranslate()
        self.requests.retranslate()
        self.table.setAccessibleName(self.tr("Order of the fight"))
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
            self.controller.list_changed.disconnect(self.fights.reload)
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
        self.fights.set_session(session, self.controller)
        self.log_pane.set_session(session, self.controller)
        self.requests.set_requests(requests_of(session) if session is not None else None)
        if self.controller is None:
            self._show_state(None)
            return
        self.controller.state_changed.connect(self._show_state)
        self.controller.list_changed.connect(self.fights.reload)
        panel_class = system_ui(session.system.key).tracker_class() or TrackerPanel
        self.panel = panel_class(self.controller, self)
        self.panel.select_requested.connect(self.select_combatant)
        self.panel_holder.addWidget(self.panel)
        follow(self.panel, self.detail_scroll)  # built last, the panel is read first
        follow(self.right, self.log_pane)
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
        self.fights.reload()
        self.fights.reopen_running()
        self._show_state(self.controller.state)

    # -- showing the fight --------------------------------------------------------------------
    def _show_state(self, state: dict | UnreadableValue | None) -> None:
        if isinstance(state, UnreadableValue):
            self.fights.opened_unreadable(state)
            return
        has = state is not None
        self.fights.opened(has)
        unreadable = self.fights.unreadable
        self.unreadable_bar.show_items(self.session, [unreadable] if unreadable else [])
        self.fight_stack.setCurrentIndex(1 if has else 2 if unreadable else 0)
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
            self.log_pane.show_prompts([], current_language())
            self.notes_label.setVisible(False)
            return
        language = current_language()
        record = self.fights.open_record()
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
        if moved and started:  # a reader hears the round, the phase and whose turn it is
            said = (self.round_label.text(), self.current_label.text())
            announce(self.current_label, ". ".join(text for text in said if text))
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
        self.log_pane.show_prompts(self.controller.pending(), language)
        self.log_pane.show_log(combatants)
        if self.panel is not None:
            self.panel.selection = self.selected_ids()
            self.panel.refresh(state)

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

    def _prompt_chosen(self, prompt) -> None:
        """The GM activated a prompt: its combatant selected, the panel answers it."""
        if self.panel is not None:
            if prompt.combatant:
                self.select_combatant(prompt.combatant)
            self.panel.answer(prompt)

    def focus_table(self) -> None:
        self.focus.to_table()

    # -- fights ---------------------------------------------------------------------------------
    def new_encounter(self, preselected: list[int] | None = None) -> int | None:
        """Prepare a fight through the dialog (the main window's New fight)."""
        return self.fights.new_encounter(preselected)

    def create_fight(
        self, name: str, combatants: list[dict], notes: str = "", **options
    ) -> int | None:
        return self.fights.create_fight(name, combatants, notes, **options)
