"""What changed between two long texts, kept both ways: a fight's state before and after a
step differ in a few combatants, so the kept history keeps those pieces, not the states.

A text is cut into pieces at ``}, `` (where one JSON object of the state ends and the next
member begins); :func:`diff` gives the runs of pieces that differ, each with what it
held before and after, and :func:`apply` rebuilds either text from the other. A run of
pieces is kept as their count and their text joined again (no piece holds the cut).
"""

from __future__ import annotations

from itertools import count

CUT = "}, "

#: one run that differs: (its first piece in the old text, how many pieces it had there,
#: their text, how many it has in the new text, their text)
Hunk = tuple[int, int, str, int, str]


def _run(pieces: list[str]) -> tuple[int, str]:
    return len(pieces), CUT.join(pieces)


def pieces(text: str) -> list[str]:
    """``text`` cut into its pieces (for :func:`diff`)."""
    return text.split(CUT)


def diff(a: list[str], b: list[str]) -> list[Hunk]:
    """The runs of pieces in which the text of pieces ``b`` differs from that of ``a``
    (:func:`pieces`): the common start and end are left out; between them, pieces are
    compared one to one where both have as many, else the whole stretch is one run."""
    top = min(len(a), len(b))
    start = next((i for i, x, y in zip(count(), a, b, strict=False) if x != y), top)
    end_a, end_b = len(a), len(b)
    while end_a > start and end_b > start and a[end_a - 1] == b[end_b - 1]:
        end_a -= 1
        end_b -= 1
    if end_a - start != end_b - start:
        return [(start, *_run(a[start:end_a]), *_run(b[start:end_b]))]
    differing = [
        i
        for i, x, y in zip(range(start, end_a), a[start:end_a], b[start:end_b], strict=True)
        if x != y
    ]
    hunks: list[Hunk] = []
    first = 0
    while first < len(differing):
        last = first
        while last + 1 < len(differing) and differing[last + 1] == differing[last] + 1:
            last += 1
        low, high = differing[first], differing[last] + 1
        hunks.append((low, *_run(a[low:high]), *_run(b[low:high])))
        first = last + 1
    return hunks


def _pieces(number: int, text: str) -> list[str]:
    pieces = text.split(CUT) if number else []
    if len(pieces) != number:
        raise ValueError("a run of pieces does not hold as many as it says")
    return pieces


def apply(text: str, hunks: list, forward: bool = True) -> str:
    """The new text from the old one (``forward``), or the old from the new; ValueError
    where ``text`` does not hold what the runs say it held."""
    pieces = text.split(CUT)
    out: list[str] = []
    cursor = shift = 0
    for start, old_count, old_text, new_count, new_text in hunks:
        was, becomes = _pieces(old_count, old_text), _pieces(new_count, new_text)
        if not forward:
            was, becomes = becomes, was
        at = start if forward else start + shift
        if at < cursor or pieces[at : at + len(was)] != was:
            raise ValueError("the text does not hold what the step changed")
        out.extend(pieces[cursor:at])
        out.extend(becomes)
        cursor = at + len(was)
        shift += new_count - old_count
    out.extend(pieces[cursor:])
    return CUT.join(out)
