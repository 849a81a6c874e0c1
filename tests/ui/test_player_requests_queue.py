"""The players' requests in the Combat area: a request a page sends (on the web server's
thread) shows as a row "who: what"; the GM accepts it (one undo step, its log lines
saying who asked), changes it first, or turns it down with a word back, from the buttons
or the keyboard; every outcome (a rules refusal too) is answered to the page; a player's
initiative applies at once where the campaign says so.

The server's per-player methods and the system's player side are the contract's (other
parts of issue 40): stand-ins here (tests/ui/players_fakes.py); the campaign, the fight,
its rules, the undo stack and the widgets are real."""

from __future__ import annotations

import pytest
from players_fakes import Request, add_party, fake_share, install_fakes, prepare_fight
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from test_d20_tracker_helpers import log_texts

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.systems.common import Text
from campaign_manager.ui.combat import requests_queue
from campaign_manager.ui.combat.request_dialogs import EditRequestDialog, RejectDialog


@pytest.fixture
def campaign_system() -> str:
    return "d20"


@pytest.fixture
def table(window, qtbot, monkeypatch):
    """A prepared fight of two PCs with their own keys and a goblin, on screen; a fake
    server under the window's share."""
    side = install_fakes(monkeypatch)
    said = []
    monkeypatch.setattr(
        requests_queue, "announce", lambda widget, text, assertive=False: said.append(text)
    )
    ids = add_party(window)
    share = fake_share(window)
    for name in ("Bořek", "Ela"):
        share.renew_player_key(str(ids[name]), name)
    window.resize(1280, 800)
    window.activateWindow()
    window.tabs.setCurrentWidget(window.combat_area)
    prepare_fight(window, ids)
    keys = share.player_keys()
    return type(
        "Table",
        (),
        {
            "side": side,
            "said": said,
            "share": share,
            "server": share.server,
            "page": window.combat_area,
            "queue": window.combat_area.requests,
            "borek": (keys[str(ids["Bořek"])], str(ids["Bořek"])),
            "ela": (keys[str(ids["Ela"])], str(ids["Ela"])),
            "ids": ids,
        },
    )


def _send(qtbot, table, who, request, rows: int | None = None) -> None:
    """``who`` (key, character id) sends ``request``; waits for the row (``rows``: that
    many rows) or, where none is to come, for the answer."""
    answers = len(table.server.answers)
    table.server.send(*who, request)
    if rows is None:
        qtbot.waitUntil(lambda: len(table.server.answers) > answers)
    else:
        qtbot.waitUntil(lambda: table.queue.list.count() == rows)


def _roll(window, name: str):
    state = window.session.combat.state
    cid = next(c for c, r in state["combatants"].items() if r["name"] == name)
    return state["initiative"][cid]["roll"]


def _left(window, name: str) -> int:
    """Stamina and wound points left."""
    state = window.session.combat.state
    sheet = next(r for r in state["combatants"].values() if r["name"] == name)["sheet"]
    return sheet["stamina"] + sheet["wounds"]


def test_a_request_from_the_servers_thread_shows_as_a_row(window, qtbot, table):
    assert not table.queue.isVisible()
    _send(qtbot, table, table.borek, Request(1, "initiative", roll=14), rows=1)
    assert table.queue.isVisible()
    assert table.queue.list.item(0).text() == "Bořek: initiative 14 (en)"
    assert table.said == ["A player's request: Bořek: initiative 14 (en)"]
    assert table.server.answers == []  # it waits for the GM
    assert _roll(window, "Bořek") is None


def test_accepting_is_one_undo_step_logged_as_the_players_and_answered(window, qtbot, table):
    _send(qtbot, table, table.borek, Request(1, "initiative", roll=14), rows=1)
    steps = window.session.undo_stack.count()
    table.queue.accept_button.click()
    assert window.session.undo_stack.count() == steps + 1
    assert _roll(window, "Bořek") == 14
    assert table.server.answers == [
        (table.borek[0], 1, True, "Accepted: Bořek: initiative 14 (en)")
    ]
    assert any(
        line.startswith("From Bořek's page: Bořek: initiative") for line in log_texts(window)
    )
    assert table.queue.list.count() == 0 and not table.queue.isVisible()
    window.menus.undo_action.trigger()
    assert _roll(window, "Bořek") is None


def test_an_accepted_proposal_is_logged_as_proposed(window, qtbot, table):
    table.page.start_action.trigger()
    before = _left(window, "Bořek")
    _send(qtbot, table, table.borek, Request(2, "propose", what="damage_taken", amount=3), rows=1)
    table.queue.accept_button.click()
    assert _left(window, "Bořek") == before - 3
    assert any(line.startswith("Proposed by Bořek: ") for line in log_texts(window))
    assert table.server.answers[-1][:3] == (table.borek[0], 2, True)


def test_a_change_before_accepting(window, qtbot, table):
    table.page.start_action.trigger()
    before = _left(window, "Ela")
    _send(qtbot, table, table.ela, Request(3, "propose", what="damage_taken", amount=5), rows=1)
    table.queue.edit_button.click()
    dialog = table.queue.dialog
    assert isinstance(dialog, EditRequestDialog) and dialog.amount.value() == 5
    dialog.amount.setValue(2)
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert _left(window, "Ela") == before - 2
    assert table.server.answers == [(table.ela[0], 3, True, "Accepted: Ela: damage_taken 2 (en)")]
    assert table.queue.list.count() == 0


def test_turning_down_answers_the_gms_word(window, qtbot, table):
    _send(qtbot, table, table.ela, Request(4, "propose", what="note", text="Hledám past"), rows=1)
    steps = window.session.undo_stack.count()
    table.queue.reject_button.click()
    dialog = table.queue.dialog
    assert isinstance(dialog, RejectDialog)
    qtbot.keyClicks(dialog.words, "Not now")
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert table.server.answers == [(table.ela[0], 4, False, "Turned down by the GM: Not now")]
    assert window.session.undo_stack.count() == steps
    assert table.queue.list.count() == 0


def test_a_rules_refusal_on_accepting_is_answered_and_shown(window, qtbot, table, messages):
    _send(qtbot, table, table.borek, Request(5, "initiative", roll=12), rows=1)
    table.page.start_action.trigger()  # initiative is entered only before the start
    steps = window.session.undo_stack.count()
    table.queue.accept_button.click()
    assert window.session.undo_stack.count() == steps
    key, number, ok, text = table.server.answers[-1]
    assert (key, number, ok) == (table.borek[0], 5, False)
    assert "only before the fight starts" in text
    assert messages.shown and text in messages.shown[-1][2]
    assert table.queue.list.count() == 0


def test_a_request_the_rules_refuse_is_answered_at_once(window, qtbot, table):
    table.side.refuse = Text(cs="Nejsi na tahu.", en="It is not your turn.")
    _send(qtbot, table, table.ela, Request(6, "end_turn"))
    assert table.server.answers == [(table.ela[0], 6, False, "It is not your turn.")]
    assert table.queue.list.count() == 0


def test_initiative_at_once_applies_without_a_row(window, qtbot, table):
    settings = dict(window.session.campaign.info.settings or {})
    settings["player_initiative_at_once"] = True
    window.session.perform(SetCampaignField("settings", settings), "at once")
    steps = window.session.undo_stack.count()
    _send(qtbot, table, table.ela, Request(7, "initiative", roll=9))
    assert table.queue.list.count() == 0
    assert _roll(window, "Ela") == 9
    assert window.session.undo_stack.count() == steps + 1
    assert table.server.answers == [(table.ela[0], 7, True, "Entered: Ela: initiative 9 (en)")]
    assert any(line.startswith("From Ela's page: ") for line in log_texts(window))
    # anything else still waits for the GM
    _send(qtbot, table, table.ela, Request(8, "propose", what="note", text="?"), rows=1)


def test_the_keyboard_accepts_the_top_request(window, qtbot, table):
    _send(qtbot, table, table.borek, Request(1, "initiative", roll=14), rows=1)
    _send(qtbot, table, table.ela, Request(2, "initiative", roll=9), rows=2)
    table.queue.list.setFocus()
    qtbot.waitUntil(table.queue.list.hasFocus)
    qtbot.keyClick(table.queue.list, Qt.Key.Key_Return)
    assert _roll(window, "Bořek") == 14 and _roll(window, "Ela") is None
    assert [table.queue.list.item(0).text()] == ["Ela: initiative 9 (en)"]
    # from anywhere in the Combat area: Ctrl+Shift+A takes the top one
    table.page.table.setFocus()
    qtbot.waitUntil(table.page.table.hasFocus)
    qtbot.keyClick(
        table.page.table,
        Qt.Key.Key_A,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert _roll(window, "Ela") == 9
    assert table.queue.list.count() == 0


def test_the_keyboard_turns_the_top_one_down(window, qtbot, table):
    _send(qtbot, table, table.borek, Request(1, "propose", what="note", text="?"), rows=1)
    table.queue.list.setFocus()
    qtbot.waitUntil(table.queue.list.hasFocus)
    qtbot.keyClick(table.queue.list, Qt.Key.Key_Delete)
    dialog = table.queue.dialog
    assert isinstance(dialog, RejectDialog)
    qtbot.keyClick(dialog.words, Qt.Key.Key_Return)
    assert table.server.answers == [(table.borek[0], 1, False, "Turned down by the GM.")]


def test_the_queue_keys_are_listed_and_clash_with_none(window, table):
    rows = [row for _title, group in window.menus.shortcut_groups() for row in group]
    keys = [key for _what, key in rows]
    on_top = [
        ("Accept the player's request on top", "Ctrl+Shift+A"),
        ("Turn down the player's request on top…", "Ctrl+Shift+R"),
    ]
    for row in on_top:  # the Combat area's keys: no other key of the app is the same
        assert row in rows and keys.count(row[1]) == 1, row
    for what in ("accept", "change and accept", "turn down"):  # the list's own keys
        assert f"Players' requests: {what} the selected one" in [w for w, _ in rows]


def test_in_czech_the_answer_and_the_log_speak_czech(window, qtbot, table, qapp):
    from campaign_manager.ui import i18n

    table.page.start_action.trigger()
    _send(qtbot, table, table.borek, Request(9, "propose", what="damage_taken", amount=1), rows=1)
    try:
        i18n.install(qapp, "cs")
        table.queue.accept_selected()
        lines = log_texts(window)
    finally:
        i18n.install(qapp, "en")
    assert table.server.answers == [
        (table.borek[0], 9, True, "Přijato: Bořek: damage_taken 1 (cs)")
    ]
    assert any(line.startswith("Na návrh postavy Bořek: ") for line in lines)


def test_a_note_with_no_fight_open_still_reaches_the_gm(window, qtbot, table):
    window.session.combat.open(None)
    _send(qtbot, table, table.ela, Request(10, "propose", what="note", text="?"), rows=1)
    _send(qtbot, table, table.ela, Request(11, "end_turn"))  # the rules refuse it in words
    assert table.server.answers == [(table.ela[0], 11, False, "Not in this fight.")]
    steps = window.session.undo_stack.count()
    table.queue.accept_button.click()
    assert table.server.answers[-1] == (
        table.ela[0], 10, True, f"The GM has read it: #{table.ela[1]}: note None (en)"
    )  # fmt: skip
    assert window.session.undo_stack.count() == steps


def test_a_change_the_rules_refuse_stays_for_the_gm_to_change_again(window, qtbot, table, messages):
    _send(qtbot, table, table.borek, Request(12, "initiative", roll=14), rows=1)
    table.queue.edit_button.click()
    dialog = table.queue.dialog
    dialog.roll.setValue(25)  # no d20 shows 25: the GM's slip, not the player's
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert messages.shown and "25" in messages.shown[-1][2]
    assert table.server.answers == [] and table.queue.list.count() == 1
    assert _roll(window, "Bořek") is None


def test_closing_the_campaign_answers_every_waiting_page(window, qtbot, table):
    _send(qtbot, table, table.borek, Request(13, "propose", what="note", text="?"), rows=1)
    table.share.set_session(None)
    assert table.server.answers == [
        (table.borek[0], 13, False, "The GM closed the campaign; send it again.")
    ]
