"""A player's page keeps what its player is typing when a payload changes what its forms
offer (their turn begins: End my turn appears): the proposal being written is not lost."""

from __future__ import annotations

import pytest
from web_browser import WAIT_MS, browser  # noqa: F401

from campaign_manager.player_view.demo import views
from campaign_manager.player_view.own import player_payload
from campaign_manager.player_view.page_model import page_payload
from campaign_manager.web import PlayerViewServer, new_token


def _me(view: dict, up: bool) -> dict:
    record = next(c for c in view["combatants"] if c["name"] == "Bořek")
    return {
        "combatant": record["id"],
        "name": record["name"],
        "numbers": [],
        "conditions": [],
        "initiative": None,
        "end_turn": up,
        "propose": ["damage_taken", "damage_dealt", "heal", "condition", "note"],
    }


@pytest.fixture
def server():
    served = PlayerViewServer()
    served.start(["127.0.0.1"], 0)
    try:
        yield served
    finally:
        served.stop()


def test_a_proposal_being_typed_survives_the_turn_beginning(browser, server):  # noqa: F811
    key = new_token()
    server.set_player_keys({key: "c1"})
    view = views()["d20"]
    base = page_payload(view, "en")
    server.publish_player(key, player_payload(base, view, "c1", _me(view, False), [], "en"))
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        page.goto(server.url().replace(server.token, key))
        page.wait_for_selector("form.propose", timeout=WAIT_MS)
        form = page.locator("form.propose")
        form.get_by_label("What you propose").select_option("damage_dealt")
        form.get_by_label("Amount").fill("7")
        form.get_by_label("Details").fill("šípem")
        server.publish_player(key, player_payload(base, view, "c1", _me(view, True), [], "en"))
        page.get_by_role("button", name="End my turn").wait_for(timeout=WAIT_MS)
        form = page.locator("form.propose")
        assert form.get_by_label("What you propose").input_value() == "damage_dealt"
        assert form.get_by_label("Amount").input_value() == "7"
        assert form.get_by_label("Details").input_value() == "šípem"
    finally:
        page.close()
