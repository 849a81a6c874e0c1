"""Why a campaign file was refused. The UI turns each into a translated message.

Every refusal leaves the file byte-identical: it is probed read-only, or not at all.
"""

from __future__ import annotations

from pathlib import Path


class CampaignError(Exception):
    """A campaign file could not be opened or created; nothing was changed."""

    def __init__(self, path: Path | str, detail: str = ""):
        self.path = Path(path)
        self.detail = detail
        super().__init__(
            f"{self.__class__.__name__}: {self.path}" + (f": {detail}" if detail else "")
        )


class CampaignMissing(CampaignError):
    """The file does not exist (moved, deleted, on a disconnected drive)."""


class NotACampaign(CampaignError):
    """The file is not an SQLite database, or is one but not a Kronikář campaign."""


class CorruptCampaign(CampaignError):
    """The file is a damaged or truncated SQLite database."""


class NewerSchema(CampaignError):
    """The file was written by a newer Kronikář than this one."""

    def __init__(self, path: Path | str, found: int, supported: int):
        self.found = found
        self.supported = supported
        super().__init__(path, f"schema {found}, this version reads up to {supported}")


class CampaignLocked(CampaignError):
    """Another running Kronikář has the file open."""


class CampaignExists(CampaignError):
    """A new campaign would overwrite an existing file."""
