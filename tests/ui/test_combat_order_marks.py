"""The GM's order table at a glance: every condition in view (never behind the scroll bar),
which are secret (kept from the players), and a hidden combatant told apart from one who
cannot act."""

from __future__ import annotations

import pytest
from test_combat_area import add_party

from campaign_manager.storage.encounters import extras_of, roster_combatant

SECRET = "◌ "


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def test_conditions_stay_in_view_marked_secret_and_hidden_is_not_unable(window, qtbot):
    pcs, npc = add_party(window)
    window.resize(1280, 800)
    window.show()
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    page.create_fight("U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 2))
    page.start_action.trigger()
    controller = window.session.combat
    pc, other = f"c{pcs[0]}", f"c{pcs[1]}"
    extra = next(cid for cid in controller.state["combatants"] if cid.startswith("x"))
    controller.act({"type": "condition", "target": pc, "name": "oslněn", "rounds": 2})
    controller.act(
        {"type": "condition", "target": pc, "name": "prokletý", "rounds": 3, "secret": True}
    )
    controller.act({"type": "hide", "target": extra})
    controller.act({"type": "damage", "target": other, "amount": 200})  # 0 wound points
    for _ in range(3):  # each save failed: unconscious, dying: cannot act
        if not next(r for r in controller.rows() if r["id"] == other)["can_act"]:
            break
        controller.act({"type": "save", "id": other, "total": 1})
    keys = [c.key for c in page.order.columns]
    conditions = keys.index("conditions")
    row = page.order.row_of(pc)
    text = page.order.text(row, conditions)
    assert "oslněn (2)" in text and f"{SECRET}prokletý (3)" in text
    assert f"{SECRET}oslněn" not in text  # a visible condition has no mark

    # the conditions column lies inside the table's width, not behind its scroll bar
    from settle import settle

    settle(qtbot, window)
    header = page.table.horizontalHeader()
    right = header.sectionViewportPosition(conditions) + header.sectionSize(conditions)
    assert header.sectionViewportPosition(conditions) >= 0
    assert right <= page.table.viewport().width()

    hidden_font = page.order.item(page.order.row_of(extra), 0).font()
    down = page.order.row_of(other)
    assert controller.rows()[down]["can_act"] is False
    down_font = page.order.item(down, 0).font()
    assert hidden_font.italic() and not down_font.italic()
    assert page.order.text(page.order.row_of(extra), 0).startswith(SECRET)
    assert not page.order.text(down, 0).startswith(SECRET)


def test_a_reopened_campaign_opens_its_running_fight_with_its_notes_and_log(
    window, campaign, qtbot
):
    pcs, _npc = add_party(window)
    page = window.combat_area
    page.create_fight(
        "U brodu", [roster_combatant(i) for i in pcs], notes="Most se zřítí ve 3. kole."
    )
    page.start_action.trigger()
    page.next_action.trigger()
    fight = window.session.combat.encounter_id
    path = campaign.path
    window.close_campaign(forget=False)
    assert window.open_campaign(path)
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    assert window.session.combat.encounter_id == fight  # the running fight, opened
    assert page.notes_label.isVisibleTo(page)
    assert page.notes_label.text() == "Most se zřítí ve 3. kole."
    assert page.log_view.model() is not None and page.log_view.model().rowCount() > 0
