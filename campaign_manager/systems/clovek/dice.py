"""d10 dice pools (Střety). Faces are 0–9 as printed on a d10; 0 counts as 10.

The text does not say what a success is; the threshold is a campaign setting
(ClovekSettings.success_threshold, default 7+). The GM can always enter faces or the
number of successes by hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from campaign_manager.systems.common import RuleError, Text, roll


def face_value(face: int) -> int:
    """A d10 face 0–9 as a number: 0 counts as 10."""
    check_faces([face])
    return 10 if face == 0 else face


def check_faces(faces: Sequence[int]) -> list[int]:
    result = []
    for face in faces:
        if not isinstance(face, int) or isinstance(face, bool) or not 0 <= face <= 9:
            raise RuleError(
                Text(
                    cs=f"Hod k10 je číslo 0–9 (0 = 10), ne {face!r}.",
                    en=f"A d10 face is a number 0–9 (0 = 10), not {face!r}.",
                ),
                "input",
            )
        result.append(face)
    return result


def roll_faces(count: int, rng: random.Random | None = None) -> list[int]:
    """``count`` d10 faces (0–9) from an injectable RNG."""
    if not isinstance(count, int) or count < 0:
        raise RuleError(Text(cs="Počet kostek ≥ 0.", en="Dice count must be ≥ 0."), "input")
    return [roll(10, rng) % 10 for _ in range(count)]


@dataclass(frozen=True)
class Pool:
    faces: tuple[int, ...]
    successes: int
    threshold: int
    by_hand: bool = False


def count_successes(faces: Sequence[int], threshold: int = 7) -> int:
    return sum(1 for face in check_faces(faces) if face_value(face) >= threshold)


def roll_pool(
    count: int,
    rng: random.Random | None = None,
    threshold: int = 7,
    faces: Sequence[int] | None = None,
) -> Pool:
    """Roll ``count`` dice (or take ``faces`` entered by hand) and count the successes."""
    if faces is not None:
        faces = check_faces(faces)
        if len(faces) != count:
            raise RuleError(
                Text(
                    cs=f"Zadáno {len(faces)} kostek, čekáno {count}.",
                    en=f"{len(faces)} faces entered, {count} expected.",
                ),
                "input",
            )
        return Pool(tuple(faces), count_successes(faces, threshold), threshold, by_hand=True)
    rolled = roll_faces(count, rng)
    return Pool(tuple(rolled), count_successes(rolled, threshold), threshold)


def manual_successes(successes: int, threshold: int = 7) -> Pool:
    """The GM enters only the number of successes."""
    if not isinstance(successes, int) or isinstance(successes, bool) or successes < 0:
        raise RuleError(Text(cs="Úspěchy ≥ 0.", en="Successes must be ≥ 0."), "input")
    return Pool((), successes, threshold, by_hand=True)
