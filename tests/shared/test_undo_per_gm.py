"""Each GM of a shared campaign undoes their own steps: a step is undone where the rows
still hold what it wrote, whatever else the other GM changed; where the other GM changed
what it wrote, the undo is refused naming them, and the GM may keep their change."""

from __future__ import annotations

from support.clients import as_other_gm

from campaign_manager.storage.changes import AddCharacter, PatchSheet, UpdateCharacter
from campaign_manager.storage.models import Character
from campaign_manager.ui.messages import describe_write_failure
from campaign_manager.ui.session import CampaignSession


def test_a_gm_undoes_their_own_step_and_the_other_gms_edits_stay(qtbot, campaign):
    session = CampaignSession(campaign)
    session.perform(AddCharacter({"name": "Bořek", "sheet": {"hp": 10, "xp": 0}}), "Add")
    bořek = Character.get().id
    session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename")
    session.perform(PatchSheet(bořek, [{"path": ["hp"], "old": 10, "new": 7}]), "Wound")
    as_other_gm(
        campaign.url,
        "Jana",
        UpdateCharacter(bořek, {"player": "Eva"}),
        PatchSheet(bořek, [{"path": ["xp"], "old": 0, "new": 5}]),
    )
    assert session.undo() and session.undo()
    row = Character.get_by_id(bořek)
    assert (row.name, row.player, row.sheet) == ("Bořek", "Eva", {"hp": 10, "xp": 5})
    assert session.undo_stack.index() == 1
    session.close()


def test_an_undo_over_the_other_gms_change_is_refused_naming_them_and_theirs_can_stay(
    qtbot, campaign
):
    session = CampaignSession(campaign)
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    session.perform(UpdateCharacter(bořek, {"name": "Bořek Hrabal"}), "Rename")
    as_other_gm(campaign.url, "Jana", UpdateCharacter(bořek, {"name": "Bořek z Dakary"}))
    refused = []
    session.write_failed.connect(lambda *args: refused.append(args))

    assert not session.undo()
    what, error, kind = refused[0]
    assert (error.reason, error.who, kind) == ("changed", "Jana", "undo")
    assert "Jana" in describe_write_failure(what, error, kind)[1]
    assert Character.get_by_id(bořek).name == "Bořek z Dakary"
    assert session.refused_step == 1 and session.undo_stack.index() == 2

    assert session.keep_theirs()  # the rename goes from this GM's history, theirs stays
    assert session.undo_stack.count() == 1 and session.undo_stack.index() == 1
    assert Character.get_by_id(bořek).name == "Bořek z Dakary"

    # the character's creation cannot be undone either: it would take Jana's name with it
    refused.clear()
    assert not session.undo()
    assert refused[0][1].who == "Jana"
    assert Character.get_or_none(Character.id == bořek) is not None
    session.close()


def test_the_window_offers_to_keep_the_other_gms_change(qtbot, campaign, monkeypatch):
    from campaign_manager.ui import keep_theirs
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.attach(campaign)
    session = window.session
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    session.perform(UpdateCharacter(bořek, {"notes": "starý"}), "Notes")
    as_other_gm(campaign.url, "Jana", UpdateCharacter(bořek, {"notes": "Janin"}))
    shown = []

    def answer(box):
        shown.append(box.text())
        return box.buttons()[0]  # Keep their change

    monkeypatch.setattr(keep_theirs, "ask", answer)
    window.undo()
    assert "Jana" in shown[0]
    assert session.undo_stack.count() == 1
    assert Character.get_by_id(bořek).notes == "Janin"
    window.close()
