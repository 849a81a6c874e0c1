"""What a screen reader user cannot use, found in a walk of the accessible tree
(tests/support/atspi_walk.py's nodes): a focusable control with no name, a role that lies,
text that is only in a picture."""

from __future__ import annotations

# a control a reader says by its role and name: without a name it is "button" and no more
CONTROLS = {
    "push button",
    "toggle button",
    "check box",
    "radio button",
    "combo box",
    "spin button",
    "slider",
    "text",
    "entry",
    "password text",
    "page tab",
    "list",
    "list box",
    "table",
    "tree table",
    "tree",
    "menu item",
    "check menu item",
    "radio menu item",
    "link",
}
# roles that say "nothing to use here": one with a press action lies, and so does a focusable
# one with nothing under it (the focus lands on it: it is a control; a container passes its
# focus on, a label that takes focus to let its words be selected says them)
NOT_CONTROLS = {"label", "filler", "panel", "unknown", "redundant object", "static", "canvas"}
# roles a picture or a painted surface is reported with
PAINTED = {"filler", "panel", "unknown", "canvas", "image", "drawing area", "redundant object"}
PRESS_ACTIONS = {"press", "Press", "click", "Click", "activate", "Activate"}
# smaller than this, a leaf is a line, a gap or an icon beside its own words
PICTURE_SIZE = (48, 24)
# larger than this, a painted leaf shows more than its name can say (a graph, the TV's rows):
# what it shows is in its description (or its parent's: a scroll area's viewport)
SCENE_SIZE = (200, 100)


def _parent(path: str) -> str:
    return path.rpartition("/")[0]


def problems(nodes: list[dict]) -> list[str]:
    found = []
    by_path = {node["path"]: node for node in nodes}
    for node in nodes:
        role, name = node.get("role", ""), (node.get("name") or "").strip()
        if role == "gone":
            continue
        states = set(node.get("states", ()))
        description = (node.get("description") or "").strip()
        said = name or description
        where = f"{node['path']} {node.get('id', '')} ({role})"
        leaf = node.get("children", 0) == 0
        if "focusable" in states and role in CONTROLS and not said:
            found.append(f"{where}: a focusable control with no name")
        if (role in NOT_CONTROLS and set(node.get("actions", ())) & PRESS_ACTIONS) or (
            role in NOT_CONTROLS - {"label"} and "focusable" in states and leaf
        ):
            found.append(f"{where} '{name}': a control that says it is a {role}")
        table = node.get("table")
        if role in ("table", "tree table") and table and table["columns"] > 0:
            empty = [i for i, header in enumerate(table["headers"]) if not header.strip()]
            if empty:
                found.append(f"{where} '{name}': columns {empty} have no header")
        width, height = node.get("size", (0, 0))
        parent = by_path.get(_parent(node["path"]), {})
        told = description or (parent.get("description") or "").strip()
        told = told or (node.get("text") or parent.get("text") or "").strip()
        if role in PAINTED and leaf and width >= PICTURE_SIZE[0] and height >= PICTURE_SIZE[1]:
            if not (said or told):
                found.append(f"{where} {width}×{height}: a painted surface a reader cannot read")
            elif width >= SCENE_SIZE[0] and height >= SCENE_SIZE[1] and not told:
                found.append(f"{where} '{name}' {width}×{height}: what it shows is only painted")
    return found
