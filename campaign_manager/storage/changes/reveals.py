"""The changes of what the GM showed the players (the ``reveal`` table, schema 17): show a
reveal, take it back or show it again, dismiss it from the TV. Each is one :class:`Batch`
(one transaction, one undo step) with its line in the event log.

A new reveal's values are checked before anything is written (:func:`checked_values`): a
known kind, a title or a text or a picture, texts within their length, a picture that is
a PNG, JPEG, GIF or WebP by its first bytes and not too large, an audience of character
ids. Anything else is refused in words (:class:`RevealRefused`), and nothing is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from peewee import Model

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Batch
from campaign_manager.storage.changes.log import LogEvents, LogLine
from campaign_manager.storage.changes.rows import InsertRow, UpdateRow
from campaign_manager.storage.image_kind import image_type
from campaign_manager.storage.reveals import (
    KINDS,
    MAX_BODY,
    MAX_REVEAL_IMAGE_BYTES,
    MAX_TITLE,
    Reveal,
    audience_of,
)
from campaign_manager.systems.common import RuleError, Text


class RevealRefused(RuleError):
    """A reveal that is not kept, in Czech and English; nothing was written."""


def _refuse(cs: str, en: str) -> RevealRefused:
    return RevealRefused(Text(cs, en), code="reveal")


def check_image(data: Any) -> bytes:
    """``data`` as a reveal's picture: bytes of a PNG, JPEG, GIF or WebP of at most
    :data:`MAX_REVEAL_IMAGE_BYTES`; :class:`RevealRefused` for anything else."""
    if not isinstance(data, bytes | bytearray | memoryview):
        raise _refuse("Obrázek chybí.", "The picture is missing.")
    data = bytes(data)
    if len(data) > MAX_REVEAL_IMAGE_BYTES:
        size = MAX_REVEAL_IMAGE_BYTES // (1024 * 1024)
        raise _refuse(
            f"Obrázek je větší než {size} MB: vyberte menší.",
            f"The picture is larger than {size} MB: choose a smaller one.",
        )
    if image_type(data) is None:
        raise _refuse(
            "Tohle není obrázek PNG, JPEG, GIF ani WebP; hráčům ho neukážu.",
            "This is not a PNG, JPEG, GIF or WebP picture; it is not shown to the players.",
        )
    return data


def checked_values(values: dict[str, Any]) -> dict[str, Any]:
    """A new reveal's columns (``kind``, ``title``, ``body``, ``image``, ``audience``)
    checked and tidied; :class:`RevealRefused` naming what is wrong."""
    kind = values.get("kind", "text")
    if kind not in KINDS:
        raise _refuse("Neznámý druh odhalení.", "An unknown kind of reveal.")
    title = values.get("title") or ""
    body = values.get("body") or ""
    if not isinstance(title, str) or not isinstance(body, str):
        raise _refuse("Název a text musí být text.", "The title and the text must be text.")
    title, body = title.strip(), body.strip()
    if len(title) > MAX_TITLE:
        raise _refuse(
            f"Název je delší než {MAX_TITLE} znaků.",
            f"The title is longer than {MAX_TITLE} characters.",
        )
    if len(body) > MAX_BODY:
        raise _refuse(
            f"Text je delší než {MAX_BODY} znaků.",
            f"The text is longer than {MAX_BODY} characters.",
        )
    image = values.get("image")
    if image is not None:
        image = check_image(image)
    elif kind == "image":
        raise _refuse("Vyberte obrázek, který hráčům ukážete.", "Choose the picture to show.")
    if not (title or body or image):
        raise _refuse("Odhalení nemá název ani text.", "The reveal has neither a title nor a text.")
    audience = audience_of(list(values.get("audience") or []))
    if audience is None:
        raise _refuse("Komu to ukázat, není jasné.", "Whom to show it to is not clear.")
    return {
        "kind": kind,
        "title": title,
        "body": body,
        "image": image,
        "audience": sorted(set(audience), key=int),
        "withdrawn": False,
        "dismissed": False,
    }


@dataclass
class AddReveal(InsertRow):
    """Keep a new reveal (values as :func:`checked_values` takes them)."""

    model: ClassVar[type[Model]] = Reveal

    def prepare(self, campaign: Campaign, values: dict[str, Any]) -> dict[str, Any]:
        return checked_values(values)


@dataclass
class SetReveal(UpdateRow):
    """Take a reveal back or show it again (``withdrawn``), take it off the TV
    (``dismissed``)."""

    model: ClassVar[type[Model]] = Reveal
    editable: ClassVar[tuple[str, ...]] = ("withdrawn", "dismissed")


def _whom(audience_names: Sequence[str]) -> tuple[str, str]:
    if not audience_names:
        return "všem", "everyone"
    names = ", ".join(audience_names)
    return names, names


def show_reveal(values: dict[str, Any], audience_names: Sequence[str] = ()) -> Batch:
    """The undo step that shows a new reveal (checked first: :class:`RevealRefused`);
    ``audience_names``: the names of the PCs it is meant for, for the log (none: everyone)."""
    checked = checked_values(values)
    cs, en = _whom(audience_names)
    title = checked["title"] or "…"
    line = LogLine(
        f"Ukázáno hráčům ({cs}): {title}", f"Shown to the players ({en}): {title}", "note"
    )
    return Batch([AddReveal(checked), LogEvents([line])])


def withdraw_reveal(reveal: dict, withdrawn: bool = True) -> Batch:
    """The undo step that takes ``reveal`` (a row of :func:`~..reveals.reveals`) back from
    the players (``withdrawn``) or shows it again (and on the TV again, if it is meant for
    everyone)."""
    title = reveal.get("title") or "…"
    if withdrawn:
        new = {"withdrawn": True}
        line = LogLine(f"Vzato hráčům zpět: {title}", f"Taken back from the players: {title}")
    else:
        new = {"withdrawn": False, "dismissed": False}
        line = LogLine(f"Znovu ukázáno hráčům: {title}", f"Shown to the players again: {title}")
    base = {name: bool(reveal.get(name)) for name in new}
    return Batch([SetReveal(reveal["id"], new, base=base), LogEvents([line])])


def dismiss_reveal(reveal: dict) -> Batch:
    """The undo step that takes ``reveal`` off the TV (it stays in the notebooks)."""
    title = reveal.get("title") or "…"
    line = LogLine(f"Odhalení zmizelo z televize: {title}", f"Reveal taken off the TV: {title}")
    return Batch(
        [
            SetReveal(
                reveal["id"], {"dismissed": True}, base={"dismissed": bool(reveal.get("dismissed"))}
            ),
            LogEvents([line]),
        ]
    )
