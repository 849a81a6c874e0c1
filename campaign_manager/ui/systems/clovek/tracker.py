"""The Člověk + Střety panel of the Combat area: the conflict stack, the initiative phase,
the action order with bonus actions (the action now big), and the GM's actions, each a
QAction with its shortcut in the Combat menu and each one undo step.

Every button builds action dicts in a dialog (``tracker_dialogs``, ``tracker_attacks``,
``tracker_conflict``) and sends them through :meth:`TrackerPanel.act_many`; the rules live
in ``campaign_manager.systems.clovek.encounter`` alone. Many selected targets go as one
``act_many`` (one undo step) with a per-target amount in the dialog's table.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QGridLayout,
    QInputDialog,
    QLabel,
    QListView,
    QMenu,
    QMessageBox,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek.character import Character
from campaign_manager.systems.clovek.encounter import gm_summary
from campaign_manager.systems.clovek.encounter_bonus import undeclared_at_round_end
from campaign_manager.systems.clovek.encounter_feelings import usable_feelings
from campaign_manager.systems.clovek.encounter_stack import interrupting_kinds
from campaign_manager.ui.combat.panel import TrackerPanel
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems.clovek.tracker_attacks import (
    AutofireDialog,
    ShotgunDialog,
    SlowResolveDialog,
    SocialAttackDialog,
)
from campaign_manager.ui.systems.clovek.tracker_conflict import (
    ClovekConditionDialog,
    EndConflictDialog,
    InterruptDialog,
    ProgressDialog,
)
from campaign_manager.ui.systems.clovek.tracker_dialogs import (
    BonusDialog,
    BurnDialog,
    InitiativeDialog,
    OrderDialog,
    SpendDialog,
    WoundDialog,
)
from campaign_manager.ui.systems.clovek.tracker_model import ActionOrderModel
from campaign_manager.ui.systems.clovek.tracker_options import ConflictOptions
from campaign_manager.ui.text import isolate, literal
from campaign_manager.ui.widgets.lines_label import LinesLabel

# the prompts a step raises that are asked at once
IMMEDIATE_PROMPTS = ("tie_order", "bystander", "wound", "attack")

__all__ = ["ClovekTrackerPanel", "ConflictOptions"]

# how many buttons a row of the panel holds
BUTTON_COLUMNS = 2
# rows of the action order shown before it scrolls
ORDER_ROWS = 6


def _font(label: QLabel, size: float, bold: bool = True) -> QLabel:
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * size)
    font.setBold(bold)
    label.setFont(font)
    label.setWordWrap(True)
    return label


class ClovekTrackerPanel(TrackerPanel):
    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(controller, parent)
        self.setObjectName("ClovekTracker")
        # the prompts of the steps to answer at once, the next first (one dialog at a time)
        self._to_answer: list = []
        self._burst: list[tuple[int, str, bool]] = []  # (attack, target, hit) of a burst
        self.stack_label = _font(QLabel(), 1.0, bold=False)
        self.stack_label.setTextFormat(Qt.TextFormat.RichText)
        self.stack_label.setObjectName("ConflictStack")
        # every text keeps its room whatever it says: the order and the buttons never move
        self.stack_label.setFixedHeight(2 * self.stack_label.fontMetrics().lineSpacing() + 2)
        self.now_label = LinesLabel(2)
        _font(self.now_label, 1.15)
        self.now_label.setObjectName("ActionNow")
        self.hint = LinesLabel(3)
        self.hint.setObjectName("PhaseHint")
        self.order_model = ActionOrderModel(self)
        self.order_view = QListView(self)  # in the Tab chain before the buttons below it
        self.order_view.setObjectName("ActionOrder")
        self.order_view.setModel(self.order_model)
        # one line per action: the list is laid out from one row's size, not by asking
        # every row of a long round at each step
        self.order_view.setUniformItemSizes(True)
        self.order_view.setMinimumHeight(60)  # it takes the panel's height left
        self.order_view.activated.connect(self._order_activated)

        make = self.action
        self.initiative_action = make(self.tr("&Initiative…"), self.initiative, "I")
        self.begin_action = make(self.tr("Start the &actions"), self.begin_actions, None)
        self.bonus_action = make(self.tr("&Bonus action…"), self.bonus, "B")
        self.wound_action = make(self.tr("&Wound…"), self.wound, "W")
        self.social_action = make(self.tr("&Social attack…"), self.social_attack, "S")
        self.burn_action = make(self.tr("B&urn (pálení)…"), self.burn, "U")
        self.spend_action = make(self.tr("Spend &dice…"), self.spend, "D")
        self.autofire_action = make(self.tr("Auto&fire…"), self.autofire, "F")
        self.shotgun_action = make(self.tr("Shot&gun…"), self.shotgun, "G")
        self.slow_action = make(self.tr("Resolve slow &influence…"), self.slow_resolve, "Shift+S")
        self.order_action = make(self.tr("The GM's &order…"), self.gm_order, "O")
        self.progress_action = make(self.tr("Mental &progress…"), self.progress, "P")
        self.interrupt_action = make(
            self.tr("In&terrupt with a faster conflict…"), self.interrupt, "Shift+I"
        )
        self.end_action = make(self.tr("&End the conflict…"), self.end_conflict, "Shift+E")
        for action in self._actions:
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut = action.shortcut().toString()
            label = action.text().replace("&", "").replace("…", "")
            action.setIconText(f"{label} ({shortcut})" if shortcut else label)
        self.begin_action.setIconText(self.tr("Start the actions (N)"))

        # the buttons of what this phase needs most; every action is in "More" and the menu
        self.buttons: dict[str, QToolButton] = {}
        grid = QGridLayout()
        grid.setSpacing(4)
        for key, action in self._button_actions():
            button = QToolButton(self)
            button.hide()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.setObjectName(f"Button_{key}")
            self.buttons[key] = button
        self.button_grid = grid
        self.more_menu = QMenu(self)
        for key, action in self._button_actions():
            if key in ("interrupt", "order"):
                self.more_menu.addSeparator()
            self.more_menu.addAction(action)
        self.more_button = QToolButton(self)
        self.more_button.hide()
        self.more_button.setObjectName("MoreActions")
        self.more_button.setText(self.tr("More actions"))
        self.more_button.setMenu(self.more_menu)
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.more_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._shown_buttons: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.stack_label)
        layout.addWidget(self.now_label)
        layout.addWidget(self.hint)
        layout.addWidget(self.order_view, 1)
        # the buttons' rows are there before the fight starts too
        buttons_box = QWidget()
        buttons_box.setLayout(grid)
        grid.setContentsMargins(0, 0, 0, 0)
        row = self.more_button.sizeHint().height()
        buttons_box.setFixedHeight(3 * row + 2 * grid.spacing())
        layout.addWidget(buttons_box)
        self.order_view.setToolTip(self.tr("This round's actions: main ones, then bonus ones"))
        self.order_view.setAccessibleName(self.tr("This round's actions"))
        self.refresh(controller.state)

    def _button_actions(self):
        return [
            ("initiative", self.initiative_action),
            ("begin", self.begin_action),
            ("bonus", self.bonus_action),
            ("wound", self.wound_action),
            ("social", self.social_action),
            ("burn", self.burn_action),
            ("spend", self.spend_action),
            ("autofire", self.autofire_action),
            ("shotgun", self.shotgun_action),
            ("slow", self.slow_action),
            ("progress", self.progress_action),
            ("order", self.order_action),
            ("interrupt", self.interrupt_action),
            ("end", self.end_action),
        ]

    # -- showing the state ------------------------------------------------------------------
    def refresh(self, state: dict | None) -> None:
        self.order_model.set_state(state)
        row = self.order_model.current_row()
        if row is not None:
            self.order_view.scrollTo(self.order_model.index(row))
        running = bool(state) and state.get("status") == "running"
        phase = state.get("phase") if state else None
        kind = state.get("kind") if state else None
        available = {
            "initiative": running and phase == "initiative",
            "begin": running and phase == "initiative",
            "bonus": running,
            "wound": running,
            "social": running and kind != "mental",
            "burn": running,
            "spend": running,
            "autofire": running and kind == "physical",
            "shotgun": running and kind == "physical",
            "slow": running and kind == "social_slow",
            "progress": running and kind == "mental",
            "order": running and (state.get("initiative_mode") != "roll" or phase == "act"),
            "interrupt": running,
            "end": running,
        }
        for key, action in self._button_actions():
            action.setEnabled(bool(available[key]))
        self._place_buttons(self._primary(state) if running else [])
        self._show_texts(state)

    @staticmethod
    def _primary(state: dict) -> list[str]:
        """The buttons this moment needs most (the rest are under "More actions")."""
        if state.get("phase") == "initiative":
            return ["initiative", "begin", "bonus", "spend"]
        kind = state.get("kind")
        if kind == "social_slow":
            return ["slow", "social", "bonus", "burn"]
        if kind == "mental":
            return ["progress", "wound", "bonus", "spend"]
        if kind == "social_fast":
            return ["social", "wound", "bonus", "burn"]
        return ["wound", "autofire", "bonus", "burn"]

    def _place_buttons(self, keys: list[str]) -> None:
        if keys == self._shown_buttons:
            return
        self._shown_buttons = keys
        grid = self.button_grid
        for button in [*self.buttons.values(), self.more_button]:
            grid.removeWidget(button)
            button.hide()
        for i, key in enumerate(keys):
            grid.addWidget(self.buttons[key], i // BUTTON_COLUMNS, i % BUTTON_COLUMNS)
            self.buttons[key].show()
        rows = (len(keys) + BUTTON_COLUMNS - 1) // BUTTON_COLUMNS
        grid.addWidget(self.more_button, rows, 0, 1, BUTTON_COLUMNS)
        self.more_button.setVisible(bool(keys))

    def _show_texts(self, state: dict | None) -> None:
        if not state:
            for label in (self.stack_label, self.now_label, self.hint):
                label.setText("")
            return
        language = current_language()
        summary = gm_summary(state)
        parts = []
        for i, conflict in enumerate(reversed(summary["conflicts"])):
            name = conflict["name"].get(language)
            seconds = self.tr("{n} s").format(n=conflict["round_length"])
            if i == 0:
                text = f"{name} · {seconds}"
                if conflict["progress"] is not None:
                    target = conflict["target_value"]
                    text += " · " + (
                        self.tr("progress {value} of {target}").format(
                            value=conflict["progress"], target=target
                        )
                        if target is not None
                        else self.tr("progress {value}").format(value=conflict["progress"])
                    )
            else:
                text = self.tr("interrupted: {name} (round {round}, {seconds})").format(
                    name=name, round=conflict["round"] or 0, seconds=seconds
                )
            parts.append(text)
        shown = [f"<b>{html.escape(parts[0])}</b>"] + [html.escape(p) for p in parts[1:]]
        self.stack_label.setText("<br>".join(shown))
        self.now_label.setText(self._now_text(state))
        hint = self._hint_text(state)
        self.hint.setText(hint)

    def _now_text(self, state: dict) -> str:
        if state.get("status") != "running":
            return ""
        if state.get("phase") == "initiative":
            chosen = len(state.get("initiatives", {}))
            total = len(state.get("combatants", {}))
            return self.tr("Initiative: {chosen} of {total} chosen").format(
                chosen=chosen, total=total
            )
        rows = self.order_model.rows
        row = self.order_model.current_row()
        if row is None:
            return self.tr("Every action of this round is done")
        entry = rows[row]
        text = self.tr("{name}: {what} ({n} of {total})").format(
            name=isolate(entry["name"]),
            what=self.order_model.what(entry),
            n=row + 1,
            total=len(rows),
        )
        following = rows[row + 1]["name"] if row + 1 < len(rows) else None
        if following:
            text += " · " + self.tr("next: {name}").format(name=isolate(following))
        return text

    def _hint_text(self, state: dict) -> str:
        status = state.get("status")
        if status == "prepared":
            if state.get("initiative_mode") == "fixed":
                return self.tr("A fixed order: start the fight, then set the order (O).")
            return self.tr("Start the fight: every round opens with its initiative.")
        if status == "finished":
            return ""
        if state.get("phase") == "initiative":
            return self.tr(
                "Each participant puts 0 or more mental dice on initiative (I: roll or "
                "enter them); N starts the actions: main actions by initiative, then bonus "
                "actions."
            )
        if state.get("kind") == "social_slow":
            return self.tr(
                "Slow influence: no initiative, everyone acts at once; resolve the attacks "
                "together (Shift+S)."
            )
        return ""

    def _order_activated(self, index) -> None:
        if index.isValid():
            self.select_requested.emit(self.order_model.rows[index.row()]["id"])

    # -- who ----------------------------------------------------------------------------------
    def people(self) -> list[tuple[str, str]]:
        """Every combatant (id, name) in acting order."""
        return [(row["id"], row["name"]) for row in self.controller.rows()]

    def targets(self) -> list[tuple[str, str]]:
        """The selected combatants (id, name), in acting order; else the current one."""
        chosen = set(self.selection)
        people = [p for p in self.people() if p[0] in chosen]
        if not people:
            current = self.current()
            people = [p for p in self.people() if p[0] == current]
        return people

    def current(self) -> str | None:
        return (self.controller.state or {}).get("current")

    def attack_parties(self) -> tuple[str | None, list[tuple[str, str]]]:
        """Who an attack dialog starts with: the acting combatant attacks; the targets are
        the selected others, else the first one of another side (else anyone else), so an
        attack never starts aimed at its own attacker."""
        current = self.current()
        others = [t for t in self.targets() if t[0] != current]
        if not others and current is not None:
            people = [p for p in self.people() if p[0] != current]
            combatants = (self.controller.state or {}).get("combatants", {})
            side = combatants.get(current, {}).get("side")
            enemies = [p for p in people if combatants.get(p[0], {}).get("side") != side]
            others = (enemies or people)[:1]
        return current, others

    def run_dialog(self, dialog, text: str | None = None, rejected=None, accepted=None) -> None:
        """Open ``dialog``; its actions go as one step when the GM confirms it
        (``accepted(dialog)`` runs just before: the step may open the next dialog at once,
        and it returns what takes it back if the rules refuse the step; ``rejected(dialog)``
        runs when the GM does not confirm)."""

        def confirmed(dialog) -> None:
            actions = dialog.actions()
            if not actions:
                return
            take_back = accepted(dialog) if accepted is not None else None
            if not self.act_many(actions, text) and take_back is not None:
                take_back()

        self.open_dialog(dialog, confirmed, rejected)

    def _burst_went(self, number: int, name: str, hit: bool):
        """Keep how attack ``number`` went; returns what forgets it again."""
        went = (number, name, hit)
        self._burst.append(went)
        return lambda: went in self._burst and self._burst.remove(went)

    def _burst_so_far(self) -> str:
        """How the burst's attacks went so far: "So far: attack 1 hit Tomáš, attack 2
        missed"."""
        went = [
            self.tr("attack {n} hit {name}").format(n=n, name=isolate(name))
            if hit
            else self.tr("attack {n} missed").format(n=n)
            for n, name, hit in self._burst
        ]
        return self.tr("So far: {attacks}.").format(attacks=", ".join(went))

    def may_act(self, actions: list[dict]) -> bool:
        """A step that ends the round first asks whether it may while some have not
        declared their bonus actions (No: the round goes on)."""
        return not any(action.get("type") == "next" for action in actions) or self._may_end()

    def _may_end(self) -> bool:
        state = self.controller.state
        names = self.names(undeclared_at_round_end(state)) if state else []
        if not names:
            return True
        listed = isolate(names[0])
        if len(names) > 1:
            listed = self.tr("{names} and {last}").format(
                names=", ".join(map(isolate, names[:-1])), last=isolate(names[-1])
            )
        text = self.tr(
            "Bonus actions not declared by %n participant(s): {names}. End the round anyway?",
            "",
            len(names),
        ).format(names=listed)
        # a question, as every Yes or No of the app (the tracker's dialogs are opened)
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(
            self, self.tr("Bonus actions"), literal(text), buttons, QMessageBox.StandardButton.No
        )
        return answer == QMessageBox.StandardButton.Yes

    # -- the round ----------------------------------------------------------------------------
    def initiative(self, ids: list[str] | None = None) -> None:
        state = self.controller.state
        if not state or state.get("phase") != "initiative":
            return
        rows = {row["id"]: row for row in self.controller.rows()}
        if ids is None:
            ids = [i for i in rows if rows[i]["initiative"] is None or i in self.selection]
            ids = ids or list(rows)
        people = [
            {
                "id": i,
                "name": rows[i]["name"],
                "bank": rows[i]["initiative_bank"],
                "vyrovnanost": state["combatants"][i]["sheet"]["attributes"]["vyrovnanost"],
                "faces": rows[i]["initiative_faces"],
            }
            for i in ids
            if i in rows
        ]
        self.run_dialog(InitiativeDialog(people, self), self.tr("Initiative"))

    def begin_actions(self) -> None:
        self.act({"type": "next"})

    def bonus(self) -> None:
        rows = {row["id"]: row for row in self.controller.rows()}
        people = [{"id": i, "name": n, "bonus": rows[i]["bonus"]} for i, n in self.targets()]
        if people:
            conflict = (self.controller.state or {}).get("kind", "physical")
            self.run_dialog(BonusDialog(people, conflict, self))

    def gm_order(self, ids: list[str] | None = None) -> None:
        """The GM's order: of a tie (``ids``), of every tie the rule leaves open, or a
        fixed order. A tie's order goes in as the whole order with the tied ones placed as
        the GM says, so an earlier tie's answer stays."""
        state = self.controller.state
        if not state:
            return
        people = self.people()
        if state.get("phase") == "act":
            main = [a["id"] for a in state["actions"] if not a["bonus"]]
            people = sorted(people, key=lambda p: main.index(p[0]) if p[0] in main else 10**6)
        if ids is not None:
            people = [p for p in people if p[0] in ids]
            text = self.tr("Tied initiative: put them in the order they act.")
        elif state.get("initiative_mode") == "roll":
            text = self.tr(
                "Your order for ties the campaign's rule leaves open (actions already taken "
                "this round stay)."
            )
        else:
            text = self.tr("The fixed order they act in (e.g. chess), for every round.")

        def accepted(dialog: OrderDialog) -> None:
            chosen = dialog.ids()
            if ids is not None:
                picked = iter(chosen)
                whole = [cid for cid, _ in self.people()]
                if state.get("phase") == "act":
                    whole = [a["id"] for a in state["actions"] if not a["bonus"]]
                chosen = [next(picked) if cid in ids else cid for cid in whole]
            self.act({"type": "tie_order", "ids": chosen}, self.tr("The GM's order"))

        self.open_dialog(OrderDialog(people, text, self), accepted)

    # -- wounds and attacks -----------------------------------------------------------------
    def wound(self) -> None:
        attacker, targets = self.attack_parties()
        if targets:
            dialog = WoundDialog(self.people(), targets, attacker, parent=self)
            self.run_dialog(dialog)

    def autofire(self) -> None:
        attacker, targets = self.attack_parties()
        ids = [t[0] for t in targets]
        self.run_dialog(AutofireDialog(self.people(), attacker, ids, self))

    def shotgun(self) -> None:
        attacker, targets = self.attack_parties()
        target = targets[0][0] if targets else None
        self.run_dialog(ShotgunDialog(self.people(), attacker, target, self))

    def social_attack(self) -> None:
        attacker, targets = self.attack_parties()
        if targets:
            kind = (self.controller.state or {}).get("kind", "social_fast")
            dialog = SocialAttackDialog(self.people(), attacker, targets, kind, parent=self)
            self.run_dialog(dialog)

    def slow_resolve(self) -> None:
        self.run_dialog(SlowResolveDialog(self.people(), self), self.tr("Slow influence"))

    def burn(self) -> None:
        targets = self.targets()
        if not targets:
            return
        cid, name = targets[0]
        record = self.controller.state["combatants"][cid]
        names = {i: c["name"] for i, c in self.controller.state["combatants"].items()}
        dialog = BurnDialog(
            name,
            Character.from_sheet(record["sheet"]),
            record["sheet"]["burned"],
            usable_feelings(self.controller.state, cid),
            names,
            cid,
        )
        dialog.setParent(self, dialog.windowFlags())
        self.open_dialog(
            dialog, lambda dialog: self.act_many([dict(a, id=cid) for a in dialog.actions()])
        )

    def spend(self) -> None:
        targets = self.targets()
        if targets:
            self.run_dialog(SpendDialog(targets, self))

    # -- the conflict stack ---------------------------------------------------------------------
    def interrupt(self) -> None:
        state = self.controller.state
        if state:
            running = state["conflicts"][-1]["round_length"]
            self.run_dialog(InterruptDialog(interrupting_kinds(state), running, self))

    def end_conflict(self) -> None:
        state = self.controller.state
        if state:
            stack = state.get("stack", [])
            below = stack[-2] if len(stack) > 1 else None
            self.run_dialog(EndConflictDialog(below, self))

    def progress(self) -> None:
        state = self.controller.state
        if not state or state.get("kind") != "mental":
            return
        running = state["conflicts"][-1]
        self.run_dialog(ProgressDialog(running["progress"], running["target_value"], self))

    def condition_dialog(self, names: list[str]):
        return ClovekConditionDialog(names, self)

    # -- prompts --------------------------------------------------------------------------------
    def acted(self, outcome, before: list) -> None:
        """What a step raises that the GM answers at once: a tie's order, a miss's
        bystander, a wound or an attack to enter."""
        new = [prompt for prompt in outcome.prompts if prompt.kind in IMMEDIATE_PROMPTS]
        self._to_answer[:0] = new  # a step's prompts before those of the step before it
        self.dialog_done()

    def dialog_done(self) -> None:
        """The next prompt to answer at once, when no dialog is open."""
        while self.dialog is None and self._to_answer:
            self.answer(self._to_answer.pop(0))

    def answer(self, prompt) -> None:
        language = current_language()
        intro = prompt.text.get(language) if prompt.text else ""
        data = prompt.data or {}
        if prompt.kind == "initiative":
            self.initiative([prompt.combatant])
        elif prompt.kind == "tie_order":
            self.gm_order(list(prompt.options))
        elif prompt.kind == "bystander":
            self.bystander(prompt.combatant, intro)
        elif prompt.kind == "attack":
            name = dict(self.people()).get(prompt.combatant, "")
            number = data.get("attack", 1)
            if number == 1:
                self._burst = []  # a new burst: how its attacks went, for the next ones
            if self._burst:
                intro = "\n".join(filter(None, [intro, self._burst_so_far()]))
            dialog = WoundDialog(
                self.people(),
                [(prompt.combatant, name)],
                data.get("attacker"),
                mode="location",
                lock_mode=True,
                attacker_fixed=True,
                intro=intro,
                title=self.tr("Attack {n} of the burst").format(n=data.get("attack", 1)),
                parent=self,
            )
            dialog.ok_button().setText(self.tr("&Hit"))
            dialog.ok_button().setDefault(True)
            missed = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
            missed.setText(self.tr("&Missed"))
            missed.setAutoDefault(False)  # Enter is Hit (or the cell typed), never Missed
            missed_action = {
                "type": "missed",
                "target": prompt.combatant,
                "attack": data.get("attack", 1),
                **({"attacker": data["attacker"]} if data.get("attacker") else {}),
            }
            # Missed (or Escape, its Cancel button): the miss goes to the log
            self.run_dialog(
                dialog,
                rejected=lambda _dialog: (
                    self._burst_went(number, name, False),
                    self.act(missed_action),
                ),
                accepted=lambda _dialog: self._burst_went(number, name, True),
            )
        elif prompt.kind == "wound" and "attacker" in data:
            name = dict(self.people()).get(prompt.combatant, "")
            kind = (self.controller.state or {}).get("kind", "social_slow")
            dialog = SocialAttackDialog(
                self.people(), data["attacker"], [(prompt.combatant, name)], kind, intro, self
            )
            self.run_dialog(dialog)
        elif prompt.kind == "wound":
            name = dict(self.people()).get(prompt.combatant, "")
            dialog = WoundDialog(
                self.people(),
                [(prompt.combatant, name)],
                scar=data.get("scar"),
                lock_mode=True,
                intro=intro,
                parent=self,
            )
            self.run_dialog(dialog)

    def bystander(self, missed: str | None, intro: str) -> None:
        """After a miss: who stands next to the target, then that one's d10 hit location."""
        others = [p for p in self.people() if p[0] != missed]
        if not others:
            return
        names = [self.tr("nobody")] + [name for _, name in others]
        ask = QInputDialog(self)
        ask.setWindowTitle(self.tr("A miss"))
        ask.setLabelText(literal(intro + "\n\n" + self.tr("Who stands next to the target?")))
        ask.setComboBoxItems(names)
        ask.setComboBoxEditable(False)
        ask.setTextValue(names[0])

        def accepted(ask: QInputDialog) -> None:
            choice = ask.textValue()
            if choice == names[0]:
                return
            person = others[names.index(choice) - 1]
            dialog = WoundDialog(
                self.people(), [person], mode="location", bystander=True, intro=intro, parent=self
            )
            self.run_dialog(dialog)

        self.open_dialog(ask, accepted)
