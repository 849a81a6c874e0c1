"""The players' database role, made by the README's own recipe, reads the player view and
nothing else: no GM's notes, no hidden combatant, no fight's notes; and
``serve-player-view`` still serves the running fight with it."""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.systems import get_encounter, get_system

README = Path(__file__).resolve().parents[2] / "README.md"
#: what only the GMs may read, put where a GM keeps it
SECRETS = ("vrah", "TAJNÁ POZNÁMKA POSTAVY", "TAJNÝ PLÁN BOJE", "TAJNÝ POPIS KAMPANĚ")


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def players_recipe() -> tuple[str, list[str]]:
    """The README's recipe for the players' role: the role's name and the SQL the recipe
    runs in the campaign's database (``stiny`` there), in order."""
    text = README.read_text(encoding="utf-8")
    block = re.search(r"^# the players\b.*?(?=^```)", text, re.S | re.M)
    assert block, "the README has no recipe for the players' role"
    role, statements = None, []
    for line in block.group(0).splitlines()[1:]:
        words = shlex.split(line, comments=True)
        if not words:
            continue
        if words[0] == "createuser":
            role = words[-1]
        else:
            assert words[:4] == ["psql", "-d", "stiny", "-c"], line
            statements.append(words[4])
    assert role and statements
    return role, statements


def secret_campaign(campaign) -> dict:
    """A running fight with a hidden combatant and notes, a character with notes, and a
    campaign description: every secret of :data:`SECRETS` in its place."""
    module = get_encounter("d20")
    sheet = get_system("d20").new_sheet()
    fighters = [
        {"id": cid, "name": name, "side": side, "hidden": hidden, "sheet": dict(sheet)}
        for cid, name, side, hidden in (
            ("borek", "Bořek", "pc", False),
            ("straz", "Stráž", "npc", False),
            ("vrah", "Skrytý vrah", "npc", True),
        )
    ]
    state = module.act(module.new_encounter(fighters), {"type": "start"}).state

    def write() -> None:
        Character.create(name="Bořek", notes="TAJNÁ POZNÁMKA POSTAVY")
        Encounter.create(name="Brod", status="running", state=state, notes="TAJNÝ PLÁN BOJE")

    campaign.write(write)
    SetCampaignField("description", "TAJNÝ POPIS KAMPANĚ").apply(campaign)
    return state


@pytest.fixture
def players(campaign, postgres_server):
    """The players' role of the README's recipe on the test campaign's database; its URL."""
    import psycopg

    role, statements = players_recipe()
    database = urlsplit(campaign.url).path.strip("/")
    with postgres_server.admin() as admin:
        admin.execute(f'DROP ROLE IF EXISTS "{role}"')
        admin.execute(f'CREATE ROLE "{role}" LOGIN')  # createuser (trusted on the socket)
    with psycopg.connect(campaign.url, autocommit=True) as owner:
        for statement in statements:
            owner.execute(statement.replace("stiny", f'"{database}"'))
    yield postgres_server.url(database, user=role)
    with psycopg.connect(campaign.url, autocommit=True) as owner:
        owner.execute(f'REVOKE ALL ON DATABASE "{database}" FROM "{role}"')
        owner.execute(f'DROP OWNED BY "{role}"')
    with postgres_server.admin() as admin:
        admin.execute(f'DROP ROLE "{role}"')


def test_the_players_role_can_read_no_table_of_the_campaign(campaign, players):
    import psycopg

    secret_campaign(campaign)
    with psycopg.connect(campaign.url, autocommit=True) as owner:
        tables = [
            row[0]
            for row in owner.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
            )
        ]
    assert {"campaign", "character", "encounter", "event", "undo_step"} <= set(tables)
    readable = {}
    with psycopg.connect(players, autocommit=True) as player:
        for table in tables:
            try:
                rows = player.execute(f'SELECT * FROM "{table}"').fetchall()
            except psycopg.errors.InsufficientPrivilege:
                continue
            readable[table] = repr(rows)
    # the player view holds no secret; the image between fights is read too: a GM chose it
    # to show the players
    assert set(readable) <= {"player_view", "player_view_image"}, (
        f"the players read {sorted(readable)}"
    )
    assert "player_view" in readable
    for secret in SECRETS:
        assert secret not in readable["player_view"]
    assert "Bořek" in readable["player_view"]  # what the players see is there


def fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def payload_of(url: str) -> dict:
    return json.loads(fetch(url + "view.json")[1])


def test_serve_player_view_works_with_the_players_role(campaign, players):
    state = secret_campaign(campaign)
    process = subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(players, "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), url
        payload = payload_of(url)
        assert payload["mode"] == "fight" and "Round 1" in payload["title"]
        assert "Bořek" in json.dumps(payload, ensure_ascii=False)
        module = get_encounter("d20")
        after = module.act(module.act(state, {"type": "next"}).state, {"type": "next"})
        campaign.write(
            lambda: Encounter.update(state=after.state).where(Encounter.name == "Brod").execute()
        )
        deadline = time.monotonic() + 20
        while payload_of(url) == payload and time.monotonic() < deadline:
            time.sleep(0.1)  # polling for the page to change, not waiting a fixed time
        changed = payload_of(url)
        assert changed != payload and changed["mode"] == "fight"
        shown = json.dumps(changed, ensure_ascii=False)
        for secret in SECRETS:
            assert secret not in shown
        # the fight ends: the page goes idle, with the campaign's name
        campaign.write(
            lambda: Encounter.update(status="finished").where(Encounter.name == "Brod").execute()
        )
        deadline = time.monotonic() + 20
        while payload_of(url)["mode"] != "idle" and time.monotonic() < deadline:
            time.sleep(0.1)
        assert payload_of(url)["idle"]["name"] == "Sdílená kampaň"
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors


def test_an_upgraded_campaign_keeps_its_roles_working_and_shows_its_fight(
    campaign, postgres_server
):
    """A campaign of schema 10, with a GM and a players' role of the older recipe: the
    upgrade fills the player view with the running fight, the GM may still play it (its
    steps write the fight's parts; the player view follows), and the old players' role
    reads the player view."""
    import psycopg

    from campaign_manager.storage import migrations, open_campaign
    from campaign_manager.storage.encounters import encounter_state, encounter_step
    from campaign_manager.storage.live_fight import ServerFight
    from campaign_manager.storage.server import _connect

    campaign.close()
    name = postgres_server.new_database("old")
    url = postgres_server.url(name)
    module = get_encounter("d20")
    sheet = get_system("d20").new_sheet()
    fighters = [
        {"id": cid, "name": who, "side": side, "hidden": hidden, "sheet": dict(sheet)}
        for cid, who, side, hidden in (
            ("borek", "Bořek", "pc", False),
            ("vrah", "Vrah", "npc", True),
        )
    ]
    state = module.act(module.new_encounter(fighters), {"type": "start"}).state
    database = _connect(url)
    migrations.migrate_to(database, 10)
    database.execute_sql(
        "INSERT INTO campaign (name, system, description, settings, created_at)"
        " VALUES ('Stará', 'd20', '', '{}', now())"
    )
    database.execute_sql(
        "INSERT INTO encounter (name, notes, status, state, created_at, updated_at)"
        " VALUES ('Brod', '', 'running', %s, now(), now())",
        (json.dumps(state),),
    )
    database.close()
    with postgres_server.admin() as admin:
        for role in ("gm_petr", "hraci_stari"):
            admin.execute(f"DROP ROLE IF EXISTS {role}")
            admin.execute(f"CREATE ROLE {role} LOGIN")
    with psycopg.connect(url, autocommit=True) as owner:
        owner.execute(
            "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO gm_petr"
        )
        owner.execute("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO gm_petr")
        owner.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO hraci_stari")
    try:
        open_campaign(url, force_upgrade=True).close()  # the owner upgrades it
        fight = ServerFight(postgres_server.url(name, user="hraci_stari"))
        try:
            assert fight.poll().view == module.public_view(state)
            after = module.act(state, {"type": "next"}).state
            with open_campaign(postgres_server.url(name, user="gm_petr")) as petr:
                assert not petr.read_only
                brod = Encounter.get(Encounter.name == "Brod").id
                # a step keeps the fight in its parts (schema 13): petr may write them
                encounter_step(brod, state, after, []).apply(petr)
                assert encounter_state(brod) == after
            deadline = time.monotonic() + 10
            seen = None
            while seen is None and time.monotonic() < deadline:
                seen = fight.poll()
                time.sleep(0.05)  # polling for the notice, not waiting a fixed time
            assert seen is not None and seen.view == module.public_view(after)
            assert "vrah" not in json.dumps(seen.view)
        finally:
            fight.close()
    finally:
        postgres_server.drop_database(name)
        with postgres_server.admin() as admin:
            for role in ("gm_petr", "hraci_stari"):
                admin.execute(f"DROP ROLE {role}")
