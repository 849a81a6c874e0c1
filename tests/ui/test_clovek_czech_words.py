"""Člověk's Czech words are the rules' own: the attribute that sets a type's bank is its
"zručnost" (000_*.txt), not "dovednost" (a Dakara word)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication


@pytest.fixture
def czech(qapp):
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def test_the_attributes_columns_and_printout_say_zrucnost(czech):
    for context in ("AttributesPanel", "ClovekPrintout"):
        assert QCoreApplication.translate(context, "Skill") == "Zručnost"
    hint = QCoreApplication.translate(
        "AttributesPanel", "The skill attribute sets the bank and the burn limit of its type."
    )
    assert hint.startswith("Atribut zručnosti")
