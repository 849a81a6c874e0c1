"""The new-fight dialog's measure of a d20 fight: its encounter level against the party's
average level, with the DMG's word (:mod:`campaign_manager.systems.d20.encounter_level`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from campaign_manager.systems.d20.encounter_level import balance


def _word(key: str) -> str:
    words = {
        "easy": QCoreApplication.translate("D20FightBalance", "easy"),
        "challenging": QCoreApplication.translate("D20FightBalance", "challenging"),
        "very_difficult": QCoreApplication.translate("D20FightBalance", "very difficult"),
        "overpowering": QCoreApplication.translate("D20FightBalance", "overpowering"),
    }
    return words[key]


class _Counted(QObject):
    """Counted words (a plural's forms are found only in ``self.tr`` calls)."""

    def left_out(self, count: int) -> str:
        return self.tr("(%n opponent(s) without a challenge rating left out)", "", count)


def describe(party_sheets: list, opponent_sheets: list) -> str:
    """One line: "Encounter level 7 against party level 5: very difficult"."""
    found = balance(party_sheets, opponent_sheets)
    if found.el is None:
        line = QCoreApplication.translate(
            "D20FightBalance", "Encounter level: no opponent with a challenge rating"
        )
    elif found.party is None:
        line = QCoreApplication.translate(
            "D20FightBalance",
            "Encounter level {level} (no player character to measure it against)",
        ).format(level=found.el)
    else:
        line = QCoreApplication.translate(
            "D20FightBalance", "Encounter level {level} against party level {party}: {word}"
        ).format(level=found.el, party=found.party, word=_word(found.word))
    if found.unrated:
        line += " " + _Counted().left_out(found.unrated)
    return line
