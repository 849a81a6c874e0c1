"""A Člověk character: attributes, derived values, scars, burning and time boundaries."""

from __future__ import annotations

import copy
import math
from collections.abc import Iterable

from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.clovek.feelings import Feelings
from campaign_manager.systems.clovek.scars import (
    KINDS,
    NEGATIVE_SOCIAL,
    OPPOSITE,
    SCAR_KEYS,
    SCAR_KIND,
    Scar,
    Severity,
    WoundEvent,
    check_scar_key,
    penalty_text,
    scar_name,
)
from campaign_manager.systems.clovek.soul import Disorder, Soul, check_split
from campaign_manager.systems.common import RuleError, Text, points_cs

ATTRIBUTES = ("obratnost", "konstituce", "sarm", "vyrovnanost", "inteligence", "rozhodnost")
SKILL_ATTRIBUTE = {"physical": "obratnost", "social": "sarm", "mental": "inteligence"}
CAPACITY_ATTRIBUTE = {"physical": "konstituce", "social": "vyrovnanost", "mental": "rozhodnost"}
DEFAULT_ATTRIBUTE = 2
ATTRIBUTE_RANGE = (0, 5)
TEMPERAMENTS = ("cholerik", "melancholik", "sangvinik", "flegmatik")
SIDES = ("right", "left")


#: a scar type's adjective in the genitive ("1 bod sociálního zranění")
KIND_GENITIVE_CS = {"physical": "fyzického", "social": "sociálního", "mental": "mentálního"}


def _check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise RuleError(
            Text(
                cs=f"Neznámý typ {kind!r}; známé: fyzický, sociální, mentální.",
                en=f"Unknown type {kind!r}; known: {', '.join(KINDS)}.",
            ),
            "input",
        )
    return kind


def check_attributes(attributes: dict) -> dict[str, int]:
    """All six attributes (missing ones at the default 2), each an int 0..5."""
    if not isinstance(attributes, dict):
        raise RuleError(Text(cs="Atributy musí být slovník.", en="Attributes must be a dict."))
    unknown = sorted(set(attributes) - set(ATTRIBUTES))
    if unknown:
        raise RuleError(
            Text(
                cs=f"Neznámé atributy: {', '.join(map(str, unknown))}.",
                en=f"Unknown attributes: {', '.join(map(str, unknown))}.",
            ),
            "input",
        )
    result = {}
    for key in ATTRIBUTES:
        value = attributes.get(key, DEFAULT_ATTRIBUTE)
        low, high = ATTRIBUTE_RANGE
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise RuleError(
                Text(
                    cs=f"Atribut {key} musí být celé číslo 0–5, ne {value!r} (Člověk, Atributy).",
                    en=f"Attribute {key} must be a whole number 0–5, not {value!r} "
                    "(Člověk, Attributes).",
                ),
                "input",
            )
        result[key] = value
    return result


class Character:
    """Attributes, temperament, dominant side, sixteen scars, feelings, disorders and soul."""

    def __init__(self, attributes: dict, temperament: str, dominant: str = "right"):
        self.attributes = check_attributes(attributes)
        if temperament not in TEMPERAMENTS:
            raise RuleError(
                Text(
                    cs=f"Neznámý temperament {temperament!r}; známé: {', '.join(TEMPERAMENTS)}.",
                    en=f"Unknown temperament {temperament!r}; known: {', '.join(TEMPERAMENTS)}.",
                ),
                "input",
            )
        if dominant not in SIDES:
            raise RuleError(
                Text(
                    cs="Dominantní strana je right (pravák) nebo left (levák).",
                    en="The dominant side is 'right' or 'left'.",
                ),
                "input",
            )
        self.temperament = temperament
        self.dominant = dominant
        self.scars: dict[str, Scar] = {
            key: Scar(key, self.boxes(SCAR_KIND[key])) for key in SCAR_KEYS
        }
        self.burned: dict[str, int] = dict.fromkeys(KINDS, 0)
        self.feelings = Feelings()
        self.disorders: list[Disorder] = []
        self.soul = Soul()
        self.notes = ""

    # ----- derived values (Člověk, Atributy; RULINGS §2.1)
    def skill(self, kind: str) -> int:
        return self.attributes[SKILL_ATTRIBUTE[_check_kind(kind)]]

    def capacity(self, kind: str) -> int:
        return self.attributes[CAPACITY_ATTRIBUTE[_check_kind(kind)]]

    def bank(self, kind: str) -> int:
        """Dice in the bank: twice the skill attribute."""
        return 2 * self.skill(kind)

    def burn_limit(self, kind: str) -> int:
        """Most wound points burned per round: the skill attribute."""
        return self.skill(kind)

    def boxes(self, kind: str) -> int:
        """Boxes in each scar of the type: the capacity attribute."""
        return self.capacity(kind)

    def base_power(self, kind: str) -> int:
        """Base power (moc): capacity / 2 rounded up."""
        return math.ceil(self.capacity(kind) / 2)

    # ----- temperament and burning
    def close_scars(self) -> tuple[str, ...]:
        return tuple(rules("character")["temperaments"][self.temperament]["close"])

    def distant_scars(self) -> tuple[str, ...]:
        return tuple(rules("character")["temperaments"][self.temperament]["distant"])

    def burnable_scars(self) -> tuple[str, ...]:
        """Torso, dominant arm and leg; both mental; negative social except the distant one."""
        distant = self.distant_scars()
        return (
            "torso",
            f"{self.dominant}_arm",
            f"{self.dominant}_leg",
            "will",
            "sanity",
            *(key for key in NEGATIVE_SOCIAL if key not in distant),
        )

    def scar(self, key: str) -> Scar:
        return self.scars[check_scar_key(key)]

    def opposite(self, key: str) -> Scar | None:
        return self.scars[OPPOSITE[key]] if key in OPPOSITE else None

    # ----- wounds
    def wound(self, key: str, severity: Severity | str | int, points: int = 1) -> list[WoundEvent]:
        """Write ``points`` points of ``severity`` into scar ``key``; returns what happened."""
        scar = self.scar(key)
        severity = Severity.parse(severity)
        _check_points(points, allow_zero=True)
        opposite = self.opposite(key)
        events: list[WoundEvent] = []
        for _ in range(points):
            for event in scar.receive(severity, opposite):
                events.append(event)
                if event.kind in ("written", "upgraded") and event.severity >= Severity.LETHAL:
                    events.append(_one_time(key, event.severity))
        if (
            key == "sanity"
            and self.disorders
            and any(e.kind in ("written", "upgraded", "critical") for e in events)
        ):
            events.append(
                WoundEvent(
                    "disorder_can_trigger",
                    key,
                    None,
                    Text(
                        cs="Zranění příčetnosti může spustit psychickou poruchu: "
                        + ", ".join(d.name for d in self.disorders),
                        en="A sanity wound can trigger a disorder: "
                        + ", ".join(d.name for d in self.disorders),
                    ),
                )
            )
        return events

    def long_term(self, key: str) -> tuple[Severity, Text] | None:
        """The long-term penalty in force for a scar (only the higher one), with its text."""
        severity = self.scar(key).long_term()
        if severity is None:
            return None
        return severity, penalty_text(key, "long_term", severity)

    def penalties(self) -> dict[str, list[tuple[str, Text]]]:
        """Penalty states in force per scar: ("long_term_lethal" | ..., text)."""
        result: dict[str, list[tuple[str, Text]]] = {}
        for key, scar in self.scars.items():
            states = []
            long_term = self.long_term(key)
            if long_term:
                states.append((f"long_term_{long_term[0].key}", long_term[1]))
            if scar.critical:
                states.append(("critical", penalty_text(key, "critical")))
            if states:
                result[key] = states
        return result

    def burned_this_round(self, kind: str) -> int:
        return self.burned[_check_kind(kind)]

    def burn(self, key: str, severity: Severity | str | int, points: int = 1) -> list[WoundEvent]:
        """Burn (pálení): wound yourself on purpose. Refused as a whole, changing nothing."""
        check_scar_key(key)
        severity = Severity.parse(severity)
        _check_points(points)
        name = scar_name(key)
        if key not in self.burnable_scars():
            raise RuleError(
                Text(
                    cs=f"Z jizvy {name.cs} nelze pálit: pálit lze jen z trupu, dominantní ruky "
                    "a nohy, obou mentálních jizev a negativních sociálních jizev kromě té "
                    "vzdálené temperamentu (Člověk, Jizvy – pálení).",
                    en=f"Cannot burn from {name.en}: only the torso, the dominant arm and leg, "
                    "both mental scars and the negative social scars except the one distant "
                    "from the temperament are burnable (Člověk, Scars – burning).",
                ),
                "burn",
            )
        kind = SCAR_KIND[key]
        limit = self.burn_limit(kind)
        if self.burned[kind] + points > limit:
            raise RuleError(
                Text(
                    cs=f"V jednom kole lze pálit nejvýše {points_cs(limit)} "
                    f"{KIND_GENITIVE_CS[kind]} zranění (zručnost typu); už spáleno "
                    f"{self.burned[kind]}, žádáno {points} (Člověk, Atributy a pálení).",
                    en=f"At most {limit} {kind} wound points can be burned per round (the "
                    f"type's skill attribute); already burned {self.burned[kind]}, asked "
                    f"{points} (Člověk, Attributes and burning).",
                ),
                "burn",
            )
        scar = copy.deepcopy(self.scar(key))
        opposite = copy.deepcopy(self.opposite(key))
        for _ in range(points):
            step = scar.outcome(severity, opposite)
            if step in ("upgrade", "heal_opposite_upgrade", "critical"):
                raise RuleError(
                    Text(
                        cs=f"Pálení do jizvy {name.cs} odmítnuto: bod by povýšil zranění "
                        "(jizva je plná), pálením nelze utržit zranění vyššího stupně "
                        "(Člověk, Jizvy – pálení).",
                        en=f"Burning into {name.en} refused: a point would upgrade a wound "
                        "(the scar is full); burning may not cause a more severe wound "
                        "(Člověk, Scars – burning).",
                    ),
                    "burn",
                )
            scar.receive(severity, opposite)
        events = self.wound(key, severity, points)
        self.burned[kind] += points
        return events

    def use_feeling(self, burn_scar: str) -> list[WoundEvent]:
        """Using a feeling in a social conflict costs a burned stun social wound."""
        if SCAR_KIND.get(burn_scar) != "social":
            raise RuleError(
                Text(
                    cs="Využití citu stojí spálené omračující sociální zranění (Člověk, City).",
                    en="Using a feeling costs a burned stun social wound (Člověk, Feelings).",
                ),
                "burn",
            )
        return self.burn(burn_scar, Severity.STUN, 1)

    # ----- soul and disorders
    def commit_sin(
        self, sin_grade: int, choice: str, split: dict[str, int] | None = None
    ) -> list[WoundEvent]:
        """Hold (lethal) or fall a grade (stun); the wound is split among will and sanity."""
        severity, points, new_grade = self.soul.sin_outcome(sin_grade, choice)
        parts = check_split(split, points)
        events: list[WoundEvent] = []
        for key, n in parts.items():
            events += self.wound(key, severity, n)
        self.soul.grade = new_grade
        return events

    def overcome_restriction(self, key: str, severity: Severity | str | int) -> list[WoundEvent]:
        """Acting against the soul's restriction: one mental wound of the given severity."""
        if key not in ("will", "sanity"):
            raise RuleError(
                Text(
                    cs="Překonání omezení duše stojí jedno mentální zranění (vůle/příčetnost).",
                    en="Overcoming a soul restriction costs one mental wound (will/sanity).",
                ),
                "input",
            )
        return self.wound(key, severity, 1)

    def disorder(self, name: str) -> Disorder:
        for item in self.disorders:
            if item.name == name:
                return item
        raise RuleError(Text(cs=f"Porucha {name!r} neexistuje.", en=f"No disorder {name!r}."))

    def trigger_disorder(self, name: str) -> Text:
        """A triggered disorder acts for one scene (its trigger or a sanity wound)."""
        self.disorder(name).triggered = True
        return Text(cs=f"Porucha {name} působí do konce scény.", en=f"{name} acts this scene.")

    def remove_disorder(self, name: str, supernatural: bool = False) -> None:
        """Care removes a temporary disorder; a permanent one needs a supernatural cure."""
        item = self.disorder(name)
        if item.permanent and not supernatural:
            raise RuleError(
                Text(
                    cs=f"Trvalou poruchu {name} lze vyléčit jen nadpřirozeným zásahem "
                    "(Člověk, Psychické poruchy).",
                    en=f"The permanent disorder {name} can only be cured supernaturally "
                    "(Člověk, Disorders).",
                )
            )
        self.disorders.remove(item)

    # ----- time boundaries (Člověk, Zranění; RULINGS §2.2)
    def start_round(self) -> None:
        """A new conflict round: the per-round burn count resets."""
        self.burned = dict.fromkeys(KINDS, 0)

    def start_scene(self) -> list[WoundEvent]:
        """Stun wounds heal, social devastating wounds become lethal, scene effects end."""
        events: list[WoundEvent] = []
        for key, scar in self.scars.items():
            while scar.holds(Severity.STUN):
                scar.remove_one(Severity.STUN)
                events.append(_healed(key, Severity.STUN))
            if scar.kind == "social":
                while scar.holds(Severity.DEVASTATING):
                    scar.remove_one(Severity.DEVASTATING)
                    scar.wounds.append(Severity.LETHAL)
                    scar.wounds.sort(reverse=True)
                    events.append(
                        WoundEvent(
                            "lowered",
                            key,
                            Severity.LETHAL,
                            Text(
                                cs=f"{scar.name.cs}: zničující zranění sníženo na smrtící.",
                                en=f"{scar.name.en}: a devastating wound is lowered to lethal.",
                            ),
                        )
                    )
        self.feelings.end_scene()
        for item in self.disorders:
            item.triggered = False
        self.start_round()
        return events

    def chapter_choices_needed(self) -> dict[str, list[str]]:
        """Per type, the scars the player must choose among (several hold a devastating wound)."""
        result = {}
        for kind in KINDS:
            holding = self._devastating_after_scene(kind)
            if len(holding) > 1:
                result[kind] = holding
        return result

    def _devastating_after_scene(self, kind: str) -> list[str]:
        if kind == "social":  # lowered to lethal at the scene start that opens the chapter
            return []
        return [
            k for k, s in self.scars.items() if s.kind == kind and s.holds(Severity.DEVASTATING)
        ]

    def start_chapter(self, choices: dict[str, str] | None = None) -> list[WoundEvent]:
        """Scene start, then every lethal wound heals and one devastating wound per type."""
        choices = dict(choices or {})
        needed = self.chapter_choices_needed()
        for kind in choices:
            _check_kind(kind)
        for kind in KINDS:
            holding = self._devastating_after_scene(kind)
            choice = choices.get(kind)
            if choice is not None and choice not in holding:
                raise RuleError(_choice_text(kind, holding, choice), "choice")
            if kind in needed and choice is None:
                raise RuleError(_choice_text(kind, holding, None), "choice")
        events = self.start_scene()
        for key, scar in self.scars.items():
            while scar.holds(Severity.LETHAL):
                scar.remove_one(Severity.LETHAL)
                events.append(_healed(key, Severity.LETHAL))
        for kind in KINDS:
            holding = self._devastating_after_scene(kind)
            if holding:
                key = choices.get(kind, holding[0])
                self.scars[key].remove_one(Severity.DEVASTATING)
                events.append(_healed(key, Severity.DEVASTATING))
        self.feelings.end_chapter()
        return events

    def start_book(self, decay: Iterable[tuple[str, str]] = ()) -> list[WoundEvent]:
        """Everything heals; chosen request-raised feelings drop by 1."""
        self.feelings.end_book(decay)
        events = []
        for key, scar in self.scars.items():
            for severity in list(scar.wounds):
                scar.remove_one(severity)
                events.append(_healed(key, severity))
            scar.critical = False
        for item in self.disorders:
            item.triggered = False
        self.start_round()
        return events

    # ----- sheet
    @classmethod
    def from_sheet(cls, sheet: dict) -> Character:
        from campaign_manager.systems.clovek.sheet import character_from_sheet

        return character_from_sheet(sheet)

    def to_sheet(self) -> dict:
        from campaign_manager.systems.clovek.sheet import character_to_sheet

        return character_to_sheet(self)


def _check_points(points: int, allow_zero: bool = False) -> None:
    low = 0 if allow_zero else 1
    if not isinstance(points, int) or isinstance(points, bool) or points < low:
        raise RuleError(
            Text(
                cs=f"Počet bodů zranění musí být celé číslo ≥ {low}, ne {points!r}.",
                en=f"Wound points must be a whole number ≥ {low}, not {points!r}.",
            ),
            "input",
        )


def _one_time(key: str, severity: Severity) -> WoundEvent:
    return WoundEvent(
        "one_time_penalty",
        key,
        severity,
        Text(
            cs=f"{scar_name(key).cs}: jednorázový postih za {severity.label.cs} zranění.",
            en=f"{scar_name(key).en}: one-time penalty for a {severity.label.en} wound.",
        ),
        penalty_text(key, "one_time", severity),
    )


def _healed(key: str, severity: Severity) -> WoundEvent:
    return WoundEvent(
        "healed",
        key,
        severity,
        Text(
            cs=f"{scar_name(key).cs}: vyléčeno {severity.label.cs} zranění.",
            en=f"{scar_name(key).en}: a {severity.label.en} wound heals.",
        ),
    )


def _choice_text(kind: str, holding: list[str], choice: str | None) -> Text:
    kind_name = text(rules("character")["types"][kind]["name"])
    options_cs = ", ".join(f"{k} ({scar_name(k).cs})" for k in holding) or "žádná"
    options_en = ", ".join(f"{k} ({scar_name(k).en})" for k in holding) or "none"
    got = "" if choice is None else f" ({choice!r})"
    return Text(
        cs=f"Na začátku kapitoly se léčí jedno {kind_name.cs} zničující zranění; hráč vybírá "
        f"jizvu{got} z: {options_cs} (Člověk, Zranění).",
        en=f"At the chapter start one {kind_name.en} devastating wound heals; the player picks "
        f"the scar{got} from: {options_en} (Člověk, Wounds).",
    )
