"""The Člověk sheet on the command path: the "What happened" log from the session's event
log (undo, redo, reopening), the GM's penalty texts, using a feeling, the names for the
feeling targets, and Start scene / chapter / book for the chosen characters."""

from __future__ import annotations

import pytest

from campaign_manager.storage import queries
from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek import Character, Severity, new_sheet, validate_sheet
from campaign_manager.systems.clovek.editing import feeling_burn_scars
from campaign_manager.ui.dialogs import system_settings
from campaign_manager.ui.systems.clovek import editor as editor_module
from campaign_manager.ui.systems.clovek import time as clovek_time
from campaign_manager.ui.text import isolate

L, D = Severity.LETHAL, Severity.DEVASTATING


@pytest.fixture
def campaign_system():
    return "clovek"


def add(name, kind="pc", **changes):
    sheet = new_sheet()
    sheet["attributes"].update(changes.pop("attributes", {}))
    sheet["scars"] = {key: "" for key in sheet["scars"]}
    sheet.update(changes)
    return Row.create(name=name, kind=kind, sheet=validate_sheet(sheet))


def open_character(window, row):
    window.roster.set_session(window.session)
    window.open_character(row.id)
    return window.character_area.sheet_editor


def stored(row):
    return Row.get_by_id(row.id).sheet


def test_a_wound_logs_with_its_undo_step_and_the_log_survives_reopening(window):
    row = add("Tomáš")
    editor = open_character(window, row)
    bar = editor.wounds
    bar.scar_combo.setCurrentIndex(bar.scar_combo.findData("torso"))
    bar.severity_combo.setCurrentIndex(bar.severity_combo.findData(int(L)))
    bar.wound_button.click()
    bar.scar_combo.setCurrentIndex(bar.scar_combo.findData("head"))
    bar.wound_button.click()
    lines = bar.log.lines()
    assert lines[0] == "Wound Torso: 1 × X"
    assert "Head: one-time penalty for a lethal wound." in lines
    window.menus.undo_action.trigger()
    assert stored(row)["scars"]["head"] == "__"
    assert not any(line.startswith("Head") for line in bar.log.lines())
    assert "Wound Torso: 1 × X" in bar.log.lines()
    window.menus.redo_action.trigger()
    assert "Wound Head: 1 × X" in bar.log.lines()
    window.menus.undo_action.trigger()

    path = window.session.campaign.path
    window.close_campaign()
    assert window.open_campaign(path)
    reopened = open_character(window, row)
    assert reopened.wounds.log.lines()[0] == "Wound Torso: 1 × X"
    assert not any(line.startswith("Head") for line in reopened.wounds.log.lines())


def test_each_character_has_its_own_log(window):
    tomas, lucie = add("Tomáš"), add("Lucie")
    editor = open_character(window, tomas)
    editor.wounds.wound_button.click()
    assert editor.wounds.log.lines()
    editor = open_character(window, lucie)
    assert editor.wounds.log.lines() == []


def test_the_gm_writes_a_penalty_text_and_the_sheet_shows_it(window, monkeypatch):
    row = add("Tomáš", scars={"torso": "X"})
    editor = open_character(window, row)
    assert "no text yet: write it in Campaign → Rules settings" in editor.wounds.penalties.text()

    def answer(dialog):
        assert dialog.penalty_texts()[0] == ("torso", "one_time_lethal", "")  # shipped empty
        assert dialog.penalty_count.text().startswith("0 of 80 ")
        dialog.set_penalty("torso", "long_term_lethal", "−1 kostka na fyzické akce")
        dialog.set_penalty("head", "one_time_lethal", "omráčen do konce kola")
        assert dialog.penalty_count.text().startswith("2 of 80 ")
        return True

    monkeypatch.setattr(system_settings, "run_dialog", answer)
    window.menus.rules_settings_action.trigger()
    settings = window.session.campaign.info.settings["clovek"]
    assert settings["penalties"]["torso"] == {"long_term_lethal": "−1 kostka na fyzické akce"}
    editor = window.character_area.sheet_editor
    assert "−1 kostka na fyzické akce" in editor.wounds.penalties.text()
    bar = editor.wounds
    bar.scar_combo.setCurrentIndex(bar.scar_combo.findData("head"))
    bar.severity_combo.setCurrentIndex(bar.severity_combo.findData(int(L)))
    bar.wound_button.click()
    assert (
        "Head: one-time penalty for a lethal wound. — omráčen do konce kola"
        in editor.wounds.log.lines()
    )
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    assert "penalties" not in (window.session.campaign.info.settings.get("clovek") or {})


def test_using_a_feeling_burns_a_stun_social_wound(window, monkeypatch, messages):
    row = add(
        "Tomáš",
        attributes={"sarm": 2},
        feelings={"Lucie": {"desire": {"value": 2}}},
    )
    editor = open_character(window, row)
    tab = editor.feelings
    tab.select("Lucie", "desire")
    offered = []

    def ask(target, feeling):
        offered.append((target, feeling))
        return scar

    monkeypatch.setattr(editor, "ask_feeling_use", ask)
    scar = feeling_burn_scars(Character.from_sheet(stored(row)))[0]
    assert tab.use_button.isEnabled()
    tab.use_button.click()
    assert offered == [("Lucie", "desire")]
    assert stored(row)["scars"][scar].startswith("/")
    lines = editor.wounds.log.lines()
    assert lines[0] == f"Use Desire toward {isolate('Lucie')} as armour"
    assert any("is used as armour: a stun wound is burned" in line for line in lines)
    # Respekt and Přátelství are Lucie's to use against Tomáš, not his (Člověk, City: "cit
    # využívá ten, kdo je cílem citu, užívá jej proti držiteli citu")
    for feeling in ("respect", "friendship"):
        tab.select("Lucie", feeling)
        assert not tab.use_button.isEnabled()
    tab.select("Lucie", "enmity")  # his own armour, but at 0: nothing to use
    assert tab.use_button.isEnabled()
    tab.use_button.click()
    assert messages.titles() == ["Not allowed by the rules"]
    assert "nothing to use" in messages.shown[0][2]


def test_the_feeling_dialog_offers_the_burnable_social_scars(window, qtbot):
    from campaign_manager.ui.systems.clovek.dialogs import FeelingUseDialog

    row = add("Tomáš")
    character = Character.from_sheet(stored(row))
    scars = feeling_burn_scars(character)
    dialog = FeelingUseDialog(character, "Lucie", "desire", scars)
    qtbot.addWidget(dialog)
    assert [dialog.scar.itemData(i) for i in range(dialog.scar.count())] == scars
    assert dialog.chosen() == scars[0]


def test_the_sheet_reads_names_only_once_per_opened_character(window, monkeypatch):
    add("Ivana Horká")
    tomas = add("Tomáš")

    def whole_roster():
        pytest.fail("the whole roster was read")

    monkeypatch.setattr(queries, "roster_records", whole_roster)
    monkeypatch.setattr(editor_module, "roster_records", whole_roster, raising=False)
    calls = []
    names_of_others = editor_module.other_names  # one query of names only

    def counting(character_id):
        calls.append(character_id)
        return names_of_others(character_id)

    monkeypatch.setattr(editor_module, "other_names", counting)
    editor = open_character(window, tomas)
    for _ in range(3):
        editor.wounds.wound_button.click()
    assert len(calls) == 1
    assert editor.other_names() == ["Ivana Horká"]


def test_a_wound_does_not_go_through_the_other_characters_names(window):
    """The feelings tab offers the other characters as targets; a wound changes no name,
    so no edit passes over them (10,000 names in a large campaign)."""
    tomas = add("Tomáš", scars={"torso": "/"})
    add("Ivana Horká")
    editor = open_character(window, tomas)
    passes = []

    class Names(list):
        def __iter__(self):
            passes.append(1)
            return super().__iter__()

    editor._names = (editor._names[0], Names(editor.other_names()))
    editor.wounds.wound_button.click()  # the first show with this list: one pass
    passes.clear()
    for _ in range(3):
        editor.wounds.wound_button.click()
    assert passes == []
    assert editor.feelings.target_combo.count() == 1  # still offered


def test_start_scene_asks_whom_party_ticked_npcs_optional_one_undo_step(window, monkeypatch):
    tomas = add("Tomáš", scars={"torso": "/"})
    lucie = add("Lucie", scars={"head": "/"})
    guard = add("Strážný", kind="npc", scars={"torso": "/"})
    editor = open_character(window, tomas)
    seen = []

    def answer(dialog):
        seen.append(sorted(dialog.chosen()))
        return True  # the party as ticked by default

    monkeypatch.setattr(clovek_time, "run_dialog", answer)
    steps = window.session.undo_stack.count()
    window.menus.time_actions["scene"].trigger()
    assert seen == [sorted([tomas.id, lucie.id])]  # NPCs not ticked
    assert stored(tomas)["scars"]["torso"] == "__"
    assert stored(lucie)["scars"]["head"] == "__"
    assert stored(guard)["scars"]["torso"] == "/_"  # not chosen: untouched
    assert window.session.undo_stack.count() == steps + 1
    assert editor.wounds.log.lines()[:2] == ["Start scene", "Torso: a stun wound heals."]
    lucie_log = window.session.event_log(character=lucie.id).texts("en")
    assert lucie_log[0] == "Start scene"
    assert window.session.event_log(character=guard.id).texts("en") == []

    window.menus.undo_action.trigger()
    assert stored(tomas)["scars"]["torso"] == "/_" and stored(lucie)["scars"]["head"] == "/_"
    assert editor.wounds.log.lines() == []

    def with_npc(dialog):
        dialog.set_checked(guard.id, True)
        return True

    monkeypatch.setattr(clovek_time, "run_dialog", with_npc)
    window.menus.time_actions["scene"].trigger()
    assert stored(guard)["scars"]["torso"] == "__"


def test_a_cancelled_party_dialog_changes_nothing(window, monkeypatch):
    tomas = add("Tomáš", scars={"torso": "/"})
    monkeypatch.setattr(clovek_time, "run_dialog", lambda dialog: False)
    steps = window.session.undo_stack.count()
    window.menus.time_actions["scene"].trigger()
    assert stored(tomas)["scars"]["torso"] == "/_"
    assert window.session.undo_stack.count() == steps


def test_the_party_dialog(qtbot):
    dialog = clovek_time.PartyDialog("chapter", [(1, "Tomáš", "pc"), (2, "Strážný", "npc")])
    qtbot.addWidget(dialog)
    assert dialog.chosen() == [1]
    dialog.all_button.click()
    assert dialog.chosen() == [1, 2]
    dialog.party_button.click()
    assert dialog.chosen() == [1]
    dialog.set_checked(1, False)
    ok = dialog.buttons.button(clovek_time.QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # nobody chosen: nothing to start
    assert "(NPC)" in dialog.list.item(1).text()


def test_a_new_chapter_shows_what_it_healed_per_character(window, monkeypatch, messages):
    tomas = add("Tomáš", scars={"torso": "X/", "left_leg": "Ж"})
    add("Lucie")
    monkeypatch.setattr(clovek_time, "run_dialog", lambda dialog: True)
    window.menus.time_actions["chapter"].trigger()
    assert stored(tomas)["scars"]["torso"] == "__"
    [(kind, title, text)] = messages.shown
    assert kind == "information" and title == "Start chapter"  # whole, not cut
    assert text.startswith("What healed:\n\n")
    assert text == (
        "What healed:\n\n"
        "Lucie:\n  • nothing healed\n\n"
        "Tomáš:\n"
        "  • Torso: a stun wound heals.\n"
        "  • Torso: a lethal wound heals.\n"
        "  • Left leg: a devastating wound heals."
    )
