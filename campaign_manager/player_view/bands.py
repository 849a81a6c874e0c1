"""The one band palette: how hurt a combatant looks, as a colour (hex, plain data).

The combat tracker colours its band column with it, the TV window paints its band shapes
and words with it, and the web page gets the same hex in its payload. Every colour reads
at 3:1 or better on a light table, a dark one and the TV's near-black, and each level is
darker than the one before, so the order shows without the hue; the shape that differs per
level and the band's own word go with it for the colour-blind.
"""

from __future__ import annotations

#: level 0 (unhurt) .. 4 (the worst): green, gold, orange, red, purple
BAND_COLORS = ("#23a676", "#aa8904", "#d86500", "#e73e2b", "#a851c5")
#: a combatant whose band has no level
NO_BAND = "#7b8797"
#: the band icon's outline: the TV's near-black background
OUTLINE = "#0b0f14"
#: the name of a player character and of anyone else on the TV and the phones (on
#: near-black); the side shows in words too (the phones' "NPC" mark, the order itself)
SIDE_COLORS = {"pc": "#f4f6f8", "npc": "#ffd9a8"}


def band_color(level: object) -> str:
    """The colour of band ``level`` (0..4); NO_BAND for none or one out of the palette."""
    if not isinstance(level, int) or isinstance(level, bool):
        return NO_BAND
    return BAND_COLORS[level] if 0 <= level < len(BAND_COLORS) else NO_BAND
