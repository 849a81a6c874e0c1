"""An edit of a character's fields carries what the GM started from (``base``): a field
another client changed since is refused naming who and which, the notes merge three-way
(lines both changed refuse it with both texts), and undo and redo go by what was written.
A favour to a contact deleted meanwhile is refused. On a file and on a server
(the merge itself: ``tests/test_text_merge.py``)."""

from __future__ import annotations

import pytest

from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.errors import TextConflict, WriteFailed
from campaign_manager.storage.ledger import AddContact, AddFavour, DeleteContactRow, Favour
from campaign_manager.storage.models import Character

HEAD = '<html><head><style type="text/css"></style></head><body style="">\n'


def notes(*lines: str) -> str:
    """Notes as the editor writes them: a head, then a paragraph a line."""
    return HEAD + "\n".join(f"<p>{line}</p>" for line in lines) + "</body></html>"


def by_jana(character_id: int, **values) -> None:
    """Another client's write of the row (its name in ``changed_by``)."""
    Character.update(**values, version=Character.version + 1, changed_by="Jana").where(
        Character.id == character_id
    ).execute()


@pytest.fixture
def bořek(campaign) -> int:
    added = AddCharacter({"name": "Bořek", "player": "Eva", "notes": notes("a", "b", "c")})
    added.apply(campaign)
    return added.id


def test_a_field_changed_since_the_edit_started_is_refused_naming_who_and_which(campaign, bořek):
    by_jana(bořek, name="Bořa")
    with pytest.raises(WriteFailed) as refused:
        UpdateCharacter(bořek, {"name": "Bořek Hrabal"}, base={"name": "Bořek"}).apply(campaign)
    error = refused.value
    assert (error.reason, error.who, error.fields, error.what) == (
        "changed",
        "Jana",
        ("name",),
        "Bořa",
    )
    assert Character.get_by_id(bořek).name == "Bořa"


def test_another_field_changed_since_does_not_stop_the_edit(campaign, bořek):
    by_jana(bořek, player="Petr")
    edit = UpdateCharacter(bořek, {"name": "Bořek Hrabal"}, base={"name": "Bořek"})
    edit.apply(campaign)
    row = Character.get_by_id(bořek)
    assert (row.name, row.player) == ("Bořek Hrabal", "Petr")
    edit.revert(campaign)
    assert Character.get_by_id(bořek).name == "Bořek"


def test_notes_changed_in_other_places_merge_and_undo_puts_back_theirs(campaign, bořek):
    theirs = notes("A", "b", "c")
    by_jana(bořek, notes=theirs)
    edit = UpdateCharacter(
        bořek, {"notes": notes("a", "b", "c", "d")}, base={"notes": notes("a", "b", "c")}
    )
    edit.apply(campaign)
    assert Character.get_by_id(bořek).notes == notes("A", "b", "c", "d")
    edit.revert(campaign)  # back to what the other client wrote, not to what this one read
    assert Character.get_by_id(bořek).notes == theirs
    edit.apply(campaign)  # redo
    assert Character.get_by_id(bořek).notes == notes("A", "b", "c", "d")


def test_notes_both_changed_on_one_line_are_refused_with_both_texts(campaign, bořek):
    theirs = notes("a", "B od Jany", "c")
    by_jana(bořek, notes=theirs)
    mine = notes("a", "b ode mě", "c")
    with pytest.raises(WriteFailed) as refused:
        UpdateCharacter(bořek, {"notes": mine}, base={"notes": notes("a", "b", "c")}).apply(
            campaign
        )
    assert refused.value.reason == "conflict" and refused.value.who == "Jana"
    conflict = refused.value.__cause__
    assert isinstance(conflict, TextConflict)
    assert (conflict.mine, conflict.theirs) == (mine, theirs)
    assert conflict.both == notes("a", "B od Jany", "b ode mě", "c")
    assert Character.get_by_id(bořek).notes == theirs


def test_an_edit_without_a_base_writes_as_before(campaign, bořek):
    by_jana(bořek, name="Bořa")
    UpdateCharacter(bořek, {"name": "Bořek Hrabal"}).apply(campaign)
    assert Character.get_by_id(bořek).name == "Bořek Hrabal"


def test_a_favour_to_a_contact_deleted_meanwhile_is_refused(campaign, bořek):
    contact = AddContact({"name": "Hostinský", "who": "krčmář"})
    contact.apply(campaign)
    DeleteContactRow(contact.id).apply(campaign)
    favour = AddFavour(
        {
            "debtor_kind": "contact",
            "debtor_id": contact.id,
            "creditor_kind": "character",
            "creditor_id": bořek,
            "size": "small",
            "state": "open",
        }
    )
    with pytest.raises(WriteFailed) as refused:
        favour.apply(campaign)
    assert (refused.value.reason, refused.value.kind) == ("gone", "contact")
    assert refused.value.record == contact.id
    assert Favour.select().count() == 0


# -- the campaign's description and the ledger's texts ---------------------------------------
def text(*lines: str) -> str:
    """Plain text (a description, a ledger note), a line a paragraph."""
    return "\n".join(lines)


def campaign_by_jana(**values) -> None:
    from campaign_manager.storage.models import CampaignInfo

    CampaignInfo.update(**values, version=CampaignInfo.version + 1, changed_by="Jana").execute()


def test_a_description_changed_elsewhere_merges_and_undo_puts_back_theirs(campaign):
    from campaign_manager.storage.changes import SetCampaignField

    start = text("Praha, 1605.", "Družina hledá otce.", "Zima.")
    SetCampaignField("description", start).apply(campaign)
    theirs = text("Praha, 1606.", "Družina hledá otce.", "Zima.")
    campaign_by_jana(description=theirs)
    mine = text("Praha, 1605.", "Družina hledá otce.", "Zima. Mor.")
    edit = SetCampaignField("description", mine, base=start)
    edit.apply(campaign)
    assert campaign.info.description == text("Praha, 1606.", "Družina hledá otce.", "Zima. Mor.")
    edit.revert(campaign)
    assert campaign.info.description == theirs
    edit.apply(campaign)
    assert campaign.info.description == text("Praha, 1606.", "Družina hledá otce.", "Zima. Mor.")


def test_a_description_both_changed_on_one_line_is_refused_with_both_texts(campaign):
    from campaign_manager.storage.changes import SetCampaignField

    start = text("Praha, 1605.", "Zima.")
    SetCampaignField("description", start).apply(campaign)
    theirs = text("Praha, 1606.", "Zima.")
    campaign_by_jana(description=theirs)
    mine = text("Brno, 1605.", "Zima.")
    with pytest.raises(WriteFailed) as refused:
        SetCampaignField("description", mine, base=start).apply(campaign)
    assert (refused.value.reason, refused.value.who) == ("conflict", "Jana")
    conflict = refused.value.__cause__
    assert isinstance(conflict, TextConflict) and conflict.fields == ("description",)
    assert (conflict.mine, conflict.theirs) == (mine, theirs)
    assert conflict.both == text("Praha, 1606.", "Brno, 1605.", "Zima.")
    assert campaign.info.description == theirs


def test_a_campaign_name_changed_since_is_refused_naming_who(campaign):
    from campaign_manager.storage.changes import SetCampaignField

    start = campaign.info.name
    campaign_by_jana(name="Stíny nad Brnem")
    with pytest.raises(WriteFailed) as refused:
        SetCampaignField("name", "Stíny nad Prahou", base=start).apply(campaign)
    error = refused.value
    assert (error.reason, error.who, error.fields) == ("changed", "Jana", ("name",))
    assert campaign.info.name == "Stíny nad Brnem"


def contact_by_jana(contact_id: int, **values) -> None:
    from campaign_manager.storage.ledger import Contact

    Contact.update(**values, version=Contact.version + 1, changed_by="Jana").where(
        Contact.id == contact_id
    ).execute()


@pytest.fixture
def hostinský(campaign) -> int:
    added = AddContact({"name": "Hostinský", "who": "krčmář", "notes": text("a", "b", "c")})
    added.apply(campaign)
    return added.id


def test_contact_notes_changed_elsewhere_merge(campaign, hostinský):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    contact_by_jana(hostinský, notes=text("A", "b", "c"), area="Praha")
    edit = UpdateContact(
        hostinský, {"notes": text("a", "b", "c", "d")}, base={"notes": text("a", "b", "c")}
    )
    edit.apply(campaign)
    row = Contact.get_by_id(hostinský)
    assert (row.notes, row.area) == (text("A", "b", "c", "d"), "Praha")
    edit.revert(campaign)
    assert Contact.get_by_id(hostinský).notes == text("A", "b", "c")


def test_contact_notes_both_changed_on_one_line_are_refused_with_both(campaign, hostinský):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    contact_by_jana(hostinský, notes=text("a", "B od Jany", "c"))
    with pytest.raises(WriteFailed) as refused:
        UpdateContact(
            hostinský, {"notes": text("a", "b ode mě", "c")}, base={"notes": text("a", "b", "c")}
        ).apply(campaign)
    assert (refused.value.reason, refused.value.who, refused.value.kind) == (
        "conflict",
        "Jana",
        "contact",
    )
    assert refused.value.__cause__.both == text("a", "B od Jany", "b ode mě", "c")
    assert Contact.get_by_id(hostinský).notes == text("a", "B od Jany", "c")


def test_a_contact_field_changed_since_is_refused_naming_who_and_which(campaign, hostinský):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    contact_by_jana(hostinský, who="kovář")
    with pytest.raises(WriteFailed) as refused:
        UpdateContact(hostinský, {"who": "hostinský"}, base={"who": "krčmář"}).apply(campaign)
    error = refused.value
    assert (error.reason, error.who, error.fields, error.what) == (
        "changed",
        "Jana",
        ("who",),
        "Hostinský",
    )
    assert Contact.get_by_id(hostinský).who == "kovář"
