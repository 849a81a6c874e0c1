"""Campaign time for the whole party: Start scene / chapter / book as ONE undoable step.

:func:`start_time_boundary` asks every choice first (which scar heals its devastating wound
when several of a type hold one; which request-raised feelings drop at a book's start), so
a cancelled question changes nothing; then one UpdateCharacter per changed character goes
into one Batch: one transaction, one undo step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import Batch, UpdateCharacter
from campaign_manager.storage.models import Character as CharacterRow
from campaign_manager.systems.clovek import Character, RuleError
from campaign_manager.systems.clovek.editing import BOUNDARIES, start_boundary, type_name
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.scars import WoundEvent, scar_name
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import CampaignSession

AskChoice = Callable[[str, str, list[str]], str | None]
AskDecay = Callable[[str, list[tuple[str, str]]], list[tuple[str, str]] | None]


class Cancelled(Exception):
    """The GM cancelled a question: nothing was changed."""


def boundary_title(boundary: str) -> str:
    return {
        "scene": QCoreApplication.translate("ClovekTime", "Start scene"),
        "chapter": QCoreApplication.translate("ClovekTime", "Start chapter"),
        "book": QCoreApplication.translate("ClovekTime", "Start book"),
    }[boundary]


def start_time_boundary(
    session: CampaignSession,
    boundary: str,
    ask_choice: AskChoice,
    ask_decay: AskDecay | None = None,
) -> dict[int, list[WoundEvent]] | None:
    """Start a scene, chapter or book for every character of a Člověk campaign.

    ``ask_choice(character_name, kind, options)`` returns the scar key (one of ``options``)
    whose devastating wound heals at a chapter start, or None to cancel. ``ask_decay``
    (optional) returns which request-raised (target, feeling) pairs drop by 1 at a book
    start (None cancels; without it none drop). Returns what happened per character id,
    or None when cancelled (nothing changed). A rules refusal raises RuleError, unchanged.
    """
    if boundary not in BOUNDARIES:
        raise ValueError(f"unknown time boundary {boundary!r}")
    rows = list(CharacterRow.select().order_by(CharacterRow.name))
    plans = []
    try:
        for row in rows:
            character = Character.from_sheet(row.sheet)
            choices: dict[str, str] = {}
            decay: list[tuple[str, str]] = []
            if boundary == "chapter":
                for kind, options in character.chapter_choices_needed().items():
                    chosen = ask_choice(row.name, kind, list(options))
                    if chosen is None:
                        raise Cancelled
                    choices[kind] = chosen
            if boundary == "book" and ask_decay is not None and character.feelings.decayable():
                chosen_decay = ask_decay(row.name, character.feelings.decayable())
                if chosen_decay is None:
                    raise Cancelled
                decay = list(chosen_decay)
            events = start_boundary(character, boundary, choices, decay)
            plans.append((row, character.to_sheet(), events))
    except Cancelled:
        return None
    changed = [(row, sheet, events) for row, sheet, events in plans if sheet != row.sheet]
    if changed:
        session.perform(
            Batch([UpdateCharacter(row.id, {"sheet": sheet}) for row, sheet, _ in changed]),
            boundary_title(boundary),
        )
    return {row.id: events for row, _, events in plans}


class ScarChoiceDialog(QDialog):
    """Which scar heals one devastating wound at the chapter start (the player's choice)."""

    def __init__(self, name: str, kind: str, options: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        language = current_language()
        self.setWindowTitle(self.tr("Start chapter: {name}").format(name=name))
        text = QLabel(
            self.tr(
                "{name} holds a devastating {kind} wound in several scars. At the chapter start "
                "one of them heals; the player picks which (Člověk, Zranění)."
            ).format(name=name, kind=type_name(kind).get(language))
        )
        text.setWordWrap(True)
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        self.options = list(options)
        for index, key in enumerate(self.options):
            button = QRadioButton(scar_name(key).get(language))
            self.group.addButton(button, index)
            layout.addWidget(button)
        self.group.button(0).setChecked(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(380)

    def choose(self, key: str) -> None:
        self.group.button(self.options.index(key)).setChecked(True)

    def chosen(self) -> str:
        return self.options[self.group.checkedId()]


class DecayDialog(QDialog):
    """At a book start, which feelings raised by emotional requests drop by 1 (player's wish)."""

    def __init__(self, name: str, options: list[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(parent)
        language = current_language()
        self.setWindowTitle(self.tr("Start book: {name}").format(name=name))
        text = QLabel(
            self.tr(
                "Feelings raised by emotional requests may drop by 1 at the book's start if "
                "the player wishes (Člověk, City). Tick those that drop:"
            )
        )
        text.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        self.boxes: list[tuple[QCheckBox, tuple[str, str]]] = []
        for target, feeling in options:
            box = QCheckBox(f"{feeling_name(feeling).get(language)} → {target}")
            layout.addWidget(box)
            self.boxes.append((box, (target, feeling)))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> list[tuple[str, str]]:
        return [pair for box, pair in self.boxes if box.isChecked()]


def dialog_ask_choice(parent: QWidget | None) -> AskChoice:
    """A real ``ask_choice`` for :func:`start_time_boundary`: a dialog per question."""

    def ask(name: str, kind: str, options: list[str]) -> str | None:
        dialog = ScarChoiceDialog(name, kind, options, parent)
        return dialog.chosen() if dialog.exec() else None

    return ask


def dialog_ask_decay(parent: QWidget | None) -> AskDecay:
    def ask(name: str, options: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
        dialog = DecayDialog(name, options, parent)
        return dialog.chosen() if dialog.exec() else None

    return ask


def start_time_boundary_interactive(
    session: CampaignSession, boundary: str, parent: QWidget | None = None
) -> dict[int, list[WoundEvent]] | None:
    """For the Campaign menu: real dialogs for the choices; a refusal goes to
    ``parent.window().show_error``. Returns what happened per character, or None."""
    try:
        return start_time_boundary(
            session, boundary, dialog_ask_choice(parent), dialog_ask_decay(parent)
        )
    except RuleError as error:
        window = parent.window() if parent is not None else None
        if window is not None and hasattr(window, "show_error"):
            window.show_error(
                QCoreApplication.translate("ClovekTime", "Not allowed by the rules"),
                error.text.get(current_language()),
            )
        return None


def start_time_from_menu(window, boundary: str) -> None:
    """Campaign → Start a new scene / chapter / book: the whole party, one undo step."""
    if window.session is None:
        return
    window.character_area.flush()
    results = start_time_boundary_interactive(window.session, boundary, window)
    if not results:
        return
    editor = window.character_area.sheet_editor
    if editor is not None:
        editor.log_time_boundary(boundary_title(boundary), results)
    window.statusBar().showMessage(
        QCoreApplication.translate(
            "MainWindow",
            "{what}: done for %n character(s). Ctrl+Z takes it back.",
            "",
            len(results),
        ).format(what=boundary_title(boundary)),
        8000,
    )
