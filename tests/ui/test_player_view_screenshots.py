"""Screenshots of the player view of each system, in Czech and English, at 1920×1080 and
1280×720 (issue 12), saved to /tmp/player_view_shots/ (or $PLAYER_VIEW_SHOTS) to look at;
each is checked to be the window's size, dark, with its text inside the screen."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor

from campaign_manager.ui.player_view import PlayerView, PublicViewFeed, demo
from campaign_manager.ui.player_view.scene import TextItem
from campaign_manager.ui.settings import AppSettings

SHOTS = Path(os.environ.get("PLAYER_VIEW_SHOTS", "/tmp/player_view_shots"))
VIEWS = {
    "d20": demo.d20_view,
    "dakara": demo.dakara_view,
    "clovek": demo.clovek_view,
    "d20_long": demo.d20_long_view,
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
