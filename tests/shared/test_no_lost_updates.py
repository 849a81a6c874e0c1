"""Several clients editing one shared campaign at once lose none of each other's edits:
each write lands only where the row still has the version read, merges by key where
another client wrote it meanwhile, and is refused (naming that client) where it would
overwrite what another client wrote."""

from __future__ import annotations

import multiprocessing

import pytest
from support.clients import as_client, edit_concurrently

from campaign_manager.storage.changes import AddCharacter, PatchSheet, UpdateCharacter
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.models import Character

CLIENTS = 4
ROUNDS = 167  # three edits a round: 501 edits per client


def chain(start: str, won: list[tuple]) -> list[str]:
    """The values one field took, following each landed write from what it read; a write
    that read the same value as another (a lost update) breaks the chain."""
    after = {}
    for _field, read, written in won:
        assert read not in after, f"two writes both overwrote {read!r}: one was lost"
        after[read] = written
    values = [start]
    while values[-1] in after:
        values.append(after[values[-1]])
    assert len(values) == len(won) + 1, "a write landed over a value nobody had written"
    return values


@pytest.mark.slow  # four client processes
def test_four_clients_editing_one_character_lose_nothing_and_hear_of_every_conflict(
    campaign,
):
    added = AddCharacter({"name": "start", "sheet": {"shared": "start", "own": {}}})
    added.apply(campaign)
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(CLIENTS)
    results = context.Queue()
    names = [f"gm{n}" for n in range(1, CLIENTS + 1)]
    clients = [
        context.Process(
            target=edit_concurrently,
            args=(as_client(campaign.url, name), name, added.id, ROUNDS, start, results),
        )
        for name in names
    ]
    for client in clients:
        client.start()
    reports = [results.get(timeout=300) for _ in clients]
    for client in clients:
        client.join(timeout=60)
        assert client.exitcode == 0

    row = Character.get_by_id(added.id)
    for name in names:  # every client's own key: each write merged in, none lost
        assert row.sheet["own"][name] == {str(n): n for n in range(ROUNDS)}
    landed = {field: [] for field in ("shared", "name")}
    conflicts = 0
    for name, won, refused in reports:
        assert len(won) + len(refused) == 2 * ROUNDS
        for entry in won:
            landed[entry[0]].append(entry)
        for _field, _read, who, reason in refused:  # told, and told who it was
            assert reason == "changed"
            assert who in names and who != name
        conflicts += len(refused)
    assert conflicts > 0, "four clients racing for one value never met"
    assert chain("start", landed["shared"])[-1] == row.sheet["shared"]
    assert chain("start", landed["name"])[-1] == row.name
    # every write that landed raised the version by one, and only those did
    writes = CLIENTS * ROUNDS + len(landed["shared"]) + len(landed["name"])
    assert row.version == writes
    assert row.changed_by in names


def test_a_change_over_another_clients_edit_of_the_same_key_names_them(campaign, postgres_url):
    """Refused in the client that made it, with the other client's name for the message."""
    import psycopg

    added = AddCharacter({"name": "Bořek", "sheet": {"kondice": 12, "poznámka": ""}})
    added.apply(campaign)
    copy = Character.get_by_id(added.id).sheet
    with psycopg.connect(as_client(postgres_url, "Jana")) as other:
        other.execute(
            "UPDATE character SET sheet = jsonb_set(sheet, '{kondice}', '9'), "
            "version = version + 1, changed_by = %s WHERE id = %s",
            ("Jana", added.id),
        )
    merged = PatchSheet.between(added.id, copy, {**copy, "poznámka": "zraněn"})
    merged.apply(campaign)  # another key: merged into Jana's sheet
    assert Character.get_by_id(added.id).sheet == {"kondice": 9, "poznámka": "zraněn"}
    refused = PatchSheet.between(added.id, copy, {**copy, "kondice": 4})
    with psycopg.connect(as_client(postgres_url, "Jana")) as other:
        other.execute("UPDATE character SET changed_by = 'Jana' WHERE id = %s", (added.id,))
    try:
        refused.apply(campaign)
    except WriteFailed as error:
        assert (error.reason, error.who, error.what) == ("changed", "Jana", "Bořek")
    else:
        raise AssertionError("the change overwrote Jana's kondice")
    assert Character.get_by_id(added.id).sheet["kondice"] == 9
    stale = UpdateCharacter(added.id, {"name": "Bořek Hrabal"}, {"name": "Bořek"})
    with psycopg.connect(as_client(postgres_url, "Jana")) as other:
        other.execute(
            "UPDATE character SET name = 'Borek', changed_by = 'Jana' WHERE id = %s", (added.id,)
        )
    try:
        stale.apply(campaign)
    except WriteFailed as error:
        assert (error.reason, error.who) == ("changed", "Jana")
    else:
        raise AssertionError("the rename overwrote Jana's")


def test_a_stale_patch_does_not_overwrite_another_clients_change_after_an_own_later_edit(
    campaign, postgres_url
):
    """The row's last writer is this client again (its own later edit landed after the
    other client's): the stale patch's old values, compared path by path, still refuse it."""
    import psycopg

    from campaign_manager.ui.messages import describe_write_failure

    added = AddCharacter({"name": "Bořek", "sheet": {"kondice": 12, "poznámka": ""}})
    added.apply(campaign)
    copy = Character.get_by_id(added.id).sheet  # the sheet editor's copy, from before
    with psycopg.connect(as_client(postgres_url, "Jana")) as other:
        other.execute(
            "UPDATE character SET sheet = jsonb_set(sheet, '{kondice}', '9'), "
            "version = version + 1, changed_by = %s WHERE id = %s",
            ("Jana", added.id),
        )
    UpdateCharacter(added.id, {"player": "Eva"}).apply(campaign)  # this client's, later
    assert Character.get_by_id(added.id).changed_by == campaign.who
    stale = PatchSheet.between(added.id, copy, {**copy, "kondice": 4})
    try:
        stale.apply(campaign)
    except WriteFailed as error:
        assert error.reason == "changed"
        assert "was not saved" in describe_write_failure("Kondice", error, "edit")[1]
    else:
        raise AssertionError("the stale patch overwrote Jana's kondice")
    assert Character.get_by_id(added.id).sheet["kondice"] == 9
    # another path of the same copy still merges in
    PatchSheet.between(added.id, copy, {**copy, "poznámka": "zraněn"}).apply(campaign)
    assert Character.get_by_id(added.id).sheet == {"kondice": 9, "poznámka": "zraněn"}


def test_the_refusal_message_names_the_other_client(campaign):
    from campaign_manager.ui.messages import describe_write_failure

    error = WriteFailed(campaign.location, "changed", reason="changed", what="Bořek", who="Jana")
    for kind in ("edit", "undo", "redo"):
        _title, text = describe_write_failure("Úprava", error, kind)
        assert "Jana" in text and "Bořek" in text and "Úprava" in text
