"""Reversible changes: apply and revert leave the campaign exactly as it was."""

from __future__ import annotations

import pytest
from support.rows import content

from campaign_manager.storage.changes import (
    AddCharacter,
    DeleteCharacter,
    SetCampaignField,
    UpdateCharacter,
)
from campaign_manager.storage.models import Character


def snapshot() -> list[dict]:
    return [content(row) for row in Character.select().order_by(Character.id)]


def test_add_then_undo_then_redo_keeps_the_same_id(campaign):
    change = AddCharacter({"name": "Anežka", "kind": "npc", "tags": ["hostinec"]})
    change.apply(campaign)
    first_id = change.id
    change.revert(campaign)
    assert Character.select().count() == 0
    change.apply(campaign)
    assert change.id == first_id
    assert Character.get_by_id(first_id).tags == ["hostinec"]


def test_delete_and_undo_restores_every_column(campaign):
    row = Character.create(
        name="Bořek",
        player="Tomáš",
        tags=["družina"],
        notes="<b>tajemství</b>",
        portrait=b"\x89PNG...",
        sheet={"level": "veterán", "skills": {}},
    )
    before = snapshot()
    change = DeleteCharacter(row.id)
    change.apply(campaign)
    assert Character.select().count() == 0
    change.revert(campaign)
    assert snapshot() == before


def test_update_and_undo_restores_old_values_and_timestamp(campaign):
    added = AddCharacter({"name": "Dobromila", "sheet": {"level": "pokročilý"}})
    added.apply(campaign)
    row = Character.get_by_id(added.id)
    assert row.summary["cs"].startswith("pokročilý, 0/30 zk")  # the roster line is kept with it
    before = snapshot()
    change = UpdateCharacter(row.id, {"name": "Dobromila z Hradce", "sheet": {"level": "mistr"}})
    change.apply(campaign)
    updated = Character.get_by_id(row.id)
    assert (updated.name, updated.sheet) == ("Dobromila z Hradce", {"level": "mistr"})
    assert updated.updated_at >= row.updated_at
    change.revert(campaign)
    assert snapshot() == before


def test_campaign_field_undo(campaign):
    change = SetCampaignField("name", "Jiný název")
    change.apply(campaign)
    assert campaign.name == "Jiný název"
    change.revert(campaign)
    assert campaign.name == "Zkušební kampaň"


def test_unknown_fields_are_refused_before_anything_is_written():
    with pytest.raises(ValueError, match="no editable field"):
        UpdateCharacter(1, {"hp": 3})
    with pytest.raises(ValueError, match="no editable field"):
        SetCampaignField("system", "d20")


def test_a_name_the_rules_refuse_is_never_stored(campaign):
    from campaign_manager.systems.common import RuleError

    for name in ("x" * 201, "Bořek\nHrabal", "Ela\x00", "   "):
        with pytest.raises(RuleError):
            AddCharacter({"name": name, "sheet": {}}).apply(campaign)
    assert Character.select().count() == 0
    add = AddCharacter({"name": "  Bořek  ", "sheet": {}})
    add.apply(campaign)
    assert Character.get_by_id(add.id).name == "Bořek"
    with pytest.raises(RuleError):
        UpdateCharacter(add.id, {"name": "a\tb"}).apply(campaign)
    assert Character.get_by_id(add.id).name == "Bořek"
