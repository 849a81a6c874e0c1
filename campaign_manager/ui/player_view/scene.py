"""What the player view paints, as a list of items laid out for one screen size.

The painting code draws exactly these items, and ``painted_texts`` of the window reads the
texts off the same list, so a test sees every word that reaches the TV. The words come from
``campaign_manager.player_view.content.PublicContent`` (the public view only,
no Qt, the same the web page gets its words from); this module places them: text sizes from
the screen's height and the screen's text size, a long order cut to what fits with a
"+N more" line.

Readable from across the room: no text is smaller than ``MIN_TEXT`` per cent of the
screen's height at the default text size (45 px on a 1080p screen). Its capital letters
are then 33 px high, 20.9 mm on a 55-inch 1080p TV: 1/190 of 4 metres, where a legible
character is at least 1/200 of the viewing distance (the US FAA's human-factors rule of
thumb; 16-18 minutes of arc, the least acceptable, is 1/215-1/190). Rows are never lower
than such a text needs, so a long order shows fewer rows and more in its "+N more" line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPixmap

from campaign_manager.player_view import bands, texts
from campaign_manager.player_view.content import Extra, PublicContent, Row
from campaign_manager.ui.player_view.bands import band_color

BACKGROUND = QColor(bands.OUTLINE)
BLANK = QColor("#000000")  # a blanked screen: nothing at all
FOREGROUND = QColor(bands.SIDE_COLORS["pc"])  # and a player character's name
DIM = QColor("#a9b4c2")
NPC_NAME = QColor(bands.SIDE_COLORS["npc"])
ROW = QColor("#161d27")
CURRENT_ROW = QColor("#1d3557")
ACCENT = QColor("#5ab0ff")
CHIP_BORDER = QColor("#8fa3bf")
BONUS = QColor("#c9a0dc")

#: the smallest text, in per cent of the screen's height, at the default text size (100 %)
MIN_TEXT = 4.2
#: the share of a row's height the smallest text may take (its line fits with a margin)
TEXT_IN_ROW = 0.62
#: the share of a row's height each line of a tail on two lines, or on three, takes
TWO_LINE_HEIGHT = 0.42
THREE_LINE_HEIGHT = 0.3
#: a line of text as high as its letters' size times this (with the space between lines)
LINE_SPACING = 1.2

ALIGN_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ALIGN_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter


@dataclass
class TextItem:
    rect: QRectF
    text: str
    size: float
    color: QColor = field(default_factory=lambda: QColor(FOREGROUND))
    bold: bool = False
    align: Qt.AlignmentFlag = ALIGN_LEFT
    #: a non-player character's name: the side shows by shape, not by colour alone
    italic: bool = False


@dataclass
class BoxItem:
    rect: QRectF
    fill: QColor | None
    border: QColor | None = None
    radius: float = 0.0
    width: float = 2.0


@dataclass
class BandItem:
    rect: QRectF
    level: int | None


@dataclass
class PixmapItem:
    rect: QRectF
    pixmap: QPixmap


Item = TextItem | BoxItem | BandItem | PixmapItem


def font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(max(1, round(size)))
    result.setBold(bold)
    result.setItalic(italic)
    return result


def text_width(text: str, size: float, bold: bool = False) -> float:
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text)


def elide(text: str, size: float, width: float, bold: bool = False) -> str:
    if width <= 0:
        return ""
    return QFontMetricsF(font(size, bold)).elidedText(text, Qt.TextElideMode.ElideRight, width)


def band_px(row_height: float) -> float:
    return row_height * 0.38


def idle_scene(
    size: QSizeF, title: str, image: QPixmap | None, text_scale: float = 1.0
) -> list[Item]:
    """Between fights: the GM's image (whole, centred) or the campaign's name."""
    width, height = size.width(), size.height()
    items: list[Item] = []
    if image is not None and not image.isNull():
        scaled = QSizeF(image.size())
        scaled.scale(size, Qt.AspectRatioMode.KeepAspectRatio)
        rect = QRectF(0, 0, scaled.width(), scaled.height())
        rect.moveCenter(QRectF(0, 0, width, height).center())
        items.append(PixmapItem(rect, image))
        return items
    if title:
        px = height * min(0.3, 0.12 * text_scale)
        while px > height * 0.03 and text_width(title, px, True) > width * 0.9:
            px *= 0.92
        shown = elide(title, px, width * 0.9, True)
        items.append(
            TextItem(QRectF(0, 0, width, height), shown, px, FOREGROUND, True, ALIGN_CENTER)
        )
    return items


class FightScene:
    """The scene of a running (or just finished) fight for one screen size."""

    def __init__(
        self,
        view: dict,
        language: str,
        size: QSizeF,
        portrait: Callable[[str], QPixmap | None] | None = None,
        text_scale: float = 1.0,
    ):
        self.view = view
        self.lang = language
        self.width = size.width()
        self.height = size.height()
        self.unit = self.height / 100.0
        #: the unit of text sizes: the screen's height scaled by its text size
        self.text = self.unit * text_scale
        #: no text is smaller
        self.floor = MIN_TEXT * self.text
        self.portrait = portrait or (lambda _cid: None)
        self.items: list[Item] = []
        self.columns = (0.3, 0.22)
        self.name_px = 0.0
        self.band_px = 0.0
        self.base_height = 0.0
        self._has_initiative = self._has_portraits = False
        self._left_off = 0
        self.content = PublicContent(view, language)

    # -- the layout -------------------------------------------------------------------
    def build(self) -> list[Item]:
        u, t, width = self.unit, self.text, self.width
        margin = 3 * u
        rows, current_row = self.content.rows()
        self.items = []
        title = self.content.title(rows, current_row)
        title_px = max(7 * t, self.floor)
        self.items.append(
            TextItem(
                QRectF(margin, margin, width - 2 * margin, 9 * t),
                elide(title, title_px, width - 2 * margin, True),
                title_px,
                FOREGROUND,
                True,
            )
        )
        y = margin + 9.5 * t
        line_px = max(4.2 * t, self.floor)
        stack = self.content.stack()
        # one conflict: at the right of the "next" line; an interrupted one too: a line
        stack_width = self.layout_stack(stack, y, 6.5 * t) if len(stack) == 1 else 0.0
        label = self.content.next_label(rows, current_row)
        if label:
            room = width - 2 * margin - stack_width - (2 * u if stack_width else 0)
            self.items.append(
                TextItem(
                    QRectF(margin, y, room, 6.5 * t), elide(label, line_px, room), line_px, DIM
                )
            )
        y += 7.5 * t if label or stack_width else 0.5 * u
        if len(stack) > 1:
            self.layout_stack(stack, y, 6.5 * t, right_aligned=False)
            y += 7.5 * t
        self.items.append(BoxItem(QRectF(margin, y, width - 2 * margin, max(2.0, 0.3 * u)), DIM))
        y += 1.5 * u
        self.layout_rows(rows, current_row, y, self.height - margin)
        return self.items

    def layout_stack(
        self, stack: list[str], y: float, height: float, right_aligned: bool = True
    ) -> float:
        """The conflict stack, the running one last; returns its width."""
        px = max(3.4 * self.text, self.floor)
        pad = 1.2 * self.text
        gap = 1.0 * self.unit
        labels = list(stack)
        max_total = self.width * 0.6 if right_aligned else self.width - 6 * self.unit
        widths = [text_width(label, px, True) + 2 * pad for label in labels]
        while len(labels) > 1 and sum(widths) + gap * (len(widths) - 1) > max_total:
            labels.pop(0)  # the oldest interrupted conflict gives way first
            widths.pop(0)
        widths[-1] = min(widths[-1], max_total)
        total = sum(widths) + gap * (len(widths) - 1)
        x = self.width - 3 * self.unit - total if right_aligned else 3 * self.unit
        for i, (label, w) in enumerate(zip(labels, widths, strict=True)):
            rect = QRectF(x, y + 0.05 * height, w, height * 0.9)
            running = i == len(labels) - 1
            self.items.append(
                BoxItem(
                    rect,
                    CURRENT_ROW if running else None,
                    ACCENT if running else CHIP_BORDER,
                    rect.height() / 2,
                )
            )
            shown = elide(label, px, w - 2 * pad, True)
            self.items.append(
                TextItem(rect, shown, px, FOREGROUND if running else DIM, True, ALIGN_CENTER)
            )
            x += w + gap
        return total

    def visible_slice(self, rows: list[Row], current_row: int | None, capacity: int) -> list[Row]:
        """All rows if they fit; else the current one and those after it (wrapping round
        the order, as the next round goes on), with the far end left off."""
        if len(rows) <= capacity:
            return rows
        start = current_row or 0
        if self.content.action_order:
            # actions already taken this round are gone; the order does not wrap
            start = max(0, min(start, len(rows) - capacity))
            return rows[start : start + capacity]
        return [rows[(start + i) % len(rows)] for i in range(capacity)]

    def layout_rows(
        self, rows: list[Row], current_row: int | None, top: float, bottom: float
    ) -> None:
        u = self.unit
        gap = 0.8 * u
        more_px = max(3.6 * self.text, self.floor)
        more_height = more_px * 1.4
        available = bottom - top
        # never lower than its smallest text needs; as high as the text size allows
        lowest = self.floor / TEXT_IN_ROW
        row_height = max(12 * self.text, lowest)
        if rows:
            row_height = min(row_height, max(lowest, (available + gap) / len(rows) - gap))
        slack = 0.01  # the rows were sized to fill the space: no rounding may drop one
        capacity = max(1, int((available + gap + slack) // (row_height + gap)))
        if len(rows) > capacity:
            capacity = max(1, int((available - more_height + gap + slack) // (row_height + gap)))
        shown = self.visible_slice(rows, current_row, capacity)
        has_initiative = any(row.initiative is not None for row in shown)
        has_portraits = any(self.portrait_of(row.combatant) is not None for row in shown)
        self._has_initiative, self._has_portraits = has_initiative, has_portraits
        intents = self.content.intents() if self.content.shows_intents else {}
        self.measure_columns(
            shown, row_height, self.inner_width(has_initiative, has_portraits, row_height)
        )
        self._left_off = len(rows) - len(shown)
        room = available - (more_height if self._left_off else 0.0)
        heights = self.row_heights(shown, row_height, room, gap, intents)
        shown = shown[: len(heights)]
        self.base_height = min(heights, default=row_height)
        if self.base_height < row_height:  # names and bands sized for the lower rows
            inner = self.inner_width(has_initiative, has_portraits, self.base_height)
            self.measure_columns(shown, self.base_height, inner)
        y = top
        for row, height in zip(shown, heights, strict=True):
            self.layout_row(
                row,
                QRectF(3 * u, y, self.width - 6 * u, height),
                has_initiative,
                has_portraits,
                intents,
            )
            y += height + gap
        left_off = len(rows) - len(shown)
        if left_off > 0:
            self.items.append(
                TextItem(
                    QRectF(3 * u, y, self.width - 6 * u, more_height),
                    texts.more(left_off, self.lang),
                    more_px,
                    DIM,
                    True,
                )
            )

    def row_heights(
        self,
        shown: list[Row],
        row_height: float,
        room: float,
        gap: float,
        intents: dict,
    ) -> list[float]:
        """Each row's height: all alike where their tails fit; where the rows are too low
        for two lines of readable text, a row whose tail does not fit on one line is made
        high enough for two or three, the current row and the next first, while the
        others, made lower for them, keep their readable size. In an order too long for
        the screen the current and the next row grow even where the far end must give
        way (fewer heights are returned: those rows join the "+N more" line); a row that
        cannot grow counts what it leaves off in a "+N" chip."""
        line = self.floor * LINE_SPACING
        two, three = line / TWO_LINE_HEIGHT, line / THREE_LINE_HEIGHT
        lowest = self.floor / TEXT_IN_ROW
        if not shown:
            return []
        start, right = self.tail_span(row_height)
        extras_gap = 1.2 * self.unit
        px = self.floor
        count = len(shown)
        first = next((index for index, row in enumerate(shown) if row.current), 0)
        priority = [(first + step) % count for step in range(count)]
        grow: dict[int, float] = {}
        for index in priority:
            extras = self.content.extras(shown[index], intents)
            if not extras or self.fits_one_line(extras, px, start, right, extras_gap):
                continue
            in_two = self.fits_lines(extras, px, start, right, extras_gap, 2)
            if row_height >= two and in_two:
                continue  # two lines in the row as it is
            grow[index] = two if in_two else max(three, row_height)
        keep = set(priority[:2])  # the current row and the next

        def total(n: int) -> float:
            grown = [height for index, height in grow.items() if index < n]
            return sum(grown) + (n - len(grown)) * lowest + (n - 1) * gap

        while grow and total(count) > room:
            last = next(reversed(grow))
            if last in keep and self._left_off and count > 1 and count - 1 not in keep:
                count -= 1  # the far end of a long order gives way to the current row
                grow.pop(count, None)
                continue
            grow.pop(last)
        if not grow:
            return [row_height] * count
        others = count - len(grow)
        low = row_height
        if others:
            low = (room - sum(grow.values()) - (count - 1) * gap) / others
            low = max(lowest, min(row_height, low))
        return [grow.get(index, low) for index in range(count)]

    def tail_span(self, h: float) -> tuple[float, float]:
        """Where a row's tail (its extras) begins and ends, as ``layout_row`` places it;
        the measured columns are read, so call it after ``measure_columns``."""
        u = self.unit
        left = 3 * u
        right = self.width - 3 * u - 1.5 * u
        x = left + 2 * u
        if self._has_initiative:
            x += text_width("88", self.name_px, True) + 1.5 * u + 1.0 * u
        if self._has_portraits:
            x += h - 1.2 * u + 1.5 * u
        inner = right - x
        return x + (self.columns[0] + self.columns[1]) * inner + 4 * u, right

    def inner_width(self, has_initiative: bool, has_portraits: bool, h: float) -> float:
        """The row's width left for name, band and the rest (as ``layout_row`` lays it)."""
        u = self.unit
        width = self.width - 6 * u - 3.5 * u
        if has_initiative:
            name_px = max(self.floor, min(h * 0.48, 5.2 * self.text))
            width -= text_width("88", name_px, True) + 2.5 * u
        if has_portraits:
            width -= h - 1.2 * u + 1.5 * u
        return width

    def portrait_of(self, record: dict) -> QPixmap | None:
        if record.get("side") != "pc" or not record.get("character_id"):
            return None
        pixmap = self.portrait(record["character_id"])
        return pixmap if pixmap is not None and not pixmap.isNull() else None

    def layout_row(
        self, row: Row, rect: QRectF, has_initiative: bool, has_portraits: bool, intents: dict
    ) -> None:
        u = self.unit
        record = row.combatant
        h = rect.height()
        self.items.append(
            BoxItem(
                rect,
                CURRENT_ROW if row.current else ROW,
                ACCENT if row.current else None,
                0.8 * u,
                0.35 * u,
            )
        )
        if row.current:
            self.items.append(
                BoxItem(QRectF(rect.left(), rect.top(), 1.0 * u, h), ACCENT, None, 0.4 * u)
            )
        x = rect.left() + 2 * u
        right = rect.right() - 1.5 * u
        name_px = self.name_px
        if has_initiative:
            w = text_width("88", name_px, True) + 1.5 * u
            if row.initiative is not None:
                self.items.append(
                    TextItem(
                        QRectF(x, rect.top(), w - 1.5 * u, h),
                        str(row.initiative),
                        name_px,
                        DIM,
                        True,
                        ALIGN_RIGHT,
                    )
                )
            x += w + 1.0 * u
        base = min(h, self.base_height)  # a row made high for its tail: its parts as the rest
        if has_portraits:
            side = base - 1.2 * u
            pixmap = self.portrait_of(record)
            if pixmap is not None:
                top = rect.top() + (h - side) / 2
                self.items.append(PixmapItem(QRectF(x, top, side, side), pixmap))
            x += side + 1.5 * u
        inner = right - x
        name_w, band_w = self.columns[0] * inner, self.columns[1] * inner
        name = str(record.get("name", ""))
        color = FOREGROUND if record.get("side") == "pc" else NPC_NAME
        if row.done:
            color = DIM  # a Člověk action already taken this round
        self.items.append(
            TextItem(
                QRectF(x, rect.top(), name_w, h),
                elide(name, name_px, name_w, row.current),
                name_px,
                color,
                row.current,
                italic=record.get("side") != "pc",
            )
        )
        x += name_w + 2 * u
        if record.get("band_text") or record.get("band_level") is not None:
            icon = base * 0.62
            level = record.get("band_level")
            level = level if isinstance(level, int) and not isinstance(level, bool) else None
            self.items.append(BandItem(QRectF(x, rect.top() + (h - icon) / 2, icon, icon), level))
            word = self.content.band_word(record)
            word_x = x + icon + 1.0 * u
            room = band_w - icon - 1.0 * u
            self.items.append(
                TextItem(
                    QRectF(word_x, rect.top(), room, h),
                    elide(word, self.band_px, room, True),
                    self.band_px,
                    band_color(level),
                    True,
                )
            )
        x += band_w + 2 * u
        self.layout_extras(self.content.extras(row, intents), x, right, rect)

    def measure_columns(self, shown: list[Row], row_height: float, inner: float) -> None:
        """Name and band columns as wide as their longest entry, within a share of the row;
        names a little smaller rather than cut where the longest would not fit."""
        name_px = max(self.floor, min(row_height * 0.48, 5.2 * self.text))
        names = [text_width(str(r.combatant.get("name", "")), name_px, True) for r in shown]
        cap = 0.36 * inner - self.unit
        if max(names, default=0) > cap:
            base = name_px
            name_px = max(self.floor, row_height * 0.36, base * cap / max(names))
            names = [w * name_px / base for w in names]
        self.name_px = name_px
        icon = row_height * 0.62 + self.unit
        base = max(self.floor, band_px(row_height))
        words = [text_width(self.content.band_word(r.combatant), base, True) for r in shown]
        self.band_px = base
        room = 0.26 * inner - self.unit - icon
        if max(words, default=0) > room > 0:
            self.band_px = max(self.floor, row_height * 0.3, base * room / max(words))
            words = [w * self.band_px / base for w in words]
        bands = [w + icon for w in words]
        self.columns = (
            min(0.36, (max(names, default=0) + self.unit) / inner),
            min(0.26, (max(bands, default=0) + self.unit) / inner),
        )

    def layout_extras(self, extras: list[Extra], x: float, right: float, rect: QRectF) -> None:
        """The row's tail left to right: on one line, shrunk a little if it is long; else
        on two lines, where an entry longer than a line wraps over both; what still does
        not fit is counted in a last "+N" chip rather than cut off mid-word."""
        if not extras:
            return
        h = rect.height()
        gap = 1.2 * self.unit
        px = max(self.floor, h * 0.36)
        while px * 0.95 >= max(self.floor, h * 0.3) and not self.fits_one_line(
            extras, px, x, right, gap
        ):
            px *= 0.95
        readable = self.floor * LINE_SPACING - 0.01
        if self.fits_one_line(extras, px, x, right, gap) or h * TWO_LINE_HEIGHT < readable:
            # on one line; in a row too low for two lines of readable text, what does not
            # fit is counted in a last "+N" chip
            height = min(h * 0.92, max(h * 0.64, px * 1.3))
            self.place_one_line(extras, px, x, right, gap, rect.top() + (h - height) / 2, height)
            return
        count = 2
        if h * THREE_LINE_HEIGHT >= readable:  # a row made high for three lines
            count = 2 if self.fits_lines(extras, self.floor, x, right, gap, 2) else 3
        if count == 2:
            line_height = h * TWO_LINE_HEIGHT
            lines = (rect.top() + h * 0.07, rect.top() + h * 0.51)
        else:
            line_height = h * THREE_LINE_HEIGHT
            lines = tuple(rect.top() + h * (0.05 + 0.3 * i) for i in range(3))
        px = max(self.floor, h * 0.27) if count == 2 else self.floor
        plan = self.plan_lines(extras, px, x, right, gap, count)
        while plan is None and px * 0.95 >= max(self.floor, h * 0.2):
            px *= 0.95  # a little smaller rather than left off
            plan = self.plan_lines(extras, px, x, right, gap, count)
        if plan is None:
            px = max(self.floor, h * 0.27) if count == 2 else self.floor
        kept = len(extras)
        while plan is None and kept > 1:
            kept -= 1
            more = Extra(f"+{len(extras) - kept}", "chip", True)
            plan = self.plan_lines([*extras[:kept], more], px, x, right, gap, count)
        if plan is None:
            # the first entry alone, shortened to the room the "+N" chip leaves it
            more = Extra(f"+{len(extras) - 1}", "chip", True) if len(extras) > 1 else None
            room = right - (self.extra_width(more, px) + gap if more else 0.0)
            plan = self.plan_lines(extras[:1], px, x, room, gap, count) or []
            if more is not None:
                plan.append((more, room + gap, self.extra_width(more, px), None, [more.text]))
        if plan and all(line == 0 for *_, line, _parts in plan):
            lines = (rect.top() + (h - line_height) / 2,) * count  # one line: in the middle
        for extra, left, width, line, parts in plan or []:
            if line is None:  # wrapped over all the lines
                self.place_wrapped(extra, parts, left, width, lines, line_height, px)
            else:
                self.place_extra(extra, QRectF(left, lines[line], width, line_height), px)

    def place_one_line(
        self,
        extras: list[Extra],
        px: float,
        x: float,
        right: float,
        gap: float,
        top: float,
        height: float,
    ) -> None:
        """The entries left to right on one line: as many as fit whole and a "+N" chip for
        the rest; where not even the first fits, it is shortened to the room left."""
        kept = len(extras)
        shown = list(extras)
        while kept > 0 and not self.fits_one_line(shown, px, x, right, gap):
            kept -= 1
            shown = [*extras[:kept], Extra(f"+{len(extras) - kept}", "chip", True)]
        if kept == 0:
            more = shown[-1] if len(extras) > 1 else None
            room = right - x - (self.extra_width(more, px) + gap if more else 0.0)
            if room >= self.extra_width(Extra("Wm…", extras[0].kind, extras[0].boxed), px):
                first = extras[0]
                self.place_extra(first, QRectF(x, top, room, height), px)
                x += room + gap
            elif more is None:
                more = Extra("+1", "chip", True)
            if more is not None and x + self.extra_width(more, px) <= right + 0.5:
                self.place_extra(more, QRectF(x, top, self.extra_width(more, px), height), px)
            return
        for extra in shown:
            w = self.extra_width(extra, px)
            self.place_extra(extra, QRectF(x, top, w, height), px)
            x += w + gap

    def extra_width(self, extra: Extra, px: float, text: str | None = None) -> float:
        pad = 2.4 * self.unit if extra.boxed else 0.0
        return text_width(extra.text if text is None else text, px, False) + pad + 2

    def fits_one_line(
        self, extras: list[Extra], px: float, x: float, right: float, gap: float
    ) -> bool:
        return x + sum(self.extra_width(e, px) + gap for e in extras) - gap <= right

    def fits_lines(
        self, extras: list[Extra], px: float, x: float, right: float, gap: float, count: int
    ) -> bool:
        """Every entry fits whole on ``count`` lines (none shortened)."""
        plan = self.plan_lines(extras, px, x, right, gap, count)
        return plan is not None and all(
            self.extra_width(extra, px, part) <= width + 0.5
            for extra, _left, width, _line, parts in plan
            for part in parts
        )

    def plan_lines(
        self, extras: list[Extra], px: float, x: float, right: float, gap: float, count: int
    ) -> list[tuple[Extra, float, float, int | None, list[str]]] | None:
        """Where each entry goes on two lines: the first line it fits on, or over both
        lines (wrapped) when it is longer than a line or alone; None where one does not
        fit. An entry alone that does not fit even wrapped takes the whole width."""
        ends = [x] * count
        plan: list[tuple[Extra, float, float, int | None, list[str]]] = []
        for extra in extras:
            w = self.extra_width(extra, px)
            if w <= right - x and len(extras) > 1:
                line = next((i for i in range(count) if ends[i] + w <= right), None)
                if line is None:
                    return None
                plan.append((extra, ends[line], w, line, [extra.text]))
                ends[line] += w + gap
                continue
            parts = self.wrap_in(extra, px, count)
            w = max(self.extra_width(extra, px, part) for part in parts)
            left = max(ends)
            if left + w > right:
                if left > x:
                    return None
                w = right - left
            plan.append((extra, left, w, None, parts))
            ends = [left + w + gap] * count
        return plan

    def wrap_in(self, extra: Extra, px: float, count: int = 2) -> list[str]:
        """The text in ``count`` (2 or 3) lines broken at the spaces that make the longest
        line shortest, never inside the part kept whole (an intent's "→ target")."""
        text = extra.text
        head = text[: len(text) - len(extra.keep)] if extra.keep else text
        breaks = [i for i, char in enumerate(head) if char == " "]
        if not breaks:
            return [text]

        def split(ats: tuple[int, ...]) -> list[str]:
            bounds = [-1, *ats, len(text)]
            return [text[a + 1 : b] for a, b in pairwise(bounds)]

        def longest(ats: tuple[int, ...]) -> float:
            return max(text_width(part, px) for part in split(ats))

        choices = [(at,) for at in breaks]
        if count >= 3 and len(breaks) >= 2:
            choices = [(a, b) for i, a in enumerate(breaks) for b in breaks[i + 1 :]]
        return split(min(choices, key=longest))

    def place_wrapped(
        self,
        extra: Extra,
        parts: list[str],
        left: float,
        width: float,
        lines: tuple[float, ...],
        line_height: float,
        px: float,
    ) -> None:
        """An entry over all the lines: one chip (or plain words) with a line of text each,
        in the middle of them where it has fewer parts."""
        if len(parts) == 1:
            rect = QRectF(left, lines[0], width, lines[-1] + line_height - lines[0])
            self.place_extra(extra, rect, px)
            return
        u = self.unit
        inner = width - (2.2 * u if extra.boxed else 0.0)
        align = ALIGN_CENTER if extra.boxed else ALIGN_LEFT
        if extra.boxed:
            border = {"bonus": BONUS, "intent": ACCENT}.get(extra.kind, CHIP_BORDER)
            box = QRectF(left, lines[0], width, lines[-1] + line_height - lines[0])
            self.items.append(BoxItem(box, None, border, line_height / 2, 0.3 * u))
        color = BONUS if extra.kind == "bonus" else DIM if extra.kind == "dim" else FOREGROUND
        *firsts, last = parts
        keep = extra.keep if last.endswith(extra.keep) else ""
        shown = [
            *(elide(part, px, inner) for part in firsts),
            self.shorten(Extra(last, extra.kind, extra.boxed, keep), px, inner),
        ]
        if len(shown) < len(lines):
            offset = (lines[1] - lines[0]) * (len(lines) - len(shown)) / 2
            lines = tuple(top + offset for top in lines)
        for top, text in zip(lines, shown, strict=False):
            self.items.append(
                TextItem(QRectF(left, top, width, line_height), text, px, color, False, align)
            )

    def shorten(self, extra: Extra, px: float, width: float) -> str:
        """The text elided to ``width``, keeping its ``keep`` end whole where it can."""
        if text_width(extra.text, px) <= width or not extra.keep:
            return elide(extra.text, px, width)
        head = extra.text[: len(extra.text) - len(extra.keep)]
        room = width - text_width(extra.keep, px)
        if room < text_width("Wm…", px):
            return elide(extra.text, px, width)
        return elide(head, px, room) + extra.keep

    def place_extra(self, extra: Extra, chip: QRectF, px: float) -> None:
        u = self.unit
        if extra.boxed:
            border = {"bonus": BONUS, "intent": ACCENT}.get(extra.kind, CHIP_BORDER)
            color = BONUS if extra.kind == "bonus" else FOREGROUND
            self.items.append(BoxItem(chip, None, border, chip.height() / 2, 0.3 * u))
            shown = self.shorten(extra, px, chip.width() - 2.2 * u)
            self.items.append(TextItem(chip, shown, px, color, False, ALIGN_CENTER))
        else:
            color = DIM if extra.kind == "dim" else FOREGROUND
            self.items.append(TextItem(chip, self.shorten(extra, px, chip.width()), px, color))
