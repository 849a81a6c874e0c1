"""Every text of every Dakara sheet page fits, at 1024×700 and 1920×1080, in Czech and in
English: the window can be that small; no label is narrower than its text (or, wrapping,
lower than its lines); no button, check box or table header is cut; the broken-rules list
shows every message whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QLabel,
    QListView,
    QTableView,
    QWidget,
)
from settle import settle

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.systems.dakara import SYSTEM
from campaign_manager.ui import i18n
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

SIZES = [(1024, 700), (1920, 1080)]


def _shown(widget: QWidget) -> bool:
    return widget.isVisibleTo(widget.window()) and widget.width() > 0


def cut_texts(root: QWidget) -> list[str]:
    """Every label, button and header under ``root`` whose text does not fit."""
    problems = []
    for label in root.findChildren(QLabel):
        if not _shown(label) or not label.text() or not label.pixmap().isNull():
            continue
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if label.height() + 1 < need:
                problems.append(f"label {label.text()[:60]!r}: {label.height()} < {need} px high")
        elif label.width() + 1 < label.sizeHint().width():
            problems.append(
                f"label {label.text()[:60]!r}: {label.width()} < {label.sizeHint().width()} px"
            )
    for button in root.findChildren(QAbstractButton):
        if _shown(button) and button.text() and button.width() + 1 < button.sizeHint().width():
            problems.append(
                f"button {button.text()!r}: {button.width()} < {button.sizeHint().width()} px"
            )
    for table in root.findChildren(QTableView):
        header = table.horizontalHeader()
        if not _shown(table):
            continue
        for column in range(header.count()):
            if header.isSectionHidden(column):
                continue
            need = header.sectionSizeFromContents(column).width()
            if header.sectionSize(column) + 1 < need:
                text = table.model().headerData(column, Qt.Orientation.Horizontal)
                problems.append(f"header {text!r}: {header.sectionSize(column)} < {need} px")
        if table.wordWrap():  # a wrapping table's rows are as high as their longest cell
            for row in range(table.model().rowCount()):
                need = table.sizeHintForRow(row)
                if table.rowHeight(row) + 1 < need:
                    problems.append(f"table row {row}: {table.rowHeight(row)} < {need} px high")
    for view in root.findChildren(QListView):
        if not _shown(view) or not view.wordWrap() or view.model() is None:
            continue
        metrics = view.fontMetrics()
        for row in range(view.model().rowCount()):
            index = view.model().index(row, 0)
            rect = view.visualRect(index)
            text = str(index.data() or "")
            need = metrics.boundingRect(
                QRect(0, 0, rect.width() - 8, 100_000), Qt.TextFlag.TextWordWrap, text
            ).height()
            if rect.height() + 1 < need:
                problems.append(f"list item {text[:60]!r}: {rect.height()} < {need} px high")
    return problems


@pytest.fixture
def window_in(qapp, qtbot, messages, campaign, request):
    """A main window built in the test's language (texts are set when widgets are built)."""
    made = []

    def make(language: str) -> MainWindow:
        i18n.install(qapp, language)
        main = MainWindow(AppSettings())
        qtbot.addWidget(main)
        main.attach(campaign)
        main.show()
        qtbot.waitExposed(main)
        made.append(main)
        return main

    yield make
    for main in made:
        main.close()
    i18n.install(qapp, "en")


def add_characters(window) -> list[int]:
    """Add the demo's characters, and one that breaks long rules (open violations)."""
    ids = []
    for entry in SYSTEM.demo()["characters"]:
        change = AddCharacter({"name": entry["name"], "kind": "pc", "sheet": entry["sheet"]})
        window.session.perform(change, "Add")
        ids.append(change.id)
    broken = SYSTEM.demo()["characters"][0]["sheet"]
    broken["skills"]["Akrobacie"] = {"rating": 6}
    broken["skills"]["Plavání"] = {"rating": 5}
    broken["exceptions"] = []
    change = AddCharacter({"name": "Rozhodně Přetížená Postava", "kind": "pc", "sheet": broken})
    window.session.perform(change, "Add")
    ids.append(change.id)
    return ids


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_every_dakara_page_fits_its_texts(window_in, qtbot, language, size):
    window = window_in(language)
    window.resize(*size)
    problems: dict[str, list[str]] = {}
    for cid in add_characters(window):
        window.open_character(cid)
        editor = window.character_area.sheet_editor
        for page in range(editor.pages.count()):
            editor.pages.setCurrentIndex(page)
            settle(qtbot, editor)  # a page filled as it is shown lays itself out
            assert (window.width(), window.height()) == size  # the window can be this small
            found = cut_texts(editor)
            if found:
                problems[f"{cid} {editor.pages.tabText(page)}"] = found
    assert problems == {}, "\n".join(f"{where}: {p}" for where, ps in problems.items() for p in ps)


def test_the_check_catches_a_cut_label_and_an_elided_item(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    label = QLabel("Porušená pravidla: 1 nevyřešené, s výjimkou: 2", holder)
    label.resize(80, 20)
    holder.show()
    assert any("Porušená pravidla" in p for p in cut_texts(holder))


@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_skill_test_dialog_fits_its_texts(qapp, qtbot, language):
    from campaign_manager.ui.systems.dakara.skill_test_dialog import SkillTestDialog

    i18n.install(qapp, language)
    try:
        dialog = SkillTestDialog("Fyzická zdatnost (Výdrž)", 3, -2)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.out_of_combat.setChecked(True)
        dialog.resolve()
        settle(qtbot, dialog)
        assert dialog.height() <= 700 and dialog.width() <= 1024
        assert cut_texts(dialog) == []
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_rules_settings_dialog_fits_its_texts(window_in, qtbot, language):
    from campaign_manager.ui.systems.dakara.settings.dialog import DakaraSettingsDialog

    window = window_in(language)
    dialog = DakaraSettingsDialog(window.session.campaign.info.settings, window)
    dialog.show()
    dialog.resize(min(dialog.width(), 1024), min(dialog.height(), 700))
    problems = []
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        settle(qtbot, dialog)
        problems += [f"{dialog.tabs.tabText(tab)}: {p}" for p in cut_texts(dialog)]
    dialog.close()
    assert problems == []
