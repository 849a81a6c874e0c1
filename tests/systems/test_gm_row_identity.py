"""Every system's GM rows say who a combatant is the one shared way (``row_identity``)."""

from __future__ import annotations

import pytest

from campaign_manager.systems import get_encounter, get_system, system_keys
from campaign_manager.systems.encounter_common import row_identity


@pytest.mark.parametrize("key", system_keys())
def test_a_gm_row_names_its_combatant_as_the_shared_identity(key):
    module, system = get_encounter(key), get_system(key)
    cast = [
        {"id": "a", "name": "Bořek", "side": "pc", "sheet": system.new_sheet(), "character_id": 7},
        {"id": "b", "name": "Stráž", "alias": "Muž v kápi", "side": "npc", "hidden": True,
         "sheet": system.new_sheet()},
    ]  # fmt: skip
    state = module.new_encounter(cast)
    rows = module.gm_rows(state)
    assert sorted(row["id"] for row in rows) == ["a", "b"]
    for row in rows:
        identity = row_identity(row["id"], state["combatants"][row["id"]])
        assert {name: row[name] for name in identity} == identity
    by_id = {row["id"]: row for row in rows}
    assert (by_id["a"]["character_id"], by_id["b"]["alias"], by_id["b"]["hidden"]) == (
        7,
        "Muž v kápi",
        True,
    )
