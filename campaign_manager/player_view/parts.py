"""What a rule system adds to the player view: its ``SYSTEM.player_view``, a
:class:`PlayerViewParts`.

The player view shows every system's public view the same way; a system adds the labels
of the PC numbers its public view carries, the names of the conflict kinds in its
``stack``, and an example view (for screenshots and for trying the view without a fight).
Plain data and functions only (no Qt): the TV window and the web page both read them. A
system without any has ``player_view = None`` (or none at all); :func:`player_view_parts`
finds them by the system's key in the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from campaign_manager.systems.common import Text


@dataclass(frozen=True)
class PlayerViewParts:
    #: labels of the PC numbers the system's public view carries (number key → Text); an
    #: unknown key is shown as it is
    number_labels: Mapping[str, Text] = field(default_factory=dict)
    #: stack_label(kind, language) -> str | None: the name of a conflict kind in the public
    #: view's ``stack`` (None: the kind is shown as it is)
    stack_label: Callable[[str, str], str | None] | None = None
    #: demo_view() -> dict: an example public view of the system
    demo_view: Callable[[], dict] | None = None


def player_view_parts(system_key: object) -> PlayerViewParts | None:
    """The player-view parts of the registered rule system ``system_key``; None when it
    adds none, or the key is no registered system's."""
    from campaign_manager.systems import get_system

    if not isinstance(system_key, str):
        return None
    try:
        system = get_system(system_key)
    except ValueError:
        return None
    parts = getattr(system, "player_view", None)
    return parts if isinstance(parts, PlayerViewParts) else None
