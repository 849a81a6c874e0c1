"""A name inside a line of text keeps its own direction (no Qt: the player view's web page
uses it as the windows do, through ``campaign_manager.ui.text``)."""

from __future__ import annotations

#: U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE
FSI = "\u2068"
PDI = "\u2069"


def isolate(name: object) -> str:
    """``name`` as a directional isolate, for a line of text that embeds it: its own
    direction (that of its first strong letter) and whatever direction controls it holds
    end with it, the rest of the line keeps the line's direction."""
    return f"{FSI}{'' if name is None else name}{PDI}"
