"""Texts in the order a reader expects, for the tables that sort names and words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCollator, QLocale, Qt


class NameKeys:
    """Names in the order a reader expects: by the alphabet of the Czech locale (Č after C,
    Ch after H) and numbers by their value ("Strážný 2" before "Strážný 102" before
    "Strážný 1006"), case aside. Qt's collator (ICU) works the order out; each name's key
    is kept, so a sort or an insert after the first pays for new names only."""

    def __init__(self):
        self._collator = QCollator(QLocale("cs_CZ"))
        self._collator.setNumericMode(True)
        self._collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._keys: dict[str, Any] = {}

    def key(self, name: str):
        found = self._keys.get(name)
        if found is None:
            found = self._keys[name] = self._collator.sortKey(name)
        return found

    def value_key(self, value: Any):
        """A sort value's key: a text by :meth:`key`, anything else (a number) as it is."""
        return self.key(value) if type(value) is str else value
