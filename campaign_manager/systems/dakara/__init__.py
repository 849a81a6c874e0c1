"""Dakara (LITE 2): point-buy creation, training, skill tests, kondice, combat, contacts.

Pure Python. The public surface other code calls is re-exported here; the sheet format is
documented in :mod:`campaign_manager.systems.dakara.sheet`.
"""

from __future__ import annotations

from campaign_manager.systems.dakara.catalogue import Armour, Catalogue, Shield, Spell, Weapon
from campaign_manager.systems.dakara.character import (
    Character,
    cipher_strength,
    vule_maximum,
    vydrz_maximum,
)
from campaign_manager.systems.dakara.combat import (
    AttackResult,
    Combat,
    ComplexAction,
    armour_reduction,
    attack_number,
    complex_action,
    defence_number,
    resolve_attack,
)
from campaign_manager.systems.dakara.condition import (
    Condition,
    ConditionState,
    Pool,
    condition_penalty,
    condition_state,
    is_dying,
    meditate,
    rest,
    sleep,
)
from campaign_manager.systems.dakara.contacts import (
    add_contact,
    contact_influence_roll,
    find_contact,
    network_test,
)
from campaign_manager.systems.dakara.costs import (
    free_skill_cost,
    grouped_cost,
    specialisation_cost,
    spell_cost,
    standalone_cost,
)
from campaign_manager.systems.dakara.creation import (
    CostItem,
    Evaluation,
    areas_allowed,
    effective_rating,
    evaluate_creation,
    goal_xp,
    item_price_md,
    play_xp,
    stat_ratings,
    training_cost,
    violations_by_subject,
)
from campaign_manager.systems.dakara.settings import (
    Currency,
    DakaraSettings,
    LevelSetting,
    TrainingRow,
)
from campaign_manager.systems.dakara.sheet import earned_xp, new_sheet, validate_sheet
from campaign_manager.systems.dakara.skill_test import (
    DescriptionBonus,
    TestResult,
    failure_injury,
    failure_outcome,
    resolve_contest,
    resolve_test,
)
from campaign_manager.systems.dakara.system import SYSTEM, DakaraSystem
from campaign_manager.systems.dakara.violations import Violation

__all__ = [
    "SYSTEM",
    "Armour",
    "AttackResult",
    "Catalogue",
    "Character",
    "Combat",
    "ComplexAction",
    "Condition",
    "ConditionState",
    "CostItem",
    "Currency",
    "DakaraSettings",
    "DakaraSystem",
    "DescriptionBonus",
    "Evaluation",
    "LevelSetting",
    "Pool",
    "Shield",
    "Spell",
    "TestResult",
    "TrainingRow",
    "Violation",
    "Weapon",
    "add_contact",
    "areas_allowed",
    "armour_reduction",
    "attack_number",
    "cipher_strength",
    "complex_action",
    "condition_penalty",
    "condition_state",
    "contact_influence_roll",
    "defence_number",
    "earned_xp",
    "effective_rating",
    "evaluate_creation",
    "failure_injury",
    "failure_outcome",
    "find_contact",
    "free_skill_cost",
    "goal_xp",
    "grouped_cost",
    "is_dying",
    "item_price_md",
    "meditate",
    "network_test",
    "new_sheet",
    "play_xp",
    "resolve_attack",
    "resolve_contest",
    "resolve_test",
    "rest",
    "sleep",
    "specialisation_cost",
    "spell_cost",
    "standalone_cost",
    "stat_ratings",
    "training_cost",
    "validate_sheet",
    "violations_by_subject",
    "vule_maximum",
    "vydrz_maximum",
]
