"""The Combat area as the GM meets it at the table: what it shows after each step, and the
keys that reach it from every area."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.ui.combat import fights_pane
from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
from campaign_manager.ui.text import isolate
from tests.ui.test_combat_area import add_party

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(params=["d20", "clovek", "dakara"])
def campaign_system(request) -> str:
    return request.param


def new_fight_through_the_dialog(window, monkeypatch, name: str, people: list[int]) -> None:
    """*New fight…* as the GM does it: the dialog filled in and accepted."""

    def accept(dialog) -> bool:
        dialog.name.setText(name)
        for row in range(dialog.people.count()):
            item = dialog.people.item(row)
            ticked = item.data(Qt.ItemDataRole.UserRole) in people
            item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        return True

    monkeypatch.setattr(NewEncounterDialog, "exec", accept)
    monkeypatch.setattr(fights_pane, "NewEncounterDialog", NewEncounterDialog)
    window.combat_area.new_action.trigger()


def test_a_new_fight_shows_its_own_title_at_once(window, monkeypatch):
    pcs, _npc = add_party(window)
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    page.create_fight("U brodu", [roster_combatant(i) for i in pcs])
    assert page.title.text() == "U brodu"
    new_fight_through_the_dialog(window, monkeypatch, "Na mostě", pcs[:1])
    assert page.title.text() == "Na mostě"
    new_fight_through_the_dialog(window, monkeypatch, "V jeskyni", pcs)
    assert page.title.text() == "V jeskyni"
    current = page.encounter_view.currentIndex()
    assert page.encounters.data(current, Qt.ItemDataRole.DisplayRole).startswith("V jeskyni")


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_the_new_fight_key_works_from_every_area(window, qtbot, monkeypatch):
    opened: list[str] = []

    def record(dialog) -> bool:
        opened.append(window.tabs.currentWidget().objectName())
        return False

    monkeypatch.setattr(NewEncounterDialog, "exec", record)
    monkeypatch.setattr(fights_pane, "NewEncounterDialog", NewEncounterDialog)
    pcs, _npc = add_party(window)
    window.combat_area.create_fight("U brodu", [roster_combatant(i) for i in pcs])
    page = window.combat_area
    places = [
        (window.roster, lambda: window.roster),
        (window.character_area, lambda: window.character_area),
        (window.combat_area, lambda: page.encounter_view),
        (window.combat_area, lambda: page.table),
        (window.combat_area, lambda: page.dice),
        (window.ledger_area, lambda: window.ledger_area),
    ]
    for count, (area, focus) in enumerate(places, start=1):
        window.tabs.setCurrentWidget(area)
        window.activateWindow()  # offscreen, a closed dialog stays the active window
        qtbot.waitUntil(window.isActiveWindow)
        widget = focus()
        widget.setFocus()
        QApplication.processEvents()
        target = QApplication.focusWidget() or widget
        QTest.keyClick(target, Qt.Key.Key_F, CTRL_SHIFT)
        assert len(opened) == count, (area, widget)
        assert window.tabs.currentWidget() is window.combat_area


# -- Člověk: the initiative dialog and the burst's follow-ups ---------------------------------
def clovek_fight(window, monkeypatch):
    """The Člověk fight of the tracker's tests, started, its panel's steps recorded."""
    from tests.ui.clovek_tracker_helpers import prepare

    page, people = prepare(window)
    page.start_action.trigger()
    sent: list[dict] = []
    act_many = page.panel.act_many

    def record(actions, text=None):
        sent.extend(actions)
        return act_many(actions, text)

    monkeypatch.setattr(page.panel, "act_many", record)
    return page, people, sent


def focused(dialog, qtbot):
    """Where the keys go in the dialog, as the GM types them (the dialog made active)."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    widget = QApplication.focusWidget()
    assert widget is not None and dialog.isAncestorOf(widget)
    return widget


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_enter_in_the_initiative_dialog_commits_the_cell_and_keeps_the_dialog(
    window, qtbot, monkeypatch
):
    from tests.ui.clovek_tracker_helpers import run

    page, (tomas, lucie, _viktor), sent = clovek_fight(window, monkeypatch)
    still_open = []

    def type_dice(dialog):
        table = dialog.table
        assert focused(dialog, qtbot) is table  # typing goes into the first cell at once
        QTest.keyClicks(focused(dialog, qtbot), "3")  # no double click
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)
        QApplication.processEvents()
        still_open.append(dialog.isVisible())
        assert table.values()[0]["dice"] == 3, "Enter lost the typed dice"
        assert table.currentRow() == 1  # Enter went on to the next participant
        QTest.keyClicks(focused(dialog, qtbot), "2")
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Enter)
        QApplication.processEvents()
        still_open.append(dialog.isVisible())
        QTest.keyClicks(focused(dialog, qtbot), "1")  # and OK with the editor still open
        dialog.ok_button().click()

    run(qtbot, page.panel.initiative_action.trigger, type_dice)
    assert still_open == [True, True]
    ids = [a["id"] for a in sent]
    dice = {a["id"]: a.get("dice") for a in sent if a["type"] == "roll_initiative"}
    assert ids[:2] == [f"c{tomas}", f"c{lucie}"]
    assert dice == {ids[0]: 3, ids[1]: 2, ids[2]: 1}


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_enter_outside_a_cell_accepts_the_initiative_dialog_with_what_was_typed(
    window, qtbot, monkeypatch
):
    from tests.ui.clovek_tracker_helpers import run

    page, _people, sent = clovek_fight(window, monkeypatch)

    def type_and_accept(dialog):
        QTest.keyClicks(focused(dialog, qtbot), "2")
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)  # the cell
        QApplication.processEvents()
        assert dialog.isVisible()
        QTest.keyClick(focused(dialog, qtbot), Qt.Key.Key_Return)  # nothing typed now: OK

    run(qtbot, page.panel.initiative_action.trigger, type_and_accept)
    assert [a.get("dice") for a in sent if a["type"] == "roll_initiative"] == [2]


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_the_bursts_follow_up_dialogs_name_the_attacker(window, qtbot, monkeypatch):
    from campaign_manager.ui.systems.clovek.tracker_attacks import AutofireDialog
    from tests.ui.clovek_tracker_helpers import initiative_for, run, select

    page, (tomas, lucie, viktor), _sent = clovek_fight(window, monkeypatch)
    initiative_for(page, qtbot, {f"c{viktor}": "9", f"c{tomas}": "1", f"c{lucie}": "2"})
    run(qtbot, page.next_action.trigger, lambda dialog: dialog.accept())  # the extras' tie
    assert page.controller.state["current"] == f"c{viktor}"
    select(page, f"c{tomas}")
    attackers = []

    def burst(dialog):
        assert isinstance(dialog, AutofireDialog)
        dialog.accept()

    def follow_up(dialog):
        attackers.append((dialog.attacker.currentText(), dialog.attacker.isEnabled()))
        dialog.reject()

    run(qtbot, page.panel.autofire_action.trigger, burst, follow_up, follow_up)
    assert attackers == [("Viktor Šindelář", False)] * 2


# -- d20: initiative in the order and the log --------------------------------------------------
def init_cell(page, cid: str) -> str:
    column = next(i for i, c in enumerate(page.order.columns) if c.key == "initiative")
    return page.order.index(page.order.row_of(cid), column).data() or ""


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_each_initiative_is_logged_once(window, qtbot):
    from tests.ui.test_d20_tracker_helpers import log_texts, start_fight

    start_fight(window, qtbot)
    lines = [t for t in log_texts(window) if ": initiative " in t]
    names = [t.split(": initiative ")[0] for t in lines]
    assert len(names) == len(set(names)) == 6, lines


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_a_resumed_combatant_shows_the_initiative_it_took(window, qtbot):
    from tests.ui.test_d20_tracker import key
    from tests.ui.test_d20_tracker_helpers import select, start_fight

    ids = start_fight(window, qtbot)
    page = window.combat_area
    borek, k1 = ids["Bořek Hrabal"], ids["Kostlivec ze starého hřbitova 1"]
    assert init_cell(page, borek).startswith("15")
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.ShiftModifier)  # Bořek delays
    key(window, Qt.Key.Key_N)  # Lenka's turn ends: the skeleton's comes
    assert page.controller.state["current"] == k1
    select(page, borek)
    key(window, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)  # Bořek acts now
    assert page.controller.state["initiative"][borek]["total"] == 13
    assert init_cell(page, borek).startswith("13")


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_a_tie_broken_by_the_modifier_is_marked(window, qtbot):
    from tests.ui.test_d20_tracker_helpers import start_fight

    ids = start_fight(window, qtbot)
    page = window.combat_area
    borek, lenka = ids["Bořek Hrabal"], ids["Lenka Vránová"]
    matej = ids["Matěj Kos"]
    assert init_cell(page, borek) != "15" and "15" in init_cell(page, borek)
    assert init_cell(page, lenka) != "15" and "15" in init_cell(page, lenka)
    assert init_cell(page, matej) == "9"  # tied with nobody: the number alone


# -- Dakara: who resolves now, and next ------------------------------------------------------
@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_the_resolution_names_who_resolves_now_and_next(window):
    from tests.ui.test_dakara_tracker import character

    borek, eliska = character("Bořek Hrabal"), character("Eliška", rating=2)
    straz = character("Stráž", "npc", rating=2)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("U brodu", [roster_combatant(i) for i in (borek, eliska, straz)])
    b, e, s = f"c{borek}", f"c{eliska}", f"c{straz}"
    page.start_action.trigger()
    panel = page.panel
    for attacker, target in ((s, b), (b, s)):
        assert panel.act(
            {"type": "declare", "id": attacker, "action": "melee_attack", "target": target}
        )
    assert panel.act({"type": "declare", "id": e, "action": "full_defence"})
    panel.resolve_action.trigger()
    controller = page.controller
    assert controller.state["current"] == s  # NPCs first: the guard's attack is resolved now
    assert page.current_label.text().endswith(isolate("Stráž"))
    assert controller.public_view()["next"] == b  # then Bořek's; Eliška has nothing to resolve
    assert panel.act(
        {
            "type": "attack",
            "attacker": s,
            "defender": b,
            "attack_number": 3,
            "defence_number": 3,
            "attack_roll": 1,
            "defence_roll": 1,
        }
    )
    assert controller.state["current"] == b
    assert page.current_label.text().endswith(isolate("Bořek Hrabal"))
    assert controller.public_view()["next"] is None
    assert panel.act(
        {
            "type": "attack",
            "attacker": b,
            "defender": s,
            "attack_number": 3,
            "defence_number": 3,
            "attack_roll": 1,
            "defence_roll": 1,
        }
    )
    assert controller.state["current"] is None and page.current_label.text() == ""


# -- the order table ---------------------------------------------------------------------------
@pytest.mark.parametrize("campaign_system", ["d20"])
def test_the_order_table_keeps_the_gms_column_widths_and_tells_what_it_cuts(window, qtbot):
    pcs, _npc = add_party(window)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("U brodu", [roster_combatant(i) for i in pcs])
    header = page.table.horizontalHeader()
    state_column = next(i for i, c in enumerate(page.order.columns) if c.key == "status")
    header.resizeSection(state_column, 61)  # the GM drags the column's edge
    columns = page.order.columnCount()
    page.start_action.trigger()  # the initiative column appears: the table is laid out anew
    assert page.order.columnCount() > columns
    state_column = next(i for i, c in enumerate(page.order.columns) if c.key == "status")
    assert header.sectionSize(state_column) == 61
    text = page.order.index(0, state_column).data()
    assert text and text in page.order.index(0, state_column).data(Qt.ItemDataRole.ToolTipRole)
