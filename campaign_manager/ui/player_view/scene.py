"""What the player view paints, as a list of items laid out for one screen size.

The painting code draws exactly these items, and ``painted_texts`` of the window reads the
texts off the same list, so a test sees every word that reaches the TV. The words come from
``campaign_manager.player_view.content.PublicContent`` (the public view only,
no Qt, the same the web page gets its words from); this module places them: text sizes from
the screen's height, a long order cut to what fits with a "+N more" line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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


def font(size: float, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(max(1, round(size)))
    result.setBold(bold)
    return result


def text_width(text: str, size: float, bold: bool = False) -> float:
    return QFontMetricsF(font(size, bold)).horizontalAdvance(text)


def elide(text: str, size: float, width: float, bold: bool = False) -> str:
    if width <= 0:
        return ""
    return QFontMetricsF(font(size, bold)).elidedText(text, Qt.TextElideMode.ElideRight, width)


def band_px(row_height: float) -> float:
    return row_height * 0.38


def idle_scene(size: QSizeF, title: str, image: QPixmap | None) -> list[Item]:
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
        px = height * 0.12
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
    ):
        self.view = view
        self.lang = language
        self.width = size.width()
        self.height = size.height()
        self.unit = self.height / 100.0
        self.portrait = portrait or (lambda _cid: None)
        self.items: list[Item] = []
        self.columns = (0.3, 0.22)
        self.name_px = 0.0
        self.band_px = 0.0
        self.content = PublicContent(view, language)

    # -- the layout -------------------------------------------------------------------
    def build(self) -> list[Item]:
        u, width = self.unit, self.width
        margin = 3 * u
        rows, current_row = self.content.rows()
        self.items = []
        title = self.content.title(rows, current_row)
        title_px = 7 * u
        self.items.append(
            TextItem(
                QRectF(margin, margin, width - 2 * margin, 9 * u),
                elide(title, title_px, width - 2 * margin, True),
                title_px,
                FOREGROUND,
                True,
            )
        )
        y = margin + 9.5 * u
        line_px = 4.2 * u
        stack = self.content.stack()
        # one conflict: at the right of the "next" line; an interrupted one too: a line
        stack_width = self.layout_stack(stack, y, 6 * u) if len(stack) == 1 else 0.0
        label = self.content.next_label(rows, current_row)
        if label:
            room = width - 2 * margin - stack_width - (2 * u if stack_width else 0)
            self.items.append(
                TextItem(QRectF(margin, y, room, 6 * u), elide(label, line_px, room), line_px, DIM)
            )
        y += 7 * u if label or stack_width else 0.5 * u
        if len(stack) > 1:
            self.layout_stack(stack, y, 6 * u, right_aligned=False)
            y += 7 * u
        self.items.append(BoxItem(QRectF(margin, y, width - 2 * margin, max(2.0, 0.3 * u)), DIM))
        y += 1.5 * u
        self.layout_rows(rows, current_row, y, self.height - margin)
        return self.items

    def layout_stack(
        self, stack: list[str], y: float, height: float, right_aligned: bool = True
    ) -> float:
        """The conflict stack, the running one last; returns its width."""
        px = 3.4 * self.unit
        pad = 1.2 * self.unit
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
            rect = QRectF(x, y + 0.5 * self.unit, w, height - self.unit)
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
        more_height = 5 * u
        available = bottom - top
        row_height = 12 * u
        if rows:
            row_height = min(12 * u, max(6.5 * u, (available + gap) / len(rows) - gap))
        slack = 0.01  # the rows were sized to fill the space: no rounding may drop one
        capacity = max(1, int((available + gap + slack) // (row_height + gap)))
        if len(rows) > capacity:
            capacity = max(1, int((available - more_height + gap + slack) // (row_height + gap)))
        shown = self.visible_slice(rows, current_row, capacity)
        has_initiative = any(row.initiative is not None for row in shown)
        has_portraits = any(self.portrait_of(row.combatant) is not None for row in shown)
        intents = self.content.intents() if self.content.shows_intents else {}
        self.measure_columns(
            shown, row_height, self.inner_width(has_initiative, has_portraits, row_height)
        )
        y = top
        for row in shown:
            self.layout_row(
                row,
                QRectF(3 * u, y, self.width - 6 * u, row_height),
                has_initiative,
                has_portraits,
                intents,
            )
            y += row_height + gap
        left_off = len(rows) - len(shown)
        if left_off > 0:
            px = 3.6 * u
            self.items.append(
                TextItem(
                    QRectF(3 * u, y, self.width - 6 * u, more_height),
                    texts.more(left_off, self.lang),
                    px,
                    DIM,
                    True,
                )
            )

    def inner_width(self, has_initiative: bool, has_portraits: bool, h: float) -> float:
        """The row's width left for name, band and the rest (as ``layout_row`` lays it)."""
        u = self.unit
        width = self.width - 6 * u - 3.5 * u
        if has_initiative:
            width -= text_width("88", h * 0.48, True) + 2.5 * u
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
        if has_portraits:
            side = h - 1.2 * u
            pixmap = self.portrait_of(record)
            if pixmap is not None:
                self.items.append(PixmapItem(QRectF(x, rect.top() + 0.6 * u, side, side), pixmap))
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
            )
        )
        x += name_w + 2 * u
        if record.get("band_text") or record.get("band_level") is not None:
            icon = h * 0.62
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
        name_px = min(row_height * 0.48, 5.2 * self.unit)
        names = [text_width(str(r.combatant.get("name", "")), name_px, True) for r in shown]
        cap = 0.36 * inner - self.unit
        if max(names, default=0) > cap:
            base = name_px
            name_px = max(row_height * 0.36, base * cap / max(names))
            names = [w * name_px / base for w in names]
        self.name_px = name_px
        icon = row_height * 0.62 + self.unit
        words = [
            text_width(self.content.band_word(r.combatant), band_px(row_height), True)
            for r in shown
        ]
        self.band_px = band_px(row_height)
        room = 0.26 * inner - self.unit - icon
        if max(words, default=0) > room > 0:
            self.band_px = max(row_height * 0.3, self.band_px * room / max(words))
            words = [w * self.band_px / band_px(row_height) for w in words]
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
        px = h * 0.36
        while px > h * 0.3 and not self.fits_one_line(extras, px, x, right, gap):
            px *= 0.95
        if self.fits_one_line(extras, px, x, right, gap):
            top, height = rect.top() + h * 0.18, h * 0.64
            for extra in extras:
                w = self.extra_width(extra, px)
                self.place_extra(extra, QRectF(x, top, w, height), px)
                x += w + gap
            return
        lines = (rect.top() + h * 0.07, rect.top() + h * 0.51)
        line_height = h * 0.42
        px = h * 0.27
        plan = self.plan_two_lines(extras, px, x, right, gap)
        while plan is None and px > h * 0.2:  # a little smaller rather than left off
            px *= 0.95
            plan = self.plan_two_lines(extras, px, x, right, gap)
        if plan is None:
            px = h * 0.27
        kept = len(extras)
        while plan is None and kept > 0:
            kept -= 1
            more = Extra(f"+{len(extras) - kept}", "chip", True)
            plan = self.plan_two_lines([*extras[:kept], more], px, x, right, gap)
        if plan and all(line == 0 for *_, line, _parts in plan):
            lines = (rect.top() + (h - line_height) / 2,) * 2  # one line: in the middle
        for extra, left, width, line, parts in plan or []:
            if line is None:  # wrapped over both lines
                self.place_wrapped(extra, parts, left, width, lines, line_height, px)
            else:
                self.place_extra(extra, QRectF(left, lines[line], width, line_height), px)

    def extra_width(self, extra: Extra, px: float, text: str | None = None) -> float:
        pad = 2.4 * self.unit if extra.boxed else 0.0
        return text_width(extra.text if text is None else text, px, False) + pad + 2

    def fits_one_line(
        self, extras: list[Extra], px: float, x: float, right: float, gap: float
    ) -> bool:
        return x + sum(self.extra_width(e, px) + gap for e in extras) - gap <= right

    def plan_two_lines(
        self, extras: list[Extra], px: float, x: float, right: float, gap: float
    ) -> list[tuple[Extra, float, float, int | None, list[str]]] | None:
        """Where each entry goes on two lines: the first line it fits on, or over both
        lines (wrapped) when it is longer than a line or alone; None where one does not
        fit. An entry alone that does not fit even wrapped takes the whole width."""
        ends = [x, x]
        plan: list[tuple[Extra, float, float, int | None, list[str]]] = []
        for extra in extras:
            w = self.extra_width(extra, px)
            if w <= right - x and len(extras) > 1:
                line = next((i for i in (0, 1) if ends[i] + w <= right), None)
                if line is None:
                    return None
                plan.append((extra, ends[line], w, line, [extra.text]))
                ends[line] += w + gap
                continue
            parts = self.wrap_in_two(extra, px)
            w = max(self.extra_width(extra, px, part) for part in parts)
            left = max(ends)
            if left + w > right:
                if left > x:
                    return None
                w = right - left
            plan.append((extra, left, w, None, parts))
            ends = [left + w + gap] * 2
        return plan

    def wrap_in_two(self, extra: Extra, px: float) -> list[str]:
        """The text in two lines broken at the space that makes the longer line shortest,
        never inside the part kept whole (an intent's "→ target")."""
        text = extra.text
        head = text[: len(text) - len(extra.keep)] if extra.keep else text
        breaks = [i for i, char in enumerate(head) if char == " "]
        if not breaks:
            return [text]

        def longer(at: int) -> float:
            return max(text_width(text[:at], px), text_width(text[at + 1 :], px))

        at = min(breaks, key=longer)
        return [text[:at], text[at + 1 :]]

    def place_wrapped(
        self,
        extra: Extra,
        parts: list[str],
        left: float,
        width: float,
        lines: tuple[float, float],
        line_height: float,
        px: float,
    ) -> None:
        """An entry over both lines: one chip (or plain words) with a line of text each."""
        if len(parts) == 1:
            rect = QRectF(left, lines[0], width, lines[1] + line_height - lines[0])
            self.place_extra(extra, rect, px)
            return
        u = self.unit
        inner = width - (2.2 * u if extra.boxed else 0.0)
        align = ALIGN_CENTER if extra.boxed else ALIGN_LEFT
        if extra.boxed:
            border = {"bonus": BONUS, "intent": ACCENT}.get(extra.kind, CHIP_BORDER)
            box = QRectF(left, lines[0], width, lines[1] + line_height - lines[0])
            self.items.append(BoxItem(box, None, border, line_height / 2, 0.3 * u))
        color = BONUS if extra.kind == "bonus" else DIM if extra.kind == "dim" else FOREGROUND
        first, second = parts
        keep = extra.keep if second.endswith(extra.keep) else ""
        shown = (
            elide(first, px, inner),
            self.shorten(Extra(second, extra.kind, extra.boxed, keep), px, inner),
        )
        for top, text in zip(lines, shown, strict=True):
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
