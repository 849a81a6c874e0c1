"""Every public function of the ledger's rules, fed random records: each call returns, or
refuses with a RuleError in both languages; none changes its arguments, none lets a
TypeError, KeyError, AttributeError or IndexError out."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import odd_values

from campaign_manager.ledger import favours, records, web
from campaign_manager.systems.clovek import ledger as feelings
from campaign_manager.systems.common import RuleError, SheetError, Text
from campaign_manager.systems.dakara.ledger import networks, rolls
from campaign_manager.systems.dakara.ledger import sheet_records as dakara_sheet

VALID = {
    "contact": {"id": 1, "name": "Hubert", "who": "paserák", "area": "Přístav", "npc_id": None},
    "link": {"id": 2, "character_id": 1, "contact_id": 1, "influence": 3, "attitude": 1},
    "favour": {
        "id": 3,
        "debtor_kind": "character",
        "debtor_id": 1,
        "creditor_kind": "contact",
        "creditor_id": 1,
        "size": "small",
        "state": "open",
    },
    "network": {
        "id": 4,
        "owner_id": 1,
        "kind": "Černý trh",
        "area": "Město",
        "rating": 3,
        "liaison_id": 1,
        "notes": "Spojka: ",
    },
    "operation": {"id": 5, "network_id": 4, "request": "zbraně", "value": 2},
    "relation": {
        "id": 6,
        "source_kind": "character",
        "source_id": 1,
        "target_kind": "contact",
        "target_id": 1,
        "label": "zná",
    },
}
#: each kind's record as the storage layer hands it over: validated, with its id
STORED = {
    kind: {**records.validate(kind, {k: v for k, v in record.items() if k != "id"}), "id": i}
    for i, (kind, record) in enumerate(VALID.items(), start=1)
}
IDS = [1, 2, 3]
SETTINGS = settings(
    max_examples=100,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


def odd() -> st.SearchStrategy:
    return st.one_of(odd_values(), st.sampled_from(IDS), st.sampled_from(list(records.KEYS)))


@st.composite
def mutated(draw, base: dict) -> Any:
    """``base`` with some keys dropped, some set to odd values and maybe an unknown one;
    now and then an odd value instead of a record."""
    if draw(st.integers(0, 9)) == 0:
        return draw(odd())
    record = dict(base)
    for key in draw(st.lists(st.sampled_from(sorted(base)), max_size=3, unique=True)):
        if draw(st.booleans()):
            del record[key]
        else:
            record[key] = draw(odd())
    if draw(st.integers(0, 5)) == 0:
        record[draw(st.one_of(st.text(max_size=4), st.integers(0, 3)))] = draw(odd())
    return record


def record_lists(kinds=tuple(STORED)) -> st.SearchStrategy:
    """The ledger's records by kind: mostly lists of (odd) stored records."""
    lists = st.fixed_dictionaries(
        {},
        optional={
            kind: st.one_of(st.lists(mutated(STORED[kind]), max_size=3), odd()) for kind in kinds
        },
    )
    return st.one_of(lists, lists, lists, odd())


def parties() -> st.SearchStrategy:
    good = st.tuples(st.sampled_from(["character", "contact"]), st.sampled_from(IDS))
    return st.one_of(good, good, good.map(list), odd())


def _check(call, *args, **kwargs) -> Any:
    """Call; a RuleError must be in both languages; the arguments must be unchanged (but
    a random source, which a roll draws from)."""
    chance = {key: value for key, value in kwargs.items() if isinstance(value, random.Random)}
    snapshot = copy.deepcopy((args, {**kwargs, **dict.fromkeys(chance)}))
    try:
        result = call(*args, **kwargs)
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip(), error
        result = error
    assert (args, {**kwargs, **dict.fromkeys(chance)}) == snapshot, "an argument changed"
    return result


# -- records ------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", list(STORED))
@SETTINGS
@given(data=st.data())
def test_validate_takes_or_refuses_any_record(kind, data):
    record = data.draw(mutated(VALID[kind]))
    result = _check(records.validate, kind, record)
    if not isinstance(result, RuleError):
        assert records.validate(kind, result) == result  # a validated record stays so
    for name, validator in records.VALIDATORS.items():
        if name == kind:
            _check(validator, record)


@SETTINGS
@given(kind=odd(), record=odd())
def test_validate_refuses_a_kind_there_is_not(kind, record):
    result = _check(records.validate, kind, record)
    if not (isinstance(kind, str) and kind in records.VALIDATORS):
        assert isinstance(result, SheetError)


@SETTINGS
@given(value=odd())
def test_attitude_text(value):
    _check(records.attitude_text, value)


# -- favours ------------------------------------------------------------------------------
@SETTINGS
@given(state=odd())
def test_next_states(state):
    _check(favours.next_states, state)


@SETTINGS
@given(
    favour=mutated(STORED["favour"]), state=st.one_of(odd(), st.sampled_from(records.FAVOUR_STATES))
)
def test_change_state(favour, state):
    result = _check(favours.change_state, favour, state)
    if isinstance(result, dict):
        assert result["state"] == state


@SETTINGS
@given(favour=mutated(STORED["favour"]), who=parties())
def test_debtor_creditor_involves(favour, who):
    _check(favours.debtor, favour)
    _check(favours.creditor, favour)
    _check(favours.involves, favour, who)


@SETTINGS
@given(given_favours=st.one_of(st.lists(mutated(STORED["favour"]), max_size=4), odd()))
def test_outstanding(given_favours):
    _check(favours.outstanding, given_favours)


@SETTINGS
@given(
    given_favours=st.one_of(st.lists(mutated(STORED["favour"]), max_size=4), odd()),
    a=parties(),
    b=parties(),
)
def test_owed_between_and_balance(given_favours, a, b):
    _check(favours.owed_between, given_favours, a, b)
    _check(favours.balance, given_favours, a)


# -- networks -----------------------------------------------------------------------------
def test_the_network_data_reads():
    assert networks.categories() and networks.common_notes() and networks.known_kinds()


_KINDS = st.one_of(st.sampled_from(["Černý trh", "Podsvětí", "Cech", "Nic takového"]), odd())
_OVERRIDES = st.one_of(
    st.none(),
    st.dictionaries(
        _KINDS, st.one_of(st.sampled_from(["black_market", "nope"]), odd()), max_size=2
    ),
    odd(),
)


@SETTINGS
@given(kind=_KINDS, overrides=_OVERRIDES, price=st.one_of(st.integers(0, 10**400), odd()))
def test_category_capabilities_and_prices(kind, overrides, price):
    _check(networks.category_of, kind, overrides)
    _check(networks.capabilities, kind, overrides)
    result = _check(networks.black_market_price, price, kind, overrides)
    assert result is None or isinstance(result, RuleError) or type(result) is int


def test_a_huge_price_is_worked_out_exactly():
    price = 4 * 10**400
    assert networks.black_market_price(price, "Černý trh", {"Černý trh": "black_market"}) == (
        3 * 10**400
    )


# -- the web ------------------------------------------------------------------------------
@SETTINGS
@given(given_records=record_lists(), character=st.one_of(st.sampled_from(IDS), odd()))
def test_edges_and_player_safe(given_records, character):
    _check(web.edges, given_records)
    _check(web.player_safe, character, given_records)


_EDGES = st.builds(
    web.Edge,
    st.sampled_from(web.EDGE_KINDS),
    st.tuples(st.sampled_from(["character", "contact"]), st.sampled_from(IDS)),
    st.tuples(st.sampled_from(["character", "contact"]), st.sampled_from(IDS)),
)


@SETTINGS
@given(
    center=parties(),
    all_edges=st.one_of(st.lists(st.one_of(_EDGES, _EDGES, odd()), max_size=5), odd()),
    steps=st.one_of(st.sampled_from([1, 2]), odd()),
    kinds=st.one_of(st.lists(st.sampled_from(web.EDGE_KINDS)), odd()),
)
def test_neighbourhood(center, all_edges, steps, kinds):
    _check(web.neighbourhood, center, all_edges, steps, kinds)


# -- feelings -----------------------------------------------------------------------------
_FEELING = st.fixed_dictionaries(
    {},
    optional={
        "value": st.integers(0, 5),
        "raises": st.integers(0, 3),
        "scene_hits": st.integers(0, 2),
    },
)
_FEELINGS = st.one_of(
    st.dictionaries(
        st.one_of(st.sampled_from(["Marta", "Já", " "]), odd()),
        st.one_of(
            st.dictionaries(
                st.one_of(st.sampled_from(["friendship", "enmity", "desire", "respect"]), odd()),
                st.one_of(_FEELING, _FEELING, mutated({"value": 2}), odd()),
                max_size=2,
            ),
            odd(),
        ),
        max_size=2,
    ),
    odd(),
)


@SETTINGS
@given(feeling=st.one_of(st.sampled_from(["friendship", "enmity"]), odd()), value=odd())
def test_attitude_of(feeling, value):
    _check(feelings.attitude_of, feeling, value)


@SETTINGS
@given(
    sheet_feelings=_FEELINGS,
    character=st.one_of(st.sampled_from(IDS), odd()),
    targets=st.one_of(st.dictionaries(st.sampled_from(["Marta", "Já"]), parties()), odd()),
)
def test_feeling_values_and_relations(sheet_feelings, character, targets):
    _check(feelings.feeling_values, sheet_feelings)
    result = _check(feelings.feeling_relations, character, sheet_feelings, targets)
    if isinstance(result, list):
        for record in result:
            records.validate("relation", record)


# -- a Dakara sheet's contacts and networks -----------------------------------------------
_SHEET_CONTACT = {"name": "Ondra", "who": "paserák", "influence": 2, "in_play": False}
_SHEET_NETWORK = {"kind": "Černý trh", "area": "Přístav", "rating": 2, "liaison": "Ondra"}


@SETTINGS
@given(name=odd(), who=odd())
def test_person_key(name, who):
    _check(dakara_sheet.person_key, name, who)


@SETTINGS
@given(
    sheet=st.one_of(
        st.fixed_dictionaries(
            {},
            optional={
                "contacts": st.one_of(st.lists(mutated(_SHEET_CONTACT), max_size=2), odd()),
                "networks": st.one_of(st.lists(mutated(_SHEET_NETWORK), max_size=2), odd()),
                "skills": st.one_of(
                    st.just({"Zlodějské praktiky": {"rating": 2, "specialisations": {"Šifry": 3}}}),
                    st.dictionaries(st.just("Zlodějské praktiky"), mutated({"rating": 2})),
                    odd(),
                ),
            },
        ),
        odd(),
    )
)
def test_records_from_sheet(sheet):
    _check(dakara_sheet.records_from_sheet, sheet)


@SETTINGS
@given(
    links=st.one_of(
        st.lists(
            st.one_of(
                st.tuples(mutated(STORED["link"]), mutated(STORED["contact"])),
                odd(),
            ),
            max_size=2,
        ),
        odd(),
    ),
    given_networks=st.one_of(
        st.lists(
            st.one_of(
                st.tuples(mutated(STORED["network"]), st.one_of(st.just(""), odd())),
                odd(),
            ),
            max_size=2,
        ),
        odd(),
    ),
)
def test_sheet_entries(links, given_networks):
    _check(dakara_sheet.sheet_entries, links, given_networks)


def test_a_liaison_note_with_no_name_gives_no_liaison():
    network = {**STORED["network"], "notes": "Spojka: "}
    assert dakara_sheet.sheet_entries([], [(network, "")])[1][0]["liaison"] == ""


# -- the rolls ----------------------------------------------------------------------------
_NUMBER = st.one_of(st.integers(0, 6), odd())
_ROLL = st.one_of(st.none(), st.integers(1, 6), odd())
_LABEL = st.one_of(st.none(), st.just(Text("Jan", "Jan")), odd())
_RNG = st.one_of(st.none(), st.just(random.Random(3)), odd())


@SETTINGS
@given(
    znamosti=_NUMBER,
    difficulty=_NUMBER,
    character=st.one_of(st.sampled_from(IDS), odd()),
    contact=mutated({"name": "Ondra", "who": "paserák"}),
    extra=st.fixed_dictionaries(
        {},
        optional={
            "far_from_home_penalty": st.one_of(st.integers(-3, 0), odd()),
            "modifier": st.one_of(st.integers(-3, 3), odd()),
            "actor_roll": _ROLL,
            "opposition_roll": _ROLL,
            "how_met": st.one_of(st.just("v krčmě"), odd()),
            "reason": st.one_of(st.sampled_from(records.LINK_REASONS), odd()),
            "known_to_players": st.one_of(st.booleans(), odd()),
            "label": _LABEL,
            "rng": _RNG,
        },
    ),
)
def test_find_contact(znamosti, difficulty, character, contact, extra):
    result = _check(rolls.find_contact, znamosti, difficulty, character, contact, **extra)
    if not isinstance(result, RuleError) and result.state.link is not None:
        records.validate("link", {**result.state.link, "contact_id": 1})


@SETTINGS
@given(
    influence=_NUMBER,
    difficulty=_NUMBER,
    extra=st.fixed_dictionaries(
        {},
        optional={
            "task": st.one_of(st.just("propustka"), odd()),
            "decision": st.one_of(st.none(), st.booleans(), odd()),
            "actor_roll": _ROLL,
            "opposition_roll": _ROLL,
            "label": _LABEL,
            "rng": _RNG,
        },
    ),
)
def test_ask_contact(influence, difficulty, extra):
    _check(rolls.ask_contact, influence, difficulty, **extra)


@SETTINGS
@given(
    network=mutated({"kind": "Černý trh", "area": "Přístav", "rating": 2}),
    network_id=st.one_of(st.sampled_from(IDS), odd()),
    request=st.one_of(st.just("zbraně"), odd()),
    against=st.one_of(st.sampled_from(records.OPPOSITIONS), odd()),
    value=_NUMBER,
    extra=st.fixed_dictionaries(
        {},
        optional={
            "target": st.one_of(st.just("kupec"), odd()),
            "modifier": st.one_of(st.integers(-3, 3), odd()),
            "decision": st.one_of(st.none(), st.booleans(), odd()),
            "actor_roll": _ROLL,
            "opposition_roll": _ROLL,
            "cost_zl": st.one_of(st.integers(0, 100), odd()),
            "result_text": st.one_of(st.just(""), odd()),
            "when": st.one_of(st.just("léto"), odd()),
            "known_to_players": st.one_of(st.booleans(), odd()),
            "label": _LABEL,
            "rng": _RNG,
        },
    ),
)
def test_run_operation(network, network_id, request, against, value, extra):
    result = _check(rolls.run_operation, network, network_id, request, against, value, **extra)
    if not isinstance(result, RuleError):
        records.validate("operation", result.state)
