"""Texts in the order a reader expects, for the tables that sort names and words."""

from __future__ import annotations

import re
from typing import Any

# Czech letters as the alphabet orders them (Czech, "Abeceda"): č, ř, š and ž are letters
# of their own after c, r, s and z; a letter with an acute, a ring or a háček otherwise
# sorts with its plain letter (á with a, ď with d). "\x7f" sorts after every letter.
_LETTERS = str.maketrans(
    {
        **dict.fromkeys("áä", "a"),
        **dict.fromkeys("éěë", "e"),
        "í": "i",
        **dict.fromkeys("óö", "o"),
        **dict.fromkeys("úůü", "u"),
        "ý": "y",
        "ď": "d",
        "ť": "t",
        "ň": "n",
        "č": "c\x7f",
        "ř": "r\x7f",
        "š": "s\x7f",
        "ž": "z\x7f",
    }
)
_DIGIT = re.compile(r"\d")
_NUMBER = re.compile(r"(\d+)")


def name_key(text: str) -> str:
    """``text`` as a plain string that sorts as a Czech reader expects: Č after C, Ch after
    H, case aside, and numbers by their value ("Strážný 2" before "Strážný 102")."""
    key = text.casefold()
    if "ch" in key:
        key = key.replace("ch", "h\x7f")  # ch is a letter of its own, after h
    key = key.translate(_LETTERS)
    if _DIGIT.search(key) is None:
        return key
    parts = _NUMBER.split(key)
    parts[1::2] = [number.zfill(20) for number in parts[1::2]]
    return "".join(parts)


class NameKeys:
    """Names in the order a reader expects (:func:`name_key`), each name's key kept, so a
    sort or an insert after the first pays for new names only.

    The keys are plain strings, so a sort compares them without calling out of the
    interpreter: Qt's collator (ICU) orders the same way, but its keys compare one Qt
    call at a time, and a 50,000-row ledger column took ten times as long to sort."""

    def __init__(self):
        self._keys: dict[str, str] = {}

    def key(self, name: str) -> str:
        found = self._keys.get(name)
        if found is None:
            found = self._keys[name] = name_key(name)
        return found

    def value_key(self, value: Any):
        """A sort value's key: a text by :meth:`key`, anything else (a number) as it is."""
        return self.key(value) if type(value) is str else value

    def keys_of(self, values) -> tuple:
        """:meth:`value_key` of each of ``values`` (a row's sort values, keyed once where
        the row is built: the first sort then costs what a later one does)."""
        known = self._keys
        keyed = []
        for value in values:
            if type(value) is str:
                found = known.get(value)
                if found is None:
                    found = known[value] = name_key(value)
                value = found
            keyed.append(value)
        return tuple(keyed)
