"""Severities, scar keys and the scar fill algorithm (Člověk, Zranění; RULINGS.md §2.2).

A scar is a row of boxes holding wounds from most to least severe, left to right.
One point of severity *s* aimed at a scar:

1. social scar whose opposite holds a wound of severity *s*: that wound is removed
   from the opposite instead (opposite healing);
2. an empty box exists: *s* is written before every lighter wound;
3. the scar is full and *s* is more severe than the last wound: the last wound is
   pushed out and lost, *s* is written;
4. the scar is full and *s* is not more severe than the last wound: the lightest
   wound is upgraded one step — or, for a social scar whose opposite holds a wound
   of the upgraded severity, that wound is removed from the opposite instead;
5. the scar is full of devastating wounds: nothing is written, the critical penalty
   triggers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.common import RuleError, Text


class Severity(IntEnum):
    """Wound severity: omračující < smrtící < zničující (Střety: spalující)."""

    STUN = 1
    LETHAL = 2
    DEVASTATING = 3

    @property
    def mark(self) -> str:
        return MARKS[self]

    @property
    def key(self) -> str:
        return self.name.lower()

    @property
    def label(self) -> Text:
        return text(rules("character")["severities"][self.key]["name"])

    @classmethod
    def parse(cls, value: object) -> Severity:
        """A Severity from itself, its int value, its key ("stun") or its mark ("/")."""
        if isinstance(value, Severity):
            return value
        if isinstance(value, int) and not isinstance(value, bool) and value in (1, 2, 3):
            return cls(value)
        if isinstance(value, str):
            lowered = value.strip().lower()
            for severity in cls:
                if lowered == severity.key or value in MARK_ALIASES.get(severity, ()):
                    return severity
        raise RuleError(
            Text(
                cs=f"Neznámá závažnost zranění {value!r} (omračující, smrtící, zničující).",
                en=f"Unknown wound severity {value!r} (stun, lethal, devastating).",
            ),
            "input",
        )


MARKS = {Severity.STUN: "/", Severity.LETHAL: "X", Severity.DEVASTATING: "Ж"}
MARK_ALIASES = {
    Severity.STUN: ("/",),
    Severity.LETHAL: ("X", "x"),
    Severity.DEVASTATING: ("Ж", "ж"),
}
EMPTY_MARK = "_"

KINDS = ("physical", "social", "mental")
PHYSICAL_SCARS = ("torso", "head", "right_arm", "left_arm", "right_leg", "left_leg")
MENTAL_SCARS = ("will", "sanity")
SOCIAL_SCARS = (
    "courage",
    "fear",
    "compassion",
    "anger",
    "joy",
    "sadness",
    "certainty",
    "confusion",
)
SCAR_KEYS = PHYSICAL_SCARS + MENTAL_SCARS + SOCIAL_SCARS
SCAR_KIND = {
    **dict.fromkeys(PHYSICAL_SCARS, "physical"),
    **dict.fromkeys(MENTAL_SCARS, "mental"),
    **dict.fromkeys(SOCIAL_SCARS, "social"),
}
OPPOSITE = {
    "courage": "fear",
    "fear": "courage",
    "compassion": "anger",
    "anger": "compassion",
    "joy": "sadness",
    "sadness": "joy",
    "certainty": "confusion",
    "confusion": "certainty",
}
NEGATIVE_SOCIAL = ("fear", "anger", "sadness", "confusion")


def check_scar_key(key: str) -> str:
    if key not in SCAR_KEYS:
        raise RuleError(
            Text(
                cs=f"Neznámá jizva {key!r}; známé: {', '.join(SCAR_KEYS)}.",
                en=f"Unknown scar {key!r}; known: {', '.join(SCAR_KEYS)}.",
            ),
            "input",
        )
    return key


def scar_name(key: str) -> Text:
    return text(rules("scars")["scars"][key]["name"])


@dataclass(frozen=True)
class WoundEvent:
    """One thing that happened to a scar.

    ``kind``: written, pushed_out, upgraded, healed_opposite, critical, one_time_penalty,
    healed, lowered, disorder_can_trigger.
    """

    kind: str
    scar: str
    severity: Severity | None
    text: Text
    penalty: Text | None = None


@dataclass
class Scar:
    """A row of boxes; ``wounds`` is the filled prefix, most severe first."""

    key: str
    size: int
    wounds: list[Severity] = field(default_factory=list)
    critical: bool = False

    def __post_init__(self) -> None:
        check_scar_key(self.key)
        if self.size < 0:
            raise RuleError(Text(cs="Jizva nemá záporný počet políček.", en="Negative box count."))
        if len(self.wounds) > self.size:
            raise RuleError(
                Text(
                    cs=f"Jizva {scar_name(self.key).cs} má jen {self.size} políček.",
                    en=f"Scar {scar_name(self.key).en} has only {self.size} boxes.",
                ),
                "input",
            )
        self.wounds = sorted((Severity.parse(w) for w in self.wounds), reverse=True)

    @property
    def kind(self) -> str:
        return SCAR_KIND[self.key]

    @property
    def name(self) -> Text:
        return scar_name(self.key)

    def marks(self) -> str:
        """The boxes left to right: "Ж" devastating, "X" lethal, "/" stun, "_" empty."""
        return "".join(w.mark for w in self.wounds) + EMPTY_MARK * (self.size - len(self.wounds))

    @classmethod
    def from_marks(cls, key: str, size: int, marks: str | list[str]) -> Scar:
        wounds = [Severity.parse(m) for m in marks if m != EMPTY_MARK]
        return cls(key, size, wounds)

    def is_full(self) -> bool:
        return len(self.wounds) >= self.size

    def full_of_devastating(self) -> bool:
        return self.is_full() and all(w == Severity.DEVASTATING for w in self.wounds)

    def count(self, severity: Severity) -> int:
        return sum(1 for w in self.wounds if w == severity)

    def holds(self, severity: Severity) -> bool:
        return severity in self.wounds

    def long_term(self) -> Severity | None:
        """The long-term penalty in force: the higher of lethal / devastating, never both."""
        worst = self.wounds[0] if self.wounds else None
        return worst if worst is not None and worst >= Severity.LETHAL else None

    def total(self) -> int:
        return sum(int(w) for w in self.wounds)

    def remove_one(self, severity: Severity) -> None:
        """Remove one wound of ``severity``; the rest close up (still a sorted prefix)."""
        self.wounds.remove(severity)
        if not self.full_of_devastating():
            self.critical = False

    def _write(self, severity: Severity) -> None:
        self.wounds.append(severity)
        self.wounds.sort(reverse=True)

    def outcome(self, severity: Severity, opposite: Scar | None) -> str:
        """Which step one point of ``severity`` takes, without changing anything."""
        if opposite is not None and opposite.holds(severity):
            return "heal_opposite"
        if not self.is_full():
            return "write"
        if self.wounds and severity > self.wounds[-1]:
            return "push_out"
        if self.full_of_devastating():
            return "critical"
        upgraded = Severity(self.wounds[-1] + 1)
        if opposite is not None and opposite.holds(upgraded):
            return "heal_opposite_upgrade"
        return "upgrade"

    def receive(self, severity: Severity, opposite: Scar | None = None) -> list[WoundEvent]:
        """Apply one point of ``severity``; returns what happened."""
        step = self.outcome(severity, opposite)
        sev_name = severity.label
        if step == "heal_opposite":
            assert opposite is not None
            opposite.remove_one(severity)
            return [_event("healed_opposite", opposite.key, severity, _healed_text(self, opposite))]
        if step == "write":
            self._write(severity)
            return [_event("written", self.key, severity, _written_text(self, sev_name))]
        if step == "push_out":
            lost = self.wounds.pop()
            self._write(severity)
            return [
                _event(
                    "pushed_out",
                    self.key,
                    lost,
                    Text(
                        cs=f"{self.name.cs}: {lost.label.cs} zranění na konci jizvy vytlačeno.",
                        en=f"{self.name.en}: the {lost.label.en} wound at the end is pushed out.",
                    ),
                ),
                _event("written", self.key, severity, _written_text(self, sev_name)),
            ]
        if step == "critical":
            self.critical = True
            return [
                _event(
                    "critical",
                    self.key,
                    severity,
                    Text(
                        cs=f"{self.name.cs}: jizva je plná zničujících zranění – kritický postih.",
                        en=f"{self.name.en}: the scar is full of devastating wounds – "
                        "critical penalty.",
                    ),
                    penalty_text(self.key, "critical"),
                )
            ]
        upgraded = Severity(self.wounds[-1] + 1)
        if step == "heal_opposite_upgrade":
            assert opposite is not None
            opposite.remove_one(upgraded)
            return [_event("healed_opposite", opposite.key, upgraded, _healed_text(self, opposite))]
        old = self.wounds.pop()
        self._write(upgraded)
        return [
            _event(
                "upgraded",
                self.key,
                upgraded,
                Text(
                    cs=f"{self.name.cs}: jizva je plná, {old.label.cs} zranění povýšeno "
                    f"na {upgraded.label.cs}.",
                    en=f"{self.name.en}: the scar is full, a {old.label.en} wound is upgraded "
                    f"to {upgraded.label.en}.",
                ),
            )
        ]


def _event(kind: str, scar: str, severity: Severity | None, msg: Text, penalty=None):
    return WoundEvent(kind, scar, severity, msg, penalty)


def _written_text(scar: Scar, sev_name: Text) -> Text:
    return Text(
        cs=f"{scar.name.cs}: zapsáno {sev_name.cs} zranění ({scar.marks()}).",
        en=f"{scar.name.en}: a {sev_name.en} wound is written ({scar.marks()}).",
    )


def _healed_text(scar: Scar, opposite: Scar) -> Text:
    return Text(
        cs=f"{scar.name.cs}: zranění se nezapíše, místo toho se léčí opačná jizva "
        f"{opposite.name.cs} ({opposite.marks()}).",
        en=f"{scar.name.en}: the wound is not written; it heals the opposite scar "
        f"{opposite.name.en} instead ({opposite.marks()}).",
    )


def penalty_text(key: str, which: str, severity: Severity | None = None) -> Text:
    """A scar's penalty text from scars.json: which = one_time, long_term or critical."""
    entry = rules("scars")["scars"][key]["penalties"][which]
    if severity is not None:
        entry = entry.get(severity.key, {})
    return text(entry)
