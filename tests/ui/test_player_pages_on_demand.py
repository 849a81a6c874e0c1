"""A player's own payload is made only while a page of that key is connected (issue 40
item 11: 30 keys cost the GM's window a payload each, every step, with no phone open). A
page that connects gets the shared payload at once and its own as soon as the window's
thread has made it; a key whose pages all went keeps nothing of its own on the server (a
page that opens later gets nothing stale of its own).

The window's web share on the real server on loopback with a real WebSocket; the system's
player side and the player's payload are the stand-ins of tests/ui/players_fakes.py (they
count what is made)."""

from __future__ import annotations

import json

import pytest
from players_fakes import install_fakes
from support import page_sockets

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.web import PLAYER_KEYS_SETTING, new_token

PCS = 30


@pytest.fixture
def campaign_system() -> str:
    return "d20"


@pytest.fixture
def side(monkeypatch):
    return install_fakes(monkeypatch)


@pytest.fixture
def loop():
    running = page_sockets.Loop()
    yield running
    running.close()


def _party_in_a_fight(window) -> list[str]:
    from campaign_manager.storage.changes import SetCampaignField

    session = window.session
    ids = []
    for number in range(PCS):
        sheet = session.system.new_sheet()
        added = AddCharacter({"name": f"Hráč {number}", "kind": "pc", "sheet": sheet})
        session.perform(added, "add")
        ids.append(added.id)
    settings = dict(session.campaign.info.settings or {})
    settings[PLAYER_KEYS_SETTING] = {str(i): new_token() for i in ids}
    session.perform(SetCampaignField("settings", settings), "keys")
    window.combat_area.create_fight("U brodu", [roster_combatant(i) for i in ids])
    window.combat_area.start_action.trigger()
    return [str(i) for i in ids]


def _hurt(window, number: int) -> None:
    state = window.session.combat.state
    target = next(c for c in state["combatants"].values() if c["name"] == f"Hráč {number}")
    window.session.combat.act({"type": "damage", "target": target["id"], "amount": 1})


def test_only_keys_with_a_page_connected_get_their_payload_made(window, qtbot, side, loop):
    ids = _party_in_a_fight(window)
    share = window.player_side._web_share()
    share.start("127.0.0.1", 0)
    try:
        keys = share.player_keys()
        server = share.server
        side.own_views.clear()
        _hurt(window, 3)
        assert side.own_views == []  # was one a key: 30, with no phone open

        # Hráč 3's phone opens the page: the shared payload at once, then its own
        page = loop.socket(share.player_url(ids[3]))
        first = page.frame()
        assert "me" not in first and first["mode"] == server_mode(server)
        qtbot.waitUntil(lambda: side.own_views == [ids[3]])
        own = page.frame()
        assert own["for"] == ids[3] and own["me"]["name"] == "Hráč 3"

        # the next step: that key's payload alone is made
        side.own_views.clear()
        _hurt(window, 4)
        assert side.own_views == [ids[3]]
        assert page.frame()["for"] == ids[3]

        # the phone goes: nothing of its own is kept, and nothing is made for it
        loop.run(page.socket.close())
        qtbot.waitUntil(lambda: not server.connected_keys())
        assert server._text_for(keys[ids[3]]) == server._text_for(None)
        side.own_views.clear()
        _hurt(window, 5)
        assert side.own_views == []
    finally:
        share.stop()


def server_mode(server) -> str:
    return json.loads(server._text_for(None))["mode"]
