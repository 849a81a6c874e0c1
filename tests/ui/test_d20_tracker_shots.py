"""Screenshots of the d20 tracker mid-fight, in Czech and English, at 1280×800 and
1024×700 (issue 11), saved to /tmp/shots_tracker_d20/ (or $D20_TRACKER_SHOTS) to look at;
each checks that the panel's buttons are inside the window and not cut off."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QPushButton
from settle import settle
from test_d20_tracker_helpers import prepare_fight, select

from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

SHOTS = Path(os.environ.get("D20_TRACKER_SHOTS", "/tmp/shots_tracker_d20"))


@pytest.fixture
def campaign_system():
    return "d20"


def mid_fight(window) -> dict:
    """Round 2 of the ambush: wounds, a stun, a dying PC, a delayed one, a readied one,
    a condition, a tie with its roll-off."""
    ids = prepare_fight(window, seed=2)
    b, lenka, m, o = (ids[n] for n in ("Bořek Hrabal", "Lenka Vránová", "Matěj Kos", "Ota Mrázek"))
    k1 = ids["Kostlivec ze starého hřbitova 1"]
    control = window.combat_area.controller
    rolls = {b: 10, lenka: 13, o: 12, k1: 12, m: 9}
    control.act_many(
        [{"type": "initiative", "id": cid, "roll": v} for cid, v in rolls.items()]
        + [{"type": "roll_off", "id": o, "roll": 6}, {"type": "roll_off", "id": k1, "roll": 14}]
    )
    control.act({"type": "start"})
    control.act_many(
        [
            {"type": "damage", "target": o, "amount": 5, "critical": True},
            {"type": "damage", "target": k1, "amount": 4},
        ]
    )
    control.act({"type": "save", "id": o, "total": 7})
    control.act(
        {"type": "condition", "target": b, "name": "Požehnání", "rounds": 3, "ends": "end", "of": m}
    )
    control.act({"type": "next"})
    control.act({"type": "damage", "target": lenka, "amount": 8, "critical": True})
    control.act({"type": "save", "id": lenka, "total": 20})
    control.act({"type": "next"})  # the skeleton
    control.act({"type": "next"})  # Ota, stunned
    control.act({"type": "next"})  # Matěj
    control.act({"type": "ready", "id": m, "trigger": "až kostlivec vstoupí do brodu"})
    control.act({"type": "damage", "target": b, "amount": 9})
    return ids


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280", "1024"])
@pytest.mark.parametrize("language", ["cs", "en"])
def test_screenshot_mid_fight(qtbot, qapp, campaign, messages, language, size):
    i18n.install(qapp, language)
    try:
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        window.attach(campaign)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        ids = mid_fight(window)
        area = window.combat_area
        select(area, ids["Ota Mrázek"])
        settle(qtbot, window)
        SHOTS.mkdir(parents=True, exist_ok=True)
        image = window.grab().toImage()
        path = SHOTS / f"d20_tracker_{language}_{size[0]}x{size[1]}.png"
        assert image.save(str(path))
        assert (image.width(), image.height()) == size
        panel = area.panel
        inside = QRect(QPoint(0, 0), window.size())
        for button in panel.buttons.values():
            if not button.isVisibleTo(window):
                continue
            corner = button.mapTo(window, QPoint(0, 0))
            assert inside.contains(QRect(corner, button.size())), button.text()
            text_width = button.fontMetrics().horizontalAdvance(button.text())
            assert button.width() >= text_width + 8, button.text()  # the text is not cut
            assert button.height() >= button.fontMetrics().height() + 4, button.text()
        window.close()
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_screenshot_of_the_dialogs(qtbot, qapp, campaign, messages, language):
    """The damage dialog for several targets, a save, the initiative and the condition
    dialog, each drawn whole (nothing outside its own rectangle)."""
    from campaign_manager.ui.systems.d20.tracker_dialogs import (
        AmountsDialog,
        CheckDialog,
        D20ConditionDialog,
        InitiativeDialog,
    )

    i18n.install(qapp, language)
    try:
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        window.attach(campaign)
        window.show()
        ids = prepare_fight(window)
        control = window.combat_area.controller
        rows = control.rows()
        targets = [(r["id"], r["name"]) for r in rows[3:]]
        dialogs = {
            "initiative": InitiativeDialog(rows, None, window),
            "damage": AmountsDialog("damage", targets, control.rng, window),
            "heal": AmountsDialog("heal", targets[:1], control.rng, window),
            "save": CheckDialog(
                "Fortitude save",
                "Ota Mrázek: Fortitude save Hit to the body, DC 10",
                "&Fortitude bonus:",
                3,
                parent=window,
            ),
            "condition": D20ConditionDialog(
                [n for _i, n in targets], [(r["id"], r["name"]) for r in rows], window
            ),
        }
        assert ids
        SHOTS.mkdir(parents=True, exist_ok=True)
        for name, dialog in dialogs.items():
            dialog.show()
            settle(qtbot, dialog)
            image = dialog.grab().toImage()
            assert image.save(str(SHOTS / f"d20_dialog_{name}_{language}.png"))
            for child in dialog.findChildren(QPushButton):
                if child.isVisibleTo(dialog):
                    corner = child.mapTo(dialog, QPoint(0, 0))
                    assert QRect(QPoint(0, 0), dialog.size()).contains(
                        QRect(corner, child.size())
                    ), child.text()
            dialog.reject()
        window.close()
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_screenshot_before_the_start(qtbot, qapp, campaign, messages, language):
    """The prepared fight: the initiative button and how many are left to roll."""
    i18n.install(qapp, language)
    try:
        window = MainWindow(AppSettings())
        qtbot.addWidget(window)
        window.attach(campaign)
        window.resize(1024, 700)
        window.show()
        ids = prepare_fight(window)
        control = window.combat_area.controller
        control.act({"type": "initiative", "id": ids["Bořek Hrabal"], "roll": 10})
        panel = window.combat_area.panel
        settle(qtbot, window)
        assert panel.buttons[panel.initiative_action].isVisibleTo(window)
        assert not panel.buttons[panel.delay_action].isVisibleTo(window)
        SHOTS.mkdir(parents=True, exist_ok=True)
        assert window.grab().save(str(SHOTS / f"d20_tracker_prepared_{language}_1024x700.png"))
        window.close()
    finally:
        i18n.install(qapp, "en")
