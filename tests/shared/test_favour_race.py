"""A favour and the delete of the contact it names, by two GMs at the same moment: one of
the two is refused, and no favour is left pointing at no one. Each test holds one GM's
transaction open at the moment that matters (a thread of its own, on a connection of its
own) and lets it commit only once the other GM's write waits for it, or is done."""

from __future__ import annotations

import threading

import pytest

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.storage.ledger import AddContact, AddFavour, Contact, Favour, delete_contact


@pytest.fixture
def parties(campaign) -> tuple[int, int]:
    contact = AddContact({"name": "Hostinský", "who": "krčmář"})
    contact.apply(campaign)
    character = AddCharacter({"name": "Bořek"})
    character.apply(campaign)
    return contact.id, character.id


def favour(contact_id: int, character_id: int) -> AddFavour:
    return AddFavour(
        {
            "debtor_kind": "contact",
            "debtor_id": contact_id,
            "creditor_kind": "character",
            "creditor_id": character_id,
            "size": "small",
            "state": "open",
        }
    )


class Held(threading.Thread):
    """``change`` applied in a transaction of its own (a connection of this thread's),
    which stays open after the change until :meth:`release`."""

    def __init__(self, campaign, change):
        super().__init__(daemon=True)
        self.campaign, self.change = campaign, change
        self.applied, self._go = threading.Event(), threading.Event()
        self.error: BaseException | None = None

    def run(self) -> None:
        def held() -> None:
            self.change.apply(self.campaign)
            self.applied.set()
            assert self._go.wait(60)

        try:
            self.campaign.write(held)
        except BaseException as error:  # (looked at by the test)
            self.error = error
        finally:
            self.applied.set()
            self.campaign.database.close()

    def release(self) -> None:
        self._go.set()
        self.join(60)
        assert not self.is_alive()


class Applied(Held):
    """``change`` applied at once (committed as it is done)."""

    def run(self) -> None:
        try:
            self.change.apply(self.campaign)
        except BaseException as error:
            self.error = error
        finally:
            self.campaign.database.close()


def waiting_for_a_lock(campaign) -> int:
    """How many of the test database's connections wait for a lock another holds."""
    return campaign.database.execute_sql(
        "SELECT count(*) FROM pg_stat_activity "
        "WHERE datname = current_database() AND wait_event_type = 'Lock'"
    ).fetchone()[0]


def test_a_favour_to_a_contact_whose_delete_is_being_committed_is_refused(qtbot, campaign, parties):
    contact, character = parties
    deleting = Held(campaign, delete_contact(contact))
    deleting.start()
    assert deleting.applied.wait(30) and deleting.error is None
    adding = Applied(campaign, favour(contact, character))
    adding.start()
    # the favour waits for the delete's transaction (or, unguarded, is already written)
    qtbot.waitUntil(lambda: waiting_for_a_lock(campaign) or not adding.is_alive(), timeout=30000)
    deleting.release()
    adding.join(60)
    assert deleting.error is None
    assert isinstance(adding.error, WriteFailed), "the favour was saved"
    assert (adding.error.reason, adding.error.kind) == ("gone", "contact")
    assert Favour.select().count() == 0
    assert Contact.select().count() == 0


def test_a_contact_delete_that_meets_a_favour_being_committed_is_refused(qtbot, campaign, parties):
    contact, character = parties
    delete = delete_contact(contact)  # worked out before the favour: it takes none
    adding = Held(campaign, favour(contact, character))
    adding.start()
    assert adding.applied.wait(30) and adding.error is None
    deleting = Applied(campaign, delete)
    deleting.start()
    qtbot.waitUntil(lambda: waiting_for_a_lock(campaign) or not deleting.is_alive(), timeout=30000)
    adding.release()
    deleting.join(60)
    assert adding.error is None
    assert isinstance(deleting.error, WriteFailed), "the contact was deleted"
    assert deleting.error.reason == "changed"
    assert Favour.select().count() == 1
    assert Contact.get_by_id(contact).name == "Hostinský"  # the favour points at them
