"""A read-only campaign opens with a banner and no edits; an idle campaign's file is whole."""

from __future__ import annotations

import shutil

import pytest

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.errors import CampaignIsReadOnly


def test_a_read_only_campaign_shows_a_banner_and_allows_no_edit(window, campaign, tmp_path):
    path = campaign.path
    window.close_campaign()
    window.attach(open_campaign(path, read_only=True))
    window.show()
    assert window.read_only_banner.isVisible()
    assert "read-only" in window.read_only_label.text()
    assert not window.roster.new_action.isEnabled()
    assert not window.menus.undo_action.isEnabled()
    assert not window.menus.rules_settings_action.isEnabled()
    assert window.menus.save_copy_action.isEnabled()  # the way out
    with pytest.raises(CampaignIsReadOnly):
        window.session.perform(AddCharacter({"name": "Bořek"}), "add")
    assert window.lifecycle.save_copy(tmp_path / "kopie.kronikar")


def test_after_two_idle_seconds_the_file_alone_holds_every_edit(window, campaign, qtbot, tmp_path):
    window.session.perform(AddCharacter({"name": "Bořek Hrabal"}), "add")
    wal = campaign.path.with_name(campaign.path.name + "-wal")
    qtbot.waitUntil(lambda: not wal.exists() or wal.stat().st_size == 0, timeout=5000)
    copy = tmp_path / "usb" / "kopie.kronikar"
    copy.parent.mkdir()
    shutil.copyfile(campaign.path, copy)  # only the main file, as a file manager copies it
    import sqlite3

    conn = sqlite3.connect(copy)
    names = [row[0] for row in conn.execute("SELECT name FROM character")]
    conn.close()
    assert names == ["Bořek Hrabal"]
