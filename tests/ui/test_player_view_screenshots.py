"""Screenshots of the player view of each system, in Czech and English, at 1920×1080 and
1280×720 (issue 12), saved to /tmp/player_view_shots/ (or $PLAYER_VIEW_SHOTS) to look at;
each is checked to be the window's size, dark, with its text inside the screen."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor

from campaign_manager.player_view import demo
from campaign_manager.systems.d20.player_view import long_demo_view
from campaign_manager.ui.player_view import PlayerView, PublicViewFeed
from campaign_manager.ui.player_view.scene import TextItem
from campaign_manager.ui.settings import AppSettings

SHOTS = Path(os.environ.get("PLAYER_VIEW_SHOTS", "/tmp/player_view_shots"))
VIEWS = {
    "d20": lambda: demo.view("d20"),
    "dakara": lambda: demo.view("dakara"),
    "clovek": lambda: demo.view("clovek"),
    "d20_long": long_demo_view,
    "idle": lambda: None,
}


@pytest.fixture
def campaign():
    """The player view needs no campaign file."""
    yield None


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("key", list(VIEWS))
def test_screenshot(qtbot, key, language, size):
    feed = PublicViewFeed("Stíny nad Lhotou")
    feed.set_public_view(VIEWS[key]())
    view = PlayerView(feed, AppSettings())
    qtbot.addWidget(view)
    view.set_language(language)
    view.resize(*size)
    image = view.grab().toImage()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{key}_{language}_{size[0]}x{size[1]}.png"
    assert image.save(str(path))
    assert (image.width(), image.height()) == size
    assert image.pixelColor(size[0] - 2, size[1] - 2).lightness() < 40  # dark
    top = size[1] if key == "idle" else size[1] // 5  # the title (or the campaign's name)
    bright = sum(
        image.pixelColor(x, y).lightness() > 200
        for x in range(0, size[0], 8)
        for y in range(0, top, 4)
    )
    assert bright > 100  # big light letters
    screen = QRectF(0, 0, *size)
    for item in view.scene(QSizeF(*size)):
        assert screen.contains(item.rect), item
        if isinstance(item, TextItem):
            assert item.color != QColor("#000000")


# -- the real encounter modules, in a fight under way ------------------------------------
def _cast(key: str) -> list[dict]:
    from campaign_manager.systems import get_system

    system = get_system(key)
    people = [
        ("borek", "Bořek", "pc"),
        ("ela", "Ela ze Lhoty", "pc"),
        ("vlk", "Šedý vlk", "npc"),
        ("skret", "Skřet s kopím", "npc"),
        ("vrah", "Skrytý vrah", "npc"),
    ]
    return [
        {
            "id": cid,
            "name": name,
            "side": side,
            "sheet": system.new_sheet(),
            "hidden": cid == "vrah",
        }
        for cid, name, side in people
    ]


FIGHTS = {
    "d20": [
        {"type": "start"},
        {"type": "damage", "target": "vlk", "amount": 4, "critical": False},
        {"type": "damage", "target": "skret", "amount": 30, "critical": False},
        {"type": "condition", "target": "ela", "name": "Požehnání", "rounds": 3},
        {"type": "view", "view": {"pc": "numbers", "npc": "band", "initiative": True}},
        {"type": "next"},
    ],
    "dakara": [
        {"type": "start"},
        {"type": "declare", "id": "borek", "action": "melee_attack", "target": "vlk"},
        {"type": "declare", "id": "vlk", "action": "melee_attack", "target": "ela"},
        {"type": "declare", "id": "ela", "action": "full_defence", "target": None},
        {"type": "condition", "target": "borek", "name": "Oslněný", "rounds": 2},
    ],
    "clovek": [
        {"type": "start"},
        {"type": "initiative", "id": "borek", "faces": [7, 3]},
        {"type": "initiative", "id": "ela", "faces": [5]},
        {"type": "bonus", "id": "borek", "count": 1},
        {"type": "next"},
        {"type": "wound", "target": "skret", "scar": "torso", "severity": "lethal", "points": 1},
        {"type": "condition", "target": "vlk", "name": "Ochromený", "rounds": 2},
    ],
}


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("key", list(FIGHTS))
def test_screenshot_of_a_real_fight(qtbot, key, language):
    import random

    from campaign_manager.systems import get_encounter
    from campaign_manager.systems.common import RuleError

    module = get_encounter(key)
    state = module.new_encounter(_cast(key))
    rng = random.Random(7)
    for action in FIGHTS[key]:
        try:
            state = module.act(state, action, rng).state
        except RuleError:
            continue  # a step the module's procedure words differently: the shot goes on
    feed = PublicViewFeed("Stíny nad Lhotou")
    feed.set_public_view(module.public_view(state))
    view = PlayerView(feed, AppSettings())
    qtbot.addWidget(view)
    view.set_language(language)
    view.resize(1920, 1080)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert view.grab().save(str(SHOTS / f"real_{key}_{language}_1920x1080.png"))
    painted = view.painted_texts()
    assert view.mode() == "fight" and "Bořek" in painted
    assert not [text for text in painted if "vrah" in text.lower()]
