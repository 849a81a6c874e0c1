"""Screenshots of the Člověk + Střety Combat area mid-fight, in Czech and English, at
1280×800 and 1024×700, saved to /tmp/shots_tracker_clovek/ (or $TRACKER_SHOTS) to look
at; each checks that the panel's buttons and texts lie inside the window, uncut."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QScrollArea, QWidget
from settle import settle

from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

SHOTS = Path(os.environ.get("TRACKER_SHOTS", "/tmp/shots_tracker_clovek"))


@pytest.fixture
def campaign_system():
    return "clovek"


@pytest.fixture
def language_window(qtbot, qapp, messages, campaign, request):
    """The main window built in the asked language (English is put back afterwards)."""
    i18n.install(qapp, request.param)
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.show()
    qtbot.waitExposed(main)
    yield main, request.param
    main.close()
    i18n.install(qapp, "en")


def character(name, kind="pc", temperament="cholerik", **attributes):
    sheet = new_sheet()
    sheet["attributes"].update(attributes)
    sheet["temperament"] = temperament
    return Row.create(name=name, kind=kind, sheet=validate_sheet(sheet)).id


def fight(window, scene: str):
    tomas = character("Tomáš Kubíček", obratnost=3, konstituce=3, vyrovnanost=3, inteligence=3)
    lucie = character("Lucie Pokorná", "pc", "sangvinik", sarm=4, vyrovnanost=3, inteligence=3)
    marie = character("Marie Procházková", "pc", "flegmatik", sarm=3, vyrovnanost=4)
    viktor = character(
        "Viktor Šindelář", "npc", "melancholik", obratnost=4, konstituce=3, vyrovnanost=2
    )
    combatants = [roster_combatant(i) for i in (tomas, lucie, marie)]
    combatants += [roster_combatant(viktor), *extras_of(viktor, 3, hidden=False)]
    combatants[-1]["hidden"] = True
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    kind = "social_slow" if scene == "stack" else "physical"
    options = {"round_length": 120} if kind == "social_slow" else {}
    page.create_fight("Přepadení u mlýna", combatants, kind=kind, **options)
    controller = page.controller
    controller.rng.seed(11)
    ids = {"tomas": f"c{tomas}", "lucie": f"c{lucie}", "marie": f"c{marie}", "viktor": f"c{viktor}"}
    steps: list[dict] = [{"type": "start"}]
    if scene == "stack":
        steps += [
            {"type": "spend", "id": ids["lucie"], "bank": "social", "dice": 3},
            {"type": "interrupt", "kind": "physical"},
            {"type": "initiative", "id": ids["tomas"], "faces": [7, 2]},
            {"type": "roll_initiative", "id": ids["viktor"], "dice": 2},
        ]
    else:
        steps += [
            {"type": "initiative", "id": ids["tomas"], "faces": [0, 4]},
            {"type": "initiative", "id": ids["lucie"], "faces": [6]},
            {"type": "roll_initiative", "id": ids["viktor"], "dice": 2},
            {"type": "bonus", "id": ids["lucie"], "actions": [{"how": "second_hand"}]},
            {"type": "next"},
            {"type": "tie_order", "ids": [ids["marie"], f"x{viktor}-1", f"x{viktor}-2"]},
            {
                "type": "aimed_wound",
                "attacker": ids["tomas"],
                "target": ids["viktor"],
                "scar": "head",
                "ranged": True,
                "severity": "lethal",
                "points": 1,
            },
            {
                "type": "hit_location",
                "target": f"x{viktor}-1",
                "face": 8,
                "severity": "stun",
                "points": 2,
            },
            {"type": "next"},
            {
                "type": "condition",
                "target": ids["viktor"],
                "name": "Otřes",
                "rounds": 2,
                "banks": {"physical": -2},
            },
        ]
    for step in steps:
        controller.act(step)
    page.select_combatant(ids["viktor"])
    return page


def inside(widget: QWidget, window: QWidget) -> bool:
    """Wholly on the window, and not scrolled out of the scroll area it is in."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    if not window.rect().contains(QRect(top_left, widget.size())):
        return False
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    if parent is None:
        return True
    viewport = parent.viewport()
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280", "1024"])
@pytest.mark.parametrize("language_window", ["cs", "en"], indirect=True)
@pytest.mark.parametrize("scene", ["act", "stack"])
def test_screenshot(language_window, qtbot, size, scene):
    window, language = language_window
    page = fight(window, scene)
    window.resize(*size)
    settle(qtbot, window)
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"clovek_{scene}_{language}_{size[0]}x{size[1]}.png"
    image = window.grab().toImage()
    assert image.save(str(path))
    assert (image.width(), image.height()) == size
    panel = page.panel
    assert panel.isVisible() and inside(panel, window)
    for button in panel.buttons.values():
        if button.isVisible():
            assert inside(button, window), button.text()
            assert button.width() >= button.sizeHint().width() - 2, button.text()
    assert panel.more_button.isVisible() and inside(panel.more_button, window)
    assert panel.now_label.text() and inside(panel.now_label, window)
    assert panel.stack_label.text()
