"""A campaign on a PostgreSQL server: opened and created by URL like a file by its path,
JSON kept as jsonb, upgrades under an advisory lock, a newer schema and a read-only role
handled, a password never shown."""

from __future__ import annotations

import threading

import psycopg
import pytest

from campaign_manager.storage import (
    CampaignExists,
    NewerSchema,
    NotACampaign,
    ServerUnreachable,
    create_campaign,
    open_campaign,
)
from campaign_manager.storage import migrations as steps
from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.errors import CampaignIsReadOnly
from campaign_manager.storage.models import Character
from campaign_manager.storage.server import ServerCampaign, shown

pytestmark = pytest.mark.sqlite_only(reason="about the server itself: makes its own databases")


@pytest.fixture
def url(postgres_server, campaign):
    """An empty database (the suite's file campaign stays open beside it, unused)."""
    campaign.close()
    name = postgres_server.new_database("server")
    yield postgres_server.url(name)
    postgres_server.drop_database(name)


def test_a_url_creates_and_opens_a_campaign_whose_edits_stay(url):
    created = create_campaign(url, "Sdílená kampaň", "dakara")
    assert isinstance(created, ServerCampaign)
    added = AddCharacter({"name": "Bořek", "tags": ["družina"], "sheet": {"level": "mistr"}})
    added.apply(created)
    created.close()
    with open_campaign(url) as opened:
        assert (opened.name, opened.system) == ("Sdílená kampaň", "dakara")
        row = Character.get_by_id(added.id)
        assert (row.tags, row.sheet["level"]) == (["družina"], "mistr")
        assert row.summary["cs"]  # the roster line was written with it


def test_json_columns_are_jsonb(url):
    create_campaign(url, "Sdílená kampaň", "dakara").close()
    with psycopg.connect(url) as conn:
        found = dict(
            conn.execute(
                "SELECT table_name || '.' || column_name, data_type "
                "FROM information_schema.columns WHERE table_schema = current_schema()"
            ).fetchall()
        )
    for table, columns in steps.JSON_COLUMNS.items():
        for column in columns:
            assert found[f"{table}.{column}"] == "jsonb"
    assert found["undo_step.payload"] == "text"


def test_the_json_columns_listed_are_every_json_field():
    from campaign_manager.storage.models import MODELS, JSONField

    listed = {(t, c) for t, columns in steps.JSON_COLUMNS.items() for c in columns}
    fields = {
        (model._meta.table_name, field.column_name)
        for model in MODELS
        for field in model._meta.sorted_fields
        if isinstance(field, JSONField)
    }
    assert listed == fields


def test_a_database_holding_a_campaign_is_not_created_over(url):
    create_campaign(url, "První", "dakara").close()
    with pytest.raises(CampaignExists):
        create_campaign(url, "Druhá", "dakara")
    with open_campaign(url) as opened:
        assert opened.name == "První"


def test_an_empty_database_is_not_a_campaign(url):
    with pytest.raises(NotACampaign):
        open_campaign(url)


def test_an_unreachable_server_says_so_without_the_password(postgres_server, campaign):
    campaign.close()
    url = f"postgresql://someone:tajne@/nonexistent?host={postgres_server.socket_dir}"
    with pytest.raises(ServerUnreachable) as raised:
        open_campaign(url)
    assert "tajne" not in str(raised.value)
    assert "tajne" not in shown("postgresql://gm:tajne@example.org:5433/kampan")
    assert shown("postgresql://gm:tajne@example.org:5433/kampan") == (
        "postgresql://gm@example.org:5433/kampan"
    )


def test_a_newer_schema_is_refused(url):
    create_campaign(url, "Sdílená kampaň", "dakara").close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE schema_version SET version = %s", (steps.CURRENT_VERSION + 1,))
    with pytest.raises(NewerSchema) as raised:
        open_campaign(url)
    assert raised.value.found == steps.CURRENT_VERSION + 1


def test_an_older_schema_is_upgraded_once_while_two_clients_open_it(url, monkeypatch):
    from campaign_manager.storage.server import _connect

    database = _connect(url)
    steps.migrate_to(database, 5)
    database.execute_sql(
        "INSERT INTO campaign (name, system, description, settings, created_at)"
        " VALUES ('Stará', 'dakara', '', '{}', now())"
    )
    database.close()
    ran = []
    real = steps.STEPS[6]
    started = threading.Event()

    def slow_step(db):
        ran.append(6)
        started.set()
        threading.Event().wait(0.3)  # the other client meanwhile waits on the lock
        real(db)

    monkeypatch.setitem(steps.STEPS, 6, slow_step)
    other: list = []

    def second_client():
        started.wait(10)
        database = _connect(url)
        try:
            other.append(steps.migrate_to(database))
        finally:
            database.close()

    thread = threading.Thread(target=second_client)
    thread.start()
    with open_campaign(url) as opened:
        assert opened.name == "Stará"
    thread.join(10)
    assert ran == [6] and other == [[]]  # the second client found it upgraded


def test_a_role_that_may_only_read_opens_read_only(url, postgres_server):
    created = create_campaign(url, "Sdílená kampaň", "dakara")
    AddCharacter({"name": "Bořek"}).apply(created)
    created.close()
    database = url.split("?")[0].rsplit("/", 1)[1]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DROP ROLE IF EXISTS divak")
        conn.execute("CREATE ROLE divak LOGIN")
        conn.execute(f'GRANT CONNECT ON DATABASE "{database}" TO divak')
        conn.execute("GRANT SELECT ON ALL TABLES IN SCHEMA public TO divak")
    try:
        with open_campaign(postgres_server.url(database, user="divak")) as opened:
            assert opened.read_only
            (character,) = Character.select()
            with pytest.raises(CampaignIsReadOnly):
                UpdateCharacter(character.id, {"name": "Jiný"}).apply(opened)
            opened.read_only = False  # even past the client's check, the server refuses
            with pytest.raises(CampaignIsReadOnly):
                UpdateCharacter(character.id, {"name": "Jiný"}).apply(opened)
        assert Character is not None
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("REASSIGN OWNED BY divak TO CURRENT_USER")
            conn.execute("DROP OWNED BY divak")
            conn.execute("DROP ROLE divak")


def test_an_open_transaction_left_by_an_error_is_rolled_back(url):
    from campaign_manager.storage.connection import rollback_open_transaction

    with create_campaign(url, "Sdílená kampaň", "dakara") as opened:
        assert not rollback_open_transaction()  # nothing open
        opened.database.execute_sql("BEGIN")
        opened.database.execute_sql("UPDATE campaign SET name = 'Rozepsaná'")
        assert rollback_open_transaction()
        assert not rollback_open_transaction()
        assert opened.name == "Sdílená kampaň"
