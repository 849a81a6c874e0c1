"""Every label, button, choice and column header of the Člověk and d20 sheets and their
dialogs shows its whole text at 1024×700, in Czech and in English, and no "&" shows
literally (a mnemonic works only where Qt renders it: a button, or a label with a buddy)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHeaderView,
    QLabel,
    QScrollArea,
    QWidget,
)
from settle import settle

from campaign_manager.storage.models import Character
from campaign_manager.ui import i18n

SIZE = (1024, 700)
MNEMONIC = re.compile(r"&[^&\s]")


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0


def cut_texts(top: QWidget) -> list[str]:
    """What of ``top`` does not show its whole text: "Class: 'Stamina rolls' 60 < 98"."""
    problems = []
    for area in top.findChildren(QScrollArea):
        if _shown(area, top) and area.horizontalScrollBar().maximum() > 0:
            problems.append(f"scrolls sideways by {area.horizontalScrollBar().maximum()} px")
    for label in top.findChildren(QLabel):
        text = label.text()
        if not text or not _shown(label, top):
            continue
        rich = label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and bool(re.search(r"<[a-zA-Z/]", text))
        )
        if not rich and label.buddy() is None and MNEMONIC.search(text):
            problems.append(f"literal &: {text!r}")
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if label.height() + 1 < need:
                problems.append(f"wrapped label {text[:40]!r}: height {label.height()} < {need}")
        elif label.width() + 1 < label.sizeHint().width():
            problems.append(f"label {text[:40]!r}: {label.width()} < {label.sizeHint().width()}")
    for button in top.findChildren(QAbstractButton):
        if button.text() and _shown(button, top):
            need = button.sizeHint().width()
            if button.width() + 1 < need:
                problems.append(f"button {button.text()!r}: {button.width()} < {need}")
    for combo in top.findChildren(QComboBox):
        if _shown(combo, top) and combo.currentText() and not combo.isEditable():
            need = combo.fontMetrics().horizontalAdvance(combo.currentText()) + 28
            if combo.width() < need:
                problems.append(f"choice {combo.currentText()!r}: {combo.width()} < {need}")
    for view in top.findChildren(QAbstractItemView):
        if not _shown(view, top) or view.model() is None:
            continue
        header = (
            getattr(view, "horizontalHeader", lambda: None)()
            or getattr(view, "header", lambda: None)()
        )
        if not isinstance(header, QHeaderView) or header.isHidden():
            continue
        model = view.model()
        for section in range(header.count()):
            if header.isSectionHidden(section):
                continue
            text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
            need = header.fontMetrics().horizontalAdvance(text) + 6
            if text and header.sectionSize(section) < need:
                problems.append(f"column {text!r}: {header.sectionSize(section)} < {need}")
    return problems


@pytest.fixture(params=["cs", "en"])
def language(request, qapp):
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


def open_demo(window, system):
    window.open_demo(system)
    window.resize(*SIZE)
    window.roster.set_session(window.session)


def show_each(window, qtbot, kinds=("pc", "npc")):
    """Open every demo character and yield its editor, laid out at 1024×700."""
    for row in Character.select().where(Character.kind.in_(kinds)).order_by(Character.name):
        window.open_character(row.id)
        settle(qtbot, window)
        yield row, window.character_area.sheet_editor


@pytest.mark.parametrize("system", ["clovek", "d20"])
def test_every_sheet_shows_its_whole_texts(window, qtbot, language, system):
    open_demo(window, system)
    problems = {}
    for row, editor in show_each(window, qtbot):
        tabs = getattr(editor, "tabs", None)
        for index in range(tabs.count() if tabs is not None else 1):
            if tabs is not None:
                tabs.setCurrentIndex(index)
                settle(qtbot, editor)
            found = cut_texts(editor)
            if found:
                problems[f"{row.name} tab {index}"] = found
    assert problems == {}


def dialogs(window, system):
    editor = window.character_area.sheet_editor
    if system == "clovek":
        from campaign_manager.systems.clovek.editing import feeling_burn_scars
        from campaign_manager.ui.systems.clovek import dialogs as d
        from campaign_manager.ui.systems.clovek import time as t
        from campaign_manager.ui.systems.clovek.settings import ClovekSettingsDialog

        character = editor.character
        rows = [(r.id, r.name, r.kind) for r in Character.select()]
        language = i18n.current_language()
        return [
            d.WoundDialog("torso", character.scar("torso").marks(), False, language, window),
            d.WoundDialog("will", character.scar("will").marks(), True, language, window),
            d.SinDialog(character, language, window),
            d.RestrictionDialog(language, window),
            d.DisorderDialog(None, window),
            d.FeelingUseDialog(
                character, "Ivana Horká", "desire", feeling_burn_scars(character), window
            ),
            t.PartyDialog("chapter", rows, window),
            t.ScarChoiceDialog("Tomáš", "physical", ["head", "left_leg"], window),
            t.DecayDialog("Tomáš", [("Lucie", "friendship")], window),
            ClovekSettingsDialog(window.session.campaign.info.settings, window),
        ]
    from campaign_manager.ui.systems.d20.dialogs import DamageDialog, HealingDialog
    from campaign_manager.ui.systems.d20.settings import D20SettingsDialog

    return [
        DamageDialog("Bořek Hrabal", True, window),
        HealingDialog("Bořek Hrabal", window),
        editor.save_dialog("coup_de_grace", 23),
        D20SettingsDialog(window.session.campaign.info.settings, window),
    ]


@pytest.mark.parametrize("system", ["clovek", "d20"])
def test_every_dialog_shows_its_whole_texts(window, qtbot, language, system):
    open_demo(window, system)
    next(show_each(window, qtbot, ("pc",)))
    problems = {}
    for dialog in dialogs(window, system):
        assert isinstance(dialog, QDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qtbot, dialog)
        found = cut_texts(dialog)
        if found:
            problems[type(dialog).__name__ + ": " + dialog.windowTitle()] = found
        dialog.close()
    assert problems == {}


def test_the_check_catches_a_cut_button_and_a_literal_ampersand(qtbot):
    from PySide6.QtWidgets import QHBoxLayout, QPushButton

    top = QWidget()
    qtbot.addWidget(top)
    layout = QHBoxLayout(top)
    button = QPushButton("Vyhodnotit záchranu…")
    button.setFixedWidth(60)
    layout.addWidget(button)
    layout.addWidget(QLabel("&Fortitude bonus:"))
    top.show()
    problems = cut_texts(top)
    assert any("Vyhodnotit" in p for p in problems)
    assert any("literal &" in p for p in problems)
