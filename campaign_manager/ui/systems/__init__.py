"""What each rule system's UI brings, found through the rule system itself.

Each system's UI package (``campaign_manager/ui/systems/<key>/``) defines ``UI``, a
:class:`SystemUI`: its description for the New-campaign dialog, its sheet editor, its
rules settings dialog, its campaign actions (Start a new scene…), its combat tracker
panel with its round's phases and order columns, and what else it can do (the player
view's words are the rules package's ``player_view``, which has no Qt). The rules package
names its UI package (``SYSTEM.ui_package``), so there is no list here: the one list of systems
is :mod:`campaign_manager.systems`. The rest of ``ui/`` asks :func:`system_ui` and never
compares system names.

Everything is imported on first use, so start-up loads no system's widgets.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from campaign_manager.systems import get_system


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


#: the player view settings dialog's options (Combat → What the player view shows):
#: ``pc`` and ``npc`` how hurt the characters look, ``initiative`` the initiative numbers,
#: ``secret_conditions`` the conditions never shown to the players
PLAYER_VIEW_OPTIONS = ("pc", "npc", "initiative", "secret_conditions")


def _load(path: str) -> Any:
    """``"package.module:name"`` → the object, imported now."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclass(frozen=True)
class SystemUI:
    key: str
    #: "module:Class" of the sheet editor (a SheetEditor subclass)
    editor: str
    #: what the system is, in a sentence for the New-campaign dialog (translated when called)
    description: Callable[[], str]
    #: "module:function" of edit_settings(main_window) -> bool (Campaign → Rules settings),
    #: if the system has rules settings
    settings: str | None = None
    #: "module:Class" of the combat tracker's panel for this system, if it has one
    tracker: str | None = None
    #: "module:function" of phases() -> {phase: text}: the Combat page's word for each
    #: phase of the system's round (translated when called); a phase left out is not named
    phases: str | None = None
    #: "module:function" of order_columns() -> [Column]: the system's own columns of the
    #: fight's order table (after the name, each shown where a row has its value)
    order_columns: str | None = None
    #: "module:Class" of a widget with options() -> dict for a new fight (a conflict's kind)
    encounter_options: str | None = None
    campaign_actions: tuple[CampaignAction, ...] = ()
    #: the sheet editor offers a GM contacts-and-networks page (contacts_html())
    contacts_page: bool = False
    #: the roster shows each character's count of broken rules (the ``broken`` of the
    #: system's roster lines, a ``RosterLine``)
    broken_rules: bool = False
    #: "module:name" of the system's additions to the Ledger page (a
    #: campaign_manager.ui.ledger.parts.LedgerUI: its rolls), if it has any
    ledger: str | None = None
    #: "module:function" of shortcuts() -> {group: [(what, keys)]}: the system's own keys
    #: for Help → Keyboard shortcuts; groups "character", "lists", "right_click"
    shortcuts: str | None = None
    #: which of PLAYER_VIEW_OPTIONS apply to the system; the settings dialog offers only
    #: these (an option left out keeps its value)
    player_view_options: tuple[str, ...] = PLAYER_VIEW_OPTIONS
    #: "module:function" of describe(party_sheets, opponent_sheets) -> str: the new-fight
    #: dialog's measure of the fight (the d20 encounter level); None: a count of the sides
    fight_balance: str | None = None
    #: "module:Class" of a dialog asking what the system needs of combatants joining a
    #: running fight (d20: their initiative rolls), with ``fields(ids) -> {id: {...}}``
    join_options: str | None = None
    #: "module:Class" of the dialog editing a campaign's own monster (the bestiary dock's
    #: Edit and New): ``Class(entry, gender, parent)`` with ``entry()`` and ``gender()``
    monster_editor: str | None = None

    def editor_class(self) -> type:
        return _load(self.editor)

    def edit_settings(self, window: Any) -> bool:
        """Campaign → Rules settings; False (nothing changed) for a system without any."""
        return bool(_load(self.settings)(window)) if self.settings else False

    def tracker_class(self) -> type | None:
        return _load(self.tracker) if self.tracker else None

    def phase_names(self) -> dict[str, str]:
        return _load(self.phases)() if self.phases else {}

    def order_table_columns(self) -> list:
        return _load(self.order_columns)() if self.order_columns else []

    def encounter_options_class(self) -> type | None:
        return _load(self.encounter_options) if self.encounter_options else None

    def fight_balance_function(self) -> Callable | None:
        return _load(self.fight_balance) if self.fight_balance else None

    def join_options_class(self) -> type | None:
        return _load(self.join_options) if self.join_options else None

    def monster_editor_class(self) -> type | None:
        return _load(self.monster_editor) if self.monster_editor else None

    def own_shortcuts(self) -> dict[str, list[tuple[str, str]]]:
        return _load(self.shortcuts)() if self.shortcuts else {}


def system_ui(key: str) -> SystemUI:
    """The UI of the rule system ``key`` (its rules package names the UI package);
    KeyError for an unknown key. A system registered later is found as well."""
    try:
        rules = get_system(key)
    except ValueError as error:
        raise KeyError(key) from error
    return importlib.import_module(rules.ui_package).UI
