"""The item roles and flags every thin model of the UI shares."""

from __future__ import annotations

from PySide6.QtCore import Qt

#: the value a proxy sorts by (numbers as numbers, text folded)
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: the plain record behind a row
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2

READ_ONLY = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
EDITABLE = READ_ONLY | Qt.ItemFlag.ItemIsEditable


def flags(editable: bool = False) -> Qt.ItemFlag:
    """The flags of a cell: selectable and enabled, editable where asked."""
    return EDITABLE if editable else READ_ONLY
