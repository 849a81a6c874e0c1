"""A fight's step in the file: the state's text put together from its combatants' texts
(those a step did not change keep theirs), written as one change whose undo writes back
the very text, status and time of change the row had."""

from __future__ import annotations

import random

import pytest
from support.d20_fights import fighter, monster  # tests/ on the path

from campaign_manager.storage import fight_parts
from campaign_manager.storage.changes import AddEncounter, Batch, SetEncounterState
from campaign_manager.storage.encounters import encounter_state, encounter_step
from campaign_manager.storage.fight_parts import changed_parts, encode_state
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


def stored_parts(encounter_id: int) -> dict[str, str]:
    database = Encounter._meta.database
    rows = database.execute_sql(fight_parts.read_sql(database.param), (encounter_id,))
    return dict(rows.fetchall())


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


def combatant(cid: str) -> str:
    return fight_parts.key_of("combatants", cid)


def test_each_parts_text_is_what_the_json_field_stores_and_they_make_the_state():
    state = a_fight()
    encoded = encode_state(state)
    for cid, record in state["combatants"].items():
        assert encoded.parts[combatant(cid)] == Encounter.state.db_value(record)
    assert encoded.parts[fight_parts.key_of("round")] == Encounter.state.db_value(state["round"])
    assert fight_parts.assemble(encoded.parts.items()) == state
    empty = new_encounter([])
    assert fight_parts.assemble(encode_state(empty).parts.items()) == empty
    odd = {"combatants": "not a dict", "round": 1}  # not a fight's shape: one part
    assert fight_parts.assemble(encode_state(odd).parts.items()) == odd


def test_a_step_encodes_only_what_it_changed():
    state = a_fight()
    first = encode_state(state)
    hit = act(state, {"type": "damage", "target": "x4", "amount": 3}).state
    second = encode_state(hit, first)
    assert fight_parts.assemble(second.parts.items()) == hit
    assert second.parts[combatant("x4")] != first.parts[combatant("x4")]
    unchanged = [combatant(cid) for cid in hit["combatants"] if cid != "x4"]
    assert all(second.parts[key] is first.parts[key] for key in unchanged)  # the same text
    initiative = fight_parts.key_of("initiative")
    assert second.parts[initiative] is first.parts[initiative]  # so are other keys
    assert set(changed_parts(second)) == {combatant("x4")}
    moved = encode_state(act(hit, {"type": "next"}).state, second)
    assert fight_parts.key_of("current") in changed_parts(moved)


def test_many_steps_make_their_states_and_new_or_gone_combatants_count():
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
        before = encoded
        state = act(state, action, rng).state
        encoded = encode_state(state, encoded)
        assert fight_parts.assemble(encoded.parts.items()) == state
        assert {key for key in encoded.parts if key.startswith('["combatants", ')} == {
            combatant(cid) for cid in state["combatants"]
        }
        # the parts before with what the step changed (None: gone) are the parts after
        written = {**before.parts, **changed_parts(encoded)}
        assert {k: v for k, v in written.items() if v is not None} == encoded.parts


def test_a_step_is_one_change_and_undo_writes_back_the_very_row(campaign):
    state = a_fight()
    add = AddEncounter({"name": "U brodu", "status": state["status"], "state": state})
    add.apply(campaign)
    before_text = stored_text(add.id)
    before_parts = stored_parts(add.id)  # a new fight lands in parts
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

    assert stored_parts(add.id) != before_parts
    batch.revert(campaign)
    assert stored_text(add.id) == before_text  # the same bytes, never decoded and encoded
    assert stored_parts(add.id) == before_parts
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

    from campaign_manager.storage.changes.encounters import _statements

    read, write = _statements(PostgresqlDatabase("kronikar"))
    assert "%s" in read and "?" not in read + write and write.count("%s") == 6
    read, write = _statements(SqliteDatabase(":memory:"))
    assert read.endswith("id = ?") and write.count("?") == 6


def test_a_step_from_another_version_of_the_fight_writes_nothing(campaign):
    from campaign_manager.storage.encounters import stored_fight
    from campaign_manager.storage.errors import FightMovedOn

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


@pytest.mark.sqlite_only(reason="the read-only watch of a campaign file")
def test_the_watch_beside_the_gms_app_reads_a_fight_kept_in_parts(campaign):
    from campaign_manager.storage.live_fight import LiveFight

    state = a_fight()
    add = AddEncounter({"name": "U brodu", "status": "running", "state": state})
    add.apply(campaign)
    encounter_step(add.id, state, state, []).apply(campaign)  # split into its parts
    assert stored_parts(add.id)
    watch = LiveFight(campaign.path)
    try:
        assert watch.poll().state == state
        hit = act(state, {"type": "damage", "target": "x4", "amount": 3}).state
        encounter_step(add.id, state, hit, []).apply(campaign)
        assert watch.poll().state == hit
    finally:
        watch.close()


def test_a_deleted_fight_kept_in_parts_leaves_none_and_its_undo_brings_it_back(campaign):
    from campaign_manager.storage.changes import DeleteEncounter

    state = a_fight()
    add = AddEncounter({"name": "U brodu", "status": "running", "state": state})
    add.apply(campaign)
    hit = act(state, {"type": "damage", "target": "x4", "amount": 3}).state
    encounter_step(add.id, state, hit, []).apply(campaign)
    assert stored_parts(add.id)
    delete = DeleteEncounter(add.id)
    delete.apply(campaign)
    assert stored_parts(add.id) == {}  # nothing of it stays in the file
    delete.revert(campaign)
    assert encounter_state(add.id) == hit
    delete.apply(campaign)  # redo
    assert Encounter.select().count() == 0 and stored_parts(add.id) == {}
