"""A fight's step in the file: the state's text put together from its combatants' texts
(those a step did not change keep theirs), written as one change whose undo writes back
the very text, status and time of change the row had."""

from __future__ import annotations

import random

import pytest
from support.d20_fights import fighter, monster  # tests/ on the path

from campaign_manager.storage.changes import AddEncounter, Batch
from campaign_manager.storage.encounters import (
    SetEncounterState,
    encode_state,
    encounter_state,
    encounter_step,
)
from campaign_manager.storage.models import Encounter, LogEntry
from campaign_manager.systems.d20.encounter import act, new_encounter


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def a_fight(extras: int = 12) -> dict:
    people = [{"id": "pc", "name": "Bořek „Kladivo“", "side": "pc", "sheet": fighter()}]
    people += [
        {"id": f"x{n}", "name": f"Skřet {n}", "side": "npc", "sheet": monster(dex=n % 3)}
        for n in range(extras)
    ]
    state = new_encounter(people)
    return act(state, {"type": "start"}, random.Random(3)).state


def stored_text(encounter_id: int) -> str:
    return (
        Encounter.select(Encounter.state.cast("TEXT")).where(Encounter.id == encounter_id).scalar()
    )


def stored_row(encounter_id: int) -> dict:
    """The row's columns as the database holds them, but its version and last writer (each
    write, an undo too, raises the version: a step worked out from the undone one's
    version must not land)."""
    database = Encounter._meta.database
    cursor = database.execute_sql(
        f"SELECT * FROM encounter WHERE id = {database.param}", (encounter_id,)
    )
    names = [column[0] for column in cursor.description]
    row = dict(zip(names, cursor.fetchone(), strict=True))
    return {k: v for k, v in row.items() if k not in ("version", "changed_by")}


def test_the_text_is_what_the_json_field_stores_byte_for_byte():
    state = a_fight()
    assert encode_state(state).text == Encounter.state.db_value(state)
    empty = new_encounter([])
    assert encode_state(empty).text == Encounter.state.db_value(empty)
    odd = {"combatants": "not a dict", "round": 1}  # not a fight's shape: encoded whole
    assert encode_state(odd).text == Encounter.state.db_value(odd)


def test_a_step_encodes_only_what_it_changed():
    state = a_fight()
    first = encode_state(state)
    hit = act(state, {"type": "damage", "target": "x4", "amount": 3}).state
    second = encode_state(hit, first)
    assert second.text == Encounter.state.db_value(hit)
    assert second.parts["x4"] != first.parts["x4"]
    unchanged = [cid for cid in hit["combatants"] if cid != "x4"]
    assert all(second.parts[cid] is first.parts[cid] for cid in unchanged)  # the same text
    assert second.fields["initiative"] is first.fields["initiative"]  # so are other keys
    moved = encode_state(act(hit, {"type": "next"}).state, second)
    assert moved.fields["current"] != second.fields["current"]


def test_many_steps_stay_byte_for_byte_and_new_or_gone_combatants_count():
    rng = random.Random(11)
    state = a_fight()
    encoded = encode_state(state)
    actions = [
        {"type": "next"},
        {"type": "damage", "target": "x2", "amount": 30},
        {"type": "condition", "target": "pc", "name": "požehnání", "rounds": 2},
        {"type": "next"},
        {"type": "add", "combatant": {"id": "y", "name": "Vlk", "side": "npc", "sheet": monster()}},
        {"type": "remove", "id": "x7"},
        {"type": "next"},
        {"type": "hide", "target": "x1"},
    ]
    for action in actions:
        state = act(state, action, rng).state
        encoded = encode_state(state, encoded)
        assert encoded.text == Encounter.state.db_value(state)
        assert set(encoded.parts) == set(state["combatants"])


def test_a_step_is_one_change_and_undo_writes_back_the_very_row(campaign):
    state = a_fight()
    add = AddEncounter({"name": "U brodu", "status": state["status"], "state": state})
    add.apply(campaign)
    before_text = stored_text(add.id)
    before_row = Encounter.get_by_id(add.id)
    before_stored = stored_row(add.id)
    after = act(state, {"type": "next"}).state
    outcome = act(after, {"type": "finish"})
    batch = encounter_step(add.id, state, outcome.state, list(outcome.events))
    assert isinstance(batch, Batch) and isinstance(batch.changes[0], SetEncounterState)

    batch.apply(campaign)
    assert encounter_state(add.id) == outcome.state
    row = Encounter.get_by_id(add.id)
    assert row.status == "finished" and row.updated_at >= before_row.updated_at
    assert LogEntry.select().where(LogEntry.encounter == add.id).count() == 1

    batch.revert(campaign)
    assert stored_text(add.id) == before_text  # the same bytes, never decoded and encoded
    row = Encounter.get_by_id(add.id)
    assert (row.status, row.updated_at) == (before_row.status, before_row.updated_at)
    assert stored_row(add.id) == before_stored  # every column as it was
    assert Encounter.get_by_id(add.id).version == before_row.version + 2  # stepped, undone
    assert LogEntry.select().where(LogEntry.encounter == add.id).count() == 0

    batch.apply(campaign)  # redo
    assert encounter_state(add.id) == outcome.state
    assert Encounter.get_by_id(add.id).status == "finished"


def test_a_step_on_an_encounter_that_is_gone_changes_nothing(campaign):
    state = a_fight(2)
    step = encounter_step(999, state, act(state, {"type": "next"}).state, [])
    with pytest.raises(Encounter.DoesNotExist):
        step.apply(campaign)
    assert Encounter.select().count() == 0


def test_the_kept_statements_follow_the_database_style():
    """The step's two statements are run through peewee in the database's own parameter
    style: the same code serves a PostgreSQL campaign server later."""
    from peewee import PostgresqlDatabase, SqliteDatabase

    from campaign_manager.storage.encounters import _statements

    read, write = _statements(PostgresqlDatabase("kronikar"))
    assert "%s" in read and "?" not in read + write and write.count("%s") == 6
    read, write = _statements(SqliteDatabase(":memory:"))
    assert read.endswith("id = ?") and write.count("?") == 6


def test_a_step_from_another_version_of_the_fight_writes_nothing(campaign):
    from campaign_manager.storage.encounters import FightMovedOn, stored_fight

    state = a_fight(2)
    add = AddEncounter({"name": "U brodu", "status": state["status"], "state": state})
    add.apply(campaign)
    read = stored_fight(add.id)
    first = act(state, {"type": "next"})
    encounter_step(add.id, state, first.state, list(first.events), expected=read.version).apply(
        campaign
    )
    assert stored_fight(add.id).version == read.version + 1
    text, lines = stored_text(add.id), LogEntry.select().count()
    stale = act(state, {"type": "finish"})  # worked out from the fight before that step
    step = encounter_step(add.id, state, stale.state, list(stale.events), expected=read.version)
    with pytest.raises(FightMovedOn):
        step.apply(campaign)
    assert stored_text(add.id) == text and LogEntry.select().count() == lines
    assert stored_fight(add.id).version == read.version + 1
