"""The d20 log in Czech agrees with a female or neuter creature (issue 39, item 5): the
hourly stable save, waking after treatment, a night's rest, a tie reorder and the sheet's
own actions (play.perform and play.resolve_save); the English lines are unchanged."""

from __future__ import annotations

import pytest
from support.d20_fights import fighter, monster, started  # tests/ on the path

from campaign_manager.systems.d20 import Creature, edit, play, validate_sheet
from campaign_manager.systems.d20.encounter import act

FORMS = [("m", 0), ("f", 1), ("n", 2)]


def _stable(gender: str, tended: bool) -> Creature:
    c = Creature(0, 10, level=1)
    c.gender = gender
    c.take_damage(10)
    c.resolve_save("stun", 20)
    c.resolve_save("disabled", 1)  # dying
    c.start_turn()
    if tended:
        c.heal_check(15)
    else:
        c.resolve_save("dying", 16)  # margin 6: stable, unconscious
    return c


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_the_hourly_stable_save(gender, form):
    result = _stable(gender, tended=False).hour_passes()
    word = ("Stabilizovaný", "Stabilizovaná", "Stabilizované")[form]
    assert result.text.cs == f"{word}: záchrana na Výdrž TO 10, při neúspěchu začne umírat."
    assert result.text.en == "Stable: Fortitude DC 10; on a failure it starts dying again."


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_waking_after_treatment(gender, form):
    result = _stable(gender, tended=True).hour_passes(percent=4)
    out = ("Vyřazený", "Vyřazená", "Vyřazené")[form]
    woke = ("probral", "probrala", "probralo")[form]
    assert result.text.cs == f"{out} a při vědomí: k% 4 ≤ 10, {woke} se."
    assert result.text.en == "Disabled and conscious: d% 4 ≤ 10."


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_a_nights_rest_ends_fatigue(gender, form):
    c = Creature(0, 10, level=1)
    c.gender = gender
    c.take_damage(2)  # fatigued: first loss of wound points
    result = c.rest_night()
    rested = ("Odpočinul", "Odpočinula", "Odpočinulo")[form]
    assert result.events[0].text.cs == f"{rested} si: únava skončila."
    assert result.events[0].text.en == "Rested: fatigue over."


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_a_tie_reorder(gender, form):
    off = {"initiative_ties_by_modifier": False, "initiative_roll_off": False}
    people = (
        ("a", "pc", fighter(dex=0)),
        ("b", "npc", monster(dex=0)),
        ("c", "npc", monster(dex=0)),
    )
    state = started(("a", 15), ("b", 9), ("c", 9), people=people, settings=off)
    state["combatants"]["c"]["gender"] = gender
    out = act(state, {"type": "reorder", "id": "c", "before": "b"})
    moved = ("přesunut", "přesunuta", "přesunuto")[form]
    event = next(e for e in out.events if e.kind == "reorder")
    assert event.text.cs == f"Name-c: v remíze {moved} před Name-b."
    assert event.text.en == "Name-c: moved within the tie before Name-b."


FIGHTER = validate_sheet(
    {"kind": "character", "classes": [{"class": "fighter", "levels": 1, "rolls": []}], "con": 14}
)  # stamina 12, wound points 14


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_the_sheets_own_actions(gender, form):
    outcome = play.perform(FIGHTER, "critical", gender=gender, amount=3)
    tired = ("Unavený", "Unavená", "Unavené")[form]
    lost = ("ztratil", "ztratila", "ztratilo")[form]
    fatigued = next(e for e in outcome.events if e.kind == "fatigued")
    assert fatigued.text.cs == f"{tired}: poprvé {lost} body zdraví (Zásah do těla)."
    assert fatigued.text.en == "Fatigued: first loss of wound points (Hit to the body)."
    answered = play.resolve_save(outcome.sheet, "stun", 2, gender=gender)
    stunned = ("Ochromený", "Ochromená", "Ochromené")[form]
    assert answered.events[0].text.cs.endswith(("neuspěl.", "neuspěla.", "neuspělo.")[form])
    assert answered.events[1].text.cs.startswith(f"{stunned} na 1 kolo")
    assert answered.events[1].text.en.startswith("Stunned for 1 round")


@pytest.mark.parametrize(("gender", "form"), FORMS)
def test_a_sheet_edit_that_takes_the_con_away(gender, form):
    orc = validate_sheet(
        {"kind": "monster", "hit_points": 9, "hit_dice": 1, "con": 12, "size": "medium"}
    )
    _, result = edit.redefine(orc, gender=gender, con=None)
    never = ("nikdy unavený ani ochromený", "nikdy unavená ani ochromená")[min(form, 1)]
    never = "nikdy unavené ani ochromené" if form == 2 else never
    assert result.events[0].text.cs == (
        f"Bez Odolnosti: žádná stamina, {never} (Tvorové bez Odolnosti)."
    )
    assert result.events[0].text.en == (
        "No Con: no stamina, never fatigued or stunned (Creatures without Con)."
    )
