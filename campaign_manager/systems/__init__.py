"""The rule systems: the one list of them, and how the app finds each.

Each system lives in its own package and exposes ``SYSTEM`` (a RuleSystem) and an
``encounter`` module. :data:`_PACKAGES` is the list of the built-in systems, in the order
the app offers them; :func:`register` adds another (a plug-in, a test's system) and
:func:`unregister` takes it away again. Everything else asks :func:`system_keys`,
:func:`get_system` and :func:`get_encounter`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the list of systems is read before the first paint; the rules' common
    # code (its dataclasses) comes with the first system asked for
    from campaign_manager.systems.common import RuleSystem

#: system key → its rules package, in the order the app offers them. One line per system.
_PACKAGES: dict[str, str] = {
    "dakara": "campaign_manager.systems.dakara",
    "clovek": "campaign_manager.systems.clovek",
    "d20": "campaign_manager.systems.d20",
}


def register(key: str, package: str) -> None:
    """Add the rule system ``key`` whose rules package is ``package`` (dotted path; its
    ``SYSTEM`` is imported on first use). ValueError if ``key`` is taken."""
    if key in _PACKAGES:
        raise ValueError(f"The rule system {key!r} is registered already.")
    _PACKAGES[key] = package


def unregister(key: str) -> None:
    """Take the rule system ``key`` away again; ValueError for an unknown one."""
    if key not in _PACKAGES:
        raise ValueError(f"Unknown rule system {key!r}; known: {', '.join(_PACKAGES)}.")
    del _PACKAGES[key]


def system_keys() -> tuple[str, ...]:
    """The keys of the registered rule systems, in the order the app offers them."""
    return tuple(_PACKAGES)


def system_names(language: str) -> list[str]:
    """The registered rule systems' names in ``language`` ("cs" or "en"), in order."""
    return [get_system(key).name.get(language) for key in _PACKAGES]


def _package(key: str) -> str:
    package = _PACKAGES.get(key) if isinstance(key, str) else None
    if package is None:
        raise ValueError(f"Unknown rule system {key!r}; known: {', '.join(_PACKAGES)}.")
    return package


def get_system(key: str) -> RuleSystem:
    """The rule system with ``key``; ValueError for an unknown one."""
    return importlib.import_module(_package(key)).SYSTEM


def get_encounter(key: str):
    """The encounter (fight) module of the rule system ``key``: ``new_encounter``, ``act``,
    ``public_view``, ``gm_rows``, ``gm_detail``, ``pending``."""
    return importlib.import_module(f"{_package(key)}.encounter")


def journal_kinds(key: str) -> dict[str, str]:
    """What the rule system ``key``'s kinds of log line mean for the session journal (its
    ``journal_kinds`` module; none: the journal's shared meanings alone)."""
    try:
        module = importlib.import_module(f"{_package(key)}.journal_kinds")
    except (ModuleNotFoundError, ValueError):
        return {}
    return dict(getattr(module, "KINDS", {}))


def player_side(key: str):
    """What a player may see and ask from their own page in a fight of the rule system
    ``key`` (its ``player_side`` module: ``own_view``, ``to_action``, ``describe``).
    ValueError for an unknown system or one that has none."""
    try:
        return importlib.import_module(f"{_package(key)}.player_side")
    except ModuleNotFoundError as error:
        raise ValueError(f"The rule system {key!r} has no player side.") from error
