"""Dakara's tracker panel (issue 11): a whole fight through the real widgets of the Combat
area, by the text's procedure: declare, resolve, effects from the next round."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester, QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet
from campaign_manager.ui.systems.dakara.tracker import DakaraTrackerPanel
from campaign_manager.ui.systems.dakara.tracker_board import INTENT, TARGET

#: the board's combos open their list, a popup the offscreen platform cannot raise or grab for
pytestmark = pytest.mark.qt_log_ignore(
    "^This plugin does not support raise", "^This plugin does not support grabbing"
)


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def fighter(rating: int = 3, gear: tuple[str, ...] = ("Meč (příklad)",), **state) -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": rating}
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 2}}
    sheet["skills"]["Ohnivá magie"] = {"rating": 2}
    sheet["gear"] = [{"name": name, "quantity": 1, "price_md": None} for name in gear]
    sheet["state"].update(state)
    return validate_sheet(sheet)


def character(name: str, kind: str = "pc", **more) -> int:
    return Character.create(name=name, kind=kind, sheet=fighter(**more)).id


@pytest.fixture
def fight(window):
    """Bořek and Eliška (PCs) against two guards (extras of one NPC) and a hidden killer."""
    borek = character("Bořek Hrabal")
    eliska = character("Eliška", rating=2, gear=("Dýka (příklad)", "Prošívanice (příklad)"))
    straz = character("Stráž", "npc", rating=2)
    vrah = character("Vrah ve stínu", "npc")
    combatants = [
        roster_combatant(borek),
        roster_combatant(eliska),
        *extras_of(straz, 2),
        roster_combatant(vrah, hidden=True),
    ]
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("Přepadení u brodu", combatants)
    return {"borek": f"c{borek}", "eliska": f"c{eliska}", "vrah": f"c{vrah}",
            "straz1": f"x{straz}-1", "straz2": f"x{straz}-2", "borek_id": borek}  # fmt: skip


def panel_of(window) -> DakaraTrackerPanel:
    panel = window.combat_area.panel
    assert isinstance(panel, DakaraTrackerPanel)
    return panel


def state_of(window) -> dict:
    return window.combat_area.controller.state


def select(window, *ids: str) -> None:
    page = window.combat_area
    page.table.clearSelection()
    from PySide6.QtCore import QItemSelectionModel

    for cid in ids:
        row = page.order.row_of(cid)
        page.table.selectionModel().select(
            page.order.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    assert page.selected_ids() == sorted(ids, key=page.order.row_of)


def press(window, key: str) -> None:
    """Trigger the panel's or page's action with this shortcut, as the Combat menu has it."""
    actions = window.combat_area.menu_actions()
    found = [a for a in actions if a.shortcut().toString() == key]
    assert len(found) == 1, key
    assert found[0].isEnabled(), key
    found[0].trigger()


def ok(dialog) -> None:
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()


def choose(combo: QComboBox, value) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def board_pick(panel: DakaraTrackerPanel, cid: str, column: int, value) -> None:
    """Pick ``value`` from the list of the board's combo in that row and column, as the
    GM does: F2 opens the combo with its list, arrows move, Enter picks."""
    model, board = panel.board_model, panel.board
    index = model.index(model.row_of(cid), column)
    board.setCurrentIndex(index)
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_F2)
    editor = board.indexWidget(index)
    assert isinstance(editor, QComboBox), "no combo opened on the board"
    found = editor.findData(value)
    assert found >= 0, value
    editor.showPopup()
    view = editor.view()
    view.setCurrentIndex(view.model().index(found, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)


def kondice(window, cid: str) -> int:
    return play.current(state_of(window)["combatants"][cid]["sheet"])


def test_the_dakara_panel_is_the_combat_areas_with_its_actions_in_the_combat_menu(window, fight):
    panel = panel_of(window)
    shortcuts = {a.shortcut().toString() for a in window.combat_area.menu_actions()}
    assert {"I", "Ctrl+R", "A", "E", "F", "S", "D", "H", "B", "N", "C", "V"} <= shortcuts
    window.menus.fill_combat_menu()
    in_menu = {a.text() for a in window.menus.combat_menu.actions()}
    assert panel.attack_action.text() in in_menu
    assert panel.declare_action.text() in in_menu
    QAbstractItemModelTester(panel.board_model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    press(window, "Ctrl+Return")
    assert state_of(window)["round"] == 1
    assert panel.board_model.rowCount() == 5


def declare_by_dialog(window, panel, ids, action, target=None, rounds=0):
    select(window, *ids)
    press(window, "I")
    dialog = panel.dialog
    choose(dialog.action, action)
    choose(dialog.target, target)
    if rounds:
        dialog.rounds.setValue(rounds)
    ok(dialog)


def attack_by_dialog(window, panel, attacker, defender=None, rolls=(0, 0), **numbers):
    select(window, attacker)
    press(window, "A")
    dialog = panel.dialog
    assert dialog.attacker.currentData() == attacker
    if defender is not None:
        choose(dialog.defender, defender)
    for key, value in numbers.items():
        getattr(dialog, key).setValue(value)
    dialog.attack_roll.setValue(rolls[0])
    dialog.defence_roll.setValue(rolls[1])
    ok(dialog)
    return dialog


def test_a_whole_fight_by_the_texts_procedure(window, fight, messages, campaign):
    page, panel = window.combat_area, panel_of(window)
    borek, eliska, vrah = fight["borek"], fight["eliska"], fight["vrah"]
    s1, s2 = fight["straz1"], fight["straz2"]
    window.combat_area.controller.rng.seed(7)
    press(window, "Ctrl+Return")  # round 1: no initiative, the intents are declared
    assert state_of(window)["phase"] == "declare"
    assert {r["id"] for r in panel.board_model.rows[:3]} == {s1, s2, vrah}  # NPCs first

    # -- round 1: the GM declares the NPCs' intents, the players theirs ----------------------
    board_pick(panel, s1, INTENT, "melee_attack")
    board_pick(panel, s1, TARGET, borek)
    assert state_of(window)["combatants"][s1]["intent"]["target"] == borek
    declare_by_dialog(window, panel, [s2], "load_light_crossbow")  # two rounds
    board_pick(panel, vrah, INTENT, "melee_attack")
    board_pick(panel, vrah, TARGET, eliska)
    vrah_row = panel.board_model.row_of(vrah)
    assert "not announced" in panel.board_model.index(vrah_row, 3).data()
    public = page.controller.public_view()
    assert vrah not in [c["id"] for c in public["combatants"]]
    assert all("Vrah" not in str(c) for c in public["combatants"])

    declare_by_dialog(window, panel, [borek], "melee_attack", s1)
    board_pick(panel, borek, INTENT, "full_defence")  # changes his mind
    steps = window.session.undo_stack.count()
    board_pick(panel, borek, INTENT, "melee_attack")  # back to Stráž 1: abandoned
    assert messages.shown[-1][1] == "Not allowed by the rules"
    assert "abandoned this intent" in messages.shown[-1][2]
    assert window.session.undo_stack.count() == steps  # nothing changed
    assert state_of(window)["combatants"][borek]["intent"]["action"] == "full_defence"
    declare_by_dialog(window, panel, [borek], "melee_attack", s2)  # another target is fine
    declare_by_dialog(window, panel, [eliska], "melee_attack", s1)

    # a free action and Výdrž spent, each one step
    select(window, eliska)
    press(window, "F")
    panel.dialog.text.setText("křikne na Bořka")
    ok(panel.dialog)
    assert state_of(window)["combatants"][eliska]["free"] == "křikne na Bořka"
    press(window, "S")
    choose(panel.dialog.pool, "vydrz")
    panel.dialog.amount.setValue(1)
    ok(panel.dialog)
    assert play.pools(state_of(window)["combatants"][eliska]["sheet"])["vydrz"]["current"] == 1

    # -- round 1: resolution, NPCs first ------------------------------------------------------
    press(window, "Ctrl+R")
    assert state_of(window)["phase"] == "resolve"
    first = next(p.combatant for p in page.controller.pending() if p.kind == "attack")
    assert page.selected_ids() == [first] and first in (s1, vrah)  # an NPC's attack first
    dialog = attack_by_dialog(window, panel, s1, rolls=(6, 1))
    suggested = dialog.attack_number.value()
    assert dialog.defender.currentData() == borek  # from the intent
    assert "ÚČ" in dialog.notes.text()
    assert suggested == 3  # Boj zblízka 2 + the sword's attack 1, from the catalogue
    assert "Přesah" in panel.result.text() and "next round" in panel.result.text()
    assert kondice(window, borek) == 12  # not yet: from the next round
    assert page.selected_ids() == [vrah]  # the attack still waiting is offered next
    steps = window.session.undo_stack.count()
    attack_by_dialog(window, panel, s1, borek, rolls=(6, 1))
    assert "one attack per round" in messages.shown[-1][2]
    assert window.session.undo_stack.count() == steps
    attack_by_dialog(window, panel, vrah)  # both dice rolled here
    assert "1d6" in panel.result.text()
    attack_by_dialog(window, panel, borek, s2, rolls=(6, 1), attack_number=12)  # out
    assert "penalty" not in panel.result.text()  # hit this round, but fixed at its start
    attack_by_dialog(window, panel, eliska, s1, rolls=(2, 6))  # a miss
    assert "miss" in panel.result.text()
    hurt_borek = state_of(window)["combatants"][borek]["pending"][0]["amount"]
    assert hurt_borek > 0

    # damage from another source to two at once, each its own amount: one step
    select(window, s1, vrah)
    steps = window.session.undo_stack.count()
    press(window, "D")
    table = panel.dialog
    assert table.table.isVisible()
    table.amount.setValue(2)
    table.spins[[cid for cid, _ in table.targets].index(vrah)].setValue(5)  # its own amount
    ok(table)
    assert window.session.undo_stack.count() == steps + 1
    pending = {cid: [p["amount"] for p in state_of(window)["combatants"][cid]["pending"]]
               for cid in (s1, vrah)}  # fmt: skip
    assert pending[vrah][-1] == 5 and pending[s1][-1] == 2

    # -- round 2: the damage lands, on the sheets too ------------------------------------------
    press(window, "N")
    state = state_of(window)
    assert (state["round"], state["phase"]) == (2, "declare")
    assert kondice(window, borek) == 12 - hurt_borek
    sheet = Character.get_by_id(fight["borek_id"]).sheet
    assert play.current(sheet) == 12 - hurt_borek  # on Bořek's own sheet
    assert state["combatants"][s2]["intent"] is None  # knocked out: the loading stopped
    row = panel.board_model.rows[panel.board_model.row_of(s2)]
    assert not row["can_act"]
    s2_index = panel.board_model.index(panel.board_model.row_of(s2), 3)
    assert "out" in s2_index.data()
    assert "Out (kondice 0 or less)" in s2_index.data(Qt.ItemDataRole.ToolTipRole)
    assert (
        not panel.board_model.flags(
            panel.board_model.index(row_index := panel.board_model.row_of(s2), INTENT)
        )
        & Qt.ItemFlag.ItemIsEditable
    )
    declare_by_dialog(window, panel, [s2], "melee_attack", borek)
    assert "cannot fight" in messages.shown[-1][2] or "Out" in messages.shown[-1][2]
    # První pomoc: brought round for this round, then it acts at −4
    select(window, s2)
    press(window, "B")
    panel.dialog.rounds.setValue(1)
    ok(panel.dialog)
    assert state_of(window)["combatants"][s2]["brought_round"] == 1
    assert "−4" in panel.board_model.index(row_index, 3).data()
    declare_by_dialog(window, panel, [s2], "melee_attack", borek)
    assert state_of(window)["combatants"][s2]["intent"]["target"] == borek

    # an open action, ended by the GM
    declare_by_dialog(window, panel, [eliska], "concentration", vrah)
    assert state_of(window)["combatants"][eliska]["intent"]["rounds"] is None
    press(window, "Ctrl+R")
    press(window, "N")  # round 3: Eliška still concentrating
    assert state_of(window)["round"] == 3
    e_row = panel.board_model.rows[panel.board_model.row_of(eliska)]
    assert e_row["open_action"]
    assert "open" in panel.board_model.index(panel.board_model.row_of(eliska), 3).data()
    select(window, eliska)
    press(window, "E")
    assert state_of(window)["combatants"][eliska]["intent"] is None
    press(window, "E")  # nothing under way now
    assert "no multi-round or open action" in messages.shown[-1][2]

    # -- undo back through a round ------------------------------------------------------------
    while state_of(window)["round"] > 1 or state_of(window)["phase"] != "resolve":
        window.menus.undo_action.trigger()
    assert kondice(window, borek) == 12
    assert play.current(Character.get_by_id(fight["borek_id"]).sheet) == 12
    assert panel.board_model.rows[panel.board_model.row_of(borek)]["pending_damage"] == hurt_borek
    for _ in range(200):
        if not window.menus.redo_action.isEnabled():
            break
        window.menus.redo_action.trigger()
    assert state_of(window)["round"] == 3

    # -- reopen the campaign mid-fight --------------------------------------------------------
    from campaign_manager.storage import open_campaign

    path = campaign.path
    window.close_campaign()
    window.attach(open_campaign(path, backup=False))
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.encounter_view.setCurrentIndex(page.encounters.index(0))
    panel = panel_of(window)
    assert state_of(window)["round"] == 3
    assert panel.board_model.rowCount() == 5
    assert kondice(window, borek) == 12 - hurt_borek
    declare_by_dialog(window, panel, [borek], "melee_attack", s1)
    press(window, "Ctrl+R")
    attack_by_dialog(window, panel, borek, s1, rolls=(6, 1), attack_number=12)
    assert "penalty −" in panel.result.text()  # his wounds of round 1, in force since round 2
    press(window, "N")
    assert state_of(window)["round"] == 4
    assert not panel.board_model.rows[panel.board_model.row_of(s1)]["can_act"]
    assert play.current(Character.get_by_id(fight["borek_id"]).sheet) == 12 - hurt_borek


def test_shortcuts_work_from_the_keyboard_in_the_combat_area(window, fight, qtbot):
    panel = panel_of(window)
    press(window, "Ctrl+Return")
    select(window, fight["borek"])
    panel.board.setFocus()
    qtbot.keyClick(panel.board, Qt.Key.Key_I)
    assert panel.dialog is not None and panel.dialog.windowTitle() == "Declare an intent"
    choose(panel.dialog.action, "full_defence")
    qtbot.keyClick(panel.dialog.action, Qt.Key.Key_Return)
    assert state_of(window)["combatants"][fight["borek"]]["intent"]["action"] == "full_defence"
    panel.board.setFocus()
    qtbot.keyClick(panel.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert state_of(window)["phase"] == "resolve"


def test_prompts_open_the_declare_and_attack_dialogs(window, fight):
    page, panel = window.combat_area, panel_of(window)
    press(window, "Ctrl+Return")
    item = next(
        page.prompts.item(i)
        for i in range(page.prompts.count())
        if page.prompts.item(i).data(Qt.ItemDataRole.UserRole).combatant == fight["straz1"]
    )
    page.prompts.itemActivated.emit(item)
    assert panel.dialog.windowTitle() == "Declare an intent"
    assert panel.dialog.ids == [fight["straz1"]]
    choose(panel.dialog.action, "melee_attack")
    choose(panel.dialog.target, fight["eliska"])
    ok(panel.dialog)
    press(window, "Ctrl+R")
    prompt = next(p for p in page.controller.pending() if p.combatant == fight["straz1"])
    assert prompt.kind == "attack"
    panel.answer(prompt)
    assert panel.dialog.windowTitle() == "Resolve an attack"
    assert panel.dialog.attacker.currentData() == fight["straz1"]
    assert panel.dialog.defender.currentData() == fight["eliska"]
    # the numbers come from the characters and follow the chosen gear
    assert panel.dialog.weapon.itemText(0) == "from the gear: Meč (příklad)"
    assert panel.dialog.defender_weapon.itemText(0) == "from the gear: Dýka (příklad)"
    before = panel.dialog.defence_number.value()
    choose(panel.dialog.shield, "Puklíř (příklad)")
    assert panel.dialog.defence_number.value() == before + 1
    assert panel.dialog.armour_quality.value() == 1  # Eliška's Prošívanice, from her gear
    panel.dialog.reject()
    assert panel.dialog is None


def test_a_longer_action_keeps_its_combatant_busy_and_a_spell_resolves_last(
    window, fight, messages
):
    panel = panel_of(window)
    s2, borek, eliska = fight["straz2"], fight["borek"], fight["eliska"]
    tester = QAbstractItemModelTester(
        panel.board_model, QAbstractItemModelTester.FailureReportingMode.Fatal
    )
    press(window, "Ctrl+Return")
    declare_by_dialog(window, panel, [s2], "load_heavy_crossbow")
    declare_by_dialog(window, panel, [eliska], "cast_spell", fight["straz1"], rounds=2)
    assert state_of(window)["combatants"][eliska]["intent"]["rounds"] == 2
    press(window, "Ctrl+R")
    attack_by_dialog(window, panel, eliska, rolls=(6, 1))
    assert "resolves in its last round" in messages.shown[-1][2]
    press(window, "N")  # round 2
    row = panel.board_model.row_of(s2)
    assert panel.board_model.rows[row]["busy"] == 4
    assert "4 more" in panel.board_model.index(row, 3).data()
    assert "(round 2 of 5)" in panel.board_model.index(row, INTENT).data()
    assert not panel.board_model.flags(panel.board_model.index(row, INTENT)) & (
        Qt.ItemFlag.ItemIsEditable
    )
    declare_by_dialog(window, panel, [s2], "melee_attack", borek)
    assert "is busy" in messages.shown[-1][2]
    press(window, "Ctrl+R")
    attack_by_dialog(window, panel, eliska, rolls=(6, 1))  # the spell's last round
    assert state_of(window)["combatants"][eliska]["attacked"]
    del tester


def test_many_targets_at_once_one_step_each(window, fight):
    panel = panel_of(window)
    borek, eliska, s1 = fight["borek"], fight["eliska"], fight["straz1"]
    press(window, "Ctrl+Return")
    select(window, borek, eliska)
    steps = window.session.undo_stack.count()
    press(window, "S")
    choose(panel.dialog.pool, "vule")
    panel.dialog.amount.setValue(1)
    panel.dialog.spins[[c for c, _ in panel.dialog.targets].index(eliska)].setValue(2)
    ok(panel.dialog)
    assert window.session.undo_stack.count() == steps + 1
    pools = {
        c: play.pools(state_of(window)["combatants"][c]["sheet"])["vule"] for c in (borek, eliska)
    }
    assert pools[borek]["spent"] == 1 and pools[eliska]["spent"] == 2
    # a condition for both, each its own rounds, gone at exactly the right moment
    press(window, "C")
    panel.dialog.name.setText("oslnění")
    panel.dialog.rounds.setValue(1)
    panel.dialog.spins[[c for c, _ in panel.dialog.targets].index(eliska)].setValue(2)
    ok(panel.dialog)
    assert window.session.undo_stack.count() == steps + 2
    left = {
        c: state_of(window)["combatants"][c]["conditions"][0]["remaining"] for c in (borek, eliska)
    }
    assert left == {borek: 1, eliska: 2}
    press(window, "N")
    press(window, "N")  # round 2 starts: Bořek's one-round condition is over, Eliška's not
    assert not state_of(window)["combatants"][borek]["conditions"]
    assert state_of(window)["combatants"][eliska]["conditions"][0]["remaining"] == 1
    assert any("oslnění" in row.data() for row in _log_rows(window))
    # healing for the two, landing next round
    select(window, borek, s1)
    press(window, "H")
    ok(panel.dialog)
    assert all(
        state_of(window)["combatants"][c]["pending"][-1]["kind"] == "heal" for c in (borek, s1)
    )
    window.menus.undo_action.trigger()
    assert not any(state_of(window)["combatants"][c]["pending"] for c in (borek, s1))


def test_arrowing_through_a_closed_combo_declares_nothing_until_enter(window, fight, qtbot):
    panel = panel_of(window)
    borek = fight["borek"]
    press(window, "Ctrl+Return")
    model, board = panel.board_model, panel.board
    index = model.index(model.row_of(borek), INTENT)
    board.setCurrentIndex(index)
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_F2)
    editor = board.indexWidget(index)
    editor.hidePopup()  # Esc on the list: the combo stays, closed
    editor.picked = False
    steps = window.session.undo_stack.count()
    for _ in range(3):
        QTest.keyClick(editor, Qt.Key.Key_Down)
    assert window.session.undo_stack.count() == steps  # nothing declared, nothing abandoned
    assert state_of(window)["combatants"][borek]["abandoned"] == []
    chosen = editor.currentData()
    QTest.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits on Enter after the editor has seen the key
    qtbot.waitUntil(lambda: window.session.undo_stack.count() == steps + 1, timeout=5000)
    assert state_of(window)["combatants"][borek]["intent"]["action"] == chosen


def _log_rows(window):
    model = window.combat_area.log_view.model()
    return [model.index(r, 0) for r in range(model.rowCount())]


def test_a_dying_combatant_is_shown_unable_to_act_and_why(window, fight, messages):
    panel = panel_of(window)
    s1 = fight["straz1"]
    press(window, "Ctrl+Return")
    select(window, s1)
    press(window, "D")
    panel.dialog.amount.setValue(20)  # kondice 12 − 20 = −8: at the death threshold
    ok(panel.dialog)
    assert kondice(window, s1) == 12  # lands next round
    press(window, "N")
    press(window, "N")
    row = panel.board_model.row_of(s1)
    assert "✗ dying" in panel.board_model.index(row, 3).data()
    assert "Dying" in panel.board_model.index(row, 3).data(Qt.ItemDataRole.ToolTipRole)
    assert not any(p.combatant == s1 for p in window.combat_area.controller.pending())
    select(window, s1)
    press(window, "F")
    panel.dialog.text.setText("zasténá")
    ok(panel.dialog)
    assert "Dying" in messages.shown[-1][2]
    assert state_of(window)["combatants"][s1]["free"] is None
