"""A large fight's steps through the controller: each encodes only the combatants it
changed, yet undo and redo walk back and forth through the very states (the file's
state column and parts byte for byte) and a reopened campaign shows the same fight; the order table
hears only of changed rows; the public view is worked out only for a player view that
listens; a step repaints what it changed, not the whole window."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from settle import settle  # tests/ui on the path
from test_combat_area import add_party

from campaign_manager.storage import fight_parts, open_campaign
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.ui.responsive.layout_stop import LayoutStop


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def stored(encounter_id: int) -> tuple[str, dict[str, str]]:
    """The fight as the file keeps it: its state column's text and its parts' texts."""
    column = (
        Encounter.select(Encounter.state.cast("TEXT")).where(Encounter.id == encounter_id).scalar()
    )
    database = Encounter._meta.database
    parts = database.execute_sql(fight_parts.read_sql(database.param), (encounter_id,))
    return column, dict(parts.fetchall())


def written(state: dict) -> dict[str, str]:
    """The parts' texts of ``state``, as ``JSONField`` writes each (sorted keys, not
    escaped)."""
    return {
        key: json.dumps(value, ensure_ascii=False, sort_keys=True)
        for key, value in _values(state).items()
    }


def _values(state: dict) -> dict:
    values = {fight_parts.key_of(k): v for k, v in state.items() if k != "combatants"}
    values[fight_parts.key_of("combatants")] = {}
    for cid, record in state["combatants"].items():
        values[fight_parts.key_of("combatants", cid)] = record
    return values


def big_fight(window, extras: int = 40) -> tuple[int, list[int]]:
    pcs, npc = add_party(window)
    combatants = [roster_combatant(i) for i in pcs] + extras_of(npc, extras)
    encounter = window.session.combat.create("Velká bitva", combatants)
    return encounter, pcs


def test_undo_and_redo_walk_through_the_very_states_and_a_reopen_shows_the_fight(window, campaign):
    encounter, pcs = big_fight(window)
    controller = window.session.combat
    pc = f"c{pcs[0]}"
    sheet = Character.get_by_id(pcs[0]).sheet
    extra = next(cid for cid in controller.state["combatants"] if cid.startswith("x"))
    steps = [
        {"type": "start"},
        {"type": "next"},
        {"type": "damage", "target": pc, "amount": 4},
        {"type": "condition", "target": extra, "name": "oslněn", "rounds": 2},
        {"type": "next"},
        {"type": "hide", "target": extra},
        {"type": "next"},
    ]
    seen = [(controller.state, stored(encounter))]
    for action in steps:
        controller.act(action)
        seen.append((controller.state, stored(encounter)))
    assert seen[-1][1][1] == written(controller.state)  # what JSONField writes, part by part
    wounded = Character.get_by_id(pcs[0]).sheet
    # the wound on the sheet (which the fight's step changed only where it wounded)
    validate = window.session.system.validate_sheet
    assert validate(wounded) == controller.state["combatants"][pc]["sheet"]

    for state, text in reversed(seen[:-1]):
        window.menus.undo_action.trigger()
        assert controller.state == state
        assert stored(encounter) == text
    assert Character.get_by_id(pcs[0]).sheet == sheet  # the wound taken back too
    for state, text in seen[1:]:
        window.menus.redo_action.trigger()
        assert controller.state == state
        assert stored(encounter) == text
    controller.act({"type": "next"})  # a step after undo and redo encodes from the file's
    last = controller.state
    assert stored(encounter)[1] == written(last)

    path = campaign.path
    window.close_campaign()
    window.attach(open_campaign(path, backup=False))
    window.session.combat.open(encounter)
    assert window.session.combat.state == last
    assert validate(Character.get_by_id(pcs[0]).sheet) == last["combatants"][pc]["sheet"]


def test_the_order_table_hears_only_of_the_rows_a_step_changed(window):
    big_fight(window)
    controller = window.session.combat
    controller.act({"type": "start"})
    order = window.combat_area.order
    heard = []
    order.dataChanged.connect(lambda first, last, *_: heard.append((first.row(), last.row())))
    resets = []
    order.modelReset.connect(lambda: resets.append(True))
    before = controller.state["current"]
    controller.act({"type": "next"})
    now = controller.state["current"]
    rows = {row["id"]: i for i, row in enumerate(order.rows)}
    assert not resets
    told = {row for first, last in heard for row in range(first, last + 1)}
    assert told == {rows[before], rows[now]}  # no other row
    font, background = Qt.ItemDataRole.FontRole, Qt.ItemDataRole.BackgroundRole
    for column in range(order.columnCount()):  # the highlight moved, cell by cell
        assert order.data(order.index(rows[now], column), font).bold()
        assert order.data(order.index(rows[now], column), background) is not None
        assert order.data(order.index(rows[before], column), font) is None
        assert order.data(order.index(rows[before], column), background) is None

    heard.clear()  # two rows far apart: those two, not all the rows between
    far = [order.rows[3]["id"], order.rows[-2]["id"]]
    controller.act_many(
        [{"type": "condition", "target": cid, "name": "oslněn", "rounds": 2} for cid in far]
    )
    told = {row for first, last in heard for row in range(first, last + 1)}
    assert told == {3, len(order.rows) - 2}
    text = order.data(order.index(rows[now], 0))
    assert text == order.rows[rows[now]]["name"]


def test_the_public_view_is_worked_out_only_for_a_listening_player_view(window, monkeypatch):
    big_fight(window, extras=5)
    controller = window.session.combat
    calls = []
    original = controller.module.public_view
    monkeypatch.setattr(
        controller.module, "public_view", lambda state: calls.append(1) or original(state)
    )
    controller.act({"type": "start"})
    controller.act({"type": "next"})
    assert calls == []  # no player view: nothing worked out

    heard = []
    controller.public_view_changed.connect(heard.append)
    view = controller.public_view()  # what a player view asks when it connects
    assert controller.public_view() is view and len(calls) == 1  # once per state
    controller.act({"type": "next"})
    assert len(calls) == 2 and heard == [controller.public_view()]
    assert heard[0]["current"] == controller.state["current"]
    controller.act({"type": "finish"})
    assert heard[-1] is None  # a finished fight shows nothing


class Paints(QObject):
    """Counts the paint events of the widgets it watches."""

    def __init__(self, *widgets):
        super().__init__()
        self.count = {widget: 0 for widget in widgets}
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count[watched] += 1
        return False


def test_a_step_repaints_what_changed_not_the_whole_window(window, qtbot):
    big_fight(window)
    controller = window.session.combat
    window.tabs.setCurrentWidget(window.combat_area)
    controller.act({"type": "start"})
    for _ in range(3):  # the fight's first layout goes up to the window once
        controller.act({"type": "next"})
    settle(qtbot, window)
    page = window.combat_area
    tab_bar = window.tabs.tabBar()
    paints = Paints(tab_bar, page.current_label, page.encounter_view.viewport())
    steps = 5
    for _ in range(steps):
        before = page.current_label.text()
        painted = paints.count[page.current_label]
        controller.act({"type": "next"})
        assert page.current_label.text() != before
        # each new name is painted
        qtbot.waitUntil(lambda p=painted: paints.count[page.current_label] > p)
        settle(qtbot, window)
    # the tabs and the list of fights are left alone: a step never repaints them (a late
    # paint of the fight's first layout on a loaded machine may come once, never per step)
    assert paints.count[tab_bar] <= 1
    assert paints.count[page.encounter_view.viewport()] <= 1


def test_a_layout_stop_passes_on_only_what_changes_its_size_hints(qtbot, qapp):
    outer = QWidget()
    layout = QVBoxLayout(outer)
    inner = QWidget()
    inner_layout = QVBoxLayout(inner)
    label = QLabel("Now: Bořek")
    inner_layout.addWidget(label)
    stop = LayoutStop(inner)
    layout.addWidget(stop)
    qtbot.addWidget(outer)
    outer.show()
    qtbot.waitExposed(outer)
    asked = []
    original = stop.updateGeometry
    stop.updateGeometry = lambda: (asked.append(1), original())
    label.setWordWrap(True)  # as the current combatant's is
    qapp.processEvents()
    asked.clear()
    label.setText("Now: Vavřinec Šťastný")  # the same room needed: nothing passed on
    qapp.processEvents()
    assert asked == [] and label.isVisible()
    label.setMinimumHeight(300)  # more room needed: passed on
    qapp.processEvents()
    assert asked and stop.minimumSizeHint().height() >= 300
    qtbot.waitUntil(lambda: stop.height() >= 300)
    assert inner.geometry() == stop.rect()


def test_the_table_follows_the_turn_a_page_at_a_time(window, qapp):
    big_fight(window, extras=80)
    window.tabs.setCurrentWidget(window.combat_area)
    page = window.combat_area
    controller = window.session.combat
    controller.act({"type": "start"})
    qapp.processEvents()
    bar = page.table.verticalScrollBar()
    scrolls = []
    bar.valueChanged.connect(scrolls.append)
    shown_rows = page.table.viewport().height() // page.table.rowHeight(0)
    assert 3 < shown_rows < 40
    steps = 60
    for _ in range(steps):
        controller.act({"type": "next"})
        qapp.processEvents()
        row = page.order.row_of(controller.state["current"])
        rect = page.table.visualRect(page.order.index(row, 0))
        assert page.table.viewport().rect().contains(rect)  # the turn's row always in view
        assert page.selected_ids() == [controller.state["current"]]
    # before: once the turn left the first page, the table scrolled at every turn
    assert len(scrolls) <= steps // (shown_rows - 2) + 1
