"""Two GMs' clients, each a process of its own with the app's real session, step one
running fight and edit one character of a shared campaign at once (hits, Next,
conditions; name, tags, notes, sheet keys), each hearing the other's changes only where
its event loop runs (at seeded moments: most of its edits start from a view the other GM
has already changed), and the server stops under them once, in the middle, and starts
again. Nothing either was told stored is lost: the fight is every stored step one after
the other and its log holds each step's lines; each field holds the last edit stored (an
earlier one was followed by a later one); the notes keep every line an edit stored added,
unless a later stored edit removed it. What is not stored was refused in words (another
GM's change) or stopped by the server's absence, never a crash."""

from __future__ import annotations

import multiprocessing
import threading

import pytest
from support.clients import as_client
from support.soak_client import PLAN, SHEET_KEYS, run_client

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import encounter_state, extras_of
from campaign_manager.storage.models import Character, Encounter, LogEntry
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara.encounter import act
from campaign_manager.ui.session import CampaignSession

#: the chance that a client's event loop runs after an action: Petr's window hears Jana's
#: changes seldom (his notifications wait in the socket meanwhile)
LOOK = {"Jana": 0.5, "Petr": 0.1}
START_NOTES = "Hospodský v Kutné Hoře.\nDluží cechu.\nBojí se tmy."


def prepared(session) -> tuple[int, int]:
    """A character to edit and a running fight of four extras of the demo's NPC."""
    demo = session.system.demo()["characters"]
    pc = next(entry for entry in demo if entry["kind"] == "pc")
    sheet = {**pc["sheet"], "zkouska": dict.fromkeys(SHEET_KEYS, "")}
    character = AddCharacter(
        {"name": "Bořek", "kind": "pc", "tags": ["družina"], "notes": START_NOTES, "sheet": sheet}
    )
    session.perform(character, "Add")
    npc = next(entry for entry in demo if entry["kind"] == "npc")
    added = AddCharacter({"name": npc["name"], "kind": "npc", "sheet": npc["sheet"]})
    session.perform(added, "Add")
    fight = session.combat.create("U brodu", extras_of(added.id, 4))
    session.combat.act({"type": "start"})
    return character.id, fight


def log_of(fight: int) -> list[str]:
    query = LogEntry.select(LogEntry.text_en).where(LogEntry.encounter == fight)
    return [row.text_en for row in query.order_by(LogEntry.id)]


@pytest.mark.parametrize(("seed", "cut_in"), [(1, "fight"), (2, "notes")])
def test_two_gms_stepping_a_fight_and_editing_a_character_lose_nothing_stored(
    qtbot, campaign, postgres_server, seed, cut_in
):
    """Jana's step or notes edit is cut off in its commit: the server stops before it
    answers."""
    session = CampaignSession(campaign)
    character, fight = prepared(session)
    session.live.close()  # this window only looks on: the test reads the campaign itself
    start = Encounter.get_by_id(fight)
    start_state, start_version, start_log = encounter_state(fight), start.version, log_of(fight)

    context = multiprocessing.get_context("spawn")
    sync = context.Barrier(len(LOOK) + 1)
    results = context.Queue()
    clients = [
        context.Process(
            target=run_client,
            args=(as_client(campaign.url, name), name, character, fight, seed, look, sync),
            kwargs={"results": results, "cut_in": cut_in if name == "Jana" else None},
        )
        for name, look in LOOK.items()
    ]
    for client in clients:
        client.start()
    try:
        sync.wait(180)  # both are in the middle
        sync.wait(60)  # Jana's write is committed: the server goes away before it answers
        postgres_server.pause()
        sync.wait(60)
        sync.wait(60)  # each tried to go on without it
        postgres_server.resume()
        sync.wait(60)
    except threading.BrokenBarrierError:
        pass  # a client failed: its report says how
    finally:
        if not postgres_server._started:
            postgres_server.resume()
    try:
        reports = [results.get(timeout=180) for _ in clients]
    finally:
        for client in clients:
            client.join(timeout=60)
            if client.is_alive():
                client.kill()
    for report in reports:
        assert not report.errors, report.errors[0]
    assert all(client.exitcode == 0 for client in clients)
    campaign.lose_connection("the server was stopped under the test too")
    assert campaign.reconnect() is not None

    # -- what is not stored: refused in words, or stopped by the server's absence -----------
    counts = {}
    for report in reports:
        for _kind, reason, words in report.refused:
            assert reason in ("rules", "changed", "conflict"), words
            if reason != "conflict":  # (the window asks about those, showing both texts)
                assert words.strip() and "went wrong" not in words, words
                assert "postgresql:" not in words and "Error" not in words, words
        assert report.away, f"{report.name} never met the server away"
        told = len(report.fight) + len(report.edits)
        counts[report.name] = (told, len(report.refused), len(report.away))
        assert told >= (PLAN["before"] + PLAN["after"]) // 3, counts  # most went through
    petr = next(report for report in reports if report.name == "Petr")
    renames = [words for kind, _reason, words in petr.refused if kind == "name"]
    assert any("Jana" in words for words in renames), "Petr's rename from before Jana's stood"

    # -- the fight: every step told stored, one after the other, and each step's lines -------
    steps = sorted(step for report in reports for step in report.fight)
    versions = [version for version, _action, _lines in steps]
    stored = Encounter.get_by_id(fight)
    # a step the session said was saved after all, once the server was back, is the one
    # version no step told stored made
    later = [action for report in reports for action in report.saved_after_all]
    assert len(later) == (1 if cut_in == "fight" else 0)
    missing = sorted(set(range(start_version + 1, stored.version + 1)) - set(versions))
    assert len(missing) == len(later)  # none over another, none stored untold
    steps = sorted(steps + [(v, action, None) for v, action in zip(missing, later, strict=True)])
    assert [version for version, *_ in steps] == list(range(start_version + 1, stored.version + 1))
    replayed = start_state
    told_lines = list(start_log)
    for version, action, lines in steps:
        try:
            outcome = act(replayed, action)
        except RuleError as error:  # stored over another step: not from the fight before it
            pytest.fail(
                f"the step stored as {version} ({action}) is not one on the fight "
                f"the steps stored before it make: {error}"
            )
        replayed = outcome.state
        told_lines += [event.text.en for event in outcome.events] if lines is None else lines
    assert encounter_state(fight) == replayed
    assert sorted(log_of(fight)) == sorted(told_lines)

    # -- the character: each field holds the last edit stored ----------------------------------
    edits = sorted(edit for report in reports for edit in report.edits)
    written = [version for version, *_rest in edits]
    assert len(written) == len(set(written))  # each edit one write of its own
    row = Character.get_by_id(character)
    final = {"name": row.name, "tags": row.tags, "notes": row.notes}
    final |= {f"sheet.{key}": row.sheet["zkouska"][key] for key in SHEET_KEYS}
    first = {"name": "Bořek", "tags": ["družina"], "notes": START_NOTES}
    for name, value in final.items():
        stored_edits = [edit for edit in edits if edit[1] == name]
        # (the notes as merged: the edit wrote them so, whatever it started from)
        assert value == (stored_edits[-1][2] if stored_edits else first.get(name, "")), name

    # -- the notes: every line an edit stored added stays, unless a later one removed it -----
    lines = set(row.notes.split("\n"))
    last: dict[str, tuple[int, bool]] = {}  # a line: the last edit stored that added or removed it
    for version, name, _value, plus, minus in edits:
        if name == "notes":
            last.update(dict.fromkeys(plus, (version, True)))
            last.update(dict.fromkeys(minus, (version, False)))
    trace = sorted((entry for report in reports for entry in report.trace), key=str)

    def how(line: str) -> str:
        return "\n".join(repr(entry) for entry in trace if line in str(entry))

    for line, (version, kept) in last.items():
        if kept:
            assert line in lines, (
                f"{line!r}, added by the edit stored as {version}, is lost:\n{how(line)}"
            )
        else:
            assert line not in lines, (
                f"{line!r}, removed by the edit stored as {version}, is back:\n{how(line)}"
            )
    for line in lines:
        assert line in last or line in START_NOTES.split("\n"), f"{line!r} from nowhere"
