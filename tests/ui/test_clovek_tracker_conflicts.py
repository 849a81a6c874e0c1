"""The Člověk + Střety tracker panel through the real widgets, the other conflicts: a
social attack with the pairing bonus, slow influence resolved together, the conflict
stack (interrupt, end, full banks), a mental conflict from the New fight dialog with its
fixed order and progress, a condition with a bank effect, and the shotgun."""

from __future__ import annotations

import pytest
from clovek_tracker_helpers import (  # tests/ui is on the path (pyproject)
    cast,
    initiative_for,
    log_texts,
    prepare,
    run,
    select,
    sheet_of,
    state,
)

from campaign_manager.ui.systems.clovek.tracker import ConflictOptions
from campaign_manager.ui.systems.clovek.tracker_attacks import SocialAttackDialog
from campaign_manager.ui.systems.clovek.tracker_conflict import (
    ClovekConditionDialog,
    EndConflictDialog,
    InterruptDialog,
)
from campaign_manager.ui.systems.clovek.tracker_dialogs import (
    WoundDialog,
)


@pytest.fixture
def campaign_system():
    return "clovek"


def test_a_social_attack_with_the_pairing_bonus_and_its_target_scars(window, qtbot):
    page, (_tomas, _lucie, viktor) = prepare(window, kind="social_fast")
    page.start_action.trigger()
    # nobody put dice: Vyrovnanost alone, and the GM orders the two ties
    accept = lambda dialog: dialog.accept()  # noqa: E731
    run(qtbot, page.next_action.trigger, accept, accept)
    select(page, f"c{viktor}")
    attacker = state(page)["current"]

    def social(dialog):
        assert isinstance(dialog, SocialAttackDialog)
        dialog.skill.setCurrentIndex(dialog.skill.findData("manipulation"))
        dialog.defence.setCurrentIndex(dialog.defence.findData("presence"))
        assert "the attacker +1 for the pairing" in dialog.note.text()
        assert [dialog.scar.itemData(i) for i in range(dialog.scar.count())] == [
            "compassion",
            "anger",
        ]
        dialog.scar.set_key("anger")
        dialog.table.set_value(f"c{viktor}", "points", 1)
        dialog.accept()

    run(qtbot, page.panel.social_action.trigger, social)
    s = state(page)
    assert s["combatants"][f"c{viktor}"]["sheet"]["scars"]["anger"].startswith("/")  # fast: stun
    assert attacker != f"c{viktor}"
    assert any("attacker +1 for the skill pairing" in t for t in log_texts(page))


def test_the_conflict_stack_interrupt_and_end_with_full_banks(window, qtbot):
    page, (tomas, lucie, viktor) = prepare(window, kind="social_slow", round_length=60)
    panel = page.panel
    page.start_action.trigger()
    assert state(page)["phase"] == "act"  # slow influence: no initiative
    assert panel.buttons["slow"].isVisible() and not panel.buttons["initiative"].isVisible()

    def spend(dialog):
        dialog.table.set_value(f"c{tomas}", "dice", 3)
        dialog.bank.set_key("social")
        dialog.accept()

    select(page, f"c{tomas}")
    run(qtbot, panel.spend_action.trigger, spend)
    assert state(page)["combatants"][f"c{tomas}"]["banks"]["social"] == 1

    def interrupt(dialog):
        assert isinstance(dialog, InterruptDialog)
        dialog.conflict.set_kind("physical")
        dialog.accept()

    run(qtbot, panel.interrupt_action.trigger, interrupt)
    s = state(page)
    assert s["stack"] == ["social_slow", "physical"] and s["phase"] == "initiative"
    assert s["combatants"][f"c{tomas}"]["banks"]["social"] == 1  # the first round keeps them
    assert "interrupted: Social conflict – slow influence" in panel.stack_label.text()

    def end(dialog):
        assert isinstance(dialog, EndConflictDialog)
        dialog.accept()

    run(qtbot, panel.end_action.trigger, end)
    s = state(page)
    assert s["stack"] == ["social_slow"]
    assert s["combatants"][f"c{tomas}"]["banks"]["social"] == 4  # resumed with full banks

    # slow influence resolved together: Lucie affects Viktor, asked for the wound at once
    def resolve(dialog):
        for cid, target, successes in dialog.rows:
            if cid == f"c{lucie}":
                target.set_key(f"c{viktor}")
                successes.setValue(3)
            elif cid == f"c{viktor}":
                target.set_key(f"c{lucie}")
                successes.setValue(1)
            else:
                target.setCurrentIndex(0)  # only defends
        dialog.accept()

    def wound(dialog):
        assert isinstance(dialog, SocialAttackDialog)
        assert "Viktor Šindelář" in dialog.note.text()
        dialog.skill.setCurrentIndex(dialog.skill.findData("presence"))
        dialog.scar.set_key("fear")
        dialog.accept()

    run(qtbot, panel.slow_action.trigger, resolve, wound)
    assert sheet_of(viktor)["scars"]["fear"].startswith("X")  # slow: lethal base power


def test_a_mental_conflict_from_the_new_fight_dialog_keeps_its_progress(window, qtbot):
    tomas, _lucie, viktor = cast()
    page = window.combat_area
    window.tabs.setCurrentWidget(page)

    def new(dialog):
        options = dialog.options_widget
        assert isinstance(options, ConflictOptions)
        options.set_kind("mental")
        options.round_length.setValue(600)
        options.initiative.setCurrentIndex(options.initiative.findData("fixed"))
        options.target_value.setValue(10)
        for row in range(dialog.people.count()):
            dialog.people.item(row).setCheckState(dialog.people.item(row).checkState().Checked)
        dialog.name.setText("Šachy s otcem Bedřichem")
        dialog.accept()

    run(qtbot, page.new_action.trigger, new)
    s = state(page)
    assert s["kind"] == "mental" and s["round_length"] == 600 and s["initiative_mode"] == "fixed"

    def order(dialog):
        dialog.list.setCurrentRow(2)
        dialog.move(-1)
        dialog.move(-1)
        dialog.accept()

    page.start_action.trigger()
    assert state(page)["phase"] == "act" and state(page)["current"] == f"c{tomas}"
    run(qtbot, page.panel.order_action.trigger, order)
    assert state(page)["order"][0] == f"c{viktor}" and state(page)["current"] == f"c{viktor}"
    assert state(page)["conflicts"][-1]["fixed_order"][0] == f"c{viktor}"

    def progress(dialog):
        dialog.amount.setValue(4)
        dialog.accept()

    run(qtbot, page.panel.progress_action.trigger, progress)
    assert "progress 4 of 10" in page.panel.stack_label.text()


def test_a_condition_with_a_bank_effect(window, qtbot):
    page, (tomas, lucie, _viktor) = prepare(window)
    page.start_action.trigger()
    select(page, f"c{tomas}", f"c{lucie}")

    def condition(dialog):
        assert isinstance(dialog, ClovekConditionDialog)
        dialog.name.setText("Otřes")
        dialog.rounds.setValue(2)
        dialog.bank_change["physical"].setValue(-2)
        dialog.no_refill["mental"].setChecked(True)
        dialog.accept()

    run(qtbot, page.condition_action.trigger, condition)
    s = state(page)
    for cid in (f"c{tomas}", f"c{lucie}"):
        (entry,) = s["combatants"][cid]["conditions"]
        assert entry["banks"] == {"physical": -2} and entry["no_refill"] == ["mental"]
    initiative_for(page, qtbot, {f"c{tomas}": "5 5"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # Viktor's tie
    while state(page)["round"] == 1:
        page.next_action.trigger()
    s = state(page)
    assert s["combatants"][f"c{tomas}"]["banks"]["physical"] == 4  # 6 − 2
    assert s["combatants"][f"c{tomas}"]["banks"]["mental"] == 4  # not refilled


def test_shotgun_groups_and_a_location_entered_without_points_asks_for_the_wound(window, qtbot):
    page, (tomas, lucie, viktor) = prepare(window)
    page.start_action.trigger()
    initiative_for(page, qtbot, {f"c{tomas}": "9"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())
    select(page, f"c{viktor}")

    def shot(dialog):
        dialog.power.setValue(4)
        dialog.reduce_by.setValue(1)
        assert "Shot: power 3, +2 to the roll." in dialog.note.text()
        dialog.hit.setChecked(True)
        dialog.groups.setText("2 1")
        dialog.faces.setText("8 6")  # torso, right arm
        dialog.severity.set_key("lethal")
        dialog.accept()

    run(qtbot, page.panel.shotgun_action.trigger, shot)
    scars = sheet_of(viktor)["scars"]
    assert scars["torso"].startswith("XX") and scars["right_arm"].startswith("X")

    def located(dialog):
        dialog.mode.setCurrentIndex(dialog.mode.findData("location"))
        dialog.table.set_value(f"c{lucie}", "face", "0")  # the head
        dialog.table.set_value(f"c{lucie}", "points", 0)
        dialog.accept()

    def asked(dialog):
        assert isinstance(dialog, WoundDialog) and dialog.scar.key() == "head"
        assert "enter the wound to Head" in dialog.note.text()
        dialog.severity.set_key("stun")
        dialog.accept()

    select(page, f"c{lucie}")
    run(qtbot, page.panel.wound_action.trigger, located, asked)
    assert sheet_of(lucie)["scars"]["head"].startswith("/")
