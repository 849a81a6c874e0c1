"""The history kept in the file: every change kind to JSON and back exactly, what cannot
be read is refused, and the table holds what the session says."""

from __future__ import annotations

import base64
import copy
import json
import tracemalloc
from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.zlib_bomb import zlib_bomb

from campaign_manager.storage import fight_parts, history
from campaign_manager.storage.changes import (
    AddCharacter,
    AddEncounter,
    AdvanceStoryTime,
    Batch,
    Change,
    DeleteCharacter,
    DeleteEncounter,
    LogEvents,
    LogLine,
    PatchSheet,
    SetCampaignField,
    SetCampaignSetting,
    SetEncounterState,
    UpdateCharacter,
    UpdateEncounter,
    whole_state,
)
from campaign_manager.storage.encounters import encounter_state
from campaign_manager.storage.errors import ChangedSince, WriteFailed
from campaign_manager.storage.fight_parts import changed_parts, encode_state
from campaign_manager.storage.ledger import (
    ADD,
    DELETE_ROW,
    UPDATE,
    DeletePosition,
    Position,
    SetPosition,
    add_person,
)
from campaign_manager.storage.ledger_sheet import SyncFeelings, SyncSheetLists
from campaign_manager.storage.models import UndoStep
from campaign_manager.storage.player_image import set_image
from campaign_manager.systems.common import load_json
from campaign_manager.systems.dakara.sheet import validate_sheet

RECORDS = {
    "contact": {"name": "Hubert Lasička", "who": "pašerák", "portrait": b"\x89PNG\x00"},
    "favour": {"debtor_kind": "contact", "creditor_kind": "character", "reason": "úkryt"},
    "network": {"kind": "Černý trh", "area": "Staré Město", "rating": 2},
    "relation": {"source_kind": "character", "target_kind": "contact", "label": "zná"},
    "link": {"influence": 1},
    "operation": {"request": "Zjisti, kdo platí stráž"},
}


def round_trip(change: Change) -> Change:
    payload, size = history.encode(change)
    json.loads(payload)  # plain JSON
    assert size >= len(payload)
    decoded, _ = history.decode(payload)
    return decoded


def jan_sheet() -> dict:
    demo = load_json("demo", "dakara.json")
    return validate_sheet(next(c["sheet"] for c in demo["characters"] if c["name"] == "Jan Bezruč"))


def applied_examples(campaign) -> list[Change]:
    """One applied change of every kind the storage has (what the history keeps)."""
    out: list[Change] = []

    def do(change: Change) -> Change:
        change.apply(campaign)
        out.append(change)
        return change

    sheet = jan_sheet()
    jan = AddCharacter(
        {"name": "Jan Bezruč", "sheet": sheet, "tags": ["družina"], "portrait": b"\x89PNG\x01"}
    )
    do(Batch([jan, SyncSheetLists(sheet["contacts"], sheet["networks"], character=jan)]))
    me = jan.id
    do(UpdateCharacter(me, {"notes": "<b>tajemství</b>"}))
    do(PatchSheet.between(me, sheet, {**sheet, "notes_for_test": [1, 2.5, None]}))
    do(SyncSheetLists(sheet["contacts"][1:], sheet["networks"], character_id=me))
    do(SyncFeelings({"Kovář": {"enmity": {"value": 5}}}, character_id=me))
    ids = {"character": me}
    for kind in ("contact", "network", "favour", "relation", "link", "operation"):
        values = dict(RECORDS[kind])
        if kind == "favour":
            values |= {"debtor_id": ids["contact"], "creditor_id": me}
        if kind == "relation":
            values |= {"source_id": me, "target_id": ids["contact"]}
        if kind == "link":
            values |= {"character_id": me, "contact_id": ids["contact"]}
        if kind == "network":
            values |= {"owner_id": me}
        if kind == "operation":
            values |= {"network_id": ids["network"]}
        ids[kind] = do(ADD[kind](values)).id
        field = "notes" if kind in ("contact", "network") else None
        field = field or {"favour": "reason", "relation": "label", "link": "how_met"}.get(
            kind, "result"
        )
        do(UPDATE[kind](ids[kind], {field: "jinak"}))
    do(add_person({"name": "Zuzka"}, {"character_id": me}))
    do(SetPosition("contact", ids["contact"], (10.5, -3.0)))
    position = Position.get(Position.node_id == ids["contact"]).id
    do(DeletePosition(position))
    for kind in ("operation", "link", "relation", "favour", "network", "contact"):
        do(DELETE_ROW[kind](ids[kind]))
    fight = do(AddEncounter({"name": "Přepadení", "state": {"combatants": {}, "round": 0}}))
    do(UpdateEncounter(fight.id, {"notes": "u brodu"}))
    state = {"combatants": {f"x{n}": {"name": f"Stráž {n}", "hp": n} for n in range(300)}}
    do(SetEncounterState(fight.id, encode_state(state).parts, "running", complete=True))
    do(LogEvents([LogLine("Stráž: zásah", "Guard: hit", "damage", me, fight.id, 1)]))
    do(SetCampaignField("description", "Kampaň v Praze"))
    do(SetCampaignField("settings", {"dakara": {"level": "profesionál"}}))
    do(AdvanceStoryTime(3 * 86400))
    do(SetCampaignSetting("story_time", 7))
    do(set_image(campaign.info.settings, b"\x89PNG\r\n\x1a\n obrazek"))
    do(DeleteEncounter(fight.id))
    other = AddCharacter({"name": "Ota"})
    other.apply(campaign)
    do(DeleteCharacter(other.id))
    from campaign_manager.storage.templates import (
        AddTemplate,
        DeleteTemplate,
        UpdateTemplate,
        template_values,
    )

    values = {**template_values(me, campaign.system), "sheet": sheet}
    template = do(AddTemplate(values))
    do(UpdateTemplate(template.id, {"name": "Jan (šablona)"}))
    do(DeleteTemplate(template.id))
    from campaign_manager.storage.encounters import ExtrasToRoster

    into = {"t1-1": {"name": "Stráž 1", "character_id": None}}
    do(ExtrasToRoster([{"id": "t1-1", "name": "Stráž 1", "gender": "f", "sheet": sheet}], into))
    assert into["t1-1"]["character_id"] is not None  # kept: only the character's insert
    from campaign_manager.storage.journals import AddJournal, DeleteJournal, UpdateJournal

    evening = {"started_at": datetime(2026, 12, 5, 18), "ended_at": datetime(2026, 12, 5, 23)}
    journal = do(AddJournal({**evening, "body": ""}))
    do(UpdateJournal(journal.id, {"body": "<p>Zdena padla.</p>"}, base={"body": ""}))
    do(DeleteJournal(journal.id))
    from campaign_manager.storage.changes.reveals import AddReveal, SetReveal

    picture = {"kind": "image", "title": "Mapa", "image": b"GIF89a mapa", "audience": ["1"]}
    reveal = do(AddReveal(picture))
    do(SetReveal(reveal.id, {"withdrawn": True}, base={"withdrawn": False}))
    return out


def kinds_in(change: Change) -> set[str]:
    found = {type(change).__name__}
    for value in vars(change).values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            if isinstance(item, Change):
                found |= kinds_in(item)
    return found


def test_every_change_kind_comes_back_from_its_json_exactly(campaign):
    examples = applied_examples(campaign)
    assert set().union(*(kinds_in(c) for c in examples)) == set(Change.kinds)
    for change in examples:
        if isinstance(change, SetEncounterState):  # its fight went: a step of its own below
            continue
        assert round_trip(change) == change, type(change).__name__


def test_a_change_met_twice_in_one_step_comes_back_as_one(campaign):
    batch = add_person({"name": "Zuzka"}, {"character_id": 1})
    batch.changes[0].id = 7
    decoded = round_trip(batch)
    assert decoded.changes[1].contact is decoded.changes[0]
    assert decoded.changes[1].contact.id == 7


STATE = {
    "combatants": {
        f"x{n}": {"name": f"Stráž {n}", "hp": 10, "sheet": {"notes": f"brána {n}" * 20}}
        for n in range(200)
    },
    "round": 1,
}


def fight_step(campaign, hit: int) -> tuple[SetEncounterState, dict, dict]:
    """A fight's step applied: ``hit`` combatants lose hit points; its states before and
    after."""
    fight = AddEncounter({"name": "Přepadení", "state": STATE})
    fight.apply(campaign)
    first = encode_state(STATE)
    SetEncounterState(fight.id, dict(first.parts), "running", complete=True).apply(campaign)
    after = copy.deepcopy(STATE)
    for n in range(hit):
        after["combatants"][f"x{n * 37}"]["hp"] -= 3
    after["round"] = 2
    step = SetEncounterState(fight.id, changed_parts(encode_state(after, first)), "running")
    step.apply(campaign)
    return step, STATE, after


def test_a_fights_step_keeps_what_it_changed_both_ways(campaign):
    step, before, after = fight_step(campaign, 3)
    payload, _size = history.encode(step)
    assert len(payload) < len(json.dumps(after)) / 20  # three combatants and the round
    assert len(step.parts) == 4 and len(step.old[3]) == 4
    assert round_trip(step) == step
    step.revert(campaign)
    assert encounter_state(step.encounter_id) == before
    decoded = round_trip(step)
    assert decoded == step
    decoded.apply(campaign)  # redo from what the file kept
    assert encounter_state(step.encounter_id) == after


def test_a_fights_step_whose_state_changed_since_is_refused_when_undone(campaign):
    step, _, _ = fight_step(campaign, 2)
    payload, _ = history.encode(step)
    whole_state(step.encounter_id, {"combatants": {}, "round": 9}).apply(campaign)
    decoded, _ = history.decode(payload)
    with pytest.raises(WriteFailed) as refused:
        decoded.revert(campaign)
    assert refused.value.reason == "changed"
    with pytest.raises(WriteFailed):
        decoded.apply(campaign)
    assert encounter_state(step.encounter_id) == {"combatants": {}, "round": 9}


def test_a_fights_step_kept_as_runs_of_the_whole_state_is_refused(campaign):
    """An older version kept a fight's step as runs of the whole state's text: it cannot
    be undone on a fight kept in parts."""
    step, _, _ = fight_step(campaign, 2)
    document = json.loads(history.encode(step)[0])
    document["change"]["$state"] = {"old": [1, 2], "new": [3, 4], "runs": []}
    with pytest.raises(history.Unreadable):
        history.decode(json.dumps(document))


values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=20)
    | st.text(min_size=1, max_size=4).map(lambda text: text * 1000)  # kept compressed
    | st.datetimes()
    | st.binary(),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=5), inner, max_size=4)
        | st.dictionaries(st.sampled_from(["$ref", "$tuple", "$change"]), inner, max_size=2)
        | st.dictionaries(st.integers() | st.tuples(st.integers()), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=100, deadline=None, derandomize=True)
@given(new=values, old=values, lines=st.dictionaries(st.integers(), st.text(), max_size=3))
def test_any_value_comes_back_as_it_was(new, old, lines):
    change = SetCampaignField("settings", new, old, {k: {"cs": v} for k, v in lines.items()})
    decoded = round_trip(change)
    assert decoded == change
    assert type(decoded.new) is type(new) and type(decoded.old) is type(old)
    update = UpdateCharacter(3, {"notes": new}, {"notes": old, "updated_at": datetime(2024, 5, 1)})
    assert round_trip(update) == update


def test_a_payload_naming_an_unknown_change_is_refused():
    payload, _ = history.encode(UpdateCharacter(3, {"notes": "x"}))
    alien = payload.replace('"$change": "UpdateCharacter"', '"$change": "Vanished"')
    with pytest.raises(history.Unreadable):
        history.decode(alien)
    for broken in ("", "{", '{"format": 99, "change": {}}', '{"format": 1, "change": 3}'):
        with pytest.raises(history.Unreadable):
            history.decode(broken)


def test_a_change_from_elsewhere_is_not_kept():
    class Elsewhere(UpdateCharacter):
        pass

    with pytest.raises(TypeError):
        history.encode(Elsewhere(3, {"notes": "x"}))
    with pytest.raises(TypeError):
        history.encode(UpdateCharacter(3, {"notes": {1, 2}}))  # a set is no JSON


def record(position: int, undone: bool = False) -> history.StepRecord:
    return history.StepRecord(position, f"Step {position}", undone, lambda: f"payload {position}")


def rows() -> list[tuple]:
    query = UndoStep.select(UndoStep.position, UndoStep.undone).order_by(UndoStep.position)
    return list(query.tuples())


def test_the_table_holds_what_the_session_says_and_a_new_session_reads_it(campaign):
    kept = history.KeptHistory()
    kept.sync(campaign, [record(1), record(2), record(3)])
    kept.sync(campaign, [record(1), record(2, True), record(3, True)])  # two undone
    assert rows() == [(1, False), (2, True), (3, True)]
    kept.sync(campaign, [record(1), record(4)])  # a push after the undos
    assert rows() == [(1, False), (4, False)]
    again = history.KeptHistory()
    steps = again.load()
    assert [(s.position, s.text, s.payload, s.undone) for s in steps] == [
        (1, "Step 1", "payload 1", False),
        (4, "Step 4", "payload 4", False),
    ]
    assert again.top == 4


def test_a_rewritten_step_replaces_its_row(campaign):
    kept = history.KeptHistory()
    kept.sync(campaign, [record(1)])
    step = history.StepRecord(1, "Notes", False, lambda: "merged", rewrite=True)
    kept.sync(campaign, [step])
    assert [(r.text, r.payload) for r in UndoStep.select()] == [("Notes", "merged")]


def test_a_kept_step_that_decompresses_too_far_is_refused_without_decoding_it_all():
    payload, _ = history.encode(UpdateCharacter(3, {"notes": "x"}, {"notes": "y"}))
    packed = base64.b64encode(zlib_bomb(800)).decode("ascii")
    huge = payload.replace('"notes": "x"', f'"notes": {{"$zlib": "{packed}"}}')
    tracemalloc.start()
    try:
        with pytest.raises(history.Unreadable) as refused:
            history.decode(huge)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2 * history.MAX_DECODED + 16 * 2**20  # not the 800 MB it unpacks to
    assert "too large" in str(refused.value)


def test_a_damaged_compressed_text_is_refused():
    payload, _ = history.encode(UpdateCharacter(3, {"notes": "x" * 5000}, {"notes": "y"}))
    packed = json.loads(payload)["change"]["fields"]["new"]["notes"]["$zlib"]
    cut = base64.b64encode(base64.b64decode(packed)[:-6]).decode("ascii")
    with pytest.raises(history.Unreadable):
        history.decode(payload.replace(packed, cut))


def in_step(campaign, kept: history.KeptHistory, record, fail: bool = False) -> None:
    """``record`` in a step's transaction (``fail``: the step then fails, all rolled back);
    what it noted, once committed."""

    def op():
        noted = record(kept)
        if fail:
            raise ChangedSince("character", 1, "Bořek")
        return noted

    try:
        campaign.write(op)()
    except WriteFailed:
        assert fail


def test_a_steps_row_is_written_in_the_steps_own_transaction(campaign, monkeypatch):
    monkeypatch.setattr(history, "KEPT_STEPS", 3)
    kept = history.KeptHistory()
    for position in (1, 2, 3):
        in_step(campaign, kept, lambda k, p=position: k.push(p, f"Step {p}", f"payload {p}"))
    in_step(campaign, kept, lambda k: k.push(4, "Step 4", "payload 4"), fail=True)
    assert rows() == [(1, False), (2, False), (3, False)]  # the failed step left no row
    in_step(campaign, kept, lambda k: k.mark(3, True))
    in_step(campaign, kept, lambda k: k.mark(2, True))
    in_step(campaign, kept, lambda k: k.mark(2, False), fail=True)
    assert rows() == [(1, False), (2, True), (3, True)]
    in_step(campaign, kept, lambda k: k.push(5, "Step 5", "payload 5"))  # the undone go
    in_step(campaign, kept, lambda k: k.push(6, "Step 6", "payload 6"))
    in_step(campaign, kept, lambda k: k.push(7, "Step 7", "payload 7"))  # the oldest goes
    assert rows() == [(5, False), (6, False), (7, False)]
    in_step(campaign, kept, lambda k: k.push(7, "Notes", "merged", merged=True))
    assert UndoStep.get(UndoStep.position == 7).payload == "merged"
    again = history.KeptHistory()
    assert [step.position for step in again.load()] == [5, 6, 7]
    assert again.stored == kept.stored
    in_step(campaign, kept, lambda k: k.forget())
    assert rows() == [] and kept.stored == {}


@pytest.mark.sqlite_only(reason="a server's jsonb gives back its own spelling of the state")
def test_a_step_setting_one_fights_state_twice_keeps_both(campaign):
    first, before, after = fight_step(campaign, 1)
    second = SetEncounterState(first.encounter_id, {fight_parts.key_of("round"): "3"})
    second.apply(campaign)
    twice = Batch([first, second])
    decoded = round_trip(twice)
    assert decoded == twice
    decoded.revert(campaign)
    assert encounter_state(first.encounter_id) == before
    decoded.apply(campaign)
    assert encounter_state(first.encounter_id) == {**after, "round": 3}
