"""The Člověk + Střety sheet editor through its real widgets: attributes, wounds on the
painted scars, burning, healing, the log, undo, and the printed sheet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage, QPalette

from campaign_manager.storage.models import Character as Row
from campaign_manager.systems.clovek import Severity, new_sheet, validate_sheet
from campaign_manager.ui.systems.clovek.dialogs import WoundDialog
from campaign_manager.ui.systems.clovek.editor import ClovekSheetEditor
from campaign_manager.ui.systems.clovek.scar_boxes import ScarBoxes

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


@pytest.fixture
def campaign_system():
    return "clovek"


def open_character(window, name="Tomáš Kubíček", **changes):
    sheet = new_sheet()
    sheet["attributes"].update(changes.pop("attributes", {}))
    sheet["scars"] = {key: "" for key in sheet["scars"]}
    sheet.update(changes)
    row = Row.create(name=name, sheet=validate_sheet(sheet))
    window.open_character(row.id)
    return row, window.character_area.sheet_editor


def stored(row):
    return Row.get_by_id(row.id).sheet


def test_the_sheet_tab_holds_the_clovek_editor(window):
    _, editor = open_character(window)
    assert isinstance(editor, ClovekSheetEditor)
    assert window.character_area.sheet_tabs.widget(0).child is editor


def test_attributes_show_derived_values_and_resize_the_scars(window, qtbot):
    row, editor = open_character(
        window, attributes={"obratnost": 3, "konstituce": 4, "sarm": 1, "vyrovnanost": 5}
    )
    panel = editor.attributes
    assert panel.spins["konstituce"].value() == 4
    assert panel.derived[("physical", "bank")].text() == "6"
    assert panel.derived[("physical", "boxes")].text() == "4"
    assert panel.derived[("physical", "base_power")].text() == "2"
    assert panel.derived[("social", "burn_limit")].text() == "1"
    assert editor.wounds.scars.cards["torso"].boxes.marks == "____"
    panel.spins["konstituce"].setValue(5)
    assert stored(row)["attributes"]["konstituce"] == 5
    assert stored(row)["scars"]["torso"] == "_____"
    assert editor.wounds.scars.cards["head"].boxes.marks == "_____"
    assert panel.derived[("physical", "base_power")].text() == "3"


def test_lowering_a_capacity_below_the_wounds_is_refused(window, messages):
    row, editor = open_character(window, attributes={"konstituce": 3}, scars={"left_arm": "///"})
    before = stored(row)
    editor.attributes.spins["konstituce"].setValue(2)
    assert stored(row) == before
    assert messages.titles() == ["Not allowed by the rules"]
    assert "Left arm" in messages.shown[0][2]
    assert editor.attributes.spins["konstituce"].value() == 3  # put back


def test_temperament_marks_close_distant_and_burnable_scars(window):
    row, editor = open_character(window)
    cards = editor.wounds.scars.cards
    assert cards["courage"].badge.text() == "close"
    assert cards["fear"].badge.text() == "distant"
    assert not cards["fear"].burn_button.isVisibleTo(editor)  # distant negative scar
    assert cards["anger"].burn_button.isVisibleTo(editor)
    assert cards["right_arm"].burn_button.isVisibleTo(editor)
    panel = editor.attributes
    panel.temperament.setCurrentIndex(panel.temperament.findData("melancholik"))
    panel.temperament.activated.emit(panel.temperament.currentIndex())
    panel.dominant.setCurrentIndex(panel.dominant.findData("left"))
    panel.dominant.activated.emit(panel.dominant.currentIndex())
    assert stored(row)["temperament"] == "melancholik"
    assert cards["fear"].badge.text() == "close"
    assert cards["anger"].badge.text() == "distant"
    assert cards["fear"].burn_button.isVisibleTo(editor)
    assert not cards["right_arm"].burn_button.isVisibleTo(editor)
    assert cards["left_arm"].burn_button.isVisibleTo(editor)
    assert "Courage, Anger" in panel.temperament_scars.text()


def test_wound_sequence_on_a_full_scar_pushes_out_then_upgrades(window, qtbot, monkeypatch):
    row, editor = open_character(window, attributes={"konstituce": 3}, scars={"torso": "//"})
    asked = []
    answers = iter([(S, 1), (L, 1), (S, 1)])

    def ask(key, burn):
        asked.append((key, burn))
        return next(answers)

    monkeypatch.setattr(editor, "ask_wound", ask)
    card = editor.wounds.scars.cards["torso"]
    qtbot.mouseClick(card.boxes, Qt.MouseButton.LeftButton)
    assert stored(row)["scars"]["torso"] == "///"  # the scar is now full
    qtbot.mouseClick(card.boxes, Qt.MouseButton.LeftButton)
    assert stored(row)["scars"]["torso"] == "X//"  # lethal pushes the last stun out
    assert card.boxes.marks == "X//"
    card = editor.wounds.scars.cards["torso"]
    card.boxes.setFocus()
    qtbot.keyClick(card.boxes, Qt.Key.Key_Return)  # the keyboard way
    assert stored(row)["scars"]["torso"] == "XX/"  # stun on a full scar upgrades the lightest
    assert asked == [("torso", False)] * 3
    lines = editor.wounds.log.lines()
    assert "Torso: the stun wound at the end is pushed out." in lines
    assert "Torso: the scar is full, a stun wound is upgraded to lethal." in lines
    assert "Torso: one-time penalty for a lethal wound." in lines
    assert card.state_label.text() == "Long-term: lethal"
    assert "Torso" in editor.wounds.penalties.text()
    assert editor.wounds.scar_combo.currentData() == "torso"


def test_the_wound_bar_writes_points_and_reaches_critical(window):
    row, editor = open_character(window, attributes={"rozhodnost": 2})
    bar = editor.wounds
    bar.scar_combo.setCurrentIndex(bar.scar_combo.findData("will"))
    bar.severity_combo.setCurrentIndex(bar.severity_combo.findData(int(D)))
    bar.points.setValue(3)
    bar.wound_button.click()
    assert stored(row)["scars"]["will"] == "ЖЖ"
    assert stored(row)["critical"] == ["will"]
    card = bar.scars.cards["will"]
    assert card.boxes.critical
    assert card.state_label.text() == "Critical penalty!"
    assert any("critical penalty" in line for line in bar.log.lines())


def test_social_wound_heals_the_opposite_scar(window, qtbot, monkeypatch):
    row, editor = open_character(window, scars={"fear": "X/"})
    monkeypatch.setattr(editor, "ask_wound", lambda key, burn: (L, 1))
    qtbot.mouseClick(editor.wounds.scars.cards["courage"].boxes, Qt.MouseButton.LeftButton)
    assert stored(row)["scars"]["courage"] == "__"
    assert stored(row)["scars"]["fear"] == "/_"
    assert editor.wounds.scars.cards["fear"].boxes.marks == "/_"
    assert any(
        "Courage: the wound is not written; it heals the opposite scar Fear" in line
        for line in editor.wounds.log.lines()
    )


def test_a_refused_burn_shows_why_and_changes_nothing(window, messages):
    row, editor = open_character(window, scars={"torso": "//"})
    before = stored(row)
    steps = window.session.undo_stack.count()
    bar = editor.wounds
    bar.scar_combo.setCurrentIndex(bar.scar_combo.findData("torso"))
    bar.points.setValue(1)
    bar.burn_button.click()  # a stun into a full scar would upgrade a wound
    assert messages.titles() == ["Not allowed by the rules"]
    assert "Burning into Torso refused" in messages.shown[0][2]
    assert stored(row) == before
    assert window.session.undo_stack.count() == steps
    assert bar.scars.cards["torso"].boxes.marks == "//"
    assert "refused" not in " ".join(bar.log.lines())


def test_burning_counts_toward_the_round_and_a_new_round_resets(window, qtbot, monkeypatch):
    row, editor = open_character(window, attributes={"obratnost": 1})
    monkeypatch.setattr(editor, "ask_wound", lambda key, burn: (S, 1))
    card = editor.wounds.scars.cards["torso"]
    card.burn_button.click()
    assert stored(row)["scars"]["torso"] == "/_"
    assert stored(row)["burned"]["physical"] == 1
    assert "physical 1/1" in editor.wounds.burn_label.text()
    editor.wounds.round_button.click()
    assert stored(row)["burned"]["physical"] == 0


def test_context_menu_heals_one_wound(window):
    row, editor = open_character(window, scars={"head": "X/"})
    card = editor.wounds.scars.cards["head"]
    menu = card.build_menu()
    actions = {a.text(): a for a in menu.actions() if a.text()}
    assert not actions["&Burn…"].isEnabled()  # the head is not burnable
    assert not actions["Heal a &devastating wound (Ж)"].isEnabled()
    actions["Heal a &lethal wound (X)"].trigger()
    assert stored(row)["scars"]["head"] == "/_"
    assert editor.wounds.log.lines()[-1] == "Head: a lethal wound heals (/_)."


def test_undo_restores_the_previous_sheet(window, monkeypatch, qtbot):
    row, editor = open_character(window, scars={"torso": "X"})
    before = stored(row)
    monkeypatch.setattr(editor, "ask_wound", lambda key, burn: (D, 1))
    qtbot.mouseClick(editor.wounds.scars.cards["torso"].boxes, Qt.MouseButton.LeftButton)
    assert stored(row)["scars"]["torso"] == "ЖX"
    assert window.menus.undo_action.text().endswith("Wound Torso: 1 × Ж")
    window.menus.undo_action.trigger()
    assert stored(row) == before
    assert editor.wounds.scars.cards["torso"].boxes.marks == "X_"
    window.menus.redo_action.trigger()
    assert stored(row)["scars"]["torso"] == "ЖX"
    assert editor.wounds.scars.cards["torso"].boxes.marks == "ЖX"


def test_wound_dialog_values():
    dialog = WoundDialog("torso", "X__", burn=False, language="en")
    dialog.set_values(L, 3)
    assert dialog.values() == (L, 3)
    assert dialog.windowTitle() == "Wound: Torso"
    burn = WoundDialog("will", "___", burn=True, language="cs")
    assert burn.windowTitle() == "Burn from Vůle"


def test_scar_boxes_draw_marks_in_palette_colours(qtbot):
    boxes = ScarBoxes()
    qtbot.addWidget(boxes)
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Window, QColor("#202020"))
    palette.setColor(QPalette.ColorRole.Text, QColor("#f0f0f0"))
    boxes.setPalette(palette)
    boxes.set_marks("ЖX/_")
    boxes.resize(boxes.sizeHint() * 2)  # crisp at any size: boxes grow up to the height
    image: QImage = boxes.grab().toImage()
    rects = boxes.box_rects()
    assert len(rects) == 4

    def light_pixels(rect):
        return sum(
            1
            for x in range(int(rect.left()) + 3, int(rect.right()) - 2)
            for y in range(int(rect.top()) + 3, int(rect.bottom()) - 2)
            if QColor(image.pixel(QPoint(x, y))).lightness() > 180
        )

    counts = [light_pixels(r) for r in rects]
    assert counts[0] > counts[1] > counts[2] > 0  # Ж has three strokes, X two, / one
    assert counts[3] == 0  # an empty box shows no mark


def test_printable_html_and_pdf(window, tmp_path):
    import pypdf

    _row, editor = open_character(
        window,
        scars={"torso": "X/", "fear": "Ж"},
        feelings={"Ivana Horká": {"friendship": {"value": 2, "raises": 1, "from_requests": 1}}},
        disorders=[{"name": "Klaustrofobie", "trigger": "výtah"}],
        soul={"grade": 4, "sins": {"1": "vražda", "4": "krádež"}},
    )
    text = editor.printable_html()
    assert "<h2>Scars</h2>" in text and "Torso" in text and ">Ж<" in text
    assert "Ivana Horká" in text and "Klaustrofobie" in text and "krádež" in text
    path = window.character_area.export_pdf(tmp_path / "kubicek.pdf")
    content = " ".join(
        " ".join(page.extract_text().split()) for page in pypdf.PdfReader(path).pages
    )
    assert "Tomáš Kubíček" in content
    assert "Constitution 2" in content
    assert "Klaustrofobie" in content


def test_acting_against_the_soul_restriction_costs_one_mental_wound(window, qtbot):
    from campaign_manager.ui.systems.clovek.dialogs import RestrictionDialog

    row, editor = open_character(window)
    editor.ask_restriction = lambda: ("sanity", L)
    qtbot.mouseClick(editor.mind.restriction_button, Qt.MouseButton.LeftButton)
    assert stored(row)["scars"]["sanity"].startswith("X")
    assert stored(row)["scars"]["will"].strip("_") == ""
    window.menus.undo_action.trigger()
    assert "X" not in stored(row)["scars"]["sanity"]
    dialog = RestrictionDialog("en")
    qtbot.addWidget(dialog)
    dialog.scar.setCurrentIndex(dialog.scar.findData("will"))
    dialog.severity.set_severity(D)
    assert dialog.values() == ("will", D)
