"""The Člověk + Střety tracker panel through the real widgets: a whole physical fight
prepared from the roster (PCs, an NPC and quick extras), initiative with dice rolled and
entered, ties ordered by the GM, the action order with bonus actions last, wounds
(straight, aimed, the d10 hit location with the miss and the bystander, many targets at
once), autofire, burning within the round's limit, the keys, undo back through a round,
and reopening the campaign mid-fight."""

from __future__ import annotations

import pytest
from clovek_tracker_helpers import (  # tests/ui is on the path (pyproject)
    initiative_for,
    log_texts,
    prepare,
    run,
    select,
    sheet_of,
    state,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication, QInputDialog

from campaign_manager.storage.encounters import encounter_state
from campaign_manager.ui.systems.clovek.tracker import ClovekTrackerPanel
from campaign_manager.ui.systems.clovek.tracker_attacks import AutofireDialog
from campaign_manager.ui.systems.clovek.tracker_dialogs import (
    BonusDialog,
    BurnDialog,
    InitiativeDialog,
    OrderDialog,
    WoundDialog,
)
from campaign_manager.ui.systems.clovek.tracker_model import ActionOrderModel
from campaign_manager.ui.text import isolate


@pytest.fixture
def campaign_system():
    return "clovek"


# -- the fight -------------------------------------------------------------------------------
def test_the_panel_and_its_options_are_registered(window):
    page = window.combat_area
    assert isinstance(page.panel, ClovekTrackerPanel)
    texts = [a.text() for a in page.menu_actions()]
    assert "&Wound…" in texts and "&Initiative…" in texts
    assert page.panel.wound_action.shortcut().toString() == "W"


def test_a_whole_physical_fight_through_the_widgets(window, qtbot, messages):
    page, (tomas, lucie, viktor) = prepare(window)
    panel = page.panel
    tester = QAbstractItemModelTester(panel.order_model)  # noqa: F841 (checks every change)
    page.start_action.trigger()
    assert state(page)["phase"] == "initiative"
    assert panel.initiative_action.isEnabled() and panel.buttons["initiative"].isVisible()
    assert "0 of 5 chosen" in panel.now_label.text()
    assert page.prompts.count() == 5  # everyone is asked for initiative

    # initiative: Tomáš enters faces from physical dice, Viktor has 2 dice rolled, the
    # extras put none (Vyrovnanost alone); one undo step for all
    page.controller.rng.seed(3)
    initiative_for(page, qtbot, {f"c{tomas}": "4 0", f"c{viktor}": 2})
    s = state(page)
    assert s["initiatives"][f"c{tomas}"] == {"value": 13, "faces": [4, 0]}  # 0 counts 10
    assert s["combatants"][f"c{tomas}"]["banks"]["mental"] == 4  # 6 − 2 dice
    assert len(s["initiatives"][f"c{viktor}"]["faces"]) == 2
    assert s["combatants"][f"c{viktor}"]["banks"]["mental"] == 2
    assert s["initiatives"][f"x{viktor}-1"]["faces"] == []
    assert page.prompts.count() == 0

    # more dice than the bank: refused with the reason, nothing changes
    before = state(page)
    shown = len(messages.shown)
    refusal = "mental bank holds 6 dice"  # said in the dialog, kept as filled in
    initiative_for(page, qtbot, {f"c{lucie}": "1 2 3 4 5 6 7"}, refused=refusal)
    assert state(page) == before
    assert len(messages.shown) == shown

    # a bonus action given in the initiative phase comes after every main action
    select(page, f"c{lucie}")

    def bonus(dialog):
        assert isinstance(dialog, BonusDialog)
        dialog.accept()  # the default: one more than now

    run(qtbot, panel.bonus_action.trigger, bonus)
    assert state(page)["bonus"] == {f"c{lucie}": 1}

    # N starts the actions: main actions by initiative, then the bonus action; the two
    # extras tie (Vyrovnanost 2, no dice): the GM is asked for their order at once
    def tie(dialog):
        assert isinstance(dialog, OrderDialog)
        assert dialog.ids() == [f"x{viktor}-1", f"x{viktor}-2"]
        dialog.accept()

    run(qtbot, page.next_action.trigger, tie)
    s = state(page)
    assert s["phase"] == "act"
    assert s["order"][0] == f"c{tomas}" and s["order"][-1] == f"c{lucie}"
    assert [a["bonus"] for a in s["actions"]] == [0, 0, 0, 0, 0, 1]
    assert panel.order_model.rows[0]["current"]
    assert f"{isolate('Tomáš Kubíček')}: main action (1 of 6)" in panel.now_label.text()
    assert not panel.initiative_action.isEnabled()
    assert page.current_label.text() == f"Now: {isolate('Tomáš Kubíček')}"

    # an aimed ranged shot at Viktor's head: −3 shown, 2 lethal points on his sheet
    select(page, f"c{viktor}")

    def aimed(dialog):
        assert isinstance(dialog, WoundDialog)
        assert dialog.attacker.key() == f"c{tomas}"
        dialog.mode.setCurrentIndex(dialog.mode.findData("aimed_ranged"))
        dialog.scar.set_key("head")
        assert "−3 to the roll" in dialog.note.text()
        dialog.table.set_value(f"c{viktor}", "points", 2)
        dialog.accept()

    run(qtbot, panel.wound_action.trigger, aimed)
    assert sheet_of(viktor)["scars"]["head"].startswith("XX")
    assert any("aimed at Head (ranged), −3 to the roll" in t for t in log_texts(page))

    # many targets at once: the two extras, each its own points, one undo step
    select(page, f"x{viktor}-1", f"x{viktor}-2")
    undo_count = window.session.undo_stack.count()

    def two(dialog):
        dialog.scar.set_key("torso")
        dialog.severity.set_key("stun")
        dialog.table.set_value(f"x{viktor}-1", "points", 1)
        dialog.table.set_value(f"x{viktor}-2", "points", 4)
        dialog.accept()

    run(qtbot, panel.wound_action.trigger, two)
    s = state(page)
    assert s["combatants"][f"x{viktor}-1"]["sheet"]["scars"]["torso"] == "/__"
    # Konstituce 3: three boxes, so the fourth stun point upgrades the lightest wound
    assert s["combatants"][f"x{viktor}-2"]["sheet"]["scars"]["torso"] == "X//"
    assert window.session.undo_stack.count() == undo_count + 1

    # the d10 hit location entered: 2 is a miss, then the bystander is rolled for
    select(page, f"x{viktor}-1")

    def location(dialog):
        dialog.mode.setCurrentIndex(dialog.mode.findData("location"))
        dialog.table.set_value(f"x{viktor}-1", "face", "2")
        dialog.accept()

    def who(dialog):
        assert isinstance(dialog, QInputDialog)
        dialog.setTextValue("Lucie Pokorná")
        dialog.accept()

    def bystander(dialog):
        assert isinstance(dialog, WoundDialog) and dialog.bystander
        dialog.table.set_value(f"c{lucie}", "face", "6")  # right arm
        dialog.table.set_value(f"c{lucie}", "points", 1)
        dialog.accept()

    run(qtbot, panel.wound_action.trigger, location, who, bystander)
    assert sheet_of(lucie)["scars"]["right_arm"].startswith("X")
    texts = log_texts(page)
    assert any("hit location 2 – a miss" in t for t in texts)
    assert any("hit location 6 – Right arm" in t for t in texts)

    # the next action: Viktor burns from his torso within the round's limit (Obratnost 4)
    page.next_action.trigger()
    select(page, f"c{viktor}")

    def burn(dialog):
        assert isinstance(dialog, BurnDialog)
        dialog.scar.set_key("torso")
        dialog.severity.set_key("stun")
        dialog.points.setValue(3)
        dialog.restore.setValue(2)
        assert "0 of 4" in dialog.note.text()
        dialog.accept()

    run(qtbot, panel.burn_action.trigger, burn)
    assert state(page)["combatants"][f"c{viktor}"]["sheet"]["burned"]["physical"] == 3

    def too_much(dialog):
        dialog.scar.set_key("torso")
        dialog.points.setValue(2)
        dialog.accept()

    def kept(dialog):  # a refused burn keeps its dialog, as filled in, saying why
        assert "At most 4 physical wound points can be burned per round" in dialog.problem.text()
        assert dialog.problem.isVisible() and dialog.points.value() == 2
        dialog.reject()

    shown = len(messages.shown)
    run(qtbot, panel.burn_action.trigger, too_much, kept)
    assert len(messages.shown) == shown  # no message box over it

    # a burst from Viktor: short, same target twice; each attack asked (hit or missed)
    select(page, f"c{tomas}")

    def burst(dialog):
        assert isinstance(dialog, AutofireDialog)
        assert dialog.attacker.key() == f"c{viktor}"
        assert "−1" in dialog.note.text()
        dialog.accept()

    def first_hit(dialog):
        assert dialog.windowTitle() == "Attack 1 of the burst"
        dialog.table.set_value(f"c{tomas}", "face", "8")  # torso
        dialog.accept()

    def second_missed(dialog):  # it shows how the burst went so far
        assert "So far: attack 1 hit \u2068Tomáš" in dialog.note.text()
        dialog.reject()

    run(qtbot, panel.autofire_action.trigger, burst, first_hit, second_missed)
    assert sheet_of(tomas)["scars"]["torso"].startswith("X")

    # walk to the end of the round: the bonus action is last, then round 2's initiative
    while state(page)["turn"] < len(state(page)["order"]) - 1:
        page.next_action.trigger()
    assert state(page)["actions"][state(page)["turn"]] == {"id": f"c{lucie}", "bonus": 1}
    assert "bonus action 1" in panel.now_label.text()
    round_one_end = state(page)
    page.next_action.trigger()
    s = state(page)
    assert s["round"] == 2 and s["phase"] == "initiative"
    assert s["combatants"][f"c{tomas}"]["banks"]["mental"] == 6  # refilled
    assert s["combatants"][f"c{viktor}"]["sheet"]["burned"]["physical"] == 0

    # undo back through the round: round 1's last action, then further back
    window.menus.undo_action.trigger()
    assert state(page) == round_one_end
    for _ in range(4):
        window.menus.undo_action.trigger()
    assert state(page)["round"] == 1 and state(page)["phase"] == "act"
    assert panel.order_model.rows  # the order is shown again
    # the wounds stay on the sheets that took them
    assert sheet_of(viktor)["scars"]["head"].startswith("XX")


def test_reopening_the_campaign_mid_fight_continues_where_it_was(window, qtbot, campaign):
    page, (tomas, lucie, _viktor) = prepare(window)
    page.start_action.trigger()
    initiative_for(page, qtbot, {f"c{tomas}": "9", f"c{lucie}": "0"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # the extras' tie
    page.next_action.trigger()
    before = state(page)
    encounter_id = page.controller.encounter_id
    path = campaign.path
    window.close_campaign()
    assert window.open_campaign(path)
    page = window.combat_area
    page.encounter_view.setCurrentIndex(page.encounters.index(page.encounters.row_of(encounter_id)))
    assert state(page) == before == encounter_state(encounter_id)
    assert isinstance(page.panel, ClovekTrackerPanel)
    assert page.panel.order_model.current_row() == 1
    page.next_action.trigger()
    assert state(page)["turn"] == 2


def test_ties_are_ordered_by_the_gm_when_the_rule_leaves_them(window, qtbot):
    page, (tomas, lucie, viktor) = prepare(window)
    page.start_action.trigger()
    # Tomáš and Lucie both 3 + Vyrovnanost 3: the default rule (higher Vyrovnanost) ties
    initiative_for(page, qtbot, {f"c{tomas}": "7", f"c{lucie}": "7"})

    def order(dialog):
        assert isinstance(dialog, OrderDialog)
        assert set(dialog.ids()) == {f"c{tomas}", f"c{lucie}"}
        dialog.list.setCurrentRow(dialog.ids().index(f"c{lucie}"))
        dialog.move(-1)
        assert dialog.ids()[0] == f"c{lucie}"
        dialog.accept()

    chosen = []

    def extras(dialog):  # Viktor put no dice: Vyrovnanost 2, as his two extras
        assert set(dialog.ids()) == {f"c{viktor}", f"x{viktor}-1", f"x{viktor}-2"}
        dialog.list.setCurrentRow(2)
        dialog.move(-1)
        dialog.move(-1)
        chosen.extend(dialog.ids())
        dialog.accept()

    run(qtbot, page.next_action.trigger, order, extras)
    # both answers hold: the second tie's order did not undo the first's
    assert state(page)["order"][:2] == [f"c{lucie}", f"c{tomas}"]
    assert state(page)["order"][-3:] == chosen and chosen[0] != f"c{viktor}"
    assert page.prompts.count() == 0


def test_the_action_order_model_passes_the_tester():
    model = ActionOrderModel()
    QAbstractItemModelTester(model)
    state = {
        "phase": "act",
        "turn": 1,
        "initiative_mode": "roll",
        "initiatives": {"a": {"value": 12, "faces": [2]}},
        "combatants": {"a": {"name": "A", "hidden": False}, "b": {"name": "B", "hidden": True}},
        "actions": [{"id": "a", "bonus": 0}, {"id": "b", "bonus": 0}, {"id": "a", "bonus": 1}],
    }
    model.set_state(state)
    assert model.rowCount() == 3 and model.current_row() == 1
    assert model.index(0).data().startswith(f"✓ 1. {isolate('A')} · main action  (12)")
    assert f"◌ {isolate('B')}" in model.index(1).data()
    model.set_state({**state, "turn": 2})
    assert model.current_row() == 2
    model.set_state({**state, "actions": state["actions"][:2]})
    assert model.rowCount() == 2
    model.set_state(None)
    assert model.rowCount() == 0


def test_the_keys_open_the_panels_dialogs_from_the_order_table(window, qtbot):
    page, (tomas, _lucie, viktor) = prepare(window)
    page.start_action.trigger()
    seen = []

    def press(key):  # the key where the GM is: in the order table, the window active
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        page.table.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is page.table)
        qtbot.keyClick(page.table, key)

    def note(dialog):
        seen.append(type(dialog).__name__)
        dialog.reject()

    run(qtbot, lambda: press("I"), note)
    run(qtbot, lambda: press("N"), note, note)  # the two ties (nobody put dice)
    assert state(page)["phase"] == "act"
    select(page, f"c{viktor}")
    for key in ("W", "B", "S", "U", "D", "F", "G"):
        run(qtbot, lambda key=key: press(key), note)
    assert seen == [
        "InitiativeDialog",
        "OrderDialog",
        "OrderDialog",
        "WoundDialog",
        "BonusDialog",
        "SocialAttackDialog",
        "BurnDialog",
        "SpendDialog",
        "AutofireDialog",
        "ShotgunDialog",
    ]
    assert state(page)["current"] == f"c{tomas}"  # cancelled dialogs changed nothing


def test_a_prompt_double_clicked_asks_that_one_and_a_bonus_gained_mid_round_joins_the_end(
    window, qtbot
):
    page, (tomas, lucie, _viktor) = prepare(window)
    page.start_action.trigger()
    row = next(
        i
        for i in range(page.prompts.count())
        if page.prompts.item(i).text().startswith("Lucie Pokorná")
    )

    def one(dialog):
        assert isinstance(dialog, InitiativeDialog) and dialog.table.ids == [f"c{lucie}"]
        dialog.table.set_value(f"c{lucie}", "faces", "0")
        dialog.accept()

    run(qtbot, lambda: page.prompts.itemActivated.emit(page.prompts.item(row)), one)
    assert state(page)["initiatives"][f"c{lucie}"]["value"] == 13
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # Viktor's tie
    assert state(page)["current"] == f"c{lucie}"
    # Tomáš speaks during Lucie's action: a bonus action gained now joins the end
    select(page, f"c{tomas}")
    run(qtbot, page.panel.bonus_action.trigger, lambda dialog: dialog.accept())
    actions = state(page)["actions"]
    assert actions[-1] == {"id": f"c{tomas}", "bonus": 1}
    assert [a["bonus"] for a in actions[:-1]] == [0] * (len(actions) - 1)
    assert page.panel.order_model.rows[-1]["bonus"] == 1
    assert "(1 of 6)" in page.panel.now_label.text()


def test_a_long_action_order_asks_only_its_shown_rows_at_a_step(window, qtbot, monkeypatch):
    """A round of many actions: moving to the next one, and a new round's order, ask the
    list for the rows it shows, not every row's text (and size) to lay it out again (one
    line per action)."""
    asked: set[int] = set()
    real = ActionOrderModel.data

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            asked.add(index.row())
        return real(self, index, role)

    monkeypatch.setattr(ActionOrderModel, "data", data)  # before the panel's model is made
    page, _ = prepare(window)
    window.show()
    qtbot.waitExposed(window)
    panel = page.panel
    combatants = {f"c{n}": {"name": f"Účastník {n}", "hidden": False} for n in range(200)}
    state = {
        "phase": "act",
        "turn": 0,
        "initiative_mode": "roll",
        "initiatives": {},
        "combatants": combatants,
        "actions": [{"id": cid, "bonus": 0} for cid in combatants],
    }
    view, model = panel.order_view, panel.order_model

    def step(turn, actions=state["actions"]):  # what the panel's refresh does with the list
        model.set_state({**state, "turn": turn, "actions": actions})
        view.scrollTo(model.index(model.current_row()))

    step(0)
    qtbot.waitUntil(lambda: view.indexAt(view.rect().center()).isValid())
    shown = view.viewport().height() // view.sizeHintForRow(0) + 2
    new_round = state["actions"][::-1]
    for turn, actions in ((1, state["actions"]), (150, state["actions"]), (3, new_round)):
        asked.clear()
        step(turn, actions)
        view.viewport().repaint()
        assert view.viewport().rect().intersects(view.visualRect(model.index(turn)))
        assert 0 < len(asked) <= shown + 2, f"{len(asked)} rows asked, {shown} shown"
    # a line wider than the list is cut with "…" at the list's width; its tooltip is whole
    line = model.index(7).data()
    assert model.index(7).data(Qt.ItemDataRole.ToolTipRole) == line
    assert view.visualRect(model.index(7)).width() <= view.viewport().width()
