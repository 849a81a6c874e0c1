"""A thin read-only table over catalogue rows, and the rows of each kind of entry.

Each row is a plain dict with the column values, ``source`` ("book", "example" or
"campaign") and, for a campaign addition, ``addition``: (kind, index) in the additions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from campaign_manager.systems.dakara import Catalogue
from campaign_manager.ui.models.plain_table import RECORD_ROLE, SORT_ROLE, Index, PlainTableModel
from campaign_manager.ui.text import literal


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    numeric: bool = False
    sort_key: str | None = None  # the row's key to sort by, if not the shown value


def source_text(source: str) -> str:
    if source == "campaign":
        return QCoreApplication.translate("DakaraCatalogue", "campaign")
    if source == "example":
        return QCoreApplication.translate("DakaraCatalogue", "example")
    return QCoreApplication.translate("DakaraCatalogue", "rules text")


def source_tip(source: str) -> str:
    if source == "campaign":
        return QCoreApplication.translate(
            "DakaraCatalogue", "Added for this campaign: you can remove it"
        )
    if source == "example":
        return QCoreApplication.translate(
            "DakaraCatalogue",
            "Kronikář's example, not the book's: the rules text's list did not survive",
        )
    return QCoreApplication.translate("DakaraCatalogue", "From the rules text: read-only")


class CatalogueModel(PlainTableModel):
    """Rows of one kind of catalogue entry; the last column says where each comes from."""

    def __init__(self, columns: list[Column], parent=None):
        super().__init__(columns, parent)
        self.columns.append(Column("source", self.tr("Source")))

    def set_rows(self, rows: list[dict]) -> None:
        self.beginResetModel()
        self.rows = [dict(r) for r in rows]
        self.endResetModel()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = self.rows[index.row()], self.columns[index.column()]
        value = row.get(column.key)
        source = row.get("source", "book")
        if role == RECORD_ROLE:
            return row
        if role == SORT_ROLE:
            if column.key == "source":
                return source_text(source)
            if column.sort_key is not None:
                key = row.get(column.sort_key)
                return -1 if key is None else key
            return value if column.numeric and isinstance(value, int) else str(value or "")
        if role == Qt.ItemDataRole.DisplayRole:
            if column.key == "source":
                return source_text(source)
            return "—" if value is None or value == "" else str(value)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column.key != "source" and isinstance(value, str) and len(value) > 24:
                return literal(f"{value}\n{source_tip(source)}")  # the whole of a long text
            return source_tip(source)
        if role == Qt.ItemDataRole.FontRole and source != "book":
            font = QFont(QApplication.font())
            font.setBold(source == "campaign")
            font.setItalic(source == "example")
            return font
        if role == Qt.ItemDataRole.ForegroundRole and source == "example":
            return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemNeverHasChildren
        )


# --- rows of each kind -----------------------------------------------------------------------
def _indexed(additions: list[dict]) -> dict[str, int]:
    return {entry["name"]: i for i, entry in enumerate(additions)}


def _source(name: str, added: dict[str, int], example: bool) -> str:
    return "campaign" if name in added else "example" if example else "book"


def _addition(kind: str, name: str, added: dict[str, int]) -> tuple[str, int] | None:
    return (kind, added[name]) if name in added else None


def _price(catalogue: Catalogue, price_md: int | None) -> str | None:
    return None if price_md is None else catalogue.currency.format(price_md)


def skill_rows(catalogue: Catalogue) -> list[dict]:
    additions = catalogue.additions()
    added = _indexed(additions["skills"])
    rows = []
    for name, specs in catalogue.grouped.items():
        rows.append(
            {
                "name": name,
                "kind": QCoreApplication.translate("DakaraCatalogue", "grouped"),
                "detail": ", ".join(specs),
                "source": _source(name, added, False),
                "addition": _addition("skills", name, added),
            }
        )
    for name, section in catalogue.standalone.items():
        rows.append(
            {
                "name": name,
                "kind": QCoreApplication.translate("DakaraCatalogue", "standalone"),
                "detail": section,
                "source": _source(name, added, False),
                "addition": _addition("skills", name, added),
            }
        )
    for name, rating in catalogue.free.items():
        rows.append(
            {
                "name": name,
                "kind": QCoreApplication.translate("DakaraCatalogue", "free"),
                "detail": QCoreApplication.translate("DakaraCatalogue", "free at {rating}").format(
                    rating=rating
                ),
                "source": "book",
                "addition": None,
            }
        )
    for index, spec in enumerate(additions["specialisations"]):
        rows.append(
            {
                "name": spec["name"],
                "kind": QCoreApplication.translate("DakaraCatalogue", "specialisation"),
                "detail": spec["skill"],
                "source": "campaign",
                "addition": ("specialisations", index),
            }
        )
    return rows


def spell_rows(catalogue: Catalogue) -> list[dict]:
    added = _indexed(catalogue.additions()["spells"])
    rows = []
    for spell in catalogue.spells.values():
        need = spell.skill + (f" ({spell.specialisation})" if spell.specialisation else "")
        rows.append(
            {
                "name": spell.name,
                "skill": need,
                "rating": spell.rating,
                "title": catalogue.rating_title(spell.rating),
                "note": spell.note,
                "source": _source(spell.name, added, spell.example),
                "addition": _addition("spells", spell.name, added),
            }
        )
    return rows


def weapon_rows(catalogue: Catalogue) -> list[dict]:
    added = _indexed(catalogue.additions()["weapons"])
    return [
        {
            "name": w.name,
            "skill": w.skill + (f" ({w.specialisation})" if w.specialisation else ""),
            "attack": w.attack,
            "defence": w.defence,
            "damage": w.damage,
            "stats": f"{w.attack} / {w.defence} / {w.damage}",
            "price": _price(catalogue, w.price_md),
            "price_md": w.price_md,
            "source": _source(w.name, added, w.example),
            "addition": _addition("weapons", w.name, added),
        }
        for w in catalogue.weapons.values()
    ]


def armour_rows(catalogue: Catalogue) -> list[dict]:
    added = _indexed(catalogue.additions()["armour"])
    return [
        {
            "name": a.name,
            "quality": a.quality,
            "coverage": a.coverage,
            "price": _price(catalogue, a.price_md),
            "price_md": a.price_md,
            "source": _source(a.name, added, a.example),
            "addition": _addition("armour", a.name, added),
        }
        for a in catalogue.armour.values()
    ]


def shield_rows(catalogue: Catalogue) -> list[dict]:
    added = _indexed(catalogue.additions()["shields"])
    return [
        {
            "name": s.name,
            "defence": s.defence,
            "price": _price(catalogue, s.price_md),
            "price_md": s.price_md,
            "source": _source(s.name, added, s.example),
            "addition": _addition("shields", s.name, added),
        }
        for s in catalogue.shields.values()
    ]
