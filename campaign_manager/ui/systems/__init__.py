"""One place per rule system: what its UI brings, registered once.

Each system's UI package (``campaign_manager/ui/systems/<key>/``) defines ``UI``, a
:class:`SystemUI`: its sheet editor, its rules settings dialog, its campaign actions
(Start a new scene…), its combat tracker panel and what else it can do. The rest of
``ui/`` asks the registry and never compares system names. Adding a fourth system means
adding its rules package, its UI package and one line in :data:`PACKAGES`.

Everything is imported on first use, so start-up loads no system's widgets.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

#: system key → its UI package (which defines ``UI``). One line per system.
PACKAGES = {
    "dakara": "campaign_manager.ui.systems.dakara",
    "clovek": "campaign_manager.ui.systems.clovek",
    "d20": "campaign_manager.ui.systems.d20",
}


@dataclass(frozen=True)
class CampaignAction:
    """An action of the Campaign menu that only this system has."""

    key: str
    #: the menu text, translated when called
    text: Callable[[], str]
    #: run(main_window): does it (asking what it must first)
    run: Callable[[Any], None]
    shortcut: str | None = None
    status_tip: Callable[[], str] | None = None


def _load(path: str) -> Any:
    """``"package.module:name"`` → the object, imported now."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class SystemUI:
    key: str
    #: "module:Class" of the sheet editor (a SheetEditor subclass)
    editor: str
    #: "module:function" of edit_settings(main_window) -> bool (Campaign → Rules settings)
    settings: str
    #: "module:Class" of the combat tracker's panel for this system, if it has one
    tracker: str | None = None
    #: "module:Class" of a widget with options() -> dict for a new fight (a conflict's kind)
    encounter_options: str | None = None
    campaign_actions: tuple[CampaignAction, ...] = ()
    #: the sheet editor offers a GM contacts-and-networks page (contacts_html())
    contacts_page: bool = False
    extras: dict[str, Any] = field(default_factory=dict)
    #: "module:name" of the system's additions to the Ledger page (a
    #: campaign_manager.ui.ledger.parts.LedgerUI: its rolls), if it has any
    ledger: str | None = None

    def editor_class(self) -> type:
        return _load(self.editor)

    def edit_settings(self, window: Any) -> bool:
        return bool(_load(self.settings)(window))

    def tracker_class(self) -> type | None:
        return _load(self.tracker) if self.tracker else None

    def encounter_options_class(self) -> type | None:
        return _load(self.encounter_options) if self.encounter_options else None


@cache
def system_ui(key: str) -> SystemUI:
    """The registered UI of the rule system ``key``; KeyError for an unknown one."""
    return importlib.import_module(PACKAGES[key]).UI
