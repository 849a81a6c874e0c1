"""A creature under the stamina variant: damage, saves, conditions, turns and hours.

Text: „Stamina a body zdraví“ (seed 004): Žádná stamina, Zásah do těla, 0 bodů zdraví,
Umírání, Stabilizované postavy a léčení, Coup de grace, Regenerace, Rychlé léčení.
Healing is in healing.py (HealingMixin). Every roll is entered as a total by the GM or
comes from an injectable RNG; saves a rule calls for wait in ``pending_saves``.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import MASCULINE, RuleError, Text, by_gender
from campaign_manager.systems.d20.data import condition_label
from campaign_manager.systems.d20.events import Result
from campaign_manager.systems.d20.healing import HealingMixin
from campaign_manager.systems.d20.saves import (
    COUP_BASE_DC,
    DISABLED_DC,
    REGENERATION_BASE_DC,
    STUN_BASE_DC,
    SavesMixin,
)
from campaign_manager.systems.d20.settings import D20Settings

#: Kinds of pending Fortitude saves.


def _refuse(cs: str, en: str, code: str = "rule") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def _non_negative(value: Any, cs_name: str, en_name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _refuse(
            f"{cs_name} musí být celé číslo 0 nebo víc, ne {value!r}.",
            f"{en_name} must be a whole number 0 or more, not {value!r}.",
            "range",
        )
    return value


class Creature(SavesMixin, HealingMixin):
    """Stamina and wound points of one creature, with its conditions and pending saves.

    ``stamina`` and ``wound_points`` are the maximums; the creature starts unhurt.
    ``level``: character level (or Hit Dice) for natural healing. ``has_con`` False: a
    creature without Constitution (no stamina, never fatigued or stunned).
    """

    def __init__(
        self,
        stamina: int,
        wound_points: int,
        has_con: bool = True,
        *,
        level: int = 1,
        regeneration: int = 0,
        fast_healing: int = 0,
        settings: D20Settings | None = None,
        definition: dict | None = None,
    ):
        stamina = _non_negative(stamina, "Stamina", "Stamina")
        wound_points = _non_negative(wound_points, "Body zdraví", "Wound points")
        if wound_points < 1:
            raise _refuse(
                "Tvor má nejméně 1 bod zdraví.", "A creature has at least 1 wound point.", "range"
            )
        if not has_con and stamina:
            raise _refuse(
                "Tvor bez Odolnosti nemá staminu (Tvorové bez Odolnosti).",
                "A creature without Constitution has no stamina (Creatures without Con).",
            )
        self.max_stamina = stamina
        self.stamina = stamina
        self.max_wounds = wound_points
        self.wounds = wound_points
        self.has_con = bool(has_con)
        self.level = _non_negative(level, "Úroveň", "Level")
        self.regeneration = _non_negative(regeneration, "Regenerace", "Regeneration")
        self.fast_healing = _non_negative(fast_healing, "Rychlé léčení", "Fast healing")
        self.settings = settings or D20Settings()
        self.definition = definition
        self.conditions: set[str] = set()
        self.pending_saves: list[tuple[str, int]] = []
        self.dying_rounds = 0  # dying saves called for since it started dying
        self.stable_hours = 0  # hourly saves called for since it became stable
        self.tended = False  # stabilised by someone's Heal check
        self.recovering = False  # at 0 wound points and healing naturally (no 10% roll)
        self.fatigue_cause: str | None = None  # "wounds", "regeneration" or "other"
        self.stun_turn_begun = False  # its stunned turn has begun
        #: the grammatical gender its Czech texts agree with (a fight's combatant's)
        self.gender = MASCULINE

    def agreeing(self, masculine: str, feminine: str, neuter: str) -> str:
        """The Czech form that agrees with the creature's gender ("uspěl", "uspěla", …)."""
        return by_gender(self.gender, masculine, feminine, neuter)

    # ----------------------------------------------------------------- state
    @property
    def alive(self) -> bool:
        return "dead" not in self.conditions

    @property
    def conscious(self) -> bool:
        return self.alive and "unconscious" not in self.conditions

    def add_condition(self, name: str) -> None:
        """Mark a condition by hand (the GM's call, e.g. fatigue from a forced march)."""
        condition_label(name)
        self.conditions.add(name)
        if name == "fatigued" and self.fatigue_cause is None:
            self.fatigue_cause = "other"

    def remove_condition(self, name: str) -> None:
        """Clear a condition by hand."""
        condition_label(name)
        self.conditions.discard(name)
        if name == "fatigued":
            self.fatigue_cause = None

    def _queue(self, result: Result, kind: str, dc: int, first: bool = False) -> None:
        if first:
            self.pending_saves.insert(0, (kind, dc))
        else:
            self.pending_saves.append((kind, dc))
        result.saves.append((kind, dc))

    def _drop_saves(self, *kinds: str) -> None:
        self.pending_saves = [save for save in self.pending_saves if save[0] not in kinds]

    def _has_pending(self, kind: str) -> bool:
        return any(save[0] == kind for save in self.pending_saves)

    def _die(self, result: Result, cs: str, en: str) -> None:
        self.conditions = {"dead"}
        self.pending_saves.clear()
        self.fatigue_cause = None
        result.add("dead", f"{self.agreeing('Mrtvý', 'Mrtvá', 'Mrtvé')}: {cs}", f"Dead: {en}")

    def _destroy(self, result: Result) -> None:
        """A creature without Con at 0 wound points is destroyed: no disabled, dying or
        stable state and no save (RULINGS §3, from the d20 rules for undead and constructs)."""
        self.conditions = {"dead"}
        self.pending_saves.clear()
        self.fatigue_cause = None
        result.add(
            "destroyed",
            f"{self.agreeing('Zničený', 'Zničená', 'Zničené')}: 0 bodů zdraví, tvor bez "
            "Odolnosti (Tvorové bez Odolnosti).",
            "Destroyed: 0 wound points, a creature without Con (Creatures without Con).",
        )

    def _fatigue(self, result: Result, cause: str) -> None:
        if not self.has_con:
            return
        if "fatigued" in self.conditions:
            if cause == "wounds" and self.fatigue_cause == "regeneration":
                # Zásah do těla: fatigue from the first wound loss lasts until rest or until
                # the wound damage heals; regaining stamina (Regenerace) no longer ends it.
                self.fatigue_cause = "wounds"
                tired = self.agreeing("Unavený", "Unavená", "Unavené")
                lost = self.agreeing("ztratil", "ztratila", "ztratilo")
                result.add(
                    "fatigued",
                    f"{tired} i po obnovení staminy: poprvé {lost} body zdraví (Zásah do těla).",
                    "Fatigued even once its stamina returns: first loss of wound points "
                    "(Hit to the body).",
                )
            return
        self.conditions.add("fatigued")
        self.fatigue_cause = cause
        if cause == "wounds":
            tired = self.agreeing("Unavený", "Unavená", "Unavené")
            lost = self.agreeing("ztratil", "ztratila", "ztratilo")
            result.add(
                "fatigued",
                f"{tired}: poprvé {lost} body zdraví (Zásah do těla).",
                "Fatigued: first loss of wound points (Hit to the body).",
            )
        else:
            result.add(
                "fatigued",
                f"{self.agreeing('Unavený', 'Unavená', 'Unavené')}: regenerující tvor bez "
                "staminy (Regenerace).",
                "Fatigued: a regenerating creature out of stamina (Regeneration).",
            )

    # ---------------------------------------------------------------- damage
    def take_damage(
        self, amount: int, critical: bool = False, *, bypasses_regeneration: bool = False
    ) -> Result:
        """Apply one attack's damage. Stamina first, then wound points; a critical hit
        goes straight to wound points (no multiplier). Queues the saves it calls for.

        ``bypasses_regeneration``: an attack the creature's regeneration does not cover;
        it queues the Fortitude save (DC 10 + damage) that turns it into stamina damage.
        """
        amount = _non_negative(amount, "Zranění", "Damage")
        result = Result()
        if not self.alive:
            result.add("no_effect", "Tvor je už mrtvý.", "The creature is already dead.")
            return result
        if amount == 0:
            result.add("no_effect", "Žádné zranění.", "No damage.")
            return result
        if self.regeneration and bypasses_regeneration and not self.has_con:
            # never asked a Fortitude save (RULINGS §3): the attack deals wound damage
            self._wound_damage(amount, result)
            return result
        if self.regeneration and bypasses_regeneration:
            dc = REGENERATION_BASE_DC + amount
            self._queue(result, "regeneration", dc)
            result.add(
                "regeneration_save",
                f"Útok obchází regeneraci: záchrana na Výdrž TO {dc}, jinak {amount} "
                "zranění do bodů zdraví (Regenerace).",
                f"The attack bypasses regeneration: Fortitude DC {dc}, or {amount} wound "
                "damage (Regeneration).",
            )
            return result
        if self.regeneration:
            self._regenerating_damage(amount, critical, result)
            return result
        to_stamina = 0 if critical else min(self.stamina, amount)
        if critical:
            result.add(
                "critical",
                f"Kritický zásah: {amount} zranění jde rovnou do bodů zdraví (Kritické zásahy).",
                f"Critical hit: {amount} damage goes straight to wound points (Critical hits).",
            )
        if to_stamina:
            self.stamina -= to_stamina
            result.stamina_lost += to_stamina
            result.add(
                "stamina_damage",
                f"Stamina −{to_stamina} (zbývá {self.stamina}).",
                f"Stamina −{to_stamina} ({self.stamina} left).",
            )
        if amount - to_stamina:
            self._wound_damage(amount - to_stamina, result)
        return result

    def _regenerating_damage(self, amount: int, critical: bool, result: Result) -> None:
        lost = min(self.stamina, amount)
        self.stamina -= lost
        result.stamina_lost += lost
        result.add(
            "stamina_damage",
            f"Stamina −{lost} (zbývá {self.stamina}); regenerace: i kritický zásah jen do "
            "staminy, body zdraví neklesají."
            if critical
            else f"Stamina −{lost} (zbývá {self.stamina}); regenerace: body zdraví neklesají.",
            f"Stamina −{lost} ({self.stamina} left); regeneration: even a critical hit only "
            "reduces stamina, wound points do not drop."
            if critical
            else f"Stamina −{lost} ({self.stamina} left); regeneration: wound points do not drop.",
        )
        if self.stamina == 0:
            self._fatigue(result, "regeneration")

    def _wound_damage(self, amount: int, result: Result) -> None:
        before = self.wounds
        lost = min(before, amount)
        self.wounds -= lost
        result.wounds_lost += lost
        floor = " (body zdraví nemohou klesnout pod 0)" if amount > lost else ""
        floor_en = " (wound points cannot go below 0)" if amount > lost else ""
        result.add(
            "wound_damage",
            f"Body zdraví −{lost} (zbývá {self.wounds}){floor}.",
            f"Wound points −{lost} ({self.wounds} left){floor_en}.",
        )
        if lost and before == self.max_wounds:
            self._fatigue(result, "wounds")
        if lost and self.has_con and self.conscious:
            dc = STUN_BASE_DC + lost
            self._queue(result, "stun", dc)
            result.add(
                "stun_save",
                f"Záchrana na Výdrž TO {dc}, jinak "
                f"{self.agreeing('ochromený', 'ochromená', 'ochromené')} na 1 kolo (Zásah do těla).",
                f"Fortitude DC {dc} or stunned for 1 round (Hit to the body).",
            )
        if self.wounds:
            return
        if before > 0:
            self._reach_zero(result)
        elif "stable" in self.conditions and self.settings.hit_while_stable_starts_dying:
            hit = self.agreeing("zraněn", "zraněna", "zraněno")
            self._start_dying(result, f"{hit} ve stabilizovaném stavu", "hit while stable")
        elif (
            "disabled" in self.conditions
            and self.conscious
            and self.settings.resave_when_hit_at_zero
            and not self._has_pending("disabled")
        ):
            self._queue(result, "disabled", DISABLED_DC)
            result.add(
                "disabled_save",
                f"{self.agreeing('Zraněn', 'Zraněna', 'Zraněno')} na 0 bodech zdraví: znovu záchrana na Výdrž TO {DISABLED_DC}, jinak "
                "bezvědomí a umírání (oddíl „0 bodů zdraví“; výklad pravidel).",
                f"Hit at 0 wound points: Fortitude DC {DISABLED_DC} again, or unconscious and "
                "dying (section '0 wound points'; a ruling).",
            )

    def _reach_zero(self, result: Result) -> None:
        if not self.has_con:
            self._destroy(result)
            return
        self.conditions.add("disabled")
        self._queue(result, "disabled", DISABLED_DC)
        result.add(
            "disabled",
            f"0 bodů zdraví: {self.agreeing('vyřazený', 'vyřazená', 'vyřazené')}; záchrana na Výdrž TO {DISABLED_DC}, jinak bezvědomí "
            "a umírání (oddíl „0 bodů zdraví“).",
            f"0 wound points: disabled; Fortitude DC {DISABLED_DC}, or unconscious and dying "
            "(section '0 wound points').",
        )

    def _start_dying(self, result: Result, cs_why: str, en_why: str) -> None:
        self.conditions -= {"disabled", "stable", "stunned"}
        self.conditions |= {"unconscious", "dying"}
        self.dying_rounds = 0
        self.stable_hours = 0
        self.tended = False
        self.recovering = False
        # the saves of the states it leaves go; a stun save put off stays pending until
        # the GM resolves it (unconscious, it then no longer matters, and the log says so)
        self._drop_saves("stable", "disabled")
        result.add(
            "dying",
            f"Umírá ({cs_why}): v bezvědomí, každé kolo záchrana na Výdrž (Umírání).",
            f"Dying ({en_why}): unconscious, a Fortitude save every round (Dying).",
        )

    def _wake_disabled(self, result: Result, cs: str, en: str) -> None:
        self.conditions -= {"dying", "stable", "unconscious"}
        self.conditions.add("disabled")
        # Léčení s pomocí: a tended creature heals its wound points naturally (even while
        # unconscious); waking does not put it back on its own, so no 10% roll is needed.
        # Only a creature that came round untended is "odkázaná sama na sebe".
        if self.tended:
            self.recovering = True
        self.tended = False
        out = self.agreeing("Vyřazený", "Vyřazená", "Vyřazené")
        result.add("conscious", f"{out} a při vědomí: {cs}", f"Disabled and conscious: {en}")

    def coup_de_grace(self, amount: int) -> Result:
        """A coup de grace: an automatic critical hit (to wound points); if the defender
        survives, Fortitude DC 10 + damage or it dies. That save is queued first."""
        result = self.take_damage(amount, critical=True)
        if self.alive and amount > 0 and self.has_con:  # no Con: no save (RULINGS §3)
            dc = COUP_BASE_DC + amount
            self._queue(result, "coup_de_grace", dc, first=True)
            result.add(
                "coup_de_grace_save",
                f"Coup de grace: záchrana na Výdrž TO {dc}, jinak zemře (Coup de grace).",
                f"Coup de grace: Fortitude DC {dc} or die (Coup de grace).",
            )
        return result

    def set_maxima(self, max_stamina: int, max_wounds: int) -> Result:
        """New maximums (e.g. Con changed); the damage already taken stays taken."""
        max_stamina = _non_negative(max_stamina, "Stamina", "Stamina")
        max_wounds = _non_negative(max_wounds, "Body zdraví", "Wound points")
        if max_wounds < 1 or (max_stamina and not self.has_con):
            raise _refuse(
                "Nejméně 1 bod zdraví; tvor bez Odolnosti nemá staminu.",
                "At least 1 wound point; a creature without Con has no stamina.",
                "range",
            )
        result = Result()
        before = self.wounds
        stamina_lost = self.max_stamina - self.stamina
        wounds_lost = self.max_wounds - self.wounds
        self.max_stamina, self.max_wounds = max_stamina, max_wounds
        self.stamina = max(0, max_stamina - stamina_lost)
        self.wounds = max(0, max_wounds - wounds_lost)
        if before > 0 and self.wounds == 0 and self.alive:
            self._reach_zero(result)
        return result

    # -------------------------------------------------------------- sheets
    def change_con(self, con: int) -> Result:
        """A new Con score (sheet-made creatures): wound points follow it; damage taken
        stays taken."""
        from campaign_manager.systems.d20.sheet import change_con

        return change_con(self, con)

    @classmethod
    def from_sheet(cls, sheet: dict, settings: D20Settings | None = None) -> Creature:
        """The live creature of a sheet, under the campaign's settings (defaults if None)."""
        from campaign_manager.systems.d20.sheet import creature_from_sheet

        return creature_from_sheet(sheet, settings)

    def to_sheet(self) -> dict:
        from campaign_manager.systems.d20.sheet import creature_to_sheet

        return creature_to_sheet(self)

    def __repr__(self) -> str:
        return (
            f"Creature(stamina={self.stamina}/{self.max_stamina}, "
            f"wounds={self.wounds}/{self.max_wounds}, conditions={sorted(self.conditions)})"
        )
