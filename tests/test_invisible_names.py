"""A name has to be seen: one made only of invisible characters (zero-width spaces, the
byte order mark, Hangul fillers, ...) or carrying a control that changes the direction of
the text around it is refused by the one name check, wherever a name comes in: a new
character, a rename, an imported character."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.exchange import ImportProblem, character_from_json, character_to_json
from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleError, check_name

INVISIBLE = [
    "\u200b",  # ZERO WIDTH SPACE
    "\u200c",  # ZERO WIDTH NON-JOINER
    "\u200d",  # ZERO WIDTH JOINER
    "\u2060",  # WORD JOINER
    "\ufeff",  # BYTE ORDER MARK
    "\u3164",  # HANGUL FILLER
    "\uffa0",  # HALFWIDTH HANGUL FILLER
    "\u115f",  # HANGUL CHOSEONG FILLER
    "\u1160",  # HANGUL JUNGSEONG FILLER
    "\u00ad",  # SOFT HYPHEN
    "\u034f",  # COMBINING GRAPHEME JOINER
    "\u180e",  # MONGOLIAN VOWEL SEPARATOR
    "\u2800",  # BRAILLE PATTERN BLANK
    "\ufe0f",  # VARIATION SELECTOR-16
    "\u200e",  # LEFT-TO-RIGHT MARK
    "\U000e0020",  # TAG SPACE
]
DIRECTION = [
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
]

invisible_names = st.lists(
    st.sampled_from([*INVISIBLE, " ", "\u00a0", "\u3000"]), min_size=1, max_size=12
).map("".join)
visible = st.text(
    alphabet=st.characters(categories=["L", "N", "P", "S"]), min_size=1, max_size=20
).filter(lambda s: s.strip() and not s.isspace())


def refused(value) -> RuleError:
    with pytest.raises(RuleError) as error:
        check_name(value)
    return error.value


@given(invisible_names)
def test_a_name_of_invisible_characters_only_is_refused(name):
    error = refused(name)
    assert error.code == "input"
    assert "visible" in error.text.en or "empty" in error.text.en
    assert "viditeln" in error.text.cs or "chybí" in error.text.cs


@given(visible, st.sampled_from(DIRECTION), st.integers(min_value=0, max_value=20))
def test_a_name_carrying_a_direction_control_is_refused_wherever_it_stands(name, control, at):
    at = min(at, len(name))
    error = refused(name[:at] + control + name[at:])
    assert f"U+{ord(control):04X}" in error.text.en and "direction" in error.text.en
    assert f"U+{ord(control):04X}" in error.text.cs


@pytest.mark.parametrize(
    "name",
    [
        "Bořek",
        "👩\u200d👩\u200d👧 rodina",  # the joiners of an emoji family
        "שָׁלוֹם\u200f",  # a right-to-left mark after right-to-left letters
        "Anne\u00admarie",  # a soft hyphen inside a name
        "क्\u200dष",  # a joiner between Devanagari letters
    ],
)
def test_a_name_with_something_visible_and_no_direction_control_is_taken(name):
    assert check_name(name) == name


def sheet() -> dict:
    return get_system("dakara").demo()["characters"][0]["sheet"]


@pytest.mark.parametrize("name", ["\u200b\u200b", "\ufeff", "\u3164", "\u202eBořek"])
def test_a_new_character_and_a_rename_refuse_it_and_nothing_is_written(campaign, name):
    with pytest.raises(RuleError):
        AddCharacter({"name": name, "kind": "pc", "sheet": sheet()}).apply(campaign)
    assert Character.select().count() == 0
    add = AddCharacter({"name": "Bořek", "kind": "pc", "sheet": sheet()})
    add.apply(campaign)
    with pytest.raises(RuleError):
        UpdateCharacter(add.id, {"name": name}).apply(campaign)
    assert Character.get_by_id(add.id).name == "Bořek"


@pytest.mark.parametrize("name", ["\u200b\u200b", "\ufeff", "\u3164\u3164", "Bořek\u202e"])
def test_an_import_refuses_it_with_how_to_fix_it(campaign, name):
    data = json.loads(character_to_json("dakara", {"name": "Host", "sheet": sheet()}))
    data["name"] = name
    with pytest.raises(ImportProblem) as problem:
        character_from_json(json.dumps(data), "dakara")
    assert problem.value.field == "name"
    assert "import again" in problem.value.text.en
