"""The dialogs a test can open on the main window without a fight under way, by name: the
title-width test and the accessibility walk open each of them in both languages."""

from __future__ import annotations

import random

from campaign_manager.ui import i18n

PEOPLE = [("a", "Bořek Hrabal"), ("b", "Markéta Hellerová")]


def dialog_builders() -> dict:
    """(name, build(window)) of every dialog a test can open without a fight under way."""
    from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
    from campaign_manager.ui.combat.panel import ConditionDialog
    from campaign_manager.ui.dialogs.about import AboutDialog, LicenceDialog, licence_files
    from campaign_manager.ui.dialogs.campaign_properties import CampaignPropertiesDialog
    from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog
    from campaign_manager.ui.dialogs.preferences import PreferencesDialog
    from campaign_manager.ui.dialogs.shared_campaign import PasswordDialog, ServerDialog
    from campaign_manager.ui.journal.dialog import JournalDialog
    from campaign_manager.ui.ledger.dialogs import (
        FavourDialog,
        LinkDialog,
        PersonDialog,
        RelationDialog,
    )
    from campaign_manager.ui.player_view.dialogs import (
        PlayerViewSettingsDialog,
        ScreenChooserDialog,
    )
    from campaign_manager.ui.reveals.panel import RevealsDialog
    from campaign_manager.ui.reveals.show_dialog import ShowToPlayersDialog
    from campaign_manager.ui.settings import AppSettings
    from campaign_manager.ui.systems.clovek import time as clovek_time
    from campaign_manager.ui.systems.clovek import tracker_attacks, tracker_conflict
    from campaign_manager.ui.systems.clovek import tracker_dialogs as clovek_tracker
    from campaign_manager.ui.systems.clovek.dialogs import DisorderDialog, RestrictionDialog
    from campaign_manager.ui.systems.clovek.settings import ClovekSettingsDialog
    from campaign_manager.ui.systems.d20 import tracker_dialogs as d20_tracker
    from campaign_manager.ui.systems.d20.dialogs import DamageDialog, HealingDialog, RollDialog
    from campaign_manager.ui.systems.d20.settings import D20SettingsDialog
    from campaign_manager.ui.systems.dakara import tracker_dialogs as dakara_tracker
    from campaign_manager.ui.systems.dakara.settings.dialog import DakaraSettingsDialog
    from campaign_manager.ui.systems.dakara.skill_test_dialog import SkillTestDialog

    people = [(1, "Jan Bezruč"), (2, "Markéta Hellerová")]
    parties = [("character:1", "Jan Bezruč"), ("character:2", "Markéta Hellerová")]
    rng = random.Random(1)
    names = [name for _, name in PEOPLE]
    return {
        "new fight": lambda w: NewEncounterDialog([], parent=w),
        "condition": lambda w: ConditionDialog(names, w),
        "properties": lambda w: CampaignPropertiesDialog("Stíny", "", w),
        "new campaign": lambda w: NewCampaignDialog(w),
        "preferences": lambda w: PreferencesDialog("cs", w),
        "about": lambda w: AboutDialog("About Kronikář", "Kronikář", w),
        "licence": lambda w: LicenceDialog(licence_files()[0], w),
        "server": lambda w: ServerDialog("open", w),
        "publish": lambda w: ServerDialog("publish", w),
        "password": lambda w: PasswordDialog(
            "postgresql://gm_jana@hrad.example:5432/stiny_nad_prahou", True, False, w
        ),
        "person": lambda w: PersonDialog(w.session, people, parent=w),
        "link": lambda w: LinkDialog(w.session, people, people, parent=w),
        "favour": lambda w: FavourDialog(w.session, parties, parent=w),
        "relation": lambda w: RelationDialog(w.session, parties, parent=w),
        "journal": lambda w: JournalDialog(w.session, None, w),
        "show to players": lambda w: ShowToPlayersDialog(w.session, None, w),
        "reveals": lambda w: RevealsDialog(w.session, w),
        "screens": lambda w: ScreenChooserDialog(AppSettings(), w, w),
        "player view settings": lambda w: PlayerViewSettingsDialog(None, ["Omráčen"], w),
        "scar choice": lambda w: clovek_time.ScarChoiceDialog(
            "Tomáš", "physical", ["head", "left_leg"], w
        ),
        "decay": lambda w: clovek_time.DecayDialog("Tomáš", [("Lucie", "friendship")], w),
        "party": lambda w: clovek_time.PartyDialog("chapter", [(1, "Tomáš", "pc")], w),
        "clovek spend": lambda w: clovek_tracker.SpendDialog(PEOPLE, w),
        "clovek order": lambda w: clovek_tracker.OrderDialog(PEOPLE, "", w),
        "clovek wound": lambda w: clovek_tracker.WoundDialog(PEOPLE, PEOPLE[:1], parent=w),
        "autofire": lambda w: tracker_attacks.AutofireDialog(PEOPLE, "a", ["b"], w),
        "shotgun": lambda w: tracker_attacks.ShotgunDialog(PEOPLE, "a", "b", w),
        "slow resolve": lambda w: tracker_attacks.SlowResolveDialog(PEOPLE, w),
        "interrupt": lambda w: tracker_conflict.InterruptDialog(
            list(tracker_conflict.KIND_KEYS), None, w
        ),
        "end conflict": lambda w: tracker_conflict.EndConflictDialog(None, w),
        "progress": lambda w: tracker_conflict.ProgressDialog(2, 5, w),
        "clovek condition": lambda w: tracker_conflict.ClovekConditionDialog(names, w),
        "disorder": lambda w: DisorderDialog(None, w),
        "restriction": lambda w: RestrictionDialog(i18n.current_language(), w),
        "clovek settings": lambda w: ClovekSettingsDialog({}, w),
        "d20 amounts": lambda w: d20_tracker.AmountsDialog("damage", PEOPLE, rng, w),
        "d20 heal": lambda w: d20_tracker.AmountsDialog("heal", PEOPLE[:1], rng, w),
        "d20 check": lambda w: d20_tracker.CheckDialog("Fortitude", "", "Bonus", parent=w),
        "d20 condition": lambda w: d20_tracker.D20ConditionDialog(names, PEOPLE, w),
        "d20 damage": lambda w: DamageDialog("Bořek Hrabal", True, w),
        "d20 healing": lambda w: HealingDialog("Bořek Hrabal", w),
        "d20 roll": lambda w: RollDialog("Záchrana", "Bořek", "Bonus", parent=w),
        "d20 settings": lambda w: D20SettingsDialog({}, w),
        "dakara condition": lambda w: dakara_tracker.DakaraConditionDialog(PEOPLE, w),
        "dakara spend": lambda w: dakara_tracker.SpendDialog(PEOPLE, w),
        "brought round": lambda w: dakara_tracker.BroughtRoundDialog(names, w),
        "free action": lambda w: dakara_tracker.FreeActionDialog(names, w),
        "dakara settings": lambda w: DakaraSettingsDialog({}, w),
        "skill test": lambda w: SkillTestDialog("Fyzická zdatnost (Výdrž)", 3, parent=w),
        **_more_builders(people),
    }


def _more_builders(people) -> dict:
    """The sheets', the ledger's, the player view's and the help's dialogs."""
    from campaign_manager.systems.clovek.character import Character
    from campaign_manager.systems.common import Text
    from campaign_manager.systems.dakara.violations import Violation
    from campaign_manager.ui.character.notes_conflict import NotesConflictDialog
    from campaign_manager.ui.dialogs.shortcuts import ShortcutsDialog
    from campaign_manager.ui.ledger.dialogs import NetworkDialog, OperationDialog
    from campaign_manager.ui.player_view.share_dialog import ShareDialog
    from campaign_manager.ui.player_view.web_share import WebShare
    from campaign_manager.ui.systems.clovek import dialogs as clovek
    from campaign_manager.ui.systems.d20.join_dialog import JoinInitiativeDialog
    from campaign_manager.ui.systems.dakara import ledger as dakara_ledger
    from campaign_manager.ui.systems.dakara.violations import ReasonDialog
    from campaign_manager.ui.templates.dialog import TemplatesDialog

    def character():
        from campaign_manager.systems.clovek.sheet import new_sheet

        return Character.from_sheet(new_sheet())

    violation = Violation(
        code="limit_others", subject=None, message=Text(cs="Limit hodnocení", en="The limit")
    )
    network = {"id": 1, "kind": "zlodějská", "rating": 3, "owner_id": 1}
    link = {"id": 1, "influence": 2, "character_id": 1}
    language = i18n.current_language
    return {
        "join initiative": lambda w: JoinInitiativeDialog(
            [{"id": cid, "name": name} for cid, name in PEOPLE], w
        ),
        "templates": lambda w: TemplatesDialog(w.session, w),
        "clovek sheet wound": lambda w: clovek.WoundDialog("torso", "X__", False, language(), w),
        "sin": lambda w: clovek.SinDialog(character(), language(), w),
        "feeling use": lambda w: clovek.FeelingUseDialog(character(), "Lucie", "desire", [], w),
        "waiver reason": lambda w: ReasonDialog(violation, language(), w),
        "shortcuts": lambda w: ShortcutsDialog(w.menus.shortcut_groups(), w),
        "notes conflict": lambda w: NotesConflictDialog("Tomáš", "Jana", "moje", "její", w),
        "share": lambda w: ShareDialog(WebShare(w), w),
        **_players_builders(),
        "network": lambda w: NetworkDialog(w.session, people, people, ["zlodějská"], parent=w),
        "operation": lambda w: OperationDialog(w.session, {"request": "Klíč"}, w),
        "find contact": lambda w: dakara_ledger.FindContactDialog(
            w.session, people, lambda _character: 2, w
        ),
        "ask contact": lambda w: dakara_ledger.AskContactDialog(w.session, [(link, "Lucie")], w),
        "run operation": lambda w: dakara_ledger.RunOperationDialog(
            w.session, [(network, "Zloději")], w
        ),
    }


def _players_builders() -> dict:
    """The players' devices and the two dialogs of their requests queue."""
    from types import SimpleNamespace

    from players_fakes import Request

    from campaign_manager.storage.changes import AddCharacter
    from campaign_manager.systems.common import Text
    from campaign_manager.ui.combat.request_dialogs import EditRequestDialog, RejectDialog
    from campaign_manager.ui.player_view.players_dialog import PlayersDialog
    from campaign_manager.ui.player_view.web_share import WebShare

    def players(w):
        w.session.perform(
            AddCharacter({"name": "Bořek Hrabal", "kind": "pc", "player": "Jana"}), "add"
        )
        share = WebShare(w)
        share.set_session(w.session)
        return PlayersDialog(share, w)

    item = SimpleNamespace(
        line=Text(cs="Bořek Hrabal: zranění 5", en="Bořek Hrabal: damage 5"),
        request=Request(1, "propose", what="damage_dealt", amount=5, target="a", text="Sekerou"),
    )
    return {
        "players devices": players,
        "edit request": lambda w: EditRequestDialog(item, PEOPLE, w),
        "reject request": lambda w: RejectDialog(item, w),
    }
