"""The web of ties: neighbourhoods for the graph and the players' safe selection."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.ledger.web import edges, neighbourhood, player_safe


def rel(i, a, b, known=False, certainty="known"):
    return {
        "id": i,
        "source_kind": a[0],
        "source_id": a[1],
        "target_kind": b[0],
        "target_id": b[1],
        "label": f"r{i}",
        "attitude": 1,
        "reverse_label": "",
        "certainty": certainty,
        "known_to_players": known,
    }


def link(i, character, contact, known=True):
    return {
        "id": i,
        "character_id": character,
        "contact_id": contact,
        "influence": 1,
        "how_met": "",
        "reason": "",
        "attitude": 0,
        "known_to_players": known,
        "in_play": False,
    }


JAN, MARKETA, HUBERT, ZUZKA = ("character", 1), ("character", 2), ("contact", 1), ("contact", 2)


def web():
    return {
        "contact": [
            {
                "id": 1,
                "name": "Hubert",
                "who": "",
                "where": "",
                "looks": "",
                "area": "",
                "notes": "tajné",
                "npc_id": None,
            },
            {
                "id": 2,
                "name": "Zuzka",
                "who": "",
                "where": "",
                "looks": "",
                "area": "",
                "notes": "",
                "npc_id": None,
            },
        ],
        "link": [link(1, 1, 1), link(2, 2, 2, known=False)],
        "favour": [
            {
                "id": 1,
                "debtor_kind": "contact",
                "debtor_id": 1,
                "creditor_kind": "character",
                "creditor_id": 1,
                "size": "small",
                "size_text": "",
                "reason": "",
                "when": "",
                "state": "repaid",
                "known_to_players": True,
            }
        ],
        "network": [
            {
                "id": 1,
                "owner_id": 1,
                "kind": "Podsvětí",
                "area": "",
                "rating": 2,
                "liaison_id": 2,
                "known_to_players": True,
            }
        ],
        "operation": [{"id": 1, "network_id": 1, "known_to_players": False}],
        "relation": [
            rel(1, JAN, MARKETA, known=True),
            rel(2, MARKETA, ZUZKA),
            rel(3, ZUZKA, HUBERT, certainty="suspected"),
        ],
    }


def test_one_and_two_steps_out():
    ties = edges(web())
    assert {e.kind for e in ties} == {"relation", "link", "liaison"}  # a repaid favour drops
    nodes, shown = neighbourhood(MARKETA, ties, 1)
    assert nodes == {MARKETA, JAN, ZUZKA}
    nodes, _ = neighbourhood(MARKETA, ties, 2)
    assert HUBERT in nodes
    nodes, shown = neighbourhood(MARKETA, ties, 1, kinds=["link"])
    assert nodes == {MARKETA, ZUZKA} and [e.kind for e in shown] == ["link"]
    assert next(e for e in ties if e.record_id == 3 and e.kind == "relation").suspected
    with pytest.raises(ValueError):
        neighbourhood(MARKETA, ties, 3)


def test_the_players_see_only_what_they_know():
    safe = player_safe(1, web())
    assert [c["name"] for c in safe["contact"]] == ["Hubert"]
    assert "notes" not in safe["contact"][0]  # GM notes stay out
    assert [r["id"] for r in safe["relation"]] == [1]  # relation 3 is the GM's
    assert safe["operation"] == [] and len(safe["network"]) == 1
    assert player_safe(2, web())["link"] == []  # Markéta's link to Zuzka is GM-only


@given(
    st.lists(st.tuples(st.integers(1, 4), st.integers(1, 4), st.booleans()), max_size=12),
    st.integers(1, 4),
)
def test_nothing_gm_only_reaches_the_players(pairs, character):
    records = {
        "contact": [{"id": i, "name": f"c{i}", "notes": "x"} for i in range(1, 5)],
        "link": [link(n, a, b, known) for n, (a, b, known) in enumerate(pairs, 1)],
        "relation": [
            rel(n, ("character", a), ("contact", b), known)
            for n, (a, b, known) in enumerate(pairs, 1)
        ],
    }
    safe = player_safe(character, records)
    for kind in ("link", "relation"):
        assert all(r["known_to_players"] for r in safe[kind])
    assert all(link["character_id"] == character for link in safe["link"])
