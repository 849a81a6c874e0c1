"""Printing and PDF export of HTML sheets (QTextDocument → QPrinter / QPdfWriter)."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument, QTextOption
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

#: the sheet's own colours: always on white paper, whatever the screen's theme
BOX_BORDER = "#555555"
SHEET_CSS = """
body { font-family: 'DejaVu Sans', 'Noto Sans', sans-serif; font-size: 10pt; color: #1b1b1b; }
h1 { font-size: 20pt; margin: 0 0 2pt 0; color: #7a2e1f; }
h2 { font-size: 12pt; margin: 10pt 0 3pt 0; color: #7a2e1f; border-bottom: 1px solid #b07a3a; }
.sub { color: #555; font-size: 9pt; }
table { border-collapse: collapse; }
td, th { border-bottom: 1px solid #ddd; }
th { text-align: left; background: #f3e6c8; }
.num { text-align: right; }
.muted { color: #6b6b6b; }
"""


def sheet_document(body_html: str, title: str) -> QTextDocument:
    document = QTextDocument()
    document.setDefaultStyleSheet(SHEET_CSS)
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    head = f"<head><title>{html.escape(title)}</title></head>"  # the title: a name as typed
    document.setHtml(f"<html>{head}<body>{body_html}</body></html>")
    return document


def _a4(writer, margin_mm: float = 15) -> None:
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(margin_mm, margin_mm, margin_mm, margin_mm),
            QPageLayout.Unit.Millimeter,
        )
    )


def export_pdf(body_html: str, title: str, path: Path, *, full_width: bool = False) -> Path:
    """Write the sheet to ``path`` as an A4 PDF.

    ``full_width``: the text spans the page inside QTextDocument's own 2 cm print margins
    only (no page margins on top of them), and lines break between words, never inside a
    word (a narrow table column grows to its longest word)."""
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Kronikář")
    writer.setResolution(300)
    _a4(writer, 0 if full_width else 15)
    document = sheet_document(body_html, title)
    if full_width:
        option = document.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        document.setDefaultTextOption(option)
    document.print_(writer)
    return Path(path)


def print_sheet(body_html: str, title: str, parent: QWidget | None = None) -> bool:
    """Ask for a printer and print; False if the person cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(title)
    _a4(printer)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    sheet_document(body_html, title).print_(printer)
    return True


def html_table(
    headers: list[str] | tuple[str, ...],
    rows: list | tuple,
    *,
    raw_last: bool = False,
    width: str = "100%",
    border: int = 0,
    short_headers_whole: bool = False,
) -> str:
    """A printed table (QTextDocument honours ``cellpadding``, not CSS padding).

    Cells are escaped, runs of two spaces kept (indentation); ``raw_last``: the last
    column is HTML already; ``short_headers_whole``: a header of one word never wraps
    (``white-space: nowrap``), a longer one wraps between its words only.
    """

    def cell(value, raw: bool) -> str:
        return str(value) if raw else html.escape(str(value)).replace("  ", "&nbsp;&nbsp;")

    def header(text: str) -> str:
        style = ""
        if short_headers_whole:
            wrap = "normal" if len(text.split()) > 1 else "nowrap"
            style = f" style='white-space: {wrap}; word-break: normal'"
        return f"<th align='left'{style}>{html.escape(text)}</th>"

    head = "".join(header(str(h)) for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{cell(value, raw_last and i == len(row) - 1)}</td>" for i, value in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return (
        f"<table border='{border}' cellspacing='0' cellpadding='4' width='{width}'>"
        f"<tr>{head}</tr>{body}</table>"
    )
