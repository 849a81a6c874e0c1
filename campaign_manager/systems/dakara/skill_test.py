"""The skill test (Dovednostní test, s. 15–18).

Actor: skill + modifiers + 1d6; opposition: difficulty (or the opposing skill) +
modifiers + 1d6. The actor succeeds on a total ≥ the opposition's (ties go to the acting
side, or a draw where that makes sense). Automatic success without a roll when the
actor's skill + modifiers ≥ difficulty + modifiers + 2, never in combat (and never for
a network's or a contact's roll: ``allow_automatic=False``). A failure by
1–2 is a plain failure, by 3–5 mild complications, by 6+ serious complications; or, when
the GM threatens injury instead, injury = the margin + hazard modifier − armour: a
failure then has the outcome ``"injury"`` and never a complication band ("Vždy ti hrozí
buď pouze komplikace, nebo zranění, nikdy obojí najednou"). Every argument is typed: a
number is an int, a flag a bool (``"false"`` is refused, never taken for true).
Rolls come from an injectable ``random.Random`` or are entered by hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import IntEnum

from campaign_manager.systems.common import RuleError, Text, roll, signed
from campaign_manager.systems.dakara.condition import OUT_PENALTY
from campaign_manager.systems.dakara.costs import check_rating
from campaign_manager.systems.outcome import Event, Outcome

AUTOMATIC_MARGIN = 2
#: a wound penalty in force: 0 down to the −4 of one who is out (see ``condition_penalty``)
WOUND_PENALTY_RANGE = (OUT_PENALTY, 0)
OUTCOMES = ("success", "failure", "mild_complications", "serious_complications", "injury")
#: a failure's complication bands (what a failure threatens unless the GM threatens injury)
COMPLICATIONS = ("mild_complications", "serious_complications")
OUTCOME_TEXTS = {
    "success": Text("úspěch", "success"),
    "failure": Text("neúspěch bez komplikací", "failure, no complications"),
    "mild_complications": Text("neúspěch, mírné komplikace", "failure, mild complications"),
    "serious_complications": Text("neúspěch, vážné komplikace", "failure, serious complications"),
    "injury": Text("neúspěch, zranění", "failure, injury"),
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
    decided: bool = False  # the GM decided outright, nothing was rolled
    actor_roll: int | None = None
    opposition_roll: int | None = None
    injury_taken: int | None = None  # when the GM threatened injury instead of complications

    __test__ = False  # not a pytest class

    def __post_init__(self) -> None:
        # injury or complications, never both in one result (Zranění, s. 18)
        if (self.outcome == "injury") != (self.injury_taken is not None) or (
            self.injury_taken is not None and self.success
        ):
            raise RuleError(
                Text(
                    cs="Výsledek testu je buď zranění (neúspěch, outcome „injury“ se "
                    "zraněním), nebo komplikace, nikdy obojí najednou.",
                    en="A test's result is either injury (a failure, outcome 'injury' with "
                    "the injury taken) or complications, never both at once.",
                ),
                "threat",
            )

    @property
    def text(self) -> Text:
        if self.decided:
            return (
                Text("Vypravěč rozhodl: úspěch", "the GM decided: success")
                if self.success
                else Text("Vypravěč rozhodl: neúspěch", "the GM decided: failure")
            )
        if self.automatic:
            return Text("automatický úspěch", "automatic success")
        if self.injury_taken is not None and not self.success:
            return Text(
                f"neúspěch, zranění {self.injury_taken}", f"failure, injury {self.injury_taken}"
            )
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


def _flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise RuleError(
            Text(
                cs=f"{what} je ano/ne (true/false), ne {value!r:.40}.",
                en=f"{what} is yes or no (true/false), not {value!r:.40}.",
            ),
            "not_bool",
        )
    return value


def failure_injury(margin: int | None, hazard_modifier: int = 0, armour: int = 0) -> int:
    """Injury from a failed test: the shortfall + hazard modifier − armour, at least 0."""
    if margin is not None:
        _int(margin, "margin")
    _int(hazard_modifier, "hazard_modifier")
    _int(armour, "armour")
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
    for value, what in (
        (skill, "skill"),
        (difficulty, "difficulty"),
        (actor_modifier, "actor_modifier"),
        (opposition_modifier, "opposition_modifier"),
    ):
        _int(value, what)
    _flag(in_combat, "in_combat")
    return (
        not in_combat
        and skill + actor_modifier >= difficulty + opposition_modifier + AUTOMATIC_MARGIN
    )


def total_modifiers(
    actor_modifier: int = 0,
    opposition_modifier: int = 0,
    *,
    description_bonus: int = 0,
    actor_wound_penalty: int = 0,
    opposition_wound_penalty: int = 0,
) -> tuple[int, int]:
    """The actor's and the opposition's modifiers in all: the actor's own, its description
    bonus and its wound penalty; the opposition's own and its wound penalty."""
    return (
        actor_modifier + int(description_bonus) + actor_wound_penalty,
        opposition_modifier + opposition_wound_penalty,
    )


def is_automatic_test(
    skill: int,
    difficulty: int,
    *,
    in_combat: bool,
    actor_modifier: int = 0,
    opposition_modifier: int = 0,
    description_bonus: int = 0,
    wound_penalty: int = 0,
    opposition_wound_penalty: int = 0,
) -> bool:
    """Whether ``skill_test`` with these numbers succeeds automatically (nothing rolled):
    the skill test dialog's preview, from the same modifiers the test adds up."""
    actor, opposition = total_modifiers(
        actor_modifier,
        opposition_modifier,
        description_bonus=description_bonus,
        actor_wound_penalty=wound_penalty,
        opposition_wound_penalty=opposition_wound_penalty,
    )
    return is_automatic(skill, difficulty, actor, opposition, in_combat)


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
    allow_automatic: bool = True,
    rng: random.Random | None = None,
) -> TestResult:
    """Resolve a skill test (or a contest: ``difficulty`` is then the opposing skill).

    Missing rolls are rolled with ``rng``. ``description_bonus`` (0/1/2) and the wound
    penalties (0..−4, see ``condition_penalty``) add to the modifiers. With
    ``allow_draw`` a tie is a draw (``draw`` True, ``success`` False). With
    ``allow_automatic=False`` the dice are always rolled (or the entered ones used).
    """
    check_rating(skill, "skill")
    check_rating(difficulty, "difficulty")
    for value, what in (
        (actor_modifier, "actor_modifier"),
        (opposition_modifier, "opposition_modifier"),
    ):
        _int(value, what)
    for flag, what in (
        (in_combat, "in_combat"),
        (allow_draw, "allow_draw"),
        (allow_automatic, "allow_automatic"),
    ):
        _flag(flag, what)
    if (
        isinstance(description_bonus, bool)
        or not isinstance(description_bonus, int)
        or description_bonus not in (0, 1, 2)
    ):
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
        low, high = WOUND_PENALTY_RANGE
        if _int(value, what) > high or value < low:
            raise RuleError(
                Text(
                    cs=f"{what}: postih za zranění je {high} až {signed(low)}, ne {value}.",
                    en=f"{what}: a wound penalty is {high} to {signed(low)}, not {value}.",
                ),
                "wound_penalty",
            )
    actor_mod, opp_mod = total_modifiers(
        actor_modifier,
        opposition_modifier,
        description_bonus=description_bonus,
        actor_wound_penalty=actor_wound_penalty,
        opposition_wound_penalty=opposition_wound_penalty,
    )
    if allow_automatic and is_automatic(skill, difficulty, actor_mod, opp_mod, in_combat):
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
        return TestResult(
            False, False, 0, "failure", actor_total, opposition_total, True, False, a, o
        )
    return TestResult(
        margin >= 0,
        False,
        margin,
        failure_outcome(margin),
        actor_total,
        opposition_total,
        actor_roll=a,
        opposition_roll=o,
    )


def gm_decision(success: bool) -> TestResult:
    """The GM decides outright, without a roll (a network's or a contact's success)."""
    if not isinstance(success, bool):
        raise RuleError(
            Text(
                cs=f"Rozhodnutí Vypravěče je úspěch nebo neúspěch, ne {success!r}.",
                en=f"The GM's decision is success or failure, not {success!r}.",
            ),
            "gm_decision",
        )
    return TestResult(success, False, None, "success" if success else "failure", decided=True)


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


THREATS = ("complications", "injury")


def describe_test(result: TestResult, skill: int, difficulty: int, opposed: bool = False) -> Text:
    """One log line: "3 proti obtížnosti 4: 8 (5) proti 7 (3) – úspěch"."""
    against_cs = "proti dovednosti" if opposed else "proti obtížnosti"
    against_en = "against skill" if opposed else "against difficulty"
    head = Text(f"{skill} {against_cs} {difficulty}", f"{skill} {against_en} {difficulty}")
    if result.decided or result.automatic:
        return Text(f"{head.cs}: {result.text.cs}", f"{head.en}: {result.text.en}")
    dice = (
        f"{result.actor_total} ({result.actor_roll}) : "
        f"{result.opposition_total} ({result.opposition_roll}), {signed(result.margin or 0)}"
    )
    return Text(f"{head.cs}: {dice} – {result.text.cs}", f"{head.en}: {dice} – {result.text.en}")


def skill_test(
    skill: int,
    difficulty: int,
    *,
    in_combat: bool,
    opposed: bool = False,
    actor_modifier: int = 0,
    opposition_modifier: int = 0,
    description_bonus: int = 0,
    wound_penalty: int = 0,
    opposition_wound_penalty: int = 0,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    threat: str = "complications",
    hazard_modifier: int = 0,
    armour: int = 0,
    allow_draw: bool = False,
    label: Text | None = None,
    rng: random.Random | None = None,
) -> Outcome:
    """The skill test as the skill-test dialog runs it; ``Outcome.state`` is a TestResult.

    ``difficulty`` is the task's difficulty, or the opposing skill when ``opposed``.
    Automatic success (+2) only out of combat: ``in_combat`` has no default, the caller
    must know (the dialog asks). Dice not entered are rolled with ``rng``. With
    ``threat="injury"`` a failure gives injury (margin + hazard − armour) instead of a
    complication band; the result's ``injury_taken`` holds it. The one event is the log line,
    prefixed by ``label`` (e.g. "Bořek Hrabal – Šplh").
    """
    if not isinstance(threat, str) or threat not in THREATS:
        raise RuleError(
            Text(
                cs=f"Hrozí buď komplikace („complications“), nebo zranění („injury“), "
                f"ne {threat!r:.40}.",
                en=f"The threat is complications ('complications') or injury ('injury'), "
                f"not {threat!r:.40}.",
            ),
            "threat",
        )
    _flag(in_combat, "in_combat")
    _flag(opposed, "opposed")
    _int(hazard_modifier, "hazard_modifier")
    _int(armour, "armour")
    if label is not None and not isinstance(label, Text):
        raise RuleError(
            Text(
                cs=f"Popisek testu je text v obou jazycích (Text), ne {label!r:.40}.",
                en=f"The test's label is a text in both languages (Text), not {label!r:.40}.",
            ),
            "label",
        )
    if threat == "complications" and (hazard_modifier or armour):
        raise RuleError(
            Text(
                cs="Modifikátor zranění a zbroj patří jen k testu, ve kterém hrozí zranění "
                "(nikdy obojí najednou).",
                en="A hazard modifier and armour belong only to a test that threatens injury "
                "(never both at once).",
            ),
            "threat",
        )
    result = resolve_test(
        skill,
        difficulty,
        actor_roll,
        opposition_roll,
        actor_modifier,
        opposition_modifier,
        in_combat,
        description_bonus=description_bonus,
        actor_wound_penalty=wound_penalty,
        opposition_wound_penalty=opposition_wound_penalty,
        allow_draw=allow_draw,
        rng=rng,
    )
    if threat == "injury" and not result.success and not result.draw:
        # injury instead of complications: the complication band is not the outcome
        result = replace(
            result, outcome="injury", injury_taken=result.injury(hazard_modifier, armour)
        )
    line = describe_test(result, skill, difficulty, opposed)
    if label is not None:
        line = Text(f"{label.cs}: {line.cs}", f"{label.en}: {line.en}")
    return Outcome(state=result, events=(Event(line, kind="skill_test"),))
