"""Help → About Kronikář shows the Open Game License the bestiary's monsters ship under."""

from __future__ import annotations

from PySide6.QtCore import Qt

from campaign_manager.ui.dialogs.about import AboutDialog, LicenceDialog


def test_about_offers_the_ogl_with_kronikars_notice(window, qtbot):
    window.menus.about_action.trigger()
    about = window.findChild(AboutDialog)
    assert about is not None and about.isVisible()
    assert "Kronikář" in about.windowTitle()
    assert len(about.licence_buttons) == 1
    qtbot.mouseClick(about.licence_buttons[0], Qt.MouseButton.LeftButton)
    licence = about.findChild(LicenceDialog)
    qtbot.waitUntil(lambda: licence is not None and licence.isVisible())
    text = licence.text.toPlainText()
    assert text.startswith("OPEN GAME LICENSE Version 1.0a")
    section_15 = text.split("15. COPYRIGHT NOTICE", 1)[1]
    assert "System Reference Document Copyright 2000-2003" in section_15
    assert "Kronikář d20 bestiary" in section_15
    assert licence.text.isReadOnly()
    licence.reject()
    about.reject()
