"""What the GM shows a player reaches that player's own page, and no other: the window's
web share hands each key its PC's notebook (the reveals meant for everyone or for that PC,
until taken back) and serves a handout's picture only to a page whose notebook holds it.
Real window, real server on loopback, real WebSockets."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest
from players_fakes import add_party
from support import page_sockets

from campaign_manager.storage.changes.reveals import show_reveal, withdraw_reveal
from campaign_manager.storage.queries import reveals

PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00"
    b"\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\xf8\xcf\xc0\xf0\x1f\x00\x05\x00\x01\xff"
    b"\xa7\xd2\xa5\x0f\x00\x00\x00\x00IEND\xaeB`\x82"
)


@pytest.fixture
def campaign_system() -> str:
    return "d20"


@pytest.fixture
def loop():
    running = page_sockets.Loop()
    yield running
    running.close()


def _notebook_with(socket, title: str | None, seen: list[str]) -> list[dict]:
    """Reads frames (keeping their text in ``seen``) until one's notebook holds ``title``
    (None: until one's notebook is empty); that notebook."""
    while True:
        message = socket.receive()
        seen.append(message.data)
        frame = json.loads(message.data)
        if "mode" not in frame:
            continue
        titles = [entry["title"] for entry in frame.get("notebook") or []]
        if (title in titles) if title is not None else not titles:
            return frame["notebook"]


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=page_sockets.WAIT_SECONDS) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_a_handout_for_one_player_reaches_that_page_only_until_taken_back(window, qtbot, loop):
    from campaign_manager.ui.player_view.players_dialog import PlayersDialog

    ids = add_party(window)
    share = window.player_side._web_share()
    share.start("127.0.0.1", 0)
    try:
        dialog = PlayersDialog(share, window)
        qtbot.addWidget(dialog)
        borek, ela = dialog.rows
        borek.renew_button.click()
        ela.renew_button.click()
        borek_url, ela_url = borek.address.text(), ela.address.text()
        dialog.reject()
        phone, other = loop.socket(borek_url), loop.socket(ela_url)
        seen_by_ela: list[str] = []
        seen_by_borek: list[str] = []

        secret = {"kind": "image", "title": "Mapa k pokladu", "body": "Pod dubem.", "image": PNG}
        window.session.perform(_for(secret, ids["Bořek"]), "show")
        [entry] = _notebook_with(phone, "Mapa k pokladu", seen_by_borek)
        assert entry["body"] == "Pod dubem." and entry["image"] and not entry["everyone"]
        assert _status(f"{borek_url}reveal/{entry['id']}") == 200
        # Ela's page: never the handout, nor its picture
        assert _status(f"{ela_url}reveal/{entry['id']}") == 404

        window.session.perform(show_reveal({"kind": "text", "title": "Vyhláška"}), "show")
        both = _notebook_with(other, "Vyhláška", seen_by_ela)
        assert [item["title"] for item in both] == ["Vyhláška"]
        assert [item["title"] for item in _notebook_with(phone, "Vyhláška", seen_by_borek)] == [
            "Mapa k pokladu",
            "Vyhláška",
        ]

        # taken back: gone from Bořek's page, and its picture with it
        row = next(row for row in reveals() if row["title"] == "Mapa k pokladu")
        window.session.perform(withdraw_reveal(row), "take back")
        while True:
            notebook = _notebook_with(phone, "Vyhláška", seen_by_borek)
            if [item["title"] for item in notebook] == ["Vyhláška"]:
                break
        assert _status(f"{borek_url}reveal/{entry['id']}") == 404
        assert not any("Mapa k pokladu" in text or "Pod dubem" in text for text in seen_by_ela)
    finally:
        share.stop()


def _for(values: dict, character_id: int):
    """The step that shows ``values`` to the PC ``character_id`` only."""
    return show_reveal({**values, "audience": [str(character_id)]}, ["Bořek"])
