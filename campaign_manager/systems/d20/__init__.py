"""d20 stamina / wound-point variant („Stamina a body zdraví“, seed 004; RULINGS.md §3).

Pure Python rules core: no Qt, no peewee. Rolls come from an injectable ``random.Random``
or are entered by hand as plain ints.
"""

from __future__ import annotations

from campaign_manager.lazy import lazy_exports

# the public surface, by module: imported when first asked for (start-up needs SYSTEM)
__getattr__, __dir__, __all__ = lazy_exports(
    globals(),
    {
        "creature": ("Creature",),
        "data": (
            "CONDITIONS",
            "condition_label",
            "condition_rules",
        ),
        "events": (
            "Event",
            "Result",
        ),
        "initiative": (
            "Combatant",
            "InitiativeEntry",
            "roll_initiative",
        ),
        "saves": ("SAVE_KINDS",),
        "settings": (
            "D20Settings",
            "is_default",
        ),
        "sheet": (
            "change_con",
            "creature_from_sheet",
            "creature_to_sheet",
            "new_sheet",
            "summary",
            "validate_sheet",
        ),
        "stats": (
            "ClassLevels",
            "ability_modifier",
            "adjust_cr",
            "character_level",
            "character_stamina",
            "monster_pools",
            "roll_stamina",
            "size_factor",
            "stamina_for_levels",
            "threat_range",
            "wound_points",
        ),
        "system": ("SYSTEM",),
    },
)
