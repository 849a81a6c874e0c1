"""d20 stamina / wound-point variant („Stamina a body zdraví“, seed 004; RULINGS.md §3).

Pure Python rules core: no Qt, no peewee. Rolls come from an injectable ``random.Random``
or are entered by hand as plain ints.
"""

from __future__ import annotations

from campaign_manager.systems.d20.creature import Creature
from campaign_manager.systems.d20.data import CONDITIONS, condition_label, condition_rules
from campaign_manager.systems.d20.events import Event, Result
from campaign_manager.systems.d20.initiative import Combatant, InitiativeEntry, roll_initiative
from campaign_manager.systems.d20.saves import SAVE_KINDS
from campaign_manager.systems.d20.settings import D20Settings, is_default
from campaign_manager.systems.d20.sheet import (
    change_con,
    creature_from_sheet,
    creature_to_sheet,
    new_sheet,
    summary,
    validate_sheet,
)
from campaign_manager.systems.d20.stats import (
    ClassLevels,
    ability_modifier,
    adjust_cr,
    character_level,
    character_stamina,
    monster_pools,
    roll_stamina,
    size_factor,
    stamina_for_levels,
    threat_range,
    wound_points,
)
from campaign_manager.systems.d20.system import SYSTEM

__all__ = [
    "CONDITIONS",
    "SAVE_KINDS",
    "SYSTEM",
    "ClassLevels",
    "Combatant",
    "Creature",
    "D20Settings",
    "Event",
    "InitiativeEntry",
    "Result",
    "ability_modifier",
    "adjust_cr",
    "change_con",
    "character_level",
    "character_stamina",
    "condition_label",
    "condition_rules",
    "creature_from_sheet",
    "creature_to_sheet",
    "is_default",
    "monster_pools",
    "new_sheet",
    "roll_initiative",
    "roll_stamina",
    "size_factor",
    "stamina_for_levels",
    "summary",
    "threat_range",
    "validate_sheet",
    "wound_points",
]
