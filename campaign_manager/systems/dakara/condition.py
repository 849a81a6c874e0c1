"""Kondice (wounds), exhaustion and will (Zranění a léčba; Únava a vyčerpání, s. 20–22).

Penalty for current kondice K of maximum M (steps of a quarter of the maximum):
K ≥ 1 → −floor(4·(M−K)/M) (human: 12–10 → 0, 9–7 → −1, 6–4 → −2, 3–1 → −3 and cannot
run); K ≤ 0 → −4 and out (vyřazen); K ≤ −M/2 (human −6) → dying. Wound penalties apply
to every test with a skill, attack and defence included, not to rolls without a skill.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache

from campaign_manager.systems.common import RuleError, Text, load_json

HUMAN_MAXIMUM = 12
OUT_PENALTY = -4
VYDRZ_REST_MINUTES = 10
SLEEP_HOURS = 6
MEDITATION_MINUTES = 5


class ConditionState(Enum):
    ACTIVE = "active"  # can act, with the penalty as computed
    CANNOT_RUN = "cannot_run"  # the lowest quarter above 0: −3, cannot run
    OUT = "out"  # 0 or less: vyřazen (unconscious or unable to fight); the GM marks unconsciousness
    DYING = "dying"  # −max/2 or less: dies within minutes without help

    @property
    def text(self) -> Text:
        return STATE_TEXTS[self]


STATE_TEXTS = {
    ConditionState.ACTIVE: Text("schopen jednat", "can act"),
    ConditionState.CANNOT_RUN: Text("nejsi schopen běhu", "cannot run"),
    ConditionState.OUT: Text(
        "vyřazen: bezvědomí, nebo neschopen boje ani náročnější činnosti",
        "out: unconscious, or unable to fight or do anything demanding",
    ),
    ConditionState.DYING: Text(
        "umírá: bez pomoci do několika minut zahyne", "dying: dies within minutes without help"
    ),
}


def _check(current: object, maximum: object) -> tuple[int, int]:
    for value, what in ((current, "current kondice"), (maximum, "maximum kondice")):
        if isinstance(value, bool) or not isinstance(value, int):
            raise RuleError(
                Text(
                    cs=f"{what}: má být celé číslo, ne {value!r}.",
                    en=f"{what} must be a whole number, not {value!r}.",
                ),
                "kondice",
            )
    if maximum < 1:
        raise RuleError(
            Text(
                cs=f"Maximální kondice musí být alespoň 1 (drobný tvor), ne {maximum}.",
                en=f"Maximum kondice must be at least 1 (a tiny creature), not {maximum}.",
            ),
            "kondice_max",
        )
    if current > maximum:
        raise RuleError(
            Text(
                cs=f"Kondice {current} je vyšší než maximum {maximum}.",
                en=f"Kondice {current} is above its maximum {maximum}.",
            ),
            "kondice",
        )
    return current, maximum


def condition_penalty(current: int, maximum: int = HUMAN_MAXIMUM) -> int:
    """The wound penalty (0, −1, −2, −3 or −4) at ``current`` kondice of ``maximum``."""
    current, maximum = _check(current, maximum)
    return _penalty(current, maximum)


def _penalty(current: int, maximum: int) -> int:
    if current <= 0:
        return OUT_PENALTY
    return -((4 * (maximum - current)) // maximum)


def _state(current: int, maximum: int) -> ConditionState:
    if 2 * current <= -maximum:
        return ConditionState.DYING
    if current <= 0:
        return ConditionState.OUT
    if _penalty(current, maximum) <= -3:
        return ConditionState.CANNOT_RUN
    return ConditionState.ACTIVE


def is_dying(current: int, maximum: int = HUMAN_MAXIMUM) -> bool:
    """At or below the death threshold, −maximum/2 (Mez smrti)."""
    current, maximum = _check(current, maximum)
    return 2 * current <= -maximum


def condition_state(current: int, maximum: int = HUMAN_MAXIMUM) -> ConditionState:
    current, maximum = _check(current, maximum)
    return _state(current, maximum)


# --- creature sizes (resources/rules/dakara/sizes.json) -----------------------------------
@cache
def _size_data() -> tuple[str, dict[str, dict], dict[str, str]]:
    raw = load_json("rules", "dakara", "sizes.json")
    sizes = {s["key"]: s for s in raw["sizes"]}
    names: dict[str, str] = {}
    for key, entry in sizes.items():
        for name in (key, entry["cs"], entry["en"], *entry.get("aliases", ())):
            names.setdefault(name.casefold(), key)
    return raw.get("default", "human"), sizes, names


def sizes() -> dict[str, dict]:
    """Every creature size: key → ``{"key", "cs", "en", "maximum", ...}`` (a copy)."""
    return {k: dict(v) for k, v in _size_data()[1].items()}


def is_size(key: object) -> bool:
    """Whether ``key`` is a size key (not a name: see :func:`size_key`)."""
    return isinstance(key, str) and key in _size_data()[1]


def default_size() -> str:
    """The size of a sheet that names none: an adult human."""
    return _size_data()[0]


def size_key(name: object) -> str | None:
    """The key of the size ``name`` is (a key, its Czech or English name, an alias), or None."""
    if not isinstance(name, str):
        return None
    return _size_data()[2].get(name.strip().casefold())


def size_for_maximum(maximum: int) -> str | None:
    """The size whose maximum kondice is ``maximum`` (an old sheet kept only the number)."""
    default, table, _ = _size_data()
    if table.get(default, {}).get("maximum") == maximum:
        return default
    return next((k for k, v in table.items() if v["maximum"] == maximum), None)


def size_maximum(key: str) -> int:
    """Maximum kondice of the size ``key``; RuleError for an unknown size."""
    entry = _size_data()[1].get(key)
    if entry is None:
        raise RuleError(
            Text(
                cs=f"Neznámá velikost tvora „{key}“ (rules/dakara/sizes.json).",
                en=f"Unknown creature size '{key}' (rules/dakara/sizes.json).",
            ),
            "size",
        )
    return int(entry["maximum"])


def size_name(key: str) -> Text:
    size_maximum(key)
    entry = _size_data()[1][key]
    return Text(cs=entry["cs"], en=entry["en"])


@dataclass
class Condition:
    """A creature's kondice: ``take`` damage, ``heal``, read ``penalty`` and ``state``."""

    maximum: int = HUMAN_MAXIMUM
    current: int | None = None

    def __post_init__(self) -> None:
        if self.current is None:
            self.current = self.maximum
        _check(self.current, self.maximum)

    @property
    def penalty(self) -> int:
        return condition_penalty(self.current, self.maximum)

    @property
    def state(self) -> ConditionState:
        return condition_state(self.current, self.maximum)

    def take(self, damage: int) -> None:
        """Lose ``damage`` kondice (0 or more); kondice may go below 0."""
        if isinstance(damage, bool) or not isinstance(damage, int) or damage < 0:
            raise RuleError(
                Text(
                    cs=f"Zranění musí být ≥ 0, ne {damage!r}.",
                    en=f"Damage must be ≥ 0, not {damage!r}.",
                ),
                "damage",
            )
        self.current -= damage

    def heal(self, points: int) -> None:
        """Regain ``points`` kondice, never above the maximum."""
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise RuleError(
                Text(
                    cs=f"Léčení musí být ≥ 0, ne {points!r}.",
                    en=f"Healing must be ≥ 0, not {points!r}.",
                ),
                "heal",
            )
        self.current = min(self.maximum, self.current + points)


@dataclass
class Pool:
    """Výdrž or Vůle points: ``maximum`` from the skill rating, ``spent`` so far."""

    name: str  # "Výdrž" or "Vůle"
    maximum: int
    spent: int = 0

    def __post_init__(self) -> None:
        if self.maximum < 0 or not 0 <= self.spent <= self.maximum:
            raise RuleError(
                Text(
                    cs=f"{self.name}: spotřebováno {self.spent} z {self.maximum} není možné.",
                    en=f"{self.name}: {self.spent} spent of {self.maximum} is impossible.",
                ),
                "pool",
            )

    @property
    def current(self) -> int:
        return self.maximum - self.spent

    def spend(self, points: int = 1) -> None:
        """Spend points; RuleError (nothing changes) when not enough are left."""
        if points < 1:
            raise RuleError(
                Text(cs="Utratit lze alespoň 1 bod.", en="At least 1 point must be spent."), "pool"
            )
        if points > self.current:
            raise RuleError(
                Text(
                    cs=(
                        f"{self.name}: zbývá {self.current} bodů, nelze utratit "
                        f"{points}; nejdřív si odpočiň (Únava a vyčerpání)."
                    ),
                    en=(
                        f"{self.name}: {self.current} points left, cannot "
                        f"spend {points}; rest first (Fatigue and exhaustion)."
                    ),
                ),
                "pool_empty",
            )
        self.spent += points

    def restore_all(self) -> None:
        self.spent = 0


def rest(vydrz: Pool, minutes: int) -> bool:
    """About 10 minutes' rest restores all Výdrž; returns whether it did."""
    if minutes >= VYDRZ_REST_MINUTES:
        vydrz.restore_all()
        return True
    return False


def sleep(vule: Pool, hours: int) -> bool:
    """At least 6 hours of sound sleep restore all Vůle; returns whether it did."""
    if hours >= SLEEP_HOURS:
        vule.restore_all()
        return True
    return False


def meditate(
    vule: Pool,
    minutes: int = MEDITATION_MINUTES,
    sustaining_magic: bool = False,
    interrupted: bool = False,
) -> bool:
    """5 minutes' meditation restores all Vůle; not while sustaining magic; void if interrupted."""
    if sustaining_magic:
        raise RuleError(
            Text(
                cs=(
                    "Nelze začít meditovat, pokud udržuješ "
                    "jakoukoliv magii (Odbourávání psychické únavy)."
                ),
                en=(
                    "You cannot start meditating while sustaining "
                    "any magic (Removing mental fatigue)."
                ),
            ),
            "meditation_sustaining",
        )
    if interrupted or minutes < MEDITATION_MINUTES:
        return False
    vule.restore_all()
    return True
