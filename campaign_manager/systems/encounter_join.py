"""Several newcomers joining a fight in one action (plain Python, no system): ``{"type":
"join", "combatants": [...], "fields": {id: {...}}}`` is each system's single ``join`` of
each combatant in turn (with what its join takes besides, e.g. d20's ``roll``), within one
``act``: the state is checked once, not once per newcomer."""

from __future__ import annotations

from collections.abc import Callable

from campaign_manager.systems.encounter_common import refuse

#: the most combatants one join brings
MAX_JOINING = 500


def join_each(state, action, rng, events, prompts, one: Callable) -> None:
    """Each of ``action["combatants"]`` joins by ``one`` (the system's single join)."""
    many = action.get("combatants")
    fields = action.get("fields") or {}
    if not isinstance(many, list) or not many or len(many) > MAX_JOINING:
        raise refuse(
            f"„combatants“ je seznam 1–{MAX_JOINING} příchozích.",
            f"'combatants' is a list of 1–{MAX_JOINING} newcomers.",
            "input",
        )
    if not isinstance(fields, dict):
        raise refuse("„fields“ je záznam podle id.", "'fields' is a record by id.", "input")
    for raw in many:
        extra = fields.get(raw.get("id")) if isinstance(raw, dict) else None
        extra = extra if isinstance(extra, dict) else {}
        one(state, {**extra, "type": "join", "combatant": raw}, rng, events, prompts)


def joining(one: Callable) -> Callable:
    """A system's ``join`` handler: one newcomer (``combatant``) or several
    (``combatants``, :func:`join_each`)."""

    def handler(state, action, rng, events, prompts):
        if "combatants" in action:
            join_each(state, action, rng, events, prompts, one)
        else:
            one(state, action, rng, events, prompts)

    return handler
