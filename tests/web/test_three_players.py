"""Three players' phones against one server, each in a browser context of its own (real
headless Chromium): each page shows only its own character; a request from one page
reaches the GM's handler and its answer appears on that page only; dropping one key cuts
off that phone only."""

from __future__ import annotations

from queue import Queue

import pytest
from web_browser import WAIT_MS, browser  # noqa: F401

from campaign_manager.player_view.demo import views
from campaign_manager.player_view.own import player_payload
from campaign_manager.player_view.page_model import page_payload
from campaign_manager.web import PlayerViewServer, new_token

PLAYERS = {"c1": "Bořek", "c2": "Ela ze Lhoty", "c3": "Radim"}
SECRET = {"c1": "Qz-mapa-borka", "c2": "Qz-dopis-ely", "c3": "Qz-jizva-radima"}


def me(character_id: str) -> dict:
    view = views()["d20"]
    record = next(c for c in view["combatants"] if c["name"] == PLAYERS[character_id])
    return {
        "combatant": record["id"],
        "name": record["name"],
        "numbers": [{"label": "Výdrž", "value": f"{len(record['name'])} / 28"}],
        "conditions": [f"Stav {record['name']}"],
        "initiative": {"kind": "d20"},
        "end_turn": record["id"] == view["current"],
        "propose": ["damage_taken", "damage_dealt", "heal", "condition", "note"],
    }


def notebook(character_id: str) -> list[dict]:
    secret = SECRET[character_id]
    return [
        {
            "id": 1,
            "kind": "text",
            "title": "Pro všechny",
            "body": "",
            "image": False,
            "everyone": True,
        },
        {
            "id": 10 + int(character_id[1]),
            "kind": "text",
            "title": secret,
            "body": secret,
            "image": False,
            "everyone": False,
        },
    ]


@pytest.fixture
def server():
    served = PlayerViewServer()
    served.start(["127.0.0.1"], 0)
    try:
        yield served
    finally:
        served.stop()


def test_three_phones_see_only_their_own_and_one_is_cut_off_alone(browser, server):  # noqa: F811
    keys = {character: new_token() for character in PLAYERS}
    server.set_player_keys({key: character for character, key in keys.items()})
    requests: Queue = Queue()
    server.set_request_handler(
        lambda key, character, request: requests.put((key, character, request))
    )
    view = views()["d20"]
    base = page_payload(view, "en")
    server.publish(base)
    for character, key in keys.items():
        payload = player_payload(base, view, character, me(character), notebook(character), "en")
        server.publish_player(key, payload)
    phones = {}
    try:
        for character, key in keys.items():
            context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
            phone = context.new_page()
            phone.goto(server.url().replace(server.token, key))
            phone.wait_for_selector("#mine h2", timeout=WAIT_MS)
            phones[character] = phone
        for character, phone in phones.items():
            mine = phone.inner_text("#mine")
            content = phone.content()
            assert f"Your character: {PLAYERS[character]}" in mine
            assert SECRET[character] in phone.inner_text("#book")
            for other in set(PLAYERS) - {character}:
                assert f"Stav {PLAYERS[other]}" not in content  # another's conditions
                assert SECRET[other] not in content  # another's notebook
        # Bořek is up: only his phone says so, and only his offers End my turn
        assert "You are up" in phones["c1"].inner_text("#mine")
        assert "You are next" in phones["c2"].inner_text("#mine")
        assert [p.get_by_role("button", name="End my turn").count() for p in phones.values()] == [
            1,
            0,
            0,
        ]

        # Ela sends her initiative; the GM's handler gets it as Ela's
        ela = phones["c2"]
        ela.get_by_label("Your roll (1–20)").fill("17")
        ela.get_by_role("button", name="Send", exact=True).click()
        key, character, request = requests.get(timeout=WAIT_MS / 1000)
        assert (key, character, request.kind, request.roll) == (keys["c2"], "c2", "initiative", 17)
        ela.wait_for_selector("li.reply.waiting", timeout=WAIT_MS)
        server.answer(key, request.id, True, "Initiative 17 for Ela")
        ela.wait_for_selector("li.reply.accepted", timeout=WAIT_MS)
        assert "Initiative 17 for Ela" in ela.inner_text("#mine")
        # the others' next answer is their own: Ela's never reached them
        for other in ("c1", "c3"):
            server.answer(keys[other], 99, False, f"Only for {PLAYERS[other]}")
            phones[other].wait_for_selector("li.reply.refused", timeout=WAIT_MS)
            assert "Initiative 17" not in phones[other].content()
            assert f"Only for {PLAYERS[other]}" in phones[other].inner_text("#mine")

        # Radim's key dropped: his phone is cut off and says so; the others go on
        del keys["c3"]
        server.set_player_keys({key: character for character, key in keys.items()})
        radim = phones["c3"]
        radim.wait_for_function(
            "() => document.getElementById('app').getAttribute('data-mode') === 'renewed'",
            timeout=WAIT_MS,
        )
        assert radim.inner_text("main").strip() == ""
        assert "This address was renewed" in radim.inner_text("#link")
        changed = {**base, "title": "Round 4"}
        for character, key in keys.items():
            payload = player_payload(
                changed, view, character, me(character), notebook(character), "en"
            )
            server.publish_player(key, payload)
        for character in keys:
            phones[character].wait_for_function(
                "() => document.querySelector('h1').textContent === 'Round 4'", timeout=WAIT_MS
            )
        assert "Round 4" not in radim.content()
    finally:
        for phone in phones.values():
            phone.context.close()
