"""The rule systems. Each lives in its own package and exposes ``SYSTEM`` (a RuleSystem)."""

from __future__ import annotations

import importlib

from campaign_manager.systems.common import RuleSystem

SYSTEM_KEYS = ("dakara", "clovek", "d20")


def system_keys() -> tuple[str, ...]:
    """The registered rule systems' keys, in the order the app offers them."""
    return SYSTEM_KEYS


def get_system(key: str) -> RuleSystem:
    """The rule system with ``key``; ValueError for an unknown one."""
    if key not in SYSTEM_KEYS:
        raise ValueError(f"Unknown rule system {key!r}; known: {', '.join(SYSTEM_KEYS)}.")
    module = importlib.import_module(f"campaign_manager.systems.{key}")
    return module.SYSTEM


def get_encounter(key: str):
    """The encounter (fight) module of the rule system ``key``: ``new_encounter``, ``act``,
    ``public_view``, ``gm_rows``, ``gm_detail``, ``pending``."""
    get_system(key)  # refuses an unknown key with its message
    return importlib.import_module(f"campaign_manager.systems.{key}.encounter")
