"""The relations graph: one person and those one or two ties out, laid out by networkx.

The layout is networkx's spring layout (Fruchterman–Reingold), seeded so the same web
draws the same way; people the GM has dragged are fixed where they were put (their
positions are kept in the campaign, one undo step per drag, which also keeps where the
others shown were, so a drag moves nobody else, now or after a restart). Several ties
between the same two people stack their labels in rows; a favour's label is its size
in words.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QIcon, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ledger.records import FAVOUR_SIZE_TEXTS
from campaign_manager.ledger.web import EDGE_KINDS, Edge, Node, neighbourhood
from campaign_manager.ui.colors import CONTACT, FAVOUR, LIAISON, LINK, PERSON, RELATION, color
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import literal

SCALE = 220.0  # scene units per unit of the spring layout
RADIUS = 18.0
KIND_COLOURS = {"character": PERSON, "contact": CONTACT}
EDGE_COLOURS = {"relation": RELATION, "link": LINK, "favour": FAVOUR, "liaison": LIAISON}


def layout(
    nodes: set[Node], ties: list[Edge], fixed: dict[Node, tuple[float, float]], seed: int = 7
) -> dict[Node, tuple[float, float]]:
    """Scene positions for ``nodes``; those in ``fixed`` stay exactly where they are."""
    if not nodes:
        return {}
    import networkx as nx  # imported here: the ledger's tables open without it loaded

    graph = nx.Graph()
    graph.add_nodes_from(sorted(nodes))
    graph.add_edges_from((e.source, e.target) for e in ties if e.source != e.target)
    pinned = {n: fixed[n] for n in nodes if n in fixed}
    if len(nodes) == 1 and not pinned:
        return {next(iter(nodes)): (0.0, 0.0)}
    start = {n: (x / SCALE, y / SCALE) for n, (x, y) in pinned.items()}
    positions = nx.spring_layout(
        graph,
        pos=start or None,
        fixed=list(pinned) or None,
        seed=seed,
        k=1.2 / math.sqrt(max(1, len(nodes))) * 2,
    )
    out = {n: (float(p[0]) * SCALE, float(p[1]) * SCALE) for n, p in positions.items()}
    out.update(pinned)
    return out


class NodeItem(QGraphicsEllipseItem):
    def __init__(self, node: Node, name: str, graph: RelationsGraph, center: bool = False):
        super().__init__(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS)
        self.node = node
        self.graph = graph
        self.edges: list[EdgeItem] = []
        colour = color(KIND_COLOURS.get(node[0], RELATION))
        self.setBrush(QBrush(colour.lighter(170) if not center else colour.lighter(130)))
        self.setPen(QPen(colour, 3 if center else 1.5))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setZValue(2)
        self.name = name
        self.setToolTip(literal(name))
        self.label = QGraphicsSimpleTextItem(name, self)
        self.label.setBrush(QApplication.palette().text())  # read on the view's base
        rect = self.label.boundingRect()
        self.label.setPos(-rect.width() / 2, RADIUS + 2)
        self._pressed_at: QPointF | None = None

    def outline(self) -> QPainterPath:
        """A character a circle, a contact a rounded square: told apart without the colour."""
        path = QPainterPath()
        if self.node[0] == "contact":
            path.addRoundedRect(self.rect(), RADIUS * 0.3, RADIUS * 0.3)
        else:
            path.addEllipse(self.rect())
        return path

    def shape(self) -> QPainterPath:
        return self.outline()

    def paint(self, painter, option, widget=None) -> None:
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        painter.drawPath(self.outline())
        if option.state & QStyle.StateFlag.State_Selected:
            painter.setPen(QPen(QApplication.palette().text(), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.boundingRect().adjusted(1, 1, -1, -1))

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            for edge in self.edges:
                edge.adjust()
        return super().itemChange(change, value)

    def mousePressEvent(self, event) -> None:
        self._pressed_at = QPointF(self.pos())
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        """A double click puts this person in the middle."""
        event.accept()
        node, graph = self.node, self.graph  # redrawn after this event: the item goes
        QTimer.singleShot(0, lambda: graph.set_center(node))

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if self._pressed_at is not None and self.pos() != self._pressed_at:
            self.graph.node_moved.emit(self.node, self.pos().x(), self.pos().y())
        self._pressed_at = None


def kind_icon(kind: str) -> QIcon:
    """A short line in the colour of ``kind``'s ties, shown beside the kind's name: the
    graph's legend."""
    pixmap = QPixmap(24, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setPen(QPen(color(EDGE_COLOURS[kind]), 3))
    painter.drawLine(2, 6, 22, 6)
    painter.end()
    return QIcon(pixmap)


def edge_text(edge: Edge) -> str:
    """What a tie's label says: a favour's size in words (the GM's own words as written)."""
    if edge.kind == "favour" and edge.label in FAVOUR_SIZE_TEXTS:
        return FAVOUR_SIZE_TEXTS[edge.label].get(current_language())
    return edge.label


# how far apart the parallel lines of the ties between one pair run, in pixels
TIE_GAP = 10.0


def tie_tip(edge: Edge, source: str, target: str) -> str:
    """Who owes whom (a favour) or who is tied to whom, in words, for a tie's tooltip."""
    from PySide6.QtCore import QCoreApplication

    what = edge_text(edge)
    if edge.kind == "favour":
        text = QCoreApplication.translate("EdgeItem", "%1 owes %2: %3")
    else:
        text = QCoreApplication.translate("EdgeItem", "%1 → %2: %3") if what else "%1 → %2"
    return text.replace("%1", source).replace("%2", target).replace("%3", what)


class EdgeItem(QGraphicsPathItem):
    """A directed tie; ``slot`` of ``slots``: its place among the ties between the same two
    people. Each runs on a line of its own beside the others (two opposite favours are two
    arrows, not one double-headed line) with its label at its own line's middle, in a row
    of its own; pointing at it says who owes whom."""

    def __init__(
        self, edge: Edge, source: NodeItem, target: NodeItem, slot: int = 0, slots: int = 1
    ):
        super().__init__()
        self.edge, self.source, self.target = edge, source, target
        self.slot, self.slots = slot, max(1, slots)
        source.edges.append(self)
        target.edges.append(self)
        pen = QPen(color(EDGE_COLOURS.get(edge.kind, RELATION)), 1.5)
        if edge.suspected:
            pen.setStyle(Qt.PenStyle.DashLine)
        if edge.kind == "relation":
            pen.setWidthF(1.0 + abs(edge.attitude))
        self.setPen(pen)
        self.setZValue(1)
        self.setToolTip(literal(tie_tip(edge, source.name, target.name)))
        # the tie's own line, from the source's rim to the target's
        self.shaft = QLineF()
        # the label lies above every line (its own item, on a backing of the view's colour),
        # so a tie crossing it never strikes its words through
        self.label = QGraphicsSimpleTextItem(edge_text(edge))
        self.label.setBrush(QBrush(color(EDGE_COLOURS.get(edge.kind, RELATION))))
        self.label.setZValue(3)
        backing = QGraphicsRectItem(self.label.boundingRect().adjusted(-2, 0, 2, 0), self.label)
        backing.setBrush(QApplication.palette().base())
        backing.setPen(QPen(Qt.PenStyle.NoPen))
        backing.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.adjust()

    def itemChange(self, change, value):
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged:
            scene = self.scene()
            if scene is not None and self.label.scene() is not scene:
                scene.addItem(self.label)
        return super().itemChange(change, value)

    def adjust(self) -> None:
        a, b = self.source.pos(), self.target.pos()
        line = QLineF(a, b)
        path = QPainterPath()
        if line.length() < 1:
            self.setPath(path)
            return
        # across the pair, the same way whichever way a tie points (downwards, or to the
        # right): the ties between two people lie side by side along it, in slot order
        along = (b - a) / line.length()
        normal = QPointF(-along.y(), along.x())
        if normal.y() < 0 or (normal.y() == 0 and normal.x() < 0):
            normal = -normal
        offset = normal * ((self.slot - (self.slots - 1) / 2) * TIE_GAP)
        shrink = RADIUS / line.length()
        start = a + (b - a) * shrink + offset
        end = b - (b - a) * shrink + offset
        self.shaft = QLineF(start, end)
        path.moveTo(start)
        path.lineTo(end)
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        for side in (0.45, -0.45):  # an arrowhead: the tie is directed
            path.moveTo(end)
            path.lineTo(end - QPointF(math.cos(angle + side) * 9, math.sin(angle + side) * 9))
        self.setPath(path)
        # the labels of one pair stack in rows about the middle, each at its own line
        middle = (start + end) / 2
        rect = self.label.boundingRect()
        row = self.slot - self.slots / 2
        self.label.setPos(middle.x() - rect.width() / 2, middle.y() + row * rect.height())


class GraphCanvas(QWidget):
    """The graph's drawing surface (what it shows is in the view's description). The view
    takes the focus, not its surface (made so once it is the view's viewport: Qt gives a
    viewport the view's focus policy): a reader is told of a named, described scroll
    area, not of an empty filler that has the keys."""


class RelationsGraph(QWidget):
    """Pick a person, one or two steps, which ties; drag people where you want them."""

    node_moved = Signal(object, float, float)  # node, x, y

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.center = QComboBox()
        self.center.setObjectName("graph_center")
        self.steps = QSpinBox(minimum=1, maximum=2, value=1)
        self.steps.setObjectName("graph_steps")
        self.kind_boxes = {kind: QCheckBox() for kind in EDGE_KINDS}
        self.steps_label = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.center, 2)
        top.addWidget(self.steps_label)
        top.addWidget(self.steps)
        for kind, box in self.kind_boxes.items():
            box.setIcon(kind_icon(kind))  # the colour of the kind's lines, by its name
            box.setChecked(True)
            top.addWidget(box)
            box.toggled.connect(self.redraw)
        top.addStretch(1)
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene)
        self.view.setViewport(GraphCanvas())
        self.view.viewport().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        # what the empty picture means (no person chosen, or they have no ties shown)
        self.hint = QLabel()
        self.hint.setObjectName("graph_hint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        layout.addWidget(self.view)
        self.center.currentIndexChanged.connect(self.redraw)
        self.steps.valueChanged.connect(self.redraw)
        self.names: dict[Node, str] = {}
        self.all_edges: list[Edge] = []
        self.fixed: dict[Node, tuple[float, float]] = {}
        self.items: dict[Node, NodeItem] = {}
        self.retranslate()

    def retranslate(self) -> None:
        self.steps_label.setText(self.tr("Steps out:"))
        self.steps.setAccessibleName(self.steps_label.text())
        self.view.setAccessibleName(self.tr("Graph of ties"))
        self.hint.setText(
            self.tr("Choose a person above to see whom they know, owe and stand with.")
        )
        texts = {
            "relation": self.tr("Relations"),
            "link": self.tr("Who knows whom"),
            "favour": self.tr("Favours owed"),
            "liaison": self.tr("Network liaisons"),
        }
        for kind, box in self.kind_boxes.items():
            box.setText(texts[kind])

    def set_web(self, names: dict[Node, str], all_edges: list[Edge], fixed) -> None:
        self.names, self.all_edges, self.fixed = dict(names), list(all_edges), dict(fixed)
        current = self.center.currentData()
        self.center.blockSignals(True)
        self.center.clear()
        self.center.addItem(self.tr("Choose a person…"), None)
        for node, name in sorted(names.items(), key=lambda item: (item[0][0], item[1].casefold())):
            suffix = "" if node[0] == "character" else self.tr(" (contact)")
            self.center.addItem(name + suffix, f"{node[0]}:{node[1]}")
        self.center.setCurrentIndex(max(0, self.center.findData(current)))
        self.center.blockSignals(False)
        self.redraw()

    def set_center(self, node: Node) -> None:
        self.center.setCurrentIndex(max(0, self.center.findData(f"{node[0]}:{node[1]}")))

    def current_center(self) -> Node | None:
        data = self.center.currentData()
        if not data:
            return None
        kind, _, ident = data.partition(":")
        return kind, int(ident)

    def _describe(self, ties: list[Edge]) -> None:
        """What the picture shows, for a screen reader: each tie drawn, one a line."""
        lines = [
            tie_tip(tie, self.names.get(tie.source, "?"), self.names.get(tie.target, "?"))
            for tie in ties
        ]
        center = self.names.get(self.current_center(), "?")
        self.view.setAccessibleDescription(
            "\n".join(lines) or self.tr("{name} has no ties shown.").format(name=center)
        )

    def redraw(self, *_args) -> None:
        self.scene.clear()
        self.items = {}
        center = self.current_center()
        self.hint.setVisible(center is None)
        if center is None:
            self.view.setAccessibleDescription(self.hint.text())
            return
        kinds = [k for k, box in self.kind_boxes.items() if box.isChecked()]
        nodes, ties = neighbourhood(center, self.all_edges, self.steps.value(), kinds)
        positions = layout(nodes, ties, self.fixed)
        for node in sorted(nodes):
            name = self.names.get(node, "?")
            item = NodeItem(node, name, self, center=node == center)
            item.setPos(*positions[node])
            self.scene.addItem(item)
            self.items[node] = item
        pairs: dict[frozenset, list[Edge]] = {}
        for tie in ties:
            pairs.setdefault(frozenset((tie.source, tie.target)), []).append(tie)
        for shared in pairs.values():
            for slot, tie in enumerate(shared):
                item = EdgeItem(
                    tie, self.items[tie.source], self.items[tie.target], slot, len(shared)
                )
                self.scene.addItem(item)
        self._describe(ties)
        rect = self.scene.itemsBoundingRect().adjusted(-40, -40, 40, 40)
        self.scene.setSceneRect(rect)
        self.view.fitInView(
            rect if rect.isValid() else QRectF(-100, -100, 200, 200),
            Qt.AspectRatioMode.KeepAspectRatio,
        )
