"""Contacts and networks in play (Použití známostí, Použití sítí, s. 18–20).

- Finding a new contact: roll Známosti as a skill against a difficulty the GM sets by
  the influence the contact would need; the GM may add a penalty when the character is
  far from home. Success: someone nearby could help (add the contact to the sheet).
- What a contact can arrange: the GM decides, or rolls the contact's influence against the
  task's difficulty ("hodí si Vlivem známého proti obtížnosti úkolu"): never automatic.
- A network test: the network's rating against the rarity of the goods or information,
  or the wealth, influence or status of its target. "Úspěch sítě není automatický": the GM
  decides outright, or the rating is rolled; there is no automatic success at +2.
"""

from __future__ import annotations

import random

from campaign_manager.systems.common import RuleError, Text, shown
from campaign_manager.systems.dakara.costs import check_rating
from campaign_manager.systems.dakara.skill_test import TestResult, gm_decision, resolve_test

NETWORK_OPPOSITIONS = {
    "rarity": Text("Vzácnost", "rarity"),
    "wealth": Text("Bohatství", "wealth"),
    "influence": Text("Vliv", "influence"),
    "status": Text("Postavení", "status"),
}


def find_contact(
    znamosti: int,
    difficulty: int,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    far_from_home_penalty: int = 0,
    modifier: int = 0,
    rng: random.Random | None = None,
) -> TestResult:
    """The Známosti roll for a new contact; ``far_from_home_penalty`` ≤ 0 (GM's call)."""
    _whole(modifier, "modifier")
    if _whole(far_from_home_penalty, "far_from_home_penalty") > 0:
        raise RuleError(
            Text(
                cs="Postih za vzdálenost od obvyklého působiště je 0 nebo záporný.",
                en="The far-from-home penalty is 0 or negative.",
            ),
            "penalty",
        )
    return resolve_test(
        znamosti, difficulty, actor_roll, opposition_roll, modifier + far_from_home_penalty, rng=rng
    )


def contact_influence_roll(
    influence: int,
    difficulty: int,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    rng: random.Random | None = None,
    *,
    decision: bool | None = None,
) -> TestResult:
    """Whether a contact can arrange something: influence vs the task's difficulty.

    Never an automatic success: with ``decision`` the GM decided outright, else both dice
    are rolled (or the entered ones used), whatever the margin.
    """
    if decision is not None:
        check_rating(influence, "influence")
        check_rating(difficulty, "difficulty")
        return gm_decision(decision)
    return resolve_test(
        influence, difficulty, actor_roll, opposition_roll, allow_automatic=False, rng=rng
    )


def network_test(
    rating: int,
    opposition: str,
    value: int,
    actor_roll: int | None = None,
    opposition_roll: int | None = None,
    modifier: int = 0,
    rng: random.Random | None = None,
    *,
    decision: bool | None = None,
) -> TestResult:
    """A network's rating against rarity, wealth, influence or status (``opposition``).

    Never an automatic success ("Úspěch sítě není automatický"): with ``decision`` the GM
    decided outright, else both dice are rolled (or the entered ones used).
    """
    if not isinstance(opposition, str) or opposition not in NETWORK_OPPOSITIONS:
        raise RuleError(
            Text(
                cs=(
                    "Síť se testuje proti vzácnosti, bohatství, "
                    f"vlivu nebo postavení, ne {shown(repr(opposition))}."
                ),
                en=(
                    "A network is tested against rarity, wealth, "
                    f"influence or status, not {shown(repr(opposition))}."
                ),
            ),
            "network_opposition",
        )
    _whole(modifier, "modifier")
    if decision is not None:
        check_rating(rating, "rating")
        check_rating(value, "value")
        return gm_decision(decision)
    return resolve_test(
        rating, value, actor_roll, opposition_roll, modifier, allow_automatic=False, rng=rng
    )


def _whole(value: object, what: str) -> int:
    """A modifier or a penalty: a whole number (a flag or a text is refused in words)."""
    if type(value) is not int:
        raise RuleError(
            Text(
                cs=f"„{what}“ je celé číslo, ne {shown(repr(value))}.",
                en=f"'{what}' is a whole number, not {shown(repr(value))}.",
            ),
            "not_int",
        )
    return value


def add_contact(sheet: dict, contact: dict) -> dict:
    """A copy of ``sheet`` with ``contact`` (found in play) added to its contacts."""
    from campaign_manager.systems.dakara.sheet import validate_sheet

    new = validate_sheet(sheet)
    new["contacts"].append({**contact, "in_play": True})
    return validate_sheet(new)
