"""A client of a shared campaign in a process of its own, for the tests of several
clients at once: it opens the campaign under its own name and edits one character."""

from __future__ import annotations

import random
import time


def as_client(url: str, name: str) -> str:
    """``url`` for a client that names itself ``name`` (its application name)."""
    return url + ("&" if "?" in url else "?") + f"application_name={name}"


def edit_concurrently(url: str, name: str, character_id: int, rounds: int, start, results):
    """``rounds`` times: write a key of the sheet only this client writes (never refused),
    then set the sheet's ``shared`` value and the character's name from what it read just
    before (refused where another client changed them in between). Puts
    ``(name, won, refused)`` on ``results``: every ``(field, read, written)`` that landed and
    every ``(field, read, who, reason)`` refused."""
    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.changes import PatchSheet, UpdateCharacter
    from campaign_manager.storage.errors import WriteFailed
    from campaign_manager.storage.models import Character

    campaign = open_campaign(url)
    won: list[tuple] = []
    refused: list[tuple] = []
    chance = random.Random(name)
    start.wait()
    try:
        for number in range(rounds):
            PatchSheet(character_id, [{"path": ["own", name, str(number)], "new": number}]).apply(
                campaign
            )
            for field in ("shared", "name"):
                row = Character.get_by_id(character_id)
                read = row.sheet["shared"] if field == "shared" else row.name
                written = f"{name}-{number}"
                time.sleep(chance.random() * 0.003)  # the others get between read and write
                if field == "shared":
                    change = PatchSheet(
                        character_id, [{"path": ["shared"], "old": read, "new": written}]
                    )
                else:
                    change = UpdateCharacter(character_id, {"name": written}, {"name": read})
                try:
                    change.apply(campaign)
                except WriteFailed as error:
                    refused.append((field, read, error.who, error.reason))
                else:
                    won.append((field, read, written))
    finally:
        campaign.close()
    results.put((name, won, refused))


def rename_and_promote(url: str, character_id: int, name: str) -> None:
    """Another GM's session: renames the character, then makes it a master in its sheet
    (each an edit of its own, as the window makes them)."""
    from PySide6.QtCore import QCoreApplication

    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.changes import PatchSheet, UpdateCharacter
    from campaign_manager.storage.models import Character
    from campaign_manager.ui.session import CampaignSession

    app = QCoreApplication.instance() or QCoreApplication([])
    session = CampaignSession(open_campaign(url))
    try:
        session.perform(UpdateCharacter(character_id, {"name": name}), "Rename")
        copy = Character.get_by_id(character_id).sheet  # the sheet as this client reads it
        session.perform(
            PatchSheet.between(character_id, copy, {**copy, "level": "mistr"}), "Promote"
        )
    finally:
        session.close()
    del app


def add_contact_and_fight(url: str) -> None:
    """Another GM adds a person to the ledger, then prepares a fight and renames it."""
    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.changes import AddEncounter, UpdateEncounter
    from campaign_manager.storage.ledger import AddContact

    campaign = open_campaign(url)
    try:
        AddContact({"name": "Hostinský", "who": "krčmář"}).apply(campaign)
        fight = AddEncounter({"name": "Přepadení", "state": {"status": "prepared"}})
        fight.apply(campaign)
        UpdateEncounter(fight.id, {"name": "Přepadení u brodu"}).apply(campaign)
    finally:
        campaign.close()


def apply_changes(url: str, changes: list) -> None:
    """Another GM's client: applies ``changes`` (storage changes, one transaction each)."""
    from campaign_manager.storage import open_campaign

    campaign = open_campaign(url)
    try:
        for change in changes:
            change.apply(campaign)
    finally:
        campaign.close()


def as_other_gm(url: str, name: str, *changes) -> None:
    """Run ``changes`` as the GM ``name`` in a process of its own, and wait for it."""
    import multiprocessing

    other = multiprocessing.get_context("spawn").Process(
        target=apply_changes, args=(as_client(url, name), list(changes))
    )
    other.start()
    other.join(timeout=60)
    assert other.exitcode == 0
