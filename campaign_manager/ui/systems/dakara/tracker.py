"""Dakara's panel in the Combat area: the declaration board and the round's resolution.

No initiative (Boj, s. 22–24): in the declare phase every combatant's intent is chosen on
the board (a combo per row) or with *Declare* (I); *Resolve* (Ctrl+R) moves on, and the
attacks are resolved with *Attack* (A), NPCs first as the module lists them. Every button
builds an action dict for :mod:`campaign_manager.systems.dakara.encounter` and goes through
the session's controller (one undo step each; many selected combatants: one step too).
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QSizePolicy,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara.encounter_rules import catalogue, data
from campaign_manager.systems.dakara.encounter_view import gm_order
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.dakara.tracker_board import (
    INTENT,
    NAME,
    ROUND,
    TARGET,
    ChoiceDelegate,
    DeclarationBoardModel,
)
from campaign_manager.ui.systems.dakara.tracker_dialogs import (
    AttackDialog,
    BroughtRoundDialog,
    DakaraConditionDialog,
    DeclareDialog,
    FreeActionDialog,
    SpendDialog,
    TargetsDialog,
)
from campaign_manager.ui.widgets.lines_label import LinesLabel


class DakaraTrackerPanel(TrackerPanel):
    """The Dakara board and its actions (each a QAction with a shortcut, in the Combat
    menu)."""

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(controller, parent)
        self.setObjectName("DakaraTracker")
        self._syncing = False

        # the texts keep their room whatever they say: the board and buttons never move
        self.hint = LinesLabel(2)
        self.hint.setObjectName("DakaraHint")
        self.board_model = DeclarationBoardModel(self.declare, self)
        self.board = QTableView()
        self.board.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.board.setObjectName("DeclarationBoard")
        self.board.setAccessibleName(self.tr("Declared intents"))
        self.board.setModel(self.board_model)
        self.board.setItemDelegate(ChoiceDelegate(self.board))
        self.board.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.board.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.board.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.board.verticalHeader().hide()
        # two lines a row: an intent's long name wraps rather than being cut (all rows
        # alike, so the board never moves); what still does not fit is in the tooltip
        self.board.setWordWrap(True)
        header = self.board.horizontalHeader()
        for column in (NAME, TARGET, ROUND):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(INTENT, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.board.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.board.verticalHeader().setDefaultSectionSize(2 * self.fontMetrics().lineSpacing() + 8)
        self.board.setMinimumHeight(90)
        # a narrower intent column may need a line more in its rows
        header.sectionResized.connect(
            lambda column, _old, _new: self._fit_rows() if column == INTENT else None
        )
        self.board.selectionModel().currentRowChanged.connect(self._board_row_changed)
        # an intent declared (from the board or a dialog) may need a line more
        for signal in (self.board_model.dataChanged, self.board_model.modelReset):
            signal.connect(self._fit_rows)

        self.result = LinesLabel(3)  # the rules' words, with the combatants' names
        self.result.setObjectName("DakaraResult")
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.declare_action = self.action(self.tr("&Declare an intent…"), self.declare_dialog, "I")
        self.resolve_action = self.action(
            self.tr("Resol&ve the round (NPCs first)"), self.resolve, "Ctrl+R"
        )
        self.attack_action = self.action(self.tr("&Attack…"), self.attack_dialog, "A")
        self.end_action = self.action(self.tr("&End the action under way"), self.end_actions, "E")
        self.free_action = self.action(self.tr("&Free action…"), self.free_dialog, "F")
        self.spend_action = self.action(self.tr("&Spend Výdrž or Vůle…"), self.spend_dialog, "S")
        self.damage_action = self.action(
            self.tr("Da&mage from another source…"), lambda: self.wound_dialog("damage"), "D"
        )
        self.heal_action = self.action(self.tr("&Heal…"), lambda: self.wound_dialog("heal"), "H")
        self.brought_action = self.action(
            self.tr("&Brought round (First aid)…"), self.brought_round_dialog, "B"
        )
        page = parent if parent is not None else self
        for action in self._actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.setToolTip(f"{action.text().replace('&', '')} ({action.shortcut().toString()})")
            page.addAction(action)

        buttons = QGridLayout()
        buttons.setSpacing(4)
        labels = [
            (self.declare_action, self.tr("Declare (I)")),
            (self.resolve_action, self.tr("Resolve (Ctrl+R)")),
            (self.attack_action, self.tr("Attack (A)")),
            (self.end_action, self.tr("End action (E)")),
            (self.free_action, self.tr("Free action (F)")),
            (self.spend_action, self.tr("Spend (S)")),
            (self.damage_action, self.tr("Damage (D)")),
            (self.heal_action, self.tr("Heal (H)")),
            (self.brought_action, self.tr("Brought round (B)")),
        ]
        self.buttons: dict[str, QToolButton] = {}
        for index, (action, label) in enumerate(labels):
            button = QToolButton()
            button.setDefaultAction(action)
            button.setText(label)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            action.changed.connect(lambda b=button, t=label: b.setText(t))
            buttons.addWidget(button, index // 3, index % 3)
            self.buttons[label] = button

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.hint)
        layout.addWidget(self.board, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.result)
        self.refresh(controller.state)

    # -- showing ------------------------------------------------------------------------------
    def _actions_table(self, state: dict) -> list[tuple[str, str]]:
        cat = catalogue(state)
        names_en = data()["action_names_en"]
        cs = current_language() == "cs"
        return [
            (key, row["name"] if cs else names_en.get(key, row["name"]))
            for key, row in cat.complex_actions.items()
        ]

    def refresh(self, state: dict | None) -> None:
        running = bool(state) and state.get("status") == "running" and state["round"] >= 1
        rows = self.controller.rows() if state else []
        phase = state.get("phase") if state else None
        self.board_model.set_rows(rows, self._actions_table(state) if state else [], phase, running)
        self._fit_columns()
        self._follow_selection()
        has = bool(self.selection) and running
        self.declare_action.setEnabled(has and phase == "declare")
        self.resolve_action.setEnabled(running and phase == "declare")
        self.attack_action.setEnabled(running and phase == "resolve")
        self.end_action.setEnabled(has)
        for action in (self.free_action, self.spend_action, self.brought_action):
            action.setEnabled(has)
        for action in (self.damage_action, self.heal_action):
            action.setEnabled(bool(self.selection) and bool(state))
        self.hint.setText(self._hint(state, phase, running))

    def sizeHint(self) -> QSize:
        """Wide enough for the board's four columns beside the order table."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.fontMetrics().averageCharWidth() * 64), hint.height())

    def _fit_columns(self) -> None:
        """Name, target and this round's notes as wide as their text in the rows in view,
        within a share of the board each, so the intent always keeps room; the rest is in
        the tooltips. Measured on the visible rows only: a fight of 200 stays fluid."""
        model, board = self.board_model, self.board
        if not model.rows:
            return
        width = max(board.viewport().width(), 300)
        first = max(board.rowAt(0), 0)
        last = board.rowAt(board.viewport().height() - 1)
        last = model.rowCount() - 1 if last < 0 else last
        metrics = board.fontMetrics()
        bold = QFont(board.font())
        bold.setBold(True)
        wide = QFontMetrics(bold)
        header = board.horizontalHeader()
        for column, share in ((NAME, 0.22), (TARGET, 0.18), (ROUND, 0.22)):
            title = model.headerData(column, Qt.Orientation.Horizontal)
            needed = QFontMetrics(header.font()).horizontalAdvance(title) + 24
            for row in range(first, min(last, first + 60) + 1):
                text = model.index(row, column).data() or ""
                fm = wide if model.rows[row].get("current") else metrics
                needed = max(needed, fm.horizontalAdvance(text) + 14)
            wanted = min(needed, int(width * share))
            if board.columnWidth(column) != wanted:
                board.setColumnWidth(column, wanted)
        self._fit_rows()

    def _fit_rows(self, *_args) -> None:
        """Every row as high as the longest intent declared needs, wrapped in its column
        (two lines at least; all rows alike, so the rows stay in step): at a large desktop
        font an intent takes three lines rather than losing its end."""
        model, board = self.board_model, self.board
        if not model.rows:
            return
        bold = QFont(board.font())
        bold.setBold(True)
        metrics = QFontMetrics(bold)  # the current combatant's row is bold
        room = QRect(0, 0, max(board.columnWidth(INTENT) - 10, 20), 100_000)
        # the distinct intents shown (a few actions, however many combatants declare them):
        # told apart on the plain rows, and only one row of each asked for its text (asking
        # the model for all 200 rows' texts made a declaration's step grow with the fight)
        shown: dict = {}
        for number, row in enumerate(model.rows):
            counted = row.get("busy") is not None or bool(row.get("open_action"))
            intent = repr(row.get("intent")) if counted else None
            key = (row.get("intent_action"), counted, intent, row.get("can_act"))
            shown.setdefault(key, number)
        texts = {model.index(number, INTENT).data() or "" for number in shown.values()}
        flags = int(Qt.TextFlag.TextWordWrap)
        needed = max(
            [2 * board.fontMetrics().lineSpacing()]
            + [metrics.boundingRect(room, flags, text).height() for text in texts]
        )
        rows = board.verticalHeader()
        if rows.defaultSectionSize() != needed + 8:
            rows.setDefaultSectionSize(needed + 8)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_columns()

    def _hint(self, state: dict | None, phase: str | None, running: bool) -> str:
        if not state:
            return ""
        if state.get("status") == "finished":
            return self.tr("The fight is over.")
        if not running:
            return self.tr(
                "No initiative in Dakara: each round the intents are declared, then resolved. "
                "Start the fight (Ctrl+Enter)."
            )
        if phase == "declare":
            missing = sum(1 for p in self.controller.pending() if p.kind == "declare")
            if missing:
                return self.tr("Declaring (NPCs first): %n to declare · F2 or I", "", missing)
            return self.tr("Declaring: all declared · Ctrl+R resolves")
        missing = sum(1 for p in self.controller.pending() if p.kind == "attack")
        if missing:
            return self.tr("Resolving (NPCs first): %n attack(s) left · A", "", missing)
        return self.tr("Resolved · damage lands when the next round starts (N)")

    def _follow_selection(self) -> None:
        """The board's current row follows the page's selection."""
        if not self.selection:
            return
        row = self.board_model.row_of(self.selection[0])
        if row is None or self.board.currentIndex().row() == row:
            return
        self._syncing = True
        try:
            self.board.selectionModel().setCurrentIndex(
                self.board_model.index(row, NAME),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        finally:
            self._syncing = False

    def _board_row_changed(self, current, _previous) -> None:
        if self._syncing or not current.isValid():
            return
        cid = self.board_model.rows[current.row()]["id"]
        if self.selection != [cid]:
            self.select_requested.emit(cid)

    # -- acting -------------------------------------------------------------------------------
    def _state(self) -> dict | None:
        return self.controller.state

    def _order(self) -> list[str]:
        return gm_order(self.controller.state)

    def declare(self, cid: str, action: str | None, target: str | None) -> bool:
        """From the board: ``cid`` declares ``action`` against ``target`` (None withdraws)."""
        return self.act({"type": "declare", "id": cid, "action": action, "target": target})

    def declare_dialog(self, ids: list[str] | None = None) -> None:
        ids = ids or self.selection
        if not ids or self._state() is None:
            return
        dialog = DeclareDialog(self._state(), ids, self._order(), self)
        self.open_dialog(dialog, lambda d: self.act_many(d.actions()))

    def resolve(self) -> None:
        if self.act({"type": "resolve"}):
            self._offer_next_attack()

    def _offer_next_attack(self) -> None:
        """Select the next attacker whose attack waits (NPCs first, the module's order)."""
        waiting = [p for p in self.controller.pending() if p.kind == "attack"]
        if waiting and waiting[0].combatant:
            self.select_requested.emit(waiting[0].combatant)

    def attack_dialog(self, attacker: str | None = None, defender: str | None = None) -> None:
        state = self._state()
        if state is None or not state["combatants"]:
            return
        if attacker is None:
            waiting = [p for p in self.controller.pending() if p.kind == "attack"]
            if len(self.selection) >= 1:
                attacker = self.selection[0]
            elif waiting:
                attacker = waiting[0].combatant
            else:
                return
        if defender is None:
            intent = state["combatants"][attacker].get("intent") or {}
            defender = intent.get("target")
            if defender is None and len(self.selection) > 1:
                defender = self.selection[1]
        dialog = AttackDialog(state, self._order(), attacker, defender, self)
        self.open_dialog(dialog, self._attacked)

    def _attacked(self, dialog: AttackDialog) -> None:
        if not self.act(dialog.action()):
            return
        language = current_language()
        attack = [e for e in self.last_outcome.events if e.kind == "attack"]
        if attack:
            self.result.setText(attack[-1].text.get(language))
        self._offer_next_attack()

    def end_actions(self) -> None:
        if self.selection:
            self.act_many([{"type": "end_action", "id": cid} for cid in self.selection])

    def free_dialog(self) -> None:
        ids = list(self.selection)
        if not ids:
            return
        dialog = FreeActionDialog(self.names(ids), self)

        def accepted(d):
            text = d.text.text().strip()
            self.act_many([{"type": "free", "id": cid, "text": text} for cid in ids])

        self.open_dialog(dialog, accepted)

    def spend_dialog(self) -> None:
        ids = list(self.selection)
        if not ids:
            return
        dialog = SpendDialog(list(zip(ids, self.names(ids), strict=True)), self)

        def accepted(d):
            pool = d.pool.currentData()
            actions = [
                {"type": "spend", "id": cid, "pool": pool, "points": points}
                for cid, points in d.amounts()
                if points > 0
            ]
            if actions:
                self.act_many(actions)

        self.open_dialog(dialog, accepted)

    def wound_dialog(self, kind: str) -> None:
        """Damage or healing from outside an attack (a fall, a potion), each selected
        combatant its own amount; it lands when the next round starts."""
        ids = list(self.selection)
        if not ids:
            return
        if kind == "damage":
            title, label = self.tr("Damage from another source"), self.tr("&Damage:")
        else:
            title, label = self.tr("Heal"), self.tr("&Healing:")
        explanation = (
            self.tr("Takes hold when the next round starts, as every effect in a Dakara fight.")
            if self._state()["round"] >= 1
            else self.tr("The fight has not started: it takes hold at once.")
        )
        dialog = TargetsDialog(
            title, explanation, list(zip(ids, self.names(ids), strict=True)), label,
            0, 1000, 1, self,
        )  # fmt: skip

        def accepted(d):
            targets = [{"target": cid, "amount": n} for cid, n in d.amounts() if n > 0]
            if targets:
                self.act({"type": kind, "targets": targets})

        self.open_dialog(dialog, accepted)

    def brought_round_dialog(self) -> None:
        ids = list(self.selection)
        if not ids:
            return
        dialog = BroughtRoundDialog(self.names(ids), self)
        if all(self._state()["combatants"][i]["brought_round"] for i in ids):
            dialog.end.setChecked(True)
        self.open_dialog(
            dialog,
            lambda d: self.act_many(
                [{"type": "brought_round", "id": cid, "rounds": d.value()} for cid in ids]
            ),
        )

    # -- conditions -------------------------------------------------------------------------
    def condition_dialog(self, names: list[str]) -> DakaraConditionDialog:
        ids = [i for i in self.selection if i in (self._state() or {}).get("combatants", {})]
        return DakaraConditionDialog(list(zip(ids, names, strict=True)), self)

    def add_condition(self) -> None:
        """A condition or effect in rounds for the selected combatants, each with its own
        rounds (one undo step); it counts down as each new round starts."""
        ids = [i for i in self.selection if i in (self._state() or {}).get("combatants", {})]
        if not ids:
            return

        def accepted(dialog: DakaraConditionDialog) -> None:
            name = dialog.name.text().strip()
            if not name:
                return
            per_target = getattr(dialog, "per_target", None)
            rounds = dict(per_target()) if per_target else {}
            self.act_many(
                [
                    {
                        "type": "condition",
                        "target": cid,
                        "name": name,
                        "rounds": rounds.get(cid, dialog.rounds.value()),
                        **dialog.extra(),
                    }
                    for cid in ids
                ],
                self.tr("{name}: {names}").format(name=name, names=", ".join(self.names(ids))),
            )

        self.open_dialog(self.condition_dialog(self.names(ids)), accepted)

    # -- prompts ------------------------------------------------------------------------------
    def answer(self, prompt) -> None:
        """A double-clicked prompt: declare that combatant's intent, or resolve its attack."""
        if prompt.kind == "declare" and prompt.combatant:
            self.declare_dialog([prompt.combatant])
        elif prompt.kind == "attack" and prompt.combatant:
            self.attack_dialog(prompt.combatant, (prompt.data or {}).get("target"))
