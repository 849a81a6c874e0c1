"""The file dialogs start in the folder where the last one of their sort of file was left."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog

from campaign_manager.ui.settings import AppSettings


def test_a_campaign_dialog_starts_where_the_last_one_was_left(
    window, campaign, tmp_path, monkeypatch
):
    elsewhere = tmp_path / "na flashce"
    elsewhere.mkdir()
    asked: list[str] = []

    def save(parent, title, start, file_filter, *args, **kwargs):
        asked.append(start)
        return str(elsewhere / "kopie.kronikar"), ""

    def open_(parent, title, start, file_filter, *args, **kwargs):
        asked.append(start)
        return "", ""  # cancelled

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_)
    window.lifecycle.save_copy_dialog()
    # nothing remembered yet: the copy is suggested next to the campaign
    assert asked[0] == str(campaign.path.parent / "zkouska (copy).kronikar")
    assert (elsewhere / "kopie.kronikar").exists()
    window.lifecycle.open_campaign_dialog()
    assert asked[1] == str(elsewhere)
    window.lifecycle.save_copy_dialog()
    assert asked[2] == str(elsewhere / "zkouska (copy).kronikar")
    assert AppSettings().last_folder("campaigns") == elsewhere  # kept for the next start
    assert AppSettings().last_folder("pdf") is None  # each sort of file has its own


def test_a_folder_that_is_gone_is_not_offered(tmp_path):
    settings = AppSettings()
    gone = tmp_path / "odpojený disk"
    gone.mkdir()
    settings.set_last_folder("images", gone)
    assert settings.last_folder("images") == gone
    gone.rmdir()
    assert settings.last_folder("images") is None
    with pytest.raises(ValueError):
        settings.last_folder("music")
