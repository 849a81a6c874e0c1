"""Comparing rows by what they hold."""

from __future__ import annotations

from typing import Any

#: a row's bookkeeping: every write (an undo too) raises its version and names its writer
BOOKKEEPING = ("version", "changed_by")


def content(row: Any) -> dict[str, Any]:
    """``row``'s columns without its bookkeeping, as an undo must restore them."""
    return {k: v for k, v in row.__data__.items() if k not in BOOKKEEPING}
