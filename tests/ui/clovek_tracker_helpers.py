"""Helpers the Člověk tracker's GUI tests share: demo-like characters, a prepared fight,
dialogs answered as they open, selection and reading back."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from support.open_windows import main_windows

from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.ui.systems.clovek.tracker_dialogs import InitiativeDialog


def tracker_panels() -> list:
    """The tracker panels of the open main windows (tests/support/open_windows.py says
    why not through Qt's list of top-level widgets)."""
    return [
        window.combat_area.panel
        for window in main_windows()
        if getattr(window.combat_area, "panel", None) is not None
    ]


# -- helpers ----------------------------------------------------------------------------------
def character(name, kind="pc", temperament="cholerik", **attributes):
    """A demo-like character (the demo's attribute spreads), stored in the roster."""
    sheet = new_sheet()
    sheet["attributes"].update(attributes)
    sheet["temperament"] = temperament
    row = Row.create(name=name, kind=kind, sheet=validate_sheet(sheet))
    return row.id


def cast():
    tomas = character(
        "Tomáš Kubíček", obratnost=3, konstituce=3, sarm=2, vyrovnanost=3, inteligence=3
    )
    lucie = character(
        "Lucie Pokorná", temperament="sangvinik", sarm=4, vyrovnanost=3, inteligence=3
    )
    viktor = character(
        "Viktor Šindelář",
        "npc",
        "melancholik",
        obratnost=4,
        konstituce=3,
        sarm=1,
        vyrovnanost=2,
        inteligence=2,
    )
    return tomas, lucie, viktor


def prepare(window, kind="physical", **options):
    tomas, lucie, viktor = cast()
    combatants = [roster_combatant(tomas), roster_combatant(lucie), roster_combatant(viktor)]
    combatants += extras_of(viktor, 2)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("Přepadení u mlýna", combatants, kind=kind, **options)
    return page, (tomas, lucie, viktor)


def dialogs(qtbot, *fills):
    """Answer the next modal dialogs in turn: each ``fill(dialog)`` sets the widgets and
    presses a button. A tracker's dialog is answered as it opens (it runs no event loop of
    its own); another modal dialog runs its own, so a timer drives it."""
    queue = list(fills)
    seen = []

    def tick(dialog=None):
        opened = dialog is not None  # a tracker's dialog opened (again, when refused)
        dialog = dialog or QApplication.activeModalWidget()
        if dialog is None or (dialog in seen and not opened):
            return
        seen.append(dialog)
        if not queue:  # not expected: closed, and the test fails
            unexpected.append(dialog.windowTitle())
            dialog.reject()
            return
        try:
            queue.pop(0)(dialog)
        except Exception as error:  # a failed check inside a dialog fails the test
            unexpected.append(f"{dialog.windowTitle()}: {error!r}")
            dialog.reject()

    unexpected: list[str] = []
    dialogs.unexpected = unexpected

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    dialogs.opened = tick
    return timer, queue


def run(qtbot, trigger, *fills):
    panels = tracker_panels()
    timer, queue = dialogs(qtbot, *fills)
    for panel in panels:
        panel.dialog_opened.connect(dialogs.opened)
    try:
        trigger()
    finally:
        timer.stop()
        for panel in panels:
            panel.dialog_opened.disconnect(dialogs.opened)
    assert not queue, "a dialog that was expected did not open"
    assert not dialogs.unexpected, f"unexpected dialogs: {dialogs.unexpected}"


def state(page):
    return page.controller.state


def select(page, *ids):
    page.table.clearSelection()
    model = page.table.selectionModel()
    from PySide6.QtCore import QItemSelectionModel

    for cid in ids:
        row = page.order.row_of(cid)
        model.select(
            page.order.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )
    assert page.selected_ids() == [i for i in page.selected_ids() if i in ids]
    assert set(page.panel.selection) == set(ids)


def initiative_for(page, qtbot, entries: dict, refused: str | None = None):
    """The initiative dialog (I) with ``entries`` id → faces "3 0" or a number of dice;
    ``refused``: the rules refuse it, the dialog stays open saying so, and is cancelled."""

    def fill(dialog):
        assert isinstance(dialog, InitiativeDialog)
        for cid, value in entries.items():
            key = "faces" if isinstance(value, str) else "dice"
            dialog.table.set_value(cid, key, value)
        dialog.accept()

    def kept(dialog):
        assert dialog.problem.isVisible() and refused in dialog.problem.text()
        dialog.reject()

    run(qtbot, page.panel.initiative_action.trigger, fill, *([kept] if refused else []))


def sheet_of(character_id):
    return Row.get_by_id(character_id).sheet


def log_texts(page):
    model = page.log_view.model()
    return [model.index(r, 0).data() for r in range(model.rowCount())]
