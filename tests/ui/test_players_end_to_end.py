"""The GM's side of issue 40 with every real part: the real web server on loopback, the
system's real player side, a player's page's real WebSocket. A PC's key is made in the
Players' devices dialog; its page gets its own part; its initiative and a proposal come
over the socket to the GM's queue, are accepted from the keyboard and answered on that
page only; a renewed key cuts that phone off."""

from __future__ import annotations

import pytest
from players_fakes import add_party, prepare_fight
from PySide6.QtCore import Qt
from support import page_sockets


@pytest.fixture
def campaign_system() -> str:
    return "d20"


@pytest.fixture
def loop():
    running = page_sockets.Loop()
    yield running
    running.close()


def _own(socket, qtbot=None) -> dict:
    """The next payload that carries the player's own part (made on the window's thread
    when the page connects: its events run meanwhile when ``qtbot`` is given)."""
    while True:
        frame = socket.frame() if qtbot is None else socket.frame_while(qtbot)
        if "mode" in frame and frame.get("me"):
            return frame


def test_a_phone_enters_initiative_and_proposes_and_the_gm_decides(window, qtbot, loop):
    from campaign_manager.ui.player_view.players_dialog import PlayersDialog

    ids = add_party(window)
    window.tabs.setCurrentWidget(window.combat_area)
    prepare_fight(window, ids)
    side = window.player_side
    share = side._web_share()
    share.start("127.0.0.1", 0)
    try:
        dialog = PlayersDialog(share, window)
        qtbot.addWidget(dialog)
        borek, ela = dialog.rows
        borek.renew_button.click()
        ela.renew_button.click()
        phone = loop.socket(borek.address.text())
        other = loop.socket(ela.address.text())
        mine = _own(phone, qtbot)
        assert mine["me"]["name"] == "Bořek" and mine["me"]["initiative"] == {"kind": "d20"}

        # initiative from the phone: queued, accepted with Enter, answered on that page only
        phone.send_json({"id": 7, "kind": "initiative", "roll": 14})
        queue = window.combat_area.requests
        qtbot.waitUntil(lambda: queue.list.count() == 1)
        assert queue.list.item(0).text().startswith("Bořek: initiative")
        queue.list.setFocus()
        qtbot.waitUntil(queue.list.hasFocus)
        qtbot.keyClick(queue.list, Qt.Key.Key_Return)
        answer = phone.answer()
        assert answer["answer"] == 7 and answer["ok"] and answer["text"].startswith("Accepted:")
        state = window.session.combat.state
        entry = state["initiative"][f"c{ids['Bořek']}"]
        assert entry["roll"] == 14 and entry["entered"]

        # a proposal in the running fight: the rules' action, one undo step
        window.combat_area.start_action.trigger()
        other.send_json(
            {"id": 9, "kind": "propose", "what": "damage_taken", "amount": 2, "target": None,
             "text": ""}
        )  # fmt: skip
        qtbot.waitUntil(lambda: queue.list.count() == 1)
        steps = window.session.undo_stack.count()
        queue.accept_top()
        assert other.answer()["ok"]
        assert window.session.undo_stack.count() == steps + 1

        # a renewed key cuts that phone off, the other keeps going
        borek.renew_button.click()
        assert phone.closed_by_server()
        dialog.reject()
    finally:
        share.stop()
