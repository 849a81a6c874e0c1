"""The campaign's own bestiary from the dock: save a monster to the campaign (a copy), edit
it, make a new one, delete one. Each is one undo step through ``session.perform``; the
monsters are templates of kind "monster" (:mod:`campaign_manager.storage.templates`). The
edit dialog is the system's (``SystemUI.monster_editor``: ``entry()``, ``gender()``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from campaign_manager.storage.templates import (
    AddTemplate,
    DeleteTemplate,
    UpdateTemplate,
    monster_records,
    monster_stamps,
    monster_values,
    template_records_of,
)
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems import system_ui


def campaign_monsters(session, bestiary) -> list[Any]:
    """The campaign's own monsters as the bestiary reads them (an unreadable one left out)."""
    return _made(bestiary, monster_records(session.system.key))


def _made(bestiary, records) -> list[Any]:
    found = []
    for record in records:
        monster = bestiary.campaign_monster(record.id, record.name, record.gender, record.sheet)
        if monster is not None:
            found.append(monster)
    return found


class CampaignMonsters:
    """The campaign's own monsters, kept: read again, only those whose row changed are
    read and made anew (an edit of one monster of a thousand reads one)."""

    def __init__(self, session, bestiary):
        self.session, self.bestiary = session, bestiary
        self.stamps: dict[int, tuple] = {}
        self.monsters: dict[int, Any] = {}  # id → Monster (None: unreadable)

    def read(self) -> list[Any]:
        stamps = monster_stamps(self.session.system.key)
        moved = [i for i, stamp in stamps.items() if self.stamps.get(i) != stamp]
        for gone in set(self.monsters) - set(stamps):
            del self.monsters[gone]
        for record in template_records_of(moved):
            made = _made(self.bestiary, [record])
            self.monsters[record.id] = made[0] if made else None
        self.stamps = stamps
        own = [m for m in self.monsters.values() if m is not None]
        return sorted(own, key=lambda m: (m.name.casefold(), m.template_id))


def _perform(dock, change, text: str, refused: str) -> bool:
    from campaign_manager.ui.session import EditNotSaved

    try:
        dock.session.perform(change, text)
    except EditNotSaved:
        return False
    except RuleError as error:
        dock.tell(refused, error.text.get(current_language()))
        return False
    return True


def save_copy(dock, bestiary, monster) -> int | None:
    """Save ``monster`` (the SRD's) to the campaign's bestiary; the new row's id."""
    values = monster_values(
        dock.session.system.key, bestiary.entry(monster), monster.gender, f"srd:{monster.key}"
    )
    change = AddTemplate(values)
    text = QCoreApplication.translate(
        "BestiaryCampaign", "Save {name} to the campaign's bestiary"
    ).format(name=monster.shown_name(current_language()))
    if _perform(
        dock,
        change,
        text,
        QCoreApplication.translate("BestiaryCampaign", "Not saved to the campaign"),
    ):
        return change.id
    return None


def editor_class(session) -> type | None:
    return system_ui(session.system.key).monster_editor_class()


def edit(dock, bestiary, monster) -> Any:
    """Open the system's monster dialog on ``monster`` (a campaign's: edited in place; the
    SRD's: saved as the campaign's edited copy) or, with None, on a new monster."""
    dialog_class = editor_class(dock.session)
    if dialog_class is None:
        return None
    if monster is None:
        entry, gender = bestiary.new_entry(), "m"
    else:
        entry, gender = bestiary.entry(monster), monster.gender
    dialog = dialog_class(entry, gender, dock)
    dialog.accepted.connect(lambda: _edited(dock, monster, dialog))
    dock.edit_dialog = dialog
    dialog.open()
    return dialog


def _edited(dock, monster, dialog) -> None:
    entry, gender = dialog.entry(), dialog.gender()
    key = dock.session.system.key
    if monster is not None and monster.template_id is not None:
        change = UpdateTemplate(
            monster.template_id, {"name": entry["name"], "gender": gender, "sheet": entry}
        )
        text = QCoreApplication.translate("BestiaryCampaign", "Edit the monster {name}").format(
            name=entry["name"]
        )
    else:
        source = f"srd:{monster.key}" if monster is not None else ""
        change = AddTemplate(monster_values(key, entry, gender, source))
        text = QCoreApplication.translate("BestiaryCampaign", "New monster {name}").format(
            name=entry["name"]
        )
    if _perform(
        dock,
        change,
        text,
        QCoreApplication.translate("BestiaryCampaign", "The monster was not saved"),
    ):
        dock.show_monster_later(change.id)


def delete(dock, monster) -> bool:
    if monster is None or monster.template_id is None:
        return False
    text = QCoreApplication.translate("BestiaryCampaign", "Delete the monster {name}").format(
        name=monster.name
    )
    return _perform(
        dock,
        DeleteTemplate(monster.template_id),
        text,
        QCoreApplication.translate("BestiaryCampaign", "Not deleted"),
    )


# -- the campaign's bestiary as a file (the templates' exchange) --------------------------
def export_to(dock, path) -> bool:
    """Write the campaign's own monsters to ``path`` (the templates' JSON, kind "monster")."""
    from campaign_manager.exchange_templates import templates_to_json

    records = [r.__dict__ for r in monster_records(dock.session.system.key)]
    try:
        path.write_text(templates_to_json(dock.session.system.key, records), encoding="utf-8")
    except OSError as error:
        dock.tell(
            QCoreApplication.translate("BestiaryCampaign", "The monsters were not exported"),
            error.strerror or str(error),
        )
        return False
    return True


def import_file(dock, path) -> int:
    """Add the monsters (and any templates) of the file at ``path``, one undo step; how
    many. A bad file says what is wrong and adds nothing."""
    from campaign_manager.exchange import ImportProblem
    from campaign_manager.exchange_templates import read_templates_file
    from campaign_manager.storage.changes import Batch

    title = QCoreApplication.translate("BestiaryCampaign", "The monsters were not imported")
    try:
        found = read_templates_file(path, dock.session.system.key)
    except ImportProblem as problem:
        dock.tell(title, problem.text.get(current_language()))
        return 0
    except OSError as error:
        dock.tell(title, error.strerror or str(error))
        return 0
    if not found:
        return 0
    text = dock.import_text(len(found))
    if _perform(dock, Batch([AddTemplate(values) for values in found]), text, title):
        return len(found)
    return 0
