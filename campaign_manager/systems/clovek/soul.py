"""Psychological disorders and the soul (Člověk, Psychické poruchy; Duše).

Soul: a grade (stupeň duše) and a hierarchy of sins, one per grade. A sin of grade ≤ the
soul's grade forces a choice: *hold* the soul (lethal mental wounds) or let it *fall* one
grade (stun mental wounds); either way the wound size is soul grade − sin grade + 1, split
among the mental scars (vůle, příčetnost) as the player likes. Sins above the grade are free.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from campaign_manager.systems.clovek.scars import MENTAL_SCARS, Severity
from campaign_manager.systems.common import RuleError, Text, points_cs

SIN_CHOICES = ("hold", "fall")


@dataclass
class Disorder:
    """A psychological disorder: temporary or permanent, a lasting effect and/or a trigger."""

    name: str
    permanent: bool = False
    effect: str = ""  # lasting effect (trvající vliv), applies all the time
    trigger: str = ""  # its specific trigger (spoušť)
    triggered: bool = False  # acts for the rest of the scene

    def to_dict(self) -> dict:
        return asdict(self)


def sin_wound_size(soul_grade: int, sin_grade: int) -> int:
    """Mental wound points for a sin: grade − sin grade + 1; 0 for sins above the grade."""
    if sin_grade > soul_grade:
        return 0
    return soul_grade - sin_grade + 1


@dataclass
class Soul:
    grade: int = 0
    sins: dict[int, str] = field(default_factory=dict)  # grade → the sin of that grade

    def sin_outcome(self, sin_grade: int, choice: str) -> tuple[Severity | None, int, int]:
        """(severity, points, new grade) for committing a sin of ``sin_grade``."""
        if choice not in SIN_CHOICES:
            raise RuleError(
                Text(
                    cs="Při hříchu hráč volí udržet duši (hold) nebo pád o stupeň (fall).",
                    en="On a sin the player chooses to hold the soul ('hold') or to fall one "
                    "grade ('fall').",
                ),
                "input",
            )
        points = sin_wound_size(self.grade, sin_grade)
        if points == 0:
            return None, 0, self.grade
        if choice == "hold":
            return Severity.LETHAL, points, self.grade
        return Severity.STUN, points, self.grade - 1

    def to_dict(self) -> dict:
        return {"grade": self.grade, "sins": {str(k): v for k, v in sorted(self.sins.items())}}


def check_split(split: dict[str, int] | None, points: int) -> dict[str, int]:
    """Validate how ``points`` mental wound points are split among will and sanity."""
    if points == 0:
        return {}
    if split is None:
        raise RuleError(
            Text(
                cs=f"Rozdělte {points_cs(points)} mentálního zranění mezi jizvy vůle a příčetnost "
                "(Člověk, Duše).",
                en=f"Split {points} points of mental wound between the will and sanity scars "
                "(Člověk, Soul).",
            ),
            "choice",
        )
    if any(key not in MENTAL_SCARS for key in split) or any(
        not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in split.values()
    ):
        raise RuleError(
            Text(
                cs="Zranění lze rozdělit jen mezi mentální jizvy vůle a příčetnost, po celých "
                "nezáporných bodech.",
                en="The wound can be split only between the mental scars will and sanity, in "
                "whole non-negative points.",
            ),
            "input",
        )
    if sum(split.values()) != points:
        raise RuleError(
            Text(
                cs=f"Rozdělení musí dát dohromady {points_cs(points)}, dává {sum(split.values())} "
                "(Člověk, Duše).",
                en=f"The split must add up to {points} points, not {sum(split.values())} "
                "(Člověk, Soul).",
            ),
            "input",
        )
    return {key: n for key, n in split.items() if n}
