"""The player view as the GM left it: turning the phone share on is no undo step (its key
is kept in the campaign all the same), and reopening a campaign brings back the TV window
and the share that were on when it was closed, the share on the same port."""

from __future__ import annotations

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.ui.player_view.web_share import TOKEN_KEY


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
