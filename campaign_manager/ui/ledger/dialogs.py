"""Add and edit dialogs for the ledger's records; every save is one undo step.

A dialog collects values in a :class:`Form`; the change it builds is applied through
``session.perform``, where the rules core validates it. A refusal is shown inside the
dialog (both languages come from the core's message; the UI's is shown) and nothing is
written.

An edit carries what the dialog showed (its base): another GM's change of a field since
is refused naming them and the field (OK again replaces what the GM is now told of), and
their change of a free text (notes, how they met, ...) merges with this one; where both
changed the same lines, the GM is asked, shown both.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from campaign_manager.ledger.favours import change_state
from campaign_manager.ledger.records import (
    CERTAINTY_TEXTS,
    FAVOUR_SIZE_TEXTS,
    FAVOUR_STATE_TEXTS,
    LINK_REASON_TEXTS,
)
from campaign_manager.storage.changes import Batch, Change
from campaign_manager.storage.ledger import (
    ADD,
    UPDATE,
    AddLink,
    DeleteLink,
    add_person,
    all_records,
)
from campaign_manager.storage.ledger_queries import contact_portrait
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.colors import ERROR_BANNER
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.ledger.deadlines import clock_of, due_text, parse_due
from campaign_manager.ui.ledger.forms import Field, Form, PortraitBox, wrap_label
from campaign_manager.ui.session import EditCancelled, EditNotSaved
from campaign_manager.ui.widgets.announce import show_problem
from campaign_manager.ui.widgets.titles import fit_title

Options = list[tuple[Any, str]]


def error_text(error: Exception) -> str:
    text = getattr(error, "text", None)
    return text.get(current_language()) if text is not None else str(error)


def party_key(kind: str, ident: int) -> str:
    """A party as a combo box keeps it: "character:3"."""
    return f"{kind}:{ident}"


def parse_party(value: str | None) -> tuple[str, int] | None:
    if not value:
        return None
    kind, _, ident = value.partition(":")
    return kind, int(ident)


def contact_fields() -> list[Field]:
    """Who a person is, where and how to reach them, how they look and their area: the
    person dialog and *Find a contact* ask the same (the person dialog's words)."""

    return [
        Field("who", QCoreApplication.translate("PersonDialog", "Who they are")),
        Field("where", QCoreApplication.translate("PersonDialog", "Where and how to reach them")),
        Field("looks", QCoreApplication.translate("PersonDialog", "Looks and manner")),
        Field("area", QCoreApplication.translate("PersonDialog", "Area of influence")),
    ]


def texts(mapping) -> tuple[tuple[Any, str], ...]:
    return tuple((key, text.get(current_language())) for key, text in mapping.items())


def due_field(label: str) -> Field:
    """The field of a record's due date: a date of the campaign's calendar, typed."""
    tip = QCoreApplication.translate(
        "DueDates",
        "A date of the story, as the header shows it or as day. month. year "
        "(3. 4. 1250); empty: no due date.",
    )
    return Field("due", label, tip=tip)


def show_due(dialog: RecordDialog, record: dict | None) -> None:
    """Show ``record``'s due date in the campaign's calendar (empty: none)."""
    calendar, _now = clock_of(dialog.session)
    due = (record or {}).get("due")
    dialog.form.set_value("due", due_text(calendar, due, current_language()))


def read_due(dialog: RecordDialog, text: str) -> int | None:
    """The due date typed (ValueError, in words, for one the calendar lacks)."""
    calendar, _now = clock_of(dialog.session)
    return parse_due(calendar, text)


class RecordDialog(QDialog):
    """A form, an error line and OK / Cancel; OK performs :meth:`change`."""

    def __init__(self, session, title: str, fields: list[Field], parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(title)
        fit_title(self)
        self.form = Form(fields)
        self.note = wrap_label()
        self.note.setVisible(False)
        self.error = wrap_label()
        self.error.setObjectName("error")
        text, background = ERROR_BANNER
        self.error.setStyleSheet(f"color: {text}; background: {background}; padding: 4px;")
        self.error.setVisible(False)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(560)
        self.performed = None

    def change(self) -> Change | None:  # pragma: no cover - every dialog has its own
        raise NotImplementedError

    def undo_text(self) -> str:
        return self.windowTitle()

    def log_lines(self) -> list:
        """The event log's lines the change writes in its step (none by default)."""
        return []

    def show_error(self, message: str) -> None:
        show_problem(self.error, message, self.buttons.button(QDialogButtonBox.StandardButton.Ok))

    def accept(self) -> None:
        try:
            change = self.change()
            if change is None:
                super().accept()
                return
            self.performed = self.session.perform(
                change, self.undo_text(), origin=self, log=self.log_lines() or None
            )
        except (RuleError, ValueError) as error:
            self.show_error(self.refusal_text(error))
            return
        except EditNotSaved as error:  # the dialog stays, as filled in, and says why
            if not self._asked(error.error):
                self.show_error(self.not_saved_text(error.error))
            return
        except EditCancelled:  # the GM cancelled the long write: the dialog stays
            return
        super().accept()

    def refusal_text(self, error: Exception) -> str:
        """Why the record was refused, naming the field by the form's label ("To whom:
        nobody can owe a favour to themselves."), never by its stored name."""
        detail, field = getattr(error, "detail", None), getattr(error, "field", None)
        label = self.labels().get(field) if field else None
        if detail is None or not label:
            return error_text(error)
        return self.tr("%1: %2").replace("%1", label).replace("%2", detail.get(current_language()))

    def originals(self) -> list[tuple[str, dict | None]]:
        """(kind, record as the dialog showed it) of each record it edits: what its edits
        start from."""
        return []

    def labels(self) -> dict[str, str]:
        """The form's labels by the fields of the records ("debtor_id": "Who owes")."""
        labels = {f.key: f.label for f in self.form.fields}
        for key, label in list(labels.items()):
            labels.setdefault(f"{key}_id", label)
            labels.setdefault(f"{key}_kind", label)
        return labels

    def _asked(self, error: Exception) -> bool:
        """Another GM changed a record this dialog edits. Their change of fields it
        edits: the record's values now become what the next OK starts from (the refusal
        said whose they are). Both changed the same lines of a text: the GM chooses,
        shown both, and the choice is saved at once (True)."""
        from campaign_manager.storage.errors import TextConflict

        reason, kind = getattr(error, "reason", ""), getattr(error, "kind", "")
        record = getattr(error, "record", None)
        started = next(
            (o for k, o in self.originals() if k == kind and o and o.get("id") == record), None
        )
        if reason not in ("changed", "conflict") or started is None:
            return False
        conflict = error.__cause__
        if reason == "changed":
            now = stored_record(kind, record)
            for field in getattr(error, "fields", ()):
                if now is not None and field in now:
                    started[field] = now[field]
            return False
        if not isinstance(conflict, TextConflict):
            return False
        from campaign_manager.ui.character.notes_conflict import chosen_text

        field = conflict.fields[0]
        label = self.labels().get(field, field)
        chosen = chosen_text(conflict, self, conflict.name or label, f"“{label}”")
        self.form.set_value(field, chosen)
        started[field] = conflict.theirs  # from their text now
        self.accept()
        return True

    def not_saved_text(self, error: Exception) -> str:
        """Why the change was not saved (someone it names was deleted meanwhile, ...)."""
        from campaign_manager.ui.messages import describe_write_failure

        return describe_write_failure(self.undo_text(), error, words=self.labels())[1]


def _changed(new: dict, old: dict) -> dict:
    return {k: v for k, v in new.items() if old.get(k) != v}


def _update(kind: str, ident: int, new: dict, old: dict) -> Change | None:
    """The edit of what differs from ``old`` (as the dialog showed it: its base)."""
    diff = _changed(new, old)
    if not diff:
        return None
    return UPDATE[kind](ident, diff, base={k: old[k] for k in diff if k in old})


def stored_record(kind: str, ident: int) -> dict | None:
    """The record of ``kind`` as it is stored now (None: no longer there)."""
    found = all_records(kind, ids=[ident])
    return found[0] if found else None


def _batch(changes: list[Change | None]) -> Change | None:
    changes = [c for c in changes if c is not None]
    if not changes:
        return None
    return changes[0] if len(changes) == 1 else Batch(changes)


CONTACT_KEYS = ("name", "who", "where", "looks", "area", "notes", "npc_id")
LINK_VALUE_KEYS = ("influence", "how_met", "reason", "attitude", "known_to_players", "in_play")


class PersonDialog(RecordDialog):
    """A person (contact) and, optionally, the character who knows them (one link)."""

    def __init__(
        self, session, characters: Options, contact=None, link=None, parent=None, npcs=None
    ):
        fields = [
            Field("name", self.tr("Name")),
            *contact_fields(),
            Field("notes", self.tr("Notes (GM only)"), "text"),
            Field(
                "npc_id",
                self.tr("The roster NPC they are"),
                "choice",
                options=((None, self.tr("none")), *(npcs or ())),
            ),
            Field(
                "character_id",
                self.tr("Known by"),
                "choice",
                options=((None, self.tr("nobody yet")), *characters),
            ),
            Field("influence", self.tr("Influence (Vliv)"), "int", 0, 6),
            Field("how_met", self.tr("How they met"), "text"),
            Field(
                "reason",
                self.tr("Why they help (owes you, is paid, a friend)"),
                "choice",
                options=texts(LINK_REASON_TEXTS),
            ),
            Field("attitude", self.tr("Attitude"), "int", -3, 3),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
            Field("in_play", self.tr("Gained in play (not at creation)"), "bool"),
        ]
        title = self.tr("Edit person") if contact else self.tr("New person")
        super().__init__(session, title, fields, parent)
        self.contact = dict(contact) if contact else None
        self.link = dict(link) if link else None
        self.portrait = PortraitBox(contact_portrait(contact["id"]) if contact else None)
        self.form.layout_.insertRow(1, self.tr("Portrait"), self.portrait)
        self.form.set_values({"known_to_players": True})
        if contact:
            self.form.set_values({k: contact[k] for k in CONTACT_KEYS})
        if link:
            self.form.set_values(
                {"character_id": link["character_id"], **{k: link[k] for k in LINK_VALUE_KEYS}}
            )

    def originals(self) -> list[tuple[str, dict | None]]:
        return [("contact", self.contact), ("link", self.link)]

    def undo_text(self) -> str:
        name = self.form.value("name")
        if self.contact:
            return self.tr("Edit person %1").replace("%1", name)
        return self.tr("New person %1").replace("%1", name)

    def change(self) -> Change | None:
        values = self.form.values()
        contact = {k: values[k] for k in CONTACT_KEYS}
        if self.portrait.changed:
            contact["portrait"] = self.portrait.data
        character = values["character_id"]
        link = None
        if character is not None:
            link = {"character_id": character, **{k: values[k] for k in LINK_VALUE_KEYS}}
        if self.contact is None:
            return add_person(contact, link)
        ident = self.contact["id"]
        changes = [_update("contact", ident, contact, self.contact)]
        if self.link and link:
            changes.append(_update("link", self.link["id"], link, self.link))
        elif self.link and not link:
            changes.append(DeleteLink(self.link["id"]))
        elif link:
            changes.append(AddLink({**link, "contact_id": ident}))
        return _batch(changes)


class LinkDialog(RecordDialog):
    """Another character knows an existing person, with this link's own values."""

    def __init__(
        self, session, characters: Options, contacts: Options, contact_id=None, parent=None
    ):
        fields = [
            Field("contact_id", self.tr("Person"), "choice", options=tuple(contacts)),
            Field("character_id", self.tr("Known by"), "choice", options=tuple(characters)),
            Field("influence", self.tr("Influence (Vliv)"), "int", 0, 6),
            Field("how_met", self.tr("How they met"), "text"),
            Field(
                "reason",
                self.tr("Why they help (owes you, is paid, a friend)"),
                "choice",
                options=texts(LINK_REASON_TEXTS),
            ),
            Field("attitude", self.tr("Attitude"), "int", -3, 3),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
            Field("in_play", self.tr("Gained in play (not at creation)"), "bool"),
        ]
        super().__init__(session, self.tr("Another character knows this person"), fields, parent)
        self.form.set_values({"known_to_players": True, "contact_id": contact_id})

    def change(self) -> Change | None:
        return AddLink(self.form.values())


class FavourDialog(RecordDialog):
    def __init__(self, session, parties: Options, favour=None, parent=None):
        fields = [
            Field("debtor", self.tr("Who owes"), "choice", options=tuple(parties)),
            Field("creditor", self.tr("To whom"), "choice", options=tuple(parties)),
            Field("size", self.tr("How big"), "choice", options=texts(FAVOUR_SIZE_TEXTS)),
            Field("size_text", self.tr("In the GM's own words")),
            Field("reason", self.tr("Why"), "text"),
            Field("when", self.tr("When (date or session)")),
            Field("state", self.tr("State"), "choice", options=texts(FAVOUR_STATE_TEXTS)),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
            due_field(self.tr("Due (a story date)")),
        ]
        super().__init__(
            session, self.tr("Edit favour") if favour else self.tr("New favour"), fields, parent
        )
        self.favour = dict(favour) if favour else None
        self.parties = dict(parties)
        self.form.set_values({"known_to_players": True})
        if not favour:
            self.start_on()
        if favour:
            self.form.set_values(
                {
                    **favour,
                    "debtor": party_key(favour["debtor_kind"], favour["debtor_id"]),
                    "creditor": party_key(favour["creditor_kind"], favour["creditor_id"]),
                }
            )
        show_due(self, favour)

    def start_on(self, debtor: str | None = None, creditor: str | None = None) -> None:
        """A new favour starts on ``debtor`` and ``creditor`` (party keys) where given,
        else on two different people: a contact owes a character when there are both."""
        keys = list(self.parties)
        contacts = [k for k in keys if not k.startswith("character:")]
        characters = [k for k in keys if k.startswith("character:")]
        if debtor is None:
            debtor = next((k for k in contacts + characters if k != creditor), None)
        if creditor is None:
            creditor = next((k for k in characters + contacts if k != debtor), None)
        self.form.set_values({"debtor": debtor, "creditor": creditor})

    def record(self) -> dict:
        v = self.form.values()
        debtor, creditor = parse_party(v.pop("debtor")), parse_party(v.pop("creditor"))
        if debtor is None or creditor is None:
            raise ValueError(self.tr("Choose who owes and to whom."))
        return {
            **v,
            "due": read_due(self, v["due"]),
            "debtor_kind": debtor[0],
            "debtor_id": debtor[1],
            "creditor_kind": creditor[0],
            "creditor_id": creditor[1],
        }

    def originals(self) -> list[tuple[str, dict | None]]:
        return [("favour", self.favour)]

    def not_saved_text(self, error: Exception) -> str:
        kind, record = getattr(error, "kind", ""), getattr(error, "record", None)
        if getattr(error, "reason", "") == "gone" and not error.what and record is not None:
            error.what = self.parties.get(party_key(kind, record), "")  # as the GM chose them
        return super().not_saved_text(error)

    def change(self) -> Change | None:
        record = self._written = self.record()
        if self.favour is None:
            return ADD["favour"](record)
        change_state(self.favour, record["state"])  # refuses a state it may not move to
        return _update("favour", self.favour["id"], record, self.favour)

    def log_lines(self) -> list:
        """A favour granted, or its state moved (repaid, called in…), for the timeline."""
        from campaign_manager.ledger.favour_words import favour_line
        from campaign_manager.storage.changes import LogLine

        record = self._written
        debtor = party_key(record["debtor_kind"], record["debtor_id"])
        creditor = party_key(record["creditor_kind"], record["creditor_id"])
        before = self.favour.get("state", "open") if self.favour else None
        words = favour_line(
            record, self.parties.get(debtor, "?"), self.parties.get(creditor, "?"), before
        )
        if words is None:
            return []
        character = next(
            (i for kind, i in ((record["debtor_kind"], record["debtor_id"]),
                               (record["creditor_kind"], record["creditor_id"]))
             if kind == "character"),
            None,
        )  # fmt: skip
        return [LogLine(words[0], words[1], "favour", character=character)]


class NetworkDialog(RecordDialog):
    """A network: its liaison is one of its owner's contacts (``owner_contacts``: owner id →
    options; without it, any of ``contacts``); a new one takes its rating and cipher from the
    owner's sheet (``rating_of(owner, kind)``, ``cipher_of(owner)``) and shows what the rules
    say of the owner's networks with it (``warnings(owner, record)``: texts)."""

    def __init__(
        self,
        session,
        characters: Options,
        contacts: Options,
        kinds: list[str],
        network=None,
        cipher_of=None,
        parent=None,
        capabilities=None,
        owner_contacts: dict[int, Options] | None = None,
        rating_of=None,
        warnings=None,
    ):
        fields = [
            Field("owner_id", self.tr("Owner"), "choice", options=tuple(characters)),
            Field(
                "kind",
                self.tr("Kind (a specialisation of Sítě)"),
                "choice",
                options=tuple((k, k) for k in kinds),
            ),
            Field("area", self.tr("Area (a city, an estate, a small state)")),
            Field("rating", self.tr("Rating"), "int", 0, 6),
            Field(
                "liaison_id",
                self.tr("Liaison"),
                "choice",
                options=((None, self.tr("none yet")), *contacts),
            ),
            Field("dead_drop", self.tr("Dead drop")),
            Field("cipher", self.tr("How messages are written")),
            Field(
                "cipher_strength",
                self.tr("Cipher strength (Zlodějské praktiky (Šifry))"),
                "int",
                0,
                6,
            ),
            Field("language", self.tr("Language")),
            Field("notes", self.tr("Notes"), "text"),
            Field("in_play", self.tr("Built in play (not at creation)"), "bool"),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
        ]
        super().__init__(
            session, self.tr("Edit network") if network else self.tr("New network"), fields, parent
        )
        self.network = dict(network) if network else None
        self.cipher_of = cipher_of
        self.rating_of = rating_of
        self.warnings = warnings
        self.contact_names = dict(contacts)
        self.owner_contacts = owner_contacts
        # capabilities(kind) -> what a network of that kind can do (the rule system's)
        self.capabilities = capabilities
        self.note.setVisible(True)
        self.form.set_values({"known_to_players": True})
        self._liaisons()
        if network:
            self.form.set_values(network)
        else:
            self._fill_from_sheet()
            self.form.widgets["kind"].currentIndexChanged.connect(self._fill_rating)
        owner = self.form.widgets["owner_id"]
        owner.currentIndexChanged.connect(self._liaisons)
        if not network:
            owner.currentIndexChanged.connect(self._fill_from_sheet)
        self.form.widgets["kind"].currentIndexChanged.connect(self._show_capabilities)
        self.form.edited.connect(self._show_capabilities)
        self._show_capabilities()

    def originals(self) -> list[tuple[str, dict | None]]:
        return [("network", self.network)]

    def _allowed_liaisons(self) -> Options | None:
        """The owner's contacts (None: any contact may be picked)."""
        if self.owner_contacts is None:
            return None
        return list(self.owner_contacts.get(self.form.value("owner_id"), []))

    def _liaisons(self, *_args) -> None:
        """Offer the owner's contacts as the liaison; a liaison written before who is not
        one of them stays offered, marked, so the dialog never drops it unasked."""
        allowed = self._allowed_liaisons()
        if allowed is None:
            return
        held = self.network.get("liaison_id") if self.network else None
        if held is not None and held not in dict(allowed):
            name = self.contact_names.get(held, "?")
            mark = self.tr("%1 (not a contact of the owner)").replace("%1", name)
            allowed.append((held, mark))
        self.form.set_options("liaison_id", [(None, self.tr("none yet")), *allowed])

    def _fill_from_sheet(self, *_args) -> None:
        owner = self.form.value("owner_id")
        if owner is not None and self.cipher_of is not None:
            self.form.set_value("cipher_strength", self.cipher_of(owner))
        self._fill_rating()

    def _fill_rating(self, *_args) -> None:
        owner, kind = self.form.value("owner_id"), self.form.value("kind")
        if owner is not None and kind and self.rating_of is not None:
            self.form.set_value("rating", self.rating_of(owner, kind))

    def _show_capabilities(self, *_args) -> None:
        kind = self.form.value("kind") or ""
        known = self.capabilities(kind) if self.capabilities is not None else ()
        lines = [t.get(current_language()) for t in known]
        text = self.tr("What this network can do:") + "\n• " + "\n• ".join(lines)
        owner = self.form.value("owner_id")
        if self.warnings is not None and owner is not None:
            found = self.warnings(owner, {**(self.network or {}), **self.form.values()})
            text = "".join(f"⚠ {t.get(current_language())}\n\n" for t in found) + text
        self.note.setText(text)

    def change(self) -> Change | None:
        record = self.form.values()
        allowed = self._allowed_liaisons()
        if (
            allowed is not None
            and record["liaison_id"] is not None
            and record["liaison_id"] not in dict(allowed)
        ):
            raise ValueError(
                self.tr(
                    "The liaison is one of the owner's contacts (Spojkou se může stát "
                    "kterýkoliv z tvých kontaktů): choose one of them, or none yet."
                )
            )
        if self.network is None:
            return ADD["network"](record)
        return _update("network", self.network["id"], record, self.network)


class RelationDialog(RecordDialog):
    def __init__(self, session, parties: Options, relation=None, parent=None):
        fields = [
            Field("source", self.tr("From"), "choice", options=tuple(parties)),
            Field("label", self.tr("Relation (how the first sees the second)")),
            Field("target", self.tr("To"), "choice", options=tuple(parties)),
            Field("attitude", self.tr("Attitude"), "int", -3, 3),
            Field("reverse_label", self.tr("The other way round (optional)")),
            Field("certainty", self.tr("Certainty"), "choice", options=texts(CERTAINTY_TEXTS)),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
        ]
        super().__init__(
            session,
            self.tr("Edit relation") if relation else self.tr("New relation"),
            fields,
            parent,
        )
        self.relation = dict(relation) if relation else None
        if relation:
            self.form.set_values(
                {
                    **relation,
                    "source": party_key(relation["source_kind"], relation["source_id"]),
                    "target": party_key(relation["target_kind"], relation["target_id"]),
                }
            )

    def originals(self) -> list[tuple[str, dict | None]]:
        return [("relation", self.relation)]

    def change(self) -> Change | None:
        v = self.form.values()
        source, target = parse_party(v.pop("source")), parse_party(v.pop("target"))
        if source is None or target is None:
            raise ValueError(self.tr("Choose both people."))
        record = {
            **v,
            "source_kind": source[0],
            "source_id": source[1],
            "target_kind": target[0],
            "target_id": target[1],
        }
        if self.relation is None:
            return ADD["relation"](record)
        return _update("relation", self.relation["id"], record, self.relation)


class OperationDialog(RecordDialog):
    """Edit what came of an operation after it ran (the test itself stays as rolled)."""

    def __init__(self, session, operation: dict, parent=None):
        fields = [
            Field("request", self.tr("What was asked")),
            Field("target", self.tr("Against whom or what")),
            Field("cost_zl", self.tr("Outside contractors paid (zl)"), "int", 0, 1_000_000),
            Field("when", self.tr("When (date or session)")),
            Field("result", self.tr("What came of it"), "text"),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
            due_field(self.tr("Due (a story date)")),
        ]
        super().__init__(session, self.tr("Edit operation"), fields, parent)
        self.operation = dict(operation)
        self.form.set_values(operation)
        show_due(self, operation)
        self.note.setVisible(True)
        self.note.setText(self.tr("The network test stays as it was rolled or decided."))

    def originals(self) -> list[tuple[str, dict | None]]:
        return [("operation", self.operation)]

    def change(self) -> Change | None:
        values = self.form.values()
        values["due"] = read_due(self, values["due"])
        return _update("operation", self.operation["id"], values, self.operation)
