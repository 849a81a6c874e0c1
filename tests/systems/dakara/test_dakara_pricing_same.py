"""The Dakara pricing gives the same results as before it was made quicker.

The sheets are the demo's and seeded random ones (valid, breaking every kind of limit,
waived, in training, and broken: unknown skills, specialisations, spells and gear).
``pricing_golden.json`` holds, for each, what the rules core gave before the per-sheet
work was cut: the roster line's Czech text, and a SHA-256 of the JSON (key order
included) of the sheet, the normalised sheet (or the error), the whole evaluation under
the book's settings, the one under a campaign's own (another budget, a weapon added)
and the roster line with the rules it breaks. Regenerate it
only from code known to be right:

    PYTHONPATH=<that tree> python tests/systems/dakara/test_dakara_pricing_same.py --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems import get_system
from campaign_manager.systems.dakara import Catalogue, DakaraSettings, new_sheet
from campaign_manager.systems.dakara import sheet as sheet_module
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.systems.dakara.creation import evaluate_creation
from campaign_manager.systems.dakara.sheet import (
    MAX_PRICE_MD,
    MAX_QUANTITY,
    _bool,
    _dict,
    _int,
    _rating,
    _str,
)

GOLDEN = Path(__file__).with_name("pricing_golden.json")
CAMPAIGN = {
    "dakara": {
        "settings": DakaraSettings.default().with_level("profesionál", budget=70).to_dict(),
        "catalogue": {
            "weapons": [
                {"name": "Halapartna", "skill": "Boj zblízka", "attack": 1, "price_md": 900}
            ]
        },
    }
}


def varied_sheet(rnd: random.Random, catalogue: Catalogue) -> dict:
    """A sheet mixing what the rules price and check, sometimes with a broken part."""
    sheet = new_sheet()
    sheet["level"] = rnd.choice(["pokročilý", "profesionál", "veterán", "mistr"])
    for key in ("majetek", "postaveni", "znamosti"):
        sheet[key] = rnd.randint(0, 6)
    sheet["materials_xp"] = rnd.choice([0, 0, 1, 3, 8, 40])
    sheet["hooks"] = [rnd.choice(["", "Dluh", "Rival"]) for _ in range(rnd.randint(0, 4))]
    sheet["goals"] = len(sheet["hooks"])
    grouped = sorted(catalogue.grouped)
    for name in rnd.sample(grouped, rnd.randint(0, 6)):
        rating = rnd.randint(0, 6)
        entry: dict = {"rating": rating}
        known = catalogue.grouped[name]
        specs = rnd.sample(known, min(len(known), rnd.randint(0, 4)))
        if specs:
            entry["specialisations"] = {s: rnd.randint(0, 6) for s in specs}
        sheet["skills"][name] = entry
    for name in rnd.sample(sorted(catalogue.standalone), rnd.randint(0, 5)):
        sheet["skills"][name] = {"rating": rnd.randint(0, 6)}
    for name in sheet["free_skills"]:
        sheet["free_skills"][name]["rating"] = rnd.randint(0, 6)
    sheet["spells"] = rnd.sample(sorted(catalogue.spells), rnd.randint(0, 3))
    sheet["areas"] = [f"Oblast {i}" for i in range(rnd.randint(0, 4))]
    for i in range(rnd.randint(0, 4)):
        sheet["contacts"].append(
            {
                "name": f"Kontakt {i}",
                "influence": rnd.randint(0, 6),
                "area": rnd.choice(["Oblast 0", "Oblast 1", "Jinde"]),
                "in_play": rnd.random() < 0.3,
            }
        )
    kinds = catalogue.grouped.get("Sítě", [])
    for _ in range(rnd.randint(0, 2) if kinds else 0):
        sheet["networks"].append(
            {
                "kind": rnd.choice(kinds),
                "area": "Praha",
                "rating": rnd.randint(0, 4),
                "liaison": rnd.choice(["", "Kontakt 0", "Nikdo"]),
                "in_play": rnd.random() < 0.3,
            }
        )
    prices = sorted(catalogue.price_list())
    for name in rnd.sample(prices, rnd.randint(0, 6)):
        price = rnd.choice([None, None, None, 0, 150])
        sheet["gear"].append({"name": name, "quantity": rnd.randint(1, 4), "price_md": price})
    if rnd.random() < 0.4:
        sheet["training"]["earned"].append({"source": "play", "hours": rnd.randint(0, 200)})
    if rnd.random() < 0.2:
        sheet["training"]["earned"].append({"source": "goal", "xp": rnd.randint(1, 10)})
    if rnd.random() < 0.3:
        sheet["exceptions"].append(
            {"code": rnd.choice(["limit_top_two", "budget_exceeded"]), "reason": "Vypravěč"}
        )
    broken = rnd.random()
    if broken < 0.04:
        sheet["skills"]["Neznámá dovednost"] = {"rating": 1}
    elif broken < 0.08 and grouped:
        sheet["skills"][grouped[0]] = {"rating": 1, "specialisations": {"Neznámá": 2}}
    elif broken < 0.11:
        sheet["gear"].append({"name": "Neoceněná věc", "quantity": 1, "price_md": None})
    elif broken < 0.14:
        sheet["skills"]["Rodný jazyk"] = {"rating": 3}
    elif broken < 0.17:
        sheet["spells"].append("Neznámé kouzlo")
    elif broken < 0.20 and catalogue.standalone:
        name = sorted(catalogue.standalone)[0]
        sheet["skills"][name] = {"rating": 2, "specialisations": {"Cokoli": 3}}
    elif broken < 0.24:
        sheet["contacts"].append({"name": "", "influence": 1})  # refused by validation
    elif broken < 0.27:
        sheet["gear"].append({"name": "Lano (10 metrů)", "quantity": 0})
    return sheet


def sheets() -> list[dict]:
    demo = [c["sheet"] for c in get_system("dakara").demo()["characters"]]
    rnd = random.Random(2026)
    return demo + [varied_sheet(rnd, Catalogue.default()) for _ in range(160)]


def _error(error: ValueError) -> dict:
    text = getattr(error, "text", None)
    return {"error": type(error).__name__, "en": str(error), "cs": getattr(text, "cs", None)}


def outcome(sheet: dict) -> dict:
    """Everything the rules core says of ``sheet``, as JSON."""
    out: dict = {"sheet": sheet}
    try:
        out["valid"] = get_system("dakara").validate_sheet(sheet)
    except ValueError as error:
        out["valid"] = _error(error)
    for key, raw in (("book", None), ("campaign", CAMPAIGN)):
        settings, catalogue = campaign_rules(raw)
        try:
            ev = evaluate_creation(sheet, settings, catalogue)
        except ValueError as error:
            out[key] = _error(error)
            continue
        out[key] = {
            "numbers": [
                ev.budget,
                ev.spent,
                ev.remaining,
                ev.level_budget,
                ev.goals_xp,
                ev.earned_xp,
                ev.top_two_limit,
                ev.others_limit,
                ev.training,
                ev.materials_md,
                ev.gear_md,
                ev.cash_md,
                ev.legal,
            ],
            "items": [list(i) for i in ev.items],
            "stats": list(ev.stats.items()),
            "violations": [
                [v.code, v.subject, v.message.cs, v.message.en, v.waived, v.reason]
                for v in ev.violations
            ],
        }
    line = get_system("dakara").summarizer(CAMPAIGN)
    try:
        text = line(sheet)
        out["line"] = [text.cs, text.en, [[b.cs, b.en] for b in getattr(text, "broken", ())]]
    except ValueError as error:
        out["line"] = _error(error)
    return json.loads(json.dumps(out, ensure_ascii=False))


def digest(value) -> str:
    return hashlib.sha256(json.dumps(value, ensure_ascii=False).encode()).hexdigest()


def expected(sheet: dict) -> dict:
    """The golden record of ``sheet``: its line, and a digest of each part of its outcome."""
    found = outcome(sheet)
    line = found["line"]
    return {
        "shown": line[0] if isinstance(line, list) else line["en"],
        **{part: digest(found[part]) for part in ("sheet", "valid", "book", "campaign", "line")},
    }


def test_the_sheets_are_varied():
    found = [outcome(s) for s in sheets()]
    kinds = {v[0] for case in found for v in (case["book"].get("violations") or [])}
    assert {"limit_top_two", "spec_cap", "materials_overspent", "network_rating"} <= kinds
    assert {"spec_group_zero", "contact_area", "budget_exceeded", "limit_others"} <= kinds
    assert any(v[4] for case in found for v in (case["book"].get("violations") or []))
    errors = [case for case in found if "error" in case["book"]]
    assert 10 <= len(errors) <= 60  # broken sheets too, but mostly priced ones
    assert any("error" in case["valid"] for case in found)


def test_every_sheet_is_priced_as_before():
    stored = json.loads(GOLDEN.read_text(encoding="utf-8"))
    given = sheets()
    assert len(stored) == len(given) == 168
    for index, (sheet, before) in enumerate(zip(given, stored, strict=True)):
        assert expected(sheet) == before, f"sheet {index}"


# --- the entry checks: each quick path against the checks it skips --------------------
def _old_contact(value, field):
    entry = _dict(value, field, sheet_module.CONTACT_KEYS)
    out = {"name": _str(entry.get("name", ""), f"{field}.name", required=True)}
    out["influence"] = _rating(entry.get("influence", 0), f"{field}.influence")
    for key in ("area", "who", "how_met", "where", "looks"):
        out[key] = _str(entry.get(key, ""), f"{field}.{key}")
    out["in_play"] = _bool(entry.get("in_play", False), f"{field}.in_play")
    return out


def _old_network(value, field):
    entry = _dict(value, field, sheet_module.NETWORK_KEYS)
    out = {"kind": _str(entry.get("kind", ""), f"{field}.kind", required=True)}
    out["area"] = _str(entry.get("area", ""), f"{field}.area")
    out["rating"] = _rating(entry.get("rating", 0), f"{field}.rating")
    for key in ("liaison", "dead_drop", "cipher", "language"):
        out[key] = _str(entry.get(key, ""), f"{field}.{key}")
    out["in_play"] = _bool(entry.get("in_play", False), f"{field}.in_play")
    return out


def _old_gear(value, field):
    entry = _dict(value, field, ("name", "quantity", "price_md"))
    price = entry.get("price_md")
    return {
        "name": _str(entry.get("name", ""), f"{field}.name", required=True),
        "quantity": _int(entry.get("quantity", 1), f"{field}.quantity", 1, MAX_QUANTITY),
        "price_md": None if price is None else _int(price, f"{field}.price_md", 0, MAX_PRICE_MD),
    }


def _old_free_skill(value, field):
    entry = _dict(value, field, ("rating", "detail"))
    return {
        "rating": _rating(entry.get("rating", 3), f"{field}.rating"),
        "detail": _str(entry.get("detail", ""), f"{field}.detail"),
    }


def _new_free_skill(value, field):
    return sheet_module._free_skills({field.split(".", 1)[1]: value})[field.split(".", 1)[1]]


values = st.one_of(
    st.integers(-2, 8),
    st.sampled_from(["", " ", "Praha", "Lano (10 metrů)", 10**6, 10**6 + 1, 10**9, 10**9 + 1]),
    st.sampled_from([None, True, False, 2.0, [], {}, "x" * 3]),
)


def _entries(base: dict):
    """A valid entry with some keys left out and one or two set to another value (or an
    unknown key added), or not a record at all."""
    kept = st.sets(st.sampled_from(sorted(base)))
    changes = st.dictionaries(st.sampled_from([*base, "extra"]), values, max_size=2)
    return st.one_of(
        st.builds(
            lambda k, c: {**{key: base[key] for key in base if key in k}, **c}, kept, changes
        ),
        values,
    )


def _result(check, value, field):
    try:
        return json.dumps(check(value, field), ensure_ascii=False)  # key order included
    except ValueError as error:
        return ("error", type(error).__name__, str(error), error.text.cs)


CONTACT = {
    "name": "Jana",
    "influence": 2,
    "area": "Praha",
    "who": "kupec",
    "how_met": "",
    "where": "",
    "looks": "",
    "in_play": False,
}
NETWORK = {
    "kind": "Černý trh",
    "area": "Praha",
    "rating": 2,
    "liaison": "Jana",
    "dead_drop": "",
    "cipher": "",
    "language": "",
    "in_play": True,
}
CHECKS = {
    "contact": (_old_contact, sheet_module._contact, CONTACT),
    "network": (_old_network, sheet_module._network, NETWORK),
    "gear": (_old_gear, sheet_module._gear, {"name": "Lano", "quantity": 2, "price_md": None}),
    "free": (_old_free_skill, _new_free_skill, {"rating": 4, "detail": "čeština"}),
}


@pytest.mark.parametrize("kind", sorted(CHECKS))
@settings(max_examples=250, deadline=None)
@given(data=st.data())
def test_an_entry_is_read_as_the_full_checks_read_it(kind, data):
    old, new, base = CHECKS[kind]
    value = data.draw(_entries(base))
    field = "free_skills.Rodný jazyk" if kind == "free" else f"{kind}s[0]"
    assert _result(new, value, field) == _result(old, value, field)


def test_gear_prices_follow_a_weapon_added_after_pricing():
    catalogue = Catalogue.default()
    sheet = new_sheet()
    sheet["materials_xp"] = 40
    sheet["gear"] = [{"name": "Halapartna", "quantity": 2, "price_md": None}]
    with pytest.raises(ValueError, match="Halapartna"):
        evaluate_creation(sheet, None, catalogue)
    catalogue.add_weapon("Halapartna", "Boj zblízka", attack=1, price_md=900)
    assert evaluate_creation(sheet, None, catalogue).gear_md == 1800
    assert "Halapartna" in catalogue.price_list()
    catalogue.price_list().clear()  # a copy: the catalogue's own list is untouched
    assert evaluate_creation(sheet, None, catalogue).gear_md == 1800


if __name__ == "__main__" and "--write" in sys.argv:
    cases = [expected(s) for s in sheets()]
    GOLDEN.write_text(json.dumps(cases, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(cases)} sheets written to {GOLDEN}")
