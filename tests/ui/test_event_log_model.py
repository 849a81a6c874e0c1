"""The event log model of a fight: a step shows the lines it wrote and its undo drops them,
from what the change says, without reading the log again; the lines are those a fresh
read of the file gives."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.changes import AddCharacter, LogLine, UpdateCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.queries import log_records
from campaign_manager.ui.models import event_log


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def a_fight(window) -> int:
    ids = []
    for entry in window.session.system.demo()["characters"]:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids.append((change.id, entry["kind"]))
    pcs = [i for i, kind in ids if kind == "pc"]
    npc = next(i for i, kind in ids if kind == "npc")
    page = window.combat_area
    encounter = page.create_fight("U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 4))
    page.start_action.trigger()
    return encounter


class Reads:
    """Counts the model's reads of the log from the file."""

    def __init__(self, monkeypatch):
        self.count = 0

        def counted(*args, **kwargs):
            self.count += 1
            return log_records(*args, **kwargs)

        monkeypatch.setattr(event_log, "log_records", counted)


def test_a_step_adds_its_lines_and_undo_removes_them_without_reading_the_log(
    window, qtbot, monkeypatch
):
    encounter = a_fight(window)
    for log in (window.session.event_log(encounter=encounter), window.session.event_log()):
        QAbstractItemModelTester(log, QAbstractItemModelTester.FailureReportingMode.Fatal)
    fight_log = window.session.event_log(encounter=encounter)
    whole_log = window.session.event_log()
    before = fight_log.records()
    reads = Reads(monkeypatch)

    with qtbot.assertNotEmitted(fight_log.modelReset):
        window.combat_area.next_action.trigger()
    added = fight_log.records()[len(before) :]
    assert added and fight_log.records()[: len(before)] == before  # new lines at the end
    assert fight_log.records() == log_records(encounter=encounter)  # what a reload reads
    assert whole_log.records() == log_records()
    assert fight_log.texts("en")[-1] in whole_log.texts("en")

    window.menus.undo_action.trigger()
    assert fight_log.records() == before == log_records(encounter=encounter)
    assert whole_log.records() == log_records()
    window.menus.redo_action.trigger()
    assert fight_log.records() == log_records(encounter=encounter)
    assert [r.text("cs") for r in fight_log.records()[len(before) :]] == [
        r.text("cs") for r in added
    ]
    assert reads.count == 0  # each time from what the change said


def test_a_characters_log_shows_only_its_own_lines_from_a_step(window):
    encounter = a_fight(window)
    character = window.session.combat.state["combatants"]
    pc = next(c["character_id"] for c in character.values() if c.get("character_id"))
    own = window.session.event_log(character=pc)
    QAbstractItemModelTester(own, QAbstractItemModelTester.FailureReportingMode.Fatal)
    other = LogLine("Jiný", "Other", "note", character=pc + 1000, encounter=encounter)
    mine = LogLine("Bořek: výdrž −2", "Bořek: stamina −2", "damage", character=pc)
    window.session.perform(UpdateCharacter(pc, {"notes": "x"}), "Hit", log=[other, mine])
    assert own.texts("en")[-1] == "Bořek: stamina −2"
    assert "Other" not in own.texts("en")
    assert own.records() == log_records(character=pc)
    window.menus.undo_action.trigger()
    assert own.records() == log_records(character=pc)
    assert "Bořek: stamina −2" not in own.texts("en")


def test_a_change_that_does_not_list_its_lines_reads_the_log_again(window, monkeypatch):
    from campaign_manager.storage.touched import Touched

    encounter = a_fight(window)
    fight_log = window.session.event_log(encounter=encounter)
    reads = Reads(monkeypatch)
    window.session.changed.emit(
        Touched(events=True, events_unlisted=True, event_encounters=frozenset({encounter}))
    )
    assert reads.count == 1
    assert fight_log.records() == log_records(encounter=encounter)


def test_a_step_in_a_long_fight_asks_the_log_model_only_of_the_lines_it_shows(window):
    # the log view lays every row out again on an insertion; with the rows' count in
    # Python that was two Python calls per line of the log on every step
    import sys

    encounter = a_fight(window)
    many = [LogLine(f"řádek {n}", f"line {n}", "note", encounter=encounter) for n in range(400)]
    window.session.perform(UpdateCharacter(1, {"notes": "x"}), "Lines", log=many)
    QApplication.processEvents()
    assert window.combat_area.log_view.model().rowCount() > 400
    calls = []

    def count(frame, event, arg):
        if event == "call" and frame.f_code.co_filename == event_log.__file__:
            calls.append(frame.f_code.co_name)

    sys.setprofile(count)
    try:
        window.combat_area.next_action.trigger()
    finally:
        sys.setprofile(None)
    assert window.combat_area.log_view.model().rowCount() > 401
    assert len(calls) < 100, {name: calls.count(name) for name in set(calls)}


def test_a_redo_after_another_clients_line_puts_its_lines_back_in_their_place(window):
    from campaign_manager.storage.changes import LogEvents
    from campaign_manager.storage.touched import Touched

    whole = window.session.event_log()
    QAbstractItemModelTester(whole, QAbstractItemModelTester.FailureReportingMode.Fatal)
    mine = [LogLine("moje 1", "mine 1"), LogLine("moje 2", "mine 2")]
    window.session.perform(LogEvents(mine), "Mine")
    window.menus.undo_action.trigger()
    # another client's line, written meanwhile and heard as a notice (ids come later)
    LogEvents([LogLine("cizí", "theirs")]).apply(window.session.campaign)
    window.session.changed.emit(Touched(events=True, events_unlisted=True))
    assert whole.texts("en")[-1:] == ["theirs"]
    window.menus.redo_action.trigger()
    assert whole.texts("en")[-3:] == ["mine 1", "mine 2", "theirs"]  # in the file's order
    assert whole.records() == log_records()


def _calls_into_the_log_models(work) -> dict[str, int]:
    import sys

    calls: dict[str, int] = {}

    def count(frame, event, arg):
        if event == "call" and frame.f_code.co_filename == event_log.__file__:
            calls[frame.f_code.co_name] = calls.get(frame.f_code.co_name, 0) + 1

    sys.setprofile(count)
    try:
        work()
    finally:
        sys.setprofile(None)
    return calls


def test_painting_the_fights_log_asks_python_nothing(window):
    a_fight(window)
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    QApplication.processEvents()
    viewport = page.log_view.viewport()
    assert page.log_view.model().rowCount() > 0
    viewport.grab()
    # before: every role of every shown line through two Python data() (the names' proxy
    # and the log), at every paint
    assert _calls_into_the_log_models(viewport.grab) == {}


def test_the_fights_log_shows_its_lines_through_steps_undo_and_redo(window):
    a_fight(window)
    page = window.combat_area
    shown = page.log_view.model()
    QAbstractItemModelTester(shown, QAbstractItemModelTester.FailureReportingMode.Fatal)
    source = page.log_names.sourceModel()

    def same() -> None:
        rows = range(source.rowCount())
        assert shown.rowCount() == source.rowCount()
        assert [shown.index(r, 0).data() for r in rows] == source.texts()
        tips = [shown.index(r, 0).data(event_log.Qt.ItemDataRole.ToolTipRole) for r in rows]
        assert tips == [
            source.data(source.index(r), event_log.Qt.ItemDataRole.ToolTipRole) for r in rows
        ]
        assert [shown.index(r, 0).data(event_log.RECORD_ROLE) for r in rows] == source.records()
        assert not any(
            shown.flags(shown.index(r, 0)) & event_log.Qt.ItemFlag.ItemIsEditable for r in rows
        )

    same()
    for _ in range(3):
        page.next_action.trigger()
        same()
    window.session.undo()
    same()
    window.session.undo()
    window.session.redo()
    same()
    page.set_session(window.session)  # the log read anew (a reset)
    same()
