"""Odd actions for the encounter cores, and the checks every step of a fight must pass.

A system's test plays a fight by valid actions and, between them, feeds ``odd_actions``
(random action dicts: known types with wrong, missing or strange values, unknown types,
values that are not records). Each step goes through :func:`check_step`, which holds the
core to its contract: it either refuses with a ``RuleError`` in both languages and leaves
its argument as it was, or returns a new plain-JSON state whose public view leaks nothing
(:func:`assert_leak_free`).
"""

from __future__ import annotations

import copy
import functools
import inspect
import json
from typing import Any

from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError

#: values of every JSON type and a few that are not JSON at all
_LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.sampled_from([0, 1, -1, 2, 3, 10_001, 2**63]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=6),
    st.sampled_from(["", " ", "1", "-1", "abc", "\x00", "<b>x</b>", "‮x"]),
)


def odd_values(ids: list[str] = ()) -> st.SearchStrategy:
    """Any value an action field might be given: leaves, the fight's own ids (so refusals
    are reached past the "no such combatant" check), lists, records, tuples, sets."""
    return _odd_values(tuple(ids))


@functools.cache
def _odd_values(ids: tuple[str, ...]) -> st.SearchStrategy:
    """``odd_values``, made once per set of ids: a fuzz test draws it a few times per step,
    and making and validating it anew each time was a fifth of the fuzz tests' time (the
    same strategy draws the same values)."""
    base = st.one_of(_LEAVES, st.sampled_from(list(ids) or ["?"]))
    return st.one_of(
        base,
        st.lists(base, max_size=3),
        st.dictionaries(st.text(max_size=4), base, max_size=3),
        st.tuples(base, base),
        st.frozensets(st.integers(0, 3), max_size=2),
    )


@st.composite
def odd_actions(draw, types: list[str], keys: list[str], ids: list[str] = ()) -> Any:
    """A random action: mostly a record with a known ``type`` and some of ``keys`` set to
    odd values (a combatant id now and then), sometimes something that is no action."""
    if draw(st.integers(0, 19)) == 0:
        return draw(odd_values(ids))
    action: dict[Any, Any] = {}
    kind = draw(st.one_of(st.sampled_from(types), _LEAVES))
    if draw(st.integers(0, 9)):
        action["type"] = kind
    for key in draw(st.lists(st.sampled_from(keys), max_size=len(keys), unique=True)):
        action[key] = draw(odd_values(ids))
    return action


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def check_step(module, state: dict, action: Any, rng: Any = None) -> dict | None:
    """Run ``module.act(state, action, rng)`` and check the contract; the new state, or
    None when the rules refused (with a message in both languages)."""
    before = _dump(state)
    # a copy to compare with: a JSON round trip (quicker than deepcopy) where that gives
    # the same state, a deep copy where it does not (a caller's state that is not JSON)
    snapshot = json.loads(before)
    if snapshot != state:
        snapshot = copy.deepcopy(state)
    try:
        outcome = module.act(state, action, rng)
    except RuleError as error:
        assert error.text.cs.strip() and error.text.en.strip(), error
        assert _dump(state) == before and state == snapshot, "a refusal changed its argument"
        return None
    assert _dump(state) == before and state == snapshot, "act changed its argument"
    new = outcome.state
    assert json.loads(json.dumps(new)) == new, "the new state is not plain JSON"
    assert_leak_free(module, new)
    assert_rows_from_rows_before(module, state, new)
    return new


def assert_rows_from_rows_before(module, state: dict, new: dict) -> None:
    """Where the system's ``gm_rows`` takes the rows before (``previous``), the rows it
    works out from them are the rows it works out anew."""
    if "previous" not in inspect.signature(module.gm_rows).parameters:
        return
    try:
        before = module.gm_rows(state)
    except RuleError:  # a state the views refuse (a caller's odd one): nothing to reuse
        return
    assert module.gm_rows(new, previous=(state, before)) == module.gm_rows(new), (
        "rows from the rows before differ from the rows anew"
    )


def _quoted(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def assert_leak_free(module, state: dict) -> None:
    """``module.public_view(state)`` shows no hidden combatant (id or name), no secret
    condition, no sheet, no NPC's numbers and no real name behind an alias."""
    public = module.public_view(state)
    text = _dump(public)
    combatants = state["combatants"]
    shown_names = set()
    for entry in public.get("combatants", []):
        record = combatants.get(entry["id"])
        assert record is not None and not record.get("hidden"), ("hidden shown", entry["id"])
        assert "sheet" not in entry, entry["id"]
        assert record["side"] == "pc" or "numbers" not in entry, ("NPC numbers", entry["id"])
        alias = record.get("alias")
        assert entry["name"] == (alias or record["name"]), ("name behind an alias", entry)
        shown_names.add(entry["name"])
        secret = set(state["view"].get("secret_conditions", []))
        secret |= {c["name"] for c in record.get("conditions", []) if c.get("secret")}
        public_only = {
            c["name"] for c in record.get("conditions", []) if not c.get("secret")
        } - set(state["view"].get("secret_conditions", []))
        for condition in entry.get("conditions", []):
            name = condition["name"]
            assert name not in secret or name in public_only, ("secret condition", name)
    for cid, record in combatants.items():
        if not record.get("hidden"):
            continue
        assert _quoted(cid) not in text, ("hidden id in the public view", cid)
        for name in {record["name"], record.get("alias")} - {None}:
            if name not in shown_names:
                assert _quoted(name) not in text, ("hidden name in the public view", name)
    assert '"sheet"' not in text, "a sheet in the public view"
