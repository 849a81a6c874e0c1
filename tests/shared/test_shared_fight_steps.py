"""Two GMs stepping one fight of a shared campaign lose none of each other's steps: a step
lands only on the stored fight it was worked out from (the row's version); computed from
an older one (the window had not heard the other GM's steps yet), it is worked out again
on the fight as stored and lands there where the rules still allow it, else it is refused
in words. Two GMs pressing Next on the same moment of the fight move it on once."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from support.fight_clients import as_other_tracker

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import encounter_state, extras_of
from campaign_manager.storage.models import Encounter, LogEntry
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.session import CampaignSession


def prepared_fight(session, extras: int = 2) -> tuple[int, list[str]]:
    """A fight of ``extras`` extras of the demo's NPC, opened in ``session``'s tracker."""
    demo = session.system.demo()["characters"]
    npc = next(entry for entry in demo if entry["kind"] == "npc")
    added = AddCharacter({"name": npc["name"], "kind": "npc", "sheet": npc["sheet"]})
    session.perform(added, "Add")
    fight = session.combat.create("U brodu", extras_of(added.id, extras))
    return fight, sorted(session.combat.state["combatants"])


def stored(fight: int) -> dict:
    return encounter_state(fight)


def pending(state: dict, cid: str) -> list[int]:
    """The damage waiting for a Dakara combatant's next round, amount by amount."""
    return [entry["amount"] for entry in state["combatants"][cid]["pending"]]


def log_of(fight: int) -> list[str]:
    query = LogEntry.select(LogEntry.text_en).where(LogEntry.encounter == fight)
    return [row.text_en for row in query.order_by(LogEntry.id)]


def hit(target: str, amount: int) -> dict:
    return {"type": "damage", "target": target, "amount": amount}


def test_a_step_from_before_the_other_gms_three_hits_lands_on_them(qtbot, campaign):
    session = CampaignSession(campaign)
    controller = session.combat
    fight, (first, _second) = prepared_fight(session)
    controller.act({"type": "start"})

    as_other_tracker(campaign.url, "Jana", fight, hit(first, 1), hit(first, 1), hit(first, 1))
    # no event-loop turn since: this window has not heard of them and shows the old fight
    assert pending(controller.state, first) == []
    controller.act(hit(first, 2))

    fight_now = stored(fight)
    assert pending(fight_now, first) == [1, 1, 1, 2]  # Jana's three hits and this one
    assert controller.state == fight_now  # the tracker shows the fight as stored
    assert sum("damage" in text for text in log_of(fight)) == 4
    assert Encounter.get_by_id(fight).changed_by == campaign.who

    # this GM's step is undone where the fight holds what it wrote: Jana's hits stay
    assert session.undo()
    assert pending(stored(fight), first) == [1, 1, 1]
    assert pending(controller.state, first) == [1, 1, 1]
    assert sum("damage" in text for text in log_of(fight)) == 3
    assert session.redo()
    assert pending(stored(fight), first) == [1, 1, 1, 2]

    # Jana steps after it: undoing this GM's step would take hers too, and is refused
    as_other_tracker(campaign.url, "Jana", fight, hit(first, 1))
    refused = []
    session.write_failed.connect(lambda *args: refused.append(args))
    assert not session.undo()
    assert refused[0][1].who == "Jana"
    assert pending(stored(fight), first) == [1, 1, 1, 2, 1]
    session.close()


def test_a_step_the_rules_refuse_on_the_fight_as_stored_is_refused_in_words(qtbot, campaign):
    session = CampaignSession(campaign)
    controller = session.combat
    fight, (first, second) = prepared_fight(session)
    controller.act({"type": "start"})

    as_other_tracker(campaign.url, "Jana", fight, {"type": "remove", "id": first})
    try:
        controller.act(hit(first, 3))  # worked out on the fight from before Jana's step
    except RuleError as error:
        words = str(error)
    else:
        raise AssertionError("a hit on a combatant no longer in the fight was stored")
    assert "Jana changed the fight" in words and "There is no combatant" in words
    fight_now = stored(fight)
    assert first not in fight_now["combatants"]  # Jana's step stays
    assert controller.state == fight_now  # and the tracker shows it
    assert not any("damage" in text for text in log_of(fight))
    assert session.undo_stack.count() == 3  # the character, the fight, the start
    controller.act(hit(second, 1))  # the next step goes from the fight as it is now
    assert pending(stored(fight), second) == [1]
    session.close()


def test_two_gms_pressing_next_on_the_same_moment_move_the_fight_on_once(
    qtbot, campaign, monkeypatch
):
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _parent, title, text, *_a: shown.append((title, text))
    )
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.attach(campaign)
    session = window.session
    fight, _ids = prepared_fight(session)
    page = window.combat_area
    page.start_action.trigger()
    assert stored(fight)["phase"] == "declare"

    # Jana presses Next on round 1's declaration, and so does this GM, before hearing hers
    as_other_tracker(campaign.url, "Jana", fight, {"type": "next"})
    page.next_action.trigger()

    fight_now = stored(fight)
    assert (fight_now["round"], fight_now["phase"]) == (1, "resolve")
    assert log_of(fight).count("Round 1: resolution (NPCs first).") == 1
    assert shown[0][0] == "The fight changed meanwhile"
    assert len(shown) == 1 and "Jana made this very step" in shown[0][1]
    assert session.combat.state == fight_now
    assert session.undo_stack.count() == 3  # the character, the fight, the start: no Next

    # Jana moves the fight on and hits; this GM's Next from before is not taken for one of
    # the next round: a Next is meant for the moment it was pressed in
    shown.clear()
    first = sorted(fight_now["combatants"])[0]
    as_other_tracker(campaign.url, "Jana", fight, {"type": "next"}, hit(first, 1))
    page.next_action.trigger()
    fight_now = stored(fight)
    assert (fight_now["round"], fight_now["phase"]) == (2, "declare")
    assert pending(fight_now, first) == [1]
    assert log_of(fight).count("Round 2 begins.") == 1
    assert len(shown) == 1 and "Jana moved the fight on" in shown[0][1]
    assert session.combat.state == fight_now
    window.close()


def test_after_a_lost_connection_the_open_fight_is_read_again(qtbot, campaign, postgres_server):
    session = CampaignSession(campaign)
    controller = session.combat
    fight, (first, _second) = prepared_fight(session)
    controller.act({"type": "start"})
    pid = session.live._conn.info.backend_pid
    with postgres_server.admin() as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    qtbot.waitUntil(lambda: not session.live.listening, timeout=15000)
    # the ways back wait while Jana steps the fight: this window cannot hear of her step
    session.live._retry.stop()
    session.server_link.retry.stop()
    as_other_tracker(campaign.url, "Jana", fight, hit(first, 1))
    session.live._retry.start()
    session.server_link.retry.start()
    qtbot.waitUntil(lambda: pending(controller.state, first) == [1], timeout=15000)
    assert controller.state == stored(fight)
    controller.act(hit(first, 2))  # and the next step goes from there, as expected
    assert pending(stored(fight), first) == [1, 2]
    session.close()


def test_two_gms_hitting_one_fight_at_once_lose_no_step(qtbot, campaign):
    """Each GM's tracker steps without hearing the other's steps: every step it was told
    was stored is in the fight and in its log, once."""
    import multiprocessing

    from support.clients import as_client
    from support.fight_clients import hit_concurrently

    session = CampaignSession(campaign)
    fight, ids = prepared_fight(session, extras=4)
    session.combat.act({"type": "start"})
    version = Encounter.get_by_id(fight).version
    targets, sources = ids[:2], {"Jana": ids[2], "Petr": ids[3]}
    rounds = 40
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(len(sources))
    results = context.Queue()
    clients = [
        context.Process(
            target=hit_concurrently,
            args=(as_client(campaign.url, name), name, fight, source, targets, rounds, start),
            kwargs={"results": results},
        )
        for name, source in sources.items()
    ]
    for client in clients:
        client.start()
    reports = [results.get(timeout=300) for _ in clients]
    for client in clients:
        client.join(timeout=60)
        assert client.exitcode == 0

    fight_now = stored(fight)
    landed_in_all = 0
    for name, landed, refused in reports:
        # a step is stored, or refused in words (the other GM's tracker kept stepping
        # faster than this one could work its step out again): never made another's step
        assert all("kept stepping the fight" in words for words in refused), refused
        assert len(landed) + len(refused) == rounds and len(landed) > rounds // 2
        for target in targets:
            hits = [
                entry
                for entry in fight_now["combatants"][target]["pending"]
                if entry["source"] == sources[name]
            ]
            assert len(hits) == landed.count(target)  # every step told stored is there
        landed_in_all += len(landed)
    assert sum("damage" in text for text in log_of(fight)) == landed_in_all
    assert Encounter.get_by_id(fight).version == version + landed_in_all
    session.close()


def test_a_step_on_a_fight_another_gm_deleted_is_refused_in_words(qtbot, campaign):
    from support.clients import as_other_gm

    from campaign_manager.storage.changes import DeleteEncounter

    session = CampaignSession(campaign)
    controller = session.combat
    fight, (first, _second) = prepared_fight(session)
    as_other_gm(campaign.url, "Jana", DeleteEncounter(fight))
    try:
        controller.act(hit(first, 1))
    except RuleError as error:
        assert "deleted the fight" in str(error)
    else:
        raise AssertionError("a step on a deleted fight was told stored")
    assert controller.state is None and controller.encounter_id is None
    assert Encounter.select().count() == 0 and not log_of(fight)
    session.close()


def test_any_interleaving_of_two_trackers_steps_keeps_every_step_told_stored(qtbot, campaign):
    """Two trackers on one fight, neither hearing the other's steps (two sessions of one
    client: each hears only its own), step it in any order: the fight is what the steps each
    was told stored make one after the other, its log holds exactly
    the lines of every step each was told was stored, each moment of the fight (a round's
    start, its resolution) is logged once, and every stored step raised the version once."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from campaign_manager.systems.dakara.encounter import act

    gms = {"A": CampaignSession(campaign), "B": CampaignSession(campaign)}
    moves = st.lists(
        st.tuples(st.sampled_from("AB"), st.sampled_from(["hit0", "hit1", "hit0x2", "next"])),
        min_size=1,
        max_size=10,
    )

    @settings(
        max_examples=25,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(moves)
    def run(steps):
        fight, ids = prepared_fight(gms["A"])
        gms["A"].combat.act({"type": "start"})
        gms["B"].combat.open(fight)
        logged = log_of(fight)
        version = Encounter.get_by_id(fight).version
        replayed = stored(fight)  # every step told stored, one after the other
        stored_steps = 0
        for who, move in steps:
            if move == "next":
                action = {"type": "next"}
            else:
                action = hit(ids[int(move[3])], 2 if move.endswith("x2") else 1)
            try:
                outcome = gms[who].combat.act(action)
            except RuleError as error:
                assert error.code == "moved_on", str(error)  # refused for the other's step
                continue
            logged += [event.text.en for event in outcome.events]
            replayed = act(replayed, action).state
            stored_steps += 1
        assert stored(fight) == replayed  # no step stored over another
        assert sorted(log_of(fight)) == sorted(logged)
        moments = [text for text in logged if "Round" in text]
        assert len(moments) == len(set(moments))
        assert Encounter.get_by_id(fight).version == version + stored_steps

    try:
        run()
    finally:
        for session in gms.values():
            session.close()


def test_what_the_player_view_shows_goes_onto_the_fight_as_the_other_gm_left_it(qtbot, campaign):
    session = CampaignSession(campaign)
    controller = session.combat
    fight, (first, _second) = prepared_fight(session)
    controller.act({"type": "start"})
    as_other_tracker(campaign.url, "Jana", fight, hit(first, 1))
    view = {**controller.state["view"], "npc": "nothing"}
    controller.set_view_settings(view)  # from the fight before Jana's hit
    fight_now = stored(fight)
    assert fight_now["view"] == view and pending(fight_now, first) == [1]
    assert controller.state == fight_now
    session.close()
