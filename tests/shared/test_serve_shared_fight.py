"""``campaign-manager serve-player-view postgresql://…`` serves a shared campaign's running
fight as the player view's page and follows each step another GM commits on the server."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest

from campaign_manager.storage.errors import NotACampaign
from campaign_manager.storage.live_fight import ServerFight, follow_fight
from campaign_manager.storage.models import Encounter
from campaign_manager.systems import get_encounter, get_system


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def fighters() -> list[dict]:
    sheet = get_system("d20").new_sheet()
    return [
        {"id": cid, "name": name, "side": side, "hidden": False, "sheet": dict(sheet)}
        for cid, name, side in (("borek", "Bořek", "pc"), ("straz", "Stráž", "npc"))
    ]


def fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def payload_of(url: str) -> dict:
    return json.loads(fetch(url + "view.json")[1])


def running_fight(campaign):
    module = get_encounter("d20")
    state = module.act(module.new_encounter(fighters()), {"type": "start"}).state
    campaign.write(lambda: Encounter.create(name="Brod", status="running", state=state))
    return module, state


def step_and_wait(campaign, module, state, fight):
    """Another GM's next step, written; then the fight is polled until it hears of it.
    Returns the stepped state when the fight read exactly that, else None."""
    after = module.act(state, {"type": "next"}).state
    campaign.write(lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute())
    deadline = time.monotonic() + 10
    seen = None
    while seen is None and time.monotonic() < deadline:
        seen = fight.poll()
        time.sleep(0.05)  # polling for the notice, not waiting a fixed time
    return after if seen is not None and seen.view == module.public_view(after) else None


def test_the_watch_hears_a_step_and_nothing_else(campaign):
    module, state = running_fight(campaign)
    fight = follow_fight(campaign.url)
    try:
        assert isinstance(fight, ServerFight)
        first = fight.poll()
        assert first.name == "Sdílená kampaň" and first.view == module.public_view(state)
        assert first.public and first.state is None  # the players' view, never the state
        assert fight.poll() is None  # nothing announced: nothing read
        after = step_and_wait(campaign, module, state, fight)
        assert after is not None
    finally:
        fight.close()


def test_a_role_that_may_only_read_can_watch(campaign, postgres_server):
    import psycopg

    module, state = running_fight(campaign)
    database = campaign.url.split("?")[0].rsplit("/", 1)[1]
    with postgres_server.admin() as admin:
        admin.execute("DROP ROLE IF EXISTS televize")
        admin.execute("CREATE ROLE televize LOGIN")
    with psycopg.connect(campaign.url, autocommit=True) as conn:
        conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO televize')
        conn.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO televize")
    fight = ServerFight(postgres_server.url(database, user="televize"))
    try:
        assert fight.poll().view == module.public_view(state)
        after = step_and_wait(campaign, module, state, fight)
        assert after is not None
    finally:
        fight.close()
        with psycopg.connect(campaign.url, autocommit=True) as conn:
            conn.execute("DROP OWNED BY televize")


def test_a_database_with_no_campaign_is_refused(postgres_server):
    name = postgres_server.new_database("empty")
    try:
        with pytest.raises(NotACampaign):
            ServerFight(postgres_server.url(name))
    finally:
        postgres_server.drop_database(name)


def test_serve_player_view_follows_a_shared_campaigns_fight(campaign):
    module, state = running_fight(campaign)
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(campaign.url, "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/"), url
        payload = payload_of(url)
        assert payload["mode"] == "fight" and "Round 1" in payload["title"]
        # another GM's step on the server reaches the page
        after = module.act(state, {"type": "next"}).state
        after = module.act(after, {"type": "next"}).state
        campaign.write(
            lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute()
        )
        deadline = time.monotonic() + 20
        while payload_of(url) == payload and time.monotonic() < deadline:
            time.sleep(0.1)
        assert payload_of(url) != payload
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors
