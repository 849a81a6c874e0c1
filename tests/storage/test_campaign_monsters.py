"""The campaign's own bestiary (issue 41, item 3): monsters stored as templates of kind
"monster", checked by the rules' bestiary before anything is written, edited and undone,
on a file and on a server."""

from __future__ import annotations

import pytest

from campaign_manager.storage.changes import Batch
from campaign_manager.storage.templates import (
    AddTemplate,
    DeleteTemplate,
    UpdateTemplate,
    monster_records,
    monster_values,
    template_records,
)
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.bestiary import srd_monster
from campaign_manager.systems.d20.bestiary_view import BESTIARY


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _troll() -> dict:
    return BESTIARY.entry(srd_monster("troll"))


def test_a_saved_monster_is_edited_undone_and_deleted(campaign):
    add = AddTemplate(monster_values("d20", _troll(), "m", "srd:troll"))
    Batch([add]).apply(campaign)
    [record] = monster_records("d20")
    assert (record.name, record.kind, record.source) == ("Troll", "monster", "srd:troll")
    assert template_records(kind="character") == []
    edited = {**_troll(), "name_cs": "Jeskynní troll", "regeneration": 0, "fast_healing": 3}
    update = UpdateTemplate(record.id, {"name": "Cave troll", "sheet": edited})
    update.apply(campaign)
    monster = BESTIARY.campaign_monster(record.id, *_read(record.id))
    assert (monster.name, monster.name_cs, monster.fast_healing) == (
        "Cave troll", "Jeskynní troll", 3,
    )  # fmt: skip
    assert BESTIARY.sheet(monster)["fast_healing"] == 3
    update.revert(campaign)
    assert monster_records("d20") == [record]
    delete = DeleteTemplate(record.id)
    delete.apply(campaign)
    assert monster_records("d20") == []
    delete.revert(campaign)
    assert monster_records("d20") == [record]


def _read(template_id: int) -> tuple[str, str, dict]:
    [record] = [r for r in monster_records("d20") if r.id == template_id]
    return record.name, record.gender, record.sheet


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"cr": "lots"}, "cr"),
        ({"abilities": {"con": 0}}, "abilities.con"),
        ({"hit_dice": None, "classes": []}, "hit_dice"),
        ({"size": "enormous"}, "size"),
    ],
)
def test_a_bad_monster_is_refused_in_words_and_nothing_is_written(campaign, change, field):
    with pytest.raises(RuleError) as refused:
        Batch([AddTemplate(monster_values("d20", {**_troll(), **change}))]).apply(campaign)
    assert field in refused.value.text.en and field in refused.value.text.cs
    assert monster_records("d20") == []
