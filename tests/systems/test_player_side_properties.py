"""Whatever a player's page sends, over real fights of every system (issue 40): a request
that parses is refused in words, or made into an action the system's own ``act`` accepts
on the state it was asked on; never a crash, never a change to the state it was asked on, and no
word of a hidden combatant (nor an aliased NPC's real name) in what goes back to a page."""

from __future__ import annotations

import contextlib
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.player_fights import HIDDEN_NAME, frozen, new_fight

from campaign_manager.player_view.requests import PROPOSALS, RequestRefused, parse_request
from campaign_manager.systems import get_encounter, player_side
from campaign_manager.systems.common import RuleError


@pytest.fixture
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


IDS = [None, "borek", "ela", "straz", "vrah", "xyz"]
#: what the GM does between the players' requests (each system refuses what it has not)
GM_STEPS = [
    {"type": "start"},
    {"type": "next"},
    {"type": "next"},
    {"type": "resolve"},
    {"type": "reveal", "target": "vrah"},
    {"type": "hide", "target": "ela"},
    {"type": "reveal", "target": "ela"},
    {"type": "alias", "target": "straz", "alias": "Muž v plášti"},
    {"type": "condition", "target": "borek", "name": "Qztajny", "rounds": 2, "secret": True},
    {"type": "initiative", "id": "straz", "roll": 11},
    {"type": "roll_initiative", "id": "straz", "dice": 1},
    {"type": "damage", "target": "borek", "amount": 30},
    {"type": "damage", "targets": [{"target": "ela", "amount": 20}]},
    {"type": "finish"},
]
REQUESTS = st.one_of(
    st.fixed_dictionaries(
        {
            "kind": st.just("initiative"),
            "roll": st.one_of(st.none(), st.integers(1, 10), st.integers(-1, 22)),
            "dice": st.one_of(st.integers(0, 3), st.none(), st.integers(-1, 9)),
            "intent": st.sampled_from(["melee_attack", "ranged_attack", "cast_spell", None, "x"]),
            "target": st.sampled_from(IDS),
        }
    ),
    st.just({"kind": "end_turn"}),
    st.fixed_dictionaries(
        {
            "kind": st.just("propose"),
            "what": st.sampled_from([*PROPOSALS, *PROPOSALS, "boo"]),
            "amount": st.one_of(st.integers(1, 12), st.none(), st.integers(0, 40)),
            "target": st.sampled_from(IDS),
            "text": st.sampled_from(["Omráčen", "Mám lektvar", "", "  "]),
        }
    ),
)
#: a moment of play: a GM step (an index into GM_STEPS), or a player's request, its page's
#: character ("99" is in no fight) and whether the GM accepts what it becomes
MOVES = st.one_of(
    st.integers(0, len(GM_STEPS) - 1),
    st.tuples(REQUESTS, st.sampled_from(["1", "2", "99"]), st.booleans()),
)


def no_secret_in(state: dict, text: str) -> None:
    if state["combatants"]["vrah"]["hidden"]:
        assert HIDDEN_NAME not in text
    if state["combatants"]["straz"].get("alias"):
        assert "Stráž" not in text
    assert "Qztajny" not in text  # a secret condition


def names_in(action: dict) -> list[str]:
    """The combatants an action names."""
    named = [action.get(key) for key in ("id", "target", "attacker")]
    named += [entry["target"] for entry in action.get("targets", [])]
    return [cid for cid in named if cid is not None]


@pytest.mark.parametrize("key", ["d20", "clovek", "dakara"])
@settings(max_examples=150)
@given(
    moves=st.lists(MOVES, min_size=2, max_size=30), seed=st.integers(0, 1000), start=st.booleans()
)
def test_any_request_of_any_player_is_an_accepted_action_or_words(key, moves, seed, start):
    act = get_encounter(key).act
    side = player_side(key)
    rng = random.Random(seed)
    state = new_fight(key)
    if start:  # most requests are made in a running fight
        state = act(state, {"type": "start"}, rng).state
    for number, move in enumerate(moves):
        if isinstance(move, int):
            with contextlib.suppress(RuleError):  # a step the rules refuse now: none taken
                state = act(state, GM_STEPS[move], rng).state
            continue
        sent, who, accept = move
        try:
            request = parse_request(json.dumps({"id": number, **sent}))
        except RequestRefused:
            continue
        before = frozen(state)
        for language in ("cs", "en"):
            me = side.own_view(state, who, language)
            assert (me is None) == (who == "99")
            no_secret_in(state, json.dumps(me, ensure_ascii=False))
            line = side.describe(state, who, request, language)
            assert isinstance(line, str) and line
        try:
            action = side.to_action(state, who, request, rng)
        except RuleError as error:
            assert error.text.cs.strip() and error.text.en.strip()
            no_secret_in(state, error.text.cs + error.text.en)
            assert frozen(state) == before
            continue
        assert frozen(state) == before  # asking changes nothing
        if action is None:
            assert request.what == "note"
            continue
        for named in names_in(action):  # only visible combatants, or one's own
            record = state["combatants"][named]
            assert not record["hidden"] or str(record.get("character_id")) == who, action
        outcome = act(state, action, rng)  # the GM accepts it on this state: the rules take it
        if accept:
            state = outcome.state


@pytest.mark.parametrize("key", ["d20", "clovek", "dakara"])
@pytest.mark.parametrize(
    "sent",
    [
        {"kind": "initiative", "roll": 5, "dice": 1, "intent": "melee_attack", "target": "x"},
        {"kind": "end_turn"},
        {"kind": "propose", "what": "damage_dealt", "amount": 3, "target": "x"},
        {"kind": "propose", "what": "note", "text": "Ahoj"},
    ],
)
def test_with_no_fight_a_request_is_still_described_and_refused_in_words(key, sent):
    side = player_side(key)
    request = parse_request(json.dumps({"id": 1, **sent}))
    for language in ("cs", "en"):
        assert side.describe(None, "1", request, language).startswith("#1")
    assert side.own_view(None, "1", "cs") is None
    if request.what == "note":
        assert side.to_action(None, "1", request) is None
    else:
        with pytest.raises(RuleError, match="not in this fight"):
            side.to_action(None, "1", request)
