"""A chapter start on a shared campaign writes only what it changed in each sheet: another
GM's edit of a sheet made while the chapter's question was being answered stays; an edit
of the very thing the chapter changes refuses the chapter start, naming that GM."""

from __future__ import annotations

import pytest
from support.clients import as_other_gm

from campaign_manager.storage.changes import PatchSheet
from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek import new_sheet, validate_sheet
from campaign_manager.ui.session import CampaignSession, EditNotSaved
from campaign_manager.ui.systems.clovek.time import start_time_boundary


@pytest.fixture
def campaign_system() -> str:
    return "clovek"


def add(name: str, scars: dict) -> int:
    sheet = new_sheet()
    sheet["scars"] = {key: "" for key in sheet["scars"]} | scars
    return Row.create(name=name, sheet=validate_sheet(sheet)).id


def stored(character_id: int) -> dict:
    return Row.get_by_id(character_id).sheet


def test_another_gms_sheet_edit_made_while_the_question_was_asked_stays(qtbot, campaign):
    session = CampaignSession(campaign)
    tomas = add("Tomáš", {"head": "Ж", "left_leg": "Ж/", "torso": "X"})
    lucie = add("Lucie", {"right_arm": "X/"})

    def ask(name, kind, options):
        # while this GM chooses, Jana writes notes into both sheets and raises Tomáš's Síla
        for character, notes in ((tomas, "zraněn u brodu"), (lucie, "ztratila meč")):
            as_other_gm(
                campaign.url,
                "Jana",
                PatchSheet(character, [{"path": ["notes"], "old": "", "new": notes}]),
            )
        as_other_gm(
            campaign.url,
            "Jana",
            PatchSheet(tomas, [{"path": ["attributes", "obratnost"], "old": 2, "new": 3}]),
        )
        return "left_leg"

    assert start_time_boundary(session, "chapter", ask) is not None
    tomas_now, lucie_now = stored(tomas), stored(lucie)
    assert tomas_now["notes"] == "zraněn u brodu"  # Jana's edits stay
    assert tomas_now["attributes"]["obratnost"] == 3
    assert lucie_now["notes"] == "ztratila meč"
    assert tomas_now["scars"]["left_leg"] == "__"  # and the chapter start did its part
    assert tomas_now["scars"]["torso"] == "__" and lucie_now["scars"]["right_arm"] == "__"

    assert session.undo()  # the chapter start undone: Jana's edits stay still
    tomas_now = stored(tomas)
    assert tomas_now["scars"]["left_leg"] == "Ж/" and tomas_now["notes"] == "zraněn u brodu"
    assert tomas_now["attributes"]["obratnost"] == 3
    session.close()


def test_another_gms_edit_of_what_the_chapter_changes_refuses_it_naming_them(qtbot, campaign):
    session = CampaignSession(campaign)
    tomas = add("Tomáš", {"head": "Ж", "left_leg": "Ж/", "torso": "X"})
    refused = []
    session.write_failed.connect(lambda *args: refused.append(args))

    def ask(name, kind, options):  # meanwhile Jana marks the torso's wound healed herself
        change = PatchSheet(tomas, [{"path": ["scars", "torso"], "old": "X_", "new": "__"}])
        as_other_gm(campaign.url, "Jana", change)
        return "left_leg"

    before = stored(tomas)
    assert before["scars"]["torso"] == "X_"
    with pytest.raises(EditNotSaved):
        start_time_boundary(session, "chapter", ask)
    assert refused[0][1].who == "Jana"
    assert stored(tomas) == {**before, "scars": {**before["scars"], "torso": "__"}}
    session.close()
