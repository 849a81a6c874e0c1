"""The players' recap on their web pages: when the GM puts a session's recap on the TV
(Campaign → Sessions and journal…, Show recap on TV), the shared page and each player's
own page show it too, as a section under its own heading; taken off the TV, it leaves the
pages. No byte the server sends holds what the recap leaves out (a hidden combatant, an
NPC's numbers)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_journal_dialog import _evening
from web_browser import WAIT_MS, browser, everything_sent  # noqa: F401

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.ui.player_view.web_share import WebShare


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _share(window) -> WebShare:
    side = window.player_side
    side.web_share = share = WebShare(side)
    share.set_session(window.session)
    share.start("127.0.0.1", 0)
    return share


def _section(page) -> tuple[str, str]:
    """The recap section's heading and its whole text ("" when the page has none)."""
    return page.evaluate(
        """() => {
            const s = document.querySelector('section.recap');
            if (!s) return ['', ''];
            const h = document.getElementById(s.getAttribute('aria-labelledby'));
            return [h ? h.innerText : '', s.innerText];
        }"""
    )


def test_the_recap_on_the_tv_shows_on_the_shared_and_each_player_s_page(window, qtbot, browser):  # noqa: F811
    _evening(window.session)
    add = AddCharacter({"name": "Zdena", "kind": "pc", "sheet": {}})
    window.session.perform(add, "add")
    share = _share(window)
    try:
        share.renew_player_key(str(add.id), "Zdena")
        shared_url = share.url()
        own_url = share.player_url(str(add.id))
        pages = []
        for url in (shared_url, own_url):
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(url)
            page.wait_for_function(
                "name => document.body.innerText.includes(name)",
                arg=window.session.campaign.name,
                timeout=WAIT_MS,
            )
            assert _section(page) == ["", ""]
            pages.append(page)

        from PySide6.QtGui import QGuiApplication

        controller = window.player_side.player_view()
        controller.open(QGuiApplication.primaryScreen())
        qtbot.waitUntil(controller.is_open)
        window.menus.journal_action.trigger()
        dialog = window.menus.journal_dialog
        qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)
        title = dialog.recap_lines()[0]
        for page in pages:
            page.wait_for_selector("section.recap", timeout=WAIT_MS)
            heading, text = _section(page)
            assert heading == title
            assert "Zdena fell." in text and "Hlídač fell." in text
            assert "Stín" not in page.inner_text("body")
        for url in (shared_url, own_url):
            sent = everything_sent(url)
            assert b"Zdena fell." in sent
            assert "Stín".encode() not in sent and "−8".encode() not in sent

        qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)  # off again
        for page in pages:
            page.wait_for_function(
                "() => !document.querySelector('section.recap')", timeout=WAIT_MS
            )
            assert "Zdena fell." not in page.inner_text("body")
            page.close()
        dialog.close()
        controller.close()
    finally:
        share.stop()
