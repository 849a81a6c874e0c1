"""Campaign settings of the d20 stamina variant.

Values the rule text does not give are **defaults** (RULINGS.md marks them so): the GM may
change them, and the UI labels them as defaults. Values that are a ruling on an ambiguous
text are listed in RULINGS; they are settings too so a table can read the text otherwise.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from campaign_manager.systems.common import RuleError, Text


@dataclass(frozen=True, slots=True)
class D20Settings:
    """Settings a campaign may change. See DEFAULTS and RULINGS for where each comes from."""

    #: Initiative ties go to the higher initiative modifier (usual d20 rule). (default)
    initiative_ties_by_modifier: bool = True
    #: Initiative ties left after that are settled by a d20 roll-off. (default)
    initiative_roll_off: bool = True
    #: Wound damage to a conscious disabled creature already at 0 wound points calls for the
    #: DC 15 save again (the text says "once it has 0 wound points"; a ruling, not the text's).
    resave_when_hit_at_zero: bool = True
    #: Wound damage to a stable creature at 0 wound points makes it dying again. (ruling)
    hit_while_stable_starts_dying: bool = True

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, values: dict[str, Any]) -> D20Settings:
        known = {f.name for f in fields(cls)}
        for key, value in values.items():
            if key not in known:
                raise RuleError(
                    Text(cs=f"Neznámé nastavení „{key}“.", en=f"Unknown setting '{key}'."),
                    "settings",
                )
            if not isinstance(value, bool):
                raise RuleError(
                    Text(
                        cs=f"Nastavení „{key}“ musí být ano/ne.",
                        en=f"Setting '{key}' must be true or false.",
                    ),
                    "settings",
                )
        return cls(**values)


#: Settings whose value is a default (the text does not give it; RULINGS.md marks it).
DEFAULTS = frozenset({"initiative_ties_by_modifier", "initiative_roll_off"})
#: Settings whose value is a ruling on a silent or ambiguous text (reported to the lead).
RULINGS = frozenset({"resave_when_hit_at_zero", "hit_while_stable_starts_dying"})


def is_default(name: str) -> bool:
    """True when the setting's shipped value is a default the GM may change."""
    return name in DEFAULTS
