"""Campaign time for the party: Start scene / chapter / book as ONE undoable step.

The Campaign menu asks first which characters (the party, player characters, ticked; NPCs
optional: :class:`PartyDialog`). :func:`start_time_boundary` asks the rules core
(``editing.start_time``), which answers with prompts for the choices (which scar heals its
devastating wound when several of a type hold one; which request-raised feelings drop at a
book's start); the widget asks each, so a cancelled question changes nothing, and calls the
core again with the answers. What the start changed in each sheet (its key paths, not the
whole sheet read before the questions were answered) and every character's log lines go
into one Batch: one transaction, one undo step; an edit of a sheet made meanwhile (another
GM's, on a shared campaign) stays.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import AdvanceStoryTime, Batch, LogLine, PatchSheet
from campaign_manager.storage.queries import character_count, names_and_sheets, party
from campaign_manager.systems.clovek import RuleError
from campaign_manager.systems.clovek.editing import BOUNDARIES, start_time, type_name
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.scars import scar_name
from campaign_manager.systems.common import Text
from campaign_manager.systems.outcome import Event, Outcome
from campaign_manager.ui.character.event_log_view import HEADING, both, line
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.responsive.long_task import off_thread
from campaign_manager.ui.session import CampaignSession, EditCancelled
from campaign_manager.ui.story_time.passes import TimePasses
from campaign_manager.ui.text import isolate, keep_ampersands, plain
from campaign_manager.ui.widgets.titles import fit_title

AskChoice = Callable[[str, str, list[str]], str | None]
AskDecay = Callable[[str, list[tuple[str, str]]], list[tuple[str, str]] | None]

TITLES = {
    "scene": QT_TRANSLATE_NOOP("ClovekTime", "Start scene"),
    "chapter": QT_TRANSLATE_NOOP("ClovekTime", "Start chapter"),
    "book": QT_TRANSLATE_NOOP("ClovekTime", "Start book"),
}


def boundary_title(boundary: str) -> str:
    return QCoreApplication.translate("ClovekTime", TITLES[boundary])


def boundary_heading(boundary: str) -> Text:
    return both("ClovekTime", TITLES[boundary])


def start_time_boundary(
    session: CampaignSession,
    boundary: str,
    ask_choice: AskChoice,
    ask_decay: AskDecay | None = None,
    characters: Iterable[int] | None = None,
    story_seconds: int = 0,
) -> dict[int, list[Event]] | None:
    """Start a scene, chapter or book for ``characters`` (ids; None: every character).

    ``ask_choice(character_name, kind, options)`` returns the scar key (one of ``options``)
    whose devastating wound heals at a chapter start, or None to cancel. ``ask_decay``
    (optional) returns which request-raised (target, feeling) pairs drop by 1 at a book
    start (None cancels; without it none drop). Returns what happened per character id,
    or None when cancelled (nothing changed). A rules refusal raises RuleError, unchanged.
    ``story_seconds``: how far the story's clock moves on with it, in the same step.
    """
    if boundary not in BOUNDARIES:
        raise ValueError(f"unknown time boundary {boundary!r}")
    characters = None if characters is None else list(characters)
    size = character_count() if characters is None else len(characters)
    window = session.parent()
    label = QCoreApplication.translate("ClovekTime", "Working out: {what}…").format(
        what=boundary_title(boundary)
    )

    heading = boundary_heading(boundary)
    nothing = both("ClovekTime", QT_TRANSLATE_NOOP("ClovekTime", "nothing changed"))

    def work(sheets, progress, cancelled, choices=None, decay=None):
        """The core's questions, or no questions and what the answer changes; None when
        cancelled. The core's sheets go no further: freed where this runs (the worker, for
        a large party)."""
        outcome = worked_out(sheets, boundary, choices, decay, progress, cancelled)
        if outcome is None:
            return None
        if outcome.prompts:
            return outcome.prompts, None
        return (), _steps(sheets, outcome, heading, nothing)  # on the worker too

    def read(progress, cancelled):
        rows = names_and_sheets(characters)
        sheets = {cid: sheet for cid, _name, sheet in rows}
        worked = work(sheets, progress, cancelled)
        names = {cid: name for cid, name, _sheet in rows}
        # the sheets as read come to the window's thread only to be worked out again with
        # the answers; else they are freed here, on the worker (thousands of them)
        return names, (sheets if worked is not None and worked[0] else None), worked

    got = off_thread(window, label, read, size)
    if got is None or got[2] is None:
        return None  # cancelled: nothing changed
    names, sheets, (prompts, steps) = got
    choices: dict[int, dict[str, str]] = {}
    decay: dict[int, list[tuple[str, str]]] = {}
    for prompt in prompts:  # the core asks; the player answers each question once
        cid = prompt.data["character"]
        if prompt.kind == "choice":
            chosen = ask_choice(names[cid], prompt.data["type"], list(prompt.options))
            if chosen is None:
                return None
            choices.setdefault(cid, {})[prompt.data["type"]] = chosen
        elif prompt.kind == "decay":
            pairs = prompt.data["pairs"]
            dropped = ask_decay(names[cid], pairs) if ask_decay is not None else []
            if dropped is None:
                return None
            decay[cid] = list(dropped)
    if prompts:
        again = off_thread(
            window,
            label,
            lambda progress, cancelled: work(sheets, progress, cancelled, choices, decay),
            size,
        )
        if again is None:
            return None
        steps = again[1]
    happened, lines, updates = steps
    if lines:
        if story_seconds:
            updates = [*updates, AdvanceStoryTime(story_seconds)]
        try:
            session.perform(Batch(updates), heading.get(current_language()), log=lines)
        except EditCancelled:  # cancelled while stored: rolled back
            return None
    return happened


def _steps(sheets: dict, outcome: Outcome, heading: Text, nothing: Text):
    """What happened per character, the log lines and the sheets' updates of ``outcome``."""
    happened: dict[int, list[Event]] = {cid: [] for cid in sheets}
    for event in outcome.events:
        happened[int(event.combatant)].append(event)
    lines: list[LogLine] = []
    for cid in sheets:
        lines.append(line(heading, cid, HEADING))
        lines += [line(e.text, cid, e.kind) for e in happened[cid]] or [line(nothing, cid)]
    # only the paths the start changed, merged into each sheet as it is when stored (the
    # sheet as read compared as a plain record: the step keeps none of it but those paths)
    updates = [
        patch
        for cid, sheet in outcome.state.items()
        if (patch := PatchSheet.between(cid, dict(sheets[cid]), sheet)) is not None
    ]
    return happened, lines, updates


# characters the rules core works out between two looks at Cancel
PART = 200


def worked_out(
    sheets: dict[int, dict],
    boundary: str,
    choices: dict | None = None,
    decay: dict | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Outcome | None:
    """The rules core's ``start_time`` over ``sheets`` a part at a time (the same outcome
    as one call: each character's start is its own), with progress; None when cancelled."""
    ids = list(sheets)
    states: dict[int, dict] = {}
    events: list[Event] = []
    prompts: list = []
    for start in range(0, len(ids), PART):
        if cancelled is not None and cancelled():
            return None
        part = {cid: sheets[cid] for cid in ids[start : start + PART]}
        outcome = start_time(part, boundary, choices, decay)
        prompts += outcome.prompts
        states.update(outcome.state)
        events += outcome.events
        if progress is not None:
            progress(min(start + PART, len(ids)), len(ids))
    if prompts:
        return Outcome(dict(sheets), (), tuple(prompts))
    return Outcome(states, tuple(events))


class ScarChoiceDialog(QDialog):
    """Which scar heals one devastating wound at the chapter start (the player's choice)."""

    def __init__(self, name: str, kind: str, options: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        language = current_language()
        self.setWindowTitle(self.tr("Start chapter: {name}").format(name=name))
        fit_title(self)
        text = plain(
            QLabel(
                self.tr(
                    "{name} holds a devastating {kind} wound in several scars. At the chapter start "
                    "one of them heals; the player picks which (Člověk, Zranění)."
                ).format(name=isolate(name), kind=type_name(kind).get(language))
            )
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
        fit_title(self)
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
            shown = keep_ampersands(isolate(target))
            box = QCheckBox(f"{feeling_name(feeling).get(language)} → {shown}")
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


class PartyDialog(QDialog):
    """Whom a new scene, chapter or book concerns: the party (player characters) ticked,
    NPCs offered unticked."""

    def __init__(self, boundary: str, rows: list[tuple[int, str, str]], parent=None):
        super().__init__(parent)
        self.setWindowTitle(boundary_title(boundary))
        fit_title(self)
        text = QLabel(
            self.tr(
                "Whom does it concern? The party (player characters) is ticked; tick the "
                "NPCs who were there too."
            )
        )
        text.setWordWrap(True)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Who was there"))
        self.list.setAccessibleDescription(text.text())
        for cid, name, kind in rows:
            shown = name if kind == "pc" else self.tr("{name} (NPC)").format(name=name)
            item = QListWidgetItem(shown)
            item.setData(Qt.ItemDataRole.UserRole, cid)
            item.setData(Qt.ItemDataRole.UserRole + 1, kind)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if kind == "pc" else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.party_button = QPushButton(self.tr("&Party only"))
        self.party_button.clicked.connect(lambda: self._tick(lambda kind: kind == "pc"))
        self.all_button = QPushButton(self.tr("&Everyone"))
        self.all_button.clicked.connect(lambda: self._tick(lambda kind: True))
        row = QHBoxLayout()
        row.addWidget(self.party_button)
        row.addWidget(self.all_button)
        row.addStretch()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(boundary_title(boundary))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.list.itemChanged.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.list, 1)
        layout.addLayout(row)
        self.time_passes = TimePasses()  # optional: how much story time went by
        layout.addWidget(self.time_passes)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self._update()

    def _items(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def _tick(self, wanted: Callable[[str], bool]) -> None:
        for item in self._items():
            on = wanted(item.data(Qt.ItemDataRole.UserRole + 1))
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def set_checked(self, character_id: int, on: bool) -> None:
        for item in self._items():
            if item.data(Qt.ItemDataRole.UserRole) == character_id:
                item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def _update(self, *_args) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.chosen()))

    def chosen(self) -> list[int]:
        return [
            item.data(Qt.ItemDataRole.UserRole)
            for item in self._items()
            if item.checkState() == Qt.CheckState.Checked
        ]


class TimeMessages(QObject):
    """Plural messages (lupdate finds a plural only in ``self.tr`` with a count)."""

    def done(self, count: int) -> str:
        return self.tr("{what}: done for %n character(s). Ctrl+Z takes it back.", "", count)

    def healed_heading(self) -> str:
        return self.tr("What healed:")

    def nothing_healed(self) -> str:
        return self.tr("nothing healed")


def healed_summary(names: dict[int, str], results: dict[int, list[Event]]) -> str:
    """What a time boundary healed, a paragraph per character (in the order of
    ``results``): the name, then each event's text on its own line, or "nothing healed"."""
    language = current_language()
    messages = TimeMessages()
    paragraphs = []
    for cid, events in results.items():
        texts = [event.text.get(language) for event in events] or [messages.nothing_healed()]
        paragraphs.append("\n".join([f"{names.get(cid, cid)}:", *(f"  • {t}" for t in texts)]))
    return "\n\n".join(paragraphs)


def run_dialog(dialog: QDialog) -> bool:
    """Show a dialog modally (tests replace this)."""
    return dialog.exec() == QDialog.DialogCode.Accepted


def ask_characters(window, boundary: str) -> tuple[list[int], int] | None:
    """Which characters a new scene / chapter / book concerns and how much story time
    passes with it (seconds, 0: none), or None when cancelled."""
    dialog = PartyDialog(boundary, party(), window)
    try:
        return (dialog.chosen(), dialog.time_passes.seconds()) if run_dialog(dialog) else None
    finally:
        dialog.deleteLater()


def start_time_from_menu(window, boundary: str) -> None:
    """Campaign → Start a new scene / chapter / book: asks whom it concerns, then the
    choices; one undo step with every chosen character's log lines."""
    if window.session is None:
        return
    window.flush_typing()
    asked = ask_characters(window, boundary)
    if not asked or not asked[0]:
        return
    chosen, story_seconds = asked
    try:
        results = start_time_boundary(
            window.session,
            boundary,
            dialog_ask_choice(window),
            dialog_ask_decay(window),
            characters=chosen,
            story_seconds=story_seconds,
        )
    except RuleError as error:
        window.show_error(
            QCoreApplication.translate("ClovekTime", "Not allowed by the rules"),
            error.text.get(current_language()),
        )
        return
    if not results:
        return
    what = boundary_title(boundary)
    window.statusBar().showMessage(TimeMessages().done(len(results)).format(what=what), 8000)
    names = {cid: name for cid, name, _sheet in names_and_sheets(results)}
    # the title is the boundary's name alone: a message box is as wide as its text, and a
    # longer title was cut ("Začátek scény: co… vyléčilo"); what healed heads the text
    summary = healed_summary(names, results)
    QMessageBox.information(window, what, f"{TimeMessages().healed_heading()}\n\n{summary}")
