"""A Dakara sheet's contacts and networks as views of the ledger, and written back."""

from __future__ import annotations

import copy

import pytest
from support.rows import content

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage.changes import AddCharacter, Batch
from campaign_manager.storage.ledger import LEDGER_MODELS, AddLink
from campaign_manager.storage.ledger_sheet import SyncSheetLists, sheet_lists, sheet_with_ledger
from campaign_manager.systems.common import load_json
from campaign_manager.systems.dakara.creation import evaluate_creation
from campaign_manager.systems.dakara.sheet import validate_sheet


@pytest.fixture
def ledger(campaign):
    return campaign


def everything():
    return {
        m._meta.table_name: [content(r) for r in m.select().order_by(m.id)] for m in LEDGER_MODELS
    }


def jan_sheet():
    demo = load_json("demo", "dakara.json")
    return validate_sheet(next(c["sheet"] for c in demo["characters"] if c["name"] == "Jan Bezruč"))


def import_jan(campaign):
    sheet = jan_sheet()
    add = AddCharacter({"name": "Jan Bezruč", "sheet": sheet})
    batch = Batch([add, SyncSheetLists(sheet["contacts"], sheet["networks"], character=add)])
    batch.apply(campaign)
    return add.id, sheet, batch


def test_an_imported_sheet_lands_in_the_ledger_and_reads_back_the_same(ledger):
    jan, sheet, batch = import_jan(ledger)
    contacts, networks = sheet_lists(jan)
    assert contacts == sheet["contacts"] and networks == sheet["networks"]
    zuzka = next(c for c in q.records("contact") if c["name"] == "Zuzka Pekařová")
    assert q.networks_of(jan)[0][0]["liaison_id"] == zuzka["id"]
    view = sheet_with_ledger(jan, {**sheet, "contacts": [], "networks": []})
    assert evaluate_creation(view).violations == evaluate_creation(sheet).violations
    batch.revert(ledger)
    assert all(rows == [] for rows in everything().values())


def test_editing_the_lists_writes_only_the_difference_and_undo_restores(ledger):
    jan, sheet, _ = import_jan(ledger)
    marketa = AddCharacter({"name": "Markéta"})
    marketa.apply(ledger)
    hubert = next(c for c in q.records("contact") if c["name"] == "Hubert Lasička")
    AddLink({"character_id": marketa.id, "contact_id": hubert["id"]}).apply(ledger)
    before = everything()
    new = copy.deepcopy(sheet)
    new["contacts"][1]["influence"] = 3  # Zuzka
    del new["contacts"][0]  # Jan forgets Hubert; Markéta still knows him
    new["contacts"].append(
        {
            "name": "Ondra Převozník",
            "influence": 1,
            "area": "Podsvětí",
            "who": "",
            "how_met": "",
            "where": "",
            "looks": "",
            "in_play": True,
        }
    )
    new["networks"][1]["liaison"] = "Ondra Převozník"
    change = SyncSheetLists(new["contacts"], new["networks"], character_id=jan)
    change.apply(ledger)
    contacts, networks = sheet_lists(jan)
    assert [(c["name"], c["influence"]) for c in contacts] == [
        ("Zuzka Pekařová", 3),
        ("Ondra Převozník", 1),
    ]
    assert networks[1]["liaison"] == "Ondra Převozník"
    assert any(c["name"] == "Hubert Lasička" for c in q.records("contact"))
    change.revert(ledger)
    assert everything() == before
    change.apply(ledger)  # redo: the same rows again
    assert [c["name"] for c in sheet_lists(jan)[0]] == ["Zuzka Pekařová", "Ondra Převozník"]


def test_a_network_gone_from_the_sheet_takes_its_operations(ledger):
    from campaign_manager.storage.ledger import AddOperation

    jan, sheet, _ = import_jan(ledger)
    net = q.networks_of(jan)[0][0]["id"]
    AddOperation({"network_id": net, "request": "x", "against": "rarity", "value": 1}).apply(ledger)
    before = everything()
    change = SyncSheetLists(sheet["contacts"], sheet["networks"][1:], character_id=jan)
    change.apply(ledger)
    assert q.count("operation") == 0 and len(q.networks_of(jan)) == 1
    change.revert(ledger)
    assert everything() == before


# -- Člověk: feelings as relations -----------------------------------------------------------
def feelings(**values):
    return {
        target: {
            feeling: {
                "value": v,
                "raises": 0,
                "from_requests": 0,
                "scene_hits": 0,
                "chapter_hits": 0,
            }
            for feeling, v in row.items()
        }
        for target, row in values.items()
    }


def feeling_rows():
    return sorted(
        (r["target_kind"], r["target_id"], r["label"], r["attitude"])
        for r in q.records("relation")
        if r["origin"] == "feelings"
    )


def test_feelings_become_relations_in_step_with_the_sheet(ledger):
    from campaign_manager.storage.ledger import AddRelation
    from campaign_manager.storage.ledger_sheet import SyncFeelings

    borek = AddCharacter({"name": "Bořek"})
    borek.apply(ledger)
    marta = AddCharacter({"name": "Marta"})
    marta.apply(ledger)
    AddRelation(
        {
            "source_kind": "character",
            "source_id": borek.id,
            "target_kind": "character",
            "target_id": marta.id,
            "label": "dluží jí",
        }
    ).apply(ledger)  # the GM's own
    before = everything()
    first = SyncFeelings(
        feelings(Marta={"friendship": 2}, Kovář={"enmity": 5}), character_id=borek.id
    )
    first.apply(ledger)
    kovar = next(c for c in q.records("contact") if c["name"] == "Kovář")
    assert feeling_rows() == sorted(
        [("character", marta.id, "Přátelství 2", 2), ("contact", kovar["id"], "Nepřátelství 5", -3)]
    )
    second = SyncFeelings(
        feelings(Marta={"friendship": 3}, Kovář={"enmity": 5}), character_id=borek.id
    )
    second.apply(ledger)
    assert len(second.done) == 2  # only Marta's line changed
    assert ("character", marta.id, "Přátelství 3", 2) in feeling_rows()
    assert any(r["label"] == "dluží jí" for r in q.records("relation"))  # untouched
    second.revert(ledger)
    first.revert(ledger)
    assert everything() == before
