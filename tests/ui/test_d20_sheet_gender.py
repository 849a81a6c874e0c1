"""The d20 sheet's own actions log in Czech agreeing with the character's grammatical
gender (issue 39, item 5): a female character is "Unavená: poprvé ztratila…", a neuter one
"Unavené: poprvé ztratilo…"; the English lines stay the same."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.models import Character
from campaign_manager.systems.d20 import validate_sheet
from campaign_manager.ui import i18n
from campaign_manager.ui.systems.d20.editor import D20SheetEditor

FIGHTER = {
    "kind": "character",
    "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 5]}],
    "con": 15,
}  # stamina 28, wound points 15


@pytest.fixture
def campaign_system():
    return "d20"


@pytest.fixture(params=["en", "cs"])
def language(qapp, request):
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


def open_sheet(window, name: str, gender: str) -> D20SheetEditor:
    row = Character.create(name=name, kind="pc", gender=gender, sheet=validate_sheet(FIGHTER))
    window.roster.set_session(window.session)
    window.open_character(row.id)
    editor = window.character_area.sheet_editor
    assert isinstance(editor, D20SheetEditor)
    editor.rng = random.Random(7)
    return editor


def answer_dialogs(*handlers) -> None:
    pending = list(handlers)
    seen: list = []

    def tick():
        dialog = QApplication.activeModalWidget()
        if dialog is not None and dialog not in seen and pending:
            seen.append(dialog)
            pending.pop(0)(dialog)
        if pending:
            QTimer.singleShot(10, tick)

    QTimer.singleShot(0, tick)


def critical_hit_failing_the_stun_save(editor, qtbot) -> list[str]:
    def damage(dialog):
        dialog.amount.setValue(4)
        dialog.critical.setChecked(True)
        dialog.accept()

    def save(dialog):
        dialog.total.setValue(3)
        dialog.accept()

    answer_dialogs(damage, save)
    qtbot.mouseClick(editor.state.damage_button, Qt.MouseButton.LeftButton)
    return editor.log_lines()


EXPECTED = {
    ("cs", "f"): (
        "Unavená: poprvé ztratila body zdraví (Zásah do těla).",
        "Záchrana na Výdrž proti ochromení (Zásah do těla): 3 vs TO 9, neuspěla.",
        "Ochromená na 1 kolo",
    ),
    ("cs", "n"): (
        "Unavené: poprvé ztratilo body zdraví (Zásah do těla).",
        "Záchrana na Výdrž proti ochromení (Zásah do těla): 3 vs TO 9, neuspělo.",
        "Ochromené na 1 kolo",
    ),
    ("en", "f"): (
        "Fatigued: first loss of wound points (Hit to the body).",
        "Fortitude save against stun (Hit to the body): 3 vs DC 9, failure.",
        "Stunned for 1 round",
    ),
    ("en", "n"): (
        "Fatigued: first loss of wound points (Hit to the body).",
        "Fortitude save against stun (Hit to the body): 3 vs DC 9, failure.",
        "Stunned for 1 round",
    ),
}


@pytest.mark.parametrize(("name", "gender"), [("Lenka", "f"), ("Kuře", "n")])
def test_a_hit_and_its_save_agree_with_the_characters_gender(window, qtbot, language, name, gender):
    editor = open_sheet(window, name, gender)
    log = critical_hit_failing_the_stun_save(editor, qtbot)
    fatigued, save, stunned = EXPECTED[language, gender]
    assert fatigued in log
    assert save in log
    assert any(line.startswith(stunned) for line in log), log
