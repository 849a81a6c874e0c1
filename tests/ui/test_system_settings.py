"""Campaign → Rules settings for a Člověk campaign: defaults shown as defaults, one undo step."""

from __future__ import annotations

import pytest

from campaign_manager.ui.dialogs import system_settings
from campaign_manager.ui.systems.clovek.settings import ClovekSettingsDialog


@pytest.fixture
def campaign_system():
    return "clovek"


def test_success_threshold_is_a_marked_default_the_gm_changes(window, monkeypatch):
    seen = []

    def answer(dialog):
        notes = [label.text() for label in dialog.findChildren(system_settings.QLabel)]
        seen.append(any("Default (not in the text)" in note for note in notes))
        assert dialog.threshold.value() == 7
        dialog.threshold.setValue(8)
        return True

    monkeypatch.setattr(system_settings, "run_dialog", answer)
    window.menus.rules_settings_action.trigger()
    assert seen == [True]
    assert window.session.campaign.info.settings["clovek"]["success_threshold"] == 8
    window.menus.undo_action.trigger()
    assert "clovek" not in window.session.campaign.info.settings


def test_restore_defaults_and_other_settings_kept(qtbot):
    raw = {"clovek": {"success_threshold": 9, "tie_rule": "gm"}, "other": {"kept": True}}
    dialog = ClovekSettingsDialog(raw)
    qtbot.addWidget(dialog)
    assert (dialog.threshold.value(), dialog.tie_rule.currentData()) == (9, "gm")
    dialog.restore_defaults()
    assert dialog.result_settings() == {
        "clovek": {"success_threshold": 7, "tie_rule": "vyrovnanost_then_gm", "penalties": {}},
        "other": {"kept": True},
    }


def test_damaged_settings_are_reported_not_lost(window, monkeypatch, messages):
    from campaign_manager.storage.models import CampaignInfo

    info = CampaignInfo.get()
    info.settings = {"clovek": {"success_threshold": "seven"}}
    info.save()
    monkeypatch.setattr(system_settings, "run_dialog", lambda dialog: pytest.fail("no dialog"))
    window.menus.rules_settings_action.trigger()
    assert messages.titles() == ["The rules settings cannot be read"]
    assert CampaignInfo.get().settings == {"clovek": {"success_threshold": "seven"}}
