"""A player's request from their page (issue 40): what a page sends is read into a
PlayerRequest, or refused in Czech and English words; never anything else."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.player_view.requests import (
    KINDS,
    MAX_REQUEST_BYTES,
    PROPOSALS,
    PlayerRequest,
    RequestRefused,
    parse_request,
)


@pytest.fixture
def campaign():
    """Plain Python: no campaign file is needed (and none is opened)."""
    yield None


# -- the contract's requests read as they are ----------------------------------------------
@pytest.mark.parametrize(
    ("sent", "expected"),
    [
        ('{"id": 7, "kind": "initiative", "roll": 14}', PlayerRequest(7, "initiative", roll=14)),
        ('{"id": 7, "kind": "initiative", "roll": null}', PlayerRequest(7, "initiative")),
        (
            '{"id":7,"kind":"initiative","dice":3,"roll":null}',
            PlayerRequest(7, "initiative", dice=3),
        ),
        (
            '{"id":7,"kind":"initiative","intent":"attack","target":"skret1"}',
            PlayerRequest(7, "initiative", intent="attack", target="skret1"),
        ),
        ('{"id": 8, "kind": "end_turn"}', PlayerRequest(8, "end_turn")),
        (
            '{"id": 9, "kind": "propose", "what": "damage_taken", "amount": 5, "target": null,'
            ' "text": ""}',
            PlayerRequest(9, "propose", what="damage_taken", amount=5),
        ),
        (
            '{"id": 10, "kind": "propose", "what": "note", "text": "  Mám ještě lektvar  "}',
            PlayerRequest(10, "propose", what="note", text="Mám ještě lektvar"),
        ),
        (
            '{"id": 11, "kind": "propose", "what": "condition", "text": "Omráčen", "amount": 2,'
            ' "target": "skret1"}',
            PlayerRequest(
                11, "propose", what="condition", amount=2, text="Omráčen", target="skret1"
            ),
        ),
        # what a kind does not use is left out; keys no request has are ignored
        (
            '{"id": 12, "kind": "end_turn", "roll": "x", "extra": [1]}',
            PlayerRequest(12, "end_turn"),
        ),
    ],
)
def test_the_contracts_requests_are_read_as_sent(sent, expected):
    request = parse_request(sent)
    assert request == expected
    assert parse_request(sent.encode("utf-8")) == expected  # bytes from a socket alike
    assert parse_request(json.dumps(request.to_json())) == request  # and back again


def test_a_request_is_frozen():
    request = parse_request('{"id": 1, "kind": "end_turn"}')
    with pytest.raises(AttributeError):
        request.kind = "initiative"  # type: ignore[misc]


# -- everything else is refused in words ---------------------------------------------------
LONG_NOTE = json.dumps({"id": 1, "kind": "propose", "what": "note", "text": "a" * 201})


@pytest.mark.parametrize(
    ("sent", "words"),
    [
        ("", "JSON"),
        ("{id: 1}", "JSON"),
        ("[1, 2]", "record"),
        ("null", "record"),
        ('{"kind": "end_turn"}', "'id'"),
        ('{"id": true, "kind": "end_turn"}', "whole number"),
        ('{"id": -1, "kind": "end_turn"}', "from 0"),
        ('{"id": 1.5, "kind": "end_turn"}', "whole number"),
        ('{"id": 1, "kind": "fireball"}', "unknown kind"),
        ('{"id": 1}', "unknown kind"),
        ('{"id": 1, "kind": "initiative", "roll": "14"}', "whole number"),
        ('{"id": 1, "kind": "initiative", "roll": 21}', "from 0 to 20"),
        ('{"id": 1, "kind": "initiative", "dice": -1}', "from 0"),
        ('{"id": 1, "kind": "initiative", "roll": NaN}', "JSON"),
        ('{"id": 1, "kind": "initiative", "target": 5}', "text"),
        ('{"id": 1, "kind": "initiative", "intent": ""}', "one line"),
        ('{"id": 1, "kind": "propose", "what": "fireball", "amount": 3}', "unknown proposal"),
        ('{"id": 1, "kind": "propose", "what": "damage_taken"}', "amount"),
        ('{"id": 1, "kind": "propose", "what": "damage_taken", "amount": 0}', "from 1"),
        ('{"id": 1, "kind": "propose", "what": "heal", "amount": 10001}', "from 1"),
        ('{"id": 1, "kind": "propose", "what": "note", "text": "   "}', "empty"),
        ('{"id": 1, "kind": "propose", "what": "condition", "amount": 2}', "name"),
        ('{"id": 1, "kind": "propose", "what": "note", "text": "a\\u0000b"}', "U+0000"),
        ('{"id": 1, "kind": "propose", "what": "note", "text": "a\\u202eb"}', "U+202E"),
        ('{"id": 1, "kind": "propose", "what": "note", "text": "\\ud800"}', "U+D800"),
        (LONG_NOTE, "201 characters"),
        ('{"id": 1, "kind": "end_turn", "id": 2}', "twice"),
        ('{"id": 1, "kind": "end_turn"}' + " " * MAX_REQUEST_BYTES, "bytes"),
    ],
)
def test_anything_else_is_refused_in_both_languages(sent, words):
    with pytest.raises(RequestRefused) as refused:
        parse_request(sent)
    text = refused.value.text
    assert words in text.en
    assert text.cs.startswith("Žádost odmítnuta") and text.en.startswith("Request refused")
    assert text.cs != text.en


def test_size_counts_bytes_not_characters():
    # 600 Czech letters of two bytes each: under 1024 characters, over 1024 bytes
    sent = json.dumps({"id": 1, "kind": "propose", "what": "note", "text": "ž" * 600})
    sent = sent.replace("\\u017e", "ž")
    assert len(sent) < MAX_REQUEST_BYTES < len(sent.encode("utf-8"))
    with pytest.raises(RequestRefused, match="bytes"):
        parse_request(sent)
    with pytest.raises(RequestRefused, match="bytes"):
        parse_request(sent.encode("utf-8"))


def test_bytes_that_are_not_utf8_are_refused():
    with pytest.raises(RequestRefused, match="UTF-8"):
        parse_request(b'{"id": 1, "kind": "end_turn", "x": "\xff"}')


def test_something_that_is_not_text_is_refused():
    with pytest.raises(RequestRefused, match="not text"):
        parse_request(12)  # type: ignore[arg-type]


# -- the property: a request or a refusal, never anything else ---------------------------
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**60), 2**60) | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
NEAR_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 25), st.integers(), st.floats(), st.text(max_size=220),
    st.sampled_from([*KINDS, *PROPOSALS, "borek", "vrah", "melee_attack"]),
    st.lists(st.integers(), max_size=2),
)  # fmt: skip
KEYS = ("id", "kind", "roll", "dice", "intent", "target", "what", "amount", "text")
NEAR_REQUESTS = st.fixed_dictionaries(
    {
        "id": st.one_of(st.integers(-2, 2**54), st.none(), st.text(max_size=3)),
        "kind": st.one_of(st.sampled_from(KINDS), st.text(max_size=10)),
    },
    optional={key: NEAR_VALUES for key in KEYS[2:]},
).map(json.dumps)
SENT = st.one_of(
    st.text(max_size=300),
    st.binary(max_size=300),
    JSON_VALUES.map(json.dumps),
    NEAR_REQUESTS,
    NEAR_REQUESTS.map(lambda text: text.encode("utf-8")),
    st.integers(0, 3000).map(lambda n: '{"id": 1, "kind": "end_turn", "x": "' + "x" * n + '"}'),
)


@settings(max_examples=400)
@given(sent=SENT)
def test_any_text_bytes_or_json_is_a_request_or_a_refusal(sent):
    try:
        request = parse_request(sent)
    except RequestRefused as refused:
        assert refused.text.cs.strip() and refused.text.en.strip()
        return
    assert isinstance(request, PlayerRequest)
    assert isinstance(request.id, int) and not isinstance(request.id, bool)
    assert 0 <= request.id < 2**53
    assert request.kind in KINDS
    size = len(sent) if isinstance(sent, bytes) else len(sent.encode("utf-8", "surrogatepass"))
    assert size <= MAX_REQUEST_BYTES
    for value in (request.roll, request.dice, request.amount):
        assert value is None or (isinstance(value, int) and not isinstance(value, bool))
    if request.kind == "propose":
        assert request.what in PROPOSALS
        assert len(request.text) <= 200
    else:
        assert request.what is None and request.text == ""
    assert parse_request(json.dumps(request.to_json())) == request
