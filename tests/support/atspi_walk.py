"""What a screen reader gets from an app over AT-SPI, as JSON: run with Debian's
/usr/bin/python3 (``python3-pyatspi`` is a Debian package, not the project's venv), with the
session bus of the app (DBUS_SESSION_BUS_ADDRESS) in the environment.

    /usr/bin/python3 tests/support/atspi_walk.py walk PID
        one JSON object: {"found": bool, "nodes": [...]}, every node SHOWING in the windows
        of the process PID, depth first (a table's cells: its first rows only)
    /usr/bin/python3 tests/support/atspi_walk.py listen PID
        prints ``listening`` once registered, then one JSON line per event of the process
        (announcements, name and text changes) until its stdin closes

Used by tests/ui/test_atspi_walk.py; nothing of the project is imported here."""

from __future__ import annotations

import json
import sys
import time

import pyatspi

TABLE_ROLES = {"table", "tree table"}
# the rows of a table walked (a reader reads a few; the rest are the same kind)
TABLE_ROWS = 2
MAX_NODES = 4000


def app_of(pid: int):
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        try:
            if app.get_process_id() == pid:
                return app
        except Exception:  # an app gone away while listed
            continue
    return None


def states_of(node) -> list[str]:
    names = []
    state_set = node.getState()
    for state, name in (
        (pyatspi.STATE_FOCUSABLE, "focusable"),
        (pyatspi.STATE_FOCUSED, "focused"),
        (pyatspi.STATE_SHOWING, "showing"),
        (pyatspi.STATE_VISIBLE, "visible"),
        (pyatspi.STATE_ENABLED, "enabled"),
        (pyatspi.STATE_EDITABLE, "editable"),
        (pyatspi.STATE_CHECKABLE, "checkable"),
        (pyatspi.STATE_SELECTABLE, "selectable"),
    ):
        if state_set.contains(state):
            names.append(name)
    return names


def describe(node, path: str) -> dict:
    info = {
        "path": path,
        "role": node.getRoleName(),
        "name": node.name or "",
        "description": node.description or "",
        "states": states_of(node),
        "children": node.childCount,
    }
    try:
        info["id"] = node.get_accessible_id() or ""
    except Exception:  # an older bus without ids
        info["id"] = ""
    try:
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        info["size"] = [box.width, box.height]
    except NotImplementedError:
        info["size"] = [0, 0]
    try:
        text = node.queryText()
        info["text"] = text.getText(0, min(text.characterCount, 200))
    except NotImplementedError:
        pass
    try:
        action = node.queryAction()
        info["actions"] = [action.getName(i) for i in range(action.nActions)]
    except NotImplementedError:
        pass
    if info["role"] in TABLE_ROLES:
        try:
            table = node.queryTable()
            columns = table.nColumns
            headers = []
            for column in range(min(columns, 30)):
                header = table.getColumnHeader(column)
                headers.append((header.name if header is not None else "") or "")
            if table.nRows == 0:
                # the bus asks a table's first row for its headers: an empty table's are
                # read from its header cells (its first children), as a reader meets them
                cells = [node.getChildAtIndex(i) for i in range(min(node.childCount, 31))]
                names = [
                    c.name or "" for c in cells if c is not None and "header" in c.getRoleName()
                ]
                headers = (names + [""] * columns)[:columns] if names else headers
            info["table"] = {"rows": table.nRows, "columns": columns, "headers": headers}
        except NotImplementedError:
            info["table"] = None
    return info


def walk(node, path: str, out: list[dict]) -> None:
    if len(out) >= MAX_NODES:
        return
    try:
        info = describe(node, path)
    except Exception as error:  # a node gone while walked (a view re-filled)
        out.append({"path": path, "role": "gone", "error": repr(error)})
        return
    if "showing" not in info["states"] and info["role"] not in ("frame", "window", "dialog"):
        return
    out.append(info)
    count = info["children"]
    if info["role"] in TABLE_ROLES and info.get("table"):
        count = min(count, (TABLE_ROWS + 1) * max(1, info["table"]["columns"]) + 2)
    for index in range(min(count, 500)):
        try:
            child = node.getChildAtIndex(index)
        except Exception:
            continue
        if child is not None:
            walk(child, f"{path}/{index}", out)


def do_walk(pid: int) -> int:
    # the app registers with the bus a moment after its window is shown: asked again until
    # it is there (a condition, with a generous bound for a loaded machine)
    deadline = time.monotonic() + 60
    app = app_of(pid)
    while app is None and time.monotonic() < deadline:
        time.sleep(0.2)
        app = app_of(pid)
    if app is None:
        print(json.dumps({"found": False, "nodes": []}))
        return 0
    nodes: list[dict] = []
    for index in range(app.childCount):
        window = app.getChildAtIndex(index)
        if window is not None and window.getState().contains(pyatspi.STATE_SHOWING):
            walk(window, str(index), nodes)
    print(json.dumps({"found": True, "nodes": nodes}, ensure_ascii=False))
    return 0


EVENTS = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:text-changed:insert",
    "object:state-changed:focused",
)


def do_listen(pid: int) -> int:
    from gi.repository import GLib

    def on_event(event) -> None:
        try:
            source = event.source
            if source is None or source.get_process_id() != pid:
                return
            line = {
                "type": str(event.type),
                "role": source.getRoleName(),
                "name": source.name or "",
                "detail1": event.detail1,
                "data": event.any_data if isinstance(event.any_data, str) else "",
            }
        except Exception:
            return
        print(json.dumps(line, ensure_ascii=False), flush=True)

    pyatspi.Registry.registerEventListener(on_event, *EVENTS)

    def stdin_closed(*_args) -> bool:
        pyatspi.Registry.stop()
        return False

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_HUP | GLib.IO_IN, stdin_closed)
    GLib.idle_add(lambda: print("listening", flush=True) and False)
    pyatspi.Registry.start()
    return 0


def main() -> int:
    command, pid = sys.argv[1], int(sys.argv[2])
    return {"walk": do_walk, "listen": do_listen}[command](pid)


if __name__ == "__main__":
    raise SystemExit(main())
