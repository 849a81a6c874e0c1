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


@pytest.mark.parametrize("agree", [True, False])
def test_a_file_that_cannot_be_written_is_opened_read_only_when_the_gm_agrees(
    window, campaign, messages, monkeypatch, agree
):
    """The window's one way to open: a file refused as read-only is offered read-only once;
    yes opens it so, no says why it was not opened."""
    import os
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from campaign_manager.storage import file_campaign

    path = campaign.path
    window.close_campaign()
    real = os.access

    def access(target, wanted, *args, **kwargs):  # as a non-root user meets a read-only file
        if Path(target) == path.resolve() and wanted & os.W_OK:
            return False
        return real(target, wanted, *args, **kwargs)

    monkeypatch.setattr(file_campaign.os, "access", access)
    answer = QMessageBox.StandardButton.Yes if agree else QMessageBox.StandardButton.No
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda parent, title, text, *a, **k: (
            messages.shown.append(("question", title, text)) or answer
        ),
    )
    assert window.open_campaign(path) is agree
    asked = [title for kind, title, _ in messages.shown if kind == "question"]
    assert asked == ["The campaign is read-only"]
    if agree:
        assert window.session.read_only and window.read_only_banner.isVisible()
    else:
        assert window.session is None
        assert [kind for kind, _, _ in messages.shown] == ["question", "warning"]
