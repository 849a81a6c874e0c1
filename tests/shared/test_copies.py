"""A campaign file published to a server, and a shared campaign brought back as a file:
every row as it was (ids too), a new identity, ids never given twice."""

from __future__ import annotations

import pytest
from support.rows import content

from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.changes import (
    AddCharacter,
    AddEncounter,
    DeleteCharacter,
    LogEvents,
    LogLine,
    PatchSheet,
    SetEncounterState,
)
from campaign_manager.storage.encounters import encounter_state
from campaign_manager.storage.errors import CampaignExists
from campaign_manager.storage.fight_parts import changed_parts, encode_state
from campaign_manager.storage.ledger import LEDGER_MODELS, AddContact
from campaign_manager.storage.models import Character, Encounter, FormerCharacter, LogEntry


def fill(campaign) -> int:
    """A few characters (one deleted, one edited), a contact, a log line and a fight;
    returns the deleted character's id."""
    ids = []
    for name in ("Bořek", "Dobromila", "Zbyněk"):
        added = AddCharacter({"name": name, "sheet": {"level": "pokročilý"}, "tags": ["druž"]})
        added.apply(campaign)
        ids.append(added.id)
    PatchSheet(ids[0], [{"path": ["level"], "old": "pokročilý", "new": "mistr"}]).apply(campaign)
    DeleteCharacter(ids[2]).apply(campaign)
    AddContact({"name": "Hostinský", "who": "krčmář"}).apply(campaign)
    LogEvents([LogLine("Bořek: kondice −3", "Bořek: stamina −3", character=ids[0])]).apply(campaign)
    # a fight kept in its parts (a step split it), one of them changed since
    state = {"combatants": {"x1": {"hp": 5}, "x2": {"hp": 7}}, "round": 1}
    fight = AddEncounter({"name": "U brodu", "status": "running", "state": state})
    fight.apply(campaign)
    first = encode_state(state)
    SetEncounterState(fight.id, dict(first.parts), "running", complete=True).apply(campaign)
    hit = encode_state({**state, "combatants": {**state["combatants"], "x2": {"hp": 4}}}, first)
    SetEncounterState(fight.id, changed_parts(hit), "running").apply(campaign)
    return ids[2]


def everything() -> dict[str, list]:
    models = [Character, FormerCharacter, LogEntry, *LEDGER_MODELS]
    rows = {
        m._meta.table_name: [content(r) for r in m.select().order_by(m._meta.primary_key)]
        for m in models
    }
    fights = Encounter.select(Encounter.id).order_by(Encounter.id)
    rows["fights"] = [(row.id, encounter_state(row.id)) for row in fights]
    return rows


def test_a_published_file_opens_on_the_server_with_every_row(tmp_path, postgres_server):
    from campaign_manager.storage.server import publish

    local = create_campaign(tmp_path / "domaci.kronikar", "Domácí kampaň", "dakara")
    deleted = fill(local)
    before, identity = everything(), local.uuid
    name = postgres_server.new_database("published")
    url = postgres_server.url(name)
    assert publish(url) > 0
    with pytest.raises(CampaignExists):  # never over a campaign
        publish(url)
    local.close()
    shared = open_campaign(url)
    try:
        assert shared.name == "Domácí kampaň" and shared.system == "dakara"
        assert everything() == before
        assert shared.uuid != identity
        added = AddCharacter({"name": "Nový"})
        added.apply(shared)
        assert added.id > deleted  # the deleted character's id is not given again
    finally:
        shared.close()
        postgres_server.drop_database(name)


def test_a_local_copy_of_a_shared_campaign_is_a_campaign_file_with_every_row(campaign, tmp_path):
    deleted = fill(campaign)
    before, identity = everything(), campaign.uuid
    copy = campaign.save_copy(tmp_path / "kopie.kronikar")
    with pytest.raises(CampaignExists):
        campaign.save_copy(copy)
    campaign.close()
    local = open_campaign(copy)
    try:
        assert local.name == "Sdílená kampaň"
        assert everything() == before
        assert local.uuid != identity
        added = AddCharacter({"name": "Nový"})
        added.apply(local)
        assert added.id > deleted
    finally:
        local.close()
