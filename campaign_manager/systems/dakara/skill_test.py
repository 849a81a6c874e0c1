"""The skill test (Dovednostní test, s. 15–18).

Actor: skill + modifiers + 1d6; opposition: difficulty (or the opposing skill) +
modifiers + 1d6. The actor succeeds on a total ≥ the opposition's (ties go to the acting
side, or a draw where that makes sense). Automatic success without a roll when the
actor's skill + modifiers ≥ difficulty + modifiers + 2, never in combat. A failure by
1–2 is a plain failure, by 3–5 mild complications, by 6+ serious complications; or, when
the GM threatens injury instead, injury = the margin + hazard modifier − armour.
Rolls come from an injectable ``random.Random`` or are entered by hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import IntEnum

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.dakara.costs import check_rating

AUTOMATIC_MARGIN = 2
OUTCOMES = ("success", "failure", "mild_complications", "serious_complications")
OUTCOME_TEXTS = {
    "success": Text("úspěch", "success"),
    "failure": Text("neúspěch bez komplikací", "failure, no complications"),
    "mild_complications": Text("neúspěch, mírné komplikace", "failure, mild complications"),
    "serious_complications": Text("neúspěch, vážné komplikace", "failure, serious complications"),
}


class DescriptionBonus(IntEnum):
    """Dovednostní finta: +1 for a plausible description, +2 for an excellent idea."""

    NONE = 0
    DESCRIBED = 1
    EXCELLENT = 2


@dataclass(frozen=True)
class TestResult:
    success: bool
    automatic: bool
    margin: int | None  # actor total − opposition total; None when automatic
    outcome: str  # one of OUTCOMES
    actor_total: int | None = None
    opposition_total: int | None = None
    draw: bool = False  # a tie the GM declared a draw

    __test__ = False  # not a pytest class

    @property
    def text(self) -> Text:
        if self.automatic:
            return Text("automatický úspěch", "automatic success")
        if self.draw:
            return Text("remíza", "draw")
        return OUTCOME_TEXTS[self.outcome]

    def injury(self, hazard_modifier: int = 0, armour: int = 0) -> int:
        """Injury instead of complications: the margin + hazard modifier − armour, never below 0."""
        return failure_injury(self.margin, hazard_modifier, armour)


def check_die(value: object, what: str = "roll") -> int:
    """A hand-entered d6 result, 1..6."""
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise RuleError(
            Text(
                cs=f"{what}: hod 1k6 musí být 1–6, ne {value!r}.",
                en=f"{what}: a 1d6 roll must be 1–6, not {value!r}.",
            ),
            "die_range",
        )
    return value


def _int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(
            Text(
                cs=f"{what} musí být celé číslo, ne {value!r}.",
                en=f"{what} must be a whole number, not {value!r}.",
            ),
            "not_int",
        )
    return value


def failure_outcome(margin: int) -> str:
    """The outcome for ``margin`` = actor total − opposition total."""
    if margin >= 0:
        return "success"
    shortfall = -margin
    if shortfall >= 6:
        return "serious_complications"
    if shortfall >= 3:
        return "mild_complications"
    return "failure"


def failure_injury(margin: int | None, hazard_modifier: int = 0, armour: int = 0) -> int:
    """Injury from a failed test: the shortfall + hazard modifier − armour, at least 0."""
    if margin is None or margin >= 0:
        return 0
    if armour < 0:
        raise RuleError(
            Text(cs="Zbroj nesmí být záporná.", en="Armour cannot be negative."), "armour"
        )
    return max(0, -margin + hazard_modifier - armour)


def is_automatic(
    skill: int,
    difficulty: int,
    actor_modifier: int = 0,
    opposition_modifier: int = 0,
    in_combat: bool = False,
) -> bool:
    """Automatic success: skill + modifiers ≥ difficulty + modifiers + 2; never in combat."""
    return (
        not in_combat
        and skill + actor_modifier >= difficulty + opposition_modifier + AUTOMATIC_MARGIN
    )


def resolve_test(
    skill: int,
    difficulty: int,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    actor_modifier: int = 0,
    opposition_modifier: int = 0,
    in_combat: bool = False,
    *,
    description_bonus: int = 0,
    actor_wound_penalty: int = 0,
    opposition_wound_penalty: int = 0,
    allow_draw: bool = False,
    rng: random.Random | None = None,
) -> TestResult:
    """Resolve a skill test (or a contest: ``difficulty`` is then the opposing skill).

    Missing rolls are rolled with ``rng``. ``description_bonus`` (0/1/2) and the wound
    penalties (0..−4, see ``condition_penalty``) add to the modifiers. With
    ``allow_draw`` a tie is a draw (``draw`` True, ``success`` False).
    """
    check_rating(skill, "skill")
    check_rating(difficulty, "difficulty")
    for value, what in (
        (actor_modifier, "actor_modifier"),
        (opposition_modifier, "opposition_modifier"),
    ):
        _int(value, what)
    if description_bonus not in (0, 1, 2):
        raise RuleError(
            Text(
                cs=f"Bonus za dovednostní fintu je 0, +1 nebo +2, ne {description_bonus!r}.",
                en=f"The description bonus is 0, +1 or +2, not {description_bonus!r}.",
            ),
            "description_bonus",
        )
    for value, what in (
        (actor_wound_penalty, "actor_wound_penalty"),
        (opposition_wound_penalty, "opposition_wound_penalty"),
    ):
        if _int(value, what) > 0 or value < -4:
            raise RuleError(
                Text(
                    cs=f"{what}: postih za zranění je 0 až −4, ne {value}.",
                    en=f"{what}: a wound penalty is 0 to −4, not {value}.",
                ),
                "wound_penalty",
            )
    actor_mod = actor_modifier + int(description_bonus) + actor_wound_penalty
    opp_mod = opposition_modifier + opposition_wound_penalty
    if is_automatic(skill, difficulty, actor_mod, opp_mod, in_combat):
        return TestResult(True, True, None, "success")
    a = check_die(actor_roll, "actor_roll") if actor_roll is not None else roll(6, rng)
    o = (
        check_die(opposition_roll, "opposition_roll")
        if opposition_roll is not None
        else roll(6, rng)
    )
    actor_total = skill + actor_mod + a
    opposition_total = difficulty + opp_mod + o
    margin = actor_total - opposition_total
    if allow_draw and margin == 0:
        return TestResult(False, False, 0, "failure", actor_total, opposition_total, draw=True)
    return TestResult(
        margin >= 0, False, margin, failure_outcome(margin), actor_total, opposition_total
    )


def resolve_contest(
    actor_skill: int,
    opponent_skill: int,
    actor_roll: int | None = None,
    opponent_roll: int | None = None,
    actor_modifier: int = 0,
    opponent_modifier: int = 0,
    **kwargs,
) -> TestResult:
    """Dovednostní střet: the difficulty is the opponent's skill; ties go to the actor."""
    return resolve_test(
        actor_skill,
        opponent_skill,
        actor_roll,
        opponent_roll,
        actor_modifier,
        opponent_modifier,
        **kwargs,
    )
