"""The app's file dialogs: each starts in the folder where the last dialog of its sort of
file (campaigns, PDFs, characters, images) was left, else in the open campaign's folder,
and remembers the folder chosen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from campaign_manager.ui.settings import AppSettings


def start_path(kind: str, default_folder: Path | str | None = None, name: str = "") -> str:
    """Where a dialog of ``kind`` starts: the last folder of that kind, else
    ``default_folder``, else the home folder; with ``name`` the file suggested in it."""
    folder = AppSettings().last_folder(kind)
    if folder is None:
        folder = Path(default_folder) if default_folder else Path.home()
    return str(folder / name) if name else str(folder)


def campaign_folder(parent: QWidget | None) -> Path | None:
    """The folder of the campaign file open in ``parent``'s window (None: no file, e.g. a
    campaign on a server)."""
    session = getattr(parent.window(), "session", None) if parent is not None else None
    path = getattr(getattr(session, "campaign", None), "path", None)
    if not path or getattr(session.campaign, "url", None):
        return None
    folder = Path(path).parent
    return folder if folder.is_dir() else None


def remember(kind: str, path: str) -> str:
    """Keep the folder of the chosen ``path`` (nothing when the dialog was cancelled)."""
    if path:
        chosen = Path(path)
        AppSettings().set_last_folder(kind, chosen if chosen.is_dir() else chosen.parent)
    return path


def open_file(
    parent: QWidget | None,
    kind: str,
    title: str,
    file_filter: str,
    default_folder: Path | str | None = None,
) -> str:
    """The file the user picked to open ("" when cancelled)."""
    from PySide6.QtWidgets import QFileDialog  # (PySide builds a class on its first import)

    path, _ = QFileDialog.getOpenFileName(
        parent, title, start_path(kind, default_folder or campaign_folder(parent)), file_filter
    )
    return remember(kind, path)


def save_file(
    parent: QWidget | None,
    kind: str,
    title: str,
    name: str,
    file_filter: str,
    default_folder: Path | str | None = None,
) -> str:
    """The file the user chose to write ("" when cancelled), ``name`` suggested."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(
        parent,
        title,
        start_path(kind, default_folder or campaign_folder(parent), name),
        file_filter,
    )
    return remember(kind, path)


def existing_folder(
    parent: QWidget | None, kind: str, title: str, default_folder: Path | str | None = None
) -> str:
    """The folder the user picked ("" when cancelled)."""
    from PySide6.QtWidgets import QFileDialog

    start = start_path(kind, default_folder or campaign_folder(parent))
    folder = QFileDialog.getExistingDirectory(parent, title, start)
    return remember(kind, folder)
