"""Campaign settings for Člověk + Střety. Every value here is a default (RULINGS.md §2.4):
the text does not give it, so the GM may change it and the UI labels it as a default."""

from __future__ import annotations

import copy
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from campaign_manager.systems.clovek.scars import SCAR_KIND
from campaign_manager.systems.common import RuleError, Text

TIE_RULES = ("vyrovnanost_then_gm", "gm")

#: The penalty texts a scar has (Člověk, Zranění): one-time and long-term for a lethal and
#: for a devastating wound, and the critical one. The text gives none of them; Kronikář
#: ships them empty and the GM writes them (Campaign → Rules settings).
PENALTY_SLOTS = (
    "one_time_lethal",
    "one_time_devastating",
    "long_term_lethal",
    "long_term_devastating",
    "critical",
)

DEFAULT_NOTES: dict[str, Text] = {
    "success_threshold": Text(
        cs="Výchozí hodnota (text ji neuvádí): úspěch je kostka 7+ (0 = 10).",
        en="Default (not in the text): a die showing 7+ (0 = 10) is a success.",
    ),
    "penalties": Text(
        cs="Text je neuvádí: Kronikář je dodává prázdné, doplní je Vypravěč.",
        en="Not in the text: Kronikář ships them empty, the GM writes them.",
    ),
    "tie_rule": Text(
        cs="Výchozí hodnota (text ji neuvádí): shodná iniciativa – vyšší Vyrovnanost, pak "
        "pořadí určí Vypravěč.",
        en="Default (not in the text): tied initiative – higher Vyrovnanost, then the GM's order.",
    ),
}


@dataclass(frozen=True)
class ClovekSettings:
    success_threshold: int = 7  # a d10 face counts as a success at this value or more (0 = 10)
    tie_rule: str = "vyrovnanost_then_gm"  # or "gm": ties in the GM's order only
    #: the GM's penalty texts: scar key → slot (PENALTY_SLOTS) → text; only written ones
    penalties: dict[str, dict[str, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        threshold = self.success_threshold
        if (
            not isinstance(threshold, int)
            or isinstance(threshold, bool)
            or not 1 <= threshold <= 10
        ):
            raise RuleError(
                Text(
                    cs="Práh úspěchu je celé číslo 1–10 (0 na kostce = 10).",
                    en="The success threshold is a whole number 1–10 (a 0 on the die = 10).",
                ),
                "input",
            )
        if self.tie_rule not in TIE_RULES:
            raise RuleError(
                Text(
                    cs=f"Pravidlo shody iniciativy je jedno z: {', '.join(TIE_RULES)}.",
                    en=f"The initiative tie rule is one of: {', '.join(TIE_RULES)}.",
                ),
                "input",
            )

        self._check_penalties()

    def _check_penalties(self) -> None:
        penalties = self.penalties
        bad = not isinstance(penalties, dict) or any(
            key not in SCAR_KIND
            or not isinstance(slots, dict)
            or any(slot not in PENALTY_SLOTS or not isinstance(t, str) for slot, t in slots.items())
            for key, slots in penalties.items()
        )
        if bad:
            raise RuleError(
                Text(
                    cs="Texty postihů: jizva → (jednorázový/dlouhodobý smrtící či zničující, "
                    "kritický) → text.",
                    en="Penalty texts: scar → (one-time/long-term lethal or devastating, "
                    "critical) → text.",
                ),
                "input",
            )
        # keep only written texts, trimmed (an emptied field is no text)
        cleaned = {
            key: {slot: text.strip() for slot, text in slots.items() if text.strip()}
            for key, slots in penalties.items()
        }
        object.__setattr__(self, "penalties", {k: v for k, v in cleaned.items() if v})

    def penalty(self, key: str, slot: str) -> str:
        """The GM's penalty text of a scar's slot, or "" when none is written."""
        return self.penalties.get(key, {}).get(slot, "")

    def with_penalty(self, key: str, slot: str, text: str) -> ClovekSettings:
        """These settings with one penalty text written (or cleared by "")."""
        penalties = copy.deepcopy(self.penalties)
        penalties.setdefault(key, {})[slot] = text
        return ClovekSettings(self.success_threshold, self.tie_rule, penalties)

    def is_default(self, name: str) -> bool:
        """Whether the setting still holds the shipped default (not from the text)."""
        return getattr(self, name) == getattr(ClovekSettings(), name)

    @staticmethod
    def default_note(name: str) -> Text:
        return DEFAULT_NOTES[name]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> ClovekSettings:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RuleError(
                Text(
                    cs=f"Neznámá nastavení: {', '.join(unknown)}.",
                    en=f"Unknown settings: {', '.join(unknown)}.",
                ),
                "input",
            )
        return cls(**data)
