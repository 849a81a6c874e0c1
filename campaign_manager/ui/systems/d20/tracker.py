"""The d20 stamina variant's panel in the Combat area: initiative and roll-offs
before the start, damage and healing to the selected combatants (an amount each), the
Fortitude saves the core asks for (asked at once, entered or rolled), stabilising, helping
a stunned ally, delay, resume and ready, a coup de grace, and reordering within a tie
(dragged in the tie list, or Alt+Up / Alt+Down).

Keyboard first: every action is a QAction with its shortcut (shown in the Combat menu and
on its button). Every action builds the action dicts of ``systems/d20/encounter.py`` and
goes through the controller: one undo step each, several targets as one step.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.d20.sheet import save_bonuses
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.d20.save_prompt import save_words
from campaign_manager.ui.systems.d20.tracker_buttons import ButtonGrid
from campaign_manager.ui.systems.d20.tracker_dialogs import (
    AmountsDialog,
    CheckDialog,
    D20ConditionDialog,
    InitiativeDialog,
    RollOffDialog,
)
from campaign_manager.ui.systems.d20.tracker_ties import TieList, tie_run
from campaign_manager.ui.text import isolate, literal
from campaign_manager.ui.widgets.lines_label import LinesLabel


class D20TrackerPanel(ButtonGrid, TrackerPanel):
    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(controller, parent)
        # the Fortitude bonus last typed for each combatant in this fight (before it, the
        # sheet's)
        self.fortitude: dict[str, int] = {}
        # the Heal modifier last used by each helper (None: nobody named)
        self.heal_modifier: dict[str | None, int] = {}
        self._asking = False
        self._build_actions(parent)

        self.hint = LinesLabel(2)
        self.hint.setObjectName("TrackerHint")
        self.waiting = LinesLabel(2)  # names and triggers the GM typed
        self.waiting.setObjectName("WaitingLabel")
        self.buttons: dict[QAction, QPushButton] = {}
        short = {
            self.initiative_action: self.tr("Initiative…"),
            self.damage_action: self.tr("Damage…"),
            self.heal_action: self.tr("Heal…"),
            self.coup_action: self.tr("Coup de grace…"),
            self.save_action: self.tr("Save…"),
            self.stabilise_action: self.tr("Stabilise…"),
            self.recover_action: self.tr("Aid stunned"),
            self.delay_action: self.tr("Delay"),
            self.ready_action: self.tr("Ready…"),
            self.resume_action: self.tr("Act now"),
            self.end_condition_action: self.tr("End condition…"),
            self.up_action: "↑",
            self.down_action: "↓",
        }
        for action, text in short.items():
            self._button(action, text)
        self.tie_box = QGroupBox()
        policy = self.tie_box.sizePolicy()  # its room kept when hidden: nothing resizes
        policy.setRetainSizeWhenHidden(True)
        self.tie_box.setSizePolicy(policy)
        self.tie_list = TieList(self._dragged, self.tie_box)
        tie_layout = QHBoxLayout(self.tie_box)
        tie_layout.setContentsMargins(6, 4, 6, 4)
        tie_layout.addWidget(self.tie_list, 1)
        moves = QVBoxLayout()
        moves.addWidget(self.buttons[self.up_action])
        moves.addWidget(self.buttons[self.down_action])
        moves.addStretch(1)
        tie_layout.addLayout(moves)
        self.grid = QGridLayout()
        self.grid.setSpacing(4)
        # the buttons in the order they are laid out (as many columns as fit, up to 3)
        self.grid_order = [
            self.buttons[a]
            for a in (
                self.damage_action,
                self.heal_action,
                self.coup_action,
                self.save_action,
                self.stabilise_action,
                self.recover_action,
                self.delay_action,
                self.ready_action,
                self.resume_action,
                self.end_condition_action,
            )
        ]
        # shown only while the fight runs (the initiative button only before it)
        self.running_only = [
            self.buttons[a]
            for a in (self.delay_action, self.ready_action, self.resume_action, self.recover_action)
        ]
        self._shown: dict[QPushButton, bool] = {}
        self._columns = 0
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.setSpacing(4)
        # the buttons first: what comes and goes below them (the hint before the start, who
        # waits, a tie) moves no button
        layout.addLayout(self.grid)
        layout.addWidget(self.hint)
        layout.addWidget(self.waiting)
        layout.addWidget(self.tie_box)
        layout.addStretch(1)
        self.refresh(controller.state)

    # -- actions ------------------------------------------------------------------------------
    def _build_actions(self, host: QWidget | None) -> None:
        make = self.action
        self.initiative_action = make(self.tr("&Initiative…"), self.enter_initiative, "I")
        self.damage_action = make(self.tr("&Damage…"), self.damage, "D")
        self.heal_action = make(self.tr("&Heal…"), self.heal, "H")
        self.save_action = make(self.tr("&Fortitude save…"), self.save, "F")
        self.stabilise_action = make(self.tr("S&tabilise (Heal DC 15)…"), self.stabilise, "T")
        self.recover_action = make(self.tr("&Aid a stunned ally"), self.help_recover, "A")
        self.delay_action = make(self.tr("De&lay"), self.delay, "Shift+D")
        self.resume_action = make(self.tr("Res&ume: act now"), self.resume, "Shift+R")
        self.ready_action = make(self.tr("Read&y an action…"), self.ready, "Shift+Y")
        self.coup_action = make(self.tr("Coup de &grace…"), self.coup_de_grace, "G")
        self.end_condition_action = make(
            self.tr("E&nd a condition…"), self.end_condition, "Shift+C"
        )
        self.up_action = make(self.tr("&Move up in the tie"), lambda: self.move(-1), "Alt+Up")
        self.down_action = make(self.tr("Move do&wn in the tie"), lambda: self.move(1), "Alt+Down")
        tips = {
            self.initiative_action: self.tr(
                "Enter each one's initiative d20 from physical dice; the rest are rolled at "
                "the start."
            ),
            self.damage_action: self.tr(
                "Damage to the selected combatants, an amount each: stamina first, then wound "
                "points; a critical hit goes straight to wound points."
            ),
            self.save_action: self.tr(
                "The oldest pending Fortitude save of the selected combatant: enter the total "
                "or roll d20 + the bonus."
            ),
            self.recover_action: self.tr(
                "The combatant whose turn it is spends a standard action: the selected "
                "stunned one recovers."
            ),
            self.delay_action: self.tr("The current combatant steps out of the order."),
            self.resume_action: self.tr(
                "The selected waiting combatant acts now, just before the current one, and "
                "keeps that place."
            ),
            self.ready_action: self.tr(
                "The current combatant readies an action with a trigger; it lapses when its "
                "next turn comes."
            ),
        }
        for action in self._actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            if action in tips:
                action.setToolTip(tips[action])
                action.setStatusTip(tips[action])
            (host or self).addAction(action)

    # -- what is shown ------------------------------------------------------------------------
    def _rows(self) -> list[dict]:
        """The controller's gm_rows (it works them out once per state)."""
        return self.controller.rows() if self.controller.state is not None else []

    def _row(self, rows: list[dict], cid: str | None) -> dict | None:
        return next((r for r in rows if r["id"] == cid), None)

    def _tie_run(self, rows: list[dict], cid: str | None) -> list[dict]:
        return tie_run(rows, cid)

    def refresh(self, state: dict | None) -> None:
        status = (state or {}).get("status")
        rows = self._rows() if state else []
        selected = [r for r in rows if r["id"] in self.selection]
        current = (state or {}).get("current")
        running = status == "running"
        open_fight = status in ("prepared", "running")
        one = selected[0] if len(selected) == 1 else None
        alive_selected = [r for r in selected if (r["band"] or {}).get("band") != "dead"]
        self.initiative_action.setEnabled(status == "prepared")
        self.damage_action.setEnabled(open_fight and bool(alive_selected))
        self.heal_action.setEnabled(open_fight and bool(alive_selected))
        self.end_condition_action.setEnabled(open_fight and any(r["conditions"] for r in selected))
        self.coup_action.setEnabled(open_fight and bool(alive_selected))
        pending_saves = any(r["pending_saves"] for r in rows)
        self.save_action.setEnabled(open_fight and pending_saves)
        self.stabilise_action.setEnabled(open_fight and one is not None)
        self.recover_action.setEnabled(
            running and current is not None and one is not None and one["id"] != current
        )
        self.delay_action.setEnabled(running and current is not None)
        self.ready_action.setEnabled(running and current is not None)
        waiting = [r for r in rows if r["waiting"]]
        self.resume_action.setEnabled(running and bool(waiting))
        tied = self._tie_run(rows, one["id"]) if running and one else []
        self.up_action.setEnabled(bool(tied) and tied[0]["id"] != one["id"])
        self.down_action.setEnabled(bool(tied) and tied[-1]["id"] != one["id"])
        shown = {button: True for button in self.grid_order}
        shown[self.buttons[self.initiative_action]] = status == "prepared"
        for button in self.running_only:
            shown[button] = running
        if shown != self._shown:
            self._shown = shown
            self._lay_out_buttons(force=True)
        self._show_hint(status, rows)
        self._show_waiting(waiting)
        self._show_tie(tied)

    def _show_hint(self, status: str | None, rows: list[dict]) -> None:
        if status == "prepared":
            missing = sum(1 for r in rows if not r["initiative_entered"])
            text = self.tr(
                "Before the start: enter the initiative d20s (I); Start rolls the %n not entered.",
                "",
                missing,
            )
            if not missing:
                text = self.tr("Every initiative is entered: Start the fight (Ctrl+Enter).")
            self.hint.setText(text)
        else:
            self.hint.setText("")
        self.hint.setVisible(bool(self.hint.text()))

    def _show_waiting(self, waiting: list[dict]) -> None:
        parts = []
        for row in waiting:
            if row["waiting"] == "ready":
                parts.append(
                    self.tr("{name} readied: {trigger}").format(
                        name=isolate(row["name"]), trigger=isolate(row["trigger"])
                    )
                )
            else:
                parts.append(self.tr("{name} delayed").format(name=isolate(row["name"])))
        text = ""
        if parts:
            text = self.tr("Waiting (Shift+R acts now): {list}").format(list="; ".join(parts))
        self.waiting.setText(text)
        self.waiting.setVisible(self.controller.state is not None and not self.hint.text())

    def _show_tie(self, tied: list[dict]) -> None:
        if not tied:
            self.tie_box.setVisible(False)
            self.tie_list.fill([])
            return
        total = tied[0]["initiative"]
        self.tie_box.setTitle(
            self.tr("Tied at initiative {total}: drag to reorder (Alt+↑ / Alt+↓)").format(
                total=total
            )
        )
        entries = []
        for row in tied:
            text = row["name"]
            if row["roll_offs"]:
                offs = ", ".join(str(v) for v in row["roll_offs"])
                text = self.tr("{name} — roll-off {rolls}").format(name=isolate(text), rolls=offs)
            entries.append((row["id"], text))
        self.tie_list.fill(entries)
        self.tie_box.setVisible(True)

    # -- acting --------------------------------------------------------------------------------
    def acted(self, outcome, before: list) -> None:
        """Every save the step raised is asked at once (for each target of a step on
        several, not only the last one's)."""
        if not self._asking:
            self._ask_new_saves(_saves(before))

    def _pending_saves(self) -> list[tuple[str, str, int]]:
        return _saves(self.controller.pending())

    def _ask_new_saves(self, before: list[tuple[str, str, int]]) -> None:
        """Ask each save that appeared, in acting order, while it is still pending; a save
        left for later ends the asking for that combatant."""
        old = list(before)
        new = []
        for key in self._pending_saves():
            if key in old:
                old.remove(key)
            else:
                new.append(key)
        self._ask_in_turn(new, set())

    def _ask_in_turn(self, saves: list[tuple[str, str, int]], skipped: set[str]) -> None:
        """Ask the first of ``saves`` still pending whose combatant left none for later;
        the rest when it is answered. Their steps ask no saves of their own meanwhile."""
        while saves:
            cid, kind, dc = saves.pop(0)
            if cid in skipped or (cid, kind, dc) not in self._pending_saves():
                continue

            def answered(done: bool, cid: str = cid) -> None:
                if not done:
                    skipped.add(cid)
                self._ask_in_turn(saves, skipped)

            self._asking = True
            if self._ask_save(cid, answered):
                return
        self._asking = False

    def _language(self) -> str:
        return current_language()

    def _names(self) -> dict[str, str]:
        return {
            cid: r["name"] for cid, r in (self.controller.state or {}).get("combatants", {}).items()
        }

    def _targets(self, alive_only: bool = True) -> list[tuple[str, str]]:
        rows = {r["id"]: r for r in self._rows()}
        result = []
        for cid in self.selection:
            row = rows.get(cid)
            if row is None:
                continue
            if alive_only and (row["band"] or {}).get("band") == "dead":
                continue
            result.append((cid, row["name"]))
        return result

    def answer(self, prompt) -> None:
        if prompt.kind == "save" and prompt.combatant:
            self._ask_save(prompt.combatant)
        elif prompt.kind == "initiative":
            self.enter_initiative(prompt.combatant)
        elif prompt.kind == "roll_off":
            self.enter_roll_offs()

    # -- initiative ----------------------------------------------------------------------------
    def enter_initiative(self, focus: str | None = None) -> None:
        state = self.controller.state
        if state is None or state.get("status") != "prepared":
            return

        def accepted(dialog: InitiativeDialog) -> None:
            actions = dialog.actions()
            if actions and not self.act_many(actions, self.tr("Initiative entered")):
                return
            if any(p.kind == "roll_off" for p in self.controller.pending()):
                self.enter_roll_offs()

        self.open_dialog(InitiativeDialog(self._rows(), focus, self), accepted)

    def enter_roll_offs(self) -> None:
        prompts = [p for p in self.controller.pending() if p.kind == "roll_off"]
        if not prompts:
            return

        def accepted(dialog: RollOffDialog) -> None:
            actions = dialog.actions()
            done = bool(actions) and self.act_many(actions, self.tr("Roll-offs entered"))
            if done and any(p.kind == "roll_off" for p in self.controller.pending()):
                self.enter_roll_offs()  # still tied: roll off again

        self.open_dialog(RollOffDialog(prompts, self._names(), self._language(), self), accepted)

    # -- damage and healing ----------------------------------------------------------------------
    def _amounts(self, mode: str, label: str) -> None:
        targets = self._targets()
        if not targets or self.controller.state is None:
            return
        names = ", ".join(name for _cid, name in targets)
        self.open_dialog(
            AmountsDialog(mode, targets, self.controller.rng, self),
            lambda dialog: self.act_many(dialog.actions(), label.format(names=names)),
        )

    def damage(self) -> None:
        self._amounts("damage", self.tr("Damage: {names}"))

    def coup_de_grace(self) -> None:
        self._amounts("coup", self.tr("Coup de grace: {names}"))

    def heal(self) -> None:
        self._amounts("heal", self.tr("Healing: {names}"))

    # -- saves and checks -------------------------------------------------------------------------
    def save(self) -> None:
        """The selected combatant's oldest pending save, else the first one pending."""
        saves = [p for p in self.controller.pending() if p.kind == "save"]
        chosen = next((p for p in saves if p.combatant in self.selection), None)
        chosen = chosen or (saves[0] if saves else None)
        if chosen is not None:
            self._ask_save(chosen.combatant)

    def _sheet_fortitude(self, cid: str) -> int:
        """The Fortitude bonus of ``cid``'s sheet in the fight (0 when it has none)."""
        record = (self.controller.state or {}).get("combatants", {}).get(cid)
        return save_bonuses(record["sheet"])["fortitude"] if record else 0

    def _ask_save(self, cid: str, answered=None) -> bool:
        """Ask ``cid``'s oldest pending save (the one a save action answers): False if it
        has none. ``answered(done)`` is told when the dialog closes (done: the save went
        through)."""
        prompt = next(
            (p for p in self.controller.pending() if p.kind == "save" and p.combatant == cid),
            None,
        )
        if prompt is None:
            return False
        tell = answered or (lambda _done: None)
        words = save_words(self._names().get(cid, cid), prompt.data.get("save"), prompt.dc)
        dialog = CheckDialog(
            words.title,
            words.question,
            words.bonus_label,
            self.fortitude.get(cid, self._sheet_fortitude(cid)),
            parent=self,
        )
        dialog.setObjectName("SaveDialog")

        def accepted(dialog: CheckDialog) -> None:
            if dialog.choice is None:
                tell(False)
                return
            how, value = dialog.choice
            action: dict = {"type": "save", "id": cid}
            if how == "total":
                action["total"] = value
            else:
                self.fortitude[cid] = value
                action["fortitude"] = value
            label = self.tr("Fortitude save: {name}").format(name=self._names().get(cid, cid))
            tell(self.act(action, label))

        self.open_dialog(dialog, accepted, lambda _dialog: tell(False))
        return True

    def stabilise(self) -> None:
        targets = self._targets()
        state = self.controller.state
        if len(targets) != 1 or state is None:
            return
        cid, name = targets[0]
        current = state.get("current")
        helpers = [(other, n) for other, n in self._names().items() if other != cid]
        helper = current if current != cid else None
        dialog = CheckDialog(
            self.tr("Stabilise"),
            self.tr(
                "Heal check DC 15 on {name}: a standard action that provokes attacks of "
                "opportunity; success stabilises a dying creature."
            ).format(name=isolate(name)),
            self.tr("Heal &modifier:"),
            self.heal_modifier.get(helper, 0),
            helpers,
            helper,
            self,
        )
        dialog.setObjectName("StabiliseDialog")

        def accepted(dialog: CheckDialog) -> None:
            if dialog.choice is None:
                return
            how, value = dialog.choice
            action: dict = {"type": "stabilise", "target": cid}
            if dialog.chosen_helper() is not None:
                action["helper"] = dialog.chosen_helper()
            if how == "total":
                action["total"] = value
            else:
                self.heal_modifier[dialog.chosen_helper()] = value
                action["modifier"] = value
            self.act(action, self.tr("Heal check: {name}").format(name=name))

        self.open_dialog(dialog, accepted)

    def help_recover(self) -> None:
        state = self.controller.state
        targets = self._targets()
        if state is None or not targets or state.get("current") is None:
            return
        cid, name = targets[0]
        self.act(
            {"type": "recover", "helper": state["current"], "target": cid},
            self.tr("Help to recover: {name}").format(name=name),
        )

    # -- the order ---------------------------------------------------------------------------------
    def delay(self) -> None:
        state = self.controller.state
        if state is None or state.get("current") is None:
            return
        self.act({"type": "delay", "id": state["current"]})

    def ready(self) -> None:
        state = self.controller.state
        if state is None or state.get("current") is None:
            return
        cid = state["current"]
        name = state["combatants"][cid]["name"]
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("Ready an action"))
        dialog.setLabelText(
            literal(
                self.tr("{name} readies an action. Its trigger (what it waits for):").format(
                    name=isolate(name)
                )
            )
        )

        def accepted(dialog: QInputDialog) -> None:
            trigger = dialog.textValue().strip()
            if trigger:
                self.act({"type": "ready", "id": cid, "trigger": trigger})

        self.open_dialog(dialog, accepted)

    def resume(self) -> None:
        """The selected waiting combatant acts now (or the only one waiting)."""
        rows = self._rows()
        waiting = [r for r in rows if r["waiting"]]
        chosen = next((r for r in waiting if r["id"] in self.selection), None)
        if chosen is None and len(waiting) == 1:
            chosen = waiting[0]
        if chosen is None:
            if waiting:
                self.refused(_note(self.tr("Select the waiting combatant who acts now.")))
            return
        if self.act({"type": "resume", "id": chosen["id"]}):
            self.select_requested.emit(chosen["id"])

    def move(self, step: int) -> None:
        rows = self._rows()
        targets = self._targets(alive_only=False)
        if len(targets) != 1:
            return
        cid = targets[0][0]
        run = [r["id"] for r in self._tie_run(rows, cid)]
        if cid not in run:
            return
        index = run.index(cid)
        if step < 0 and index > 0:
            self._reorder(cid, run[index - 1])
        elif step > 0 and index + 1 < len(run):
            self._reorder(cid, run[index + 2] if index + 2 < len(run) else None)

    def _dragged(self, cid: str, before: str | None) -> None:
        if not self._reorder(cid, before):
            self.refresh(self.controller.state)  # refused: show the order as it is

    def _reorder(self, cid: str, before: str | None) -> bool:
        done = self.act({"type": "reorder", "id": cid, "before": before})
        if done:
            self.select_requested.emit(cid)
        return done

    # -- conditions ---------------------------------------------------------------------------------
    def end_condition(self) -> None:
        """End one of the selected combatants' conditions early (all who have it)."""
        rows = [r for r in self._rows() if r["id"] in self.selection and r["conditions"]]
        names = list(dict.fromkeys(c["name"] for r in rows for c in r["conditions"]))
        if not names:
            return
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("End a condition"))
        dialog.setLabelText(self.tr("Which condition ends now:"))
        dialog.setComboBoxItems(names)
        dialog.setComboBoxEditable(False)
        dialog.setTextValue(names[0])

        def accepted(dialog: QInputDialog) -> None:
            name = dialog.textValue()
            targets = [r for r in rows if any(c["name"] == name for c in r["conditions"])]
            self.act_many(
                [{"type": "end_condition", "target": r["id"], "name": name} for r in targets],
                self.tr("{name} ends: {names}").format(
                    name=name, names=", ".join(r["name"] for r in targets)
                ),
            )

        self.open_dialog(dialog, accepted)

    def condition_dialog(self, names: list[str]) -> D20ConditionDialog:
        return D20ConditionDialog(names, list(self._names().items()), self)


def _saves(prompts: list) -> list[tuple[str, str, int]]:
    """The pending saves among ``prompts``: (combatant, kind, DC) each."""
    return [(p.combatant, p.data.get("save"), p.dc) for p in prompts if p.kind == "save"]


def _note(text: str) -> RuleError:
    """A refusal the panel itself gives (nothing to act on), shown like the core's."""
    return RuleError(Text(cs=text, en=text), "input")
