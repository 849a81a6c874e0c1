"""The fourth system's UI: a one-widget sheet editor."""

from campaign_manager.ui.systems import SystemUI

UI = SystemUI(
    key="ctvrty",
    editor="fourth_system.ui.editor:MightEditor",
    description=lambda: "Two numbers, might and luck; a fight takes might away.",
)
