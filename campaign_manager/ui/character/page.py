"""The Character work area: who the character is (name, player, tags, portrait, notes)
and the rule system's sheet. Every edit goes through the session's command path."""

from __future__ import annotations

import base64
import html
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QStackedLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.exchange import character_to_json
from campaign_manager.storage.changes import UpdateCharacter
from campaign_manager.storage.errors import TextConflict
from campaign_manager.storage.queries import all_tags, character, find_character
from campaign_manager.storage.repair import CHARACTER_COLUMNS, CHARACTER_TEXTS
from campaign_manager.storage.touched import Touched
from campaign_manager.storage.unreadable import UnreadableValue
from campaign_manager.storage.unreadable_guard import (
    WouldReplaceUnreadable,
    refuse_unreadable,
    unreadable_values,
)
from campaign_manager.systems.common import RuleError, check_name
from campaign_manager.ui.character.notes import NotesEditor
from campaign_manager.ui.character.portrait import PortraitLabel
from campaign_manager.ui.character.sheets import sheet_editor_for
from campaign_manager.ui.file_dialogs import save_file
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.printing import export_pdf, print_sheet
from campaign_manager.ui.responsive.layout_stop import LayoutStop
from campaign_manager.ui.roster.view import UnreadableBar
from campaign_manager.ui.session import CampaignSession, EditNotSaved
from campaign_manager.ui.systems import system_ui
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.empty_state import EmptyState


def parse_tags(text: str) -> list[str]:
    """Comma-separated tags, trimmed, without blanks or repeats, in the order typed."""
    seen: list[str] = []
    for tag in (part.strip() for part in text.split(",")):
        if tag and tag.casefold() not in (s.casefold() for s in seen):
            seen.append(tag)
    return seen


class CharacterPage(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session: CampaignSession | None = None
        self.character_id: int | None = None
        self._loading = False
        # what each field showed when it was last read: what an edit of it started from
        self._shown: dict[str, Any] = {}
        # the fields whose edit is being written (a re-read meanwhile keeps what they show)
        self._saving: set[str] = set()
        # edits kept while the server is away, by (character, field): (what the edit
        # started from, the value, its undo text); saved once the server is back
        self._waiting: dict[tuple[int, str], tuple[Any, Any, str]] = {}
        # the last rescue note shown (what could not be saved, to copy)
        self.rescued = None

        self.empty = EmptyState(icon("character"))
        self.portrait = PortraitLabel()
        self.portrait.changed.connect(
            lambda data: self._edit({"portrait": data}, self.tr("Change portrait"))
        )
        self.portrait.failed.connect(self._portrait_failed)

        self.name_edit = QLineEdit()
        self.name_edit.setAccessibleName(self.tr("Name"))
        name_font = self.name_edit.font()
        name_font.setPointSizeF(name_font.pointSizeF() * 1.4)
        name_font.setBold(True)
        self.name_edit.setFont(name_font)
        self.name_edit.editingFinished.connect(self._name_finished)
        self.kind_combo = QComboBox()
        self.kind_combo.addItem(self.tr("Player character"), "pc")
        self.kind_combo.addItem(self.tr("NPC"), "npc")
        self.kind_combo.activated.connect(self._kind_chosen)
        self.gender_combo = QComboBox()
        self.gender_combo.addItem(self.tr("Masculine"), "m")
        self.gender_combo.addItem(self.tr("Feminine"), "f")
        self.gender_combo.addItem(self.tr("Neuter"), "n")
        self.gender_combo.setToolTip(
            self.tr(
                "The grammatical gender the Czech texts about this character agree with "
                "(opustil / opustila / opustilo)"
            )
        )
        self.gender_combo.activated.connect(
            lambda: self._edit_if_changed(
                "gender", self.gender_combo.currentData(), self.tr("Change grammatical gender")
            )
        )
        self.player_edit = QLineEdit()
        self.player_edit.setPlaceholderText(self.tr("Who plays this character"))
        self.player_edit.editingFinished.connect(
            lambda: self._edit_if_changed(
                "player", self.player_edit.text().strip(), self.tr("Change player")
            )
        )
        self.tags_edit = QLineEdit()
        self.tags_edit.setPlaceholderText(
            self.tr("Comma-separated, e.g. družina, Praha, dluží nám")
        )
        self.tag_completer = QCompleter(QStringListModel(self), self)
        self.tag_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.tags_edit.setCompleter(self.tag_completer)
        self.tags_edit.editingFinished.connect(
            lambda: self._edit_if_changed(
                "tags", parse_tags(self.tags_edit.text()), self.tr("Change tags")
            )
        )
        self.summary_label = plain(QLabel())  # the sheet's words (a class, a level) as typed
        self.summary_label.setStyleSheet("color: palette(placeholder-text);")

        form = QGridLayout()
        form.addWidget(self.name_edit, 0, 0, 1, 4)
        kind_label = QLabel(self.tr("&Kind:"))
        kind_label.setBuddy(self.kind_combo)
        player_label = QLabel(self.tr("&Player:"))
        player_label.setBuddy(self.player_edit)
        tags_label = QLabel(self.tr("&Tags:"))
        tags_label.setBuddy(self.tags_edit)
        gender_label = QLabel(self.tr("&Gender:"))
        gender_label.setBuddy(self.gender_combo)
        form.addWidget(kind_label, 1, 0)
        form.addWidget(self.kind_combo, 1, 1)
        form.addWidget(player_label, 1, 2)
        form.addWidget(self.player_edit, 1, 3)
        form.addWidget(gender_label, 2, 0)
        form.addWidget(self.gender_combo, 2, 1)
        form.addWidget(tags_label, 2, 2)
        form.addWidget(self.tags_edit, 2, 3)
        form.addWidget(self.summary_label, 3, 0, 1, 4)
        form.setColumnStretch(3, 1)
        header = QHBoxLayout()
        header.addWidget(self.portrait, 0, Qt.AlignmentFlag.AlignTop)
        header.addLayout(form, 1)
        actions = QVBoxLayout()
        self.print_button = self._tool_button(self.tr("Print…"), self.print_sheet, "Ctrl+P")
        self.pdf_button = self._tool_button(
            self.tr("Export PDF…"), self.export_pdf_dialog, "Ctrl+Shift+P"
        )
        self.json_button = self._tool_button(
            self.tr("Export JSON…"), self.export_json_dialog, "Ctrl+Shift+E"
        )
        self.contacts_button = QPushButton(self.tr("Contacts page…"))
        self.contacts_button.setToolTip(
            self.tr("The GM's page of this character's contacts and networks")
        )
        contacts_menu = QMenu(self.contacts_button)
        contacts_menu.addAction(self.tr("Print…"), lambda: self.print_sheet("contacts"))
        contacts_menu.addAction(self.tr("Export PDF…"), self.export_contacts_dialog)
        self.contacts_button.setMenu(contacts_menu)
        self.reveal_button = QPushButton(self.tr("Show to players…"))
        self.reveal_button.setObjectName("character_show_to_players")
        self.reveal_button.setToolTip(
            self.tr("Show this character's card (a name, a portrait, a description) to players")
        )
        self.reveal_button.clicked.connect(self.show_to_players)
        for button in (
            self.print_button,
            self.pdf_button,
            self.json_button,
            self.contacts_button,
            self.reveal_button,
        ):
            actions.addWidget(button)
        actions.addStretch()
        header.addLayout(actions)

        self.notes = NotesEditor()
        self.notes.edited.connect(lambda html: self._edit({"notes": html}, self.tr("Edit notes")))
        self.sheet_tabs = QTabWidget()
        self.sheet_tabs.setDocumentMode(True)
        self.sheet_editor: QWidget | None = None
        self.sheet_tabs.addTab(self.notes, self.tr("Notes"))

        # what of the character cannot be read, and the restore from a backup
        self.unreadable_bar = UnreadableBar()

        editor = QWidget()
        editor_layout = QVBoxLayout(editor)
        editor_layout.addLayout(header)
        editor_layout.addWidget(self.unreadable_bar)
        editor_layout.addWidget(self.sheet_tabs, 1)

        self.stack = QStackedLayout(self)
        self.stack.addWidget(self.empty)
        self.stack.addWidget(editor)
        self.empty.set_texts(
            self.tr("No character open"),
            self.tr(
                "A character's sheet opens here. Pick a character in the Roster and press "
                "Enter, or double-click it."
            ),
        )

    def show_to_players(self):
        """*Show to players…* with this character's card."""
        from campaign_manager.ui.reveals.actions import show_character

        return show_character(self.window(), self.session, self.character_id)

    def _tool_button(self, text: str, slot, shortcut: str) -> QPushButton:
        button = QPushButton(text)
        button.setShortcut(QKeySequence(shortcut))
        button.setToolTip(
            f"{text.rstrip('…')} ({QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)})"
        )
        button.clicked.connect(slot)
        return button

    # -- session and character -----------------------------------------------------------
    def set_session(self, session: CampaignSession | None) -> None:
        self.flush()
        if self.session is not None:
            self.session.changed.disconnect(self._on_changed)
            self.session.reconnected.disconnect(self._server_back)
        if self._waiting:  # the campaign closes with edits the server never got
            for (_character, field), (_base, value, text) in self._waiting.items():
                self._rescue(text, {field: value})
            self._waiting.clear()
        self.session = session
        self.character_id = None
        if self.sheet_editor is not None:
            holder = self.sheet_tabs.widget(0)
            self.sheet_tabs.removeTab(0)
            holder.deleteLater()
            self.sheet_editor = None
        if session is not None:
            # the editor hears a change first (it takes new rules settings), then this page
            # shows a touched character's sheet again: an editor leaves that to the page
            self.sheet_editor = sheet_editor_for(session, self)
            session.changed.connect(self._on_changed)
            session.reconnected.connect(self._server_back)
            # its relayouts (the budget's new text) stop at the tab: a QTabWidget answers
            # one by repainting all of itself
            self.sheet_tabs.insertTab(0, LayoutStop(self.sheet_editor), self.tr("Sheet"))
            self.sheet_tabs.setCurrentIndex(0)
        self.contacts_button.setVisible(
            session is not None and system_ui(session.system.key).contacts_page
        )
        self.stack.setCurrentIndex(0)

    def show_character(self, character_id: int) -> None:
        self.flush()
        self.character_id = character_id
        self.tag_completer.model().setStringList(all_tags())  # once per opening, not per edit
        self._load()

    def flush(self) -> None:
        """Commit what is being typed (notes), e.g. before switching away."""
        if self.session is not None and self.character_id is not None:
            self.notes.flush()

    def _on_changed(self, changes: Touched) -> None:
        if not changes.touches_character(self.character_id):
            return
        if changes.origin is not None and changes.origin is self.sheet_editor:
            self._load_sheet()  # the sheet editor's own edit: only the sheet changed
            return
        if self.notes.pending() and not self._saving and not self.session.disconnected:
            self.notes.flush()  # what is typed is saved first (merged with what changed)
        self._load()

    def _line_edits(self) -> dict[str, QLineEdit]:
        return {"name": self.name_edit, "player": self.player_edit, "tags": self.tags_edit}

    def _keeps(self, field: str) -> bool:
        """Whether a re-read leaves the field as it is: the GM is typing in it, or its
        edit is being written or waits for the server."""
        if field in self._saving or (self.character_id, field) in self._waiting:
            return True
        if field == "notes":
            return self.notes.pending()
        edit = self._line_edits().get(field)
        return edit is not None and edit.isModified()

    def _load_sheet(self) -> None:
        """Show the character's sheet and its summary as stored (after the sheet editor's
        own edit, which changes nothing else the page shows)."""
        row = find_character(self.character_id) if self.character_id else None
        if row is None or isinstance(row.sheet, UnreadableValue):
            self._load()
            return
        self._loading = True
        try:
            self._show_summary(row)
            if self.sheet_editor is not None:
                self.sheet_editor.show_sheet(row.id, row.sheet)
        finally:
            self._loading = False

    def _load(self) -> None:
        row = find_character(self.character_id) if self.character_id else None
        if row is None:
            self.character_id = None
            self.stack.setCurrentIndex(0)
            return
        self._loading = True
        try:
            tags_unreadable = isinstance(row.tags, UnreadableValue)
            shown = {
                "name": row.name,
                "player": row.player,
                "tags": "" if tags_unreadable else ", ".join(row.tags),
            }
            for field, edit in self._line_edits().items():
                if not self._keeps(field):
                    edit.setText(shown[field])
                    self._shown[field] = row.tags if field == "tags" else shown[field]
            self.kind_combo.setCurrentIndex(self.kind_combo.findData(row.kind))
            self.player_edit.setEnabled(row.kind == "pc")
            self.gender_combo.setCurrentIndex(max(0, self.gender_combo.findData(row.gender)))
            self.tags_edit.setEnabled(not tags_unreadable)  # typing would replace what is stored
            self.portrait.show_png(row.portrait)
            self._shown.update(kind=row.kind, gender=row.gender, portrait=row.portrait)
            if not self._keeps("notes"):
                self.notes.set_html(row.notes or "")
                self._shown["notes"] = row.notes or ""
            self._show_summary(row)
            damage = unreadable_values(row, "character", (*CHARACTER_COLUMNS, *CHARACTER_TEXTS))
            self.unreadable_bar.show_items(self.session, damage)
            unreadable = [item for item in damage if item.column in CHARACTER_COLUMNS]
            for button in (self.print_button, self.pdf_button, self.json_button):
                button.setEnabled(not unreadable)  # a printout or a file of what can be read
            editor = self.sheet_editor
            if editor is not None and isinstance(row.sheet, UnreadableValue):  # no sheet to add to
                editor.show_unreadable(row.id, row.sheet.problem.get(current_language()))
            elif editor is not None:
                editor.show_sheet(row.id, row.sheet)
        finally:
            self._loading = False
        self.stack.setCurrentIndex(1)

    def _show_summary(self, row) -> None:
        # kept with the sheet, by the campaign's own rules (worked out if not yet written or
        # if it cannot be read)
        summary = row.summary
        if not summary or isinstance(summary, UnreadableValue):
            summary = self.session.campaign.summary_of(row.sheet)
        self.summary_label.setText(summary.get(current_language(), summary.get("en", "")))

    # -- edits ---------------------------------------------------------------------------------
    def _edit(self, values: dict[str, Any], text: str) -> None:
        if self._loading or self.session is None or self.character_id is None:
            return
        try:  # a value that cannot be read is not replaced: a backup may still give it back
            if not self.session.disconnected:  # (it reads the campaign: not while away)
                refuse_unreadable(self.character_id, set(values) & set(CHARACTER_COLUMNS))
        except WouldReplaceUnreadable as error:
            window = self.window()
            if hasattr(window, "show_error"):
                window.show_error(self.tr("Not changed"), error.text.get(current_language()))
            self._load()
            return
        # the edit carries what the GM started from: another GM's change since is merged
        # (notes) or refused naming them, never overwritten unseen
        base = {name: self._shown[name] for name in values if name in self._shown}
        name = self._shown.get("name")  # as the history names it, read or not
        text = f"{name}: {text}" if name else text
        if self.session.disconnected:  # kept, and saved once the server is back
            self._wait(self.character_id, values, base, text)
            return
        self._perform(self.character_id, values, base, text)

    def _perform(
        self, character_id: int, values: dict[str, Any], base: dict[str, Any], text: str
    ) -> bool:
        """Write the edit ``values`` started from ``base``; what the server's absence, a
        conflict or a refusal leaves is kept in the field (and waits, or is asked about)."""
        fields = set(values) if character_id == self.character_id else set()
        self._saving |= fields
        try:
            self.session.perform(UpdateCharacter(character_id, values, base=base), text)
        except EditNotSaved as error:
            self._saving -= fields
            self._not_saved(character_id, values, base, text, error.error)
            return False
        self._saving -= fields
        for field in values:
            self._waiting.pop((character_id, field), None)
            if field in self._line_edits() and character_id == self.character_id:
                self._line_edits()[field].setModified(False)
        self._say_waiting()
        if character_id == self.character_id:
            self._load()  # what was written (notes merged with another GM's)
        return True

    def _not_saved(
        self,
        character_id: int,
        values: dict[str, Any],
        base: dict[str, Any],
        text: str,
        error: Exception,
    ) -> None:
        reason = getattr(error, "reason", "")
        if reason == "disconnected":
            self._wait(character_id, values, base, text)
        elif reason == "conflict" and isinstance(error.__cause__, TextConflict):
            self._ask(character_id, error.__cause__, text)
        elif reason == "changed" and (row := find_character(character_id)) is not None:
            # refused, naming who changed it: what is typed stays, and saving it again
            # (Enter) replaces what the GM has now been told of
            for field in values:
                edit = self._line_edits().get(field)
                if character_id == self.character_id and edit is not None:
                    self._shown[field] = getattr(row, field)
                    edit.setModified(True)
        else:  # the character is gone, or the write cannot be done: a rescue note
            self._rescue(text, values)

    def _rescue(self, text: str, values: dict[str, Any]) -> None:
        from campaign_manager.ui.character.rescue import rescue_note

        self.rescued = rescue_note(self.window(), text, values)

    def _ask(self, character_id: int, conflict: TextConflict, text: str) -> None:
        """The GM's notes and another GM's changed the same lines: show both, keep what
        the GM chooses."""
        from campaign_manager.ui.character.notes_conflict import (
            KEEP_MINE,
            KEEP_THEIRS,
            NotesConflictDialog,
        )

        dialog = NotesConflictDialog(
            conflict.name, conflict.who, conflict.mine, conflict.theirs, self
        )
        field = conflict.fields[0]
        self._saving.add(field)  # a re-read while the GM chooses leaves the notes as typed
        try:
            choice = dialog.exec()
        finally:
            self._saving.discard(field)
            dialog.deleteLater()
        if choice == KEEP_THEIRS:
            self._waiting.pop((character_id, field), None)
            self._say_waiting()
            if character_id == self.character_id:
                self.notes.set_html(conflict.theirs)
                self._load()
            return
        chosen = conflict.mine if choice == KEEP_MINE else conflict.both
        if character_id == self.character_id:
            self.notes.set_html(chosen)
        self._perform(character_id, {field: chosen}, {field: conflict.theirs}, text)

    def _wait(
        self, character_id: int, values: dict[str, Any], base: dict[str, Any], text: str
    ) -> None:
        """Keep the edit until the server is back; the status line says it waits."""
        for field, value in values.items():
            self._waiting[(character_id, field)] = (base.get(field), value, text)
        self._say_waiting()

    def _server_back(self, _what: str, _saved: bool) -> None:
        """The server answers again: save the edits that waited for it (merged with, or
        refused by, what other GMs changed meanwhile)."""
        waiting, self._waiting = self._waiting, {}
        saved: list[str] = []
        for (character_id, field), (base, value, text) in waiting.items():
            started = {} if base is None else {field: base}
            if self._perform(character_id, {field: value}, started, text):
                saved.append(text)
        if saved and not self._waiting:
            window = self.window()
            if hasattr(window, "show_saved_state"):
                window.show_saved_state(
                    self.tr("The connection to the server is back: “{what}” was saved.").format(
                        what=saved[-1]
                    )
                )

    def _say_waiting(self) -> None:
        """The status line: how many edits wait for the server (never "saved" for them)."""
        window = self.window()
        if not hasattr(window, "show_saved_state"):
            return
        if self._waiting:
            texts = sorted({text for _base, _value, text in self._waiting.values()})
            window.show_saved_state(
                self.tr(
                    "Not saved yet, kept here: %n change(s) waiting for the server (Kronikář "
                    "writes them once it is back): {what}",
                    "",
                    len(texts),
                ).format(what="; ".join(texts))
            )

    def _edit_if_changed(self, field: str, value: Any, text: str) -> None:
        if self._loading or self.character_id is None:
            return
        edit = self._line_edits().get(field)
        shown = (
            self._shown[field]
            if field in self._shown
            else getattr(character(self.character_id), field)
        )
        if value == shown:
            if edit is not None:
                edit.setModified(False)  # nothing to save: a re-read may show what is stored
            return
        self._edit({field: value}, text)

    def _name_finished(self) -> None:
        typed = self.name_edit.text()
        try:
            name = check_name(typed)
        except RuleError as error:  # put the name it has back, and say why unless left blank
            self.name_edit.setModified(False)
            self._load()
            window = self.window()
            if typed.strip() and hasattr(window, "show_error"):
                window.show_error(self.tr("Not a name"), error.text.get(current_language()))
            return
        # the history names both names ("Nová postava: Rename to Eliška")
        self._edit_if_changed("name", name, self.tr("Rename to {name}").format(name=name))

    def _kind_chosen(self) -> None:
        self._edit_if_changed("kind", self.kind_combo.currentData(), self.tr("Change kind"))

    # -- print and export ----------------------------------------------------------------------
    def printable_html(self, part: str = "sheet") -> str:
        """The printed sheet: who the character is, the system's sheet and the notes; or, with
        ``part="contacts"``, the GM's page of contacts and networks (systems that have them)."""
        row = character(self.character_id)
        language = current_language()
        who = (
            self.tr("NPC")
            if row.kind == "npc"
            else self.tr("Player: {player}").format(player=html.escape(row.player or "—"))
        )
        parts = []
        if row.portrait:
            data = base64.b64encode(row.portrait).decode("ascii")
            parts.append(
                f'<img src="data:image/png;base64,{data}" height="150" style="float: right">'
            )
        parts.append(f"<h1>{html.escape(row.name)}</h1>")
        line = [who, html.escape(self.session.system.name.get(language))]
        if row.tags and not isinstance(row.tags, UnreadableValue):
            line.append(html.escape(", ".join(row.tags)))
        parts.append(f'<p class="sub">{" · ".join(line)}</p>')
        unreadable = self.sheet_editor.unreadable
        if unreadable is not None:  # a sheet the rules cannot read: say so, print no part of it
            parts.append(f"<p>{html.escape(unreadable)}</p>")
        elif part == "contacts":
            parts.append(self.sheet_editor.contacts_html())
        else:
            parts.append(self.sheet_editor.printable_html())
        if part == "contacts":
            return "\n".join(parts)
        body = re.search(r"<body[^>]*>(.*)</body>", row.notes or "", re.S)
        if body and body.group(1).strip():
            notes = self.tr("Notes")
            parts.append(f"<h2>{notes}</h2>{body.group(1)}")
        return "\n".join(parts)

    def _title(self) -> str:
        return character(self.character_id).name

    def print_sheet(self, part: str = "sheet") -> None:
        if self.character_id is not None:
            self.flush()
            print_sheet(self.printable_html(part), self._title(), self)

    def export_contacts_dialog(self) -> None:
        if self.character_id is None:
            return
        suggested = self.tr("{name} – contacts").format(name=self._title())
        path = save_file(
            self,
            "pdf",
            self.tr("Export the contacts page as PDF"),
            f"{suggested}.pdf",
            self.tr("PDF (*.pdf)"),
        )
        if path:
            self.export_pdf(Path(path), part="contacts")

    def export_pdf_dialog(self) -> None:
        if self.character_id is None:
            return
        path = save_file(
            self,
            "pdf",
            self.tr("Export the sheet as PDF"),
            f"{self._title()}.pdf",
            self.tr("PDF (*.pdf)"),
        )
        if path:
            self.export_pdf(Path(path))

    def export_pdf(self, path: Path, part: str = "sheet") -> Path:
        self.flush()
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        export_pdf(self.printable_html(part), self._title(), path)
        self._status(self.tr("The sheet was saved as {path}").format(path=path))
        return path

    def export_json_dialog(self) -> None:
        if self.character_id is None:
            return
        path = save_file(
            self,
            "characters",
            self.tr("Export the character as JSON"),
            f"{self._title()}.json",
            self.tr("JSON (*.json)"),
        )
        if path:
            self.export_json(Path(path))

    def export_json(self, path: Path) -> Path:
        self.flush()
        if path.suffix.lower() != ".json":
            path = path.with_name(path.name + ".json")
        row = character(self.character_id)
        values = {
            name: getattr(row, name)
            for name in ("name", "kind", "player", "gender", "tags", "notes", "sheet")
        }
        editor = self.sheet_editor
        if editor is not None and editor.character_id == self.character_id and editor.sheet:
            values["sheet"] = editor.sheet  # as shown: Dakara's contacts as the ledger has them
        path.write_text(character_to_json(self.session.system.key, values), encoding="utf-8")
        self._status(self.tr("The character was exported to {path}").format(path=path))
        return path

    def _status(self, text: str) -> None:
        window = self.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(text, 8000)

    def _portrait_failed(self, path: str) -> None:
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(
                self.tr("Not an image"),
                self.tr(
                    "{path} could not be read as an image. Choose a PNG, JPEG or WebP file."
                ).format(path=path),
            )
