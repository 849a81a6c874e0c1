"""What the player view paints, as a list of items laid out for one screen size.

The painting code draws exactly these items, and ``painted_texts`` of the window reads the
texts off the same list, so a test sees every word that reaches the TV. The scene is built
from the public view only (``public_view(encounter)`` of the system's encounter module);
it reads just the keys of that contract, and on top of the rules core's own filtering it
never paints numbers of a non-PC, a condition marked secret, nor anything about an id that
is not among the visible combatants (a Člověk order entry or a Dakara intent of a hidden
one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPixmap

from campaign_manager.ui.player_view import texts
from campaign_manager.ui.player_view.bands import band_color

BACKGROUND = QColor("#0b0f14")
FOREGROUND = QColor("#f4f6f8")
DIM = QColor("#a9b4c2")
NPC_NAME = QColor("#ffd9a8")
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


@dataclass
class Row:
    """One line of the order: a visible combatant, perhaps one of its bonus actions."""

    combatant: dict
    current: bool = False
    bonus: bool = False
    initiative: object = None


def band_px(row_height: float) -> float:
    return row_height * 0.4


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
        self.by_id = {
            c["id"]: c for c in view.get("combatants") or [] if isinstance(c, dict) and "id" in c
        }

    # -- what to show -----------------------------------------------------------------
    def name(self, cid: object) -> str:
        record = self.by_id.get(cid) if isinstance(cid, str) else None
        return str(record.get("name", "")) if record else ""

    def initiative_of(self, cid: str, entry: object = None) -> object:
        if isinstance(entry, dict) and entry.get("initiative") is not None:
            return entry["initiative"]
        table = self.view.get("initiative")
        if isinstance(table, dict):
            return table.get(cid)
        record = self.by_id.get(cid) or {}
        return record.get("initiative")

    def current_index(self, entries: list) -> int | None:
        for key in ("current_index", "position", "cursor"):
            value = self.view.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(entries):
                entry = entries[value]
                cid = entry.get("id") if isinstance(entry, dict) else entry
                if cid in self.by_id:
                    return value
        current = self.view.get("current")
        for index, entry in enumerate(entries):
            cid = entry.get("id") if isinstance(entry, dict) else entry
            if cid == current and cid in self.by_id:
                return index
        return None

    def rows(self) -> tuple[list[Row], int | None]:
        """The rows in acting order and the index of the current one."""
        order = self.view.get("order")
        rows: list[Row] = []
        if self.view.get("system") == "clovek" and isinstance(order, list) and order:
            position = self.current_index(order)
            current_row = None
            for index, entry in enumerate(order):
                cid = entry.get("id") if isinstance(entry, dict) else entry
                if cid not in self.by_id:
                    continue  # a hidden combatant's action: nothing of it shows
                bonus = False
                if isinstance(entry, dict):
                    kind = entry.get("kind", entry.get("action"))
                    bonus = bool(entry.get("bonus")) or kind == "bonus"
                if index == position:
                    current_row = len(rows)
                rows.append(
                    Row(self.by_id[cid], index == position, bonus, self.initiative_of(cid, entry))
                )
            return rows, current_row
        current = self.view.get("current")
        current_row = None
        for record in self.by_id.values():
            if record["id"] == current:
                current_row = len(rows)
            rows.append(
                Row(record, record["id"] == current, False, self.initiative_of(record["id"]))
            )
        return rows, current_row

    def intents(self) -> dict[str, str]:
        """Dakara: the visible declared intents, by the declaring combatant's id."""
        raw = self.view.get("intents")
        if isinstance(raw, dict):
            pairs = [(cid, value) for cid, value in raw.items()]
        elif isinstance(raw, list):
            pairs = [(entry.get("id"), entry) for entry in raw if isinstance(entry, dict)]
        else:
            return {}
        result = {}
        for cid, entry in pairs:
            if cid not in self.by_id:
                continue
            if isinstance(entry, dict):
                what = ""
                for key in ("action_text", "text", "label", "name"):
                    if entry.get(key):
                        what = texts.bilingual(entry[key], self.lang)
                        break
                if not what:
                    what = str(entry.get("action") or "")
                target = self.name(entry.get("target"))
                result[cid] = f"{what} → {target}" if what and target else what
            else:
                result[cid] = texts.bilingual(entry, self.lang)
        return result

    def stack(self) -> list[str]:
        """Člověk: the conflicts, the interrupted ones first, the one running now last."""
        raw = self.view.get("stack")
        if not isinstance(raw, list):
            return []
        names = []
        for entry in raw:
            if isinstance(entry, dict):
                label = entry.get("text") or entry.get("label") or entry.get("name")
                kind = entry.get("kind")
                names.append(
                    texts.bilingual(label, self.lang)
                    if label
                    else texts.CONFLICT_KINDS[kind].get(self.lang)
                    if kind in texts.CONFLICT_KINDS
                    else str(kind or "")
                )
            elif entry in texts.CONFLICT_KINDS:
                names.append(texts.CONFLICT_KINDS[entry].get(self.lang))
            else:
                names.append(str(entry))
        return [name for name in names if name]

    def title(self, rows: list[Row], current_row: int | None) -> str:
        parts = []
        number = self.view.get("round")
        status = self.view.get("status")
        if isinstance(number, int) and number > 0:
            parts.append(texts.ROUND.get(self.lang).format(n=number))
        if status == "finished":
            parts.append(texts.FINISHED.get(self.lang))
            return texts.SEPARATOR.join(parts)
        phase = self.view.get("phase")
        if not parts:
            parts.append(texts.STARTING.get(self.lang))
        elif phase == "declare":
            parts.append(texts.DECLARE.get(self.lang))
        elif phase == "initiative":
            parts.append(texts.INITIATIVE.get(self.lang))
        elif phase == "resolve" and current_row is None:
            parts.append(texts.RESOLVE.get(self.lang))
        if current_row is not None and phase not in ("declare", "initiative"):
            parts.append(texts.TURN.get(self.lang).format(name=rows[current_row].combatant["name"]))
        return texts.SEPARATOR.join(parts)

    def next_row(self, rows: list[Row], current_row: int | None) -> Row | None:
        if current_row is None or len(rows) < 2 or self.view.get("status") == "finished":
            return None
        if self.view.get("system") == "clovek":
            # the order ends with the round; after its last action a new round begins
            return rows[current_row + 1] if current_row + 1 < len(rows) else None
        return rows[(current_row + 1) % len(rows)]

    # -- the layout -------------------------------------------------------------------
    def build(self) -> list[Item]:
        u, width = self.unit, self.width
        margin = 3 * u
        rows, current_row = self.rows()
        self.items = []
        title = self.title(rows, current_row)
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
        stack = self.stack()
        stack_width = self.layout_stack(stack, y, 6 * u) if stack else 0.0
        following = self.next_row(rows, current_row)
        if following is not None:
            label = texts.NEXT.get(self.lang).format(name=following.combatant["name"])
            if following.bonus:
                label += f" ({texts.BONUS.get(self.lang)})"
            room = width - 2 * margin - stack_width - (2 * u if stack_width else 0)
            self.items.append(
                TextItem(QRectF(margin, y, room, 6 * u), elide(label, line_px, room), line_px, DIM)
            )
        y += 7 * u
        self.items.append(BoxItem(QRectF(margin, y, width - 2 * margin, max(2.0, 0.3 * u)), DIM))
        y += 1.5 * u
        self.layout_rows(rows, current_row, y, self.height - margin)
        return self.items

    def layout_stack(self, stack: list[str], y: float, height: float) -> float:
        """The conflict stack right-aligned on the line under the title; returns its width."""
        px = 3.4 * self.unit
        pad = 1.2 * self.unit
        gap = 1.0 * self.unit
        labels = [
            f"{name} ({texts.INTERRUPTED.get(self.lang)})" if i < len(stack) - 1 else name
            for i, name in enumerate(stack)
        ]
        max_total = self.width * 0.6
        widths = [text_width(label, px, True) + 2 * pad for label in labels]
        while len(labels) > 1 and sum(widths) + gap * (len(widths) - 1) > max_total:
            labels.pop(0)  # the oldest interrupted conflict gives way first
            widths.pop(0)
        widths[-1] = min(widths[-1], max_total)
        total = sum(widths) + gap * (len(widths) - 1)
        x = self.width - 3 * self.unit - total
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
        if self.view.get("system") == "clovek":
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
        row_height = 9 * u
        if rows:
            row_height = min(9 * u, max(6.5 * u, (available + gap) / len(rows) - gap))
        capacity = max(1, int((available + gap) // (row_height + gap)))
        if len(rows) > capacity:
            capacity = max(1, int((available - more_height + gap) // (row_height + gap)))
        shown = self.visible_slice(rows, current_row, capacity)
        has_initiative = any(row.initiative is not None for row in shown)
        has_portraits = any(self.portrait_of(row.combatant) is not None for row in shown)
        intents = self.intents() if self.view.get("system") == "dakara" else {}
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
        name_px = h * 0.48
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
            word = self.band_word(record)
            word_x = x + icon + 1.0 * u
            room = band_w - icon - 1.0 * u
            self.items.append(
                TextItem(
                    QRectF(word_x, rect.top(), room, h),
                    elide(word, band_px(h), room, True),
                    band_px(h),
                    band_color(level),
                    True,
                )
            )
        x += band_w + 2 * u
        self.layout_extras(self.row_extras(row, record, intents), x, right, rect)

    def band_word(self, record: dict) -> str:
        return texts.bilingual(record.get("band_text"), self.lang) or str(record.get("band") or "")

    def measure_columns(self, shown: list[Row], row_height: float, inner: float) -> None:
        """Name and band columns as wide as their longest entry, within a share of the row."""
        name_px = row_height * 0.48
        names = [text_width(str(r.combatant.get("name", "")), name_px, True) for r in shown]
        bands = [
            text_width(self.band_word(r.combatant), band_px(row_height), True)
            + row_height * 0.62
            + self.unit
            for r in shown
        ]
        self.columns = (
            min(0.34, (max(names, default=0) + self.unit) / inner),
            min(0.26, (max(bands, default=0) + self.unit) / inner),
        )

    def layout_extras(
        self, extras: list[tuple[str, QColor, bool]], x: float, right: float, rect: QRectF
    ) -> None:
        """The row's tail left to right: shrunk a little if it is long, and what still
        does not fit is counted in a last "+N" chip rather than cut off mid-word."""
        u, h = self.unit, rect.height()
        gap = 1.2 * u
        px = h * 0.36

        def width(label: str, boxed: bool, size: float) -> float:
            return text_width(label, size, False) + (2.4 * u if boxed else 0)

        def total(size: float) -> float:
            return sum(width(label, boxed, size) + gap for label, _, boxed in extras)

        while px > h * 0.28 and x + total(px) - gap > right:
            px *= 0.94
        for index, (label, tint, boxed) in enumerate(extras):
            w = width(label, boxed, px)
            left_after = len(extras) - index - 1
            reserve = width(f"+{left_after}", True, px) + gap if left_after else 0
            if x + w > right - reserve:
                rest = len(extras) - index
                if index > 0 or x + width(f"+{rest}", True, px) <= right:
                    chip = QRectF(x, rect.top() + h * 0.18, width(f"+{rest}", True, px), h * 0.64)
                    self.items.append(BoxItem(chip, None, CHIP_BORDER, chip.height() / 2, 0.3 * u))
                    self.items.append(
                        TextItem(chip, f"+{rest}", px, FOREGROUND, True, ALIGN_CENTER)
                    )
                    return
                w = right - x  # a single long entry: shown elided
            chip = QRectF(x, rect.top() + h * 0.18, w, h * 0.64)
            if boxed:
                self.items.append(BoxItem(chip, None, tint, chip.height() / 2, 0.3 * u))
                color = BONUS if tint == BONUS else FOREGROUND
                shown = elide(label, px, w - 2.4 * u)
                self.items.append(TextItem(chip, shown, px, color, False, ALIGN_CENTER))
            else:
                self.items.append(TextItem(chip, elide(label, px, w), px, tint))
            x += w + gap

    def row_extras(self, row: Row, record: dict, intents: dict) -> list[tuple[str, QColor, bool]]:
        """After the band: a bonus action's mark, a Dakara intent, PC numbers, conditions."""
        extras: list[tuple[str, QColor, bool]] = []
        if row.bonus:
            extras.append((texts.BONUS.get(self.lang), BONUS, True))
        if self.view.get("system") == "dakara" and self.view.get("phase") in ("declare", "resolve"):
            intent = intents.get(record["id"])
            extras.append(
                (intent or texts.NO_INTENT.get(self.lang), FOREGROUND if intent else DIM, False)
            )
        numbers = record.get("numbers")
        if record.get("side") == "pc" and isinstance(numbers, dict) and numbers:
            shown = []
            for key, value in numbers.items():
                label = texts.NUMBER_LABELS.get(key)
                name = label.get(self.lang) if label else str(key).replace("_", " ")
                shown.append(f"{name} {value}")
            extras.append((texts.SEPARATOR.join(shown), FOREGROUND, False))
        for condition in record.get("conditions") or []:
            if (
                not isinstance(condition, dict)
                or condition.get("secret")
                or not condition.get("name")
            ):
                continue
            label = str(condition["name"])
            remaining = condition.get("remaining")
            if isinstance(remaining, int) and not isinstance(remaining, bool) and remaining > 0:
                label += texts.SEPARATOR + texts.rounds_left(remaining, self.lang)
            extras.append((label, CHIP_BORDER, True))
        return extras
