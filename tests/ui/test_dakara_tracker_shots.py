"""Screenshots of Dakara's tracker mid-fight, in Czech and English, at 1280×800 and
1024×700 (issue 11), saved to /tmp/shots_tracker_dakara/ (or $TRACKER_SHOTS) to look at;
each is checked for the panel's widgets inside the window."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from settle import settle

from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings
from tests.ui.test_dakara_tracker import fighter

SHOTS = Path(os.environ.get("TRACKER_SHOTS", "/tmp/shots_tracker_dakara"))


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


@pytest.fixture
def czech_or_english(qapp, request):
    language = request.param
    i18n.install(qapp, language)
    yield language
    i18n.install(qapp, "en")


def mid_fight(window) -> None:
    """Round 2 of an ambush: damage landed, a crossbow being loaded, a guard out and
    brought round, a hidden killer's unannounced intent, a condition; resolving."""
    ids = {}
    for name, kind, more in (
        ("Vilém Kratochvíl", "pc", {}),
        ("Markéta Hellerová", "pc", {"rating": 2, "gear": ("Dýka (příklad)",)}),
        ("Stráž", "npc", {"rating": 2}),
        ("Vrah ve stínu", "npc", {}),
    ):
        ids[name] = Character.create(name=name, kind=kind, sheet=fighter(**more)).id
    combatants = [
        roster_combatant(ids["Vilém Kratochvíl"]),
        roster_combatant(ids["Markéta Hellerová"]),
        *extras_of(ids["Stráž"], 3),
        roster_combatant(ids["Vrah ve stínu"], hidden=True),
    ]
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("Přepadení u brodu", combatants)
    panel = page.panel
    vil, mar = f"c{ids['Vilém Kratochvíl']}", f"c{ids['Markéta Hellerová']}"
    s1, s2, s3 = (f"x{ids['Stráž']}-{n}" for n in (1, 2, 3))
    vrah = f"c{ids['Vrah ve stínu']}"

    def declare(cid, action, target=None):
        assert panel.act({"type": "declare", "id": cid, "action": action, "target": target})

    def attack(a, d, uc, roll):
        assert panel.act(
            {"type": "attack", "attacker": a, "defender": d, "attack_number": uc,
             "defence_number": 2, "attack_roll": roll, "defence_roll": 1, "weapon_damage": 2}
        )  # fmt: skip

    assert panel.act({"type": "start"})
    declare(s1, "melee_attack", vil)
    declare(s2, "melee_attack", mar)
    declare(s3, "load_heavy_crossbow")
    declare(vil, "melee_attack", s1)
    declare(mar, "melee_attack", s2)
    declare(vrah, "melee_attack", mar)
    assert panel.act({"type": "resolve"})
    attack(vil, s1, 9, 6)
    attack(s1, vil, 3, 4)
    attack(mar, s2, 2, 3)
    assert panel.act({"type": "next"})  # round 2: the damage lands
    assert panel.act({"type": "condition", "target": mar, "name": "oslněná", "rounds": 2})
    assert panel.act({"type": "brought_round", "id": s1, "rounds": 2})
    declare(s1, "full_defence")
    declare(s2, "melee_attack", vil)
    declare(vil, "melee_attack", s2)
    declare(vrah, "melee_attack", mar)
    assert panel.act({"type": "free", "id": mar, "text": "couvne ke stromu"})
    assert panel.act({"type": "resolve"})
    panel.attack_dialog(s2, vil)
    panel.dialog.attack_roll.setValue(5)
    panel.dialog.defence_roll.setValue(1)
    panel.dialog.accept()
    page.select_combatant(vil)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
@pytest.mark.parametrize("czech_or_english", ["cs", "en"], indirect=True)
def test_screenshot_mid_fight(qtbot, campaign, czech_or_english, size):
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.attach(campaign)
    # The Character area's own minimum height (not the Combat area's) keeps the window
    # taller than 700; the shot is of a 1024×700 screen, where that page is not shown.
    window.character_area.setMinimumSize(1, 1)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    mid_fight(window)
    settle(qtbot, window)
    SHOTS.mkdir(parents=True, exist_ok=True)
    image = window.grab().toImage()
    path = SHOTS / f"dakara_tracker_{czech_or_english}_{size[0]}x{size[1]}.png"
    assert image.save(str(path))
    assert (image.width(), image.height()) == size
    panel = window.combat_area.panel
    inside = QRect(QPoint(0, 0), window.size())
    for widget in (panel.board, panel.result, *panel.buttons.values()):
        assert widget.isVisible()
        top_left = widget.mapTo(window, QPoint(0, 0))
        assert inside.contains(QRect(top_left, widget.size())), widget.objectName()
    for button in panel.buttons.values():  # no button's label is cut off
        assert button.width() >= button.sizeHint().width() - 2, button.text()
    window.close()
