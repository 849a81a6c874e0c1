"""Saves, turns and hours of a Creature: resolving pending Fortitude saves, the Heal check,
the start and end of its turn (stun, regeneration, fast healing, dying saves) and the hour
(a stable creature's save, a tended one's d% to wake).

Text: „Stamina a body zdraví“ (seed 004): Zásah do těla, 0 bodů zdraví, Umírání,
Stabilizované postavy a léčení, Coup de grace, Regenerace. A mixin of Creature.
"""

from __future__ import annotations

import random

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.d20.data import save_label
from campaign_manager.systems.d20.events import Result

#: Kinds of pending Fortitude saves.
SAVE_KINDS = ("stun", "disabled", "dying", "stable", "coup_de_grace", "regeneration")

STUN_BASE_DC = 5  # Zásah do těla: TO 5 + ubrané body zdraví
DISABLED_DC = 15  # 0 bodů zdraví: TO 15
DYING_BASE_DC = 10  # Umírání: TO 10, +1 za každé další kolo
STABLE_BASE_DC = 10  # Stabilizované postavy: TO 10, +1 za každou hodinu po první
HEAL_DC = 15  # Léčení TO 15 stabilizuje umírajícího
COUP_BASE_DC = 10  # Coup de grace: TO 10 + zranění
REGENERATION_BASE_DC = 10  # Regenerace: TO 10 + utržené zranění
BETTER_MARGIN = 5  # uspěje o 5+ (ruling: exactly 5 goes to the better band)
BEST_MARGIN = 10  # uspěje o 10+ (ruling: exactly 10 goes to the better band)
WAKE_PERCENT = 10  # ošetřený se probere s 10% šancí za hodinu


def _refuse(cs: str, en: str, code: str = "rule") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


class SavesMixin:
    """Saves and the passing of rounds and hours; the state lives on Creature."""

    conditions: set[str]
    pending_saves: list[tuple[str, int]]
    wounds: int
    dying_rounds: int
    stable_hours: int
    tended: bool
    stun_turn_begun: bool

    # ----------------------------------------------------------------- saves
    def resolve_save(self, kind: str, total: int) -> Result:
        """Resolve the first pending save of ``kind`` with the roll's total (d20 + Fort)."""
        if isinstance(total, bool) or not isinstance(total, int):
            raise _refuse("Výsledek hodu musí být celé číslo.", "A save total must be a number.")
        index = next((i for i, save in enumerate(self.pending_saves) if save[0] == kind), None)
        if index is None:
            raise _refuse(
                f"Žádná záchrana druhu „{kind}“ nečeká.",
                f"No pending save of kind '{kind}'.",
                "no_save",
            )
        dc = self.pending_saves.pop(index)[1]
        result = Result()
        margin = total - dc
        passed = self.agreeing("uspěl", "uspěla", "uspělo")
        outcome = passed if margin >= 0 else f"ne{passed}"
        outcome_en = "success" if margin >= 0 else "failure"
        label = save_label(kind)
        result.add(
            "save",
            f"Záchrana na Výdrž {label.cs}: {total} vs TO {dc}, {outcome}.",
            f"Fortitude save {label.en}: {total} vs DC {dc}, {outcome_en}.",
        )
        getattr(self, f"_after_{kind}")(margin, dc, result)
        return result

    def roll_save(
        self, fortitude: int, rng: random.Random | None = None, kind: str | None = None
    ) -> Result:
        """Roll d20 + ``fortitude`` (from an injectable RNG) for the first pending save, or
        the first of ``kind``, and resolve it."""
        if not self.pending_saves:
            raise _refuse("Žádná záchrana nečeká.", "No save is pending.", "no_save")
        kind = kind or self.pending_saves[0][0]
        return self.resolve_save(kind, roll(20, rng) + fortitude)

    def _after_stun(self, margin: int, dc: int, result: Result) -> None:
        if margin >= 0:
            return
        if not self.alive or not self.conscious:  # it went down before the save was rolled
            result.add("no_effect", "Záchrana už nemá účinek.", "The save no longer matters.")
            return
        self.conditions.add("stunned")
        self.stun_turn_begun = False
        result.add(
            "stunned",
            f"{self.agreeing('Ochromený', 'Ochromená', 'Ochromené')} na 1 kolo; spojenec to může standardní akcí ukončit (Zásah do těla).",
            "Stunned for 1 round; an ally can end it with a standard action (Hit to the body).",
        )

    def _after_disabled(self, margin: int, dc: int, result: Result) -> None:
        if self.wounds > 0 or not self.alive or "dying" in self.conditions:
            result.add("no_effect", "Záchrana už nemá účinek.", "The save no longer matters.")
        elif margin >= 0:
            # Merely disabled, never dying nor stabilised: the 10% a day of a stable,
            # conscious creature left on its own does not apply; it heals naturally.
            self.recovering = True
            result.add(
                "disabled",
                f"Zůstává jen {self.agreeing('vyřazený', 'vyřazená', 'vyřazené')} (oddíl „0 bodů zdraví“).",
                "Stays merely disabled (section '0 wound points').",
            )
        else:
            failed = self.agreeing("neuspěl", "neuspěla", "neuspělo")
            self._start_dying(result, f"{failed} v záchraně TO 15", "failed the DC 15 save")

    def _after_dying(self, margin: int, dc: int, result: Result) -> None:
        if "dying" not in self.conditions:
            result.add("no_effect", "Už neumírá.", "No longer dying.")
        elif margin < 0:
            failed = self.agreeing("neuspěl", "neuspěla", "neuspělo")
            self._die(result, f"{failed} v záchraně umírajícího (Umírání).", "failed a dying save.")
        elif margin < BETTER_MARGIN:
            result.add(
                "still_dying",
                f"{self.agreeing('Uspěl', 'Uspěla', 'Uspělo')} o méně než 5: nadále umírá (Umírání).",
                "Succeeded by less than 5: still dying (Dying).",
            )
        elif margin < BEST_MARGIN:
            self.conditions.discard("dying")
            self.conditions |= {"stable", "unconscious"}
            self.stable_hours = 0
            self.tended = False
            result.add(
                "stable",
                f"{self.agreeing('Uspěl', 'Uspěla', 'Uspělo')} o 5–9: "
                f"{self.agreeing('stabilizovaný', 'stabilizovaná', 'stabilizované')}, "
                "v bezvědomí (Umírání).",
                "Succeeded by 5–9: stable, unconscious (Dying).",
            )
        else:
            passed = self.agreeing("uspěl", "uspěla", "uspělo")
            self._wake_disabled(result, f"{passed} o 10+ (Umírání).", "succeeded by 10+ (Dying).")

    def _after_stable(self, margin: int, dc: int, result: Result) -> None:
        if "stable" not in self.conditions or not self.alive:
            stable = self.agreeing("stabilizovaný", "stabilizovaná", "stabilizované")
            result.add("no_effect", f"Už není {stable}.", "No longer stable.")
        elif margin < 0:
            failed = self.agreeing("neuspěl", "neuspěla", "neuspělo")
            self._start_dying(result, f"{failed} v hodinové záchraně", "failed the hourly save")
        elif margin < BETTER_MARGIN:
            result.add(
                "still_stable",
                f"{self.agreeing('Uspěl', 'Uspěla', 'Uspělo')} o méně než 5: stále "
                f"{self.agreeing('stabilizovaný', 'stabilizovaná', 'stabilizované')} v bezvědomí "
                "(Stabilizované postavy).",
                "Succeeded by less than 5: still stable and unconscious (Stable characters).",
            )
        else:
            passed = self.agreeing("uspěl", "uspěla", "uspělo")
            self._wake_disabled(
                result, f"{passed} o 5+ (Stabilizované postavy).", "succeeded by 5+ (Stable)."
            )

    def _after_coup_de_grace(self, margin: int, dc: int, result: Result) -> None:
        if margin < 0 and self.alive:
            failed = self.agreeing("neuspěl", "neuspěla", "neuspělo")
            self._die(
                result, f"{failed} v záchraně po coup de grace.", "failed the coup de grace save."
            )

    def _after_regeneration(self, margin: int, dc: int, result: Result) -> None:
        amount = dc - REGENERATION_BASE_DC
        if not self.alive:
            return
        if margin >= 0:
            result.add(
                "converted",
                f"Zranění {amount} převedeno na staminu (Regenerace).",
                f"{amount} damage turned into stamina damage (Regeneration).",
            )
            self._regenerating_damage(amount, False, result)
        else:
            self._wound_damage(amount, result)

    def heal_check(self, total: int) -> Result:
        """Someone tends a dying creature: Heal DC 15 stabilises it (a standard action that
        provokes attacks of opportunity)."""
        if "dying" not in self.conditions:
            raise _refuse(
                "Ověření Léčení TO 15 stabilizuje jen umírajícího (Umírání).",
                "A DC 15 Heal check only stabilises a dying creature (Dying).",
            )
        result = Result()
        if total < HEAL_DC:
            result.add(
                "no_effect",
                f"Léčení {total} < TO {HEAL_DC}: stále umírá.",
                f"Heal {total} < DC {HEAL_DC}: still dying.",
            )
            return result
        self.conditions.discard("dying")
        self.conditions |= {"stable", "unconscious"}
        self.tended = True
        self.stable_hours = 0
        self._drop_saves("dying")
        result.add(
            "stable",
            f"{self.agreeing('Ošetřen', 'Ošetřena', 'Ošetřeno')} (Léčení TO 15): "
            f"{self.agreeing('stabilizovaný', 'stabilizovaná', 'stabilizované')} v bezvědomí; "
            "za hodinu 10% šance, že se probere.",
            "Tended (Heal DC 15): stable and unconscious; in an hour a 10% chance to wake.",
        )
        return result

    # ---------------------------------------------------------- time passing
    def start_turn(self) -> Result:
        """The creature's turn begins: stun, regeneration, fast healing, the dying save."""
        result = Result()
        if not self.alive:
            return result
        if "dying" in self.conditions and self._has_pending("dying"):
            raise _refuse(
                "Nejdřív vyhodnoť čekající záchranu umírajícího.",
                "Resolve the pending dying save first.",
            )
        if "stunned" in self.conditions:
            if self.stun_turn_begun:
                self._end_stun(result)
            else:
                self.stun_turn_begun = True
                stunned = self.agreeing("ochromený", "ochromená", "ochromené")
                result.add("stunned", f"Tento tah je {stunned}.", "Stunned this turn.")
        self._regenerate(result)
        if "dying" in self.conditions:
            self.dying_rounds += 1
            dc = DYING_BASE_DC + self.dying_rounds - 1
            self._queue(result, "dying", dc)
            result.add(
                "dying_save",
                f"Umírá: záchrana na Výdrž TO {dc}, při neúspěchu zemře (Umírání).",
                f"Dying: Fortitude DC {dc}; on a failure it dies (Dying).",
            )
        return result

    def end_turn(self) -> Result:
        """The creature's turn ends: a stun that covered this turn is over."""
        result = Result()
        if "stunned" in self.conditions and self.stun_turn_begun:
            self._end_stun(result)
        return result

    def help_recover(self) -> Result:
        """Another character spends a standard action to help it recover: the stun ends."""
        if "stunned" not in self.conditions:
            raise _refuse(
                f"{self.agreeing('Není ochromený', 'Není ochromená', 'Není ochromené')}.",
                "The creature is not stunned.",
            )
        result = Result()
        self._end_stun(result)
        return result

    def _end_stun(self, result: Result) -> None:
        self.conditions.discard("stunned")
        self.stun_turn_begun = False
        result.add("stun_ended", "Ochromení skončilo.", "The stun is over.")

    def hour_passes(self, percent: int | None = None, rng: random.Random | None = None) -> Result:
        """An hour passes: a stable creature's hourly save (DC 10, +1 each later hour), or
        for one tended by Heal, the d% roll to wake (10%). ``percent``: an entered d%."""
        result = Result()
        if not self.alive or "stable" not in self.conditions:
            return result
        if "unconscious" not in self.conditions:
            return result
        if self.tended:
            value = roll(100, rng) if percent is None else percent
            if not 1 <= value <= 100:
                raise _refuse(f"Hod k% je 1–100, ne {value}.", f"A d% roll is 1–100, not {value}.")
            if value <= WAKE_PERCENT:
                woke = self.agreeing("probral", "probrala", "probralo")
                self._wake_disabled(result, f"k% {value} ≤ 10, {woke} se.", f"d% {value} ≤ 10.")
            else:
                result.add(
                    "still_stable",
                    f"k% {value}: stále v bezvědomí.",
                    f"d% {value}: still unconscious.",
                )
            return result
        if self._has_pending("stable"):
            raise _refuse(
                "Nejdřív vyhodnoť čekající hodinovou záchranu.",
                "Resolve the pending hourly save first.",
            )
        self.stable_hours += 1
        dc = STABLE_BASE_DC + self.stable_hours - 1
        self._queue(result, "stable", dc)
        result.add(
            "stable_save",
            f"{self.agreeing('Stabilizovaný', 'Stabilizovaná', 'Stabilizované')}: záchrana na "
            f"Výdrž TO {dc}, při neúspěchu začne umírat.",
            f"Stable: Fortitude DC {dc}; on a failure it starts dying again.",
        )
        return result
