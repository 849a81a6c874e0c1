"""Combat (Boj, s. 22–24): ÚČ/OČ, attack resolution, rounds and complex actions.

ÚČ = skill + weapon attack; OČ = skill + weapon defence + shield defence (for a spell
both are the casting roll, without weapon or shield). The attacker rolls ÚČ + 1d6, the
defender OČ + 1d6; Přesah = attack − defence; a hit on Přesah ≥ 0. Damage = Přesah +
weapon damage − armour, where armour subtracts its Kvalita when Přesah ≤ its Pokrytí and
its Pokrytí when Přesah > Pokrytí; never below 0. Effects take hold from the next round:
every attack of a round uses the penalties fixed at its start.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.condition import Condition, ConditionState
from campaign_manager.systems.dakara.skill_test import check_die


def attack_number(skill: int, weapon_attack: int = 0) -> int:
    """ÚČ = skill (+ weapon attack)."""
    return skill + weapon_attack


def defence_number(skill: int, weapon_defence: int = 0, shield_defence: int = 0) -> int:
    """OČ = skill (+ weapon defence) (+ shield defence)."""
    return skill + weapon_defence + shield_defence


def armour_reduction(overshoot: int, quality: int, coverage: int) -> int:
    """What armour subtracts: Kvalita when Přesah ≤ Pokrytí, otherwise Pokrytí."""
    if quality < 0 or coverage < 0:
        raise RuleError(
            Text(
                cs="Kvalita ani Pokrytí zbroje nesmí být záporné.",
                en="Armour Kvalita and Pokrytí cannot be negative.",
            ),
            "armour",
        )
    return quality if overshoot <= coverage else coverage


@dataclass(frozen=True)
class AttackResult:
    overshoot: int  # Přesah
    hit: bool
    damage: int
    attack_total: int
    defence_total: int

    @property
    def text(self) -> Text:
        if not self.hit:
            return Text(f"minul (Přesah {self.overshoot})", f"miss (Přesah {self.overshoot})")
        return Text(
            f"zásah, Přesah {self.overshoot}, zranění {self.damage}",
            f"hit, Přesah {self.overshoot}, damage {self.damage}",
        )


def resolve_attack(
    attack_number: int,
    defence_number: int,
    attack_roll: int | None,
    defence_roll: int | None,
    weapon_damage: int = 0,
    armour_quality: int = 0,
    armour_coverage: int = 0,
    *,
    attack_penalty: int = 0,
    defence_penalty: int = 0,
    rng: random.Random | None = None,
) -> AttackResult:
    """Resolve one round's attack. ``None`` rolls are rolled with ``rng``.

    ``attack_penalty`` / ``defence_penalty`` are the wound penalties fixed at the start of
    the round (0..−4).
    """
    for value, what in ((attack_penalty, "attack_penalty"), (defence_penalty, "defence_penalty")):
        if not -4 <= value <= 0:
            raise RuleError(
                Text(
                    cs=f"{what}: postih za zranění je 0 až −4, ne {value}.",
                    en=f"{what}: a wound penalty is 0 to −4, not {value}.",
                ),
                "wound_penalty",
            )
    if weapon_damage < 0:
        raise RuleError(
            Text(cs="Zranění zbraně nesmí být záporné.", en="Weapon damage cannot be negative."),
            "weapon",
        )
    a = check_die(attack_roll, "attack_roll") if attack_roll is not None else roll(6, rng)
    d = check_die(defence_roll, "defence_roll") if defence_roll is not None else roll(6, rng)
    attack_total = attack_number + attack_penalty + a
    defence_total = defence_number + defence_penalty + d
    overshoot = attack_total - defence_total
    hit = overshoot >= 0
    damage = 0
    if hit:
        damage = max(
            0,
            overshoot
            + weapon_damage
            - armour_reduction(overshoot, armour_quality, armour_coverage),
        )
    return AttackResult(overshoot, hit, damage, attack_total, defence_total)


@dataclass
class ComplexAction:
    """A complex action that takes ``rounds`` rounds (None: the GM decides when it ends)."""

    key: str
    name: str
    rounds: int | None
    done_rounds: int = 0

    @property
    def finished(self) -> bool:
        return self.rounds is not None and self.done_rounds >= self.rounds

    @property
    def remaining(self) -> int | None:
        return None if self.rounds is None else max(0, self.rounds - self.done_rounds)


def complex_action(
    key: str, catalogue: Catalogue | None = None, rounds: int | None = None
) -> ComplexAction:
    """A complex action from the table; ``rounds`` for open ones (spells, skills)."""
    catalogue = catalogue or Catalogue.default()
    if key not in catalogue.complex_actions:
        raise RuleError(
            Text(cs=f"Neznámá komplexní akce „{key}“.", en=f"Unknown complex action '{key}'."),
            "unknown",
        )
    row = catalogue.complex_actions[key]
    table_rounds = row["rounds"]
    if rounds is None:
        return ComplexAction(key, row["name"], table_rounds)
    fixed = table_rounds is not None and not row.get("at_least")
    too_short = rounds < 1 or (table_rounds is not None and rounds < table_rounds)
    if too_short or (fixed and rounds != table_rounds):
        duration = row.get("duration") or f"{table_rounds}"
        raise RuleError(
            Text(
                cs=(
                    f"{row['name']}: trvání podle Tabulky komplexních "
                    f"akcí je {duration} (kol), ne {rounds}."
                ),
                en=(
                    f"{row['name']}: the complex-action table "
                    f"gives {duration} (rounds), not {rounds}."
                ),
            ),
            "action_rounds",
        )
    return ComplexAction(key, row["name"], rounds)


@dataclass
class Combatant:
    name: str
    condition: Condition
    action: ComplexAction | None = None


@dataclass
class Combat:
    """Rounds of combat: penalties fixed at each round's start, damage from the next round."""

    combatants: dict[str, Combatant] = field(default_factory=dict)
    round: int = 0
    penalties: dict[str, int] = field(default_factory=dict)  # fixed at the round's start
    pending: dict[str, int] = field(default_factory=dict)  # damage taking hold next round
    log: list[tuple[int, str, str, AttackResult]] = field(default_factory=list)

    def add(self, name: str, condition: Condition | None = None) -> Combatant:
        if name in self.combatants:
            raise RuleError(
                Text(cs=f"{name} už v boji je.", en=f"{name} is already in the fight."), "duplicate"
            )
        self.combatants[name] = Combatant(name, condition or Condition())
        return self.combatants[name]

    def _get(self, name: str) -> Combatant:
        try:
            return self.combatants[name]
        except KeyError:
            raise RuleError(
                Text(cs=f"{name} v boji není.", en=f"{name} is not in the fight."), "unknown"
            ) from None

    def start_round(self) -> int:
        """Begin the next round: apply last round's damage, then fix everyone's penalties."""
        for name, damage in self.pending.items():
            self.combatants[name].condition.take(damage)
        self.pending = {}
        self.round += 1
        self.penalties = {n: c.condition.penalty for n, c in self.combatants.items()}
        return self.round

    def can_act(self, name: str) -> bool:
        return self._get(name).condition.state not in (ConditionState.OUT, ConditionState.DYING)

    def attack(
        self,
        attacker: str,
        defender: str,
        attack_number: int,
        defence_number: int,
        attack_roll: int | None = None,
        defence_roll: int | None = None,
        weapon_damage: int = 0,
        armour_quality: int = 0,
        armour_coverage: int = 0,
        rng: random.Random | None = None,
    ) -> AttackResult:
        """Resolve an attack this round with the penalties fixed at its start; damage waits."""
        if self.round == 0:
            raise RuleError(Text(cs="Nejdřív začni kolo.", en="Start a round first."), "no_round")
        self._get(attacker)
        self._get(defender)
        result = resolve_attack(
            attack_number,
            defence_number,
            attack_roll,
            defence_roll,
            weapon_damage,
            armour_quality,
            armour_coverage,
            attack_penalty=self.penalties[attacker],
            defence_penalty=self.penalties[defender],
            rng=rng,
        )
        if result.damage:
            self.pending[defender] = self.pending.get(defender, 0) + result.damage
        self.log.append((self.round, attacker, defender, result))
        return result

    def begin_action(
        self, name: str, key: str, catalogue: Catalogue | None = None, rounds: int | None = None
    ) -> ComplexAction:
        """Start a (possibly multi-round) complex action; one at a time."""
        combatant = self._get(name)
        combatant.action = complex_action(key, catalogue, rounds)
        return combatant.action

    def end_round(self) -> list[str]:
        """Advance every complex action by a round; returns who finished one."""
        finished = []
        for c in self.combatants.values():
            if c.action is not None:
                c.action.done_rounds += 1
                if c.action.finished:
                    finished.append(c.name)
                    c.action = None
        return finished
