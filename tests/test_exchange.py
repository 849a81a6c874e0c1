"""Every demo character of every system survives a JSON export and import unchanged."""

from __future__ import annotations

import json

import pytest

from campaign_manager.exchange import ImportProblem, character_from_json, character_to_json
from campaign_manager.systems import SYSTEM_KEYS, get_system


@pytest.mark.parametrize("system", SYSTEM_KEYS)
def test_demo_characters_round_trip(system):
    rules = get_system(system)
    for entry in rules.demo()["characters"]:
        values = {
            "name": entry["name"],
            "kind": entry["kind"],
            "player": entry.get("player") or "",
            "tags": entry["tags"],
            "notes": entry["notes"],
            "sheet": rules.validate_sheet(entry["sheet"]),
        }
        imported = character_from_json(character_to_json(system, values), system)
        assert imported == values, entry["name"]


@pytest.mark.parametrize("system", SYSTEM_KEYS)
def test_a_damaged_sheet_is_refused_with_its_field(system):
    rules = get_system(system)
    data = json.loads(character_to_json(system, {"name": "X", "sheet": rules.new_sheet()}))
    data["sheet"]["no_such_field"] = 1
    with pytest.raises(ImportProblem) as caught:
        character_from_json(json.dumps(data), system)
    assert caught.value.field.startswith("sheet")
    assert "no_such_field" in caught.value.text.en
