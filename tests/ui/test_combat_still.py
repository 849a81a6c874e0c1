"""The Combat area stays still under the GM's cursor: selecting, the next turn, declaring and
damage change texts, not where the order table, the declaration board, the action order and
the buttons are (a click meant for one row must not land on another)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QWidget
from settle import settle  # tests/ui on the path

from campaign_manager.storage.encounters import extras_of, roster_combatant


def _fight(window, system: str) -> None:
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    if system == "d20":
        from test_combat_area import add_party

        pcs, npc = add_party(window)
        page.create_fight("U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 3))
    elif system == "dakara":
        from test_dakara_tracker import character

        ids = [character("Bořek Hrabal"), character("Eliška", rating=2)]
        straz = character("Stráž", "npc", rating=2)
        page.create_fight("U brodu", [roster_combatant(i) for i in ids] + extras_of(straz, 2))
    else:
        from clovek_tracker_helpers import prepare

        prepare(window)


def _watched(page) -> list[QWidget]:
    """The order table, the panel's tables and lists, and every button shown (not d20's tie
    list: it is the selected combatant's, at the panel's foot, and comes and goes with it)."""
    widgets: list[QWidget] = [page.table, page.start_button.parentWidget()]
    ties = getattr(page.panel, "tie_box", None)
    for widget in page.panel.findChildren(QWidget):
        if ties is not None and (widget is ties or ties.isAncestorOf(widget)):
            continue
        if isinstance(widget, QAbstractItemView | QAbstractButton) and widget.isVisible():
            widgets.append(widget)
    return widgets


def _where(page, widgets: list[QWidget]) -> dict:
    window = page.window()
    return {
        widget.objectName() or repr(widget): (
            widget.mapTo(window, widget.rect().topLeft()).toTuple(),
            widget.size().toTuple(),
        )
        for widget in widgets
    }


def _steps(system: str, page) -> list:
    controller = page.controller
    ids = list(controller.state["combatants"])
    panel = page.panel

    def select(i):
        return lambda: page.select_combatant(ids[i])

    def damage(i):
        if system == "dakara":
            return lambda: panel.act(
                {"type": "damage", "targets": [{"target": ids[i], "amount": 2}]}
            )
        if system == "d20":
            return lambda: panel.act({"type": "damage", "target": ids[i], "amount": 3})
        return lambda: panel.act({"type": "bonus", "id": ids[i], "count": 0})

    def next_turn():
        controller.act({"type": "next"})

    if system == "dakara":

        def declare(i, target):
            return lambda: panel.declare(ids[i], "melee_attack", ids[target])

        return [select(0), declare(0, 2), select(3), declare(3, 1), damage(1), select(1),
                declare(1, 3), select(2)]  # fmt: skip
    return [select(0), next_turn, select(2), damage(2), next_turn, select(1), next_turn,
            select(4), next_turn, damage(0)]  # fmt: skip


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_the_combat_area_does_not_move_under_the_cursor(window, qtbot, campaign_system):
    window.resize(1280, 800)
    _fight(window, campaign_system)
    page = window.combat_area
    page.start_action.trigger()
    if campaign_system == "clovek":  # the actions of the first round begin
        page.controller.act({"type": "next"})
    settle(qtbot, window)
    widgets = _watched(page)
    before = _where(page, widgets)
    for number, step in enumerate(_steps(campaign_system, page)):
        step()
        settle(qtbot, window)
        assert _where(page, widgets) == before, f"moved after step {number}"


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_the_selection_follows_the_turn_and_a_click_between_turns_stays(
    window, qtbot, campaign_system
):
    _fight(window, campaign_system)
    page = window.combat_area
    controller = page.controller
    page.start_action.trigger()
    ids = list(controller.state["combatants"])
    if campaign_system == "dakara":  # the turns are the attacks being resolved
        panel = page.panel
        for attacker, target in ((ids[2], ids[0]), (ids[3], ids[1]), (ids[0], ids[2])):
            assert panel.declare(attacker, "melee_attack", target)
        panel.resolve_action.trigger()

        def next_turn():
            cid = controller.state["current"]
            target = controller.state["combatants"][cid]["intent"]["target"]
            assert panel.act({"type": "attack", "attacker": cid, "defender": target,
                              "attack_number": 3, "defence_number": 3,
                              "attack_roll": 1, "defence_roll": 1})  # fmt: skip
    else:
        if campaign_system == "clovek":
            controller.act({"type": "next"})  # the initiative: the actions begin

        def next_turn():
            page.next_action.trigger()

    def acting() -> list[str]:
        return [controller.state["current"]]

    assert page.selected_ids() == acting()
    other = next(i for i in ids if i != controller.state["current"])
    page.select_combatant(other)  # the GM looks at someone else: it stays until the turn moves
    controller.act({"type": "condition", "target": other, "name": "oslněn", "rounds": 2})
    assert page.selected_ids() == [other]
    next_turn()
    assert page.selected_ids() == acting()
    page.select_combatant(other)
    window.menus.undo_action.trigger()
    assert page.selected_ids() == acting()
    window.menus.redo_action.trigger()
    assert page.selected_ids() == acting()


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_the_round_does_not_end_with_bonus_actions_undeclared_unless_the_gm_says_so(
    window, monkeypatch
):
    from PySide6.QtWidgets import QMessageBox

    from campaign_manager.systems.clovek.encounter_bonus import undeclared_at_round_end

    _fight(window, "clovek")
    page = window.combat_area
    controller = page.controller
    page.start_action.trigger()
    controller.act({"type": "next"})  # the initiative: the actions begin
    ids = list(controller.state["combatants"])
    for cid in ids[2:]:
        assert page.panel.act({"type": "bonus", "id": cid, "count": 0})
    while len(controller.state["order"]) - 1 > controller.state["turn"]:
        page.next_action.trigger()
    names = [controller.state["combatants"][cid]["name"] for cid in ids[:2]]
    assert undeclared_at_round_end(controller.state) == [
        i for i in controller.state["order"] if i in ids[:2]
    ]
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    answer = QMessageBox.StandardButton.No
    page.next_action.trigger()  # No: the round goes on
    assert controller.state["round"] == 1
    assert len(asked) == 1 and "by 2 participants: " in asked[0] and "End the round" in asked[0]
    assert all(name in asked[0] for name in names)
    answer = QMessageBox.StandardButton.Yes
    page.next_action.trigger()
    assert controller.state["round"] == 2 and len(asked) == 2
    assert undeclared_at_round_end(controller.state) == []


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_the_order_table_grows_with_the_window_and_shows_the_state_whole(window, qtbot):
    window.resize(1280, 800)
    _fight(window, "d20")
    page = window.combat_area
    page.start_action.trigger()
    settle(qtbot, window)
    header = page.table.horizontalHeader()
    status = next(i for i, c in enumerate(page.order.columns) if c.key == "status")
    texts = [page.order.text(row, status) for row in range(page.order.rowCount())]
    assert any(text.startswith("Stamina") for text in texts)
    metrics = page.table.fontMetrics()
    widest = max(metrics.horizontalAdvance(text) for text in texts)
    assert header.sectionSize(status) >= widest + 6  # whole, with the cell's margins
    used = sum(header.sectionSize(c) for c in range(header.count()))
    assert used >= page.table.viewport().width() - 2  # no empty strip at the right
    before = header.sectionSize(status)
    window.resize(2200, 800)
    settle(qtbot, window)
    assert header.sectionSize(status) > before  # the state takes the new room
    used = sum(header.sectionSize(c) for c in range(header.count()))
    assert used >= page.table.viewport().width() - 2


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_the_declaration_board_shows_an_intent_whole(window, qtbot):
    from PySide6.QtCore import QRect, Qt

    from campaign_manager.ui.systems.dakara.tracker_board import INTENT, TARGET

    window.resize(1280, 800)
    _fight(window, "dakara")
    page = window.combat_area
    page.start_action.trigger()
    ids = list(page.controller.state["combatants"])
    assert page.panel.declare(ids[0], "melee_attack", ids[2])
    settle(qtbot, window)
    board, model = page.panel.board, page.panel.board_model
    row = model.row_of(ids[0])
    text = model.index(row, INTENT).data()
    assert text.startswith("Attack with a melee weapon,") and not text.endswith("…")
    metrics = board.fontMetrics()
    room = QRect(0, 0, board.columnWidth(INTENT) - 10, 10_000)
    needed = metrics.boundingRect(room, int(Qt.TextFlag.TextWordWrap), text)
    assert needed.height() <= board.rowHeight(row) - 4  # wrapped within its row, not cut
    assert model.index(row, TARGET).data(Qt.ItemDataRole.ToolTipRole)
