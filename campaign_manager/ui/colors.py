"""The colours the UI paints to mean something, one set per theme: the one place (with the
themes' palettes in ui/theme.py and the TV's own dark scene) where the UI names a colour.

A meaning (``ERROR``, ``GOOD`` …) is not a colour: it turns into the current theme's colour
where it is used, so ``f"color: {ERROR};"`` and ``color(ERROR)`` read on light, dark and high
contrast alike. Text meanings read at 4.5:1 on the theme's window, base and alternate base
(7:1 in high contrast); graphic ones (a bar, a box, a line) at 3:1. A few colours bring their
own background (a banner, a badge) and read on it whatever the theme.
tests/ui/test_theme_contrast.py checks every one.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from campaign_manager.ui.theme import scheme


class Meaning:
    """A colour by what it says; formats as the current theme's ``#rrggbb``."""

    def __init__(self, name: str, text: bool = True):
        self.name, self.text = name, text

    def hex(self) -> str:
        return SCHEMES[scheme()][self.name]

    def __str__(self) -> str:
        return self.hex()

    def __format__(self, spec: str) -> str:
        return format(self.hex(), spec)

    def __repr__(self) -> str:
        return f"Meaning({self.name!r})"


# text, painted on the theme's own background
ERROR = Meaning("error")  # a broken rule, over budget, a wrong value
GOOD = Meaning("good")  # within the rules, a success
WAIVED = Meaning("waived")  # a broken rule the GM allowed
MUTED = Meaning("muted")  # a combatant who cannot act, an action already taken
PENDING = Meaning("pending")  # asked for and not yet given (an intent to declare)
CAUTION = Meaning("caution")  # worse than fine, not yet lost (cannot run)
# the ledger graph's kinds: labels and lines on the graph's base
PERSON = Meaning("person")  # a character node
CONTACT = Meaning("contact")  # a contact node
RELATION = Meaning("relation")
LINK = Meaning("link")
FAVOUR = Meaning("favour")
LIAISON = Meaning("liaison")
# graphics (3:1)
GOOD_FILL = Meaning("good_fill", text=False)  # kondice left, a budget within the rules
CAUTION_FILL = Meaning("caution_fill", text=False)  # a budget spent to the last point
STAMINA = Meaning("stamina", text=False)
WOUNDS = Meaning("wounds", text=False)

SCHEMES: dict[str, dict[str, str]] = {
    "light": {
        "error": "#b3261e",
        "good": "#2e7031",
        "waived": "#616161",
        "muted": "#616161",
        "pending": "#7a5c00",
        "caution": "#8f4f00",
        "person": "#a33a00",
        "contact": "#005a8c",
        "relation": "#303030",
        "link": "#5a3fb8",
        "favour": "#a33a00",
        "liaison": "#00704f",
        "good_fill": "#3a7d44",
        "caution_fill": "#b06a20",
        "stamina": "#2b6cb0",
        "wounds": "#c53030",
    },
    "dark": {
        "error": "#ff8a80",
        "good": "#81c784",
        "waived": "#ababab",
        "muted": "#ababab",
        "pending": "#e8c547",
        "caution": "#f5a65b",
        "person": "#f5a65b",
        "contact": "#6cb4ff",
        "relation": "#dedede",
        "link": "#a99bff",
        "favour": "#f5a65b",
        "liaison": "#4fd1a5",
        "good_fill": "#5fae68",
        "caution_fill": "#d08a3c",
        "stamina": "#4f9be0",
        "wounds": "#e05a5a",
    },
    "high_contrast": {
        "error": "#ff9d9d",
        "good": "#7dff7d",
        "waived": "#c8c8c8",
        "muted": "#c8c8c8",
        "pending": "#ffff00",
        "caution": "#ffc266",
        "person": "#ffc266",
        "contact": "#8fd3ff",
        "relation": "#ffffff",
        "link": "#c8bcff",
        "favour": "#ffc266",
        "liaison": "#5cf2c4",
        "good_fill": "#7dff7d",
        "caution_fill": "#ffc266",
        "stamina": "#8fd3ff",
        "wounds": "#ff9d9d",
    },
}

#: the current row's tint over the table (a translucent blue: the text keeps its contrast)
CURRENT_ROW = "#304080ff"
#: colours that bring their own background: (text, background)
READ_ONLY_BANNER = ("#202020", "#f6d365")
ERROR_BANNER = ("#ffffff", "#b3261e")
#: a scar's flame icon (on any table: an orange flame, a yellow core, outlined by shape)
FLAME = "#d9642b"
FLAME_CORE = "#f6c453"
#: d20 condition badges: white text on each
BADGE_TEXT = "#ffffff"
BADGES = {
    "fatigued": "#8a5a00",
    "stunned": "#a8431a",
    "disabled": "#b3261e",
    "unconscious": "#6b46c1",
    "dying": "#822727",
    "stable": "#2b6cb0",
    "dead": "#1a202c",
}
BADGE_OTHER = "#4a5568"


def color(meaning: Meaning | str) -> QColor:
    """A meaning's colour in the current theme (or a colour of this module as it is)."""
    return QColor(meaning.hex() if isinstance(meaning, Meaning) else meaning)


def text_style(meaning: Meaning) -> str:
    """A style sheet painting a label's text in ``meaning``."""
    return f"color: {meaning.hex()};"
