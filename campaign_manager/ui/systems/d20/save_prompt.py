"""The one wording of a pending Fortitude save, as the sheet's save dialog and the
tracker's ask it: the title, the question (who, the DC, what it is for) and the bonus's
label."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from campaign_manager.systems.d20.data import save_label
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import isolate


@dataclass(frozen=True)
class SaveWords:
    title: str
    question: str
    bonus_label: str


def save_words(name: str, kind: str, dc: int) -> SaveWords:
    """How a save of ``kind`` against ``dc`` by ``name`` is asked, in the UI's language:
    "Ota Mrázek: Fortitude save DC 10, against stun (Hit to the body)"."""
    return SaveWords(
        QCoreApplication.translate("D20Save", "Fortitude save"),
        QCoreApplication.translate("D20Save", "{name}: Fortitude save DC {dc}, {what}").format(
            name=isolate(name), dc=dc, what=save_label(kind).get(current_language())
        ),
        QCoreApplication.translate("D20Save", "&Fortitude bonus:"),
    )
