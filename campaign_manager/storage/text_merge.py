"""Three-way merge of a text two clients changed from one version (a character's notes).

Notes are rich text as a QTextEdit writes it: HTML with every paragraph, list item and
heading on a line of its own, so the merge works on lines (one block each, and the
document's head), with Breezy's ``merge3``: a line only one side changed takes that
side's change; where both changed the same lines (or inserted at the same place)
differently, it is a conflict, for the GM to decide. The document's head (up to its
``<body>`` line: the editor's default font and styles, which differ between computers) is
no one's change: the newest stored one is kept.
"""

from __future__ import annotations

from dataclasses import dataclass

from merge3 import Merge3


@dataclass(frozen=True)
class Merged:
    """The merge of ``mine`` and ``theirs`` from ``base``: ``text`` where it is clean
    (no ``conflicts``); ``both``, where they conflict, holds theirs and then mine."""

    text: str
    both: str
    conflicts: int


def lines(text: str) -> list[str]:
    """The text's lines, each with its line end (the blocks of a notes document)."""
    return (text or "").splitlines(keepends=True)


def _ended(block: list[str]) -> list[str]:
    """``block`` whose last line ends with a line end (so another block can follow it)."""
    if block and not block[-1].endswith(("\n", "\r")):
        return [*block[:-1], block[-1] + "\n"]
    return block


def _head(text: list[str]) -> tuple[list[str], list[str]]:
    """The document's head (its lines up to and with the ``<body`` one) and the rest."""
    for number, line in enumerate(text[:40]):
        if "<body" in line:
            return text[: number + 1], text[number + 1 :]
    return [], text


def merge_text(base: str, mine: str, theirs: str) -> Merged:
    """Merge the changes from ``base`` to ``mine`` and from ``base`` to ``theirs``."""
    if mine == theirs or theirs == base:
        return Merged(mine, mine, 0)
    if mine == base:
        return Merged(theirs, theirs, 0)
    head, base_lines = _head(lines(base))
    _mine_head, mine_lines = _head(lines(mine))
    their_head, their_lines = _head(lines(theirs))
    clean: list[str] = list(their_head or _mine_head or head)
    both: list[str] = list(clean)
    conflicts = 0
    for group in Merge3(base_lines, mine_lines, their_lines).merge_groups():
        if group[0] == "conflict":
            _kind, _base, ours, other = group
            conflicts += 1
            both.extend(_ended(list(other)) + list(ours))
            clean.extend(ours)
        else:
            clean.extend(group[1])
            both.extend(group[1])
    return Merged("".join(clean), "".join(both), conflicts)
