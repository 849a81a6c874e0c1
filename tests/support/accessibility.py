"""What a screen reader finds wrong in a window: a walk of its ``QAccessible`` tree (the tree
Qt hands to AT-SPI), listing each control a blind user could not use.

A problem is one of:
- a focusable control with no accessible name (after Qt's own inference from a buddy label,
  the button's text, the group box's title…);
- a role that lies: a control the user clicks whose role says it is only a pane, nothing at
  all, or a piece of static text (a ``QLabel`` used as a button);
- a picture-only label (an icon, a pixmap) with no name, so its meaning is only in the image;
- a table whose columns have no header a reader can say.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QLabel, QTableView, QWidget

Role = QAccessible.Role

# Roles that say "nothing to operate here": a control the user clicks must not have them.
PASSIVE = {Role.Client, Role.NoRole, Role.Pane, Role.StaticText, Role.Grouping, Role.Graphic}
# Parts of another control (a spin box's arrows, a scroll bar's pages, a combo's list…):
# Qt names them itself or a reader never stops on them.
PARTS = {Role.ScrollBar, Role.Separator, Role.Grip, Role.Whitespace, Role.Indicator}
DEEPEST = 40


def describe(widget: QWidget | None, iface) -> str:
    """How a test's message names a control: its class, object name and role."""
    kind = type(widget).__name__ if widget is not None else "?"
    name = widget.objectName() if widget is not None else ""
    role = iface.role().name
    text = ""
    if isinstance(widget, QAbstractButton):
        text = f" {widget.text()!r}" if widget.text() else " (icon only)"
    elif isinstance(widget, QLabel):
        text = f" {widget.text()[:40]!r}"
    where = ""
    parent = widget.parentWidget() if widget is not None else None
    while parent is not None and not type(parent).__module__.startswith("campaign_manager"):
        parent = parent.parentWidget()
    if parent is not None and not parent.isWindow():
        where = f" in {type(parent).__name__}"
    return f"{kind}{'#' + name if name else ''} [{role}]{text}{where}"


def _clickable(widget: QWidget) -> bool:
    """Whether ``widget``'s own Python class reacts to a mouse click (a custom control)."""
    cls = type(widget)
    own = getattr(widget, "__dict__", {})
    if "mousePressEvent" in own or "mouseReleaseEvent" in own:  # set on the one widget
        return True
    if not cls.__module__.startswith(("campaign_manager", "tests")):
        return False
    for method in ("mousePressEvent", "mouseReleaseEvent"):
        mine = getattr(cls, method, None)
        for base in cls.__mro__:
            if base.__module__.startswith("PySide6"):
                if mine is not getattr(base, method, None):
                    return True
                break
    return False


def _name(iface) -> str:
    return (iface.text(QAccessible.Text.Name) or "").strip()


def problems(root: QWidget) -> list[str]:
    """Every control under ``root`` (shown) that a screen reader user could not use."""
    found: list[str] = []
    seen: set[int] = set()
    _walk(QAccessible.queryAccessibleInterface(root), found, seen, 0)
    # a table's cell widgets are not its accessible children (the cells are), yet each
    # one takes focus and is announced on its own
    for widget in root.findChildren(QWidget):
        if id(widget) not in seen and widget.isVisibleTo(root) and widget.isVisible():
            iface = QAccessible.queryAccessibleInterface(widget)
            if iface is not None and iface.isValid() and not iface.state().invisible:
                seen.add(id(widget))
                _check(iface, widget, iface.role(), iface.state(), found)
    return found


def _walk(iface, found: list[str], seen: set[int], depth: int) -> None:
    if iface is None or not iface.isValid() or depth > DEEPEST:
        return
    state = iface.state()
    if state.invisible:  # scrolled out of sight ("offscreen") still counts
        return
    obj = iface.object()
    widget = obj if isinstance(obj, QWidget) else None
    own = widget is not None and id(widget) not in seen  # an item's iface shares its view
    if own:
        seen.add(id(widget))
    role = iface.role()
    if own or role not in (Role.Cell, Role.ListItem, Role.TreeItem, Role.Row):
        _check(iface, widget if own else None, role, state, found)
    for index in range(iface.childCount()):
        _walk(iface.child(index), found, seen, depth + 1)


def _check(iface, widget, role, state, found: list[str]) -> None:
    if role in PARTS:
        return
    name = _name(iface)
    what = describe(widget, iface)
    if widget is not None and widget.focusProxy() is not None:
        return  # its focus goes to the proxy, itself checked (a tab widget's tab bar)
    an_item = role in (Role.Cell, Role.ColumnHeader, Role.RowHeader) and widget is None
    if state.focusable and not name and role not in (Role.Dialog, Role.Window) and not an_item:
        found.append(f"no name: {what}")
    if widget is not None and _clickable(widget) and role in PASSIVE:
        found.append(f"role lies (clicked, but says {role.name}): {what}")
    custom = widget is not None and type(widget).__module__.startswith(
        ("campaign_manager", "tests")
    )
    if custom and state.focusable and role in (Role.Client, Role.NoRole):
        found.append(f"role lies (focusable, but says {role.name}): {what}")
    if isinstance(widget, QLabel) and not widget.text().strip() and not name:
        pixmap = widget.pixmap()
        if pixmap is not None and not pixmap.isNull():
            found.append(f"picture without a name: {what}")
    if isinstance(widget, QTableView) and widget.model() is not None:
        header = widget.horizontalHeader()
        model = widget.model()
        if header.isHidden() and model.columnCount() > 1:
            found.append(f"table hides its column headers: {what}")
        for column in range(model.columnCount()):
            if header.isSectionHidden(column):
                continue
            title = model.headerData(column, header.orientation())
            if not str(title or "").strip():
                found.append(f"column {column} has no header: {what}")
