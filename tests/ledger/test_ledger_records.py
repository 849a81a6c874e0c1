"""The ledger's records: validation, favours' states, what each network kind can do."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.ledger import (
    balance,
    change_state,
    next_states,
    owed_between,
    validate,
)
from campaign_manager.ledger.records import FAVOUR_STATES, attitude_text
from campaign_manager.systems.common import RuleError, SheetError
from campaign_manager.systems.dakara.ledger.networks import (
    black_market_price,
    capabilities,
    category_of,
)


def favour(debtor=("character", 1), creditor=("contact", 2), **extra):
    return validate(
        "favour",
        {
            "debtor_kind": debtor[0],
            "debtor_id": debtor[1],
            "creditor_kind": creditor[0],
            "creditor_id": creditor[1],
            **extra,
        },
    )


def test_a_contact_needs_a_name_and_nothing_unknown():
    assert validate("contact", {"name": "  Hubert  "})["name"] == "Hubert"
    with pytest.raises(SheetError, match="'name'"):
        validate("contact", {"name": " "})
    with pytest.raises(SheetError, match="unknown entries: vliv"):
        validate("contact", {"name": "Hubert", "vliv": 2})


def test_a_link_keeps_its_own_influence_and_attitude():
    link = validate("link", {"character_id": 1, "contact_id": 3, "influence": 4, "attitude": -2})
    assert link["influence"] == 4 and link["attitude"] == -2 and link["known_to_players"]
    with pytest.raises(SheetError, match="influence"):
        validate("link", {"character_id": 1, "contact_id": 3, "influence": 7})
    with pytest.raises(SheetError, match="attitude"):
        validate("link", {"character_id": 1, "contact_id": 3, "attitude": 4})
    with pytest.raises(SheetError, match="character_id"):
        validate("link", {"character_id": "Bořek", "contact_id": 3})  # by id, never by name


def test_favours_are_between_a_character_and_someone_else():
    assert favour()["state"] == "open"
    assert favour(("contact", 2), ("character", 1))["debtor_kind"] == "contact"
    assert favour(("character", 1), ("character", 2))["creditor_kind"] == "character"
    with pytest.raises(SheetError, match="themselves"):
        favour(("character", 1), ("character", 1))
    with pytest.raises(SheetError, match="two contacts"):
        favour(("contact", 1), ("contact", 2))
    with pytest.raises(SheetError, match="how big"):
        favour(size="custom")
    assert favour(size="custom", size_text="dvě bečky vína")["size_text"] == "dvě bečky vína"


def test_favour_states_move_forward_only():
    f = favour()
    called = change_state(f, "called_in")
    assert called["state"] == "called_in" and f["state"] == "open"
    assert change_state(called, "open")["state"] == "open"  # the call withdrawn
    repaid = change_state(called, "repaid")
    with pytest.raises(RuleError, match="closed"):
        change_state(repaid, "open")
    assert next_states("forgiven") == ()


@given(st.sampled_from(FAVOUR_STATES), st.sampled_from(FAVOUR_STATES))
def test_a_refused_state_change_changes_nothing(old, new):
    f = favour(state=old)
    before = dict(f)
    try:
        changed = change_state(f, new)
    except RuleError as error:
        assert error.text.cs and error.text.en
        assert new not in next_states(old)
    else:
        assert changed["state"] == new
    assert f == before


def test_who_owes_whom():
    pc, npc, other = ("character", 1), ("contact", 2), ("character", 3)
    favours = [
        favour(pc, npc),
        favour(npc, pc, size="big"),
        favour(npc, pc, state="repaid"),
        favour(pc, other),
    ]
    owed = owed_between(favours, pc, npc)
    assert len(owed["a_owes_b"]) == 1 and len(owed["b_owes_a"]) == 1  # repaid ones drop out
    assert balance(favours, pc) == {npc: {"owes": 1, "owed": 1}, other: {"owes": 1, "owed": 0}}


def test_a_relation_leads_to_someone_else():
    r = validate(
        "relation",
        {
            "source_kind": "character",
            "source_id": 1,
            "target_kind": "contact",
            "target_id": 1,
            "label": "miluje",
            "attitude": 3,
        },
    )
    assert r["certainty"] == "known" and not r["known_to_players"]  # GM-only by default
    with pytest.raises(SheetError, match="someone else"):
        validate(
            "relation",
            {
                "source_kind": "contact",
                "source_id": 1,
                "target_kind": "contact",
                "target_id": 1,
                "label": "x",
            },
        )
    assert attitude_text(-3).cs.startswith("−3")
    assert attitude_text(2).en == "+2 warm"


def test_a_rolled_operation_records_both_dice():
    base = {"network_id": 1, "request": "sehnat jed", "against": "rarity", "value": 3}
    assert validate("operation", base)["success"] is None  # planned, not run yet
    with pytest.raises(SheetError, match="never automatic"):
        validate("operation", {**base, "success": True})
    ok = validate("operation", {**base, "decided": "gm", "success": True})
    assert ok["decided"] == "gm"
    with pytest.raises(SheetError, match="against"):
        validate("operation", {**base, "against": "luck"})
    with pytest.raises(SheetError, match="cost_zl"):
        validate("operation", {**base, "cost_zl": -5})


def test_network_kinds_and_what_they_can_do():
    assert category_of("Černý trh").key == "black_market"
    assert category_of("Královský dvůr").key == "social"
    assert category_of("Pašeráci z Vltavy") is None  # a campaign's own kind: the GM assigns it
    assert category_of("Pašeráci z Vltavy", {"Pašeráci z Vltavy": "underworld"}).key == "underworld"
    can = capabilities("Podsvětí")
    assert any("nájemné vrahy" in line.cs for line in can)
    assert any("Outside contractors are paid" in line.en for line in can)
    assert black_market_price(100, "Černý trh") == 75
    assert black_market_price(100, "Soudy") is None
    with pytest.raises(RuleError):
        category_of("X", {"X": "nowhere"})


@given(st.sampled_from(["contact", "link", "favour", "network", "operation", "relation"]))
def test_validation_is_idempotent(kind):
    samples = {
        "contact": {"name": "Zuzka", "npc_id": 4},
        "link": {"character_id": 1, "contact_id": 2, "influence": 2, "reason": "friend"},
        "favour": {
            "debtor_kind": "character",
            "debtor_id": 1,
            "creditor_kind": "contact",
            "creditor_id": 2,
            "size": "life",
        },
        "network": {"owner_id": 1, "kind": "Podsvětí", "rating": 3, "liaison_id": 2},
        "operation": {
            "network_id": 1,
            "request": "kdo najal vraha",
            "against": "influence",
            "value": 4,
            "actor_roll": 2,
            "opposition_roll": 5,
            "success": False,
        },
        "relation": {
            "source_kind": "character",
            "source_id": 1,
            "target_kind": "character",
            "target_id": 2,
            "label": "soupeř",
            "attitude": -1,
        },
    }
    once = validate(kind, samples[kind])
    assert validate(kind, once) == once
