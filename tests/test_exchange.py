"""Every demo character of every system survives a JSON export and import unchanged."""

from __future__ import annotations

import json

import pytest

from campaign_manager.exchange import (
    ImportProblem,
    character_from_json,
    character_to_json,
    read_character_file,
)
from campaign_manager.systems import get_system, system_keys

#: the built-in rule systems (a test's own system is registered only where it is used)
BUILT_IN = system_keys()


@pytest.mark.parametrize("system", BUILT_IN)
def test_demo_characters_round_trip(system):
    rules = get_system(system)
    for entry in rules.demo()["characters"]:
        values = {
            "name": entry["name"],
            "kind": entry["kind"],
            "player": entry.get("player") or "",
            "gender": entry.get("gender", "m"),  # Lenka Vránová's "f" comes back
            "tags": entry["tags"],
            "notes": entry["notes"],
            "sheet": rules.validate_sheet(entry["sheet"]),
        }
        imported = character_from_json(character_to_json(system, values), system)
        assert imported == values, entry["name"]


def test_the_gender_is_carried_and_an_old_file_is_masculine():
    rules = get_system(BUILT_IN[0])
    values = {"name": "Lenka", "gender": "f", "sheet": rules.new_sheet()}
    data = json.loads(character_to_json(BUILT_IN[0], values))
    assert data["gender"] == "f"
    assert character_from_json(json.dumps(data), BUILT_IN[0])["gender"] == "f"
    del data["gender"]  # a file exported before characters had one
    assert character_from_json(json.dumps(data), BUILT_IN[0])["gender"] == "m"
    data["gender"] = "žena"
    with pytest.raises(ImportProblem) as problem:
        character_from_json(json.dumps(data), BUILT_IN[0])
    assert problem.value.field == "gender"


@pytest.mark.parametrize("system", BUILT_IN)
def test_a_damaged_sheet_is_refused_with_its_field(system):
    rules = get_system(system)
    data = json.loads(character_to_json(system, {"name": "X", "sheet": rules.new_sheet()}))
    data["sheet"]["no_such_field"] = 1
    with pytest.raises(ImportProblem) as caught:
        character_from_json(json.dumps(data), system)
    assert caught.value.field.startswith("sheet")
    assert "no_such_field" in caught.value.text.en


# -- hostile files (issue 14, item 11): every failure is the import's own message ------------


def export(system: str, **changes) -> dict:
    data = json.loads(
        character_to_json(system, {"name": "Host", "sheet": get_system(system).new_sheet()})
    )
    data.update(changes)
    return data


def refused(data_or_text, system: str) -> ImportProblem:
    text = data_or_text if isinstance(data_or_text, str) else json.dumps(data_or_text)
    with pytest.raises(ImportProblem) as caught:
        character_from_json(text, system)
    return caught.value


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("system", BUILT_IN)
def test_an_integer_of_5000_digits_is_named_not_a_crash(system):
    text = json.dumps(export(system, version=1)).replace('"version": 1', '"version": ' + "9" * 5000)
    problem = refused(text, system)
    assert problem.field == "version"


@pytest.mark.parametrize("system", BUILT_IN)
def test_a_huge_integer_inside_the_sheet_names_its_field(system):
    data = export(system)
    data["sheet"]["con" if system == "d20" else "zz"] = 10**30
    problem = refused(data, system)
    assert problem.field.startswith("sheet")


@pytest.mark.parametrize("depth", [40, 990, 5000])
def test_deep_nesting_is_refused_by_the_import(depth):
    text = json.dumps(export("dakara")).replace('"tags": []', '"tags": ' + nested(depth))
    problem = refused(text, "dakara")
    assert "deep" in problem.text.en or "nested" in problem.text.en


def test_deep_nesting_inside_the_sheets_spells_names_the_field():
    text = json.dumps(export("dakara")).replace('"spells": []', '"spells": ' + nested(900))
    problem = refused(text, "dakara")
    assert problem.field is None or problem.field.startswith("sheet.spells")


@pytest.mark.parametrize("kind", [["character"], {"a": 1}, 3, None])
def test_a_d20_kind_of_the_wrong_type_is_named(kind):
    data = export("d20")
    data["sheet"]["kind"] = kind
    assert refused(data, "d20").field == "sheet.kind"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("con", 10**30),
        ("con", 61),
        ("con", 0),
        ("dex_modifier", -(10**30)),
        ("dex_modifier", 21),
        ("initiative_misc", 10**30),
        ("initiative_misc", -21),
    ],
)
def test_d20_values_out_of_range_are_named(field, value):
    data = export("d20")
    data["sheet"][field] = value
    assert refused(data, "d20").field == f"sheet.{field}"


def test_d20_monster_and_class_values_have_ranges():
    from campaign_manager.systems.common import SheetError
    from campaign_manager.systems.d20.sheet import validate_sheet

    monster = {
        "kind": "monster", "hit_points": 63, "bonus_hp": 0, "hit_dice": 6, "con": 23,
        "size": "large", "cr": "5",
    }  # fmt: skip
    assert validate_sheet(monster)["hit_points"] == 63
    for field, value in (("hit_points", 10_000), ("hit_dice", 100), ("regeneration", 100)):
        with pytest.raises(SheetError) as caught:
            validate_sheet({**monster, field: value})
        assert caught.value.field == field
    with pytest.raises(SheetError) as caught:
        validate_sheet({**monster, "size": ["large"]})
    assert caught.value.field == "size"
    character = {"kind": "character", "classes": [{"class": "fighter", "levels": 41}], "con": 10}
    with pytest.raises(SheetError) as caught:
        validate_sheet(character)
    assert caught.value.field == "classes[0].levels"
    with pytest.raises(SheetError):
        validate_sheet({**character, "pending_saves": [["stun", 10**6]]})


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("name", "N" * 201),
        ("name", "N" * 1_000_000),
        ("name", "Bořek\x00"),
        ("name", "Bořek\nHrabal"),
        ("name", "\ud800"),
        ("player", "Jana\x1b[31m"),
        ("player", "J" * 201),
        ("notes", "<p>\x07</p>"),
        ("tags", ["ok", "zlý\x08"]),
        ("tags", ["t" * 101]),
    ],
)
def test_long_texts_and_control_characters_are_refused_by_field(field, value):
    problem = refused(export("dakara", **{field: value}), "dakara")
    assert problem.field.split("[")[0] == field


def test_line_breaks_and_a_long_name_of_200_characters_are_fine():
    values = character_from_json(
        json.dumps(export("dakara", name="N" * 200, notes="<p>a</p>\n<p>\tb</p>\r\n")), "dakara"
    )
    assert len(values["name"]) == 200 and "\t" in values["notes"]


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_numbers_that_are_not_numbers_are_refused(text):
    raw = json.dumps(export("d20")).replace('"dex_modifier": 0', f'"dex_modifier": {text}')
    assert refused(raw, "d20").field == "sheet.dex_modifier"


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    text = character_to_json(
        "dakara", {"name": "Anežka", "sheet": get_system("dakara").new_sheet()}
    )
    assert character_from_json("\ufeff" + text, "dakara")["name"] == "Anežka"
    path = tmp_path / "anezka.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert read_character_file(path, "dakara")["name"] == "Anežka"


@pytest.mark.parametrize("error", [TypeError, ValueError, RecursionError, OverflowError, KeyError])
def test_whatever_a_rules_core_raises_on_a_sheet_is_the_imports_message(monkeypatch, error):
    rules = get_system("d20")

    def explode(sheet):
        raise error("unexpected value")

    monkeypatch.setattr(rules, "validate_sheet", explode)
    problem = refused(export("d20"), "d20")
    assert problem.field == "sheet"
    assert error.__name__ in problem.text.en


def test_a_character_of_other_rules_is_refused_with_their_names_not_their_keys():
    import json

    from campaign_manager.exchange import ImportProblem, character_from_json

    text = json.dumps(
        {
            "format": "kronikar-character",
            "version": 1,
            "system": "clovek",
            "name": "Tomáš",
            "sheet": {},
        }
    )
    try:
        character_from_json(text, "dakara")
    except ImportProblem as problem:
        assert "Člověk + Střety" in problem.text.cs and "Dakara" in problem.text.cs
        assert "clovek" not in problem.text.cs and "dakara" not in problem.text.cs
    else:
        raise AssertionError("imported a character of other rules")


# -- a key given twice, a file too big, a name that is no name ------------------------------
def _sheet_text(system: str) -> str:
    """The export's text with its sheet written out in full (a few keys at least)."""
    rules = get_system(system)
    sheet = rules.validate_sheet(rules.demo()["characters"][0]["sheet"])
    return character_to_json(system, {"name": "Host", "sheet": sheet})


@pytest.mark.parametrize("system", BUILT_IN)
def test_a_whole_sheet_then_an_empty_one_is_refused_not_imported_empty(system):
    text = _sheet_text(system).rstrip().removesuffix("}") + ',\n  "sheet": {}\n}\n'
    assert json.loads(text)["sheet"] == {}  # JSON alone would keep the empty one
    problem = refused(text, system)
    assert problem.field == "sheet"
    assert "twice" in problem.text.en and "dvakrát" in problem.text.cs


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('{"format": "kronikar-character", "format": "kronikar-character"}', "format"),
        ('{"name": "A", "name": "B"}', "name"),
        ('[{"a": 1}, {"b": 1, "b": 2}]', "[1].b"),
    ],
)
def test_a_key_given_twice_anywhere_is_refused_by_its_place(text, field):
    assert refused(text, "dakara").field == field


@pytest.mark.parametrize("system", BUILT_IN)
def test_a_key_twice_inside_the_sheet_names_its_place(system):
    data = json.loads(_sheet_text(system))
    key = next(iter(data["sheet"]))
    text = json.dumps(data).replace(
        f'"sheet": {{"{key}": ', f'"sheet": {{"{key}": null, "{key}": ', 1
    )
    assert text != json.dumps(data)
    problem = refused(text, system)
    assert problem.field == f"sheet.{key}"
    assert problem.text.cs.strip() and problem.text.en.strip()


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    from campaign_manager import exchange

    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(2 * 1024**3)  # 2 GiB (sparse): read, it would take a while

    def never(*args, **kwargs):
        raise AssertionError("the file was read")

    with monkeypatch.context() as patch, pytest.raises(ImportProblem) as caught:
        for name in ("open", "read_text", "read_bytes"):
            patch.setattr(exchange.Path, name, never)
        patch.setattr(exchange.json, "loads", never)
        read_character_file(path, "dakara")
    assert "MB" in caught.value.text.en and "MB" in caught.value.text.cs
    assert "2048.0" in caught.value.text.en and "5.0" in caught.value.text.en


def test_a_file_at_the_limit_is_read_and_one_byte_more_is_not(tmp_path):
    from campaign_manager.exchange import MAX_FILE_BYTES

    text = character_to_json(
        "dakara", {"name": "Anežka", "sheet": get_system("dakara").new_sheet()}
    )
    padded = text.rstrip() + " " * (MAX_FILE_BYTES - len(text.rstrip().encode("utf-8")))
    path = tmp_path / "anezka.json"
    path.write_text(padded, encoding="utf-8")
    assert path.stat().st_size == MAX_FILE_BYTES
    assert read_character_file(path, "dakara")["name"] == "Anežka"
    path.write_text(padded + " ", encoding="utf-8")
    with pytest.raises(ImportProblem, match="too large"):
        read_character_file(path, "dakara")


def test_a_text_over_the_limit_is_refused_before_it_is_parsed(monkeypatch):
    from campaign_manager import exchange

    def never(*args, **kwargs):
        raise AssertionError("the text was parsed")

    monkeypatch.setattr(exchange.json, "loads", never)
    with pytest.raises(ImportProblem, match="too large"):
        character_from_json(" " * (exchange.MAX_FILE_CHARS + 1), "dakara")


def test_a_folder_is_refused_in_words(tmp_path):
    with pytest.raises(ImportProblem) as caught:
        read_character_file(tmp_path, "dakara")
    assert "folder" in caught.value.text.en and "složka" in caught.value.text.cs


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        5,
        None,
        True,
        ["Bořek"],
        {"cs": "Bořek"},
        "Bořek\nHrabal",
        "Bořek\tHrabal",
        "Bořek\u2028Hrabal",
        "Bo\x85řek",
        "Bo\x00řek",
        "N" * 201,
        "\ud800",
        "\u202eBořek",  # a direction override would reorder the text after it
        "\u200b\ufeff",  # nothing visible
        "\u3164",  # a Hangul filler
    ],
)
def test_a_name_the_core_refuses_is_refused_with_how_to_fix_it(name):
    from campaign_manager.systems.common import RuleError, check_name

    with pytest.raises(RuleError) as core:
        check_name(name)
    problem = refused(export("dakara", name=name), "dakara")
    assert problem.field == "name"
    assert "import again" in problem.text.en and "importujte znovu" in problem.text.cs
    assert core.value.text.en.split()[-1] in problem.text.en  # the core's own words


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("  Bořek Hrabal ", "Bořek Hrabal"),
        ("שָׁלוֹם", "שָׁלוֹם"),
        ("N" * 200, "N" * 200),
    ],
)
def test_a_name_the_core_takes_is_imported_as_the_core_keeps_it(name, kept):
    assert character_from_json(json.dumps(export("dakara", name=name)), "dakara")["name"] == kept


def test_a_missing_name_is_named():
    data = export("dakara")
    del data["name"]
    assert refused(data, "dakara").field == "name"


@pytest.mark.parametrize("version", [True, 0, -1])
def test_a_version_that_is_no_version_is_refused(version):
    assert refused(export("dakara", version=version), "dakara").field == "version"


@pytest.mark.parametrize("system", ["dakara", "clovek", "d20"])
def test_templates_round_trip_and_a_bad_one_imports_nothing(system):
    import json as json_module

    from campaign_manager.exchange import ImportProblem
    from campaign_manager.exchange_templates import templates_from_json, templates_to_json

    npc = next(c for c in get_system(system).demo()["characters"] if c["kind"] == "npc")
    templates = [
        {"name": "Stráž", "kind": "character", "side": "npc", "gender": "f", "notes": "u brány",
         "source": "character:3", "sheet": npc["sheet"]},
        {"name": "Kostlivec", "sheet": npc["sheet"]},
    ]  # fmt: skip
    back = templates_from_json(templates_to_json(system, templates), system)
    assert [(t["name"], t["gender"], t["notes"]) for t in back] == [
        ("Stráž", "f", "u brány"), ("Kostlivec", "m", ""),
    ]  # fmt: skip
    assert back[0]["sheet"] == get_system(system).validate_sheet(npc["sheet"])
    data = json_module.loads(templates_to_json(system, templates))
    data["templates"][1]["sheet"] = {"kind": 5} if system == "d20" else []
    with pytest.raises(ImportProblem) as refused:
        templates_from_json(json_module.dumps(data), system)
    assert "Kostlivec" in refused.value.text.en and "Kostlivec" in refused.value.text.cs
    other = "d20" if system != "d20" else "dakara"
    with pytest.raises(ImportProblem):
        templates_from_json(templates_to_json(other, []).replace("[]", "[{}]"), system)


def test_the_campaigns_own_monsters_go_out_and_come_back_with_the_templates():
    import json as json_module

    from campaign_manager.exchange import ImportProblem
    from campaign_manager.exchange_templates import templates_from_json, templates_to_json
    from campaign_manager.systems.d20.bestiary import srd_monster
    from campaign_manager.systems.d20.bestiary_view import BESTIARY

    troll = {**BESTIARY.entry(srd_monster("troll")), "name_cs": "Jeskynní troll"}
    npc = next(c for c in get_system("d20").demo()["characters"] if c["kind"] == "npc")
    templates = [
        {"name": "Cave troll", "kind": "monster", "gender": "m", "source": "srd:troll",
         "sheet": troll},
        {"name": "Stráž", "sheet": npc["sheet"]},
    ]  # fmt: skip
    back = templates_from_json(templates_to_json("d20", templates), "d20")
    assert [(t["name"], t["kind"]) for t in back] == [
        ("Cave troll", "monster"),
        ("Stráž", "character"),
    ]
    assert back[0]["sheet"]["name_cs"] == "Jeskynní troll"
    assert back[0]["sheet"]["regeneration"] == 5
    data = json_module.loads(templates_to_json("d20", templates))
    data["templates"][0]["sheet"]["abilities"]["con"] = 900
    with pytest.raises(ImportProblem) as refused:
        templates_from_json(json_module.dumps(data), "d20")
    assert "Cave troll" in refused.value.text.en and "abilities.con" in refused.value.text.en
    assert "Nestvůra „Cave troll“" in refused.value.text.cs
    with pytest.raises(ImportProblem) as refused:  # a system without a bestiary
        templates_from_json(templates_to_json("dakara", templates[:1]), "dakara")
    assert "bestiary" in refused.value.text.en
