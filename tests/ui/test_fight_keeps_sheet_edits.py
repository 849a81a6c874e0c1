"""A fight and the Character area change the same character in any order and nothing is
lost: a fight step writes only what the fight changed, merged into the sheet as the file
holds it, and every open fight's copy of a sheet follows edits made outside it (the
Character area, a second fight, an import, undo and redo), in all three systems."""

from __future__ import annotations

import json

import pytest
from test_combat_area import add_party  # tests/ui on the path

from campaign_manager.storage.changes import UpdateCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_encounter
from campaign_manager.systems.common import RuleError

#: per system: a key path outside what a fight changes, a value for it, and the actions
#: that wound the first player character ``pc`` (the combatant id is filled in)
CASES = {
    "d20": (("con",), 18, [{"type": "start"}, {"type": "damage", "amount": 2}]),
    "dakara": (("hooks",), ["Dluží Vávrovi", ""], [{"type": "damage", "amount": 3}]),
    "clovek": (
        ("notes",),
        "Bojí se vody.",
        [{"type": "wound", "scar": "torso", "severity": "lethal", "points": 1}],
    ),
}


@pytest.fixture(params=sorted(CASES))
def campaign_system(request) -> str:
    return request.param


def valid(window, sheet: dict) -> dict:
    """``sheet`` as the rules read it (the defaults an older or demo sheet lacks filled in)."""
    return window.session.system.validate_sheet(sheet)


def sheet_of(character_id: int) -> dict:
    return Character.get_by_id(character_id).sheet


def edit_in_character_area(window, character_id: int, path: tuple, value) -> None:
    """Change one key of the sheet the way the Character area's sheet editor does."""
    window.open_character(character_id)
    editor = window.character_area.sheet_editor
    sheet = editor.edited_copy()
    target = sheet
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    assert editor.commit(sheet, "outside edit")


def with_value(sheet: dict, path: tuple, value) -> dict:
    changed = json.loads(json.dumps(sheet))
    target = changed
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return changed


def value_at(sheet: dict, path: tuple):
    for key in path:
        sheet = sheet[key]
    return sheet


def wound(controller, actions: list[dict], pc: str) -> None:
    for action in actions:
        action = dict(action)
        if action["type"] in ("damage", "wound"):
            action["target"] = pc
        try:
            controller.act(action)
        except RuleError:
            if action["type"] == "start":  # some systems start without a step here
                continue
            raise


def test_a_fight_step_keeps_an_edit_made_in_the_character_area(window, campaign_system):
    path, value, actions = CASES[campaign_system]
    pcs, _npc = add_party(window)
    controller = window.session.combat
    controller.create("U brodu", [roster_combatant(pcs[0])])
    edit_in_character_area(window, pcs[0], path, value)
    wound(controller, actions, f"c{pcs[0]}")
    sheet = sheet_of(pcs[0])
    assert value_at(sheet, path) == value  # the outside edit survived the fight's step
    # and the fight's copy follows the file: the edit is in the fight's state too
    copy = controller.state["combatants"][f"c{pcs[0]}"]["sheet"]
    assert value_at(copy, path) == value


def test_the_wound_is_on_the_sheet_and_undo_takes_back_only_the_wound(window, campaign_system):
    path, value, actions = CASES[campaign_system]
    pcs, _npc = add_party(window)
    controller = window.session.combat
    controller.create("U brodu", [roster_combatant(pcs[0])])
    before = sheet_of(pcs[0])
    wound(controller, actions, f"c{pcs[0]}")
    wounded = sheet_of(pcs[0])
    assert wounded != before
    edit_in_character_area(window, pcs[0], path, value)
    # undo the outside edit, then the wound: each takes back only its own part
    assert window.session.undo()
    assert sheet_of(pcs[0]) == wounded
    assert window.session.undo()
    assert sheet_of(pcs[0]) == before
    assert window.session.redo() and window.session.redo()
    assert sheet_of(pcs[0]) == with_value(wounded, path, value)


def test_a_second_fight_keeps_the_first_fights_wounds(window, campaign_system):
    _path, _value, actions = CASES[campaign_system]
    pcs, _npc = add_party(window)
    controller = window.session.combat
    first = controller.create("Fight A", [roster_combatant(pcs[0])])
    second = controller.create("Fight B", [roster_combatant(pcs[0])])  # prepared with A's copy
    controller.open(first)
    wound(controller, actions, f"c{pcs[0]}")
    after_a = sheet_of(pcs[0])
    controller.open(second)
    assert controller.state["combatants"][f"c{pcs[0]}"]["sheet"] == valid(window, after_a)
    wound(controller, actions, f"c{pcs[0]}")
    # fight B's step started from A's wounds: the sheet is A's wounds and B's on top
    module = get_encounter(campaign_system)
    alone = module.new_encounter(
        [{"id": "pc", "name": "PC", "side": "pc", "sheet": after_a}],
        window.session.campaign.info.settings.get(campaign_system),
    )
    expected = FakeController(module, alone)
    wound(expected, actions, "pc")
    wounded_twice = expected.state["combatants"]["pc"]["sheet"]
    assert valid(window, sheet_of(pcs[0])) == wounded_twice != valid(window, after_a)


class FakeController:
    """The rules alone, stepped like the controller (to work out the expected sheet)."""

    def __init__(self, module, state):
        self.module, self.state = module, state

    def act(self, action):
        self.state = self.module.act(self.state, action).state


def test_an_import_over_the_character_reaches_the_open_fight(window, campaign_system):
    path, value, _actions = CASES[campaign_system]
    pcs, _npc = add_party(window)
    controller = window.session.combat
    controller.create("U brodu", [roster_combatant(pcs[0])])
    sheet = sheet_of(pcs[0])
    changed = with_value(sheet, path, value)
    # any change of the character from outside the fight (an import writes the whole sheet)
    window.session.perform(UpdateCharacter(pcs[0], {"sheet": changed}), "import")
    assert value_at(controller.state["combatants"][f"c{pcs[0]}"]["sheet"], path) == value
    window.session.undo()
    assert controller.state["combatants"][f"c{pcs[0]}"]["sheet"] == valid(window, sheet)
