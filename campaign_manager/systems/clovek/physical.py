"""Physical conflict (Střety, Fyzické střety; Boj na blízko; Boj na dálku).

All numbers come from resources/rules/clovek/conflict.json (values from the text).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from campaign_manager.systems.clovek.data import rules
from campaign_manager.systems.clovek.dice import check_faces, roll_faces
from campaign_manager.systems.clovek.scars import PHYSICAL_SCARS, check_scar_key
from campaign_manager.systems.common import RuleError, Text

SIDES = ("right", "left")


def _physical() -> dict:
    return rules("conflict")["physical"]


def movement_steps(physical_dice: int = 0) -> int:
    """Steps this round: one free, one more for one physical die, so two at most.

    Text: "V každém kole se může postava pohnout o jeden krok, za použití jedné Fyzické
    kostky pak o další krok. Lze za akci běhat – hod na Atletiku, posun o Moc Atletiky."
    More dice than one buy no more steps: running is an action (an Atletika roll, moving by
    its Moc), refused here with a message that says so.
    """
    if not isinstance(physical_dice, int) or isinstance(physical_dice, bool) or physical_dice < 0:
        raise RuleError(Text(cs="Počet kostek ≥ 0.", en="Dice must be ≥ 0."), "input")
    data = _physical()
    most = data.get("max_step_dice", 1)
    if physical_dice > most:
        raise RuleError(
            Text(
                cs=f"Za fyzickou kostku lze ujít jen {most} krok navíc (nejvýše "
                f"{data['free_steps'] + most * data['steps_per_physical_die']} kroky za kolo). "
                "Běh je akce: hod na Atletiku, posun o Moc Atletiky (Střety, Fyzické střety).",
                en=f"A physical die buys only {most} extra step (at most "
                f"{data['free_steps'] + most * data['steps_per_physical_die']} steps a round). "
                "Running is an action: an Atletika roll, moving by its Moc (Střety, Physical "
                "conflicts).",
            ),
            "action",
        )
    return data["free_steps"] + data["steps_per_physical_die"] * physical_dice


def limb_penalty(side: str, dominant: str) -> int:
    """Using the non-dominant hand or leg: −1 to the roll ("both" hands/legs: 0)."""
    if side == "both":
        return 0
    _check_side(side)
    _check_side(dominant)
    return 0 if side == dominant else _physical()["non_dominant_limb"]


def _check_side(side: str) -> None:
    if side not in SIDES:
        raise RuleError(
            Text(cs="Strana je right nebo left.", en="A side is 'right' or 'left'."), "input"
        )


def physical_actions(hands: Sequence[str], dominant: str) -> list[int]:
    """Roll penalties of this round's physical actions, given the hand each one uses.

    The first is the main action (non-dominant hand −1); a second is the bonus action with
    the other hand (−1, or −2 with the non-dominant hand). Each hand once a round, at most
    two physical actions.
    """
    data = _physical()
    if len(hands) > data["max_physical_actions"]:
        raise RuleError(
            Text(
                cs=f"Běžný smrtelník má nejvýše {data['max_physical_actions']} fyzické akce za "
                "kolo (Střety, Fyzické střety).",
                en=f"An ordinary mortal has at most {data['max_physical_actions']} physical "
                "actions a round (Střety, Physical conflicts).",
            ),
            "action",
        )
    for hand in hands:
        _check_side(hand)
    if len(set(hands)) != len(hands):
        raise RuleError(
            Text(
                cs="Každou ruku lze v kole použít jen jednou (Střety, Fyzické střety).",
                en="Each hand can be used only once a round (Střety, Physical conflicts).",
            ),
            "action",
        )
    penalties = []
    for i, hand in enumerate(hands):
        if i == 0:
            penalties.append(limb_penalty(hand, dominant))
        elif hand == dominant:
            penalties.append(data["second_hand_bonus"])
        else:
            penalties.append(data["second_hand_bonus_non_dominant"])
    return penalties


def second_hand_penalty(hand: str, dominant: str) -> int:
    """A bonus physical action with the second hand: −1 to the roll, −2 when that hand is
    also the non-dominant one ("Toto dává postih na hod -1, je-li to zároveň nedominantní
    ruka, tento postih na hod je -2")."""
    _check_side(hand)
    _check_side(dominant)
    data = _physical()
    return data["second_hand_bonus"] if hand == dominant else data["second_hand_bonus_non_dominant"]


def max_physical_actions() -> int:
    """Most physical actions an ordinary mortal has in a round of a physical conflict: two
    ("běžný smrtelník má k dispozici maximálně dvě Fyzické akce ve Fyzickém střetu")."""
    return _physical()["max_physical_actions"]


def speaking_bonus_penalty(main_action_is_social: bool = False) -> int:
    """A bonus social action by merely speaking: −2. Not when the character is already
    using fast social influence as its action (it may say nothing else this round)."""
    if main_action_is_social:
        raise RuleError(
            Text(
                cs="Rychlé působení jako součást fyzického střetu neumožňuje bonusovou sociální "
                "akci (Střety, Rychlé působení).",
                en="Fast influence within a physical conflict gives no bonus social action "
                "(Střety, Fast influence).",
            ),
            "action",
        )
    return _physical()["speaking_bonus"]


def _region(key: str) -> str:
    check_scar_key(key)
    if key not in PHYSICAL_SCARS:
        raise RuleError(
            Text(cs="Mířit lze jen na fyzické jizvy.", en="Only physical scars can be aimed at."),
            "input",
        )
    return key.split("_")[-1]  # torso, head, arm, leg


def aimed_penalty(key: str, ranged: bool = False) -> int:
    """Aimed attack: melee torso 0, limbs −1, head −2; ranged torso −1, limbs −2, head −3."""
    return rules("conflict")["aimed"]["ranged" if ranged else "melee"][_region(key)]


def hit_location(face: int) -> str | None:
    """The 1d10 hit-location table: 0 head, 7–9 torso, 6 right arm, 5 left arm, 4 right leg,
    3 left leg, 1–2 miss (None)."""
    check_faces([face])
    return rules("conflict")["hit_location"][str(face)]


@dataclass(frozen=True)
class Location:
    face: int
    scar: str | None  # None: a miss
    bystander: bool = False  # True: rolled for someone standing next to the target


def roll_location(
    rng: random.Random | None = None, face: int | None = None, bystander: bool = False
) -> Location:
    """Roll (or enter) 1d10 for a location. After a miss the GM may roll again with
    ``bystander=True`` for someone standing next to the target."""
    face = face if face is not None else roll_faces(1, rng)[0]
    return Location(face, hit_location(face), bystander)


def autofire_penalties(burst: str, targets: Sequence[str]) -> list[int]:
    """Roll penalties of each attack of a burst (no aimed scars; every hit rolls location).

    Short burst: a second attack **on the same target** at −1 ("Střelba krátkou dávkou
    umožní provést druhou akci střelby na stejný cíl"); a second target is refused. Long
    burst: 3 attacks (0, −1, −2) that may change target, each change adding a cumulative −1
    ("Útoky mohou mít různé cíle. Za každou změnu cíle se přidává kumulativní postih").
    """
    data = rules("conflict")["autofire"]
    if burst not in ("short", "long"):
        raise RuleError(
            Text(cs="Dávka je krátká (short) nebo dlouhá (long).", en="Burst: short or long."),
            "input",
        )
    base = data[burst]
    targets = list(targets)
    if not 1 <= len(targets) <= len(base):
        raise RuleError(
            Text(
                cs=f"Dávka má nejvýše {len(base)} útoky.",
                en=f"A {burst} burst has at most {len(base)} attacks.",
            ),
            "input",
        )
    if burst == "short" and len(set(targets)) > 1:
        raise RuleError(
            Text(
                cs="Krátká dávka dává druhou akci střelby na stejný cíl; jiný cíl lze "
                "ostřelovat jen dlouhou dávkou (Střety, Autopalba).",
                en="A short burst gives a second shooting action at the same target; only a "
                "long burst may change target (Střety, Autofire).",
            ),
            "action",
        )
    penalties, changes = [], 0
    for i, target in enumerate(targets):
        if i and target != targets[i - 1]:
            changes += 1
        penalties.append(base[i] + data["target_change"] * changes)
    return penalties


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def max_shot_reduction(power: int) -> int:
    """The most shot may lower a shotgun's ``power`` by: all but 1 of it (0 for a power of
    1 or less, which only fires a slug)."""
    return max(0, power - 1)


def shotgun_shot(power: int, reduce_by: int) -> tuple[int, int]:
    """Shot instead of a slug: power lowered by X ≥ 1 gives +X+1 to the roll. (power, bonus).

    Text: "Snížení Moci o X dává ale bonus na hod X+1." Lowering by 0 is not shot at all: it
    is the slug (brenek) the shotgun fires by default, with no bonus: ``(power, 0)``. The
    power is a whole number ≥ 1 and shot leaves at least 1 of it (it is split into groups
    of at least 1 on a hit), so no power is ever 0 or negative.
    """
    if not _whole(power) or power < 1:
        shown = _shown_number(power)
        raise RuleError(
            Text(
                cs=f"Moc brokovnice je celé číslo alespoň 1, ne {shown} (Střety, Brokovnice).",
                en=f"A shotgun's power is a whole number of at least 1, not {shown} "
                "(Střety, Shotguns).",
            ),
            "input",
        )
    top = max_shot_reduction(power)
    if not _whole(reduce_by) or reduce_by < 0 or reduce_by > top:
        raise RuleError(
            Text(
                cs=f"Moc {power} lze broky snížit o 1 až {top}, aby zbyla alespoň 1 (0 = "
                "breneka, bez bonusu) (Střety, Brokovnice)."
                if top
                else "Moc 1 nelze broky snížit (zbyla by 0); vystřelte breneku (snížení 0) "
                "(Střety, Brokovnice).",
                en=f"Shot lowers power {power} by 1 to {top}, leaving at least 1 (0 = a slug, "
                "no bonus) (Střety, Shotguns)."
                if top
                else "Power 1 cannot be lowered by shot (0 would be left); fire a slug "
                "(lowered by 0) (Střety, Shotguns).",
            ),
            "input",
        )
    if reduce_by == 0:
        return power, 0
    data = rules("conflict")["shotgun"]
    return power - reduce_by, data["bonus_per_power"] * reduce_by + data["bonus_extra"]


def _shown_number(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 20 else shown[:17] + "…"


def shotgun_groups(
    power: int,
    groups: Sequence[int],
    rng: random.Random | None = None,
    faces: Sequence[int] | None = None,
) -> list[tuple[int, Location]]:
    """On a hit the power is split into groups (sizes by the GM), each with its own location:
    ``groups`` a list of whole numbers ≥ 1 adding up to ``power``; ``faces`` one d10 face
    per group (rolled when None)."""
    if (
        not isinstance(groups, list | tuple)
        or not groups
        or any(not _whole(g) or g < 1 for g in groups)
        or sum(groups) != power
    ):
        raise RuleError(
            Text(
                cs=f"Skupiny broků jsou seznam kladných celých čísel, dohromady moc {power}.",
                en=f"Shot groups are a list of positive whole numbers adding up to the power "
                f"{power}.",
            ),
            "input",
        )
    if faces is not None and (not isinstance(faces, list | tuple) or len(faces) != len(groups)):
        raise RuleError(
            Text(
                cs="Na každou skupinu jeden hod k10 (seznam čísel 0–9).",
                en="One d10 face per group (a list of numbers 0–9).",
            ),
            "input",
        )
    rolled = check_faces(faces) if faces is not None else roll_faces(len(groups), rng)
    return [(g, roll_location(face=f)) for g, f in zip(groups, rolled, strict=True)]
