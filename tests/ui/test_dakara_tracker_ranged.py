"""Dakara's attack dialog for a declared ranged attack (issue 39, item 7): it opens with
the character's ranged weapon and skill (Střelba with its bow), not with "beze zbraně" or
the dagger it also carries, and it shows Přesah and the damage before *Vyhodnotit*."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet

pytestmark = pytest.mark.qt_log_ignore(
    "^This plugin does not support raise", "^This plugin does not support grabbing"
)


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def sheet(gear: tuple[str, ...], **skills: int) -> dict:
    result = new_sheet()
    for name, rating in skills.items():
        result["skills"][name] = {"rating": rating}
    result["gear"] = [{"name": name, "quantity": 1, "price_md": None} for name in gear]
    return validate_sheet(result)


@pytest.fixture
def fight(window):
    """Jitka the archer (a dagger, then a bow; Střelba 3) against a guard (Boj zblízka 2)."""
    jitka = Character.create(
        name="Jitka",
        kind="pc",
        gender="f",
        sheet=sheet(("Dýka (příklad)", "Lovecký luk (příklad)"), **{"Střelba": 3}),
    ).id
    straz = Character.create(name="Stráž", kind="npc", sheet=sheet((), **{"Boj zblízka": 2})).id
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("Na hradbách", [roster_combatant(jitka), roster_combatant(straz)])
    controller = page.controller
    controller.act({"type": "start"})
    controller.act(
        {"type": "declare", "id": f"c{jitka}", "action": "ranged_attack", "target": f"c{straz}"}
    )
    controller.act({"type": "resolve"})
    return {"jitka": f"c{jitka}", "straz": f"c{straz}"}


def open_attack(window, attacker: str):
    panel = window.combat_area.panel
    panel.attack_dialog(attacker)
    dialog = panel.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_a_declared_ranged_attack_opens_with_the_bow_and_strelba(window, fight):
    dialog = open_attack(window, fight["jitka"])
    assert dialog.defender.currentData() == fight["straz"]
    assert "Lovecký luk" in dialog.weapon.itemText(0)
    assert dialog.attack_number.value() == 4  # Střelba 3 + the bow's attack 1
    assert dialog.weapon_damage.value() == 2  # the bow's damage
    assert "Střelba" in dialog.notes.text()
    assert "beze zbraně" not in dialog.notes.text()


def test_the_dialog_shows_prehah_and_damage_before_resolving(window, fight):
    dialog = open_attack(window, fight["jitka"])
    # the dice not entered yet: Přesah before them (ÚČ 4 − OČ 2)
    assert dialog.preview.text(), "no preview"
    assert "+2" in dialog.preview.text(), dialog.preview.text()
    dialog.attack_roll.setValue(5)
    dialog.defence_roll.setValue(2)
    # ÚČ 4 + 5 against OČ 2 + 2: Přesah 5, damage 5 + the bow's 2 = 7
    preview = dialog.preview.text()
    assert "5" in preview and "7" in preview, preview
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    state = window.combat_area.controller.state
    guard = state["combatants"][fight["straz"]]
    assert [p["amount"] for p in guard["pending"]] == [7]
    assert play.current(guard["sheet"]) == 12  # from the next round


def test_the_preview_says_a_miss(window, fight):
    dialog = open_attack(window, fight["jitka"])
    dialog.attack_roll.setValue(1)
    dialog.defence_roll.setValue(6)
    text = dialog.preview.text()
    assert "−3" in text or "-3" in text, text
    assert ("no hit" in text) or ("bez zásahu" in text), text


@pytest.fixture
def czech_or_english(qapp, request):
    from campaign_manager.ui import i18n

    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


@pytest.mark.parametrize(
    ("czech_or_english", "hit", "before"),
    [
        ("cs", "Přesah +5: zásah, zranění 7.", "Přesah před hodem +2"),
        ("en", "Přesah +5: a hit, damage 7.", "Přesah before the dice +2"),
    ],
    indirect=["czech_or_english"],
)
def test_the_preview_in_czech_and_english(window, fight, czech_or_english, hit, before):
    dialog = open_attack(window, fight["jitka"])
    assert dialog.preview.text().startswith(before), dialog.preview.text()
    dialog.attack_roll.setValue(5)
    dialog.defence_roll.setValue(2)
    assert dialog.preview.text() == hit
    assert dialog.preview.isVisible() and not dialog.preview.visibleRegion().isEmpty()
    dialog.grab().save(f"/tmp/dakara_ranged_attack_{czech_or_english}.png")
