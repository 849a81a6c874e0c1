"""Two sessions on one shared campaign: what one GM edits shows in the other's window
within a moment, through the server's notifications; after a lost connection the window
re-reads everything."""

from __future__ import annotations

import multiprocessing

from support.clients import as_client, as_other_gm, rename_and_promote

from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.touched import Touched
from campaign_manager.ui.roster.view import RosterPage
from campaign_manager.ui.session import EVERYTHING, CampaignSession


def roster_line(page: RosterPage, character_id: int):
    row = page.model.row_of(character_id)
    return None if row is None else page.model.record(row)


def test_another_gms_rename_and_sheet_edit_show_in_this_roster(qtbot, campaign, postgres_url):
    added = AddCharacter({"name": "Bořek", "sheet": {"level": "pokročilý"}})
    added.apply(campaign)
    session = CampaignSession(campaign)
    page = RosterPage()
    qtbot.addWidget(page)
    page.set_session(session)
    assert session.live is not None and session.live.listening
    heard: list[Touched] = []
    session.changed.connect(heard.append)

    other = multiprocessing.get_context("spawn").Process(
        target=rename_and_promote, args=(as_client(postgres_url, "Jana"), added.id, "Bořek Hrabal")
    )
    other.start()
    qtbot.waitUntil(
        lambda: (
            (line := roster_line(page, added.id)) is not None
            and line.name == "Bořek Hrabal"
            and line.summary["cs"].startswith("mistr")
        ),
        timeout=30000,
    )
    other.join(timeout=30)
    assert other.exitcode == 0
    assert all(changes.characters == {added.id} for changes in heard)

    # this client's own edit is reported once, by its own perform: not heard back
    heard.clear()
    session.perform(UpdateCharacter(added.id, {"player": "Eva"}), "Player")
    assert len(heard) == 1
    # then another GM's edit: its notice comes after this one's, so once it is heard, a
    # notice of this client's own edit would have been heard before it
    as_other_gm(postgres_url, "Jana", AddCharacter({"name": "Zdena"}))
    qtbot.waitUntil(
        lambda: any(changes.characters - {added.id} for changes in heard), timeout=30000
    )
    assert len(heard) == 2
    session.close()


def test_after_a_lost_connection_every_view_reads_again(qtbot, campaign, postgres_server):
    session = CampaignSession(campaign)
    heard: list[Touched] = []
    session.changed.connect(heard.append)
    pid = session.live._conn.info.backend_pid
    with postgres_server.admin() as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    qtbot.waitUntil(lambda: EVERYTHING in heard, timeout=15000)
    assert session.live.listening
    assert session.live._conn.info.backend_pid != pid
    session.close()


def test_another_gms_ledger_record_and_fight_are_heard_by_their_ids(qtbot, campaign, postgres_url):
    from support.clients import add_contact_and_fight

    from campaign_manager.storage.ledger import Contact
    from campaign_manager.storage.models import Encounter

    session = CampaignSession(campaign)
    heard: list[Touched] = []
    session.changed.connect(heard.append)
    other = multiprocessing.get_context("spawn").Process(
        target=add_contact_and_fight, args=(as_client(postgres_url, "Jana"),)
    )
    other.start()
    other.join(timeout=60)
    assert other.exitcode == 0
    contact = Contact.get().id
    fight = Encounter.get().id

    def all_heard() -> bool:
        union = Touched()
        for changes in heard:
            union |= changes
        return ("contact", contact) in union.ledger_records and fight in union.encounters

    qtbot.waitUntil(all_heard, timeout=15000)
    session.close()
