"""View → Players' devices…: each PC's own address, made, renewed and revoked one by one
(each an undo step), handed to the web server; and each key's page fed its own payload
after every publish (one per key), with that PC's own part from the open fight.

The web server's per-player methods and the system's player side are the contract's
(other parts of issue 40): stand-ins here (tests/ui/players_fakes.py), the campaign, the
fight and its rules real."""

from __future__ import annotations

import pytest
from players_fakes import add_party, fake_share, install_fakes, prepare_fight
from PySide6.QtGui import QGuiApplication

from campaign_manager.ui.player_view.players_dialog import PlayersDialog
from campaign_manager.ui.player_view.web_share import PLAYER_KEYS_KEY


@pytest.fixture
def campaign_system() -> str:
    return "d20"


@pytest.fixture
def side(monkeypatch):
    return install_fakes(monkeypatch)


def _dialog(window, qtbot, share) -> PlayersDialog:
    dialog = PlayersDialog(share, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _keys(window) -> dict:
    return dict(window.session.campaign.info.settings.get(PLAYER_KEYS_KEY) or {})


def test_the_dialog_lists_the_player_characters_with_named_controls(window, qtbot, side):
    ids = add_party(window)
    share = fake_share(window)
    dialog = _dialog(window, qtbot, share)
    assert [row.title() for row in dialog.rows] == ["Bořek (played by Jana)", "Ela"]
    assert [row.character_id for row in dialog.rows] == [str(ids["Bořek"]), str(ids["Ela"])]
    row = dialog.rows[0]
    # no key yet: nothing to copy or revoke; each control says whose it is
    assert row.renew_button.text() == "&Make an address" and not row.revoke_button.isEnabled()
    assert not row.copy_button.isEnabled() and not row.qr.isVisible()
    assert row.renew_button.accessibleName() == "Make an address for Bořek's page"
    assert row.address.accessibleName() == "Address of Bořek's page"
    assert row.qr.accessibleName() == "QR code of Bořek's address"
    dialog.reject()


def test_renewing_changes_only_that_pcs_key_and_is_undoable(window, qtbot, side):
    ids = add_party(window)
    share = fake_share(window)
    dialog = _dialog(window, qtbot, share)
    borek, ela = dialog.rows
    borek.renew_button.click()
    ela.renew_button.click()
    keys = _keys(window)
    assert set(keys) == {str(ids["Bořek"]), str(ids["Ela"])}
    # the server knows both, each for its PC
    assert share.server.keys[-1] == {keys[str(ids["Bořek"])]: str(ids["Bořek"]),
                                     keys[str(ids["Ela"])]: str(ids["Ela"])}  # fmt: skip
    # the address and its code show; copying puts it on the clipboard
    url = borek.address.text()
    assert url.endswith(f"/{keys[str(ids['Bořek'])]}/") and borek.qr.isVisible()
    assert not borek.qr.pixmap().isNull()
    borek.copy_button.click()
    assert QGuiApplication.clipboard().text() == url

    steps = window.session.undo_stack.count()
    borek.renew_button.click()
    renewed = _keys(window)
    assert window.session.undo_stack.count() == steps + 1
    assert renewed[str(ids["Bořek"])] != keys[str(ids["Bořek"])]
    assert renewed[str(ids["Ela"])] == keys[str(ids["Ela"])]
    assert borek.address.text() != url and ela.address.text().endswith(f"/{keys[str(ids['Ela'])]}/")
    assert keys[str(ids["Bořek"])] not in share.server.keys[-1]

    window.menus.undo_action.trigger()  # the old address works again
    assert _keys(window) == keys
    assert share.server.keys[-1][keys[str(ids["Bořek"])]] == str(ids["Bořek"])
    assert borek.address.text() == url
    dialog.reject()


def test_revoking_removes_that_key_only(window, qtbot, side):
    ids = add_party(window)
    share = fake_share(window)
    dialog = _dialog(window, qtbot, share)
    borek, ela = dialog.rows
    borek.renew_button.click()
    ela.renew_button.click()
    keys = _keys(window)
    borek.revoke_button.click()
    assert _keys(window) == {str(ids["Ela"]): keys[str(ids["Ela"])]}
    assert share.server.keys[-1] == {keys[str(ids["Ela"])]: str(ids["Ela"])}
    assert not borek.revoke_button.isEnabled() and not borek.copy_button.isEnabled()
    assert borek.renew_button.text() == "&Make an address"
    assert "No address" in borek.address.text()
    window.menus.undo_action.trigger()
    assert _keys(window) == keys
    dialog.reject()


def test_each_key_gets_its_pcs_own_payload_once_per_publish(window, qtbot, side):
    ids = add_party(window)
    share = fake_share(window)
    share.renew_player_key(str(ids["Bořek"]), "Bořek")
    share.renew_player_key(str(ids["Ela"]), "Ela")
    keys = share.player_keys()
    by_key = {key: cid for cid, key in keys.items()}
    server = share.server
    # no fight: each page gets the shared payload and no "me"
    assert {key for key, _ in server.player_payloads} == set(by_key)
    assert all(payload["me"] is None for _, payload in server.player_payloads)

    state = prepare_fight(window, ids)
    window.combat_area.start_action.trigger()
    state = window.session.combat.state
    assert state["status"] == "running"
    server.player_payloads.clear()
    side.own_views.clear()
    pc = next(c for c in state["combatants"].values() if c["name"] == "Bořek")
    window.session.combat.act(
        {"type": "condition", "target": pc["id"], "name": "Omráčen", "rounds": 2}
    )
    # one payload per key for the step, each with its own PC's part
    assert sorted(key for key, _ in server.player_payloads) == sorted(by_key)
    assert sorted(side.own_views) == sorted(by_key.values())
    for key, payload in server.player_payloads:
        assert payload["for"] == by_key[key]
        assert payload["me"]["name"] == ("Bořek" if by_key[key] == str(ids["Bořek"]) else "Ela")
        assert payload["mode"] == server.payloads[-1]["mode"]
        assert payload["notebook"] == []


def test_the_server_gets_the_keys_when_it_starts(window, qtbot, side):
    ids = add_party(window)
    share = fake_share(window)
    share.renew_player_key(str(ids["Ela"]), "Ela")
    key = share.player_keys()[str(ids["Ela"])]
    share.stop()
    share.start("127.0.0.1", 0)
    assert share.server.keys == [{key: str(ids["Ela"])}]
    assert share.server.handler is not None


def test_the_initiative_setting_is_a_default_off_step_to_undo(window, qtbot, side):
    add_party(window)
    share = fake_share(window)
    dialog = _dialog(window, qtbot, share)
    assert not dialog.at_once.isChecked() and "default: off" in dialog.at_once.text()
    dialog.at_once.click()
    assert window.session.campaign.info.settings["player_initiative_at_once"] is True
    window.menus.undo_action.trigger()
    assert not window.session.campaign.info.settings.get("player_initiative_at_once")
    assert not dialog.at_once.isChecked()
    dialog.reject()


def test_the_view_menu_opens_it(window, qtbot, side, monkeypatch):
    add_party(window)
    opened = []
    monkeypatch.setattr(PlayersDialog, "exec", lambda self: opened.append(self) or 0)
    assert window.menus.players_devices_action in window.menus.view_menu.actions()
    window.menus.players_devices_action.trigger()
    assert [len(dialog.rows) for dialog in opened] == [2]
