"""Healing under the stamina variant (Léčení, Přirozené léčení, Léčení s pomocí, Magické
léčení, Rychlé léčení, Regenerace). Never above the maximum.

A mixin of Creature: it works on the creature's stamina, wounds and conditions.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.d20.events import Result

if TYPE_CHECKING:
    from campaign_manager.systems.d20.settings import D20Settings

#: Přirozené léčení: a conscious creature alone at 0 wound points starts healing on 10% a day.
START_HEALING_PERCENT = 10


def _amount(value: object, cs: str, en: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RuleError(
            Text(cs=f"{cs} musí být celé číslo 0 nebo víc.", en=f"{en} must be a whole number 0+."),
            "range",
        )
    return value


class HealingMixin:
    """Healing methods of Creature."""

    max_stamina: int
    stamina: int
    max_wounds: int
    wounds: int
    has_con: bool
    level: int
    regeneration: int
    fast_healing: int
    conditions: set[str]
    pending_saves: list[tuple[str, int]]
    tended: bool
    recovering: bool
    fatigue_cause: str | None
    settings: D20Settings

    # -------------------------------------------------------------- basics
    def heal_stamina(self, amount: int) -> Result:
        """Restore stamina, never above the maximum."""
        amount = _amount(amount, "Léčení", "Healing")
        result = Result()
        if "dead" in self.conditions:
            return result
        gained = min(amount, self.max_stamina - self.stamina)
        self.stamina += gained
        result.stamina_healed += gained
        if gained:
            result.add(
                "healed_stamina",
                f"Stamina +{gained} ({self.stamina}/{self.max_stamina}).",
                f"Stamina +{gained} ({self.stamina}/{self.max_stamina}).",
            )
        if self.stamina and self.fatigue_cause == "regeneration":
            self.conditions.discard("fatigued")
            self.fatigue_cause = None
            result.add(
                "fatigue_ended",
                "Únava skončila: má zase staminu (Regenerace).",
                "Fatigue over: it has stamina again (Regeneration).",
            )
        return result

    def heal_wounds(self, amount: int) -> Result:
        """Restore wound points, never above the maximum. Healing wound damage ends the
        fatigue it caused; 1 or more wound points end disabled, dying, stable, unconscious."""
        amount = _amount(amount, "Léčení", "Healing")
        result = Result()
        if "dead" in self.conditions:
            return result
        before = self.wounds
        gained = min(amount, self.max_wounds - self.wounds)
        self.wounds += gained
        result.wounds_healed += gained
        if not gained:
            return result
        result.add(
            "healed_wounds",
            f"Body zdraví +{gained} ({self.wounds}/{self.max_wounds}).",
            f"Wound points +{gained} ({self.wounds}/{self.max_wounds}).",
        )
        if self.fatigue_cause == "wounds":
            self.conditions.discard("fatigued")
            self.fatigue_cause = None
            result.add(
                "fatigue_ended",
                "Únava skončila: zranění se léčí (Zásah do těla).",
                "Fatigue over: the wound damage is healing (Hit to the body).",
            )
        if before == 0:
            woken = {"disabled", "dying", "stable", "unconscious"} & self.conditions
            self.conditions -= woken
            self.pending_saves[:] = [
                save
                for save in self.pending_saves
                if save[0] not in ("disabled", "dying", "stable")
            ]
            self.tended = False
            self.recovering = False
            if woken:
                result.add(
                    "recovered",
                    "Má zase body zdraví: při vědomí a jedná normálně.",
                    "Has wound points again: conscious and acting normally.",
                )
        return result

    # ------------------------------------------------------------- natural
    def recover_stamina(self, hours: int, long_term_care: bool = False) -> Result:
        """Natural healing: 1 stamina per hour per level; long-term care doubles it."""
        hours = _amount(hours, "Počet hodin", "Hours")
        return self.heal_stamina(hours * self.level * (2 if long_term_care else 1))

    def rest_night(
        self,
        bed_rest: bool = False,
        interrupted: bool = False,
        long_term_care: bool = False,
        percent: int | None = None,
        rng: random.Random | None = None,
    ) -> Result:
        """A night's rest: 1 wound point per level (min 1), double for 24 h in bed, double
        again under long-term care; none at all if the rest was seriously interrupted.

        A stable creature that came round at 0 wound points on its own (no Heal check, no
        long-term care) first needs d% ≤ 10 (``percent`` entered, or rolled from ``rng``) to
        start healing; an untended unconscious one heals nothing. A tended creature, one
        under long-term care, or one merely disabled (it made the DC 15 save) heals
        normally. Stamina is separate: see recover_stamina.
        """
        result = Result()
        if "dead" in self.conditions:
            return result
        if interrupted:
            result.add(
                "no_effect",
                "Odpočinek přerušen: žádné léčení (Přirozené léčení).",
                "Rest interrupted: no healing (Natural healing).",
            )
            return result
        if "fatigued" in self.conditions and self.fatigue_cause in ("wounds", "other"):
            self.conditions.discard("fatigued")
            self.fatigue_cause = None
            rested = self.agreeing("Odpočinul", "Odpočinula", "Odpočinulo")
            result.add("fatigue_ended", f"{rested} si: únava skončila.", "Rested: fatigue over.")
        # Only a creature left on its own (odkázaná sama na sebe) needs the 10% roll; one
        # tended by Heal or under long-term care heals its wound points naturally.
        alone = not (self.tended or self.recovering or long_term_care)
        if self.wounds == 0 and alone:
            if "unconscious" in self.conditions:
                result.add(
                    "no_effect",
                    "V bezvědomí bez ošetření se nehojí.",
                    "Unconscious and untended: no healing.",
                )
                return result
            value = roll(100, rng) if percent is None else percent
            if not 1 <= value <= 100:
                raise RuleError(
                    Text(
                        cs=f"Hod k% je 1–100, ne {value}.", en=f"A d% roll is 1–100, not {value}."
                    ),
                    "range",
                )
            if value > START_HEALING_PERCENT:
                result.add(
                    "no_effect",
                    f"k% {value} > 10: léčení dnes nezačalo.",
                    f"d% {value} > 10: healing did not start today.",
                )
                return result
            self.recovering = True
            result.add(
                "recovering",
                f"k% {value} ≤ 10: {self.agreeing('začal', 'začala', 'začalo')} se léčit, už "
                f"{self.agreeing('mu', 'jí', 'mu')} nehrozí umírání.",
                f"d% {value} ≤ 10: healing has started; no more risk of dying.",
            )
        amount = max(1, self.level) * (2 if bed_rest else 1) * (2 if long_term_care else 1)
        result.merge(self.heal_wounds(amount))
        return result

    # --------------------------------------------------------------- magic
    def heal_magic(self, dice_total: int, bonus: int = 0) -> Result:
        """A healing spell of dice + a fixed bonus: the dice restore stamina, the bonus
        (caster level and such) restores wound points (Magické léčení)."""
        dice_total = _amount(dice_total, "Hod kostkami", "Dice total")
        bonus = _amount(bonus, "Pevná oprava", "Fixed bonus")
        result = self.heal_wounds(bonus)
        result.merge(self.heal_stamina(dice_total))
        return result

    def heal_fixed(self, amount: int) -> Result:
        """Healing of a fixed amount: wound points first, then stamina (Magické léčení)."""
        amount = _amount(amount, "Léčení", "Healing")
        to_wounds = min(amount, self.max_wounds - self.wounds)
        result = self.heal_wounds(to_wounds)
        result.merge(self.heal_stamina(amount - to_wounds))
        return result

    # ----------------------------------------------------- per-round healing
    def _regenerate(self, result: Result) -> None:
        if self.regeneration:
            result.merge(self.heal_stamina(self.regeneration))
        if not self.fast_healing:
            return
        if not self.has_con:
            result.merge(self.heal_wounds(self.fast_healing))
        elif self.max_stamina:
            result.merge(self.heal_stamina(self.fast_healing))
        else:
            result.add(
                "no_effect",
                "Rychlé léčení nepomáhá tvoru s Odolností bez staminy (Rychlé léčení).",
                "Fast healing does nothing for a creature with Con but no stamina (Fast healing).",
            )
