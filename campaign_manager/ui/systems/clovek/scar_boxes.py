"""A scar drawn the way the paper sheet draws it: a row of boxes holding /, X and Ж.

:class:`ScarBoxes` paints the boxes with QPainter in palette colours (crisp at any size,
right in dark mode); :class:`ScarCard` adds the scar's name, its temperament and burn
marks, the state line (long-term, critical) and the actions (click, burn, context menu).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.colors import FLAME, FLAME_CORE

BOX = 24  # preferred box side in device-independent pixels
GAP = 4
FLAME_COLOUR = QColor(FLAME)  # a warm accent that reads on light and dark palettes


def _mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` (0..1) of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
    )


class ScarBoxes(QAbstractButton):
    """The boxes of one scar. ``marks`` is the core's string: "Ж", "X", "/" or "_" per box.

    A button (a reader says "button": Enter, Space or a click writes a wound), painted as
    its boxes; Qt's own button interface tells a reader so, with no factory of ours."""

    activated = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.clicked.connect(self.activated)  # a reader's "press" action
        self.marks = ""
        self.critical = False
        self._hover = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_marks(self, marks: str, critical: bool = False) -> None:
        self.marks = marks
        self.critical = critical
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        count = max(len(self.marks), 1)
        return QSize(count * BOX + (count - 1) * GAP + 4, BOX + 4)

    def minimumSizeHint(self) -> QSize:
        count = max(len(self.marks), 1)
        return QSize(count * 14 + (count - 1) * 2 + 4, BOX + 4)

    # -- painting ---------------------------------------------------------------------------
    def box_rects(self) -> list[QRectF]:
        count = len(self.marks)
        if not count:
            return []
        side = min(float(BOX), (self.width() - 4 - (count - 1) * GAP) / count, self.height() - 4.0)
        side = max(side, 8.0)
        return [QRectF(2 + i * (side + GAP), 2, side, side) for i in range(count)]

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.marks:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignVCenter, "—")
            return
        border = _mix(base, text, 0.55)
        fill = _mix(base, highlight, 0.18) if self._hover else base
        if self.critical:
            fill = _mix(base, highlight, 0.35)
            border = highlight
        for rect, mark in zip(self.box_rects(), self.marks, strict=True):
            painter.setPen(QPen(border, 1.5 if self.critical else 1.0))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 2.5, 2.5)
            self._draw_mark(painter, rect, mark, text)
        if self.hasFocus():
            pen = QPen(highlight, 1.0, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        painter.end()

    @staticmethod
    def _draw_mark(painter: QPainter, rect: QRectF, mark: str, colour: QColor) -> None:
        if mark == "_":
            return
        inset = rect.width() * 0.2
        inner = rect.adjusted(inset, inset, -inset, -inset)
        pen = QPen(colour, max(1.6, rect.width() * 0.09))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        # "/" stun; "X" lethal (a second stroke); "Ж" devastating (the X crossed through)
        painter.drawLine(inner.bottomLeft(), inner.topRight())
        if mark in ("X", "Ж"):
            painter.drawLine(inner.topLeft(), inner.bottomRight())
        if mark == "Ж":
            painter.drawLine(
                QPointF(inner.center().x(), inner.top()),
                QPointF(inner.center().x(), inner.bottom()),
            )

    # -- input ------------------------------------------------------------------------------
    def event(self, event) -> bool:
        if event.type() in (event.Type.HoverEnter, event.Type.HoverLeave):
            self._hover = event.type() == event.Type.HoverEnter
            self.update()
        return super().event(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.setDown(False)
            self.activated.emit()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
            return
        super().keyPressEvent(event)


def flame_icon(size: int = 16) -> QIcon:
    """A small flame: the burnable (pálení) mark."""
    pixmap = QPixmap(size * 2, size * 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = size * 2
    path = QPainterPath(QPointF(s * 0.5, s * 0.06))
    path.cubicTo(s * 0.62, s * 0.3, s * 0.88, s * 0.42, s * 0.84, s * 0.68)
    path.cubicTo(s * 0.8, s * 0.9, s * 0.62, s * 0.97, s * 0.5, s * 0.97)
    path.cubicTo(s * 0.36, s * 0.97, s * 0.18, s * 0.9, s * 0.16, s * 0.68)
    path.cubicTo(s * 0.14, s * 0.5, s * 0.3, s * 0.42, s * 0.34, s * 0.26)
    path.cubicTo(s * 0.42, s * 0.36, s * 0.42, s * 0.46, s * 0.44, s * 0.52)
    path.cubicTo(s * 0.52, s * 0.36, s * 0.44, s * 0.2, s * 0.5, s * 0.06)
    painter.fillPath(path, FLAME_COLOUR)
    inner = QPainterPath(QPointF(s * 0.5, s * 0.55))
    inner.cubicTo(s * 0.58, s * 0.68, s * 0.66, s * 0.74, s * 0.62, s * 0.84)
    inner.cubicTo(s * 0.58, s * 0.92, s * 0.42, s * 0.92, s * 0.38, s * 0.84)
    inner.cubicTo(s * 0.36, s * 0.74, s * 0.46, s * 0.68, s * 0.5, s * 0.55)
    painter.fillPath(inner, QColor(FLAME_CORE))
    painter.end()
    return QIcon(pixmap)


class ScarCard(QFrame):
    """One scar: name and marks, the boxes, the state line; emits what the GM asks for."""

    wound_requested = Signal(str)
    burn_requested = Signal(str)
    heal_requested = Signal(str, str)  # scar key, severity key

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.marks = ""
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("scarCard")
        self.name_label = QLabel()
        font = self.name_label.font()
        font.setBold(True)
        self.name_label.setFont(font)
        self.badge = QLabel()
        self.badge.setStyleSheet(
            "QLabel { border: 1px solid palette(mid); border-radius: 7px; padding: 0px 5px;"
            " color: palette(text); font-size: 8pt; }"
        )
        self.badge.hide()
        self.boxes = ScarBoxes()
        self.boxes.activated.connect(lambda: self.wound_requested.emit(self.key))
        self.burn_button = QToolButton()
        self.burn_button.setIcon(flame_icon())
        self.burn_button.setAutoRaise(True)
        self.burn_button.clicked.connect(lambda: self.burn_requested.emit(self.key))
        policy = self.burn_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.burn_button.setSizePolicy(policy)
        self.state_label = QLabel()
        self.state_label.setStyleSheet("color: palette(placeholder-text); font-size: 8pt;")
        self.state_label.setWordWrap(True)
        self.state_label.hide()

        title = QHBoxLayout()
        title.setSpacing(6)
        title.addWidget(self.name_label)
        title.addWidget(self.badge)
        title.addStretch()
        title.addWidget(self.burn_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 6, 6)
        layout.setSpacing(2)
        layout.addLayout(title)
        layout.addWidget(self.boxes)
        layout.addWidget(self.state_label)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.DefaultContextMenu)

    def set_state(
        self,
        name: str,
        marks: str,
        *,
        critical: bool,
        burnable: bool,
        badge: str,
        badge_tip: str,
        burn_tip: str,
        state: str,
        tooltip: str,
    ) -> None:
        self.marks = marks
        self.name_label.setText(name)
        self.boxes.set_marks(marks, critical)
        self.boxes.setAccessibleName(
            self.tr(
                "{name}: boxes {count}, empty {empty}, stun {stun}, lethal {lethal}, "
                "devastating {devastating}"
            ).format(
                name=name,
                count=len(marks),
                empty=marks.count("_"),
                stun=marks.count("/"),
                lethal=marks.count("X"),
                devastating=marks.count("Ж"),
            )
        )
        self.badge.setText(badge)
        self.badge.setToolTip(badge_tip)
        self.badge.setVisible(bool(badge))
        self.burn_button.setVisible(burnable)
        self.burn_button.setToolTip(burn_tip)
        self.burn_button.setAccessibleName(self.tr("Burn {scar}").format(scar=name))
        self.burn_button.setAccessibleDescription(burn_tip)
        self.state_label.setText(state)
        self.state_label.setVisible(bool(state))
        self.setToolTip(tooltip)
        self.boxes.setToolTip(tooltip)

    def build_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.addAction(self.tr("&Wound…"), lambda: self.wound_requested.emit(self.key))
        burn = menu.addAction(
            flame_icon(), self.tr("&Burn…"), lambda: self.burn_requested.emit(self.key)
        )
        burn.setEnabled(self.burn_button.isVisibleTo(self))
        menu.addSeparator()
        for severity, mark, label in (
            ("stun", "/", self.tr("Heal a &stun wound (/)")),
            ("lethal", "X", self.tr("Heal a &lethal wound (X)")),
            ("devastating", "Ж", self.tr("Heal a &devastating wound (Ж)")),
        ):
            action = menu.addAction(label, lambda s=severity: self.heal_requested.emit(self.key, s))
            action.setEnabled(mark in self.marks)
        return menu

    def contextMenuEvent(self, event) -> None:
        menu = self.build_menu()
        menu.exec(event.globalPos())
        menu.deleteLater()
