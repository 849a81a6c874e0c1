"""What the user typed is shown as typed, through the real widgets: a name written as markup
(``<span style="font-size:96pt…">``) shows its characters, at the size of ordinary text, on
the trackers of all three systems, in the roster, the sheet's header, on the player view and
in a printout; and a name with a direction override inside a line of the UI stays inside
its own isolate, so the rest of the line reads as it should."""

from __future__ import annotations

import copy
import html
import itertools
import random
import re

import pytest
from PySide6.QtCore import QEvent, QSizeF, Qt
from PySide6.QtGui import QFont, QHelpEvent, QTextDocument, QTextLayout
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget
from settle import settle

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character, Encounter
from campaign_manager.systems import get_system
from campaign_manager.ui.player_view import PlayerView, PublicViewFeed
from campaign_manager.ui.printing import sheet_document
from campaign_manager.ui.roster.model import RosterModel
from campaign_manager.ui.settings import AppSettings
from campaign_manager.ui.text import (
    FSI,
    PDI,
    isolate,
    isolate_names,
    keep_ampersands,
    literal,
    names_pattern,
    turns_lines,
)
from campaign_manager.ui.widgets.lines_label import LinesLabel

MARKUP = '<span style="font-size:96pt;color:red">Big</span>'
OVERRIDE = "\u202e"  # RIGHT-TO-LEFT OVERRIDE: reverses what follows, to the paragraph's end


def ordinary_height(label: QLabel) -> int:
    """How tall ``label``'s text is as plain text, in its font and at its width."""
    twin = QLabel()
    twin.setTextFormat(Qt.TextFormat.PlainText)
    twin.setFont(label.font())
    twin.setWordWrap(label.wordWrap())
    twin.setText(label.text())
    if label.wordWrap():
        return twin.heightForWidth(max(label.width(), 1))
    return twin.sizeHint().height()


def assert_shown_literally(label: QLabel) -> None:
    assert MARKUP in label.text(), label.text()
    assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    if isinstance(label, LinesLabel):  # a fixed room of lines: the text is cut to it
        lines = label.fontMetrics().lineSpacing()
        assert label.height() == label.maximumHeight() < 4 * lines, label.objectName()
        return
    shown = label.heightForWidth(label.width()) if label.wordWrap() else label.sizeHint().height()
    assert shown == ordinary_height(label), label.objectName()


def markup_labels(root: QWidget) -> list[QLabel]:
    """The labels under ``root`` that hold the markup's characters (as a rich-text label
    holds it escaped, one that shows it literally does not count)."""
    return [label for label in root.findChildren(QLabel) if MARKUP in label.text()]


def add(window, name: str, kind: str = "pc", **values) -> int:
    sheet = values.pop("sheet", None) or window.session.system.new_sheet()
    change = AddCharacter({"name": name, "kind": kind, "sheet": sheet, **values})
    window.session.perform(change, "Add")
    return change.id


# -- the trackers --------------------------------------------------------------------------
def fight_of_markup_names(window, qtbot, first=f"A {MARKUP}", second=f"B {MARKUP}") -> dict:
    """A running fight of two combatants (named in markup), at a moment its names show (the
    acting one in the header, in Člověk the action now); returns the names by id."""
    ids = [add(window, first), add(window, second, "npc")]
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight(f"Fight {MARKUP}", [roster_combatant(i) for i in ids])
    page.start_action.trigger()
    controller = window.session.combat
    key = window.session.system.key
    state = controller.state
    if key == "clovek":  # initiative, then the actions
        controller.act_many(
            [{"type": "initiative", "id": cid, "faces": [5]} for cid in state["combatants"]]
        )
        controller.act({"type": "next"})
    elif key == "dakara":  # Dakara names nobody "now": declare, resolve, and the attack
        first, second = list(state["combatants"])
        controller.act_many(
            [
                {"type": "declare", "id": first, "action": "melee_attack", "target": second},
                {"type": "declare", "id": second, "action": "full_defence", "target": None},
            ]
        )
        controller.act({"type": "resolve"})
    settle(qtbot, window)
    return {cid: record["name"] for cid, record in controller.state["combatants"].items()}


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_a_fight_of_markup_names_shows_them_as_typed(window, qtbot, campaign_system):
    names = fight_of_markup_names(window, qtbot)
    page = window.combat_area
    assert page.title.text() == f"Fight {MARKUP}"
    assert_shown_literally(page.title)
    if campaign_system == "dakara":
        from campaign_manager.ui.systems.dakara.tracker_dialogs import AttackDialog

        panel = page.panel
        state = page.controller.state
        attacker, defender = list(state["combatants"])
        dialog = AttackDialog(state, panel._order(), attacker, defender, panel)
        qtbot.addWidget(dialog)
        panel._attacked(dialog)  # the attack's outcome, in the rules' words with both names
        if panel.dialog is not None:
            panel.dialog.close()
        settle(qtbot, window)
        assert_shown_literally(panel.result)
    else:
        current = page.controller.state["current"]
        assert page.current_label.text() == f"Now: {isolate(names[current])}"
        assert_shown_literally(page.current_label)
    if campaign_system == "clovek":
        assert page.panel.now_label.text().startswith(isolate(names[current]))
        assert_shown_literally(page.panel.now_label)
    shown = markup_labels(window)
    assert shown
    for label in shown:  # whatever else shows a name (the selection's detail…)
        assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), label.text())


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_the_trackers_dialogs_show_markup_names_as_typed(window, qtbot, campaign_system):
    fight_of_markup_names(window, qtbot)
    page = window.combat_area
    page.table.selectAll()
    panel = page.panel
    dialogs = [panel.condition_dialog(panel.names(panel.selection))]
    targets = list(zip(panel.selection, panel.names(panel.selection), strict=True))
    if campaign_system == "d20":
        from campaign_manager.ui.systems.d20.tracker_dialogs import AmountsDialog

        dialogs.append(AmountsDialog("damage", targets, parent=panel))
    elif campaign_system == "dakara":
        from campaign_manager.ui.systems.dakara.tracker_dialogs import (
            DeclareDialog,
            FreeActionDialog,
        )

        state = page.controller.state
        dialogs.append(DeclareDialog(state, list(state["combatants"]), panel._order(), panel))
        dialogs.append(FreeActionDialog(panel.names(panel.selection), panel))
    else:
        from campaign_manager.ui.systems.clovek.tracker_attacks import SlowResolveDialog

        dialogs.append(SlowResolveDialog(panel.people(), panel))
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        settle(qtbot, dialog)
        labels = markup_labels(dialog)
        assert labels, type(dialog).__name__
        for label in labels:
            assert_shown_literally(label)
        dialog.close()


# -- the roster and the sheet ---------------------------------------------------------------
@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the tooltip, offscreen
def test_the_roster_shows_a_markup_name_and_its_tags_as_typed(window, qtbot):
    add(window, MARKUP, tags=[MARKUP], player=MARKUP)
    roster = window.roster
    window.tabs.setCurrentWidget(roster)
    settle(qtbot, window)
    table = roster.table
    model = table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == MARKUP)
    assert model.index(row, RosterModel.PLAYER).data() == MARKUP
    assert markup_labels(roster) == []  # the cells are the view's own, drawn as plain text
    # a tag's tooltip: shown literally (Qt would take the raw text for rich text)
    index = model.index(row, RosterModel.TAGS)
    assert index.data(Qt.ItemDataRole.ToolTipRole) == MARKUP
    rect = table.visualRect(index)
    event = QHelpEvent(
        QEvent.Type.ToolTip, rect.center(), table.viewport().mapToGlobal(rect.center())
    )
    QApplication.sendEvent(table.viewport(), event)
    try:
        assert QToolTip.text() == literal(MARKUP)
        document = QTextDocument()
        document.setHtml(QToolTip.text())
        assert document.toPlainText() == MARKUP
    finally:
        QToolTip.hideText()


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_the_sheet_header_shows_a_markup_name_as_typed(window, qtbot, campaign_system):
    cid = add(window, MARKUP, tags=[MARKUP], player=MARKUP)
    window.open_character(cid)
    settle(qtbot, window)
    page = window.character_area
    assert page.name_edit.text() == MARKUP  # a line edit: always its characters
    assert page.player_edit.text() == MARKUP
    assert page.tags_edit.text() == MARKUP
    assert page.summary_label.textFormat() == Qt.TextFormat.PlainText
    for label in markup_labels(page):
        assert label.textFormat() == Qt.TextFormat.PlainText, (label.objectName(), label.text())


# -- the player view -----------------------------------------------------------------------
@pytest.fixture
def player_view(qapp):
    feed = PublicViewFeed("Kampaň")
    view = PlayerView(feed, AppSettings())
    yield feed, view
    view.deleteLater()


@pytest.mark.parametrize("key", ["d20", "dakara", "clovek"])
def test_the_player_view_paints_markup_names_as_typed(player_view, key):
    from campaign_manager.systems import get_encounter

    feed, view = player_view
    module = get_encounter(key)
    system = get_system(key)
    cast = [
        {"id": "a", "name": f"A {MARKUP}", "side": "pc", "sheet": system.new_sheet()},
        {"id": "b", "name": f"B {MARKUP}", "side": "npc", "sheet": system.new_sheet()},
    ]
    rng = random.Random(3)
    state = module.act(module.new_encounter(cast), {"type": "start"}, rng).state
    if key == "clovek":
        for cid in ("a", "b"):
            state = module.act(state, {"type": "initiative", "id": cid, "faces": [5]}, rng)
            state = state.state
        state = module.act(state, {"type": "next"}, rng).state
    feed.set_public_view(module.public_view(state))
    painted = view.painted_texts(QSizeF(1920, 1080))
    # a row's name, as typed (shortened to fit, the start of it), drawn by QPainter.drawText:
    # plain text, never markup
    assert any(text.startswith("A <span style=") for text in painted), painted
    assert any(text.startswith("B <span style=") for text in painted), painted
    if key != "dakara":  # the turn's line names the acting one, isolated
        acting = state["combatants"][state["current"]]["name"]
        title = painted[0]
        assert FSI + acting[:7] in title and title.endswith(PDI), title


# -- a printout ------------------------------------------------------------------------------
def typed_in(window) -> dict:
    """A sheet of the campaign's system with a typed field written in markup."""
    sheet = window.session.system.new_sheet()
    key = window.session.system.key
    if key == "dakara":
        sheet["hooks"], sheet["goals"] = [MARKUP], 1
    elif key == "clovek":
        sheet["soul"] = {"grade": 3, "sins": {"1": MARKUP}}
    return sheet


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_a_printout_escapes_what_was_typed(window, qtbot, campaign_system):
    cid = add(window, MARKUP, tags=[MARKUP], player=MARKUP, sheet=typed_in(window))
    window.open_character(cid)
    settle(qtbot, window)
    page = window.character_area
    body = page.printable_html()
    assert MARKUP not in body
    assert html.escape(MARKUP, quote=False) in body or html.escape(MARKUP) in body
    document = sheet_document(body, Character.get_by_id(cid).name)
    plain_text = document.toPlainText()
    expected = 3 if campaign_system == "d20" else 4  # name, player, tags (and the field)
    assert plain_text.count(MARKUP) >= expected, plain_text
    assert document.metaInformation(QTextDocument.MetaInformation.DocumentTitle) == MARKUP
    block = document.begin()
    while block.isValid():  # no text of the page took the markup's 96 points
        iterator = block.begin()
        while not iterator.atEnd():
            size = iterator.fragment().charFormat().fontPointSize()
            assert size < 40, (block.text(), size)
            iterator += 1
        block = block.next()


# -- names in a line of the UI ---------------------------------------------------------------
def test_isolate_and_literal():
    assert isolate("Ela") == f"{FSI}Ela{PDI}" == "\u2068Ela\u2069"
    assert isolate(None) == FSI + PDI
    # names in a line written elsewhere: only those that can turn a line are isolated
    assert not turns_lines("Bořek Hrabal") and turns_lines("שרה") and turns_lines(OVERRIDE + "x")
    pattern = names_pattern(["Bořek", "שרה", OVERRIDE + "Ela", None])
    line = f"שרה hits {OVERRIDE}Ela, Bořek watches"
    assert (
        isolate_names(line, pattern)
        == f"{isolate('שרה')} hits {isolate(OVERRIDE + 'Ela')}, Bořek watches"
    )
    assert names_pattern(["Bořek", "Ela"]) is None
    assert isolate_names(line, None) == line
    assert literal("Bořek Hrabal") == "Bořek Hrabal"  # an ordinary text stays as it is
    assert literal(None) == ""
    for typed in (MARKUP, "a &lt; b", "<b>two</b>\n  lines  kept"):
        shown = literal(typed)
        assert shown != typed
        document = QTextDocument()
        document.setHtml(shown)
        assert document.toPlainText() == typed


def test_a_name_on_a_check_box_or_a_menu_entry_keeps_its_ampersand(qtbot):
    from campaign_manager.ui.systems.clovek.time import DecayDialog

    assert keep_ampersands("Bratři R&D") == "Bratři R&&D"
    dialog = DecayDialog("Tomáš", [("Bratři R&D", "friendship")])
    qtbot.addWidget(dialog)
    box = dialog.boxes[0][0]
    assert box.text().endswith(isolate("Bratři R&&D"))  # drawn as "Bratři R&D"
    assert box.shortcut().isEmpty()  # the name's "&D" is no Alt+D


def _x_positions(text: str, start: int) -> list[float]:
    """Where the cursor stands before each character of ``text`` from ``start`` on, when
    the line is laid out (left to right: the positions grow)."""
    layout = QTextLayout(text, QFont())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(100_000)
    layout.endLayout()
    return [line.cursorToX(i)[0] for i in range(start, len(text) + 1)]


def _reads_left_to_right(text: str, start: int) -> bool:
    xs = _x_positions(text, start)
    return all(a < b for a, b in itertools.pairwise(xs))


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_a_right_to_left_override_in_a_name_stays_inside_its_log_line_part(
    window, qapp, monkeypatch, campaign_system
):
    from campaign_manager.systems.clovek import new_sheet, validate_sheet

    sin = OVERRIDE + "zrada"  # the player typed an override before the sin's words
    sheet = new_sheet()
    sheet["attributes"]["rozhodnost"] = 3
    sheet["scars"] = {key: "" for key in sheet["scars"]}
    sheet["soul"] = {"grade": 4, "sins": {"3": sin}}
    row = Character.create(name=OVERRIDE + "Tomáš", sheet=validate_sheet(sheet))
    window.open_character(row.id)
    editor = window.character_area.sheet_editor
    monkeypatch.setattr(editor, "ask_sin", lambda: (3, "fall", {"will": 1, "sanity": 1}))
    editor.mind.sin_button.click()
    line = next(text for text in editor.wounds.log.lines() if text.startswith("Sin 3"))
    tail = "): the soul falls"
    assert line == f"Sin 3 ({isolate(sin)}{tail}"
    # the words after the name read left to right; without the isolate they would not
    assert _reads_left_to_right(line, len(line) - len(tail))
    raw = f"Sin 3 ({sin}{tail}"
    assert not _reads_left_to_right(raw, len(raw) - len(tail))


@pytest.mark.parametrize("campaign_system", ["clovek"])
def test_a_right_to_left_override_in_a_combatants_name_stays_inside_its_part(
    window, qtbot, campaign_system
):
    """The name check refuses a direction override now; a campaign of an older version may
    still hold one in a stored fight, and shows it isolated there."""
    first, second = "Tomáš", "Viktor"
    names = fight_of_markup_names(window, qtbot, first, second)
    controller = window.session.combat
    state = copy.deepcopy(controller.state)  # the fight as an older version stored it
    for record in state["combatants"].values():
        record["name"] = OVERRIDE + record["name"]
    Encounter.update(state=state).where(Encounter.id == controller.encounter_id).execute()
    controller.open(controller.encounter_id)
    controller.act({"type": "next"})  # the rules write the names into the log as they are
    settle(qtbot, window)
    names = {cid: record["name"] for cid, record in controller.state["combatants"].items()}
    assert all(name.startswith(OVERRIDE) for name in names.values())
    page = window.combat_area
    current = page.controller.state["current"]
    assert page.current_label.text() == f"Now: {isolate(names[current])}"
    # the action now: "NAME: main action (1 of 2) · next: NAME", the words between the
    # names read left to right
    now = page.panel.now_label.text()
    assert now.startswith(isolate(names[current]))
    end = now.index(PDI) + 1
    assert _reads_left_to_right(now[: now.find(FSI, end) % (len(now) + 1)], end)
    # the fight's log: the rules wrote the names into their lines as they are; the log
    # shows each of them isolated
    model = page.log_view.model()
    shown = [model.index(row, 0).data() for row in range(model.rowCount())]
    written = page.log_names.sourceModel().texts()
    assert any(OVERRIDE in line for line in written)
    named = [line for line in shown if OVERRIDE in line]
    assert named
    for line in named:
        outside = re.sub(f"{FSI}[^{PDI}]*{PDI}", "", line)
        assert OVERRIDE not in outside, line  # no override reaches the rest of the line


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_a_sheet_the_rules_cannot_read_prints_why_instead_of_failing(
    window, qtbot, campaign_system
):
    sheet = window.session.system.new_sheet()
    sheet["hooks"] = [MARKUP]  # one hook, but 0 goals: the rules refuse the sheet
    cid = add(window, MARKUP, sheet=sheet)
    window.open_character(cid)
    page = window.character_area
    assert page.sheet_editor.unreadable is not None
    for part in ("sheet", "contacts"):
        body = page.printable_html(part)
        assert html.escape(page.sheet_editor.unreadable) in body
        assert MARKUP not in body
