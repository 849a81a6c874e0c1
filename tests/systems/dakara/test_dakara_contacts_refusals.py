"""Finding a contact and a network's test, given a modifier, a penalty or an opposition of
the wrong type (a text, None, a list, a record, a flag): refused in words, in both
languages, never a TypeError (issue 39, item 6). Both the rules core and the ledger's
rolls that call it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from support.fuzz import odd_values

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara.contacts import find_contact, network_test
from campaign_manager.systems.dakara.ledger import rolls

#: anything but a whole number (a flag is no number either)
NOT_A_NUMBER = odd_values().filter(lambda v: type(v) is not int)
#: anything but one of the four oppositions
NOT_AN_OPPOSITION = odd_values().filter(
    lambda v: not (isinstance(v, str) and v in ("rarity", "wealth", "influence", "status"))
)
NETWORK = {"kind": "Černý trh", "area": "Přístav", "rating": 2}
CONTACT = {"name": "Ondra", "who": "paserák"}


def refused(call, *args, **kwargs) -> RuleError:
    try:
        call(*args, **kwargs)
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip()
        return error
    raise AssertionError(f"accepted {args!r} {kwargs!r}")


@settings(max_examples=60, derandomize=True, deadline=None)
@given(value=NOT_A_NUMBER, key=st.sampled_from(["modifier", "far_from_home_penalty"]))
def test_find_contact_refuses_a_modifier_or_penalty_that_is_no_number(value, key):
    refused(find_contact, 3, 3, 2, 2, rng=random.Random(1), **{key: value})
    refused(rolls.find_contact, 3, 3, 1, CONTACT, rng=random.Random(1), **{key: value})


@settings(max_examples=60, derandomize=True, deadline=None)
@given(value=NOT_A_NUMBER, decision=st.sampled_from([None, True]))
def test_network_test_refuses_a_modifier_that_is_no_number(value, decision):
    refused(network_test, 3, "rarity", 2, 2, 2, value, decision=decision)
    refused(
        rolls.run_operation, NETWORK, 1, "zbraně", "rarity", 2, modifier=value, decision=decision
    )


@settings(max_examples=60, derandomize=True, deadline=None)
@given(value=NOT_AN_OPPOSITION)
def test_network_test_refuses_an_opposition_of_the_wrong_type(value):
    error = refused(network_test, 3, value, 2, 2, 2)
    assert "rarity, wealth, influence or status" in error.text.en
    refused(rolls.run_operation, NETWORK, 1, "zbraně", value, 2)


def test_the_words_name_the_modifier():
    error = refused(find_contact, 3, 3, modifier="2")
    assert "modifier" in error.text.en and "'2'" in error.text.en
    error = refused(rolls.find_contact, 3, 3, 1, CONTACT, modifier=None)
    assert "modifier" in error.text.en
