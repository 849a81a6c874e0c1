"""The players' recap of a session on the TV, between fights: its title, then its lines,
as large as fits the screen."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF

from campaign_manager.ui.player_view.scene import DIM, FOREGROUND, Item, TextItem, elide


def recap_scene(size: QSizeF, lines: list[str], text_scale: float = 1.0) -> list[Item]:
    """The recap's ``lines`` (the first one its title) from the top, one a row; what does
    not fit the screen's height is left out, the text no smaller than can be read."""
    width, height = size.width(), size.height()
    if not lines:
        return []
    rows = max(len(lines), 8)
    px = max(height * 0.022, min(height * 0.05, height / (rows * 1.6)) * text_scale)
    margin = width * 0.05
    items: list[Item] = []
    y = height * 0.04
    for number, line in enumerate(lines):
        size_px = px * 1.4 if number == 0 else px
        step = size_px * 1.5
        if y + step > height:
            break
        shown = elide(line, size_px, width - 2 * margin, number == 0)
        colour = FOREGROUND if number == 0 else DIM
        items.append(TextItem(QRectF(margin, y, width - 2 * margin, step), shown, size_px, colour))
        y += step
    return items
