"""Where Kronikář finds its resources and keeps its data.

Pure Python (no Qt): the rules cores load their catalogues through
:func:`resource_path` too.
"""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP_DIR_NAME = "kronikar"
CAMPAIGN_SUFFIX = ".kronikar"


def _resource_roots() -> list[Path]:
    here = Path(__file__).resolve().parent
    roots = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:  # a PyInstaller bundle
        roots.append(Path(frozen) / "resources")
    roots.append(here / "resources")  # a wheel: resources are force-included in the package
    roots.append(here.parent / "resources")  # a source checkout or an editable install
    return roots


def resources_dir() -> Path:
    """The folder holding icons, translations and rules data."""
    for root in _resource_roots():
        if (root / "rules").is_dir():
            return root
    searched = ", ".join(str(r) for r in _resource_roots())
    raise FileNotFoundError(f"Kronikář cannot find its resources folder (searched: {searched}).")


def resource_path(*parts: str) -> Path:
    """A file or folder in resources/: ``resource_path("rules", "dakara", "skills.json")``."""
    return resources_dir().joinpath(*parts)


def data_dir() -> Path:
    """Per-user data folder: logs, backups, demo campaigns, new campaigns."""
    path = Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    path = Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def campaigns_dir() -> Path:
    """Where new campaigns are offered by default, made when first offered (a file dialog
    given a folder that does not exist starts in the working directory); the home folder
    when it cannot be made."""
    path = Path(platformdirs.user_documents_dir()) / "Kronikar"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return path


def backups_dir(create: bool = True) -> Path:
    """The backups folder: one folder per campaign, keyed by the campaign's identity."""
    path = data_dir() / "backups"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def log_path() -> Path:
    return data_dir() / "kronikar.log"


def rescue_dir() -> Path:
    """Where a rescue copy goes when the campaign's own folder cannot take it (a campaign
    whose file went away while it was open)."""
    return data_dir() / "rescued"
