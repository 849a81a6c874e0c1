"""The bestiary's *Add to fight*: N× a monster, numbered, into the fight open in the Combat
area. A prepared fight takes them into its cast; a running one through the reinforcements'
hook (:func:`~campaign_manager.ui.combat.reinforcements.add_combatants`: one undo step,
the system asks their initiative where it has to); with no fight open, a new prepared
fight is made of them. The combatants come from the system's bestiary (``combatants``)."""

from __future__ import annotations

import random
from typing import Any

from campaign_manager.storage.encounters import encounter_records
from campaign_manager.ui.bestiary.add_dialog import AddToFightDialog
from campaign_manager.ui.combat.reinforcements import add_combatants
from campaign_manager.ui.i18n import current_language


def open_fight(window) -> tuple[Any, dict | None]:
    """The Combat area's tracker panel and its fight's state (None: no fight to add to)."""
    area = getattr(window, "combat_area", None)
    panel = getattr(area, "panel", None)
    controller = getattr(panel, "controller", None)
    state = getattr(controller, "state", None)
    if not isinstance(state, dict) or state.get("status") not in ("prepared", "running"):
        return panel, None
    return panel, state


def first_free(prefix: str, taken: set[str], count: int) -> int:
    """The first number from 1 whose ``count`` ids ``prefix<n>`` are none of ``taken``."""
    first = 1
    while any(f"{prefix}{n}" in taken for n in range(first, first + count)):
        first += 1
    return first


def ask(dock, bestiary, monster) -> AddToFightDialog | None:
    """Open the *Add to fight* dialog for ``monster`` (window-modal); what the GM confirms
    is added. None: no campaign open."""
    window = dock.window()
    if getattr(window, "session", None) is None:
        return None
    panel, state = open_fight(window)
    name = monster.shown_name(current_language())
    if state is None:
        taken, fight, running = [], name, None
    else:
        taken = [c.get("name", "") for c in state.get("combatants", {}).values()]
        running = state.get("status") == "running"
        encounter_id = panel.controller.encounter_id
        fight = next((r.name for r in encounter_records() if r.id == encounter_id), "")
    dialog = AddToFightDialog(name, taken, fight, running, dock)
    dialog.accepted.connect(lambda: add(dock, bestiary, monster, dialog))
    dock.add_dialog = dialog
    dialog.open()
    return dialog


def add(dock, bestiary, monster, dialog: AddToFightDialog) -> bool:
    """The monsters the dialog asked for join the open fight (or make a new prepared one)."""
    window = dock.window()
    panel, state = open_fight(window)
    names = dialog.names()
    taken = set(state.get("combatants", {})) if state else set()
    first = first_free(bestiary.id_prefix(monster), taken, len(names))
    rng = random.Random() if dialog.rolled() else None
    combatants = bestiary.combatants(monster, names, first, rng, hidden=dialog.hidden())
    text = dialog.undo_text()
    roster = combatants if dialog.to_roster() else []  # in the same step
    if state is None:
        area = window.combat_area
        window.tabs.setCurrentWidget(area)
        return area.create_fight(dialog.base, combatants, roster=roster) is not None
    if state.get("status") == "prepared":  # its cast: initiative is rolled at the start
        return add_combatants(panel, combatants, {}, text, roster)
    return add_combatants(panel, combatants, None, text, roster)
