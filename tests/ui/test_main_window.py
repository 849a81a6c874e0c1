"""The main window: work areas, status bar, undo/redo, refusals, persistence."""

from __future__ import annotations

import hashlib

from PySide6.QtCore import Qt

from campaign_manager.storage import open_campaign
from campaign_manager.storage.models import CampaignInfo
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings


def test_open_campaign_shows_work_areas_and_status(window, campaign):
    assert window.pages.currentWidget() is window.work
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Roster",
        "Character",
        "Combat",
        "Ledger",
    ]
    assert "Zkušební kampaň" in window.windowTitle()
    assert "Zkušební kampaň" in window.campaign_label.text()
    assert "Dakara" in window.campaign_label.text()


def test_empty_areas_say_what_goes_there(window):
    window.tabs.setCurrentIndex(2)
    no_fight = window.combat_area.no_fight
    assert no_fight.isVisible() and no_fight.title_label.text() == "No fight open"
    assert "Prepare a fight at home" in no_fight.text_label.text()
    assert "New fight" in no_fight.button.text()
    window.tabs.setCurrentIndex(0)
    assert window.roster.empty.isVisible()  # a new campaign has no characters yet
    assert "New character" in window.roster.empty.button.text()


def test_renaming_the_campaign_is_undoable_and_committed(window, campaign, qtbot):
    window.menus.set_campaign_properties("Stíny nad Prahou", "Praha, 1605.")
    assert CampaignInfo.get().name == "Stíny nad Prahou"
    assert "Stíny nad Prahou" in window.campaign_label.text()
    assert window.menus.undo_action.isEnabled()
    window.menus.undo_action.trigger()
    info = CampaignInfo.get()
    assert (info.name, info.description) == ("Zkušební kampaň", "")  # one step undoes both
    assert "Zkušební kampaň" in window.windowTitle()
    window.menus.redo_action.trigger()
    assert CampaignInfo.get().description == "Praha, 1605."


def test_keyboard_undo_redo(window, campaign, qtbot):
    window.menus.set_campaign_properties("Nový název", "")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert CampaignInfo.get().name == "Zkušební kampaň"
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert CampaignInfo.get().name == "Nový název"


def test_edits_survive_closing_and_reopening(window, campaign):
    path = campaign.path
    window.menus.set_campaign_properties("Trvalé jméno", "")
    window.close_campaign()
    assert window.pages.currentWidget() is window.welcome
    with open_campaign(path) as reopened:
        assert reopened.name == "Trvalé jméno"


def test_not_a_campaign_is_refused_with_a_message_and_left_unchanged(window, tmp_path, messages):
    bogus = tmp_path / "notes.kronikar"
    bogus.write_text("seznam NPC, ne kampaň", encoding="utf-8")
    before = hashlib.sha256(bogus.read_bytes()).hexdigest()
    assert window.open_campaign(bogus) is False
    assert messages.titles() == ["Not a Kronikář campaign"]
    assert str(bogus) in messages.shown[0][2]
    assert hashlib.sha256(bogus.read_bytes()).hexdigest() == before
    assert "Zkušební kampaň" in window.windowTitle()  # the open campaign stays open


def test_close_shows_welcome_with_recent_campaign(window, campaign, qtbot):
    path = campaign.path
    window.close_campaign()
    assert window.welcome.recent_list.count() == 1
    item = window.welcome.recent_list.item(0)
    assert item.data(Qt.ItemDataRole.UserRole) == str(path.resolve())
    window.welcome.recent_list.itemActivated.emit(item)
    assert window.session is not None and window.session.campaign.name == "Zkušební kampaň"


def test_the_welcome_page_lists_campaigns_by_their_own_names(qtbot, tmp_path):
    from campaign_manager.storage import create_campaign
    from campaign_manager.ui.welcome import WelcomePage

    first, second = tmp_path / "a" / "kampan.kronikar", tmp_path / "b" / "kampan.kronikar"
    for path, name in ((first, "Stíny nad Prahou"), (second, "Stíny nad Prahou")):
        path.parent.mkdir()
        create_campaign(path, name, "dakara").close()
    third = tmp_path / "jina.kronikar"
    create_campaign(third, "Dračí doupě", "d20").close()
    broken = tmp_path / "rozbita.kronikar"
    broken.write_bytes(b"SQLite format 3\x00" + b"\xff" * 2000)
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_recent([third, first, second, broken, tmp_path / "pryc.kronikar"])
    items = [page.recent_list.item(row) for row in range(page.recent_list.count())]
    assert [item.text() for item in items] == [
        "Dračí doupě",
        f"Stíny nad Prahou    —    {first}",  # two of one name: their paths too
        f"Stíny nad Prahou    —    {second}",
        "rozbita",  # its name cannot be read: the file's stem
        "pryc",
    ]
    assert items[0].toolTip() == str(third)
    assert items[1].toolTip() == str(first) and items[2].toolTip() == str(second)
    assert "not found" in items[4].toolTip()


def test_last_campaign_and_geometry_persist(qtbot, window, campaign):
    path = campaign.path.resolve()
    minimum = window.minimumSizeHint()
    wanted = (max(minimum.width(), 700) + 11, max(minimum.height(), 500) + 13)
    window.resize(*wanted)
    window.close()
    settings = AppSettings()
    assert settings.last_campaign == path
    assert settings.recent_files()[0] == path
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == wanted


def test_explicit_close_forgets_the_last_campaign(window):
    window.close_campaign()
    assert AppSettings().last_campaign is None


def test_save_a_copy_writes_a_campaign(window, tmp_path):
    target = tmp_path / "kopie"
    assert window.lifecycle.save_copy(target) is True
    copy = tmp_path / "kopie.kronikar"
    assert copy.exists()
    window.close_campaign()
    with open_campaign(copy) as reopened:
        assert reopened.name == "Zkušební kampaň"


def test_new_campaign_creates_and_opens_it(window, tmp_path):
    path = tmp_path / "nova.kronikar"
    assert window.create_campaign(path, "Železná koruna", "d20") is True
    assert window.session.campaign.system == "d20"
    assert "d20" in window.campaign_label.text().lower()
    assert path.exists()


def test_new_campaign_never_overwrites(window, tmp_path, messages):
    path = tmp_path / "exists.kronikar"
    path.write_text("cizí soubor")
    assert window.create_campaign(path, "X", "dakara") is False
    assert messages.titles() == ["File already exists"]
    assert path.read_text() == "cizí soubor"


def test_campaign_menu_offers_time_only_for_clovek(window, tmp_path, monkeypatch):
    window.update_state()
    assert not window.menus.time_actions["scene"].isVisible()
    assert window.menus.rules_settings_action.isEnabled()  # a Dakara campaign
    assert window.create_campaign(tmp_path / "clovek.kronikar", "Praha 1996", "clovek")
    assert window.menus.time_actions["scene"].isVisible()
    assert window.menus.rules_settings_action.isEnabled()  # Člověk has its defaults too


def test_start_scene_heals_stun_wounds_of_the_whole_party(window, tmp_path, monkeypatch):
    from campaign_manager.storage.changes import AddCharacter
    from campaign_manager.storage.models import Character
    from campaign_manager.systems.clovek import Character as ClovekCharacter
    from campaign_manager.systems.clovek import Severity

    assert window.create_campaign(tmp_path / "clovek.kronikar", "Praha 1996", "clovek")
    ids = []
    for name in ("Karel", "Věra"):
        person = ClovekCharacter({}, "cholerik")
        person.wound("torso", Severity.STUN)
        person.wound("head", Severity.LETHAL)
        change = AddCharacter({"name": name, "sheet": person.to_sheet()})
        window.session.perform(change, "add")
        ids.append(change.id)
    from campaign_manager.ui.systems.clovek import time as clovek_time

    monkeypatch.setattr(clovek_time, "run_dialog", lambda dialog: True)  # the party, as ticked
    window.menus.time_actions["scene"].trigger()
    for character_id in ids:
        sheet = Character.get_by_id(character_id).sheet
        assert ClovekCharacter.from_sheet(sheet).scar("torso").marks().count("/") == 0
        assert ClovekCharacter.from_sheet(sheet).scar("head").marks().startswith("X")
    assert "2 characters" in window.statusBar().currentMessage()
    window.menus.undo_action.trigger()  # one step brings the whole party's wounds back
    for character_id in ids:
        sheet = Character.get_by_id(character_id).sheet
        assert ClovekCharacter.from_sheet(sheet).scar("torso").marks().startswith("/")


def test_a_long_saved_as_path_wraps_instead_of_running_off_the_dialog(qtbot, tmp_path):
    from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog

    deep = tmp_path
    for part in ("Dokumenty", "Hry a kampaně", "Dakara", "Praha 1605", "Malá Strana", "zápisky"):
        deep = deep / part
    dialog = NewCampaignDialog()
    qtbot.addWidget(dialog)
    dialog.folder = deep
    dialog.name_edit.setText("Stíny nad Vltavou a další příběhy")
    label = dialog.location_label
    import re

    pieces = re.split(r"[\s\u200b]+", label.text())  # where the label may break a line
    widest = max(label.fontMetrics().horizontalAdvance(piece) for piece in pieces)
    assert widest < 300  # it wraps at every folder instead of running off the dialog
    assert label.text().replace("\u200b", "").endswith("Stíny nad Vltavou a další příběhy.kronikar")


def test_the_saved_as_path_is_shown_whole_as_the_name_grows(qtbot, tmp_path, qapp):
    """ "Uloží se jako" showed a line and a half of a three-line path: the dialog kept its
    height while the path grew."""
    from campaign_manager.ui import i18n
    from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog

    deep = tmp_path
    for part in ("Dokumenty", "Hry a kampaně", "Dakara", "Praha 1605", "Malá Strana", "zápisky"):
        deep = deep / part
    i18n.install(qapp, "cs")
    try:
        dialog = NewCampaignDialog()
        qtbot.addWidget(dialog)
        dialog.folder = deep
        dialog.show()
        qtbot.waitExposed(dialog)
        label = dialog.location_label
        name = "Stíny nad Vltavou a další příběhy ze staré Prahy"

        def whole() -> bool:  # all its lines, above the buttons
            return (
                label.height() >= label.heightForWidth(label.width())
                and label.geometry().bottom() < dialog.buttons.geometry().top()
            )

        for end in range(1, len(name) + 1):  # typed a letter at a time
            dialog.name_edit.setText(name[:end])
            qtbot.waitUntil(whole)
        assert label.heightForWidth(label.width()) > 2 * label.fontMetrics().height()
    finally:
        i18n.install(qapp, "en")
