"""Dakara (LITE 2): point-buy creation, training, skill tests, kondice, combat, contacts.

Pure Python. The public surface other code calls is re-exported here; the sheet format is
documented in :mod:`campaign_manager.systems.dakara.sheet`.
"""

from __future__ import annotations

from campaign_manager.lazy import lazy_exports

# the public surface, by module: imported when first asked for (start-up needs SYSTEM)
__getattr__, __dir__, __all__ = lazy_exports(
    globals(),
    {
        "catalogue": (
            "Armour",
            "Catalogue",
            "Shield",
            "Spell",
            "Weapon",
        ),
        "character": (
            "Character",
            "cipher_strength",
            "vule_maximum",
            "vydrz_maximum",
        ),
        "combat": (
            "AttackResult",
            "Combat",
            "ComplexAction",
            "armour_reduction",
            "attack_number",
            "complex_action",
            "defence_number",
            "resolve_attack",
        ),
        "condition": (
            "Condition",
            "ConditionState",
            "Pool",
            "condition_penalty",
            "condition_state",
            "is_dying",
            "meditate",
            "rest",
            "sleep",
        ),
        "contacts": (
            "add_contact",
            "contact_influence_roll",
            "find_contact",
            "network_test",
        ),
        "costs": (
            "free_skill_cost",
            "grouped_cost",
            "specialisation_cost",
            "spell_cost",
            "standalone_cost",
        ),
        "creation": (
            "CostItem",
            "Evaluation",
            "areas_allowed",
            "effective_rating",
            "evaluate_creation",
            "goal_xp",
            "item_price_md",
            "play_xp",
            "stat_ratings",
            "training_cost",
            "violations_by_subject",
        ),
        "settings": (
            "Currency",
            "DakaraSettings",
            "LevelSetting",
            "TrainingRow",
        ),
        "sheet": (
            "earned_xp",
            "new_sheet",
            "validate_sheet",
        ),
        "skill_test": (
            "DescriptionBonus",
            "TestResult",
            "failure_injury",
            "failure_outcome",
            "resolve_contest",
            "resolve_test",
        ),
        "system": (
            "SYSTEM",
            "DakaraSystem",
        ),
        "violations": ("Violation",),
    },
)
