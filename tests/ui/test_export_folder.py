"""An export dialog starts in the campaign's folder (not the home folder) until the GM
has chosen a folder for that sort of file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from campaign_manager.storage.changes import AddCharacter


def test_the_first_pdf_export_starts_in_the_campaign_s_folder(window, campaign, monkeypatch):
    asked = []

    def dialog(parent, title, start, file_filter, *args, **kwargs):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    change = AddCharacter({"name": "Eliška", "kind": "pc"})
    window.session.perform(change, "Add")
    window.open_character(change.id)
    window.character_area.export_pdf_dialog()
    assert len(asked) == 1
    assert Path(asked[0]).parent == Path(campaign.path).parent
    assert Path(asked[0]).name == "Eliška.pdf"


def test_the_first_campaign_dialog_starts_in_a_folder_that_exists(
    qtbot, isolated_dirs, monkeypatch
):
    """With no campaign yet, the campaigns folder (Documents/Kronikar) did not exist and the
    dialog fell back to the working directory; it is made when first offered."""
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    asked = []

    def dialog(parent, title, start, file_filter, *args, **kwargs):
        asked.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.lifecycle.open_campaign_dialog()
    assert len(asked) == 1
    assert Path(asked[0]).is_dir() and Path(asked[0]).name == "Kronikar"
