"""Attributes, derived values, temperament and the public surface (Člověk, Atributy)."""

import pytest

from campaign_manager.systems.clovek import SCAR_KEYS, Character, RuleError, Severity
from campaign_manager.systems.common import RuleError as CommonRuleError

ATTRS = {
    "obratnost": 3,
    "konstituce": 4,
    "sarm": 1,
    "vyrovnanost": 5,
    "inteligence": 2,
    "rozhodnost": 3,
}


def test_rule_error_is_the_common_one():
    assert RuleError is CommonRuleError


def test_scar_keys_are_exactly_the_sixteen():
    assert SCAR_KEYS == (
        "torso", "head", "right_arm", "left_arm", "right_leg", "left_leg",
        "will", "sanity",
        "courage", "fear", "compassion", "anger", "joy", "sadness", "certainty", "confusion",
    )  # fmt: skip


def test_severity_order():
    assert Severity.STUN < Severity.LETHAL < Severity.DEVASTATING
    assert [s.mark for s in Severity] == ["/", "X", "Ж"]


def test_derived_values_per_type():
    c = Character(ATTRS, "cholerik")
    assert [c.bank(k) for k in ("physical", "social", "mental")] == [6, 2, 4]
    assert [c.burn_limit(k) for k in ("physical", "social", "mental")] == [3, 1, 2]
    assert [c.boxes(k) for k in ("physical", "social", "mental")] == [4, 5, 3]
    # base power = capacity / 2 rounded up
    assert [c.base_power(k) for k in ("physical", "social", "mental")] == [2, 3, 2]


@pytest.mark.parametrize(("capacity", "power"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_base_power_rounds_up(capacity, power):
    assert Character({"konstituce": capacity}, "flegmatik").base_power("physical") == power


def test_missing_attributes_default_to_two():
    c = Character({}, "sangvinik")
    assert set(c.attributes.values()) == {2}
    assert c.scar("torso").marks() == "__"


def test_scar_box_count_follows_capacity():
    c = Character(ATTRS, "cholerik")
    assert c.scar("left_leg").marks() == "____"
    assert c.scar("joy").marks() == "_____"
    assert c.scar("sanity").marks() == "___"


@pytest.mark.parametrize("bad", [6, -1, 2.5, "3", True])
def test_attribute_out_of_range_is_refused(bad):
    with pytest.raises(RuleError, match="obratnost"):
        Character({"obratnost": bad}, "cholerik")


def test_unknown_attribute_temperament_side_refused():
    with pytest.raises(RuleError):
        Character({"sila": 3}, "cholerik")
    with pytest.raises(RuleError, match="temperament"):
        Character({}, "choleric")
    with pytest.raises(RuleError):
        Character({}, "cholerik", dominant="both")


def test_unknown_kind_refused():
    with pytest.raises(RuleError):
        Character({}, "cholerik").bank("magic")


@pytest.mark.parametrize(
    ("temperament", "close", "distant"),
    [
        ("cholerik", {"courage", "anger"}, {"compassion", "fear"}),
        ("melancholik", {"compassion", "fear"}, {"courage", "anger"}),
        ("sangvinik", {"joy", "confusion"}, {"certainty", "sadness"}),
        ("flegmatik", {"certainty", "sadness"}, {"joy", "confusion"}),
    ],
)
def test_temperament_close_and_distant(temperament, close, distant):
    c = Character({}, temperament)
    assert set(c.close_scars()) == close
    assert set(c.distant_scars()) == distant


@pytest.mark.parametrize(
    ("temperament", "not_burnable"),
    [("cholerik", "fear"), ("melancholik", "anger"), ("sangvinik", "sadness"),
     ("flegmatik", "confusion")],
)  # fmt: skip
def test_burnable_scars(temperament, not_burnable):
    right = Character({}, temperament)
    negatives = {"fear", "anger", "sadness", "confusion"} - {not_burnable}
    assert set(right.burnable_scars()) == {
        "torso", "right_arm", "right_leg", "will", "sanity", *negatives,
    }  # fmt: skip
    left = Character({}, temperament, dominant="left")
    assert {"left_arm", "left_leg"} <= set(left.burnable_scars())
    assert "right_arm" not in left.burnable_scars()


def test_scar_unknown_key():
    with pytest.raises(RuleError, match="Unknown scar"):
        Character({}, "cholerik").scar("tail")
