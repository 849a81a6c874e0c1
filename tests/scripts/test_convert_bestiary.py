"""The bestiary converter: the SRD's figures, byte-stable output, the shipped file, the OGL."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path(os.environ.get("KRONIKAR_PCGEN_RSRD", "/work/shared/data/pcgen-rsrd"))
SHIPPED = ROOT / "resources" / "rules" / "d20" / "bestiary.json"

pytestmark = pytest.mark.skipif(
    not (SOURCE / "rsrd_races.lst").exists(), reason="the PCGen LST files are not on this machine"
)


def _converter():
    spec = importlib.util.spec_from_file_location(
        "convert_bestiary", ROOT / "scripts" / "convert_bestiary.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def converter():
    return _converter()


@pytest.fixture(scope="module")
def document(converter):
    return converter.convert(SOURCE)


def _monster(document, name):
    return next(m for m in document["monsters"] if m["name"] == name)


def test_shipped_bestiary_is_the_converters_output(converter, document):
    assert SHIPPED.read_text(encoding="utf-8") == converter.render(document)


def test_rerunning_gives_identical_bytes(converter, tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert converter.main(["--source", str(SOURCE), "--output", str(first)]) == 0
    assert converter.main(["--source", str(SOURCE), "--output", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert converter.main(["--source", str(SOURCE), "--output", str(first), "--check"]) == 0


def test_every_monster_is_converted_or_left_out_with_a_reason(converter, document):
    races = converter.read_races(SOURCE / "rsrd_races.lst")
    names = {m["name"] for m in document["monsters"]} | {m["name"] for m in document["left_out"]}
    assert names == set(races)
    assert len(races) > 500
    assert all(item["reason"] for item in document["left_out"])
    keys = [m["key"] for m in document["monsters"]]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)


def test_readme_states_the_counts(document):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    converted, left = len(document["monsters"]), len(document["left_out"])
    assert f"{converted} monsters converted, {left} left out" in readme


def test_wolf_as_the_srd_prints_it(document):
    wolf = _monster(document, "Wolf")
    assert (wolf["type"], wolf["size"], wolf["cr"]) == ("animal", "medium", "1")
    assert wolf["hit_dice"] == {"count": "2", "die": 8}
    assert wolf["abilities"] == {"str": 13, "dex": 15, "con": 15, "int": 2, "wis": 12, "cha": 6}
    assert (wolf["natural_armor"], wolf["ac"]) == (2, 14)
    assert wolf["speed"] == {"walk": 50}
    assert wolf["attacks"] == [{"name": "Bite", "count": 1, "damage": "1d6"}]


def test_troll_ogre_orc_and_skeleton(document):
    troll = _monster(document, "Troll")
    assert (troll["type"], troll["size"], troll["cr"]) == ("giant", "large", "5")
    assert troll["hit_dice"] == {"count": "6", "die": 8}
    assert (troll["abilities"]["con"], troll["regeneration"], troll["ac"]) == (23, 5, 16)
    ogre = _monster(document, "Ogre")
    assert (ogre["hit_dice"], ogre["abilities"]["con"], ogre["cr"]) == (
        {"count": "4", "die": 8},
        15,
        "3",
    )
    assert ogre["bonus_hp"] == 3  # Toughness
    orc = _monster(document, "Orc")
    assert orc["hit_dice"] is None
    assert orc["classes"] == [{"class": "warrior", "levels": 1, "die": 8}]
    assert (orc["abilities"]["con"], orc["abilities"]["str"], orc["cr"]) == (12, 17, "1/2")
    skeleton = _monster(document, "Skeleton (Human Warrior)")
    assert (skeleton["type"], skeleton["size"], skeleton["cr"]) == ("undead", "medium", "1/3")
    assert skeleton["hit_dice"] == {"count": "1", "die": 12}
    assert skeleton["abilities"]["con"] is None


def test_dragons_take_hit_die_armour_and_cr_from_their_class(document):
    juvenile = _monster(document, "Dragon (Black Juvenile)")
    assert juvenile["hit_dice"] == {"count": "13", "die": 12}
    assert (juvenile["natural_armor"], juvenile["ac"], juvenile["cr"]) == (12, 22, "7")


def test_copied_and_modified_entries(document):
    bactrian = _monster(document, "Camel (Bactrian)")
    camel = _monster(document, "Camel")
    assert bactrian["abilities"]["con"] == camel["abilities"]["con"] + 2
    assert bactrian["speed"]["walk"] == camel["speed"]["walk"] - 10
    assert "Aquatic" in _monster(document, "Kapoacinth")["subtypes"]


def test_ogl_ships_with_kronikars_notice(converter):
    ogl = (ROOT / "resources" / "rules" / "d20" / "OGL.txt").read_text(encoding="utf-8")
    original = (SOURCE / "OGL.txt").read_text(encoding="utf-8")
    assert ogl.startswith(original.rstrip())
    section_15 = ogl.split("15. COPYRIGHT NOTICE", 1)[1]
    assert converter.KRONIKAR_NOTICE in section_15
    assert "System Reference Document Copyright 2000-2003" in section_15
