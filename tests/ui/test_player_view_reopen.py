"""The player view as the GM left it: turning the phone share on is no undo step (its key
is kept in the campaign all the same), and reopening a campaign brings back the TV window
and the share that were on when it was closed, the share on the same port."""

from __future__ import annotations

import json
import socket
import urllib.request

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QGuiApplication

from campaign_manager.storage import create_campaign
from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.player_view.web_share import TOKEN_KEY
from campaign_manager.ui.settings import AppSettings, PlayerViewState


def _settings(window) -> dict:
    return dict(window.session.campaign.info.settings or {})


def test_turning_the_share_on_is_no_undo_step(window, messages):
    """Turning the share on pushed "New address of the player view" on the undo stack:
    Ctrl+Z took the players' address away instead of undoing the GM's last edit."""
    earlier = {**_settings(window), "poznamka": "vlastni"}
    window.session.perform(SetCampaignField("settings", earlier), "Settings")
    steps = window.session.undo_stack.count()
    url = window.player_side.share_on_this_machine(0)
    try:
        assert window.session.undo_stack.count() == steps
        token = _settings(window)[TOKEN_KEY]  # kept in the campaign for serve-player-view
        assert token in url
        # the GM's last edit undoes and redoes as before, and the address stays
        window.menus.undo_action.trigger()
        assert "poznamka" not in _settings(window)
        assert _settings(window)[TOKEN_KEY] == token
        window.menus.redo_action.trigger()
        assert _settings(window)["poznamka"] == "vlastni"
        assert _settings(window)[TOKEN_KEY] == token
        assert window.player_side.web_share.url() == url
        assert messages.shown == []
    finally:
        window.player_side.web_share.stop()


def test_an_edit_kept_from_before_the_share_undoes_after_reopening(window, messages):
    """The history kept in the file carries the address too: undoing an older settings
    step after the campaign was reopened neither clears the address nor is refused."""
    path = window.session.campaign.location
    window.session.perform(
        SetCampaignField("settings", {**_settings(window), "poznamka": "vlastni"}), "Settings"
    )
    window.player_side.share_on_this_machine(0)
    token = _settings(window)[TOKEN_KEY]
    window.player_side.web_share.stop()
    window.close_campaign()
    assert window.open_campaign(path)
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    assert "poznamka" not in _settings(window)
    assert _settings(window)[TOKEN_KEY] == token
    assert messages.shown == []


def _reopened(qtbot, path) -> MainWindow:
    """The next start of the app, reopening the campaign at ``path``."""
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_campaign(path)
    return window


def test_reopening_brings_back_the_tv_and_the_share_on_the_same_port(window, qtbot):
    """The GM quit with the TV window open and the phones connected; the next start opened
    the campaign with neither, and the share (when turned on again) on another port."""
    path = window.session.campaign.location
    side = window.player_side
    screen = QGuiApplication.primaryScreen()
    assert side.player_view().open(screen)
    url = side.share_on_this_machine(0)
    window.close()  # the app quits with the campaign open
    assert not side.web_share.is_running()

    again = _reopened(qtbot, path)
    try:
        side = again.player_side
        qtbot.waitUntil(lambda: side.player_view().is_open())
        assert side.player_view().view.screen().name() == screen.name()
        assert side.web_share.is_running() and side.web_share.url() == url
        with urllib.request.urlopen(url, timeout=10) as page:  # the phones' page answers
            assert page.status == 200
        assert again.session.undo_stack.count() == 0  # nothing of it is an edit
        # both turned off, the campaign closed: the next opening leaves them off
        side.toggle_player_view()
        side.web_share.stop()
    finally:
        again.close()
    last = _reopened(qtbot, path)
    try:
        assert last.player_side.web_share is None
        assert last.player_side._player is None or not last.player_side._player.is_open()
    finally:
        last.close()


def test_another_campaign_keeps_its_own_player_view(window, qtbot, tmp_path):
    """What is kept is per campaign: one opened with the TV and share off opens them not."""
    window.player_side.share_on_this_machine(0)
    window.close()
    create_campaign(tmp_path / "jina.kronikar", "Jiná", "dakara").close()
    second = _reopened(qtbot, tmp_path / "jina.kronikar")
    try:
        assert second.player_side.web_share is None
    finally:
        second.close()


def test_a_share_whose_port_is_taken_meanwhile_says_so(window, qtbot):
    """Another program took the port while the app was closed: the campaign opens, the
    status line says why the share is off, nothing is raised."""
    path = window.session.campaign.location
    window.player_side.share_on_this_machine(0)
    port = window.player_side.web_share.port
    window.close()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", port))
        taken.listen()
        again = _reopened(qtbot, path)
        try:
            assert not again.player_side.web_share.is_running()
            assert str(port) in again.statusBar().currentMessage()
        finally:
            again.close()


@given(
    st.one_of(
        st.text(),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(),
            lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
        ).map(json.dumps),
    )
)
def test_a_hand_edited_setting_is_read_as_all_off_or_a_state(text):
    """Whatever the settings file holds there, it is read as a state, never raised."""
    state = PlayerViewState.read(text)
    assert isinstance(state.tv, bool) and isinstance(state.share, bool)
    assert state.port is None or 0 < state.port < 65536
    assert state.screen is None or isinstance(state.screen, str)
