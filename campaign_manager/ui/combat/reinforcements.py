"""Reinforcements and departures in a running fight, for every system.

*Combat → Reinforcements…* (J) adds roster characters and extras from an NPC or a
template (Stráž 1, Stráž 2…, numbered on after the fight's own) by the system's ``join`` (d20:
the system's dialog asks each newcomer's initiative, rolled or entered; Člověk: from the
next round's initiative; Dakara: declares from the next round); *Leave the fight* (L)
takes the selected combatants out by the system's ``remove`` (what they took lands on
their sheets first). Each is one step, one undo step.

:func:`add_combatants` is the hook for anything else that brings combatants (the
bestiary's *Add to fight*): combatant dicts as the rules take them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from campaign_manager.storage.queries import roster_records
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.systems import system_ui


class ReinforcementsDialog(NewEncounterDialog):
    """The new-fight dialog's people and extras, for a fight under way: those already in
    it are not offered, and extras number on after the fight's own names."""

    def __init__(self, state: dict, parent: QWidget | None = None, system_key: str | None = None):
        combatants = state.get("combatants", {})
        present = {c.get("character_id") for c in combatants.values()}
        records = [r for r in roster_records() if r.id not in present]
        super().__init__(records, parent=parent, system_key=system_key)
        self.setWindowTitle(self.tr("Reinforcements"))
        self.taken_names = [c.get("name", "") for c in combatants.values()]
        self.taken_ids = set(combatants)
        for widget in (self.name, self.notes, self.reveal_on_act, self.balance):
            widget.hide()
        label = self.layout().itemAt(0).layout().labelForField(self.name)
        if label is not None:
            label.hide()
        label = self.layout().itemAt(0).layout().labelForField(self.notes)
        if label is not None:
            label.hide()
        self.hidden_npcs.setText(self.tr("NPCs come &hidden"))
        self.ok_button.setText(self.tr("&Join the fight"))

    def _accept(self) -> None:
        if not self.chosen_ids() and not self.combatants_extras():
            self.people.setFocus()
            return
        self.accept()


def add_combatants(panel, combatants: list[dict], fields: dict | None = None, text=None, roster=()):
    """Bring ``combatants`` (dicts as the rules take them, each with an id not in the
    fight) into the open fight of ``panel`` (the Combat area's tracker panel,
    ``window.combat_area.panel``) as one step, by the system's ``join``. ``fields``: per combatant id, what its join takes
    besides (d20: ``{"roll": 1..20}``); None: the system's dialog asks it where it has
    one (window-modal: the step is made when the GM confirms). A refusal is shown; True
    when the step was made (or waits for the dialog). ``roster``: extras among them made
    roster characters in the same step."""
    if not combatants:
        return False
    controller = panel.controller
    label = text or _joined_text(panel, combatants)
    if fields is None:
        dialog_class = system_ui(controller.session.system.key).join_options_class()
        if dialog_class is not None:
            dialog = dialog_class(combatants, panel)
            panel.open_dialog(
                dialog,
                lambda done: _join(panel, combatants, done.fields(), label, roster),
            )
            return True
    return _join(panel, combatants, fields or {}, label, roster)


def _join(panel, combatants: list[dict], fields: dict, label: str, roster=()) -> bool:
    """One action for all of them: the rules check the fight once, not once each."""
    action = {"type": "join", "combatants": combatants, "fields": fields}
    return panel.act_many([action], label, roster=roster)


def _joined_text(panel, combatants: list[dict]) -> str:
    if len(combatants) == 1:
        return QCoreApplication.translate("Reinforcements", "{name} joins the fight").format(
            name=combatants[0]["name"]
        )
    return _Counted().joined(len(combatants))


class _Counted(QObject):
    """Counted words (a plural's forms are found for translation only in ``self.tr``)."""

    def joined(self, count: int) -> str:
        return self.tr("Reinforcements: %n combatant(s)", "", count)


class Reinforcements(QObject):
    """The panel's *Reinforcements…* and *Leave the fight* actions."""

    def __init__(self, panel):
        super().__init__(panel)
        self.panel = panel
        self.join_action = panel.action(self.tr("&Reinforcements…"), self.open_dialog, "J")
        self.leave_action = panel.action(self.tr("&Leave the fight"), self.leave, "L")
        self.join_action.setStatusTip(
            self.tr("Roster characters or extras join the fight under way, by the rules.")
        )
        self.leave_action.setStatusTip(
            self.tr("The selected combatants leave; their wounds stay on their sheets.")
        )

    def _running(self) -> dict | None:
        state = self.panel.controller.state
        if not state or state.get("status") == "finished":
            window = self.panel.window()
            if hasattr(window, "show_error"):
                window.show_error(
                    self.tr("No fight to join"),
                    self.tr("Open a prepared or running fight first (Combat → New fight…)."),
                )
            return None
        return state

    def open_dialog(self) -> None:
        state = self._running()
        if state is None:
            return
        key = self.panel.controller.session.system.key
        dialog = ReinforcementsDialog(state, self.panel, system_key=key)
        self.panel.open_dialog(dialog, self._chosen)

    def _chosen(self, dialog: ReinforcementsDialog) -> None:
        combatants = dialog.combatants()
        add_combatants(self.panel, combatants, roster=dialog.roster_extras(combatants))

    def leave(self) -> bool:
        """The selected combatants leave the fight (one step)."""
        ids = list(self.panel.selection)
        state = self._running()
        if state is None or not ids:
            return False
        names = self.panel.names(ids)
        if len(names) == 1:
            text = self.tr("{name} leaves the fight").format(name=names[0])
        else:
            text = self.tr("%n combatant(s) leave the fight", "", len(names))
        return self.panel.act_many([{"type": "remove", "id": i} for i in ids], text)
