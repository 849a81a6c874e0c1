"""Člověk + Střety: attributes, scars and wounds, feelings, disorders, soul and conflicts.

Pure Python (no Qt, no peewee). Rules data lives in resources/rules/clovek/*.json.
"""

from __future__ import annotations

from campaign_manager.lazy import lazy_exports

# the public surface, by module: imported when first asked for (start-up needs SYSTEM)
__getattr__, __dir__, __all__ = lazy_exports(
    globals(),
    {
        "character": (
            "ATTRIBUTES",
            "TEMPERAMENTS",
            "Character",
            "check_attributes",
        ),
        "conflict": (
            "CONFLICT_KINDS",
            "Conflict",
            "ConflictStack",
            "InitiativeEntry",
            "Participant",
            "action_order",
            "initiative",
            "initiative_order",
            "unresolved_ties",
        ),
        "dice": (
            "Pool",
            "count_successes",
            "face_value",
            "manual_successes",
            "roll_faces",
            "roll_pool",
        ),
        "feelings": (
            "FEELINGS",
            "Feeling",
            "Feelings",
        ),
        "physical": (
            "Location",
            "aimed_penalty",
            "autofire_penalties",
            "hit_location",
            "limb_penalty",
            "max_physical_actions",
            "movement_steps",
            "physical_actions",
            "roll_location",
            "second_hand_penalty",
            "shotgun_groups",
            "shotgun_shot",
            "speaking_bonus_penalty",
        ),
        "scars": (
            "KINDS",
            "MENTAL_SCARS",
            "OPPOSITE",
            "PHYSICAL_SCARS",
            "SCAR_KEYS",
            "SCAR_KIND",
            "SOCIAL_SCARS",
            "Scar",
            "Severity",
            "WoundEvent",
        ),
        "settings": ("ClovekSettings",),
        "sheet": (
            "character_from_sheet",
            "character_to_sheet",
            "new_sheet",
            "summary",
            "validate_sheet",
        ),
        "social": (
            "SOCIAL_SKILLS",
            "SlowAttack",
            "SlowOutcome",
            "SocialEffect",
            "effects",
            "hidden_meaning",
            "influence",
            "resolve_slow",
            "social_pairing",
            "target_scars",
        ),
        "soul": (
            "Disorder",
            "Soul",
            "sin_wound_size",
        ),
        "system": (
            "SYSTEM",
            "ClovekSystem",
        ),
        "campaign_manager.systems.common": (
            "RuleError",
            "SheetError",
            "Text",
        ),
    },
)
