"""The ledger's tables: reversible edits (each one undo step), cascading deletes as one
Batch, and the schema step that moves a schema-3 Dakara campaign's contacts and networks."""

from __future__ import annotations

import json
import sqlite3

import pytest
from peewee import SqliteDatabase
from support.rows import content

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage import migrations, open_campaign
from campaign_manager.storage.changes import AddCharacter, Batch, DeleteCharacter
from campaign_manager.storage.ledger import (
    LEDGER_MODELS,
    AddContact,
    AddFavour,
    AddLink,
    AddNetwork,
    AddOperation,
    AddRelation,
    Contact,
    Link,
    SetPosition,
    UpdateFavour,
    UpdateLink,
    character_ledger_changes,
    delete_contact,
    delete_network,
    dependant_counts,
)
from campaign_manager.systems.common import SheetError, load_json


@pytest.fixture
def ledger(campaign):
    """The test campaign with the ledger's tables (step 6, until the runner has it)."""
    return campaign


def everything() -> dict[str, list[dict]]:
    return {
        m._meta.table_name: [content(r) for r in m.select().order_by(m.id)] for m in LEDGER_MODELS
    }


def add(campaign, change):
    change.apply(campaign)
    return change.id


def web(campaign):
    """Two characters, a shared contact, a favour, a network with an operation, a relation."""
    jan = add(campaign, AddCharacter({"name": "Jan Bezruč"}))
    marketa = add(campaign, AddCharacter({"name": "Markéta Hellerová"}))
    hubert = add(campaign, AddContact({"name": "Hubert Lasička", "who": "Paserák"}))
    add(campaign, AddLink({"character_id": jan, "contact_id": hubert, "influence": 2}))
    add(
        campaign,
        AddLink({"character_id": marketa, "contact_id": hubert, "influence": 1, "attitude": -1}),
    )
    add(
        campaign,
        AddFavour(
            {
                "debtor_kind": "character",
                "debtor_id": jan,
                "creditor_kind": "contact",
                "creditor_id": hubert,
            }
        ),
    )
    net = add(
        campaign,
        AddNetwork({"owner_id": jan, "kind": "Černý trh", "rating": 2, "liaison_id": hubert}),
    )
    add(
        campaign,
        AddOperation(
            {
                "network_id": net,
                "request": "prodat stříbro",
                "against": "wealth",
                "value": 2,
                "actor_roll": 3,
                "opposition_roll": 3,
                "success": True,
            }
        ),
    )
    add(
        campaign,
        AddRelation(
            {
                "source_kind": "contact",
                "source_id": hubert,
                "target_kind": "character",
                "target_id": marketa,
                "label": "nedůvěřuje",
            }
        ),
    )
    return jan, marketa, hubert, net


def test_two_characters_share_one_contact_with_their_own_values(ledger):
    jan, marketa, hubert, _ = web(ledger)
    assert Contact.select().count() == 1
    assert [(link["influence"], contact["name"]) for link, contact in q.links_of(marketa)] == [
        (1, "Hubert Lasička")
    ]
    assert q.links_of(jan)[0][0]["influence"] == 2
    assert q.party_names()[("contact", hubert)] == "Hubert Lasička"
    about = q.about("contact", hubert)
    assert len(about["link"]) == 2 and len(about["favour"]) == 1
    assert len(about["relation"]) == 1 and about["network"][0]["kind"] == "Černý trh"


def test_an_edit_is_validated_and_a_refused_one_changes_nothing(ledger):
    jan, _, hubert, _ = web(ledger)
    before = everything()
    link = Link.get(Link.character_id == jan).id
    with pytest.raises(SheetError, match="influence"):
        UpdateLink(link, {"influence": 9}).apply(ledger)
    with pytest.raises(SheetError, match="two contacts"):
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": hubert,
                "creditor_kind": "contact",
                "creditor_id": hubert + 1,
            }
        ).apply(ledger)
    assert everything() == before


def test_update_and_revert_restore_the_row(ledger):
    web(ledger)
    before = everything()
    favour = q.records("favour")[0]["id"]
    change = UpdateFavour(favour, {"state": "called_in", "when": "5. sezení"})
    change.apply(ledger)
    assert q.record("favour", favour)["state"] == "called_in"
    assert q.record("favour", favour)["when"] == "5. sezení"
    change.revert(ledger)
    assert everything() == before


def test_deleting_a_contact_takes_its_web_and_undo_brings_all_back(ledger):
    _, _, hubert, net = web(ledger)
    SetPosition("contact", hubert, (10.0, 20.0)).apply(ledger)
    before = everything()
    assert dependant_counts("contact", hubert) == {
        "link": 2,
        "favour": 1,
        "relation": 1,
        "liaison_of": 1,
    }
    batch = delete_contact(hubert)
    assert isinstance(batch, Batch)
    batch.apply(ledger)
    assert Contact.select().count() == 0 and Link.select().count() == 0
    assert q.record("network", net)["liaison_id"] is None  # the network stays, liaison cleared
    assert q.positions() == {}
    batch.revert(ledger)
    assert everything() == before
    batch.apply(ledger)  # redo
    assert q.count("favour") == 0


def test_a_failing_cascade_leaves_everything_as_it_was(ledger):
    _, _, hubert, _ = web(ledger)
    before = everything()
    batch = delete_contact(hubert)
    batch.changes.append(UpdateLink(10_000, {"influence": 1}))  # fails at the end
    with pytest.raises(Link.DoesNotExist):
        batch.apply(ledger)
    assert everything() == before


def test_deleting_a_network_takes_its_operations(ledger):
    _, _, _, net = web(ledger)
    before = everything()
    batch = delete_network(net)
    batch.apply(ledger)
    assert q.count("network") == 0 and q.count("operation") == 0
    batch.revert(ledger)
    assert everything() == before


def test_a_character_delete_may_take_its_ledger_rows_in_one_batch(ledger):
    jan, marketa, _, _ = web(ledger)
    before = everything()
    batch = Batch([*character_ledger_changes(jan), DeleteCharacter(jan)])
    batch.apply(ledger)
    assert q.count("network") == 0 and q.count("operation") == 0 and q.count("favour") == 0
    assert [link["character_id"] for link in q.records("link")] == [marketa]
    assert q.count("contact") == 1  # the person stays: Markéta still knows him
    batch.revert(ledger)
    assert everything() == before


def test_graph_positions_are_kept_and_undone(ledger):
    _, _, hubert, _ = web(ledger)
    first = SetPosition("contact", hubert, (1.5, 2.5))
    first.apply(ledger)
    second = SetPosition("contact", hubert, (3.0, 4.0))
    second.apply(ledger)
    assert q.positions() == {("contact", hubert): (3.0, 4.0)}
    second.revert(ledger)
    assert q.positions() == {("contact", hubert): (1.5, 2.5)}
    first.revert(ledger)
    assert q.positions() == {}


# -- the schema step: a schema-3 Dakara demo keeps its contacts and networks -------------------
def write_schema3_demo(path):
    database = SqliteDatabase(str(path))
    migrations.migrate_to(database, 3)
    database.close()
    demo = load_json("demo", "dakara.json")
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at) "
        "VALUES (?, 'dakara', '', '{}', '2025-01-01 10:00:00')",
        (demo["campaign"]["name"],),
    )
    for c in demo["characters"]:
        conn.execute(
            "INSERT INTO character (name, kind, player, notes, sheet, tags, summary, "
            "created_at, updated_at) VALUES (?, ?, '', '', ?, '[]', '{}', "
            "'2025-01-01 10:00:00', '2025-01-01 10:00:00')",
            (c["name"], c["kind"], json.dumps(c["sheet"], ensure_ascii=False)),
        )
    conn.commit()
    conn.close()
    return demo


@pytest.mark.sqlite_only(reason="upgrading an older campaign file")
def test_the_schema3_dakara_demo_migrates_with_its_contacts_and_networks(tmp_path, campaign):
    campaign.close()
    path = tmp_path / "stara-dakara.kronikar"
    demo = write_schema3_demo(path)
    with open_campaign(path) as opened:
        assert opened.migration_backup is not None and opened.migration_backup.exists()
        ids = {r["name"]: r["id"] for r in q.characters()}
        for c in demo["characters"]:
            sheet = c["sheet"]
            links = q.links_of(ids[c["name"]])
            assert [
                (
                    ct["name"],
                    ln["influence"],
                    ct["area"],
                    ct["who"],
                    ln["how_met"],
                    ct["where"],
                    ct["looks"],
                )
                for ln, ct in links
            ] == [
                (
                    x["name"],
                    x["influence"],
                    x["area"],
                    x["who"],
                    x["how_met"],
                    x["where"],
                    x["looks"],
                )
                for x in sheet.get("contacts", [])
            ]
            nets = q.networks_of(ids[c["name"]])
            assert [
                (
                    n["kind"],
                    n["area"],
                    n["rating"],
                    liaison,
                    n["dead_drop"],
                    n["cipher"],
                    n["language"],
                )
                for n, liaison in nets
            ] == [
                (
                    x["kind"],
                    x["area"],
                    x["rating"],
                    x["liaison"],
                    x["dead_drop"],
                    x["cipher"],
                    x["language"],
                )
                for x in sheet.get("networks", [])
            ]
        jan = ids["Jan Bezruč"]
        zuzka = next(ct for ln, ct in q.links_of(jan) if ct["name"] == "Zuzka Pekařová")
        assert q.networks_of(jan)[0][0]["liaison_id"] == zuzka["id"]  # by id, not by name


@pytest.mark.sqlite_only(reason="upgrading an older campaign file")
def test_the_step_leaves_other_systems_ledgers_empty(tmp_path, campaign):
    campaign.close()
    path = tmp_path / "clovek.kronikar"
    database = SqliteDatabase(str(path))
    migrations.migrate_to(database, 3)
    database.execute_sql(
        "INSERT INTO campaign (name, system, description, settings, created_at) "
        "VALUES ('Město', 'clovek', '', '{}', '2025-01-01 10:00:00')"
    )
    database.close()
    with open_campaign(path):
        assert q.count("contact") == 0 and q.count("network") == 0


def test_a_new_demo_campaign_gets_its_sheets_into_the_ledger_once(ledger):
    from campaign_manager.storage.ledger import copy_sheets_into_ledger
    from campaign_manager.storage.models import Character

    demo = load_json("demo", "dakara.json")
    for c in demo["characters"]:
        Character.create(name=c["name"], kind=c["kind"], sheet=c["sheet"])
    people, links, networks = copy_sheets_into_ledger(ledger.database)
    expected_links = sum(len(c["sheet"].get("contacts", [])) for c in demo["characters"])
    assert links == expected_links and networks == 3 and people == expected_links
    assert copy_sheets_into_ledger(ledger.database) == (0, 0, 0)  # never twice
    assert q.count("link") == expected_links


def test_records_are_read_with_the_types_the_rules_expect(ledger):
    """All records are read as the cursor gives them, with the flags converted: a flag is
    True/False (never 0/1), and every record equals its row read by peewee."""
    _, _, hubert, _ = web(ledger)
    (contact,) = q.records("contact")
    assert contact == q.record("contact", hubert)  # the same as one row read by peewee
    (network,) = q.records("network")
    assert network["known_to_players"] is True and network["in_play"] is False
    for kind in ("link", "favour", "network", "relation"):
        for record in q.records(kind):
            assert record == q.record(kind, record["id"])


def test_records_read_in_steps_are_the_records_read_at_once(ledger):
    """A large ledger is read a chunk at a time (ids above the last one read), and the
    first screen reads only some records and the names of their parties."""
    for i in range(7):
        AddContact({"name": f"Známý {i}"}).apply(ledger)
    AddCharacter({"name": "Jan"}).apply(ledger)
    whole = q.records("contact")
    steps, last = [], 0
    while chunk := q.records("contact", after=last, limit=3):
        steps += chunk
        last = chunk[-1]["id"]
    assert steps == whole and len(whole) == 7
    assert [c["name"] for c in q.records("contact", ids={2, 5})] == ["Známý 1", "Známý 4"]
    names = q.party_names(parties={("contact", 2), ("character", 1)})
    assert names == {("contact", 2): "Známý 1", ("character", 1): "Jan"}
    assert q.party_names(kinds=("character",)) == {("character", 1): "Jan"}
